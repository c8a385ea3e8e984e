import Yams

/// One entry file read on its own: the path decoded, the front matter interpreted, the body walked.
/// Cross-file checks (links, duplicates, translations) happen later in `ContentValidator`.
struct EntryFile: Sendable {
    var text: EntryText
    /// Set only for English files: translations inherit it.
    var metadata: EntryMetadata?
    /// Where each id-valued front matter item was written, for link checks.
    var relatedPositions: [SourceLocation] = []
    var rulePositions: [SourceLocation] = []
    var aliasPositions: [SourceLocation] = []
    /// Where the body starts (a UTF-8 offset) and how many lines precede it: what parsing the
    /// body again needs (see `ParsedFileRecord`).
    var bodyStart = 0
    var bodyLineOffset = 0

    /// Keys an English entry may set, and the smaller set a translation may.
    static let sourceKeys = ["id", "kind", "platforms", "rules", "related", "aliases", "tags", "searches", "reference"]
    static let translationKeys = ["id", "source-digest", "source-sections", "tags", "searches"]

    /// Where an entry file's name says it belongs: `<topic>/<slug>.<lang>.md`.
    struct PathInfo {
        let id: EntryID
        let language: Language
    }

    static func pathInfo(relativePath: String, displayPath: String) -> Result<PathInfo, Diagnostic> {
        let start = SourceLocation(file: displayPath, line: 1, column: 1)
        let parts = relativePath.split(separator: "/")
        guard parts.count == 2 else {
            return .failure(
                .error(
                    "misplaced-file",
                    "entries live at <topic>/<slug>.<lang>.md inside the content directory; move this file",
                    at: start))
        }
        let topic = String(parts[0])
        let name = parts[1].dropLast(3)  // ".md"
        guard let dot = name.firstIndex(of: ".") else {
            return .failure(
                .error(
                    "missing-language",
                    "file name has no language tag; name it \(name).\(Language.source.tag).md (or \(Language.all.dropFirst().map { ".\($0.tag).md" }.joined(separator: ", ")))",
                    at: start))
        }
        let slug = String(name[..<dot])
        let tag = String(name[name.index(after: dot)...])
        guard let language = Language(known: tag) else {
            let known = Language.all.map(\.tag).joined(separator: ", ")
            return .failure(
                .error("unknown-language", "unknown language tag '\(tag)'; use one of \(known)", at: start))
        }
        guard language.tag == tag else {
            return .failure(
                .error(
                    "unknown-language", "language tag '\(tag)' must be written '\(language.tag)'", at: start))
        }
        guard EntryID.isKebabCase(topic), slug == "_topic" || EntryID.isKebabCase(slug) else {
            return .failure(
                .error(
                    "bad-id",
                    "'\(topic)/\(slug)' is not a lowercase kebab-case id; rename the file (e.g. my-topic/my-entry.en.md)",
                    at: start))
        }
        return .success(PathInfo(id: EntryID(slug == "_topic" ? topic : "\(topic)/\(slug)"), language: language))
    }

    /// A body's blocks (the title heading included), and where they nest too deep.
    static func blocks(of body: Substring, path: String, lineOffset: Int) -> (
        blocks: [MarkdownBlock], tooDeep: SourceLocation?
    ) {
        CMarkParser.parse(String(body), file: path, lineOffset: lineOffset)
    }

    /// The blocks after the title heading: an entry text's `blocks`.
    static func afterTitle(_ blocks: [MarkdownBlock]) -> ArraySlice<MarkdownBlock> {
        if case .heading(1, _, _)? = blocks.first { return blocks.dropFirst() }
        return blocks[...]
    }

