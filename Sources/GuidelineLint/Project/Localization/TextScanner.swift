import GuidelineKit

/// Reads valid UTF-8 a byte at a time while keeping the line and the column, for the
/// hand-written readers of string tables and catalogs: their findings point at a value's place.
/// Bytes, not scalars: an app with forty languages holds megabytes of tables, and reading them
/// a scalar at a time (with Unicode properties for every space) took a fifth of its lint.
struct TextScanner {
    let path: String
    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var index = 0
    private(set) var line = 1
    private var lineStart = 0

    init(path: String, bytes: UnsafeBufferPointer<UInt8>) {
        self.path = path
        self.bytes = bytes
    }

    var isAtEnd: Bool { index >= bytes.count }
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }
    func peek(_ offset: Int = 1) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
    /// UTF-8 column, as every other location the linter reports.
    var location: SourceLocation { SourceLocation(file: path, line: line, column: index - lineStart + 1) }

    /// The scalar at `offset` and its length in bytes.
    func scalar(at offset: Int) -> (Unicode.Scalar, Int) {
        let lead = bytes[offset]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var value = UInt32(lead) & (length == 1 ? 0x7F : length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for next in 1..<length where offset + next < bytes.count {
            value = value << 6 | UInt32(bytes[offset + next] & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// The current scalar, nil at the end.
    var currentScalar: Unicode.Scalar? { isAtEnd ? nil : scalar(at: index).0 }

    /// Moves past `length` bytes, which start with the current one.
    mutating func advance(_ length: Int = 1) { advance(to: index + length) }

    /// Moves to `offset`, counting the lines it passes.
    mutating func advance(to offset: Int) {
        let end = min(offset, bytes.count)
        while index < end {
            if bytes[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
    }

    /// Moves to the next `first` or `second` byte, or to the end, counting the lines it passes:
    /// the bytes of a quoted text, most of a string table, in one loop.
    mutating func advance(toEither first: UInt8, or second: UInt8) {
        var index = self.index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == first || byte == second { break }
            if byte == 0x0A {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        self.index = index
    }

    /// Moves past the current scalar.
    mutating func advanceScalar() {
        guard let lead = current else { return }
        advance(lead < 0x80 ? 1 : scalar(at: index).1)
    }

    /// The bytes from `start` to the current place, as text.
    func text(from start: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    /// Skips spaces, newlines and, when `comments`, `/* … */` and `// …`; false when a block
    /// comment never closes.
    mutating func skipSpace(comments: Bool) -> Bool {
        while let byte = current {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D:
                // A run at once: half of a catalog's JSON is indentation (ownCloud's), and
                // skipping it a byte at a time was 2% of that app's lint.
                while index < bytes.count {
                    let space = bytes[index]
                    if space == 0x0A {
                        line += 1
                        lineStart = index + 1
                    } else if !(space == 0x20 || space == 0x09 || space == 0x0B || space == 0x0C || space == 0x0D) {
                        break
                    }
                    index += 1
                }
            case UInt8(ascii: "/") where comments && peek() == UInt8(ascii: "*"):
                advance(2)
                while !(current == UInt8(ascii: "*") && peek() == UInt8(ascii: "/")) {
                    guard current != nil else { return false }
                    advance()
                }
                advance(2)
            case UInt8(ascii: "/") where comments && peek() == UInt8(ascii: "/"):
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
    return body.withUnsafeBufferPointer(isValidUTF8) ? body : nil
}
