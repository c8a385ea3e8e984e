/// A loaded, cross-referenced knowledge base: what search, renderers, the linter and exporters read.
public struct KnowledgeBase: Sendable {
    public let entries: [EntryID: Entry]
    /// Every id and alias, mapped to the entry it names.
    let aliases: [EntryID: EntryID]
    public let glossary: Glossary
    /// The languages it is written in: the source, then each language any entry has a text in.
    /// Translations are expected in these; the site and man pages are built in these.
    public let languages: [Language]
    /// Entries in id order (each topic overview before its entries).
    public let sortedEntries: [Entry]
    /// Topic → its entries in id order, the overview left out. Kept, not computed per call:
    /// renderers ask once per topic and language, and sorting 10,000 entries each time showed.
    private let entriesByTopic: [String: [Entry]]

    public init(entries: [EntryID: Entry], aliases: [EntryID: EntryID] = [:], glossary: Glossary = Glossary()) {
        self.entries = entries
        self.aliases = aliases.merging(entries.keys.map { ($0, $0) }) { current, _ in current }
        self.glossary = glossary
        sortedEntries = entries.keys.sorted().map { entries[$0]! }
        languages = Set([Language.source] + entries.values.flatMap { $0.texts.keys }).sorted()
        entriesByTopic = Dictionary(grouping: sortedEntries.filter { !$0.id.isTopic }, by: \.id.topic)
    }

    /// The entries of a topic in id order, without its overview.
    public func entries(inTopic topic: String) -> [Entry] { entriesByTopic[topic] ?? [] }

    /// The entry with this id or alias.
    public func entry(_ id: EntryID) -> Entry? {
        aliases[id].flatMap { entries[$0] }
    }

    /// The original guidelines' page for an entry: its own `reference`, else its topic's.
    public func reference(of id: EntryID) -> String? {
        guard let entry = entry(id) else { return nil }
        return entry.metadata.reference ?? entries[EntryID(entry.id.topic)]?.metadata.reference
    }

    /// Topics, from the ids present.
    public var topics: [String] { Set(entries.keys.map(\.topic)).sorted() }

    /// Nearest ids for a mistyped one, for "did you mean".
    public func suggestions(for text: String, limit: Int = 3) -> [EntryID] {
        let byID = Suggestions.nearest(to: text, in: aliases.keys.map(\.rawValue), limit: limit)
        var seen: Set<EntryID> = []
        return byID.compactMap { aliases[EntryID($0)] }.filter { seen.insert($0).inserted }
    }
}