    /// Reads one decoded file; problems go to `diagnostics`, with terms the glossary avoids.
    static func parse(
        _ file: TextFile, info: PathInfo, terminology: Terminology? = nil, apiNames: ProseAPINames? = nil,
        diagnostics: inout [Diagnostic]
    ) -> EntryFile {
        let front = FrontMatter.parse(file, diagnostics: &diagnostics)
        let isSource = info.language == .source
        let (blocks, tooDeep) = Self.blocks(of: front.body, path: file.path, lineOffset: front.bodyLineOffset)
        if let tooDeep {
            diagnostics.append(
                .error(
                    "nesting-limit",
                    "block quotes, lists, emphasis or links nest more than \(CMarkParser.maximumDepth) levels deep here; flatten them",
                    at: tooDeep))
        }
        diagnostics += UnclosedEmphasis.check(blocks, in: file)

        // Title and summary: the body must open with one `#` heading, then a paragraph.
        var title = ""
        var titlePosition = file.location(line: front.bodyLineOffset + 1, column: 1)
        let rest = Self.afterTitle(blocks)
        if case .heading(1, let content, let at)? = blocks.first {
            title = content.plainText.trimmingSpaces
            titlePosition = at
        }
        if title.isEmpty {
            diagnostics.append(
                .error(
                    "missing-title", "entry has no title; start the body with a '# Title' heading",
                    at: blocks.first?.position ?? titlePosition))
        }
        var summary = ""
        if case .paragraph(let content, _)? = rest.first {
            summary = content.plainText.trimmingSpaces
        }
        if summary.isEmpty && !title.isEmpty {
            diagnostics.append(
                .error(
                    "missing-summary",
                    "entry has no summary; put a paragraph right after the title (search, man pages and lint messages show it)",
                    at: rest.first?.position ?? titlePosition))
        }
        for case .heading(1, _, let at) in rest {
            diagnostics.append(
                .error(
                    "extra-title", "an entry has one '#' title; make this a '##' section heading", at: at
                ))
        }
        for block in blocks.flatMap(\.codeBlocks) where block.role == nil {
            let words = block.info.split(separator: " ").dropFirst()
            if let word = words.first {
                diagnostics.append(
                    .error(
                        "unknown-code-role",
                        "unknown code block role '\(word)'; use 'avoid' or 'prefer' (e.g. ```swift avoid)",
                        at: block.position))
            }
        }

        var result = EntryFile(
            text: EntryText(
                id: info.id, language: info.language, path: file.path, title: title, titlePosition: titlePosition,
                summary: summary, body: EntryBody(Array(rest)), tags: [], sourceDigest: nil,
                sourceDigestPosition: nil, bodyDigest: SourceDigest.of(front.body)),
            metadata: isSource ? EntryMetadata() : nil)
        result.text.fileDigest = SourceDigest.of(file.text)
        result.bodyStart = file.text.utf8.distance(from: file.text.startIndex, to: front.body.startIndex)
        result.bodyLineOffset = front.bodyLineOffset
        result.text.codeBlocks = rest.flatMap(\.codeBlocks)
        let summaryLinks = rest.first.map { block -> Int in if case .paragraph = block { block.links.count } else { 0 } } ?? 0
        // A figure's placement (`![…](figures/areas.svg "…")`) is checked with the figures, not as a link.
        result.text.links = rest.flatMap(\.links).enumerated().filter { !FigurePlacement.isFigure($0.element.destination) }
            .map { index, link in
                LinkReference(
                    destination: link.destination, position: link.position, text: link.content.plainText.trimmingSpaces,
                    inSummary: index < summaryLinks)
            }
        result.text.figures = FigurePlacement.images(in: Array(rest)).filter { FigurePlacement.isFigure($0.0.destination) }
            .map { link, standsAlone in
                LinkReference(
                    destination: link.destination, position: link.position, text: link.content.plainText.trimmingSpaces,
                    caption: link.title, standsAlone: standsAlone)
            }
        if isSource {
            let headings = rest.compactMap { block -> (line: Int, title: String)? in
                guard case .heading(2, let content, let at) = block else { return nil }
                return (at.line, content.plainText.trimmingSpaces)
            }
            result.text.sectionDigests = SourceSection.split(
                body: front.body, bodyLineOffset: front.bodyLineOffset, title: title, headings: headings)
        }
        let body = Array(rest)
        if let terminology { diagnostics += terminology.check(result.text, body, in: file) }
        if let apiNames { diagnostics += apiNames.check(result.text, body, in: file) }
        diagnostics += ChineseSentences.check(result.text, body, in: file)

        let allowed = isSource ? sourceKeys : translationKeys
        for (key, keyPosition, value) in front.keys {
            let at = keyPosition
            guard allowed.contains(key) else {
                if !isSource && sourceKeys.contains(key) {
                    diagnostics.append(
                        .error(
                            "translation-key",
                            "'\(key)' is set in the English entry and translations inherit it; remove it here",
                            at: at))
                } else if isSource && key == "source-digest" {
                    diagnostics.append(
                        .error(
                            "unknown-key",
                            "'source-digest' belongs in translations only; remove it from the English entry",
                            at: at))
                } else {
                    let hint =
                        Suggestions.nearest(to: key, in: allowed, limit: 1).first.map { "did you mean '\($0)'? " } ?? ""
                    diagnostics.append(
                        .error(
                            "unknown-key",
                            "unknown front matter key '\(key)'; \(hint)known keys: \(allowed.joined(separator: ", "))",
                            at: at))
                }
                continue
            }
            result.apply(key: key, value: value, front: front, file: file, info: info, diagnostics: &diagnostics)
        }
        // An example narrowed to some rules names rules of this entry.
        if let rules = result.metadata?.rules {
            for block in result.text.codeBlocks {
                for rule in block.rules where !rules.contains(rule) {
                    diagnostics.append(
                        .error(
                            "unknown-example-rule",
                            "code block names rule '\(rule)', which the entry's 'rules' front matter does not list; use one of: \(rules.joined(separator: ", "))",
                            at: block.position))
                }
            }
        }
        return result
    }

