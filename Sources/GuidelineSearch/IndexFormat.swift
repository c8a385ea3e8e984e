/// The bytes of a search index: little-endian integers and a string area, read in place so
/// that opening an index costs almost nothing (terms are found by binary search, not loaded).
///
///     "HIGX" version:u32
///     documents:  count:u32, then id:str language:u8 title:str summary:str
///     aliases:    count:u32, then alias:str id:str                  (sorted by alias)
///     concepts:   count:u32, then termCount:u32 term:str…           (glossary, for expansion)
///     terms:      count:u32, then term:str postingsAt:u32 postingsCount:u32   (sorted by term bytes)
///     postings:   document:u32 weight:f32 …
///     strings:    UTF-8 bytes; a str is offset:u32 length:u32 into this area
enum IndexFormat {
    static let magic: [UInt8] = Array("HIGX".utf8)
    static let version: UInt32 = 1

    struct Writer {
        var bytes: [UInt8] = []
        var strings: [UInt8] = []
        private var interned: [String: (UInt32, UInt32)] = [:]

        mutating func u8(_ value: UInt8) { bytes.append(value) }

        mutating func u32(_ value: UInt32) {
            withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
        }

        mutating func f32(_ value: Float) { u32(value.bitPattern) }

        mutating func string(_ value: String) {
            let ref: (UInt32, UInt32)
            if let known = interned[value] {
                ref = known
            } else {
                ref = (UInt32(strings.count), UInt32(value.utf8.count))
                strings.append(contentsOf: value.utf8)
                interned[value] = ref
            }
            u32(ref.0)
            u32(ref.1)
        }

        /// The finished index: the fixed part, then the string area (its start recorded up front).
        func finish() -> [UInt8] {
            var out = IndexFormat.magic
            withUnsafeBytes(of: IndexFormat.version.littleEndian) { out.append(contentsOf: $0) }
            withUnsafeBytes(of: UInt32(8 + 4 + bytes.count).littleEndian) { out.append(contentsOf: $0) }
            return out + bytes + strings
        }
    }

    struct Reader {
        let bytes: [UInt8]
        let stringsStart: Int
        var offset: Int

        enum Failure: Error { case notAnIndex, truncated }

        init(_ bytes: [UInt8]) throws {
            guard bytes.count >= 12, Array(bytes[0..<4]) == IndexFormat.magic else { throw Failure.notAnIndex }
            func header(_ at: Int) -> UInt32 {
                bytes.withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: at, as: UInt32.self)) }
            }
            guard header(4) == IndexFormat.version else { throw Failure.notAnIndex }
            let start = Int(header(8))
            guard start <= bytes.count else { throw Failure.truncated }
            self.bytes = bytes
            self.stringsStart = start
            self.offset = 12
        }

        func u32(at position: Int) throws -> UInt32 {
            guard position >= 0, position + 4 <= bytes.count else { throw Failure.truncated }
            return bytes.withUnsafeBytes {
                UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: position, as: UInt32.self))
            }
        }

        mutating func u8() throws -> UInt8 {
            guard offset < bytes.count else { throw Failure.truncated }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func u32() throws -> UInt32 {
            defer { offset += 4 }
            return try u32(at: offset)
        }

        mutating func f32() throws -> Float { Float(bitPattern: try u32()) }

        /// A string reference: where its bytes are, without decoding them.
        mutating func stringRange() throws -> Range<Int> {
            let start = stringsStart + Int(try u32())
            let end = start + Int(try u32())
            guard end <= bytes.count else { throw Failure.truncated }
            return start..<end
        }

        mutating func string() throws -> String {
            String(decoding: bytes[try stringRange()], as: UTF8.self)
        }
    }
}
