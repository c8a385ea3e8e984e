import Foundation
import GuidelineKit

extension SearchIndex {
    /// Ranked entries and rules for a query in any language.
    ///
    /// Terms come from the shared tokenizer, Korean particles removed first; a query naming a
    /// glossary concept also looks for its other terms, in every language; a Latin term of four
    /// or more characters with no exact match matches the nearest index terms (neighbours
    /// swapped at four letters, one edit from five, two from eight), weighted below exact
    /// matches. A document scores more for each of the query's words it covers, and more in a
    /// topic the query names; an entry ranks
    /// by its text in the query's language when that matched. A phrase found as written adds a
    /// bonus; an exact id or alias comes first. `search.js` ranks the same way.
    public func search(_ query: String, topic: String? = nil, kind: String? = nil, limit: Int = 10) -> SearchResults {
        let queryTokens = Tokenizer.tokens(Self.withoutParticles(query))
        let queryTerms = queryTokens.map(\.term)
        let total = Double(max(documentCount, 1))
        func idf(_ count: Int) -> Double { Self.idf(count, of: total) }
        let rarest = idf(1)

        // Each word of the query is a slot; a document's score grows with the slots it covers,
        // whether by the word itself, a typo's correction or a glossary variant of it. A slot
        // counts as much as its word is rare: covering "too" or 에서, which most documents hold,
        // says less than covering "popover". Stop words, single Han characters of longer runs and
        // Han pairs that are not words still score, but are not slots.
        var slots: [String: UInt64] = [:]
        var slotWeight = [Double](repeating: 0, count: 64)
        var weights: [String: Double] = [:]
        var origins: [String: SearchTerm.Origin] = [:]
        for token in queryTokens where weights[token.term] == nil {
            origins[token.term] = .typed
            if token.isPart || Self.stopTerms.contains(token.term) || !isHanWord(token.term) {
                weights[token.term] = 0.3
                origins[token.term] = .minor
            } else {
                weights[token.term] = 1
                guard slots.count < 64 else { continue }
                slotWeight[slots.count] = postings(token.term).map { idf($0.count) / rarest } ?? 0
                slots[token.term] = UInt64(1) << UInt64(slots.count)
            }
        }
        // A glossary term in the query is read as that term: a shorter word inside it (알림 in
        // 알림창, an alert) no longer counts alone. Its variants count less than the words typed,
        // unless none of those is in the index (a transliteration): then they stand for them.
        let named = expansions(of: queryTerms)
        // Glossary variants take the slots of the words that named them, so these are all the
        // query's slots, before and after expansion.
        let typedSlots = slots.values.reduce(0, |)
        func slotBits(_ words: [String]) -> UInt64 { words.reduce(0) { $0 | (slots[$1] ?? 0) } }
        // A component's name beside other words ("share sheet title") only says which topic the
        // query is in: every entry of that topic names it, so the other words decide. (The
        // answer bonus below still brings the overview up when the name is all the query says.)
        for expansion in named where expansion.entry.map({ !$0.contains("/") }) ?? false {
            let own = slotBits(expansion.namedBy)
            guard typedSlots & ~own != 0 else { continue }
            for term in expansion.namedBy where weights[term] == 1 { weights[term] = Self.componentWeight }
            for bit in 0..<64 where own & (UInt64(1) << UInt64(bit)) != 0 { slotWeight[bit] *= Self.componentWeight }
        }
        for expansion in named {
            if expansion.namedBy.count > 1 {
                for term in expansion.namedBy
                where weights[term] == 1 && !expansion.terms.contains(where: { $0.term == term && !$0.isPart }) {
                    weights[term] = 0.3
                    origins[term] = .minor
                }
            }
            let standsIn = expansion.namedBy.allSatisfy { postings($0) == nil }
            let slot = slotBits(expansion.namedBy)
            for token in expansion.terms where weights[token.term] == nil || slots[token.term] == nil {
                weights[token.term] = max(weights[token.term] ?? 0, (standsIn ? 1 : Self.variantWeight) * (token.isPart ? 0.3 : 1))
                slots[token.term] = slot
                if origins[token.term] == nil { origins[token.term] = .glossary(namedBy: expansion.namedBy.joined(separator: " ")) }
            }
        }

        // Scores and covered slots per document in flat arrays: a common word scores most of a
        // large knowledge base, and per-document dictionaries and sets would dominate the time.
        var scores = [Double](repeating: 0, count: documentCount)
        var covered = [UInt64](repeating: 0, count: documentCount)
        var masks = [UInt64](repeating: 0, count: documentCount)
        var matchedTerms: [String] = []
        func add(_ term: String, _ list: [(document: Int, weight: Double)], _ queryWeight: Double, _ slot: UInt64) {
            guard matchedTerms.count < 64 else { return }
            let bit = UInt64(1) << UInt64(matchedTerms.count)
            matchedTerms.append(term)
            let termIDF = idf(list.count)
            // A slot whose own word is not in the index is as rare as what stands in for it.
            for index in 0..<64 where slot & (UInt64(1) << UInt64(index)) != 0 && slotWeight[index] == 0 {
                slotWeight[index] = termIDF / rarest
            }
            for (document, tf) in list where document < documentCount {
                scores[document] += queryWeight * termIDF * Self.saturated(tf)
                masks[document] |= bit
                covered[document] |= slot
            }
        }
        var corrected: [String: String] = [:]  // a typo with one nearest term, for the phrase bonus
        var looked: [SearchTerm] = []
        for (term, queryWeight) in weights.sorted(by: { $0.key < $1.key }) {
            looked.append(SearchTerm(term: term, weight: queryWeight, origin: origins[term] ?? .typed))
            if let list = postings(term) {
                add(term, list, queryWeight, slots[term] ?? 0)
            } else if queryWeight == 1 {
                let matches = typoMatches(term)
                // One correction stands for the word nearly as much as the word would; several share less.
                let typoWeight = matches.count == 1 ? 0.8 : 0.5
                for (candidate, list) in matches {
                    add(candidate, list, typoWeight, slots[term] ?? 0)
                    looked.append(SearchTerm(term: candidate, weight: typoWeight, origin: .typo(of: term)))
                }
                if matches.count == 1 { corrected[term] = matches[0].0 }
            }
        }

        // Group by entry or rule (their documents are contiguous): each keeps its best language's
        // score, unless its document in the language the query is written in matched: then that
        // one ranks, shows and reports as matched (translations reached through glossary
        // variants, or holding the query's English words, would otherwise outscore it).
        // Keys are compared as bytes; whole documents are decoded only when filtering.
        // A query all about a glossary concept (its words at least `answerShare` of the query's,
        // by rarity) is answered by the entry the glossary names for it (`Glossary.Concept.entry`):
        // that entry gains the share of the best result's score, which puts it first ("submenu",
        // "what is a share sheet", "下拉框"), even where its text uses other words.
        func coverage(of bits: UInt64, unknownAs unknown: Double = 0) -> Double {
            var total = 0.0
            var bits = bits
            while bits != 0 {
                let weight = slotWeight[bits.trailingZeroBitCount]
                total += weight > 0 ? weight : unknown
                bits &= bits - 1
            }
            return total
        }
        // A word no entry holds is as rare as a word can be.
        let queryWeight = coverage(of: typedSlots, unknownAs: 1)
        var answerBonus: [[UInt8]: Double] = [:]
        var explained: [String: [SearchAdjustment]] = [:]  // for `--explain`, by entry key
        for expansion in named {
            guard let entry = expansion.entry, queryWeight > 0 else { continue }
            let share = coverage(of: slotBits(expansion.namedBy), unknownAs: 1) / queryWeight
            guard share >= Self.answerShare else { continue }
            answerBonus[Array(entry.utf8), default: 0] += share
            explained[entry, default: []].append(.answersConcept(by: expansion.namedBy.joined(separator: " "), bonus: share))
        }

        // A query that names a component or a concept tells which topic it is in ("back button
        // title too long" is about toolbars, though activity titles hold more of its words):
        // that topic's entries and rules rank × `topicWeight`.
        let namedTopics = Set(named.compactMap { $0.entry.map { Array(EntryID($0).topic.utf8) } })
        func inNamedTopic(_ document: Int) -> Bool {
            let topic = topicBytes(of: document)
            return namedTopics.contains { $0.elementsEqual(topic) }
        }

        let written = Self.writtenLanguage(query)
        var candidates: [(document: Int, score: Double, mask: UInt64)] = []
        var sourceDocument: [Int: (document: Int, score: Double)] = [:]  // candidate → its document in `written`
        var groupKey: UnsafeRawBufferPointer?
        for index in 0..<documentCount {
            let key = documentKey(index)
            let bonus = answerBonus.isEmpty ? 0 : answerBonus[Array(key)] ?? 0
            guard scores[index] > 0 || bonus > 0 else { continue }
            if topic != nil || kind != nil {
                let document = self.document(index)
                if let topic, document.entryID.topic != topic { continue }
                if let kind, document.kind != kind { continue }
            }
            // Documents covering more of the query's words rank higher.
            var score = scores[index] * (1 + coverage(of: covered[index]))
            if !namedTopics.isEmpty, inNamedTopic(index) { score *= Self.topicWeight }
            if let previous = groupKey, previous.elementsEqual(key), let last = candidates.last {
                if score > last.score { candidates[candidates.count - 1] = (index, score, masks[index]) }
            } else {
                candidates.append((index, score, masks[index]))
                groupKey = key
            }
            if language(of: index) == written { sourceDocument[candidates.count - 1] = (index, score) }
        }
        for (candidate, english) in sourceDocument {
            candidates[candidate] = (english.document, english.score, masks[english.document])
        }
        // The answer bonus, relative to the best result's score.
        if !answerBonus.isEmpty {
            let best = candidates.lazy.map(\.score).max() ?? 0
            for at in candidates.indices {
                if let bonus = answerBonus[Array(documentKey(candidates[at].document))] { candidates[at].score += bonus * best }
            }
        }
        // Keys and kinds of the candidates; a phrase found as written counts extra (leading ones only).
        candidates.sort { $0.score > $1.score }
        var best: [String: SearchHit] = [:]
        var ruleEntries: [String: String] = [:]
        for candidate in candidates.prefix(limit * 3 + 20) {
            let document = self.document(candidate.document)
            var hit = hit(candidate.document, candidate.score, candidate.mask, matchedTerms)
            hit.key = document.key
            hit.kind = document.kind
            hit.adjustments = explained[hit.key] ?? []
            if inNamedTopic(candidate.document) {
                let topic = String(decoding: topicBytes(of: candidate.document), as: UTF8.self)
                hit.adjustments.insert(.namedTopic(topic, factor: Self.topicWeight), at: 0)
            }
            hit.textScore = scores[candidate.document]
            hit.coverage = coverage(of: covered[candidate.document])
            if queryTerms.count > 1, containsPhrase(queryTerms.map { corrected[$0] ?? $0 }, in: document) {
                hit.score *= 1.5
                hit.adjustments.append(.phrase)
            }
            if let entry = document.entry { ruleEntries[hit.key] = entry.rawValue }
            best[hit.key] = hit
        }
        // A rule restates its entry in a line: when both match, the rule follows its entry.
        for (rule, entry) in ruleEntries {
            if let entryScore = best[entry]?.score, best[rule]!.score >= entryScore {
                best[rule]!.score = entryScore * 0.99
                best[rule]!.adjustments.append(.followsEntry(entry))
            }
        }
        // An exact id or alias comes first.
        let trimmed = query.trimmingCharacters(in: .whitespaces).lowercased()
        if let target = aliasTarget(trimmed), var hit = best[target] ?? exactHit(target) {
            if (topic == nil || EntryID(target).topic == topic) && (kind == nil || hit.kind == kind) {
                hit.score += 1e6
                hit.adjustments.append(.exactID)
                best[target] = hit
            }
        }
        let hits = best.values.sorted { ($0.score, $1.key) > ($1.score, $0.key) }.prefix(limit).map { $0 }
        return SearchResults(hits: hits, suggestions: hits.isEmpty ? suggestions(for: query) : [], terms: looked)
    }

