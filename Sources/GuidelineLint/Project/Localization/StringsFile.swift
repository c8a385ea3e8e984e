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

    /// A quoted string with its escapes, or an unquoted word; nil when neither is there. Built as
    /// UTF-8 bytes: appending scalars to a String one by one cost a tenth of a lint of an app
    /// with many translations.
    private static func readString(_ scanner: inout TextScanner) -> String? {
        guard let first = scanner.current else { return nil }
        var text: [UInt8] = []
        func append(_ scalar: Unicode.Scalar) {
            if scalar.isASCII {
                text.append(UInt8(scalar.value))
            } else {
                UTF8.encode(scalar) { text.append($0) }
            }
        }
        if first != "\"" {
            while let c = scanner.current, c.properties.isAlphabetic || c.properties.numericType != nil || "_.$:/-".unicodeScalars.contains(c) {
                append(c)
                scanner.advance()
            }
            return text.isEmpty ? nil : String(decoding: text, as: UTF8.self)
        }
        scanner.advance()
        while let c = scanner.current {
            scanner.advance()
            switch c {
            case "\"": return String(decoding: text, as: UTF8.self)
            case "\\":
                guard let escaped = scanner.current else { return nil }
                scanner.advance()
                switch escaped {
                case "n": text.append(0x0A)
                case "t": text.append(0x09)
                case "r": text.append(0x0D)
                case "U", "u":
                    var value: UInt32 = 0
                    var digits = 0
                    while digits < 4, let h = scanner.current, let digit = h.properties.isASCIIHexDigit ? UInt32(String(h), radix: 16) : nil {
                        value = value << 4 | digit
                        digits += 1
                        scanner.advance()
                    }
                    if digits > 0, let scalar = Unicode.Scalar(value) { append(scalar) }
                default: append(escaped)
                }
            default: append(c)
            }
        }
        return nil  // the file ended inside the quotes
    }
}
