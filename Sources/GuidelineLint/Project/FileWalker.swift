import Foundation
import GuidelineKit

/// Finds what the linter reads under the given paths: Swift files, Info.plist files, asset
/// catalogs, storyboards and xibs, string tables, Xcode projects (for their development language) and
/// Swift package manifests. Hidden folders
/// dependency managers' checkouts (`Pods`, `Carthage`, `node_modules`), Xcode's localization exports (`*.xcloc`)
/// and playgrounds (`*.playground`) are skipped; symbolic links to folders are reported, not followed.
struct FileWalker {
    var swiftFiles: [String] = []
    var plists: [String] = []
    var catalogs: [String] = []
    /// `<lang>.lproj/*.strings`, `<lang>.lproj/*.stringsdict` and `*.xcstrings`.
    var stringTables: [String] = []
    /// `*.xcodeproj/project.pbxproj`.
    var xcodeProjects: [String] = []
    /// `Package.swift`: which local modules the projects' apps link.
    var packageManifests: [String] = []
    /// CocoaPods specs (`Kit.podspec`): a development pod's sources, which the pods' project builds.
    var podspecs: [String] = []
    /// Storyboards and xibs.
    var interfaces: [String] = []
    var problems: [Diagnostic] = []

    /// Finds what is under `path`, a file or a folder. Folders are listed a level at a time,
    /// each level's on all cores: listing a large project is thousands of system calls, and
    /// most of a lint whose report is cached. With `kept`, a folder whose stamp is the one a
    /// lint kept its listing with is not listed again (see `entries`).
    mutating func walk(_ path: String, kept: StampedDigests? = nil) {
        var folders: [String] = []
        walkRoot = path
        visit(path, kind: .unknown, folders: &folders)
        while !folders.isEmpty {
            let listings = folders.parallelMapEach { folder in Self.listing(of: folder, kept: kept) }
            var next: [String] = []
            for (folder, listing) in zip(folders, listings) {
                switch listing {
                case .success(let entries):
                    for entry in entries {
                        visit(folder == "/" ? "/\(entry.name)" : "\(folder)/\(entry.name)", kind: entry.kind, folders: &next)
                    }
                case .failure(let failure):
                    problems.append(
                        .error(
                            "unreadable",
                            "cannot read this folder (\(String(cString: strerror(failure.code)))); check its permissions",
                            at: SourceLocation(file: folder, line: 1, column: 1)))
                }
            }
            folders = next
        }
    }

    /// Why a folder could not be listed.
    private struct Failure: Error {
        var code: Int32
        init(_ code: Int32) { self.code = code }
    }

    /// A folder's visible entries (`entries`), or why it could not be listed.
    private static func listing(of folder: String, kept: StampedDigests?) -> Result<[(name: String, kind: Directory.Kind)], Failure> {
        entries(in: folder, kept: kept).map { .success($0) } ?? .failure(Failure(errno))
    }

    /// A folder's visible entries; nil when it cannot be listed (`errno` says why). A folder's
    /// stamp (`FileStamp`: its modification and change times among them) changes whenever an
    /// entry is added to it, removed or renamed, so while it keeps the stamp a lint kept its
    /// listing with in `kept`, that listing is the folder's: one `stat` instead of opening and
    /// reading the folder. Kept under the folder's path and a "/", each entry its kind's letter,
    /// its name and a NUL (no name holds one).
    static func entries(in folder: String, kept: StampedDigests?) -> [(name: String, kind: Directory.Kind)]? {
        guard let kept else { return Directory.visibleEntries(in: folder) }
        var failure: Int32?
        let encoded = kept.digest(of: folder + "/") { path in
            let stamp = FileStamp.of(path)
            guard let entries = Directory.visibleEntries(in: folder) else {
                failure = errno
                return ("", nil)
            }
            var encoded = ""
            for entry in entries {
                encoded += kindLetters[entry.kind]! + entry.name + "\0"
            }
            return (encoded, stamp)
        }
        if let failure {
            errno = failure
            return nil
        }
        var entries: [(name: String, kind: Directory.Kind)] = []
        for item in encoded.utf8.split(separator: 0) {
            guard let letter = item.first, let kind = kinds[letter] else { continue }
            entries.append((String(decoding: item.dropFirst(), as: UTF8.self), kind))
        }
        return entries
    }

    private static let kindLetters: [Directory.Kind: String] = [.folder: "d", .file: "f", .other: "o", .unknown: "u"]
    private static let kinds: [UInt8: Directory.Kind] = [
        UInt8(ascii: "d"): .folder, UInt8(ascii: "f"): .file, UInt8(ascii: "o"): .other, UInt8(ascii: "u"): .unknown,
    ]

