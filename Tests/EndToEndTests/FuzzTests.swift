import Foundation
import XCTest

/// A small fixed-seed run of the fuzz harness (`Tests/Fuzz/fuzz.py`): mutated Swift files,
/// Info.plist files, asset catalogs, configurations, baselines and knowledge-base Markdown
/// through lint, check, search and both builds. The long run is `Benchmarks/fuzz`.
final class FuzzTests: XCTestCase {
    func testMutatedInputsNeverCrashHangOrLeakInternals() throws {
        let findings = try Run.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: findings) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // A debug binary is several times slower than a release one: the time limit is wider
        // than the long run's 2 s, and still catches a hang.
        process.arguments = [
            "python3", CommandLineTestsPaths.repository.appendingPathComponent("Tests/Fuzz/fuzz.py").path,
            "--binary", Run.binary.path, "--seed", "20261122", "--count", "500", "--time-limit", "15",
            "--memory-limit", "1024", "--workers", "2", "--findings", findings.path,
        ]
        let output = findings.appendingPathComponent("log.txt")
        FileManager.default.createFile(atPath: output.path, contents: nil)
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let log = try String(contentsOf: output, encoding: .utf8)
        XCTAssertEqual(process.terminationStatus, 0, log)
        XCTAssertTrue(log.contains("500 inputs"), log)
    }
}
