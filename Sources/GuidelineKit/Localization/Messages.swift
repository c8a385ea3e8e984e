/// The few sentences the tool itself says to readers, from their language's `UIStrings`.
public enum Message {
    case fallback(id: String, wanted: Language)
    case staleTranslation(id: String)
    case noResults(query: String)
    case didYouMean(String)
    /// The label of the original guidelines' page (`reference`).
    case reference
    /// How far a language is translated.
    case translationStatus(TranslationStatus.LanguageStatus)

    public func text(in language: Language) -> String {
        let strings = language.strings
        return switch self {
        case .fallback(let id, let wanted):
            strings.fallback.filling(["id": id, "language": wanted.nativeName])
        case .staleTranslation(let id): strings.staleTranslation.filling(["id": id])
        case .noResults(let query): strings.noResults.filling(["query": query])
        case .didYouMean(let words): strings.didYouMean.filling(["words": words])
        case .reference: strings.reference
        case .translationStatus(let status):
            strings.translationStatus.filling([
                "translated": "\(status.translated.count)", "total": "\(status.total)",
                "stale": "\(status.stale.count)", "missing": "\(status.missing.count)",
            ])
        }
    }
}

extension String {
    /// `{name}` placeholders replaced, each once, left to right (a value is never rescanned).
    func filling(_ values: [String: String]) -> String {
        var out = ""
        var rest = self[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            out += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            out += values[name] ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }
}
