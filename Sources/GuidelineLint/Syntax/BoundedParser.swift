import SwiftParser
import SwiftSyntax

/// Parsing with a time limit. swift-syntax's error recovery can take exponential time on some
/// malformed files (its look-ahead for a closing token retries at every unbalanced one), and a
/// parse cannot be cancelled: past the limit the file is reported as not linted, and its parse
/// is left to finish, or to end with the process, on its thread (`boundedMap`).
enum BoundedParser {
    /// The time allowed: half a second, plus a second per 4 MiB (well-formed code parses at
    /// about 4–5 MiB a second in a release build, so only a runaway parse reaches it).
    static func timeLimit(bytes: Int) -> Double { 0.5 + Double(bytes) / Double(4 << 20) }

    /// The tree; when the parse takes longer than `timeLimit`, the file's result is `orElse`.
    static func parse<T>(_ text: String, timeLimit: Double, watch: Watch<T>, orElse: @autoclosure @escaping () -> T) -> SourceFileSyntax {
        watch.bounded(limit: timeLimit, orElse: orElse()) { tree(text) }
    }

    /// The tree of `text`, nested code read as deep as `maximumNestingLevel`.
    static func tree(_ text: String) -> SourceFileSyntax {
        var text = text
        return text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel) }
    }

    /// How deep the parser follows nested code before it gives up on the rest of a body:
    /// swift-syntax's default for its release builds, set here so that a debug build (whose
    /// default is 20, for small stacks) reads the same code the same way. The parse runs on
    /// threads with large stacks (`deepStackSize`).
    static let maximumNestingLevel = 256
}
