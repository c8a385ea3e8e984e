/// Block-level Markdown, copied out of cmark's AST into Swift values with positions.
public indirect enum MarkdownBlock: Hashable, Sendable {
    case heading(level: Int, content: [MarkdownInline], at: SourceLocation)
    case paragraph([MarkdownInline], at: SourceLocation)
    case list(MarkdownList)
    case code(CodeBlock)
    case quote([MarkdownBlock], at: SourceLocation)
    case html(String, at: SourceLocation)
    case thematicBreak(at: SourceLocation)

    public var position: SourceLocation {
        switch self {
        case .heading(_, _, let at), .paragraph(_, let at), .quote(_, let at), .html(_, let at),
            .thematicBreak(let at):
            at
        case .list(let list): list.position
        case .code(let block): block.position
        }
    }
}

public struct MarkdownList: Hashable, Sendable {
    public var ordered: Bool
    public var start: Int
    public var tight: Bool
    public var items: [[MarkdownBlock]]
    public var position: SourceLocation
}

/// Inline Markdown.
public indirect enum MarkdownInline: Hashable, Sendable {
    case text(String)
    case code(String)
    case emphasis([MarkdownInline])
    case strong([MarkdownInline])
    case link(MarkdownLink)
    case image(MarkdownLink)
    case html(String)
    case softBreak
    case lineBreak
}

public struct MarkdownLink: Hashable, Sendable {
    public var destination: String
    public var title: String
    public var content: [MarkdownInline]
    public var position: SourceLocation
}

/// What a fenced code example is for, from its info string (```` ```swift avoid ````).
public enum CodeRole: String, Hashable, Sendable, CaseIterable {
    /// Code that breaks the guideline: must trigger the entry's rules.
    case avoid
    /// Code that follows it: must trigger none.
    case prefer
}

public struct CodeBlock: Hashable, Sendable {
    /// The full info string as written.
    public var info: String
    /// Its first word, e.g. `swift`; empty when none.
    public var language: String
    public var role: CodeRole?
    /// The rules an example is for, when the entry has several and the example shows some
    /// (```` ```swift avoid menu-length ````); empty means all of the entry's rules.
    public var rules: [String]
    public var code: String
    public var position: SourceLocation
}

extension Array where Element == MarkdownInline {
    /// The text a reader sees, without markup (code spans keep their text, breaks become spaces).
    public var plainText: String { plainText(keepingLink: { _ in true }) }

    /// The plain text with the words of the links `keep` rejects left out.
    public func plainText(keepingLink keep: (MarkdownLink) -> Bool) -> String {
        var out = ""
        for inline in self {
            switch inline {
            case .text(let s), .code(let s): out += s
            case .emphasis(let c), .strong(let c): out += c.plainText(keepingLink: keep)
            case .link(let l): if keep(l) { out += l.content.plainText(keepingLink: keep) }
            case .image(let l): out += l.content.plainText(keepingLink: keep)
            case .html: break
            case .softBreak, .lineBreak: out += " "
            }
        }
        return out
    }
}

extension MarkdownBlock {
    /// Every link in this block and its children, in document order.
    public var links: [MarkdownLink] {
        func walk(_ inlines: [MarkdownInline]) -> [MarkdownLink] {
            inlines.flatMap { inline -> [MarkdownLink] in
                switch inline {
                case .link(let l): [l] + walk(l.content)
                case .image(let l): [l]
                case .emphasis(let c), .strong(let c): walk(c)
                default: []
                }
            }
        }
        switch self {
        case .heading(_, let c, _), .paragraph(let c, _): return walk(c)
        case .list(let list): return list.items.flatMap { $0.flatMap(\.links) }
        case .quote(let blocks, _): return blocks.flatMap(\.links)
        case .code, .html, .thematicBreak: return []
        }
    }

    /// Every fenced code block in this block and its children, in document order.
    public var codeBlocks: [CodeBlock] {
        switch self {
        case .code(let block): [block]
        case .list(let list): list.items.flatMap { $0.flatMap(\.codeBlocks) }
        case .quote(let blocks, _): blocks.flatMap(\.codeBlocks)
        default: []
        }
    }

    /// Plain text of the block and its children, for search and summaries.
    public var plainText: String { plainText(keepingLink: { _ in true }) }

    /// The plain text with the words of the links `keep` rejects left out.
    public func plainText(keepingLink keep: (MarkdownLink) -> Bool) -> String {
        switch self {
        case .heading(_, let c, _), .paragraph(let c, _): c.plainText(keepingLink: keep)
        case .list(let list):
            list.items.map { $0.map { $0.plainText(keepingLink: keep) }.joined(separator: " ") }.joined(separator: " ")
        case .quote(let blocks, _): blocks.map { $0.plainText(keepingLink: keep) }.joined(separator: " ")
        case .code(let block): block.code
        case .html, .thematicBreak: ""
        }
    }
}
