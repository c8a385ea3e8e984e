import GuidelineKit

/// Where code writes a title, as the title rules read it, found in a file's text before it is
/// parsed: the expression after `Button(`, `setTitle(`, `title = ` or `navigationTitle(`, up to
/// the end of the first argument or of the statement. A title rule finds something only in a
/// literal or a localized key or accessor written there (or, for a screen title, in a local's
/// values), so a file whose titles hold none it would judge is not parsed for it.
struct TitleSites: Sendable {
    /// What comes before a title, and whether a title there that is a plain name counts whatever
    /// it is (`self.title = name`: a local, whose values the rule looks for where it is set).
    private let openers: [(bytes: [UInt8], anchor: Int, bareNames: Bool)]

    init(_ openers: [String], bareNamesAfter: [String] = []) {
        self.openers = (openers.map { ($0, false) } + bareNamesAfter.map { ($0, true) }).map { opener, bareNames in
            let bytes = Array(opener.utf8)
            return (bytes, KeywordFilter.rarestByte(in: bytes), bareNames)
        }
    }

    /// Whether a literal title of more words than `limit` is written here (a title rule's `mayFind`).
    func mayHaveLiteral(in text: FileText, moreWordsThan limit: Int) -> Bool {
        text.mayHaveLiteral(moreWordsThan: limit)
            && contain(in: text.bytes, literal: { LongTitles.hasWords(moreThan: limit, $0) }, name: { _ in false })
    }

    /// A title rule's `projectFilter`: a short key can stand for a long localized title, so files
    /// (with one of the rule's keywords) whose titles name a key or an accessor with a text of
    /// more words than `limit` in some language; nil when the project has none.
    func mayShowLocalized(in project: Project, moreWordsThan limit: Int, keywords: [String]) -> ProjectFilter? {
        let long = project.longTitles(moreWordsThan: limit)
        guard !long.isEmpty else { return nil }
        let keywords = KeywordFilter(keywords)
        return { keywords.matches($0) && contain(in: $0, literal: long.isLong(key:), name: long.isLong(accessor:)) }
    }

    /// Whether a title written after one of the openers has a literal or a name the judges
    /// accept (a literal as written, escapes left in, which is how a key is looked up), or is a
    /// plain name where that counts.
    func contain(in text: UnsafeRawBufferPointer, literal: (String) -> Bool, name: (String) -> Bool) -> Bool {
        openers.contains { opener, anchor, bareNames in
            opener.withUnsafeBytes { needle in
                ByteSearch.anyOffset(of: needle, in: text, anchor: anchor) {
                    expression(in: text, from: $0 + needle.count, bareNames: bareNames, literal: literal, name: name)
                }
            }
        }
    }

    /// Reads an expression's tokens from `offset`: literals and names, until a `,`, `)`, `]`,
    /// `{`, `}` or `;` outside brackets, or the end of its line once something was read.
    private func expression(
        in text: UnsafeRawBufferPointer, from offset: Int, bareNames: Bool, literal isWanted: (String) -> Bool,
        name isWantedName: (String) -> Bool
    ) -> Bool {
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
                if let content, isWanted(content) { return true }
                index = after
                tokens += 1
                onlyName = false
            case _ where Self.startsName(character):
                var after = index + 1
                while after < end && CalledNames.isIdentifierByte(text[after]) { after += 1 }
                let name = String(decoding: UnsafeRawBufferPointer(rebasing: text[index..<after]), as: UTF8.self)
                if isWantedName(name) { return true }
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

    /// A name starts with a byte of one (`CalledNames.isIdentifierByte`) other than a digit.
    private static func startsName(_ byte: UInt8) -> Bool {
        CalledNames.isIdentifierByte(byte) && !(byte >= 0x30 && byte <= 0x39)
    }
}
