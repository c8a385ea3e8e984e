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

    /// Tables are validated without making a string: the validator judges every sequence as
    /// the standard library does, at every offset from an eight-byte run.
    func testUTF8IsValidatedAsTheStandardLibraryDoes() {
        func agree(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
            for prefix in 0...9 {
                let shifted = Array(repeating: UInt8(ascii: "a"), count: prefix) + bytes + Array("tail".utf8)
                XCTAssertEqual(
                    shifted.withUnsafeBufferPointer(isValidUTF8), String(validating: shifted, as: UTF8.self) != nil,
                    "\(shifted)", file: file, line: line)
            }
        }
        let edges: [[UInt8]] = [
            [], [0x7F], [0x80], [0xC0, 0x80], [0xC1, 0xBF], [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0x9F, 0x80], [0xE0, 0xA0, 0x80],
            [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xEF, 0xBF, 0xBF], [0xF0, 0x8F, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80],
            [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF], [0xE2, 0x82], [0xF0, 0x9F, 0x98],
            [0xE2, 0x28, 0xA1], [0xF0, 0x9F, 0x98, 0x41], Array("日本語 한국어 ü".utf8),
        ]
        for bytes in edges { agree(bytes) }
        var generator = SystemRandomNumberGenerator()
        let pieces: [UInt8] = [0x41, 0x0A, 0x7F, 0x80, 0x8F, 0x9F, 0xA0, 0xBF, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5]
        for _ in 0..<2000 {
            agree((0..<Int.random(in: 1...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! })
        }
    }

    /// The byte reader of XML tables gives what Foundation's property-list parser gives, place
    /// included, and leaves it every shape it does not read.
    func testXMLTablesReadAsFoundationReadsThem() throws {
        func described(_ result: Result<[StringsFile.Pair], Diagnostic>) throws -> [String] {
            try result.get().map { "\($0.key)=\($0.value)@\($0.location.line)" }
        }
        func same(_ text: String, flat: Bool, file: StaticString = #filePath, line: UInt = #line) throws {
            XCTAssertEqual(FlatPlist.pairs(Array(text.utf8), path: "x") != nil, flat, text, file: file, line: line)
            let data = Data(text.utf8)
            XCTAssertEqual(
                try described(PlistStrings.parse(path: "x", data: data, text: text)),
                try described(PlistStrings.parseWithFoundation(path: "x", data: data, text: text)), text,
                file: file, line: line)
        }
        let prolog = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <!--Warning: Auto-generated file, do not edit.-->
            <plist version="1.0">

            """
        try same(
            prolog + """
                <dict>
                  <key>save &amp; quit</key>
                  <string>Sichern &lt;&amp;&gt; &quot;beenden&apos;</string>
                  <key>empty</key><string/>
                  <key>blank</key>
                  <string></string>
                  <key>two lines</key>
                  <string>erste
                zweite</string>
                  <key>far</key>

                  <string>weit weg</string>
                  <key>größe 👍</key>	<string>  Größe  </string>
                </dict>
                </plist>
                <!-- trailing -->

                """, flat: true)
        try same(prolog + "<dict/>\n</plist>\n", flat: true)
        for other in [
            "<dict><key>n</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@d@</string></dict></dict>",
            "<dict><key>a</key><string><![CDATA[x < y]]></string></dict>",
            "<dict><key>a</key><string>&#x41;&#66;</string></dict>",
            "<dict><!-- note --><key>a</key><string>b</string></dict>",
            "<dict><key>a</key><string>b</string><key>a</key><string>c</string></dict>",
            "<dict><key>a</key><string>b\r\nc</string></dict>",
            "<dict><key>a</key><integer>3</integer></dict>",
        ] {
            try same(prolog + other + "\n</plist>\n", flat: false)
        }
        // Random tables of awkward text, written as XML escapes them.
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "Ä", "中文", "한국어", " ", "\t", "\n", "&", "<", ">", "\"", "'", "%@", "\\", "]]>", "👍🏽"]
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;")
        }
        for _ in 0..<200 {
            var keys = Set<String>()
            var body = "<dict>\n"
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                // A key on one line: Foundation's places are found line by line.
                let key = (0..<Int.random(in: 1...4, using: &generator)).map { _ in pieces.filter { $0 != "\n" }.randomElement(using: &generator)! }.joined()
                let value = (0..<Int.random(in: 0...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
                guard keys.insert(key).inserted else { continue }
                body += "  <key>\(escaped(key))</key>\(Bool.random(using: &generator) ? "\n  " : "")<string>\(escaped(value))</string>\n"
            }
            try same(prolog + body + "</dict>\n</plist>\n", flat: true)
        }
    }
}
