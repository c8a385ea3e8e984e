import Foundation
import GuidelineKit

/// Every field of every violation, and the input problems, as one JSON object (stable keys).
enum JSONReporter {
    struct Output: Encodable {
        struct Item: Encodable {
            let rule: String
            let entry: String?
            let severity: String
            let file: String
            let line: Int
            let column: Int
            let message: String
            let help: String
            let helpURL: String?
            let code: String
        }
        struct Problem: Encodable {
            let check: String
            let severity: String
            let file: String
            let line: Int
            let column: Int
            let message: String
        }
        let violations: [Item]
        let problems: [Problem]
        let files: Int
        let lines: Int
    }

    static func render(_ report: LintReport) -> String {
        let output = Output(
            violations: report.violations.map {
                Output.Item(
                    rule: $0.ruleID, entry: $0.entryID?.rawValue, severity: $0.severity.rawValue,
                    file: $0.location.file,
                    line: $0.location.line, column: $0.location.column, message: $0.message, help: $0.help,
                    helpURL: $0.helpURL, code: $0.code)
            },
            problems: report.problems.map {
                Output.Problem(
                    check: $0.check, severity: $0.severity.rawValue, file: $0.location.file, line: $0.location.line,
                    column: $0.location.column, message: $0.message)
            },
            files: report.filesLinted, lines: report.linesLinted)
        return JSONText.string(output)
    }
}
