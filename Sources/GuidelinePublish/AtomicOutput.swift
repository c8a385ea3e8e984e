import Foundation

/// Writes a generated tree all or nothing: into a temporary sibling of the output folder,
/// which then replaces the folder. A failure leaves an existing output folder as it was.
public enum AtomicOutput {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// `files` maps relative paths to contents.
    public static func write(_ files: [String: String], to directory: String) throws(Failure) {
        let target = URL(fileURLWithPath: directory).standardizedFileURL
        let parent = target.deletingLastPathComponent()
        let manager = FileManager.default
        let staging = parent.appendingPathComponent(".\(target.lastPathComponent).tmp-\(getpid())")
        let previous = parent.appendingPathComponent(".\(target.lastPathComponent).old-\(getpid())")
        do {
            try? manager.removeItem(at: staging)
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
            for (path, text) in files.sorted(by: { $0.key < $1.key }) {
                let url = staging.appendingPathComponent(path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
        } catch {
            try? manager.removeItem(at: staging)
            throw Failure(
                description:
                    "cannot write to \(parent.path): \(error.localizedDescription); the output folder is unchanged")
        }
        do {
            if manager.fileExists(atPath: target.path) {
                try manager.moveItem(at: target, to: previous)
            }
            try manager.moveItem(at: staging, to: target)
            try? manager.removeItem(at: previous)
        } catch {
            if !manager.fileExists(atPath: target.path), manager.fileExists(atPath: previous.path) {
                try? manager.moveItem(at: previous, to: target)
            }
            try? manager.removeItem(at: staging)
            throw Failure(
                description:
                    "cannot replace \(target.path): \(error.localizedDescription); the output folder is unchanged")
        }
    }
}
