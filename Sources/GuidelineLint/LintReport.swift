import GuidelineKit

/// Everything a lint run produced, in report order.
public struct LintReport: Sendable, Codable {
    /// Rule violations and suppression problems, in the code.
    public var violations: [Diagnostic]
    /// Files that could not be linted (unreadable, not UTF-8, binary, too large, links not followed, …).
    public var problems: [Diagnostic]
    public var filesLinted: Int
    public var linesLinted: Int
    /// Findings that a suppression comment hid.
    public var suppressed = 0
    /// Rules the project's configuration runs.
    public var rulesRun = 0

    public var hasErrors: Bool { violations.contains { $0.severity == .error } }
    /// Whether a file or folder could not be read (exit status 2: the lint is incomplete).
    public var hasInputErrors: Bool { problems.contains { $0.severity == .error } }

    /// Names `path` as `name` in every diagnostic and note (an editor's buffer by its own name).
    public mutating func rename(_ path: String, to name: String) {
        func renamed(_ diagnostic: Diagnostic) -> Diagnostic {
            var diagnostic = diagnostic
            if diagnostic.range.start.file == path { diagnostic.range.start.file = name }
            if diagnostic.range.end?.file == path { diagnostic.range.end?.file = name }
            for index in diagnostic.notes.indices where diagnostic.notes[index].location.file == path {
                diagnostic.notes[index].location.file = name
            }
            return diagnostic
        }
        violations = violations.map(renamed)
        problems = problems.map(renamed)
    }

    /// The report as every output format prints it.
    public var diagnosticReport: DiagnosticReport {
        DiagnosticReport(problems + violations, filesRead: filesLinted, linesRead: linesLinted)
    }
}
