import Foundation
import GuidelineKit

/// The digests a lint took of the files its report's key covers, each with the stamp the file
/// had (see `FileStamp`), kept for the next lint of the same paths: a file that still has its
/// stamp is not read again for its digest, as git's index does. A lint whose report is cached
/// then lists and stats the project instead of reading it.
///
/// Filled from all cores during a lint; what was taken in it is what is kept.
final class StampedDigests: @unchecked Sendable {
    static let magic = "HIGD", version = 1

    struct Entry: Equatable {
        var stamp: FileStamp
        var digest: String
    }

    /// As the last lint left them.
    private let known: [String: Entry]
    /// When this lint began: a file touched within seconds of it is not recorded, since its
    /// next write may leave its stamp as it is (`FileStamp.isSettled`).
    private let listedAt: Int64
    private let lock = NSLock()
    private var taken: [String: Entry] = [:]
    /// Whether an entry was taken that the last lint did not leave so.
    private var differs = false

    init(known: [String: Entry] = [:], listedAt: Int64) {
        self.known = known
        self.listedAt = listedAt
        // A cached lint takes nearly every kept entry: grown one at a time under the lock, the
        // table was rehashed a dozen times while both cores waited.
        taken.reserveCapacity(known.count)
    }

    /// The digest of the file at `path`: the recorded one while the file has the stamp it was
    /// recorded with, else `take`'s, which reads the file and gives the stamp it had before the
    /// read (nil when the file was not read whole).
    func digest(of path: String, take: (String) -> (digest: String, stamp: FileStamp?)) -> String {
        digest(of: path, stamp: known[path] == nil ? nil : FileStamp.of(path), take: take)
    }

    /// `digest(of:take:)` with the file's stamp taken already (nil: none, or not taken), so that
    /// a lint can stat its files while the kept digests are still being read.
    func digest(of path: String, stamp: FileStamp?, take: (String) -> (digest: String, stamp: FileStamp?)) -> String {
        if let entry = known[path], let stamp, stamp == entry.stamp {
            lock.lock()
            taken[path] = entry
            lock.unlock()
            return entry.digest
        }
        let (digest, stamp) = take(path)
        record(path, digest: digest, stamp: stamp)
        return digest
    }

    /// Records a digest taken elsewhere, with the stamp the file had before it was read.
    func record(_ path: String, digest: String, stamp: FileStamp?) {
        guard let stamp, stamp.isSettled(before: listedAt) else { return }
        let entry = Entry(stamp: stamp, digest: digest)
        lock.lock()
        taken[path] = entry
        differs = differs || known[path] != entry
        lock.unlock()
    }

    /// Whether what this lint took differs from what the last one left: some entry differs,
    /// or one is missing (each file is taken once, so equal counts then mean equal sets).
    var changed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return differs || taken.count != known.count
    }

    /// What this lint took, to keep (sorted: the same digests give the same bytes).
    var serialized: [UInt8] {
        lock.lock()
        let entries = taken.sorted { $0.key < $1.key }
        lock.unlock()
        return CompactWriter.sealed(magic: Self.magic, version: Self.version) { out in
            out.list(entries) { out, item in
                out.string(item.key)
                out.stamp(item.value.stamp)
                out.string(item.value.digest)
            }
        }
    }

    /// The digests kept by an earlier lint; none when `bytes` are not such a record.
    static func known(serialized bytes: [UInt8]) -> [String: Entry] {
        guard var input = CompactReader(sealed: bytes, magic: magic, version: version),
            let entries: [(String, Entry)] = input.list({ reader in
                guard let path = reader.string(), let stamp = reader.stamp(), let digest = reader.string() else { return nil }
                return (path, Entry(stamp: stamp, digest: digest))
            }),
            input.isAtEnd
        else { return [:] }
        return Dictionary(entries, uniquingKeysWith: { _, last in last })
    }
}
