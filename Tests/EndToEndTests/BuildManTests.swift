import Foundation
import GuidelineKit
import TestSupport
import XCTest

/// `hig-activity build man` as a docs maintainer runs it, read back with man, whatis and apropos.
final class BuildManTests: XCTestCase {
    private func tool(_ path: String, _ arguments: [String], environment: [String: String] = [:]) throws -> Run {
        try Run.hig(arguments, environment: environment, executable: URL(fileURLWithPath: path))
    }

    func testWritesPagesThatManAndAproposRead() throws {
        let dir = try Run.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("man")
        let build = try Run.hig(["build", "man", "--out", out.path])
        XCTAssertEqual(build.status, 0, build.stderr)
        let files = (FileManager.default.enumerator(atPath: out.path)?.allObjects as? [String] ?? []).filter {
            $0.hasSuffix(".1") || $0.hasSuffix(".7")
        }.sorted()
        // A page per topic and per entry, in each language, and the command's own.
        let topics = [
            "activity-views", "buttons", "context-menus", "edit-menus", "menus", "pop-up-buttons", "pull-down-buttons",
            "toolbars",
        ]
        for folder in ["man7", "zh_CN/man7", "ko/man7"] {
            for topic in topics { XCTAssertTrue(files.contains("\(folder)/hig-\(topic).7"), "\(folder) lacks \(topic)") }
            XCTAssertTrue(files.contains("\(folder)/hig-activity-views-presentation.7"), "\(folder) lacks the entry page")
            XCTAssertGreaterThan(files.filter { $0.hasPrefix(folder + "/") }.count, 100)
        }
        XCTAssertTrue(files.contains("man1/hig-activity.1"))
        // mandoc finds nothing to say, not even about style, on any page.
        for file in files {
            let lint = try tool("/usr/bin/mandoc", ["-Tlint", out.appendingPathComponent(file).path])
            XCTAssertEqual(lint.status, 0, "\(file): " + lint.stdout + lint.stderr)
        }

        let env = ["MANPATH": out.path, "LANG": "C.UTF-8", "MANWIDTH": "80"]
        let chinese = try tool("/usr/bin/man", ["-L", "zh_CN", "-P", "cat", "hig-activity-views"], environment: env)
        XCTAssertTrue(chinese.stdout.contains("名称"), chinese.stdout + chinese.stderr)
        XCTAssertTrue(chinese.stdout.contains("使用“共享”按钮打开活动视图"), chinese.stdout)
        let korean = try tool("/usr/bin/man", ["-L", "ko", "-P", "cat", "hig-activity-views"], environment: env)
        XCTAssertTrue(korean.stdout.contains("공유 버튼으로 활동 보기 열기"), korean.stdout)
        let english = try tool("/usr/bin/man", ["-P", "cat", "hig-activity-views"], environment: env)
        XCTAssertTrue(english.stdout.contains("Open the activity view with the Share button"), english.stdout)
        // The other topics have their pages too, in each language.
        for (topic, language, title) in [
            ("pull-down-buttons", "en", "Confirm destructive items in a pull-down menu"),
            ("pull-down-buttons", "zh_CN", "让用户确认下拉菜单中的破坏性操作"),
            ("pull-down-buttons", "ko", "풀다운 메뉴에서 파괴적인 동작 확인받기"),
            ("context-menus", "en", "Hide unavailable items instead of dimming them"),
            ("context-menus", "zh_CN", "隐藏而不是调暗不可用的菜单项"),
            ("context-menus", "ko", "사용할 수 없는 항목은 흐리게 표시하지 말고 숨기기"),
            ("toolbars", "en", "Give each window a short, useful title"),
            ("toolbars", "zh_CN", "为每个窗口取一个简短而有意义的标题"),
            ("toolbars", "ko", "윈도우마다 짧고 유용한 제목 붙이기"),
        ] {
            let page = try tool(
                "/usr/bin/man", (language == "en" ? [] : ["-L", language]) + ["-P", "cat", "hig-\(topic)"],
                environment: env)
            // man fills lines, so a long title may break across two.
            let text = page.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            XCTAssertTrue(text.contains(title), "\(topic) \(language): " + page.stdout + page.stderr)
        }

        // The command manual documents every subcommand and option, and what they can't say.
        let manual = try tool("/usr/bin/man", ["-P", "cat", "1", "hig-activity"], environment: env)
        for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "EXIT STATUS", "ENVIRONMENT", "FILES", "EXAMPLES", "SEE ALSO"] {
            XCTAssertTrue(manual.stdout.contains("\n\(section)\n"), "man page lacks \(section)")
        }
        XCTAssertFalse(manual.stdout.contains("OVERVIEW:"), "the manual is the --help text pasted in")
        for text in ["HIG_ACTIVITY_CONTENT", "XDG_CACHE_HOME", ".hig-activity.yml", "hig-activity lint MyApp --format sarif", "hig-buttons(7)"] {
            XCTAssertTrue(manual.stdout.contains(text), "man page lacks \(text)")
        }
        for command in ["list", "show", "search", "check", "lint", "rules", "build man"] {
            XCTAssertTrue(manual.stdout.contains("hig-activity \(command)"), "man page lacks \(command)")
        }
        for option in ["--content", "--lang", "--format", "--write-baseline", "--kind", "--json", "--out"] {
            XCTAssertTrue(manual.stdout.contains(option), "man page lacks \(option)")
        }

