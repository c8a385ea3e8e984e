import Foundation

/// A hash of a content directory's file names, sizes and modification times: it changes
/// whenever a file is added, removed, renamed or edited. Stats topic folders on all cores.
public enum ContentFingerprint {
    public static func of(directory path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
        let top = names(in: path)
        let lines = top.parallelMap { name -> [String] in
            let child = "\(path)/\(name)"
            var info = stat()
            guard lstat(child, &info) == 0 else { return [] }
            guard (info.st_mode & S_IFMT) == S_IFDIR else { return [line(name, info)] }
            return [line(name, info)]
                + names(in: child).compactMap { file in
                    var info = stat()
                    return lstat("\(child)/\(file)", &info) == 0 ? line("\(name)/\(file)", info) : nil
                }
        }
        return SourceDigest.of(lines.joined().joined(separator: "\n"))
    }

    private static func line(_ name: String, _ info: stat) -> String {
        "\(name) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_mode)"
    }

    private static func names(in directory: String) -> [String] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}
