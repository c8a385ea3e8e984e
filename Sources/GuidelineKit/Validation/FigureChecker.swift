import Yams

/// Reads a knowledge base's figures and checks them. A team's own knowledge base may be hostile,
/// so a drawing passes an allow-list: shapes, text and markers, presentation attributes without
/// colours (those come from the site's palette, by class), nothing that runs, loads or links
/// (`<script>`, `on…` attributes, `<foreignObject>`, `<image>`, `href`, a DOCTYPE or entity).
/// What is not allowed is an error at its line and column and never reaches a page.
public enum FigureChecker {
    /// The elements a drawing may use.
    static let elements: Set<String> = [
        "svg", "g", "rect", "circle", "ellipse", "line", "polyline", "polygon", "path", "text", "defs", "marker",
    ]
    /// Elements that would run code, load or link something, or carry words of their own: named
    /// as such in the message.
    static let activeElements: Set<String> = [
        "script", "foreignObject", "image", "use", "a", "iframe", "style", "animate", "animateMotion", "animateTransform",
        "set", "feImage", "object", "embed", "audio", "video", "handler", "listener", "discard",
    ]
    /// The attributes a drawing may use.
    static let attributes: Set<String> = [
        "id", "class", "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry", "width", "height", "d", "points",
        "transform", "viewBox", "xmlns", "font-size", "font-weight", "text-anchor", "dominant-baseline", "stroke-width",
        "stroke-dasharray", "stroke-linecap", "stroke-linejoin", "opacity", "fill-opacity", "marker-start", "marker-end",
        "markerWidth", "markerHeight", "refX", "refY", "orient", "markerUnits", "data-label", "data-fit",
    ]
    /// Colours by class, which the site's stylesheet maps to its light and dark palettes.
    public static let classes: [String] = [
        "fill-background", "fill-panel", "fill-text", "fill-muted", "fill-link", "fill-avoid", "fill-rule", "fill-none",
        "stroke-text", "stroke-muted", "stroke-link", "stroke-avoid", "stroke-rule", "stroke-none",
    ]
    static let namespace = "http://www.w3.org/2000/svg"
    /// More elements than any figure needs: a generated or hostile file stops here.
    static let maximumElements = 4000

    // MARK: The drawing

