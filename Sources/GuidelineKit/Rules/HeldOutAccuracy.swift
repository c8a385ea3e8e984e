/// How a rule did on the held-out apps of `Benchmarks/corpus` (apps no rule was tuned on; their
/// sites judged blind, before lint ran on them), as `Benchmarks/corpus/precision-recall.py`
/// counts it. Written in the rule's own file; the script says when a figure is out of date.
///
/// A rule is on by default only while it is precise on code nobody tuned it on: a team that
/// meets wrong findings switches a linter off, so an imprecise rule is opt-in
/// (`opt_in_rules:` in `.hig-activity.yml`) until it is made precise.
public struct HeldOutAccuracy: Sendable, Hashable {
    /// Findings judged, and how many of them were violations.
    public let findings: Int
    public let correct: Int
    /// Violations among the sites judged blind, and how many a finding reported.
    public let violations: Int
    public let found: Int

    public init(findings: Int, correct: Int, violations: Int, found: Int) {
        (self.findings, self.correct, self.violations, self.found) = (findings, correct, violations, found)
    }

    public var precision: Double? { findings == 0 ? nil : Double(correct) / Double(findings) }
    public var recall: Double? { violations == 0 ? nil : Double(found) / Double(violations) }

    /// The bar for being on by default: at least 90% of at least ten findings correct, or fewer
    /// findings and none of them wrong.
    public var isPrecise: Bool {
        findings >= Self.minimumFindings ? correct * 10 >= findings * 9 : correct == findings
    }

    public static let minimumFindings = 10
}
