/// Reads a PDF content stream's operators for `ImageInk.of(pdf:)`: the colours it paints with and
/// whether a rectangle filled over the whole page makes it opaque.
struct PDFPainter {
    /// The colours set for filling or stroking, as RGB in 0…1, one entry per distinct colour.
    private(set) var colours: [[Double]] = []
    /// A rectangle covering the page, filled: no transparency left.
    private(set) var fillsCanvas = false
    private let mediaBox: [Double]?

    init(mediaBox: [Double]?) { self.mediaBox = mediaBox }

    /// Reads one content stream; false when it draws in a way the ink cannot be told from (a
    /// shading, a pattern colour, an inline image) or cannot be read.
    mutating func read(_ data: [UInt8]) -> Bool {
        var lexer = PDFLexer(data)
        var operands: [PDFLexer.Token] = []
        // The path being built is one rectangle over the whole page and nothing else.
        var pathIsCanvas: Bool?
        while let token = lexer.next() {
            guard case .operator(let name) = token else {
                operands.append(token)
                continue
            }
            let numbers = operands.compactMap { if case .number(let value) = $0 { value } else { nil } }
            defer { operands.removeAll(keepingCapacity: true) }
            switch name {
            case "sh", "BI", "ID", "EI": return false
            case "g", "G": add(numbers.count == 1 ? [numbers[0], numbers[0], numbers[0]] : nil)
            case "rg", "RG": add(numbers.count == 3 ? numbers : nil)
            case "k", "K": add(numbers.count == 4 ? Self.rgb(cmyk: numbers) : nil)
            case "sc", "scn", "SC", "SCN":
                // A pattern colour ends with the pattern's name.
                if case .name = operands.last { return false }
                switch numbers.count {
                case 1: add([numbers[0], numbers[0], numbers[0]])
                case 3: add(numbers)
                case 4: add(Self.rgb(cmyk: numbers))
                default: return false
                }
            case "re":
                let isCanvas = numbers.count == 4 && covers(numbers)
                pathIsCanvas = pathIsCanvas == nil ? isCanvas : false
            case "m", "l", "c", "v", "y", "h": pathIsCanvas = false
            case "f", "F", "f*", "B", "B*", "b", "b*":
                if pathIsCanvas == true { fillsCanvas = true }
                pathIsCanvas = nil
            case "n", "S", "s": pathIsCanvas = nil
            default: break
            }
            if !valid { return false }
        }
        return !lexer.failed
    }

    private var valid = true

    private mutating func add(_ colour: [Double]?) {
        guard let colour else {
            valid = false
            return
        }
        // Within a tenth of one another, as `of(png:)` allows anti-aliased edges.
        if !colours.contains(where: { zip($0, colour).allSatisfy { abs($0 - $1) <= 0.1 } }) { colours.append(colour) }
    }

    private func covers(_ rectangle: [Double]) -> Bool {
        guard let box = mediaBox else { return false }
        let (x0, x1) = (min(rectangle[0], rectangle[0] + rectangle[2]), max(rectangle[0], rectangle[0] + rectangle[2]))
        let (y0, y1) = (min(rectangle[1], rectangle[1] + rectangle[3]), max(rectangle[1], rectangle[1] + rectangle[3]))
        return x0 <= box[0] + 0.5 && y0 <= box[1] + 0.5 && x1 >= box[2] - 0.5 && y1 >= box[3] - 0.5
    }

    private static func rgb(cmyk: [Double]) -> [Double] {
        cmyk[0..<3].map { (1 - $0) * (1 - cmyk[3]) }
    }
}

/// The tokens of a PDF content stream: numbers, names, operators; strings, arrays and
/// dictionaries are read past as single tokens, since no colour is written inside them.
struct PDFLexer {
    enum Token {
        case number(Double)
        case name(String)
        case `operator`(String)
        case other
    }

    private let bytes: [UInt8]
    private var position = 0
    /// An unterminated string or array, or a stray byte: the stream is not read.
    private(set) var failed = false

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Bytes that are part of a name, a number or an operator (not white space or a delimiter).
    static func isRegular(_ byte: UInt8) -> Bool {
        !isWhite(byte) && !"()<>[]{}/%".utf8.contains(byte)
    }

    private static func isWhite(_ byte: UInt8) -> Bool { [0, 9, 10, 12, 13, 32].contains(byte) }

    mutating func next() -> Token? {
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isWhite(byte) {
                position += 1
            } else if byte == UInt8(ascii: "%") {
                while position < bytes.count, bytes[position] != 10, bytes[position] != 13 { position += 1 }
            } else {
                break
            }
        }
        guard position < bytes.count, !failed else { return nil }
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "/"):
            position += 1
            return .name(word())
        case UInt8(ascii: "("):
            return skipString() ? .other : nil
        case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"):
            position += 1
            return .other
        case UInt8(ascii: "<"):
            // `<<` and `>>` delimit a dictionary (an inline image's, a marked content's); `<…>` a hex string.
            if position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "<") {
                position += 2
                return .other
            }
            guard let close = bytes[position...].firstIndex(of: UInt8(ascii: ">")) else { return fail() }
            position = close + 1
            return .other
        case UInt8(ascii: ">"):
            guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ">") else { return fail() }
            position += 2
            return .other
        case UInt8(ascii: ")"):
            return fail()
        default:
            let text = word()
            if let value = Double(text) { return .number(value) }
            // `.5` and `-.5` are numbers too; Double reads them, so what is left is an operator.
            return .operator(text)
        }
    }

    private mutating func word() -> String {
        let start = position
        while position < bytes.count, Self.isRegular(bytes[position]) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// Past a literal string: balanced parentheses, backslash escapes.
    private mutating func skipString() -> Bool {
        var depth = 0
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\\"): position += 1
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return true }
            default: break
            }
        }
        failed = true
        return false
    }

    private mutating func fail() -> Token? {
        failed = true
        return nil
    }
}
