/// How far each language of a knowledge base is translated: what a docs maintainer reads to
/// know what to translate next (`hig-activity i18n status`, the site's home pages).
public struct TranslationStatus: Sendable, Equatable {
    public struct LanguageStatus: Sendable, Equatable {
        public var language: Language
        /// Entries with an up-to-date translation.
        public var translated: [EntryID]
        /// Entries whose English changed since they were translated (or whose translation names
        /// no `source-digest`).
        public var stale: [EntryID]
        /// For stale entries whose translation recorded its sections: which English sections changed.
        public var staleSections: [EntryID: SectionChanges] = [:]
        /// Entries with no translation.
        public var missing: [EntryID]
        /// Figures (by path) whose labels are translated and up to date, stale (the English
        /// labels changed since, or the block records no `source-digest`), or missing (no block,
        /// or a label without its text in this language).
        public var figuresTranslated: [String] = []
        public var figuresStale: [String] = []
        public var figuresMissing: [String] = []

        public var total: Int { translated.count + stale.count + missing.count }
        /// Up-to-date translations, in percent of the entries.
        public var percent: Int { total == 0 ? 100 : translated.count * 100 / total }
    }

    /// Every language the knowledge base is written in, besides the source, in table order.
    public var languages: [LanguageStatus]

    public init(_ kb: KnowledgeBase) {
        languages = kb.languages.filter { $0 != .source }.parallelMapEach { language in
            var status = LanguageStatus(language: language, translated: [], stale: [], missing: [])
            for entry in kb.sortedEntries where entry.texts[.source] != nil {
                if entry.texts[language] == nil {
                    status.missing.append(entry.id)
                } else if entry.isStale(language) {
                    status.stale.append(entry.id)
                    status.staleSections[entry.id] = entry.staleSections(language)
                } else {
                    status.translated.append(entry.id)
                }
            }
            for (path, figure) in kb.figures.sorted(by: { $0.key < $1.key }) {
                let labels = figure.labels[language] ?? [:]
                if figure.labels[language] == nil || figure.keys.contains(where: { labels[$0] == nil }) {
                    status.figuresMissing.append(path)
                } else if figure.isStale(language) {
                    status.figuresStale.append(path)
                } else {
                    status.figuresTranslated.append(path)
                }
            }
            return status
        }
    }

    public func status(of language: Language) -> LanguageStatus? { languages.first { $0.language == language } }
}
