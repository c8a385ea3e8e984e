import Foundation
import GuidelineKit

extension SearchIndex {
    /// Ranked entries and rules for a query in any language.
    ///
    /// Terms come from the shared tokenizer; a query naming a glossary concept also looks for
    /// its terms in the other languages; a Latin term of five or more characters with no exact
    /// match matches index terms at edit distance 1 (2 from eight characters), weighted below
    /// exact matches. A phrase found as written adds a bonus; an exact id or alias comes first.
    public func search(_ query: String, topic: String? = nil, kind: String? = nil, limit: Int = 10) -> SearchResults {
        let queryTerms = Tokenizer.terms(query)
        var weights: [String: Double] = [:]
        for term in queryTerms { weights[term] = 1 }
        for term in expansions(of: queryTerms) where weights[term] == nil { weights[term] = 0.4 }

        // Scores and matched terms per document in flat arrays: a common word scores most of a
        // large knowledge base, and per-document dictionaries and sets would dominate the time.
        let total = Double(max(documentCount, 1))
        var scores = [Double](repeating: 0, count: documentCount)
        var masks = [UInt64](repeating: 0, count: documentCount)
        var matchedTerms: [String] = []
        var ownTerms: UInt64 = 0  // bits of the query's own terms (not expansions)
        func add(_ term: String, _ list: [(document: Int, weight: Double)], _ queryWeight: Double) {
            guard matchedTerms.count < 64 else { return }
            let bit = UInt64(1) << UInt64(matchedTerms.count)
            matchedTerms.append(term)
            if queryWeight == 1 { ownTerms |= bit }
            let idf = log(1 + (total - Double(list.count) + 0.5) / (Double(list.count) + 0.5))
            for (document, tf) in list where document < documentCount {
                scores[document] += queryWeight * idf * tf * (SearchCorpus.k1 + 1) / (tf + SearchCorpus.k1)
                masks[document] |= bit
            }
        }
        for (term, queryWeight) in weights.sorted(by: { $0.key < $1.key }) {
            if let list = postings(term) {
                add(term, list, queryWeight)
            } else if queryWeight == 1 {
                for (candidate, list) in typoMatches(term) { add(candidate, list, 0.5) }
            }
        }

        // Group by entry or rule (their documents are contiguous): each keeps its best language's
        // score. A query written without Chinese or Korean shows, and reports as matched, the
        // English document when that matched too (English words also occur in translations,
        // whose shorter texts can outscore the English one).
        // Keys are compared as bytes; whole documents are decoded only when filtering.
        let preferSource = !query.unicodeScalars.contains {
            CJKScript.isHanOrKana($0.value) || CJKScript.isHangul($0.value)
        }
        var candidates: [(document: Int, score: Double, mask: UInt64)] = []
        var sourceDocument: [Int: Int] = [:]  // candidate → its group's English document
        var groupKey: UnsafeRawBufferPointer?
        for index in 0..<documentCount where scores[index] > 0 {
            let key = documentKey(index)
            if topic != nil || kind != nil {
                let document = self.document(index)
                if let topic, document.entryID.topic != topic { continue }
                if let kind, document.kind != kind { continue }
            }
            // Documents matching more of the query's own words rank higher.
            let score = scores[index] * (1 + Double((masks[index] & ownTerms).nonzeroBitCount))
            if let previous = groupKey, previous.elementsEqual(key), let last = candidates.last {
                if score > last.score { candidates[candidates.count - 1] = (index, score, masks[index]) }
            } else {
                candidates.append((index, score, masks[index]))
                groupKey = key
            }
            if preferSource, language(of: index) == 0 { sourceDocument[candidates.count - 1] = index }
        }
        for (candidate, english) in sourceDocument {
            candidates[candidate].document = english
            candidates[candidate].mask = masks[english]
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
            if queryTerms.count > 1, containsPhrase(queryTerms, in: document) { hit.score *= 1.5 }
            if let entry = document.entry { ruleEntries[hit.key] = entry.rawValue }
            best[hit.key] = hit
        }
        // A rule restates its entry in a line: when both match, the rule follows its entry.
        for (rule, entry) in ruleEntries {
            if let entryScore = best[entry]?.score, best[rule]!.score >= entryScore {
                best[rule]!.score = entryScore * 0.99
            }
        }
        // An exact id or alias comes first.
        let trimmed = query.trimmingCharacters(in: .whitespaces).lowercased()
        if let target = aliasTarget(trimmed), var hit = best[target] ?? exactHit(target) {
            if (topic == nil || EntryID(target).topic == topic) && (kind == nil || hit.kind == kind) {
                hit.score += 1e6
                best[target] = hit
            }
        }
        let hits = best.values.sorted { ($0.score, $1.key) > ($1.score, $0.key) }.prefix(limit).map { $0 }
        return SearchResults(hits: hits, suggestions: hits.isEmpty ? suggestions(for: query) : [])
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

    /// The terms of every glossary concept one of whose terms the query contains (as whole
    /// tokens in order, not as a substring: "extensionzzz" does not name an extension).
    private func expansions(of queryTerms: [String]) -> [String] {
        var terms: [String] = []
        for concept in concepts {
            let named = concept.contains { term in
                let tokens = Tokenizer.terms(term)
                guard !tokens.isEmpty, tokens.count <= queryTerms.count else { return false }
                return (0...(queryTerms.count - tokens.count)).contains {
                    queryTerms[$0..<($0 + tokens.count)].elementsEqual(tokens)
                }
            }
            if named { terms += concept.flatMap(Tokenizer.terms) }
        }
        return terms
    }

    /// Index terms within the allowed edit distance of a Latin term of five or more characters.
    private func typoMatches(_ term: String) -> [(String, [(document: Int, weight: Double)])] {
        let word = Array(term.utf8)
        guard word.count >= 5, word.allSatisfy({ $0 < 0x80 }) else { return [] }
        let allowed = word.count >= 8 ? 2 : 1
        var found: [(String, [(document: Int, weight: Double)])] = []
        for index in 0..<termCount {
            let candidate = self.term(index)
            guard abs(candidate.count - word.count) <= allowed, let first = candidate.first, first < 0x80,
                EditDistance.optimalStringAlignment(word, Array(candidate), limit: allowed) <= allowed
            else { continue }
            let text = String(decoding: candidate, as: UTF8.self)
            if let list = postings(text) { found.append((text, list)) }
        }
        return found
    }

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
