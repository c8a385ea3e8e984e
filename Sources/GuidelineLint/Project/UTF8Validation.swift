/// Whether the bytes are well-formed UTF-8 (no overlong form, surrogate or scalar past
/// U+10FFFF), as `String(validating:)` judges them, without making the string: every Swift
/// file, string table and Info.plist is checked, most are never made text, and ASCII runs are
/// passed over eight bytes at a time.
func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let count = bytes.count
    var index = 0
    while index < count {
        if index + 8 <= count,
            UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
        {
            index += 8
            continue
        }
        let lead = base[index]
        if lead < 0x80 {
            index += 1
            continue
        }
        // The second byte's range depends on the lead; the others are any continuation byte.
        let length: Int, low: UInt8, high: UInt8
        switch lead {
        case 0xC2...0xDF: (length, low, high) = (2, 0x80, 0xBF)
        case 0xE0: (length, low, high) = (3, 0xA0, 0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, low, high) = (3, 0x80, 0xBF)
        case 0xED: (length, low, high) = (3, 0x80, 0x9F)
        case 0xF0: (length, low, high) = (4, 0x90, 0xBF)
        case 0xF1...0xF3: (length, low, high) = (4, 0x80, 0xBF)
        case 0xF4: (length, low, high) = (4, 0x80, 0x8F)
        default: return false
        }
        guard index + length <= count, (low...high).contains(base[index + 1]) else { return false }
        for next in 2..<length where base[index + next] & 0xC0 != 0x80 { return false }
        index += length
    }
    return true
}
