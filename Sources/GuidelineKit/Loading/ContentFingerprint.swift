import Foundation

/// A hash of a content directory's file names, sizes and modification times: it changes
/// whenever a file is added, removed, renamed or edited. Stats topic folders on all cores,
/// relative to an open folder (`fstatat`), which costs far less than a path per file.
public enum ContentFingerprint {
    public static func of(directory path: String) -> String? {
        guard let top = entries(of: path) else { return nil }
        let lines = top.parallelMap { entry -> [String] in
            guard entry.isDirectory else { return [entry.line] }
            return [entry.line] + (entries(of: "\(path)/\(entry.name)") ?? []).map { "\(entry.name)/\($0.line)" }
        }
        return SourceDigest.of(lines.joined().joined(separator: "\n"))
    }

    private struct Entry: Sendable {
        var name: String
        var line: String
        var isDirectory: Bool
    }

    /// The folder's entries with their stat lines, sorted; nil when it is not a readable folder.
    private static func entries(of directory: String) -> [Entry]? {
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
            let line = "\(name) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_mode)"
            entries.append(Entry(name: name, line: line, isDirectory: (info.st_mode & S_IFMT) == S_IFDIR))
        }
        return entries.sorted { $0.name < $1.name }
    }
}
