/// A content language: a position in `Languages.all`, where everything that varies per
/// language is declared. Languages are compared and hashed as small numbers (they key hot
/// dictionaries).
public struct Language: Hashable, Comparable, Sendable, CustomStringConvertible {
    private let index: UInt8

    /// The language's definition: tag, names, locale matching, man folder and UI strings.
    public var definition: LanguageDefinition { Languages.all[Int(index)] }

    /// Its BCP 47 tag (`en`, `zh-Hans`, `ko`).
    public var tag: String { definition.tag }
    /// Its own name, for readers of it (`简体中文`).
    public var nativeName: String { definition.nativeName }
    /// The tool's own words in this language.
    public var strings: UIStrings { definition.strings }

    /// Every language the tool knows, source first.
    public static let all: [Language] = Languages.all.indices.map { Language(index: UInt8($0)) }

    /// The source language every translation is made from.
    public static let source = Language(index: 0)
    public static let english = Language(tag: "en")
    public static let simplifiedChinese = Language(tag: "zh-Hans")
    public static let korean = Language(tag: "ko")

    /// A known language for a tag, matched without regard to case, or nil.
    public init?(known tag: String) {
        // Read for every cached entry file: the tags as written are tried before any case is folded.
        guard let index = Self.tags.firstIndex(of: tag) ?? Self.lowercasedTags.firstIndex(of: tag.lowercased()) else {
            return nil
        }
        self.index = UInt8(index)
    }
    private static let tags = Languages.all.map(\.tag)
    private static let lowercasedTags = tags.map { $0.lowercased() }

    private init(tag: String) { self.init(known: tag)! }
    private init(index: UInt8) { self.index = index }

    public var description: String { tag }

    public static func < (a: Language, b: Language) -> Bool { a.index < b.index }
}
