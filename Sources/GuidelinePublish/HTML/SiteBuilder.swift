import Foundation
import GuidelineKit
import GuidelineSearch

/// The static HTML site: a page per entry, topic and rule in each language, a home page per
/// language, a language chooser at the root and a 404 page, filled into Mustache templates.
public struct SiteBuilder {
    public struct TemplateError: Error, CustomStringConvertible {
        public var description: String
    }


    let kb: KnowledgeBase
    let translationStatus: TranslationStatus
    let rules: [RuleDescription]
    let templates: [String: String]
    /// With a base URL, `hreflang` alternates are absolute, as search engines want them.
    let baseURL: String?
    let library: MustacheLibrary
    let navigation: SiteNavigation
    /// Each language's UI labels, as templates read them (`labels.site`, …).
    let labelValues: [Language: MustacheValue]

    /// `templates` maps file names (`page.mustache`, `style.css`, …) to their text.
    /// `templatesFolder` is where `templates` were read from, for messages.
    public init(
        kb: KnowledgeBase, rules: [RuleDescription], templates: [String: String], templatesFolder: String? = nil,
        baseURL: String?
    )
        throws(TemplateError)
    {
        self.kb = kb
        self.translationStatus = TranslationStatus(kb)
        self.rules = rules
        self.templates = templates
        self.baseURL = baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        // Every mistake in every template, reported together as `file:line:column: what is wrong`.
        func file(_ name: String) -> String { templatesFolder.map { "\($0)/\(name)" } ?? name }
        var parsed: [String: MustacheTemplate] = [:]
        var problems: [String] = []
        for (name, text) in templates.sorted(by: { $0.key < $1.key }) where name.hasSuffix(".mustache") {
            do {
                parsed[String(name.dropLast(".mustache".count))] = try MustacheTemplate(text)
            } catch {
                problems.append("\(file(name)):\(error.position.line):\(error.position.column): not a valid Mustache template: \(error.reason); fix it or remove --templates")
            }
        }
        for (name, template) in parsed.sorted(by: { $0.key < $1.key }) {
            for partial in template.partials where templates["\(partial.name).mustache"] == nil {
                problems.append("\(file(name + ".mustache")):\(partial.position.line):\(partial.position.column): names the partial '\(partial.name)', but there is no \(partial.name).mustache; add it or remove the tag")
            }
        }
        if !problems.isEmpty { throw TemplateError(description: problems.joined(separator: "\n")) }
        for required in ["page", "entry", "topic", "rule", "home", "choose-language", "not-found"]
        where parsed[required] == nil {
            throw TemplateError(
                description:
                    "\(templatesFolder ?? "the templates") lack\(templatesFolder == nil ? "" : "s") \(required).mustache; copy it from Templates/ in the repository"
            )
        }
        library = MustacheLibrary(templates: parsed)
        navigation = SiteNavigation(kb: kb, rules: rules)
        labelValues = Dictionary(uniqueKeysWithValues: kb.languages.map { ($0, MustacheValue($0.strings.siteLabels)) })
    }

    /// A part of the site to make: a page, or several files.
    enum Job: Sendable {
        case assets, chooseLanguage, notFound, searchIndex
        case home(Language)
        case entry(Entry, Language)
        case rule(RuleDescription, Language)

        /// The one file an entry's, topic's or rule's page job makes.
        var pagePath: String? {
            switch self {
            case .entry(let entry, let language): SitePath.of(entry.id, language: language)
            case .rule(let rule, let language): SitePath.rule(rule.id, language: language)
            default: nil
            }
        }
    }

    /// Everything to make, the longest first (the search index), so that the cores finish together.
    var jobs: [Job] {
        var jobs: [Job] = [.searchIndex, .assets, .chooseLanguage, .notFound]
        for language in kb.languages {
            jobs.append(.home(language))
            jobs += kb.sortedEntries.map { .entry($0, language) }
            jobs += rules.map { .rule($0, language) }
        }
        return jobs
    }

