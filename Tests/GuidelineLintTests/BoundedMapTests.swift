import Foundation
import XCTest

@testable import GuidelineLint

/// The parse of a file that passes its time limit is left behind, and every other file is still
/// read; a step within its limit is waited for.
final class BoundedMapTests: XCTestCase {
    /// Set once the runaway step below ends.
    private final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        var isSet: Bool { lock.withLock { value } }
        func set() { lock.withLock { value = true } }
    }

    func testAStepPastItsLimitGetsItsFallbackAndTheOthersTheirResults() {
        let finished = Flag()
        let results = Array(0..<40).boundedMap(heaviestFirst: { $0 == 7 ? 1 : 0 }) { number, watch -> String in
            // Number 7 sleeps for 20 s with a limit of 0.1 s; the others take 1 ms with a limit of 60 s.
            let slow = number == 7
            let step = watch.bounded(limit: slow ? 0.1 : 60, orElse: "\(number) timed out") { () -> String in
                Thread.sleep(forTimeInterval: slow ? 20 : 0.001)
                if slow { finished.set() }
                return "\(number) done"
            }
            return step + " and checked"
        }
        XCTAssertEqual(results, (0..<40).map { $0 == 7 ? "7 timed out" : "\($0) done and checked" })
        XCTAssertFalse(finished.isSet, "the map waited for the runaway step instead of leaving it behind")
    }

    func testAStepWithinItsLimitIsWaitedFor() {
        let results = ["a", "b", "c"].boundedMap { letter, watch -> String in
            watch.bounded(limit: 30, orElse: "late") { () -> String in
                Thread.sleep(forTimeInterval: 0.2)  // four checks of the limit pass meanwhile
                return letter
            }
        }
        XCTAssertEqual(results, ["a", "b", "c"])
    }

    /// The result a file gets from a part of the work (`mapping`) is the whole's.
    func testAMappedWatchGivesTheWholeResult() {
        let results = [1, 2].boundedMap { number, watch -> (Int, String)? in
            let inner: Watch<String> = watch.mapping { (number, $0) }
            let text = inner.bounded(limit: number == 2 ? 0.05 : 60, orElse: "timed out") { () -> String in
                Thread.sleep(forTimeInterval: number == 2 ? 5 : 0)
                return "parsed"
            }
            return (number, text)
        }
        XCTAssertEqual(results.map { "\($0!.0) \($0!.1)" }, ["1 parsed", "2 timed out"])
    }

    /// A file whose parse passes the limit is reported where it starts, and not linted.
    func testAFileWhoseParsePassesTheLimitIsReported() throws {
        // Parsed in far more than the 50 ms between checks of the limit, even in a release build.
        let code = "import UIKit\n" + String(repeating: "let v = [1, 2, 3].map { $0 * 2 }.filter { $0 > 1 }\n", count: 20_000)
        let (report, root) = try Harness.lint(["Slow.swift": code + "let s = UIActivityViewController(activityItems: [], applicationActivities: nil)\n"], parseTimeLimit: 0.001)
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(
            report.problems.map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line) \($0.id) \($0.message)" },
            ["Slow.swift:1 parse-time-limit not linted: the Swift parser did not finish within 0.001 s; the file is most likely malformed or generated: exclude it, or raise --parse-time-limit"])
        XCTAssertEqual(report.violations, [])
    }
}
