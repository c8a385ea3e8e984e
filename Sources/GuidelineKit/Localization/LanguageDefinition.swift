/// Everything about one language that is not content: how it is named and matched, where its
/// man pages go, and every string the tool itself shows (terminal, site, man pages). A
/// language is added by adding its definition to `Languages.all`, and its content.
public struct LanguageDefinition: Sendable {
    /// The BCP 47 tag, as content file names write it (`entry.zh-Hans.md`).
    public let tag: String
    /// The language's name in English, for messages to authors.
    public let englishName: String
    /// The language's own name, for its readers (the site's language switcher, notices).
    public let nativeName: String
    /// Locale names that mean this language: the primary subtag (`zh` of `zh_CN.UTF-8`)...
    public let localePrefix: String
    /// ...unless one of these subtags follows it (traditional Chinese is not `zh-Hans`).
    public let excludedLocaleSubtags: Set<String>
    /// The man page folder's locale (`zh_CN/man7`), nil for the default `man7`.
    public let manLocale: String?
    /// Whether lines are justified in man pages; text without spaces between words stretches
    /// badly, so Chinese, Japanese and Korean pages are set ragged-right.
    public let justifiesManPages: Bool
    /// Words a search query leaves out of its count of matched words (they still score): in a
    /// question such as "how long should a title be", "how" and "be" say nothing about the entry.
    public let searchStopWords: [String]
    /// Particles a query word may end with, which search removes (Korean 에서, 을, 이 …): a word
    /// keeps at least two characters.
    public let searchParticles: [String]
    public let strings: UIStrings
}

/// The strings the tool shows, in one language. Every field is required: a new string or a new
/// language does not compile until every language has it (nothing falls back to English).
/// `{id}`, `{language}`, `{query}`, `{words}` and `%d` are filled in where they are used.
public struct UIStrings: Sendable {
    // Terminal and man pages.
    public let avoid: String
    public let prefer: String
    /// A figure's caption where the figure itself can't be shown (`{caption}`).
    public let figure: String
    public let rule: String
    public let fallback: String
    public let staleTranslation: String
    public let noResults: String
    public let didYouMean: String
    /// The label of the original guidelines' page (`reference`).
    public let reference: String
    /// How far this language is translated (`{translated}`, `{total}`, `{stale}`, `{missing}`).
    public let translationStatus: String
    /// The line `lint` ends a text report with (`{errors}`, `{warnings}`, `{notes}`, `{files}`,
    /// `{lines}`, `{rules}`, `{seconds}`, `{baseline}`, `{suppressed}`).
    public let lintSummary: String
    // Rules: severities, what they read, and the notice before a rule's technical summary,
    // which is written in English only.
    public let error: String
    public let warning: String
    public let note: String
    public let swiftSource: String
    public let infoPlist: String
    public let assetCatalog: String
    public let interfaceBuilder: String
    public let inEnglish: String
    /// The notice an exported rule's message ends with when its pattern only approximates the rule.
    public let approximateCheck: String
    /// `search --explain`'s labels.
    public let explain: ExplainStrings

    /// A severity's name.
    public func name(of severity: Severity) -> String {
        switch severity {
        case .error: error
        case .warning: warning
        case .note: note
        }
    }

    /// What a rule reads, named.
    public func name(of input: LintInput) -> String {
        switch input {
        case .swift: swiftSource
        case .infoPlist: infoPlist
        case .assetCatalog: assetCatalog
        case .interfaceBuilder: interfaceBuilder
        }
    }
    // Man page section headings.
    public let manName: String
    public let manDescription: String
    public let manEntries: String
    public let manSeeAlso: String
    // The HTML site.
    public let site: String
    public let tagline: String
    public let language: String
    public let topics: String
    public let rules: String
    public let enforcedBy: String
    public let related: String
    public let entries: String
    public let enforces: String
    public let examples: String
    public let severity: String
    public let reads: String
    public let notFound: String
    public let home: String
    public let search: String
    public let searchResults: String
    public let searchCount: String
    public let searchNone: String
    public let searchUnavailable: String
    /// The site's navigation: the sidebar, the on-page table of contents, previous and next,
    /// the breadcrumb trail and the link past the header.
    public let contents: String
    public let onThisPage: String
    public let previous: String
    public let next: String
    public let breadcrumb: String
    public let skipToContent: String
    // Lint messages: what a finding measured and what the rule allows (`Fault`). `{count}`,
    // `{max}`, `{min}`, `{option}`, `{asset}`, `{size}`, `{name}`, `{language}`, `{fault}`.
    public let faultWords: String
    public let faultWidth: String
    public let faultItems: String
    public let faultTooFewItems: String
    /// The same with a count of one, for languages whose nouns have a plural.
    public let faultTooFewItemsOne: String
    public let faultProminent: String
    public let faultOriginalColours: String
    public let faultOriginalColoursInCode: String
    public let faultSize: String
    public let faultContains: String
    public let faultTranslation: String
    /// What a finding checked, when a rule checks several things (`Fault.check`): by the check's
    /// key, with `{word}` and the like filled in. Every language words every key (a test holds it).
    public let faultChecks: [Fault.Check: String]
    // `rules`: a rule's figures on apps it was not tuned on, and whether it runs by default.
    // `{precision}`, `{correct}`, `{findings}`, `{recall}`, `{found}`, `{violations}`, `{id}`.
    public let ruleHeldOut: String
    /// `{precision}`, `{correct}`, `{findings}` on the apps the rule was tuned on.
    public let ruleTuning: String
    public let ruleNotMeasured: String
    public let ruleOptIn: String

    /// The site templates' labels, by the names the templates use.
    public var siteLabels: [String: String] {
        [
            "site": site, "tagline": tagline, "language": language, "topics": topics, "rules": rules,
            "enforcedBy": enforcedBy, "related": related, "entries": entries, "enforces": enforces,
            "examples": examples, "severity": severity, "reads": reads, "notFound": notFound, "home": home,
            "search": search, "searchResults": searchResults, "searchCount": searchCount, "searchNone": searchNone,
            "searchUnavailable": searchUnavailable, "reference": reference, "contents": contents,
            "onThisPage": onThisPage, "previous": previous, "next": next, "breadcrumb": breadcrumb,
            "skipToContent": skipToContent,
        ]
    }
}

/// The labels of `search --explain`: what the search looked for and why a result ranks where it does.
public struct ExplainStrings: Sendable {
    public let lookedFor: String
    /// A stop word or part of a word, which scores little.
    public let minor: String
    /// `{words}`: the query's words that named the glossary concept.
    public let glossary: String
    /// `{word}`: the word a typo correction stands for.
    public let typo: String
    public let score: String
    /// `{words}`: the words naming the concept the result answers for.
    public let answers: String
    public let phrase: String
    /// `{topic}`: the topic the query names, which the result is in.
    public let topic: String
    /// `{entry}`: the entry a rule follows.
    public let follows: String
    public let exactID: String
}
