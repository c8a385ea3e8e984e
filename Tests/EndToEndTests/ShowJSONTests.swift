import Foundation
import XCTest

/// `show --json` and `rules --json`, in the style every `--json` of the tool keeps: stable keys,
/// the reader's language, and what a program needs beside the text.
final class ShowJSONTests: XCTestCase {
    private func object(_ arguments: [String]) throws -> [String: Any] {
        let run = try Run.hig(arguments)
        XCTAssertEqual(run.status, 0, run.stderr)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], run.stdout)
    }

    func testAnEntryAsJSON() throws {
        let entry = try object(["show", "--json", "--lang", "zh-Hans", "activity-views/presentation"])
        XCTAssertEqual(entry["id"] as? String, "activity-views/presentation")
        XCTAssertEqual(entry["language"] as? String, "zh-Hans")
        XCTAssertEqual(entry["fallback"] as? Bool, false)
        XCTAssertEqual(entry["rules"] as? [String], ["activity-popover-anchor"])
        let markdown = try XCTUnwrap(entry["markdown"] as? String)
        XCTAssertTrue(markdown.hasPrefix("# " + (entry["title"] as? String ?? "?") + "\n"), markdown)
        XCTAssertTrue(markdown.contains("```swift avoid") && !markdown.contains("source-digest"), "the body, without front matter")
        XCTAssertEqual(entry["reference"] as? String, "https://developer.apple.com/design/human-interface-guidelines/activity-views")

        // A language with no translation falls back to English, and says so.
        let japanese = try object(["show", "--json", "--lang", "ja", "activity-views/presentation"])
        XCTAssertEqual(japanese["language"] as? String, "en")
        XCTAssertEqual(japanese["fallback"] as? Bool, true)

        let missing = try Run.hig(["show", "--json", "activity-views/presentaton"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.contains("did you mean: activity-views/presentation"), missing.stderr)
    }

    func testEveryRuleSaysHowItRepairs() throws {
        let rules = try XCTUnwrap(try object(["rules", "--json"])["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.count, 42)
        for rule in rules { XCTAssertTrue(["fix", "suggestion", "none"].contains(rule["fix"] as? String ?? ""), "\(rule["id"] ?? "")") }
    }
}
