import GuidelineKit

/// Renders an entry for the terminal from its Markdown AST: styled headings, wrapped
/// paragraphs and lists, labelled code examples. Colour is a choice of the caller.
public struct TerminalRenderer {
    public var width: Int
    public var color: Bool
    /// The reader's language, for labels such as "Avoid" and "Prefer".
    public var language: Language

    public init(width: Int, color: Bool, language: Language) {
        self.width = max(20, width)
        self.color = color
        self.language = language
    }

    /// The entry as lines of text ending in a newline; `notices` come first (fallback, stale),
    /// the original guidelines' page (`reference`) last.
    public func render(_ text: EntryText, notices: [String] = [], reference: String? = nil) -> String {
        var lines: [StyledText] = []
        let wrapper = LineWrapper(width: width)
        for notice in notices {
            var styled = StyledText()
            styled.append(notice, .dim)
            lines += wrapper.wrap(styled)
            lines.append(StyledText())
        }
        var title = StyledText()
        title.append(text.title, [.bold, .underline])
        lines += wrapper.wrap(title)
        var id = StyledText()
        id.append(text.id.rawValue, .dim)
        lines.append(id)
        lines.append(StyledText())
        lines += blocks(text.blocks, indent: StyledText(), wrapper: wrapper)
        while lines.last?.plain.isEmpty == true { lines.removeLast() }
        if let reference {
            var line = StyledText()
            line.append("\(Message.reference.text(in: language)): ", .dim)
            line.append(reference, .dim)
            lines.append(StyledText())
            lines += wrapper.wrap(line)
        }
        return lines.map { $0.render(color: color) + "\n" }.joined()
    }

    private func blocks(_ blocks: [MarkdownBlock], indent: StyledText, wrapper: LineWrapper) -> [StyledText] {
        var lines: [StyledText] = []
        for block in blocks {
            lines += self.block(block, indent: indent, wrapper: wrapper)
            lines.append(StyledText())
        }
        if lines.last?.plain.isEmpty == true { lines.removeLast() }
        return lines
    }

    private func block(_ block: MarkdownBlock, indent: StyledText, wrapper: LineWrapper) -> [StyledText] {
        switch block {
        case .heading(let level, let content, _):
            var text = StyledText()
            text.append(content.plainText, level <= 2 ? .heading : [.bold])
            return wrapper.wrap(text, firstPrefix: indent, prefix: indent)
        case .paragraph(let content, _):
            // A figure can't be drawn here: its caption and alt text stand where it stands.
            if let figure = FigurePlacement.figure(in: content) {
                var text = StyledText()
                text.append(language.strings.figure.filling(["caption": figure.title]), [.bold])
                var alt = StyledText()
                alt.append(figure.content.plainText, .dim)
                return wrapper.wrap(text, firstPrefix: indent, prefix: indent) + wrapper.wrap(alt, firstPrefix: indent, prefix: indent)
            }
            return wrapper.wrap(inlines(content), firstPrefix: indent, prefix: indent)
        case .list(let list):
            var lines: [StyledText] = []
            for (number, item) in list.items.enumerated() {
                let marker = list.ordered ? "\(list.start + number). " : "• "
                var first = indent
                first.append(marker)
                let hanging = indent + StyledText(runs: [(String(repeating: " ", count: DisplayWidth.of(marker)), [])])
                var itemLines: [StyledText] = []
                for (i, child) in item.enumerated() {
                    if i > 0 && !list.tight { itemLines.append(StyledText()) }
                    let rendered = self.block(child, indent: hanging, wrapper: wrapper)
                    if i == 0, let head = rendered.first {
                        // Put the marker on the first line in place of the hanging indent.
                        itemLines.append(first + head.droppingPrefix(hanging.plain.count))
                        itemLines += rendered.dropFirst()
                    } else {
                        itemLines += rendered
                    }
                }
                lines += itemLines
                if !list.tight && number + 1 < list.items.count { lines.append(StyledText()) }
            }
            return lines
        case .code(let code):
            var lines: [StyledText] = []
            let codeIndent = indent + StyledText(runs: [("    ", [])])
            if let role = code.role {
                var label = indent
                label.append(
                    role == .avoid ? "✗ \(language.strings.avoid)" : "✓ \(language.strings.prefer)",
                    role == .avoid ? .avoid : .prefer)
                lines.append(label)
            }
            for line in code.code.split(separator: "\n", omittingEmptySubsequences: false) {
                var styled = codeIndent
                styled.append(String(line), .code)
                lines.append(styled)
            }
            return lines
        case .quote(let children, _):
            var bar = indent
            bar.append("│ ", .dim)
            return blocks(children, indent: bar, wrapper: wrapper)
        case .html(let html, _):
            var text = StyledText()
            text.append(html.trimmingTrailingNewlines, .dim)
            return wrapper.wrap(text, firstPrefix: indent, prefix: indent)
        case .thematicBreak:
            var line = indent
            line.append(String(repeating: "─", count: min(width, 40)), .dim)
            return [line]
        }
    }

    private func inlines(_ content: [MarkdownInline], style: TextStyle = []) -> StyledText {
        var out = StyledText()
        for inline in content {
            switch inline {
            case .text(let s): out.append(s, style)
            case .code(let s): out.append(s, style.union([.code, .bold]))
            case .emphasis(let c): out = out + inlines(c, style: style.union(.italic))
            case .strong(let c): out = out + inlines(c, style: style.union(.bold))
            case .link(let link):
                out = out + inlines(link.content, style: style.union(.underline))
                switch LinkTarget(link.destination) {
                case .entry(let id, _): out.append(" (\(id.rawValue))", .dim)
                case .rule(let rule): out.append(" (rule \(rule))", .dim)
                case .external(let url): out.append(" <\(url)>", .dim)
                case .anchor, .unsupported: break
                }
            case .image(let image):
                out.append("[\(image.content.plainText)]", style.union(.dim))
            case .html(let s): out.append(s, style.union(.dim))
            case .softBreak, .lineBreak: out.append(" ", style)
            }
        }
        return out
    }
}

extension String {
    fileprivate var trimmingTrailingNewlines: String {
        var s = self
        while s.hasSuffix("\n") { s.removeLast() }
        return s
    }
}
