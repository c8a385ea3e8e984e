import Foundation
import XCTest

/// `lint --stdin-path PATH`, as an editor runs it on the buffer being typed: the buffer stands
/// for the file at PATH, judged with the project's configuration and model from the disk, and
/// only that file is reported, named as the editor named it.
final class StdinLintTests: XCTestCase {
    private var project: URL!

    override func setUpWithError() throws {
        project = try Run.temporaryDirectory()
        let files = [
            // The project: a helper elsewhere names the symbol; the saved file is clean.
            "App/Symbols.swift": "extension String {\n    static func moreSymbol() -> String { \"ellipsis.circle\" }\n}\n",
            "App/ProfileViewController.swift": "import UIKit\n\nfinal class ProfileViewController: UIViewController {}\n",
            ".hig-activity.yml": "opt_in_rules: [toolbar-borderless-symbols, activity-popover-anchor]\n",
        ]
        for (path, text) in files {
            let url = project.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: project) }

    private let typed = """
        import UIKit

        final class ProfileViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: .moreSymbol()), menu: nil)
            }

            func share(_ url: URL) {
                present(UIActivityViewController(activityItems: [url], applicationActivities: nil), animated: true)
            }
        }
        """

    func testTheBufferIsJudgedInItsProject() throws {
        // From the project's folder, as an editor started there runs it, and from elsewhere.
        for (directory, path) in [(project!, "App/ProfileViewController.swift"), (URL(fileURLWithPath: "/"), project.appendingPathComponent("App/ProfileViewController.swift").path)] {
            let run = try Run.hig(
                ["lint", "--quiet", "--format", "json", "--stdin-path", path], directory: directory, input: Data((typed + "\n").utf8))
            XCTAssertEqual(run.status, 1, "the opted-in anchor rule has error severity: \(run.stderr)")
            let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            let found = (report["diagnostics"] as? [[String: Any]] ?? []).map { "\($0["id"]!) \($0["file"]!):\($0["line"]!)" }
            XCTAssertEqual(found, ["toolbar-borderless-symbols \(path):6", "activity-popover-anchor \(path):10"], run.stdout)
            XCTAssertEqual(report["files"] as? Int, 1)
            XCTAssertEqual(report["lines"] as? Int, 12)
        }

        // The saved file is clean, and a file not saved yet is judged all the same.
        let saved = try Run.hig(["lint", "--quiet", "App"], directory: project)
        XCTAssertEqual(saved.stdout, "", saved.stderr)
        let unsaved = try Run.hig(
            ["lint", "--quiet", "--stdin-path", "App/NewViewController.swift"], directory: project, input: Data(typed.utf8))
        XCTAssertTrue(unsaved.stdout.hasPrefix("App/NewViewController.swift:6:"), unsaved.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent("App/NewViewController.swift").path))
    }

    func testBadInputIsRefusedClearly() throws {
        let binary = try Run.hig(
            ["lint", "--stdin-path", "App/ProfileViewController.swift"], directory: project, input: Data([0x6C, 0x00, 0xFF]))
        XCTAssertEqual(binary.status, 2)
        XCTAssertTrue(binary.stderr.contains("standard input (--stdin-path App/ProfileViewController.swift) is not UTF-8 text"), binary.stderr)
        let nowhere = try Run.hig(["lint", "--stdin-path", "/nonexistent/folder/View.swift"], directory: project, input: Data())
        XCTAssertEqual(nowhere.status, 2)
        XCTAssertTrue(nowhere.stderr.contains("no such folder /nonexistent/folder"), nowhere.stderr)
        let both = try Run.hig(["lint", "--stdin-path", "App/A.swift", "App"], directory: project, input: Data())
        XCTAssertEqual(both.status, 64)
        XCTAssertTrue(both.stderr.contains("--stdin-path lints the buffer on standard input alone"), both.stderr)
        let notSwift = try Run.hig(["lint", "--stdin-path", "App/Info.plist"], directory: project, input: Data())
        XCTAssertEqual(notSwift.status, 64)
        XCTAssertTrue(notSwift.stderr.contains("(a .swift path)"), notSwift.stderr)
        let baseline = try Run.hig(["lint", "--stdin-path", "App/A.swift", "--write-baseline", "b.json"], directory: project, input: Data())
        XCTAssertEqual(baseline.status, 64)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent("b.json").path))
        // An empty buffer is a file with nothing to find.
        let empty = try Run.hig(["lint", "--quiet", "--stdin-path", "App/ProfileViewController.swift"], directory: project, input: Data())
        XCTAssertEqual(empty.status, 0, empty.stderr)
        XCTAssertEqual(empty.stdout, "")
    }

    /// The README's VS Code problem matcher reads each finding of the text format, with its
    /// place, severity and rule, and none of the help lines under it.
    func testTheREADMEsProblemMatcherReadsTheTextFormat() throws {
        let readme = try String(contentsOf: LintCommandTests.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let line = try XCTUnwrap(readme.split(separator: "\n").first { $0.contains("\"regexp\": ") }, "the README shows a problem matcher")
        // The pattern as VS Code reads it: a JSON string.
        let literal = line[line.range(of: "\"regexp\": ")!.upperBound...].dropLast()  // the string, without the comma after it
        let decoded = try XCTUnwrap(JSONSerialization.jsonObject(with: Data("[\(literal)]".utf8)) as? [String])
        let pattern = try NSRegularExpression(pattern: try XCTUnwrap(decoded.first), options: [.anchorsMatchLines])
        let run = try Run.hig(["lint", "--quiet", "--stdin-path", "App/ProfileViewController.swift"], directory: project, input: Data(typed.utf8))
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let matched = lines.compactMap { line -> String? in
            guard let match = pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) else { return nil }
            let group = { (n: Int) in String(line[Range(match.range(at: n), in: line)!]) }
            return "\(group(1)):\(group(2)):\(group(3)) \(group(4)) \(group(6))"
        }
        XCTAssertEqual(
            matched,
            [
                "App/ProfileViewController.swift:6:88 warning toolbar-borderless-symbols",
                "App/ProfileViewController.swift:10:9 error activity-popover-anchor",
            ], run.stdout)
        XCTAssertGreaterThan(lines.count, matched.count, "the help lines are there and not matched")
    }

    /// A buffer in a folder the configuration leaves out is not judged, saved or not, as `lint .`
    /// would not judge it.
    func testABufferTheConfigurationExcludesIsNotJudged() throws {
        try Data("opt_in_rules: [activity-popover-anchor]\nexcluded: [Generated]\n".utf8)
            .write(to: project.appendingPathComponent(".hig-activity.yml"))
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Generated"), withIntermediateDirectories: true)
        try Data(typed.utf8).write(to: project.appendingPathComponent("Generated/Saved.swift"))
        for path in ["Generated/Saved.swift", "Generated/New.swift"] {
            let run = try Run.hig(["lint", "--quiet", "--stdin-path", path], directory: project, input: Data(typed.utf8))
            XCTAssertEqual(run.status, 0, "\(path): \(run.stdout)\(run.stderr)")
            XCTAssertEqual(run.stdout, "", path)
        }
        // Beside it, the buffer is judged.
        let judged = try Run.hig(["lint", "--quiet", "--stdin-path", "App/New.swift"], directory: project, input: Data(typed.utf8))
        XCTAssertEqual(judged.status, 1, judged.stdout)
    }
}
