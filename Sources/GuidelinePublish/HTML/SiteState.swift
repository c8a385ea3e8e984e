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

    var paths: Set<String> { others.union(pages.keys) }

    static let header = "hig-activity site state 1"

    /// One line per file, sorted: `p <digest> <path>` or `f <path>`, paths with `%`, tab and
    /// newline escaped.
    var serialized: String {
        var lines = [Self.header]
        for (path, digest) in pages { lines.append("p\t\(String(digest, radix: 16))\t\(Self.escape(path))") }
        for path in others { lines.append("f\t\(Self.escape(path))") }
        lines[1...].sort()
        return lines.joined(separator: "\n") + "\n"
    }

    init(pages: [String: UInt64], others: Set<String> = []) {
        self.pages = pages
        self.others = others
    }

    /// The state a file holds; nil for anything else (which then costs a whole build).
    init?(serialized text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == Substring(Self.header), lines.last == "" else { return nil }
        lines.removeFirst()
        lines.removeLast()
        pages = Dictionary(minimumCapacity: lines.count)
        for line in lines {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            switch (fields.first, fields.count) {
            case ("p", 3):
                guard let digest = UInt64(fields[1], radix: 16) else { return nil }
                pages[Self.unescape(fields[2])] = digest
            case ("f", 2):
                others.insert(Self.unescape(fields[1]))
            default:
                return nil
            }
        }
    }

    /// The output folder's marker file, with the token of a state (`serialized`).
    static func marker(of serialized: String) -> String {
        var hasher = FNV1a()
        hasher.add(serialized)
        return OutputFolder.markerText + "state: \(hasher.hex)\n"
    }

    private static func escape(_ path: String) -> String {
        guard path.contains(where: { $0 == "%" || $0 == "\t" || $0 == "\n" || $0 == "\r" }) else { return path }
        return path.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\t", with: "%09")
            .replacingOccurrences(of: "\n", with: "%0A").replacingOccurrences(of: "\r", with: "%0D")
    }

    private static func unescape(_ field: Substring) -> String {
        guard field.contains("%") else { return String(field) }
        return String(field).replacingOccurrences(of: "%09", with: "\t").replacingOccurrences(of: "%0A", with: "\n")
            .replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%25", with: "%")
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
            guard let text = try? String(contentsOfFile: path, encoding: .utf8),
                let marker = try? String(contentsOfFile: "\(folder.path)/\(OutputFolder.markerName)", encoding: .utf8),
                marker == SiteState.marker(of: text)
            else { return nil }
            return SiteState(serialized: text)
        }

        /// Saves a state (`serialized`); a failure costs the next build its speed, nothing else.
        func save(_ serialized: String) {
            try? CacheDirectory.writeAtomically(Data(serialized.utf8), to: path)
        }

        /// The search index's state (see `BrowserIndex.update`), kept beside the folder's.
        private var searchIndexPath: String { String(path.dropLast(".state".count)) + ".search" }

        func loadSearchIndex() -> BrowserIndexState? {
            FileManager.default.contents(atPath: searchIndexPath).flatMap { BrowserIndexState(serialized: [UInt8]($0)) }
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
