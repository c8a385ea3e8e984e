import GuidelineKit
import GuidelineSearch
import TestSupport
import XCTest

/// An entry's `searches:` (what people type when it is the answer, in each language's own
/// words) find it where its text uses none of those words; each language keeps its own list.
final class ListedSearchesTests: XCTestCase {
    private func fixture(englishSearches: String, koreanSearches: String = "") -> Fixture {
        var fixture = Fixture.valid
        fixture.add(
            "demo/more-menu",
            """
            ---
            kind: guideline
            \(englishSearches)
            ---
            # Gather secondary actions in one menu

            Put actions people use now and then behind one button, so the bar keeps room for the main ones.
            """)
        fixture.add(
            "demo/overflow",
            """
            ---
            kind: guideline
            ---
            # Decide what leaves the bar first

            When the bar runs out of room, its least used items go to a menu; the menu holds the rest.
            """)
        if !koreanSearches.isEmpty {
            let korean = fixture.files["demo/more-menu.ko.md"]!
            fixture.files["demo/more-menu.ko.md"] = korean.replacingOccurrences(
                of: "---\nsource-digest:", with: "---\n\(koreanSearches)\nsource-digest:")
        }
        return fixture
    }

    func testAListedSearchFindsItsEntryWhoseTextLacksItsWords() throws {
        let plain = SearchIndex(fixture(englishSearches: "").load().0)
        XCTAssertTrue(plain.search("kebab").hits.isEmpty, "the entries' text has no such word")

        let (kb, problems) = fixture(
            englishSearches: """
                searches:
                  - kebab menu on iphone
                  - "where do rarely used actions go: bar or menu?"
                """
        ).load()
        XCTAssertFalse(problems.contains { $0.severity == .error }, "\(problems)")
        XCTAssertEqual(
            kb.entries["demo/more-menu"]?.texts[.source]?.searches,
            ["kebab menu on iphone", "where do rarely used actions go: bar or menu?"])
        let index = SearchIndex(kb)
        let results = index.search("kebab menu")
        XCTAssertEqual(results.hits.first?.key, "demo/more-menu")
        // `--explain` names the field the word was found in.
        let matches = index.fieldMatches(of: results.hits[0], terms: results.terms, in: kb, rules: [])
        XCTAssertEqual(matches.first { $0.term == "kebab" }?.fields, ["searches"])
        // A listed search's words count like any other field's: the menu both entries name
        // still ranks them by the rest.
        XCTAssertEqual(index.search("menu rarely used").hits.first?.key, "demo/more-menu")
    }

    func testEachLanguageKeepsItsOwnSearches() throws {
        let (kb, problems) = fixture(
            englishSearches: "searches: [three dots button]",
            koreanSearches: "searches: [점 세개 메뉴, 케밥 메뉴]"
        ).load()
        XCTAssertFalse(problems.contains { $0.severity == .error }, "\(problems)")
        let entry = try XCTUnwrap(kb.entries["demo/more-menu"])
        XCTAssertEqual(entry.texts[.korean]?.searches, ["점 세개 메뉴", "케밥 메뉴"])
        // Not inherited from English, unlike the English entry's metadata.
        XCTAssertEqual(entry.texts[.simplifiedChinese]?.searches, [])
        let index = SearchIndex(kb)
        let korean = index.search("케밥 메뉴")
        XCTAssertEqual(korean.hits.first?.key, "demo/more-menu")
        XCTAssertEqual(index.document(korean.hits[0].document).language, .korean)
        let english = index.search("three dots")
        XCTAssertEqual(english.hits.first?.key, "demo/more-menu")
        XCTAssertEqual(index.document(english.hits[0].document).language, .source)
    }

    func testSearchesThatAreNotAListAreAnError() {
        let (_, problems) = fixture(englishSearches: "searches: {kebab: menu}").load()
        assertDiagnostics(problems, check: "bad-value", ["KB/demo/more-menu.en.md:3:11: error"], messageContains: "'searches' takes a list")
    }
}
