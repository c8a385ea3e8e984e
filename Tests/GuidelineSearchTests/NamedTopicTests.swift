import GuidelineKit
import GuidelineSearch
import TestSupport
import XCTest

/// A query that names a glossary concept with an entry ("back button title too long") is in that
/// entry's topic: the topic's entries rank ahead of another topic's that match the other words
/// as well, and `--explain` says so. Only a near tie is settled: a far better match elsewhere
/// still comes first.
final class NamedTopicTests: XCTestCase {
    private func index(glossary: String, otherText: String = "Keep a title short: a long title is cut off.") -> SearchIndex {
        var fixture = Fixture.valid
        for topic in ["alpha", "beta"] {
            fixture.add(
                "\(topic)/_topic",
                """
                ---
                kind: overview
                ---
                # \(topic.capitalized)

                A topic for tests.

                - [Titles](\(topic)/titles)
                """)
        }
        fixture.add(
            "alpha/titles",
            """
            ---
            kind: guideline
            ---
            # Short titles

            \(otherText)
            """)
        fixture.add(
            "beta/titles",
            """
            ---
            kind: guideline
            ---
            # Short titles

            Keep a title short: a long title is cut off.
            """)
        fixture.files["glossary.yml"] = glossary
        let (kb, problems) = fixture.load()
        XCTAssertFalse(problems.contains { $0.severity == .error }, "\(problems)")
        return SearchIndex(kb)
    }

    private let glossary = """
        terms:
          - id: back-button
            en: [back button]
            zh-Hans: [返回按钮]
            ko: [뒤로 버튼]
            entry: beta
        """

    func testTheNamedTopicWinsATieInEveryLanguage() throws {
        let index = index(glossary: glossary)
        for query in ["back button title too long", "返回按钮 title too long", "뒤로 버튼 title too long"] {
            let hits = index.search(query).hits.filter { $0.key.hasSuffix("/titles") }
            XCTAssertEqual(hits.map(\.key), ["beta/titles", "alpha/titles"], query)
            let first = try XCTUnwrap(hits.first)
            XCTAssertEqual(first.adjustments.first, .namedTopic("beta", factor: 1.2), query)
            XCTAssertEqual(first.score, hits[1].score * 1.2, accuracy: 1e-9, query)
        }
    }

    func testWithoutTheConceptsEntryNoTopicIsNamed() {
        let plain = index(glossary: glossary.replacingOccurrences(of: "entry: beta", with: ""))
        let hits = plain.search("back button title too long").hits.filter { $0.key.hasSuffix("/titles") }
        // Equal scores: the keys' order decides.
        XCTAssertEqual(hits.map(\.key), ["alpha/titles", "beta/titles"])
        XCTAssertTrue(hits.allSatisfy { $0.adjustments.isEmpty })
    }

    func testAFarBetterMatchElsewhereStillComesFirst() {
        let index = index(
            glossary: glossary,
            otherText: "Keep a back button title short: a long back button title is cut off, and too long a title hides it.")
        XCTAssertEqual(index.search("back button title too long").hits.first?.key, "alpha/titles")
    }
}
