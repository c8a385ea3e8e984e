import Foundation
import GuidelineKit

/// GitHub Actions workflow commands: each violation becomes an annotation on its line.
enum GitHubReporter {
    static func render(_ report: LintReport) -> String {
        var out = ""
        for problem in report.problems {
            out += command(problem.severity == .error ? "error" : "warning", problem.location, title: problem.check, message: problem.message)
        }
        for violation in report.violations {
            let level = violation.severity == .note ? "notice" : violation.severity.rawValue
            var message = violation.message
            if let url = violation.helpURL { message += "\n\(violation.help)\n\(url)" }
            out += command(level, violation.location, title: violation.ruleID, message: message)
        }
        return out
    }

    private static func command(_ level: String, _ location: SourceLocation, title: String, message: String) -> String {
        "::\(level) file=\(property(location.file)),line=\(location.line),col=\(location.column),title=\(property(title))::\(data(message))\n"
    }

    /// Workflow command escaping: data escapes %, CR and LF; properties also `:` and `,`.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
