import Foundation

/// The passage of a result to show: the sentence or heading that holds the most matched
/// terms, with the ranges of those terms for highlighting.
public struct Snippet: Sendable {
    public var text: String
    public var matches: [Range<String.Index>]

    public static func best(_ document: SearchDocument, terms: Set<String>) -> Snippet {
        var candidates = sentences(document.summary)
        candidates += document.headings.split(separator: "\n").map(String.init)
        var best = Snippet(text: document.summary, matches: [])
        for candidate in candidates {
            let matches = Tokenizer.tokens(candidate).filter { terms.contains($0.term) }.map(\.range)
            if matches.count > best.matches.count { best = Snippet(text: candidate, matches: matches) }
        }
        if best.matches.isEmpty {
            best.matches = Tokenizer.tokens(best.text).filter { terms.contains($0.term) }.map(\.range)
        }
        return best
    }

    /// Sentences, split after `.`, `!`, `?`, `。`, `！`, `？` followed by a space or the end.
    static func sentences(_ text: String) -> [String] {
        var sentences: [String] = []
        var current = ""
        var previousEnds = false
        for character in text {
            if previousEnds && character == " " {
                sentences.append(current)
                current = ""
                previousEnds = false
                continue
            }
            current.append(character)
            previousEnds = ".!?".contains(character)
            if "。！？".contains(character) {
                sentences.append(current)
                current = ""
                previousEnds = false
            }
        }
        if !current.isEmpty { sentences.append(current) }
        return sentences.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