    /// Every file of the site, relative path → contents. Pages are independent of each other,
    /// so they are rendered on all cores, the search index beside them.
    public func build() -> [String: String] {
        var site: [String: String] = [:]
        for (path, text) in jobs.parallelMap(files).joined() { site[path] = text }
        return site
    }

    /// Writes the site into `folder`, each page as it is made. With `cache` (a folder for the
    /// tool's state), a build into a folder that an earlier build wrote makes again only the
    /// pages whose inputs changed and writes only the files whose bytes changed (see
    /// `SiteState`); otherwise, or when most pages changed, it replaces the folder as a whole
    /// (see `AtomicOutput`). Either way the folder ends byte for byte as a whole build makes it.
    @discardableResult
    public func write(to folder: OutputFolder, cache: String? = nil) throws(AtomicOutput.Failure) -> SiteState.Report {
        let jobs = self.jobs
        let site = siteDigest()
        let store = cache.map { SiteState.Store(folder: folder, cache: $0) }
        let lock = store?.lock()
        defer { lock?.unlock() }
        let previous = store?.load()
        // The search index is updated in place when it can be (see `BrowserIndex.update`),
        // beside the pages' digests. Not as two items of one `concurrentPerform`: libdispatch
        // runs an apply nested in another on a single thread, so neither could use a core the
        // other left.
        let updating = DispatchGroup()
        let updateMade = Locked<SearchIndexUpdate?>(nil)
        if previous != nil, let store {
            // Only read once made, as every page job reads it on all cores.
            nonisolated(unsafe) let builder = self
            DispatchQueue.global().async(group: updating) {
                let made = builder.searchIndexUpdate(in: folder, store: store)
                updateMade.withLock { $0 = made }
            }
        }
        let entries = entryInputs()
        let digests = jobs.parallelMap { (path: $0.pagePath, digest: digest(of: $0, site: site, entries: entries)) }
        var pages: [String: UInt64] = Dictionary(minimumCapacity: digests.count)
        for case let (path?, digest?) in digests { pages[path] = digest }
        let changed = previous.map { previous in
            jobs.indices.filter { index in
                guard let path = digests[index].path, let digest = digests[index].digest else { return true }
                return previous.pages[path] != digest
            }
        }
        updating.wait()
        if let store, let previous, let changed {
            if changed.count <= jobs.count / 2 {
                let index = updateMade.withLock { $0 } ?? searchIndex(keepingState: true)
                var made = Array(
                    changed.filter { if case .searchIndex = jobs[$0] { false } else { true } }.parallelMap { files(jobs[$0]) }
                        .joined())
                made += index.files
                var state = SiteState(pages: pages)
                state.others = Set(made.map(\.path)).union(index.kept(previous.others)).subtracting(pages.keys)
                let removed = previous.paths(missingFrom: state)
                let serialized = state.serialized
                store.forget()
                // The index's state is kept while the folder is written: until the site's state
                // is saved after it, the next build is a whole one anyway.
                let saving = DispatchGroup()
                if let indexState = index.state {
                    DispatchQueue.global().async(group: saving) { store.saveSearchIndex(indexState) }
                }
                defer { saving.wait() }
                let written = try AtomicOutput.update(
                    folder, files: made, removing: removed.sorted(), marker: SiteState.marker(of: serialized))
                saving.wait()
                store.save(serialized)
                return SiteState.Report(
                    isIncremental: true, pagesMade: changed.count, filesWritten: written, filesRemoved: removed.count,
                    searchIndexUpdated: index.isUpdate)
            }
        }
        // A whole build: the files besides the pages are known once they are made.
        let others = Locked(Set<String>())
        let searchState = Locked<BrowserIndexState?>(nil)
        var serialized = (bytes: [UInt8](), files: 0)
        try AtomicOutput.write(to: folder, jobs: jobs.count) { index in
            var made: [(path: String, text: String)]
            if case .searchIndex = jobs[index], store != nil {
                let index = searchIndex(keepingState: true)
                searchState.withLock { $0 = index.state }
                made = index.files
            } else {
                made = files(jobs[index])
            }
            if jobs[index].pagePath == nil { others.withLock { $0.formUnion(made.map(\.path)) } }
            return made
        } marker: {
            let state = SiteState(pages: pages, others: others.withLock { $0 })
            serialized = (state.serialized, state.pages.count + state.others.count)
            return SiteState.marker(of: serialized.bytes)
        }
        store?.save(serialized.bytes)
        if let store, let state = searchState.withLock({ $0 }) { store.saveSearchIndex(state) }
        return SiteState.Report(
            isIncremental: false, pagesMade: jobs.count, filesWritten: serialized.files + 1, filesRemoved: 0)
    }

