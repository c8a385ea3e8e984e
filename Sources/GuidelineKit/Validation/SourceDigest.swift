/// The short hash that ties a translation to the English text it was made from.
///
/// 64-bit FNV-1a over the body's UTF-8 with CRLF read as LF and trailing blank space
/// ignored, printed as 16 hex digits: stable across platforms, no crypto library needed.
public enum SourceDigest {
    public static func of<S: StringProtocol>(_ body: S) -> String where S.UTF8View: BidirectionalCollection {
        let utf8 = body.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex {
            let previous = utf8.index(before: end)
            let byte = utf8[previous]
            guard byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D else { break }
            end = previous
        }
        var hash = FNV1a()
        var pendingCR = false
        for byte in utf8[utf8.startIndex..<end] {
            if pendingCR && byte != 0x0A { hash.add(UInt8(0x0D)) }
            pendingCR = byte == 0x0D
            if pendingCR { continue }
            hash.add(byte)
        }
        return hash.hex
    }
}
