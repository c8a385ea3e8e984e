import GuidelineKit

/// A string catalog (`.xcstrings`, JSON): its source language and, per key, the text of each
/// language with the place of its `"value"`, so a finding can point into the catalog.
enum StringCatalog {
    struct Catalog {
        var sourceLanguage: String?
        /// key → language → value
        var strings: [String: [String: StringsFile.Pair]]
    }

    /// Parses a catalog's bytes (valid UTF-8).
    static func parse(path: String, bytes: [UInt8]) -> Result<Catalog, Diagnostic> {
        let read = bytes.withUnsafeBufferPointer { buffer -> Result<JSONReader.Value, JSONReader.Failure> in
            var reader = JSONReader(scanner: TextScanner(path: path, bytes: buffer))
            do throws(JSONReader.Failure) {
                return .success(try reader.document())
            } catch {
                return .failure(error)
            }
        }
        let root: JSONReader.Value
        switch read {
        case .success(let value): root = value
        case .failure(let error): return .failure(error.diagnostic)
        }
        guard case .object(let members) = root.kind else {
            return .failure(.warning("bad-strings", "a string catalog is a JSON object; regenerate it in Xcode", at: root.location))
        }
        var catalog = Catalog(sourceLanguage: nil, strings: [:])
        for member in members {
            if member.key == "sourceLanguage", case .string(let language) = member.value.kind {
                catalog.sourceLanguage = language
            }
        }
        for member in members where member.key == "strings" {
            guard case .object(let keys) = member.value.kind else { continue }
            for entry in keys {
                var byLanguage: [String: StringsFile.Pair] = [:]
                for localizations in entry.value.members where localizations.key == "localizations" {
                    for language in localizations.value.members {
                        if let (value, at) = shownText(of: language.value) {
                            byLanguage[language.key] = StringsFile.Pair(key: entry.key, value: value, location: at)
                        }
                    }
                }
                // A key with no text in the source language shows the key itself.
                if let source = catalog.sourceLanguage, byLanguage[source] == nil {
                    byLanguage[source] = StringsFile.Pair(key: entry.key, value: entry.key, location: entry.keyLocation)
                }
                catalog.strings[entry.key] = byLanguage
            }
        }
        return .success(catalog)
    }

    /// A localization's text: its `stringUnit`'s value, else the `other` (or first) case of its
    /// variations (plural, device), which is the longest form a title takes.
    private static func shownText(of localization: JSONReader.Value) -> (String, SourceLocation)? {
        for member in localization.members where member.key == "stringUnit" {
            for field in member.value.members where field.key == "value" {
                if case .string(let value) = field.value.kind { return (value, field.value.location) }
            }
        }
        for member in localization.members where member.key == "variations" {
            for kind in member.value.members {
                let cases = kind.value.members
                let chosen = cases.first { $0.key == "other" } ?? cases.first
                if let chosen, let found = shownText(of: chosen.value) { return found }
            }
        }
        return nil
    }
}

/// A JSON reader that keeps where each value starts (Foundation's does not).
struct JSONReader {
    struct Value {
        indirect enum Kind {
            case object([Member]), array([Value]), string(String), other
        }
        var kind: Kind
        var location: SourceLocation
        var members: [Member] {
            if case .object(let members) = kind { return members }
            return []
        }
    }
    struct Member {
        var key: String
        var keyLocation: SourceLocation
        var value: Value
    }
    struct Failure: Error {
        var diagnostic: Diagnostic
    }

    var scanner: TextScanner
    /// Deeper than a catalog ever nests: stops a hostile file from exhausting the stack.
    static let maximumDepth = 64

    mutating func document() throws(Failure) -> Value {
        let value = try read(depth: 0)
        _ = scanner.skipSpace(comments: false)
        guard scanner.isAtEnd else { throw fail("unexpected text after the JSON value") }
        return value
    }

    private func fail(_ message: String) -> Failure {
        Failure(diagnostic: scanner.problem("bad-strings", "not valid JSON: \(message); regenerate the catalog in Xcode"))
    }