    private func files(_ job: Job) -> [(path: String, text: String)] {
        switch job {
        case .assets:
            return templates.filter { !$0.key.hasSuffix(".mustache") }.sorted { $0.key < $1.key }.map { name, text in
                ("assets/\(name)", name == "search.js" ? Self.withCJKRanges(text) : text)
            }
        case .chooseLanguage: return [("index.html", chooseLanguage())]
        case .notFound: return [("404.html", notFound())]
        case .searchIndex: return searchIndex(keepingState: false).files
        case .home(let language): return [(SitePath.home(language), home(language))]
        case .entry(let entry, let language):
            let path = SitePath.of(entry.id, language: language)
            return [(path, entry.id.isTopic ? topic(entry, language, path) : page(entry, language, path))]
        case .rule(let rule, let language):
            return [(SitePath.rule(rule.id, language: language), rulePage(rule, language))]
        }
    }

    // MARK: the search index

    /// An entry's or rule's page inside a language's folder, as the search index links it.
    private static func searchPage(_ key: String, _ isRule: Bool) -> String {
        isRule ? SitePath.ruleInLanguageFolder(key) : SitePath.inLanguageFolder(EntryID(key))
    }

    private func searchIndex(keepingState: Bool) -> SearchIndexUpdate {
        SearchIndexUpdate(
            BrowserIndex.build(kb, rules: rules, page: Self.searchPage, keepingState: keepingState), isUpdate: false)
    }

    /// The search index as the site holds it: made whole, or updated in place.
    private struct SearchIndexUpdate {
        var files: [(path: String, text: String)]
        /// Whether the index was updated in place (else made whole).
        var isUpdate: Bool
        /// Files of the index the update removed.
        var removed: Set<String>
        var state: BrowserIndexState?

        init(_ made: BrowserIndex.Made, isUpdate: Bool) {
            files = made.files.map { ("\(SiteBuilder.searchIndexFolder)/\($0.name)", $0.text) }
            removed = Set(made.removed.map { "\(SiteBuilder.searchIndexFolder)/\($0)" })
            state = made.state
            self.isUpdate = isUpdate
        }

        /// The index's files of an earlier build that stay in the folder.
        func kept(_ earlier: Set<String>) -> Set<String> {
            isUpdate ? earlier.filter { $0.hasPrefix(SiteBuilder.searchIndexFolder + "/") }.subtracting(removed) : []
        }
    }

    /// The index updated in place from the state of the last build into `folder`, if it can be.
    private func searchIndexUpdate(in folder: OutputFolder, store: SiteState.Store) -> SearchIndexUpdate? {
        let index = "\(folder.path)/\(Self.searchIndexFolder)"
        guard let state = store.loadSearchIndex(),
            let made = BrowserIndex.update(kb, rules: rules, page: Self.searchPage, state: state, read: {
                try? String(contentsOfFile: "\(index)/\($0)", encoding: .utf8)
            })
        else { return nil }
        return SearchIndexUpdate(made, isUpdate: true)
    }

    // MARK: pages

