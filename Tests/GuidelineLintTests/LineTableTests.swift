import SwiftParser
import SwiftSyntax
import XCTest

@testable import GuidelineLint

/// Findings' lines and columns come from `LineTable`, read from the text; they must be those
/// swift-syntax's converter reads from the tree, for every position and line of the file.
final class LineTableTests: XCTestCase {
    func testEveryPositionAndLineAsTheConverterHasThem() {
        for text in [
            "", "x", "\n", "let a = 1\nlet b = 2", "let a = 1\r\nlet b = \"é\"\r\n\r\n",
            "a\rb\r\rc", "let s = \"\"\"\n  two\r\n  lines\n  \"\"\"\n// ü\n", "/* \r\n */ x\n\n",
        ] {
            let tree = Parser.parse(source: text)
            let converter = SourceLocationConverter(fileName: "x.swift", tree: tree)
            let table = LineTable(text)
            for offset in -1...(text.utf8.count + 2) {
                let position = AbsolutePosition(utf8Offset: offset)
                let expected = converter.location(for: position)
                let actual = table.location(for: position)
                XCTAssertEqual([actual.line, actual.column], [expected.line, expected.column], "\(text.debugDescription) at \(offset)")
            }
            for line in -1...(text.utf8.count + 3) {
                for column in [-1, 1, 2, 5, 100] {
                    XCTAssertEqual(
                        table.position(ofLine: line, column: column), converter.position(ofLine: line, column: column),
                        "\(text.debugDescription) line \(line) column \(column)")
                }
            }
        }
    }
}
