#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// All the rules' keywords searched in one pass over a file, however many there are (the
/// separate searches it replaces cost a pass each). Each keyword is anchored at its rarest
/// pair of bytes; at each byte, a bitmap of the anchors says whether any keyword may be there.
struct KeywordScanner: Sendable {
    private let keywords: [(bytes: [UInt8], anchor: Int)]
    /// One bit per pair of bytes that anchors a keyword.
    private let anchors: [UInt64]
    /// Keywords by their anchor pair (`first << 8 | second`): `groups[slot[pair]]`, slot 0 none.
    private let slot: [UInt16]
    private let groups: [[Int]]
    /// Keywords one byte long, searched on their own.
    private let single: [Int]

    init(_ keywords: [String]) {
        let unique = Set(keywords.map { Array($0.utf8) }.filter { !$0.isEmpty }).sorted {
            $0.lexicographicallyPrecedes($1)
        }
        self.keywords = unique.map { bytes in
            let anchor = bytes.count < 2 ? 0 : (0..<bytes.count - 1).max {
                KeywordFilter.rank(bytes[$0]) + KeywordFilter.rank(bytes[$0 + 1])
                    < KeywordFilter.rank(bytes[$1]) + KeywordFilter.rank(bytes[$1 + 1])
            }!
            return (bytes, anchor)
        }
        var anchors = [UInt64](repeating: 0, count: 1024)
        var slot = [UInt16](repeating: 0, count: 1 << 16)
        var groups: [[Int]] = [[]]
        var single: [Int] = []
        for (index, (bytes, anchor)) in self.keywords.enumerated() {
            guard bytes.count > 1 else {
                single.append(index)
                continue
            }
            let pair = Int(bytes[anchor]) << 8 | Int(bytes[anchor + 1])
            anchors[pair >> 6] |= 1 << UInt64(pair & 63)
            if slot[pair] == 0 {
                slot[pair] = UInt16(groups.count)
                groups.append([])
            }
            groups[Int(slot[pair])].append(index)
        }
        self.anchors = anchors
        self.slot = slot
        self.groups = groups
        self.single = single
        index = Dictionary(uniqueKeysWithValues: self.keywords.enumerated().map { ($1.bytes, $0) })
    }

    /// Which keyword each byte string is (`FileText` answers from it).
    let index: [[UInt8]: Int]

    /// A file's text with every keyword's answer known.
    func scan(_ bytes: UnsafeRawBufferPointer) -> FileText {
        var found = [Bool](repeating: false, count: keywords.count)
        search(bytes, found: &found, untilFirst: false)
        return FileText(bytes, scanned: (index, found))
    }

    /// Whether the text holds any of the keywords (the search stops at the first).
    func matchesAny(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var found = [Bool](repeating: false, count: keywords.count)
        return search(bytes, found: &found, untilFirst: true)
    }

    /// Marks the keywords found; true when one was.
    @discardableResult
    private func search(_ bytes: UnsafeRawBufferPointer, found: inout [Bool], untilFirst: Bool) -> Bool {
        var any = false
        for index in single where bytes.contains(keywords[index].bytes[0]) {
            found[index] = true
            any = true
            if untilFirst { return true }
        }
        guard bytes.count > 1, groups.count > 1, let base = bytes.baseAddress else { return any }
        let text = base.assumingMemoryBound(to: UInt8.self)
        return anchors.withUnsafeBufferPointer { anchors in
            slot.withUnsafeBufferPointer { slot in
                var pair = Int(text[0])
                for offset in 1..<bytes.count {
                    pair = (pair << 8 | Int(text[offset])) & 0xFFFF
                    guard anchors[pair >> 6] & (1 << UInt64(pair & 63)) != 0 else { continue }
                    for index in groups[Int(slot[pair])] where !found[index] {
                        let (keyword, anchor) = keywords[index]
                        let start = offset - 1 - anchor
                        guard start >= 0, start + keyword.count <= bytes.count,
                            keyword.withUnsafeBytes({ memcmp(base + start, $0.baseAddress!, keyword.count) == 0 })
                        else { continue }
                        found[index] = true
                        any = true
                        if untilFirst { return true }
                    }
                }
                return any
            }
        }
    }
}