    private func hit(_ index: Int, _ score: Double, _ mask: UInt64, _ terms: [String]) -> SearchHit {
        var matched: Set<String> = []
        for (bit, term) in terms.enumerated() where mask & (UInt64(1) << UInt64(bit)) != 0 { matched.insert(term) }
        return SearchHit(key: "", kind: "", score: score, document: index, matchedTerms: matched)
    }

    /// A hit for an id matched exactly whose text matched nothing.
    private func exactHit(_ key: String) -> SearchHit? {
        let bytes = Array(key.utf8)
        for index in 0..<documentCount where documentKey(index).elementsEqual(bytes) {
            return SearchHit(key: key, kind: document(index).kind, score: 0, document: index, matchedTerms: [])
        }
        return nil
    }

    /// Whether the query's terms stand together, in order, in the title, summary or headings.
    private func containsPhrase(_ terms: [String], in document: SearchDocument) -> Bool {
        for field in [document.title, document.summary, document.headings] {
            let fieldTerms = Tokenizer.terms(field)
            guard fieldTerms.count >= terms.count else { continue }
            for start in 0...(fieldTerms.count - terms.count)
            where fieldTerms[start..<(start + terms.count)].elementsEqual(terms) {
                return true
            }
        }
        return false
    }

    /// BM25's inverse document frequency of a term in `count` of `total` documents.
    static func idf(_ count: Int, of total: Double) -> Double {
        log(1 + (total - Double(count) + 0.5) / (Double(count) + 0.5))
    }

