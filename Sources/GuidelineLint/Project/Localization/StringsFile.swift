import GuidelineKit

/// A `.strings` file: `"key" = "value";` pairs in the old property-list syntax, with comments,
/// escapes and unquoted words, each value with its place so a finding can point at it. Read as
/// UTF-8 bytes: an app with forty languages holds megabytes of them, and reading them a
/// character at a time took a fifth of its lint.
enum StringsFile {
    struct Pair {
        var key: String
        var value: String
        var location: SourceLocation
    }

    static func parse(path: String, bytes: [UInt8]) -> Result<[Pair], Diagnostic> {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = Reader(path: path, bytes: buffer)
            return reader.pairs()
        }
    }

    private struct Reader {
        var scanner: TextScanner

        init(path: String, bytes: UnsafeBufferPointer<UInt8>) {
            scanner = TextScanner(path: path, bytes: bytes)
        }

        var current: UInt8? { scanner.current }
        var location: SourceLocation { scanner.location }
        mutating func advance(_ length: Int = 1) { scanner.advance(length) }
        mutating func skipSpace() -> Bool { scanner.skipSpace(comments: true) }

        func fail(_ message: String) -> Result<[Pair], Diagnostic> {
            .failure(
                .warning("bad-strings", "\(message); a .strings file holds \"key\" = \"value\"; lines", at: location))
        }

        mutating func pairs() -> Result<[Pair], Diagnostic> {
            var pairs: [Pair] = []
            while true {
                guard skipSpace() else { return fail("a /* comment is never closed") }
                if current == nil { return .success(pairs) }
                let keyLocation = location
                guard let key = readString() else { return fail("expected a quoted key") }
                guard skipSpace() else { return fail("a /* comment is never closed") }
                if current == UInt8(ascii: ";") {  // "key"; means the key is its own value
                    advance()
                    pairs.append(Pair(key: key, value: key, location: keyLocation))
                    continue
                }
                guard current == UInt8(ascii: "=") else { return fail("expected = after the key \"\(key)\"") }
                advance()
                guard skipSpace() else { return fail("a /* comment is never closed") }
                let valueLocation = location
                guard let value = readString() else { return fail("expected a quoted value for \"\(key)\"") }
                guard skipSpace() else { return fail("a /* comment is never closed") }
                guard current == UInt8(ascii: ";") else { return fail("expected ; after the value of \"\(key)\"") }
                advance()
                pairs.append(Pair(key: key, value: value, location: valueLocation))
            }
        }

        /// A quoted string with its escapes, or an unquoted word; nil when neither is there.
        mutating func readString() -> String? {
            guard let first = current else { return nil }
            if first != UInt8(ascii: "\"") {
                let start = scanner.index
                while let byte = current {
                    if byte < 0x80 {
                        let c = Unicode.Scalar(byte)
                        guard c.properties.isAlphabetic || (byte >= 0x30 && byte <= 0x39) || "_.$:/-".unicodeScalars.contains(c)
                        else { break }
                        advance()
                    } else {
                        let (c, length) = scanner.scalar(at: scanner.index)
                        guard c.properties.isAlphabetic || c.properties.numericType != nil else { break }
                        advance(length)
                    }
                }
                return scanner.index == start ? nil : scanner.text(from: start)
            }
            advance()
            // Most values have no escape: their bytes are the text.
            let start = scanner.index
            scanner.advance(toEither: UInt8(ascii: "\""), or: UInt8(ascii: "\\"))
            if current == UInt8(ascii: "\"") {
                let text = scanner.text(from: start)
                advance()
                return text
            }
            var text = Array(scanner.bytes[start..<scanner.index])
            while let byte = current {
                advance()
                switch byte {
                case UInt8(ascii: "\""): return String(decoding: text, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard let escaped = current else { return nil }
                    switch escaped {
                    case UInt8(ascii: "n"): text.append(0x0A)
                    case UInt8(ascii: "t"): text.append(0x09)
                    case UInt8(ascii: "r"): text.append(0x0D)
                    case UInt8(ascii: "U"), UInt8(ascii: "u"):
                        advance()
                        var value: UInt32 = 0
                        var digits = 0
                        while digits < 4, let h = current, let digit = JSONText.hexValue(h) {
                            value = value << 4 | digit
                            digits += 1
                            advance()
                        }
                        if digits > 0, let scalar = Unicode.Scalar(value) { UTF8.encode(scalar) { text.append($0) } }
                        continue
                    default:
                        // Any other escaped character stands for itself.
                        let (_, length) = scanner.scalar(at: scanner.index)
                        text.append(contentsOf: scanner.bytes[scanner.index..<min(scanner.index + length, scanner.bytes.count)])
                        advance(length)
                        continue
                    }
                    advance()
                default:
                    text.append(byte)
                }
            }
            return nil  // the file ended inside the quotes
        }
    }
}