    private mutating func read(depth: Int) throws(Failure) -> Value {
        guard depth < Self.maximumDepth else { throw fail("nested more than \(Self.maximumDepth) levels") }
        _ = scanner.skipSpace(comments: false)
        let at = scanner.location
        switch scanner.current {
        case UInt8(ascii: "{"):
            scanner.advance()
            var members: [Member] = []
            _ = scanner.skipSpace(comments: false)
            if scanner.current == UInt8(ascii: "}") {
                scanner.advance()
                return Value(kind: .object(members), location: at)
            }
            while true {
                _ = scanner.skipSpace(comments: false)
                let keyAt = scanner.location
                guard scanner.current == UInt8(ascii: "\"") else { throw fail("expected a quoted key") }
                let key = try string()
                _ = scanner.skipSpace(comments: false)
                guard scanner.current == UInt8(ascii: ":") else { throw fail("expected : after \"\(key)\"") }
                scanner.advance()
                members.append(Member(key: key, keyLocation: keyAt, value: try read(depth: depth + 1)))
                _ = scanner.skipSpace(comments: false)
                if scanner.current == UInt8(ascii: ",") { scanner.advance(); continue }
                guard scanner.current == UInt8(ascii: "}") else { throw fail("expected , or }") }
                scanner.advance()
                return Value(kind: .object(members), location: at)
            }
        case UInt8(ascii: "["):
            scanner.advance()
            var elements: [Value] = []
            _ = scanner.skipSpace(comments: false)
            if scanner.current == UInt8(ascii: "]") {
                scanner.advance()
                return Value(kind: .array(elements), location: at)
            }
            while true {
                elements.append(try read(depth: depth + 1))
                _ = scanner.skipSpace(comments: false)
                if scanner.current == UInt8(ascii: ",") { scanner.advance(); continue }
                guard scanner.current == UInt8(ascii: "]") else { throw fail("expected , or ]") }
                scanner.advance()
                return Value(kind: .array(elements), location: at)
            }
        case UInt8(ascii: "\""):
            return Value(kind: .string(try string()), location: at)
        case _ where Self.startsLiteral(scanner.currentScalar):
            // A number, true, false or null: only strings, objects and arrays are read.
            while let c = scanner.currentScalar, c.properties.isAlphabetic || c.properties.numericType != nil || "+-.".unicodeScalars.contains(c) {
                scanner.advanceScalar()
            }
            return Value(kind: .other, location: at)
        default:
            throw fail(scanner.isAtEnd ? "the file ends early" : "unexpected character")
        }
    }

    private static func startsLiteral(_ c: Unicode.Scalar?) -> Bool {
        guard let c else { return false }
        return c == "-" || c == "t" || c == "f" || c == "n" || c.properties.numericType != nil
    }

    private mutating func string() throws(Failure) -> String {
        scanner.advance()  // the opening quote
        // Most strings have no escape: their bytes are the text.
        let start = scanner.index
        while let byte = scanner.current, byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") { scanner.advance() }
        if scanner.current == UInt8(ascii: "\"") {
            let text = scanner.text(from: start)
            scanner.advance()
            return text
        }
        var text = Array(scanner.bytes[start..<scanner.index])
        var pendingHigh: UInt32?
        while let byte = scanner.current {
            switch byte {
            case UInt8(ascii: "\""):
                scanner.advance()
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                scanner.advance()
                guard let escaped = scanner.current else { break }
                switch escaped {
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "b"): text.append(0x08)
                case UInt8(ascii: "f"): text.append(0x0C)
                case UInt8(ascii: "u"):
                    scanner.advance()
                    var unit: UInt32 = 0
                    for _ in 0..<4 {
                        guard let h = scanner.current, let digit = TextScanner.hexValue(h) else { throw fail("a bad \\u escape") }
                        unit = unit << 4 | digit
                        scanner.advance()
                    }
                    if (0xD800..<0xDC00).contains(unit) {
                        pendingHigh = unit
                        continue
                    }
                    var value = unit
                    if let high = pendingHigh, (0xDC00..<0xE000).contains(unit) {
                        value = 0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00)
                    }
                    pendingHigh = nil
                    if let scalar = Unicode.Scalar(value) { UTF8.encode(scalar) { text.append($0) } }
                    continue
                default:
                    // Any other escaped character stands for itself (\" \\ \/).
                    let (_, length) = scanner.scalar(at: scanner.index)
                    text.append(contentsOf: scanner.bytes[scanner.index..<min(scanner.index + length, scanner.bytes.count)])
                    scanner.advance(length)
                    continue
                }
                scanner.advance()
            default:
                text.append(byte)
                scanner.advance()
            }
        }
        throw fail("a string is never closed")
    }
}