    /// BM25's saturation of a term's weighted frequency in a document.
    static func saturated(_ frequency: Double) -> Double {
        frequency * (SearchCorpus.k1 + 1) / (frequency + SearchCorpus.k1)
    }

    /// How much of a query a concept's words must be for the query to be about the concept.
    /// (These weights were chosen on the tuning half of the situations set and the project's own
    /// set; `Benchmarks/relevance.py` prints both halves.)
    static let answerShare = 0.8
    /// An entry or rule of a topic the query names counts this much more: enough to settle a
    /// near tie between topics, not to lift an entry that matches little of the query.
    static let topicWeight = 1.2
    /// A glossary variant of a word typed counts this much of the word: enough to find an entry
    /// in another language or wording, not so much that a concept's many variants outweigh the
    /// words people typed.
    static let variantWeight = 0.25
    /// A component's name, beside other words, counts this much of a word.
    static let componentWeight = 0.3

    /// The terms of every glossary concept one of whose terms the query contains (as whole
    /// tokens in order, not as a substring: "extensionzzz" does not name an extension), each with
    /// the query terms that named it and the entry that answers for the concept.
    private func expansions(of queryTerms: [String]) -> [(terms: [Token], namedBy: [String], entry: String?)] {
        var found: [(terms: [Token], namedBy: [String], entry: String?)] = []
        for (at, concept) in concepts.enumerated() {
            // The longest of the concept's terms the query holds.
            var namedBy: [String] = []
            for term in concept {
                let tokens = Tokenizer.terms(term)
                guard !tokens.isEmpty, tokens.count <= queryTerms.count, tokens.count > namedBy.count else { continue }
                if (0...(queryTerms.count - tokens.count)).contains(where: {
                    queryTerms[$0..<($0 + tokens.count)].elementsEqual(tokens)
                }) {
                    namedBy = tokens
                }
            }
            if !namedBy.isEmpty { found.append((concept.flatMap(Tokenizer.tokens), namedBy, conceptEntries[at])) }
        }
        return found
    }

