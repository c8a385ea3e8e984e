import Foundation
import GuidelineKit

/// What the index keeps of an entry (or a rule) in one language, to rank and show results
/// without loading the knowledge base.
public struct SearchDocument: Sendable, Hashable {
    /// The entry id, or the rule id for a rule.
    public var key: String
    /// The entry's kind (`guideline`, `anatomy`, …) or `rule`.
    public var kind: String
    public var language: Language
    public var title: String
    public var summary: String
    public var headings: String
    /// For a rule: the entry it enforces.
    public var entry: EntryID?

    public var isRule: Bool { kind == "rule" }
    /// The entry this result is about (a rule's entry for a rule).
    public var entryID: EntryID { entry ?? EntryID(key) }
}

/// One ranked result: an entry or a rule, whichever of its languages matched best.
public struct SearchHit: Sendable {
    public var key: String
    public var kind: String
    public var score: Double
    /// The best-matching document (in whichever language matched).
    public var document: Int
    /// Query terms (after tokenising, expansion and typo correction) found in it.
    public var matchedTerms: Set<String>
    /// What moved it from its text's score, in the order applied (`search --explain`).
    public var adjustments: [SearchAdjustment] = []
    /// Its document's text score (BM25F over the terms it matched), and the share of the
    /// query's words it covers, which multiplies it by 1 + coverage (`search --explain`).
    public var textScore = 0.0
    public var coverage = 0.0
}

/// A step of ranking beyond the text's score.
public enum SearchAdjustment: Sendable, Hashable {
    /// It answers for a glossary concept the query is about (named by `by`): `bonus` (the
    /// concept's share of the query) × the best result's score added.
    case answersConcept(by: String, bonus: Double)
    /// It is in a topic the query names (a component or a concept of it): × `factor`.
    case namedTopic(String, factor: Double)
    /// The query's words stand together in its title, summary or headings: × 1.5.
    case phrase
    /// A rule that matched as well as its entry, placed just after it.
    case followsEntry(String)
    /// The query is its id or an alias.
    case exactID
}

/// A term a search looked for, and why.
public struct SearchTerm: Sendable, Hashable {
    public enum Origin: Sendable, Hashable {
        /// A word of the query.
        case typed
        /// A stop word, a part of a longer word or a Han pair that is no word: it scores, but little.
        case minor
        /// A variant of a glossary concept the query names (`namedBy`, as its terms).
        case glossary(namedBy: String)
        /// The nearest index term to a word the index doesn't hold.
        case typo(of: String)

        /// Its name in JSON, and the words it comes from (for a glossary variant or a typo).
        public var name: String {
            switch self {
            case .typed: "typed"
            case .minor: "minor"
            case .glossary: "glossary"
            case .typo: "typo"
            }
        }
        public var source: String? {
            switch self {
            case .typed, .minor: nil
            case .glossary(let words): words
            case .typo(let word): word
            }
        }
    }
    public var term: String
    public var weight: Double
    public var origin: Origin
}

/// What a search found, and what to suggest when it found nothing.
public struct SearchResults: Sendable {
    public var hits: [SearchHit]
    /// "Did you mean" words, when nothing matched.
    public var suggestions: [String]
    /// Every term looked for, with its weight and where it came from (`search --explain`).
    public var terms: [SearchTerm] = []
}

/// A BM25F index over every language of every entry (and the rules), grouped by entry.
///
/// It lives in its serialized form (`IndexFormat`): built at build time for the built-in
/// knowledge base, cached on disk for `--content`, and opened in place.
public struct SearchIndex: Sendable {
    let bytes: IndexBytes
    let stringsStart: Int
    public let documentCount: Int
    let documentsAt: Int
    let aliasCount: Int
    let aliasesAt: Int
    let termCount: Int
    let termsAt: Int
    let vocabularyCount: Int
    let vocabularyAt: Int
    let concepts: [[String]]
    /// Each concept's entry (`Glossary.Concept.entry`), nil for none.
    let conceptEntries: [String?]

    public enum OpenError: Error, CustomStringConvertible {
        case invalid
        public var description: String { "the search index is damaged or from another version; rebuild it" }
    }

    /// Builds the index of a knowledge base and, optionally, of rules.
    public init(_ kb: KnowledgeBase, rules: [RuleDescription] = []) {
        try! self.init(bytes: IndexBytes(copying: IndexBuilder(kb, rules: rules).serialize()))
    }

    /// Opens an index from its bytes.
    public init(serialized: [UInt8]) throws {
        try self.init(bytes: IndexBytes(copying: serialized))
    }

    /// Maps an index file.
    public init(contentsOf path: String) throws {
        guard let bytes = IndexBytes(mapping: path) else { throw OpenError.invalid }
        try self.init(bytes: bytes)
    }

