import Foundation

/// One parsed entry file as the parse cache keeps it (see `ParseCache`): everything `EntryFile`
/// holds but the body's blocks, which are parsed again from the file's text when first read,
/// and the problems parsing found. Bytes: unsigned numbers as LEB128, strings as a length and
/// UTF-8, optional values after a presence byte, lists after their count. A location in the
/// file itself writes an empty file name.
enum ParsedFileRecord {
    static func encode(_ file: EntryFile, diagnostics: [Diagnostic]) -> [UInt8] {
        var out = Writer(path: file.text.path)
        let text = file.text
        out.number(file.bodyStart)
        out.number(file.bodyLineOffset)
        out.string(text.id.rawValue)
        out.string(text.language.tag)
        out.string(text.path)
        out.string(text.title)
        out.location(text.titlePosition)
        out.string(text.summary)
        out.strings(text.tags)
        out.optional(text.sourceDigest) { $0.string($1) }
        out.optional(text.sourceDigestPosition) { $0.location($1) }
        out.optional(text.sourceSections) { out, records in
            out.list(records) { $0.string($1.name); $0.string($1.digest) }
        }
        out.string(text.bodyDigest)
        out.list(text.sectionDigests) { $0.string($1.name); $0.string($1.title); $0.string($1.digest) }
        out.string(text.fileDigest)
        out.list(text.codeBlocks) { out, block in
            out.string(block.info)
            out.string(block.language)
            out.optional(block.role) { $0.string($1.rawValue) }
            out.strings(block.rules)
            out.string(block.code)
            out.location(block.position)
        }
        out.list(text.links) { $0.string($1.destination); $0.location($1.position) }
        out.optional(file.metadata) { out, metadata in
            out.string(metadata.kind.rawValue)
            out.strings(metadata.platforms.map(\.rawValue))
            out.strings(metadata.rules)
            out.strings(metadata.related.map(\.rawValue))
            out.strings(metadata.aliases.map(\.rawValue))
            out.optional(metadata.reference) { $0.string($1) }
        }
        for positions in [file.relatedPositions, file.rulePositions, file.aliasPositions] {
            out.list(positions) { $0.location($1) }
        }
        // Rare (most files have no problems), so a plain encoding does; keys sorted, so that
        // the same problems always give the same bytes.
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        out.string(diagnostics.isEmpty ? "" : String(decoding: try! encoder.encode(diagnostics), as: UTF8.self))
        return out.bytes
    }

    /// The file and its problems; nil for bytes that are not a whole record.
    static func decode(_ bytes: ArraySlice<UInt8>, text fileText: String) -> (EntryFile, [Diagnostic])? {
        var input = Reader(bytes: bytes)
        guard let bodyStart = input.number(), let bodyLineOffset = input.number(), let id = input.string(),
            let language = input.string().flatMap(Language.init(known:)), let path = input.string()
        else { return nil }
        input.path = path
        guard let title = input.string(), let titlePosition = input.location(), let summary = input.string(),
            let tags = input.strings()
        else { return nil }
        guard let sourceDigest: String? = input.optional({ $0.string() }),
            let sourceDigestPosition: SourceLocation? = input.optional({ $0.location() }),
            let sourceSections: [SectionRecord]? = input.optional({ $0.list { $0.sectionRecord() } }),
            let bodyDigest = input.string()
        else { return nil }
        guard let sectionDigests: [SourceSection] = input.list({ $0.sourceSection() }),
            let fileDigest = input.string(),
            let codeBlocks: [CodeBlock] = input.list({ $0.codeBlock() }),
            let links: [LinkReference] = input.list({ $0.link() }),
            let metadata: EntryMetadata? = input.optional({ $0.metadata() })
        else { return nil }
        guard let relatedPositions: [SourceLocation] = input.list({ $0.location() }),
            let rulePositions: [SourceLocation] = input.list({ $0.location() }),
            let aliasPositions: [SourceLocation] = input.list({ $0.location() }),
            let problems = input.string(), input.isAtEnd
        else { return nil }
        var diagnostics: [Diagnostic] = []
        if !problems.isEmpty {
            guard let decoded = try? JSONDecoder().decode([Diagnostic].self, from: Data(problems.utf8)) else { return nil }
            diagnostics = decoded
        }
        let utf8 = fileText.utf8
        guard bodyStart <= utf8.count else { return nil }
        let body = fileText[utf8.index(utf8.startIndex, offsetBy: bodyStart)...]
        var text = EntryText(
            id: EntryID(id), language: language, path: path, title: title, titlePosition: titlePosition,
            summary: summary,
            body: EntryBody(parse: {
                Array(EntryFile.afterTitle(EntryFile.blocks(of: body, path: path, lineOffset: bodyLineOffset).blocks))
            }),
            tags: tags, sourceDigest: sourceDigest, sourceDigestPosition: sourceDigestPosition,
            sourceSections: sourceSections, bodyDigest: bodyDigest, sectionDigests: sectionDigests)
        text.fileDigest = fileDigest
        text.codeBlocks = codeBlocks
        text.links = links
        let file = EntryFile(
            text: text, metadata: metadata, relatedPositions: relatedPositions, rulePositions: rulePositions,
            aliasPositions: aliasPositions, bodyStart: bodyStart, bodyLineOffset: bodyLineOffset)
        return (file, diagnostics)
    }

