import Foundation

/// GitHub Actions workflow commands: each diagnostic becomes an annotation on its line.
enum GitHubFormat {
    static func render(_ report: DiagnosticReport) -> String {
        var out = ""
        for diagnostic in report.diagnostics {
            let level = diagnostic.severity == .note ? "notice" : diagnostic.severity.rawValue
            var message = diagnostic.message
            if let help = diagnostic.help { message += "\n\(help)" }
            if let url = diagnostic.helpURL { message += "\n\(url)" }
            for note in diagnostic.notes { message += "\n\(note.location): \(note.message)" }
            out += command(level, diagnostic.location, title: diagnostic.id, message: message)
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
