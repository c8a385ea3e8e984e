import GuidelineKit

/// The cheap text filter that runs before any parse: does a file mention any of these words?
/// Searches raw UTF-8 (`ByteSearch`; Foundation's string search is a hundred times slower here).
struct KeywordFilter: Sendable {
    /// Each keyword with the offset of the byte `memchr` looks for: its rarest, so that the search
    /// does not stop at every `t` of `title = `.
    private let keywords: [(bytes: KeywordBytes, anchor: Int)]

    /// Many keywords (function names a project filter looks for) are searched in one pass.
    private let scanner: KeywordScanner?

    init(_ keywords: [String]) {
        self.keywords = Array(Set(keywords)).sorted().map { Array($0.utf8) }.filter { !$0.isEmpty }.map {
            (KeywordBytes($0), Self.rarestByte(in: $0))
        }
        scanner = self.keywords.count > 8 ? KeywordScanner(keywords) : nil
    }

    func matches(_ bytes: UnsafeRawBufferPointer) -> Bool {
        if let scanner { return scanner.matchesAny(bytes) }
        return keywords.contains { keyword, anchor in
            keyword.bytes.withUnsafeBytes { ByteSearch.contains(bytes, $0, anchor: anchor) }
        }
    }

    /// The same answer, each keyword searched at most once per file however many filters name it
    /// (rules share keywords such as `Button(`: one search instead of a dozen).
    func matches(_ text: FileText) -> Bool {
        keywords.contains { keyword, anchor in
            text.mentions(keyword) { keyword.bytes.withUnsafeBytes { ByteSearch.contains(text.bytes, $0, anchor: anchor) } }
        }
    }

    /// How many times the keywords occur in the text, all counted together (overlapping
    /// occurrences too), counting no further than `limit`.
    func occurrences(in bytes: UnsafeRawBufferPointer, upTo limit: Int) -> Int {
        var count = 0
        for (keyword, anchor) in keywords where count < limit {
            _ = keyword.bytes.withUnsafeBytes { needle in
                ByteSearch.anyOffset(of: needle, in: bytes, anchor: anchor) { _ in
                    count += 1
                    return count >= limit
                }
            }
        }
        return min(count, limit)
    }

    func matches(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { matches(UnsafeRawBufferPointer($0)) }
    }

    /// Lower case letters, spaces and the commonest punctuation are the commonest bytes of Swift
    /// source, roughly in this order; anything else (capitals, rarer punctuation) is rarer than
    /// any of them.
    private static let common = Array(" etaoinsrlc.dum(h)p\"f:g=,y{}bvwkxjqz".utf8)

    static func rarestByte(in keyword: [UInt8]) -> Int {
        keyword.indices.max { rank(keyword[$0]) < rank(keyword[$1]) } ?? 0
    }

    static func rank(_ byte: UInt8) -> Int {
        common.firstIndex(of: byte).map { $0 } ?? common.count
    }
}
