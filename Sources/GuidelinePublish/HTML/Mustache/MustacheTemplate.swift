import Foundation

/// A Mustache template, parsed once: interpolation (`{{name}}` escaped, `{{{name}}}` and
/// `{{& name}}` raw), sections, inverted sections, comments, partials and set delimiters, as the
/// Mustache specification defines them (its tests run in `MustacheSpecTests`), with standalone
/// tag lines removed and standalone partials indented. Lambdas and template inheritance, the
/// specification's optional parts, are not supported.
public struct MustacheTemplate: Sendable {
    indirect enum Node: Sendable {
        case text(String)
        case variable(Name, escaped: Bool)
        case section(Name, inverted: Bool, [Node])
        case partial(String, indentation: String, at: Position)
    }

    /// A dotted name; `.` (the current item) has no parts.
    struct Name: Sendable {
        var parts: [String]
        init(_ text: String) { parts = text == "." ? [] : text.split(separator: ".", omittingEmptySubsequences: false).map(String.init) }
    }

    /// A 1-based line and column (in characters) of the template's text.
    public struct Position: Sendable, Equatable {
        public var line: Int
        public var column: Int
    }

    public struct ParseError: Error, Sendable, CustomStringConvertible {
        public var position: Position
        /// What is wrong, for a message after `file:line:column:`.
        public var reason: String
        public var description: String { "\(position.line):\(position.column): \(reason)" }
    }

    let nodes: [Node]

    public init(_ text: String) throws(ParseError) {
        var parser = MustacheParser(Array(text.utf8))
        nodes = try parser.parse()
    }

    /// The partials the template names, each with where it is first named.
    public var partials: [(name: String, position: Position)] {
        var found: [(String, Position)] = []
        func visit(_ nodes: [Node]) {
            for node in nodes {
                switch node {
                case .partial(let name, _, let at) where !found.contains { $0.0 == name }: found.append((name, at))
                case .section(_, _, let children): visit(children)
                default: break
                }
            }
        }
        visit(nodes)
        return found.map { (name: $0.0, position: $0.1) }
    }
}

/// Reads a template's bytes into nodes, as the specification's reference implementations do:
/// the text is cut into tokens line by line, and a line holding nothing but white space and
/// tags that print nothing (sections, comments, partials, delimiters) loses its white space
/// and line break.
struct MustacheParser {
    typealias Node = MustacheTemplate.Node
    typealias Position = MustacheTemplate.Position

    enum TagKind { case variable, raw, section, inverted, close, comment, partial, delimiters }

    enum Token {
        case text([UInt8])
        case tag(TagKind, name: String, at: Int, indentation: String)
        case removed
    }

    let bytes: [UInt8]
    var tokens: [Token] = []
    var opening: [UInt8] = Array("{{".utf8)
    var closing: [UInt8] = Array("}}".utf8)
    // The current line: where its tokens start, whether it has a tag, whether it has text or
    // a tag that prints.
    var lineStart = 0
    var lineHasTag = false
    var linePrints = false

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func parse() throws(MustacheTemplate.ParseError) -> [Node] {
        var at = 0
        while at < bytes.count {
            guard let tagStart = find(opening, from: at) else {
                addText(at, bytes.count)
                break
            }
            addText(at, tagStart)
            at = try readTag(from: tagStart)
        }
        endLine()
        var index = 0
        return try nest(&index, until: nil)
    }

    /// Text between tags, as white-space runs, other runs and line breaks.
    private mutating func addText(_ start: Int, _ end: Int) {
        var at = start
        while at < end {
            let byte = bytes[at]
            if byte == UInt8(ascii: "\n") {
                tokens.append(.text([byte]))
                endLine()
                at += 1
                continue
            }
            let isSpace = Self.isSpace(byte)
            var runEnd = at + 1
            while runEnd < end, bytes[runEnd] != UInt8(ascii: "\n"), Self.isSpace(bytes[runEnd]) == isSpace { runEnd += 1 }
            if !isSpace { linePrints = true }
            tokens.append(.text(Array(bytes[at..<runEnd])))
            at = runEnd
        }
    }

    /// Ends a line: a standalone line loses its white space and line break, and a standalone
    /// partial takes the white space before it as its indentation.
    private mutating func endLine() {
        defer {
            lineStart = tokens.count
            lineHasTag = false
            linePrints = false
        }
        guard lineHasTag && !linePrints else { return }
        var indentation: [UInt8] = []
        for index in lineStart..<tokens.count {
            switch tokens[index] {
            case .text(let text):
                indentation += text
                tokens[index] = .removed
            case .tag(.partial, let name, let at, _):
                tokens[index] = .tag(.partial, name: name, at: at, indentation: String(decoding: indentation.filter { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }, as: UTF8.self))
            default: break
            }
        }
    }

