import Foundation
import GuidelineKit
import GuidelineSearch

/// What a build wrote into an output folder: each page with the digest of its inputs (see
/// `SiteFingerprints`), and the other files (home pages, assets, the search index). It is kept
/// in the tool's cache, not in the site, and tied to the folder by a token in the folder's
/// marker file: a folder written by anything else, or changed by another build, gets a whole
/// build. Hand edits to files in the folder are not looked for.
public struct SiteState: Sendable, Equatable {
    /// Page path → digest of what it is made from.
    var pages: [String: UInt64]
    /// Files made again by every build.
    var others: Set<String> = []

    /// How a build went, for tests and benchmarks.
    public struct Report: Sendable, Equatable {
        /// Whether the folder was updated in place rather than replaced.
        public var isIncremental: Bool
        /// Jobs run: pages made, or the search index or assets made again.
        public var pagesMade: Int
        public var filesWritten: Int
        public var filesRemoved: Int
        /// Whether the search index was updated in place (see `BrowserIndex.update`).
        public var searchIndexUpdated = false
    }

    /// Whether the state lists a file (pages and other files are apart).
    func lists(_ path: String) -> Bool { pages[path] != nil || others.contains(path) }

    /// The files this state lists that `next` does not: those a build leaving `next` removes.
    func paths(missingFrom next: SiteState) -> [String] {
        pages.keys.filter { !next.lists($0) } + others.filter { !next.lists($0) }
    }

    /// `CompactWriter.sealed`: the pages with their digests, then the other files, each sorted
    /// by path (the same state, the same bytes).
    var serialized: [UInt8] {
        CompactWriter.sealed(magic: "HIGT", version: 2) { out in
            out.list(pages.sorted { $0.key < $1.key }) { out, page in
                out.string(page.key)
                out.u64(page.value)
            }
            out.strings(others.sorted())
        }
    }

    init(pages: [String: UInt64], others: Set<String> = []) {
        self.pages = pages
        self.others = others
    }

    /// The state a file holds; nil for anything else (which then costs a whole build).
    init?(serialized bytes: [UInt8]) {
        guard var input = CompactReader(sealed: bytes, magic: "HIGT", version: 2),
            let pages: [(String, UInt64)] = input.list({ reader in
                reader.string().flatMap { path in reader.u64().map { (path, $0) } }
            }),
            let others = input.strings(), input.isAtEnd
        else { return nil }
        self.pages = Dictionary(pages, uniquingKeysWith: { first, _ in first })
        self.others = Set(others)
    }

    /// The output folder's marker file, with the token of a state (`serialized`).
    static func marker(of serialized: [UInt8]) -> String {
        var hasher = FNV1a()
        serialized.withUnsafeBytes { hasher.add(bytes: $0) }
        return OutputFolder.markerText + "state: \(hasher.hex)\n"
    }

    /// Where the state of one output folder is kept: `<cache>/sites/<digest of the folder's path>`.
    struct Store {
        let folder: OutputFolder
        let path: String

        init(folder: OutputFolder, cache: String) {
            self.folder = folder
            path = "\(cache)/sites/\(SourceDigest.of(folder.path)).state"
        }

        /// The state of the last build into the folder, if the folder still holds what it wrote.
        func load() -> SiteState? {
            guard let bytes = FileBytes.read(path),
                let marker = try? String(contentsOfFile: "\(folder.path)/\(OutputFolder.markerName)", encoding: .utf8),
                marker == SiteState.marker(of: bytes)
            else { return nil }
            return SiteState(serialized: bytes)
        }

        /// Saves a state (`serialized`); a failure costs the next build its speed, nothing else.
        func save(_ serialized: [UInt8]) {
            try? CacheDirectory.writeAtomically(Data(serialized), to: path)
        }

        /// The search index's state (see `BrowserIndex.update`), kept beside the folder's.
        private var searchIndexPath: String { String(path.dropLast(".state".count)) + ".search" }

        func loadSearchIndex() -> BrowserIndexState? {
            FileBytes.read(searchIndexPath).flatMap { BrowserIndexState(serialized: $0) }
        }

        func saveSearchIndex(_ state: BrowserIndexState) {
            try? CacheDirectory.writeAtomically(Data(state.serialized), to: searchIndexPath)
        }

        /// Drops the state before the folder is changed in place: if the update stops half
        /// way, the next build is a whole one.
        func forget() { unlink(path) }

        /// Holds off another build into the same folder until this one is done.
        func lock() -> Lock? {
            let lockPath = path + ".lock"
            try? FileManager.default.createDirectory(
                atPath: (lockPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { return nil }
            while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
            return Lock(descriptor: descriptor)
        }
    }

    struct Lock {
        let descriptor: Int32
        func unlock() { close(descriptor) }
    }
}
