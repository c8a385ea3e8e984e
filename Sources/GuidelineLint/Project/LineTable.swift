import GuidelineKit
import SwiftSyntax

/// Where a file's lines start, to turn a position into a line and UTF-8 column as swift-syntax's
/// `SourceLocationConverter` does (a line ends at `\n`, `\r\n` or `\r`; a position past the end is
/// the end). Read from the text in one pass: the converter reads it from the tree, token by token
/// and trivia piece by piece, which took as long as listing the nodes rules visit.
struct LineTable: Sendable {
    /// The offset after each line break.
    private let lineEnds: [Int]
    let endOfFile: Int

    init(_ text: String) {
        var ends: [Int] = []
        var text = text
        endOfFile = text.withUTF8 { bytes in
            // Line feeds alone, as most files break lines, are found with `memchr` (byte by
            // byte, this loop cost 120,000 instructions for each file checked).
            if ByteSearch.firstOffset(of: 0x0D, in: UnsafeRawBufferPointer(bytes)) == nil {
                ByteSearch.forEachOffset(of: 0x0A, in: UnsafeRawBufferPointer(bytes)) { ends.append($0 + 1) }
                return bytes.count
            }
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == 0x0A {
                    ends.append(index)
                } else if byte == 0x0D {
                    if index < bytes.count && bytes[index] == 0x0A { index += 1 }
                    ends.append(index)
                }
            }
            return bytes.count
        }
        lineEnds = ends
    }

    var lineCount: Int { lineEnds.count + 1 }

    /// The 1-based line and UTF-8 column of a position.
    func location(for position: AbsolutePosition) -> (line: Int, column: Int) {
        let offset = max(0, min(position.utf8Offset, endOfFile))
        // The first line end after the offset.
        var low = 0, high = lineEnds.count
        while low < high {
            let middle = (low + high) / 2
            if lineEnds[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return (low + 1, offset - (low == 0 ? 0 : lineEnds[low - 1]) + 1)
    }

    /// The position of a 1-based line and column, clamped to the file and to the line.
    func position(ofLine line: Int, column: Int) -> AbsolutePosition {
        guard line >= 1 else { return AbsolutePosition(utf8Offset: 0) }
        guard line <= lineCount else { return AbsolutePosition(utf8Offset: endOfFile) }
        let start = line == 1 ? 0 : lineEnds[line - 2]
        let end = line == lineCount ? endOfFile : lineEnds[line - 1]
        // The last line has no line break: its end is a column too.
        let maxColumn = line == lineCount ? end - start + 1 : end - start
        return AbsolutePosition(utf8Offset: start + max(1, min(column, maxColumn)) - 1)
    }
}
