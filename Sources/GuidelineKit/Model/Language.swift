/// A content language, as a BCP 47 tag. English is the source; the others translate it.
public struct Language: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let tag: String

    public static let english = Language(tag: "en")
    public static let simplifiedChinese = Language(tag: "zh-Hans")
    public static let korean = Language(tag: "ko")

    /// Every language the knowledge base accepts, source first.
    public static let all: [Language] = [.english, .simplifiedChinese, .korean]

    /// The source language every translation is made from.
    public static let source = Language.english

    /// A known language for a tag (`en`, `zh-Hans`, `ko`; matched without regard to case), or nil.
    public init?(known tag: String) {
        guard let match = Language.all.first(where: { $0.tag.lowercased() == tag.lowercased() }) else { return nil }
        self = match
    }

    private init(tag: String) { self.tag = tag }

    public var description: String { tag }

    /// The language's own name, for notices shown to its readers.
    public var nativeName: String {
        switch tag {
        case "zh-Hans": "简体中文"
        case "ko": "한국어"
        default: "English"
        }
    }

    public static func < (a: Language, b: Language) -> Bool {
        (all.firstIndex(of: a) ?? .max) < (all.firstIndex(of: b) ?? .max)
    }
}
