import Foundation
import GuidelineRules
import XCTest

/// `hig-activity lint` run as a user runs it on a fixture iOS project with an app, a share
/// extension, an action extension and an asset catalog.
final class LintCommandTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let sample = repository.appendingPathComponent("Tests/Fixtures/SampleApp")

    /// `rule-id file:line` of each diagnostic in text output.
    private func violations(_ output: String) -> [String] {
        output.split(separator: "\n").compactMap { line in
            guard let open = line.lastIndex(of: "["), line.hasSuffix("]") else { return nil }
            let rule = line[line.index(after: open)..<line.index(before: line.endIndex)]
            // A help line ends with its entry and link instead of an id.
            guard !rule.contains("/") else { return nil }
            let location = line.split(separator: ":").prefix(2).joined(separator: ":")
            return "\(rule) \((location as NSString).lastPathComponent)"
        }
    }

    func testLintsTheSampleProjectInXcodeFormat() throws {
        let run = try Run.hig(["lint", "Tests/Fixtures/SampleApp"], directory: Self.repository)
        XCTAssertEqual(run.status, 1, "an error-severity violation (popover anchor) fails the run: \(run.stderr)")
        XCTAssertEqual(
            violations(run.stdout),
            [
                "activity-title-no-brand Activities.swift:6", "activity-title-succinct Activities.swift:6",
                "activity-icon-template Activities.swift:7", "activity-no-duplicate-system Activities.swift:16",
                "share-button-system DocumentViewController.swift:16",
                "activity-popover-anchor DocumentViewController.swift:26",
                "suppression-unused ActionViewController.swift:6", "action-extension-app-name Info.plist:5",
                "share-extension-compose-view ShareViewController.swift:4",
                "extension-no-modal ShareViewController.swift:8",
                "extension-no-completion-notification ShareViewController.swift:15",
            ])
        XCTAssertTrue(
            run.stdout.contains(
                "Tests/Fixtures/SampleApp/Ledger/DocumentViewController.swift:26:9: error: Present the activity view as a sheet or popover"
            ))
    }

    func testMessagesInTheReadersLanguage() throws {
        let run = try Run.hig(["lint", "Tests/Fixtures/SampleApp", "--lang", "ko"], directory: Self.repository)
        XCTAssertTrue(
            run.stdout.contains(
                "error: 활동 보기를 시트나 팝오버로 표시하기: “present(controller, animated: true)” [activity-popover-anchor]"),
            run.stdout)
        let zh = try Run.hig(
            ["lint", "Tests/Fixtures/SampleApp"], environment: ["LANG": "zh_CN.UTF-8"], directory: Self.repository)
        // Without a site of its own, help links go to Apple's page for the topic.
        XCTAssertTrue(zh.stdout.contains("[activity-views/presentation https://developer.apple.com/design/human-interface-guidelines/activity-views]"), zh.stdout)
        let site = try Run.hig(
            ["lint", "Tests/Fixtures/SampleApp", "--help-base-url", "https://docs.example.com/hig"],
            environment: ["LANG": "zh_CN.UTF-8"], directory: Self.repository)
        XCTAssertTrue(
            site.stdout.contains("https://docs.example.com/hig/zh-Hans/activity-views/presentation.html"), site.stdout)
    }

    /// A lint keeps its results in the cache folder (the built-in knowledge base's parse is
    /// part of the binary), and the next lint reports the same from them; `--no-cache` keeps nothing.
    func testTheCacheKeepsResultsAndNoCacheKeepsNothing() throws {
        let cache = try Run.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: cache) }
        let environment = ["XDG_CACHE_HOME": cache.path]
        func lint(_ options: [String] = []) throws -> Run {
            try Run.hig(
                ["lint", "Tests/Fixtures/SampleApp", "--lang", "ko"] + options, environment: environment,
                directory: Self.repository)
        }
        let scratch = try lint(["--no-cache"])
        XCTAssertEqual(scratch.status, 1, scratch.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cache.path), [], "--no-cache keeps nothing")
        let first = try lint(), second = try lint()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("hig-activity").path), ["lint"])
        XCTAssertEqual(first.stdout, scratch.stdout)
        XCTAssertEqual(second.stdout, scratch.stdout, "from the cache")
        XCTAssertEqual(second.status, 1)
    }

    func testSARIFAndJSONAndGitHubFormats() throws {
        let sarif = try Run.hig(["lint", "Tests/Fixtures/SampleApp", "--format", "sarif"], directory: Self.repository)
        XCTAssertEqual(sarif.status, 1)
        let log = try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any]
        let results = ((log?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        XCTAssertEqual(results.count, 11)
        let json = try Run.hig(["lint", "Tests/Fixtures/SampleApp", "--format", "json"], directory: Self.repository)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        XCTAssertEqual((object?["diagnostics"] as? [Any])?.count, 11)
        XCTAssertEqual(object?["errors"] as? Int, 1)
        // `xcode`, the format's first name, still works.
        let xcode = try Run.hig(["lint", "Tests/Fixtures/SampleApp", "--format", "xcode"], directory: Self.repository)
        XCTAssertEqual(xcode.stdout, try Run.hig(["lint", "Tests/Fixtures/SampleApp"], directory: Self.repository).stdout)
        let github = try Run.hig(
            ["lint", "Tests/Fixtures/SampleApp", "--format", "github"], directory: Self.repository)
        XCTAssertEqual(github.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }.count, 11)
        let bad = try Run.hig(["lint", "--format", "pmd"], directory: Self.repository)
        XCTAssertEqual(bad.status, 64)
    }

    func testBaselineHidesKnownViolations() throws {
        let dir = try Run.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let baseline = dir.appendingPathComponent("baseline.json").path
        let write = try Run.hig(
            ["lint", "Tests/Fixtures/SampleApp", "--write-baseline", baseline], directory: Self.repository)
        XCTAssertEqual(write.status, 0, write.stderr)
        let again = try Run.hig(
            ["lint", "Tests/Fixtures/SampleApp", "--baseline", baseline], directory: Self.repository)
        XCTAssertEqual(again.status, 0, again.stdout)
        XCTAssertEqual(again.stdout, "")
        let missing = try Run.hig(
            ["lint", "Tests/Fixtures/SampleApp", "--baseline", "/nonexistent.json"], directory: Self.repository)
        XCTAssertEqual(missing.status, 2)
    }

    /// A text report ends, on standard error, with what was found, read, run and hidden, in
    /// the reader's language; `--quiet` and the other formats leave it out.
    func testTheTextReportEndsWithASummary() throws {
        let dir = try Run.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let code = """
            func makeMenu() -> UIMenu {
                UIMenu(children: [
                    UIAction(title: "delete the item") { _ in },
                    // hig-activity:disable:next menu-item-label-style
                    UIAction(title: "rename the item") { _ in },
                    UIAction(title: "move the item") { _ in },
                ])
            }
            """
        try Data(code.utf8).write(to: dir.appendingPathComponent("Menu.swift"))
        let baseline = dir.appendingPathComponent("baseline.json").path
        try Data("only: [menu-item-label-style, menu-destructive-role]\n".utf8).write(to: dir.appendingPathComponent(".hig-activity.yml"))
        let first = try Run.hig(["lint", "--no-cache", "."], directory: dir)
        let summary = try XCTUnwrap(first.stderr.split(separator: "\n").last.map(String.init), first.stderr)
        XCTAssertTrue(
            summary.hasPrefix("Done linting: 0 error(s), 1 warning(s), 2 note(s) in 1 file(s) (7 lines), 2 rules, "),
            summary)
        XCTAssertTrue(summary.hasSuffix(" s; 0 hidden by the baseline, 1 by suppressions."), summary)

        // The menu-item note on the first line is recorded, then hidden; the report is now one
        // note and one warning shorter than the code holds.
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        try Data(lines.prefix(3).joined(separator: "\n").appending("\n])\n}\n").utf8).write(to: dir.appendingPathComponent("Menu.swift"))
        XCTAssertEqual(try Run.hig(["lint", ".", "--write-baseline", baseline], directory: dir).status, 0)
        try Data(code.utf8).write(to: dir.appendingPathComponent("Menu.swift"))
        let hidden = try Run.hig(["lint", ".", "--baseline", baseline, "--lang", "ko"], directory: dir)
        let korean = try XCTUnwrap(hidden.stderr.split(separator: "\n").last.map(String.init), hidden.stderr)
        XCTAssertTrue(korean.hasPrefix("검사 완료: 파일 1개(7줄), 규칙 2개, "), korean)
        XCTAssertTrue(korean.contains("오류 0개, 경고 0개, 참고 1개. 기준선으로 2개, 비활성화 주석으로 1개를 숨겼습니다."), korean)

        for arguments in [["lint", "--quiet", "."], ["lint", "--format", "json", "."]] {
            let run = try Run.hig(arguments, directory: dir)
            XCTAssertEqual(run.stderr, "", "\(arguments)")
        }
    }

    func testConfigurationAndPathErrorsExitTwo() throws {
        let dir = try Run.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "rules:\n  activity-popover-anchor: { severity: loud }\n".write(
            to: dir.appendingPathComponent(".hig-activity.yml"), atomically: true, encoding: .utf8)
        let bad = try Run.hig(["lint", dir.path])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(
            bad.stderr.contains(
                "\(dir.path)/.hig-activity.yml:2:40: error: severity of 'activity-popover-anchor' must be error, warning, note or off"), bad.stderr)
        let missing = try Run.hig(["lint", "/nonexistent/project"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("no such file or folder: /nonexistent/project"))
    }

    func testRulesCommandAndCheckCrossReference() throws {
        let rules = try Run.hig(["rules"])
        XCTAssertEqual(
            rules.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map { String($0.prefix { $0 != " " }) },
            RuleCatalogue.all.map(\.id))
        // An entry naming an unknown rule is a content error.
        let dir = try Run.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CommandLineTests.write(dir, "t/_topic.en.md", "# T\n\nAbout.\n")
        try CommandLineTests.write(dir, "t/a.en.md", "---\nrules: [activity-popover-ancor]\n---\n# A\n\nSummary.\n")
        let check = try Run.hig(["check", "--content", dir.path])
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(
            check.stdout.contains(
                "t/a.en.md:2:9: error: unknown rule 'activity-popover-ancor'; did you mean 'activity-popover-anchor'?"),
            check.stdout)
        // A knowledge base with the rules' topic must hold every entry they enforce, and list them back.
        try CommandLineTests.write(dir, "activity-views/_topic.en.md", "# Activity views\n\nAbout.\n")
        let partial = try Run.hig(["check", "--content", dir.path])
        XCTAssertTrue(
            partial.stdout.contains(
                "rule:activity-popover-anchor:1:1: error: rule 'activity-popover-anchor' enforces unknown entry 'activity-views/presentation'"
            ), partial.stdout)
    }
}
