import GuidelineKit

/// The documents of the site's search index, numbered without reading any entry's body: keys
/// (entry and rule ids) in the order a page's script compares strings (UTF-16), each key's
/// documents in corpus order (an entry's languages, then a rule's).
struct DocumentSet {
    var keys: [String] = []
    /// Per key, the language of each of its documents.
    var languages: [[Language]] = []
    /// Per key, whether its first document is a rule's, and that rule's entry.
    var isRule: [Bool] = []
    var ruleEntry: [EntryID?] = []
    /// Per key, the number of its first document.
    var firstDocument: [Int] = []
    var keyNumber: [String: Int] = [:]
    var documentCount = 0

    init(_ kb: KnowledgeBase, rules: [RuleDescription]) {
        var sources: [String: [(isRule: Bool, entry: EntryID?, languages: [Language])]] = [:]
        for entry in kb.sortedEntries {
            sources[entry.id.rawValue, default: []].append(
                (false, nil, Language.all.filter { entry.texts[$0] != nil }))
        }
        for rule in rules.sorted(by: { $0.id < $1.id }) {
            let entry = rule.entries.first.flatMap { kb.entry($0) }
            sources[rule.id, default: []].append(
                (true, rule.entries.first, entry.map { entry in Language.all.filter { entry.texts[$0] != nil } } ?? [.source]))
        }
        keys = sources.keys.sorted { $0.precedesInScriptOrder($1) }
        for (number, key) in keys.enumerated() {
            let list = sources[key]!
            keyNumber[key] = number
            languages.append(list.flatMap(\.languages))
            isRule.append(list[0].isRule)
            ruleEntry.append(list[0].entry)
            firstDocument.append(documentCount)
            documentCount += languages[number].count
        }
    }

    /// A key's topic: its entry id's first part (a rule's entry's), nil for a rule of no entry.
    func topic(ofKey key: Int) -> String? {
        isRule[key] ? ruleEntry[key]?.topic : EntryID(keys[key]).topic
    }

    func documents(ofKey key: Int) -> Range<Int> { firstDocument[key]..<firstDocument[key] + languages[key].count }

    /// The key a document belongs to.
    func key(ofDocument document: Int) -> Int {
        var low = 0, high = keys.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if firstDocument[middle] <= document { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Each rule's key number with its entry's (-1 for none), for rules that lead their key.
    var ruleEntries: [(Int, Int)] {
        keys.indices.filter { isRule[$0] }.map { ($0, ruleEntry[$0].flatMap { keyNumber[$0.rawValue] } ?? -1) }
    }

    var documentShards: Int { (keys.count + BrowserIndex.keysPerShard - 1) / BrowserIndex.keysPerShard }

    var idShardFirsts: [String] { stride(from: 0, to: keys.count, by: BrowserIndex.idsPerShard).map { keys[$0] } }

    var idShardFiles: [(name: String, text: String)] {
        stride(from: 0, to: keys.count, by: BrowserIndex.idsPerShard).enumerated().map { shard, start in
            let ids = keys[start..<min(keys.count, start + BrowserIndex.idsPerShard)]
            return ("i\(shard).js", "higSearchLoaded(\"i\(shard)\",[\(ids.map(BrowserIndex.q).joined(separator: ","))]);\n")
        }
    }

    /// A digest of what every document's terms and numbers depend on besides its own entry's
    /// files: the tool's build, the documents, the rules and the glossary's concepts. When it
    /// changes, the index is built whole.
    func inputs(_ kb: KnowledgeBase, rules: [RuleDescription]) -> UInt64 {
        var hasher = FNV1a()
        func add(_ text: String) {
            hasher.add(text)
            hasher.add(UInt8(0))
        }
        add(CacheDirectory.build)
        for language in Language.all { add(language.tag) }
        for (key, list) in zip(keys, languages) {
            add(key)
            for language in list { add(language.tag) }
        }
        for rule in rules.sorted(by: { $0.id < $1.id }) {
            add(rule.id)
            add(rule.summary)
            for keyword in rule.keywords { add(keyword) }
            add("")
            for entry in rule.entries { add(entry.rawValue) }
            add("")
        }
        for concept in kb.glossary.concepts {
            for term in concept.searchTerms { add(term) }
            add(concept.entry?.rawValue ?? "")
            add("")
        }
        return hasher.value
    }

    /// Each entry's digest of its files in every language: its documents change only when it does.
    static func entryDigests(_ kb: KnowledgeBase) -> [String: UInt64] {
        var digests: [String: UInt64] = [:]
        for entry in kb.sortedEntries {
            var hasher = FNV1a()
            for language in Language.all {
                hasher.add(entry.texts[language]?.fileDigest ?? "")
                hasher.add(UInt8(0))
            }
            digests[entry.id.rawValue] = hasher.value
        }
        return digests
    }
}
