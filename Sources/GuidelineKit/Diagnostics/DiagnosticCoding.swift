/// Diagnostics in the tool's binary cache records (`CompactWriter`): a cached lint report holds
/// hundreds, which Foundation's JSON decoder took a tenth of a lint that found it cached to read.
extension CompactWriter {
    public mutating func diagnostic(_ diagnostic: Diagnostic) {
        string(diagnostic.id)
        string(diagnostic.severity.rawValue)
        string(diagnostic.message)
        location(diagnostic.range.start)
        optional(diagnostic.range.end) { $0.location($1) }
        optional(diagnostic.entry) { $0.string($1.rawValue) }
        optional(diagnostic.help) { $0.string($1) }
        optional(diagnostic.helpURL) { $0.string($1) }
        list(diagnostic.notes) { out, note in
            out.string(note.message)
            out.location(note.location)
        }
        optional(diagnostic.sourceLine) { $0.string($1) }
    }

    mutating func location(_ location: SourceLocation) {
        string(location.file)
        number(location.line)
        number(location.column)
    }
}

extension CompactReader {
    public mutating func diagnostic() -> Diagnostic? {
        guard let id = string(), let severity = string().flatMap(Severity.init(rawValue:)), let message = string(),
            let start = location(), let end = optional({ $0.location() }), let entry = optional({ $0.string() }),
            let help = optional({ $0.string() }), let helpURL = optional({ $0.string() }),
            let notes: [Diagnostic.Note] = list({ reader in
                guard let message = reader.string(), let location = reader.location() else { return nil }
                return Diagnostic.Note(message, at: location)
            }),
            let sourceLine = optional({ $0.string() })
        else { return nil }
        var diagnostic = Diagnostic(
            severity, id, message, at: start, entry: entry.map { EntryID($0) }, help: help, helpURL: helpURL,
            notes: notes, sourceLine: sourceLine)
        diagnostic.range.end = end
        return diagnostic
    }

    mutating func location() -> SourceLocation? {
        guard let file = string(), let line = number(), let column = number() else { return nil }
        return SourceLocation(file: file, line: line, column: column)
    }
}
