import GuidelineKit

/// A `.strings` file: `"key" = "value";` pairs in the old property-list syntax, with comments,
/// escapes and unquoted words, each value with its place so a finding can point at it.
enum StringsFile {
    struct Pair {
        var key: String
        var value: String
        var location: SourceLocation
    }

    static func parse(path: String, text: String) -> Result<[Pair], Diagnostic> {
        var scanner = TextScanner(path: path, text: text)
        var pairs: [Pair] = []
        func fail(_ message: String) -> Result<[Pair], Diagnostic> {
            .failure(
                scanner.problem("bad-strings", "\(message); a .strings file holds \"key\" = \"value\"; lines"))
        }
        while true {
            guard scanner.skipSpace(comments: true) else { return fail("a /* comment is never closed") }
            if scanner.isAtEnd { return .success(pairs) }
            let keyLocation = scanner.location
            guard let key = readString(&scanner) else { return fail("expected a quoted key") }
            guard scanner.skipSpace(comments: true) else { return fail("a /* comment is never closed") }
            if scanner.current == ";" {  // "key"; means the key is its own value
                scanner.advance()
                pairs.append(Pair(key: key, value: key, location: keyLocation))
                continue
            }
            guard scanner.current == "=" else { return fail("expected = after the key \"\(key)\"") }
            scanner.advance()
            guard scanner.skipSpace(comments: true) else { return fail("a /* comment is never closed") }
            let valueLocation = scanner.location
            guard let value = readString(&scanner) else { return fail("expected a quoted value for \"\(key)\"") }
            guard scanner.skipSpace(comments: true) else { return fail("a /* comment is never closed") }
            guard scanner.current == ";" else { return fail("expected ; after the value of \"\(key)\"") }
            scanner.advance()
            pairs.append(Pair(key: key, value: value, location: valueLocation))
        }
    }

    /// A quoted string with its escapes, or an unquoted word; nil when neither is there.
    private static func readString(_ scanner: inout TextScanner) -> String? {
        guard let first = scanner.current else { return nil }
        if first != "\"" {
            var word = ""
            while let c = scanner.current, c.properties.isAlphabetic || c.properties.numericType != nil || "_.$:/-".unicodeScalars.contains(c) {
                word.unicodeScalars.append(c)
                scanner.advance()
            }
            return word.isEmpty ? nil : word
        }
        scanner.advance()
        var text = ""
        while let c = scanner.current {
            scanner.advance()
            switch c {
            case "\"": return text
            case "\\":
                guard let escaped = scanner.current else { return nil }
                scanner.advance()
                switch escaped {
                case "n": text += "\n"
                case "t": text += "\t"
                case "r": text += "\r"
                case "U", "u":
                    var hex = ""
                    while hex.count < 4, let h = scanner.current, h.properties.isASCIIHexDigit {
                        hex.unicodeScalars.append(h)
                        scanner.advance()
                    }
                    if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) {
                        text.unicodeScalars.append(scalar)
                    }
                default: text.unicodeScalars.append(escaped)
                }
            default: text.unicodeScalars.append(c)
            }
        }
        return nil  // the file ended inside the quotes
    }
}
