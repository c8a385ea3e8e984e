import GuidelineKit

/// An entry's Markdown AST as HTML. Everything from content is escaped; links go only to
/// entries, rules and http(s)/mailto addresses, anything else (`javascript:`…) stays text.
struct HTMLRenderer {
    let language: Language
    /// The page being written (relative to the site root), for relative links.
    let pagePath: String
    /// The figure an image of the entry places (`figures/areas.svg`), if there is one.
    var figure: (String) -> Figure? = { _ in nil }

    static func escape(_ text: String) -> String {
        // Byte by byte: the five special characters are ASCII, and every page is mostly text.
        let utf8 = text.utf8
        guard utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            return text
        }
        var out = [UInt8]()
        out.reserveCapacity(utf8.count + 16)
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "&"): out += "&amp;".utf8
            case UInt8(ascii: "<"): out += "&lt;".utf8
            case UInt8(ascii: ">"): out += "&gt;".utf8
            case UInt8(ascii: "\""): out += "&quot;".utf8
            case UInt8(ascii: "'"): out += "&#39;".utf8
            default: out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    func blocks(_ blocks: some Sequence<MarkdownBlock>) -> String { blocks.map(block).joined() }

    func block(_ block: MarkdownBlock) -> String {
        switch block {
        case .heading(let level, let content, _):
            let tag = "h\(min(6, max(2, level)))"
            return "<\(tag) id=\"\(Self.escape(Slug.of(content.plainText)))\">\(inline(content))</\(tag)>\n"
        case .paragraph(let content, _):
            if let placed = FigurePlacement.figure(in: content), let figure = figure(placed.destination) {
                return FigureRenderer.html(figure, language: language, caption: placed.title, alt: placed.content.plainText)
            }
            return "<p>\(inline(content))</p>\n"
        case .list(let list):
            let tag = list.ordered ? "ol" : "ul"
            let start = list.ordered && list.start != 1 ? " start=\"\(list.start)\"" : ""
            let items = list.items.map { item -> String in
                if list.tight, item.count == 1, case .paragraph(let content, _) = item[0] {
                    return "<li>\(inline(content))</li>\n"
                }
                return "<li>\(blocks(item))</li>\n"
            }
            return "<\(tag)\(start)>\n\(items.joined())</\(tag)>\n"
        case .code(let code):
            return codeBlock(code.code, language: code.language, role: code.role)
        case .quote(let children, _):
            return "<blockquote>\n\(blocks(children))</blockquote>\n"
        case .html(let html, _):
            // Raw HTML in content is shown, never run.
            return "<pre>\(Self.escape(html))</pre>\n"
        case .thematicBreak:
            return "<hr>\n"
        }
    }

    /// A fenced code block; an example (with a role) is a figure captioned Avoid or Prefer.
    func codeBlock(_ code: String, language: String, role: CodeRole?) -> String {
        let languageClass = language.isEmpty ? "" : " class=\"language-\(Self.escape(language))\""
        let pre = "<pre><code\(languageClass)>\(SwiftHighlighter.block(code, language: language, hasMarkers: role != nil))</code></pre>"
        guard let role else { return pre + "\n" }
        let label = role == .avoid ? "✗ \(self.language.strings.avoid)" : "✓ \(self.language.strings.prefer)"
        return "<figure class=\"example \(role.rawValue)\"><figcaption>\(Self.escape(label))</figcaption>\(pre)</figure>\n"
    }

    func inline(_ content: [MarkdownInline]) -> String {
        content.map { item -> String in
            switch item {
            case .text(let s): return Self.escape(s)
            case .code(let s): return "<code>\(Self.escape(s))</code>"
            case .emphasis(let c): return "<em>\(inline(c))</em>"
            case .strong(let c): return "<strong>\(inline(c))</strong>"
            case .link(let link):
                guard let href = href(link.destination) else { return inline(link.content) }
                return "<a href=\"\(Self.escape(href))\">\(inline(link.content))</a>"
            case .image(let image):
                // Images would be requests outside the site: their text stands in.
                return Self.escape(image.content.plainText)
            case .html(let s): return Self.escape(s)
            case .softBreak: return "\n"
            case .lineBreak: return "<br>\n"
            }
        }.joined()
    }

    /// Where a link may point: entries and rules of this site (relative), web and mail addresses.
    func href(_ destination: String) -> String? {
        switch LinkTarget(destination) {
        case .entry(let id, let fragment):
            return SitePath.relative(from: pagePath, to: SitePath.of(id, language: language))
                + (fragment.map { "#" + $0 } ?? "")
        case .rule(let rule):
            return SitePath.relative(from: pagePath, to: SitePath.rule(rule, language: language))
        case .external(let url):
            return url
        case .anchor(let anchor):
            return "#" + anchor
        case .unsupported:
            return nil
        }
    }
}

/// Heading anchors: lowercase letters, digits and dashes (other scripts kept as they are).
enum Slug {
    static func of(_ text: String) -> String {
        var out = ""
        var dash = false
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                out.append(character)
                dash = false
            } else if !dash && !out.isEmpty {
                out.append("-")
                dash = true
            }
        }
        return out.hasSuffix("-") ? String(out.dropLast()) : out
    }
}
