import Foundation
import GuidelineKit
import TestSupport
import XCTest

/// A language is its definition in `Languages.all` plus content: a team's knowledge base written
/// in English and Japanese goes through every command in Japanese, and is not held to the
/// built-in guidelines' Chinese and Korean.
final class FourthLanguageTests: XCTestCase {
    static let overview = """
        ---
        kind: overview
        reference: https://example.com/guides/sharing
        ---
        # Sharing

        How our apps share documents.
        """

    static let entry = """
        ---
        kind: guideline
        tags: [export, share]
        ---
        # Export a copy before sharing

        Share an exported copy, never the document people are editing.

        ## Why

        Someone may still be editing the original when the recipient opens it.

        ```swift avoid
        share(document.fileURL)
        ```
        """

    static let japaneseOverview = "# 共有\n\nアプリが文書を共有する方法です。\n"
    static let japaneseEntry = """
        # 共有する前にコピーを書き出す

        編集中の文書ではなく、書き出したコピーを共有します。

        ## 理由

        受け取った人が開くとき、元の文書はまだ編集中かもしれません。

        ```swift avoid
        share(document.fileURL)
        ```
        """

    private func makeKnowledgeBase() throws -> URL {
        let dir = try Run.temporaryDirectory()
        try CommandLineTests.write(dir, "sharing/_topic.en.md", Self.overview)
        try CommandLineTests.write(dir, "sharing/export-copy.en.md", Self.entry)
        for (english, japanese, name) in [
            (Self.overview, Self.japaneseOverview, "_topic"), (Self.entry, Self.japaneseEntry, "export-copy"),
        ] {
            let digest = SourceDigest.of(Fixture.body(of: english))
            try CommandLineTests.write(dir, "sharing/\(name).ja.md", "---\nsource-digest: \(digest)\ntags: [書き出し]\n---\n" + japanese)
        }
        return dir
    }

    func testEveryCommandWorksInAFourthLanguage() throws {
        let kb = try makeKnowledgeBase()
        defer { try? FileManager.default.removeItem(at: kb) }
        let content = ["--content", kb.path]

        let check = try Run.hig(["check"] + content)
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        XCTAssertEqual(check.stdout, "", "no Chinese or Korean translations are expected of this knowledge base")

        let list = try Run.hig(["list"] + content, environment: ["LANG": "ja_JP.UTF-8"])
        XCTAssertEqual(list.status, 0, list.stderr)
        XCTAssertTrue(list.stdout.contains("sharing/export-copy") && list.stdout.contains("共有する前にコピーを書き出す"), list.stdout)

        let show = try Run.hig(["show", "sharing/export-copy", "--lang", "ja"] + content)
        XCTAssertEqual(show.status, 0, show.stderr)
        XCTAssertTrue(show.stdout.contains("受け取った人が開くとき"), show.stdout)
        XCTAssertTrue(show.stdout.contains("避けるべきコード"), "the example's label is Japanese: \(show.stdout)")

        let search = try Run.hig(["search", "書き出し", "--lang", "ja", "--json"] + content)
        XCTAssertEqual(search.status, 0, search.stderr)
        let results = try XCTUnwrap(
            (JSONSerialization.jsonObject(with: Data(search.stdout.utf8)) as? [String: Any])?["results"]
                as? [[String: Any]])
        XCTAssertEqual(results.first?["id"] as? String, "sharing/export-copy", search.stdout)
        let none = try Run.hig(["search", "qqqzzz", "--lang", "ja"] + content)
        XCTAssertTrue((none.stdout + none.stderr).contains("「qqqzzz」に一致する項目はありません"), none.stdout + none.stderr)

        let out = try Run.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let site = out.appendingPathComponent("site")
        let html = try Run.hig(["build", "html", "--out", site.path] + content)
        XCTAssertEqual(html.status, 0, html.stderr)
        let page = try String(
            contentsOf: site.appendingPathComponent("ja/sharing/export-copy.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("lang=\"ja\""))
        XCTAssertTrue(page.contains("共有する前にコピーを書き出す"))
        XCTAssertTrue(page.contains("元のガイドライン"), "the site's own words are Japanese too")
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: site.appendingPathComponent("ko").path),
            "no pages in languages the knowledge base is not written in")

        let manFolder = out.appendingPathComponent("man")
        let man = try Run.hig(["build", "man", "--out", manFolder.path] + content)
        XCTAssertEqual(man.status, 0, man.stderr)
        let roff = try String(contentsOf: manFolder.appendingPathComponent("ja/man7/hig-sharing.7"), encoding: .utf8)
        XCTAssertTrue(roff.contains(".SH 名前"), roff)
        XCTAssertTrue(roff.contains(".SH 項目"), roff)
        XCTAssertFalse(FileManager.default.fileExists(atPath: manFolder.appendingPathComponent("zh_CN").path))
    }
}
