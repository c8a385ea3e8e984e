import GuidelineKit

/// The HTML site's search index, as a script that `search.js` loads (a script, not JSON to
/// fetch, so search works from `file://`). It holds the CLI's corpus with the same BM25F
/// weights, every language in one index as the CLI has it, so a query in any language finds
/// an entry and the page shows it in its own language; the page's script tokenizes queries
/// the way `Tokenizer` does.
///
/// The script sets `window.higSearchIndex` to
/// `{k1, documents: [{key, kind, language, title, summary, headings, entry?}],
///   paths: {id: {language: path}}, aliases: {alias: id},
///   terms: {term: [document, weight × 1000, …]}, concepts: [[term, …]], stopTerms: [term, …],
///   particles: [particle, …]}`.
/// It is written directly rather than through `JSONEncoder`: for a large knowledge base it
/// runs to tens of megabytes, and encoding it was a quarter of the site's build time.
public enum BrowserIndex {
    /// The script; `path(key, isRule, language)` is the site path of an entry's or rule's page.
    public static func script(
        _ kb: KnowledgeBase, rules: [RuleDescription], path: (String, Bool, Language) -> String
    ) -> String {
        let corpus = SearchCorpus(kb, rules: rules)
        let q = JSONText.quoted
        var out = "window.higSearchIndex = {\"k1\":\(SearchCorpus.k1),\"documents\":["
        for (index, document) in corpus.documents.enumerated() {
            if index > 0 { out += "," }
            out += "{\"key\":\(q(document.key)),\"kind\":\(q(document.kind)),\"language\":\(q(document.language.tag))"
            out += ",\"title\":\(q(document.title)),\"summary\":\(q(document.summary))"
            out += ",\"headings\":\(q(document.headings))"
            if let entry = document.entry { out += ",\"entry\":\(q(entry.rawValue))" }
            out += "}"
        }
        out += "],\"paths\":{"
        var seen: Set<String> = []
        for document in corpus.documents where seen.insert(document.key).inserted {
            if seen.count > 1 { out += "," }
            out += q(document.key) + ":{"
            out += kb.languages.map { q($0.tag) + ":" + q(path(document.key, document.isRule, $0)) }
                .joined(separator: ",")
            out += "}"
        }
        out += "},\"aliases\":{"
        out += corpus.aliases.filter { $0.0 != $0.1 }.sorted { $0.0 < $1.0 }.map { q($0.0) + ":" + q($0.1) }
            .joined(separator: ",")
        out += "},\"terms\":{"
        let postings = corpus.postings()
        for (index, term) in postings.keys.sorted().enumerated() {
            if index > 0 { out += "," }
            out += q(term) + ":["
            out += postings[term]!.map { "\($0.0),\(Int(($0.1 * 1000).rounded()))" }.joined(separator: ",")
            out += "]"
        }
        out += "},\"concepts\":["
        out += kb.glossary.concepts.map { concept in
            "[" + concept.searchTerms.map(q).joined(separator: ",") + "]"
        }.joined(separator: ",")
        // The languages' stop words (as terms) and particles, which queries treat as Query.swift does.
        out += "],\"stopTerms\":[" + SearchIndex.stopTerms.sorted().map(q).joined(separator: ",")
        out += "],\"particles\":[" + SearchIndex.particles.map(q).joined(separator: ",")
        out += "]};\n"
        return out
    }
}
