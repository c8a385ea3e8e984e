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

    init(kb: KnowledgeBase, rules: [RuleDescription]) {
        self.kb = kb
        self.rules = rules
        topics = kb.topics.map { EntryID($0) }.filter { kb.entry($0) != nil }
        order = topics.flatMap { [$0] + kb.entries(inTopic: $0.topic).map(\.id) }
        position = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// What a page is, for navigation.
    enum Place {
        case home
        case entry(EntryID)
        case rule(String)
    }

    func title(of id: EntryID, in language: Language) -> String {
        kb.entry(id)?.text(in: language)?.text.title ?? id.rawValue
    }

    /// The sidebar: every topic, the current topic's entries, and the rules (listed on rule
    /// pages, a link to the home page's list elsewhere).
    func sidebar(for place: Place, language: Language, path: String) -> [String: Any] {
        var openTopic: String?
        var current: EntryID?
        var currentRule: String?
        switch place {
        case .home: break
        case .entry(let id):
            openTopic = id.topic
            current = id
        case .rule(let id): currentRule = id
        }
        let topicLinks = topics.map { topic -> [String: Any] in
            var link = self.link(to: topic, language: language, from: path, current: topic == current)
            // Every key is set: a section whose key is missing would read the page's own.
            let isOpen = topic.topic == openTopic
            link["open"] = isOpen
            link["entries"] =
                isOpen
                ? kb.entries(inTopic: topic.topic).map {
                    self.link(to: $0.id, language: language, from: path, current: $0.id == current)
                } : []
            return link
        }
        var sidebar: [String: Any] = [
            "topics": topicLinks,
            "rulesHref": SitePath.relative(from: path, to: SitePath.home(language)) + "#rules",
            "rulesOpen": currentRule != nil, "rules": [[String: Any]](),
        ]
        if currentRule != nil {
            sidebar["rules"] = rules.map { rule -> [String: Any] in
                [
                    "id": rule.id, "current": rule.id == currentRule,
                    "href": SitePath.relative(from: path, to: SitePath.rule(rule.id, language: language)),
                ]
            }
        }
        return sidebar
    }

    /// The pages before and after an entry or topic in reading order, or a rule in the rules' order.
    func pager(for place: Place, language: Language, path: String) -> [String: Any]? {
        var previous: [String: Any]?
        var next: [String: Any]?
        switch place {
        case .home:
            return nil
        case .entry(let id):
            guard let index = position[id] else { return nil }
            if index > 0 { previous = link(to: order[index - 1], language: language, from: path) }
            if index + 1 < order.count { next = link(to: order[index + 1], language: language, from: path) }
        case .rule(let id):
            guard let index = rules.firstIndex(where: { $0.id == id }) else { return nil }
            // Rules are named by id here: rules that share an entry share its title.
            func ruleLink(_ rule: RuleDescription) -> [String: Any] {
                [
                    "title": rule.id,
                    "href": SitePath.relative(from: path, to: SitePath.rule(rule.id, language: language)),
                ]
            }
            if index > 0 { previous = ruleLink(rules[index - 1]) }
            if index + 1 < rules.count { next = ruleLink(rules[index + 1]) }
        }
        var pager: [String: Any] = [:]
        if let previous { pager["previous"] = previous }
        if let next { pager["next"] = next }
        return pager.isEmpty ? nil : pager
    }

    /// The trail from the home page to the page's parent (the page itself ends the trail).
    func breadcrumbs(for place: Place, language: Language, path: String) -> [[String: Any]] {
        let home: [String: Any] = [
            "title": language.strings.home, "href": SitePath.relative(from: path, to: SitePath.home(language)),
        ]
        switch place {
        case .home:
            return []
        case .entry(let id):
            let topic = EntryID(id.topic)
            return id.isTopic || kb.entry(topic) == nil
                ? [home] : [home, link(to: topic, language: language, from: path)]
        case .rule:
            return [
                home,
                [
                    "title": language.strings.rules,
                    "href": SitePath.relative(from: path, to: SitePath.home(language)) + "#rules",
                ],
            ]
        }
    }

    private func link(to id: EntryID, language: Language, from path: String, current: Bool = false) -> [String: Any] {
        [
            "title": title(of: id, in: language), "current": current,
            "href": SitePath.relative(from: path, to: SitePath.of(id, language: language)),
        ]
    }
}
