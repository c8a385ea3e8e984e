import Foundation

/// Paths as CI reports name them: relative to the folder lint ran in (`App/View.swift`, not
/// `./App/View.swift` or `/builds/team/app/App/View.swift`), with `/` between parts.
enum ReportPaths {
    static func relative(_ path: String, to root: String?) -> String {
        var path = path
        if let root, path.hasPrefix("/") {
            let base = root.hasSuffix("/") ? root : root + "/"
            if path.hasPrefix(base) { path.removeFirst(base.count) }
        }
        while path.hasPrefix("./") { path.removeFirst(2) }
        return path
    }
}

/// XML text and attribute escaping, and the characters XML 1.0 cannot hold at all (control
/// characters other than tab, newline and return), which become U+FFFD.
enum XMLText {
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}

extension Diagnostic {
    /// The message with its help and link, as one text for formats that hold a single message.
    var fullText: String {
        var text = message
        if let help { text += "\n\(help)" }
        if let helpURL { text += "\n\(helpURL)" }
        for note in notes { text += "\n\(note.location): \(note.message)" }
        return text
    }
}