    private func page(_ entry: Entry, _ language: Language, _ path: String) -> String {
        guard let (text, isFallback) = entry.text(in: language) else { return "" }
        let renderer = HTMLRenderer(language: text.language, pagePath: path, figure: { kb.figure($0, topic: entry.id.topic) })
        let body = renderer.blocks(text.blocks.dropFirst())
        let enforcing = rules.filter { $0.entries.contains(entry.id) }.map { rule -> MustacheValue in
            [
                "id": .string(rule.id),
                "href": .string(SitePath.relative(from: path, to: SitePath.rule(rule.id, language: language))),
            ]
        }
        let related = entry.metadata.related.compactMap { kb.entry($0) }.map { related -> MustacheValue in
            [
                "title": .string(related.text(in: language)?.text.title ?? related.id.rawValue),
                "href": .string(SitePath.relative(from: path, to: SitePath.of(related.id, language: language))),
            ]
        }
        let context: MustacheObject = [
            "id": .string(entry.id.rawValue), "title": .string(text.title), "summary": .string(text.summary),
            "body": .string(body), "rules": .list(enforcing), "hasRules": .bool(!enforcing.isEmpty),
            "related": .list(related), "hasRelated": .bool(!related.isEmpty), "labels": labels(language),
        ]
        let content = render(
            "entry",
            context.merging(referenceContext(entry.id)).merging(Self.tableOfContents(text.blocks.dropFirst())))
        return entryLayout(entry, text, isFallback: isFallback, language: language, path: path, content: content)
    }

    private func topic(_ entry: Entry, _ language: Language, _ path: String) -> String {
        guard let (text, isFallback) = entry.text(in: language) else { return "" }
        let renderer = HTMLRenderer(language: text.language, pagePath: path, figure: { kb.figure($0, topic: entry.id.topic) })
        let entries = kb.entries(inTopic: entry.id.topic).map { child -> MustacheValue in
            let childText = child.text(in: language)?.text
            return [
                "id": .string(child.id.rawValue), "title": .string(childText?.title ?? child.id.rawValue),
                "summary": .string(childText?.summary ?? ""),
                "href": .string(SitePath.relative(from: path, to: SitePath.of(child.id, language: language))),
            ]
        }
        let context: MustacheObject = [
            "title": .string(text.title), "summary": .string(text.summary),
            "body": .string(renderer.blocks(text.blocks.dropFirst())), "entries": .list(entries),
            "labels": labels(language),
        ]
        let content = render(
            "topic",
            context.merging(referenceContext(entry.id)).merging(Self.tableOfContents(text.blocks.dropFirst())))
        return entryLayout(entry, text, isFallback: isFallback, language: language, path: path, content: content)
    }

    /// The layout of an entry's or topic's page: its translations as alternates, and the
    /// fallback and stale notices it needs.
    private func entryLayout(
        _ entry: Entry, _ text: EntryText, isFallback: Bool, language: Language, path: String, content: String
    ) -> String {
        layout(
            language: language, path: path, place: .entry(entry.id), title: text.title, description: text.summary,
            content: content,
            alternates: kb.languages.filter { entry.texts[$0] != nil }, pathIn: { SitePath.of(entry.id, language: $0) },
            fallback: isFallback ? Message.fallback(id: entry.id.rawValue, wanted: language).text(in: language) : nil,
            stale: entry.isStale(text.language)
                ? Message.staleTranslation(id: entry.id.rawValue).text(in: language) : nil)
    }

    private func rulePage(_ rule: RuleDescription, _ language: Language) -> String {
        let path = SitePath.rule(rule.id, language: language)
        let entries = rule.entries.compactMap { kb.entry($0) }
        let renderer = HTMLRenderer(language: language, pagePath: path)
        // Each example as the entry page shows it: captioned, highlighted, markers as highlights.
        let examples = entries.flatMap { entry -> [MustacheValue] in
            (entry.source?.codeBlocks ?? []).filter { $0.role != nil }.map { block in
                ["html": .string(renderer.codeBlock(block.code, language: block.language, role: block.role))]
            }
        }
        let enforced = entries.map { entry -> MustacheValue in
            [
                "title": .string(entry.text(in: language)?.text.title ?? entry.id.rawValue),
                "summary": .string(entry.text(in: language)?.text.summary ?? ""),
                "href": .string(SitePath.relative(from: path, to: SitePath.of(entry.id, language: language))),
            ]
        }
        let ruleText = RuleTexts(knowledgeBase: kb, language: language).text(for: rule, examples: [])
        let content = render(
            "rule",
            [
                "id": .string(rule.id), "title": .string(ruleText.title), "description": .string(ruleText.summary),
                "summary": .string(rule.summary), "severity": .string(language.strings.name(of: rule.severity)),
                "reads": .string(rule.reads.map(language.strings.name(of:)).joined(separator: ", ")),
                "entries": .list(enforced), "examples": .list(examples), "labels": labels(language),
                // The technical summary is English only: said so, and marked as English.
                "summaryInEnglish": .bool(language != .english), "inEnglish": .string(language.strings.inEnglish),
            ])
        return layout(
            language: language, path: path, place: .rule(rule.id), title: ruleText.title,
            description: ruleText.summary, content: content,
            alternates: kb.languages, pathIn: { SitePath.rule(rule.id, language: $0) }, fallback: nil, stale: nil)
    }

