import GuidelineKit

/// The HTML site's search index, split so that a query loads only what it needs: a large
/// knowledge base's whole index runs to tens of megabytes, which a page cannot load on the
/// first keystroke. It holds the CLI's corpus with the same BM25F weights, every language in
/// one index as the CLI has it, so a query in any language finds an entry and the page shows
/// it in its own language; `search.js` tokenizes and ranks exactly as `Query.swift` does.
///
/// Each file is a script (not JSON to fetch, so search works from `file://`) that calls
/// `higSearchLoaded(name, data)`. The folder holds:
/// - `meta.js`: `{k1, documents, languages, keyLanguages, keysPerShard, idShards, termShards,
///   vocabulary, aliases: [alias, key, …], ruleEntries: [rule, entry, …], concepts, conceptEntries,
///   conceptComponents, stopTerms,
///   answerShare, variantWeight, componentWeight,
///   particles}`. Documents are numbered by key (entry or rule id, in UTF-16 order, as a page's
///   script compares strings), each key's texts in language order; `keyLanguages` says, key by
///   key, which languages it has (`a` is `languages[0]`, …), a run of keys alike written once
///   with its length (`abc*9000`). `ruleEntries` pairs each rule's key number with its entry's
///   (-1 for none), so the page knows rules, and a rule can follow its entry, before it reads
///   any document.
/// - `i<n>.js`: `idsPerShard` keys in order, the `n`th run of them; `idShards` holds the first of
///   each. A query that may be an id reads one to find its key number.
/// - `t<n>.js`: a run of terms in UTF-16 order, `[term, postings, …]`; `termShards` holds the
///   first term of each. A term's postings are a string of numbers, each in base-64 digits of
///   five bits, least significant first, the sixth bit set on all but a number's last digit:
///   the gap to each document's number from the one before, then its weight in 1/1024ths times
///   two, plus one when the term is in the entry's title, summary or headings. Then, when it is,
///   how many times and where (`SearchCorpus.Posting.phrasePositions`: the first, then gaps), so
///   the page finds a phrase without reading the entry.
///   (A common term of a large site has tens of thousands of postings; as JSON numbers they
///   were three times the size.) A term of a glossary concept has the concept's number instead.
/// - `c<n>.js`: `[term, postings, …]` of the terms of glossary concept `n` (the tokens of its
///   search terms, each in the first concept that holds it), read at once by a query naming it.
/// - `d<n>.js`: `keysPerShard` keys, each `{k, kind, p, d: [[title, summary, headings], …]}`:
///   `p` is its page inside a language's folder.
/// - `v<length>.js`: the terms of that many UTF-16 units that start with an ASCII character,
///   which is what typo correction compares a query's Latin word with.
///
/// What a first query costs in a browser is mostly how many files it loads, one script each,
/// so the page reads documents only for the results it shows (and rules, for a phrase; see
/// `search.js`), and terms in runs small enough that a rare word does not bring a large shard.
///
/// They are written directly rather than through `JSONEncoder`, which was a quarter of a
/// large site's build.
public enum BrowserIndex {
    static let digits = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// Postings as `t<n>.js` writes them (see above).
    static func encoded(_ postings: [IndexPosting]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(postings.count * 4)
        var previous = 0
        for posting in postings {
            append(posting, after: previous, to: &out)
            previous = posting.document
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// One posting, its document as the gap from the one before.
    static func append(_ posting: IndexPosting, after previous: Int, to out: inout [UInt8]) {
        append(posting.document - previous, to: &out)
        append(posting.weight * 2 + (posting.positions.isEmpty ? 0 : 1), to: &out)
        guard !posting.positions.isEmpty else { return }
        append(posting.positions.count, to: &out)
        var last: Int32 = 0
        for position in posting.positions {
            append(Int(position - last), to: &out)
            last = position
        }
    }

    /// A number in base-32 digits, least significant first; a digit of 32 or more says more follow.
    static func append(_ number: Int, to out: inout [UInt8]) {
        var rest = number
        repeat {
            let digit = rest & 31
            rest >>= 5
            out.append(digits[rest > 0 ? digit | 32 : digit])
        } while rest > 0
    }

    /// Keys per document shard: a query reads the shard of each result it shows.
    static let keysPerShard = 4
    /// Keys per id shard: a query that may name an id reads one.
    static let idsPerShard = 256
    /// Term shards end where their content says (see `endsShard`): after at least this many
    /// bytes, at a term whose hash is a multiple of 16, or once they hold the most bytes (a
    /// term's postings are never split).
    static let termShardBytes = (least: 4 << 10, most: 32 << 10)

    /// Whether a shard of `bytes` ends after `term`. Mostly decided by the term itself, not by
    /// what came before, so that an edit that changes one term's postings moves no other
    /// shard's boundaries: a rebuild rewrites only the shards whose terms changed.
    static func endsShard(after term: String, bytes: Int) -> Bool {
        if bytes >= termShardBytes.most { return true }
        guard bytes >= termShardBytes.least else { return false }
        var hash = FNV1a()
        hash.add(term)
        return hash.value >> 60 == 0
    }

    /// The index's files, by name inside its folder. `page(key, isRule)` is the page of an entry
    /// or rule inside a language's folder.
    public static func files(
        _ kb: KnowledgeBase, rules: [RuleDescription], page: (String, Bool) -> String
    ) -> [(name: String, text: String)] {
        build(kb, rules: rules, page: page, keepingState: false).files
    }

    /// What a build or an update of the index made.
    public struct Made {
        /// Files made, by name inside the index's folder, sorted: every file for a build, the
        /// changed ones for an update.
        public var files: [(name: String, text: String)]
        /// Files an update removed from the folder.
        public var removed: [String] = []
        /// What the next build needs to update the index in place (see `update`).
        public var state: BrowserIndexState?
    }

    /// The whole index; with `keepingState`, also what `update` needs next time.
    public static func build(
        _ kb: KnowledgeBase, rules: [RuleDescription], page: (String, Bool) -> String, keepingState: Bool
    ) -> Made {
        let corpus = SearchCorpus(kb, rules: rules)
        let set = DocumentSet(kb, rules: rules)
        // Corpus document → document number.
        var number = [Int](repeating: 0, count: corpus.documents.count)
        var seen: [String: Int] = [:]
        for (index, document) in corpus.documents.enumerated() {
            let position = seen[document.key, default: 0]
            seen[document.key] = position + 1
            number[index] = set.firstDocument[set.keyNumber[document.key]!] + position
        }
        var byNumber = [SearchDocument?](repeating: nil, count: corpus.documents.count)
        for (index, document) in corpus.documents.enumerated() { byNumber[number[index]] = document }
        let documents = byNumber.map { $0! }

        var files: [(name: String, text: String)] = []
        for shard in 0..<set.documentShards {
            files.append(documentShard(shard, set: set, page: page) { documents[$0] })
        }
        files += set.idShardFiles

        // Term shards, the concepts' files and the vocabulary typo correction reads.
        let (terms, lengths) = corpus.postings(phrasePositions: true)
        let postings = terms.sorted { $0.term.precedesInScriptOrder($1.term) }
        let concepts = ConceptTerms(kb)
        var shards = TermShardWriter(first: 0)
        var conceptEntries: [Int: [String]] = [:]
        var vocabulary: [Int: [String]] = [:]
        var documentTerms = keepingState ? [[Int32]](repeating: [], count: documents.count) : []
        for (at, (term, termPostings)) in postings.enumerated() {
            let list = termPostings.map { posting in
                IndexPosting(
                    document: number[posting.document], weight: Int(Double(posting.weight) * SearchCorpus.weightUnits),
                    positions: posting.phrasePositions)
            }.sorted { $0.document < $1.document }
            let written = q(term) + ",\"" + encoded(list) + "\""
            if let concept = concepts.number[term] {
                shards.add(term, q(term) + ",\(concept)")
                conceptEntries[concept, default: []].append(written)
            } else {
                shards.add(term, written)
            }
            if let length = Self.vocabularyLength(term) { vocabulary[length, default: []].append(term) }
            if keepingState { for posting in list { documentTerms[posting.document].append(Int32(at)) } }
        }
        shards.finish()
        files += shards.files
        for (concept, entries) in conceptEntries { files.append(conceptFile(concept, entries)) }
        for (length, list) in vocabulary { files.append(vocabularyFile(length, list)) }
        let meta = metaFile(
            kb, rules: rules, set: set, termShards: shards.firsts, vocabularyLengths: Set(vocabulary.keys))
        files.append(meta)

        var state: BrowserIndexState?
        if keepingState {
            var lengthsByNumber = [[Int]](repeating: [], count: documents.count)
            for (index, length) in lengths.enumerated() { lengthsByNumber[number[index]] = length }
            state = BrowserIndexState(
                inputs: set.inputs(kb, rules: rules), meta: BrowserIndexState.digest(meta.text),
                terms: postings.map(\.term), keys: DocumentSet.entryDigests(kb),
                documents: zip(lengthsByNumber, documentTerms).map { BrowserIndexState.Document(lengths: $0, terms: $1) })
        }
        return Made(files: files.sorted { $0.name < $1.name }, state: state)
    }

    // MARK: the files

    static let q = JSONText.quoted

    /// A posting as a term shard writes it: the weight in 1/1024ths.
    struct IndexPosting: Equatable {
        var document: Int
        var weight: Int
        var positions: [Int32]
    }

    /// The `keysPerShard` keys of document shard `shard`, each with its documents
    /// (`documents(number)`).
    static func documentShard(
        _ shard: Int, set: DocumentSet, page: (String, Bool) -> String, documents: (Int) -> SearchDocument
    ) -> (name: String, text: String) {
        var out = "higSearchLoaded(\"d\(shard)\",["
        for key in shard * keysPerShard..<min(set.keys.count, (shard + 1) * keysPerShard) {
            let numbers = set.documents(ofKey: key)
            let first = documents(numbers.lowerBound)
            if key > shard * keysPerShard { out += "," }
            out += "{\"k\":\(q(set.keys[key])),\"kind\":\(q(first.kind)),\"p\":\(q(page(set.keys[key], first.isRule)))"
            out += ",\"d\":["
            out += numbers.map { number in
                let document = documents(number)
                return "[\(q(document.title)),\(q(document.summary)),\(q(document.headings))]"
            }.joined(separator: ",")
            out += "]}"
        }
        out += "]);\n"
        return ("d\(shard).js", out)
    }

    static func conceptFile(_ concept: Int, _ entries: [String]) -> (name: String, text: String) {
        ("c\(concept).js", "higSearchLoaded(\"c\(concept)\",[\(entries.joined(separator: ","))]);\n")
    }

    /// The vocabulary file a term is listed in: by its length, if it starts with an ASCII character.
    static func vocabularyLength(_ term: String) -> Int? {
        guard let first = term.utf16.first, first < 0x80 else { return nil }
        return term.utf16.count
    }

    static func vocabularyFile(_ length: Int, _ terms: [String]) -> (name: String, text: String) {
        ("v\(length).js", "higSearchLoaded(\"v\(length)\",[\(terms.map(q).joined(separator: ","))]);\n")
    }

    /// Writes term shards one term at a time, numbered from `first`, closing each as
    /// `endsShard` says.
    struct TermShardWriter {
        private(set) var files: [(name: String, text: String)] = []
        /// The first term of each shard written.
        private(set) var firsts: [String] = []
        private var shard = ""
        let first: Int

        init(first: Int) { self.first = first }

        /// The number the next shard gets.
        var next: Int { first + firsts.count - (shard.isEmpty ? 0 : 1) }
        /// Whether the last term added closed its shard.
        var isAtBoundary: Bool { shard.isEmpty }

        mutating func add(_ term: String, _ written: String) {
            if shard.isEmpty {
                firsts.append(term)
            } else {
                shard += ","
            }
            shard += written
            if endsShard(after: term, bytes: shard.utf8.count) { close() }
        }

        mutating func finish() { if !shard.isEmpty { close() } }

        private mutating func close() {
            let number = first + firsts.count - 1
            files.append(("t\(number).js", "higSearchLoaded(\"t\(number)\",[\(shard)]);\n"))
            shard = ""
        }
    }

    /// A glossary concept's terms (in every language) are read together by a query naming it,
    /// so they are written together, each in the first concept that holds it; its term shard
    /// keeps the term, for completions, with the concept's number for postings.
    struct ConceptTerms {
        var number: [String: Int] = [:]

        init(_ kb: KnowledgeBase) {
            for (at, concept) in kb.glossary.concepts.enumerated() {
                for term in concept.searchTerms.flatMap(Tokenizer.terms) where number[term] == nil { number[term] = at }
            }
        }
    }

    static func metaFile(
        _ kb: KnowledgeBase, rules: [RuleDescription], set: DocumentSet, termShards: [String], vocabularyLengths: Set<Int>
    ) -> (name: String, text: String) {
        let languages = Language.all
        var meta = "higSearchLoaded(\"meta\",{\"k1\":\(SearchCorpus.k1),\"documents\":\(set.documentCount)"
        // Query.swift's weights, which the page's script ranks with too.
        meta += ",\"answerShare\":\(SearchIndex.answerShare),\"variantWeight\":\(SearchIndex.variantWeight)"
        meta += ",\"componentWeight\":\(SearchIndex.componentWeight),\"topicWeight\":\(SearchIndex.topicWeight)"
        meta += ",\"languages\":[" + languages.map { q($0.tag) }.joined(separator: ",") + "]"
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let keyLanguages = set.languages.map { String($0.map { letters[languages.firstIndex(of: $0)!] }) }
        var runs: [String] = []
        var at = 0
        while at < keyLanguages.count {
            var end = at + 1
            while end < keyLanguages.count, keyLanguages[end] == keyLanguages[at] { end += 1 }
            runs.append(end - at > 1 ? "\(keyLanguages[at])*\(end - at)" : keyLanguages[at])
            at = end
        }
        meta += ",\"keyLanguages\":" + q(runs.joined(separator: ","))
        meta += ",\"keysPerShard\":\(keysPerShard),\"idsPerShard\":\(idsPerShard)"
        meta += ",\"idShards\":[" + set.idShardFirsts.map(q).joined(separator: ",") + "]"
        meta += ",\"termShards\":[" + termShards.map(q).joined(separator: ",") + "]"
        meta += ",\"vocabulary\":[" + vocabularyLengths.sorted().map(String.init).joined(separator: ",") + "]"
        meta += ",\"aliases\":[" + SearchCorpus.aliases(kb, rules: rules).filter { $0.0 != $0.1 }.sorted { $0.0 < $1.0 }
            .map { q($0.0) + "," + q($0.1) }.joined(separator: ",") + "]"
        meta += ",\"ruleEntries\":[" + set.ruleEntries.map { "\($0.0),\($0.1)" }.joined(separator: ",") + "]"
        meta += ",\"concepts\":["
        meta += kb.glossary.concepts.map { "[" + $0.searchTerms.map(q).joined(separator: ",") + "]" }
            .joined(separator: ",")
        // The key number of the entry each concept answers for, -1 for none.
        meta += "],\"conceptEntries\":["
        meta += kb.glossary.concepts.map { concept in String(concept.entry.flatMap { set.keyNumber[$0.rawValue] } ?? -1) }
            .joined(separator: ",")
        // Whether that entry is a topic's overview: the concept is a component.
        meta += "],\"conceptComponents\":["
        meta += kb.glossary.concepts.map { $0.entry.map { $0.topic == $0.rawValue } == true ? "1" : "0" }.joined(separator: ",")
        // Each key's topic and each concept's (its entry's; -1 for none), as numbers in `topics`.
        let topics = Array(Set(set.keys.indices.compactMap { set.topic(ofKey: $0) })).sorted()
        let topicNumber = Dictionary(uniqueKeysWithValues: topics.enumerated().map { ($1, $0) })
        meta += "],\"topics\":[" + topics.map(q).joined(separator: ",")
        meta += "],\"keyTopics\":["
        meta += set.keys.indices.map { String(set.topic(ofKey: $0).flatMap { topicNumber[$0] } ?? -1) }
            .joined(separator: ",")
        meta += "],\"conceptTopics\":["
        meta += kb.glossary.concepts.map { String($0.entry.flatMap { topicNumber[$0.topic] } ?? -1) }.joined(separator: ",")
        // The languages' stop words (as terms) and particles, which queries treat as Query.swift does.
        meta += "],\"stopTerms\":[" + SearchIndex.stopTerms.sorted().map(q).joined(separator: ",")
        meta += "],\"particles\":[" + SearchIndex.particles.map(q).joined(separator: ",")
        meta += "]});\n"
        return ("meta.js", meta)
    }
}
