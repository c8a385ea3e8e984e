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
    /// Option names the rule accepts in `.hig-activity.yml`, besides `severity`.
    public let options: [String]
}
