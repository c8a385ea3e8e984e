import Foundation
import TestSupport
import XCTest

/// A small fixed-seed run of the fuzz harness (`Tests/Fuzz/fuzz.py`): mutated Swift files,
/// Info.plist files, asset catalogs, configurations, baselines and knowledge-base Markdown
/// through lint, check, search and both builds. The long run is `Benchmarks/fuzz`.
final class FuzzTests: XCTestCase {
    func testMutatedInputsNeverCrashHangOrLeakInternals() throws {
        let findings = try Run.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: findings) }
        // A debug binary is several times slower than a release one: the time limit is wider
        // than the long run's 2 s, and still catches a hang.
        let (status, log) = try Run.python(
            Repository.root.appendingPathComponent("Tests/Fuzz/fuzz.py"),
            [
                "--binary", Run.binary.path, "--seed", "20261122", "--count", "500", "--time-limit", "15",
                "--memory-limit", "1024", "--workers", "2", "--findings", findings.path,
            ], timeout: 900)
        XCTAssertEqual(status, 0, log)
        XCTAssertTrue(log.contains("500 inputs"), log)
    }
}
