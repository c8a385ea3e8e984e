import Foundation
import TestSupport
import XCTest

/// What the command line tells people: every command's `--help` against a golden file, and every
/// kind of usage error with the documented exit status 64.
final class HelpAndUsageTests: XCTestCase {
    static let golden = Repository.root.appendingPathComponent("Tests/EndToEndTests/Golden")
    static let commands = [
        [], ["list"], ["show"], ["search"], ["check"], ["lint"], ["rules"], ["export"], ["build"], ["build", "html"],
        ["build", "man"], ["i18n"], ["i18n", "status"], ["mcp"],
    ]

    /// Every subcommand the root help lists has a golden file here.
    func testTheListCoversEverySubcommand() throws {
        let help = try Run.hig(["--help"]).stdout
        let section = help.components(separatedBy: "SUBCOMMANDS:").last ?? ""
        let names = section.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.drop { $0 == " " }
            guard line.hasPrefix("  "), !line.hasPrefix("        "), let name = trimmed.split(separator: " ").first else {
                return nil
            }
            return String(name)
        }.filter { $0 != "See" }
        XCTAssertFalse(names.isEmpty, help)
        for name in names { XCTAssertTrue(Self.commands.contains([name]), "no golden help for '\(name)'") }
    }

    /// `UPDATE_GOLDEN=1 swift test --filter HelpAndUsageTests` rewrites the golden files after a
    /// deliberate change; review the diff before committing it.
    func testEveryCommandsHelpMatchesItsGoldenFile() throws {
        let update = ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1"
        for command in Self.commands {
            let run = try Run.hig(command + ["--help"], environment: ["COLUMNS": "100"])
            XCTAssertEqual(run.status, 0, "\(command): \(run.stderr)")
            let name = (["hig-activity"] + command).joined(separator: "-") + ".help.txt"
            let file = Self.golden.appendingPathComponent(name)
            if update {
                try run.stdout.write(to: file, atomically: true, encoding: .utf8)
                continue
            }
            let expected = try String(contentsOf: file, encoding: .utf8)
            XCTAssertEqual(run.stdout, expected, "\(name) changed; if that is intended, rerun with UPDATE_GOLDEN=1")
        }
    }

    func testUsageErrorsExit64() throws {
        let cases: [([String], String)] = [
            (["lnt"], "Did you mean 'lint'?"),
            (["build", "htm"], "Did you mean 'html'?"),
            (["list", "--nope"], "Unknown option '--nope'"),
            (["show"], "Missing expected argument '<id>'"),
            (["search", "share", "--limit"], "Missing value for '--limit <limit>'"),
            (["search", "share", "--limit", "many"], "many"),
            (["show", "activity-views", "--lang", "fr"], "fr"),
            (["lint", "--format", "html"], "html"),
            (["check", "--format", "xml"], "xml"),
            (["build", "html"], "Missing expected argument '--out <dir>'"),
            (["build", "html", "--out", "site", "--base-url", "ftp://example.com/"], "--base-url must start with https://"),
            (["lint", "--help-base-url", "https://ex.com/a b"], "--help-base-url contains a space"),
        ]
        for (arguments, message) in cases {
            let run = try Run.hig(arguments)
            XCTAssertEqual(run.status, 64, "\(arguments): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains(message), "\(arguments): \(run.stderr)")
            XCTAssertEqual(run.stdout, "", "\(arguments)")
        }
    }
}
