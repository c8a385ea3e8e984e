import BuiltinKnowledgeBase
import Foundation
@testable import GuidelineKit
import GuidelineRules
import TestSupport
import XCTest

/// A knowledge base loaded through the parse cache is the one a fresh parse gives: the same
/// entries, bodies and problems, whatever changed in between.
final class ParseCacheTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("parse-cache-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private var cache: ParseCache { ParseCache(content: "/knowledge-base", directory: folder.path) }

    private func load(_ fixture: Fixture, cached: Bool) -> (KnowledgeBase, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let kb = KnowledgeBaseLoader.load(
            fixture.source, rules: RuleCatalogue.all, cache: cached ? cache : nil, diagnostics: &diagnostics)
        return (kb, diagnostics.sortedForReport())
    }

    /// Loads twice through the cache and once without; all three agree. Returns how many bodies
    /// the second cached load had parsed before they were compared (none, if it read records).
    @discardableResult
    private func assertCachedLoadsAgree(_ fixture: Fixture, file: StaticString = #filePath, line: UInt = #line) -> Int {
        _ = load(fixture, cached: true)
        let (cached, cachedProblems) = load(fixture, cached: true)
        let parsedBeforeReading = cached.entries.values.flatMap(\.texts.values).filter(\.body.isParsed).count
        let (fresh, freshProblems) = load(fixture, cached: false)
        XCTAssertEqual(cachedProblems, freshProblems, file: file, line: line)
        XCTAssertEqual(cached.entries.keys.sorted(), fresh.entries.keys.sorted(), file: file, line: line)
        for (id, entry) in fresh.entries {
            // Entries compare every field, bodies included (which parses the cached ones).
            XCTAssertEqual(cached.entries[id], entry, "\(id)", file: file, line: line)
        }
        XCTAssertEqual(cached.languages, fresh.languages, file: file, line: line)
        XCTAssertEqual(cached.glossary, fresh.glossary, file: file, line: line)
        return parsedBeforeReading
    }

    func testTheShippedKnowledgeBaseLoadsTheSameFromRecords() throws {
        var fixture = Fixture(files: [:])
        let source = try ContentSource.directory(Repository.content.path)
        for file in source.files { fixture.files[file.relativePath] = String(decoding: file.read()!, as: UTF8.self) }
        XCTAssertEqual(assertCachedLoadsAgree(fixture), 0, "bodies were parsed although records were cached")
        // Records were read, not files parsed again: the bodies wait until read.
        XCTAssertGreaterThan(try Data(contentsOf: URL(fileURLWithPath: cache.path)).count, 100_000)
    }

    /// The built-in knowledge base loads from the records made with the binary: no body is
    /// parsed before it is read (each file's record was found), and it is what a parse gives.
    func testTheBuiltInKnowledgeBaseLoadsFromTheRecordsBuiltWithIt() throws {
        let (kb, problems) = try KnowledgeBaseOrigin.builtin.load(rules: RuleCatalogue.all)
        XCTAssertGreaterThan(kb.entries.count, 50)
        XCTAssertEqual(kb.entries.values.flatMap(\.texts.values).filter(\.body.isParsed).count, 0)
        var freshProblems: [Diagnostic] = []
        let fresh = KnowledgeBaseLoader.load(BuiltinKnowledgeBase.source, rules: RuleCatalogue.all, diagnostics: &freshProblems)
        XCTAssertEqual(problems, freshProblems.sortedForReport())
        XCTAssertEqual(kb.entries.keys.sorted(), fresh.entries.keys.sorted())
        for (id, entry) in fresh.entries { XCTAssertEqual(kb.entries[id], entry, "\(id)") }
        // Damaged records are missed, not believed.
        var damaged: [Diagnostic] = []
        let parsed = KnowledgeBaseLoader.load(
            BuiltinKnowledgeBase.source, rules: RuleCatalogue.all, cache: ParseCache(builtIn: Array("HIGP junk".utf8)),
            diagnostics: &damaged)
        XCTAssertEqual(parsed.entries.count, fresh.entries.count)
        XCTAssertGreaterThan(parsed.entries.values.flatMap(\.texts.values).filter(\.body.isParsed).count, 0)
    }

    func testProblemsAreReportedAgainFromRecords() {
        var fixture = Fixture.valid
        // An error, a warning from the glossary, a CRLF file with a byte order mark.
        fixture.files["demo/broken.en.md"] = "---\nkind: guideline\ncolour: red\n---\n# Broken\n\nIt has a bad key.\n"
        fixture.files["glossary.yml"] = """
            terms:
              - id: sheet
                en: {use: [share sheet], avoid: [share panel]}
            """
        fixture.files["demo/wording.en.md"] =
            "\u{FEFF}---\r\nkind: guideline\r\n---\r\n# Wording\r\n\r\nOpen the share panel from here.\r\n\r\n## More\r\n\r\nText.\r\n"
        assertCachedLoadsAgree(fixture)
        let (_, problems) = load(fixture, cached: true)
        XCTAssertTrue(problems.contains { $0.id == "unknown-key" && $0.severity == .error }, "\(problems)")
        XCTAssertTrue(problems.contains { $0.severity == .warning && $0.message.contains("share panel") }, "\(problems)")
    }

    /// The glossary is kept parsed too, with its problems, and a record that does not decode
    /// is parsed again rather than believed.
    func testTheGlossaryComesFromItsRecord() throws {
        var fixture = Fixture.valid
        fixture.files["glossary.yml"] = """
            terms:
              - id: sheet
                en: {use: [share sheet], avoid: [share panel]}
                zh-Hans: [共享表单]
                entry: demo/entry
              - id: sheet
                xx: [nothing]
            """
        assertCachedLoadsAgree(fixture)
        let (kb, problems) = load(fixture, cached: true)
        XCTAssertEqual(kb.glossary.concepts.map(\.id), ["sheet", "sheet"])
        XCTAssertEqual(kb.glossary.concepts.first?.avoid[.english], ["share panel"])
        XCTAssertEqual(kb.glossary.concepts.map(\.entry), [EntryID("demo/entry"), nil])
        XCTAssertEqual(Set(problems.map(\.id)).intersection(["duplicate-id", "unknown-language"]), ["duplicate-id", "unknown-language"])
        // The record is the one the cache holds for the glossary's bytes: a damaged one is missed.
        let records = cache.load()
        let glossaryRecords = records.byKey.values.filter { GlossaryRecord.decode($0.record) != nil }
        XCTAssertEqual(glossaryRecords.count, 1)
        XCTAssertNil(GlossaryRecord.decode(glossaryRecords[0].record.dropLast()))
        XCTAssertNil(GlossaryRecord.decode(Array("not a record".utf8)[...]))
    }

    func testAnEditedFileOrGlossaryIsParsedAgain() {
        var fixture = Fixture.valid
        assertCachedLoadsAgree(fixture)
        fixture.files["demo/entry.en.md"] = fixture.files["demo/entry.en.md"]!.replacingOccurrences(
            of: "# Entry title", with: "# A changed title")
        assertCachedLoadsAgree(fixture)
        XCTAssertEqual(load(fixture, cached: true).0.entry(EntryID("demo/entry"))?.source?.title, "A changed title")
        // A term to avoid added to the glossary: the unchanged entry now gets its warning.
        fixture.files["glossary.yml"] = "terms:\n  - id: summary\n    en: {use: [digest], avoid: [summary]}\n"
        assertCachedLoadsAgree(fixture)
        XCTAssertTrue(load(fixture, cached: true).1.contains { $0.message.contains("summary") })
    }

    func testAFewEditedFilesAreParsedAgainRatherThanTheCacheRewritten() throws {
        var fixture = Fixture.valid
        for index in 0..<40 { fixture.add("demo/entry-\(index)", "---\nkind: guideline\n---\n# Entry \(index)\n\nText \(index).\n") }
        _ = load(fixture, cached: true)
        let written = try Data(contentsOf: URL(fileURLWithPath: cache.path))
        func edit(_ index: Int) {
            fixture.files["demo/entry-\(index).en.md"]! += "\nOne more sentence.\n"
        }
        // 126 files: up to 7 records (an edit is two) are left to parse again.
        for index in 0..<3 { edit(index) }
        assertCachedLoadsAgree(fixture)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: cache.path)), written, "rewritten for three edits")
        edit(3)
        _ = load(fixture, cached: true)
        XCTAssertNotEqual(try Data(contentsOf: URL(fileURLWithPath: cache.path)), written, "not rewritten for four edits")
        assertCachedLoadsAgree(fixture)
    }

    func testALinkToAnEntryRemovedSinceIsReportedAlthoughTheLinkingFileIsUnchanged() {
        var fixture = Fixture.valid
        fixture.add("demo/other", "---\nkind: guideline\nrelated: [demo/entry]\n---\n# Other\n\nSee [the entry](demo/entry).\n")
        assertCachedLoadsAgree(fixture)
        XCTAssertTrue(load(fixture, cached: true).1.isEmpty)
        for tag in ["en", "zh-Hans", "ko"] { fixture.files["demo/entry.\(tag).md"] = nil }
        fixture.files["demo/_topic.en.md"] = fixture.files["demo/_topic.en.md"]!.replacingOccurrences(of: "- [Entry](demo/entry)", with: "")
        let (_, problems) = load(fixture, cached: true)
        // Every file that names it, none of them changed: the related key, and the links.
        assertDiagnostics(
            problems, check: "unknown-entry",
            [
                "KB/demo/_topic.ko.md:8:3: error", "KB/demo/_topic.zh-Hans.md:8:3: error",
                "KB/demo/other.en.md:3:11: error", "KB/demo/other.en.md:7:5: error", "KB/demo/other.ko.md:6:5: error",
                "KB/demo/other.zh-Hans.md:6:5: error",
            ])
        assertCachedLoadsAgree(fixture)
        // The entry back under an alias of another: the links resolve again.
        fixture.add("demo/renamed", "---\nkind: guideline\naliases: [demo/entry]\n---\n# Renamed\n\nText.\n")
        XCTAssertEqual(load(fixture, cached: true).1.filter { $0.id == "unknown-entry" }, [])
        assertCachedLoadsAgree(fixture)
    }

    func testADamagedCacheIsIgnored() throws {
        let fixture = Fixture.valid
        _ = load(fixture, cached: true)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: cache.path))
        for index in stride(from: 12, to: bytes.count, by: 7) { bytes[index] ^= 0x5A }
        try bytes.write(to: URL(fileURLWithPath: cache.path))
        let (damaged, problems) = load(fixture, cached: true)
        let (fresh, freshProblems) = load(fixture, cached: false)
        XCTAssertEqual(problems, freshProblems)
        XCTAssertEqual(damaged.entries, fresh.entries)
        try Data("not a cache".utf8).write(to: URL(fileURLWithPath: cache.path))
        XCTAssertEqual(load(fixture, cached: true).0.entries, fresh.entries)
    }

    // MARK: Files trusted by their stamps

    /// The fixture's files in a folder on disk, listed as `ContentSource.directory` lists them.
    private func onDisk(_ fixture: Fixture) throws -> URL {
        let root = folder.appendingPathComponent("content")
        for (path, text) in fixture.files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    /// Lists `root`; `settled` pretends the listing happens a minute later, so that files
    /// just written count as settled and may be trusted by their stamps.
    private func load(_ root: URL, settled: Bool) throws -> (KnowledgeBase, [Diagnostic]) {
        var source = try ContentSource.directory(root.path)
        if settled { source.listedAt = FileStamp.now + 60_000_000_000 }
        var diagnostics: [Diagnostic] = []
        let kb = KnowledgeBaseLoader.load(source, rules: RuleCatalogue.all, cache: cache, diagnostics: &diagnostics)
        return (kb, diagnostics.sortedForReport())
    }

    private func fresh(_ root: URL) throws -> (KnowledgeBase, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let kb = KnowledgeBaseLoader.load(try ContentSource.directory(root.path), rules: RuleCatalogue.all, diagnostics: &diagnostics)
        return (kb, diagnostics.sortedForReport())
    }

    func testSettledFilesAreTrustedByTheirStampsAndTheirBodiesReadWhenNeeded() throws {
        var fixture = Fixture.valid
        fixture.files["demo/wording.en.md"] =
            "\u{FEFF}---\r\nkind: guideline\r\n---\r\n# Wording\r\n\r\nOpen the sheet from here.\r\n\r\n## More\r\n\r\nText.\r\n"
        let root = try onDisk(fixture)
        _ = try load(root, settled: true)
        XCTAssertEqual(cache.load().byPlace.count, fixture.files.count, "every entry file kept with its stamp")
        let (trusted, problems) = try load(root, settled: true)
        XCTAssertTrue(trusted.entries.values.flatMap(\.texts.values).allSatisfy { !$0.body.isParsed })
        let (expected, expectedProblems) = try fresh(root)
        XCTAssertEqual(problems, expectedProblems)
        // Comparing entries reads every body, from the files the records were made from.
        XCTAssertEqual(trusted.entries, expected.entries)
    }

    func testFilesJustWrittenAreNotTrustedByTheirStamps() throws {
        let root = try onDisk(Fixture.valid)
        _ = try load(root, settled: false)
        _ = try load(root, settled: false)
        XCTAssertTrue(cache.load().byPlace.isEmpty, "a file written within the timestamps' granularity kept a stamp")
        XCTAssertFalse(cache.load().byKey.isEmpty)
    }

    func testAnEditIsSeenEvenWhenItKeepsTheSizeAndModificationTime() throws {
        let root = try onDisk(Fixture.valid)
        let entry = root.appendingPathComponent("demo/entry.en.md")
        _ = try load(root, settled: true)
        let before = try FileManager.default.attributesOfItem(atPath: entry.path)
        let text = try String(contentsOf: entry, encoding: .utf8)
        let edited = text.replacingOccurrences(of: "# Entry title", with: "# Entry TITLE")
        XCTAssertEqual(edited.utf8.count, text.utf8.count)
        try Data(edited.utf8).write(to: entry)
        // As `touch -d` would: the modification time set back; only the change time tells.
        try FileManager.default.setAttributes([.modificationDate: before[.modificationDate]!], ofItemAtPath: entry.path)
        let (kb, _) = try load(root, settled: true)
        XCTAssertEqual(kb.entry(EntryID("demo/entry"))?.source?.title, "Entry TITLE")
        XCTAssertEqual(kb.entries, try fresh(root).0.entries)
    }

    func testABodyReadAfterItsFileChangedIsTheFilesBodyAsItIsNow() throws {
        let root = try onDisk(Fixture.valid)
        _ = try load(root, settled: true)
        let (kb, _) = try load(root, settled: true)
        let entry = root.appendingPathComponent("demo/entry.en.md")
        let text = try String(contentsOf: entry, encoding: .utf8)
        try Data((text + "\nA paragraph added while the knowledge base was in use.\n").utf8).write(to: entry)
        let body = try XCTUnwrap(kb.entry(EntryID("demo/entry"))?.source?.body.blocks)
        XCTAssertEqual(body, try fresh(root).0.entry(EntryID("demo/entry"))?.source?.body.blocks)
        XCTAssertTrue("\(body)".contains("while the knowledge base was in use"))
    }
}
