import Foundation
import GuidelineKit
import GuidelinePublish
import TestSupport
import XCTest

/// Man pages rendered for real with groff and mandoc.
final class ManPageTests: XCTestCase {
    /// Runs a formatter on roff text; its standard output and standard error.
    static func format(_ roff: String, with arguments: [String]) throws -> (String, String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("man-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("page.7")
        try Data(roff.utf8).write(to: page)
        let result = try Subprocess.run(
            URL(fileURLWithPath: "/usr/bin/env"), arguments + [page.path],
            environment: ["LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"])
        return (result.stdout, result.stderr)
    }

    /// Formatted text without overstrike or escape styling, words joined by single spaces.
    static func words(_ text: String) -> String {
        var plain = ""
        var skip = false
        for character in text {
            if character == "\u{8}" {  // backspace overstrike: drop the previous character
                if !plain.isEmpty { plain.removeLast() }
                continue
            }
            if character == "\u{1B}" { skip = true; continue }
            if skip { if character.isLetter { skip = false }; continue }
            plain.append(character)
        }
        return plain.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    private func page(_ body: String) throws -> String {
        var fixture = Fixture(files: [:])
        fixture.add("t", "---\nkind: overview\n---\n# Topic\n\nThe topic.\n", translate: false)
        fixture.add("t/e", body, translate: false)
        let kb = fixture.load().0
        return ManPageRenderer(language: .english).topicPage("t", in: kb)
    }

    func testHostileContentSurvivesGroffAndMandoc() throws {
        // As a reader should see them; in Markdown, `\\"` and `\\(` keep their backslash.
        let hostile = [
            ".TH EVIL 1 this line starts with a dot",
            "'br and this one with a quote",
            #"a backslash \fB here and \" a comment and \(bu escapes"#,
            ".SH NOT A SECTION",
        ]
        let markdown = hostile.map {
            $0.replacingOccurrences(of: #"\""#, with: #"\\""#).replacingOccurrences(of: #"\("#, with: #"\\("#)
        }
        let body =
            "# Hostile\n\nSummary.\n\n" + markdown.map { $0 + "\n" }.joined(separator: "\n")
            + "\n```swift avoid\n.nf\n'quoted\nlet path = \"C:\\\\dir\"\n```\n"
        let roff = try page(body)
        for formatter in [["groff", "-k", "-man", "-Tutf8", "-rHY=0"], ["mandoc", "-Tutf8"]] {
            let (output, _) = try Self.format(roff, with: formatter)
            let text = Self.words(output)
            for line in hostile + [".nf", "'quoted", "let path = \"C:\\\\dir\""] {
                XCTAssertTrue(text.contains(Self.words(line)), "\(formatter[0]) lost “\(line)”:\n\(text)")
            }
            XCTAssertFalse(text.contains("EVIL(1)"), "a .TH request from content ran in \(formatter[0])")
        }
    }

    func testLongChineseParagraphsBreakIntoLinesInGroff() throws {
        let paragraph = String(repeating: "活动视图以表单或弹出窗口的形式出现，具体取决于设备和方向。", count: 8)
        let roff = try page("# 标题\n\n摘要。\n\n\(paragraph)\n")
        let (output, _) = try Self.format(roff, with: ["groff", "-k", "-man", "-Tutf8", "-rLL=78n"])
        let lines = output.split(separator: "\n").filter { $0.contains("活动视图") }
        XCTAssertGreaterThan(lines.count, 4, output)
        for line in lines {
            let columns = line.unicodeScalars.reduce(0) {
                $0 + ((0x3000...0x9FFF).contains($1.value) || (0xFF00...0xFF60).contains($1.value) ? 2 : 1)
            }
            XCTAssertLessThanOrEqual(columns, 80, String(line))
        }
    }

    func testBuiltInPagesAreCleanForMandocLint() throws {
        let kb = Repository.builtin.0
        XCTAssertEqual(kb.languages, [.english, .simplifiedChinese, .korean])
        for language in kb.languages {
            let roff = ManPageRenderer(language: language).topicPage("activity-views", in: kb)
            let (output, errors) = try Self.format(roff, with: ["mandoc", "-Tlint", "-W", "warning"])
            XCTAssertEqual(output + errors, "", "\(language): mandoc -Tlint reports above style level")
            XCTAssertTrue(roff.contains(".SH \(language.strings.manName)\n"))
        }
        XCTAssertTrue(ManPageRenderer(language: .korean).topicPage("activity-views", in: kb).contains(".SH 이름\n"))
    }

    func testRendersTheSameBytesTwice() {
        let kb = Repository.builtin.0
        XCTAssertEqual(
            ManPageRenderer(language: .korean).topicPage("activity-views", in: kb),
            ManPageRenderer(language: .korean).topicPage("activity-views", in: kb))
    }
}
