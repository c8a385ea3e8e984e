/// Reads back what the site's search index files hold (see `BrowserIndex`), for an update in
/// place: the array a `higSearchLoaded(name, [...])` script passes, and lists inside `meta.js`.
enum IndexScriptReader {
    /// An array item: a string (decoded), or anything else as written.
    enum Item: Equatable {
        case string(String)
        case other(Substring)
    }

    /// The items of the array a script passes; nil for text that is not such a script.
    static func items(ofScript text: String) -> [Item]? {
        guard let open = text.firstIndex(of: "["), text.hasSuffix("]);\n") else { return nil }
        let inner = text[text.index(after: open)..<text.index(text.endIndex, offsetBy: -4)]
        return items(inner)
    }

    /// The items of the array after `"name":` in `meta.js`.
    static func items(named name: String, inMeta text: String) -> [Item]? {
        guard let start = text.range(of: "\"\(name)\":[") else { return nil }
        var depth = 0
        var inString = false, escaped = false
        var index = start.upperBound
        while index < text.endIndex {
            let character = text[index]
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "[" {
                depth += 1
            } else if character == "]" {
                if depth == 0 { return items(text[start.upperBound..<index]) }
                depth -= 1
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// Comma-separated strings and numbers.
    private static func items(_ list: Substring) -> [Item]? {
        var items: [Item] = []
        var rest = list.utf8[...]
        while let first = rest.first {
            if first == UInt8(ascii: "\"") {
                guard let (string, after) = decodeString(rest) else { return nil }
                items.append(.string(string))
                rest = after
            } else {
                let end = rest.firstIndex(of: UInt8(ascii: ",")) ?? rest.endIndex
                items.append(.other(Substring(list.utf8[rest.startIndex..<end])))
                rest = rest[end...]
            }
            guard let separator = rest.first else { break }
            guard separator == UInt8(ascii: ",") else { return nil }
            rest = rest.dropFirst()
        }
        return items
    }

    /// A JSON string literal at the start of `text`, and what follows it.
    private static func decodeString(_ text: Substring.UTF8View.SubSequence) -> (String, Substring.UTF8View.SubSequence)? {
        // Most strings (postings, terms) have no escape: taken as they are.
        let body = text.dropFirst()
        if let end = body.firstIndex(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }),
            body[end] == UInt8(ascii: "\"")
        {
            return (String(Substring(body[..<end])), text[text.index(after: end)...])
        }
        var bytes: [UInt8] = []
        var index = text.index(after: text.startIndex)
        var pendingHigh: UInt32?
        func append(_ scalar: UInt32) {
            if let high = pendingHigh, (0xDC00...0xDFFF).contains(scalar) {
                pendingHigh = nil
                bytes += Array(String(Unicode.Scalar(0x10000 + (high - 0xD800) << 10 + (scalar - 0xDC00))!).utf8)
            } else if (0xD800...0xDBFF).contains(scalar) {
                pendingHigh = scalar
            } else if let value = Unicode.Scalar(scalar) {
                bytes += Array(String(value).utf8)
            }
        }
        while index < text.endIndex {
            let byte = text[index]
            switch byte {
            case UInt8(ascii: "\""):
                return (String(decoding: bytes, as: UTF8.self), text[text.index(after: index)...])
            case UInt8(ascii: "\\"):
                index = text.index(after: index)
                guard index < text.endIndex else { return nil }
                switch text[index] {
                case UInt8(ascii: "n"): bytes.append(0x0A)
                case UInt8(ascii: "t"): bytes.append(0x09)
                case UInt8(ascii: "r"): bytes.append(0x0D)
                case UInt8(ascii: "b"): bytes.append(0x08)
                case UInt8(ascii: "f"): bytes.append(0x0C)
                case UInt8(ascii: "u"):
                    guard text.distance(from: index, to: text.endIndex) > 4,
                        let value = UInt32(
                            String(decoding: text[text.index(after: index)...text.index(index, offsetBy: 4)], as: UTF8.self),
                            radix: 16)
                    else { return nil }
                    append(value)
                    index = text.index(index, offsetBy: 4)
                case let other: bytes.append(other)
                }
            default:
                bytes.append(byte)
            }
            index = text.index(after: index)
        }
        return nil
    }
}
