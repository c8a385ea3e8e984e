import Foundation
import GuidelineKit
import TestSupport
import XCTest

/// `hig-activity i18n status`: what a docs maintainer translates next, and what CI fails on.
final class I18nStatusTests: XCTestCase {
    private func makeKnowledgeBase() throws -> URL {
        let dir = try Run.temporaryDirectory()
        let topic = "# Topic\n\nThe topic.\n"
        let entry = "# Entry\n\nThe entry.\n"
        try CommandLineTests.write(dir, "t/_topic.en.md", "---\nkind: overview\n---\n" + topic)
        try CommandLineTests.write(dir, "t/fresh.en.md", entry)
        try CommandLineTests.write(dir, "t/stale.en.md", "# Stale\n\nChanged since.\n")
        try CommandLineTests.write(dir, "t/missing.en.md", "# Missing\n\nNot translated.\n")
        try CommandLineTests.write(dir, "t/_topic.ko.md", "---\nsource-digest: \(SourceDigest.of(topic))\n---\n# 주제\n\n주제입니다.\n")
        try CommandLineTests.write(dir, "t/fresh.ko.md", "---\nsource-digest: \(SourceDigest.of(entry))\n---\n# 항목\n\n항목입니다.\n")
        try CommandLineTests.write(dir, "t/stale.ko.md", "---\nsource-digest: 0000000000000000\n---\n# 오래됨\n\n예전 내용입니다.\n")
        return dir
    }

    func testStatusPerLanguageInTextAndJSONAndOnTheSite() throws {
        let kb = try makeKnowledgeBase()
        defer { try? FileManager.default.removeItem(at: kb) }
        let content = ["--content", kb.path]

        let text = try Run.hig(["i18n", "status"] + content)
        XCTAssertEqual(text.status, 0, text.stderr)
        XCTAssertEqual(
            text.stdout,
            """
            ko (Korean): 2 of 4 up to date (50%), 1 stale, 1 missing
              stale    t/stale  (sections not recorded)
              missing  t/missing

            """)

        let json = try Run.hig(["i18n", "status", "--format", "json"] + content)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let korean = try XCTUnwrap((object["languages"] as? [[String: Any]])?.first)
        XCTAssertEqual(korean["language"] as? String, "ko")
        XCTAssertEqual(korean["translated"] as? Int, 2)
        XCTAssertEqual(korean["stale"] as? [String], ["t/stale"])
        XCTAssertEqual(korean["missing"] as? [String], ["t/missing"])

        XCTAssertEqual(try Run.hig(["i18n", "status", "--fail-on", "stale"] + content).status, 1)
        XCTAssertEqual(try Run.hig(["i18n", "status", "--fail-on", "missing"] + content).status, 1)
        XCTAssertEqual(try Run.hig(["i18n", "status", "--fail-on", "sideways"] + content).status, 64)

        // The built-in knowledge base is complete: CI could fail on anything stale or missing.
        let builtin = try Run.hig(["i18n", "status", "--fail-on", "stale", "--fail-on", "missing"])
        XCTAssertEqual(builtin.status, 0, builtin.stdout)

        // The site's home page per language says the same.
        let site = try Run.temporaryDirectory().appendingPathComponent("site")
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        XCTAssertEqual(try Run.hig(["build", "html", "--out", site.path] + content).status, 0)
        let home = try String(contentsOf: site.appendingPathComponent("ko/index.html"), encoding: .utf8)
        XCTAssertTrue(home.contains("항목 4개 중 2개가 번역되어 최신 상태입니다. 오래된 번역 1개, 아직 번역되지 않은 항목 1개."), home)
    }

