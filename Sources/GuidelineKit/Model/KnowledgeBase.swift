/// A loaded, cross-referenced knowledge base: what search, renderers, the linter and exporters read.
public struct KnowledgeBase: Sendable {
    public let entries: [EntryID: Entry]
    /// Every id and alias, mapped to the entry it names (always one of `entries`).
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
    /// Topics, from the ids present, sorted. Kept: checks ask once per rule and entry.
    public let topics: [String]
    /// Figures by their path in the content folder (`toolbars/figures/areas.svg`).
    public internal(set) var figures: [String: Figure] = [:]

    public init(entries: [EntryID: Entry], aliases: [EntryID: EntryID] = [:], glossary: Glossary = Glossary()) {
        self.entries = entries
        // An alias of no entry is dropped here, once, so that a lookup is one probe: the
        // validator asks for every link of every entry.
        self.aliases = aliases.filter { entries.index(forKey: $0.value) != nil }
            .merging(entries.keys.map { ($0, $0) }) { current, _ in current }
        self.glossary = glossary
        sortedEntries = entries.keys.sorted().map { entries[$0]! }
        languages = Set([Language.source] + entries.values.flatMap { $0.texts.keys }).sorted()
        entriesByTopic = Dictionary(grouping: sortedEntries.filter { !$0.id.isTopic }, by: \.id.topic)
        topics = Set(entries.keys.map(\.topic)).sorted()
    }

    /// The entries of a topic in id order, without its overview.
    public func entries(inTopic topic: String) -> [Entry] { entriesByTopic[topic] ?? [] }

    /// The entry with this id or alias.
    public func entry(_ id: EntryID) -> Entry? {
        aliases[id].flatMap { entries[$0] }
    }

    /// Whether an entry has this id or alias; unlike `entry(_:)`, copies nothing.
    public func contains(_ id: EntryID) -> Bool { aliases.index(forKey: id) != nil }

    /// The id of the entry with this id or alias.
    public func canonical(_ id: EntryID) -> EntryID? { aliases[id] }

    /// The original guidelines' page for an entry: its own `reference`, else its topic's.
    public func reference(of id: EntryID) -> String? {
        guard let entry = entry(id) else { return nil }
        return entry.metadata.reference ?? entries[EntryID(entry.id.topic)]?.metadata.reference
    }

    /// Nearest ids for a mistyped one, for "did you mean".
    public func suggestions(for text: String, limit: Int = 3) -> [EntryID] {
        let byID = Suggestions.nearest(to: text, in: aliases.keys.map(\.rawValue), limit: limit)
        var seen: Set<EntryID> = []
        return byID.compactMap { aliases[EntryID($0)] }.filter { seen.insert($0).inserted }
    }

    /// The figure an entry of `topic` places with `destination` (`figures/areas.svg`).
    public func figure(_ destination: String, topic: String) -> Figure? {
        FigurePlacement.isFigure(destination) ? figures[FigurePlacement.path(of: destination, topic: topic)] : nil
    }
}
