import GuidelineKit

/// How the site's pages lead to each other: the reading order (each topic's overview, then its
/// entries, topic by topic), the sidebar, previous and next, and breadcrumbs. Built once per
/// site; each page asks for its own view, so the sidebar lists every topic but only the
/// current topic's entries (a site of 10,000 entries keeps pages small).
struct SiteNavigation {
    private let kb: KnowledgeBase
    private let rules: [RuleDescription]
    /// Topic ids, in the order the home page lists them.
    private let topics: [EntryID]
    /// Every entry and topic in reading order, and each one's place in it.
    private let order: [EntryID]
    private let position: [EntryID: Int]
    private var sidebars: [SidebarKey: Sidebar] = [:]
    /// Each entry's title in each of the site's languages (`kb.languages` order), asked for
    /// about ten times per page by sidebars, neighbours, related entries and digests.
    private let titles: [EntryID: [String]]

    init(kb: KnowledgeBase, rules: [RuleDescription]) {
        self.kb = kb
        self.rules = rules
        topics = kb.topics.map { EntryID($0) }.filter { kb.contains($0) }
        order = topics.flatMap { [$0] + kb.entries(inTopic: $0.topic).map(\.id) }
        position = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let languages = kb.languages
        titles = Dictionary(
            kb.sortedEntries.parallelMap { entry in
                (entry.id, languages.map { entry.text(in: $0)?.text.title ?? entry.id.rawValue })
            }, uniquingKeysWith: { first, _ in first })
        let keys = Self.sidebarKeys(kb: kb), navigation = self
        for (key, sidebar) in zip(keys, keys.parallelMap { navigation.renderSidebar($0) }) { sidebars[key] = sidebar }
    }

    /// What a page is, for navigation.
    enum Place {
        case home
        case entry(EntryID)
        case rule(String)
    }

    func title(of id: EntryID, in language: Language) -> String {
        if let list = titles[id], let index = kb.languages.firstIndex(of: language) { return list[index] }
        return kb.entry(id)?.text(in: language)?.text.title ?? id.rawValue
    }

    /// The sidebar as HTML: every topic, the current topic's entries, and the rules (listed on
    /// rule pages, a link to the home page's list elsewhere), the current page marked. It is
    /// written here, not in a template, and each variant (language, open topic, way to the root)
    /// once: a page only marks its own link. On a site of 10,000 entries that is 30,000 pages
    /// of about 200 links each, which a template engine would take minutes to fill.
    func sidebar(for place: Place, language: Language, path: String) -> String {
        let (key, target) = sidebarKey(for: place, language: language, path: path)
        let sidebar = sidebars[key] ?? renderSidebar(key)
        guard let target, let offset = sidebar.linkEnds[target] else { return sidebar.html }
        // Byte offsets into native UTF-8: no search, no Foundation.
        let index = sidebar.html.utf8.index(sidebar.html.utf8.startIndex, offsetBy: offset)
        // Appended to a String, not joined with `+`, which counts a Substring's characters.
        var html = String(sidebar.html[..<index])
        html += " aria-current=\"page\""
        html += sidebar.html[index...]
        return html
    }

    /// A digest of the sidebar a page shows, before its own link is marked (which depends on
    /// the page's path alone): what an incremental build compares.
    func sidebarDigest(for place: Place, language: Language, path: String) -> UInt64 {
        let (key, _) = sidebarKey(for: place, language: language, path: path)
        return (sidebars[key] ?? renderSidebar(key)).digest
    }

    /// Which variant of the sidebar a page shows, and the link it marks as itself.
    private func sidebarKey(for place: Place, language: Language, path: String) -> (SidebarKey, target: String?) {
        let open: SidebarKey.Open
        let target: String?
        switch place {
        case .home: (open, target) = (.none, nil)
        case .entry(let id): (open, target) = (.topic(id.topic), SitePath.of(id, language: language))
        case .rule(let id): (open, target) = (.rules, SitePath.rule(id, language: language))
        }
        return (SidebarKey(language: language, prefix: SitePath.relative(from: path, to: ""), open: open), target)
    }

    /// A sidebar's HTML, where each link's `<a …` tag ends (before its `>`), by target page, and
    /// a digest of the HTML.
    struct Sidebar {
        var html = ""
        var linkEnds: [String: Int] = [:]
        var digest: UInt64 = 0
    }

    struct SidebarKey: Hashable {
        enum Open: Hashable {
            case none, rules
            case topic(String)
        }
        var language: Language
        /// The way from the page's folder to the site's root (`../../`).
        var prefix: String
        var open: Open
    }

