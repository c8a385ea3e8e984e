import Foundation
import GuidelineKit
import GuidelineSearch

/// How `search` shows results: on the terminal (title line, highlighted snippet) or as JSON.
public struct SearchResultsRenderer {
    public var width: Int
    public var color: Bool
    public var language: Language

    public init(width: Int, color: Bool, language: Language) {
        self.width = max(20, width)
        self.color = color
        self.language = language
    }

    /// Each result: id and title in the reader's language, then the best passage with the
    /// matched words highlighted, cut by display width so wide characters never break a column.
    /// With `explained` (`search --explain`: each hit's matched terms and the fields holding
    /// them, by key), what the search looked for comes first, and under each result where its
    /// terms matched and what moved its score.
    public func terminal(_ results: SearchResults, index: SearchIndex, explained: [String: [SearchTermMatch]]? = nil) -> String {
        var out = ""
        if explained != nil { out += lookedFor(results.terms) }
        for hit in results.hits {
            let document = index.display(hit, in: language)
            var head = StyledText()
            head.append(hit.key, .bold)
            let title = document.isRule ? "[\(language.strings.rule)] \(document.headings)" : document.title
            let room = width - DisplayWidth.of(hit.key) - 2
            if room >= 4 {  // a long id on a narrow terminal keeps its line to itself
                // A long title wraps under itself rather than losing its end.
                head.append("  ")
                var text = StyledText()
                text.append(title)
                var indent = StyledText()  // under the title, apart from the snippet's indent
                indent.append(String(repeating: " ", count: DisplayWidth.of(hit.key) + 2))
                out += LineWrapper(width: width).wrap(text, firstPrefix: head, prefix: indent)
                    .map { $0.render(color: color) + "\n" }.joined()
            } else {
                out += head.render(color: color) + "\n"
            }
            var line = StyledText()
            line.append("    ")
            line = line + snippet(Snippet.best(document, terms: hit.matchedTerms), width: width - 4)
            out += line.render(color: color) + "\n"
            if let fields = explained?[hit.key] { out += explanation(of: hit, fields: fields) }
        }
        return out
    }

    /// The terms looked for, each with its weight and, unless typed, where it came from.
    func lookedFor(_ terms: [SearchTerm]) -> String {
        let labels = language.strings.explain
        let listed = terms.map { term -> String in
            let weight = String(format: "%.1f", term.weight)
            switch term.origin {
            case .typed: return "\(term.term) \(weight)"
            case .minor: return "\(term.term) \(weight) (\(labels.minor))"
            case .glossary(let words): return "\(term.term) \(weight) (\(labels.glossary.replacingOccurrences(of: "{words}", with: words)))"
            case .typo(let word): return "\(term.term) \(weight) (\(labels.typo.replacingOccurrences(of: "{word}", with: word)))"
            }
        }
        return wrapped(labels.lookedFor + ": " + listed.joined(separator: " · "), indent: "  ")
    }

    /// A result's explanation: its score, each matched term with the fields holding it, and the
    /// adjustments ranking made.
    func explanation(of hit: SearchHit, fields: [SearchTermMatch]) -> String {
        let labels = language.strings.explain
        var out = wrapped(
            labels.score + " " + String(format: "%.3f", hit.score) + " = " + String(format: "%.2f", hit.textScore) + " × (1 + "
                + String(format: "%.2f", hit.coverage) + ") · "
                + fields.map { "\($0.term) " + String(format: "%.2f", $0.score) + ": \($0.fields.joined(separator: " "))" }
                .joined(separator: " · "),
            indent: "    ")
        let adjustments = hit.adjustments.map { adjustment -> String in
            switch adjustment {
            case .answersConcept(let words, let bonus):
                labels.answers.replacingOccurrences(of: "{words}", with: words) + " +" + String(format: "%.2f", bonus) + "×"
            case .phrase: labels.phrase + " ×1.5"
            case .namedTopic(let topic, let factor):
                labels.topic.replacingOccurrences(of: "{topic}", with: topic) + " ×" + String(format: "%.1f", factor)
            case .followsEntry(let entry): labels.follows.replacingOccurrences(of: "{entry}", with: entry)
            case .exactID: labels.exactID
            }
        }
        if !adjustments.isEmpty { out += wrapped(adjustments.joined(separator: " · "), indent: "    ") }
        return out
    }

    private func wrapped(_ text: String, indent: String) -> String {
        var styled = StyledText()
        styled.append(text, .dim)
        var prefix = StyledText()
        prefix.append(indent)
        return LineWrapper(width: width).wrap(styled, firstPrefix: prefix, prefix: prefix + prefix)
            .map { $0.render(color: color) + "\n" }.joined()
    }

