import Foundation

/// A hash of a content directory's file names, sizes, modes and modification times: it
/// changes whenever a file is added, removed, renamed or edited. Topic folders are stat'ed on
/// all cores relative to an open folder (`fstatat`), and hashed without formatting text:
/// for 30,000 files this is the whole cost of a cached search.
public enum ContentFingerprint {
    public static func of(directory path: String) -> String? {
        guard let top = entries(of: path) else { return nil }
        let hashes = top.entries.parallelMap { entry -> UInt64 in
            guard entry.isDirectory else { return entry.hash }
            var hasher = FNV1a()
            hasher.add(entry.hash)
            hasher.add(entries(of: "\(path)/\(entry.name)")?.hash ?? 0)
            return hasher.value
        }
        var hasher = FNV1a()
        for hash in hashes { hasher.add(hash) }
        return hasher.hex
    }

    private struct Entry: Sendable {
        var name: String
        var hash: UInt64
        var isDirectory: Bool
    }

    /// The folder's entries (sorted by name) and a hash over all of them; nil when unreadable.
    private static func entries(of directory: String) -> (entries: [Entry], hash: UInt64)? {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY)
        guard descriptor >= 0, let handle = fdopendir(descriptor) else {
            if descriptor >= 0 { close(descriptor) }
            return nil
        }
        defer { closedir(handle) }
        var entries: [Entry] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != ".", name != ".." else { continue }
            var info = stat()
            guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            var hasher = FNV1a()
            hasher.add(name)
            hasher.add(UInt64(bitPattern: Int64(info.st_size)))
            hasher.add(UInt64(bitPattern: Int64(info.st_mtim.tv_sec)))
            hasher.add(UInt64(bitPattern: Int64(info.st_mtim.tv_nsec)))
            hasher.add(UInt64(info.st_mode))
            entries.append(Entry(name: name, hash: hasher.value, isDirectory: (info.st_mode & S_IFMT) == S_IFDIR))
        }
        entries.sort { $0.name < $1.name }
        var hasher = FNV1a()
        for entry in entries { hasher.add(entry.hash) }
        return (entries, hasher.value)
    }
}
