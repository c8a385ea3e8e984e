/// A place in a file: 1-based line and column (columns count UTF-8 bytes, as swiftc and cmark do).
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible, Codable {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// A span of a file: its start, and its end (exclusive) when the finding covers more than a point.
public struct SourceRange: Hashable, Sendable, Codable {
    public var start: SourceLocation
    public var end: SourceLocation?

    public init(_ start: SourceLocation, end: SourceLocation? = nil) {
        self.start = start
        self.end = end
    }
}
