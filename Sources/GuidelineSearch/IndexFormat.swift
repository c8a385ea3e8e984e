#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bytes of a search index, read in place: opening one costs a header read, documents
/// and terms are fixed-size records found by index or binary search, strings are decoded
/// only for the results shown.
///
///     header (52 bytes): "HIGX" version:u32 strings:u32
///                        documents:u32 at:u32  aliases:u32 at:u32  concepts:u32 at:u32
///                        terms:u32 at:u32  vocabulary:u32 at:u32
///     documents  52-byte records: id kind title summary headings entry (str) language:u32
///     aliases    16-byte records: alias id (str), sorted by alias
///     concepts   count:u32 then str…, per glossary concept: the entry that answers for it
///                ("" for none), then its terms (for query expansion)
///     terms      16-byte records: term (str) postingsAt:u32 postingsCount:u32, sorted by bytes
///     vocabulary 8-byte records: surface Latin words (str), sorted, for "did you mean"
///     postings   document:u32 weight:f32 …
///     strings    UTF-8; a str is offset:u32 length:u32 into this area
enum IndexFormat {
    static let magic: [UInt8] = Array("HIGX".utf8)
    static let version: UInt32 = 3
    static let headerSize = 52
    static let documentSize = 52
    static let aliasSize = 16
    static let termSize = 16
    static let vocabularySize = 8

    enum Failure: Error { case notAnIndex, truncated }

    /// Little-endian writer with an interned string area.
    struct Writer {
        var bytes: [UInt8] = []
        var strings: [UInt8] = []
        private var interned: [String: (UInt32, UInt32)] = [:]

        mutating func u32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
        mutating func u32(_ value: Int) { u32(UInt32(value)) }
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
    }
}

/// Index bytes in memory or mapped from a file; immutable once made.
final class IndexBytes: @unchecked Sendable {
    let raw: UnsafeRawBufferPointer
    private let mapped: Bool

    init(copying bytes: [UInt8]) {
        let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 1), alignment: 8)
        bytes.withUnsafeBytes { memory.copyMemory(from: $0) }
        raw = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(memory)[0..<bytes.count])
        mapped = false
    }

    /// Maps a file read-only; nil when it cannot be opened.
    init?(mapping path: String) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_size > 0,
            let address = mmap(nil, Int(info.st_size), PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED
        else { return nil }
        raw = UnsafeRawBufferPointer(start: address, count: Int(info.st_size))
        mapped = true
    }

    deinit {
        if mapped {
            munmap(UnsafeMutableRawPointer(mutating: raw.baseAddress), raw.count)
        } else {
            raw.baseAddress.map { UnsafeMutableRawPointer(mutating: $0).deallocate() }
        }
    }

    func u32(_ at: Int) -> Int { Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt32.self))) }
    func f32(_ at: Int) -> Float {
        Float(bitPattern: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt32.self)))
    }
}