    /// The index terms nearest a Latin term of four or more characters, within the allowed edit
    /// distance (the nearest only: "extention" means "extension", one edit away, and not
    /// "attention", two).
    private func typoMatches(_ term: String) -> [(String, [(document: Int, weight: Double)])] {
        let word = Array(term.utf8)
        guard word.count >= 4, word.allSatisfy({ $0 < 0x80 }) else { return [] }
        // Four letters forgive only two neighbours swapped ("lnog"): one edit more would reach
        // too many short words.
        if word.count == 4 {
            let swaps = (0..<3).map { at -> String in
                var swapped = word
                swapped.swapAt(at, at + 1)
                return String(decoding: swapped, as: UTF8.self)
            }
            return swaps.filter { $0 != term }.compactMap { swap in postings(swap).map { (swap, $0) } }
        }
        var allowed = word.count >= 8 ? 2 : 1
        var found: [(String, [(document: Int, weight: Double)])] = []
        for index in 0..<termCount {
            let candidate = self.term(index)
            guard abs(candidate.count - word.count) <= allowed, let first = candidate.first, first < 0x80 else { continue }
            let distance = EditDistance.optimalStringAlignment(word, Array(candidate), limit: allowed)
            guard distance <= allowed else { continue }
            if distance < allowed {
                found.removeAll()
                allowed = distance
            }
            let text = String(decoding: candidate, as: UTF8.self)
            if let list = postings(text) { found.append((text, list)) }
        }
        return found
    }

