import GuidelineKit

/// What each page of the site is made from, as a digest: an incremental build renders again
/// only the pages whose digest changed (see `SiteState`). A page is made from the tool and
/// the templates, the rules, the languages and the topics' titles (every page shows them), its
/// entry's files in every language (its text, translations' notices, alternates), and what it
/// shows of other entries: its sidebar, the titles before and after it, its related entries,
/// a topic's entries, a rule's entries. Pages that show the whole knowledge base (home pages,
/// the search index) and the few fixed files have no digest: they are always made again, and
/// written only where their bytes changed.
extension SiteBuilder {
    /// What every page is made from.
    func siteDigest() -> UInt64 {
        var hasher = FNV1a()
        hasher.field(CacheDirectory.build)
        for (name, text) in templates.sorted(by: { $0.key < $1.key }) {
            hasher.field(name)
            hasher.add(UInt64(text.utf8.count))
            hasher.field(text)
        }
        hasher.field(baseURL ?? "-")
        for rule in rules {
            hasher.field(rule.id)
            hasher.field(rule.summary)
            hasher.field(rule.severity.rawValue)
            for entry in rule.entries { hasher.field(entry.rawValue) }
            for input in rule.reads { hasher.field(input.rawValue) }
            hasher.add(UInt8(0xFE))
        }
        for language in kb.languages { hasher.field(language.tag) }
        for topic in kb.topics {
            hasher.field(topic)
            for language in kb.languages { hasher.field(navigation.title(of: EntryID(topic), in: language)) }
        }
        return hasher.value
    }

    /// What an entry's pages in every language share: the digest of its own inputs (see
    /// `add(_:to:)`) and the entries whose titles they show (before, after, related), found
    /// once rather than once per language.
    struct EntryInputs: Sendable {
        var digest: UInt64
        var linked: [EntryID?]
    }

    func entryInputs() -> [EntryID: EntryInputs] {
        let inputs = kb.sortedEntries.parallelMap { entry in
            var hasher = FNV1a()
            add(entry, to: &hasher)
            let (previous, next) = navigation.neighbours(of: entry.id)
            return EntryInputs(digest: hasher.value, linked: [previous, next] + entry.metadata.related.map(kb.canonical))
        }
        return Dictionary(uniqueKeysWithValues: zip(kb.sortedEntries.lazy.map(\.id), inputs))
    }

    /// The digest of a job's inputs, or nil for a job that is always made again. `entries` are
    /// `entryInputs()`.
    func digest(of job: Job, site: UInt64, entries: [EntryID: EntryInputs]) -> UInt64? {
        var hasher = FNV1a()
        hasher.add(site)
        switch job {
        case .assets, .chooseLanguage, .notFound, .searchIndex, .home:
            return nil
        case .entry(let entry, let language):
            let path = SitePath.of(entry.id, language: language)
            hasher.field(path)
            let inputs = entries[entry.id]
            hasher.add(inputs?.digest ?? 0)
            hasher.add(navigation.sidebarDigest(for: .entry(entry.id), language: language, path: path))
            for id in inputs?.linked ?? [] { add(title: id, language, to: &hasher) }
            if entry.id.isTopic {
                for child in kb.entries(inTopic: entry.id.topic) {
                    add(title: child.id, language, to: &hasher)
                    hasher.field(child.text(in: language)?.text.summary ?? "-")
                }
            }
        case .rule(let rule, let language):
            let path = SitePath.rule(rule.id, language: language)
            hasher.field(path)
            hasher.add(navigation.sidebarDigest(for: .rule(rule.id), language: language, path: path))
            for id in rule.entries {
                guard let canonical = kb.canonical(id) else {
                    hasher.field("-")
                    continue
                }
                hasher.add(entries[canonical]?.digest ?? 0)
            }
        }
        return hasher.value
    }

    /// An entry's files, language by language (an absent translation counts too), and the
    /// original guidelines' page it links to.
    private func add(_ entry: Entry, to hasher: inout FNV1a) {
        hasher.field(entry.id.rawValue)
        for language in kb.languages { hasher.field(entry.texts[language]?.fileDigest ?? "-") }
        hasher.field(kb.reference(of: entry.id) ?? "-")
        // The figures its topic keeps, which its pages may show.
        for (path, figure) in kb.figures.sorted(by: { $0.key < $1.key }) where path.hasPrefix(entry.id.topic + "/") {
            hasher.field(path)
            hasher.field(figure.contentDigest)
        }
    }

    /// The id and title in `language` of an entry another page links to.
    private func add(title id: EntryID?, _ language: Language, to hasher: inout FNV1a) {
        guard let id else { return hasher.field("-") }
        hasher.field(id.rawValue)
        hasher.field(navigation.title(of: id, in: language))
    }
}

extension FNV1a {
    /// Adds a string and a byte no UTF-8 text holds, so that "ab", "c" and "a", "bc" differ.
    fileprivate mutating func field(_ text: String) {
        add(text)
        add(UInt8(0xFF))
    }
}
