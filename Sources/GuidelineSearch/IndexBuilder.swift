import GuidelineKit

/// Computes BM25F postings for a knowledge base (and rules) and writes them in `IndexFormat`.
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
    let rules: [RuleDescription]

    init(_ kb: KnowledgeBase, rules: [RuleDescription]) {
        self.kb = kb
        self.rules = rules
    }

    private static func words(_ id: String) -> String { String(id.map { $0 == "-" || $0 == "/" ? " " : $0 }) }

    func serialize() -> [UInt8] {
        var documents: [SearchDocument] = []
        var fields: [[String]] = []  // per document, the text of each field
        var aliases: [(String, String)] = []
        for entry in kb.sortedEntries {
            aliases.append((entry.id.rawValue, entry.id.rawValue))
            aliases += entry.metadata.aliases.map { ($0.rawValue, entry.id.rawValue) }
            for language in Language.all {
                guard let text = entry.texts[language] else { continue }
                let headings = text.sections.map(\.title).joined(separator: "\n")
                let tags = text.tags + (language == .source ? [] : entry.source?.tags ?? [])
                documents.append(
                    SearchDocument(
                        key: entry.id.rawValue, kind: entry.metadata.kind.rawValue, language: language,
                        title: text.title,
                        summary: text.summary, headings: headings, entry: nil))
                fields.append([
                    ([entry.id] + entry.metadata.aliases).map { Self.words($0.rawValue) }.joined(separator: " "),
                    text.title, tags.joined(separator: " "), text.summary, headings,
                    text.blocks.dropFirst().map(\.plainText).joined(separator: " "),
                ])
            }
        }
        // Rules are documents too, each in every language its entry has: the id and what it
        // checks, with the entry's title so a search in any language reaches the rule.
        for rule in rules.sorted(by: { $0.id < $1.id }) {
            aliases.append((rule.id, rule.id))
            let entry = rule.entries.first.flatMap { kb.entry($0) }
            // One document per language of its entry (English alone when the entry is missing).
            let languages = entry.map { entry in Language.all.filter { entry.texts[$0] != nil } } ?? [.source]
            for language in languages {
                let text = entry?.texts[language]
                documents.append(
                    SearchDocument(
                        key: rule.id, kind: "rule", language: language, title: rule.id,
                        summary: language == .source ? rule.summary : text?.summary ?? rule.summary,
                        headings: text?.title ?? "", entry: rule.entries.first))
                fields.append([Self.words(rule.id), rule.id + " " + (text?.title ?? ""), "", rule.summary, "", ""])
            }
        }

        // Postings: per document, each term's weighted, length-normalised frequency over fields.
        // Tokenising and weighting run on all cores; merging into postings is sequential.
        let fieldCount = Field.allCases.count
        let fieldTerms = fields.parallelMap { $0.map(Tokenizer.terms) }
        var averageLength = [Double](repeating: 0, count: fieldCount)
        for document in fieldTerms { for f in 0..<fieldCount { averageLength[f] += Double(document[f].count) } }
        for f in 0..<fieldCount { averageLength[f] = max(1, averageLength[f] / Double(max(1, fieldTerms.count))) }
        let weightedTerms = fieldTerms.parallelMap { document -> [(String, Float)] in
            var weighted: [String: Double] = [:]
            for field in Field.allCases {
                let terms = document[field.rawValue]
                let norm = 1 - Self.b + Self.b * Double(terms.count) / averageLength[field.rawValue]
                for term in terms { weighted[term, default: 0] += field.weight / norm }
            }
            return weighted.map { ($0.key, Float($0.value)) }
        }
        var postings: [String: [(Int, Float)]] = [:]
        for (index, terms) in weightedTerms.enumerated() {
            for (term, weight) in terms { postings[term, default: []].append((index, weight)) }
        }
        // Surface words for "did you mean": Latin words as written (lowercased, unstemmed).
        var vocabulary: Set<String> = []
        for document in fields {
            for word in document.joined(separator: " ").lowercased().split(whereSeparator: {
                !$0.isLetter && !$0.isNumber
            })
            where word.count >= 3 && word.utf8.allSatisfy({ $0 < 0x80 }) {
                vocabulary.insert(String(word))
            }
        }

        var writer = IndexFormat.Writer()
        let sortedAliases = aliases.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
        let terms = postings.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let words = vocabulary.sorted()
        // Sections follow the header in this order; their offsets are absolute.
        var at = IndexFormat.headerSize
        let documentsAt = at
        at += documents.count * IndexFormat.documentSize
        let aliasesAt = at
        at += sortedAliases.count * IndexFormat.aliasSize
        let conceptsAt = at
        at += kb.glossary.concepts.reduce(0) { total, concept in
            total + 4 + Language.all.reduce(0) { $0 + (concept.terms[$1]?.count ?? 0) } * 8
        }
        let termsAt = at
        at += terms.count * IndexFormat.termSize
        let vocabularyAt = at
        at += words.count * IndexFormat.vocabularySize
        var postingsAt = at
        let postingCount = postings.values.reduce(0) { $0 + $1.count }
        let stringsStart = postingsAt + postingCount * 8

        writer.bytes += IndexFormat.magic
        writer.u32(IndexFormat.version)
        writer.u32(stringsStart)
        for (count, offset) in [
            (documents.count, documentsAt), (sortedAliases.count, aliasesAt), (kb.glossary.concepts.count, conceptsAt),
            (terms.count, termsAt), (words.count, vocabularyAt),
        ] {
            writer.u32(count)
            writer.u32(offset)
        }
        for document in documents {
            writer.string(document.key)
            writer.string(document.kind)
            writer.string(document.title)
            writer.string(document.summary)
            writer.string(document.headings)
            writer.string(document.entry?.rawValue ?? "")
            writer.u32(Language.all.firstIndex(of: document.language) ?? 0)
        }
        for (alias, target) in sortedAliases {
            writer.string(alias)
            writer.string(target)
        }
        for concept in kb.glossary.concepts {
            let all = Language.all.flatMap { concept.terms[$0] ?? [] }
            writer.u32(all.count)
            for term in all { writer.string(term) }
        }
        var postingBytes = IndexFormat.Writer()
        for term in terms {
            let list = postings[term]!
            writer.string(term)
            writer.u32(postingsAt)
            writer.u32(list.count)
            for (document, weight) in list {
                postingBytes.u32(document)
                postingBytes.f32(weight)
            }
            postingsAt += list.count * 8
        }
        for word in words { writer.string(word) }
        precondition(writer.bytes.count == vocabularyAt + words.count * IndexFormat.vocabularySize, "index layout")
        return writer.bytes + postingBytes.bytes + writer.strings
    }
}
