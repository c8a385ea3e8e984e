import Foundation
import GuidelineKit

/// Localized text stored as an XML property list: a `.stringsdict` (plural rules), or a
/// `.strings` file saved in XML form. A pair's place is the line of its `<key>`.
enum PlistStrings {
    static func parse(path: String, data: Data, text: String) -> Result<[StringsFile.Pair], Diagnostic> {
        if let flat = FlatPlist.pairs(Array(text.utf8), path: path) { return .success(flat) }
        return parseWithFoundation(path: path, data: data, text: text)
    }

    /// Any property list Foundation reads; the places of its top-level keys found line by line.
    static func parseWithFoundation(path: String, data: Data, text: String) -> Result<[StringsFile.Pair], Diagnostic> {
        guard let object = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
            let root = object as? [String: Any]
        else {
            return .failure(
                .warning(
                    "bad-strings", "is not a property list dictionary; fix it or regenerate it in Xcode",
                    at: SourceLocation(file: path, line: 1, column: 1)))
        }
        // Where each top-level key's text is: the `<string>` after its `<key>` (Xcode writes one
        // element per line), or the key's own line for a plural rule.
        // Searched in the UTF-8 bytes, line by line at each newline byte (a CRLF file's too).
        var keyLines: [String: Int] = [:]
        let bytes = Array(text.utf8)
        var lines: [Range<Int>] = []
        var lineStart = 0
        for (offset, byte) in bytes.enumerated() where byte == 0x0A {
            lines.append(lineStart..<offset)
            lineStart = offset + 1
        }
        lines.append(lineStart..<bytes.count)
        let (open, close, string) = (Array("<key>".utf8), Array("</key>".utf8), Array("<string".utf8))
        for (number, line) in lines.enumerated() {
            guard let start = find(open, in: bytes, line), let end = find(close, in: bytes, start.upperBound..<line.upperBound)
            else { continue }
            let key = unescapeXML(String(decoding: bytes[start.upperBound..<end.lowerBound], as: UTF8.self))
            guard keyLines[key] == nil, root[key] != nil else { continue }
            keyLines[key] = number + 1
            if root[key] is String {
                if find(string, in: bytes, end.upperBound..<line.upperBound) != nil {
                    continue
                } else if number + 1 < lines.count, find(string, in: bytes, lines[number + 1]) != nil {
                    keyLines[key] = number + 2
                }
            }
        }
        var pairs: [StringsFile.Pair] = []
        for key in root.keys.sorted() {
            guard let value = shownText(of: root[key]) else { continue }
            let location = SourceLocation(file: path, line: keyLines[key] ?? 1, column: 1)
            pairs.append(StringsFile.Pair(key: key, value: value, location: location))
        }
        return .success(pairs)
    }

    /// A plain string, or a plural rule's format with each `%#@variable@` replaced by the
    /// variable's `other` case (the longest form).
    private static func shownText(of value: Any?) -> String? {
        if let string = value as? String { return string }
        guard let rule = value as? [String: Any], var format = rule["NSStringLocalizedFormatKey"] as? String else {
            return nil
        }
        for (name, variable) in rule {
            guard let cases = variable as? [String: Any], let other = (cases["other"] ?? cases["one"]) as? String else {
                continue
            }
            format = format.replacingOccurrences(of: "%#@\(name)@", with: other)
        }
        return format
    }

    /// Where `needle` first occurs in `bytes[range]`.
    private static func find(_ needle: [UInt8], in bytes: [UInt8], _ range: Range<Int>) -> Range<Int>? {
        let offset = bytes.withUnsafeBytes { all in
            needle.withUnsafeBytes { ByteSearch.firstOffset(of: $0, in: UnsafeRawBufferPointer(rebasing: all[range])) }
        }
        return offset.map { range.lowerBound + $0..<range.lowerBound + $0 + needle.count }
    }

    /// XML's five named entities, `&amp;` last so that what it leaves is not read again.
    static let namedEntities = [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&amp;", "&")]

    static func unescapeXML(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return namedEntities.reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }
}
