import GuidelineKit

/// The common shape of a `.strings` file saved as XML, read byte by byte: one `<dict>` of
/// `<key>` and `<string>` pairs, as Xcode and translation tools write it. Anything else (a
/// plural rule's nested dictionary, CDATA, a character reference, a comment inside the
/// dictionary, a repeated key, a carriage return) returns nil and is left to Foundation's
/// parser (`PlistStrings.parseWithFoundation`), which gives the same pairs for what this reads
/// (`StringsFileTests` holds them together) at several times the cost: Pocket Casts' 2.7 MB of
/// XML tables took a tenth of its lint.
enum FlatPlist {
    static func pairs(_ bytes: [UInt8], path: String) -> [StringsFile.Pair]? {
        var reader = Reader(bytes: bytes)
        return reader.pairs(path: path)
    }

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0
        var line = 1

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func pairs(path: String) -> [StringsFile.Pair]? {
            guard !bytes.contains(0x0D), skipProlog() else { return nil }
            if take("<dict/>") { return finish() ? [] : nil }
            guard take("<dict>") else { return nil }
            var found: [String: (value: String, line: Int)] = [:]
            while true {
                skipSpace()
                if take("</dict>") { break }
                let keyLine = line
                guard take("<key>"), let key = text(until: "</key>") else { return nil }
                skipSpace()
                let valueLine = line
                let value: String
                if take("<string/>") {
                    value = ""
                } else {
                    guard take("<string>"), let read = text(until: "</string>") else { return nil }
                    value = read
                }
                guard found[key] == nil else { return nil }
                // The value's line when it is on the key's line or the next, as Xcode writes them.
                found[key] = (value, valueLine - keyLine <= 1 ? valueLine : keyLine)
            }
            guard finish() else { return nil }
            return found.keys.sorted().map { key in
                StringsFile.Pair(
                    key: key, value: found[key]!.value, location: SourceLocation(file: path, line: found[key]!.line, column: 1))
            }
        }

        /// `<?xml …?>`, a DOCTYPE, comments and `<plist …>` before the dictionary.
        private mutating func skipProlog() -> Bool {
            var sawPlist = false
            while true {
                skipSpace()
                if take("<?") {
                    guard skip(past: "?>") else { return false }
                } else if take("<!--") {
                    guard skip(past: "-->") else { return false }
                } else if take("<!DOCTYPE") {
                    guard skip(past: ">") else { return false }
                } else if !sawPlist, take("<plist") {
                    guard skip(past: ">"), bytes[offset - 2] != UInt8(ascii: "/") else { return false }
                    sawPlist = true
                } else {
                    return sawPlist
                }
            }
        }

        /// `</plist>` and nothing but space and comments after it.
        private mutating func finish() -> Bool {
            skipSpace()
            guard take("</plist>") else { return false }
            while true {
                skipSpace()
                if offset == bytes.count { return true }
                guard take("<!--"), skip(past: "-->") else { return false }
            }
        }

        /// Character data up to `close` (which is consumed), with XML's five named entities
        /// replaced; nil for markup or any other reference inside.
        private mutating func text(until close: StaticString) -> String? {
            let start = offset
            var hasEntity = false
            while offset < bytes.count, bytes[offset] != UInt8(ascii: "<") {
                switch bytes[offset] {
                case UInt8(ascii: "&"): hasEntity = true
                case 0x0A: line += 1
                default: break
                }
                offset += 1
            }
            let raw = String(decoding: bytes[start..<offset], as: UTF8.self)
            guard take(close) else { return nil }
            guard hasEntity else { return raw }
            // Only the named entities; any other reference is left to Foundation.
            var rest = Substring(raw)
            while let ampersand = rest.firstIndex(of: "&") {
                rest = rest[ampersand...]
                guard PlistStrings.namedEntities.contains(where: { rest.hasPrefix($0.0) }) else { return nil }
                rest = rest.dropFirst()
            }
            return PlistStrings.unescapeXML(raw)
        }

        private mutating func skipSpace() {
            while offset < bytes.count, [0x20, 0x09, 0x0A].contains(bytes[offset]) {
                if bytes[offset] == 0x0A { line += 1 }
                offset += 1
            }
        }

        /// Consumes `literal` when the bytes at the offset are it.
        private mutating func take(_ literal: StaticString) -> Bool {
            let count = literal.utf8CodeUnitCount
            guard offset + count <= bytes.count else { return false }
            let matches = literal.withUTF8Buffer { literal in
                (0..<count).allSatisfy { bytes[offset + $0] == literal[$0] }
            }
            if matches { offset += count }
            return matches
        }

        /// Moves past the first `literal` ahead, counting lines; false when there is none.
        private mutating func skip(past literal: StaticString) -> Bool {
            while offset < bytes.count {
                if take(literal) { return true }
                if bytes[offset] == 0x0A { line += 1 }
                offset += 1
            }
            return false
        }
    }
}
