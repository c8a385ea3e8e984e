/// How bad a finding is. Errors make `check` (and later `lint`) exit non-zero.
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

/// One finding about content or code: the single shape every check reports through.
public struct Diagnostic: Error, Hashable, Sendable {
    public var severity: Severity
    /// Stable kebab-case name of the check that found it (e.g. `unknown-key`), for filtering and JSON.
    public var check: String
    /// What is wrong and how to fix it.
    public var message: String
    public var location: SourceLocation

    public init(_ severity: Severity, _ check: String, _ message: String, at location: SourceLocation) {
        self.severity = severity
        self.check = check
        self.message = message
        self.location = location
    }

    public static func error(_ check: String, _ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, check, message, at: location)
    }

    public static func warning(_ check: String, _ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.warning, check, message, at: location)
    }
}

extension Array where Element == Diagnostic {
    /// Sorted by file, line, column, then message: the one order every report uses.
    public func sortedForReport() -> [Diagnostic] {
        sorted { ($0.location, $0.message) < ($1.location, $1.message) }
    }

    public var hasErrors: Bool { contains { $0.severity == .error } }
}
