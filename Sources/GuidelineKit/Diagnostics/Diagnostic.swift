import Foundation

/// How bad a finding is. Errors make `check` and `lint` exit non-zero.
public enum Severity: String, Codable, Sendable, Comparable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }
    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// One finding about content, configuration or code: the single shape every check, rule and
/// suppression reports through, printed by `DiagnosticFormat`.
public struct Diagnostic: Error, Hashable, Sendable, Codable {
    /// Stable kebab-case id of the check (`unknown-key`, `suppression-unused`) or rule.
    public var id: String
    public var severity: Severity
    /// What is wrong and how to fix it.
    public var message: String
    public var range: SourceRange
    /// The guideline entry a rule's finding breaks.
    public var entry: EntryID?
    /// A longer explanation (a rule's entry summary, in the reader's language).
    public var help: String?
    public var helpURL: String?
    /// Related places, each with what it adds.
    public var notes: [Note]
    /// The line at fault as written, for findings in code: baselines and fingerprints match on it.
    public var sourceLine: String?

    public struct Note: Hashable, Sendable, Codable {
        public var message: String
        public var location: SourceLocation

        public init(_ message: String, at location: SourceLocation) {
            self.message = message
            self.location = location
        }
    }

    public init(
        _ severity: Severity, _ id: String, _ message: String, at location: SourceLocation, entry: EntryID? = nil,
        help: String? = nil, helpURL: String? = nil, notes: [Note] = [], sourceLine: String? = nil
    ) {
        self.id = id
        self.severity = severity
        self.message = message
        self.range = SourceRange(location)
        self.entry = entry
        self.help = help
        self.helpURL = helpURL
        self.notes = notes
        self.sourceLine = sourceLine
    }

    /// Where it starts: what reports print as `file:line:col`.
    public var location: SourceLocation {
        get { range.start }
        set { range = SourceRange(newValue) }
    }

    /// The line at fault, trimmed of tabs and spaces as `trimmingCharacters(in: .whitespaces)`
    /// trims it: what baselines match on, since line numbers move. Trimmed here by scalar, since
    /// Foundation's method was two fifths of writing a cached report.
    public var code: String {
        guard let line = sourceLine else { return "" }
        /// Foundation's whitespace set (CoreFoundation's `isWhitespace`): tab, the space
        /// separators, and the zero-width space.
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x20, 0x09, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
            default: false
            }
        }
        let scalars = line.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(scalars[first...last])
    }

    public static func error(_ id: String, _ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, id, message, at: location)
    }

    public static func warning(_ id: String, _ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.warning, id, message, at: location)
    }

    public static func note(_ id: String, _ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.note, id, message, at: location)
    }
}

extension Array where Element == Diagnostic {
    /// Sorted by file, line, column, then id and message: the one order every report uses.
    public func sortedForReport() -> [Diagnostic] {
        sorted { ($0.location, $0.id, $0.message) < ($1.location, $1.id, $1.message) }
    }

    public var hasErrors: Bool { contains { $0.severity == .error } }
}
