import GuidelineKit

/// Reads text one character at a time while keeping the line and column, for the hand-written
/// reader of string catalogs: their findings point at a value's place.
struct TextScanner {
    let path: String
    private let scalars: [Unicode.Scalar]
    private(set) var index = 0
    private(set) var line = 1
    /// UTF-8 column, as every other location the linter reports.
    private(set) var column = 1

    init(path: String, text: String) {
        self.path = path
        scalars = Array(text.unicodeScalars)
    }

    var isAtEnd: Bool { index >= scalars.count }
    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
    func peek(_ offset: Int = 1) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }
    var location: SourceLocation { SourceLocation(file: path, line: line, column: column) }

    mutating func advance() {
        guard let scalar = current else { return }
        index += 1
        if scalar == "\n" {
            line += 1
            column = 1
        } else {
            column += UTF8.width(scalar)
        }
    }

    /// Skips spaces, newlines and, when `comments`, `/* … */` and `// …`; false when a block
    /// comment never closes.
    mutating func skipSpace(comments: Bool) -> Bool {
        while let scalar = current {
            if scalar.properties.isWhitespace {
                advance()
            } else if comments, scalar == "/", peek() == "*" {
                advance()
                advance()
                while !(current == "*" && peek() == "/") {
                    if isAtEnd { return false }
                    advance()
                }
                advance()
                advance()
            } else if comments, scalar == "/", peek() == "/" {
                while let c = current, c != "\n" { advance() }
            } else {
                return true
            }
        }
        return true
    }

    /// A problem at the current place.
    func problem(_ id: String, _ message: String) -> Diagnostic { .warning(id, message, at: location) }
}

/// A file's bytes as text: UTF-16 with a byte-order mark (as Xcode long wrote `.strings` files),
/// or UTF-8 with or without one; nil when neither.
func decodeLocalizationText(_ bytes: [UInt8]) -> String? {
    localizationUTF8(bytes).map { String(decoding: $0, as: UTF8.self) }
}

/// A file's text as UTF-8 bytes (without a byte-order mark): UTF-16 with a byte-order mark is
/// transcoded, UTF-8 validated; nil when it is neither.
func localizationUTF8(_ bytes: [UInt8]) -> [UInt8]? {
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
        let bigEndian = bytes[0] == 0xFE
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var at = 2
        while at + 1 < bytes.count {
            units.append(bigEndian ? UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1]) : UInt16(bytes[at + 1]) << 8 | UInt16(bytes[at]))
            at += 2
        }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(units.count)
        var iterator = units.makeIterator()
        var decoder = UTF16()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): UTF8.encode(scalar) { utf8.append($0) }
            case .emptyInput: return utf8
            case .error: return nil
            }
        }
    }
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    return String(validating: body, as: UTF8.self) == nil ? nil : body
}