    /// The snippet fitted to `width` columns: starting shortly before the first match when the
    /// match would not show, and ending with `…` when cut.
    func snippet(_ snippet: Snippet, width: Int) -> StyledText {
        var text = snippet.text[...]
        if let first = snippet.matches.min(by: { $0.lowerBound < $1.lowerBound }),
            DisplayWidth.of(snippet.text[..<first.upperBound]) > width - 1
        {
            var start = first.lowerBound
            var lead = 0
            while start > snippet.text.startIndex, lead < width / 4 {
                start = snippet.text.index(before: start)
                lead += DisplayWidth.of(snippet.text[start])
            }
            // Start at a word, not inside one (words of scripts written with spaces).
            if let space = snippet.text[start..<first.lowerBound].firstIndex(of: " "),
                Self.isInsideWord(snippet.text, at: start)
            {
                start = snippet.text.index(after: space)
            }
            text = snippet.text[start...]
        }
        // Where the text must stop to fit, moved back to the end of a word when it would cut one.
        var used = text.startIndex > snippet.text.startIndex ? 1 : 0
        var end = text.endIndex
        for index in text.indices {
            let w = DisplayWidth.of(snippet.text[index])
            // The last character may take the column an ellipsis would, if it fits there.
            if used + w > (index == text.indices.last ? width : width - 1) {
                end = index
                if Self.isInsideWord(snippet.text, at: index),
                    let space = text[..<index].lastIndex(of: " "),
                    DisplayWidth.of(text[space..<index]) < width / 3
                {
                    end = space
                }
                while end > text.startIndex, snippet.text[snippet.text.index(before: end)] == " " {
                    end = snippet.text.index(before: end)
                }
                break
            }
            used += w
        }
        var out = StyledText()
        if text.startIndex > snippet.text.startIndex { out.append("…", .dim) }
        for index in text[..<end].indices {
            let highlighted = snippet.matches.contains { $0.contains(index) }
            out.append(String(snippet.text[index]), highlighted ? [.match] : .dim)
        }
        if end < text.endIndex { out.append("…", .dim) }
        return out
    }

    /// Whether `index` falls between two letters or digits of a word written in a script that
    /// separates words with spaces (Chinese and Japanese may break anywhere).
    static func isInsideWord(_ text: String, at index: String.Index) -> Bool {
        guard index > text.startIndex, index < text.endIndex else { return false }
        func wordy(_ character: Character) -> Bool {
            guard let scalar = character.unicodeScalars.first, !CJKScript.isHanOrKana(scalar.value) else { return false }
            return character.isLetter || character.isNumber
        }
        return wordy(text[text.index(before: index)]) && wordy(text[index])
    }

    /// Stable JSON: `{"query", "language", "results": [{"id", "kind", "entry", "title", "summary",
    /// "snippet", "matchedLanguage", "score"}], "suggestions"}`.
    /// With `explained`, also `"terms": [{"term", "weight", "origin", "of"}]` and each result's
    /// `"explain": {"fields": [{"term", "score", "fields"}], "adjustments": [{"kind", "value", "detail"}]}`.
    public func json(
        _ results: SearchResults, index: SearchIndex, query: String, explained: [String: [SearchTermMatch]]? = nil
    ) -> String {
        struct Term: Encodable {
            let term: String
            let weight: Double
            let origin: String
            let of: String?
        }
        struct Field: Encodable {
            let term: String
            let score: Double
            let fields: [String]
        }
        struct Adjustment: Encodable {
            let kind: String
            let value: Double?
            let detail: String?
        }
        struct Explain: Encodable {
            let fields: [Field]
            let adjustments: [Adjustment]
        }
        struct Result: Encodable {
            let id: String
            let kind: String
            let entry: String
            let title: String
            let summary: String
            let snippet: String
            let matchedLanguage: String
            let score: Double
            let explain: Explain?
        }
        struct Output: Encodable {
            let query: String
            let language: String
            let terms: [Term]?
            let results: [Result]
            let suggestions: [String]
        }
        func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
        func explain(_ hit: SearchHit) -> Explain? {
            guard let fields = explained?[hit.key] else { return nil }
            return Explain(
                fields: fields.map { Field(term: $0.term, score: rounded($0.score), fields: $0.fields) },
                adjustments: hit.adjustments.map { adjustment in
                    switch adjustment {
                    case .answersConcept(let words, let bonus): Adjustment(kind: "answers-concept", value: rounded(bonus), detail: words)
                    case .phrase: Adjustment(kind: "phrase", value: 1.5, detail: nil)
                    case .namedTopic(let topic, let factor): Adjustment(kind: "named-topic", value: factor, detail: topic)
                    case .followsEntry(let entry): Adjustment(kind: "follows-entry", value: nil, detail: entry)
                    case .exactID: Adjustment(kind: "exact-id", value: nil, detail: nil)
                    }
                })
        }
        let terms = explained == nil ? nil : results.terms.map {
            Term(term: $0.term, weight: rounded($0.weight), origin: $0.origin.name, of: $0.origin.source)
        }
        let output = Output(
            query: query, language: language.tag, terms: terms,
            results: results.hits.map { hit in
                let document = index.display(hit, in: language)
                return Result(
                    id: hit.key, kind: hit.kind, entry: document.entryID.rawValue,
                    title: document.isRule ? document.headings : document.title, summary: document.summary,
                    snippet: Snippet.best(document, terms: hit.matchedTerms).text,
                    matchedLanguage: index.document(hit.document).language.tag,
                    score: rounded(hit.score), explain: explain(hit))
            },
            suggestions: results.suggestions)
        return JSONText.string(output)
    }
}
