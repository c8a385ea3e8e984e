import GuidelineKit

/// A Swift file's raw UTF-8 as the filters that run before parsing see it, with the answers
/// they found so far: several rules ask the same questions of one file (does it name
/// `Button(`? does a literal have more than so many words?), and each is answered once.
public struct FileText {
    public let bytes: UnsafeRawBufferPointer
    /// The file's path, as the linter walked to it.
    public let path: String
    /// The keywords a `KeywordScanner` searched the whole text for, and which it found.
    private let scanned: (index: KeywordIndex, found: [Bool])?
    private let memo = Memo()

    init(_ bytes: UnsafeRawBufferPointer, path: String, scanned: (index: KeywordIndex, found: [Bool])? = nil) {
        self.bytes = bytes
        self.path = path
        self.scanned = scanned
    }

    /// Whether the text names one of the filter's keywords.
    func mentions(_ filter: KeywordFilter) -> Bool { filter.matches(self) }

    /// Whether the text holds `keyword`: the scan's answer, or `search`'s, asked once.
    func mentions(_ keyword: KeywordBytes, search: () -> Bool) -> Bool {
        if let scanned, let number = scanned.index.number(of: keyword) { return scanned.found[number] }
        if let known = memo.found[keyword] { return known }
        let found = search()
        memo.found[keyword] = found
        return found
    }

    /// Whether the filter's keywords occur more than `count` times in all (a rule that needs
    /// more of something than a limit allows).
    func mentions(_ filter: KeywordFilter, moreThan count: Int) -> Bool {
        filter.occurrences(in: bytes, upTo: count + 1) > count
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
        let needle = Array(name.lowercased().utf8)
        return needle.withUnsafeBytes {
            ByteSearch.containsIgnoringASCIICase(bytes, $0, anchor: KeywordFilter.rarestByte(in: needle))
        }
    }

    final class Memo {
        var found: [KeywordBytes: Bool] = [:]
        var longestLiteral: Int?
    }
}

/// A keyword's bytes with their hash, worked out once: rules ask every file about their
/// keywords, and hashing the bytes again for each question (a dictionary of them) took a
/// twentieth of choosing a corpus's files.
struct KeywordBytes: Hashable, Sendable {
    /// FNV-1a of the bytes; first, so that equality compares it before the bytes.
    let hash: UInt64
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        hash = Self.hash(of: bytes)
        self.bytes = bytes
    }

    /// FNV-1a: a few instructions a byte, for the short names and keywords the filters look up.
    static func hash<Bytes: Collection<UInt8>>(of bytes: Bytes) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

/// Keywords numbered in order, found by their bytes in an open-addressing table keyed by their
/// precomputed hash: a lookup is a probe or two and a comparison.
struct KeywordIndex: Sendable {
    /// A keyword's number plus one in each used slot; 0 in an empty one.
    private let slots: [Int32]
    private let keywords: [KeywordBytes]

    init(_ keywords: [KeywordBytes]) {
        self.keywords = keywords
        var size = 16
        while size < keywords.count * 2 { size *= 2 }
        var slots = [Int32](repeating: 0, count: size)
        for (number, keyword) in keywords.enumerated() {
            var slot = Int(truncatingIfNeeded: keyword.hash) & (size - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(number + 1)
        }
        self.slots = slots
    }

    /// The keyword's number, nil when it is not one of them.
    func number(of keyword: KeywordBytes) -> Int? {
        var slot = Int(truncatingIfNeeded: keyword.hash) & (slots.count - 1)
        while slots[slot] != 0 {
            let number = Int(slots[slot]) - 1
            if keywords[number] == keyword { return number }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }
}