    /// Every variant pages of this site need, made before pages render on all cores: the home
    /// page's, and those of pages one folder deeper (entries, topics and rules).
    private static func sidebarKeys(kb: KnowledgeBase) -> [SidebarKey] {
        kb.languages.flatMap { language in
            let home = SitePath.relative(from: SitePath.home(language), to: "")
            let deeper = SitePath.relative(from: SitePath.rule("any", language: language), to: "")  // any rule page
            return [SidebarKey(language: language, prefix: home, open: .none), SidebarKey(language: language, prefix: deeper, open: .rules)]
                + kb.topics.map { SidebarKey(language: language, prefix: deeper, open: .topic($0)) }
        }
    }

    private func renderSidebar(_ key: SidebarKey) -> Sidebar {
        var sidebar = Sidebar()
        func link(_ target: String, _ title: String) {
            sidebar.html += "<a href=\"\(HTMLRenderer.escape(key.prefix + target))\""
            sidebar.linkEnds[target] = sidebar.html.utf8.count
            sidebar.html += ">\(title)</a>"
        }
        sidebar.html = "<ul>\n"
        for topic in topics {
            sidebar.html += "<li>"
            link(SitePath.of(topic, language: key.language), HTMLRenderer.escape(title(of: topic, in: key.language)))
            if key.open == .topic(topic.topic) {
                sidebar.html += "\n<ul>\n"
                for entry in kb.entries(inTopic: topic.topic) {
                    sidebar.html += "<li>"
                    link(SitePath.of(entry.id, language: key.language), HTMLRenderer.escape(title(of: entry.id, in: key.language)))
                    sidebar.html += "</li>\n"
                }
                sidebar.html += "</ul>\n"
            }
            sidebar.html += "</li>\n"
        }
        sidebar.html += "<li>"
        link(SitePath.home(key.language) + "#rules", HTMLRenderer.escape(key.language.strings.rules))
        if key.open == .rules {
            sidebar.html += "\n<ul>\n"
            for rule in rules {
                sidebar.html += "<li>"
                link(SitePath.rule(rule.id, language: key.language), "<code>\(HTMLRenderer.escape(rule.id))</code>")
                sidebar.html += "</li>\n"
            }
            sidebar.html += "</ul>\n"
        }
        sidebar.html += "</li>\n</ul>\n"
        var hasher = FNV1a()
        sidebar.html.withUTF8 { hasher.add(bytes: UnsafeRawBufferPointer($0)) }
        sidebar.digest = hasher.value
        return sidebar
    }

    /// The entries or topics before and after one in reading order.
    func neighbours(of id: EntryID) -> (previous: EntryID?, next: EntryID?) {
        guard let index = position[id] else { return (nil, nil) }
        return (index > 0 ? order[index - 1] : nil, index + 1 < order.count ? order[index + 1] : nil)
    }

    /// The pages before and after an entry or topic in reading order, or a rule in the rules' order.
    func pager(for place: Place, language: Language, path: String) -> MustacheObject? {
        var previous: MustacheValue?
        var next: MustacheValue?
        switch place {
        case .home:
            return nil
        case .entry(let id):
            let (before, after) = neighbours(of: id)
            previous = before.map { link(to: $0, language: language, from: path) }
            next = after.map { link(to: $0, language: language, from: path) }
        case .rule(let id):
            guard let index = rules.firstIndex(where: { $0.id == id }) else { return nil }
            // Rules are named by id here: rules that share an entry share its title.
            func ruleLink(_ rule: RuleDescription) -> MustacheValue {
                [
                    "title": .string(rule.id),
                    "href": .string(SitePath.relative(from: path, to: SitePath.rule(rule.id, language: language))),
                ]
            }
            if index > 0 { previous = ruleLink(rules[index - 1]) }
            if index + 1 < rules.count { next = ruleLink(rules[index + 1]) }
        }
        var pager = MustacheObject()
        if let previous { pager["previous"] = previous }
        if let next { pager["next"] = next }
        return pager.fields.isEmpty ? nil : pager
    }

    /// The trail from the home page to the page's parent (the page itself ends the trail).
    func breadcrumbs(for place: Place, language: Language, path: String) -> [MustacheValue] {
        let home: MustacheValue = [
            "title": .string(language.strings.home),
            "href": .string(SitePath.relative(from: path, to: SitePath.home(language))),
        ]
        switch place {
        case .home:
            return []
        case .entry(let id):
            let topic = EntryID(id.topic)
            return id.isTopic || !kb.contains(topic)
                ? [home] : [home, link(to: topic, language: language, from: path)]
        case .rule:
            return [
                home,
                [
                    "title": .string(language.strings.rules),
                    "href": .string(SitePath.relative(from: path, to: SitePath.home(language)) + "#rules"),
                ],
            ]
        }
    }

    private func link(to id: EntryID, language: Language, from path: String) -> MustacheValue {
        [
            "title": .string(title(of: id, in: language)),
            "href": .string(SitePath.relative(from: path, to: SitePath.of(id, language: language))),
        ]
    }
}
