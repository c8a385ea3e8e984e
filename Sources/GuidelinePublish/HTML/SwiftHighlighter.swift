import GuidelineKit

/// Swift code as highlighted HTML, at build time: a small tokenizer (comments, strings, numbers,
/// keywords, attributes, type names), so the site loads no highlighting library. An example's
/// `↓` markers become a `<mark class="reported">` around the token the rule reports, and leave
/// no character behind: copying the block copies the code as it compiles.
enum SwiftHighlighter {
    /// The token kinds that get a class (`tok-keyword`…); everything else stays plain text.
    enum Kind: String {
        case keyword, string, comment, number, attribute, type
    }

    /// `code` (markers already taken out) as HTML; the tokens that start at or cover one of
    /// `marks` (UTF-8 offsets into `code`) are wrapped in a `mark`.
    static func html(_ code: String, marks: Set<Int> = []) -> String {
        let bytes = Array(code.utf8)
        var out = ""
        out.reserveCapacity(bytes.count * 2)
        var pendingMarks = marks.sorted()[...]
        for token in tokens(bytes) {
            let text = HTMLRenderer.escape(String(decoding: bytes[token.range], as: UTF8.self))
            let styled = token.kind.map { "<span class=\"tok-\($0.rawValue)\">\(text)</span>" } ?? text
            // A marker reports the first token at or after it that is not white space.
            var marked = false
            while let first = pendingMarks.first, first < token.range.upperBound, !token.isSpace {
                pendingMarks.removeFirst()
                marked = true
            }
            out += marked ? "<mark class=\"reported\">\(styled)</mark>" : styled
        }
        return out
    }

    /// A fenced block's code as HTML. Swift is highlighted; in an example (`hasMarkers`) the
    /// markers become highlights; anything else is shown as written.
    static func block(_ code: String, language: String, hasMarkers: Bool) -> String {
        guard language == "swift" else { return HTMLRenderer.escape(code) }
        guard hasMarkers else { return html(code) }
        let (plain, markers) = CodeExample.unmarked(code)
        var lineStarts = [0]
        for (offset, byte) in plain.utf8.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
        let offsets = markers.compactMap { marker in
            marker.line <= lineStarts.count ? lineStarts[marker.line - 1] + marker.column - 1 : nil
        }
        return html(plain, marks: Set(offsets))
    }

    struct Token {
        var range: Range<Int>
        var kind: Kind?
        var isSpace = false
    }

    static func tokens(_ s: [UInt8]) -> [Token] {
        var tokens: [Token] = []
        var i = 0
        var previousSignificant: UInt8 = 0
        func isIdentifierStart(_ b: UInt8) -> Bool { b == UInt8(ascii: "_") || isLetter(b) || b >= 0x80 }
        func isIdentifierPart(_ b: UInt8) -> Bool { isIdentifierStart(b) || isDigit(b) }
        while i < s.count {
            let start = i
            let b = s[i]
            var kind: Kind?
            var isSpace = false
            if isWhiteSpace(b) {
                while i < s.count, isWhiteSpace(s[i]) { i += 1 }
                isSpace = true
            } else if b == UInt8(ascii: "/"), i + 1 < s.count, s[i + 1] == UInt8(ascii: "/") {
                while i < s.count, s[i] != UInt8(ascii: "\n") { i += 1 }
                kind = .comment
            } else if b == UInt8(ascii: "/"), i + 1 < s.count, s[i + 1] == UInt8(ascii: "*") {
                i = blockCommentEnd(s, from: i)
                kind = .comment
            } else if b == UInt8(ascii: "\"") || (b == UInt8(ascii: "#") && rawStringQuote(s, from: i) != nil) {
                i = stringEnd(s, from: i)
                kind = .string
            } else if isDigit(b) {
                i += 1
                while i < s.count, isIdentifierPart(s[i]) || (s[i] == UInt8(ascii: ".") && i + 1 < s.count && isDigit(s[i + 1])) {
                    i += 1
                }
                kind = .number
            } else if (b == UInt8(ascii: "@") || b == UInt8(ascii: "#")), i + 1 < s.count, isIdentifierStart(s[i + 1]) {
                i += 1
                while i < s.count, isIdentifierPart(s[i]) { i += 1 }
                kind = b == UInt8(ascii: "@") ? .attribute : .keyword
            } else if b == UInt8(ascii: "`") {
                i += 1
                while i < s.count, s[i] != UInt8(ascii: "`"), s[i] != UInt8(ascii: "\n") { i += 1 }
                if i < s.count, s[i] == UInt8(ascii: "`") { i += 1 }
            } else if isIdentifierStart(b) {
                while i < s.count, isIdentifierPart(s[i]) { i += 1 }
                let word = String(decoding: s[start..<i], as: UTF8.self)
                // After a dot a word is a member (`.default`, `.share`), whatever it spells.
                if previousSignificant != UInt8(ascii: "."), keywords.contains(word) {
                    kind = .keyword
                } else if isUpper(b) {
                    kind = .type
                }
            } else {
                i += 1
                // A multi-byte character stays whole.
                while i < s.count, s[i] & 0xC0 == 0x80 { i += 1 }
            }
            if !isSpace { previousSignificant = s[i - 1] }
            tokens.append(Token(range: start..<i, kind: kind, isSpace: isSpace))
        }
        return tokens
    }

