/// An entry id: `<topic>` for a topic overview or `<topic>/<slug>`; lowercase kebab-case, stable forever.
public struct EntryID: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral, Codable {
    public let rawValue: String

    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    // Byte searches: a large site asks these of every link on every page.
    public var topic: String {
        guard let slash = rawValue.utf8.firstIndex(of: UInt8(ascii: "/")) else { return rawValue }
        return String(rawValue[..<slash])
    }
    public var isTopic: Bool { !rawValue.utf8.contains(UInt8(ascii: "/")) }
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
