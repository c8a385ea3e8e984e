#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

import GuidelineKit

/// All the rules' keywords searched in one pass over a file, however many there are (the
/// separate searches it replaces cost a pass each). Each keyword is anchored at its rarest
/// pair of bytes; at each byte, a bitmap of the anchors says whether any keyword may be there.
/// Keywords and groups are kept in flat arrays: the pass runs over tens of megabytes, and an
/// array of arrays would retain and release one at every anchor found.
struct KeywordScanner: Sendable {
    /// Every keyword's bytes end to end: keyword `k` is `bytes[starts[k]..<starts[k + 1]]`.
    private let bytes: [UInt8]
    private let starts: [Int]
    /// Offset of each keyword's anchor pair in the keyword.
    private let anchors: [Int]
    /// One bit per pair of bytes that anchors a keyword.
    private let anchorBits: [UInt64]
    /// Keywords by their anchor pair (`first << 8 | second`): `members[groupStarts[g]..<groupStarts[g + 1]]`
    /// for group `g = slot[pair]`, slot 0 none.
    private let slot: [UInt16]
    private let groupStarts: [Int]
    private let members: [Int]
    /// Keywords one byte long, searched on their own.
    private let single: [Int]

    init(_ keywords: [String]) {
        let unique = Set(keywords.map { Array($0.utf8) }.filter { !$0.isEmpty }).sorted {
            $0.lexicographicallyPrecedes($1)
        }
        anchors = unique.map { bytes in
            bytes.count < 2 ? 0 : (0..<bytes.count - 1).max {
                KeywordFilter.rank(bytes[$0]) + KeywordFilter.rank(bytes[$0 + 1])
                    < KeywordFilter.rank(bytes[$1]) + KeywordFilter.rank(bytes[$1 + 1])
            }!
        }
        bytes = unique.flatMap { $0 }
        starts = unique.reduce(into: [0]) { $0.append($0.last! + $1.count) }
        var anchorBits = [UInt64](repeating: 0, count: 1024)
        var slot = [UInt16](repeating: 0, count: 1 << 16)
        var groups: [[Int]] = [[]]
        var single: [Int] = []
        for (index, bytes) in unique.enumerated() {
            guard bytes.count > 1 else {
                single.append(index)
                continue
            }
            let pair = Int(bytes[anchors[index]]) << 8 | Int(bytes[anchors[index] + 1])
            anchorBits[pair >> 6] |= 1 << UInt64(pair & 63)
            if slot[pair] == 0 {
                slot[pair] = UInt16(groups.count)
                groups.append([])
            }
            groups[Int(slot[pair])].append(index)
        }
        self.anchorBits = anchorBits
        self.slot = slot
        groupStarts = groups.reduce(into: [0]) { $0.append($0.last! + $1.count) }
        members = groups.flatMap { $0 }
        self.single = single
        index = KeywordIndex(unique.map(KeywordBytes.init))
    }

    /// Which keyword each byte string is (`FileText` answers from it).
    let index: KeywordIndex

    /// A file's text with every keyword's answer known.
    func scan(_ bytes: UnsafeRawBufferPointer, path: String) -> FileText {
        var found = [Bool](repeating: false, count: starts.count - 1)
        search(bytes, found: &found, untilFirst: false)
        return FileText(bytes, path: path, scanned: (index, found))
    }

    /// Whether the text holds any of the keywords (the search stops at the first).
    func matchesAny(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var found = [Bool](repeating: false, count: starts.count - 1)
        return search(bytes, found: &found, untilFirst: true)
    }

    /// Marks the keywords found; true when one was.
    @discardableResult
    private func search(_ text: UnsafeRawBufferPointer, found: inout [Bool], untilFirst: Bool) -> Bool {
        var any = false
        for index in single where ByteSearch.firstOffset(of: bytes[starts[index]], in: text) != nil {
            found[index] = true
            any = true
            if untilFirst { return true }
        }
        guard text.count > 1, groupStarts.count > 2, let base = text.baseAddress else { return any }
        let count = text.count
        let characters = base.assumingMemoryBound(to: UInt8.self)
        return withUnsafeBuffers { anchorBits, slot, groupStarts, members, starts, anchors, bytes in
            found.withUnsafeMutableBufferPointer { found in
                var pair = Int(characters[0])
                var offset = 0
                while true {
                    offset = Self.nextAnchor(in: characters, count, after: offset, pair: &pair, anchorBits.baseAddress!)
                    guard offset < count else { break }
                    let group = Int(slot[pair])
                    for member in groupStarts[group]..<groupStarts[group + 1] {
                        let keyword = members[member]
                        guard !found[keyword] else { continue }
                        let length = starts[keyword + 1] - starts[keyword]
                        let start = offset - 1 - anchors[keyword]
                        guard start >= 0, start + length <= count,
                            memcmp(base + start, bytes.baseAddress! + starts[keyword], length) == 0
                        else { continue }
                        found[keyword] = true
                        any = true
                        if untilFirst { return true }
                    }
                }
                return any
            }
        }
    }

    /// The offset of the next byte after `offset` that ends an anchor pair (`count` if none),
    /// with the pair it ends. A loop of its own, with nothing else to keep in registers: in the
    /// loop that also compares keywords, the pair and the offset went to memory at every byte.
    private static func nextAnchor(
        in characters: UnsafePointer<UInt8>, _ count: Int, after offset: Int, pair: inout Int, _ anchorBits: UnsafePointer<UInt64>
    ) -> Int {
        var (offset, current) = (offset + 1, pair)
        while offset < count {
            current = (current &<< 8 | Int(characters[offset])) & 0xFFFF
            if anchorBits[current &>> 6] & (1 &<< UInt64(current & 63)) != 0 { break }
            offset += 1
        }
        pair = current
        return offset
    }

    private func withUnsafeBuffers<R>(
        _ body: (
            UnsafeBufferPointer<UInt64>, UnsafeBufferPointer<UInt16>, UnsafeBufferPointer<Int>, UnsafeBufferPointer<Int>,
            UnsafeBufferPointer<Int>, UnsafeBufferPointer<Int>, UnsafeBufferPointer<UInt8>
        ) -> R
    ) -> R {
        anchorBits.withUnsafeBufferPointer { anchorBits in
            slot.withUnsafeBufferPointer { slot in
                groupStarts.withUnsafeBufferPointer { groupStarts in
                    members.withUnsafeBufferPointer { members in
                        starts.withUnsafeBufferPointer { starts in
                            anchors.withUnsafeBufferPointer { anchors in
                                bytes.withUnsafeBufferPointer { bytes in
                                    body(anchorBits, slot, groupStarts, members, starts, anchors, bytes)
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
