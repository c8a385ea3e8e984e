import GuidelineKit

/// A Swift file's raw UTF-8 as the filters that run before parsing see it, with the answers
/// they found so far: several rules ask the same questions of one file (does it name
/// `Button(`? does a literal have more than so many words?), and each is answered once.
public struct FileText {
    public let bytes: UnsafeRawBufferPointer
    /// The file's path, as the linter walked to it.
    public let path: String
    /// The keywords a `KeywordScanner` searched the whole text for, and which it found.
    private let scanned: (index: [KeywordBytes: Int], found: [Bool])?
    private let memo = Memo()

    init(_ bytes: UnsafeRawBufferPointer, path: String, scanned: (index: [KeywordBytes: Int], found: [Bool])? = nil) {
        self.bytes = bytes
        self.path = path
        self.scanned = scanned
    }

    /// Whether the text names one of the filter's keywords.
    func mentions(_ filter: KeywordFilter) -> Bool { filter.matches(self) }

    /// Whether the text holds `keyword`: the scan's answer, or `search`'s, asked once.
    func mentions(_ keyword: [UInt8], search: () -> Bool) -> Bool {
        let key = KeywordBytes(keyword)
        if let scanned, let index = scanned.index[key] { return scanned.found[index] }
        if let known = memo.found[key] { return known }
        let found = search()
        memo.found[key] = found
        return found
    }

    /// Whether a plain string literal may have more than `limit` words (`LiteralWords`).
    func mayHaveLiteral(moreWordsThan limit: Int) -> Bool {
        if memo.longestLiteral == nil { memo.longestLiteral = LiteralWords.longestLiteral(in: bytes) }
        return memo.longestLiteral! > limit
    }

    /// Whether the text holds `name`, ignoring case.
    func mentions(ignoringCase name: String) -> Bool {
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else {
            return String(decoding: bytes, as: UTF8.self).lowercased().contains(name.lowercased())
        }
        if memo.lowercased == nil { memo.lowercased = bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 } }
        let needle = Array(name.lowercased().utf8)
        return memo.lowercased!.withUnsafeBytes { haystack in
            needle.withUnsafeBytes { ByteSearch.contains(haystack, $0) }
        }
    }

    final class Memo {
        var found: [KeywordBytes: Bool] = [:]
        var longestLiteral: Int?
        var lowercased: [UInt8]?
    }
}

/// A keyword's bytes as a table key, hashed in one call: `[UInt8]`'s own hashing feeds the
/// hasher a byte at a time, and rules ask every file about their keywords (a tenth of reading
/// a large app's files went to hashing them).
struct KeywordBytes: Hashable, Sendable {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func hash(into hasher: inout Hasher) { bytes.withUnsafeBytes { hasher.combine(bytes: $0) } }
}
