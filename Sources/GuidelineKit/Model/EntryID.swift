/// An entry id: `<topic>` for a topic overview or `<topic>/<slug>`; lowercase kebab-case, stable forever.
public struct EntryID: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral, Codable {
    public let rawValue: String

    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public var topic: String { String(rawValue.split(separator: "/", maxSplits: 1).first ?? "") }
    public var isTopic: Bool { !rawValue.contains("/") }
    public var description: String { rawValue }

    public static func < (a: EntryID, b: EntryID) -> Bool { a.rawValue < b.rawValue }

    /// Where the entry's text in `language` lives, relative to the content folder.
    public func relativePath(_ language: Language) -> String {
        "\(isTopic ? "\(rawValue)/_topic" : rawValue).\(language.tag).md"
    }

    /// Whether `text` is lowercase kebab-case segments joined by at most one `/`.
    public static func isWellFormed<S: StringProtocol>(_ text: S) -> Bool {
        var slashes = 0
        var segmentStart = true
        var previous: UInt8 = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                segmentStart = false
            case UInt8(ascii: "-"):
                if segmentStart || previous == UInt8(ascii: "-") { return false }
            case UInt8(ascii: "/"):
                if segmentStart || previous == UInt8(ascii: "-") { return false }
                slashes += 1
                segmentStart = true
            default:
                return false
            }
            previous = byte
        }
        return slashes <= 1 && !segmentStart && previous != UInt8(ascii: "-")
    }

    /// `a-b-c`: ASCII lowercase letters and digits in dash-separated words.
    public static func isKebabCase<S: StringProtocol>(_ text: S) -> Bool {
        !text.utf8.contains(UInt8(ascii: "/")) && isWellFormed(text)
    }
}
