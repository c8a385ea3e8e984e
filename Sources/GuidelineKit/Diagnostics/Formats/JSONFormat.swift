/// Every field of every diagnostic, and the totals, as one JSON object (stable keys; fields a
/// diagnostic lacks are left out).
enum JSONFormat {
    struct Output: Encodable {
        struct Item: Encodable {
            let id: String
            let severity: String
            let file: String
            let line: Int
            let column: Int
            let endLine: Int?
            let endColumn: Int?
            let message: String
            let entry: String?
            let help: String?
            let helpURL: String?
            let code: String?
            let notes: [Note]
        }
        struct Note: Encodable {
            let message: String
            let file: String
            let line: Int
            let column: Int
        }
        let diagnostics: [Item]
        let errors: Int
        let warnings: Int
        let notes: Int
        let files: Int?
        let lines: Int?
    }

    static func render(_ report: DiagnosticReport) -> String {
        let diagnostics = report.diagnostics
        func count(_ severity: Severity) -> Int { diagnostics.filter { $0.severity == severity }.count }
        return JSONText.string(
            Output(
                diagnostics: diagnostics.map {
                    Output.Item(
                        id: $0.id, severity: $0.severity.rawValue, file: $0.location.file, line: $0.location.line,
                        column: $0.location.column, endLine: $0.range.end?.line, endColumn: $0.range.end?.column,
                        message: $0.message, entry: $0.entry?.rawValue, help: $0.help, helpURL: $0.helpURL,
                        code: $0.sourceLine == nil ? nil : $0.code,
                        notes: $0.notes.map {
                            Output.Note(
                                message: $0.message, file: $0.location.file, line: $0.location.line,
                                column: $0.location.column)
                        })
                },
                errors: count(.error), warnings: count(.warning), notes: count(.note), files: report.filesRead,
                lines: report.linesRead))
    }
}
