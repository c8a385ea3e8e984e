import Foundation

/// One parsed entry file as the parse cache keeps it (see `ParseCache`): everything `EntryFile`
/// holds but the body's blocks, which are parsed again from the file's text when first read,
/// and the problems parsing found, in `CompactWriter`'s bytes.
enum ParsedFileRecord {
    static func encode(_ file: EntryFile, diagnostics: [Diagnostic]) -> [UInt8] {
        var out = CompactWriter()
        let text = file.text
        let path = text.path
        out.number(file.bodyStart)
        out.number(file.bodyLineOffset)
        out.string(text.id.rawValue)
        out.string(text.language.tag)
        out.string(text.path)
        out.string(text.title)
        out.location(text.titlePosition, in: path)
        out.string(text.summary)
        out.strings(text.tags)
        out.strings(text.searches)
        out.optional(text.sourceDigest) { $0.string($1) }
        out.optional(text.sourceDigestPosition) { $0.location($1, in: path) }
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
            out.location(block.position, in: path)
        }
        out.list(text.links) {
            $0.string($1.destination); $0.location($1.position, in: path); $0.string($1.text); $0.number($1.inSummary ? 1 : 0)
        }
        out.list(text.figures) {
            $0.string($1.destination); $0.location($1.position, in: path); $0.string($1.text); $0.string($1.caption)
            $0.number($1.standsAlone ? 1 : 0)
        }
        out.optional(file.metadata) { out, metadata in
            out.string(metadata.kind.rawValue)
            out.strings(metadata.platforms.map(\.rawValue))
            out.strings(metadata.rules)
            out.strings(metadata.related.map(\.rawValue))
            out.strings(metadata.aliases.map(\.rawValue))
            out.optional(metadata.reference) { $0.string($1) }
        }
        for positions in [file.relatedPositions, file.rulePositions, file.aliasPositions] {
            out.list(positions) { $0.location($1, in: path) }
        }
        out.list(diagnostics) { $0.diagnostic($1) }
        return out.bytes
    }

    /// The file and its problems; nil for bytes that are not a whole record. The body is parsed
    /// when first read, from `text`: the file's text as the record was made from it, or nil
    /// when the file has changed since (it is read again then, see `ParseCache`); the body is
    /// then `changed`'s, the file's as it is now.
    static func decode(
        _ bytes: ArraySlice<UInt8>, text: @escaping @Sendable () -> String?,
        changed: @escaping @Sendable () -> [MarkdownBlock]
    ) -> (EntryFile, [Diagnostic])? {
        var input = CompactReader(bytes: bytes)
        guard let bodyStart = input.number(), let bodyLineOffset = input.number(), let id = input.string(),
            let language = input.string().flatMap(Language.init(known:)), let path = input.string()
        else { return nil }
        guard let title = input.string(), let titlePosition = input.location(in: path), let summary = input.string(),
            let tags = input.strings(), let searches = input.strings()
        else { return nil }
        guard let sourceDigest: String? = input.optional({ $0.string() }),
            let sourceDigestPosition: SourceLocation? = input.optional({ $0.location(in: path) }),
            let sourceSections: [SectionRecord]? = input.optional({ $0.list { $0.sectionRecord() } }),
            let bodyDigest = input.string()
        else { return nil }
        guard let sectionDigests: [SourceSection] = input.list({ $0.sourceSection() }),
            let fileDigest = input.string(),
            let codeBlocks: [CodeBlock] = input.list({ $0.codeBlock(in: path) }),
            let links: [LinkReference] = input.list({ $0.link(in: path) }),
            let figures: [LinkReference] = input.list({ $0.figure(in: path) }),
            let metadata: EntryMetadata? = input.optional({ $0.metadata() })
        else { return nil }
        guard let relatedPositions: [SourceLocation] = input.list({ $0.location(in: path) }),
            let rulePositions: [SourceLocation] = input.list({ $0.location(in: path) }),
            let aliasPositions: [SourceLocation] = input.list({ $0.location(in: path) }),
            let diagnostics = input.list({ $0.diagnostic() }), input.isAtEnd
        else { return nil }
        var entryText = EntryText(
            id: EntryID(id), language: language, path: path, title: title, titlePosition: titlePosition,
            summary: summary,
            body: EntryBody(parse: {
                guard let fileText = text(), bodyStart <= fileText.utf8.count else { return changed() }
                let body = fileText[fileText.utf8.index(fileText.utf8.startIndex, offsetBy: bodyStart)...]
                return Array(EntryFile.afterTitle(EntryFile.blocks(of: body, path: path, lineOffset: bodyLineOffset).blocks))
            }),
            tags: tags, sourceDigest: sourceDigest, sourceDigestPosition: sourceDigestPosition,
            sourceSections: sourceSections, bodyDigest: bodyDigest, sectionDigests: sectionDigests)
        entryText.fileDigest = fileDigest
        entryText.searches = searches
        entryText.codeBlocks = codeBlocks
        entryText.links = links
        entryText.figures = figures
        let file = EntryFile(
            text: entryText, metadata: metadata, relatedPositions: relatedPositions, rulePositions: rulePositions,
            aliasPositions: aliasPositions, bodyStart: bodyStart, bodyLineOffset: bodyLineOffset)
        return (file, diagnostics)
    }
}

/// A location in the record's own file writes an empty file name.
extension CompactWriter {
    fileprivate mutating func location(_ location: SourceLocation, in path: String) {
        string(location.file == path ? "" : location.file)
        number(location.line)
        number(location.column)
    }
}

extension CompactReader {
    fileprivate mutating func location(in path: String) -> SourceLocation? {
        guard let file = string(), let line = number(), let column = number() else { return nil }
        return SourceLocation(file: file.isEmpty ? path : file, line: line, column: column)
    }
    fileprivate mutating func sectionRecord() -> SectionRecord? {
        guard let name = string(), let digest = string() else { return nil }
        return SectionRecord(name: name, digest: digest)
    }
    fileprivate mutating func sourceSection() -> SourceSection? {
        guard let name = string(), let title = string(), let digest = string() else { return nil }
        return SourceSection(name: name, title: title, digest: digest)
    }
    fileprivate mutating func codeBlock(in path: String) -> CodeBlock? {
        guard let info = string(), let language = string(),
            let role: CodeRole? = optional({ $0.string().flatMap(CodeRole.init(rawValue:)) }),
            let rules = strings(), let code = string(), let position = location(in: path)
        else { return nil }
        return CodeBlock(info: info, language: language, role: role, rules: rules, code: code, position: position)
    }
    fileprivate mutating func link(in path: String) -> LinkReference? {
        guard let destination = string(), let position = location(in: path), let text = string(), let inSummary = number()
        else { return nil }
        return LinkReference(destination: destination, position: position, text: text, inSummary: inSummary == 1)
    }
    fileprivate mutating func figure(in path: String) -> LinkReference? {
        guard let destination = string(), let position = location(in: path), let text = string(), let caption = string(),
            let standsAlone = number()
        else { return nil }
        return LinkReference(
            destination: destination, position: position, text: text, caption: caption, standsAlone: standsAlone == 1)
    }
    fileprivate mutating func metadata() -> EntryMetadata? {
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
}
