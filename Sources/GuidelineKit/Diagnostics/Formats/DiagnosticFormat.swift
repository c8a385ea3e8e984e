/// The ways diagnostics are printed, shared by `check` and `lint`: each a pure function of the
/// report, the rules and the options (no global catalogue, no current directory read inside).
public enum DiagnosticFormat: String, CaseIterable, Sendable {
    /// `path:line:col: severity: message [id]`, as compilers print (Xcode and editors show it
    /// inline); help and notes follow as `note:` lines.
    case text
    /// Every field of every diagnostic as one JSON object.
    case json
    /// SARIF 2.1.0, for GitHub code scanning and other SARIF consumers.
    case sarif
    /// GitHub Actions workflow commands (`::warning file=…`), shown as annotations.
    case github
    /// JUnit XML test results (Jenkins, GitLab test reports, most CI servers).
    case junit
    /// Checkstyle XML (Jenkins' warnings plugin, reviewdog, Danger).
    case checkstyle
    /// GitLab's Code Quality report.
    case gitlab

    public func render(_ report: DiagnosticReport, rules: [RuleDescription] = [], options: ReportOptions = ReportOptions())
        -> String
    {
        var report = report
        report.diagnostics = report.diagnostics.sortedForReport()
        return switch self {
        case .text: TextFormat.render(report)
        case .json: JSONFormat.render(report)
        case .sarif: SARIFFormat.render(report, rules: rules, options: options)
        case .github: GitHubFormat.render(report)
        case .junit: JUnitFormat.render(report, options: options)
        case .checkstyle: CheckstyleFormat.render(report, options: options)
        case .gitlab: GitLabFormat.render(report, options: options)
        }
    }

    /// Whether `render` reads `ReportOptions.ruleTexts` (whose examples cost a pass over the
    /// knowledge base's code): only SARIF describes each rule.
    public var readsRuleTexts: Bool { self == .sarif }

    /// Diagnostics alone (configuration and content problems), as text.
    public func render(_ diagnostics: [Diagnostic]) -> String { render(DiagnosticReport(diagnostics)) }
}

/// What a run found: its diagnostics and, for `lint`, how much it read.
public struct DiagnosticReport: Sendable {
    public var diagnostics: [Diagnostic]
    public var filesRead: Int?
    public var linesRead: Int?

    public init(_ diagnostics: [Diagnostic], filesRead: Int? = nil, linesRead: Int? = nil) {
        self.diagnostics = diagnostics
        self.filesRead = filesRead
        self.linesRead = linesRead
    }
}

/// What some formats say besides the diagnostics.
public struct ReportOptions: Sendable {
    /// Each rule's title, summary and help link in the reader's language (SARIF's rule objects).
    public var ruleTexts: [String: RuleText]
    /// What the ids that are not rules mean (suppression and input checks), for SARIF.
    public var checks: [CheckDescription]
    /// The team's published site, when it has one (SARIF's `informationUri`).
    public var siteURL: String?
    /// The folder relative paths start from (SARIF's `%SRCROOT%`), absolute.
    public var sourceRoot: String?

    public init(
        ruleTexts: [String: RuleText] = [:], checks: [CheckDescription] = [], siteURL: String? = nil,
        sourceRoot: String? = nil
    ) {
        self.ruleTexts = ruleTexts
        self.checks = checks
        self.siteURL = siteURL
        self.sourceRoot = sourceRoot
    }
}

/// A documented diagnostic id that is not a rule (a suppression or input problem).
public struct CheckDescription: Sendable {
    public var id: String
    public var summary: String
    public var help: String

    public init(id: String, summary: String, help: String) {
        self.id = id
        self.summary = summary
        self.help = help
    }
}
