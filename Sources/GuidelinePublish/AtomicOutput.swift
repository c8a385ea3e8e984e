import Foundation
import GuidelineKit

/// Writes a generated tree all or nothing: into a temporary sibling of the output folder,
/// which then replaces the folder. A failure leaves an existing output folder as it was.
public enum AtomicOutput {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// `files` maps relative paths to contents.
    public static func write(_ files: [String: String], to directory: String) throws(Failure) {
        let target = URL(fileURLWithPath: directory).standardizedFileURL
        let parent = target.deletingLastPathComponent()
        let manager = FileManager.default
        let staging = parent.appendingPathComponent(".\(target.lastPathComponent).tmp-\(getpid())")
        let previous = parent.appendingPathComponent(".\(target.lastPathComponent).old-\(getpid())")
        // The first problem, whether making a folder or writing a file.
        var problem: String?
        do {
            try? manager.removeItem(at: staging)
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
            // Each folder is made once; the files are then written on all cores.
            let folders = Set(files.keys.map { ($0 as NSString).deletingLastPathComponent })
            for folder in folders.sorted() where !folder.isEmpty {
                try manager.createDirectory(
                    at: staging.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            problem = Array(files).parallelMap { path, text in
                writeFile(staging.appendingPathComponent(path).path, text)
            }.compactMap { $0 }.min()
        } catch {
            problem = error.localizedDescription
        }
        if let problem {
            try? manager.removeItem(at: staging)
            throw Failure(description: "cannot write to \(parent.path): \(problem); the output folder is unchanged")
        }
        do {
            if manager.fileExists(atPath: target.path) {
                try manager.moveItem(at: target, to: previous)
            }
            try manager.moveItem(at: staging, to: target)
            try? manager.removeItem(at: previous)
        } catch {
            if !manager.fileExists(atPath: target.path), manager.fileExists(atPath: previous.path) {
                try? manager.moveItem(at: previous, to: target)
            }
            try? manager.removeItem(at: staging)
            throw Failure(
                description:
                    "cannot replace \(target.path): \(error.localizedDescription); the output folder is unchanged")
        }
    }
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
