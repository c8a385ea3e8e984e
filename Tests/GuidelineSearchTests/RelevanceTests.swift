import Foundation
import GuidelineKit
import GuidelineRules
import GuidelineSearch
import XCTest

/// Does search put the right guideline first? 60 queries, 20 per language (synonyms, typos,
/// particles, single Han characters, mixed scripts, questions) with the expected result, in
/// `relevance.tsv` beside this file (Benchmarks/run prints the same figures).
final class RelevanceTests: XCTestCase {
    struct Query {
        var language: Language
        var text: String
        var expected: String
    }

    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    static let queries: [Query] = {
        let text = try! String(contentsOf: here.appendingPathComponent("relevance.tsv"), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t").map(String.init)
            return Query(language: Language(known: fields[0])!, text: fields[1], expected: fields[2])
        }
    }()

    static let index: SearchIndex = {
        var diagnostics: [Diagnostic] = []
        let content = here.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Content")
            .path
        let kb = KnowledgeBaseLoader.load(try! ContentSource.directory(content), rules: RuleCatalogue.all, diagnostics: &diagnostics)
        return SearchIndex(kb, rules: RuleCatalogue.all)
    }()

    func testTheSetCoversEveryLanguage() {
        for language in [Language.english, .simplifiedChinese, .korean] {
            XCTAssertGreaterThanOrEqual(Self.queries.filter { $0.language == language }.count, 20, language.tag)
        }
    }

    func testExpectedEntryIsFirstForNineInTenQueriesAndInTheTopThreeForAll() {
        var first = 0
        for query in Self.queries {
            let keys = Self.index.search(query.text, limit: 3).hits.map(\.key)
            XCTAssertTrue(
                keys.contains(query.expected), "\(query.language) “\(query.text)” → \(keys), want \(query.expected)")
            if keys.first == query.expected { first += 1 }
        }
        let accuracy = Double(first) / Double(Self.queries.count)
        XCTAssertGreaterThanOrEqual(accuracy, 0.9, "top-1 accuracy \(first)/\(Self.queries.count)")
    }

    func testWhenToUseAComponentFindsItsOverview() {
        // "Use" and its Korean forms ask about the component, like "when": they are stop words,
        // or a guideline whose listed searches say 써요 outranks the component's own page.
        for query in ["when should I use a pull-down button", "풀다운 버튼은 언제 써요", "풀다운 버튼 언제 쓰나요"] {
            XCTAssertEqual(Self.index.search(query).hits.first?.key, "pull-down-buttons", query)
        }
    }

    func testResultsAreGroupedByEntry() {
        let keys = Self.index.search("공유 시트 share sheet 共享表单", limit: 20).hits.map(\.key)
        XCTAssertEqual(keys.count, Set(keys).count)
    }

    func testTyposRankBelowExactMatches() throws {
        // "titel" is one transposition from "title"; with no exact term it still finds the entry.
        XCTAssertEqual(Self.index.search("activity titel").hits.first?.key, "activity-views/succinct-titles")
        // Four letters are too short to forgive.
        XCTAssertTrue(Self.index.search("tytl").hits.isEmpty)
        // Eight letters and more forgive two edits.
        XCTAssertEqual(
            Self.index.search("compositoin veiw").hits.first?.key, "activity-views/familiar-extension-interface")
        let nothing = Self.index.search("xylophonequartz zebrafish")
        XCTAssertTrue(nothing.hits.isEmpty)
        XCTAssertEqual(Self.index.search("anchr popovver sheeeet").hits.isEmpty, false)
        XCTAssertTrue(Self.index.search("qqqqq").suggestions.isEmpty)
        XCTAssertEqual(Self.index.search("extensionzzz").suggestions, ["extension"])
    }

    func testRulesAreSearchableWithTheirEntries() {
        let keys = Self.index.search("popover anchor", limit: 3).hits.map(\.key)
        XCTAssertTrue(keys.contains("activity-popover-anchor"), "\(keys)")
        XCTAssertTrue(keys.contains("activity-views/presentation"), "\(keys)")
        XCTAssertEqual(Self.index.search("popover anchor", kind: "rule").hits.first?.key, "activity-popover-anchor")
        XCTAssertEqual(Self.index.search("activity-popover-anchor").hits.first?.key, "activity-popover-anchor")
    }

    func testAGlossaryTermFindsEntriesWordedDifferently() {
        // The Korean query reaches the entry through the glossary's terms in every language.
        XCTAssertEqual(Self.index.search("공유 시트 제목").hits.first?.key, "activity-views/succinct-titles")
        XCTAssertEqual(Self.index.search("share sheet", topic: "no-such-topic").hits.count, 0)
    }
}
