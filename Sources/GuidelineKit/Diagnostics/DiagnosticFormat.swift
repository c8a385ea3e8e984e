import Foundation

/// The ways diagnostics are printed; the one place that turns them into text.
public enum DiagnosticFormat: String, CaseIterable, Sendable {
    /// `path:line:col: error: message [check]`, as compilers print, so editors jump to it.
    case text
    /// A JSON object with every field, for tools.
    case json

    public func render(_ diagnostics: [Diagnostic]) -> String {
        let sorted = diagnostics.sortedForReport()
        switch self {
        case .text:
            return sorted.map {
                "\($0.location.file):\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message) [\($0.check)]\n"
            }.joined()
        case .json:
            struct Item: Encodable {
                let file: String, line: Int, column: Int, severity: String, check: String, message: String
            }
            struct Report: Encodable {
                let diagnostics: [Item]
                let errors: Int, warnings: Int
            }
            let report = Report(
                diagnostics: sorted.map {
                    Item(
                        file: $0.location.file, line: $0.location.line, column: $0.location.column,
                        severity: $0.severity.rawValue, check: $0.check, message: $0.message)
                },
                errors: sorted.filter { $0.severity == .error }.count,
                warnings: sorted.filter { $0.severity == .warning }.count)
            return JSONText.string(report)
        }
    }
}
