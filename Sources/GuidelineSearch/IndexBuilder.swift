import GuidelineKit

/// Computes BM25F postings for a knowledge base and writes them in `IndexFormat`.
struct IndexBuilder {
    static let k1 = 1.2
    static let b = 0.75

    /// Indexed fields and their weights: a title match outranks a body match.
    enum Field: Int, CaseIterable {
        case id, title, tags, summary, headings, body
        var weight: Double {
            switch self {
            case .id: 4
            case .title: 4
            case .tags: 3
            case .summary: 2
            case .headings: 1.5
            case .body: 1
            }
        }
    }

    let kb: KnowledgeBase

    init(_ kb: KnowledgeBase) { self.kb = kb }

    func serialize() -> [UInt8] {
        var documents: [IndexedDocument] = []
        var fieldTerms: [[[String]]] = []  // document → field → terms
        var aliases: [(String, EntryID)] = []
        for entry in kb.sortedEntries {
            aliases.append((entry.id.rawValue, entry.id))
            aliases += entry.metadata.aliases.map { ($0.rawValue, entry.id) }
            for language in Language.all {
                guard let text = entry.texts[language] else { continue }
                let idWords = ([entry.id] + entry.metadata.aliases).map {
                    String($0.rawValue.map { $0 == "-" || $0 == "/" ? " " : $0 })
                }.joined(separator: " ")
                let tags = text.tags + (language == .source ? [] : entry.source?.tags ?? [])
                let fields: [String] = [
                    idWords,
                    text.title,
                    tags.joined(separator: " "),
                    text.summary,
                    text.sections.map(\.title).joined(separator: " "),
                    text.blocks.dropFirst().map(\.plainText).joined(separator: " "),
                ]
                documents.append(
                    IndexedDocument(id: entry.id, language: language, title: text.title, summary: text.summary))
                fieldTerms.append(fields.map(Tokenizer.terms))
            }
        }
        let fieldCount = Field.allCases.count
        var averageLength = [Double](repeating: 0, count: fieldCount)
        for doc in fieldTerms { for f in 0..<fieldCount { averageLength[f] += Double(doc[f].count) } }
        for f in 0..<fieldCount { averageLength[f] = max(1, averageLength[f] / Double(max(1, fieldTerms.count))) }

        var postings: [String: [(Int, Double)]] = [:]
        for (docIndex, doc) in fieldTerms.enumerated() {
            var weighted: [String: Double] = [:]
            for field in Field.allCases {
                let terms = doc[field.rawValue]
                let norm = 1 - Self.b + Self.b * Double(terms.count) / averageLength[field.rawValue]
                for term in terms { weighted[term, default: 0] += field.weight / norm }
            }
            for (term, tf) in weighted { postings[term, default: []].append((docIndex, tf)) }
        }

        var writer = IndexFormat.Writer()
        writer.u32(UInt32(documents.count))
        for document in documents {
            writer.string(document.id.rawValue)
            writer.u8(UInt8(Language.all.firstIndex(of: document.language) ?? 0))
            writer.string(document.title)
            writer.string(document.summary)
        }
        writer.u32(UInt32(aliases.count))
        for (alias, id) in aliases.sorted(by: { $0.0 < $1.0 }) {
            writer.string(alias)
            writer.string(id.rawValue)
        }
        writer.u32(UInt32(kb.glossary.concepts.count))
        for concept in kb.glossary.concepts {
            let terms = Language.all.flatMap { concept.terms[$0] ?? [] }
            writer.u32(UInt32(terms.count))
            for term in terms { writer.string(term) }
        }
        // Terms sorted by their UTF-8 bytes, as the reader's binary search compares them.
        let terms = postings.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        writer.u32(UInt32(terms.count))
        let tableSize = terms.count * 16
        // Postings follow the term table; their offsets are absolute (header of 12 bytes first).
        var postingsAt = 12 + writer.bytes.count + tableSize
        var postingBytes = IndexFormat.Writer()
        for term in terms {
            let list = postings[term]!
            writer.string(term)
            writer.u32(UInt32(postingsAt))
            writer.u32(UInt32(list.count))
            for (doc, weight) in list {
                postingBytes.u32(UInt32(doc))
                postingBytes.f32(Float(weight))
            }
            postingsAt += list.count * 8
        }
        writer.bytes += postingBytes.bytes
        return writer.finish()
    }
}
