import ArgumentParser
import Foundation
import GuidelineKit
import GuidelineLint

/// `lint --stdin-path PATH`: the editor's buffer on standard input, and the project it belongs
/// to, whose other files, configuration and string tables are read from the disk.
enum EditorBuffer {
    /// The buffer, and the folder to lint (`projectRoot`).
    static func read(standing path: String) throws -> (Linter.Buffer, root: String) {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL
        let folder = absolute.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            Terminal.standardError("hig-activity: --stdin-path \(path): no such folder \(folder.path); name where the buffer's file is (or will be saved)\n")
            throw ExitCode(2)
        }
        let data = FileHandle.standardInput.readDataToEndOfFile()
        if data.contains(0) || String(data: data, encoding: .utf8) == nil {
            Terminal.standardError("hig-activity: standard input (--stdin-path \(path)) is not UTF-8 text; pipe the Swift file's text\n")
            throw ExitCode(2)
        }
        return (Linter.Buffer(path: absolute.path, contents: data), projectRoot(above: folder).path)
    }

    /// The nearest folder above `folder` (itself included) that marks a project: a
    /// `.hig-activity.yml`, a `.git`, an Xcode project or a `Package.swift`; never `/` or the home
    /// folder, whose lint would walk everything (the buffer's own folder then).
    private static func projectRoot(above folder: URL) -> URL {
        let manager = FileManager.default
        let home = URL(fileURLWithPath: NSHomeDirectory()).standardizedFileURL.path
        var current = folder
        while current.path != "/" && current.path != home {
            let names = (try? manager.contentsOfDirectory(atPath: current.path)) ?? []
            if names.contains(where: { [".hig-activity.yml", ".git", "Package.swift"].contains($0) || $0.hasSuffix(".xcodeproj") }) {
                return current
            }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { break }
            current = parent
        }
        return folder
    }
}
