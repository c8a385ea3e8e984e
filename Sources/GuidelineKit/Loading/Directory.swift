import Foundation

/// Folder listing with POSIX calls (Foundation's enumerators cost more than what they list).
public enum Directory {
    /// The names in a folder that are not hidden, sorted; nil (with `errno` set) when unreadable.
    public static func visibleNames(in path: String) -> [String]? {
        guard let handle = opendir(path) else { return nil }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if !name.hasPrefix(".") { names.append(name) }
        }
        return names.sorted()
    }
}
