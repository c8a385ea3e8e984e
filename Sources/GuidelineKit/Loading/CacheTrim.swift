import Foundation

/// Keeps a cache folder bounded. The lint cache gains a report each time a project changes,
/// and facts and digests for each set of paths linted and each build of the tool, none of which
/// a later run replaces. So entries unused for `maximumAge` are removed, then the least recently
/// used until the rest fits in `maximumBytes`; a file an interrupted write left (`.*.part`,
/// `CacheDirectory.writeAtomically`) goes after an hour.
///
/// "Used" is a file's modification time: writing sets it, and readers mark what they use
/// (`markUsed`), since access times are not kept on every file system. Entries are written by
/// a rename and read whole, so removing one under a running command at worst makes it a miss.
public struct CacheTrim: Sendable {
    public var maximumBytes: Int
    /// Seconds.
    public var maximumAge: Double
    /// Seconds before a trim is due again: a trim stats every entry, so not on every run.
    public var interval: Double

    public init(maximumBytes: Int, maximumAge: Double, interval: Double = 3600) {
        self.maximumBytes = maximumBytes
        self.maximumAge = maximumAge
        self.interval = interval
    }

    /// The file whose modification time is the last trim's.
    static let stampName = ".trimmed"
    /// Seconds after which a `.part` file is an interrupted write, not one in progress.
    static let partAge = 3600.0

    /// Trims `folder` when the last trim of it was at least `interval` ago (or never); true when it did.
    @discardableResult
    public func trimIfDue(_ folder: String, now: Double = Date().timeIntervalSince1970) -> Bool {
        let stamp = "\(folder)/\(Self.stampName)"
        var info = stat()
        if stat(stamp, &info) == 0, now - Self.modified(info) < interval { return false }
        // The stamp first: a second command arriving meanwhile finds the trim done.
        guard (try? CacheDirectory.writeAtomically(Data(), to: stamp)) != nil else { return false }
        trim(folder, now: now)
        return true
    }

    /// Removes what the limits leave out; returns the number of files removed.
    @discardableResult
    public func trim(_ folder: String, now: Double = Date().timeIntervalSince1970) -> Int {
        var entries: [(path: String, used: Double, bytes: Int)] = []
        var removed = 0
        Self.visitFiles(in: folder) { path, name, info in
            let used = Self.modified(info)
            if name.hasPrefix(".") && name.hasSuffix(".part") {
                if now - used > Self.partAge, unlink(path) == 0 { removed += 1 }
            } else if name != Self.stampName {
                entries.append((path, used, Int(info.st_size)))
            }
        }
        // Most recently used first; ties by path, so that the same folder always keeps the same files.
        entries.sort { ($0.used, $1.path) > ($1.used, $0.path) }
        var kept = 0
        for entry in entries {
            if now - entry.used <= maximumAge && kept + entry.bytes <= maximumBytes {
                kept += entry.bytes
            } else if unlink(entry.path) == 0 {
                removed += 1
            }
        }
        return removed
    }

    /// Marks an entry as used now; false when there is no such file.
    @discardableResult
    public static func markUsed(_ path: String) -> Bool {
        utimensat(AT_FDCWD, path, nil, 0) == 0
    }

    private static func modified(_ info: stat) -> Double {
        Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
    }

    /// Every regular file under `folder`, at any depth (links are not followed).
    private static func visitFiles(in folder: String, _ visit: (String, String, stat) -> Void) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            guard name != ".", name != ".." else { continue }
            let path = "\(folder)/\(name)"
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: visitFiles(in: path, visit)
            case S_IFREG: visit(path, name, info)
            default: break
            }
        }
    }
}
