import Foundation

/// The one way the tool writes JSON: pretty-printed, keys sorted (stable output), slashes as is.
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
}
