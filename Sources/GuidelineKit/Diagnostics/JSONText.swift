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
}
