import Foundation
import GuidelineKit

extension SearchIndex {
    /// Each term a hit matched, with what it adds to the text score (`contribution`) and the
    /// fields (`title`, `tags`, `summary`, `headings`, `body`, `code`, `id`, `searches`) whose text holds it,
    /// for `search --explain`. The index keeps weights, not texts, so the texts are read again
    /// from the knowledge base. `terms`: the search's (`SearchResults.terms`), for their weights.
    public func fieldMatches(of hit: SearchHit, terms: [SearchTerm], in kb: KnowledgeBase, rules: [RuleDescription])
        -> [SearchTermMatch]
    {
        let language = document(hit.document).language
        let found: [(document: SearchDocument, fields: [String])]
        if let rule = rules.first(where: { $0.id == hit.key }) {
            found = SearchCorpus.documents(of: rule, in: kb)
        } else if let entry = kb.entries[EntryID(hit.key)] {
            found = SearchCorpus.documents(of: entry, keywords: SearchCorpus.keywordsByEntry(rules)[entry.id] ?? [])
        } else {
            found = []
        }
        guard let texts = found.first(where: { $0.document.language == language })?.fields else { return [] }
        let fieldTerms = texts.map { Set(Tokenizer.terms($0)) }
        var weights: [String: Double] = [:]
        for term in terms { weights[term.term] = max(weights[term.term] ?? 0, term.weight) }
        return hit.matchedTerms.map { term in
            SearchTermMatch(
                term: term, score: contribution(of: term, weight: weights[term] ?? 0, to: hit),
                fields: SearchCorpus.Field.allCases.filter { fieldTerms[$0.rawValue].contains(term) }.map { "\($0)" })
        }.sorted { ($0.score, $1.term) > ($1.score, $0.term) }
    }

    /// What a matched term adds to a hit's text score before coverage: query weight × idf ×
    /// saturated frequency, as `search` sums it.
    func contribution(of term: String, weight: Double, to hit: SearchHit) -> Double {
        guard let list = postings(term), let tf = list.first(where: { $0.document == hit.document })?.weight else { return 0 }
        return weight * Self.idf(list.count, of: Double(max(documentCount, 1))) * Self.saturated(tf)
    }
}

/// A term a hit matched: what it adds to the text score, and the fields holding it.
public struct SearchTermMatch: Sendable, Hashable {
    public var term: String
    public var score: Double
    public var fields: [String]
}