    private func home(_ language: Language) -> String {
        let path = SitePath.home(language)
        let topics = kb.topics.compactMap { kb.entry(EntryID($0)) }.map { topic -> MustacheValue in
            [
                "title": .string(topic.text(in: language)?.text.title ?? topic.id.rawValue),
                "summary": .string(topic.text(in: language)?.text.summary ?? ""),
                "href": .string(SitePath.relative(from: path, to: SitePath.of(topic.id, language: language))),
            ]
        }
        let texts = RuleTexts(knowledgeBase: kb, language: language)
        let ruleLinks = rules.map { rule -> MustacheValue in
            let text = texts.text(for: rule, examples: [])
            return [
                "id": .string(rule.id), "title": .string(text.title), "summary": .string(text.summary),
                "href": .string(SitePath.relative(from: path, to: SitePath.rule(rule.id, language: language))),
            ]
        }
        var context: MustacheObject = ["topics": .list(topics), "rules": .list(ruleLinks), "labels": labels(language)]
        // A translation's home page says how complete it is (what `i18n status` prints).
        if let status = translationStatus.status(of: language) {
            context["hasTranslationStatus"] = true
            context["translationStatus"] = .string(Message.translationStatus(status).text(in: language))
        } else {
            context["hasTranslationStatus"] = false
        }
        let content = render("home", context)
        let strings = language.strings.siteLabels
        return layout(
            language: language, path: path, place: .home, title: strings["site"] ?? "",
            description: strings["tagline"] ?? "",
            content: content, alternates: kb.languages, pathIn: SitePath.home, fallback: nil, stale: nil)
    }

    private func chooseLanguage() -> String {
        let choices = kb.languages.map { language -> MustacheValue in
            [
                "lang": .string(language.tag), "name": .string(language.nativeName),
                "href": .string(SitePath.home(language)), "prefix": .string(language.definition.localePrefix),
                "excluded": .string(language.definition.excludedLocaleSubtags.sorted().joined(separator: " ")),
            ]
        }
        return render(
            "choose-language",
            [
                "choices": .list(choices), "stylesheet": "assets/style.css", "script": "assets/choose-language.js",
                "alternates": .list(
                    kb.languages.map {
                        ["hreflang": .string($0.tag), "href": .string(url(SitePath.home($0), from: "index.html"))]
                    }),
                "xDefault": .string(url(SitePath.home(.english), from: "index.html")),
            ])
    }

    private func notFound() -> String {
        let choices = kb.languages.map { language -> MustacheValue in
            [
                "lang": .string(language.tag), "name": .string(language.nativeName),
                "href": .string(SitePath.home(language)), "label": .string(language.strings.siteLabels["notFound"] ?? ""),
            ]
        }
        return render("not-found", ["choices": .list(choices), "stylesheet": "assets/style.css"])
    }

    // MARK: layout

