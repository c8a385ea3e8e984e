import GuidelineKit

/// The tokens of a Swift file, for `FactsParser`: names, punctuation, operators and the parts of
/// string literals, each with its byte range, line and UTF-8 column (as swift-syntax's
/// `SourceLocationConverter` counts them: lines end at `\n`, `\r\n` or `\r`). Comments and
/// whitespace are not tokens; what the parser needs of them (a line break or a space before or
/// after a token) is kept as flags, as the Swift lexer decides with them whether an operator is
/// prefix, postfix or binary.
struct FactsToken {
    enum Kind: UInt8 {
        case identifier  // names, keywords, `backticked`, $0 and $name
        case number
        case stringOpen  // ", """, #" …
        case stringSegment  // literal text between a delimiter and an interpolation
        case interpolationOpen  // \( or \#(
        case interpolationClose  // the ) that ends an interpolation
        case stringClose
        case regex  // #/…/#
        case pound  // #if, #selector, #Preview… (the # included)
        case at  // @
        case leftParen, rightParen, leftBrace, rightBrace, leftSquare, rightSquare
        case comma, colon, semicolon, period, backslash
        case `operator`  // any operator, = -> ? ! & < > included
        case end
    }

    /// A line break comes before the token (it starts a line).
    static let startsLine: UInt8 = 1
    /// Whitespace or a comment comes before the token.
    static let spaceBefore: UInt8 = 2
    /// Whitespace or a comment comes after the token.
    static let spaceAfter: UInt8 = 4
    /// An operator is left-bound (postfix, or one side of a binary operator without spaces).
    static let leftBound: UInt8 = 8
    /// An operator is right-bound.
    static let rightBound: UInt8 = 16

    var kind: Kind
    var flags: UInt8
    /// `FactsKeyword` of an identifier, 0 (`none`) for a plain name.
    var keyword: UInt8
    var start: Int32
    var end: Int32
    var line: Int32
    var column: Int32

    func has(_ flag: UInt8) -> Bool { flags & flag != 0 }
}

/// The keywords (and contextual keywords) the parser tells apart, as `FactsToken.keyword`.
enum FactsKeyword: UInt8, CaseIterable {
    case none
    case `func`, `var`, `let`, `class`, `struct`, `enum`, `protocol`, `extension`, actor, `init`, `deinit`
    case `subscript`, `typealias`, `associatedtype`, `import`, `case`, `operator`, `precedencegroup`, macro
    case `static`, `if`, `guard`, `while`, `repeat`, `for`, `in`, `switch`, `default`, `do`, `catch`, `defer`
    case `return`, `throw`, `break`, `continue`, `fallthrough`, `where`, `else`, `try`, await, `as`, `is`
    case `self`, `Self`, `super`, `true`, `false`, `nil`, get, set, didSet, willSet, some, any, `inout`, async
    case `throws`, `rethrows`, reasync, wildcard, each, consume, copy, discard, yield, then, `Type`, `Protocol`, unsafe
    // Declaration modifiers.
    case `private`, `fileprivate`, `internal`, `public`, open, package, final, override, mutating, nonmutating
    case lazy, weak, unowned, optional, required, convenience, dynamic, indirect, nonisolated, distributed
    case prefix, postfix, infix, borrowing, consuming, isolated, sending, __owned, __shared, __consuming, _const
    // Accessors other than get, set, didSet and willSet.
    case _modify, _read, modify, read, unsafeAddress, unsafeMutableAddress, addressWithOwner, addressWithNativeOwner
    case mutableAddressWithOwner, mutableAddressWithNativeOwner, borrow, mutate

    var spelling: String { self == .wildcard ? "_" : String(describing: self) }

    /// A declaration modifier (`static` and `class` are too, where a declaration follows them).
    var isModifier: Bool { rawValue >= FactsKeyword.private.rawValue && rawValue <= FactsKeyword._const.rawValue }

    /// An accessor's introducer, as swift-syntax knows them without experimental features
    /// (`read`, `modify` and `mutate` need them: without, they are names).
    var isAccessor: Bool {
        switch self {
        case .get, .set, .didSet, .willSet, .`init`, ._modify, ._read, .unsafeAddress, .unsafeMutableAddress,
            .addressWithOwner, .addressWithNativeOwner, .mutableAddressWithOwner, .mutableAddressWithNativeOwner,
            .borrow:
            return true
        default:
            return false
        }
    }

