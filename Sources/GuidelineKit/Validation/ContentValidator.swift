/// The checks that need more than one file: ids, links, translations.
struct ContentValidator {
    let files: [EntryFile]
    let glossary: Glossary
    let knownRules: Set<String>
    /// Per file, the `world` in which its links and references were last all found (0 for
    /// none): its checks are not run again in that world. A large knowledge base has ten links
    /// an entry, and looking them up was a tenth of a rebuild.
    let linksCheckedIn: [UInt64]

    /// Where links and references were checked: a digest of the ids, aliases and rules they
    /// can name, and per file whether all of its own were found (or not looked up again).
    struct LinkChecks {
        var world: UInt64
        var clean: [Bool]
    }

    func validate(into diagnostics: inout [Diagnostic]) -> (KnowledgeBase, LinkChecks) {
        var entries: [EntryID: Entry] = Dictionary(minimumCapacity: files.count / 2)
        // Files by position, not copied: copying 30,000 of them was a tenth of a rebuild.
        var sourceIndex: [EntryID: Int] = Dictionary(minimumCapacity: files.count / 2)
        for index in files.indices where files[index].text.language == .source {
            let id = files[index].text.id
            sourceIndex[id] = index
            entries[id] = Entry(id: id, metadata: files[index].metadata ?? EntryMetadata(), texts: [.source: files[index].text])
        }
        var isInEntry = files.map { $0.text.language == .source }
        for index in files.indices where files[index].text.language != .source {
            let text = files[index].text
            guard entries[text.id] != nil else {
                diagnostics.append(
                    .error(
                        "orphan-translation",
                        "translation of '\(text.id)' has no English entry; add \(text.id.rawValue.contains("/") ? text.id.rawValue : text.id.rawValue + "/_topic").en.md or remove this file",
                        at: location(text, text.titlePosition, line1: true)))
                continue
            }
            entries[text.id]!.texts[text.language] = text
            isInEntry[index] = true
        }

        // Ids: aliases must not collide with ids or each other.
        var owner: [EntryID: EntryID] = Dictionary(uniqueKeysWithValues: entries.keys.map { ($0, $0) })
        // In id order (the first of two claimants keeps an alias); only entries that have aliases.
        let claimants = sourceIndex.filter { files[$0.value].metadata?.aliases.isEmpty == false }
        for (id, index) in claimants.sorted(by: { $0.key < $1.key }) {
            let file = files[index]
            for (alias, position) in zip(file.metadata?.aliases ?? [], file.aliasPositions) {
                if let other = owner[alias], other != id {
                    // Point at the other entry too: that is where one of the two must change.
                    let notes = sourceIndex[other].map({ files[$0] }).map {
                        [Diagnostic.Note("'\(other)' is defined here", at: location($0.text, $0.text.titlePosition, line1: true))]
                    }
                    diagnostics.append(
                        Diagnostic(
                            .error, "duplicate-id",
                            "alias '\(alias)' is already \(other == alias ? "the id of an entry" : "an alias of '\(other)'"); ids and aliases must be unique",
                            at: location(file.text, position), notes: notes ?? []))
                } else {
                    owner[alias] = id
                }
            }
        }
        // A link without text shows the linked entry's title in the linking text's language. Few
        // texts have one: the titles are gathered only when some text does.
        let withEmptyLinks = entries.flatMap { id, entry in
            entry.texts.compactMap { language, text in text.links.contains { $0.text.isEmpty } ? (id, language) : nil }
        }
        if !withEmptyLinks.isEmpty {
            let titles = entries.mapValues { $0.texts.mapValues(\.title) }
            let owners = owner
            for (id, language) in withEmptyLinks {
                entries[id]!.texts[language] = LinkTitles.filling(entries[id]!.texts[language]!) { target in
                    owners[target].flatMap { titles[$0] }.flatMap { $0[language] ?? $0[.source] }
                }
            }
        }
        let knowledgeBase = KnowledgeBase(entries: entries, aliases: owner, glossary: glossary)

        // Each file's links and references, and each entry's translations: the checks read the
        // whole knowledge base but only write their own findings.
        let world = Self.world(knowledgeBase, knownRules: knownRules)
        let perFile = files.indices.map { $0 }.parallelMap { index -> (found: [Diagnostic], clean: Bool) in
            guard isInEntry[index] else { return ([], false) }
            if linksCheckedIn.indices.contains(index), linksCheckedIn[index] == world { return ([], true) }
            var found: [Diagnostic] = []
            if files[index].text.language == .source { checkReferences(files[index], in: knowledgeBase, into: &found) }
            checkLinks(files[index].text, in: knowledgeBase, into: &found)
            return (found, found.isEmpty)
        }
        let perEntry = knowledgeBase.sortedEntries.parallelMap { entry -> [Diagnostic] in
            var found: [Diagnostic] = []
            for language in knowledgeBase.languages where language != .source {
                checkTranslation(entry, language, in: knowledgeBase, into: &found)
            }
            return found
        }
        diagnostics += perFile.flatMap(\.found)
        diagnostics += perEntry.joined()
        for concept in glossary.concepts {
            if let entry = concept.entry, knowledgeBase.entry(entry) == nil {
                diagnostics.append(
                    .error(
                        "unknown-entry",
                        "glossary term '\(concept.id)' names entry '\(entry.rawValue)', which does not exist; name an entry id such as menus/submenus",
                        at: concept.location ?? SourceLocation(file: "glossary.yml", line: 1, column: 1)))
            }
            for language in knowledgeBase.languages where concept.terms[language] == nil {
                diagnostics.append(
                    .warning(
                        "glossary-missing-language",
                        "glossary term '\(concept.id)' has no \(language.tag) terms; add them",
                        at: concept.location ?? SourceLocation(file: "glossary.yml", line: 1, column: 1)))
            }
        }
        return (knowledgeBase, LinkChecks(world: world, clean: perFile.map(\.clean)))
    }

