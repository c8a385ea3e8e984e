import Foundation

/// GitLab's Code Quality report (`artifacts: reports: codequality:`), a subset of the Code
/// Climate issue format: per finding a description, its rule as `check_name`, a `fingerprint`
/// that stays the same while the finding does (rule, file and the code at fault, as baselines
/// match, and which of identical ones it is), a severity on GitLab's scale and its place.
enum GitLabFormat {
    static func render(_ report: DiagnosticReport, options: ReportOptions) -> String {
        var seen: [String: Int] = [:]
        let issues: [[String: Any]] = report.diagnostics.map { diagnostic in
            let path = ReportPaths.relative(diagnostic.location.file, to: options.sourceRoot)
            let key = "\(diagnostic.id)\n\(path)\n\(diagnostic.code.isEmpty ? diagnostic.message : diagnostic.code)"
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            return [
                "type": "issue",
                "description": diagnostic.fullText,
                "check_name": diagnostic.id,
                "fingerprint": fingerprint(key + "\n\(occurrence)"),
                "severity": severity(diagnostic.severity),
                "location": [
                    "path": path,
                    "lines": ["begin": diagnostic.location.line],
                    "positions": ["begin": ["line": diagnostic.location.line, "column": diagnostic.location.column]],
                ] as [String: Any],
            ]
        }
        let data = (try? JSONSerialization.data(withJSONObject: issues, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// GitLab's scale is info, minor, major, critical, blocker: an error blocks nothing by itself.
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .note: "info"
        case .warning: "minor"
        case .error: "major"
        }
    }

    /// 32 hex digits, as GitLab's own analyzers write (two XXH64 digests of the key, salted apart).
    static func fingerprint(_ key: String) -> String {
        var bytes = Array(key.utf8)
        let first = bytes.withUnsafeBytes { XXH64.hex($0) }
        bytes.insert(0x01, at: 0)
        let second = bytes.withUnsafeBytes { XXH64.hex($0) }
        return first + second
    }
}
