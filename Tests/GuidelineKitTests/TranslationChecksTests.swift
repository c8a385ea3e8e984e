import GuidelineKit
import GuidelineSearch
import TestSupport
import XCTest

/// What a native editor would catch and a machine can: emphasis CommonMark leaves open in
/// Chinese and Korean text.
final class TranslationChecksTests: XCTestCase {
    /// A one-entry knowledge base whose translations say `translations[tag]`.
    private func load(english: String, translations: [String: String]) -> [Diagnostic] {
        var fixture = Fixture(files: ["demo/_topic.en.md": "---\nkind: overview\n---\n# Demo\n\nA topic.\n"])
        fixture.files["demo/a.en.md"] = english
        let digest = SourceDigest.of(Fixture.body(of: english))
        for (tag, body) in translations {
            fixture.files["demo/a.\(tag).md"] = "---\nsource-digest: \(digest)\n---\n" + body
            fixture.files["demo/_topic.\(tag).md"] =
                "---\nsource-digest: \(SourceDigest.of("# Demo\n\nA topic.\n"))\n---\n# 演示\n\n主题。\n"
        }
        return fixture.load().1
    }

    func testEmphasisLeftOpenInChineseAndKoreanIsReportedWithTheFix() {
        let english = "# Title\n\nSummary.\n\n- **iPhone:** a sheet.\n- **iPad:** a popover.\n"
        let diagnostics = load(
            english: english,
            translations: [
                "zh-Hans": "# 标题\n\n摘要。\n\n- **iPhone：**以表单形式显示。\n- **iPad**：以弹出式窗口显示。\n",
                "ko": "# 제목\n\n요약입니다.\n\n- **iPhone:**시트로 표시합니다.\n- **iPad:** 팝오버로 표시합니다.\n",
            ])
        let found = diagnostics.filter { $0.id == "unclosed-emphasis" }
        XCTAssertEqual(
            found.map { "\($0.location): \($0.message)" },
            [
                "KB/demo/a.ko.md:8:3: '**iPhone:**' prints as written: CommonMark does not close emphasis here; write '**iPhone**:'",
                "KB/demo/a.zh-Hans.md:8:3: '**iPhone：**' prints as written: CommonMark does not close emphasis here; write '**iPhone**：'",
            ])
        // English labels with a space after them, and labels already fixed, are fine.
        XCTAssertFalse(found.contains { $0.location.file.hasSuffix(".en.md") })
    }

    func testARunLeftOpenWithoutAClosingOneIsReportedToo() {
        let english = "# Title\n\nSummary.\n\nThe **sheet appears.\n"
        let found = load(english: english, translations: [:]).filter { $0.id == "unclosed-emphasis" }
        XCTAssertEqual(found.map { "\($0.location)" }, ["KB/demo/a.en.md:5:5"])
    }

    func testCodeIsNotProse() {
        let english = "# Title\n\nSummary.\n\nUse `**bold**：` in Markdown.\n\n```\n**x：**y\n```\n"
        XCTAssertFalse(load(english: english, translations: [:]).contains { $0.id == "unclosed-emphasis" })
    }

    func testTermsTheGlossaryAvoidsAreReportedAndStillFound() throws {
        let glossary = """
            terms:
              - id: custom
                en: [custom]
                zh-Hans: {use: [自定义], avoid: [自定]}
                ko: {use: [사용자 지정], avoid: [커스텀]}
            """
        let english = "# Custom titles\n\nGive a custom activity a short title.\n"
        var fixture = Fixture(files: ["glossary.yml": glossary, "demo/_topic.en.md": "---\nkind: overview\n---\n# Demo\n\nA topic.\n"])
        fixture.files["demo/a.en.md"] = english
        let digest = SourceDigest.of(Fixture.body(of: english))
        let topicDigest = SourceDigest.of("# Demo\n\nA topic.\n")
        fixture.files["demo/_topic.zh-Hans.md"] = "---\nsource-digest: \(topicDigest)\n---\n# 演示\n\n主题。\n"
        fixture.files["demo/_topic.ko.md"] = "---\nsource-digest: \(topicDigest)\n---\n# 데모\n\n주제입니다.\n"
        // 自定义 contains 自定 and is fine; 自定标题 is the avoided variant, reported where it stands.
        fixture.files["demo/a.zh-Hans.md"] =
            "---\nsource-digest: \(digest)\n---\n# 自定义标题\n\n为自定义活动设置简短的标题，不要自定标题格式。\n"
        fixture.files["demo/a.ko.md"] = "---\nsource-digest: \(digest)\n---\n# 커스텀 제목\n\n사용자 지정 활동의 제목은 짧게 씁니다.\n"
        let (kb, diagnostics) = fixture.load()
        XCTAssertEqual(
            diagnostics.filter { $0.id == "avoided-term" }.map { "\($0.location): \($0.message)" },
            [
                "KB/demo/a.ko.md:4:3: '커스텀' is a variant the glossary avoids; write '사용자 지정' (term 'custom')",
                "KB/demo/a.zh-Hans.md:6:49: '自定' is a variant the glossary avoids; write '自定义' (term 'custom')",
            ])
        // Search still matches the avoided variant, through the concept.
        let index = SearchIndex(kb)
        XCTAssertEqual(index.search("커스텀").hits.first?.key, "demo/a")
    }
}
