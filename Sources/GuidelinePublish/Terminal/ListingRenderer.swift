import Foundation
import GuidelineKit

/// The listing `list` prints: one entry a line, its title wrapped under itself on a terminal.
public struct ListingRenderer {
    /// Columns to wrap titles at; nil (not a terminal) never wraps or cuts them.
    public var width: Int?
    public var color: Bool
    public var language: Language

    public init(width: Int?, color: Bool, language: Language) {
        self.width = width.map { max(20, $0) }
        self.color = color
        self.language = language
    }

    /// Columns a title needs beside the ids before it is put under its id instead.
    static let narrowestTitles = 24

    /// `id  title` lines, ids padded to one column; a title too long for the line continues on
    /// the next, under the titles' column, or, on a terminal too narrow for a titles' column,
    /// on the lines under its id.
    public func list(_ entries: [Entry]) -> String {
        let idWidth = entries.map { DisplayWidth.of($0.id.rawValue) }.max() ?? 0
        return entries.map { entry in
            let title = entry.text(in: language)?.text.title ?? ""
            var head = StyledText()
            head.append(entry.id.rawValue, .bold)
            var pad = StyledText()
            pad.append(String(repeating: " ", count: idWidth - DisplayWidth.of(entry.id.rawValue) + 2))
            var text = StyledText()
            text.append(title)
            guard let width else { return (head + pad + text).render(color: color) + "\n" }
            // Where the ids leave the titles too little room, each title goes under its id.
            let besideId = width - idWidth - 2 >= Self.narrowestTitles
            var indent = StyledText()
            indent.append(String(repeating: " ", count: besideId ? idWidth + 2 : 4))
            let lines = LineWrapper(width: width).wrap(text, firstPrefix: besideId ? head + pad : indent, prefix: indent)
            return ((besideId ? [] : [head]) + lines).map { $0.render(color: color) + "\n" }.joined()
        }.joined()
    }

    /// The listing as JSON: `[{"id", "topic", "title"}]` in the reader's language (a missing
    /// translation falls back as the text view does).
    public func json(_ entries: [Entry]) -> String {
        struct Row: Encodable {
            var id: String
            var topic: String
            var title: String
        }
        let rows = entries.map {
            Row(id: $0.id.rawValue, topic: $0.id.topic, title: $0.text(in: language)?.text.title ?? "")
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(rows)) ?? Data("[]".utf8), as: UTF8.self) + "\n"
    }
}
