import GuidelineKit

/// The cheap text filter that runs before any parse: does a file mention any of these words?
/// Searches raw UTF-8 (`ByteSearch`; Foundation's string search is a hundred times slower here).
struct KeywordFilter: Sendable {
    /// Each keyword with the offset of the byte `memchr` looks for: its rarest, so that the search
    /// does not stop at every `t` of `title = `.
    private let keywords: [(bytes: [UInt8], anchor: Int)]

    init(_ keywords: [String]) {
        self.keywords = Array(Set(keywords)).sorted().map { Array($0.utf8) }.filter { !$0.isEmpty }.map {
            ($0, Self.rarestByte(in: $0))
        }
    }

    func matches(_ bytes: UnsafeRawBufferPointer) -> Bool {
        keywords.contains { keyword, anchor in
            keyword.withUnsafeBytes { ByteSearch.contains(bytes, $0, anchor: anchor) }
        }
    }

    func matches(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { matches(UnsafeRawBufferPointer($0)) }
    }

    /// Lower case letters and spaces are the commonest bytes of Swift source, roughly in this
    /// order; anything else (punctuation, capitals) is rarer than any of them.
    private static let common = Array(" etaoinsrlcdumhpfgybvwkxjqz".utf8)

    private static func rarestByte(in keyword: [UInt8]) -> Int {
        keyword.indices.max { rank(keyword[$0]) < rank(keyword[$1]) } ?? 0
    }

    private static func rank(_ byte: UInt8) -> Int {
        common.firstIndex(of: byte).map { $0 } ?? common.count
    }
}
