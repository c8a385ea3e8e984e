import Foundation
import GuidelineKit

/// The localized texts that may break a word limit, so that a title rule parses only the files
/// whose titles may show one. A short key (`"save"`, `L10n.Room.leave`) can stand for a long
/// text in some language, but in a real app few titles do: with string tables, every file with
/// a button or a screen title had been parsed for the title rules, ten times the files that
/// show a long title. Keys are judged as titles name them, each once (a large app's tables
/// hold hundreds of thousands of texts; its titles name a few thousand keys).
final class LongTitles: @unchecked Sendable {
    private let limit: Int
    private let tables: [Localizations.Table]
    /// Generated accessors by their last name (`L10n.Room.leave` → `leave`).
    private let accessors: [String: [LocalizationReference]]
    private let lock = NSLock()
    private var judgedKeys: [String: Bool] = [:]
    private var judgedNames: [String: Bool] = [:]

    var isEmpty: Bool { tables.isEmpty && accessors.isEmpty }

    init(_ project: Project, moreWordsThan limit: Int) {
        self.limit = limit
        tables = project.localizations.tables.keys.sorted().flatMap { project.localizations.tables[$0]! }
        var accessors: [String: [LocalizationReference]] = [:]
        for (path, reference) in project.index.localizationAccessors {
            accessors[String(path.split(separator: ".").last ?? Substring(path)), default: []].append(reference)
        }
        self.accessors = accessors
    }

    /// Whether a key has a text of more words than the limit, in some table and language.
    func isLong(key: String) -> Bool {
        if let known = lock.withLock({ judgedKeys[key] }) { return known }
        let long = tables.contains { table in
            guard let localized = table.localized(key) else { return false }
            return (localized.development.map { [$0] } ?? []).contains { Self.hasWords(moreThan: limit, $0.text) }
                || localized.translations.contains { Self.hasWords(moreThan: limit, $0.text) }
        }
        lock.withLock { judgedKeys[key] = long }
        return long
    }

    /// Whether an accessor of this last name stands for a long text: its key's, or its fallback
    /// when given.
    func isLong(accessor name: String) -> Bool {
        guard let references = accessors[name] else { return false }
        if let known = lock.withLock({ judgedNames[name] }) { return known }
        let long = references.contains { reference in
            isLong(key: reference.key) || reference.fallback.map { Self.hasWords(moreThan: limit, $0) } == true
        }
        lock.withLock { judgedNames[name] = long }
        return long
    }

    /// Words as `TitleText.words` counts them (a format specifier is one).
    static func hasWords(moreThan limit: Int, _ text: String) -> Bool {
        var words = 0
        var inWord = false
        for byte in text.utf8 {
            if byte == 0x20 || byte == 0x0A || byte == 0x09 {
                inWord = false
            } else if !inWord {
                inWord = true
                words += 1
                if words > limit { return true }
            }
        }
        return false
    }

    /// Whether a title written after one of `openers` (`Button(`, `title = `) may be one of these
    /// texts: its expression (up to the end of the first argument, or of the statement) holds a
    /// literal that is a long text's key or names a long text's accessor. With
    /// `bareNames`, a title that is a plain name counts too (a local, whose values the rule
    /// looks for where it is set).
    func mayShow(in text: UnsafeRawBufferPointer, after openers: [String], bareNames: Bool = false) -> Bool {
        openers.contains { opener in
            var needle = opener
            return needle.withUTF8 { needle in
                let anchor = KeywordFilter.rarestByte(in: Array(needle))
                var start = 0
                while start < text.count,
                    let found = ByteSearch.firstOffset(
                        of: UnsafeRawBufferPointer(needle), in: UnsafeRawBufferPointer(rebasing: text[start...]), anchor: anchor)
                {
                    if expression(in: text, from: start + found + needle.count, bareNames: bareNames) { return true }
                    start += found + 1
                }
                return false
            }
        }
    }

