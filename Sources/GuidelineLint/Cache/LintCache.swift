import Foundation
import GuidelineKit

/// Lint results kept on disk between runs (under `$XDG_CACHE_HOME/hig-activity/lint`), so that
/// linting a project again costs reading its files, not parsing them.
///
/// Two kinds of entries, each written atomically (two lints at once at worst both write it):
/// - a Swift file's facts for the project model, by tool build, path and content: a file that
///   did not change is not parsed again for them;
/// - the whole report, by a key that covers everything it depends on: the tool build, the
///   configuration files, the rules, the messages' language and texts, the linter's limits and
///   the content of every file read (Swift, Info.plist, asset catalogs, string tables, Xcode
///   projects). Findings rest on other files (a translation, a factory elsewhere, an extension's
///   principal class), so a change anywhere makes the next run check again; only the facts of
///   files that did not change are reused then.
public struct LintCache: Sendable {
    public var directory: String
    /// Bumped when what is stored changes shape.
    static let format = "1"

    public init(directory: String = CacheDirectory.path() + "/lint") {
        self.directory = directory
    }

    /// The digest of a file's bytes, as keys use it.
    static func digest(_ bytes: UnsafeRawBufferPointer) -> String {
        var hash = FNV1a()
        hash.add(bytes: bytes)
        return hash.hex
    }

    private func path(_ kind: String, _ key: String) -> String {
        "\(directory)/\(kind)/\(key.prefix(2))/\(key).json"
    }

    private static func key(_ parts: String...) -> String {
        var hash = FNV1a()
        hash.add(format)
        hash.add(CacheDirectory.build)
        for part in parts {
            hash.add(part)
            hash.add(UInt8(0))
        }
        return hash.hex
    }

    // MARK: facts

    struct CachedFacts: Codable {
        var facts: FileFacts
        var lines: Int
    }

    func facts(path file: String, digest: String) -> CachedFacts? {
        read(CachedFacts.self, path("facts", Self.key(file, digest)))
    }

    func store(_ facts: CachedFacts, path file: String, digest: String) {
        write(facts, path("facts", Self.key(file, digest)))
    }

    // MARK: reports

    func report(for key: String) -> LintReport? { read(LintReport.self, path("reports", key)) }

    func store(_ report: LintReport, for key: String) { write(report, path("reports", key)) }

    /// The key of a report: `parts` describe the run, `files` each file read with its digest.
    static func reportKey(_ parts: [String], files: [(String, String)]) -> String {
        var hash = FNV1a()
        hash.add(format)
        hash.add(CacheDirectory.build)
        for part in parts {
            hash.add(part)
            hash.add(UInt8(0))
        }
        for (path, digest) in files {
            hash.add(path)
            hash.add(UInt8(0))
            hash.add(digest)
            hash.add(UInt8(0))
        }
        return hash.hex
    }

    // MARK: storage

    /// A missing, unreadable or malformed entry (an older format, a torn disk) is a miss.
    private func read<T: Decodable>(_ type: T.Type, _ path: String) -> T? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return try? JSONDecoder().decode(type, from: data)
    }

    /// A failed write only costs the next run time.
    private func write<T: Encodable>(_ value: T, _ path: String) {
        guard let data = try? JSONEncoder().encode(value) else { return }
        try? CacheDirectory.writeAtomically(data, to: path)
    }
}
