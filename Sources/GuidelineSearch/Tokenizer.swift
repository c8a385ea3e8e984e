import Foundation

/// A search term and where it came from in the original text (for highlighting).
public struct Token: Hashable, Sendable {
    public var term: String
    public var range: Range<String.Index>
}

/// The one tokenizer for queries and documents, CLI and (later) the HTML index alike.
///
/// Latin-script words are NFKC-normalised, case-folded and stemmed (Porter step 1:
/// titles → title, presenting → present). Han and kana runs become single characters plus
/// overlapping bigrams, Hangul runs syllable bigrams, so Chinese and Korean text is
/// searchable without a dictionary (as Lucene's CJKAnalyzer does) and 제목을, 제목이 and 제목 meet.
public enum Tokenizer {
    enum Script { case word, han, hangul, separator }

    static func script(of character: Character) -> Script {
        guard let scalar = character.unicodeScalars.first else { return .separator }
        switch scalar.value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FFFF, 0x3040...0x30FF, 0x3005:
            return .han
        case 0xAC00...0xD7AF, 0x1100...0x11FF, 0x3130...0x318F:
            return .hangul
        default:
            if character.isLetter || character.isNumber { return .word }
            return .separator
        }
    }

    public static func tokens(_ text: String) -> [Token] {
        var tokens: [Token] = []
        var index = text.startIndex
        while index < text.endIndex {
            let kind = script(of: text[index])
            var end = text.index(after: index)
            while end < text.endIndex, script(of: text[end]) == kind { end = text.index(after: end) }
            let run = index..<end
            switch kind {
            case .word:
                let normalized = text[run].precomposedStringWithCompatibilityMapping.lowercased()
                let stem = Stemmer.stem(normalized)
                if !stem.isEmpty { tokens.append(Token(term: stem, range: run)) }
            case .han:
                let characters = Array(text[run].indices)
                for (i, start) in characters.enumerated() {
                    let next = text.index(after: start)
                    tokens.append(Token(term: String(text[start..<next]), range: start..<next))
                    if i + 1 < characters.count {
                        let pairEnd = text.index(after: characters[i + 1])
                        tokens.append(Token(term: String(text[start..<pairEnd]), range: start..<pairEnd))
                    }
                }
            case .hangul:
                let syllables = Array(text[run].indices)
                if syllables.count == 1 {
                    tokens.append(Token(term: String(text[run]), range: run))
                }
                for i in 0..<max(0, syllables.count - 1) {
                    let pairEnd = text.index(after: syllables[i + 1])
                    tokens.append(Token(term: String(text[syllables[i]..<pairEnd]), range: syllables[i]..<pairEnd))
                }
            case .separator:
                break
            }
            index = end
        }
        return tokens
    }

    /// Just the terms, for indexing.
    public static func terms(_ text: String) -> [String] { tokens(text).map(\.term) }
}

/// Porter's step 1 (plurals, -ed, -ing, -y): light enough to keep words recognisable.
enum Stemmer {
    static func stem(_ word: String) -> String {
        var w = Array(word.unicodeScalars)
        guard w.count > 2, w.allSatisfy({ $0.isASCII }) else { return word }
        func ends(_ s: String) -> Bool { w.count > s.unicodeScalars.count && w.suffix(s.unicodeScalars.count).elementsEqual(s.unicodeScalars) }
        func isConsonant(_ i: Int) -> Bool {
            switch w[i] {
            case "a", "e", "i", "o", "u": return false
            case "y": return i == 0 ? true : !isConsonant(i - 1)
            default: return true
            }
        }
        /// Porter's m: the number of vowel-consonant sequences in w[0..<length].
        func measure(_ length: Int) -> Int {
            var m = 0, i = 0
            while i < length && isConsonant(i) { i += 1 }
            while i < length {
                while i < length && !isConsonant(i) { i += 1 }
                if i >= length { break }
                m += 1
                while i < length && isConsonant(i) { i += 1 }
            }
            return m
        }
        func hasVowel(_ length: Int) -> Bool { (0..<length).contains { !isConsonant($0) } }
        func cvc(_ length: Int) -> Bool {
            guard length >= 3, isConsonant(length - 1), !isConsonant(length - 2), isConsonant(length - 3) else { return false }
            return !["w", "x", "y"].contains(w[length - 1])
        }
        // Step 1a
        if ends("sses") || ends("ies") { w.removeLast(2) }
        else if ends("ss") {}
        else if ends("s"), w.count > 3 { w.removeLast() }
        // Step 1b
        var fixup = false
        if ends("eed") {
            if measure(w.count - 3) > 0 { w.removeLast() }
        } else if ends("ed"), hasVowel(w.count - 2) {
            w.removeLast(2); fixup = true
        } else if ends("ing"), hasVowel(w.count - 3) {
            w.removeLast(3); fixup = true
        }
        if fixup {
            if ends("at") || ends("bl") || ends("iz") { w.append("e") }
            else if w.count >= 2, w[w.count - 1] == w[w.count - 2], isConsonant(w.count - 1),
                !["l", "s", "z"].contains(w[w.count - 1]) { w.removeLast() }
            else if measure(w.count) == 1, cvc(w.count) { w.append("e") }
        }
        // Step 1c
        if ends("y"), hasVowel(w.count - 1) { w[w.count - 1] = "i" }
        var out = ""
        out.unicodeScalars.append(contentsOf: w)
        return out
    }
}
