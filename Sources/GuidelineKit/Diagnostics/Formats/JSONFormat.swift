/// The JSON report: what `JSONEncoder` writes of `{diagnostics, errors, warnings, notes, files,
/// lines}` pretty-printed with sorted keys and slashes as they are (absent values left out),
/// written directly. The encoder's reflection over every field took a tenth of a lint whose
/// report is cached; `JSONFormatTests` holds this writer to the encoder's bytes.
enum JSONFormat {
    static func render(_ report: DiagnosticReport) -> String {
        let diagnostics = report.diagnostics
        func count(_ severity: Severity) -> Int { diagnostics.filter { $0.severity == severity }.count }
        var out = Writer()
        out.text("{\n  \"diagnostics\" : [")
        out.items(diagnostics, indent: 4) { out, diagnostic in
            var fields = Fields(indent: 6)
            if diagnostic.sourceLine != nil { fields.string("code", diagnostic.code, &out) }
            fields.number("column", diagnostic.location.column, &out)
            if let end = diagnostic.range.end {
                fields.number("endColumn", end.column, &out)
                fields.number("endLine", end.line, &out)
            }
            if let entry = diagnostic.entry { fields.string("entry", entry.rawValue, &out) }
            fields.string("file", diagnostic.location.file, &out)
            if let help = diagnostic.help { fields.string("help", help, &out) }
            if let helpURL = diagnostic.helpURL { fields.string("helpURL", helpURL, &out) }
            fields.string("id", diagnostic.id, &out)
            fields.number("line", diagnostic.location.line, &out)
            fields.string("message", diagnostic.message, &out)
            fields.key("notes", &out)
            out.text("[")
            out.items(diagnostic.notes, indent: 8) { out, note in
                var fields = Fields(indent: 10)
                fields.number("column", note.location.column, &out)
                fields.string("file", note.location.file, &out)
                fields.number("line", note.location.line, &out)
                fields.string("message", note.message, &out)
            }
            fields.string("severity", diagnostic.severity.rawValue, &out)
        }
        var fields = Fields(indent: 2, first: false)
        fields.number("errors", count(.error), &out)
        if let files = report.filesRead { fields.number("files", files, &out) }
        if let lines = report.linesRead { fields.number("lines", lines, &out) }
        fields.number("notes", count(.note), &out)
        fields.number("warnings", count(.warning), &out)
        out.text("\n}\n")
        return String(decoding: out.bytes, as: UTF8.self)
    }

    private struct Writer {
        var bytes: [UInt8] = []

        mutating func text(_ text: String) { bytes += text.utf8 }

        /// An array's elements, each an object at `indent`, then its closing bracket (an empty
        /// array, as the encoder writes it, holds an empty line).
        mutating func items<T>(_ items: [T], indent: Int, _ write: (inout Writer, T) -> Void) {
            let pad = String(repeating: " ", count: indent)
            for (index, item) in items.enumerated() {
                text(index == 0 ? "\n\(pad){\n" : ",\n\(pad){\n")
                write(&self, item)
                text("\n\(pad)}")
            }
            text(items.isEmpty ? "\n\n\(pad.dropLast(2))]" : "\n\(pad.dropLast(2))]")
        }

        /// A string literal, escaped as the encoder escapes: quotes, backslashes and the
        /// control characters (by name where JSON has one, else `\u00xx`); the rest as it is.
        mutating func string(_ string: String) {
            bytes.append(UInt8(ascii: "\""))
            for byte in string.utf8 {
                switch byte {
                case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
                case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
                case 0x08: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
                case 0x09: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
                case 0x0A: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
                case 0x0C: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
                case 0x0D: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
                case 0..<0x20:
                    let hex = Array("0123456789abcdef".utf8)
                    bytes += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
                default: bytes.append(byte)
                }
            }
            bytes.append(UInt8(ascii: "\""))
        }
    }

    /// An object's fields, in the order written (sorted by key), at `indent`.
    private struct Fields {
        let pad: String
        var first: Bool

        init(indent: Int, first: Bool = true) {
            pad = String(repeating: " ", count: indent)
            self.first = first
        }

        mutating func key(_ key: String, _ out: inout Writer) {
            out.text(first ? "\(pad)\"\(key)\" : " : ",\n\(pad)\"\(key)\" : ")
            first = false
        }

        mutating func string(_ key: String, _ value: String, _ out: inout Writer) {
            self.key(key, &out)
            out.string(value)
        }

        mutating func number(_ key: String, _ value: Int, _ out: inout Writer) {
            self.key(key, &out)
            out.text(String(value))
        }
    }
}
