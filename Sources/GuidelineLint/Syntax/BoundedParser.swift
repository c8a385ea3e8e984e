import Foundation
import SwiftParser
import SwiftSyntax

/// Parsing with a time limit. swift-syntax's error recovery can take exponential time on some
/// malformed files (its look-ahead for a closing token retries at every unbalanced one), and a
/// parse cannot be cancelled: past the limit the file is reported as not linted, and its parse
/// is left to finish, or to end with the process, on a thread of its own.
enum BoundedParser {
    /// The time allowed: half a second, plus a second per 4 MiB (well-formed code parses at
    /// about 4–5 MiB a second in a release build, so only a runaway parse reaches it).
    static func timeLimit(bytes: Int) -> Double { 0.5 + Double(bytes) / Double(4 << 20) }

    /// The tree, or nil when the parse did not finish in time.
    static func parse(_ text: String, timeLimit: Double) -> SourceFileSyntax? {
        let result = Result()
        let thread = Thread {
            result.finish(Parser.parse(source: text))
        }
        thread.stackSize = deepStackSize  // the parser recurses as deep as the code nests
        thread.start()
        return result.wait(seconds: timeLimit)
    }

    private final class Result: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var tree: SourceFileSyntax?

        func finish(_ tree: SourceFileSyntax) {
            self.tree = tree
            done.signal()
        }

        /// The semaphore orders the write before this read.
        func wait(seconds: Double) -> SourceFileSyntax? {
            done.wait(timeout: .now() + seconds) == .success ? tree : nil
        }
    }
}
