import GuidelineKit

/// The HTML site's search index, as a script that `search.js` loads (a script, not JSON to
/// fetch, so search works from `file://`). It holds the CLI's corpus with the same BM25F
/// weights, every language in one index as the CLI has it, so a query in any language finds
/// an entry and the page shows it in its own language; the page's script tokenizes queries
/// the way `Tokenizer` does.
public enum BrowserIndex {
    struct Document: Encodable {
        var key: String
        var kind: String
        var language: String
        var title: String
        var summary: String
        /// Section headings, one per line: a phrase found here counts extra.
        var headings: String
        /// For a rule, the entry it enforces: a rule is listed after its entry.
        var entry: String?
    }

    struct Contents: Encodable {
        var k1: Double
        var documents: [Document]
        /// Entry or rule id → language tag → site path of its page.
        var paths: [String: [String: String]]
        /// Alias → the entry id it stands for.
        var aliases: [String: String]
        /// Term → flat [document, weight × 1000, document, weight × 1000, …].
        var terms: [String: [Int]]
        /// Glossary concepts: a query naming one term also looks for the others.
        var concepts: [[String]]
    }

    /// The script; `path(key, isRule, language)` is the site path of an entry's or rule's page.
    public static func script(
        _ kb: KnowledgeBase, rules: [RuleDescription], path: (String, Bool, Language) -> String
    ) -> String {
        let corpus = SearchCorpus(kb, rules: rules)
        let documents = corpus.documents.map {
            Document(
                key: $0.key, kind: $0.kind, language: $0.language.tag, title: $0.title, summary: $0.summary,
                headings: $0.headings, entry: $0.entry?.rawValue)
        }
        var paths: [String: [String: String]] = [:]
        for document in corpus.documents where paths[document.key] == nil {
            paths[document.key] = Dictionary(
                uniqueKeysWithValues: Language.all.map { ($0.tag, path(document.key, document.isRule, $0)) })
        }
        var terms: [String: [Int]] = [:]
        for (term, list) in corpus.postings() {
            terms[term] = list.flatMap { [$0.0, Int(($0.1 * 1000).rounded())] }
        }
        let concepts = kb.glossary.concepts.map { concept in Language.all.flatMap { concept.terms[$0] ?? [] } }
        let contents = Contents(
            k1: SearchCorpus.k1, documents: documents, paths: paths,
            aliases: Dictionary(corpus.aliases.filter { $0.0 != $0.1 }) { first, _ in first }, terms: terms,
            concepts: concepts)
        return "window.higSearchIndex = " + JSONText.string(contents, compact: true)
    }
}
