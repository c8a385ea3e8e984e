import Foundation
import GuidelineKit

/// What a build of the site's search index leaves for the next one to update it in place
/// (`BrowserIndex.update`): which terms each document holds (to take its old postings out),
/// its field lengths (the averages that weigh every posting), each entry's digest (to find
/// the changed ones) and a digest of everything else. The index's own files hold the postings.
public struct BrowserIndexState: Equatable, Sendable {
    struct Document: Equatable, Sendable {
        /// Terms in each field, in `SearchCorpus.Field` order.
        var lengths: [Int]
        /// Numbers in `terms`, ascending.
        var terms: [Int32]
    }

    /// `DocumentSet.inputs` of the build.
    var inputs: UInt64
    /// The digest of the `meta.js` it wrote: the state describes the index that holds it.
    var meta: UInt64
    /// Terms by number: the index's terms, and perhaps some it no longer holds.
    var terms: [String]
    /// Entry id → `DocumentSet.entryDigests`.
    var keys: [String: UInt64]
    /// By document number.
    var documents: [Document]

    static func digest(_ text: String) -> UInt64 {
        var hasher = FNV1a()
        hasher.add(text)
        return hasher.value
    }

    /// `CompactWriter.sealed`: a damaged file is not read.
    public var serialized: [UInt8] {
        CompactWriter.sealed(magic: "HIGS", version: 2) { out in
            out.u64(inputs)
            out.u64(meta)
            out.strings(terms)
            out.list(keys.sorted { $0.key < $1.key }) { out, pair in
                out.string(pair.key)
                out.u64(pair.value)
            }
            out.list(documents) { out, document in
                out.list(document.lengths) { $0.number($1) }
                out.number(document.terms.count)
                var previous: Int32 = -1
                for term in document.terms {
                    out.number(Int(term - previous))
                    previous = term
                }
            }
        }
    }

    init(inputs: UInt64, meta: UInt64, terms: [String], keys: [String: UInt64], documents: [Document]) {
        self.inputs = inputs
        self.meta = meta
        self.terms = terms
        self.keys = keys
        self.documents = documents
    }

    /// The state in `bytes`; nil for anything else.
    public init?(serialized bytes: [UInt8]) {
        guard var input = CompactReader(sealed: bytes, magic: "HIGS", version: 2), let inputs = input.u64(),
            let meta = input.u64(),
            let terms = input.strings(),
            let keys: [(String, UInt64)] = input.list({ reader in
                reader.string().flatMap { key in reader.u64().map { (key, $0) } }
            }),
            let documents: [Document] = input.list({ reader in
                guard let lengths: [Int] = reader.list({ $0.number() }), let count = reader.number(),
                    count >= 0, count <= reader.bytes.endIndex - reader.at
                else { return nil }
                var numbers: [Int32] = []
                numbers.reserveCapacity(count)
                var previous = -1
                for _ in 0..<count {
                    guard let gap = reader.number(), gap > 0, previous + gap < terms.count else { return nil }
                    previous += gap
                    numbers.append(Int32(previous))
                }
                return Document(lengths: lengths, terms: numbers)
            }),
            input.isAtEnd
        else { return nil }
        self.init(
            inputs: inputs, meta: meta, terms: terms, keys: Dictionary(keys, uniquingKeysWith: { first, _ in first }),
            documents: documents)
    }
}
