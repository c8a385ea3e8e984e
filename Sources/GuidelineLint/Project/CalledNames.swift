import GuidelineKit

/// A text filter for uses of function names as a handler can make them: `share()`,
/// `model.share { … }`, `action: share)`, `#selector(share(_:))`. A name counts only as a whole
/// identifier followed by `(`, `{`, `)` or `,`, and not after `super.` or `func`: a project's
/// common names (`body`, `render`, `viewDidLoad`) are mentioned in most files as declarations
/// (`var body: some View`, `func render(`), parts of longer names or calls up the class chain,
/// none of which a control's action makes.
struct CalledNames: Sendable {
    /// Each name, with the words a file must also hold for a use of it to count (the types
    /// from whose code a call of it means something), nil when any use counts.
    private let names: [(bytes: [UInt8], anchor: Int, alongside: KeywordFilter?)]
    /// Files that mention none of the `searched` names are passed over in one pass.
    private let anyName: KeywordFilter
    /// Whether `super.name(…)` counts (a call of UIKit's own method does, for a rule about it).
    private let countingSuper: Bool
    /// Names made of identifier bytes, by a hash of their bytes (`names` indices), when there are
    /// enough of them to look up each identifier of a file rather than search it for each name:
    /// a thousand names reaching share sheets made that search most of a project filter's time.
    private let byHash: [UInt64: [Int]]?
    /// For each first byte, a bit for each length (63 for longer) of those names: most of a
    /// file's identifiers are passed over without hashing or looking them up.
    private let firstByteAndLength: [UInt64]
    /// Names with another byte (an operator's), searched for one at a time.
    private let searched: [Int]
    /// More names than this are looked up by identifier.
    static let searchedNames = 8

    init(_ names: [String], countingSuper: Bool = false) { self.init(names.map { ($0, nil) }, countingSuper: countingSuper) }

    init(_ names: [(name: String, alongside: [String]?)], countingSuper: Bool = false) {
        self.countingSuper = countingSuper
        let list = names.filter { !$0.name.isEmpty }.sorted { $0.name < $1.name }.map { name, alongside in
            let bytes = Array(name.utf8)
            return (bytes: bytes, anchor: KeywordFilter.rarestByte(in: bytes), alongside: alongside.map(KeywordFilter.init))
        }
        let isIdentifier = list.map { $0.bytes.allSatisfy(Self.isIdentifierByte) }
        var firstByteAndLength = [UInt64](repeating: 0, count: 256)
        if list.count > Self.searchedNames {
            byHash = Dictionary(grouping: list.indices.filter { isIdentifier[$0] }) { KeywordBytes.hash(of: list[$0].bytes) }
            searched = list.indices.filter { !isIdentifier[$0] }
            for index in list.indices where isIdentifier[index] {
                firstByteAndLength[Int(list[index].bytes[0])] |= 1 << UInt64(min(list[index].bytes.count, 63))
            }
        } else {
            byHash = nil
            searched = Array(list.indices)
        }
        self.firstByteAndLength = firstByteAndLength
        self.names = list
        anyName = KeywordFilter(searched.map { String(decoding: list[$0].bytes, as: UTF8.self) })
    }

    /// Whether the text uses one of the names so.
    func matches(_ text: UnsafeRawBufferPointer) -> Bool {
        if let byHash, usesIdentifier(in: text, byHash) { return true }
        guard !searched.isEmpty, anyName.matches(text) else { return false }
        return searched.contains { index in
            let (name, anchor, alongside) = names[index]
            if let alongside, !alongside.matches(text) { return false }
            return name.withUnsafeBytes { needle in
                ByteSearch.anyOffset(of: needle, in: text, anchor: anchor) { isUse(in: text, at: $0, length: name.count) }
            }
        }
    }

    /// Whether an identifier of the text is a use of a name in `byHash`: each whole identifier
    /// (a run of identifier bytes) is hashed once and compared with the names of its hash.
    private func usesIdentifier(in text: UnsafeRawBufferPointer, _ byHash: [UInt64: [Int]]) -> Bool {
        var alongsideFound: [Int: Bool] = [:]  // each name's other words, looked for once
        var offset = 0
        while offset < text.count {
            guard Self.isIdentifierByte(text[offset]) else {
                offset += 1
                continue
            }
            let start = offset
            while offset < text.count && Self.isIdentifierByte(text[offset]) { offset += 1 }
            guard firstByteAndLength[Int(text[start])] & (1 << UInt64(min(offset - start, 63))) != 0 else { continue }
            let identifier = text[start..<offset]
            guard let candidates = byHash[KeywordBytes.hash(of: identifier)] else { continue }
            for index in candidates where names[index].bytes.elementsEqual(identifier) {
                if let alongside = names[index].alongside {
                    let found = alongsideFound[index] ?? alongside.matches(text)
                    alongsideFound[index] = found
                    if !found { continue }
                }
                if isUse(in: text, at: start, length: identifier.count) { return true }
            }
        }
        return false
    }

    private func isUse(in text: UnsafeRawBufferPointer, at offset: Int, length: Int) -> Bool {
        if offset > 0 && Self.isIdentifierByte(text[offset - 1]) { return false }
        if !countingSuper && offset >= 6 && text[(offset - 6)..<offset].elementsEqual("super.".utf8) { return false }
        // A declaration (`func share(`) is not a use.
        var before = offset
        while before > 0, text[before - 1] == 0x20 || text[before - 1] == 0x09 { before -= 1 }
        if before < offset && before >= 4 && text[(before - 4)..<before].elementsEqual("func".utf8)
            && (before == 4 || !Self.isIdentifierByte(text[before - 5]))
        {
            return false
        }
        var next = offset + length
        if next < text.count && Self.isIdentifierByte(text[next]) { return false }
        while next < text.count, text[next] == 0x20 || text[next] == 0x09 || text[next] == 0x0A || text[next] == 0x0D {
            next += 1
        }
        guard next < text.count else { return false }
        return text[next] == UInt8(ascii: "(") || text[next] == UInt8(ascii: "{") || text[next] == UInt8(ascii: ")")
            || text[next] == UInt8(ascii: ",")
    }

    /// Letters, digits, `_` and any byte of a non-ASCII character (Swift allows them in names).
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), 0x80...:
            true
        default: false
        }
    }
}
