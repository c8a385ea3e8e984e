/// 64-bit FNV-1a: the tool's one non-cryptographic hash (translation digests, content
/// fingerprints). Stable across platforms and runs, unlike `Hasher`.
public struct FNV1a: Sendable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func add(_ byte: UInt8) {
        value ^= UInt64(byte)
        value &*= 0x0000_0100_0000_01B3
    }

    public mutating func add(_ number: UInt64) {
        withUnsafeBytes(of: number.littleEndian) { for byte in $0 { add(byte) } }
    }

    public mutating func add(_ text: String) {
        // A native string's bytes in one pass; byte by byte only for one that has no storage of its own.
        if text.utf8.withContiguousStorageIfAvailable({ add(bytes: UnsafeRawBufferPointer($0)) }) == nil {
            for byte in text.utf8 { add(byte) }
        }
    }

    public mutating func add(bytes: UnsafeRawBufferPointer) {
        var value = self.value
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01B3
        }
        self.value = value
    }

    /// The value as 16 lowercase hex digits.
    public var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
