import GuidelineKit
import GuidelinePublish
import TestSupport
import XCTest

final class TerminalRendererTests: XCTestCase {
    func testDisplayWidthCountsWideCharactersTwice() {
        XCTAssertEqual(DisplayWidth.of("abc"), 3)
        XCTAssertEqual(DisplayWidth.of("共享表单"), 8)
        XCTAssertEqual(DisplayWidth.of("공유 시트"), 9)
        XCTAssertEqual(DisplayWidth.of("e\u{301}"), 1)
        XCTAssertEqual(DisplayWidth.truncate("共享表单共享表单", to: 7), "共享表…")
    }

    private func render(_ markdown: String, width: Int, color: Bool = false, language: Language = .english) throws
        -> String
    {
        var fixture = Fixture(files: [:])
        fixture.add("t/e", markdown, translate: false)
        let text = try XCTUnwrap(fixture.load().0.entry("t/e")?.source)
        return TerminalRenderer(width: width, color: color, language: language).render(text)
    }

    func testChineseWrapsByColumnsWithoutSpaces() throws {
        let paragraph = String(repeating: "活动视图以表单或弹出窗口的形式出现，", count: 6)
        let output = try render("# 标题\n\n\(paragraph)\n", width: 30)
        let lines = output.split(separator: "\n")
        XCTAssertGreaterThan(lines.count, 5)
        for line in lines { XCTAssertLessThanOrEqual(DisplayWidth.of(line), 30, "too wide: \(line)") }
        // Closing punctuation never starts a line.
        XCTAssertFalse(lines.contains { $0.hasPrefix("，") })
        XCTAssertEqual(output.filter { $0 != "\n" }.replacingOccurrences(of: "t/e", with: ""), "标题" + paragraph)
    }

    func testKoreanWrapsAtSpaces() throws {
        let paragraph = String(repeating: "공유 시트의 제목은 짧게 작성합니다. ", count: 5)
        let lines = try render("# 제목\n\n\(paragraph)\n", width: 24).split(separator: "\n").dropFirst(2)
        for line in lines {
            XCTAssertLessThanOrEqual(DisplayWidth.of(line), 24)
            XCTAssertFalse(line.hasPrefix(" "))
        }
        XCTAssertEqual(lines.joined(separator: " "), paragraph.trimmingCharacters(in: .whitespaces))
    }

    func testStructureIsStyledOnlyWithColor() throws {
        let markdown =
            "# Title\n\nSummary with `code` and [a link](t/e).\n\n## Section\n\n- one\n- two\n\n```swift avoid\nlet x = 1\n```\n"
        let plain = try render(markdown, width: 80)
        XCTAssertFalse(plain.contains("\u{1B}["))
        XCTAssertEqual(
            plain,
            """
            Title
            t/e

            Summary with code and a link (t/e).

            Section

            • one
            • two

            ✗ Avoid
                let x = 1

            """)
        let colored = try render(markdown, width: 80, color: true)
        XCTAssertTrue(colored.contains("\u{1B}[1;4mTitle\u{1B}[0m"))
        // Inline code is bold; no text takes a colour a light or dark background washes out.
        XCTAssertTrue(colored.contains("\u{1B}[1mcode\u{1B}[0m"), colored)
        for colour in ["33", "36", "35"] {
            XCTAssertFalse(colored.contains(";\(colour)m") || colored.contains("[\(colour)m"), colored)
        }
        let korean = try render(markdown, width: 80, language: .korean)
        XCTAssertTrue(korean.contains("✗ 피해야 할 코드"))
    }
}
