import XCTest

@testable import GuidelineLint

/// The keywords a file was scanned for are found again by their bytes, in a table of their own.
final class KeywordIndexTests: XCTestCase {
    func testEveryKeywordIsFoundAndNoOther() {
        // Enough keywords to fill slots next to each other, with shared prefixes and lengths.
        let words = (0..<300).map { "Keyword\($0)(" } + ["a", "ab", "abc", "é", "UIAction(", " Menu {"]
        let index = KeywordIndex(words.map { KeywordBytes(Array($0.utf8)) })
        for (number, word) in words.enumerated() {
            XCTAssertEqual(index.number(of: KeywordBytes(Array(word.utf8))), number, word)
        }
        for other in ["Keyword300(", "Keyword1", "", "abcd", "e", " Menu(", "uiaction("] {
            XCTAssertNil(index.number(of: KeywordBytes(Array(other.utf8))), other)
        }
    }

    /// A filter answers the same for a scanned file (from the scan) as for its bytes (searched).
    func testAFilterAgreesWithTheScan() {
        let filters = [["UIAction("], ["Menu {", "contextMenu"], ["Button(\"", "title = "], ["not in the scan"]]
        let scanner = KeywordScanner(filters.dropLast().flatMap { $0 })
        for source in ["let a = UIAction(title: \"Go\")", "Menu { }", "b.title = x", "Button(\"Go\")", "", "contextmenu"] {
            var text = source
            text.withUTF8 { utf8 in
                let bytes = UnsafeRawBufferPointer(utf8)
                let scanned = scanner.scan(bytes, path: "A.swift")
                for words in filters {
                    let filter = KeywordFilter(words)
                    XCTAssertEqual(filter.matches(scanned), filter.matches(bytes), "\(words) in \(source)")
                }
            }
        }
    }
}
