/// An element of an XML document, where its start tag begins.
package struct MarkupElement: Sendable {
    package var name: String
    /// In document order: an element has a few, and a dictionary of each element's was a third
    /// of reading a storyboard.
    package var attributes: [(name: String, value: String)]
    package var children: [MarkupElement]
    /// The character data directly inside it (`<string key="text">…</string>`).
    package var text: String
    package var line: Int
    /// UTF-8 column, as every other location the linter reports.
    package var column: Int

    package init(name: String, attributes: [(name: String, value: String)], children: [MarkupElement], text: String, line: Int, column: Int) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.line = line
        self.column = column
    }

    package subscript(_ attribute: String) -> String? { attributes.first { $0.name == attribute }?.value }

    /// The element as a message quotes it: its name with the attributes that tell it apart
    /// (`<menu key="menu" title="Sort" id="abc-12-xyz">`).
    package var quoted: String {
        let shown = attributes.filter { ["key", "title", "image", "systemItem", "id"].contains($0.name) }
        return "<" + ([name] + shown.map { "\($0.name)=\"\($0.value)\"" }).joined(separator: " ") + ">"
    }

    /// The first child of this name, and with this `key` when given (`<state key="normal">`).
    package func child(_ name: String, key: String? = nil) -> MarkupElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }
}

