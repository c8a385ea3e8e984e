import Foundation
import TestSupport
import XCTest

/// `hig-activity build html` as a docs maintainer runs it.
final class BuildHTMLTests: XCTestCase {
    func testBuildsTheSiteWithTheBuiltInTemplatesFromACopiedBinary() throws {
        let dir = try Run.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let copy = dir.appendingPathComponent("hig-activity")
        try FileManager.default.copyItem(at: Run.binary, to: copy)
        let run = try Run.hig(["build", "html", "--out", "site"], directory: dir, executable: copy)
        XCTAssertEqual(run.status, 0, run.stderr)
        let site = dir.appendingPathComponent("site")
        for path in [
            "index.html", "404.html", "assets/style.css", "en/index.html", "zh-Hans/activity-views/share-button.html",
            "ko/activity-views/index.html", "ko/rules/activity-popover-anchor.html",
        ] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: site.appendingPathComponent(path).path), path)
        }
        let page = try String(
            contentsOf: site.appendingPathComponent("zh-Hans/activity-views/share-button.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("<html lang=\"zh-Hans\">"))
        XCTAssertTrue(page.contains("<h1>使用“共享”按钮打开活动视图</h1>"))
    }

    func testCustomTemplatesReplaceTheBuiltInOnes() throws {
        let dir = try Run.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let templates = dir.appendingPathComponent("templates")
        try FileManager.default.copyItem(
            at: Repository.root.appendingPathComponent("Templates"), to: templates)
        let page = templates.appendingPathComponent("page.mustache")
        try (try String(contentsOf: page, encoding: .utf8)).replacingOccurrences(
            of: "<main id=\"content\">", with: "<main id=\"content\" data-team=\"acme\">"
        )
        .write(to: page, atomically: true, encoding: .utf8)
        let run = try Run.hig([
            "build", "html", "--out", dir.appendingPathComponent("site").path, "--templates", templates.path,
        ])
        XCTAssertEqual(run.status, 0, run.stderr)
        let home = try String(contentsOf: dir.appendingPathComponent("site/en/index.html"), encoding: .utf8)
        XCTAssertTrue(home.contains("<main id=\"content\" data-team=\"acme\">"))

        try "{{#broken}}".write(to: page, atomically: true, encoding: .utf8)
        let broken = try Run.hig([
            "build", "html", "--out", dir.appendingPathComponent("site").path, "--templates", templates.path,
        ])
        XCTAssertEqual(broken.status, 2)
        XCTAssertTrue(broken.stderr.contains("page.mustache"), broken.stderr)
        // The earlier site is untouched.
        XCTAssertTrue(
            try String(contentsOf: dir.appendingPathComponent("site/en/index.html"), encoding: .utf8).contains("acme"))
    }

    func testBuildsAreByteIdenticalAndBadContentWritesNothing() throws {
        let dir = try Run.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["a", "b"] {
            XCTAssertEqual(try Run.hig(["build", "html", "--out", dir.appendingPathComponent(name).path]).status, 0)
        }
        let diff = try Subprocess.run(
            URL(fileURLWithPath: "/usr/bin/diff"),
            ["-r", dir.appendingPathComponent("a").path, dir.appendingPathComponent("b").path])
        XCTAssertEqual(diff.status, 0, "two builds differ: \(diff.stdout)")

        let content = dir.appendingPathComponent("content")
        try CommandLineTests.write(content, "t/_topic.en.md", "# T\n\nSee [x](t/nope).\n")
        let bad = try Run.hig([
            "build", "html", "--content", content.path, "--out", dir.appendingPathComponent("a").path,
        ])
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent("a/en/index.html").path))
    }
}


