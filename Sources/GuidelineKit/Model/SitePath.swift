/// Where an entry's page lives in the HTML site, relative to its root: `<lang>/<topic>/<slug>.html`,
/// a topic's overview at `<lang>/<topic>/index.html`. Help links and the site share it.
public enum SitePath {
    public static func of(_ id: EntryID, language: Language) -> String {
        id.isTopic ? "\(language.tag)/\(id.rawValue)/index.html" : "\(language.tag)/\(id.rawValue).html"
    }
}