    /// Reads the tag at `start` (which begins with the opening delimiter); where reading goes on.
    private mutating func readTag(from start: Int) throws(MustacheTemplate.ParseError) -> Int {
        var at = start + opening.count
        var kind = TagKind.variable
        var closer = closing
        if at < bytes.count {
            switch bytes[at] {
            case UInt8(ascii: "{"): kind = .raw; closer = Array("}".utf8) + closing
            case UInt8(ascii: "&"): kind = .raw
            case UInt8(ascii: "#"): kind = .section
            case UInt8(ascii: "^"): kind = .inverted
            case UInt8(ascii: "/"): kind = .close
            case UInt8(ascii: "!"): kind = .comment
            case UInt8(ascii: ">"): kind = .partial
            case UInt8(ascii: "="): kind = .delimiters; closer = Array("=".utf8) + closing
            default: break
            }
            if kind != .variable { at += 1 }
        }
        guard let end = find(closer, from: at) else {
            throw error(at: start, "a tag is not closed with \(String(decoding: closing, as: UTF8.self))")
        }
        let name = String(decoding: bytes[at..<end], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let next = end + closer.count
        lineHasTag = true
        switch kind {
        case .comment:
            tokens.append(.tag(.comment, name: "", at: start, indentation: ""))
        case .delimiters:
            let parts = name.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
                throw error(at: start, "a set-delimiter tag is malformed (write it as {{=<% %>=}})")
            }
            opening = Array(parts[0].utf8)
            closing = Array(parts[1].utf8)
            tokens.append(.tag(.delimiters, name: "", at: start, indentation: ""))
        default:
            guard !name.isEmpty else { throw error(at: start, "a tag has no name") }
            if kind == .variable || kind == .raw { linePrints = true }
            tokens.append(.tag(kind, name: name, at: start, indentation: ""))
        }
        return next
    }

    /// The tokens from `index` as nodes, up to the close of the section named `section`.
    private func nest(_ index: inout Int, until section: (name: String, at: Int)?) throws(MustacheTemplate.ParseError) -> [Node] {
        var nodes: [Node] = []
        var text: [UInt8] = []
        func flush() {
            if !text.isEmpty { nodes.append(.text(String(decoding: text, as: UTF8.self))) }
            text = []
        }
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            switch token {
            case .removed: continue
            case .text(let bytes): text += bytes
            case .tag(let kind, let name, let at, let indentation):
                switch kind {
                case .comment, .delimiters: continue
                case .variable, .raw:
                    flush()
                    nodes.append(.variable(.init(name), escaped: kind == .variable))
                case .partial:
                    flush()
                    nodes.append(.partial(name, indentation: indentation, at: position(of: at)))
                case .section, .inverted:
                    flush()
                    let children = try nest(&index, until: (name, at))
                    nodes.append(.section(.init(name), inverted: kind == .inverted, children))
                case .close:
                    guard let section else {
                        throw error(at: at, "{{/\(name)}} closes a section that was never opened")
                    }
                    guard section.name == name else {
                        let opened = position(of: section.at)
                        throw error(
                            at: at,
                            "a section is closed with another name than it was opened with ({{/\(name)}} closes {{#\(section.name)}} of line \(opened.line))"
                        )
                    }
                    flush()
                    return nodes
                }
            }
        }
        if let section {
            throw error(at: section.at, "a section is never closed ({{/\(section.name)}} expected)")
        }
        flush()
        return nodes
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, needle.count <= bytes.count else { return nil }
        var at = start
        let first = needle[0]
        while at + needle.count <= bytes.count {
            if bytes[at] == first {
                var matches = true
                for offset in 1..<needle.count where bytes[at + offset] != needle[offset] {
                    matches = false
                    break
                }
                if matches { return at }
            }
            at += 1
        }
        return nil
    }

    private func position(of offset: Int) -> Position {
        var line = 1
        var lineBegins = 0
        for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineBegins = index + 1
        }
        let column = String(decoding: bytes[lineBegins..<offset], as: UTF8.self).count + 1
        return Position(line: line, column: column)
    }

    private func error(at offset: Int, _ reason: String) -> MustacheTemplate.ParseError {
        .init(position: position(of: offset), reason: reason)
    }
}
