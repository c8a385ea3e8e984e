import Foundation

/// One file of a knowledge base: its path relative to the content root, and its bytes.
public struct ContentFile: Sendable {
    public var relativePath: String
    public var bytes: [UInt8]

    public init(relativePath: String, bytes: [UInt8]) {
        self.relativePath = relativePath
        self.bytes = bytes
    }
}

/// Where a knowledge base comes from: a directory on disk, or files held in memory (the built-in one).
public struct ContentSource: Sendable {
    /// The name diagnostics put before relative paths (e.g. `Content` or the `--content` argument).
    public var displayRoot: String
    public var files: [ContentFile]
    /// Files that could not be read, already reported.
    public var readErrors: [Diagnostic]

    public init(displayRoot: String, files: [ContentFile], readErrors: [Diagnostic] = []) {
        self.displayRoot = displayRoot
        self.files = files.sorted { $0.relativePath < $1.relativePath }
        self.readErrors = readErrors
    }

    public enum Failure: Error, CustomStringConvertible {
        case notADirectory(String)
        public var description: String {
            switch self {
            case .notADirectory(let path):
                "content directory '\(path)' does not exist or is not a directory; pass --content DIR with a knowledge base (see Content/ in the repository)"
            }
        }
    }

    /// Reads every `.md` file and `glossary.yml` under `path`. Hidden files are skipped; symbolic
    /// links to directories are not followed (no loops); unreadable files become diagnostics.
    public static func directory(_ path: String) throws -> ContentSource {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw Failure.notADirectory(path)
        }
        let root = URL(fileURLWithPath: path).standardizedFileURL
        let display = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        var files: [ContentFile] = []
        var errors: [Diagnostic] = []
        let keys: [URLResourceKey] = [.isRegularFileKey, .isDirectoryKey]
        let walker = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles],
            errorHandler: { url, error in
                errors.append(
                    .error("unreadable", "cannot read: \(error.localizedDescription)",
                           at: SourceLocation(file: url.path, line: 1, column: 1)))
                return true
            })
        while let url = walker?.nextObject() as? URL {
            let values = try? url.resourceValues(forKeys: Set(keys))
            guard values?.isRegularFile == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
            guard relative.hasSuffix(".md") || relative == "glossary.yml" else { continue }
            do {
                files.append(ContentFile(relativePath: relative, bytes: Array(try Data(contentsOf: url))))
            } catch {
                errors.append(
                    .error("unreadable", "cannot read this file (\(error.localizedDescription)); check its permissions",
                           at: SourceLocation(file: "\(display)/\(relative)", line: 1, column: 1)))
            }
        }
        return ContentSource(displayRoot: display, files: files, readErrors: errors)
    }
}
