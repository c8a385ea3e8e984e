/// Rule metadata: what every rule is, independent of how it checks code. The knowledge base,
/// search, the HTML rule pages and exporters read it without the linter (and its swift-syntax).
/// What a rule reads.
public enum LintInput: String, Sendable, CaseIterable {
    case swift = "Swift source"
    case infoPlist = "Info.plist"
    case assetCatalog = "asset catalog"
}

/// A rule's metadata: what the catalogue, `check`, reporters and exporters know of it.
public struct RuleDescription: Sendable {
    /// Stable kebab-case id.
    public let id: String
    /// What it checks, in a sentence (English; the reader-facing text comes from the entries).
    public let summary: String
    public let severity: Severity
    /// The entries this rule enforces: its message and help come from the first.
    public let entries: [EntryID]
    public let reads: [LintInput]
    /// A Swift file containing none of these words cannot break the rule and is not parsed for it
    /// (files of app extensions are always parsed). Empty for rules that only check the project.
    public let keywords: [String]
    /// The options the rule accepts in `.hig-activity.yml`, besides `severity`.
    public let options: [RuleOption]

    public func option(_ name: String) -> RuleOption? { options.first { $0.name == name } }
}

/// An option of a rule: its type, the values allowed and its default, checked when the
/// configuration is read.
public struct RuleOption: Sendable {
    public enum Kind: Sendable {
        /// A whole number in the range, with its default.
        case integer(ClosedRange<Int>, default: Int)
        /// A list of non-empty strings (empty by default).
        case strings
    }

    public let name: String
    public let kind: Kind
    /// Another integer option this one may not exceed (`min-points` ≤ `max-points`).
    public let atMost: String?

    public init(_ name: String, _ kind: Kind, atMost: String? = nil) {
        self.name = name
        self.kind = kind
        self.atMost = atMost
    }

    /// What the option takes, for error messages.
    public var allowed: String {
        switch kind {
        case .integer(let range, _): "a whole number from \(range.lowerBound) to \(range.upperBound)"
        case .strings: "a list of names, e.g. [Acme]"
        }
    }
}
