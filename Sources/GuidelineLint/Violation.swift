import Foundation
import GuidelineKit

/// A reported violation: a finding with its severity, and message and help from the entry.
public struct Violation: Sendable, Hashable {
    public var ruleID: String
    public var entryID: EntryID?
    public var severity: Severity
    public var location: SourceLocation
    /// The entry's title in the reader's language, then the code at fault.
    public var message: String
    /// The entry's summary in the reader's language.
    public var help: String
    public var helpURL: String?
    /// The source line at fault, as written.
    public var lineText: String

    /// The line trimmed: what baselines match on, since line numbers move.
    public var code: String { lineText.trimmingCharacters(in: .whitespaces) }

    /// The column counted in UTF-16 code units (SARIF's default) instead of UTF-8 bytes.
    public var utf16Column: Int {
        let prefix = lineText.utf8.prefix(max(0, location.column - 1))
        return String(decoding: prefix, as: UTF8.self).utf16.count + 1
    }
}

/// Everything a lint run produced, in report order.
public struct LintReport: Sendable {
    public var violations: [Violation]
    /// Files that could not be linted (unreadable, not UTF-8, binary, too large, links not followed, …).
    public var problems: [Diagnostic]
    public var filesLinted: Int
    public var linesLinted: Int

    public var hasErrors: Bool { violations.contains { $0.severity == .error } }
    /// Whether a file or folder could not be read (exit status 2: the lint is incomplete).
    public var hasInputErrors: Bool { problems.contains { $0.severity == .error } }
}
