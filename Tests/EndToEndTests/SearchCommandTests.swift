import Foundation
import GuidelineRules
import TestSupport
import XCTest

/// `hig-activity search` as a user runs it.
final class SearchCommandTests: XCTestCase {
    func testJSONHasStableFields() throws {
        let run = try Run.hig(["search", "--json", "--lang", "ko", "--limit", "2", "popover", "anchor"])
        XCTAssertEqual(run.status, 0)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["language"] as? String, "ko")
        let results = try XCTUnwrap(object["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 2)
        for result in results {
            XCTAssertEqual(
                Set(result.keys), ["id", "kind", "entry", "title", "summary", "snippet", "matchedLanguage", "score"])
        }
        let rule = try XCTUnwrap(results.first { $0["kind"] as? String == "rule" })
        XCTAssertEqual(rule["id"] as? String, "activity-popover-anchor")
        XCTAssertEqual(rule["entry"] as? String, "activity-views/presentation")
        XCTAssertEqual(rule["title"] as? String, "활동 보기를 시트나 팝오버로 표시하기")
    }

    /// `--explain` says what was looked for and why each result ranks where it does, in the
    /// reader's language, and in JSON.
    func testExplainShowsTermsFieldsAndAdjustments() throws {
        let run = try Run.hig(["search", "--explain", "--limit", "2", "submenu"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.first?.hasPrefix("  looked for: ") == true, run.stdout)
        XCTAssertTrue(run.stdout.contains(" submenu 1.0 "), run.stdout)
        XCTAssertTrue(run.stdout.contains("(glossary: submenu)"), run.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("menus/submenus ") }, run.stdout)
        XCTAssertTrue(run.stdout.range(of: #"submenu \d+\.\d\d: id title"#, options: .regularExpression) != nil, run.stdout)
        XCTAssertTrue(run.stdout.contains("answers for “submenu” +1.00×"), run.stdout)
        XCTAssertTrue(run.stdout.contains("in the topic the query names (menus) ×1.2"), run.stdout)
        let korean = try Run.hig(["search", "--explain", "--lang", "ko", "--limit", "1", "하위 메뉴"])
        XCTAssertTrue(korean.stdout.contains("검색한 말: "), korean.stdout)
        XCTAssertTrue(korean.stdout.contains("“하위 메뉴”에 대한 답"), korean.stdout)

        let json = try Run.hig(["search", "--json", "--explain", "--limit", "1", "submenu"])
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let terms = try XCTUnwrap(object["terms"] as? [[String: Any]])
        XCTAssertTrue(terms.contains { $0["term"] as? String == "submenu" && $0["origin"] as? String == "typed" }, "\(terms)")
        XCTAssertTrue(terms.contains { $0["origin"] as? String == "glossary" && $0["of"] as? String == "submenu" }, "\(terms)")
        let result = try XCTUnwrap((object["results"] as? [[String: Any]])?.first)
        XCTAssertEqual(result["id"] as? String, "menus/submenus")
        let explain = try XCTUnwrap(result["explain"] as? [String: Any])
        let fields = try XCTUnwrap(explain["fields"] as? [[String: Any]])
        XCTAssertTrue(fields.contains { $0["term"] as? String == "submenu" && ($0["fields"] as? [String])?.contains("title") == true })
        let adjustments = try XCTUnwrap(explain["adjustments"] as? [[String: Any]])
        // In the order applied: the topic the query names, then the concept's answer.
        XCTAssertEqual(adjustments.map { $0["kind"] as? String }, ["named-topic", "answers-concept"])
        XCTAssertEqual(adjustments.first?["detail"] as? String, "menus")
        XCTAssertEqual(adjustments.first?["value"] as? Double, 1.2)
        XCTAssertEqual(adjustments.last?["detail"] as? String, "submenu")
    }

    func testKindAndTopicFilters() throws {
        let rules = try Run.hig(["search", "--kind", "rule", "--json", "title"])
        let results = try XCTUnwrap(
            (JSONSerialization.jsonObject(with: Data(rules.stdout.utf8)) as? [String: Any])?["results"]
                as? [[String: Any]])
        XCTAssertFalse(results.isEmpty)
        XCTAssertTrue(results.allSatisfy { $0["kind"] as? String == "rule" })
        let mistakes = try Run.hig(["search", "--kind", "mistake", "close", "button"])
        XCTAssertTrue(mistakes.stdout.hasPrefix("activity-views/common-mistakes "), mistakes.stdout)
        XCTAssertEqual(try Run.hig(["search", "--kind", "recipe", "x"]).status, 64)
        // AirDrop is a share-sheet word: the buttons topic has no entry for it.
        XCTAssertEqual(try Run.hig(["search", "airdrop"]).status, 0)
        XCTAssertEqual(try Run.hig(["search", "--topic", "buttons", "airdrop"]).status, 1)
    }

    func testDidYouMeanWhenNothingMatches() throws {
        let run = try Run.hig(["search", "extensionzzz"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderr, "No entry matches 'extensionzzz'. Did you mean: extension?\n")
        let ko = try Run.hig(["search", "--lang", "ko", "extensionzzz"])
        XCTAssertTrue(ko.stderr.contains("혹시 'extension'을(를) 찾으셨나요?"), ko.stderr)
    }

    func testSnippetsHighlightTheMatchOnlyOnATerminalAndFitTheWidth() throws {
        let command = "\(Run.binary.path) search --lang zh-Hans 模态视图"
        let tty = try Run.hig(
            ["-qec", command, "/dev/null"], environment: ["COLUMNS": "50"],
            executable: URL(fileURLWithPath: "/usr/bin/script"))
        XCTAssertTrue(
            tty.stdout.contains("\u{1B}[1;4m模\u{1B}[0m") || tty.stdout.contains("\u{1B}[1;4m模态"), tty.stdout)
        let piped = try Run.hig(["search", "--lang", "zh-Hans", "模态视图"], environment: ["COLUMNS": "50"])
        XCTAssertFalse(piped.stdout.contains("\u{1B}["))
        for line in piped.stdout.split(separator: "\n") {
            XCTAssertLessThanOrEqual(CommandLineTests.columns(line), 50, String(line))
        }
    }

    /// English snippets start and end at word boundaries, not inside a word.
    func testSnippetsCutBetweenWords() throws {
        let run = try Run.hig(["search", "popover", "anchor"], environment: ["COLUMNS": "60"])
        let snippets = run.stdout.split(separator: "\n").filter { $0.hasPrefix("    ") }
        XCTAssertFalse(snippets.isEmpty, run.stdout)
        for snippet in snippets {
            let text = snippet.trimmingCharacters(in: .whitespaces)
            // The word before a cut is whole: in the texts it is followed by a space or punctuation.
            if text.hasSuffix("…") {
                XCTAssertFalse(text.dropLast().hasSuffix(" "), String(snippet))
                let lastWord = String(
                    (text.dropLast().split(separator: " ").last ?? "").filter { $0.isLetter || $0.isNumber || $0 == "-" }
                        .trimmingCharacters(in: CharacterSet(charactersIn: "-")))
                let corpus =
                    Repository.builtin.0.sortedEntries.compactMap { $0.source?.summary }.joined(separator: "\n")
                    + RuleCatalogue.all.map(\.summary).joined(separator: "\n")
                XCTAssertNotNil(
                    corpus.range(of: "\\b\(NSRegularExpression.escapedPattern(for: lastWord))\\b", options: .regularExpression),
                    "\(snippet) cuts '\(lastWord)'")
            }
        }
        // At least one snippet was cut, so the checks above ran.
        XCTAssertTrue(snippets.contains { $0.hasSuffix("…") }, run.stdout)
    }

    /// A query in English reports the English text as the one that matched.
    func testEnglishQueriesMatchTheEnglishText() throws {
        let run = try Run.hig(["search", "share sheet title", "--json"])
        let results = try XCTUnwrap(
            (JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])?["results"] as? [[String: Any]])
        XCTAssertFalse(results.isEmpty)
        XCTAssertEqual(Set(results.compactMap { $0["matchedLanguage"] as? String }), ["en"], run.stdout)
        let chinese = try Run.hig(["search", "共享表单", "--json"])
        XCTAssertTrue(chinese.stdout.contains("\"matchedLanguage\" : \"zh-Hans\""), chinese.stdout)
    }

    func testIndexOfAContentDirectoryIsCachedAndRebuiltWhenTheContentChanges() throws {
        let content = try Run.temporaryDirectory()
        let cache = try Run.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: content)
            try? FileManager.default.removeItem(at: cache)
        }
        try CommandLineTests.write(content, "t/_topic.en.md", "# Topic\n\nAbout the topic.\n")
        try CommandLineTests.write(content, "t/alpha.en.md", "# Alpha\n\nThe first guideline about widgets.\n")
        let environment = ["XDG_CACHE_HOME": cache.path]
        let first = try Run.hig(["search", "--content", content.path, "widgets"], environment: environment)
        XCTAssertTrue(first.stdout.hasPrefix("t/alpha "), first.stdout)
        // The index, and the parse cache it was loaded through (see ParseCacheTests).
        func indexes() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("hig-activity").path)
                .filter { $0.hasSuffix(".higx") }
        }
        let cached = try indexes()
        XCTAssertEqual(cached.count, 1)
        // Same content: the cached index answers (same file, untouched).
        let again = try Run.hig(["search", "--content", content.path, "widgets"], environment: environment)
        XCTAssertEqual(again.stdout, first.stdout)
        XCTAssertEqual(try indexes(), cached)
        // An edited file changes the fingerprint: a new index replaces the old one.
        try CommandLineTests.write(content, "t/alpha.en.md", "# Alpha\n\nThe first guideline about gadgets.\n")
        let edited = try Run.hig(["search", "--content", content.path, "gadgets"], environment: environment)
        XCTAssertTrue(edited.stdout.hasPrefix("t/alpha "), edited.stdout)
        let now = try indexes()
        XCTAssertEqual(now.count, 1)
        XCTAssertNotEqual(now, cached)
        XCTAssertEqual(
            try Run.hig(["search", "--content", content.path, "widgets"], environment: environment).status, 1)
    }
}