    /// The drawing in `bytes`, or nil with the reasons in `diagnostics`.
    public static func drawing(_ bytes: [UInt8], path: String, diagnostics: inout [Diagnostic]) -> SVGNode? {
        let before = diagnostics.count
        func at(_ line: Int, _ column: Int) -> SourceLocation { SourceLocation(file: path, line: line, column: column) }
        // What the reader would skip between elements, refused before it reads them: a DOCTYPE
        // (entities, the billion laughs), processing instructions (a stylesheet).
        for (pattern, what) in [("<!DOCTYPE", "a DOCTYPE"), ("<!ENTITY", "an entity declaration"), ("<?xml-stylesheet", "a stylesheet")] {
            let needle = Array(pattern.utf8)
            let found = needle.withUnsafeBytes { needle in bytes.withUnsafeBytes { ByteSearch.firstOffset(of: needle, in: $0) } }
            if let offset = found {
                let (line, column) = position(of: offset, in: bytes)
                diagnostics.append(
                    .error(
                        "figure-active", "\(what) in a figure is not allowed (it can define entities or load files); remove it",
                        at: at(line, column)))
            }
        }
        guard diagnostics.count == before else { return nil }
        let root: MarkupElement
        switch MarkupReader.parse(bytes) {
        case .success(let element): root = element
        case .failure(let failure):
            diagnostics.append(
                .error("figure-not-svg", "not well-formed SVG: \(failure.message); fix the file", at: at(failure.line, failure.column)))
            return nil
        }
        guard root.name == "svg", root["xmlns"] == namespace else {
            diagnostics.append(
                .error(
                    "figure-not-svg", "a figure's root element must be <svg xmlns=\"\(namespace)\" viewBox=\"…\">; fix the file",
                    at: at(root.line, root.column)))
            return nil
        }
        guard let viewBox = root["viewBox"], numbers(viewBox)?.count == 4 else {
            diagnostics.append(
                .error(
                    "figure-not-svg", "the <svg> element needs viewBox=\"0 0 WIDTH HEIGHT\" (the figure scales to the page)",
                    at: at(root.line, root.column)))
            return nil
        }
        var count = 0
        let everyElement = allElements(root)
        let ids = Set(everyElement.compactMap { $0["id"] })
        let rects = Set(everyElement.filter { $0.name == "rect" }.compactMap { $0["id"] })
        func node(_ element: MarkupElement) -> SVGNode? {
            count += 1
            guard count <= maximumElements else {
                if count == maximumElements + 1 {
                    diagnostics.append(
                        .error(
                            "figure-too-large", "more than \(maximumElements) elements; simplify the drawing",
                            at: at(element.line, element.column)))
                }
                return nil
            }
            let here = at(element.line, element.column)
            if activeElements.contains(element.name) {
                diagnostics.append(
                    .error(
                        "figure-active",
                        "<\(element.name)> can run code, load or link something, or bring its own words; figures allow only \(elements.sorted().joined(separator: ", "))",
                        at: here))
                return nil
            }
            guard elements.contains(element.name) else {
                diagnostics.append(
                    .error(
                        "figure-element", "<\(element.name)> is not allowed in a figure; use only \(elements.sorted().joined(separator: ", "))",
                        at: here))
                return nil
            }
            if !element.text.allSatisfy(\.isWhitespace) {
                diagnostics.append(
                    .error(
                        "figure-baked-text",
                        "text written into the drawing reads the same in every language; make it an empty <text data-label=\"key\"> and give the key's text in each language in the labels file",
                        at: here))
            }
            var attributes: [SVGNode.Attribute] = []
            for (name, value) in element.attributes {
                if let problem = problem(name, value, in: element, ids: ids, rects: rects) {
                    diagnostics.append(.error(problem.id, problem.message, at: here))
                } else {
                    attributes.append(SVGNode.Attribute(name: name, value: value))
                }
            }
            if element.name == "text", element["data-label"] == nil {
                diagnostics.append(
                    .error(
                        "figure-baked-text", "a <text> element needs data-label=\"key\": its words come from the labels file",
                        at: here))
            }
            if element.name != "text", element["data-label"] != nil || element["data-fit"] != nil {
                diagnostics.append(
                    .error("figure-attribute", "data-label and data-fit belong on <text> elements only", at: here))
            }
            if element.name == "text", !element.children.isEmpty {
                diagnostics.append(.error("figure-element", "a label's <text> holds no elements", at: here))
            }
            return SVGNode(
                name: element.name, attributes: attributes, children: element.children.compactMap(node), line: element.line,
                column: element.column)
        }
        let drawing = node(root)
        return diagnostics.count == before ? drawing : nil
    }

