import GuidelineKit

/// Writes a knowledge base's search corpus (and rules) in `IndexFormat`.
struct IndexBuilder {
    let kb: KnowledgeBase
    let rules: [RuleDescription]

    init(_ kb: KnowledgeBase, rules: [RuleDescription]) {
        self.kb = kb
        self.rules = rules
    }

    func serialize() -> [UInt8] {
        let corpus = SearchCorpus(kb, rules: rules)
        let documents = corpus.documents, fields = corpus.fields, aliases = corpus.aliases
        let postings = corpus.postings().terms.sorted { $0.term.utf8.lexicographicallyPrecedes($1.term.utf8) }
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
        let words = vocabulary.sorted()
        // Sections follow the header in this order; their offsets are absolute.
        var at = IndexFormat.headerSize
        let documentsAt = at
        at += documents.count * IndexFormat.documentSize
        let aliasesAt = at
        at += sortedAliases.count * IndexFormat.aliasSize
        let conceptsAt = at
        at += kb.glossary.concepts.reduce(0) { total, concept in
            total + 4 + (1 + concept.searchTerms.count) * 8
        }
        let termsAt = at
        at += postings.count * IndexFormat.termSize
        let vocabularyAt = at
        at += words.count * IndexFormat.vocabularySize
        var postingsAt = at
        let postingCount = postings.reduce(0) { $0 + $1.postings.count }
        let stringsStart = postingsAt + postingCount * 8

        writer.bytes += IndexFormat.magic
        writer.u32(IndexFormat.version)
        writer.u32(stringsStart)
        for (count, offset) in [
            (documents.count, documentsAt), (sortedAliases.count, aliasesAt), (kb.glossary.concepts.count, conceptsAt),
            (postings.count, termsAt), (words.count, vocabularyAt),
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
            // The entry that answers for it ("" for none), then its terms.
            let all = [concept.entry?.rawValue ?? ""] + concept.searchTerms
            writer.u32(all.count)
            for term in all { writer.string(term) }
        }
        var postingBytes = IndexFormat.Writer()
        for (term, list) in postings {
            writer.string(term)
            writer.u32(postingsAt)
            writer.u32(list.count)
            for posting in list {
                postingBytes.u32(posting.document)
                postingBytes.f32(posting.weight)
            }
            postingsAt += list.count * 8
        }
        for word in words { writer.string(word) }
        precondition(writer.bytes.count == vocabularyAt + words.count * IndexFormat.vocabularySize, "index layout")
        return writer.bytes + postingBytes.bytes + writer.strings
    }
}
