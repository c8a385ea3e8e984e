/// Where figures live in a content folder (`<topic>/figures/<name>.svg`, its words in
/// `<name>.labels.yml` beside it), how entries place them (a paragraph of one image,
/// `![alt text](figures/<name>.svg "Caption")`), and the checks that tie the two together.
public enum FigurePlacement {
    /// A destination that places a figure of the entry's topic: `figures/areas.svg`.
    public static func isFigure(_ destination: String) -> Bool {
        destination.hasPrefix("figures/") && destination.hasSuffix(".svg") && !destination.contains("..")
    }

    /// A figure's drawing or labels in a content folder: `toolbars/figures/areas.svg`,
    /// `toolbars/figures/areas.labels.yml`.
    static func isFigureFile(_ relativePath: String) -> Bool {
        let parts = relativePath.split(separator: "/")
        return parts.count == 3 && parts[1] == "figures" && (parts[2].hasSuffix(".svg") || parts[2].hasSuffix(".labels.yml"))
    }

    /// The figure a paragraph places, when it holds nothing but one figure image.
    public static func figure(in content: [MarkdownInline]) -> MarkdownLink? {
        let shown = content.filter { inline in
            switch inline {
            case .softBreak, .lineBreak: false
            case .text(let text): !text.allSatisfy(\.isWhitespace)
            default: true
            }
        }
        guard shown.count == 1, case .image(let link) = shown[0], isFigure(link.destination) else { return nil }
        return link
    }

    /// The content-folder path of a figure an entry of `topic` places.
    public static func path(of destination: String, topic: String) -> String { "\(topic)/\(destination)" }

    // MARK: Loading

    /// The figures of `files` (the source's figure files), each checked on its own and against
    /// the languages the knowledge base is written in; every problem in `diagnostics`.
    static func load(
        _ files: [ContentFile], displayRoot: String, languages: [Language], diagnostics: inout [Diagnostic]
    ) -> [String: Figure] {
        let byPath = Dictionary(files.map { ($0.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
        var figures: [String: Figure] = [:]
        for file in files where file.relativePath.hasSuffix(".svg") {
            let drawingPath = "\(displayRoot)/\(file.relativePath)"
            let labelsRelative = Figure.labelsPath(of: file.relativePath)
            let labelsPath = "\(displayRoot)/\(labelsRelative)"
            guard let bytes = file.read() else {
                diagnostics.append(
                    .error("unreadable", "cannot read this figure; check that it exists and its permissions", at: start(drawingPath)))
                continue
            }
            guard let drawing = FigureChecker.drawing(bytes, path: drawingPath, diagnostics: &diagnostics) else { continue }
            var labels = FigureChecker.Labels()
            if let labelsFile = byPath[labelsRelative] {
                guard let labelBytes = labelsFile.read() else {
                    diagnostics.append(.error("unreadable", "cannot read this labels file", at: start(labelsPath)))
                    continue
                }
                switch TextFile.decode(path: labelsPath, bytes: labelBytes) {
                case .success(let text): labels = FigureChecker.labels(text, diagnostics: &diagnostics)
                case .failure(let diagnostic):
                    diagnostics.append(diagnostic)
                    continue
                }
            } else if !drawing.all.contains(where: { $0["data-label"] != nil }) {
                // A drawing without words needs no labels file.
            } else {
                diagnostics.append(
                    .error(
                        "figure-labels",
                        "this figure shows labels but \(labelsRelative) is missing; write it beside the drawing with a block of label texts per language",
                        at: start(drawingPath)))
                continue
            }
            let figure = Figure(
                path: file.relativePath, drawing: drawing, labels: labels.texts, labelDigests: labels.digests,
                labelBlocks: labels.blocks)
            FigureChecker.check(
                figure, labels: labels, drawingPath: drawingPath, labelsPath: labelsPath, languages: languages,
                diagnostics: &diagnostics)
            figures[file.relativePath] = figure
        }
        for file in files where file.relativePath.hasSuffix(".labels.yml") {
            let drawing = String(file.relativePath.dropLast(".labels.yml".count)) + ".svg"
            if byPath[drawing] == nil {
                diagnostics.append(
                    .error(
                        "figure-labels", "labels for a drawing that isn't here (\(drawing)); add the drawing or remove this file",
                        at: start("\(displayRoot)/\(file.relativePath)")))
            }
        }
        return figures
    }

    private static func start(_ path: String) -> SourceLocation { SourceLocation(file: path, line: 1, column: 1) }

    // MARK: Placements

    /// Each figure an entry places exists, stands in a paragraph of its own, and has alt text and
    /// a caption in the entry's language; a figure no entry places is reported.
    static func checkPlacements(
        _ kb: KnowledgeBase, figures: [String: Figure], displayRoot: String, diagnostics: inout [Diagnostic]
    ) {
        var placed: Set<String> = []
        for entry in kb.sortedEntries {
            for language in kb.languages {
                guard let text = entry.texts[language] else { continue }
                for link in text.figures {
                    let path = path(of: link.destination, topic: entry.id.topic)
                    placed.insert(path)
                    guard figures[path] != nil else {
                        let known = figures.keys.filter { $0.hasPrefix(entry.id.topic + "/") }.sorted()
                            .map { String($0.dropFirst(entry.id.topic.count + 1)) }
                        diagnostics.append(
                            .error(
                                "figure-missing",
                                "no figure at \(path)\(known.isEmpty ? "" : "; this topic's figures: \(known.joined(separator: ", "))")",
                                at: link.position))
                        continue
                    }
                    if !link.standsAlone {
                        diagnostics.append(
                            .error("figure-inline", "a figure stands in a paragraph of its own; put a blank line before and after it", at: link.position))
                    }
                    if link.text.allSatisfy(\.isWhitespace) {
                        diagnostics.append(
                            .error(
                                "figure-alt",
                                "the figure has no alt text; describe what it shows, in \(language.tag), between the brackets: ![…](\(link.destination))",
                                at: link.position))
                    }
                    if link.caption.allSatisfy(\.isWhitespace) {
                        diagnostics.append(
                            .error(
                                "figure-caption",
                                "the figure has no caption; give one, in \(language.tag), in quotes after the path: ![…](\(link.destination) \"Caption\")",
                                at: link.position))
                    }
                }
            }
        }
        for path in figures.keys.sorted() where !placed.contains(path) {
            diagnostics.append(
                .warning(
                    "figure-unused", "no entry places this figure; place it with ![alt text](figures/\(path.split(separator: "/").last!) \"Caption\") or remove it",
                    at: start("\(displayRoot)/\(path)")))
        }
    }

    /// Every image in the blocks, and whether it is a paragraph's only content.
    static func images(in blocks: [MarkdownBlock]) -> [(MarkdownLink, Bool)] {
        blocks.flatMap { block -> [(MarkdownLink, Bool)] in
            switch block {
            case .paragraph(let content, _):
                if let figure = figure(in: content) { return [(figure, true)] }
                return images(in: content).map { ($0, false) }
            case .heading(_, let content, _): return images(in: content).map { ($0, false) }
            case .list(let list): return list.items.flatMap { images(in: $0) }
            case .quote(let children, _): return images(in: children)
            case .code, .html, .thematicBreak: return []
            }
        }
    }

    private static func images(in content: [MarkdownInline]) -> [MarkdownLink] {
        content.flatMap { inline -> [MarkdownLink] in
            switch inline {
            case .image(let link): [link] + images(in: link.content)
            case .link(let link): images(in: link.content)
            case .emphasis(let children), .strong(let children): images(in: children)
            default: []
            }
        }
    }
}
