import GuidelineKit

/// A string catalog (`.xcstrings`, JSON): its source language and, per key, the text of each
/// language with the place of its `"value"`, so a finding can point into the catalog.
enum StringCatalog {
    struct Catalog {
        var sourceLanguage: String?
        /// key → language → value
        var strings: [String: [String: StringsFile.Pair]]
    }

    /// Parses a catalog's bytes (valid UTF-8). The catalog is read as it is scanned, keeping only
    /// the texts: an app's catalog holds megabytes of states, comments and extraction marks, and
    /// a tree of every value took most of its reading.
    static func parse(path: String, bytes: [UInt8]) -> Result<Catalog, Diagnostic> {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = JSONReader(scanner: TextScanner(path: path, bytes: buffer))
            var sourceLanguage: String?
            // In the file's order: a key written twice has its last entry.
            var entries: [(key: String, keyLocation: SourceLocation, byLanguage: [String: StringsFile.Pair])] = []
            do throws(JSONReader.Failure) {
                let rootAt = reader.location()
                var isObject = false
                try reader.document { reader throws(JSONReader.Failure) in
                    isObject = try reader.object { reader, member, _ throws(JSONReader.Failure) in
                        switch member {
                        case "sourceLanguage":
                            if let language = try reader.string() { sourceLanguage = language }
                        case "strings":
                            try reader.object { reader, key, keyAt throws(JSONReader.Failure) in
                                var byLanguage: [String: StringsFile.Pair] = [:]
                                try reader.object { reader, field, _ throws(JSONReader.Failure) in
                                    guard field == "localizations" else { return try reader.skip() }
                                    try reader.object { reader, language, _ throws(JSONReader.Failure) in
                                        if let (value, at) = try shownText(&reader) {
                                            byLanguage[language] = StringsFile.Pair(key: key, value: value, location: at)
                                        }
                                    }
                                }
                                entries.append((key, keyAt, byLanguage))
                            }
                        default:
                            try reader.skip()
                        }
                    }
                }
                guard isObject else {
                    return .failure(.warning("bad-strings", "a string catalog is a JSON object; regenerate it in Xcode", at: rootAt))
                }
            } catch {
                return .failure(error.diagnostic)
            }
            var catalog = Catalog(sourceLanguage: sourceLanguage, strings: [:])
            catalog.strings.reserveCapacity(entries.count)
            for var entry in entries {
                // A key with no text in the source language shows the key itself.
                if let source = sourceLanguage, entry.byLanguage[source] == nil {
                    entry.byLanguage[source] = StringsFile.Pair(key: entry.key, value: entry.key, location: entry.keyLocation)
                }
                catalog.strings[entry.key] = entry.byLanguage
            }
            return .success(catalog)
        }
    }

    /// A localization's text: its `stringUnit`'s value, else the `other` (or first) case of its
    /// variations (plural, device), which is the longest form a title takes. Reads the value.
    private static func shownText(_ reader: inout JSONReader) throws(JSONReader.Failure) -> (String, SourceLocation)? {
        var unitText: (String, SourceLocation)?
        var variationText: (String, SourceLocation)?
        try reader.object { reader, member, _ throws(JSONReader.Failure) in
            switch member {
            case "stringUnit" where unitText == nil:
                try reader.object { reader, field, _ throws(JSONReader.Failure) in
                    guard field == "value", unitText == nil else { return try reader.skip() }
                    let at = reader.location()
                    if let value = try reader.string() { unitText = (value, at) }
                }
            case "variations" where variationText == nil:
                try reader.object { reader, _, _ throws(JSONReader.Failure) in  // each kind of variation: plural, device
                    // Each case's text is read (so the reader moves past it); nil: no such case.
                    var first: (String, SourceLocation)??
                    var other: (String, SourceLocation)??
                    try reader.object { reader, name, _ throws(JSONReader.Failure) in
                        let text = try shownText(&reader)
                        if first == nil { first = .some(text) }
                        if name == "other", other == nil { other = .some(text) }
                    }
                    if variationText == nil, let chosen = other ?? first, let text = chosen { variationText = text }
                }
            default:
                try reader.skip()
            }
        }
        return unitText ?? variationText
    }
}

/// A JSON reader that keeps where each value starts (Foundation's does not), read as it is
/// scanned: the caller asks for the value it expects at each place (`object`, `string`) or
/// skips it, and nothing else is kept. Every value is checked, skipped or not.
struct JSONReader {
    struct Failure: Error {
        var diagnostic: Diagnostic
    }

    private var scanner: TextScanner
    /// Deeper than a catalog ever nests: stops a hostile file from exhausting the stack.
    static let maximumDepth = 64
    /// How deep the next value is (the document's own value: 0).
    private var depth = 0

