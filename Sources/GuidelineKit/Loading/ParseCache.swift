import Foundation

/// Parsed entry files of a knowledge base folder, kept between runs in the tool's cache: a
/// file whose bytes, path, glossary and tool are those of an earlier run is read from its
/// record (see `ParsedFileRecord`) instead of parsed, and its body is parsed only if something
/// reads it. A file whose stamp (see `FileStamp`) is the one its record was saved with is not
/// even read: its bytes are, when its body is. Loading 30,000 unchanged files this way stats
/// them and decodes their records.
///
/// A record also says under which ids, aliases and rules (`ContentValidator.world`) the
/// file's links and references were last all found, so that they are not looked up again.
///
/// It is `CompactWriter.sealed` (a damaged file is not read): the records, each as its key,
/// its place, the stamp it may be trusted by (none for a file written just before it was
/// listed), where its links were checked and its bytes.
///
/// One file per content folder, replaced whole (through a rename) when any record changed.
/// The built-in knowledge base's records are made when the tool is built and are part of it
/// (`init(builtIn:)`).
public struct ParseCache: Sendable {
    static let magic = "HIGP", version = 10
    /// The file the records are kept in; none for records built into the tool.
    let path: String
    /// Who parsed the records (see `place`): the running tool's build, or `builtInParser`.
    let parser: String
    /// Records built into the tool, read instead of a file and never written.
    private var builtIn: [UInt8]?
    private var prefetched: Prefetched?

    /// The cache of the knowledge base in `content`, under the tool's cache folder `directory`.
    public init(content: String, directory: String = CacheDirectory.path()) {
        let absolute = URL(fileURLWithPath: content).standardizedFileURL.path
        path = "\(directory)/parsed-\(SourceDigest.of(absolute)).higp"
        parser = CacheDirectory.build
    }

    /// The parser of records made when the tool was built (`embed-content`): the same sources
    /// are compiled into the tool, so they are filed under no build of it.
    static let builtInParser = "built-in"

    /// The records of the knowledge base built into the tool, made with it: read, never written.
    public init(builtIn records: [UInt8]) {
        path = ""
        parser = Self.builtInParser
        builtIn = records
    }

    /// A cache whose records, written to `path`, are filed as `init(builtIn:)` reads them: how
    /// `embed-content` makes them.
    public init(makingBuiltInAt path: String) {
        self.path = path
        parser = Self.builtInParser
    }

    /// The same cache, its records being read on another core from now on, so that listing
    /// the folder and reading them (about 0.1 s each for 30,000 files) overlap; `load()`
    /// then gives the records as they were when this was called.
    public func prefetching() -> ParseCache {
        var cache = self
        cache.prefetched = Prefetched(self)
        return cache
    }

    /// Records being read in the background.
    private final class Prefetched: @unchecked Sendable {
        private let done = DispatchGroup()
        private var records = Records()

        init(_ cache: ParseCache) {
            DispatchQueue.global().async(group: done) { self.records = cache.load() }
        }

        var value: Records {
            done.wait()
            return records
        }
    }

    /// One file's record as it is kept.
    struct Saved: Sendable {
        /// Everything the parse depends on: the place and the file's bytes (see `key(_:bytes:)`).
        var key: UInt64
        /// The file's path, glossary and tool (see `place(displayPath:terminology:)`).
        var place: UInt64
        /// The stamp that stands for the file's bytes; nil when the file may not be trusted by it.
        var stamp: FileStamp?
        /// The world its links and references were all found in, or 0 (see `ContentValidator`).
        var linksCheckedIn: UInt64 = 0
        var record: ArraySlice<UInt8>
    }

    /// The records of the last run: by key, and the trusted ones' key and stamp by place.
    struct Records {
        var byKey: [UInt64: (record: ArraySlice<UInt8>, linksCheckedIn: UInt64)] = [:]
        var byPlace: [UInt64: (stamp: FileStamp, key: UInt64)] = [:]

        /// Whether `saved` is kept exactly so.
        func holds(_ saved: Saved) -> Bool {
            guard byKey[saved.key]?.linksCheckedIn == saved.linksCheckedIn else { return false }
            let trusted = byPlace[saved.place]
            return trusted?.stamp == saved.stamp && (saved.stamp == nil || trusted?.key == saved.key)
        }
    }

    /// Where a file's record belongs, whatever its bytes: its path, the glossary it was checked
    /// against and the tool that parsed it. The key continues this hash over the bytes.
    func place(displayPath: String, terminology: UInt64) -> FNV1a {
        var hasher = FNV1a()
        hasher.add(parser)
        hasher.add(UInt8(0xFF))
        hasher.add(displayPath)
        hasher.add(UInt8(0xFF))
        hasher.add(terminology)
        return hasher
    }

    /// What one file's record is filed under: everything its parse depends on.
    static func key(_ place: FNV1a, bytes: [UInt8]) -> UInt64 {
        var hasher = place
        bytes.withUnsafeBytes { hasher.add(bytes: $0) }
        return hasher.value
    }

    /// The records of the last run; none when there is no cache or it is damaged.
    func load() -> Records {
        if let prefetched { return prefetched.value }
        guard let bytes = builtIn ?? FileBytes.read(path),
            var input = CompactReader(sealed: bytes, magic: Self.magic, version: Self.version),
            let saved: [Saved] = input.list({ reader in
                guard let key = reader.u64(), let place = reader.u64(),
                    let stamp: FileStamp? = reader.optional({ $0.stamp() }), let checked = reader.u64(),
                    let record = reader.raw()
                else { return nil }
                return Saved(key: key, place: place, stamp: stamp, linksCheckedIn: checked, record: record)
            }),
            input.isAtEnd
        else { return Records() }
        var records = Records()
        records.byKey.reserveCapacity(saved.count)
        for file in saved {
            records.byKey[file.key] = (file.record, file.linksCheckedIn)
            if let stamp = file.stamp { records.byPlace[file.place] = (stamp, file.key) }
        }
        return records
    }

    /// Whether to write the cache of `total` records again when `changed` of them are new or
    /// differ and `removed` are no longer used. Rewriting 30,000 records takes about 0.1 s of a
    /// core and parsing a file again about a millisecond, so a few edited files are parsed
    /// again on each run until there are enough of them (an edit counts twice: a record added,
    /// one removed).
    static func isWorthRewriting(total: Int, changed: Int, removed: Int) -> Bool {
        changed + removed > min(64, total / 16)
    }

    /// Keeps `records` for the next run; a failure costs only speed.
    func save(_ records: [Saved]) {
        guard builtIn == nil else { return }
        let bytes = CompactWriter.sealed(magic: Self.magic, version: Self.version) { out in
            out.list(records.sorted { ($0.key, $0.place) < ($1.key, $1.place) }) { out, file in
                out.u64(file.key)
                out.u64(file.place)
                out.optional(file.stamp) { $0.stamp($1) }
                out.u64(file.linksCheckedIn)
                out.raw(file.record)
            }
        }
        try? CacheDirectory.writeAtomically(Data(bytes), to: path)
    }
}
