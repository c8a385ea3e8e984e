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
///   vocabulary, aliases: [alias, key, …], ruleEntries: [rule, entry, …], concepts, stopTerms,
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
    static func encoded(_ postings: [(document: Int, weight: Int, positions: [Int32])]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(postings.count * 4)
        func append(_ number: Int) {
            var rest = number
            repeat {
                let digit = rest & 31
                rest >>= 5
                out.append(digits[rest > 0 ? digit | 32 : digit])
            } while rest > 0
        }
        var previous = 0
        for (document, weight, positions) in postings {
            append(document - previous)
            append(weight * 2 + (positions.isEmpty ? 0 : 1))
            previous = document
            guard !positions.isEmpty else { continue }
            append(positions.count)
            var last: Int32 = 0
            for position in positions {
                append(Int(position - last))
                last = position
            }
        }
        return String(decoding: out, as: UTF8.self)
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
        let corpus = SearchCorpus(kb, rules: rules)
        let q = JSONText.quoted
        let languages = Language.all

        // Documents grouped by key, keys in the order a page's script compares them.
        var byKey: [String: [Int]] = [:]
        for (index, document) in corpus.documents.enumerated() { byKey[document.key, default: []].append(index) }
        let keys = byKey.keys.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) }
        let keyNumber = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
        var number = [Int](repeating: 0, count: corpus.documents.count)  // corpus document → document
        var next = 0
        for key in keys {
            for old in byKey[key]! {
                number[old] = next
                next += 1
            }
        }
        var files: [(name: String, text: String)] = []

        // Document shards, and the id shards that find a key's number.
        var ruleEntries: [(Int, Int)] = []
        for start in stride(from: 0, to: keys.count, by: keysPerShard) {
            let shard = keys[start..<min(keys.count, start + keysPerShard)]
            var out = "higSearchLoaded(\"d\(start / keysPerShard)\",["
            for (position, key) in shard.enumerated() {
                let documents = byKey[key]!.map { corpus.documents[$0] }
                let first = documents[0]
                if position > 0 { out += "," }
                out += "{\"k\":\(q(key)),\"kind\":\(q(first.kind)),\"p\":\(q(page(key, first.isRule)))"
                if first.isRule {
                    ruleEntries.append((start + position, first.entry.flatMap { keyNumber[$0.rawValue] } ?? -1))
                }
                out += ",\"d\":["
                out += documents.map { "[\(q($0.title)),\(q($0.summary)),\(q($0.headings))]" }.joined(separator: ",")
                out += "]}"
            }
            out += "]);\n"
            files.append(("d\(start / keysPerShard).js", out))
        }
        var idShards: [String] = []
        for start in stride(from: 0, to: keys.count, by: idsPerShard) {
            let shard = keys[start..<min(keys.count, start + idsPerShard)]
            idShards.append(shard.first!)
            files.append(("i\(idShards.count - 1).js",
                "higSearchLoaded(\"i\(idShards.count - 1)\",[\(shard.map(q).joined(separator: ","))]);\n"))
        }

        // Term shards, and the vocabulary typo correction reads.
        let postings = corpus.postings(phrasePositions: true).sorted {
            $0.term.utf16.lexicographicallyPrecedes($1.term.utf16)
        }
        var termShards: [String] = []
        var shard = ""
        func closeShard() {
            files.append(("t\(termShards.count - 1).js", "higSearchLoaded(\"t\(termShards.count - 1)\",[\(shard)]);\n"))
            shard = ""
        }
        // A glossary concept's terms (in every language) are read together by a query naming it,
        // so they are written together, each in the first concept that holds it; its term shard
        // keeps the term, for completions, with the concept's number for postings.
        var conceptOf: [String: Int] = [:]
        for (at, concept) in kb.glossary.concepts.enumerated() {
            for term in concept.searchTerms.flatMap(Tokenizer.terms) where conceptOf[term] == nil { conceptOf[term] = at }
        }
        var conceptShards: [Int: [String]] = [:]
        var vocabulary: [Int: [String]] = [:]
        for (term, termPostings) in postings {
            if shard.isEmpty {
                termShards.append(term)
            } else {
                shard += ","
            }
            let list = termPostings.map { posting in
                (
                    document: number[posting.document], weight: Int(Double(posting.weight) * SearchCorpus.weightUnits),
                    positions: posting.phrasePositions
                )
            }.sorted { $0.document < $1.document }
            let written = q(term) + ",\"" + encoded(list) + "\""
            if let concept = conceptOf[term] {
                shard += q(term) + ",\(concept)"
                conceptShards[concept, default: []].append(written)
            } else {
                shard += written
            }
            if endsShard(after: term, bytes: shard.utf8.count) { closeShard() }
            if let first = term.utf16.first, first < 0x80 { vocabulary[term.utf16.count, default: []].append(term) }
        }
        if !shard.isEmpty { closeShard() }
        for (concept, entries) in conceptShards {
            files.append(("c\(concept).js", "higSearchLoaded(\"c\(concept)\",[\(entries.joined(separator: ","))]);\n"))
        }
        for (length, list) in vocabulary {
            files.append(("v\(length).js", "higSearchLoaded(\"v\(length)\",[\(list.map(q).joined(separator: ","))]);\n"))
        }

        var meta = "higSearchLoaded(\"meta\",{\"k1\":\(SearchCorpus.k1),\"documents\":\(corpus.documents.count)"
        meta += ",\"languages\":[" + languages.map { q($0.tag) }.joined(separator: ",") + "]"
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let keyLanguages = keys.map { key in
            String(byKey[key]!.map { letters[languages.firstIndex(of: corpus.documents[$0].language)!] })
        }
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
        meta += ",\"idShards\":[" + idShards.map(q).joined(separator: ",") + "]"
        meta += ",\"termShards\":[" + termShards.map(q).joined(separator: ",") + "]"
        meta += ",\"vocabulary\":[" + vocabulary.keys.sorted().map(String.init).joined(separator: ",") + "]"
        meta += ",\"aliases\":[" + corpus.aliases.filter { $0.0 != $0.1 }.sorted { $0.0 < $1.0 }
            .map { q($0.0) + "," + q($0.1) }.joined(separator: ",") + "]"
        meta += ",\"ruleEntries\":[" + ruleEntries.map { "\($0.0),\($0.1)" }.joined(separator: ",") + "]"
        meta += ",\"concepts\":["
        meta += kb.glossary.concepts.map { "[" + $0.searchTerms.map(q).joined(separator: ",") + "]" }
            .joined(separator: ",")
        // The languages' stop words (as terms) and particles, which queries treat as Query.swift does.
        meta += "],\"stopTerms\":[" + SearchIndex.stopTerms.sorted().map(q).joined(separator: ",")
        meta += "],\"particles\":[" + SearchIndex.particles.map(q).joined(separator: ",")
        meta += "]});\n"
        files.append(("meta.js", meta))
        return files.sorted { $0.name < $1.name }
    }
}
