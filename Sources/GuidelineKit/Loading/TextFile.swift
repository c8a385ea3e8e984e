/// Strict UTF-8 decoding for any input file (content, Swift source): the text, or a
/// diagnostic at the line and column of the first byte that does not decode.
public func decodeUTF8(_ bytes: [UInt8], path: String) -> Result<String, Diagnostic> {
    TextFile.decode(path: path, bytes: bytes).map(\.text)
}

/// A content file's text with helpers to turn offsets into line and column.
struct TextFile {
    let path: String
    let text: String

    /// Decodes UTF-8 strictly; on failure, the location of the first bad byte.
    static func decode(path: String, bytes: [UInt8]) -> Result<TextFile, Diagnostic> {
        var bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if let text = String(validating: bytes, as: UTF8.self) {
            return .success(TextFile(path: path, text: text))
        }
        // Find the first byte that does not decode, counting lines and byte columns up to it.
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        var line = 1
        var lineStart = 0
        loop: while true {
            let before = offset
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
                if scalar == "\n" {
                    line += 1
                    lineStart = offset
                }
            case .emptyInput:
                break loop
            case .error:
                let byte = bytes[before]
                let hex = String(byte, radix: 16, uppercase: true)
                return .failure(
                    .error(
                        "invalid-utf8",
                        "invalid UTF-8 (byte 0x\(hex)); save the file as UTF-8",
                        at: SourceLocation(file: path, line: line, column: before - lineStart + 1)))
            }
        }
        return .failure(
            .error(
                "invalid-utf8", "invalid UTF-8; save the file as UTF-8",
                at: SourceLocation(file: path, line: 1, column: 1)))
    }

    func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: path, line: line, column: column)
    }
}
