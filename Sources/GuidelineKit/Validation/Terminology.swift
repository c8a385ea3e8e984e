import Foundation

/// Terms the glossary marks to avoid, found in entries' prose (code, inline or not, left out), each reported
/// with the preferred term. An avoided variant inside an accepted term (`自定` in `自定义`) is
/// not a use of it.
struct Terminology: Sendable {
    /// Per language: avoided term → (preferred term, concept id, accepted terms containing it).
    private var avoided: [Language: [(term: String, preferred: String, concept: String, within: [String])]] = [:]

    init(_ glossary: Glossary) {
        var allAccepted: [Language: [String]] = [:]
        for concept in glossary.concepts {
            for (language, terms) in concept.terms { allAccepted[language, default: []] += terms }
        }
        for concept in glossary.concepts {
            for (language, terms) in concept.avoid {
                guard let preferred = concept.terms[language]?.first else { continue }
                for term in terms {
                    avoided[language, default: []].append(
                        (
                            term, preferred, concept.id,
                            (allAccepted[language] ?? []).filter { $0 != term && ByteSearch.contains($0, term) }
                        ))
                }
            }
        }
    }

    var isEmpty: Bool { avoided.isEmpty }

    /// Each avoided term in the text's prose, at its line and column in `file`.
    func check(_ text: EntryText, _ blocks: [MarkdownBlock], in file: TextFile) -> [Diagnostic] {
        guard let terms = avoided[text.language] else { return [] }
        var diagnostics: [Diagnostic] = []
        var lines = LazySourceLines(file)
        func check(_ prose: String, at: SourceLocation) {
            for avoided in terms where Self.uses(prose, avoided.term, unlessWithin: avoided.within) {
                diagnostics.append(
                    .warning(
                        "avoided-term",
                        "'\(avoided.term)' is a variant the glossary avoids; write '\(avoided.preferred)' (term '\(avoided.concept)')",
                        at: lines.find(avoided.term, fromLine: at.line, unlessWithin: avoided.within) ?? at))
            }
        }
        for (prose, at) in Prose.of(text, blocks) { check(prose, at: at) }
        return diagnostics
    }

    /// Whether `text` contains `term` outside every occurrence of the longer accepted terms.
    static func uses(_ text: String, _ term: String, unlessWithin longer: [String]) -> Bool {
        // Most prose holds no avoided term: a byte search answers without Foundation's Unicode-aware
        // search or the standard library's generic one, which together took most of the time
        // of loading the built-in entries (every command loads them).
        guard ByteSearch.contains(text, term) else { return false }
        var masked = text
        for accepted in longer.sorted(by: { $0.count > $1.count }) {
            masked = masked.replacingOccurrences(of: accepted, with: "\u{1}")
        }
        return masked.contains(term)
    }
}
