import Foundation
import GuidelineKit

/// One ranked result: an entry, whichever of its languages matched best.
public struct SearchHit: Sendable {
    public var id: EntryID
    public var score: Double
    /// The language whose text matched best.
    public var language: Language
    /// Query terms (after tokenising and expansion) found in the entry.
    public var matchedTerms: Set<String>
}

/// What the index keeps of each entry in each language, to show results without loading entries.
public struct IndexedDocument: Sendable {
    public var id: EntryID
    public var language: Language
    public var title: String
    public var summary: String
}

/// A BM25F index over every language of every entry; results are grouped by entry.
///
/// The index lives in its serialized form (see `IndexFormat`): built at build time for the
/// built-in knowledge base and opened in microseconds, or built on the fly for `--content`.
public struct SearchIndex: Sendable {
    /// The index's bytes: what a build writes and a later run opens.
    public let serialized: [UInt8]
    public let documents: [IndexedDocument]
    private let aliases: [String: EntryID]
    private let concepts: [[String]]
    /// Where each term's record starts (records are fixed size), sorted by term bytes.
    private let termTable: Int
    private let termCount: Int
    private let stringsStart: Int

    public enum OpenError: Error, CustomStringConvertible {
        case invalid
        public var description: String { "the search index is damaged or from another version; rebuild it" }
    }

    /// Builds the index of a knowledge base.
    public init(_ kb: KnowledgeBase) {
        try! self.init(serialized: IndexBuilder(kb).serialize())
    }

    /// Opens an index from its bytes.
    public init(serialized bytes: [UInt8]) throws {
        do {
            var reader = try IndexFormat.Reader(bytes)
            var documents: [IndexedDocument] = []
            for _ in 0..<Int(try reader.u32()) {
                let id = EntryID(try reader.string())
                let language = Language.all[min(Int(try reader.u8()), Language.all.count - 1)]
                documents.append(
                    IndexedDocument(
                        id: id, language: language, title: try reader.string(), summary: try reader.string()))
            }
            var aliases: [String: EntryID] = [:]
            for _ in 0..<Int(try reader.u32()) {
                let alias = try reader.string()
                aliases[alias] = EntryID(try reader.string())
            }
            var concepts: [[String]] = []
            for _ in 0..<Int(try reader.u32()) {
                concepts.append(try (0..<Int(try reader.u32())).map { _ in try reader.string() })
            }
            self.termCount = Int(try reader.u32())
            self.termTable = reader.offset
            guard termTable + termCount * 16 <= bytes.count else { throw IndexFormat.Reader.Failure.truncated }
            self.stringsStart = reader.stringsStart
            self.serialized = bytes
            self.documents = documents
            self.aliases = aliases
            self.concepts = concepts
        } catch {
            throw OpenError.invalid
        }
    }

    /// The postings of `term`: (document, weighted term frequency), by binary search over the term table.
    private func postings(_ term: String) -> [(Int, Double)]? {
        let key = Array(term.utf8)
        return serialized.withUnsafeBytes { raw -> [(Int, Double)]? in
            func u32(_ at: Int) -> Int {
                Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt32.self)))
            }
            var low = 0
            var high = termCount
            while low < high {
                let middle = (low + high) / 2
                let record = termTable + middle * 16
                let start = stringsStart + u32(record)
                let candidate = UnsafeRawBufferPointer(rebasing: raw[start..<(start + u32(record + 4))])
                if candidate.lexicographicallyPrecedes(key) {
                    low = middle + 1
                } else if key.lexicographicallyPrecedes(candidate) {
                    high = middle
                } else {
                    let at = u32(record + 8)
                    return (0..<u32(record + 12)).map { i in
                        let bits = UInt32(
                            littleEndian: raw.loadUnaligned(fromByteOffset: at + i * 8 + 4, as: UInt32.self))
                        return (u32(at + i * 8), Double(Float(bitPattern: bits)))
                    }
                }
            }
            return nil
        }
    }

    /// Ranked entries for a query in any language. `topic` limits results to one topic.
    public func search(_ query: String, topic: String? = nil, limit: Int = 10) -> [SearchHit] {
        var weights: [String: Double] = [:]
        for term in Tokenizer.terms(query) { weights[term] = 1 }
        // Terms across languages: a query naming a glossary concept also looks for its other terms.
        for term in expansions(of: query) where weights[term] == nil { weights[term] = 0.4 }
        guard !weights.isEmpty else { return [] }

        let total = Double(documents.count)
        var scores: [Int: Double] = [:]
        var matched: [Int: Set<String>] = [:]
        for (term, queryWeight) in weights {
            guard let list = postings(term) else { continue }
            let idf = log(1 + (total - Double(list.count) + 0.5) / (Double(list.count) + 0.5))
            for (doc, tf) in list {
                scores[doc, default: 0] += queryWeight * idf * tf * (IndexBuilder.k1 + 1) / (tf + IndexBuilder.k1)
                matched[doc, default: []].insert(term)
            }
        }
        // Group by entry: keep each entry's best-scoring language.
        var best: [EntryID: SearchHit] = [:]
        for (doc, score) in scores {
            let document = documents[doc]
            if let topic, document.id.topic != topic { continue }
            // Prefer documents that match more of the query's own terms.
            let coverage = Double(matched[doc]!.filter { weights[$0] == 1 }.count)
            let total = score * (1 + coverage)
            if best[document.id].map({ total > $0.score }) ?? true {
                best[document.id] = SearchHit(
                    id: document.id, score: total, language: document.language, matchedTerms: matched[doc]!)
            }
        }
        // An exact id or alias comes first.
        let trimmed = query.trimmingCharacters(in: .whitespaces).lowercased()
        if let exact = aliases[trimmed], topic == nil || exact.topic == topic {
            let hit = best[exact] ?? SearchHit(id: exact, score: 0, language: .source, matchedTerms: [])
            best[exact] = SearchHit(
                id: exact, score: hit.score + 1e6, language: hit.language, matchedTerms: hit.matchedTerms)
        }
        return best.values.sorted { ($0.score, $1.id) > ($1.score, $0.id) }.prefix(limit).map { $0 }
    }

    /// The indexed text of an entry in `language`, or in English when it has no such translation.
    public func document(_ id: EntryID, in language: Language) -> IndexedDocument? {
        documents.first { $0.id == id && $0.language == language }
            ?? documents.first { $0.id == id && $0.language == .source }
    }

    private func expansions(of query: String) -> [String] {
        let folded = query.lowercased()
        var terms: [String] = []
        for concept in concepts where concept.contains(where: { folded.contains($0.lowercased()) }) {
            terms += concept.flatMap(Tokenizer.terms)
        }
        return terms
    }
}
