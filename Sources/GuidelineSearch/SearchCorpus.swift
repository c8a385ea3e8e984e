import Foundation
import GuidelineKit

/// What search indexes: a document per entry or rule per language, the text of each field,
/// and each term's BM25F weight. The CLI's binary index and the site's browser index are both
/// made from it, so they find the same things with the same tokenizer.
struct SearchCorpus {
    /// Term frequency saturates slowly: a guideline that names a word again and again is about it.
    static let k1 = 2.0
    static let b = 0.75

    /// Indexed fields and their weights: a title match outranks a body match.
    enum Field: Int, CaseIterable {
        case id, title, tags, summary, headings, body, code, searches
        var weight: Double {
            switch self {
            case .id: 4
            case .title: 4
            case .tags: 3
            case .summary: 2
            case .headings: 1.5
            // Body text holds many words a guideline is not about; what it is about is in the
            // other fields.
            case .body: 0.5
            // API names in the examples (and a rule's keywords): `activityTitle` finds the
            // entries whose code uses it, in every language.
            case .code: 2
            // What people type when the entry answers them (`EntryText.searches`): many short
            // texts, so one word among them says less than a word of the title or tags.
            case .searches: 1
            }
        }
    }

    var documents: [SearchDocument] = []
    /// Per document, the text of each field.
    var fields: [[String]] = []
    /// Alias or id → entry or rule id.
    var aliases: [(String, String)] = []

    /// A document per text of every entry, and per rule in each language of its entry.
    init(_ kb: KnowledgeBase, rules: [RuleDescription]) {
        let keywords = Self.keywordsByEntry(rules)
        // Entry by entry on all cores: reading a body may parse it (see `EntryBody`).
        let perEntry = kb.sortedEntries.parallelMap { Self.documents(of: $0, keywords: keywords[$0.id] ?? []) }
        aliases = Self.aliases(kb, rules: rules)
        for (document, texts) in perEntry.joined() {
            documents.append(document)
            fields.append(texts)
        }
        for rule in rules.sorted(by: { $0.id < $1.id }) {
            for (document, texts) in Self.documents(of: rule, in: kb) {
                documents.append(document)
                fields.append(texts)
            }
        }
    }

    /// Every id and alias with the entry or rule id it names.
    static func aliases(_ kb: KnowledgeBase, rules: [RuleDescription]) -> [(String, String)] {
        kb.sortedEntries.flatMap { entry in
            ([entry.id] + entry.metadata.aliases).map { ($0.rawValue, entry.id.rawValue) }
        } + rules.map(\.id).sorted().map { ($0, $0) }
    }

    /// What the rules that enforce each entry look for.
    static func keywordsByEntry(_ rules: [RuleDescription]) -> [EntryID: [String]] {
        var keywordsOf: [EntryID: [String]] = [:]
        for rule in rules { for entry in rule.entries { keywordsOf[entry, default: []] += rule.keywords } }
        return keywordsOf
    }

    /// An entry's documents, one per language it has, each with its fields' texts.
    static func documents(of entry: Entry, keywords: [String]) -> [(document: SearchDocument, fields: [String])] {
        // Examples are the same code in every language: their API names, and what the rules
        // that enforce the entry look for, once per entry.
        let apiNames = ((entry.source?.codeBlocks ?? []).filter { $0.role != nil }
            .flatMap { Self.apiNames(in: $0.code) } + keywords).joined(separator: " ")
        return Language.all.compactMap({ entry.texts[$0] }).map { text in
            let headings = text.sections.map(\.title).joined(separator: "\n")
            let tags = text.tags + (text.language == .source ? [] : entry.source?.tags ?? [])
            let document = SearchDocument(
                key: entry.id.rawValue, kind: entry.metadata.kind.rawValue, language: text.language,
                title: text.title, summary: text.summary, headings: headings, entry: nil)
            return (document, [
                ([entry.id] + entry.metadata.aliases).map { Self.words($0.rawValue) }.joined(separator: " "),
                text.title, tags.joined(separator: " "), text.summary, headings,
                text.blocks.dropFirst().map(Self.ownText).joined(separator: " "), apiNames,
                text.searches.joined(separator: "\n"),
            ])
        }
    }

    /// Rules are documents too, each in every language its entry has: the id and what it
    /// checks, with the entry's title so a search in any language reaches the rule.
    static func documents(of rule: RuleDescription, in kb: KnowledgeBase) -> [(document: SearchDocument, fields: [String])] {
        let entry = rule.entries.first.flatMap { kb.entry($0) }
        // English alone when the entry is missing. (Typed apart: as `[EntryText?]`, compactMap
        // kept a nil for each language the entry lacks, each an extra English document.)
        let found: [EntryText]? = entry.map { entry in Language.all.compactMap { entry.texts[$0] } }
        let texts: [EntryText?] = found ?? [nil]
        return texts.map { text in
            let language = text?.language ?? .source
            return (
                SearchDocument(
                    key: rule.id, kind: "rule", language: language, title: rule.id,
                    summary: language == .source ? rule.summary : text?.summary ?? rule.summary,
                    headings: text?.title ?? "", entry: rule.entries.first),
                [
                    Self.words(rule.id), rule.id + " " + (text?.title ?? ""), "", rule.summary, "", "",
                    rule.keywords.joined(separator: " "), "",
                ]
            )
        }
    }

