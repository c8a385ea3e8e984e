import Foundation
import GuidelineKit

/// Finds what the linter reads under the given paths: Swift files, Info.plist files, asset
/// catalogs, storyboards and xibs, string tables and Xcode projects (for their development language). Hidden folders
/// are skipped; symbolic links to folders are reported, not followed.
struct FileWalker {
    var swiftFiles: [String] = []
    var plists: [String] = []
    var catalogs: [String] = []
    /// `<lang>.lproj/*.strings`, `<lang>.lproj/*.stringsdict` and `*.xcstrings`.
    var stringTables: [String] = []
    /// `*.xcodeproj/project.pbxproj`.
    var xcodeProjects: [String] = []
    /// Storyboards and xibs.
    var interfaces: [String] = []
    var problems: [Diagnostic] = []

    /// `kind`: what the folder listing said the entry is; a stat asks only when it did not say
    /// (links and file systems that do not tell).
    mutating func walk(_ path: String, kind: Directory.Kind = .unknown) {
        switch kind {
        case .folder:
            walkFolder(path, isLink: false)
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
        case S_IFDIR: walkFolder(path, isLink: isLink)
        case S_IFREG: add(file: path)
        default: break
        }
    }

    private mutating func walkFolder(_ path: String, isLink: Bool) {
        if path.hasSuffix(".xcassets") {
            catalogs.append(path)
            return
        }
        if isLink {
            problems.append(
                problem(
                    "directory-link", "symbolic link to a folder is not followed; lint its target directly", path))
            return
        }
        guard let entries = Directory.visibleEntries(in: path) else {
            problems.append(
                .error(
                    "unreadable", "cannot read this folder (\(String(cString: strerror(errno)))); check its permissions",
                    at: SourceLocation(file: path, line: 1, column: 1)))
            return
        }
        for entry in entries { walk(path == "/" ? "/\(entry.name)" : "\(path)/\(entry.name)", kind: entry.kind) }
    }

    private mutating func add(file path: String) {
        let name = (path as NSString).lastPathComponent
        if name.hasSuffix(".swift") {
            swiftFiles.append(path)
        } else if name == "Info.plist" || name.hasSuffix("-Info.plist") {
            plists.append(path)
        } else if name.hasSuffix(".xcstrings") {
            stringTables.append(path)
        } else if name.hasSuffix(".strings") || name.hasSuffix(".stringsdict") {
            if (path as NSString).deletingLastPathComponent.hasSuffix(".lproj") { stringTables.append(path) }
        } else if name.hasSuffix(".storyboard") || name.hasSuffix(".xib") {
            interfaces.append(path)
        } else if name == "project.pbxproj" && (path as NSString).deletingLastPathComponent.hasSuffix(".xcodeproj") {
            xcodeProjects.append(path)
        }
    }

    private func problem(_ check: String, _ message: String, _ path: String) -> Diagnostic {
        .warning(check, message, at: SourceLocation(file: path, line: 1, column: 1))
    }
}

/// The Swift files `lint` reads under some paths, found by its own walk (hidden folders skipped,
/// links to folders not followed): what `Benchmarks/ParseEveryFile` parses and
/// `Benchmarks/FactsAgreement` compares.
@_spi(Benchmarks) public enum LintedFiles {
    public static func swift(under paths: [String]) -> [String] {
        var walker = FileWalker()
        for path in paths { walker.walk(path) }
        return walker.swiftFiles
    }
}