    /// Keywords by length and first byte, found without making a string (every name is looked
    /// up): the keywords a name of length `n` starting with byte `b` may be are `entries[k]` for
    /// `k` in `slots[n * 128 + b] ..< slots[n * 128 + b + 1]`. Built once and never freed.
    private static let maximumLength = allCases.map(\.spelling.utf8.count).max()!
    nonisolated(unsafe) private static let table:
        (slots: UnsafePointer<Int32>, entries: UnsafePointer<(offset: Int32, keyword: UInt8)>, spellings: UnsafePointer<UInt8>) = {
            let keywords = allCases.filter { $0 != .none }.map { (bytes: Array($0.spelling.utf8), keyword: $0) }
                .sorted { ($0.bytes.count, $0.bytes[0], $0.keyword.rawValue) < ($1.bytes.count, $1.bytes[0], $1.keyword.rawValue) }
            let slotCount = (maximumLength + 1) * 128
            let slots = UnsafeMutablePointer<Int32>.allocate(capacity: slotCount + 1)
            let entries = UnsafeMutablePointer<(offset: Int32, keyword: UInt8)>.allocate(capacity: keywords.count)
            let spellings = UnsafeMutablePointer<UInt8>.allocate(capacity: keywords.reduce(0) { $0 + $1.bytes.count })
            var (next, offset) = (0, 0)
            for slot in 0...slotCount {
                slots[slot] = Int32(next)
                while next < keywords.count && keywords[next].bytes.count * 128 + Int(keywords[next].bytes[0]) == slot {
                    entries[next] = (Int32(offset), keywords[next].keyword.rawValue)
                    for byte in keywords[next].bytes {
                        spellings[offset] = byte
                        offset += 1
                    }
                    next += 1
                }
            }
            return (UnsafePointer(slots), UnsafePointer(entries), UnsafePointer(spellings))
        }()

    static func code(_ text: UnsafeRawBufferPointer, from start: Int, to end: Int) -> UInt8 {
        let length = end - start
        guard length > 0, length <= maximumLength, text[start] < 0x80 else { return 0 }
        let table = FactsKeyword.table
        let slot = length * 128 + Int(text[start])
        for candidate in Int(table.slots[slot])..<Int(table.slots[slot + 1]) {
            let entry = table.entries[candidate]
            var index = 1
            while index < length && table.spellings[Int(entry.offset) + index] == text[start + index] { index += 1 }
            if index == length { return entry.keyword }
        }
        return 0
    }
}

/// Splits Swift source into `FactsToken`s. It never fails: what it does not know becomes an
/// operator or a name, and an unterminated string or comment runs to the end of the file.
struct FactsLexer {
    private let text: UnsafeRawBufferPointer
    private var position = 0
    private var line: Int32 = 1
    private var lineStart = 0
    /// The tokens so far (`tokens(of:)` frees the buffer).
    private var tokens: AppendBuffer<FactsToken>
    /// Whether a line break or a space/comment was passed since the last token.
    private var sawNewline = true
    private var sawSpace = true
    /// `isIdentifierBody` by byte, read through a pointer (a static table is checked for its
    /// initialization at each read).
    private let identifierBody = FactsLexer.identifierBodyBytes

    static func tokens(of text: UnsafeRawBufferPointer) -> [FactsToken] {
        var lexer = FactsLexer(text: text)
        defer { lexer.tokens.deallocate() }
        // A shebang line at the start is not code.
        if text.count > 1 && text[0] == UInt8(ascii: "#") && text[1] == UInt8(ascii: "!") {
            while lexer.position < text.count && !lexer.isNewline(lexer.position) { lexer.position += 1 }
        }
        lexer.lexTokens(closingInterpolation: false)
        lexer.skipTrivia()
        lexer.append(.end, from: text.count, to: text.count)
        return Array(lexer.tokens.suffix(from: 0))
    }

    private init(text: UnsafeRawBufferPointer) {
        self.text = text
        tokens = AppendBuffer(capacity: text.count / 4)
    }

    nonisolated(unsafe) private static let identifierBodyBytes: UnsafePointer<Bool> = {
        let table = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
        for byte in 0...255 { table[byte] = isIdentifierBody(UInt8(byte)) }
        return UnsafePointer(table)
    }()

    private func byte(_ at: Int) -> UInt8 { at < text.count ? text[at] : 0 }

    private func isNewline(_ at: Int) -> Bool { text[at] == 0x0A || text[at] == 0x0D }

