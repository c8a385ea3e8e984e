import Foundation
import GuidelineKit

/// Localized text stored as an XML property list: a `.stringsdict` (plural rules), or a
/// `.strings` file saved in XML form. A pair's place is the line of its `<key>`.
enum PlistStrings {
    static func parse(path: String, data: Data, text: String) -> Result<[StringsFile.Pair], Diagnostic> {
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
        var keyLines: [String: Int] = [:]
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, line) in lines.enumerated() {
            guard let start = line.range(of: "<key>"), let end = line.range(of: "</key>"), start.upperBound <= end.lowerBound
            else { continue }
            let key = unescapeXML(String(line[start.upperBound..<end.lowerBound]))
            guard keyLines[key] == nil, root[key] != nil else { continue }
            keyLines[key] = number + 1
            if root[key] is String {
                if line[end.upperBound...].contains("<string") {
                    continue
                } else if number + 1 < lines.count, lines[number + 1].contains("<string") {
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

    private static func unescapeXML(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