    /// Reads an expression's tokens from `offset`: literals and names, until a `,`, `)`, `]`,
    /// `{`, `}` or `;` outside brackets, or the end of its line once something was read.
    private func expression(in text: UnsafeRawBufferPointer, from offset: Int, bareNames: Bool) -> Bool {
        var index = offset
        var depth = 0
        var tokens = 0
        var onlyName = false
        let end = min(text.count, offset + 2048)
        func byte(_ at: Int) -> UInt8 { at < text.count ? text[at] : 0 }
        while index < end {
            let character = text[index]
            switch character {
            case 0x20, 0x09, 0x0D:
                index += 1
            case 0x0A:
                // A statement may go on with `.member` on the next line.
                var next = index + 1
                while next < end, text[next] == 0x20 || text[next] == 0x09 { next += 1 }
                if depth == 0 && tokens > 0 && byte(next) != UInt8(ascii: ".") { return bareNames && onlyName }
                index = next
            case UInt8(ascii: "("), UInt8(ascii: "["):
                depth += 1
                index += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                if depth == 0 { return bareNames && onlyName }
                depth -= 1
                index += 1
            case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}"):
                if depth == 0 { return bareNames && onlyName }
                index += 1
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "/"):
                while index < end && text[index] != 0x0A { index += 1 }
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "*"):
                index += 2
                while index < end && !(text[index] == UInt8(ascii: "*") && byte(index + 1) == UInt8(ascii: "/")) { index += 1 }
                index += 2
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                var hashes = 0
                while byte(index + hashes) == UInt8(ascii: "#") { hashes += 1 }
                guard byte(index + hashes) == UInt8(ascii: "\"") else {
                    index += max(hashes, 1)
                    tokens += 1
                    onlyName = false
                    continue
                }
                let (content, after, multiLine) = Self.literal(in: text, at: index + hashes, hashes: hashes, end: end)
                // A multi-line literal's key is its lines without their indentation: not worth
                // working out for a title that is hardly ever written so.
                if multiLine { return true }
                if let content, isLong(key: content) { return true }
                index = after
                tokens += 1
                onlyName = false
            case _ where Self.startsName(character):
                var after = index + 1
                while after < end && Self.continuesName(text[after]) { after += 1 }
                let name = String(decoding: UnsafeRawBufferPointer(rebasing: text[index..<after]), as: UTF8.self)
                if isLong(accessor: name) { return true }
                onlyName = tokens == 0
                tokens += 1
                index = after
            default:
                tokens += 1
                onlyName = false
                index += 1
            }
        }
        return bareNames && onlyName
    }

    /// A string literal's text as written (escapes as they are, which is how a key is looked
    /// up) and the offset after it; nil text for one that interpolates.
    private static func literal(in text: UnsafeRawBufferPointer, at quote: Int, hashes: Int, end: Int) -> (
        String?, Int, multiLine: Bool
    ) {
        let multiLine = quote + 2 < end && text[quote + 1] == 0x22 && text[quote + 2] == 0x22
        let delimiter = multiLine ? 3 : 1
        var index = quote + delimiter
        let start = index
        var interpolates = false
        while index < end {
            let character = text[index]
            if character == UInt8(ascii: "\\") {
                var escapeHashes = 0
                while escapeHashes < hashes && index + 1 + escapeHashes < end && text[index + 1 + escapeHashes] == 0x23 {
                    escapeHashes += 1
                }
                if escapeHashes == hashes {
                    let after = index + 1 + hashes
                    if after < end && text[after] == UInt8(ascii: "(") { interpolates = true }
                    index = after + 1
                    continue
                }
            }
            if character == 0x0A && !multiLine { break }
            if character == 0x22 && (!multiLine || (index + 2 < end && text[index + 1] == 0x22 && text[index + 2] == 0x22)) {
                var closingHashes = 0
                while closingHashes < hashes && index + delimiter + closingHashes < end
                    && text[index + delimiter + closingHashes] == 0x23
                {
                    closingHashes += 1
                }
                if closingHashes == hashes {
                    let content = String(decoding: UnsafeRawBufferPointer(rebasing: text[start..<index]), as: UTF8.self)
                    return (interpolates ? nil : content, index + delimiter + hashes, multiLine)
                }
            }
            index += 1
        }
        return (nil, index, multiLine)
    }

    private static func startsName(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte >= 0x80
    }

    private static func continuesName(_ byte: UInt8) -> Bool { startsName(byte) || (byte >= 0x30 && byte <= 0x39) }
}

extension Project {
    /// The long texts for a word limit, worked out once per limit (two rules ask for the same).
    func longTitles(moreWordsThan limit: Int) -> LongTitles {
        memo.lock.withLock {
            if let known = memo.longTitles[limit] { return known }
            let found = LongTitles(self, moreWordsThan: limit)
            memo.longTitles[limit] = found
            return found
        }
    }
}

/// What the project works out once, when a rule first asks.
final class ProjectMemo: @unchecked Sendable {
    let lock = NSLock()
    var longTitles: [Int: LongTitles] = [:]
}
