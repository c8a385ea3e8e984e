import Foundation
import XCTest

/// The slow end-to-end tier: tests that build the project a second time (the static install, the
/// SwiftPM plugin client) or drive a browser. They run when `HIG_ACTIVITY_SLOW_TESTS=1`, as
/// `.ci/run` and the README's full test command set it; the everyday `swift test` skips them and
/// says so, so a skip is never mistaken for a pass.
public enum SlowTier {
    public static let variable = "HIG_ACTIVITY_SLOW_TESTS"

    public static var isEnabled: Bool { ProcessInfo.processInfo.environment[variable] == "1" }

    /// Skips the calling test unless the slow tier was asked for; `what` says what it would cost.
    public static func require(_ what: String) throws {
        guard isEnabled else {
            throw XCTSkip("slow end-to-end test (\(what)): set \(variable)=1 to run it")
        }
    }
}
