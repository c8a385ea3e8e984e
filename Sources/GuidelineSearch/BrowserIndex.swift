import GuidelineKit

/// The HTML site's search index, split so that a query loads only what it needs: a large
/// knowledge base's whole index runs to tens of megabytes, which a page cannot load on the
/// first keystroke. It holds the CLI's corpus with the same BM25F weights, every language in
/// one index as the CLI has it, so a query in any language finds an entry and the page shows
/// it in its own language; `search.js` tokenizes and ranks exactly as `Query.swift` does.
///
/// Each file is a script (not JSON to fetch, so search works from `file://`) that calls
/// `higSearchLoaded(name, data)`. The folder holds:
/// - `meta.js`: `{k1, documents, languages, keyLanguages, keysPerShard, shardFirstKeys,
///   termShards, vocabulary, aliases: [alias, key, …], concepts, stopTerms, particles}`. Documents are numbered
///   by key (entry or rule id, in UTF-16 order, as a page's script compares strings), each
///   key's texts in language order; `keyLanguages` says, key by key, which languages it has
///   (`a` is `languages[0]`, …). Only the first key of each document shard is listed.
/// - `t<n>.js`: a run of terms in UTF-16 order, `[term, postings, …]`; `termShards` holds the
///   first term of each. A term's postings are a string of numbers, each in base-64 digits of
///   five bits, least significant first, the sixth bit set on all but a number's last digit:
///   the gap to each document's number from the one before, then its weight in 1/1024ths.
///   (A common term of a large site has tens of thousands of postings; as JSON numbers they
///   were three times the size.)
/// - `d<n>.js`: `keysPerShard` keys, each `{k, kind, p, e?, d: [[title, summary, headings], …]}`:
///   `p` is its page inside a language's folder, `e` (for a rule) its entry's key number.
/// - `v<length>.js`: the terms of that many UTF-16 units that start with an ASCII character,
///   which is what typo correction compares a query's Latin word with.
///
/// They are written directly rather than through `JSONEncoder`, which was a quarter of a
/// large site's build.
public enum BrowserIndex {
    static let digits = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// Postings as `t<n>.js` writes them (see above).
    static func encoded(_ postings: [(document: Int, weight: Int)]) -> String {
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
        for (document, weight) in postings {
            append(document - previous)
            append(weight)
            previous = document
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Keys per document shard: a query reads the shards of its forty-odd best candidates.
    static let keysPerShard = 4
    /// A term shard closes once it holds this many bytes (a term's postings are never split).
    static let termShardBytes = 48 << 10

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

        // Document shards.
        var shardFirstKeys: [String] = []
        for start in stride(from: 0, to: keys.count, by: keysPerShard) {
            let shard = keys[start..<min(keys.count, start + keysPerShard)]
            shardFirstKeys.append(shard.first!)
            var out = "higSearchLoaded(\"d\(start / keysPerShard)\",["
            for (position, key) in shard.enumerated() {
                let documents = byKey[key]!.map { corpus.documents[$0] }
                let first = documents[0]
                if position > 0 { out += "," }
                out += "{\"k\":\(q(key)),\"kind\":\(q(first.kind)),\"p\":\(q(page(key, first.isRule)))"
                if let entry = first.entry { out += ",\"e\":\(keyNumber[entry.rawValue] ?? -1)" }
                out += ",\"d\":["
                out += documents.map { "[\(q($0.title)),\(q($0.summary)),\(q($0.headings))]" }.joined(separator: ",")
                out += "]}"
            }
            out += "]);\n"
            files.append(("d\(start / keysPerShard).js", out))
        }

        // Term shards, and the vocabulary typo correction reads.
        let postings = corpus.postings()
        let terms = postings.keys.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) }
        var termShards: [String] = []
        var shard = ""
        func closeShard() {
            files.append(("t\(termShards.count - 1).js", "higSearchLoaded(\"t\(termShards.count - 1)\",[\(shard)]);\n"))
            shard = ""
        }
        var vocabulary: [Int: [String]] = [:]
        for term in terms {
            if shard.isEmpty {
                termShards.append(term)
            } else {
                shard += ","
            }
            let list = postings[term]!.map { (number[$0.0], Int(Double($0.1) * SearchCorpus.weightUnits)) }
                .sorted { $0.0 < $1.0 }
            shard += q(term) + ",\"" + encoded(list) + "\""
            if shard.utf8.count >= termShardBytes { closeShard() }
            if let first = term.utf16.first, first < 0x80 { vocabulary[term.utf16.count, default: []].append(term) }
        }
        if !shard.isEmpty { closeShard() }
        for (length, list) in vocabulary {
            files.append(("v\(length).js", "higSearchLoaded(\"v\(length)\",[\(list.map(q).joined(separator: ","))]);\n"))
        }

        var meta = "higSearchLoaded(\"meta\",{\"k1\":\(SearchCorpus.k1),\"documents\":\(corpus.documents.count)"
        meta += ",\"languages\":[" + languages.map { q($0.tag) }.joined(separator: ",") + "]"
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        meta += ",\"keyLanguages\":" + q(
            keys.map { key in
                String(byKey[key]!.map { letters[languages.firstIndex(of: corpus.documents[$0].language)!] })
            }.joined(separator: ","))
        meta += ",\"keysPerShard\":\(keysPerShard),\"shardFirstKeys\":[" + shardFirstKeys.map(q).joined(separator: ",") + "]"
        meta += ",\"termShards\":[" + termShards.map(q).joined(separator: ",") + "]"
        meta += ",\"vocabulary\":[" + vocabulary.keys.sorted().map(String.init).joined(separator: ",") + "]"
        meta += ",\"aliases\":[" + corpus.aliases.filter { $0.0 != $0.1 }.sorted { $0.0 < $1.0 }
            .map { q($0.0) + "," + q($0.1) }.joined(separator: ",") + "]"
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
