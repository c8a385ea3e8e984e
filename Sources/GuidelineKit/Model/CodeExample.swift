/// A Swift example of an entry that rules enforce: a ```` ```swift avoid ```` block, whose `↓`
/// markers stand where the rules must report, or a ```` ```swift prefer ```` block, where they
/// must report nothing. The same examples test our rules, the exported rules and fill help text.
public struct CodeExample: Hashable, Sendable {
    /// Where a rule reports: a line of the example (from 1) and its UTF-8 column (from 1).
    public struct Marker: Hashable, Comparable, Sendable, CustomStringConvertible {
        public var line: Int
        public var column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }

        public static func < (a: Marker, b: Marker) -> Bool { (a.line, a.column) < (b.line, b.column) }
        public var description: String { "\(line):\(column)" }
    }

    public static let marker = "↓"

    public var entry: EntryID
    /// The rules the example is for: those its info string names, else all of the entry's.
    public var rules: [String]
    public var role: CodeRole
    /// The code as people copy it: markers taken out.
    public var code: String
    public var markers: [Marker]
    /// The fenced block's place in the entry's source file.
    public var position: SourceLocation

    /// The block's code with its markers taken out, and where they stood.
    public static func unmarked(_ code: String) -> (code: String, markers: [Marker]) {
        // Read as bytes: a site shows every example, and Foundation's search per line was slow.
        guard ByteSearch.contains(code, marker) else { return (code, []) }
        let mark = Array(marker.utf8)
        let bytes = Array(code.utf8)
        var markers: [Marker] = []
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var line = 1, column = 1, at = 0
        while at < bytes.count {
            if bytes[at] == mark[0], bytes[at...].starts(with: mark) {
                markers.append(Marker(line: line, column: column))
                at += mark.count
                continue
            }
            if bytes[at] == 0x0A {
                line += 1
                column = 1
            } else {
                column += 1
            }
            out.append(bytes[at])
            at += 1
        }
        return (String(decoding: out, as: UTF8.self), markers)
    }
}

extension KnowledgeBase {
    /// The Swift examples of every entry that names rules, in entry order, from the source language.
    public var codeExamples: [CodeExample] {
        sortedEntries.flatMap { entry -> [CodeExample] in
            guard let source = entry.source, !entry.metadata.rules.isEmpty else { return [] }
            return source.codeBlocks.compactMap { block in
                guard block.language == "swift", let role = block.role else { return nil }
                let (code, markers) = CodeExample.unmarked(block.code)
                return CodeExample(
                    entry: entry.id, rules: block.rules.isEmpty ? entry.metadata.rules : block.rules, role: role, code: code, markers: markers,
                    position: SourceLocation(file: source.path, line: block.position.line, column: block.position.column))
            }
        }
    }

    /// The examples for a rule.
    public func codeExamples(of rule: RuleDescription) -> [CodeExample] {
        codeExamples.filter { $0.rules.contains(rule.id) }
    }
}
