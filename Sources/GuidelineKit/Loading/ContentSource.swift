import Foundation

/// One file of a knowledge base: its path relative to the content root, and its bytes
/// (in memory, or on disk and read by the loader's workers, in parallel).
public struct ContentFile: Sendable {
    public var relativePath: String
    /// For a file on disk, its stamp when the folder was listed (see `FileStamp`).
    let stamp: FileStamp?
    private var storage: Storage

    private enum Storage: Sendable {
        case bytes([UInt8])
        case disk(String)
    }

    public init(relativePath: String, bytes: [UInt8]) {
        self.relativePath = relativePath
        self.stamp = nil
        self.storage = .bytes(bytes)
    }

    init(relativePath: String, diskPath: String, stamp: FileStamp) {
        self.relativePath = relativePath
        self.stamp = stamp
        self.storage = .disk(diskPath)
    }

    /// The file's bytes, or nil when it cannot be read.
    public func read() -> [UInt8]? {
        switch storage {
        case .bytes(let bytes): bytes
        case .disk(let path): FileBytes.read(path)
        }
    }
}

/// Where a knowledge base comes from: a directory on disk, or files held in memory (the built-in one).
public struct ContentSource: Sendable {
    /// The name diagnostics put before relative paths (e.g. `Content` or the `--content` argument).
    public var displayRoot: String
    public var files: [ContentFile]
    /// Files that could not be read, already reported.
    public var readErrors: [Diagnostic]
    /// When a folder on disk was listed (nanoseconds since 1970): files whose stamps settled
    /// before it may be trusted by them (see `FileStamp.isSettled`).
    var listedAt: Int64?
    /// Entries and the glossary are prose; a file larger than this is reported, not read (a
    /// runaway generator or a bad merge would otherwise hold every command for seconds).
    public static let maximumFileSize = 4 << 20

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

    /// Finds every `.md` file, `glossary.yml` and figure (`<topic>/figures/<name>.svg` and its
    /// `.labels.yml`) under `path` (the loader reads them). Hidden files
    /// are skipped; symbolic links to directories are reported and not followed (no loops). Walks with POSIX calls: Foundation's URL resource values cost more than the parse.
    public static func directory(_ path: String) throws -> ContentSource {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw Failure.notADirectory(path)
        }
        let display = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        let listedAt = FileStamp.now
        /// What a folder holds, its subfolders' included, in the order the walk meets it.
        struct Listing {
            var files: [ContentFile] = []
            var errors: [Diagnostic] = []
        }

        /// One name in the folder `relative`: a file, a problem, or a subfolder, walked.
        func visit(_ relative: String, _ name: String, into listing: inout Listing) {
            let child = relative.isEmpty ? name : "\(relative)/\(name)"
            let full = "\(path)/\(child)"
            var link = stat()
            guard lstat(full, &link) == 0 else { return }
            let isLink = (link.st_mode & S_IFMT) == S_IFLNK
            var target = link
            if isLink && stat(full, &target) != 0 {
                listing.errors.append(
                    .warning(
                        "broken-link", "symbolic link to a missing file; remove it or fix its target",
                        at: SourceLocation(file: "\(display)/\(child)", line: 1, column: 1)))
                return
            }
            switch target.st_mode & S_IFMT {
            case S_IFDIR:
                if isLink {
                    listing.errors.append(
                        .warning(
                            "directory-link",
                            "symbolic link to a directory is not followed; move the content here instead",
                            at: SourceLocation(file: "\(display)/\(child)", line: 1, column: 1)))
                } else {
                    walk(child, into: &listing)
                }
            case S_IFREG:
                guard name.hasSuffix(".md") || child == "glossary.yml" || FigurePlacement.isFigureFile(child) else { return }
                guard target.st_size <= Self.maximumFileSize else {
                    listing.errors.append(
                        .error(
                            "too-large",
                            "not read: \(ByteSize.words(Int(target.st_size))) is over the \(ByteSize.words(Self.maximumFileSize)) a content file may hold; split it or remove what was repeated",
                            at: SourceLocation(file: "\(display)/\(child)", line: 1, column: 1)))
                    return
                }
                listing.files.append(ContentFile(relativePath: child, diskPath: full, stamp: FileStamp(target)))
            default:
                return
            }
        }

        func walk(_ relative: String, into listing: inout Listing) {
            let directory = relative.isEmpty ? path : "\(path)/\(relative)"
            guard let names = Directory.visibleNames(in: directory) else {
                listing.errors.append(
                    .error(
                        "unreadable",
                        "cannot read this directory (\(String(cString: strerror(errno)))); check its permissions",
                        at: SourceLocation(
                            file: relative.isEmpty ? display : "\(display)/\(relative)", line: 1, column: 1)))
                return
            }
            guard relative.isEmpty else {
                for name in names { visit(relative, name, into: &listing) }
                return
            }
            // The top folder's names (topics) on all cores: stat'ing 30,000 files is most of a listing.
            for found in names.parallelMap({ name in
                var found = Listing()
                visit(relative, name, into: &found)
                return found
            }) {
                listing.files += found.files
                listing.errors += found.errors
            }
        }
        var listing = Listing()
        walk("", into: &listing)
        var source = ContentSource(displayRoot: display, files: listing.files, readErrors: listing.errors)
        source.listedAt = listedAt
        return source
    }
}
