import Foundation

/// What `stat` says of a file that changes whenever its bytes do: size, inode, device, and the
/// modification and status-change times to the nanosecond (a write sets both; `touch -d` can set
/// the first back, never the second). The parse cache trusts a record whose file still has
/// the stamp it had, without reading the file, as git's index does.
public struct FileStamp: Hashable, Sendable {
    var size, inode, device: UInt64
    var modified, changed: Int64

    public init(_ info: stat) {
        size = UInt64(bitPattern: Int64(info.st_size))
        inode = UInt64(info.st_ino)
        device = UInt64(info.st_dev)
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
    }

    init(size: UInt64, inode: UInt64, device: UInt64, modified: Int64, changed: Int64) {
        (self.size, self.inode, self.device, self.modified, self.changed) = (size, inode, device, modified, changed)
    }

    /// The stamp of the file at `path` (links followed); nil when it cannot be stat-ed.
    public static func of(_ path: String) -> FileStamp? {
        var info = stat()
        return stat(path, &info) == 0 ? FileStamp(info) : nil
    }

    /// Nanoseconds since 1970 by the system's clock.
    public static var now: Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// Whether the file was last touched well before `instant` (nanoseconds since 1970). A file
    /// written just before or after it was read can keep its stamp through a second write,
    /// within the file system's timestamp granularity (up to 2 s), so only a file settled
    /// longer than that before it was listed may be trusted by its stamp ("racy git").
    public func isSettled(before instant: Int64) -> Bool {
        let margin: Int64 = 3_000_000_000
        return modified < instant - margin && changed < instant - margin
    }
}

extension CompactWriter {
    public mutating func stamp(_ stamp: FileStamp) {
        for field in [stamp.size, stamp.inode, stamp.device] { u64(field) }
        for time in [stamp.modified, stamp.changed] { u64(UInt64(bitPattern: time)) }
    }
}

extension CompactReader {
    public mutating func stamp() -> FileStamp? {
        guard let size = u64(), let inode = u64(), let device = u64(), let modified = u64(), let changed = u64()
        else { return nil }
        return FileStamp(
            size: size, inode: inode, device: device, modified: Int64(bitPattern: modified),
            changed: Int64(bitPattern: changed))
    }
}