    /// The page around content: language, alternates (only real translations), switcher, notices.
    private func layout(
        language: Language, path: String, place: SiteNavigation.Place, title: String, description: String,
        content: String,
        alternates: [Language], pathIn: (Language) -> String, fallback: String?, stale: String?
    ) -> String {
        let isOwnLanguage = alternates.contains(language)
        let alternateLinks: [MustacheValue] =
            isOwnLanguage
            ? alternates.map { ["hreflang": .string($0.tag), "href": .string(url(pathIn($0), from: path))] } : []
        let switcher = kb.languages.map { other -> MustacheValue in
            [
                "lang": .string(other.tag), "name": .string(other.nativeName), "current": .bool(other == language),
                "href": .string(SitePath.relative(from: path, to: pathIn(other))),
            ]
        }
        let breadcrumbs = navigation.breadcrumbs(for: place, language: language, path: path)
        // Optional values are left out, not empty: Mustache sections treat "" as true.
        var context: MustacheObject = [
            "lang": .string(language.tag), "title": .string(title), "description": .string(description),
            "content": .string(content),
            "stylesheet": .string(SitePath.relative(from: path, to: "assets/style.css")),
            "home": .string(SitePath.relative(from: path, to: SitePath.home(language))),
            "alternates": .list(alternateLinks), "languages": .list(switcher), "labels": labels(language),
            "version": .string(ToolVersion.current), "isHome": .bool(path == SitePath.home(language)),
            "sidebar": .string(navigation.sidebar(for: place, language: language, path: path)),
            "breadcrumbs": .list(breadcrumbs), "hasBreadcrumbs": .bool(!breadcrumbs.isEmpty),
            "navigationScript": .string(SitePath.relative(from: path, to: "assets/navigation.js")),
            "search": [
                "script": .string(SitePath.relative(from: path, to: "assets/search.js")),
                "index": .string(SitePath.relative(from: path, to: Self.searchIndexFolder + "/")),
                "root": .string(SitePath.relative(from: path, to: "")),
            ],
        ]
        if isOwnLanguage && alternates.contains(.english) { context["xDefault"] = .string(url(pathIn(.english), from: path)) }
        if let pager = navigation.pager(for: place, language: language, path: path) { context["pager"] = .object(pager) }
        if let fallback { context["fallback"] = .string(fallback) }
        if let stale { context["stale"] = .string(stale) }
        return render("page", context)
    }

    /// The template values of an on-page table of contents (`toc`, `hasToc`): a long entry's
    /// (three or more sections) level-2 and level-3 headings, linked by the ids `HTMLRenderer`
    /// gives them.
    static func tableOfContents(_ blocks: some Sequence<MarkdownBlock>) -> MustacheObject {
        var sections = 0
        let headings = blocks.compactMap { block -> MustacheValue? in
            guard case .heading(let level, let content, _) = block, level <= 3 else { return nil }
            if level < 3 { sections += 1 }
            return [
                "title": .string(content.plainText), "anchor": .string(Slug.of(content.plainText)),
                "sub": .bool(level == 3),
            ]
        }
        let isLong = sections >= 3
        return ["toc": .list(isLong ? headings : []), "hasToc": .bool(isLong)]
    }

    /// Where the search index's files are (see `BrowserIndex`).
    static let searchIndexFolder = "assets/search"

    /// The search script with the CLI's CJK ranges written in, so both tokenize alike.
    static func withCJKRanges(_ script: String) -> String {
        func ranges(_ list: [ClosedRange<UInt32>]) -> String {
            "[" + list.map { "[\($0.lowerBound),\($0.upperBound)]" }.joined(separator: ",") + "]"
        }
        return script.replacingOccurrences(
            of: "/* hig-activity: CJK ranges */ null",
            with:
                "{hanAndKana: \(ranges(CJKScript.hanAndKana)), kana: \(ranges([CJKScript.kana])), hangul: \(ranges(CJKScript.hangul))}")
    }

    /// Absolute with a base URL, relative otherwise.
    private func url(_ target: String, from page: String) -> String {
        baseURL.map { $0 + target } ?? SitePath.relative(from: page, to: target)
    }

    /// The original guidelines' page of an entry or topic, for the templates' `hasReference` section.
    private func referenceContext(_ id: EntryID) -> MustacheObject {
        guard let reference = kb.reference(of: id) else { return ["hasReference": false] }
        return ["hasReference": true, "reference": .string(reference)]
    }

    private func render(_ template: String, _ context: MustacheObject) -> String {
        library.render(template, .object(context)) ?? ""
    }

    private func labels(_ language: Language) -> MustacheValue { labelValues[language] ?? MustacheValue(language.strings.siteLabels) }
}
