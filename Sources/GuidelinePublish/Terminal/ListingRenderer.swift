import GuidelineKit
import GuidelineSearch

/// The short listings `list` and `search` print: one entry a line, sized to the terminal.
public struct ListingRenderer {
    public var width: Int
    public var color: Bool
    public var language: Language

    public init(width: Int, color: Bool, language: Language) {
        self.width = max(20, width)
        self.color = color
        self.language = language
    }

    /// `id  title` lines, ids padded to one column, titles cut by display width.
    public func list(_ entries: [Entry]) -> String {
        let idWidth = entries.map { DisplayWidth.of($0.id.rawValue) }.max() ?? 0
        return entries.map { entry in
            let title = entry.text(in: language)?.text.title ?? ""
            var line = StyledText()
            line.append(entry.id.rawValue, .bold)
            line.append(String(repeating: " ", count: idWidth - DisplayWidth.of(entry.id.rawValue) + 2))
            line.append(DisplayWidth.truncate(title, to: max(10, width - idWidth - 2)))
            return line.render(color: color) + "\n"
        }.joined()
    }

    /// Ranked results: id, title in the reader's language, and the summary with the query's
    /// terms highlighted, cut by display width so wide characters never break the layout.
    public func results(_ hits: [SearchHit], in index: SearchIndex) -> String {
        var out = ""
        for hit in hits {
            guard let text = index.document(hit.id, in: language) else { continue }
            var head = StyledText()
            head.append(hit.id.rawValue, .bold)
            head.append("  ")
            head =
                head
                + highlighted(
                    DisplayWidth.truncate(text.title, to: max(10, width - DisplayWidth.of(hit.id.rawValue) - 2)),
                    terms: hit.matchedTerms, base: [])
            out += head.render(color: color) + "\n"
            var snippet = StyledText()
            snippet.append("    ")
            snippet =
                snippet
                + highlighted(DisplayWidth.truncate(text.summary, to: width - 4), terms: hit.matchedTerms, base: .dim)
            out += snippet.render(color: color) + "\n"
        }
        return out
    }

    private func highlighted(_ text: String, terms: Set<String>, base: TextStyle) -> StyledText {
        var marks = [Bool](repeating: false, count: text.count)
        let offsets = Array(text.indices)
        for token in Tokenizer.tokens(text) where terms.contains(token.term) {
            let start = text.distance(from: text.startIndex, to: token.range.lowerBound)
            let end = text.distance(from: text.startIndex, to: token.range.upperBound)
            for i in start..<end { marks[i] = true }
        }
        var out = StyledText()
        var i = 0
        while i < offsets.count {
            var j = i
            while j < offsets.count && marks[j] == marks[i] { j += 1 }
            let end = j < offsets.count ? offsets[j] : text.endIndex
            out.append(String(text[offsets[i]..<end]), marks[i] ? base.union(.match) : base)
            i = j
        }
        return out
    }
}
