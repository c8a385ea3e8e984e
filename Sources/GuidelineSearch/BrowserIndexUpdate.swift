import GuidelineKit

/// Updating the site's search index in place after some entries changed. A posting's weight
/// depends only on its own document and on the fields' average lengths, which move in steps
/// (`SearchCorpus.typicalLength`), so an edit changes the postings of the changed entries'
/// terms and nothing else: their term shards (whose boundaries a term mostly decides itself,
/// see `BrowserIndex.endsShard`), their concepts' and vocabulary files, their document shards
/// and `meta.js`. The rest of the folder is left as it is.
extension BrowserIndex {
    /// The files of the index that change, and those to remove, with the state for the next
    /// update; nil when the index must be built whole: the documents, rules, glossary or tool
    /// changed, an average length moved a step, a term shard was added or dropped, or a file
    /// of the old index (`read(name)`) is missing or not as this tool writes it.
    public static func update(
        _ kb: KnowledgeBase, rules: [RuleDescription], page: (String, Bool) -> String, state: BrowserIndexState,
        read: (String) -> String?
    ) -> Made? {
        let set = DocumentSet(kb, rules: rules)
        guard set.inputs(kb, rules: rules) == state.inputs, set.documentCount == state.documents.count,
            let oldMeta = read("meta.js"), BrowserIndexState.digest(oldMeta) == state.meta
        else { return nil }
        let digests = DocumentSet.entryDigests(kb)
        let changed = Set(digests.filter { state.keys[$0.key] != $0.value }.map(\.key))
        guard !changed.isEmpty else { return Made(files: [], state: state) }

        // The changed keys: the entries, and the rules whose documents show an entry's title.
        let rulesByID = Dictionary(rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let keywords = SearchCorpus.keywordsByEntry(rules)
        func documents(ofKey key: String) -> [(document: SearchDocument, fields: [String])] {
            (kb.entries[EntryID(key)].map { SearchCorpus.documents(of: $0, keywords: keywords[$0.id] ?? []) } ?? [])
                + (rulesByID[key].map { SearchCorpus.documents(of: $0, in: kb) } ?? [])
        }
        let changedRules = rules.filter { rule in
            rule.entries.first.flatMap { kb.entry($0) }.map { changed.contains($0.id.rawValue) } ?? false
        }
        let changedKeys = Set(changed).union(changedRules.map(\.id)).compactMap { set.keyNumber[$0] }.sorted()
        let made = changedKeys.map { documents(ofKey: set.keys[$0]) }
        guard zip(changedKeys, made).allSatisfy({ set.documents(ofKey: $0).count == $1.count }) else { return nil }
        let numbers = changedKeys.flatMap { Array(set.documents(ofKey: $0)) }
        let newDocuments = made.flatMap { $0 }

        // Their terms and weights, if the averages stay where they were.
        var table = SearchCorpus.TermTable()
        let numbered = newDocuments.map { SearchCorpus.numbered($0.fields, in: &table) }
        let fieldCount = SearchCorpus.Field.allCases.count
        var sums = [Int](repeating: 0, count: fieldCount)
        for document in state.documents { for field in 0..<fieldCount { sums[field] += document.lengths[field] } }
        let averages = SearchCorpus.averageLengths(sums: sums, documents: set.documentCount)
        for (number, document) in zip(numbers, numbered) {
            for field in 0..<fieldCount { sums[field] += document[field].count - state.documents[number].lengths[field] }
        }
        guard SearchCorpus.averageLengths(sums: sums, documents: set.documentCount) == averages else { return nil }
        var weigher = SearchCorpus.Weigher(terms: table.terms.count)
        var newPostings: [String: [IndexPosting]] = [:]
        for (at, (number, document)) in zip(numbers, numbered).enumerated() {
            let weighted = weigher.weigh(
                document, averageLength: averages, phrasePositions: !newDocuments[at].document.isRule)
            for (term, weight, positions) in weighted {
                newPostings[table.terms[Int(term)], default: []].append(
                    IndexPosting(
                        document: number, weight: Int(Double(weight) * SearchCorpus.weightUnits), positions: positions))
            }
        }
        let changedNumbers = Set(numbers)
        var affected = Set(newPostings.keys)
        for number in numbers { for term in state.documents[number].terms { affected.insert(state.terms[Int(term)]) } }

        // The term shards that hold (or will hold) those terms, changed.
        guard case let firsts?? = IndexScriptReader.items(named: "termShards", inMeta: oldMeta).map(Self.strings),
            !firsts.isEmpty
        else { return nil }
        let concepts = ConceptTerms(kb)
        var termsByShard: [Int: [String]] = [:]
        for term in affected { termsByShard[shard(of: term, firsts: firsts), default: []].append(term) }
        /// One term shard's entries with its terms changed, and what that did.
        struct ShardChange {
            var entries: [(term: String, written: String)] = []
            var concepts: [Int: [String: [IndexPosting]]] = [:]
            var added: [String] = [], removed: [String] = []
        }
        // Shards are independent of each other: on all cores (reading one is most of the update).
        let shardChanges = termsByShard.sorted { $0.key < $1.key }.parallelMapEach { number, terms -> ShardChange? in
            guard let old = read("t\(number).js").flatMap(termEntries) else { return nil }
            var entries = Dictionary(old.map { ($0.term, $0.written) }, uniquingKeysWith: { first, _ in first })
            var change = ShardChange()
            for term in terms {
                let fresh = newPostings[term] ?? []
                let wasIndexed = entries[term] != nil
                if let concept = concepts.number[term] {
                    change.concepts[concept, default: [:]][term] = fresh
                    entries[term] = fresh.isEmpty && !wasIndexed ? nil : q(term) + ",\(concept)"
                    continue  // whether a concept term stays is known once its concept's file is read
                }
                guard case let written? = replacing(changedNumbers, in: entries[term], of: term, with: fresh) else {
                    return nil
                }
                entries[term] = written
                if written == nil && wasIndexed { change.removed.append(term) }
                if written != nil && !wasIndexed { change.added.append(term) }
            }
            change.entries = entries.map { ($0.key, $0.value) }
            return change
        }
        var changedShards: [Int: [(term: String, written: String)]] = [:]
        var conceptChanges: [Int: [String: [IndexPosting]]] = [:]
        var added: [String] = [], removed: [String] = []
        for (number, change) in zip(termsByShard.keys.sorted(), shardChanges) {
            guard let change else { return nil }
            changedShards[number] = change.entries
            conceptChanges.merge(change.concepts) { $0.merging($1) { first, _ in first } }
            added += change.added
            removed += change.removed
        }

        // Concepts' files: their terms' postings.
        var files: [(name: String, text: String)] = []
        var removedFiles: [String] = []
        for (concept, changes) in conceptChanges {
            var entries: [String: String] = [:]
            if let text = read("c\(concept).js") {
                guard let old = termEntries(text) else { return nil }
                for (term, written) in old { entries[term] = written }
            }
            for (term, fresh) in changes {
                let wasIndexed = entries[term] != nil
                guard case let written? = replacing(changedNumbers, in: entries[term], of: term, with: fresh) else {
                    return nil
                }
                entries[term] = written
                if written == nil && wasIndexed { removed.append(term) }
                if written != nil && !wasIndexed { added.append(term) }
                // The term shard lists a concept's term while the concept's file holds it.
                let number = shard(of: term, firsts: firsts)
                if let at = changedShards[number]?.firstIndex(where: { $0.term == term }), written == nil {
                    changedShards[number]!.remove(at: at)
                } else if written != nil, changedShards[number]?.contains(where: { $0.term == term }) == false {
                    changedShards[number]!.append((term, q(term) + ",\(concept)"))
                }
            }
            let sorted = entries.sorted { $0.key.precedesInScriptOrder($1.key) }.map(\.value)
            if sorted.isEmpty { removedFiles.append("c\(concept).js") } else { files.append(conceptFile(concept, sorted)) }
        }

        // The changed shards written again, each from where it began, until a shard ends where
        // an old one did; a shard more or fewer renumbers all that follow: a whole build then.
        var newFirsts = firsts
        var pending = changedShards.keys.sorted()[...]
        while let start = pending.popFirst() {
            var writer = TermShardWriter(first: start)
            var number = start
            repeat {
                if pending.first == number { pending.removeFirst() }
                let entries: [(term: String, written: String)]
                if let changed = changedShards[number] {
                    entries = changed.sorted { $0.term.precedesInScriptOrder($1.term) }
                } else {
                    guard let old = read("t\(number).js").flatMap(termEntries) else { return nil }
                    entries = old
                }
                for (term, written) in entries { writer.add(term, written) }
                number += 1
            } while number < firsts.count && !(writer.isAtBoundary && writer.files.count == number - start)
            writer.finish()
            guard writer.files.count == number - start else { return nil }
            files += writer.files
            newFirsts.replaceSubrange(start..<number, with: writer.firsts)
        }

        // Vocabulary files of the lengths of terms added or removed.
        var lengths = Set(
            (IndexScriptReader.items(named: "vocabulary", inMeta: oldMeta) ?? []).compactMap { item -> Int? in
                if case .other(let text) = item { return Int(text) }
                return nil
            })
        var vocabularyChanges: [Int: (added: [String], removed: Set<String>)] = [:]
        for term in added { if let length = vocabularyLength(term) { vocabularyChanges[length, default: ([], [])].added.append(term) } }
        for term in removed { if let length = vocabularyLength(term) { vocabularyChanges[length, default: ([], [])].removed.insert(term) } }
        for (length, change) in vocabularyChanges {
            var terms: [String] = []
            if lengths.contains(length) {
                guard case let old?? = read("v\(length).js").flatMap(IndexScriptReader.items(ofScript:)).map(Self.strings)
                else { return nil }
                terms = old
            }
            terms = (terms.filter { !change.removed.contains($0) } + change.added)
                .sorted { $0.precedesInScriptOrder($1) }
            if terms.isEmpty {
                lengths.remove(length)
                removedFiles.append("v\(length).js")
            } else {
                lengths.insert(length)
                files.append(vocabularyFile(length, terms))
            }
        }

        // The changed keys' document shards, and meta.js.
        var shown: [Int: SearchDocument] = [:]
        for (number, document) in zip(numbers, newDocuments) { shown[number] = document.document }
        for shard in Set(changedKeys.map { $0 / keysPerShard }).sorted() {
            for key in shard * keysPerShard..<min(set.keys.count, (shard + 1) * keysPerShard)
            where shown[set.documents(ofKey: key).lowerBound] == nil {
                for (number, document) in zip(set.documents(ofKey: key), documents(ofKey: set.keys[key])) {
                    shown[number] = document.document
                }
            }
            files.append(documentShard(shard, set: set, page: page) { shown[$0]! })
        }
        let meta = metaFile(kb, rules: rules, set: set, termShards: newFirsts, vocabularyLengths: lengths)
        files.append(meta)

        // The state: new terms numbered after the old ones.
        var next = state
        var termNumber = Dictionary(state.terms.enumerated().map { ($1, Int32($0)) }, uniquingKeysWith: { first, _ in first })
        var documentTerms: [Int: [Int32]] = [:]
        for (term, list) in newPostings {
            let id: Int32
            if let known = termNumber[term] {
                id = known
            } else {
                id = Int32(next.terms.count)
                next.terms.append(term)
                termNumber[term] = id
            }
            for posting in list { documentTerms[posting.document, default: []].append(id) }
        }
        for (number, document) in zip(numbers, numbered) {
            next.documents[number] = BrowserIndexState.Document(
                lengths: document.map(\.count), terms: (documentTerms[number] ?? []).sorted())
        }
        next.keys = digests
        next.meta = BrowserIndexState.digest(meta.text)
        return Made(files: files.sorted { $0.name < $1.name }, removed: removedFiles.sorted(), state: next)
    }

    /// A term's entry (`"term","postings"`) with the postings of `documents` replaced by
    /// `fresh`: `.some(nil)` when it has none left, nil when `written` cannot be read.
    private static func replacing(
        _ documents: Set<Int>, in written: String?, of term: String, with fresh: [IndexPosting]
    ) -> String?? {
        var out: [UInt8] = []
        if let written {
            guard let old = postingsText(inEntry: written, of: term),
                old.withContiguousStorageIfAvailable({ splice($0, removing: documents, adding: fresh, into: &out) })
                    ?? splice(Array(old), removing: documents, adding: fresh, into: &out)
            else { return nil }
        } else {
            var previous = 0
            for posting in fresh {
                append(posting, after: previous, to: &out)
                previous = posting.document
            }
        }
        return .some(out.isEmpty ? nil : q(term) + ",\"" + String(decoding: out, as: UTF8.self) + "\"")
    }

    /// Written postings with those of `documents` left out and `fresh` merged in by document.
    /// The bytes are copied as they are, but for the gap before a posting whose predecessor
    /// changed: an edit costs a scan of the term's postings, not decoding and encoding them.
    /// False when `old` is not as `encoded` writes it.
    private static func splice<Bytes: RandomAccessCollection<UInt8>>(
        _ old: Bytes, removing documents: Set<Int>, adding fresh: [IndexPosting], into out: inout [UInt8]
    ) -> Bool where Bytes.Index == Int {
        out.reserveCapacity(old.count + fresh.count * 8)
        let digitValues = Self.digitValues
        let span = (documents.min() ?? 0)...(documents.max() ?? -1)
        var at = old.startIndex
        func number() -> Int? {
            var value = 0, shift = 0
            while at < old.endIndex, shift < 60 {
                let digit = digitValues[Int(old[at])]
                guard digit != invalidDigit else { return nil }
                at += 1
                value |= Int(digit & 31) << shift
                if digit & 32 == 0 { return value }
                shift += 5
            }
            return nil
        }
        var previous = 0, written = 0, next = 0
        func appendFresh(before document: Int) {
            while next < fresh.count, fresh[next].document < document {
                append(fresh[next], after: written, to: &out)
                written = fresh[next].document
                next += 1
            }
        }
        while at < old.endIndex {
            guard let gap = number() else { return false }
            let document = previous + gap
            previous = document
            let body = at
            guard let flagged = number() else { return false }
            if flagged & 1 == 1 {
                guard let count = number(), count <= old.endIndex - at else { return false }
                for _ in 0..<count {
                    guard number() != nil else { return false }
                }
            }
            appendFresh(before: document)
            guard !span.contains(document) || !documents.contains(document) else { continue }
            append(document - written, to: &out)
            out.append(contentsOf: old[body..<at])
            written = document
        }
        appendFresh(before: .max)
        return true
    }

    /// The term shard a term is in, or goes in: the last whose first term is not after it.
    private static func shard(of term: String, firsts: [String]) -> Int {
        var low = 0, high = firsts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if firsts[middle].precedesInScriptOrder(term) || firsts[middle] == term {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return low
    }

    /// Only strings; nil if anything else is listed.
    private static func strings(_ items: [IndexScriptReader.Item]) -> [String]? {
        var strings: [String] = []
        for item in items {
            guard case .string(let text) = item else { return nil }
            strings.append(text)
        }
        return strings
    }

    /// A term or concept file's `[term, postings, …]`, each term with its entry as written.
    private static func termEntries(_ text: String) -> [(term: String, written: String)]? {
        guard let items = IndexScriptReader.items(ofScript: text), items.count % 2 == 0 else { return nil }
        var entries: [(term: String, written: String)] = []
        for at in stride(from: 0, to: items.count, by: 2) {
            guard case .string(let term) = items[at] else { return nil }
            let value: String
            switch items[at + 1] {
            case .string(let postings): value = "\"" + postings + "\""
            case .other(let number): value = String(number)
            }
            entries.append((term, q(term) + "," + value))
        }
        return entries
    }

    /// The postings of a term's written entry (`"term","postings"`); nil for a concept's number.
    private static func postingsText(inEntry written: String, of term: String) -> Substring.UTF8View? {
        let bytes = written.utf8, quote = UInt8(ascii: "\"")
        let start = bytes.index(bytes.startIndex, offsetBy: q(term).utf8.count + 2, limitedBy: bytes.endIndex)
        guard let start, start < bytes.endIndex, bytes[bytes.index(before: start)] == quote, bytes.last == quote
        else { return nil }
        return written[start..<bytes.index(before: bytes.endIndex)].utf8
    }

    private static let invalidDigit: UInt8 = 0xFF
    private static let digitValues: [UInt8] = {
        var values = [UInt8](repeating: invalidDigit, count: 256)
        for (value, digit) in digits.enumerated() { values[Int(digit)] = UInt8(value) }
        return values
    }()
}
