import Foundation
import GuidelineKit

/// Known violations to hide, matched on file, rule and the code itself (not line numbers),
/// so a baseline keeps matching after lines above a violation are added or removed. Files are
/// recorded relative to the baseline's own folder, so it matches however the same files are
/// named on the command line (`lint .`, `lint File.swift`, `lint $PWD`, `lint proj`).
public struct Baseline: Codable, Sendable {
    public struct Entry: Codable, Hashable, Sendable {
        public var file: String
        public var rule: String
        public var code: String
    }

    public var version = 1
    public var violations: [Entry]

    /// The folder file paths are relative to (the baseline file's), resolved; not stored.
    private var folder = ""

    private enum CodingKeys: String, CodingKey { case version, violations }

    /// A baseline of `violations`, to be written at `path`.
    public init(_ violations: [Diagnostic], path: String) {
        folder = Self.folder(of: path)
        self.violations = Self.keys(violations, folder: folder)
            .sorted { ($0.file, $0.rule, $0.code) < ($1.file, $1.rule, $1.code) }
    }

    /// Each violation's entry; each file's path is resolved once, however many violations it has.
    static func keys(_ violations: [Diagnostic], folder: String) -> [Entry] {
        var paths: [String: String] = [:]
        return violations.map { violation in
            let file = violation.location.file
            let relative = paths[file] ?? relativePath(file, to: folder)
            paths[file] = relative
            return Entry(file: relative, rule: violation.id, code: violation.code)
        }
    }

    /// The resolved folder holding the file at `path`.
    private static func folder(of path: String) -> String {
        FilePath.resolved((FilePath.absolute(path) as NSString).deletingLastPathComponent)
    }

    /// `file` relative to `folder` when inside it, else absolute; symbolic links resolved.
    static func relativePath(_ file: String, to folder: String) -> String {
        let path = FilePath.resolved(FilePath.absolute(file))
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// The violations not in the baseline. Each baseline entry hides one violation, so a
    /// second copy of a known problem still shows.
    public func filter(_ violations: [Diagnostic]) -> [Diagnostic] {
        var remaining: [Entry: Int] = [:]
        for entry in self.violations { remaining[entry, default: 0] += 1 }
        return zip(violations, Self.keys(violations, folder: folder)).filter { _, key in
            guard let count = remaining[key], count > 0 else { return true }
            remaining[key] = count - 1
            return false
        }.map(\.0)
    }

    public enum Failure: Error, CustomStringConvertible {
        case unreadable(String, String)
        public var description: String {
            switch self {
            case .unreadable(let path, let reason): "\(path): cannot use this baseline: \(reason)"
            }
        }
    }

    public static func read(_ path: String) throws(Failure) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path, "cannot read it; write one with --write-baseline")
        }
        var baseline: Baseline
        do {
            baseline = try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw .unreadable(
                path,
                "not a hig-activity baseline (\(JSONProblem.describe(error))); write a new one with --write-baseline")
        }
        guard baseline.version == 1 else {
            throw .unreadable(path, "baseline version \(baseline.version) is not supported; write a new one with --write-baseline")
        }
        baseline.folder = folder(of: path)
        return baseline
    }

    /// Writes the baseline atomically (a temporary file renamed over the old one).
    public func write(_ path: String) throws(Failure) {
        let temporary = "\(path).tmp-\(getpid())"
        guard FileManager.default.createFile(atPath: temporary, contents: (try? JSONText.data(self)) ?? Data()) else {
            throw .unreadable(path, "cannot write it (\(String(cString: strerror(errno)))); check the folder exists and is writable")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .unreadable(path, "cannot write it (\(reason))")
        }
    }
}
