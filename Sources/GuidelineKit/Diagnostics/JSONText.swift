import Foundation

/// The one way the tool writes JSON: pretty-printed, keys sorted (stable output), slashes as is.
/// Writers of very large documents (the site's search index) stream their own structure and
/// quote strings with `quoted`.
public enum JSONText {
    public static func data(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }

    /// The JSON text with a final newline; `{}` if the value cannot be encoded.
    public static func string(_ value: some Encodable) -> String {
        ((try? data(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}") + "\n"
    }

    /// `text` as a JSON string literal. Control characters, quotes, backslashes and the line
    /// separators U+2028 and U+2029 are escaped, so the literal is also valid JavaScript.
    public static func quoted(_ text: String) -> String {
        var out = [UInt8]()
        out.reserveCapacity(text.utf8.count + 2)
        out.append(UInt8(ascii: "\""))
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), byte]
            case UInt8(ascii: "\n"): out += Array("\\n".utf8)
            case 0..<0x20: out += Array(String(format: "\\u%04x", byte).utf8)
            case 0xE2 where utf8.first == 0x80 && (utf8.dropFirst().first == 0xA8 || utf8.dropFirst().first == 0xA9):
                out += Array((utf8.dropFirst().first == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                utf8 = utf8.dropFirst(2)
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }

    /// Why a JSON string literal cannot be read, and the offset where that shows.
    public struct UnquoteFailure: Error, Sendable {
        public var offset: Int
        public var reason: String
    }

    /// The one way the tool reads a JSON string literal (the site's search index read back, a
    /// string catalog): the literal whose opening quote is at `start` in `bytes` (valid UTF-8),
    /// its text and the offset after its closing quote. A `\u` escape of a high surrogate
    /// waits for the low one that follows; one left alone says nothing.
    public static func unquote(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Result<(text: String, end: Int), UnquoteFailure> {
        var index = start + 1
        // Most strings have no escape: their bytes are the text.
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            return .success((String(decoding: UnsafeBufferPointer(rebasing: bytes[(start + 1)..<index]), as: UTF8.self), index + 1))
        }
        var text = Array(bytes[(start + 1)..<index])
        var pendingHigh: UInt32?
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return .success((String(decoding: text, as: UTF8.self), index))
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { break }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "b"): text.append(0x08)
                case UInt8(ascii: "f"): text.append(0x0C)
                case UInt8(ascii: "u"):
                    var unit: UInt32 = 0
                    for _ in 0..<4 {
                        guard index < bytes.count, let digit = hexValue(bytes[index]) else {
                            return .failure(UnquoteFailure(offset: index, reason: "a bad \\u escape"))
                        }
                        unit = unit << 4 | digit
                        index += 1
                    }
                    if (0xD800..<0xDC00).contains(unit) {
                        pendingHigh = unit
                        continue
                    }
                    var value = unit
                    if let high = pendingHigh, (0xDC00..<0xE000).contains(unit) {
                        value = 0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00)
                    }
                    pendingHigh = nil
                    if let scalar = Unicode.Scalar(value) { UTF8.encode(scalar) { text.append($0) } }
                default:
                    // Any other escaped character stands for itself (\" \\ \/); its other bytes follow.
                    text.append(escaped)
                }
            default:
                text.append(byte)
            }
        }
        return .failure(UnquoteFailure(offset: bytes.count, reason: "a string is never closed"))
    }

    /// A hexadecimal digit's value.
    public static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
