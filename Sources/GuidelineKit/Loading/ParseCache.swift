import Foundation

/// Parsed entry files of a knowledge base folder, kept between runs in the tool's cache: a
/// file whose bytes, path, glossary and tool are those of an earlier run is read from its
/// record (see `ParsedFileRecord`) instead of parsed, and its body is parsed only if something
/// reads it. Loading 30,000 files this way reads and hashes them but parses none.
///
/// It is `CompactWriter.sealed` (a damaged file is not read): the records, each as its key
/// and its bytes.
///
/// One file per content folder, replaced whole (through a rename) when any record changed.
public struct ParseCache: Sendable {
    static let magic = "HIGP", version = 2
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
        guard let data = FileManager.default.contents(atPath: path),
            var input = CompactReader(sealed: [UInt8](data), magic: Self.magic, version: Self.version),
            let records: [(UInt64, ArraySlice<UInt8>)] = input.list({ reader in
                reader.u64().flatMap { key in reader.raw().map { (key, $0) } }
            }),
            input.isAtEnd
        else { return [:] }
        return Dictionary(records, uniquingKeysWith: { first, _ in first })
    }

    /// Keeps `records` (key, record) for the next run; a failure costs only speed.
    func save(_ records: [(key: UInt64, record: ArraySlice<UInt8>)]) {
        let bytes = CompactWriter.sealed(magic: Self.magic, version: Self.version) { out in
            out.list(records.sorted { $0.key < $1.key }) { out, file in
                out.u64(file.key)
                out.raw(file.record)
            }
        }
        try? CacheDirectory.writeAtomically(Data(bytes), to: path)
    }
}
