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

/// A BM25F index over every language of every entry; results are grouped by entry.
public struct SearchIndex: Sendable {
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

    struct Document: Sendable {
        let id: EntryID
        let language: Language
    }

    private let documents: [Document]
    /// term → (document index, length-normalised weighted term frequency).
    private let postings: [String: [(Int, Double)]]
    private let glossary: Glossary
    private let ids: Set<String>
    private let aliasTargets: [String: EntryID]

    private static let k1 = 1.2
    private static let b = 0.75

    public init(_ kb: KnowledgeBase) {
        var documents: [Document] = []
        var fieldTerms: [[[String]]] = []  // document → field → terms
        var aliasTargets: [String: EntryID] = [:]
        for entry in kb.sortedEntries {
            aliasTargets[entry.id.rawValue] = entry.id
            for alias in entry.metadata.aliases { aliasTargets[alias.rawValue] = entry.id }
            for language in entry.texts.keys.sorted() {
                let text = entry.texts[language]!
                let idWords = ([entry.id] + entry.metadata.aliases).map {
                    $0.rawValue.replacingDashesAndSlashes
                }.joined(separator: " ")
                let fields: [String] = [
                    idWords,
                    text.title,
                    (text.tags + (language == .source ? [] : entry.source?.tags ?? [])).joined(separator: " "),
                    text.summary,
                    text.sections.map(\.title).joined(separator: " "),
                    text.blocks.dropFirst().map(\.plainText).joined(separator: " "),
                ]
                documents.append(Document(id: entry.id, language: language))
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
        self.documents = documents
        self.postings = postings
        self.glossary = kb.glossary
        self.ids = Set(aliasTargets.keys)
        self.aliasTargets = aliasTargets
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
            guard let list = postings[term] else { continue }
            let idf = log(1 + (total - Double(list.count) + 0.5) / (Double(list.count) + 0.5))
            for (doc, tf) in list {
                scores[doc, default: 0] += queryWeight * idf * tf * (Self.k1 + 1) / (tf + Self.k1)
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
        if let exact = aliasTargets[trimmed], topic == nil || exact.topic == topic {
            let hit = best[exact] ?? SearchHit(id: exact, score: 0, language: .source, matchedTerms: [])
            best[exact] = SearchHit(
                id: exact, score: hit.score + 1e6, language: hit.language, matchedTerms: hit.matchedTerms)
        }
        return best.values.sorted { ($0.score, $1.id) > ($1.score, $0.id) }.prefix(limit).map { $0 }
    }

    private func expansions(of query: String) -> [String] {
        let folded = query.lowercased()
        var terms: [String] = []
        for concept in glossary.concepts {
            let all = concept.terms.values.flatMap { $0 }
            guard all.contains(where: { folded.contains($0.lowercased()) }) else { continue }
            terms += all.flatMap(Tokenizer.terms)
        }
        return terms
    }
}

extension String {
    fileprivate var replacingDashesAndSlashes: String { String(map { $0 == "-" || $0 == "/" ? " " : $0 }) }
}
