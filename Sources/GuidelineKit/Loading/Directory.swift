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

    /// A folder entry's kind as the listing tells it, without a stat per entry.
    public enum Kind: Sendable { case folder, file, other, unknown }

    /// `visibleNames` with each entry's kind (`unknown` where the file system does not say).
    public static func visibleEntries(in path: String) -> [(name: String, kind: Kind)]? {
        guard let handle = opendir(path) else { return nil }
        defer { closedir(handle) }
        var entries: [(name: String, kind: Kind)] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !name.hasPrefix(".") else { continue }
            let kind: Kind =
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_DIR): .folder
                case Int32(DT_REG): .file
                case Int32(DT_UNKNOWN), Int32(DT_LNK): .unknown
                default: .other
                }
            entries.append((name, kind))
        }
        return entries.sorted { $0.name < $1.name }
    }
}