/// The same input gives byte-identical output in separate processes (dictionary order and
/// parallel work vary from one process to the next).
final class DeterminismTests: XCTestCase {
    func testIndexCachesAndLintReportsAreByteIdenticalAcrossProcesses() throws {
        let dir = try Run.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var caches: [[String: Data]] = []
        for name in ["a", "b"] {
            let cache = dir.appendingPathComponent(name)
            let run = try Run.hig(
                ["search", "share", "--content", Repository.content.path], environment: ["XDG_CACHE_HOME": cache.path])
            XCTAssertEqual(run.status, 0, run.stderr)
            let folder = cache.appendingPathComponent("hig-activity")
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            caches.append(
                try Dictionary(
                    uniqueKeysWithValues: files.map { ($0, try Data(contentsOf: folder.appendingPathComponent($0))) }))
        }
        // The search index, and the parsed files it was built from.
        XCTAssertEqual(caches[0].keys.map { ($0 as NSString).pathExtension }.sorted(), ["higp", "higx"])
        XCTAssertEqual(caches[0], caches[1], "two processes cached different indexes or parses")

        for format in ["xcode", "json", "sarif", "github"] {
            let runs = try (0..<2).map { _ in
                try Run.hig(["lint", "Tests/Fixtures/SampleApp", "--format", format], directory: Repository.root)
            }
            XCTAssertEqual(runs[0].status, 1)
            XCTAssertEqual(runs[0].stdout, runs[1].stdout, format)
        }
    }
}
