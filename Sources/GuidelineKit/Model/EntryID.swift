/// An entry id: `<topic>` for a topic overview or `<topic>/<slug>`; lowercase kebab-case, stable forever.
public struct EntryID: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let rawValue: String

    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public var topic: String { String(rawValue.split(separator: "/", maxSplits: 1).first ?? "") }
    public var isTopic: Bool { !rawValue.contains("/") }
    public var description: String { rawValue }

    public static func < (a: EntryID, b: EntryID) -> Bool { a.rawValue < b.rawValue }

    /// Whether `text` is lowercase kebab-case segments joined by at most one `/`.
    public static func isWellFormed(_ text: String) -> Bool {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        return (1...2).contains(parts.count) && parts.allSatisfy(isKebabCase)
    }

    /// `a-b-c`: ASCII lowercase letters and digits in dash-separated words.
    public static func isKebabCase<S: StringProtocol>(_ text: S) -> Bool {
        guard let first = text.first, let last = text.last, first != "-", last != "-" else { return false }
        var previousDash = false
        for c in text.unicodeScalars {
            if c == "-" {
                if previousDash { return false }
                previousDash = true
            } else if ("a"..."z").contains(c) || ("0"..."9").contains(c) {
                previousDash = false
            } else {
                return false
            }
        }
        return true
    }
}
