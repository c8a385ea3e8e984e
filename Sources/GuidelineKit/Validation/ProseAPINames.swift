/// API names spelled out as English words in a translation's prose ("action provider" for
/// `actionProvider`): neither translated nor searchable as the name. English prose may say
/// "context menu" for `contextMenu`; a Chinese or Korean sentence that keeps lowercase English
/// words is holding an API name. The names are the lowerCamelCase identifiers of the glossary
/// and of the text's own code (inline and blocks).
struct ProseAPINames: Sendable {
    /// Lowercased words → the identifier, from the glossary.
    private let glossaryNames: [String: String]

    init(_ glossary: Glossary) {
        var names: [String: String] = [:]
        for concept in glossary.concepts {
            for term in concept.terms.values.joined() {
                if let words = Self.words(of: term) { names[words] = term }
            }
        }
        glossaryNames = names
    }

    /// `actionProvider` → "action provider"; nil for anything but a lowerCamelCase name of two
    /// or more words, and for names that read as a verb phrase when split (`isEnabled`).
    static func words(of identifier: String) -> String? {
        guard let first = identifier.unicodeScalars.first, ("a"..."z").contains(first),
            identifier.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) })
        else { return nil }
        var words: [String] = []
        var word = ""
        for scalar in identifier.unicodeScalars {
            if ("A"..."Z").contains(scalar), !word.isEmpty {
                words.append(word)
                word = ""
            }
            word.unicodeScalars.append(scalar)
        }
        words.append(word)
        let lowered = words.map { $0.lowercased() }
        guard lowered.count >= 2, lowered.allSatisfy({ $0.count > 1 }), !verbs.contains(lowered[0]) else { return nil }
        return lowered.joined(separator: " ")
    }

    /// First words that make a split name ordinary English ("is enabled", "show menu").
    private static let verbs: Set<String> = [
        "is", "has", "can", "should", "will", "did", "does", "allows", "set", "get", "make", "add", "remove",
        "show", "present", "dismiss", "update", "perform", "register", "request", "load", "reload",
    ]

    func check(_ text: EntryText, _ blocks: [MarkdownBlock], in file: TextFile) -> [Diagnostic] {
        guard text.language != .source else { return [] }
        var names = glossaryNames
        for code in Prose.code(blocks) {
            for token in code.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) }) {
                if let words = Self.words(of: String(token)) { names[words] = String(token) }
            }
        }
        guard !names.isEmpty else { return [] }
        let sortedNames = names.sorted { $0.key < $1.key }
        var diagnostics: [Diagnostic] = []
        var lines = LazySourceLines(file)
        for (prose, at) in Prose.of(text, blocks) {
            // Most prose has no Latin lowercase run at all.
            guard prose.utf8.contains(where: { (0x61...0x7A).contains($0) }) else { continue }
            for (words, name) in sortedNames {
                var from = prose.startIndex
                while let found = prose[from...].range(of: words) {
                    from = found.upperBound
                    let before = found.lowerBound == prose.startIndex ? nil : prose[prose.index(before: found.lowerBound)]
                    let after = found.upperBound == prose.endIndex ? nil : prose[found.upperBound]
                    // Whole words only: an ASCII letter on either side makes it part of another word.
                    guard !(before.map { $0.isASCII && $0.isLetter } ?? false), !(after.map { $0.isASCII && $0.isLetter } ?? false)
                    else { continue }
                    diagnostics.append(
                        .warning(
                            "prose-api",
                            "'\(words)' spells out the API name `\(name)`; write it as code, `\(name)`, so readers can search for it",
                            at: lines.find(words, fromLine: at.line) ?? at))
                }
            }
        }
        return diagnostics
    }
}
