import GuidelineKit

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
        let read =
            text.withContiguousStorageIfAvailable { JSONText.unquote($0, at: 0) }
            ?? Array(text).withUnsafeBufferPointer { JSONText.unquote($0, at: 0) }
        guard case .success(let string) = read else { return nil }
        return (string.text, text[text.index(text.startIndex, offsetBy: string.end)...])
    }
}
