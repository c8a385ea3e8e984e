#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A text-level question asked before any parse: could this file hold a plain string literal of
/// more than so many words? Rules about long literal titles use it to skip parsing files whose
/// literals are all short, which is most files that mention a button.
enum LiteralWords {
    /// The most words a string literal without interpolation may have (split at spaces and
    /// tabs, as `StringValue.words` does): `Int.max` when the file has a literal this cannot
    /// measure, an upper bound otherwise.
    ///
    /// Such a literal lies on one line between two unescaped quotes, with no quote between them
    /// (a quote inside an interpolation makes the literal one this is not asked about). On each
    /// line the quotes pair up from the start, up to a `//` comment. Where something else may
    /// hold a quote and put the pairing out of step (a block comment's `/*` or `*/`, a regular
    /// expression's `/"`, an odd number of quotes) every run between two quotes is counted, the
    /// gaps between literals included. Raw (`#"…"#`) and multi-line (`"""`) strings may hold
    /// unescaped quotes; a file with either answers `Int.max`, and so does `"C#"`, which reads the same.
    static func longestLiteral(in bytes: UnsafeRawBufferPointer) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var longest = 0
        // Only lines with a quote can hold a literal: `memchr` jumps from one to the next.
        var from = 0
        while from < bytes.count, let hit = memchr(base + from, Int32(quote), bytes.count - from) {
            let at = base.distance(to: UnsafeRawPointer(hit))
            var start = at
            while start > 0 && bytes[start - 1] != newline { start -= 1 }
            let end = memchr(base + at, Int32(newline), bytes.count - at).map { base.distance(to: UnsafeRawPointer($0)) }
                ?? bytes.count
            longest = max(longest, longestOnLine(UnsafeRawBufferPointer(rebasing: bytes[start..<end])))
            if longest == Int.max { break }
            from = end + 1
        }
        return longest
    }

    private static let newline = UInt8(ascii: "\n"), quote = UInt8(ascii: "\""), slash = UInt8(ascii: "/")
    private static let backslash = UInt8(ascii: "\\"), hash = UInt8(ascii: "#"), star = UInt8(ascii: "*")

    private static func longestOnLine(_ line: UnsafeRawBufferPointer) -> Int {
        var quotes: [Int] = []  // offsets of unescaped quotes
        var commentAt: Int?  // a `//` outside the literals as paired from the start of the line
        var outOfStep = false
        var backslashes = 0
        for (index, byte) in line.enumerated() {
            defer { backslashes = byte == backslash ? backslashes + 1 : 0 }
            let next = index + 1 < line.count ? line[index + 1] : 0
            if byte == quote && backslashes % 2 == 0 {
                if index > 0 && line[index - 1] == hash { return Int.max }
                if next == quote && index + 2 < line.count && line[index + 2] == quote { return Int.max }
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
        var longest = 0
        var pair = 0
        while pair + 1 < quotes.count {
            longest = max(longest, words(in: line, from: quotes[pair] + 1, to: quotes[pair + 1]))
            pair += step
        }
        return longest
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