    /// A block's text without the words of links to other entries: "[Keep context menus
    /// short](context-menus/small-number-of-items)" names another entry, whose own title and
    /// text answer for it. (An overview lists every entry of its topic this way, and would
    /// otherwise outrank each of them.)
    static func ownText(_ block: MarkdownBlock) -> String {
        block.plainText { ByteSearch.contains($0.destination, "://") || $0.destination.hasPrefix("#") }
    }

    private static func words(_ id: String) -> String { String(id.map { $0 == "-" || $0 == "/" ? " " : $0 }) }

    /// Identifiers written the way API names are, with a capital after the first letter
    /// (`activityTitle`, `UIActivityViewController`, `sourceView`); plain words (`let`,
    /// `sheet`) are left to the other fields.
    static func apiNames(in code: String) -> [String] {
        var names: [String] = []
        var current = ""
        func flush() {
            if current.dropFirst().contains(where: \.isUppercase), current.first?.isLetter == true { names.append(current) }
            current = ""
        }
        for character in code {
            if character.isASCII && (character.isLetter || character.isNumber || character == "_") {
                current.append(character)
            } else {
                flush()
            }
        }
        flush()
        return names
    }

    /// One document's use of a term.
    struct Posting {
        var document: Int
        var weight: Float
        /// Where the term stands among the terms of an entry's title, summary and headings (the
        /// texts the phrase bonus reads), one sequence with a place left empty between texts, so
        /// that the site finds a phrase without reading the entry. Empty for a rule, whose shown
        /// summary and headings are not what it indexes, and when not asked for.
        var phrasePositions: [Int32] = []
    }

    /// Terms numbered in the order first seen, looked up by their UTF-8 bytes in an open-addressing
    /// table, so that a term read from a text is neither made into a String nor hashed with
    /// SipHash unless it is new. Terms are NFC (see `Tokenizer.canonical`), so bytes decide
    /// equality as String's canonical comparison would (normalizing at every lookup was 7% of a
    /// large site's build when terms were String keys).
    struct TermTable {
        private(set) var terms: [String] = []
        /// Every term's bytes one after another, where each ends, and each one's hash.
        private var bytes: [UInt8] = []
        private var ends: [Int] = []
        private var hashes: [UInt64] = []
        /// Term numbers by hash, -1 where empty; never more than half full.
        private var slots = [Int32](repeating: -1, count: 256)

        /// The term's number, a new one if it is new.
        mutating func number(_ term: UnsafeBufferPointer<UInt8>) -> Int {
            var hasher = FNV1a()
            hasher.add(bytes: UnsafeRawBufferPointer(term))
            let hash = hasher.value
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash ^ hash >> 32) & mask
            while slots[slot] >= 0 {
                let known = Int(slots[slot])
                if hashes[known] == hash, holds(known, term) { return known }
                slot = (slot + 1) & mask
            }
            slots[slot] = Int32(terms.count)
            terms.append(String(decoding: term, as: UTF8.self))
            bytes.append(contentsOf: term)
            ends.append(bytes.count)
            hashes.append(hash)
            if terms.count * 2 > slots.count { grow() }
            return terms.count - 1
        }

        mutating func number(_ term: String) -> Int {
            var term = term
            return term.withUTF8 { number($0) }
        }

        private func holds(_ known: Int, _ term: UnsafeBufferPointer<UInt8>) -> Bool {
            let start = known == 0 ? 0 : ends[known - 1]
            return ends[known] - start == term.count && bytes[start..<ends[known]].elementsEqual(term)
        }

