/// A compact line format for `FileFacts` in the cache: Foundation's JSON coders took longer to
/// write and read a run's facts than the run took to parse its files. One record per line,
/// fields separated by tabs, list items by U+001F; `%`, tab, newline, return and U+001F inside a
/// field or item are escaped as `%XX`. Decoding works on bytes (a warm run reads thousands).
///
///     facts 1 path lines                    (the header)
///     T kind name line column inherited… propertyTypes… cases
///     F owner name line column flags calls… constructs…     (flags: r returns a share
///                                                            controller, a sets an anchor)
///     P kind presented line column          (a presentation of the function above)
///     S names… / I names… / R texts…        (its symbols, assets, returned literals)
///     N paths…                              (its returned type-rooted dotted names)
///     D names…                              (its deferred calls)
///     A path table key fallback             (a localized-string accessor)
///     C names…                              (what the code gives words or an image)
///     M names…                              (functions called to build a context menu)
///
/// An absent optional is the single byte 0.
enum FactsCodec {
    static let version = "facts 13"

    /// Appends the record of one file's facts to `out`: bytes written as they come (a cold run
    /// of a large project writes megabytes, which strings joined field by field took a core's
    /// tenth of a second to build).
    static func encode(_ facts: FileFacts, lines: Int, into out: inout [UInt8]) {
        var writer = Writer(out: out)
        out = []  // the writer's buffer is then the only one, and grows in place
        writer.tag(version)
        writer.text(facts.path)
        writer.number(lines)
        for type in facts.types {
            writer.tag("T")
            writer.raw(type.kind.rawValue)
            writer.text(type.name)
            writer.number(type.line)
            writer.number(type.column)
            writer.list(type.inherited)
            writer.list(type.propertyTypes)
            writer.number(type.caseCount)
        }
        for function in facts.functions {
            writer.tag("F")
            writer.optional(function.owner)
            writer.text(function.name)
            writer.number(function.line)
            writer.number(function.column)
            writer.raw((function.returnsActivityController ? "r" : "") + (function.setsPopoverAnchor ? "a" : ""))
            writer.list(function.calls)
            writer.list(function.constructs)
            writer.listRecord("S", function.symbols)
            writer.listRecord("I", function.assets)
            writer.listRecord("R", function.returnedTexts)
            writer.listRecord("N", function.returnedPaths)
            writer.listRecord("D", function.deferredCalls)
            for presentation in function.presentations {
                writer.tag("P")
                writer.raw(presentation.kind.rawValue)
                writer.optional(presentation.presented)
                writer.number(presentation.line)
                writer.number(presentation.column)
            }
        }
        for (path, reference) in facts.localizationAccessors.sorted(by: { $0.key < $1.key }) {
            writer.tag("A")
            writer.text(path)
            writer.text(reference.table)
            writer.text(reference.key)
            writer.optional(reference.fallback)
        }
        writer.listRecord("C", facts.configured)
        writer.listRecord("M", facts.contextMenuBuilders)
        writer.listRecord("V", facts.menuContentTypes)
        writer.endLine()
        out = writer.out
    }

    /// Records written into one growing buffer, field by field: a record's fields passed as an
    /// array of enum values were retained, copied and released, most of a cold run's encoding.
    private struct Writer {
        var out: [UInt8]
        private var started = false

        init(out: [UInt8]) { self.out = out }

        /// Starts a record (ending the one before).
        mutating func tag(_ tag: String) {
            endLine()
            out.append(contentsOf: tag.utf8)
            started = true
        }

        mutating func endLine() {
            if started { out.append(0x0A) }
            started = false
        }

        mutating func raw(_ text: String) {
            out.append(0x09)
            out.append(contentsOf: text.utf8)
        }

        mutating func text(_ text: String) {
            out.append(0x09)
            escaped(text)
        }

        /// A number's decimal digits, written in place (`String(value)` made a string of each).
        mutating func number(_ value: Int) {
            out.append(0x09)
            guard value >= 0 else { return out.append(contentsOf: String(value).utf8) }
            var divisor = 1
            while divisor <= value / 10 { divisor *= 10 }
            while divisor > 0 {
                out.append(0x30 + UInt8(value / divisor % 10))
                divisor /= 10
            }
        }

        mutating func optional(_ text: String?) {
            out.append(0x09)
            if let text { escaped(text) } else { out.append(0) }
        }

        /// A record of one list, written only when the list has something.
        mutating func listRecord(_ tag: String, _ items: [String]) {
            guard !items.isEmpty else { return }
            self.tag(tag)
            list(items)
        }

        mutating func list(_ items: [String]) {
            out.append(0x09)
            for index in items.indices {
                if index > 0 { out.append(0x1F) }
                escaped(items[index])
            }
        }

