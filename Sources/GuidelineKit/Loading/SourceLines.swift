/// Finds prose the Markdown tree holds in the file it came from, for a precise line and column:
/// cmark gives blocks a position, not the text inside them.
struct SourceLines {
    let path: String
    private let lines: [Substring]
    /// Per line, where the last match ended and its UTF-8 offset: the same text found twice
    /// points at both places, and a long line is searched and counted once, not from its start
    /// for each match (12,000 runs on one fuzzed line took seconds).
    private var searchedUpTo: [Int: (index: String.Index, offset: Int)] = [:]

    init(_ file: TextFile) {
        path = file.path
        // Line endings as cmark counts them; "\r\n" is one Character, which "\n" alone would miss.
        lines = file.text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    }

    /// The next place `text` occurs on a line of the block starting at `line`, or nil; an
    /// occurrence inside one of `longer` (自定 inside 自定义), or inside inline code, does not count.
    mutating func find(_ text: String, fromLine line: Int, unlessWithin longer: [String] = []) -> SourceLocation? {
        guard line >= 1, line <= lines.count, !text.isEmpty else { return nil }
        for number in line..<min(lines.count + 1, line + 200) {
            let content = lines[number - 1]
            let searched = searchedUpTo[number] ?? (content.startIndex, 0)
            var from = searched.index
            while let found = content[from...].firstRange(of: text) {
                from = found.upperBound
                let inside = longer.contains { term in
                    var start = content.startIndex
                    while let occurrence = content[start...].range(of: term) {
                        if occurrence.lowerBound <= found.lowerBound && found.upperBound <= occurrence.upperBound {
                            return true
                        }
                        start = content.index(after: occurrence.lowerBound)
                    }
                    return false
                }
                if inside { continue }
                // Prose checks look for prose: the same words inside `inline code` are not it.
                if content.contains("`"), content[..<found.lowerBound].reduce(0, { $1 == "`" ? $0 + 1 : $0 }) % 2 == 1 {
                    continue
                }
                let offset = searched.offset + content.utf8.distance(from: searched.index, to: found.lowerBound)
                searchedUpTo[number] = (found.upperBound, offset + content.utf8.distance(from: found.lowerBound, to: found.upperBound))
                return SourceLocation(file: path, line: number, column: offset + 1)
            }
        }
        return nil
    }
}

/// `SourceLines` split on the first lookup: the wording checks find nothing in nearly every
/// text, and such a text is never split into lines.
struct LazySourceLines {
    private let file: TextFile
    private var lines: SourceLines?

    init(_ file: TextFile) { self.file = file }

    mutating func find(_ text: String, fromLine line: Int, unlessWithin longer: [String] = []) -> SourceLocation? {
        if lines == nil { lines = SourceLines(file) }
        return lines!.find(text, fromLine: line, unlessWithin: longer)
    }
}