        private mutating func grow() {
            slots = [Int32](repeating: -1, count: slots.count * 2)
            let mask = slots.count - 1
            for (known, hash) in hashes.enumerated() {
                var slot = Int(truncatingIfNeeded: hash ^ hash >> 32) & mask
                while slots[slot] >= 0 { slot = (slot + 1) & mask }
                slots[slot] = Int32(known)
            }
        }
    }

    /// Term → its postings, documents ascending; terms in no particular order. Tokenising and
    /// weighting run on all cores, in runs of documents that number their own terms, so that a
    /// term is hashed at each occurrence only in its run's table, and once per run when the runs
    /// are merged. Also each document's field lengths, in terms.
    func postings(phrasePositions: Bool = false) -> (terms: [(term: String, postings: [Posting])], lengths: [[Int]]) {
        // Per run: its first document, its terms, and each document's fields as term numbers.
        let runs = fields.parallelMapRuns { documents -> (start: Int, terms: [String], documents: [[[Int32]]]) in
            var table = TermTable()
            let numbered = documents.map { Self.numbered($0, in: &table) }
            return (documents.startIndex, table.terms, numbered)
        }
        let lengths = runs.flatMap { $0.documents.map { $0.map(\.count) } }
        let averageLength = Self.averageLengths(
            sums: Field.allCases.map { field in lengths.reduce(0) { $0 + $1[field.rawValue] } }, documents: fields.count)

        // Per run, per document, each term's weighted, length-normalised frequency over the
        // fields, and its phrase positions if asked for.
        let isRule = documents.map(\.isRule)
        let weighted = runs.parallelMapEach { run -> [[WeightedTerm]] in
            var weigher = Weigher(terms: run.terms.count)
            return run.documents.enumerated().map { offset, document in
                weigher.weigh(
                    document, averageLength: averageLength,
                    phrasePositions: phrasePositions && !isRule[run.start + offset])
            }
        }

        // The runs' terms merged, each run's documents after the one before.
        var table = TermTable()
        var merged: [[Posting]] = []
        for (run, documents) in zip(runs, weighted) {
            let global = run.terms.map { table.number($0) }
            merged += Array(repeating: [], count: table.terms.count - merged.count)
            for (offset, terms) in documents.enumerated() {
                for (term, weight, positions) in terms {
                    merged[global[Int(term)]].append(
                        Posting(document: run.start + offset, weight: weight, phrasePositions: positions))
                }
            }
        }
        return (Array(zip(table.terms, merged)), lengths)
    }

    /// A document's fields as term numbers in `table`.
    static func numbered(_ texts: [String], in table: inout TermTable) -> [[Int32]] {
        texts.map { text in
            var numbers: [Int32] = []
            Tokenizer.forEachTerm(text) { numbers.append(Int32(table.number($0))) }
            return numbers
        }
    }

    /// Each field's average length, from the lengths of all documents added up.
    static func averageLengths(sums: [Int], documents: Int) -> [Double] {
        sums.map { typicalLength(max(1, Double($0) / Double(max(1, documents)))) }
    }

    /// A term of a document (its number in the document's table), its weight, and its phrase
    /// positions.
    typealias WeightedTerm = (term: Int32, weight: Float, positions: [Int32])

    /// Weighs documents' terms, with scratch space by term number that each document leaves empty.
    struct Weigher {
        private var weight: [Double]
        private var positions: [[Int32]]
        private var touched: [Int32] = []

        init(terms: Int) {
            weight = [Double](repeating: 0, count: terms)
            positions = [[Int32]](repeating: [], count: terms)
        }

        /// Each term's weighted, length-normalised frequency over the fields, in the order first
        /// met, with its positions in an entry's title, summary and headings when asked for.
        mutating func weigh(_ document: [[Int32]], averageLength: [Double], phrasePositions: Bool) -> [WeightedTerm] {
            for field in Field.allCases {
                let terms = document[field.rawValue]
                let norm = 1 - SearchCorpus.b + SearchCorpus.b * Double(terms.count) / averageLength[field.rawValue]
                for term in terms {
                    if weight[Int(term)] == 0 { touched.append(term) }
                    weight[Int(term)] += field.weight / norm
                }
            }
            // An entry's title, summary and headings fields are its shown texts.
            if phrasePositions {
                var at: Int32 = 0
                for field in [Field.title, .summary, .headings] {
                    for term in document[field.rawValue] {
                        positions[Int(term)].append(at)
                        at += 1
                    }
                    at += 1
                }
            }
            let terms = touched.map { ($0, SearchCorpus.quantized(weight[Int($0)]), positions[Int($0)]) }
            for term in touched {
                weight[Int(term)] = 0
                positions[Int(term)] = []
            }
            touched.removeAll(keepingCapacity: true)
            return terms
        }
    }

    /// A field's average length as BM25 uses it: rounded to a grid of 32 steps per doubling
    /// (within 1.1%, which moves no weight by more than 1%), so that editing or adding an entry
    /// almost never changes it, and a rebuild reweighs only that entry's terms, not every posting.
    static func typicalLength(_ average: Double) -> Double {
        exp2((log2(average) * lengthSteps).rounded() / lengthSteps)
    }

    static let lengthSteps: Double = 32

    /// Weights are kept in 1/1024ths (at least one): exact in the CLI's 32-bit floats and as
    /// the small integers the site's index writes, so both rank with the same numbers.
    static let weightUnits: Double = 1024

    static func quantized(_ weight: Double) -> Float {
        Float(max(1, (weight * weightUnits).rounded()) / weightUnits)
    }
}
