import Dispatch
import Foundation
import GuidelineKit

/// Writes a generated tree all or nothing: into a temporary sibling of the output folder,
/// which then replaces the folder. A failure leaves an existing output folder as it was. The
/// tree gets the marker that lets the next build replace it (see `OutputFolder`).
public enum AtomicOutput {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// `files` maps relative paths to contents.
    public static func write(_ files: [String: String], to folder: OutputFolder) throws(Failure) {
        let paths = files.keys.sorted()
        try write(to: folder, jobs: paths.count) { [(paths[$0], files[paths[$0]]!)] }
    }

    /// Writes the files that `jobs` make, each job on whichever core is free, each file as soon
    /// as it is made: a large site is never held in memory whole. Job `i` returns its files
    /// (relative path, contents); jobs are started in index order, so the longest go first.
    /// The marker file is written last, from `marker` when given.
    public static func write(
        to folder: OutputFolder, jobs: Int, files make: (Int) -> [(path: String, text: String)],
        marker: (() -> String)? = nil
    ) throws(Failure) {
        do {
            try folder.check()
        } catch {
            throw Failure(description: error.description)
        }
        let target = folder.path
        let parent = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        let staging = "\(parent)/.\(name).tmp-\(getpid())"
        let previous = "\(parent)/.\(name).old-\(getpid())"
        let manager = FileManager.default
        // The first problem, whether making a folder or writing a file.
        var problem = makeFolder(parent)
        if problem == nil {
            try? manager.removeItem(atPath: staging)
            problem = makeFolder(staging)
        }
        if problem == nil {
            let state = Locked((folders: Set<String>([""]), problems: [String]()))
            withoutActuallyEscaping(make) { make in
                nonisolated(unsafe) let make = make
                DispatchQueue.concurrentPerform(iterations: jobs) { job in
                    if state.withLock({ !$0.problems.isEmpty }) { return }
                    for (path, text) in make(job) {
                        // Each folder is made once, by whichever job first needs it.
                        let folder = (path as NSString).deletingLastPathComponent
                        var failed = state.withLock { state -> String? in
                            guard state.folders.insert(folder).inserted else { return nil }
                            return makeFolder("\(staging)/\(folder)")
                        }
                        failed = failed ?? writeFile("\(staging)/\(path)", text)
                        if let failed { state.withLock { $0.problems.append(failed) } }
                    }
                }
            }
            problem = state.withLock { $0.problems.min() }
        }
        if problem == nil {
            problem = writeFile("\(staging)/\(OutputFolder.markerName)", marker?() ?? OutputFolder.markerText)
        }
        if let problem {
            try? manager.removeItem(atPath: staging)
            throw Failure(description: "cannot write '\(folder.argument)': \(problem); the output folder is unchanged")
        }
        let existed = manager.fileExists(atPath: target)
        if existed, rename(target, previous) != 0 {
            let reason = String(cString: strerror(errno))
            try? manager.removeItem(atPath: staging)
            throw Failure(
                description: "cannot replace '\(folder.argument)': \(target): \(reason); the output folder is unchanged")
        }
        if rename(staging, target) != 0 {
            let reason = String(cString: strerror(errno))
            if existed { _ = rename(previous, target) }
            try? manager.removeItem(atPath: staging)
            throw Failure(
                description: "cannot replace '\(folder.argument)': \(target): \(reason); the output folder is unchanged")
        }
        if existed { try? manager.removeItem(atPath: previous) }
    }
}

