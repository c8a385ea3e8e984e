import Ccmark

/// The one owner of a cmark document: parses Markdown with libcmark, walks the AST with cmark's
/// iterator and copies what the model needs into Swift values, then frees the C tree.
enum CMarkParser {
    /// How deep block quotes, lists, emphasis and links may nest. The model's values are
    /// released and rendered recursively, so 100,000 nested `>` would overflow the stack; real
    /// content nests a handful.
    static let maximumDepth = 64

    /// Parses `markdown`; `lineOffset` is added to every line so positions refer to the whole file
    /// (the body starts after the front matter). Containers deeper than `maximumDepth` are
    /// flattened into their parent, and the first one's position is returned.
    static func parse(_ markdown: String, file: String, lineOffset: Int) -> (blocks: [MarkdownBlock], tooDeep: SourceLocation?) {
        var text = markdown
        let maybeRoot = text.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                cmark_parse_document($0.baseAddress, $0.count, CMARK_OPT_DEFAULT)
            }
        }
        guard let root = maybeRoot else { return ([], nil) }
        defer { cmark_node_free(root) }
        var walker = Walker(file: file, lineOffset: lineOffset)
        let blocks = walker.blocks(of: root)
        return (blocks, walker.tooDeep)
    }

    /// A container being filled while the iterator is inside it.
    private struct Frame {
        let node: OpaquePointer
        /// Past the depth limit: its content goes to its parent when it closes.
        var flattened = false
        var blocks: [MarkdownBlock] = []
        var inlines: [MarkdownInline] = []
        var items: [[MarkdownBlock]] = []
    }

    private struct Walker {
        let file: String
        let lineOffset: Int
        private(set) var tooDeep: SourceLocation?

        init(file: String, lineOffset: Int) {
            self.file = file
            self.lineOffset = lineOffset
        }

        func position(_ node: OpaquePointer) -> SourceLocation {
            SourceLocation(
                file: file,
                line: Int(cmark_node_get_start_line(node)) + lineOffset,
                column: max(1, Int(cmark_node_get_start_column(node))))
        }

        func string(_ pointer: UnsafePointer<CChar>?) -> String {
            pointer.map { String(cString: $0) } ?? ""
        }

        mutating func blocks(of root: OpaquePointer) -> [MarkdownBlock] {
            guard let iterator = cmark_iter_new(root) else { return [] }
            defer { cmark_iter_free(iterator) }
            var stack: [Frame] = []
            var result: [MarkdownBlock] = []
            while true {
                let event = cmark_iter_next(iterator)
                if event == CMARK_EVENT_DONE { break }
                guard let node = cmark_iter_get_node(iterator) else { continue }
                let type = cmark_node_get_type(node)
                if event == CMARK_EVENT_ENTER {
                    if let leafBlock = leafBlock(node, type) {
                        stack[stack.count - 1].blocks.append(leafBlock)
                    } else if let leafInline = leafInline(node, type) {
                        stack[stack.count - 1].inlines.append(leafInline)
                    } else {
                        var frame = Frame(node: node)
                        if stack.count > CMarkParser.maximumDepth {
                            frame.flattened = true
                            tooDeep = tooDeep ?? position(node)
                        }
                        stack.append(frame)
                    }
                    continue
                }
                // EXIT: the container is complete; turn it into a value and hand it to its parent.
                let frame = stack.removeLast()
                if frame.flattened {
                    stack[stack.count - 1].blocks += frame.blocks + frame.items.flatMap { $0 }
                    stack[stack.count - 1].inlines += frame.inlines
                    continue
                }
                switch type {
                case CMARK_NODE_DOCUMENT:
                    result = frame.blocks
                case CMARK_NODE_ITEM:
                    stack[stack.count - 1].items.append(frame.blocks)
                case CMARK_NODE_EMPH:
                    stack[stack.count - 1].inlines.append(.emphasis(frame.inlines))
                case CMARK_NODE_STRONG:
                    stack[stack.count - 1].inlines.append(.strong(frame.inlines))
                case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                    let link = MarkdownLink(
                        destination: string(cmark_node_get_url(node)),
                        title: string(cmark_node_get_title(node)),
                        content: frame.inlines, position: position(node))
                    stack[stack.count - 1].inlines.append(type == CMARK_NODE_LINK ? .link(link) : .image(link))
                case CMARK_NODE_CUSTOM_INLINE:
                    stack[stack.count - 1].inlines.append(contentsOf: frame.inlines)
                default:
                    if let block = containerBlock(frame, type) {
                        stack[stack.count - 1].blocks.append(block)
                    }
                }
            }
            return result
        }

        private func containerBlock(_ frame: Frame, _ type: cmark_node_type) -> MarkdownBlock? {
            let node = frame.node
            switch type {
            case CMARK_NODE_HEADING:
                return .heading(
                    level: Int(cmark_node_get_heading_level(node)), content: frame.inlines, at: position(node))
            case CMARK_NODE_PARAGRAPH:
                return .paragraph(frame.inlines, at: position(node))
            case CMARK_NODE_BLOCK_QUOTE, CMARK_NODE_CUSTOM_BLOCK:
                return .quote(frame.blocks, at: position(node))
            case CMARK_NODE_LIST:
                return .list(
                    MarkdownList(
                        ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                        start: Int(cmark_node_get_list_start(node)),
                        tight: cmark_node_get_list_tight(node) != 0,
                        items: frame.items, position: position(node)))
            default:
                return nil
            }
        }

        private func leafBlock(_ node: OpaquePointer, _ type: cmark_node_type) -> MarkdownBlock? {
            switch type {
            case CMARK_NODE_CODE_BLOCK:
                let info = string(cmark_node_get_fence_info(node)).trimmingSpaces
                let words = info.split(whereSeparator: { $0 == " " || $0 == "\t" })
                var code = string(cmark_node_get_literal(node))
                if code.hasSuffix("\n") { code.removeLast() }
                return .code(
                    CodeBlock(
                        info: info, language: words.first.map(String.init) ?? "",
                        role: words.dropFirst().lazy.compactMap { CodeRole(rawValue: String($0)) }.first,
                        rules: words.dropFirst(2).map(String.init), code: code, position: position(node)))
            case CMARK_NODE_HTML_BLOCK:
                return .html(string(cmark_node_get_literal(node)), at: position(node))
            case CMARK_NODE_THEMATIC_BREAK:
                return .thematicBreak(at: position(node))
            default:
                return nil
            }
        }

        private func leafInline(_ node: OpaquePointer, _ type: cmark_node_type) -> MarkdownInline? {
            switch type {
            case CMARK_NODE_TEXT: .text(string(cmark_node_get_literal(node)))
            case CMARK_NODE_CODE: .code(string(cmark_node_get_literal(node)))
            case CMARK_NODE_HTML_INLINE: .html(string(cmark_node_get_literal(node)))
            case CMARK_NODE_SOFTBREAK: .softBreak
            case CMARK_NODE_LINEBREAK: .lineBreak
            default: nil
            }
        }
    }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while let c = s.first, c == " " || c == "\t" || c == "\n" || c == "\r" { s.removeFirst() }
        while let c = s.last, c == " " || c == "\t" || c == "\n" || c == "\r" { s.removeLast() }
        return String(s)
    }
}