    /// The language a query is written in, as a position in `Language.all`: Korean with Hangul,
    /// Japanese with kana, Chinese with Han characters alone, otherwise English.
    static func writtenLanguage(_ query: String) -> Int {
        var han = false, kana = false
        for scalar in query.unicodeScalars {
            if CJKScript.isHangul(scalar.value) { return Language.all.firstIndex(of: .korean) ?? 0 }
            if CJKScript.isKana(scalar.value) { kana = true } else if CJKScript.isHanOrKana(scalar.value) { han = true }
        }
        let language = kana ? Language(known: "ja") : han ? .simplifiedChinese : .source
        return language.flatMap { Language.all.firstIndex(of: $0) } ?? 0
    }

    /// Whether a pair of Han characters reads as a word in this index: most documents holding its
    /// rarer character hold the pair (提醒), unlike a pair that straddles two words (里能 of
    /// 扩展里能弹出). Any other term is a word.
    private func isHanWord(_ term: String) -> Bool {
        let scalars = Array(term.unicodeScalars)
        guard scalars.count == 2, scalars.allSatisfy({ CJKScript.isHanOrKana($0.value) }),
            let pair = postings(term)?.count
        else { return true }
        let alone = scalars.compactMap { postings(String($0))?.count }.min() ?? pair
        return Double(pair) >= 0.2 * Double(alone)
    }

    /// The query with the particles languages attach to words removed from their ends
    /// (아이패드에서 → 아이패드), so a search does not look for the pair they form with the word.
    static func withoutParticles(_ query: String) -> String {
        guard !particles.isEmpty else { return query }
        var words: [Substring] = []
        for word in query.split(separator: " ", omittingEmptySubsequences: false) {
            var stem = word
            if let particle = particles.first(where: { word.hasSuffix($0) && word.count - $0.count >= 2 }),
                word.unicodeScalars.allSatisfy({ CJKScript.isHangul($0.value) })
            {
                stem = word.dropLast(particle.count)
            }
            words.append(stem)
        }
        return words.joined(separator: " ")
    }

    /// Every language's particles, longest first.
    static let particles = Language.all.flatMap { $0.definition.searchParticles }.sorted { $0.count > $1.count }

    /// Query terms of the languages' stop words.
    static let stopTerms = Set(Language.all.flatMap { $0.definition.searchStopWords.flatMap(Tokenizer.terms) })

    /// Nearest indexed words to the query's Latin words, for "did you mean".
    private func suggestions(for query: String) -> [String] {
        var suggestions: [String] = []
        for word in query.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }) where word.count >= 3 {
            let bytes = Array(word.utf8)
            guard bytes.allSatisfy({ $0 < 0x80 }) else { continue }
            let allowed = max(2, bytes.count / 3)
            var best: (Int, String)?
            for index in 0..<vocabularyCount {
                let candidate = Array(stringBytes(at: vocabularyAt + index * IndexFormat.vocabularySize))
                guard abs(candidate.count - bytes.count) <= allowed else { continue }
                let distance = EditDistance.optimalStringAlignment(bytes, candidate, limit: allowed)
                if distance <= allowed, distance > 0, best.map({ distance < $0.0 }) ?? true {
                    best = (distance, String(decoding: candidate, as: UTF8.self))
                }
            }
            if let best { suggestions.append(best.1) }
        }
        return suggestions
    }
}
