/// A figure of the knowledge base: a drawing of the project's own, kept beside its topic's
/// entries (`toolbars/figures/areas.svg`), whose words are not in the drawing but in the labels
/// file beside it (`areas.labels.yml`), one block per language, so that the figure reads in the
/// language of the page it stands on. Entries place it with Markdown image syntax
/// (`![alt text](figures/areas.svg "Caption")`), alt text and caption in their own language.
public struct Figure: Sendable, Hashable {
    /// Its path in the content folder, as entries of its topic name it after `<topic>/`.
    public let path: String
    /// The drawing as `FigureChecker` let it through: only the elements and attributes it allows.
    public let drawing: SVGNode
    /// Each language's text for each label key.
    public let labels: [Language: [String: String]]
    /// For each translation, the `source-digest` of the English labels it was made from.
    public let labelDigests: [Language: String]
    /// Where each language's block of the labels file starts, for messages.
    public let labelBlocks: [Language: SourceLocation]

    public init(
        path: String, drawing: SVGNode, labels: [Language: [String: String]], labelDigests: [Language: String] = [:],
        labelBlocks: [Language: SourceLocation] = [:]
    ) {
        self.path = path
        self.drawing = drawing
        self.labels = labels
        self.labelDigests = labelDigests
        self.labelBlocks = labelBlocks
    }

    /// `areas` for `toolbars/figures/areas.svg`: what ids in a page are prefixed with.
    public var name: String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".svg") ? String(file.dropLast(4)) : file
    }

    /// Its labels file's path in the content folder (`toolbars/figures/areas.labels.yml`).
    public var labelsPath: String { Self.labelsPath(of: path) }

    static func labelsPath(of drawing: String) -> String { String(drawing.dropLast(".svg".count)) + ".labels.yml" }

    /// The topic whose entries may place it.
    public var topic: String { path.split(separator: "/").first.map(String.init) ?? "" }

    /// The label keys the drawing shows, in drawing order, once each.
    public var keys: [String] {
        var seen: Set<String> = []
        return drawing.all.compactMap { $0["data-label"] }.filter { seen.insert($0).inserted }
    }

    /// The digest of the English labels as they are now: a translation block that recorded
    /// another is stale.
    public var sourceDigest: String {
        let english = labels[.source] ?? [:]
        return SourceDigest.of(english.keys.sorted().map { "\($0): \(english[$0]!)" }.joined(separator: "\n"))
    }

    /// A digest of everything a page shows of it (the drawing and every language's labels): an
    /// incremental site build makes the pages that place it again when it changes.
    public var contentDigest: String {
        var text = ""
        func write(_ node: SVGNode) {
            text += "<\(node.name)"
            for attribute in node.attributes { text += " \(attribute.name)=\(attribute.value.debugDescription)" }
            text += ">"
            node.children.forEach(write)
            text += "</\(node.name)>"
        }
        write(drawing)
        for language in labels.keys.sorted(by: { $0.tag < $1.tag }) {
            let block = labels[language]!
            text += "\n\(language.tag)"
            for key in block.keys.sorted() { text += "\n\(key): \(block[key]!)" }
        }
        return SourceDigest.of(text)
    }

    /// A translation's labels were made from other English ones (or say nothing of theirs).
    public func isStale(_ language: Language) -> Bool {
        language != .source && labels[language] != nil && labelDigests[language] != sourceDigest
    }

    /// The text a label shows in a language, the English one where a translation lacks it.
    public func label(_ key: String, in language: Language) -> String {
        labels[language]?[key] ?? labels[.source]?[key] ?? key
    }
}

/// An element of a figure's drawing.
public struct SVGNode: Sendable, Hashable {
    public struct Attribute: Sendable, Hashable {
        public var name: String
        public var value: String
    }

    public var name: String
    /// In document order.
    public var attributes: [Attribute]
    public var children: [SVGNode]
    public var line: Int
    public var column: Int

    public init(name: String, attributes: [Attribute], children: [SVGNode], line: Int, column: Int) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.line = line
        self.column = column
    }

    public subscript(_ attribute: String) -> String? { attributes.first { $0.name == attribute }?.value }

    /// This element and every element inside it, in document order.
    public var all: [SVGNode] { [self] + children.flatMap(\.all) }
}
