/// The bytes of the tool's binary cache records: unsigned numbers as LEB128, strings as a
/// length and UTF-8, optional values after a presence byte, lists after their count.
public struct CompactWriter {
    public var bytes: [UInt8] = []

    public init() {}

    public mutating func number(_ value: Int) {
        var rest = UInt(bitPattern: value)
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }
    public mutating func string(_ text: String) {
        number(text.utf8.count)
        bytes.append(contentsOf: text.utf8)
    }
    public mutating func strings(_ list: [String]) { self.list(list) { $0.string($1) } }
    /// Bytes as they are, after their count.
    public mutating func raw(_ raw: ArraySlice<UInt8>) {
        number(raw.count)
        bytes += raw
    }
    public mutating func optional<T>(_ value: T?, _ write: (inout CompactWriter, T) -> Void) {
        guard let value else { return bytes.append(0) }
        bytes.append(1)
        write(&self, value)
    }
    public mutating func list<T>(_ items: [T], _ write: (inout CompactWriter, T) -> Void) {
        number(items.count)
        for item in items { write(&self, item) }
    }
}

/// Reads what `CompactWriter` wrote; every read is nil past the end or on bytes that are not
/// what it reads.
public struct CompactReader {
    public let bytes: ArraySlice<UInt8>
    public var at: Int

    public init(bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        at = bytes.startIndex
    }

    public var isAtEnd: Bool { at == bytes.endIndex }

    public mutating func number() -> Int? {
        var value: UInt = 0
        var shift: UInt = 0
        while at < bytes.endIndex, shift < 64 {
            let byte = bytes[at]
            at += 1
            value |= UInt(byte & 0x7F) << shift
            if byte < 0x80 { return Int(bitPattern: value) }
            shift += 7
        }
        return nil
    }
    public mutating func string() -> String? {
        guard let count = number(), count >= 0, count <= bytes.endIndex - at else { return nil }
        defer { at += count }
        return String(decoding: bytes[at..<at + count], as: UTF8.self)
    }
    public mutating func strings() -> [String]? { list { $0.string() } }
    /// What `CompactWriter.raw` wrote, sharing this reader's storage.
    public mutating func raw() -> ArraySlice<UInt8>? {
        guard let count = number(), count >= 0, count <= bytes.endIndex - at else { return nil }
        defer { at += count }
        return bytes[at..<at + count]
    }
    /// `.some(nil)` for an absent value, nil for bytes that are not one.
    public mutating func optional<T>(_ read: (inout CompactReader) -> T?) -> T?? {
        guard at < bytes.endIndex else { return nil }
        let present = bytes[at]
        at += 1
        switch present {
        case 0: return .some(nil)
        case 1: return read(&self).map { .some($0) }
        default: return nil
        }
    }
    public mutating func list<T>(_ read: (inout CompactReader) -> T?) -> [T]? {
        guard let count = number(), count >= 0, count <= bytes.endIndex - at else { return nil }
        var items: [T] = []
        items.reserveCapacity(count)
        for _ in 0..<count {
            guard let item = read(&self) else { return nil }
            items.append(item)
        }
        return items
    }
}

/// A cache file as a whole: a magic and a version, the record, then an FNV-1a digest of all
/// of that as 8 bytes, so that a file of another kind, version or a damaged one is not read.
extension CompactWriter {
    public mutating func u64(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    public static func sealed(magic: String, version: Int, _ write: (inout CompactWriter) -> Void) -> [UInt8] {
        var out = CompactWriter()
        out.bytes = Array(magic.utf8)
        out.number(version)
        write(&out)
        var hasher = FNV1a()
        out.bytes.withUnsafeBytes { hasher.add(bytes: $0) }
        out.u64(hasher.value)
        return out.bytes
    }
}

extension CompactReader {
    /// Eight bytes, little-endian.
    public mutating func u64() -> UInt64? {
        guard bytes.endIndex - at >= 8 else { return nil }
        defer { at += 8 }
        return bytes[at..<at + 8].reversed().reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// A reader of the record `CompactWriter.sealed` wrote; nil for other bytes.
    public init?(sealed bytes: [UInt8], magic: String, version: Int) {
        let magic = Array(magic.utf8)
        guard bytes.count >= magic.count + 8, bytes.starts(with: magic) else { return nil }
        let body = bytes[..<(bytes.count - 8)]
        var hasher = FNV1a()
        body.withUnsafeBytes { hasher.add(bytes: $0) }
        var digest = CompactReader(bytes: bytes[(bytes.count - 8)...])
        guard digest.u64() == hasher.value else { return nil }
        self.init(bytes: body.dropFirst(magic.count))
        guard number() == version else { return nil }
    }
}
