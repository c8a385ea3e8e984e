import GuidelineKit
/// Escaping for roff text, safe for hostile content: backslashes become `\e`, a line that
/// would start with `.` or `'` (a request) starts with `\&`, control characters are dropped,
/// and adjacent Han or kana characters get `\:` between them so groff can break lines there.
enum Roff {
    /// `breakable: false` for the NAME line, which mandb reads as plain text for apropos.
    static func text(_ raw: String, breakable: Bool = true) -> String {
        var out = ""
        var previousWide = false
        for character in raw {
            let scalar = character.unicodeScalars.first!
            if scalar.value < 0x20 && scalar != "\t" { continue }
            if scalar.value == 0x7F { continue }
            let wide = breakable && isBreakableWide(scalar.value)
            if wide && previousWide { out += "\\:" }
            previousWide = wide
            switch character {
            case "\\": out += "\\e"
            case "\t": out += " "
            default: out.append(character)
            }
        }
        return out
    }

    /// A text line: escaped, protected when it would read as a request.
    static func line(_ raw: String) -> String {
        let escaped = text(raw)
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }

    private static func isBreakableWide(_ v: UInt32) -> Bool { CJKScript.breaksAround(v) }
}
