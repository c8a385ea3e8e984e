/// A link to an entry written without text (`[](menus/submenus)`) shows the entry's title in
/// the language of the text that links to it. It is filled in once, when the knowledge base is
/// put together, so that pages, man pages, the terminal, search and summaries all read the
/// same words, and a renamed entry is never linked under its old name.
enum LinkTitles {
    static func filling(_ blocks: [MarkdownBlock], title: (EntryID) -> String?) -> [MarkdownBlock] {
        func inlines(_ content: [MarkdownInline]) -> [MarkdownInline] {
            content.map { item in
                switch item {
                case .link(var link):
                    if link.content.isEmpty, case .entry(let id, _) = LinkTarget(link.destination), let title = title(id) {
                        link.content = [.text(title)]
                    } else {
                        link.content = inlines(link.content)
                    }
                    return .link(link)
                case .emphasis(let children): return .emphasis(inlines(children))
                case .strong(let children): return .strong(inlines(children))
                case .text, .code, .image, .html, .softBreak, .lineBreak: return item
                }
            }
        }
        func rewritten(_ block: MarkdownBlock) -> MarkdownBlock {
            switch block {
            case .heading(let level, let content, let at): return .heading(level: level, content: inlines(content), at: at)
            case .paragraph(let content, let at): return .paragraph(inlines(content), at: at)
            case .quote(let children, let at): return .quote(children.map(rewritten), at: at)
            case .list(var list):
                list.items = list.items.map { $0.map(rewritten) }
                return .list(list)
            case .code, .html, .thematicBreak: return block
            }
        }
        return blocks.map(rewritten)
    }

    /// The text with its empty entry links filled in; the text itself when it has none (most).
    /// The body stays unparsed until read, unless the summary holds such a link.
    static func filling(_ text: EntryText, title: @escaping @Sendable (EntryID) -> String?) -> EntryText {
        guard text.links.contains(where: { $0.text.isEmpty }) else { return text }
        var filled = text
        let body = text.body
        filled.body = EntryBody(parse: { filling(body.blocks, title: title) })
        if text.links.contains(where: { $0.text.isEmpty && $0.inSummary }),
            case .paragraph(let content, _)? = filled.blocks.first
        {
            filled.summary = content.plainText.trimmingSpaces
        }
        return filled
    }
}
