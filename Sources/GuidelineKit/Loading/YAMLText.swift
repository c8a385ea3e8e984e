import Yams

/// YAML text and the conversion of libyaml's marks (lines from 1, columns in Unicode scalars)
/// into this project's locations (columns in UTF-8 bytes).
public struct YAMLText: Sendable {
    let lines: [Substring]

    public init(_ text: String) {
        lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    }

    init(lines: [Substring]) { self.lines = lines }

    /// The location of a mark; `lineOffset` lines precede the YAML in its file (front matter).
    public func location(of mark: Mark?, file: String, lineOffset: Int = 0) -> SourceLocation {
        guard let mark else { return SourceLocation(file: file, line: 1 + lineOffset, column: 1) }
        let text = mark.line - 1 < lines.count ? lines[mark.line - 1] : ""
        let column = text.unicodeScalars.prefix(mark.column - 1).reduce(0) { $0 + UTF8.width($1) } + 1
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
