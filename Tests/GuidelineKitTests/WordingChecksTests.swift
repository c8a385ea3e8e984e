import GuidelineKit
import GuidelinePublish
import TestSupport
import XCTest

/// The wording checks a translator relies on: one entry linked under one name in each
/// language, API names kept as code, and notes on translated Chinese sentence shapes.
final class WordingChecksTests: XCTestCase {
    private let topic = "---\nkind: overview\n---\n# Demo\n\nA topic.\n"
    private let target = "# Keep menus short\n\nFewer items are easier to scan.\n"

    /// A knowledge base with `demo/b` (titled in every language) and `demo/a`, whose texts are given.
    private func fixture(english: String, zh: String, ko: String, glossary: String? = nil) -> Fixture {
        var fixture = Fixture(files: ["demo/_topic.en.md": topic, "demo/b.en.md": target, "demo/a.en.md": english])
        if let glossary { fixture.files["glossary.yml"] = glossary }
        let topicDigest = SourceDigest.of(Fixture.body(of: topic))
        let targetDigest = SourceDigest.of(target)
        let digest = SourceDigest.of(Fixture.body(of: english))
        fixture.files["demo/_topic.zh-Hans.md"] = "---\nsource-digest: \(topicDigest)\n---\n# 演示\n\n主题。\n"
        fixture.files["demo/_topic.ko.md"] = "---\nsource-digest: \(topicDigest)\n---\n# 데모\n\n주제입니다.\n"
        fixture.files["demo/b.zh-Hans.md"] = "---\nsource-digest: \(targetDigest)\n---\n# 让菜单保持简短\n\n项目越少越容易浏览。\n"
        fixture.files["demo/b.ko.md"] = "---\nsource-digest: \(targetDigest)\n---\n# 메뉴를 짧게 유지하기\n\n항목이 적을수록 훑어보기 쉽습니다.\n"
        fixture.files["demo/a.zh-Hans.md"] = "---\nsource-digest: \(digest)\n---\n" + zh
        fixture.files["demo/a.ko.md"] = "---\nsource-digest: \(digest)\n---\n" + ko
        return fixture
    }

    func testATranslationNamesALinkedEntryByItsTitleWhereTheEnglishDoes() {
        let english = "# A\n\nSee [Keep menus short](demo/b), or [why length matters](demo/b).\n"
        let (_, diagnostics) = fixture(
            english: english,
            // The first link paraphrases the title: reported. The second is not a title in English: free.
            zh: "# 甲\n\n请参阅[菜单要短](demo/b)，或[为什么长度很重要](demo/b)。\n",
            // The exact title, and an empty link, are both right.
            ko: "# 가\n\n[메뉴를 짧게 유지하기](demo/b) 또는 [](demo/b)를 참고하세요.\n"
        ).load()
        XCTAssertEqual(
            diagnostics.filter { $0.id == "link-text" }.map { "\($0.location): \($0.message)" },
            [
                "KB/demo/a.zh-Hans.md:6:10: link to 'demo/b' reads '菜单要短', but the English names the entry by its title; write its zh-Hans title '让菜单保持简短', or leave the text empty ([](demo/b)) to show it"
            ])
    }

    func testALinkWithoutTextShowsTheTargetsTitleInTheReadersLanguage() throws {
        let english = "# A\n\nSee [](demo/b) first.\n\nMore in [](demo/b).\n"
        let (kb, diagnostics) = fixture(
            english: english, zh: "# 甲\n\n请先阅读[](demo/b)。\n\n详见[](demo/b)。\n",
            ko: "# 가\n\n먼저 [](demo/b)를 읽으세요.\n\n자세한 내용은 [](demo/b)를 참고하세요.\n"
        ).load()
        XCTAssertFalse(diagnostics.contains { $0.severity != .note }, "\(diagnostics)")
        let entry = try XCTUnwrap(kb.entry(EntryID("demo/a")))
        // The summary (search snippet, man NAME line, lint help) reads the title too.
        XCTAssertEqual(entry.texts[.english]?.summary, "See Keep menus short first.")
        XCTAssertEqual(entry.texts[.simplifiedChinese]?.summary, "请先阅读让菜单保持简短。")
        XCTAssertEqual(entry.texts[.korean]?.summary, "먼저 메뉴를 짧게 유지하기를 읽으세요.")
        // Every renderer shows it: the man page here, in Korean, with the link's target.
        let page = try XCTUnwrap(ManPageRenderer(language: .korean).entryPage(entry, in: kb))
        XCTAssertTrue(page.replacingOccurrences(of: "\n", with: " ").contains("자세한 내용은 메뉴를 짧게 유지하기 (demo/b)"), page)
    }

