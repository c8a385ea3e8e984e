/// The little YAML the exporters write: scalars double-quoted (content may hold anything),
/// comments kept to one line, and the rules' own pattern fragments indented into place.
enum YAMLText {
    /// A double-quoted scalar: quotes, backslashes and control characters escaped, so a title
    /// from content can't end the string or start a key.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0xFEFF:
                out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A comment line: line breaks become spaces, so text can't escape the comment.
    static func comment(_ text: String) -> String {
        "# " + text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// A block of YAML (a rule's pattern fragment) indented by `spaces`, blank lines kept empty.
    static func indented(_ block: String, by spaces: Int) -> String {
        let pad = String(repeating: " ", count: spaces)
        return block.split(separator: "\n", omittingEmptySubsequences: false)
            .reversed().drop { $0.allSatisfy(\.isWhitespace) }.reversed()
            .map { $0.allSatisfy(\.isWhitespace) ? "" : pad + $0 }
            .joined(separator: "\n") + "\n"
    }

    /// A flow sequence of quoted strings.
    static func list(_ items: [String]) -> String { "[" + items.map(quoted).joined(separator: ", ") + "]" }
}
