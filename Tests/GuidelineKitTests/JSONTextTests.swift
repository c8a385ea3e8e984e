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
        }
    }
}
