import Yams

/// YAML text and the conversion of libyaml's marks (lines from 1, columns in Unicode scalars)
/// into this project's locations (columns in UTF-8 bytes).
public struct YAMLText: Sendable {
    let lines: [Substring]
    /// For each line that is not ASCII, the UTF-8 offset of each of its scalars (ASCII lines
    /// need none): a mark's column is then one lookup, not a walk along the line, which made a
    /// front matter line of 40,000 tags take seconds.
    private let scalarOffsets: [Int: [Int]]

    public init(_ text: String) {
        self.init(lines: text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }))
    }

    init(lines: [Substring]) {
        self.lines = lines
        var offsets: [Int: [Int]] = [:]
        for (index, line) in lines.enumerated() where !line.utf8.allSatisfy({ $0 < 0x80 }) {
            var table = [0]
            table.reserveCapacity(line.unicodeScalars.count + 1)
            for scalar in line.unicodeScalars { table.append(table.last! + UTF8.width(scalar)) }
            offsets[index] = table
        }
        scalarOffsets = offsets
    }

    /// The location of a mark; `lineOffset` lines precede the YAML in its file (front matter).
    public func location(of mark: Mark?, file: String, lineOffset: Int = 0) -> SourceLocation {
        guard let mark else { return SourceLocation(file: file, line: 1 + lineOffset, column: 1) }
        let scalars = max(0, mark.column - 1)
        let column: Int
        if let table = scalarOffsets[mark.line - 1] {
            column = table[min(scalars, table.count - 1)] + 1
        } else {
            let length = mark.line - 1 < lines.count && mark.line >= 1 ? lines[mark.line - 1].utf8.count : 0
            column = min(scalars, length) + 1
        }
        return SourceLocation(file: file, line: mark.line + lineOffset, column: column)
    }
}

extension YamlError {
    /// Where libyaml found the problem, when it says.
    public var mark: Mark? {
        switch self {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): mark
        case .duplicatedKeysInMapping(_, let context): context.mark
        default: nil
        }
    }

    /// The problem in libyaml's words, without the YAML dump.
    public var problemText: String {
        switch self {
        case .scanner(_, let problem, _, _), .parser(_, let problem, _, _), .composer(_, let problem, _, _): problem
        case .reader(let problem, _, _, _): problem
        case .duplicatedKeysInMapping(let duplicates, _): "duplicated keys \(duplicates.joined(separator: ", "))"
        default: "\(self)"
        }
    }
}