    /// A digest of everything a file's links and references are checked against: the ids and
    /// aliases (summed, so that their order does not matter) and the rules. Never 0.
    static func world(_ kb: KnowledgeBase, knownRules: Set<String>) -> UInt64 {
        var sum: UInt64 = 0
        for id in kb.aliases.keys {
            var hasher = FNV1a()
            hasher.add(id.rawValue)
            sum &+= hasher.value
        }
        var hasher = FNV1a()
        hasher.add(UInt64(kb.aliases.count))
        hasher.add(sum)
        for rule in knownRules.sorted() {
            hasher.add(rule)
            hasher.add(UInt8(0xFF))
        }
        return hasher.value | 1
    }

    private func location(_ text: EntryText, _ position: SourceLocation, line1: Bool = false) -> SourceLocation {
        line1
            ? SourceLocation(file: text.path, line: 1, column: 1)
            : SourceLocation(file: text.path, line: position.line, column: position.column)
    }

    private func unknownEntryMessage(_ target: String, in kb: KnowledgeBase) -> String {
        let hint =
            kb.suggestions(for: target).first.map { "; did you mean '\($0)'?" } ?? "; check the id (topic/entry-name)"
        return "unknown entry '\(target)'\(hint)"
    }

    private func checkReferences(_ file: EntryFile, in kb: KnowledgeBase, into diagnostics: inout [Diagnostic]) {
        for (id, position) in zip(file.metadata?.related ?? [], file.relatedPositions) where !kb.contains(id) {
            diagnostics.append(
                .error(
                    "unknown-entry", "related: \(unknownEntryMessage(id.rawValue, in: kb))",
                    at: location(file.text, position)))
        }
        for (rule, position) in zip(file.metadata?.rules ?? [], file.rulePositions) where !knownRules.contains(rule) {
            diagnostics.append(unknownRule(rule, at: location(file.text, position)))
        }
    }

    private func unknownRule(_ rule: String, at location: SourceLocation) -> Diagnostic {
        let hint =
            Suggestions.nearest(to: rule, in: knownRules.sorted(), limit: 1).first.map { "did you mean '\($0)'? " }
            ?? ""
        let known = knownRules.isEmpty ? "no rules are defined yet" : "`hig-activity rules` lists them"
        return .error("unknown-rule", "unknown rule '\(rule)'; \(hint)\(known)", at: location)
    }

    private func checkLinks(_ text: EntryText, in kb: KnowledgeBase, into diagnostics: inout [Diagnostic]) {
        for link in text.links {
            let at = location(text, link.position)
            let target = LinkTarget(link.destination)
            switch target {
            case .entry(let id, _):
                if !kb.contains(id) {
                    diagnostics.append(
                        .error("unknown-entry", "link to \(unknownEntryMessage(id.rawValue, in: kb))", at: at))
                }
            case .rule(let rule):
                if !knownRules.contains(rule) { diagnostics.append(unknownRule(rule, at: at)) }
            case .external, .anchor:
                break
            case .unsupported(let reason):
                diagnostics.append(.error("bad-link", "link '\(link.destination)' \(reason)", at: at))
                continue
            }
            // Only a link to an entry has a title to stand in for missing text.
            if case .entry = target { continue }
            if link.text.isEmpty {
                diagnostics.append(
                    .warning(
                        "empty-link",
                        "link to '\(link.destination)' has no text; only a link to an entry shows its title, so write the text between the brackets",
                        at: at))
            }
        }
    }

