import Foundation

/// Where the tool keeps what it caches (search indexes, lint results): `$XDG_CACHE_HOME/hig-activity`,
/// else `~/.cache/hig-activity`, and what a cached file must have been written by.
public enum CacheDirectory {
    public static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let base =
            environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.cache")
        return base + "/hig-activity"
    }

    /// The running binary's version, size and modification time: a rebuilt tool may compute
    /// differently under the same version number. Stat-ed through `/proc/self/exe`: asking
    /// Foundation (`Bundle.main`, the file manager's attributes) listed the binary's folder
    /// twice (4 ms of a 35 ms lint whose report is cached, from a folder of 3,000 entries)
    /// and looked its owner up in the user database.
    public static let build: String = {
        guard let stamp = FileStamp.of("/proc/self/exe") ?? Bundle.main.executablePath.flatMap(FileStamp.of) else {
            return ToolVersion.current
        }
        return "\(ToolVersion.current)-\(stamp.size)-\(stamp.modified)"
    }()

    /// Writes `data` to `path` through a temporary file in the same folder and a rename, so a
    /// reader (another process included) sees the whole file or none of it. POSIX calls: a
    /// cold lint writes thousands of entries, and Foundation's file manager made that a second.
    public static func writeAtomically(_ data: Data, to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        var temporary = "\(folder)/.\(UInt64.random(in: 0...UInt64.max)).part"
        var descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        if descriptor < 0 && errno == ENOENT {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            temporary = "\(folder)/.\(UInt64.random(in: 0...UInt64.max)).part"
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        }
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        let written = data.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        guard written == data.count, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw CocoaError(.fileWriteUnknown)
        }
    }
}
