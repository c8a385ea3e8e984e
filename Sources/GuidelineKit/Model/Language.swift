/// A content language, as a BCP 47 tag. English is the source; the others translate it.
public struct Language: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Position in `all`: languages are compared and hashed as small numbers (they key hot dictionaries).
    private let index: UInt8
    private static let tags = ["en", "zh-Hans", "ko"]

    public var tag: String { Language.tags[Int(index)] }

    public static let english = Language(index: 0)
    public static let simplifiedChinese = Language(index: 1)
    public static let korean = Language(index: 2)

    /// Every language the knowledge base accepts, source first.
    public static let all: [Language] = [.english, .simplifiedChinese, .korean]

    /// The source language every translation is made from.
    public static let source = Language.english

    /// A known language for a tag (`en`, `zh-Hans`, `ko`; matched without regard to case), or nil.
    public init?(known tag: String) {
        guard let match = Language.all.first(where: { $0.tag.lowercased() == tag.lowercased() }) else { return nil }
        self = match
    }

    private init(index: UInt8) { self.index = index }

    public var description: String { tag }

    /// The language's own name, for notices shown to its readers.
    public var nativeName: String {
        switch tag {
        case "zh-Hans": "简体中文"
        case "ko": "한국어"
        default: "English"
        }
    }

    public static func < (a: Language, b: Language) -> Bool { a.index < b.index }
}
