/// `path:line:col: severity: message [id]`, then `path:line:col: note: help [entry link]` and a
/// `note:` line per note.
enum TextFormat {
    static func render(_ report: DiagnosticReport) -> String {
        var out = ""
        for diagnostic in report.diagnostics {
            let at = diagnostic.location
            out += "\(at): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.id)]\n"
            if let help = diagnostic.help {
                let reference = [diagnostic.entry?.rawValue, diagnostic.helpURL].compactMap { $0 }
                out += "\(at): note: \(help)\(reference.isEmpty ? "" : " [\(reference.joined(separator: " "))]")\n"
            }
            for note in diagnostic.notes { out += "\(note.location): note: \(note.message)\n" }
        }
        return out
    }
}
