/// The site's URL scheme, the one place it is written: the HTML site, the site's search index
/// and lint's help links (`help-base-url` + a path) all build their paths here.
public enum SitePath {
    /// An entry's page: `ko/activity-views/presentation.html`; a topic's: `ko/activity-views/index.html`.
    public static func of(_ id: EntryID, language: Language) -> String { "\(language.tag)/\(inLanguageFolder(id))" }

    /// An entry's page inside its language's folder: `activity-views/presentation.html`.
    public static func inLanguageFolder(_ id: EntryID) -> String {
        id.isTopic ? "\(id.rawValue)/index.html" : "\(id.rawValue).html"
    }

    /// A rule's page: `en/rules/activity-popover-anchor.html`.
    public static func rule(_ rule: String, language: Language) -> String {
        "\(language.tag)/\(ruleInLanguageFolder(rule))"
    }

    /// A rule's page inside its language's folder: `rules/activity-popover-anchor.html`.
    public static func ruleInLanguageFolder(_ rule: String) -> String { "rules/\(rule).html" }

    /// A language's home page.
    public static func home(_ language: Language) -> String { "\(language.tag)/index.html" }

    /// A link from one page of the site to another, relative so the site works from any folder.
    public static func relative(from page: String, to target: String) -> String {
        // Folders are counted by their slashes (a page path neither starts nor ends with one).
        let depth = page.utf8.reduce(0) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 }
        return String(repeating: "../", count: depth) + target
    }
}
