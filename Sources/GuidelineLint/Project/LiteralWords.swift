/// A text-level question asked before any parse: could this file hold a plain string literal of
/// more than so many words? Rules about long literal titles use it to skip parsing files whose
/// literals are all short, which is most files that mention a button.
enum LiteralWords {
    /// False only when no string literal without interpolation has more than `limit` words
    /// (split at spaces and tabs, as `StringValue.words` does).
    ///
    /// Such a literal lies on one line between two unescaped quotes, with no quote between them
    /// (a quote inside an interpolation makes the literal one this is not asked about). On each
    /// line the quotes pair up from the start, up to a `//` comment. Where something else may
    /// hold a quote and put the pairing out of step (a block comment's `/*` or `*/`, a regular
    /// expression's `/"`, an odd number of quotes) every run between two quotes is counted, the
    /// gaps between literals included. Raw (`#"…"#`) and multi-line (`"""`) strings may hold
    /// unescaped quotes; a file with either answers true, and so does `"C#"`, which reads the same.
    static func mayHaveLiteral(in bytes: UnsafeRawBufferPointer, moreWordsThan limit: Int) -> Bool {
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != newline { end += 1 }
            if lineMayHaveLiteral(UnsafeRawBufferPointer(rebasing: bytes[start..<end]), moreWordsThan: limit) {
                return true
            }
            start = end + 1
        }
        return false
    }

    private static let newline = UInt8(ascii: "\n"), quote = UInt8(ascii: "\""), slash = UInt8(ascii: "/")
    private static let backslash = UInt8(ascii: "\\"), hash = UInt8(ascii: "#"), star = UInt8(ascii: "*")

    private static func lineMayHaveLiteral(_ line: UnsafeRawBufferPointer, moreWordsThan limit: Int) -> Bool {
        var quotes: [Int] = []  // offsets of unescaped quotes
        var commentAt: Int?  // a `//` outside the literals as paired from the start of the line
        var outOfStep = false
        var backslashes = 0
        for (index, byte) in line.enumerated() {
            defer { backslashes = byte == backslash ? backslashes + 1 : 0 }
            let next = index + 1 < line.count ? line[index + 1] : 0
            if byte == quote && backslashes % 2 == 0 {
                if index > 0 && line[index - 1] == hash { return true }
                if next == quote && index + 2 < line.count && line[index + 2] == quote { return true }
                if next == slash || (index > 0 && line[index - 1] == slash) { outOfStep = true }
                quotes.append(index)
            } else if byte == slash && (next == star || (index > 0 && line[index - 1] == star)) {
                outOfStep = true
            } else if byte == slash && next == slash && commentAt == nil && quotes.count % 2 == 0 {
                commentAt = index
            }
        }
        if !outOfStep, let commentAt {
            quotes = quotes.filter { $0 < commentAt }
        }
        if quotes.count % 2 == 1 { outOfStep = true }
        let step = outOfStep ? 1 : 2
        var pair = 0
        while pair + 1 < quotes.count {
            if words(in: line, from: quotes[pair] + 1, to: quotes[pair + 1]) > limit { return true }
            pair += step
        }
        return false
    }

    private static func words(in line: UnsafeRawBufferPointer, from start: Int, to end: Int) -> Int {
        var count = 0
        var inWord = false
        for index in start..<end {
            let space = line[index] == 0x20 || line[index] == 0x09
            if !space && !inWord { count += 1 }
            inWord = !space
        }
        return count
    }
}