extension AtomicOutput {
    /// Changes a folder an earlier build wrote in place: writes each of `files` whose bytes
    /// differ from what the folder holds, removes `removing` (and folders they leave empty),
    /// and writes `marker` as the marker file. The new files are written beside their targets
    /// first and renamed over them only once all are written, so a failure leaves the folder
    /// as it was. Returns how many files were written.
    public static func update(
        _ folder: OutputFolder, files: [(path: String, text: String)], removing: [String], marker: String
    ) throws(Failure) -> Int {
        do {
            try folder.check()
        } catch {
            throw Failure(description: error.description)
        }
        let root = folder.path
        let suffix = ".hig-activity-\(getpid())"
        let changed = (files + [(OutputFolder.markerName, marker)]).parallelMap { file -> (String, String)? in
            contents("\(root)/\(file.path)", equal: file.text) ? nil : file
        }.compactMap { $0 }
        // New folders are made as pages need them; on failure those made are removed again.
        var madeFolders: [String] = []
        var written: [String] = []
        var problem: String?
        for (path, text) in changed {
            let folderPath = (path as NSString).deletingLastPathComponent
            if !folderPath.isEmpty {
                var missing: [String] = []
                var parent = folderPath
                while !parent.isEmpty, access("\(root)/\(parent)", F_OK) != 0 {
                    missing.append(parent)
                    parent = (parent as NSString).deletingLastPathComponent
                }
                problem = makeFolder("\(root)/\(folderPath)")
                madeFolders += missing.reversed()
                if problem != nil { break }
            }
            problem = writeFile("\(root)/\(path)\(suffix)", text)
            if problem != nil { break }
            written.append(path)
        }
        if let problem {
            for path in written { unlink("\(root)/\(path)\(suffix)") }
            for path in madeFolders.reversed() { rmdir("\(root)/\(path)") }
            throw Failure(description: "cannot write '\(folder.argument)': \(problem); the output folder is unchanged")
        }
        // Renames within a file system do not fail for want of space; the marker goes last.
        for path in written where path != OutputFolder.markerName {
            if rename("\(root)/\(path)\(suffix)", "\(root)/\(path)") != 0 {
                let reason = String(cString: strerror(errno))
                for path in written { unlink("\(root)/\(path)\(suffix)") }
                throw Failure(
                    description:
                        "cannot replace '\(folder.argument)/\(path)': \(reason); the folder is partly updated, and the next build makes it whole")
            }
        }
        for path in removing {
            unlink("\(root)/\(path)")
            var parent = (path as NSString).deletingLastPathComponent
            while !parent.isEmpty, rmdir("\(root)/\(parent)") == 0 {
                parent = (parent as NSString).deletingLastPathComponent
            }
        }
        if written.contains(OutputFolder.markerName) {
            rename("\(root)/\(OutputFolder.markerName)\(suffix)", "\(root)/\(OutputFolder.markerName)")
        }
        return written.count
    }
}

extension AtomicOutput {
    /// Writes `files` (relative path → contents) into `folder`: a folder an earlier build wrote
    /// is updated in place (only files whose bytes changed are written, files no longer made
    /// are removed), any other is replaced as a whole. Either way it ends holding `files`.
    public static func writeChanges(_ files: [String: String], to folder: OutputFolder) throws(Failure) {
        guard let existing = folder.filesOfEarlierBuild() else { return try write(files, to: folder) }
        let paths = files.keys.sorted()
        _ = try update(
            folder, files: paths.map { ($0, files[$0]!) }, removing: existing.subtracting(paths).sorted(),
            marker: OutputFolder.markerText)
    }
}

/// Whether the file at `path` holds exactly `text`.
private func contents(_ path: String, equal text: String) -> Bool {
    var info = stat()
    var text = text
    guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == text.utf8.count else {
        return false
    }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    return text.withUTF8 { expected -> Bool in
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var offset = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return false }
            if count == 0 { return offset == expected.count }
            guard offset + count <= expected.count,
                buffer.withUnsafeBytes({ memcmp($0.baseAddress!, expected.baseAddress! + offset, count) }) == 0
            else { return false }
            offset += count
        }
    }
}

/// Makes a folder and any missing parents; the problem if it cannot.
private func makeFolder(_ path: String) -> String? {
    var info = stat()
    if stat(path, &info) == 0 {
        return (info.st_mode & S_IFMT) == S_IFDIR ? nil : "\(path) is a file, not a folder"
    }
    let parent = (path as NSString).deletingLastPathComponent
    if !parent.isEmpty, parent != path, let problem = makeFolder(parent) { return problem }
    if mkdir(path, 0o755) != 0 && errno != EEXIST { return "\(path): \(String(cString: strerror(errno)))" }
    return nil
}

/// Writes `text` to a new file; the problem if it cannot. Plain POSIX calls: Foundation's
/// `Data.write` syncs every file to disk, which made writing 30,000 pages take seconds.
/// The output is made durable as a whole by the rename, not file by file.
private func writeFile(_ path: String, _ text: String) -> String? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return "\(path): \(String(cString: strerror(errno)))" }
    defer { close(descriptor) }
    var text = text
    return text.withUTF8 { bytes -> String? in
        var written = 0
        while written < bytes.count {
            let result = write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if result < 0 {
                if errno == EINTR { continue }
                return "\(path): \(String(cString: strerror(errno)))"
            }
            written += result
        }
        return nil
    }
}

/// A value shared by jobs on several cores, behind a lock.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()
    init(_ value: Value) { self.value = value }
    func withLock<T>(_ body: (inout Value) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
