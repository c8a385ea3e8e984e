/// The short hash that ties a translation to the English text it was made from.
///
/// 64-bit FNV-1a over the body's UTF-8 with CRLF read as LF and trailing blank space
/// ignored, printed as 16 hex digits: stable across platforms, no crypto library needed.
public enum SourceDigest {
    public static func of<S: StringProtocol>(_ body: S) -> String {
        var bytes = Array(body.utf8)
        while let last = bytes.last, last == 0x20 || last == 0x09 || last == 0x0A || last == 0x0D {
            bytes.removeLast()
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for (i, byte) in bytes.enumerated() where !(byte == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A) {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
