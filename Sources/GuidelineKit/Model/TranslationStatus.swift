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
            return status
        }
    }

    public func status(of language: Language) -> LanguageStatus? { languages.first { $0.language == language } }
}
