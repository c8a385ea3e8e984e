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
}
