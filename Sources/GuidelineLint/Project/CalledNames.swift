import GuidelineKit

/// A text filter for uses of function names as a handler can make them: `share()`,
/// `model.share { … }`, `action: share)`, `#selector(share(_:))`. A name counts only as a whole
/// identifier followed by `(`, `{`, `)` or `,`, and not after `super.`: a project's common
/// names (`body`, `render`, `viewDidLoad`) are mentioned in most files as declarations
/// (`var body: some View`), parts of longer names or calls up the class chain, none of which a
/// control's action makes.
struct CalledNames: Sendable {
    private let names: [(bytes: [UInt8], anchor: Int)]
    /// Files that mention none of the names are passed over in one pass.
    private let anyName: KeywordFilter

    init(_ names: [String]) {
        self.names = Set(names).sorted().map { Array($0.utf8) }.filter { !$0.isEmpty }.map {
            ($0, KeywordFilter.rarestByte(in: $0))
        }
        anyName = KeywordFilter(names)
    }

    /// Whether the text uses one of the names so.
    func matches(_ text: UnsafeRawBufferPointer) -> Bool {
        guard anyName.matches(text) else { return false }
        return names.contains { name, anchor in
            name.withUnsafeBytes { needle in
                var start = 0
                while start < text.count,
                    let found = ByteSearch.firstOffset(of: needle, in: UnsafeRawBufferPointer(rebasing: text[start...]), anchor: anchor)
                {
                    let offset = start + found
                    if Self.isUse(in: text, at: offset, length: name.count) { return true }
                    start = offset + 1
                }
                return false
            }
        }
    }

    private static func isUse(in text: UnsafeRawBufferPointer, at offset: Int, length: Int) -> Bool {
        if offset > 0 && isIdentifierByte(text[offset - 1]) { return false }
        if offset >= 6 && text[(offset - 6)..<offset].elementsEqual("super.".utf8) { return false }
        var next = offset + length
        if next < text.count && isIdentifierByte(text[next]) { return false }
        while next < text.count, text[next] == 0x20 || text[next] == 0x09 || text[next] == 0x0A || text[next] == 0x0D {
            next += 1
        }
        guard next < text.count else { return false }
        return text[next] == UInt8(ascii: "(") || text[next] == UInt8(ascii: "{") || text[next] == UInt8(ascii: ")")
            || text[next] == UInt8(ascii: ",")
    }

    /// Letters, digits, `_` and any byte of a non-ASCII character (Swift allows them in names).
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), 0x80...:
            true
        default: false
        }
    }
}
