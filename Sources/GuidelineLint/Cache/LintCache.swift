import Foundation
import GuidelineKit

/// Lint results kept on disk between runs (under `$XDG_CACHE_HOME/hig-activity/lint`), so that
/// linting a project again costs reading its files, not parsing them.
///
/// Four kinds of entries, each written atomically (two lints at once at worst both write it):
/// - the facts of every Swift file of a lint, for the project model, each with its content's
///   digest, in one file for the paths linted: a file whose content did not change is not
///   parsed again for them (one file, because creating thousands cost a cold run seconds);
/// - the whole report, by a key that covers everything it depends on: the tool build, the
///   configuration files, the rules, the messages' language and texts, the linter's limits and
///   the content of every file read (Swift, Info.plist, asset catalogs, string tables, Xcode
///   projects). Findings rest on other files (a translation, a factory elsewhere, an extension's
///   principal class), so a change anywhere makes the next run check again; only the facts of
///   files that did not change are reused then;
/// - the digests of the files a key covers, with their files' stamps, in one file for the paths
///   linted (`StampedDigests`): an unchanged file is not read again to find its report; and
///   the listings of the folders, with theirs: an unchanged folder is not listed again;
/// - the key of the report the last lint of the paths found, with the key of its files' stamps
///   (`StampedReport`): when no file's stamp changed, not even the kept digests are read.
///
/// None of them is replaced by a later key (a new report for each change, new facts and digests
/// for each build of the tool), so a lint that stored something trims the folder (`trim`) at
/// most once an hour.
public struct LintCache: Sendable {
    public var directory: String
    /// What is kept: what was used in the last 30 days, up to 256 MiB.
    public var trim = CacheTrim(maximumBytes: 256 << 20, maximumAge: 30 * 86_400)
    /// Bumped when what is stored changes shape.
    static let format = "5"

    public init(directory: String = CacheDirectory.path() + "/lint") {
        self.directory = directory
    }

    /// Trims the folder when the last trim was an hour ago or more (`CacheTrim`).
    func trimIfDue() { trim.trimIfDue(directory) }

    /// The digest of a file's bytes, as keys use it.
    static func digest(_ bytes: UnsafeRawBufferPointer) -> String { XXH64.hex(bytes) }

    /// A file's part in a key: its bytes' digest, or why it could not be read.
    static func digest(of read: Result<Data, ProjectFile.Problem>) -> String {
        switch read {
        case .success(let data): data.withUnsafeBytes(digest)
        case .failure(let problem): problem.reason
        }
    }

    private func path(_ kind: String, _ key: String, _ suffix: String) -> String {
        "\(directory)/\(kind)/\(key.prefix(2))/\(key).\(suffix)"
    }

    private static func key(_ parts: String...) -> String { reportKey(parts, files: []) }

    // MARK: facts

    /// Facts of Swift files by path, each with the digest of the content it was read from.
    typealias FactsPack = [String: (digest: String, facts: FileFacts, lines: Int)]

    /// Whether a lint of these paths left their facts (the pack is not read, but marked used:
    /// a report found later rests on it).
    func hasFacts(for paths: [String]) -> Bool { CacheTrim.markUsed(factsPath(paths)) }

    private func factsPath(_ paths: [String]) -> String { path("facts", Self.key(paths.joined(separator: "\0")), "facts") }

