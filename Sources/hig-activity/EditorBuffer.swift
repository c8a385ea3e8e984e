import ArgumentParser
import Foundation
import GuidelineKit
import GuidelineLint

/// `lint --stdin-path PATH`: the editor's buffer on standard input, and the project it belongs
/// to, whose other files, configuration and string tables are read from the disk.
enum EditorBuffer {
    /// The buffer, and the folder to lint: the nearest above PATH holding `.hig-activity.yml`,
    /// else the nearest holding a `.git`, an Xcode project or a `Package.swift`, else PATH's own.
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

    private static func projectRoot(above folder: URL) -> URL {
        let manager = FileManager.default
        func ancestors() -> [URL] {
            var found: [URL] = []
            var current = folder
            while true {
                found.append(current)
                let parent = current.deletingLastPathComponent()
                if parent.path == current.path { return found }
                current = parent
            }
        }
        let all = ancestors()
        if let configured = all.first(where: { manager.fileExists(atPath: $0.appendingPathComponent(".hig-activity.yml").path) }) {
            return configured
        }
        let marked = all.first { folder in
            manager.fileExists(atPath: folder.appendingPathComponent(".git").path)
                || manager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
                || ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).contains { $0.hasSuffix(".xcodeproj") }
        }
        return marked ?? folder
    }
}
