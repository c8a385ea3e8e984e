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
        let path: String
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var line = 1
        var lineStart = 0

        init(path: String, bytes: UnsafeBufferPointer<UInt8>) {
            self.path = path
            self.bytes = bytes
        }

        var current: UInt8? { index < bytes.count ? bytes[index] : nil }
        /// UTF-8 column, as every other location the linter reports.
        var location: SourceLocation { SourceLocation(file: path, line: line, column: index - lineStart + 1) }

        func fail(_ message: String) -> Result<[Pair], Diagnostic> {
            .failure(
                .warning("bad-strings", "\(message); a .strings file holds \"key\" = \"value\"; lines", at: location))
        }

        /// The scalar at `index` and its length in bytes (the bytes are valid UTF-8).
        func scalar(at offset: Int) -> (Unicode.Scalar, Int) {
            let lead = bytes[offset]
            let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            var value = UInt32(lead) & (length == 1 ? 0x7F : length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for next in 1..<length where offset + next < bytes.count {
                value = value << 6 | UInt32(bytes[offset + next] & 0x3F)
            }
            return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
        }

        mutating func advance(_ length: Int = 1) {
            if bytes[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            index += length
        }

        /// Skips spaces, newlines, `/* … */` and `// …`; false when a block comment never closes.
        mutating func skipSpace() -> Bool {
            while let byte = current {
                switch byte {
                case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D:
                    advance()
                case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                    advance(2)
                    while !(current == UInt8(ascii: "*") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")) {
                        guard current != nil else { return false }
                        advance()
                    }
                    advance(2)
                case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                    while let c = current, c != 0x0A { advance() }
                case 0x80...:
                    let (scalar, length) = scalar(at: index)
                    guard scalar.properties.isWhitespace else { return true }
                    advance(length)
                default:
                    return true
                }
            }
            return true
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
                let start = index
                while let byte = current {
                    if byte < 0x80 {
                        let c = Unicode.Scalar(byte)
                        guard c.properties.isAlphabetic || (byte >= 0x30 && byte <= 0x39) || "_.$:/-".unicodeScalars.contains(c)
                        else { break }
                        advance()
                    } else {
                        let (c, length) = scalar(at: index)
                        guard c.properties.isAlphabetic || c.properties.numericType != nil else { break }
                        advance(length)
                    }
                }
                return index == start ? nil : String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            }
            advance()
            // Most values have no escape: their bytes are the text.
            let start = index
            while let byte = current, byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") { advance() }
            if current == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                advance()
                return text
            }
            var text = Array(bytes[start..<index])
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
                        while digits < 4, let h = current, let digit = Self.hexValue(h) {
                            value = value << 4 | digit
                            digits += 1
                            advance()
                        }
                        if digits > 0, let scalar = Unicode.Scalar(value) { UTF8.encode(scalar) { text.append($0) } }
                        continue
                    default:
                        // Any other escaped character stands for itself.
                        let (_, length) = scalar(at: index)
                        text.append(contentsOf: bytes[index..<min(index + length, bytes.count)])
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

        static func hexValue(_ byte: UInt8) -> UInt32? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
            default: nil
            }
        }
    }
}
