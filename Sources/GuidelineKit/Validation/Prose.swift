/// An entry's prose as the wording checks read it: each heading's and paragraph's text, with
/// code blocks and inline code left out (a space stands in for a code span, so the words on
/// either side never join), and where its block starts.
enum Prose {
    /// A text's title, then its body's prose.
    static func of(_ text: EntryText, _ blocks: [MarkdownBlock]) -> [(text: String, at: SourceLocation)] {
        [(text.title, text.titlePosition)] + Self.blocks(blocks)
    }

    static func blocks(_ blocks: [MarkdownBlock]) -> [(text: String, at: SourceLocation)] {
        var found: [(String, SourceLocation)] = []
        func walk(_ blocks: [MarkdownBlock]) {
            for block in blocks {
                switch block {
                case .heading(_, let content, let at), .paragraph(let content, let at): found.append((text(content), at))
                case .quote(let children, _): walk(children)
                case .list(let list): list.items.forEach(walk)
                case .code, .html, .thematicBreak: break
                }
            }
        }
        walk(blocks)
        return found
    }

    static func text(_ content: [MarkdownInline]) -> String {
        var out = ""
        for inline in content {
            switch inline {
            case .text(let s): out += s
            case .code: out += " "
            case .emphasis(let c), .strong(let c): out += text(c)
            case .link(let l), .image(let l): out += text(l.content)
            case .html: break
            case .softBreak, .lineBreak: out += " "
            }
        }
        return out
    }

    /// The inline code of a text's prose, and its code blocks: where API names are written as code.
    static func code(_ blocks: [MarkdownBlock]) -> [String] {
        var found: [String] = []
        func inline(_ content: [MarkdownInline]) {
            for item in content {
                switch item {
                case .code(let s): found.append(s)
                case .emphasis(let c), .strong(let c): inline(c)
                case .link(let l), .image(let l): inline(l.content)
                case .text, .html, .softBreak, .lineBreak: break
                }
            }
        }
        func walk(_ blocks: [MarkdownBlock]) {
            for block in blocks {
                switch block {
                case .heading(_, let content, _), .paragraph(let content, _): inline(content)
                case .quote(let children, _): walk(children)
                case .list(let list): list.items.forEach(walk)
                case .code(let block): found.append(block.code)
                case .html, .thematicBreak: break
                }
            }
        }
        walk(blocks)
        return found
    }
}
