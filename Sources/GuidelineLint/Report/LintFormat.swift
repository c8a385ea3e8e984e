import GuidelineKit

/// How `lint` prints its report. Each format is a pure function from the report to text.
public enum LintFormat: String, CaseIterable, Sendable {
    /// `path:line:col: warning: message (rule-id)`, which Xcode and editors show inline.
    case xcode
    case json
    /// SARIF 2.1.0, for GitHub code scanning and other SARIF consumers.
    case sarif
    /// GitHub Actions workflow commands (`::warning file=…`), shown as annotations.
    case github

    public func render(_ report: LintReport, rules: [RuleDescription], messages: LintMessages) -> String {
        switch self {
        case .xcode: XcodeReporter.render(report)
        case .json: JSONReporter.render(report)
        case .sarif: SARIFReporter.render(report, rules: rules, messages: messages)
        case .github: GitHubReporter.render(report)
        }
    }
}