    /// Where the line from `start` ends: at its `\n` or `\r`, found with `memchr` (comments are a
    /// good part of a file's bytes, which a byte-by-byte loop took a fifth of lexing to pass).
    private func lineEnd(from start: Int) -> Int {
        guard start < text.count else { return text.count }
        let newline = ByteSearch.firstOffset(of: 0x0A, in: UnsafeRawBufferPointer(rebasing: text[start...])).map { start + $0 }
            ?? text.count
        let carriageReturn = ByteSearch.firstOffset(of: 0x0D, in: UnsafeRawBufferPointer(rebasing: text[start..<newline]))
        return carriageReturn.map { start + $0 } ?? newline
    }

    /// Passes a line break at `position`, counting lines as swift-syntax does.
    private mutating func passNewline() {
        if text[position] == 0x0D && byte(position + 1) == 0x0A { position += 1 }
        position += 1
        line += 1
        lineStart = position
        sawNewline = true
        sawSpace = true
    }

    private mutating func skipTrivia() {
        while position < text.count {
            let c = text[position]
            if c == 0x0A || c == 0x0D {
                passNewline()
            } else if c == 0x20 || c == 0x09 || c == 0x0B || c == 0x0C {
                // Indentation comes in runs of spaces: passed in a loop of their own.
                position += 1
                while position < text.count && text[position] == 0x20 { position += 1 }
                sawSpace = true
            } else if c == UInt8(ascii: "/") && byte(position + 1) == UInt8(ascii: "/") {
                position = lineEnd(from: position + 2)
                sawSpace = true
            } else if c == UInt8(ascii: "/") && byte(position + 1) == UInt8(ascii: "*") {
                position += 2
                var depth = 1
                while position < text.count && depth > 0 {
                    if text[position] == UInt8(ascii: "*") && byte(position + 1) == UInt8(ascii: "/") {
                        depth -= 1
                        position += 2
                    } else if text[position] == UInt8(ascii: "/") && byte(position + 1) == UInt8(ascii: "*") {
                        depth += 1
                        position += 2
                    } else if isNewline(position) {
                        passNewline()
                    } else {
                        position += 1
                    }
                }
                sawSpace = true
            } else if c == 0xC2 && byte(position + 1) == 0xA0 {  // no-break space
                position += 2
                sawSpace = true
            } else if c == 0xEF && byte(position + 1) == 0xBB && byte(position + 2) == 0xBF {  // byte order mark
                position += 3
            } else {
                return
            }
        }
    }

    private mutating func append(
        _ kind: FactsToken.Kind, from start: Int, to end: Int, keyword: UInt8 = 0, line: Int32? = nil,
        lineStart: Int? = nil
    ) {
        var flags: UInt8 = 0
        if sawNewline { flags |= FactsToken.startsLine }
        if sawSpace { flags |= FactsToken.spaceBefore }
        if tokens.count > 0, sawSpace { tokens[tokens.count - 1].flags |= FactsToken.spaceAfter }
        // Offsets fit the token's 32 bits: Swift files are read up to `Linter.maximumFileSize` (32 MiB).
        tokens.append(
            FactsToken(
                kind: kind, flags: flags, keyword: keyword, start: Int32(truncatingIfNeeded: start),
                end: Int32(truncatingIfNeeded: end), line: line ?? self.line,
                column: Int32(truncatingIfNeeded: start &- (lineStart ?? self.lineStart) &+ 1)))
        sawNewline = false
        sawSpace = false
    }

    /// The kind of each one-character punctuation token, by its byte.
    private static let punctuation: [FactsToken.Kind] = {
        var kinds = [FactsToken.Kind](repeating: .operator, count: 128)
        for (character, kind) in [
            ("{", FactsToken.Kind.leftBrace), ("}", .rightBrace), ("[", .leftSquare), ("]", .rightSquare),
            (",", .comma), (":", .colon), (";", .semicolon), ("@", .at), ("\\", .backslash),
        ] {
            kinds[Int(character.utf8.first!)] = kind
        }
        return kinds
    }()

    private static func isIdentifierHead(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x5F || c >= 0x80
    }

    private static func isIdentifierBody(_ c: UInt8) -> Bool {
        isIdentifierHead(c) || (c >= 0x30 && c <= 0x39) || c == UInt8(ascii: "$")
    }

