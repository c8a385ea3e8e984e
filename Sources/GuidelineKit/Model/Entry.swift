/// What an entry is, from its `kind` front matter key.
public enum EntryKind: String, CaseIterable, Sendable, Codable {
    case overview, guideline, anatomy, mistake, platform
}

/// The platforms an entry may name.
public enum Platform: String, CaseIterable, Sendable, Codable {
    case iOS, iPadOS, macOS, tvOS, watchOS, visionOS
}

/// Facts about an entry that do not depend on language; set in the English file, inherited by translations.
public struct EntryMetadata: Hashable, Sendable {
    public var kind: EntryKind = .guideline
    public var platforms: [Platform] = []
    /// Ids of the rules that enforce this entry.
    public var rules: [String] = []
    public var related: [EntryID] = []
    /// Earlier ids of this entry, still accepted everywhere an id is.
    public var aliases: [EntryID] = []
    /// The page of the original guidelines this topic (or entry) follows, e.g. Apple's
    /// `https://developer.apple.com/design/human-interface-guidelines/activity-views`.
    public var reference: String?
}

/// One language's text of an entry, as read from `<topic>/<slug>.<lang>.md`.
public struct EntryText: Hashable, Sendable {
    public var id: EntryID
    public var language: Language
    /// The path diagnostics name (the content root's display name plus the relative path).
    public var path: String
    public var title: String
    public var titlePosition: SourceLocation
    /// The first paragraph, as plain text: what search results, man NAME lines and lint messages show.
    public var summary: String
    /// Everything after the title heading, summary included (parsed when first read).
    public var blocks: [MarkdownBlock] { body.blocks }
    public var body: EntryBody
    /// Search words in this language.
    public var tags: [String]
    /// What people type, in this language, when this entry is the page that answers them
    /// (`searches:`): their questions, tasks and symptoms in their own words, which the entry's
    /// text rarely uses. Search indexes them as a field of their own.
    public var searches: [String] = []
    /// For a translation: the digest of the English body it was made from.
    public var sourceDigest: String?
    public var sourceDigestPosition: SourceLocation?
    /// For a translation: the English sections it was made from (`source-sections`), if recorded.
    public var sourceSections: [SectionRecord]?
    /// The digest of this file's body; translations of an English entry must carry it.
    public var bodyDigest: String
    /// For an English entry: its parts, each with a digest, that translations record.
    public var sectionDigests: [SourceSection] = []
    /// The digest of the whole file, front matter included: what is built from this text
    /// changes only when it does (incremental site builds compare it).
    public var fileDigest: String = ""

    /// `##` and deeper headings in order.
    public var sections: [(level: Int, title: String)] {
        blocks.compactMap {
            if case .heading(let level, let content, _) = $0 { return (level, content.plainText) }
            return nil
        }
    }

    /// The body's code blocks and links, kept apart from it: the validator, rule pages and the
    /// search index read them for every entry.
    public var codeBlocks: [CodeBlock] = []
    public var links: [LinkReference] = []
    /// The figures the body places (`FigurePlacement`), read without parsing the body again.
    public var figures: [LinkReference] = []
}

/// An entry across languages.
public struct Entry: Hashable, Sendable {
    public var id: EntryID
    public var metadata: EntryMetadata
    public var texts: [Language: EntryText]

    /// The English text every translation is made from.
    public var source: EntryText? { texts[.source] }

    /// The text in `language`, or the English one when there is no translation (`isFallback`).
    public func text(in language: Language) -> (text: EntryText, isFallback: Bool)? {
        if let text = texts[language] { return (text, false) }
        if let source { return (source, language != .source) }
        return texts.values.sorted { $0.language < $1.language }.first.map { ($0, true) }
    }

    /// Whether the translation in `language` was made from an older English text.
    public func isStale(_ language: Language) -> Bool {
        // Only the two digests are read: copying the texts showed in builds of large sites.
        guard language != .source, texts[language] != nil, let body = texts[.source]?.bodyDigest else { return false }
        return texts[language]?.sourceDigest != body
    }

    /// For a stale translation that recorded its sections: which English sections changed since.
    public func staleSections(_ language: Language) -> SectionChanges? {
        guard isStale(language), let recorded = texts[language]?.sourceSections, let source else { return nil }
        return SectionChanges(recorded: recorded, current: source.sectionDigests)
    }
}