    init(scanner: TextScanner) { self.scanner = scanner }

    /// Reads the document's one value with `read`, then checks that nothing follows it.
    mutating func document(_ read: (inout JSONReader) throws(Failure) -> Void) throws(Failure) {
        try read(&self)
        _ = scanner.skipSpace(comments: false)
        guard scanner.isAtEnd else { throw fail("unexpected text after the JSON value") }
    }

    /// Where the next value starts.
    mutating func location() -> SourceLocation {
        _ = scanner.skipSpace(comments: false)
        return scanner.location
    }

    /// Reads an object: `member` is given each key and its place, with the reader at the key's
    /// value, which it must read or skip. Any other value is skipped; false then.
    @discardableResult
    mutating func object(_ member: (inout JSONReader, String, SourceLocation) throws(Failure) -> Void) throws(Failure) -> Bool {
        try begin()
        guard scanner.current == UInt8(ascii: "{") else {
            try skipBegun()
            return false
        }
        scanner.advance()
        depth += 1
        _ = scanner.skipSpace(comments: false)
        if scanner.current == UInt8(ascii: "}") {
            scanner.advance()
            depth -= 1
            return true
        }
        while true {
            _ = scanner.skipSpace(comments: false)
            let keyAt = scanner.location
            guard scanner.current == UInt8(ascii: "\"") else { throw fail("expected a quoted key") }
            let key = try quoted()
            _ = scanner.skipSpace(comments: false)
            guard scanner.current == UInt8(ascii: ":") else { throw fail("expected : after \"\(key)\"") }
            scanner.advance()
            try member(&self, key, keyAt)
            _ = scanner.skipSpace(comments: false)
            if scanner.current == UInt8(ascii: ",") {
                scanner.advance()
                continue
            }
            guard scanner.current == UInt8(ascii: "}") else { throw fail("expected , or }") }
            scanner.advance()
            depth -= 1
            return true
        }
    }

    /// Reads a string; any other value is skipped, and nil.
    mutating func string() throws(Failure) -> String? {
        try begin()
        guard scanner.current == UInt8(ascii: "\"") else {
            try skipBegun()
            return nil
        }
        return try quoted()
    }

    /// Reads past a value, checking it.
    mutating func skip() throws(Failure) {
        try begin()
        try skipBegun()
    }

    private func fail(_ message: String) -> Failure {
        Failure(diagnostic: scanner.problem("bad-strings", "not valid JSON: \(message); regenerate the catalog in Xcode"))
    }

    /// Checks the depth and moves to the value's first character.
    private mutating func begin() throws(Failure) {
        guard depth < Self.maximumDepth else { throw fail("nested more than \(Self.maximumDepth) levels") }
        _ = scanner.skipSpace(comments: false)
    }

    /// Reads past the value at the current character.
    private mutating func skipBegun() throws(Failure) {
        switch scanner.current {
        case UInt8(ascii: "{"):
            try object { reader, _, _ throws(JSONReader.Failure) in try reader.skip() }
        case UInt8(ascii: "["):
            scanner.advance()
            depth += 1
            _ = scanner.skipSpace(comments: false)
            if scanner.current == UInt8(ascii: "]") {
                scanner.advance()
                depth -= 1
                return
            }
            while true {
                try skip()
                _ = scanner.skipSpace(comments: false)
                if scanner.current == UInt8(ascii: ",") {
                    scanner.advance()
                    continue
                }
                guard scanner.current == UInt8(ascii: "]") else { throw fail("expected , or ]") }
                scanner.advance()
                depth -= 1
                return
            }
        case UInt8(ascii: "\""):
            _ = try quoted()
        case _ where Self.startsLiteral(scanner.currentScalar):
            // A number, true, false or null.
            while let c = scanner.currentScalar, c.properties.isAlphabetic || c.properties.numericType != nil || "+-.".unicodeScalars.contains(c) {
                scanner.advanceScalar()
            }
        default:
            throw fail(scanner.isAtEnd ? "the file ends early" : "unexpected character")
        }
    }

    private static func startsLiteral(_ c: Unicode.Scalar?) -> Bool {
        guard let c else { return false }
        return c == "-" || c == "t" || c == "f" || c == "n" || c.properties.numericType != nil
    }

    /// The string whose opening quote is the current character.
    private mutating func quoted() throws(Failure) -> String {
        switch JSONText.unquote(scanner.bytes, at: scanner.index) {
        case .success(let read):
            scanner.advance(to: read.end)
            return read.text
        case .failure(let failure):
            scanner.advance(to: failure.offset)
            throw fail(failure.reason)
        }
    }
}