    private mutating func apply(
        key: String, value: FrontMatter.Value, front: FrontMatter, file: TextFile, info: PathInfo,
        diagnostics: inout [Diagnostic]
    ) {
        let at = value.position
        func scalar() -> String? {
            if case .scalar(let s) = value.node { return s.string }
            diagnostics.append(.error("bad-value", "'\(key)' takes a single value, e.g. \(key): value", at: at))
            return nil
        }
        /// A list of strings; a single string is accepted as a list of one.
        func list() -> [(String, SourceLocation)] {
            switch value.node {
            case .scalar(let s): return s.string.isEmpty ? [] : [(s.string, value.position)]
            case .sequence(let seq):
                var items: [(String, SourceLocation)] = []
                for item in seq {
                    if case .scalar(let s) = item {
                        items.append((s.string, front.position(item.mark)))
                    } else {
                        diagnostics.append(
                            .error("bad-value", "each item of '\(key)' must be a plain string", at: at))
                    }
                }
                return items
            case .mapping, .alias:
                diagnostics.append(.error("bad-value", "'\(key)' takes a list, e.g. \(key): [a, b]", at: at))
                return []
            }
        }
        switch key {
        case "id":
            guard let id = scalar() else { return }
            if id != info.id.rawValue {
                diagnostics.append(
                    .error(
                        "id-mismatch",
                        "id '\(id)' disagrees with the file's path, which gives '\(info.id)'; remove the id key or rename the file (a renamed entry keeps its old id in 'aliases')",
                        at: at))
            }
        case "kind":
            guard let raw = scalar() else { return }
            if let kind = EntryKind(rawValue: raw) {
                metadata?.kind = kind
            } else {
                diagnostics.append(
                    .error(
                        "bad-value",
                        "unknown kind '\(raw)'; use one of \(EntryKind.allCases.map(\.rawValue).joined(separator: ", "))",
                        at: at))
            }
        case "platforms":
            for (name, position) in list() {
                if let platform = Platform(rawValue: name) {
                    metadata?.platforms.append(platform)
                } else {
                    diagnostics.append(
                        .error(
                            "bad-value",
                            "unknown platform '\(name)'; use one of \(Platform.allCases.map(\.rawValue).joined(separator: ", "))",
                            at: position))
                }
            }
        case "rules":
            for (name, position) in list() {
                metadata?.rules.append(name)
                rulePositions.append(position)
            }
        case "related", "aliases":
            for (name, position) in list() {
                guard EntryID.isWellFormed(name) else {
                    diagnostics.append(
                        .error(
                            "bad-id", "'\(name)' is not an entry id; ids look like topic/entry-name",
                            at: position))
                    continue
                }
                if key == "related" {
                    metadata?.related.append(EntryID(name))
                    relatedPositions.append(position)
                } else {
                    metadata?.aliases.append(EntryID(name))
                    aliasPositions.append(position)
                }
            }
        case "reference":
            guard let address = scalar() else { return }
            if let problem = WebAddress.problem(address) {
                diagnostics.append(.error("bad-value", "'reference' \(problem)", at: at))
            } else {
                metadata?.reference = address
            }
        case "tags":
            text.tags = list().map(\.0)
        case "searches":
            text.searches = list().map(\.0)
        case "source-digest":
            guard let digest = scalar() else { return }
            text.sourceDigest = digest
            text.sourceDigestPosition = value.position
        case "source-sections":
            var records: [SectionRecord] = []
            for (item, position) in list() {
                guard let record = SectionRecord(parsing: item) else {
                    diagnostics.append(
                        .error(
                            "bad-value",
                            "'\(item)' is not a section record; items read '<section> <8 hex digits>' (e.g. 'intro 1a2b3c4d'): run 'hig-activity i18n stamp' to write them",
                            at: position))
                    continue
                }
                records.append(record)
            }
            text.sourceSections = records
        default:
            break
        }
    }
}
