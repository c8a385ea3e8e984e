/// One part of an English entry: the title and what precedes the first `##` heading (`intro`),
/// or a `##` section with its deeper headings. A translation records each part's digest
/// (`source-sections`) so that, once the English changes, the tool can say which parts did.
public struct SourceSection: Hashable, Sendable {
    /// A stable name: `intro`, or the heading's words in kebab case (`-2`, `-3` for repeats).
    public var name: String
    /// What people read: the entry title for the intro, else the heading.
    public var title: String
    /// 8 hex digits over the part's Markdown (heading line included).
    public var digest: String

    public init(name: String, title: String, digest: String) {
        self.name = name
        self.title = title
        self.digest = digest
    }

    /// What a translation's front matter records of it.
    public var record: SectionRecord { SectionRecord(name: name, digest: digest) }

    static let introName = "intro"
    static let digestLength = 8

    /// Cuts `body` (the Markdown after the front matter) at the `##` headings found by cmark,
    /// given as file lines; `bodyLineOffset` lines precede the body in the file.
    static func split(
        body: Substring, bodyLineOffset: Int, title: String, headings: [(line: Int, title: String)]
    ) -> [SourceSection] {
        // Where each line starts, as an index into `body` (one past the end closes the last).
        var lineStarts = [body.startIndex]
        var index = body.utf8.startIndex
        while let newline = body.utf8[index...].firstIndex(of: UInt8(ascii: "\n")) {
            index = body.utf8.index(after: newline)
            lineStarts.append(index)
        }
        let lineCount = lineStarts.count
        var starts = [0]
        var titles = [title]
        for heading in headings {
            let index = heading.line - bodyLineOffset - 1
            guard index > starts.last!, index < lineCount else { continue }
            starts.append(index)
            titles.append(heading.title)
        }
        var used: [String: Int] = [:]
        return starts.indices.map { part in
            // Lines start..<end, without the line break that ends the last of them.
            let end = part + 1 < starts.count ? body.utf8.index(before: lineStarts[starts[part + 1]]) : body.endIndex
            let text = body[lineStarts[starts[part]]..<end]
            var name = part == 0 ? introName : kebabName(titles[part])
            let seen = used[name, default: 0] + 1
            used[name] = seen
            if seen > 1 { name += "-\(seen)" }
            return SourceSection(
                name: name, title: titles[part], digest: String(SourceDigest.of(text).prefix(digestLength)))
        }
    }

    /// "Don't use a custom share sheet" → `dont-use-a-custom-share-sheet`.
    static func kebabName(_ heading: String) -> String {
        var out = ""
        var pendingHyphen = false
        for character in heading.lowercased() {
            if character == "'" || character == "\u{2019}" { continue }
            if character.isLetter || character.isNumber {
                if pendingHyphen && !out.isEmpty { out += "-" }
                out.append(character)
                pendingHyphen = false
            } else {
                pendingHyphen = true
            }
        }
        return out.isEmpty ? "section" : out
    }

}

/// One item of a translation's `source-sections`: `name digest`, as the English was when translated.
public struct SectionRecord: Hashable, Sendable {
    public var name: String
    public var digest: String

    public init(name: String, digest: String) {
        self.name = name
        self.digest = digest
    }

    /// Reads `intro 1a2b3c4d`; nil when the item is not a name without spaces and 8 hex digits.
    public init?(parsing item: String) {
        let words = item.split(separator: " ", omittingEmptySubsequences: true)
        guard words.count == 2, words[1].count == SourceSection.digestLength,
            words[1].allSatisfy({ $0.isHexDigit && !$0.isUppercase })
        else { return nil }
        self.init(name: String(words[0]), digest: String(words[1]))
    }

    public var text: String { "\(name) \(digest)" }
}

/// How the English sections differ from the ones a translation recorded.
public struct SectionChanges: Hashable, Sendable {
    /// Sections present then and now whose text changed.
    public var changed: [SourceSection] = []
    /// Sections the English gained.
    public var added: [SourceSection] = []
    /// Names of sections the English lost (or renamed: a renamed heading is added and removed).
    public var removed: [String] = []

    public init(recorded: [SectionRecord], current: [SourceSection]) {
        let then = Dictionary(recorded.map { ($0.name, $0.digest) }, uniquingKeysWith: { first, _ in first })
        for section in current {
            if let digest = then[section.name] {
                if digest != section.digest { changed.append(section) }
            } else {
                added.append(section)
            }
        }
        let now = Set(current.map(\.name))
        removed = recorded.map(\.name).filter { !now.contains($0) }
    }

    public var isEmpty: Bool { changed.isEmpty && added.isEmpty && removed.isEmpty }

    /// `changed: Intro ("Title"), "Header"; added: "Anchors"; removed: layout`.
    public var description: String {
        var parts: [String] = []
        func quoted(_ section: SourceSection) -> String {
            section.name == SourceSection.introName ? "the introduction" : "\"\(section.title)\""
        }
        if !changed.isEmpty { parts.append("changed: " + changed.map(quoted).joined(separator: ", ")) }
        if !added.isEmpty { parts.append("added: " + added.map(quoted).joined(separator: ", ")) }
        if !removed.isEmpty { parts.append("removed: " + removed.joined(separator: ", ")) }
        return parts.isEmpty ? "only outside its sections (whitespace)" : parts.joined(separator: "; ")
    }
}