    /// Adds a file, or appends a folder to `folders` to be listed. `kind`: what the folder
    /// listing said the entry is; a stat asks only when it did not say (links and file systems
    /// that do not tell).
    private mutating func visit(_ path: String, kind: Directory.Kind, folders: inout [String]) {
        switch kind {
        case .folder:
            visitFolder(path, isLink: false, folders: &folders)
            return
        case .file:
            add(file: path)
            return
        case .other:
            return
        case .unknown:
            break
        }
        var info = stat()
        guard lstat(path, &info) == 0 else {
            problems.append(
                .error(
                    "unreadable", "cannot read: \(String(cString: strerror(errno)))",
                    at: SourceLocation(file: path, line: 1, column: 1)))
            return
        }
        var target = info
        let isLink = (info.st_mode & S_IFMT) == S_IFLNK
        if isLink && stat(path, &target) != 0 {
            problems.append(problem("broken-link", "symbolic link to a missing file; not linted", path))
            return
        }
        switch target.st_mode & S_IFMT {
        case S_IFDIR: visitFolder(path, isLink: isLink, folders: &folders)
        case S_IFREG: add(file: path)
        default: break
        }
    }

    /// Folders of other people's code that dependency managers check out (CocoaPods, Carthage,
    /// npm): not the project's to fix, so not linted unless named as the path to lint.
    static let dependencyFolders: Set<String> = ["Pods", "Carthage", "node_modules"]
    /// Folders of copies the app never builds: Xcode's localization exports (`en.xcloc`) hold
    /// the project's storyboards and string tables for translators; playgrounds are sketches
    /// no target compiles.
    private var walkRoot = ""

    private mutating func visitFolder(_ path: String, isLink: Bool, folders: inout [String]) {
        if path.hasSuffix(".xcassets") {
            catalogs.append(path)
            return
        }
        if path != walkRoot, Self.dependencyFolders.contains((path as NSString).lastPathComponent) || path.hasSuffix(".xcloc") || path.hasSuffix(".playground") {
            return
        }
        if isLink {
            problems.append(
                problem(
                    "directory-link", "symbolic link to a folder is not followed; lint its target directly", path))
            return
        }
        folders.append(path)
    }

    private mutating func add(file path: String) {
        // Compared as UTF-8 bytes: Foundation's path methods and the generic suffix tests of
        // substrings were most of the walk, which is a tenth of a lint whose report is cached.
        let utf8 = path.utf8
        let slash = utf8.lastIndex(of: UInt8(ascii: "/"))
        let name = utf8[(slash.map(utf8.index(after:)) ?? utf8.startIndex)...]
        let folder = utf8[..<(slash ?? utf8.startIndex)]
        func ends(_ part: Substring.UTF8View, _ suffix: StaticString) -> Bool {
            let tail = UnsafeBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount)
            return part.count >= tail.count && part.suffix(tail.count).elementsEqual(tail)
        }
        if ends(name, ".swift") {
            swiftFiles.append(path)
            if name.elementsEqual("Package.swift".utf8) { packageManifests.append(path) }
        } else if ends(name, ".podspec") {
            podspecs.append(path)
        } else if name.elementsEqual("Info.plist".utf8) || ends(name, "-Info.plist") {
            plists.append(path)
        } else if ends(name, ".xcstrings") {
            stringTables.append(path)
        } else if ends(name, ".strings") || ends(name, ".stringsdict") {
            if ends(folder, ".lproj") { stringTables.append(path) }
        } else if ends(name, ".storyboard") || ends(name, ".xib") {
            interfaces.append(path)
        } else if name.elementsEqual("project.pbxproj".utf8) && ends(folder, ".xcodeproj") {
            xcodeProjects.append(path)
        }
    }

    private func problem(_ check: String, _ message: String, _ path: String) -> Diagnostic {
        .warning(check, message, at: SourceLocation(file: path, line: 1, column: 1))
    }
}

/// The files `lint` reads under some paths, found by its own walk (hidden folders skipped,
/// links to folders not followed), and its readers of each kind: what `Benchmarks/ParseEveryFile`
/// parses and `Benchmarks/FactsAgreement` compares.
@_spi(Benchmarks) public enum LintedFiles {
    public static func swift(under paths: [String]) -> [String] { all(under: paths).swift }

    /// What the linter reads besides Swift.
    public enum Kind: Sendable { case stringTable, interface, infoPlist, assetCatalog }

    /// The Swift files and the others (asset catalogs: folders) that `lint` reads under some paths.
    public static func all(under paths: [String]) -> (swift: [String], others: [(path: String, kind: Kind)]) {
        var walker = FileWalker()
        for path in paths { walker.walk(path) }
        let others: [(path: String, kind: Kind)] =
            walker.stringTables.map { ($0, .stringTable) } + walker.interfaces.map { ($0, .interface) }
            + walker.plists.map { ($0, .infoPlist) } + walker.catalogs.map { ($0, .assetCatalog) }
        return (walker.swiftFiles, others)
    }

    /// Reads and parses one of them as `lint` does; false when it could not.
    public static func read(_ path: String, kind: Kind) -> Bool {
        switch kind {
        case .stringTable:
            if case .success = Localizations.read(path) { return true }
        case .interface:
            if case .success = InterfaceFile.read(path, limit: 32 << 20) { return true }
        case .infoPlist:
            if case .success(let data) = ProjectFile.read(path), case .success = InfoPlist.parse(path: path, data: data) { return true }
        case .assetCatalog:
            var problems: [Diagnostic] = []
            return !AssetCatalog.imageSets(in: path, problems: &problems).isEmpty
        }
        return false
    }
}
