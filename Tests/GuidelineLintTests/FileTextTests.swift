import GuidelineKit
import XCTest

@testable import GuidelineLint

/// What the filters that run before parsing ask of a file's raw bytes.
final class FileTextTests: XCTestCase {
    /// A name is found in any case as a search of the lowercased text finds it: both cases of
    /// the letter `memchr` looks for, names at either end, non-letters and non-ASCII bytes as they are.
    func testAFileMentionsANameInAnyCaseAsItsLowercasedTextDoes() {
        func lowercasedSearch(_ text: String, _ name: String) -> Bool {
            func lower(_ text: String) -> [UInt8] { text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 } }
            return lower(text).withUnsafeBytes { haystack in lower(name).withUnsafeBytes { ByteSearch.contains(haystack, $0) } }
        }
        func mentions(_ text: String, _ name: String) -> Bool {
            var text = text
            return text.withUTF8 { FileText(UnsafeRawBufferPointer($0), path: "A.swift").mentions(ignoringCase: name) }
        }
        let cases: [(String, String, Bool)] = [
            ("let toolBar = UIToolbar()", "toolbar", true), ("TOOLBAR", "toolbar", true), ("toolba", "toolbar", false),
            ("navigationItem.title = \"Pocket Casts\"", "pocket casts", true), ("Pocket-Casts", "Pocket Casts", false),
            ("Simplenote", "SimpleNote", true), ("xSimplenotex", "simplenote", true), ("", "a", false), ("a", "", true),
            ("é Toolbar é", "toolbar", true), ("[bar]", "[BAR]", true), ("@", "`", false),
        ]
        for (text, name, expected) in cases {
            XCTAssertEqual(mentions(text, name), expected, "\(name) in \(text)")
        }
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aAbBzZ@[`{ .-_1é".utf8)
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...40, using: &generator)
            let text = String(decoding: (0..<length).map { _ in alphabet.randomElement(using: &generator)! }, as: UTF8.self)
            let name = String((0..<Int.random(in: 1...3, using: &generator)).map { _ in "aAbBzZ@[` ".randomElement(using: &generator)! })
            XCTAssertEqual(mentions(text, name), lowercasedSearch(text, name), "\(name) in \(text)")
        }
    }

    /// Every occurrence of a byte is found, in order, as a loop over the bytes finds them.
    func testEachOffsetOfAByteIsFound() {
        var generator = SystemRandomNumberGenerator()
        for length in [0, 1, 2, 15, 16, 17, 64, 1_000] {
            for _ in 0..<20 {
                let bytes = (0..<length).map { _ in "ab\n".utf8.randomElement(using: &generator)! }
                var found: [Int] = []
                bytes.withUnsafeBytes { ByteSearch.forEachOffset(of: 0x0A, in: $0) { found.append($0) } }
                XCTAssertEqual(found, bytes.indices.filter { bytes[$0] == 0x0A })
            }
        }
    }

    /// Occurrences of several keywords are counted together, overlapping ones too, up to the limit asked.
    func testKeywordsAreCountedTogetherUpToALimit() {
        let filter = KeywordFilter(["borderedProminent", "BorderedProminent", "filled("])
        func count(_ text: String, upTo limit: Int) -> Int {
            var text = text
            return text.withUTF8 { filter.occurrences(in: UnsafeRawBufferPointer($0), upTo: limit) }
        }
        let text = ".buttonStyle(.borderedProminent) BorderedProminentButtonStyle() .filled() .filled( ) borderedProminent"
        XCTAssertEqual(count(text, upTo: 10), 5)
        XCTAssertEqual(count(text, upTo: 3), 3)
        XCTAssertEqual(count("", upTo: 3), 0)
        XCTAssertEqual(KeywordFilter(["aa"]).occurrences(in: UnsafeRawBufferPointer(start: nil, count: 0), upTo: 2), 0)
        var overlapping = "aaaa"
        XCTAssertEqual(overlapping.withUTF8 { KeywordFilter(["aa"]).occurrences(in: UnsafeRawBufferPointer($0), upTo: 9) }, 3)
        var two = ".filled() and .filled()"
        XCTAssertTrue(two.withUTF8 { FileText(UnsafeRawBufferPointer($0), path: "A.swift").mentions(filter, moreThan: 1) })
        XCTAssertFalse(two.withUTF8 { FileText(UnsafeRawBufferPointer($0), path: "A.swift").mentions(filter, moreThan: 2) })
    }
}
