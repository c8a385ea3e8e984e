import Foundation
import TestSupport
import XCTest

/// The repository's `.pre-commit-hooks.yaml`, run by the real `pre-commit` (from PyPI) in a
/// fresh git repository that names this repository and its current commit, as a team's
/// `.pre-commit-config.yaml` would: a commit that adds an error-severity violation is refused
/// and says why; once fixed, it goes through. (The project's `.hig-activity.yml` is read as
/// `lint` reads it anywhere.)
final class PreCommitTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func run(_ arguments: [String], in directory: URL, environment: [String: String]) throws -> Subprocess {
        try Subprocess.run(URL(fileURLWithPath: "/usr/bin/env"), arguments, environment: environment, directory: directory, timeout: 300)
    }

    func testACommitWithAnErrorIsRefusedAndAFixedOneGoesThrough() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("pre-commit-\(UUID().uuidString)")
        let project = home.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = [
            "PATH": Run.productsDirectory.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
            "HOME": home.path, "PRE_COMMIT_HOME": home.appendingPathComponent("cache").path,
            "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.com",
            "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.com",
        ]
        // The hooks file as this repository's current commit holds it.
        let head = try run(["git", "-C", Self.repository.path, "rev-parse", "HEAD"], in: home, environment: environment)
        guard head.status == 0 else { throw XCTSkip("the tests are not running in a git checkout: \(head.stderr)") }
        let shown = try run(["git", "-C", Self.repository.path, "show", "HEAD:.pre-commit-hooks.yaml"], in: home, environment: environment)
        XCTAssertEqual(shown.status, 0, "commit .pre-commit-hooks.yaml before running this test: \(shown.stderr)")

        XCTAssertEqual(try run(["git", "init", "-q"], in: project, environment: environment).status, 0)
        try """
            repos:
              - repo: \(Self.repository.path)
                rev: \(head.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
                hooks:
                  - id: hig-activity-lint
            """.write(to: project.appendingPathComponent(".pre-commit-config.yaml"), atomically: true, encoding: .utf8)
        let install = try run(["pre-commit", "install"], in: project, environment: environment)
        XCTAssertEqual(install.status, 0, "needs pip install pre-commit: \(install.stdout)\(install.stderr)")

        // An activity view presented with no anchor: an error (it crashes on iPad), in a team
        // that turns that rule on.
        try "opt_in_rules: [activity-popover-anchor]\n".write(
            to: project.appendingPathComponent(".hig-activity.yml"), atomically: true, encoding: .utf8)
        let share = project.appendingPathComponent("ShareViewController.swift")
        try """
            import UIKit

            final class ShareViewController: UIViewController {
                func share(_ url: URL) {
                    let sheet = UIActivityViewController(activityItems: [url], applicationActivities: nil)
                    present(sheet, animated: true)
                }
            }
            """.write(to: share, atomically: true, encoding: .utf8)
        _ = try run(["git", "add", "-A"], in: project, environment: environment)
        let refused = try run(["git", "commit", "-q", "-m", "Share"], in: project, environment: environment)
        XCTAssertNotEqual(refused.status, 0, "the commit went through: \(refused.stdout)")
        // git hands a hook's output to standard error.
        let said = refused.stdout + refused.stderr
        XCTAssertTrue(said.contains("hig-activity lint") && said.contains("Failed"), said)
        XCTAssertTrue(said.contains("ShareViewController.swift:6:9: error:") && said.contains("[activity-popover-anchor]"), said)
        XCTAssertNotEqual(try run(["git", "rev-parse", "-q", "--verify", "HEAD"], in: project, environment: environment).status, 0)

        // Anchored, it is accepted.
        try String(contentsOf: share, encoding: .utf8).replacingOccurrences(
            of: "        present(sheet", with: "        sheet.popoverPresentationController?.sourceView = view\n        present(sheet"
        ).write(to: share, atomically: true, encoding: .utf8)
        _ = try run(["git", "add", "-A"], in: project, environment: environment)
        let accepted = try run(["git", "commit", "-q", "-m", "Share"], in: project, environment: environment)
        XCTAssertEqual(accepted.status, 0, accepted.stdout + accepted.stderr)
        XCTAssertEqual(try run(["git", "rev-parse", "-q", "--verify", "HEAD"], in: project, environment: environment).status, 0)
    }
}
