import Foundation
import TestSupport
import XCTest

/// The SwiftPM plugins as a client package uses them: a package that depends on this one by
/// path runs `swift package hig-lint` and builds a target that lints itself. The client's first
/// build compiles hig-activity and swift-syntax (minutes); the client lives in
/// `.build-plugin-client/` in this repository, so its build is kept and a later run rebuilds only
/// what changed.
final class PluginTests: XCTestCase {
    static let folder = Repository.root.appendingPathComponent(".build-plugin-client")

    /// A client package whose one target breaks a guideline on a known line (it compiles on any
    /// platform: the UIKit names are declared here, and the linter reads syntax, not types).
    func makeClient() throws -> URL {
        let root = Self.folder.appendingPathComponent("Client")
        let sources = root.appendingPathComponent("Sources/EditorKit")
        // Sources from an earlier run go (the client has exactly the files below); its build stays.
        try? FileManager.default.removeItem(at: root.appendingPathComponent("Sources"))
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let dependency = Repository.root.standardizedFileURL
        try Data(
            """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "Client",
                dependencies: [.package(path: "\(dependency.path)")],
                targets: [
                    .target(
                        name: "EditorKit",
                        plugins: [.plugin(name: "HigLintBuildTool", package: "\(dependency.lastPathComponent)")])
                ]
            )

            """.utf8
        ).write(to: root.appendingPathComponent("Package.swift"))
        try Data(
            """
            final class EditMenuStub: Sendable {
                static let shared = EditMenuStub()
                func showMenu() {}
            }
            typealias UIMenuController = EditMenuStub
            public func showEditMenu() {
                let menu = UIMenuController.shared
                menu.showMenu()
            }

            """.utf8
        ).write(to: sources.appendingPathComponent("Editor.swift"))
        return root
    }

    static func swift(_ arguments: [String], in directory: URL) throws -> Subprocess {
        // The outer `swift test` leaves variables that would point the inner SwiftPM at this package.
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("SWIFTPM_") }
        environment["HOME"] = environment["HOME"] ?? NSTemporaryDirectory()
        return try Subprocess.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + arguments, environment: environment, directory: directory,
            timeout: 2400)
    }

    func testCommandAndBuildToolPluginsReportTheClientsViolations() throws {
        try SlowTier.require("a client package that builds hig-activity and swift-syntax again: minutes")
        let client = try makeClient()

        // The command plugin: the package's violations, as compiler-style lines, exit 0 (a warning).
        let lint = try Self.swift(["package", "hig-lint"], in: client)
        XCTAssertEqual(lint.status, 0, "\(lint.stdout)\n\(lint.stderr)")
        let expected = "Sources/EditorKit/Editor.swift:7:16: warning: "
        XCTAssertTrue(
            lint.stdout.contains(expected) && lint.stdout.contains("[edit-menu-system]"), "\(lint.stdout)\n\(lint.stderr)")

        // Options pass through to lint: SARIF with the same finding.
        let sarif = try Self.swift(["package", "hig-lint", "--format", "sarif", "--target", "EditorKit"], in: client)
        XCTAssertEqual(sarif.status, 0, sarif.stderr)
        let start = try XCTUnwrap(sarif.stdout.firstIndex(of: "{"), sarif.stdout)
        let json = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(sarif.stdout[start...].utf8)) as? [String: Any])
        let results = ((json["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        XCTAssertEqual(results.map { $0["ruleId"] as? String }, ["edit-menu-system"])

        // The build-tool plugin: building the target prints the same warning, and the build succeeds.
        let build = try Self.swift(["build", "--target", "EditorKit"], in: client)
        XCTAssertEqual(build.status, 0, "\(build.stdout)\n\(build.stderr)")
        let output = build.stdout + build.stderr
        XCTAssertTrue(output.contains("Editor.swift:7:16: warning: "), output)
        XCTAssertTrue(output.contains("[edit-menu-system]"), output)
    }
}