    /// A translator brings a translation up to date and stamps it; when the English changes
    /// later, status names the sections to look at.
    func testStampRecordsTheSectionsThatStatusLaterNames() throws {
        let kb = try makeKnowledgeBase()
        defer { try? FileManager.default.removeItem(at: kb) }
        let content = ["--content", kb.path]
        try CommandLineTests.write(kb, "t/stale.en.md", "# Stale\n\nChanged since.\n\n## Usage\n\nUse it.\n\n## Limits\n\nNone.\n")
        let koFile = kb.appendingPathComponent("t/stale.ko.md")
        try "---\nsource-digest: 0000000000000000\ntags: [오래됨]\n---\n# 오래됨\n\n요약입니다.\n".write(
            to: koFile, atomically: true, encoding: .utf8)

        // One bad id: nothing is written, and the error says which and what was meant.
        let bad = try Run.hig(["i18n", "stamp", "--lang", "ko", "t/stale", "t/stael"] + content)
        XCTAssertEqual(bad.status, 1)
        XCTAssertEqual(bad.stderr, "hig-activity: t/stael: no such entry (did you mean t/stale?)\n")
        XCTAssertTrue(try String(contentsOf: koFile, encoding: .utf8).contains("0000000000000000"))
        let missing = try Run.hig(["i18n", "stamp", "--lang", "ko", "t/missing"] + content)
        XCTAssertEqual(missing.stderr, "hig-activity: t/missing.ko.md: no ko translation of t/missing; write it first\n")
        let builtin = try Run.hig(["i18n", "stamp", "--lang", "ko", "activity-views"])
        XCTAssertEqual(builtin.status, 64)
        XCTAssertTrue(builtin.stderr.contains("name the knowledge base folder with --content DIR"), builtin.stderr)

        let stamp = try Run.hig(["i18n", "stamp", "--lang", "ko", "t/stale"] + content)
        XCTAssertEqual(stamp.status, 0, stamp.stderr)
        XCTAssertEqual(stamp.stdout, "stamped t/stale.ko.md\n")
        let stamped = try String(contentsOf: koFile, encoding: .utf8)
        XCTAssertTrue(stamped.hasPrefix("---\nsource-digest: "), stamped)
        XCTAssertTrue(stamped.contains("source-sections:\n  - intro "), stamped)
        XCTAssertTrue(stamped.contains("\n  - usage ") && stamped.contains("\n  - limits "), stamped)
        XCTAssertTrue(stamped.hasSuffix("tags: [오래됨]\n---\n# 오래됨\n\n요약입니다.\n"), stamped)
        XCTAssertEqual(try Run.hig(["i18n", "status", "--fail-on", "stale"] + content).status, 0)
        // Stamping again gives the same file.
        XCTAssertEqual(try Run.hig(["i18n", "stamp", "--lang", "ko", "t/stale"] + content).status, 0)
        XCTAssertEqual(try String(contentsOf: koFile, encoding: .utf8), stamped)

        try CommandLineTests.write(kb, "t/stale.en.md", "# Stale\n\nChanged since.\n\n## Usage\n\nUse it with care.\n\n## Limits\n\nNone.\n")
        let text = try Run.hig(["i18n", "status"] + content)
        XCTAssertTrue(text.stdout.contains("  stale    t/stale  (changed: \"Usage\")\n"), text.stdout)
        let json = try Run.hig(["i18n", "status", "--format", "json"] + content)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let korean = try XCTUnwrap((object["languages"] as? [[String: Any]])?.first)
        let sections = try XCTUnwrap((korean["staleSections"] as? [String: Any])?["t/stale"] as? [String: Any])
        XCTAssertEqual((sections["changed"] as? [[String: String]])?.map { $0["name"] }, ["usage"])
        XCTAssertEqual(sections["added"] as? [String], [])
    }