    /// What is wrong with an attribute, if anything.
    private static func problem(
        _ name: String, _ value: String, in element: MarkupElement, ids: Set<String>, rects: Set<String>
    ) -> (id: String, message: String)? {
        let lowered = name.lowercased()
        if lowered.hasPrefix("on") {
            return ("figure-active", "event attribute \(name) runs code; remove it")
        }
        if lowered == "href" || lowered.hasSuffix(":href") || lowered == "src" {
            return ("figure-active", "\(name) links or loads something outside the figure; remove it")
        }
        if lowered == "style" || lowered == "fill" || lowered == "stroke" || lowered == "color" {
            return (
                "figure-attribute",
                "\(name) sets colours the site's dark mode can't change; use the classes \(classes.joined(separator: ", "))"
            )
        }
        guard attributes.contains(name) else {
            return ("figure-attribute", "attribute \(name) is not allowed in a figure; remove it")
        }
        switch name {
        case "xmlns":
            return value == namespace ? nil : ("figure-attribute", "xmlns must be \(namespace)")
        case "class":
            let unknown = value.split(separator: " ").map(String.init).filter { !classes.contains($0) }
            return unknown.isEmpty
                ? nil : ("figure-attribute", "class \(unknown.joined(separator: " ")) is not one of \(classes.joined(separator: ", "))")
        case "data-label":
            return EntryID.isKebabCase(value)
                ? nil : ("figure-attribute", "data-label \"\(value)\" must be a lowercase kebab-case key (leading-area)")
        case "data-fit":
            return rects.contains(value) ? nil : ("figure-attribute", "data-fit names \"\(value)\", which is no <rect id> of this figure")
        case "id":
            return value.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
                ? nil : ("figure-attribute", "id \"\(value)\" may hold only letters, digits, - and _")
        case "marker-start", "marker-end":
            guard value.hasPrefix("url(#"), value.hasSuffix(")"), ids.contains(String(value.dropFirst(5).dropLast())) else {
                return ("figure-active", "\(name) may only name a marker of this figure: url(#id)")
            }
            return nil
        default:
            // Numbers, lists of them, keywords and transforms: nothing that quotes, escapes,
            // links (`url(`) or names a scheme (`javascript:`).
            let allowed = value.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || " .,-+()%".contains($0)) }
            return allowed && !value.lowercased().contains("url(")
                ? nil : ("figure-attribute", "\(name)=\"\(value)\" is not a value a figure may use (numbers, keywords, transforms)")
        }
    }

    private static func allElements(_ element: MarkupElement) -> [MarkupElement] {
        [element] + element.children.flatMap(allElements)
    }

    static func numbers(_ text: String) -> [Double]? {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "," })
        let values = parts.compactMap { Double($0) }
        return values.count == parts.count ? values : nil
    }

    /// Line and UTF-8 column of a byte offset.
    private static func position(of offset: Int, in bytes: [UInt8]) -> (Int, Int) {
        var line = 1, column = 1
        for byte in bytes[..<offset] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }

    // MARK: The labels

    /// A labels file's blocks: per language, each key's text, the translation's `source-digest`,
    /// and where the block starts.
    public struct Labels: Sendable {
        public var texts: [Language: [String: String]] = [:]
        public var digests: [Language: String] = [:]
        public var blocks: [Language: SourceLocation] = [:]
        /// Where each key of each language is given.
        public var places: [Language: [String: SourceLocation]] = [:]
    }

    /// The labels file's blocks, each problem in `diagnostics`.
    static func labels(_ file: TextFile, diagnostics: inout [Diagnostic]) -> Labels {
        var result = Labels()
        let text = file.text
        let yaml = YAMLText(text)
        func at(_ mark: Mark?) -> SourceLocation { yaml.location(of: mark, file: file.path) }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text, .basic, .default, .utf8)
        } catch let error as YamlError {
            diagnostics.append(
                .error("figure-labels", "not valid YAML: \(error.problemText); fix the labels file", at: at(error.mark)))
            return result
        } catch {
            diagnostics.append(.error("figure-labels", "not valid YAML: \(error)", at: file.location(line: 1, column: 1)))
            return result
        }
        guard let root, case .mapping(let blocks) = root else {
            diagnostics.append(
                .error(
                    "figure-labels",
                    "a labels file is a mapping of language tags (en, zh-Hans, ko) to mappings of label keys to their text",
                    at: file.location(line: 1, column: 1)))
            return result
        }
        for (tagNode, block) in blocks {
            let tag = tagNode.scalar?.string ?? ""
            guard let language = Language(known: tag), language.tag == tag else {
                diagnostics.append(
                    .error(
                        "figure-labels", "'\(tag)' is no language tag; use one of \(Language.all.map(\.tag).joined(separator: ", "))",
                        at: at(tagNode.mark)))
                continue
            }
            guard case .mapping(let pairs) = block else {
                diagnostics.append(
                    .error("figure-labels", "the \(tag) block must map label keys to their text", at: at(block.mark)))
                continue
            }
            result.blocks[language] = at(tagNode.mark)
            var texts: [String: String] = [:], places: [String: SourceLocation] = [:]
            for (keyNode, value) in pairs {
                let key = keyNode.scalar?.string ?? ""
                guard let scalar = value.scalar, !scalar.string.trimmingCharacters(in: .whitespaces).isEmpty else {
                    diagnostics.append(
                        .error("figure-labels", "\(tag): '\(key)' needs a text (one line)", at: at(keyNode.mark)))
                    continue
                }
                if key == "source-digest" {
                    if language == .source {
                        diagnostics.append(
                            .error(
                                "figure-labels", "the English block is the source: it records no source-digest", at: at(keyNode.mark)))
                    } else {
                        result.digests[language] = scalar.string
                    }
                    continue
                }
                guard EntryID.isKebabCase(key) else {
                    diagnostics.append(
                        .error("figure-labels", "'\(key)' is not a lowercase kebab-case label key", at: at(keyNode.mark)))
                    continue
                }
                guard !scalar.string.contains("\n") else {
                    diagnostics.append(.error("figure-labels", "\(tag): '\(key)' must be one line", at: at(value.mark)))
                    continue
                }
                texts[key] = scalar.string
                places[key] = at(keyNode.mark)
            }
            result.texts[language] = texts
            result.places[language] = places
        }
        return result
    }

    // MARK: Labels against the drawing

    /// Every key the drawing shows has a text in every language the knowledge base is written
    /// in, the file gives no key the drawing doesn't show, and each label fits the box it names.
    public static func check(
        _ figure: Figure, labels: Labels, drawingPath: String, labelsPath: String, languages: [Language],
        diagnostics: inout [Diagnostic]
    ) {
        let keys = figure.keys
        let start = SourceLocation(file: labelsPath, line: 1, column: 1)
        for language in languages {
            guard let texts = labels.texts[language] else {
                diagnostics.append(
                    .error(
                        "figure-labels",
                        "no \(language.tag) block: the knowledge base is written in \(language.tag), so its pages need this figure's labels in it",
                        at: start))
                continue
            }
            for key in keys where texts[key] == nil {
                diagnostics.append(
                    .error(
                        "figure-labels", "label '\(key)' has no \(language.tag) text; add it to the \(language.tag) block",
                        at: labels.blocks[language] ?? start))
            }
        }
        // Translations made from other English labels, like a stale entry.
        for language in languages where language != .source && labels.texts[language] != nil && figure.isStale(language) {
            diagnostics.append(
                .warning(
                    "stale-translation",
                    "the \(language.tag) labels were not made from the current English ones (source-digest); update them, then run 'hig-activity i18n stamp --lang \(language.tag) \(figure.path)'",
                    at: labels.blocks[language] ?? start))
        }
        let shown = Set(keys)
        for (language, places) in labels.places {
            for (key, place) in places where !shown.contains(key) {
                diagnostics.append(
                    .warning("figure-labels", "label '\(key)' (\(language.tag)) is shown nowhere in the drawing; remove it", at: place))
            }
        }
        // Each label against the box it must fit in, in every language.
        let boxes = Dictionary(
            figure.drawing.all.filter { $0.name == "rect" }.compactMap { rect in rect["id"].map { ($0, rect) } },
            uniquingKeysWith: { first, _ in first })
        for text in figure.drawing.all where text.name == "text" {
            guard let key = text["data-label"], let box = text["data-fit"].flatMap({ boxes[$0] }),
                let width = box["width"].flatMap(Double.init)
            else { continue }
            let size = text["font-size"].flatMap(Double.init) ?? 16
            let bold = ["bold", "600", "700", "800", "900"].contains(text["font-weight"] ?? "")
            // A line of text is about 1.4 times its font size high, in the fonts the site names.
            if let height = box["height"].flatMap(Double.init), size * lineHeight > height - 2 * fitMargin {
                diagnostics.append(
                    .error(
                        "figure-label-overflow",
                        "the label '\(key)' is about \(Int((size * lineHeight).rounded())) px high and its box \(box["id"] ?? "") is \(Int(height)) px: make the box taller or the font smaller",
                        at: SourceLocation(file: drawingPath, line: text.line, column: text.column)))
            }
            for language in languages {
                guard let label = labels.texts[language]?[key] else { continue }
                let estimate = estimatedWidth(label, fontSize: size, bold: bold)
                if estimate > width - 2 * fitMargin {
                    diagnostics.append(
                        .error(
                            "figure-label-overflow",
                            "the \(language.tag) label '\(key)' (“\(label)”) is about \(Int(estimate.rounded())) px wide and its box \(box["id"] ?? "") is \(Int(width)) px: shorten the label or widen the box",
                            at: SourceLocation(file: drawingPath, line: text.line, column: text.column)))
                }
            }
        }
    }

    /// Space kept free on each side of a label in its box.
    static let fitMargin = 2.0
    static let lineHeight = 1.4

    /// About how wide a label draws in the site's fonts: Chinese and Korean characters take a
    /// full em, Latin letters and digits about six tenths, spaces three.
    static func estimatedWidth(_ text: String, fontSize: Double, bold: Bool) -> Double {
        let ems = text.unicodeScalars.reduce(0.0) { total, scalar in
            let wide = CJKScript.isHanOrKana(scalar.value) || CJKScript.isHangul(scalar.value) || (0xFF00...0xFFEF).contains(scalar.value)
                || (0x3000...0x303F).contains(scalar.value)
            return total + (scalar == " " ? 0.3 : wide ? 1.0 : 0.6)
        }
        return ems * fontSize * (bold ? 1.05 : 1)
    }
}