    func testALinkWithoutTextToARuleOrAnAddressIsReported() {
        let english = "# A\n\nSee [](https://example.com) and [](#usage).\n"
        let diagnostics = fixture(english: english, zh: "# 甲\n\n摘要。\n", ko: "# 가\n\n요약입니다.\n").load().1
        XCTAssertEqual(
            diagnostics.filter { $0.id == "empty-link" }.map { "\($0.location)" },
            ["KB/demo/a.en.md:3:5", "KB/demo/a.en.md:3:33"])
    }

    func testAnAPINameSpelledOutInATranslationIsReported() {
        let glossary = "terms:\n  - id: action-provider\n    en: [actionProvider]\n    zh-Hans: [actionProvider]\n    ko: [actionProvider]\n"
        // English prose may say "action provider"; code spans are code.
        let english = "# A\n\nThe action provider builds the menu; see `sourceItem`.\n"
        let (_, diagnostics) = fixture(
            english: english,
            zh: "# 甲\n\naction provider 负责生成菜单，请参阅 `sourceItem`。\n\n也可以设置 source item。\n",
            ko: "# 가\n\n`actionProvider`가 메뉴를 만듭니다. Source Item은 고유 명사처럼 쓴 예입니다.\n",
            glossary: glossary
        ).load()
        XCTAssertEqual(
            diagnostics.filter { $0.id == "prose-api" }.map { "\($0.location): \($0.message)" },
            [
                "KB/demo/a.zh-Hans.md:6:1: 'action provider' spells out the API name `actionProvider`; write it as code, `actionProvider`, so readers can search for it",
                "KB/demo/a.zh-Hans.md:8:17: 'source item' spells out the API name `sourceItem`; write it as code, `sourceItem`, so readers can search for it",
            ])
    }

    func testStackedDeAndPassiveBeiInChineseAreNotesNotWarnings() {
        let english = "# A\n\nPeople lose work when the button is deleted.\n"
        let (_, diagnostics) = fixture(
            english: english,
            zh: "# 甲\n\n用户的文稿的标题的颜色会变。按钮被删除后，内容也会丢失。\n\n`被` 在代码里不算。\n",
            ko: "# 가\n\n버튼이 삭제되면 작업이 사라집니다.\n"
        ).load()
        let notes = diagnostics.filter { $0.id == "stacked-de" || $0.id == "passive-bei" }
        XCTAssertEqual(notes.map { "\($0.location) \($0.id) \($0.severity)" }, [
            "KB/demo/a.zh-Hans.md:6:1 stacked-de note",
            "KB/demo/a.zh-Hans.md:6:49 passive-bei note",
        ])
    }

    func testAvoidedTermsInInlineCodeAreCodeNotProse() {
        let glossary = "terms:\n  - id: delegate\n    en: [delegate]\n    zh-Hans: {use: [代理], avoid: [委托]}\n    ko: [델리게이트]\n"
        let english = "# A\n\nSet the delegate.\n"
        let (_, diagnostics) = fixture(
            english: english, zh: "# 甲\n\n设置代理（不要写成 `委托`），不要写委托。\n", ko: "# 가\n\n델리게이트를 설정합니다.\n",
            glossary: glossary
        ).load()
        XCTAssertEqual(diagnostics.filter { $0.id == "avoided-term" }.map { "\($0.location)" }, ["KB/demo/a.zh-Hans.md:6:52"])
    }
}