    /// A figure's labels are translated like an entry: status names a stale or missing block,
    /// `--fail-on` fails on it, and stamping a figure records the English labels' digest in its
    /// language's block, leaving the rest of the file as it was.
    func testFigureLabelsAreStatusedAndStamped() throws {
        let kb = try makeKnowledgeBase()
        defer { try? FileManager.default.removeItem(at: kb) }
        let content = ["--content", kb.path]
        try CommandLineTests.write(kb, "t/stale.ko.md", "---\nsource-digest: \(SourceDigest.of("# Stale\n\nChanged since.\n"))\n---\n# 오래됨\n\n요약.\n")
        try CommandLineTests.write(kb, "t/missing.ko.md", "---\nsource-digest: \(SourceDigest.of("# Missing\n\nNot translated.\n"))\n---\n# 없음\n\n요약.\n")
        try CommandLineTests.write(
            kb, "t/figures/bar.svg",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 20\"><text data-label=\"edge\" x=\"1\" y=\"10\" class=\"fill-text\"></text></svg>\n")
        let labels = "# The bar's labels\nen:\n  edge: Edge\nko:\n  edge: 가장자리\n"
        try CommandLineTests.write(kb, "t/figures/bar.labels.yml", labels)
        try CommandLineTests.write(kb, "t/fresh.en.md", "# Entry\n\nThe entry.\n\n![A bar.](figures/bar.svg \"The bar\")\n")
        try CommandLineTests.write(
            kb, "t/fresh.ko.md",
            "---\nsource-digest: \(SourceDigest.of("# Entry\n\nThe entry.\n\n![A bar.](figures/bar.svg \"The bar\")\n"))\n---\n# 항목\n\n항목입니다.\n\n![막대.](figures/bar.svg \"막대\")\n")

        let before = try Run.hig(["i18n", "status"] + content)
        XCTAssertEqual(
            before.stdout,
            """
            ko (Korean): 4 of 4 up to date (100%), 0 stale, 0 missing
              figure labels: 0 of 1 up to date, 1 stale, 0 missing
              stale    t/figures/bar.svg

            """)
        XCTAssertEqual(try Run.hig(["i18n", "status", "--fail-on", "stale"] + content).status, 1)
        let check = try Run.hig(["check"] + content)
        XCTAssertTrue(check.stdout.contains("t/figures/bar.labels.yml:4:1: warning: the ko labels were not made from the current English ones"), check.stdout)

        let stamp = try Run.hig(["i18n", "stamp", "--lang", "ko", "t/figures/bar.svg"] + content)
        XCTAssertEqual(stamp.status, 0, stamp.stderr)
        XCTAssertEqual(stamp.stdout, "stamped t/figures/bar.labels.yml\n")
        let stamped = try String(contentsOf: kb.appendingPathComponent("t/figures/bar.labels.yml"), encoding: .utf8)
        XCTAssertTrue(stamped.hasPrefix("# The bar's labels\nen:\n  edge: Edge\nko:\n  source-digest: "), stamped)
        XCTAssertTrue(stamped.hasSuffix("\n  edge: 가장자리\n"), stamped)
        XCTAssertEqual(try Run.hig(["i18n", "status", "--fail-on", "stale"] + content).status, 0)
        // A changed English label makes the Korean block stale again.
        try CommandLineTests.write(kb, "t/figures/bar.labels.yml", stamped.replacingOccurrences(of: "edge: Edge", with: "edge: Outer edge"))
        let json = try Run.hig(["i18n", "status", "--format", "json"] + content)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let korean = try XCTUnwrap((object["languages"] as? [[String: Any]])?.first)
        XCTAssertEqual((korean["figureLabels"] as? [String: [String]])?["stale"], ["t/figures/bar.svg"])
        // A label with no Korean text is missing.
        try CommandLineTests.write(kb, "t/figures/bar.labels.yml", "en:\n  edge: Edge\nko:\n  other: 다른\n")
        XCTAssertEqual(try Run.hig(["i18n", "status", "--fail-on", "missing"] + content).status, 1)
    }
}

/// Rules are described in the reader's language: severities and inputs translated, and the
/// technical summary (written in English) marked as English.
final class LocalizedRulesTests: XCTestCase {
    func testRulesAndRulePagesInKorean() throws {
        let rules = try Run.hig(["rules", "--lang", "ko"])
        XCTAssertTrue(rules.stdout.contains("activity-popover-anchor (오류; 읽는 대상: Swift 소스 코드)"), rules.stdout)
        XCTAssertTrue(rules.stdout.contains("    검사 내용(영문): A UIActivityViewController presented"), rules.stdout)
        let english = try Run.hig(["rules", "--lang", "en"])
        XCTAssertTrue(english.stdout.contains("activity-popover-anchor (error; reads: Swift source)"), english.stdout)

        let site = try Run.temporaryDirectory().appendingPathComponent("site")
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        XCTAssertEqual(try Run.hig(["build", "html", "--out", site.path]).status, 0)
        let page = try String(
            contentsOf: site.appendingPathComponent("ko/rules/activity-popover-anchor.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("<dd>오류</dd>"), page)
        XCTAssertTrue(page.contains("<span class=\"notice\">검사 내용(영문):</span> <span lang=\"en\">A UIActivityViewController"), page)
    }
}