    private static func isOperatorCharacter(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    /// Lexes tokens until the end of the file, or (in an interpolation) the `)` that closes it.
    private mutating func lexTokens(closingInterpolation: Bool) {
        var parens = 0
        while true {
            skipTrivia()
            guard position < text.count else { return }
            let start = position
            let c = text[position]
            switch c {
            case UInt8(ascii: "("):
                parens += 1
                position += 1
                append(.leftParen, from: start, to: position)
            case UInt8(ascii: ")"):
                if closingInterpolation && parens == 0 {
                    position += 1
                    append(.interpolationClose, from: start, to: position)
                    return
                }
                parens -= 1
                position += 1
                append(.rightParen, from: start, to: position)
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ","),
                UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "@"), UInt8(ascii: "\\"):
                position += 1
                append(Self.punctuation[Int(c)], from: start, to: position)
            case UInt8(ascii: "\""):
                lexString(delimiters: 0)
            case UInt8(ascii: "#"):
                var hashes = 0
                while byte(position + hashes) == UInt8(ascii: "#") { hashes += 1 }
                if byte(position + hashes) == UInt8(ascii: "\"") {
                    lexString(delimiters: hashes)
                } else if byte(position + hashes) == UInt8(ascii: "/") {
                    lexRegex(hashes: hashes)
                } else if Self.isIdentifierHead(byte(position + 1)) {
                    position += 1
                    while position < text.count && Self.isIdentifierBody(text[position]) { position += 1 }
                    append(.pound, from: start, to: position)
                } else {
                    position += 1
                    append(.pound, from: start, to: position)
                }
            case UInt8(ascii: "`"):
                position += 1
                while position < text.count && text[position] != UInt8(ascii: "`") && !isNewline(position) {
                    position += 1
                }
                if byte(position) == UInt8(ascii: "`") { position += 1 }
                append(.identifier, from: start, to: position)
            case UInt8(ascii: "$"):
                position += 1
                while position < text.count && Self.isIdentifierBody(text[position]) { position += 1 }
                append(.identifier, from: start, to: position)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                lexNumber()
            case UInt8(ascii: "."):
                // `.` alone is a member access; `..<` and `...` are operators.
                if byte(position + 1) == UInt8(ascii: ".") {
                    lexOperator()
                } else {
                    position += 1
                    append(.period, from: start, to: position)
                }
            default:
                if Self.isIdentifierHead(c) {
                    position += 1
                    while position < text.count && identifierBody[Int(text[position])] { position += 1 }
                    append(.identifier, from: start, to: position, keyword: FactsKeyword.code(text, from: start, to: position))
                } else if Self.isOperatorCharacter(c) {
                    lexOperator()
                } else {
                    // A character Swift does not allow here (or a non-ASCII operator): one token.
                    position += 1
                    append(.operator, from: start, to: position)
                }
            }
        }
    }

    private mutating func lexNumber() {
        let start = position
        position += 1
        while position < text.count {
            let c = text[position]
            if Self.isIdentifierBody(c) {
                position += 1
                // An exponent's sign: 1e-5, 0x1p+3.
                if (c == UInt8(ascii: "e") || c == UInt8(ascii: "E") || c == UInt8(ascii: "p") || c == UInt8(ascii: "P"))
                    && (byte(position) == UInt8(ascii: "-") || byte(position) == UInt8(ascii: "+"))
                {
                    position += 1
                }
            } else if c == UInt8(ascii: ".") && (byte(position + 1) >= 0x30 && byte(position + 1) <= 0x39) {
                position += 1
            } else {
                break
            }
        }
        append(.number, from: start, to: position)
    }

    /// An operator, and whether it binds to its left and right (the Swift lexer's rules).
    private mutating func lexOperator() {
        let start = position
        let dotted = text[position] == UInt8(ascii: ".")
        position += 1
        while position < text.count {
            let c = text[position]
            if c == UInt8(ascii: ".") {
                guard dotted else { break }
            } else if !Self.isOperatorCharacter(c) {
                break
            }
            // A comment starts here, not more of the operator.
            if c == UInt8(ascii: "/") && (byte(position + 1) == UInt8(ascii: "/") || byte(position + 1) == UInt8(ascii: "*")) {
                break
            }
            position += 1
        }
        var flags: UInt8 = 0
        if start > 0 {
            switch text[start - 1] {
            case 0x20, 0x0D, 0x0A, 0x09, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","),
                UInt8(ascii: ";"), UInt8(ascii: ":"):
                break
            case UInt8(ascii: "/"):
                if !(start >= 2 && text[start - 2] == UInt8(ascii: "*")) { flags |= FactsToken.leftBound }
            default:
                flags |= FactsToken.leftBound
            }
        }
        if position < text.count {
            switch text[position] {
            case 0x20, 0x0D, 0x0A, 0x09, UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","),
                UInt8(ascii: ";"), UInt8(ascii: ":"):
                break
            case UInt8(ascii: "."):
                if flags & FactsToken.leftBound == 0 { flags |= FactsToken.rightBound }
            case UInt8(ascii: "/"):
                if !(byte(position + 1) == UInt8(ascii: "/") || byte(position + 1) == UInt8(ascii: "*")) {
                    flags |= FactsToken.rightBound
                }
            default:
                flags |= FactsToken.rightBound
            }
        }
        append(.operator, from: start, to: position)
        tokens[tokens.count - 1].flags |= flags
    }

    /// `#/…/#`: a regex literal, one token (its text is not Swift).
    private mutating func lexRegex(hashes: Int) {
        let start = position, startLine = line, startLineStart = lineStart
        position += hashes + 1
        while position < text.count {
            if text[position] == UInt8(ascii: "\\") {
                position += 2
                continue
            }
            if text[position] == UInt8(ascii: "/") {
                var count = 0
                while count < hashes && byte(position + 1 + count) == UInt8(ascii: "#") { count += 1 }
                if count == hashes {
                    position += 1 + hashes
                    break
                }
            }
            if isNewline(position) {
                let (newline, space) = (sawNewline, sawSpace)
                passNewline()
                (sawNewline, sawSpace) = (newline, space)
                continue
            }
            position += 1
        }
        append(.regex, from: start, to: min(position, text.count), line: startLine, lineStart: startLineStart)
    }

    /// A string literal: its delimiters, its literal segments and its interpolations, whose
    /// expressions are lexed as code.
    private mutating func lexString(delimiters hashes: Int) {
        let start = position
        position += hashes
        var multiline = byte(position + 1) == UInt8(ascii: "\"") && byte(position + 2) == UInt8(ascii: "\"")
        if multiline && hashes > 0 {
            // `#"""#` and `#"""…"#` on one line are single-line raw strings holding quotes.
            var at = position + 1
            while at < text.count && !isNewline(at) {
                if text[at] == UInt8(ascii: "\"") {
                    var count = 0
                    while count < hashes && byte(at + 1 + count) == UInt8(ascii: "#") { count += 1 }
                    if count == hashes {
                        multiline = false
                        break
                    }
                }
                at += 1
            }
        }
        position += multiline ? 3 : 1
        append(.stringOpen, from: start, to: position)
        var segmentStart = position, segmentLine = line, segmentLineStart = lineStart
        func closeSegment(_ lexer: inout FactsLexer, at end: Int) {
            guard end > segmentStart else { return }
            // A segment is part of its literal: no line or space flags of its own.
            (lexer.sawNewline, lexer.sawSpace) = (false, false)
            lexer.append(.stringSegment, from: segmentStart, to: end, line: segmentLine, lineStart: segmentLineStart)
        }
        while position < text.count {
            let c = text[position]
            if c == UInt8(ascii: "\\") {
                var count = 0
                while count < hashes && byte(position + 1 + count) == UInt8(ascii: "#") { count += 1 }
                guard count == hashes else {
                    position += 1
                    continue
                }
                if byte(position + 1 + hashes) == UInt8(ascii: "(") {
                    closeSegment(&self, at: position)
                    let open = position
                    position += hashes + 2
                    (sawNewline, sawSpace) = (false, false)
                    append(.interpolationOpen, from: open, to: position)
                    lexTokens(closingInterpolation: true)
                    (segmentStart, segmentLine, segmentLineStart) = (position, line, lineStart)
                    continue
                }
                // An escape: the character after it is not a delimiter.
                position += 1 + hashes
                if position < text.count {
                    if isNewline(position) { passNewline() } else { position += 1 }
                }
                continue
            }
            if c == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                var closes = true
                for offset in 0..<quotes where byte(position + offset) != UInt8(ascii: "\"") { closes = false }
                if closes {
                    for offset in 0..<hashes where byte(position + quotes + offset) != UInt8(ascii: "#") { closes = false }
                }
                if closes {
                    closeSegment(&self, at: position)
                    let close = position
                    position += quotes + hashes
                    (sawNewline, sawSpace) = (false, false)
                    append(.stringClose, from: close, to: position)
                    return
                }
                position += 1
                continue
            }
            if isNewline(position) {
                // A single-line literal ends at the line's end (unterminated).
                if !multiline {
                    closeSegment(&self, at: position)
                    return
                }
                passNewline()
                continue
            }
            position += 1
        }
        closeSegment(&self, at: position)
    }
}