        /// `%`, tab, newline, return and U+001F escaped as `%XX`.
        private mutating func escaped(_ text: String) {
            // Identifiers, nearly always: their bytes as they are, read in place (iterating the
            // UTF-8 view a byte at a time cost ten times as much).
            let appended = text.utf8.withContiguousStorageIfAvailable { bytes in
                guard !bytes.contains(where: FactsCodec.special) else { return false }
                out.append(contentsOf: bytes)
                return true
            }
            if appended == true { return }
            for byte in text.utf8 {
                if FactsCodec.special(byte) {
                    out += [0x25, Writer.hex[Int(byte >> 4)], Writer.hex[Int(byte & 0xF)]]
                } else {
                    out.append(byte)
                }
            }
        }

        private static let hex = Array("0123456789ABCDEF".utf8)
    }

    /// The facts and line count of one record, or nil for anything but a whole record of this version.
    static func decode(_ bytes: ArraySlice<UInt8>) -> (facts: FileFacts, lines: Int)? {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: true).makeIterator()
        guard let headerLine = lines.next() else { return nil }
        let header = headerLine.split(separator: 0x09, omittingEmptySubsequences: false)
        guard header.count == 3, text(header[0]) == version, let count = Int(text(header[2])) else { return nil }
        var facts = FileFacts(path: unescape(header[1]))
        while let line = lines.next() {
            let fields = line.split(separator: 0x09, omittingEmptySubsequences: false)
            guard let tag = fields.first?.first else { return nil }
            switch (tag, fields.count) {
            case (UInt8(ascii: "T"), 8):
                guard let kind = TypeFacts.Kind(rawValue: text(fields[1])), let row = Int(text(fields[3])),
                    let column = Int(text(fields[4])), let cases = Int(text(fields[7]))
                else { return nil }
                facts.types.append(
                    TypeFacts(
                        name: unescape(fields[2]), kind: kind, inherited: unlist(fields[5]), line: row, column: column,
                        propertyTypes: unlist(fields[6]), caseCount: cases))
            case (UInt8(ascii: "F"), 8):
                guard let row = Int(text(fields[3])), let column = Int(text(fields[4])) else { return nil }
                facts.functions.append(
                    FunctionFacts(
                        owner: optional(fields[1]), name: unescape(fields[2]), line: row, column: column,
                        calls: unlist(fields[6]), constructs: unlist(fields[7]), presentations: [],
                        returnsActivityController: fields[5].contains(UInt8(ascii: "r")),
                        setsPopoverAnchor: fields[5].contains(UInt8(ascii: "a"))))
            case (UInt8(ascii: "P"), 5):
                guard let kind = PresentationFacts.Kind(rawValue: text(fields[1])), let row = Int(text(fields[3])),
                    let column = Int(text(fields[4])), !facts.functions.isEmpty
                else { return nil }
                facts.functions[facts.functions.count - 1].presentations.append(
                    PresentationFacts(kind: kind, presented: optional(fields[2]), line: row, column: column))
            case (UInt8(ascii: "S"), 2):
                guard !facts.functions.isEmpty else { return nil }
                facts.functions[facts.functions.count - 1].symbols = unlist(fields[1])
            case (UInt8(ascii: "I"), 2):
                guard !facts.functions.isEmpty else { return nil }
                facts.functions[facts.functions.count - 1].assets = unlist(fields[1])
            case (UInt8(ascii: "R"), 2):
                guard !facts.functions.isEmpty else { return nil }
                facts.functions[facts.functions.count - 1].returnedTexts = unlist(fields[1])
            case (UInt8(ascii: "N"), 2):
                guard !facts.functions.isEmpty else { return nil }
                facts.functions[facts.functions.count - 1].returnedPaths = unlist(fields[1])
            case (UInt8(ascii: "D"), 2):
                guard !facts.functions.isEmpty else { return nil }
                facts.functions[facts.functions.count - 1].deferredCalls = unlist(fields[1])
            case (UInt8(ascii: "A"), 5):
                facts.localizationAccessors[unescape(fields[1])] = LocalizationReference(
                    table: unescape(fields[2]), key: unescape(fields[3]), fallback: optional(fields[4]))
            case (UInt8(ascii: "C"), 2):
                facts.configured = unlist(fields[1])
            case (UInt8(ascii: "M"), 2):
                facts.contextMenuBuilders = unlist(fields[1])
            case (UInt8(ascii: "V"), 2):
                facts.menuContentTypes = unlist(fields[1])
            default:
                return nil
            }
        }
        return (facts, count)
    }

    private static func text(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }

    private static func unlist(_ field: ArraySlice<UInt8>) -> [String] {
        field.isEmpty ? [] : field.split(separator: 0x1F, omittingEmptySubsequences: false).map(unescape)
    }

    private static func optional(_ field: ArraySlice<UInt8>) -> String? {
        field.count == 1 && field.first == 0 ? nil : unescape(field)
    }

    fileprivate static func special(_ byte: UInt8) -> Bool {
        byte == 0x25 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x1F
    }

    private static func unescape(_ bytes: ArraySlice<UInt8>) -> String {
        guard bytes.contains(0x25) else { return String(decoding: bytes, as: UTF8.self) }
        var out: [UInt8] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == 0x25, index + 2 < bytes.endIndex,
                let value = UInt8(String(decoding: bytes[(index + 1)...(index + 2)], as: UTF8.self), radix: 16)
            {
                out.append(value)
                index += 3
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
