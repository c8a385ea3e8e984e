import Foundation
import GuidelineKit

/// A folder a build may replace: new, empty, or written by hig-activity before (it carries the
/// marker file). Anything else is refused before the build starts, so nobody loses a project
/// to a mistyped `--out`. `--force` allows a folder with other files, but never `/`, the current
/// folder or one above it, nor a folder holding the knowledge base or the templates.
public struct OutputFolder: Sendable {
    /// The file that marks a folder as written by hig-activity (and so safe to replace).
    public static let markerName = ".hig-activity-output"
    static let markerText = "Written by hig-activity. The next build updates or replaces this folder.\n"

    /// As given on the command line (messages quote it).
    public let argument: String
    /// Absolute, with `.` and `..` resolved.
    public let path: String
    let force: Bool
    let protected: [String]

    public struct Refusal: Error, CustomStringConvertible {
        public var description: String
    }

    /// Checks that `argument` names a folder a build may replace; `protecting` are folders the
    /// build reads (the knowledge base, the templates), which the output may not hold or replace.
    public init(
        _ argument: String, force: Bool = false, protecting: [String] = [],
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) throws(Refusal) {
        guard !argument.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw Refusal(description: "--out is empty; name the folder to write, e.g. --out site")
        }
        self.argument = argument
        self.path = FilePath.absolute(argument, from: currentDirectory)
        self.force = force
        self.protected = protecting
        try check()
    }

    /// Every reason to refuse, checked again just before the folder is replaced.
    func check() throws(Refusal) {
        func refuse(_ reason: String) -> Refusal {
            Refusal(description: "will not write to '\(argument)': \(reason). Nothing was changed.")
        }
        let target = FilePath.resolved(path)
        if target == "/" { throw refuse("it is the root folder; name a new folder, e.g. --out site") }
        let here = FilePath.resolved(FileManager.default.currentDirectoryPath)
        if here == target || here.hasPrefix(target + "/") {
            throw refuse(
                "it is the current folder or one above it, which the build would replace; name a new folder, e.g. --out site")
        }
        for folder in protected.map(FilePath.resolved) {
            if folder == target || folder.hasPrefix(target + "/") {
                throw refuse("it holds '\(folder)', which this build reads; name a folder outside it")
            }
            if target.hasPrefix(folder + "/") {
                throw refuse("it is inside '\(folder)', which this build reads; name a folder outside it")
            }
        }
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT { return }  // a new folder
            if errno == ENOTDIR { throw refuse("part of its path is a file, not a folder") }
            throw refuse("cannot inspect it (\(String(cString: strerror(errno))))")
        }
        switch info.st_mode & S_IFMT {
        case S_IFLNK:
            throw refuse("it is a symbolic link; name the folder it points to, or a new one")
        case S_IFDIR:
            break
        default:
            throw refuse("it is a file, not a folder; name a new or empty folder")
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            throw refuse("cannot list it (check its permissions)")
        }
        if names.isEmpty || names.contains(Self.markerName) || force { return }
        let shown = names.sorted().prefix(3).joined(separator: ", ") + (names.count > 3 ? ", …" : "")
        throw refuse(
            "it holds files hig-activity did not write (\(shown)); name a new or empty folder, or pass --force to replace it and everything in it"
        )
    }
}

extension OutputFolder {
    /// The files (relative paths, the marker left out) of a folder an earlier build wrote, or
    /// nil when it is not one (absent, or without the marker).
    func filesOfEarlierBuild() -> Set<String>? {
        guard FileManager.default.fileExists(atPath: "\(path)/\(Self.markerName)"),
            let enumerator = FileManager.default.enumerator(atPath: path)
        else { return nil }
        var files: Set<String> = []
        for case let relative as String in enumerator where relative != Self.markerName {
            var info = stat()
            if lstat("\(path)/\(relative)", &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR { files.insert(relative) }
        }
        return files
    }
}
