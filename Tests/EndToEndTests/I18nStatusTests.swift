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
