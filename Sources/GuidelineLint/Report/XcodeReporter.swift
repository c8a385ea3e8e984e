import GuidelineKit

/// `path:line:col: severity: message (rule-id)`, then the help link on a note line.
enum XcodeReporter {
    static func render(_ report: LintReport) -> String {
        var out = ""
        for problem in report.problems {
            out += "\(problem.location): \(problem.severity.rawValue): \(problem.message) (\(problem.check))\n"
        }
        for violation in report.violations {
            out += "\(violation.location): \(violation.severity.rawValue): \(violation.message) (\(violation.ruleID))\n"
            if let entry = violation.entryID {
                out +=
                    "\(violation.location): note: \(violation.help) [\(entry)\(violation.helpURL.map { " \($0)" } ?? "")]\n"
            }
        }
        return out
    }
}
