import GuidelineKit
import XCTest

@testable import GuidelineLint

/// `.strings` files are read as UTF-8 bytes; what they say must come out as Xcode reads them:
/// escapes, unquoted words, a key that is its own value, comments, and places in UTF-8 columns.
final class StringsFileTests: XCTestCase {
    private func pairs(_ text: String) throws -> [String] {
        let parsed = try StringsFile.parse(path: "de.lproj/Localizable.strings", bytes: Array(text.utf8)).get()
        return parsed.map { "\($0.key)=\($0.value)@\($0.location.line):\($0.location.column)" }
    }

    func testEscapesWordsAndPlaces() throws {
        let text = """
            /* Größe */ "size" = "Größe\\n\\t\\"groß\\"\\\\";
            // a line comment
            "unicode" = "\\U00e9t\\u00E9 \\'x\\'";
            \u{00A0}plain = word_1.$:/-;
            "alone";
            "späť" = "ok"; "second" = "on the same line";
            """
        XCTAssertEqual(
            try pairs(text),
            [
                "size=Größe\n\t\"groß\"\\@1:24",
                "unicode=été 'x'@3:13",
                "plain=word_1.$:/-@4:11",
                "alone=alone@5:1",
                "späť=ok@6:12",
                "second=on the same line@6:29",
            ])
    }

    func testMistakesAreReportedWhereTheyAre() {
        for (text, message, line, column) in [
            ("\"a\" = \"b\"\n\"c\" = \"d\";", "expected ; after the value of \"a\"", 2, 1),
            ("\"a\" \"b\";", "expected = after the key \"a\"", 1, 5),
            ("/* never closed\n\"a\" = \"b\";", "a /* comment is never closed", 2, 11),
            ("\"a\" = \"unterminated", "expected a quoted value for \"a\"", 1, 20),
        ] {
            switch StringsFile.parse(path: "x.strings", bytes: Array(text.utf8)) {
            case .success(let pairs): XCTFail("parsed \(pairs.count) pairs of \(text)")
            case .failure(let problem):
                XCTAssertTrue(problem.message.hasPrefix(message), problem.message)
                XCTAssertEqual([problem.location.line, problem.location.column], [line, column], text)
            }
        }
    }

    func testUTF16AndByteOrderMarks() throws {
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in "\"k\" = \"ü\";".utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        XCTAssertEqual(localizationUTF8(utf16), Array("\"k\" = \"ü\";".utf8))
        XCTAssertEqual(localizationUTF8([0xEF, 0xBB, 0xBF] + Array("\"k\";".utf8)), Array("\"k\";".utf8))
        XCTAssertNil(localizationUTF8([0x22, 0xFF, 0x22]))
    }
}