    /// The `#` count of a raw string starting at `i` (`#"…"#`), or nil when `#`s start no string.
    private static func rawStringQuote(_ s: [UInt8], from i: Int) -> Int? {
        var j = i
        while j < s.count, s[j] == UInt8(ascii: "#") { j += 1 }
        return j < s.count && s[j] == UInt8(ascii: "\"") ? j - i : nil
    }

    /// The end of the string literal starting at `i`: single-line, multi-line (`"""`) or raw.
    /// An interpolation's parentheses are skipped, strings inside them included.
    private static func stringEnd(_ s: [UInt8], from i: Int) -> Int {
        let hashes = rawStringQuote(s, from: i) ?? 0
        var j = i + hashes
        let quote = UInt8(ascii: "\"")
        let multiline = j + 2 < s.count && s[j + 1] == quote && s[j + 2] == quote
        j += multiline ? 3 : 1
        func closes(at k: Int) -> Bool {
            let quotes = multiline ? 3 : 1
            guard k + quotes + hashes <= s.count else { return false }
            return s[k..<k + quotes].allSatisfy { $0 == quote } && s[k + quotes..<k + quotes + hashes].allSatisfy { $0 == UInt8(ascii: "#") }
        }
        while j < s.count {
            if closes(at: j) { return j + (multiline ? 3 : 1) + hashes }
            if !multiline, s[j] == UInt8(ascii: "\n") { return j }
            if s[j] == UInt8(ascii: "\\"), j + hashes + 1 < s.count,
                s[j + 1..<j + 1 + hashes].allSatisfy({ $0 == UInt8(ascii: "#") })
            {
                j += 1 + hashes
                if s[j] == UInt8(ascii: "(") {
                    j = interpolationEnd(s, from: j)
                    continue
                }
            }
            j += 1
        }
        return s.count
    }

    /// Just past the `)` that closes the interpolation whose `(` is at `i`.
    private static func interpolationEnd(_ s: [UInt8], from i: Int) -> Int {
        var depth = 0
        var j = i
        while j < s.count {
            switch s[j] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return j + 1 }
            case UInt8(ascii: "\""):
                j = stringEnd(s, from: j)
                continue
            case UInt8(ascii: "\n"): return j
            default: break
            }
            j += 1
        }
        return s.count
    }

    /// Just past the `*/` that closes the (possibly nested) comment at `i`.
    private static func blockCommentEnd(_ s: [UInt8], from i: Int) -> Int {
        var depth = 0
        var j = i
        while j + 1 < s.count {
            if s[j] == UInt8(ascii: "/"), s[j + 1] == UInt8(ascii: "*") {
                depth += 1
                j += 2
            } else if s[j] == UInt8(ascii: "*"), s[j + 1] == UInt8(ascii: "/") {
                depth -= 1
                j += 2
                if depth == 0 { return j }
            } else {
                j += 1
            }
        }
        return s.count
    }

    private static func isWhiteSpace(_ b: UInt8) -> Bool {
        b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r")
    }
    private static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
    private static func isUpper(_ b: UInt8) -> Bool { b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") }
    private static func isLetter(_ b: UInt8) -> Bool { isUpper(b) || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) }

    /// Swift's keywords, those examples use and the rest of the language's reserved words.
    static let keywords: Set<String> = [
        "actor", "any", "as", "associatedtype", "async", "await", "break", "case", "catch", "class", "continue",
        "convenience", "default", "defer", "deinit", "didSet", "do", "dynamic", "else", "enum", "extension",
        "fallthrough", "false", "fileprivate", "final", "for", "func", "get", "guard", "if", "import", "in",
        "indirect", "init", "inout", "internal", "is", "isolated", "lazy", "let", "mutating", "nil", "nonisolated",
        "open", "operator", "optional", "override", "private", "protocol", "public", "repeat", "required",
        "rethrows", "return", "self", "Self", "set", "some", "static", "struct", "subscript", "super", "switch",
        "throw", "throws", "true", "try", "typealias", "unowned", "var", "weak", "where", "while", "willSet",
    ]
}
