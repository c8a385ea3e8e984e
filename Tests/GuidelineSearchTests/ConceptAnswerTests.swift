import GuidelineKit
import GuidelineSearch
import TestSupport
import XCTest

/// A glossary concept may name the entry that answers for it (`entry:` in `glossary.yml`): a
/// query that is all about the concept finds that entry first, in any of the concept's words
/// and languages, even where the entry's text uses none of them; a query that says more is
/// ranked by what else it says.
final class ConceptAnswerTests: XCTestCase {
    private func index(glossary: String) -> SearchIndex {
        var fixture = Fixture.valid
        fixture.add(
            "demo/spacing",
            """
            ---
            kind: guideline
            ---
            # Leave room around controls

            Keep controls apart so each reads as its own.

            ## Details

            Space in a toolbar and around buttons; crowded toolbars are hard to read.
            """)
        fixture.add(
            "demo/toolbar-size",
            """
            ---
            kind: guideline
            ---
            # Keep toolbar items few

            A toolbar with many items is crowded; put the rest in a menu.
            """)
        fixture.files["glossary.yml"] = glossary
        let (kb, problems) = fixture.load()
        XCTAssertFalse(problems.contains { $0.severity == .error }, "\(problems)")
        return SearchIndex(kb)
    }

    private let glossary = """
        terms:
          - id: hit-region
            en: [hit target, tap target]
            zh-Hans: [点击区域]
            ko: [터치 영역]
            entry: demo/spacing
          - id: toolbar
            en: [toolbar]
            zh-Hans: [工具栏]
            ko: [도구 막대]
        """

    func testTheConceptsEntryComesFirstInEveryLanguage() {
        let index = index(glossary: glossary)
        for query in ["hit target", "what is a tap target", "点击区域", "터치 영역"] {
            let hits = index.search(query).hits
            XCTAssertEqual(hits.first?.key, "demo/spacing", query)
            XCTAssertTrue(
                hits.first?.adjustments.contains { if case .answersConcept = $0 { true } else { false } } == true, query)
        }
    }

    func testWithoutTheEntryTheConceptOnlyExpands() {
        let plain = index(glossary: glossary.replacingOccurrences(of: "    entry: demo/spacing\n", with: ""))
        XCTAssertNotEqual(plain.search("点击区域").hits.first?.key, "demo/spacing")
    }

    func testOtherWordsDecideALongerQuery() {
        let index = index(glossary: glossary)
        // "toolbar many items crowded" names no concept with an entry; "tap target" is a small
        // share of "tap target toolbar many items crowded menu rest".
        XCTAssertEqual(index.search("tap target toolbar many items crowded menu rest").hits.first?.key, "demo/toolbar-size")
    }
}
