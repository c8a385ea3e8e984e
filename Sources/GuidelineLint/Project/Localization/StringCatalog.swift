import GuidelineKit

/// A string catalog (`.xcstrings`, JSON): its source language and, per key, the text of each
/// language with the place of its `"value"`, so a finding can point into the catalog.
enum StringCatalog {
    struct Catalog {
        var sourceLanguage: String?
        /// key → language → value
        var strings: [String: [String: StringsFile.Pair]]
    }

    static func parse(path: String, text: String) -> Result<Catalog, Diagnostic> {
        var reader = JSONReader(scanner: TextScanner(path: path, text: text))
        let root: JSONReader.Value
        do {
            root = try reader.document()
        } catch {
            return .failure(error.diagnostic)
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
        case "{":
            scanner.advance()
            var members: [Member] = []
            _ = scanner.skipSpace(comments: false)
            if scanner.current == "}" {
                scanner.advance()
                return Value(kind: .object(members), location: at)
            }
            while true {
                _ = scanner.skipSpace(comments: false)
                let keyAt = scanner.location
                guard scanner.current == "\"" else { throw fail("expected a quoted key") }
                let key = try string()
                _ = scanner.skipSpace(comments: false)
                guard scanner.current == ":" else { throw fail("expected : after \"\(key)\"") }
                scanner.advance()
                members.append(Member(key: key, keyLocation: keyAt, value: try read(depth: depth + 1)))
                _ = scanner.skipSpace(comments: false)
                if scanner.current == "," { scanner.advance(); continue }
                guard scanner.current == "}" else { throw fail("expected , or }") }
                scanner.advance()
                return Value(kind: .object(members), location: at)
            }
        case "[":
            scanner.advance()
            var elements: [Value] = []
            _ = scanner.skipSpace(comments: false)
            if scanner.current == "]" {
                scanner.advance()
                return Value(kind: .array(elements), location: at)
            }
            while true {
                elements.append(try read(depth: depth + 1))
                _ = scanner.skipSpace(comments: false)
                if scanner.current == "," { scanner.advance(); continue }
                guard scanner.current == "]" else { throw fail("expected , or ]") }
                scanner.advance()
                return Value(kind: .array(elements), location: at)
            }
        case "\"":
            return Value(kind: .string(try string()), location: at)
        case let c? where c == "-" || c == "t" || c == "f" || c == "n" || c.properties.numericType != nil:
            while let c = scanner.current, c.properties.isAlphabetic || c.properties.numericType != nil || "+-.".unicodeScalars.contains(c) {
                scanner.advance()
            }
            return Value(kind: .other, location: at)
        default:
            throw fail(scanner.isAtEnd ? "the file ends early" : "unexpected character")
        }
    }

    private mutating func string() throws(Failure) -> String {
        scanner.advance()  // the opening quote
        var text = ""
        var pendingHigh: UInt32?
        while let c = scanner.current {
            scanner.advance()
            switch c {
            case "\"": return text
            case "\\":
                guard let escaped = scanner.current else { break }
                scanner.advance()
                switch escaped {
                case "n": text += "\n"
                case "t": text += "\t"
                case "r": text += "\r"
                case "b": text += "\u{8}"
                case "f": text += "\u{C}"
                case "u":
                    var hex = ""
                    while hex.count < 4, let h = scanner.current, h.properties.isASCIIHexDigit {
                        hex.unicodeScalars.append(h)
                        scanner.advance()
                    }
                    guard hex.count == 4, let unit = UInt32(hex, radix: 16) else { throw fail("a bad \\u escape") }
                    if (0xD800..<0xDC00).contains(unit) {
                        pendingHigh = unit
                        continue
                    }
                    var value = unit
                    if let high = pendingHigh, (0xDC00..<0xE000).contains(unit) {
                        value = 0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00)
                    }
                    pendingHigh = nil
                    if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
                default: text.unicodeScalars.append(escaped)
                }
            default: text.unicodeScalars.append(c)
            }
        }
        throw fail("a string is never closed")
    }
}
