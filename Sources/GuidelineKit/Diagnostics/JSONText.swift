import Foundation

/// The one way the tool writes JSON: keys sorted (stable output), slashes as is, pretty-printed
/// unless `compact` (for files only programs read, such as the site's search index).
public enum JSONText {
    public static func data(_ value: some Encodable, compact: Bool = false) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = compact ? [.sortedKeys, .withoutEscapingSlashes] : [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }

    /// The JSON text with a final newline; `{}` if the value cannot be encoded.
    public static func string(_ value: some Encodable, compact: Bool = false) -> String {
        ((try? data(value, compact: compact)).map { String(decoding: $0, as: UTF8.self) } ?? "{}") + "\n"
    }
}
