import GuidelineKit
/// Escaping for roff text, safe for hostile content: backslashes become `\e`, a line that
/// would start with `.` or `'` (a request) starts with `\&`, control characters are dropped,
/// and adjacent Han or kana characters get `\:` between them so groff can break lines there.
enum Roff {
    /// `breakable: false` for the NAME line, which mandb reads as plain text for apropos.
    static func text(_ raw: String, breakable: Bool = true) -> String {
        // ASCII, byte by byte (each byte is a character, and none is wide).
        if raw.utf8.allSatisfy({ $0 < 0x80 }) {
            var out: [UInt8] = []
            out.reserveCapacity(raw.utf8.count)
            for byte in raw.utf8 {
                switch byte {
                case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "e")]
                case UInt8(ascii: "\t"): out.append(UInt8(ascii: " "))
                case 0..<0x20, 0x7F: continue
                default: out.append(byte)
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
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

    /// The NAME section's line, `name \- description`, as a macro line: mandb and mandoc index
    /// it whole however long it is (a text line would have to be cut for mandoc's line limit,
    /// and a cut inside a Chinese word would hide the word from apropos).
    static func nameLine(_ name: String, _ description: String) -> String {
        let quoted = "\(text(name, breakable: false)) \\- \(text(description, breakable: false))"
        return ".RI \"\(quoted.replacingOccurrences(of: "\"", with: "\\(dq"))\"\n"
    }

    /// A request with one text argument, quoted (`.SS "Title"`): one input line whatever its
    /// length, since a heading cut in two would lose its second line.
    static func macro(_ name: String, _ argument: String) -> String {
        ".\(name) \"\(text(argument).replacingOccurrences(of: "\"", with: "\\(dq"))\"\n"
    }

    /// A command, option or page name: escaped, its hyphens minus signs (`\-`), so that text
    /// copied from the page runs.
    static func literal(_ raw: String) -> String { text(raw).replacingOccurrences(of: "-", with: "\\-") }

    /// A text line: escaped, protected when it would read as a request.
    static func line(_ raw: String) -> String {
        let escaped = text(raw)
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }

    private static func isBreakableWide(_ v: UInt32) -> Bool { CJKScript.breaksAround(v) }

    /// mandoc's style limit for an input line, in bytes.
    static let lineLimit = 80

    /// A text's length as mandoc measures it against `lineLimit`: it reads a character beyond
    /// ASCII as its escape (`\[u4E00]`, 8 bytes), so a line holds about nine Chinese characters.
    static func measured(_ text: some StringProtocol) -> Int {
        text.unicodeScalars.reduce(0) { sum, scalar in
            // `\[u` + at least four hex digits + `]`.
            let value = scalar.value
            return sum + (scalar.isASCII ? 1 : 4 + (value > 0xFFFFF ? 6 : value > 0xFFFF ? 5 : 4))
        }
    }

    /// A page with its filled text lines cut to `lineLimit` bytes (`wrapped`), and without the
    /// paragraph break a section heading already makes; requests and the lines of no-fill
    /// blocks (code) are left as they are.
    static func page(_ source: String) -> String {
        var noFill = false
        var lines: [String] = []
        var previous: Substring = ""
        // Lines split as bytes (split by Character, they were a tenth of the time).
        for bytes in source.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            let line = Substring(bytes)
            defer { previous = line }
            if line == ".PP" && (previous.hasPrefix(".SH") || previous.hasPrefix(".SS ")) { continue }
            if line.hasPrefix(".nf") { noFill = true }
            if line.hasPrefix(".fi") { noFill = false }
            lines.append(noFill || line.hasPrefix(".") || measured(line) <= lineLimit ? String(line) : wrapped(String(line)))
        }
        return lines.joined(separator: "\n")
    }

    /// An escaped text line as input lines of at most `lineLimit` bytes, reading the same: cut
    /// at spaces, where a line break reads as a space; where a run has none (Chinese, a long
    /// address), cut with `\c`, which joins the next line without one. Never inside an
    /// escape, and a line that would start with `.` or `'` is protected.
    static func wrapped(_ line: String) -> String {
        var lines: [String] = []
        var current = ""
        var length = 0  // of `current`, measured
        var lastSpace: String.Index?  // in `current`
        func startLine(_ text: Substring) -> String {
            text.hasPrefix(".") || text.hasPrefix("'") ? "\\&" + text : String(text)
        }
        for unit in units(line) {
            if length + measured(unit) > lineLimit - 2, !current.isEmpty {
                if unit == " " {
                    // The space itself becomes the line break.
                    lines.append(current)
                    current = ""
                    length = 0
                    lastSpace = nil
                    continue
                }
                if let space = lastSpace {
                    lines.append(String(current[..<space]))
                    current = startLine(current[current.index(after: space)...])
                } else {
                    lines.append(current + "\\c")
                    current = ""
                }
                length = measured(current)
                lastSpace = current.lastIndex(of: " ")
            }
            // A length is the sum of its characters' (measured once each, not the line again).
            let piece = unit == " " || !current.isEmpty ? unit : startLine(Substring(unit))
            if unit == " " { lastSpace = current.endIndex }
            current += piece
            length += measured(piece)
        }
        lines.append(current)
        return lines.joined(separator: "\n")
    }

    /// A line's characters, each escape sequence (`\fB`, `\(bu`, `\[u4E00]`, `\e`) as one.
    private static func units(_ line: String) -> [String] {
        var units: [String] = []
        var characters = Array(line)[...]
        while let first = characters.popFirst() {
            guard first == "\\", let kind = characters.popFirst() else {
                units.append(String(first))
                continue
            }
            var unit = "\\" + String(kind)
            var argument = kind == "f" || kind == "*" ? characters.popFirst() : nil
            if kind == "(" {
                unit += String(characters.prefix(2))
                characters = characters.dropFirst(2)
            }
            if kind == "[" || argument == "[" {
                if let argument { unit.append(argument) }
                argument = nil
                while let next = characters.popFirst() {
                    unit.append(next)
                    if next == "]" { break }
                }
            }
            if let argument { unit.append(argument) }
            units.append(unit)
        }
        return units
    }
}
