/// Emphasis CommonMark leaves open, so its asterisks print: `**iPhone：**活动视图` is not bold,
/// because a closing `**` preceded by punctuation must be followed by a space or punctuation,
/// and Chinese and Korean put a letter there. cmark keeps such delimiter runs as literal text;
/// this finds them in the tree and points at them in the file.
enum UnclosedEmphasis {
    static func check(_ blocks: [MarkdownBlock], in file: TextFile) -> [Diagnostic] {
        // A run is written as `**` or `__` in the file: most files have none, and need no walk.
        guard ByteSearch.contains(file.text, "**") || ByteSearch.contains(file.text, "__") else { return [] }
        let runs = literalRuns(blocks)
        guard !runs.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        var lines = SourceLines(file)
        for (text, at) in runs {
            // The block's start when the run spans lines.
            let place = lines.find(text.run, fromLine: at.line) ?? at
            diagnostics.append(
                .warning(
                    "unclosed-emphasis",
                    "'\(text.run)' prints as written: CommonMark does not close emphasis here\(text.fix.map { "; write \($0)" } ?? "; put punctuation outside the emphasis or add a space after it")",
                    at: place))
        }
        return diagnostics
    }

    /// A delimiter run left as text, and the emphasis it was probably meant to be.
    struct Run {
        var run: String
        var fix: String?
    }

    /// Literal `**`/`__` runs in text (code left out), with the block each sits in.
    static func literalRuns(_ blocks: [MarkdownBlock]) -> [(Run, SourceLocation)] {
        var found: [(Run, SourceLocation)] = []
        func visit(_ inlines: [MarkdownInline], _ at: SourceLocation) {
            // Adjacent text nodes hold one run of source text between them.
            var text = ""
            func flush() {
                found += runs(in: text).map { ($0, at) }
                text = ""
            }
            for inline in inlines {
                switch inline {
                case .text(let string): text += string
                case .emphasis(let children), .strong(let children):
                    flush()
                    visit(children, at)
                case .link(let link), .image(let link):
                    flush()
                    visit(link.content, at)
                case .code, .html, .softBreak, .lineBreak: flush()
                }
            }
            flush()
        }
        func walk(_ blocks: [MarkdownBlock]) {
            for block in blocks {
                switch block {
                case .heading(_, let content, let at), .paragraph(let content, let at): visit(content, at)
                case .quote(let children, _): walk(children)
                case .list(let list): list.items.forEach(walk)
                case .code, .html, .thematicBreak: break
                }
            }
        }
        walk(blocks)
        return found
    }

    /// `**label：**rest` → run `**label：**`, fix `**label**：`.
    static func runs(in text: String) -> [Run] {
        var result: [Run] = []
        for delimiter in ["**", "__"] {
            // Most text has no delimiter: a byte scan says so without a search by Character.
            guard ByteSearch.contains(text, delimiter) else { continue }
            var rest = text[...]
            while let open = rest.firstRange(of: delimiter) {
                let after = rest[open.upperBound...]
                guard let close = after.firstRange(of: delimiter) else {
                    result.append(Run(run: String(rest[open.lowerBound...].prefix(delimiter.count + 12)), fix: nil))
                    break
                }
                let inner = after[..<close.lowerBound]
                let run = delimiter + inner + delimiter
                var fix: String?
                if let last = inner.last, last.isPunctuation {
                    fix = "'\(delimiter)\(inner.dropLast())\(delimiter)\(last)'"
                }
                result.append(Run(run: String(run), fix: fix))
                rest = after[close.upperBound...]
            }
        }
        return result
    }
}