/// A small XML reader for the files Xcode writes (storyboards and xibs): elements, attributes,
/// character data, comments, CDATA, the predefined and numeric entities; a DOCTYPE is skipped and
/// its entities are not expanded. Xcode writes well-formed XML, so anything else is an error at
/// its line and column rather than a guess. Nesting is limited (a hostile file could nest
/// without end); Xcode's own documents go about 30 deep.
package enum MarkupReader {
    package static let maximumDepth = 256

    package struct Failure: Error {
        package var message: String
        package var line: Int
        package var column: Int
    }

    package static func parse(_ bytes: [UInt8]) -> Result<MarkupElement, Failure> {
        var reader = Reader(bytes: bytes)
        do {
            return .success(try reader.document())
        } catch {
            return .failure(error)
        }
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var column = 1

        init(bytes: [UInt8]) {
            self.bytes = bytes
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }  // a byte-order mark
        }

        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        func fail(_ message: String) -> Failure { Failure(message: message, line: line, column: column) }

        mutating func advance() {
            guard index < bytes.count else { return }
            if bytes[index] == 0x0A {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }

        func looking(at literal: StaticString) -> Bool {
            let count = literal.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            let utf8 = literal.utf8Start
            for offset in 0..<count where bytes[index + offset] != utf8[offset] { return false }
            return true
        }

        mutating func skip(_ literal: StaticString) {
            for _ in 0..<literal.utf8CodeUnitCount { advance() }
        }

        /// Moves past `terminator`; fails with `what` never closed when the file ends first.
        mutating func skip(past terminator: StaticString, what: String) throws(Failure) {
            let start = (line, column)
            while index < bytes.count {
                if looking(at: terminator) {
                    skip(terminator)
                    return
                }
                advance()
            }
            throw Failure(message: "\(what) never ends", line: start.0, column: start.1)
        }

        mutating func skipSpace() {
            while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { advance() }
        }

        static func isNameByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: ":"), UInt8(ascii: "-"),
                UInt8(ascii: "."), 0x80...0xFF:
                true
            default: false
            }
        }

        mutating func name() throws(Failure) -> String {
            let start = index
            while let byte = current, Self.isNameByte(byte) { advance() }
            guard index > start else { throw fail("expected a name") }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        /// Text up to `end` (not included), with entities replaced.
        mutating func characters(until end: UInt8) throws(Failure) -> String {
            // Most text has no entity: its bytes are the text.
            let start = index
            while let byte = current, byte != end, byte != UInt8(ascii: "&") {
                if byte == UInt8(ascii: "<") && end != UInt8(ascii: "<") { throw fail("‘<’ inside an attribute value") }
                advance()
            }
            if current != UInt8(ascii: "&") { return String(decoding: bytes[start..<index], as: UTF8.self) }
            var out = Array(bytes[start..<index])
            while let byte = current, byte != end {
                if byte == UInt8(ascii: "<") && end != UInt8(ascii: "<") { throw fail("‘<’ inside an attribute value") }
                if byte == UInt8(ascii: "&") {
                    out += try entity()
                } else {
                    out.append(byte)
                    advance()
                }
            }
            return String(decoding: out, as: UTF8.self)
        }

        mutating func entity() throws(Failure) -> [UInt8] {
            let (startLine, startColumn) = (line, column)
            advance()  // &
            let start = index
            while let byte = current, byte != UInt8(ascii: ";"), index - start < 12 { advance() }
            guard current == UInt8(ascii: ";") else {
                throw Failure(message: "‘&’ that starts no entity; write &amp;", line: startLine, column: startColumn)
            }
            let name = String(decoding: bytes[start..<index], as: UTF8.self)
            advance()  // ;
            switch name {
            case "lt": return Array("<".utf8)
            case "gt": return Array(">".utf8)
            case "amp": return Array("&".utf8)
            case "quot": return Array("\"".utf8)
            case "apos": return Array("'".utf8)
            default:
                let value =
                    name.hasPrefix("#x") ? UInt32(name.dropFirst(2), radix: 16)
                    : name.hasPrefix("#") ? UInt32(name.dropFirst(), radix: 10) : nil
                guard let value, let scalar = Unicode.Scalar(value) else {
                    throw Failure(message: "unknown entity &\(name);", line: startLine, column: startColumn)
                }
                return Array(String(Character(scalar)).utf8)
            }
        }

        /// Skips what may stand between elements: space, comments, processing instructions, a DOCTYPE.
        mutating func skipMisc() throws(Failure) {
            while true {
                skipSpace()
                if looking(at: "<!--") {
                    try skip(past: "-->", what: "comment")
                } else if looking(at: "<?") {
                    try skip(past: "?>", what: "processing instruction")
                } else if looking(at: "<!DOCTYPE") {
                    try skip(past: ">", what: "DOCTYPE")
                } else {
                    return
                }
            }
        }

        mutating func document() throws(Failure) -> MarkupElement {
            try skipMisc()
            guard current == UInt8(ascii: "<") else { throw fail("not an XML document: expected ‘<’") }
            let root = try element()
            try skipMisc()
            guard index >= bytes.count else { throw fail("text after the document’s root element") }
            return root
        }

        /// An element and everything inside it, without recursion: open elements wait on a stack.
        mutating func element() throws(Failure) -> MarkupElement {
            var open: [MarkupElement] = []
            while true {
                // At ‘<’ of a start tag.
                let (startLine, startColumn) = (line, column)
                advance()
                var element = MarkupElement(
                    name: try name(), attributes: [], children: [], text: "", line: startLine, column: startColumn)
                var selfClosing = false
                var names: Set<String>?
                while true {
                    skipSpace()
                    guard let byte = current else { throw fail("the file ends inside <\(element.name)>") }
                    if byte == UInt8(ascii: "/") {
                        advance()
                        guard current == UInt8(ascii: ">") else { throw fail("expected ‘>’ after ‘/’") }
                        advance()
                        selfClosing = true
                        break
                    }
                    if byte == UInt8(ascii: ">") {
                        advance()
                        break
                    }
                    let attribute = try name()
                    skipSpace()
                    guard current == UInt8(ascii: "=") else { throw fail("expected ‘=’ after \(attribute)") }
                    advance()
                    skipSpace()
                    guard let quote = current, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                        throw fail("expected a quoted value for \(attribute)")
                    }
                    advance()
                    let value = try characters(until: quote)
                    guard current == quote else { throw fail("the value of \(attribute) never ends") }
                    advance()
                    // Past a few, the names are kept in a set (a hostile file may give thousands).
                    if element.attributes.count == 8 { names = Set(element.attributes.map(\.name)) }
                    let given = names != nil ? !names!.insert(attribute).inserted : element[attribute] != nil
                    guard !given else {
                        throw Failure(
                            message: "attribute \(attribute) given twice", line: startLine, column: startColumn)
                    }
                    element.attributes.append((attribute, value))
                }
                if !selfClosing {
                    guard open.count < MarkupReader.maximumDepth else {
                        throw Failure(
                            message: "elements nested deeper than \(MarkupReader.maximumDepth)", line: startLine,
                            column: startColumn)
                    }
                    open.append(element)
                } else if open.isEmpty {
                    return element
                } else {
                    open[open.count - 1].children.append(element)
                }
                // Content until the next start tag; end tags close open elements.
                while true {
                    guard !open.isEmpty else { fatalError("unreachable: the root closed above") }
                    // Space between elements (nearly all text of a storyboard) makes no string.
                    let before = (index, line, column)
                    while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { advance() }
                    if current != UInt8(ascii: "<") {
                        (index, line, column) = before
                        let text = try characters(until: UInt8(ascii: "<"))
                        if !text.allSatisfy(\.isWhitespace) { open[open.count - 1].text += text }
                    }
                    guard current != nil else { throw fail("the file ends before </\(open.last!.name)>") }
                    if looking(at: "<!--") {
                        try skip(past: "-->", what: "comment")
                    } else if looking(at: "<![CDATA[") {
                        skip("<![CDATA[")
                        let start = index
                        try skip(past: "]]>", what: "CDATA section")
                        open[open.count - 1].text += String(decoding: bytes[start..<index - 3], as: UTF8.self)
                    } else if looking(at: "<?") {
                        try skip(past: "?>", what: "processing instruction")
                    } else if looking(at: "</") {
                        skip("</")
                        let closing = try name()
                        skipSpace()
                        guard current == UInt8(ascii: ">") else { throw fail("expected ‘>’ to end </\(closing)") }
                        advance()
                        let finished = open.removeLast()
                        guard closing == finished.name else {
                            throw fail("</\(closing)> closes <\(finished.name)> (line \(finished.line))")
                        }
                        if open.isEmpty { return finished }
                        open[open.count - 1].children.append(finished)
                    } else {
                        break  // another start tag
                    }
                }
            }
        }
    }
}
