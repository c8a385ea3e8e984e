import Foundation

/// Parsed entry files of a knowledge base folder, kept between runs in the tool's cache: a
/// file whose bytes, path, glossary and tool are those of an earlier run is read from its
/// record (see `ParsedFileRecord`) instead of parsed, and its body is parsed only if something
/// reads it. Loading 30,000 files this way reads and hashes them but parses none.
///
///     "HIGP" version:u32 count:u32, then per file: key:u64 length:u32 record; then the
///     FNV-1a hash of all that, u64 (a damaged file is not read)
///
/// One file per content folder, replaced whole (through a rename) when any record changed.
public struct ParseCache: Sendable {
    static let magic = Array("HIGP".utf8)
    static let version: UInt32 = 1
    let path: String

    /// The cache of the knowledge base in `content`, under the tool's cache folder `directory`.
    public init(content: String, directory: String = CacheDirectory.path()) {
        let absolute = URL(fileURLWithPath: content).standardizedFileURL.path
        path = "\(directory)/parsed-\(SourceDigest.of(absolute)).higp"
    }

    /// What one file's record is filed under: everything its parse depends on.
    static func key(displayPath: String, terminology: UInt64, bytes: [UInt8]) -> UInt64 {
        var hasher = FNV1a()
        hasher.add(CacheDirectory.build)
        hasher.add(UInt8(0xFF))
        hasher.add(displayPath)
        hasher.add(UInt8(0xFF))
        hasher.add(terminology)
        bytes.withUnsafeBytes { hasher.add(bytes: $0) }
        return hasher.value
    }

    /// The records of the last run, by key; none when there is no cache or it is damaged.
    func load() -> [UInt64: ArraySlice<UInt8>] {
        guard let data = FileManager.default.contents(atPath: path) else { return [:] }
        var bytes = [UInt8](data)
        guard bytes.count >= 8 else { return [:] }
        var hasher = FNV1a()
        bytes.withUnsafeBytes { hasher.add(bytes: UnsafeRawBufferPointer(rebasing: $0.dropLast(8))) }
        let stored = bytes.suffix(8).reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        guard stored == hasher.value else { return [:] }
        bytes.removeLast(8)
        var at = 0
        func u32() -> Int? {
            guard at + 4 <= bytes.count else { return nil }
            defer { at += 4 }
            return Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24
        }
        guard bytes.starts(with: Self.magic) else { return [:] }
        at = 4
        guard u32() == Int(Self.version), let count = u32() else { return [:] }
        var records: [UInt64: ArraySlice<UInt8>] = Dictionary(minimumCapacity: count)
        for _ in 0..<count {
            guard let low = u32(), let high = u32(), let length = u32(), at + length <= bytes.count else { return [:] }
            records[UInt64(low) | UInt64(high) << 32] = bytes[at..<at + length]
            at += length
        }
        return at == bytes.count ? records : [:]
    }

    /// Keeps `records` (key, record) for the next run; a failure costs only speed.
    func save(_ records: [(key: UInt64, record: ArraySlice<UInt8>)]) {
        var bytes = Self.magic
        func u32(_ value: Int) {
            withUnsafeBytes(of: UInt32(truncatingIfNeeded: value).littleEndian) { bytes.append(contentsOf: $0) }
        }
        u32(Int(Self.version))
        u32(records.count)
        for (key, record) in records.sorted(by: { $0.key < $1.key }) {
            u32(Int(truncatingIfNeeded: key))
            u32(Int(truncatingIfNeeded: key >> 32))
            u32(record.count)
            bytes += record
        }
        var hasher = FNV1a()
        bytes.withUnsafeBytes { hasher.add(bytes: $0) }
        withUnsafeBytes(of: hasher.value.littleEndian) { bytes.append(contentsOf: $0) }
        try? CacheDirectory.writeAtomically(Data(bytes), to: path)
    }
}
