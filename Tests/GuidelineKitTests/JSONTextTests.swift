import Foundation
import GuidelineKit
import XCTest

/// JSON string literals written by hand (the site's search index) stay valid JSON and JavaScript.
final class JSONTextTests: XCTestCase {
    func testQuotedStringsReadBackExactly() throws {
        let texts = [
            "plain", "", "say \"hi\"", #"back\slash"#, "tab\tnew\nline\rreturn", "\u{0}\u{1}\u{1F}",
            "line\u{2028}para\u{2029}end", "</script><script>alert(1)</script>", "共享表单 공유 시트 ﬁ 🙂", "\u{E2}\u{80}",
        ]
        for text in texts {
            let literal = JSONText.quoted(text)
            let parsed = try JSONSerialization.jsonObject(with: Data("[\(literal)]".utf8)) as? [String]
            XCTAssertEqual(parsed, [text], literal)
            // Raw control characters and line separators would end a JavaScript string literal.
            XCTAssertFalse(
                literal.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{2028}" || $0 == "\u{2029}" }, literal)
            // And the tool's own reader reads it back, ending after the closing quote.
            let bytes = Array((literal + ",1").utf8)
            let read = try bytes.withUnsafeBufferPointer { try JSONText.unquote($0, at: 0).get() }
            XCTAssertEqual(read.text, text, literal)
            XCTAssertEqual(read.end, bytes.count - 2, literal)
        }
    }

    /// What other writers escape (a surrogate pair, a slash, any escaped character), and where a
    /// literal goes wrong.
    func testUnquoteReadsEveryEscapeAndSaysWhereItFails() {
        func unquote(_ literal: String) -> String {
            let bytes = Array(literal.utf8)
            return bytes.withUnsafeBufferPointer { buffer in
                switch JSONText.unquote(buffer, at: 0) {
                case .success(let read): "\(read.text)|\(read.end)"
                case .failure(let failure): "\(failure.reason)@\(failure.offset)"
                }
            }
        }
        XCTAssertEqual(unquote(#""\ud83d\ude00 \/ \b\f \é \u00E9""#), "😀 / \u{8}\u{C} é é|33")
        // A high surrogate without its low half says nothing.
        XCTAssertEqual(unquote(#""a\ud83db\u0041""#), "abA|16")
        XCTAssertEqual(unquote(#""\u12G4""#), "a bad \\u escape@5")
        XCTAssertEqual(unquote(#""\u12"#), "a bad \\u escape@5")
        XCTAssertEqual(unquote(#""open"#), "a string is never closed@5")
        XCTAssertEqual(unquote(#""ends in \"#), "a string is never closed@10")
    }
}
