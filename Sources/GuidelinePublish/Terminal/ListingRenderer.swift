import GuidelineKit

/// The listing `list` prints: one entry a line, sized to the terminal.
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

}