    /// Where the English names a linked entry by its title, the translation names it by its title
    /// in the translation's language, or leaves the text empty for the renderers to fill in: one
    /// entry is never linked under two names. The n-th link to an entry pairs with the n-th.
    private func checkLinkTitles(
        _ source: EntryText, _ text: EntryText, in kb: KnowledgeBase, into diagnostics: inout [Diagnostic]
    ) {
        func entryLinks(_ text: EntryText) -> [EntryID: [LinkReference]] {
            var byTarget: [EntryID: [LinkReference]] = [:]
            for link in text.links {
                guard case .entry(let id, _) = LinkTarget(link.destination), let target = kb.canonical(id) else { continue }
                byTarget[target, default: []].append(link)
            }
            return byTarget
        }
        let translated = entryLinks(text)
        for (target, links) in entryLinks(source) {
            guard let entry = kb.entry(target), let englishTitle = entry.source?.title else { continue }
            let wanted = entry.texts[text.language]?.title ?? englishTitle
            for (english, link) in zip(links, translated[target] ?? [])
            where english.text.lowercased() == englishTitle.lowercased() && !link.text.isEmpty && link.text != wanted {
                diagnostics.append(
                    .warning(
                        "link-text",
                        "link to '\(target)' reads '\(link.text)', but the English names the entry by its title; write its \(text.language.tag) title '\(wanted)', or leave the text empty ([](\(target.rawValue))) to show it",
                        at: location(text, link.position)))
            }
        }
    }

    private func checkTranslation(
        _ entry: Entry, _ language: Language, in kb: KnowledgeBase, into diagnostics: inout [Diagnostic]
    ) {
        guard let source = entry.source else { return }
        guard let text = entry.texts[language] else {
            diagnostics.append(
                .warning(
                    "missing-translation",
                    "no \(language.tag) translation; add \(entry.id.relativePath(language)) (readers of \(language.nativeName) see the English text meanwhile)",
                    at: location(source, source.titlePosition, line1: true)))
            return
        }
        let stamp = "hig-activity i18n stamp --lang \(language.tag) \(entry.id)"
        if text.sourceDigest == nil {
            diagnostics.append(
                .warning(
                    "stale-translation",
                    "translation has no source-digest; once it matches the English text, run '\(stamp)' (it records the English digest and sections in the front matter)",
                    at: location(text, text.titlePosition, line1: true)))
        } else if text.sourceDigest != source.bodyDigest {
            let what =
                entry.staleSections(language).map { "what changed: \($0.description)" }
                ?? "which sections is unknown: the translation records no source-sections"
            diagnostics.append(
                .warning(
                    "stale-translation",
                    "translation is stale: the English entry changed since it was translated (\(what)); update the text, then run '\(stamp)'",
                    at: location(text, text.sourceDigestPosition ?? text.titlePosition)))
        }
        checkLinkTitles(source, text, in: kb, into: &diagnostics)
        let expected = source.codeBlocks
        let actual = text.codeBlocks
        for (index, (want, have)) in zip(expected, actual).enumerated()
        where want.info != have.info || want.code != have.code {
            let what = want.info != have.info ? "info string '\(have.info)' (English: '\(want.info)')" : "code"
            diagnostics.append(
                .error(
                    "code-mismatch",
                    "code block \(index + 1) differs from the English entry in its \(what); copy code blocks unchanged from \(source.path)",
                    at: location(text, have.position)))
        }
        if expected.count != actual.count {
            let at = actual.count > expected.count ? actual[expected.count].position : text.titlePosition
            diagnostics.append(
                .error(
                    "code-mismatch",
                    "translation has \(actual.count) code block(s), the English entry \(expected.count); carry exactly the English code blocks",
                    at: location(text, at)))
        }
    }

}

/// What a Markdown link in an entry points at.
public enum LinkTarget: Hashable, Sendable {
    /// Another entry, by id, with an optional `#fragment`.
    case entry(EntryID, fragment: String?)
    /// A rule, as `rule:<rule-id>`.
    case rule(String)
    case external(String)
    case anchor(String)
    case unsupported(reason: String)

    public init(_ destination: String) {
        /// ASCII case-insensitive prefix test without lowercasing the whole destination.
        func starts(with prefix: String) -> Bool {
            var bytes = destination.utf8.makeIterator()
            for expected in prefix.utf8 {
                guard let byte = bytes.next(), byte | 0x20 == expected | 0x20 else { return false }
            }
            return true
        }
        let utf8 = destination.utf8
        if starts(with: "rule:") {
            self = .rule(String(destination.dropFirst(5)))
        } else if starts(with: "https://") || starts(with: "http://") || starts(with: "mailto:") {
            self = .external(destination)
        } else if utf8.first == UInt8(ascii: "#") {
            self = .anchor(String(destination.dropFirst()))
        } else if let colon = utf8.firstIndex(of: UInt8(ascii: ":")), !utf8[..<colon].contains(UInt8(ascii: "/")) {
            self = .unsupported(
                reason:
                    "uses the scheme '\(destination[..<colon])'; link to an entry id, rule:<id>, or an https:// address"
            )
        } else {
            let hash = utf8.firstIndex(of: UInt8(ascii: "#"))
            let id = destination[..<(hash ?? destination.endIndex)]
            if EntryID.isWellFormed(id) {
                // Most links are a bare id: the destination itself, not a copy of it.
                self = .entry(
                    EntryID(hash == nil ? destination : String(id)),
                    fragment: hash.map { String(destination[destination.index(after: $0)...]) })
            } else {
                self = .unsupported(reason: "is not an entry id (topic/entry-name), rule:<id>, or an https:// address")
            }
        }
    }
}