    init(bytes: IndexBytes) throws {
        let raw = bytes.raw
        guard raw.count >= IndexFormat.headerSize, raw.prefix(4).elementsEqual(IndexFormat.magic),
            bytes.u32(4) == Int(IndexFormat.version)
        else { throw OpenError.invalid }
        self.bytes = bytes
        stringsStart = bytes.u32(8)
        documentCount = bytes.u32(12)
        documentsAt = bytes.u32(16)
        aliasCount = bytes.u32(20)
        aliasesAt = bytes.u32(24)
        let conceptCount = bytes.u32(28)
        var conceptsAt = bytes.u32(32)
        termCount = bytes.u32(36)
        termsAt = bytes.u32(40)
        vocabularyCount = bytes.u32(44)
        vocabularyAt = bytes.u32(48)
        let sections = [
            (documentsAt, documentCount * IndexFormat.documentSize), (aliasesAt, aliasCount * IndexFormat.aliasSize),
            (termsAt, termCount * IndexFormat.termSize), (vocabularyAt, vocabularyCount * IndexFormat.vocabularySize),
        ]
        let strings = stringsStart
        guard strings <= raw.count, sections.allSatisfy({ $0.0 >= 0 && $0.0 + $0.1 <= strings }) else {
            throw OpenError.invalid
        }
        func string(at offset: Int) -> String {
            let start = strings + bytes.u32(offset)
            let end = start + bytes.u32(offset + 4)
            guard start <= end, end <= raw.count else { return "" }
            return String(decoding: UnsafeRawBufferPointer(rebasing: raw[start..<end]), as: UTF8.self)
        }
        var concepts: [[String]] = []
        var conceptEntries: [String?] = []
        for _ in 0..<conceptCount {
            guard conceptsAt + 4 <= strings else { throw OpenError.invalid }
            let count = bytes.u32(conceptsAt)
            conceptsAt += 4
            guard count >= 1, conceptsAt + count * 8 <= strings else { throw OpenError.invalid }
            let entry = string(at: conceptsAt)
            conceptEntries.append(entry.isEmpty ? nil : entry)
            concepts.append((1..<count).map { string(at: conceptsAt + $0 * 8) })
            conceptsAt += count * 8
        }
        self.concepts = concepts
        self.conceptEntries = conceptEntries
    }

    /// The index's bytes: what a build embeds or a cache writes.
    public var serialized: [UInt8] { Array(bytes.raw) }

    /// Writes the index atomically (a temporary file renamed into place).
    public func write(to path: String) throws {
        try Data(bytes.raw).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    // MARK: reading records

    /// The bytes of the string a reference at `at` names; empty when out of bounds.
    func stringBytes(at offset: Int) -> UnsafeRawBufferPointer {
        let start = stringsStart + bytes.u32(offset)
        let end = start + bytes.u32(offset + 4)
        guard start <= end, end <= bytes.raw.count else { return UnsafeRawBufferPointer(rebasing: bytes.raw[0..<0]) }
        return UnsafeRawBufferPointer(rebasing: bytes.raw[start..<end])
    }

    func string(at offset: Int) -> String { String(decoding: stringBytes(at: offset), as: UTF8.self) }

    /// Document `index`'s stored fields.
    public func document(_ index: Int) -> SearchDocument {
        let at = documentsAt + index * IndexFormat.documentSize
        let entry = string(at: at + 40)
        let language = bytes.u32(at + 48)
        return SearchDocument(
            key: string(at: at), kind: string(at: at + 8),
            language: Language.all[min(language, Language.all.count - 1)], title: string(at: at + 16),
            summary: string(at: at + 24), headings: string(at: at + 32), entry: entry.isEmpty ? nil : EntryID(entry))
    }

    /// Document `index`'s language, as its position in `Language.all`.
    func language(of index: Int) -> Int { bytes.u32(documentsAt + index * IndexFormat.documentSize + 48) }

    /// Document `index`'s topic: its entry id's first part (a rule's entry's), as bytes in the
    /// index (no copy: ranking asks for every scored document's).
    func topicBytes(of index: Int) -> Slice<UnsafeRawBufferPointer> {
        let at = documentsAt + index * IndexFormat.documentSize
        let entry = stringBytes(at: at + 40)
        let id = entry.isEmpty ? stringBytes(at: at) : entry
        return id.prefix { $0 != UInt8(ascii: "/") }
    }

    func documentKey(_ index: Int) -> UnsafeRawBufferPointer {
        stringBytes(at: documentsAt + index * IndexFormat.documentSize)
    }

    /// The document to show for a hit: the same entry or rule in `language`, else in English.
    public func display(_ hit: SearchHit, in language: Language) -> SearchDocument {
        let key = documentKey(hit.document)
        var first = hit.document
        while first > 0, documentKey(first - 1).elementsEqual(key) { first -= 1 }
        var candidates: [SearchDocument] = []
        var index = first
        while index < documentCount, documentKey(index).elementsEqual(key) {
            candidates.append(document(index))
            index += 1
        }
        return candidates.first { $0.language == language } ?? candidates.first { $0.language == .source }
            ?? document(hit.document)
    }

    /// The offset of the record whose leading string equals `key`, by binary search over
    /// `count` sorted records of `size` bytes from `start`.
    private func find(_ key: String, records start: Int, count: Int, size: Int) -> Int? {
        let key = Array(key.utf8)
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            let record = start + middle * size
            let candidate = stringBytes(at: record)
            if candidate.lexicographicallyPrecedes(key) {
                low = middle + 1
            } else if key.lexicographicallyPrecedes(candidate) {
                high = middle
            } else {
                return record
            }
        }
        return nil
    }

    /// Postings of a term: (document, weighted term frequency).
    func postings(_ term: String) -> [(document: Int, weight: Double)]? {
        guard let record = find(term, records: termsAt, count: termCount, size: IndexFormat.termSize) else {
            return nil
        }
        let at = bytes.u32(record + 8)
        let count = bytes.u32(record + 12)
        guard at + count * 8 <= bytes.raw.count else { return nil }
        return (0..<count).map { (bytes.u32(at + $0 * 8), Double(bytes.f32(at + $0 * 8 + 4))) }
    }

    /// The entry or rule an id or alias names.
    func aliasTarget(_ text: String) -> String? {
        find(text, records: aliasesAt, count: aliasCount, size: IndexFormat.aliasSize).map { string(at: $0 + 8) }
    }

    /// Every indexed term, for typo matching (ASCII ones only are compared).
    func term(_ index: Int) -> UnsafeRawBufferPointer { stringBytes(at: termsAt + index * IndexFormat.termSize) }

    func vocabularyWord(_ index: Int) -> String { string(at: vocabularyAt + index * IndexFormat.vocabularySize) }
}
