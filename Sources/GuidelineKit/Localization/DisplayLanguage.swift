/// Picks the reader's language the way the tldr client specification does:
/// an explicit choice wins; otherwise `LANGUAGE` (a colon-separated priority list), then the
/// locale from `LC_ALL`, `LC_MESSAGES` or `LANG`. A locale of `C` or `POSIX`, or none, means
/// English and makes `LANGUAGE` ignored, as gettext does.
public enum DisplayLanguage {
    public static func resolve(explicit: String?, environment: [String: String]) -> Result<Language, UnknownLanguage> {
        if let explicit {
            guard let language = match(explicit) else { return .failure(UnknownLanguage(tag: explicit)) }
            return .success(language)
        }
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let locale, !["C", "POSIX"].contains(baseName(locale)) else { return .success(.english) }
        let preferences = (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init) + [locale]
        return .success(preferences.lazy.compactMap(match).first ?? .english)
    }

    /// The language a tag or locale name means: `ko`, `ko_KR.UTF-8`, `zh-Hans`, `zh_CN`, `zh_SG`, `en_GB`…
    /// (traditional Chinese regions and scripts are not `zh-Hans`).
    public static func match(_ name: String) -> Language? {
        let base = baseName(name).replacingUnderscores.lowercased()
        let parts = base.split(separator: "-").map(String.init)
        guard let primary = parts.first else { return nil }
        let rest = Set(parts.dropFirst())
        return Language.all.first {
            $0.definition.localePrefix == primary && rest.isDisjoint(with: $0.definition.excludedLocaleSubtags)
        }
    }

    /// `ko_KR.UTF-8@euro` → `ko_KR`.
    private static func baseName(_ locale: String) -> String {
        String(locale.split(separator: ".", maxSplits: 1).first?.split(separator: "@").first ?? "")
    }

    public struct UnknownLanguage: Error, CustomStringConvertible {
        public let tag: String
        public init(tag: String) { self.tag = tag }
        public var description: String {
            "unknown language '\(tag)'; use one of \(Language.all.map(\.tag).joined(separator: ", "))"
        }
    }
}

extension String {
    fileprivate var replacingUnderscores: String { String(map { $0 == "_" ? "-" : $0 }) }
}
