import Foundation

/// Paths as the user names them, made comparable: absolute, `.` and `..` folded, symbolic links
/// resolved. Output folders are checked and baselines matched with these.
public enum FilePath {
    /// `path` made absolute against `currentDirectory`, with `.` and `..` folded.
    public static func absolute(
        _ path: String, from currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> String {
        URL(fileURLWithPath: path.hasPrefix("/") ? path : "\(currentDirectory)/\(path)").standardizedFileURL.path
    }

    /// The path with symbolic links resolved as far as it exists (so `link/..` and `./x` compare
    /// as the folders they are); the missing rest is appended as written.
    public static func resolved(_ path: String) -> String {
        if let real = realpath(path, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        let url = URL(fileURLWithPath: path)
        let parent = url.deletingLastPathComponent().path
        if parent == path { return path }
        let base = resolved(parent)
        return (base == "/" ? "" : base) + "/" + url.lastPathComponent
    }
}
