import Foundation
import GuidelineKit
import GuidelineRules
import TestSupport
import XCTest

@testable import GuidelineSearch

/// The site's search index changes only where the content did, the first step to rebuilding a
/// large site in place.
final class BrowserIndexTests: XCTestCase {
    private func index(_ source: ContentSource) -> [String: String] {
        var diagnostics: [Diagnostic] = []
        let kb = KnowledgeBaseLoader.load(source, rules: RuleCatalogue.all, diagnostics: &diagnostics)
        let files = BrowserIndex.files(kb, rules: RuleCatalogue.all) { key, _ in key }
        return Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.text) })
    }

    /// A shard's `[term, postings, …]`: each term with what follows it (its postings, or its
    /// glossary concept's number).
    private func terms(in shard: String) throws -> [String: String] {
        let array = shard[shard.firstIndex(of: "[")!...].dropLast(3)  // "]);\n" less the "]"
        let values = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(array.utf8)) as? [Any])
        var terms: [String: String] = [:]
        for at in stride(from: 0, to: values.count, by: 2) {
            terms[try XCTUnwrap(values[at] as? String)] = "\(values[at + 1])"
        }
        return terms
    }

    /// A sentence added to one entry's body changes the postings of that entry's terms only, and
    /// only the term and concept shards that hold them: no weight elsewhere (the fields' average
    /// lengths are on a coarse grid), no shard boundary (they are where the terms say), no
    /// document, id or vocabulary file.
    func testAnEditChangesOnlyTheShardsOfTheEntrysTerms() throws {
        let path = "activity-views/anatomy.en.md"
        let added = "\n\nPeople share a photo from the sheet, and the action list scrolls.\n"
        let source = try ContentSource.directory(Repository.content.path)
        var edited = source
        let at = try XCTUnwrap(edited.files.firstIndex { $0.relativePath == path })
        let original = try XCTUnwrap(edited.files[at].read())
        edited.files[at] = ContentFile(relativePath: path, bytes: original + Array(added.utf8))

        let before = index(source), after = index(edited)
        XCTAssertEqual(Set(before.keys), Set(after.keys), "the same files")
        let changed = Set(before.keys.filter { before[$0] != after[$0] })
        XCTAssertFalse(changed.isEmpty, "the edit changed nothing")
        for name in changed {
            XCTAssertTrue(name.hasPrefix("t") || name.hasPrefix("c"), "\(name) changed")
        }

        // Every term whose postings changed is the entry's, and every changed shard holds one.
        let entryTerms = Set(Tokenizer.terms(String(decoding: original, as: UTF8.self) + added))
        var changedTerms: Set<String> = []
        for name in changed {
            let old = try terms(in: before[name]!), new = try terms(in: after[name]!)
            XCTAssertEqual(Set(old.keys), Set(new.keys), "\(name) holds other terms")
            let differing = old.keys.filter { old[$0] != new[$0] }
            XCTAssertFalse(differing.isEmpty, "\(name) changed, but none of its terms did")
            changedTerms.formUnion(differing)
        }
        XCTAssertEqual(changedTerms.subtracting(entryTerms), [], "postings of terms the entry does not hold")
        XCTAssertTrue(changedTerms.contains(Tokenizer.terms("scrolls")[0]))
    }

    /// The average lengths BM25 divides by move in steps of about 2%, so a small change of the
    /// average, as one edited entry makes, leaves every other entry's weights as they were.
    func testAverageLengthsMoveInSteps() {
        for step in -40...400 {
            let point = exp2(Double(step) / SearchCorpus.lengthSteps)
            XCTAssertEqual(SearchCorpus.typicalLength(point), point, accuracy: point * 1e-12)
            XCTAssertEqual(SearchCorpus.typicalLength(point * 1.005), SearchCorpus.typicalLength(point))
            XCTAssertEqual(SearchCorpus.typicalLength(point / 1.005), SearchCorpus.typicalLength(point))
            XCTAssertGreaterThan(SearchCorpus.typicalLength(point * 1.03), point)
        }
        for average in stride(from: 1.0, to: 5000, by: 0.37) {
            XCTAssertEqual(SearchCorpus.typicalLength(average) / average, 1, accuracy: 0.011)
        }
    }

    /// The index's files are sorted as the page's script compares strings: UTF-16 code units,
    /// where a character past U+FFFF (a surrogate pair) sorts before U+E000–U+FFFF, unlike in
    /// UTF-8 or in Swift's `<`.
    func testScriptOrderIsUTF16Order() {
        let samples = [
            "", "a", "ab", "b", "Z", "é", "ê", "分享", "分", "공유", "\u{E000}", "\u{FFFD}", "\u{FF5E}x",
            "\u{1F600}", "\u{1F600}a", "\u{10000}", "a\u{1F600}", "a\u{FFFD}", "a\u{E9}", "\u{7F}", "\u{80}",
        ]
        for a in samples {
            for b in samples {
                XCTAssertEqual(
                    a.precedesInScriptOrder(b), a.utf16.lexicographicallyPrecedes(b.utf16), "\(a.debugDescription) < \(b.debugDescription)")
            }
        }
        XCTAssertTrue("\u{1F600}".precedesInScriptOrder("\u{FFFD}"))
        XCTAssertFalse("\u{1F600}" < "\u{FFFD}")
    }
}
