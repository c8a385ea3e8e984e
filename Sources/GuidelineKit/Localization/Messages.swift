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
    /// What a lint run found, read, ran and hid, and how long it took.
    case lintSummary(LintSummary)

    public func text(in language: Language) -> String {
        let strings = language.strings
        return switch self {
        case .fallback(let id, let wanted):
            strings.fallback.filling(["id": id, "language": wanted.nativeName])
        case .staleTranslation(let id): strings.staleTranslation.filling(["id": id])
        case .noResults(let query): strings.noResults.filling(["query": query])
        case .didYouMean(let words): strings.didYouMean.filling(["words": words])
        case .reference: strings.reference
        case .lintSummary(let summary):
            strings.lintSummary.filling([
                "errors": "\(summary.errors)", "warnings": "\(summary.warnings)", "notes": "\(summary.notes)",
                "files": "\(summary.files)", "lines": "\(summary.lines)", "rules": "\(summary.rules)",
                "seconds": summary.seconds, "baseline": "\(summary.baseline)", "suppressed": "\(summary.suppressed)",
            ])
        case .translationStatus(let status):
            strings.translationStatus.filling([
                "translated": "\(status.translated.count)", "total": "\(status.total)",
                "stale": "\(status.stale.count)", "missing": "\(status.missing.count)",
            ])
        }
    }
}

/// The counts a lint summary line gives.
public struct LintSummary: Sendable {
    public var errors = 0, warnings = 0, notes = 0, files = 0, lines = 0, rules = 0, baseline = 0, suppressed = 0
    /// Elapsed time, written as the line shows it (`0.42`).
    public var seconds = "0"

    public init() {}
}

extension String {
    /// `{name}` placeholders replaced, each once, left to right (a value is never rescanned).
    public func filling(_ values: [String: String]) -> String {
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
