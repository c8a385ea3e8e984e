import Foundation

// Reads the rule files under Sources/GuidelineLint/Rules and writes what is derived from them:
// GuidelineLint's registry of rule types (at build time, by RuleCataloguePlugin) and the
// GuidelineRules target's catalogue, a copy of each rule's `description` and `Options`
// declarations (checked in, since build-time tools cannot depend on generated sources; a test
// fails when it drifts).

/// What a rule file declares.
public struct RuleFile: Sendable {
    public var path: String
    public var typeName: String
    /// Declarations copied into the catalogue, each with the line it starts on.
    public var declarations: [Declaration]

    public struct Declaration: Sendable {
        public var line: Int
        public var text: String
    }
}

public struct GeneratorError: Error, CustomStringConvertible {
    var path: String
    var line: Int
    var message: String
    public var description: String { "\(path):\(line):1: error: \(message)" }
}

/// Swift text scanned for balanced brackets, skipping strings (with interpolation) and comments.
struct Scanner {
    let bytes: [UInt8]

    /// The index just past the bracket that closes the one at `open`.
    func close(from open: Int) -> Int? {
        var depth = 0
        var i = open
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                i += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                i += 1
                if depth == 0 { return i }
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "/"):
                while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "*"):
                var nesting = 0
                repeat {
                    if at(i) == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") {
                        nesting += 1
                        i += 2
                    } else if at(i) == UInt8(ascii: "*"), at(i + 1) == UInt8(ascii: "/") {
                        nesting -= 1
                        i += 2
                    } else {
                        i += 1
                    }
                } while nesting > 0 && i < bytes.count
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                guard let end = skipString(at: i) else {
                    i += 1
                    continue
                }
                i = end
            default:
                i += 1
            }
        }
        return nil
    }

    private func at(_ i: Int) -> UInt8? { i < bytes.count ? bytes[i] : nil }

    /// Past the end of the string literal starting at `start` (`"`, `"""` or raw `#"`), or nil.
    private func skipString(at start: Int) -> Int? {
        var i = start
        var hashes = 0
        while at(i) == UInt8(ascii: "#") {
            hashes += 1
            i += 1
        }
        guard at(i) == UInt8(ascii: "\"") else { return nil }
        let multiline = at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"")
        i += multiline ? 3 : 1
        let quotes = multiline ? 3 : 1
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "\\") {
                // An escape needs as many `#` after the backslash as the literal has.
                let escaped = (0..<hashes).allSatisfy { at(i + 1 + $0) == UInt8(ascii: "#") }
                if escaped {
                    let next = i + 1 + hashes
                    if at(next) == UInt8(ascii: "("), let end = close(from: next) {
                        i = end
                    } else {
                        i = next + 1
                    }
                    continue
                }
            }
            if bytes[i] == UInt8(ascii: "\""),
                (0..<quotes).allSatisfy({ at(i + $0) == UInt8(ascii: "\"") }),
                (0..<hashes).allSatisfy({ at(i + quotes + $0) == UInt8(ascii: "#") })
            {
                return i + quotes + hashes
            }
            i += 1
        }
        return nil
    }
}

func lineNumber(_ bytes: [UInt8], _ offset: Int) -> Int {
    bytes[..<offset].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
}

func lineStart(_ bytes: [UInt8], _ offset: Int) -> Int {
    var i = offset
    while i > 0, bytes[i - 1] != UInt8(ascii: "\n") { i -= 1 }
    return i
}

/// The first match of a pattern outside comments is good enough: rule files are ours.
func firstMatch(_ pattern: String, in text: String) -> (range: Range<String.Index>, groups: [String])? {
    let regex = try! NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
    guard let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
        let range = Range(match.range, in: text)
    else { return nil }
    let groups = (1..<match.numberOfRanges).compactMap { Range(match.range(at: $0), in: text).map { String(text[$0]) } }
    return (range, groups)
}

extension RuleFile {
    /// Reads a rule file; `path` is how generated code names it (relative to the package).
    public static func read(_ url: URL, as path: String) throws -> RuleFile {
        try parse(path: path, text: String(contentsOf: url, encoding: .utf8))
    }

    static func parse(path: String, text: String) throws -> RuleFile {
    let bytes = Array(text.utf8)
    let scanner = Scanner(bytes: bytes)
    guard let type = firstMatch(#"^\s*(?:public\s+)?struct\s+(\w+)\s*:[^{]*\bRule\b"#, in: text) else {
        throw GeneratorError(
            path: path, line: 1, message: "a rule file declares one rule: `struct NameRule: Rule { … }`")
    }
    var declarations: [Declaration] = []
    let patterns = [
        (#"^\s*static\s+let\s+description\s*=\s*RuleDescription\s*\("#, true),
        (#"^\s*struct\s+Options\s*:[^{]*\{"#, false),
    ]
    for (pattern, required) in patterns {
        guard let match = firstMatch(pattern, in: text) else {
            if required {
                throw GeneratorError(
                    path: path, line: 1,
                    message: "the rule declares its metadata as `static let description = RuleDescription(…)`")
            }
            continue
        }
        let matchEnd = text.utf8.distance(from: text.startIndex, to: match.range.upperBound)
        let open = matchEnd - 1
        let start = lineStart(bytes, text.utf8.distance(from: text.startIndex, to: match.range.lowerBound) + 1)
        guard let end = scanner.close(from: open) else {
            throw GeneratorError(path: path, line: lineNumber(bytes, open), message: "unbalanced brackets")
        }
        declarations.append(
            Declaration(line: lineNumber(bytes, start), text: String(decoding: bytes[start..<end], as: UTF8.self)))
    }
    return RuleFile(path: path, typeName: type.groups[0], declarations: declarations)
}
}