    /// The facts last written for a lint of these paths; empty when there are none.
    func factsPack(for paths: [String]) -> FactsPack {
        guard let data = FileManager.default.contents(atPath: factsPath(paths)) else { return [:] }
        // Entries are "@<tab>digest" lines, each followed by a file's FactsCodec record; they are
        // decoded on all cores.
        let bytes = [UInt8](data)
        var starts: [Int] = []
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "@"), bytes[index + 1] == 0x09, index == 0 || bytes[index - 1] == 0x0A {
                starts.append(index)
            }
            index += 1
        }
        let ranges = starts.indices.map { starts[$0]..<(($0 + 1 < starts.count) ? starts[$0 + 1] : bytes.count) }
        let entries = ranges.deepStackMap { range -> (String, FileFacts, Int)? in
            let entry = bytes[range]
            guard let newline = entry.firstIndex(of: 0x0A),
                let (facts, lines) = FactsCodec.decode(entry[(newline + 1)...])
            else { return nil }
            return (String(decoding: entry[(entry.startIndex + 2)..<newline], as: UTF8.self), facts, lines)
        }
        var pack: FactsPack = [:]
        for case let (digest, facts, lines)? in entries { pack[facts.path] = (digest, facts, lines) }
        return pack
    }

    /// Keeps the facts of a lint of these paths, replacing what was kept for them.
    func store(_ pack: FactsPack, for paths: [String]) {
        // Encoded on all cores: a cold run of a large project writes tens of thousands of records.
        let records = pack.keys.sorted().deepStackMap { path -> [UInt8] in
            let entry = pack[path]!
            var record = Array("@\t\(entry.digest)\n".utf8)
            FactsCodec.encode(entry.facts, lines: entry.lines, into: &record)
            return record
        }
        var data = Data(capacity: records.reduce(0) { $0 + $1.count })
        for record in records { data.append(contentsOf: record) }
        try? CacheDirectory.writeAtomically(data, to: factsPath(paths))
    }

    // MARK: digests

    /// What `StampedDigests` keeps for a lint of some paths, in a file each: the digests of its
    /// files, and the listings of its folders (`FileWalker`), which the walk waits for while the
    /// digests are read.
    enum Stamped: String {
        case digests, listings
    }

    /// The digests (or listings) the last lint of these paths, reading files up to `limit`
    /// bytes, took (see `StampedDigests`).
    func stampedDigests(for paths: [String], limit: Int, listedAt: Int64, of kind: Stamped = .digests) -> StampedDigests {
        let file = digestsPath(paths, limit: limit, kind)
        let known = FileBytes.read(file).map(StampedDigests.known) ?? [:]
        if !known.isEmpty { CacheTrim.markUsed(file) }
        return StampedDigests(known: known, listedAt: listedAt)
    }

    /// Keeps the digests (or listings) a lint of these paths took, when they differ from those it found.
    func store(_ digests: StampedDigests, for paths: [String], limit: Int, of kind: Stamped = .digests) {
        guard digests.changed else { return }
        try? CacheDirectory.writeAtomically(Data(digests.serialized), to: digestsPath(paths, limit: limit, kind))
    }

    private func digestsPath(_ paths: [String], limit: Int, _ kind: Stamped) -> String {
        path(kind.rawValue, Self.key(paths, limit: limit), kind.rawValue)
    }

    /// The key of what is kept for a lint of these paths reading files up to `limit` bytes.
    private static func key(_ paths: [String], limit: Int) -> String { key(paths.joined(separator: "\0"), "\(limit)") }

    /// Marks the digests a lint of these paths keeps as used, when they were not read.
    func markUsed(for paths: [String], limit: Int) { _ = CacheTrim.markUsed(digestsPath(paths, limit: limit, .digests)) }

    // MARK: stamped reports

    /// The report the last lint of some paths found in the cache, by the key of its files'
    /// stamps: a lint that finds every file with the same settled stamps (and the same
    /// settings) gives that report without reading the kept digests.
    struct StampedReport: Equatable {
        var stampsKey: String
        var reportKey: String
    }

    /// The key of a lint's settings and of every file it keys with its stamp; nil when a file
    /// cannot be stat-ed or was touched too close to the listing (`FileStamp.isSettled`), which
    /// only its digest can vouch for.
    static func stampsKey(_ parts: [String], files: [String], stamps: [FileStamp?], settledBefore instant: Int64) -> String? {
        var writer = CompactWriter()
        for part in parts { writer.string(part) }
        for (path, stamp) in zip(files, stamps) {
            guard let stamp, stamp.isSettled(before: instant) else { return nil }
            writer.string(path)
            writer.stamp(stamp)
        }
        return writer.bytes.withUnsafeBytes { XXH64.hex($0) }
    }

    func stampedReport(for paths: [String], limit: Int) -> StampedReport? {
        let file = stampedReportPath(paths, limit: limit)
        guard let bytes = FileBytes.read(file) else { return nil }
        let fields = bytes.split(separator: 0x09, omittingEmptySubsequences: false)
        guard fields.count == 2 else { return nil }
        CacheTrim.markUsed(file)
        return StampedReport(stampsKey: String(decoding: fields[0], as: UTF8.self), reportKey: String(decoding: fields[1], as: UTF8.self))
    }

    func store(_ stamped: StampedReport, for paths: [String], limit: Int) {
        try? CacheDirectory.writeAtomically(Data("\(stamped.stampsKey)\t\(stamped.reportKey)".utf8), to: stampedReportPath(paths, limit: limit))
    }

    private func stampedReportPath(_ paths: [String], limit: Int) -> String {
        path("stamped", Self.key(paths, limit: limit), "stamped")
    }

    // MARK: reports

    /// How a report's record starts (`CompactWriter.sealed`).
    private static let reportMagic = "HIGR", reportVersion = 2

    /// A missing, unreadable or damaged report (an older format, a torn disk) is a miss.
    func report(for key: String) -> LintReport? {
        let file = path("reports", key, "report")
        guard let bytes = FileBytes.read(file),
            var input = CompactReader(sealed: bytes, magic: Self.reportMagic, version: Self.reportVersion),
            let files = input.number(), let lines = input.number(), let suppressed = input.number(),
            let rulesRun = input.number(),
            let violations = input.list({ $0.diagnostic() }), let problems = input.list({ $0.diagnostic() }),
            input.isAtEnd
        else { return nil }
        CacheTrim.markUsed(file)
        var report = LintReport(violations: violations, problems: problems, filesLinted: files, linesLinted: lines)
        report.suppressed = suppressed
        report.rulesRun = rulesRun
        return report
    }

    /// A failed write only costs the next run time.
    func store(_ report: LintReport, for key: String) {
        let bytes = CompactWriter.sealed(magic: Self.reportMagic, version: Self.reportVersion) { out in
            out.number(report.filesLinted)
            out.number(report.linesLinted)
            out.number(report.suppressed)
            out.number(report.rulesRun)
            for list in [report.violations, report.problems] { out.list(list) { $0.diagnostic($1) } }
        }
        try? CacheDirectory.writeAtomically(Data(bytes), to: path("reports", key, "report"))
    }

    /// The key of a report: `parts` describe the run, `files` each file read with its digest
    /// (in any order).
    static func reportKey(_ parts: [String], files: [(String, String)]) -> String {
        var hash = FNV1a()
        hash.add(format)
        hash.add(CacheDirectory.build)
        for part in parts {
            hash.add(part)
            hash.add(UInt8(0))
        }
        for (path, digest) in files.sorted(by: { $0.0 < $1.0 }) {
            hash.add(path)
            hash.add(UInt8(0))
            hash.add(digest)
            hash.add(UInt8(0))
        }
        return hash.hex
    }
}
