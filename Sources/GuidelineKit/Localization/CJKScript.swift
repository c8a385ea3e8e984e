/// The Unicode ranges of Chinese, Japanese and Korean text: the one table the tokenizer, the
/// terminal's line wrapper and roff read (the site's search script gets it from the index).
public enum CJKScript {
    /// Han ideographs (with the iteration mark 々) and kana: written without spaces, searched as
    /// characters and bigrams, and broken between any two characters.
    public static let hanAndKana: [ClosedRange<UInt32>] = [
        0x3005...0x3005, kana, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FFFF,
    ]
    /// Hangul syllables and jamo: searched as syllable bigrams.
    public static let hangul: [ClosedRange<UInt32>] = [0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF]
    /// CJK symbols and punctuation, and fullwidth forms: a line may break around them too.
    public static let widePunctuation: [ClosedRange<UInt32>] = [0x3000...0x303F, 0xFF00...0xFF60]

    public static func isHanOrKana(_ value: UInt32) -> Bool { hanAndKana.contains { $0.contains(value) } }
    public static func isHangul(_ value: UInt32) -> Bool { hangul.contains { $0.contains(value) } }
    /// Hiragana and katakana: text holding them is Japanese.
    public static let kana: ClosedRange<UInt32> = 0x3040...0x30FF
    public static func isKana(_ value: UInt32) -> Bool { kana.contains(value) }
    /// Where a line of Chinese or Japanese may break: around Han, kana and wide punctuation.
    public static func breaksAround(_ value: UInt32) -> Bool {
        isHanOrKana(value) || widePunctuation.contains { $0.contains(value) }
    }
}
