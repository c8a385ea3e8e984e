import Foundation
import TestSupport
import XCTest

/// `Scripts/install`, run as a user runs it, into a temporary PREFIX. The script's release build
/// lives in `.build-static/`, so it is made once and a later run only relinks what changed.
final class InstallTests: XCTestCase {
    func testInstalledToolRunsWithoutTheSwiftToolchain() throws {
        try SlowTier.require("a static release build: ten to fifteen minutes the first time")
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let prefix = try Run.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: prefix) }
        // The toolchain is needed to build, so the script gets the test's own PATH.
        let install = try Subprocess.run(
            URL(fileURLWithPath: "/bin/bash"), [repository.appendingPathComponent("Scripts/install").path],
            environment: [
                "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": NSTemporaryDirectory(),
                "PREFIX": prefix.path,
            ],
            timeout: 3600)
        XCTAssertEqual(install.status, 0, install.stdout + install.stderr)
        let binary = prefix.appendingPathComponent("bin/hig-activity")

        // No Swift library is loaded, and none is missing.
        let ldd = try Subprocess.run(URL(fileURLWithPath: "/usr/bin/ldd"), [binary.path], timeout: 60)
        XCTAssertEqual(ldd.status, 0, ldd.stderr)
        XCTAssertFalse(ldd.stdout.lowercased().contains("swift"), ldd.stdout)
        XCTAssertFalse(ldd.stdout.contains("not found"), ldd.stdout)
        // It runs with a bare environment: no toolchain on PATH, no library path.
        let search = try Run.hig(["search", "share", "sheet", "title"], executable: binary)
        XCTAssertEqual(search.status, 0, search.stderr)
        XCTAssertTrue(search.stdout.contains("activity-views/"), search.stdout)

        // Its man pages, in each language, and its completions.
        let manpath = ["MANPATH": prefix.appendingPathComponent("share/man").path, "LANG": "C.UTF-8"]
        for arguments in [["-w", "1", "hig-activity"], ["-L", "zh_CN", "-w", "hig-activity-views-presentation"]] {
            let found = try Run.hig(arguments, environment: manpath, executable: URL(fileURLWithPath: "/usr/bin/man"))
            XCTAssertEqual(found.status, 0, "\(arguments): " + found.stderr)
            XCTAssertTrue(found.stdout.hasPrefix(prefix.appendingPathComponent("share/man").path), found.stdout)
        }
        for completion in [
            "share/bash-completion/completions/hig-activity", "share/zsh/site-functions/_hig-activity",
            "share/fish/vendor_completions.d/hig-activity.fish",
        ] {
            let text = try String(contentsOf: prefix.appendingPathComponent(completion), encoding: .utf8)
            XCTAssertTrue(text.contains("hig-activity"), completion)
        }
    }
}
