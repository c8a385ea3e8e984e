/// How a rule did on the real apps of `Benchmarks/corpus`, as `Benchmarks/corpus/precision-recall.py`
/// counts it: on the held-out apps (no rule was tuned on them; their sites judged blind, before
/// lint ran on them) and on the tuning apps. Written in the rule's own file by the script's
/// `--write-rules`; the held-out figure pools the rule's latest held-out rounds until they hold
/// `minimumFindings` findings (at most five rounds, `Benchmarks/corpus/held-out-rounds.tsv`), so
/// that one round's single finding does not decide whether the rule runs.
///
/// A rule is on by default only while it is precise on code nobody tuned it on, and not known
/// to be noisy on the apps it was tuned on: a team that meets wrong findings switches a linter
/// off, so an imprecise rule is opt-in (`opt_in_rules:` in `.hig-activity.yml`) until it is made
/// precise.
public struct RuleAccuracy: Sendable, Hashable {
    /// Findings judged, and how many of them were violations.
    public let findings: Int
    public let correct: Int
    /// Violations among the sites judged (blind ones, on held-out apps), and how many a finding reported.
    public let violations: Int
    public let found: Int

    public init(findings: Int, correct: Int, violations: Int, found: Int) {
        (self.findings, self.correct, self.violations, self.found) = (findings, correct, violations, found)
    }

    public var precision: Double? { findings == 0 ? nil : Double(correct) / Double(findings) }
    public var recall: Double? { violations == 0 ? nil : Double(found) / Double(violations) }

    /// The bar on held-out apps: at least 90% of at least ten findings correct, or fewer
    /// findings and none of them wrong.
    public var isPrecise: Bool {
        findings >= Self.minimumFindings ? isNinetyPercent : correct == findings
    }

    /// On tuning apps, whose figures flatter a rule: below 90%, with two wrong findings or more
    /// (so below 90% of ten findings or more; of fewer, two wrong are no accident either).
    public var isKnownNoisy: Bool { !isNinetyPercent && findings - correct >= 2 }

    private var isNinetyPercent: Bool { correct * 10 >= findings * 9 }

    public static let minimumFindings = 10
}