    private struct Writer {
        let path: String
        var bytes: [UInt8] = []

        init(path: String) { self.path = path }

        mutating func number(_ value: Int) {
            var rest = UInt(bitPattern: value)
            while rest >= 0x80 {
                bytes.append(UInt8(rest & 0x7F) | 0x80)
                rest >>= 7
            }
            bytes.append(UInt8(rest))
        }
        mutating func string(_ text: String) {
            number(text.utf8.count)
            bytes.append(contentsOf: text.utf8)
        }
        mutating func strings(_ list: [String]) { self.list(list) { $0.string($1) } }
        mutating func location(_ location: SourceLocation) {
            string(location.file == path ? "" : location.file)
            number(location.line)
            number(location.column)
        }
        mutating func optional<T>(_ value: T?, _ write: (inout Writer, T) -> Void) {
            guard let value else { return bytes.append(0) }
            bytes.append(1)
            write(&self, value)
        }
        mutating func list<T>(_ items: [T], _ write: (inout Writer, T) -> Void) {
            number(items.count)
            for item in items { write(&self, item) }
        }
    }

    private struct Reader {
        let bytes: ArraySlice<UInt8>
        var at: Int
        var path = ""

        init(bytes: ArraySlice<UInt8>) {
            self.bytes = bytes
            at = bytes.startIndex
        }

        var isAtEnd: Bool { at == bytes.endIndex }

        mutating func number() -> Int? {
            var value: UInt = 0
            var shift: UInt = 0
            while at < bytes.endIndex, shift < 64 {
                let byte = bytes[at]
                at += 1
                value |= UInt(byte & 0x7F) << shift
                if byte < 0x80 { return Int(bitPattern: value) }
                shift += 7
            }
            return nil
        }
        mutating func string() -> String? {
            guard let count = number(), count >= 0, count <= bytes.endIndex - at else { return nil }
            defer { at += count }
            return String(decoding: bytes[at..<at + count], as: UTF8.self)
        }
        mutating func strings() -> [String]? { list { $0.string() } }
        mutating func sectionRecord() -> SectionRecord? {
            guard let name = string(), let digest = string() else { return nil }
            return SectionRecord(name: name, digest: digest)
        }
        mutating func sourceSection() -> SourceSection? {
            guard let name = string(), let title = string(), let digest = string() else { return nil }
            return SourceSection(name: name, title: title, digest: digest)
        }
        mutating func codeBlock() -> CodeBlock? {
            guard let info = string(), let language = string(),
                let role: CodeRole? = optional({ $0.string().flatMap(CodeRole.init(rawValue:)) }),
                let rules = strings(), let code = string(), let position = location()
            else { return nil }
            return CodeBlock(info: info, language: language, role: role, rules: rules, code: code, position: position)
        }
        mutating func link() -> LinkReference? {
            guard let destination = string(), let position = location() else { return nil }
            return LinkReference(destination: destination, position: position)
        }
        mutating func metadata() -> EntryMetadata? {
            guard let kind = string().flatMap(EntryKind.init(rawValue:)), let platforms = strings(),
                let rules = strings(), let related = strings(), let aliases = strings(),
                let reference: String? = optional({ $0.string() })
            else { return nil }
            let known = platforms.compactMap(Platform.init(rawValue:))
            guard known.count == platforms.count else { return nil }
            var metadata = EntryMetadata()
            metadata.kind = kind
            metadata.platforms = known
            metadata.rules = rules
            metadata.related = related.map { EntryID($0) }
            metadata.aliases = aliases.map { EntryID($0) }
            metadata.reference = reference
            return metadata
        }
        mutating func location() -> SourceLocation? {
            guard let file = string(), let line = number(), let column = number() else { return nil }
            return SourceLocation(file: file.isEmpty ? path : file, line: line, column: column)
        }
        /// `.some(nil)` for an absent value, nil for bytes that are not one.
        mutating func optional<T>(_ read: (inout Reader) -> T?) -> T?? {
            guard at < bytes.endIndex else { return nil }
            let present = bytes[at]
            at += 1
            switch present {
            case 0: return .some(nil)
            case 1: return read(&self).map { .some($0) }
            default: return nil
            }
        }
        mutating func list<T>(_ read: (inout Reader) -> T?) -> [T]? {
            guard let count = number(), count >= 0, count <= bytes.endIndex - at else { return nil }
            var items: [T] = []
            items.reserveCapacity(count)
            for _ in 0..<count {
                guard let item = read(&self) else { return nil }
                items.append(item)
            }
            return items
        }
    }
}