        // Indexed by mandb, the NAME lines answer whatis and apropos in each language.
        _ = try tool("/usr/bin/mandb", ["-q", out.path])
        let whatis = try tool("/usr/bin/whatis", ["-L", "zh_CN", "hig-activity-views"], environment: env)
        // The NAME line is the topic's summary in that language (its opening words, as whatis prints them).
        func opening(_ language: Language) -> String {
            String(Repository.builtin.0.entry("activity-views")?.texts[language]?.summary.prefix(8) ?? "")
        }
        XCTAssertTrue(
            whatis.stdout.contains("hig-activity-views (7) - \(opening(.simplifiedChinese))"), whatis.stdout + whatis.stderr)
        let apropos = try tool("/usr/bin/apropos", ["share"], environment: env)
        XCTAssertTrue(apropos.stdout.contains("hig-activity-views (7)"), apropos.stdout + apropos.stderr)
        let korean2 = try tool("/usr/bin/apropos", ["-L", "ko", "공유"], environment: env)
        XCTAssertTrue(korean2.stdout.contains("hig-activity-views (7) - \(opening(.korean))"), korean2.stdout + korean2.stderr)
        // An entry is found by what its own title says, in each language.
        let popover = try tool("/usr/bin/apropos", ["popover"], environment: env)
        XCTAssertTrue(popover.stdout.contains("hig-activity-views-presentation (7)"), popover.stdout + popover.stderr)
        let chinesePopover = try tool("/usr/bin/man", ["-L", "zh_CN", "-k", "弹出"], environment: env)
        XCTAssertTrue(
            chinesePopover.stdout.contains("hig-activity-views-presentation (7) - 以表单或弹出窗口"),
            chinesePopover.stdout + chinesePopover.stderr)
        let entry = try tool("/usr/bin/man", ["-L", "ko", "-P", "cat", "hig-activity-views-presentation"], environment: env)
        XCTAssertTrue(entry.stdout.contains("hig-activity-views(7)"), entry.stdout)
    }

    func testBuildsAreByteIdentical() throws {
        let dir = try Run.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["a", "b"] {
            XCTAssertEqual(try Run.hig(["build", "man", "--out", dir.appendingPathComponent(name).path]).status, 0)
        }
        for file in [
            "man1/hig-activity.1", "man7/hig-activity-views.7", "zh_CN/man7/hig-activity-views.7",
            "ko/man7/hig-activity-views.7",
        ] {
            XCTAssertEqual(
                try Data(contentsOf: dir.appendingPathComponent("a/\(file)")),
                try Data(contentsOf: dir.appendingPathComponent("b/\(file)")), file)
        }
    }

    /// Built again into its own folder, only pages whose bytes changed are written, pages no
    /// longer made go, and the folder ends as a fresh build's.
    func testARebuildWritesOnlyTheChangedPages() throws {
        let dir = try Run.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let content = dir.appendingPathComponent("content")
        try FileManager.default.copyItem(at: Repository.content, to: content)
        let out = dir.appendingPathComponent("man")
        func build(_ folder: URL) throws {
            let run = try Run.hig(["build", "man", "--content", content.path, "--out", folder.path])
            XCTAssertEqual(run.status, 0, run.stderr)
        }
        func inodes() -> [String: UInt64] {
            var found: [String: UInt64] = [:]
            for case let path as String in FileManager.default.enumerator(atPath: out.path)! {
                var info = stat()
                stat(out.appendingPathComponent(path).path, &info)
                found[path] = UInt64(info.st_ino)
            }
            return found
        }
        func rewritten(_ before: [String: UInt64]) -> [String] {
            inodes().filter { before[$0.key] != $0.value }.keys.sorted()
        }
        try build(out)
        var before = inodes()
        try build(out)
        XCTAssertEqual(rewritten(before), [])

        let anatomy = content.appendingPathComponent("activity-views/anatomy.en.md")
        try (String(contentsOf: anatomy, encoding: .utf8) + "\nA sentence added between builds.\n")
            .write(to: anatomy, atomically: true, encoding: .utf8)
        let added = content.appendingPathComponent("activity-views/added.en.md")
        try "---\nkind: guideline\n---\n# Added\n\nAn entry added between builds.\n".write(
            to: added, atomically: true, encoding: .utf8)
        before = inodes()
        try build(out)
        XCTAssertTrue(rewritten(before).contains("man7/hig-activity-views-anatomy.7"), "\(rewritten(before))")
        XCTAssertTrue(rewritten(before).contains("man7/hig-activity-views-added.7"))
        XCTAssertFalse(rewritten(before).contains("man7/hig-buttons.7"))

        try FileManager.default.removeItem(at: added)
        try build(out)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.appendingPathComponent("man7/hig-activity-views-added.7").path))
        let fresh = dir.appendingPathComponent("fresh")
        try build(fresh)
        let names = FileManager.default.enumerator(atPath: out.path)!.compactMap { $0 as? String }.sorted()
        XCTAssertEqual(names, FileManager.default.enumerator(atPath: fresh.path)!.compactMap { $0 as? String }.sorted())
        for name in names {
            XCTAssertEqual(
                FileManager.default.contents(atPath: out.appendingPathComponent(name).path),
                FileManager.default.contents(atPath: fresh.appendingPathComponent(name).path), name)
        }
    }

    func testAFailedBuildLeavesTheOutputAsItWas() throws {
        let dir = try Run.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("man")
        // An earlier build's folder: it carries the tool's marker.
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try "keep".write(to: out.appendingPathComponent("marker"), atomically: true, encoding: .utf8)
        try "".write(to: out.appendingPathComponent(".hig-activity-output"), atomically: true, encoding: .utf8)

        // Bad content: reported, nothing written.
        let content = dir.appendingPathComponent("content")
        try CommandLineTests.write(content, "t/_topic.en.md", "# T\n\nAbout [x](t/missing).\n")
        let bad = try Run.hig(["build", "man", "--content", content.path, "--out", out.path])
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.stderr.contains("link to unknown entry 't/missing'"), bad.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted(), [".hig-activity-output", "marker"])

        // An unwritable place: reported, nothing changed (root writes anywhere, so use a file as parent).
        let blocker = dir.appendingPathComponent("file")
        try "x".write(to: blocker, atomically: true, encoding: .utf8)
        let unwritable = try Run.hig(["build", "man", "--out", blocker.appendingPathComponent("man").path])
        XCTAssertEqual(unwritable.status, 2)
        XCTAssertTrue(
            unwritable.stderr.contains("part of its path is a file, not a folder. Nothing was changed."), unwritable.stderr)

        // A good build replaces the folder whole.
        XCTAssertEqual(try Run.hig(["build", "man", "--out", out.path]).status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.appendingPathComponent("marker").path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix(".") }, [])
    }
}
