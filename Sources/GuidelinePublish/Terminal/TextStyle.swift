/// Styles the terminal renderer uses; turned into ANSI escapes only when colour is on.
public struct TextStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let bold = TextStyle(rawValue: 1 << 0)
    public static let italic = TextStyle(rawValue: 1 << 1)
    public static let underline = TextStyle(rawValue: 1 << 2)
    public static let dim = TextStyle(rawValue: 1 << 3)
    public static let code = TextStyle(rawValue: 1 << 4)
    public static let heading = TextStyle(rawValue: 1 << 5)
    public static let avoid = TextStyle(rawValue: 1 << 6)
    public static let prefer = TextStyle(rawValue: 1 << 7)
    public static let match = TextStyle(rawValue: 1 << 8)

    /// The SGR sequence that turns this style on from a reset state. Text keeps the terminal's
    /// own colours, which its theme makes readable on a light or dark background: emphasis is
    /// bold and underline, code is set apart by indentation (inline code is bold), and only the
    /// avoid and prefer markers are coloured (red and green, which every theme keeps legible).
    var escape: String {
        var codes: [String] = []
        if contains(.bold) || contains(.heading) || contains(.match) { codes.append("1") }
        if contains(.dim) { codes.append("2") }
        if contains(.italic) { codes.append("3") }
        if contains(.underline) || contains(.match) || contains(.heading) { codes.append("4") }
        if contains(.avoid) { codes.append("31") }
        if contains(.prefer) { codes.append("32") }
        return codes.isEmpty ? "" : "\u{1B}[\(codes.joined(separator: ";"))m"
    }
}

/// Text with styles, built up by renderers and laid out by `LineWrapper`.
struct StyledText {
    var runs: [(text: String, style: TextStyle)] = []

    mutating func append(_ text: String, _ style: TextStyle = []) {
        guard !text.isEmpty else { return }
        if let last = runs.last, last.style == style {
            runs[runs.count - 1].text += text
        } else {
            runs.append((text, style))
        }
    }

    static func + (a: StyledText, b: StyledText) -> StyledText {
        var joined = a
        for run in b.runs { joined.append(run.text, run.style) }
        return joined
    }

    var plain: String { runs.map(\.text).joined() }

    /// The text without its first `count` characters (an indent being replaced).
    func droppingPrefix(_ count: Int) -> StyledText {
        var remaining = count
        var out = StyledText()
        for run in runs {
            let cut = min(remaining, run.text.count)
            remaining -= cut
            out.append(String(run.text.dropFirst(cut)), run.style)
        }
        return out
    }

    /// The text with escapes (colour on) or without (colour off).
    func render(color: Bool) -> String {
        guard color else { return plain }
        var out = ""
        for run in runs {
            if run.style.isEmpty { out += run.text } else { out += run.style.escape + run.text + "\u{1B}[0m" }
        }
        return out
    }
}
