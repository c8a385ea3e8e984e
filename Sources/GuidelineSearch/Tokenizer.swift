import GuidelineKit
import Foundation

/// A search term and where it came from in the original text (for highlighting).
public struct Token: Hashable, Sendable {
    public var term: String
    public var range: Range<String.Index>
    /// A single Han character of a longer run: the run's bigrams carry its meaning, so a query
    /// weighs it less (`标题太长` is about 标题 and 太长, not every 太 and 长).
    public var isPart = false
}

/// The one tokenizer for queries and documents, CLI and (later) the HTML index alike.
///
/// Latin-script words are NFKC-normalised, case-folded and stemmed (Porter step 1:
/// titles → title, presenting → present). Han and kana runs become single characters plus
/// overlapping bigrams, Hangul runs syllable bigrams, so Chinese and Korean text is
/// searchable without a dictionary (as Lucene's CJKAnalyzer does) and 제목을, 제목이 and 제목 meet.
public enum Tokenizer {
    enum Script { case word, han, hangul, separator }

    /// Inlined for ASCII, which is most of what is read; the rest asks `nonASCIIScript`.
    @inline(__always) static func script(of scalar: Unicode.Scalar) -> Script {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return .word
        case 0...0x7F: return .separator
        default: return nonASCIIScript(of: scalar)
        }
    }

    private static func nonASCIIScript(of scalar: Unicode.Scalar) -> Script {
        switch scalar.value {
        case let value where CJKScript.isHanOrKana(value): return .han
        case let value where CJKScript.isHangul(value): return .hangul
        default:
            let properties = scalar.properties
            // Combining marks stay with the letters they modify.
            if properties.isAlphabetic || properties.numericType != nil || properties.generalCategory == .nonspacingMark
            {
                return .word
            }
            return .separator
        }
    }

    public static func tokens(_ text: String) -> [Token] {
        var tokens: [Token] = []
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let kind = script(of: scalars[index])
            var end = scalars.index(after: index)
            while end < scalars.endIndex, script(of: scalars[end]) == kind { end = scalars.index(after: end) }
            let run = index..<end
            switch kind {
            case .word:
                let stem = Stemmer.stem(fold(scalars[run]))
                if !stem.isEmpty { tokens.append(Token(term: stem, range: run)) }
            case .han:
                var i = index
                while i < end {
                    let next = scalars.index(after: i)
                    tokens.append(Token(term: canonical(String(scalars[i..<next])), range: i..<next, isPart: end != next || i != index))
                    if next < end {
                        let pairEnd = scalars.index(after: next)
                        tokens.append(Token(term: canonical(String(scalars[i..<pairEnd])), range: i..<pairEnd))
                    }
                    i = next
                }
            case .hangul:
                let second = scalars.index(after: index)
                if second == end {
                    tokens.append(Token(term: canonical(String(scalars[run])), range: run))
                }
                var i = index
                while i < end {
                    let next = scalars.index(after: i)
                    guard next < end else { break }
                    let pairEnd = scalars.index(after: next)
                    tokens.append(Token(term: canonical(String(scalars[i..<pairEnd])), range: i..<pairEnd))
                    i = next
                }
            case .separator:
                break
            }
            index = end
        }
        return tokens
    }

    /// Just the terms, for indexing: what `tokens` finds (see `forEachTerm`).
    public static func terms(_ text: String) -> [String] {
        var terms: [String] = []
        forEachTerm(text) { terms.append(String(decoding: $0, as: UTF8.self)) }
        return terms
    }

    /// Each term of `text`, as UTF-8 bytes valid during the call only: what `tokens` finds,
    /// read from the bytes without ranges or a String per term (a site's build tokenizes every
    /// text of every entry). An ASCII word is folded and stemmed in a scratch buffer, and a Han
    /// or Hangul term is the text's own bytes unless it has scalars to compose.
    public static func forEachTerm(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var text = text
        var scratch: [UInt8] = []
        scratch.reserveCapacity(64)
        text.withUTF8 { bytes in
            var kind = Script.separator
            var runStart = 0, runIsASCII = true
            // The Han or Hangul scalar before this one in the run, and the run's length.
            var previous = 0, runLength = 0
            func cjkTerm(_ range: Range<Int>) {
                let term = UnsafeBufferPointer(rebasing: bytes[range])
                // Only scalars led by these bytes may compose (jamo, compatibility ideographs).
                if term.contains(where: { $0 == 0xE1 || $0 == 0xEF || $0 == 0xF0 }) {
                    var spelled = canonical(String(decoding: term, as: UTF8.self))
                    spelled.withUTF8(body)
                } else {
                    body(term)
                }
            }
            func closeRun(at end: Int) {
                switch kind {
                case .word:
                    if runIsASCII {
                        scratch.removeAll(keepingCapacity: true)
                        for byte in bytes[runStart..<end] { scratch.append((0x41...0x5A).contains(byte) ? byte + 32 : byte) }
                        Stemmer.stem(&scratch)
                        if !scratch.isEmpty { scratch.withUnsafeBufferPointer(body) }
                    } else {
                        var stem = Stemmer.stem(fold(String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars[...]))
                        if !stem.isEmpty { stem.withUTF8(body) }
                    }
                case .hangul where runLength == 1:
                    cjkTerm(runStart..<end)
                default: break
                }
            }
            var at = 0
            while at < bytes.count {
                let lead = bytes[at]
                let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                var value = UInt32(lead)
                if length > 1 {
                    value &= 0x7F >> length  // the lead byte's bits of the scalar
                    for i in 1..<length { value = value << 6 | UInt32(bytes[at + i] & 0x3F) }
                }
                let scalarKind = script(of: Unicode.Scalar(value)!)
                if scalarKind != kind {
                    closeRun(at: at)
                    kind = scalarKind
                    runStart = at
                    runIsASCII = true
                    runLength = 0
                }
                switch scalarKind {
                case .word: if length > 1 { runIsASCII = false }
                case .han:
                    // Characters and the bigrams between them, in the order `tokens` gives.
                    if runLength > 0 { cjkTerm(previous..<at + length) }
                    cjkTerm(at..<at + length)
                case .hangul:
                    if runLength > 0 { cjkTerm(previous..<at + length) }
                case .separator: break
                }
                previous = at
                runLength += 1
                at += length
            }
            closeRun(at: bytes.count)
        }
    }

    /// A Han or Hangul term in its canonical (NFC) spelling. Compatibility ideographs and
    /// conjoining jamo have precomposed equivalents, which Swift's String equality already took
    /// as the same term; the index compares terms byte for byte (`SearchCorpus.TermBytes`), and the
    /// page's script compares UTF-16 units, so every term is written one way.
    private static func canonical(_ term: String) -> String {
        // Only these scalars compose, and most terms have none: NFC is not asked for otherwise.
        let composes = term.unicodeScalars.contains {
            (0x1100...0x11FF).contains($0.value) || (0xF900...0xFAFF).contains($0.value)
                || (0x2F800...0x2FA1F).contains($0.value)
        }
        return composes ? term.precomposedStringWithCanonicalMapping : term
    }

    /// Case folding, with NFKC first for anything beyond ASCII (fullwidth letters, ligatures).
    private static func fold(_ word: Substring.UnicodeScalarView) -> String {
        if word.allSatisfy(\.isASCII) {
            var out = String.UnicodeScalarView()
            for scalar in word {
                out.append((0x41...0x5A).contains(scalar.value) ? Unicode.Scalar(scalar.value + 32)! : scalar)
            }
            return String(out)
        }
        return String(word).precomposedStringWithCompatibilityMapping.lowercased()
    }
}

/// Porter's step 1 (plurals, -ed, -ing, -y): light enough to keep words recognisable.
enum Stemmer {
    static func stem(_ word: String) -> String {
        var bytes = Array(word.utf8)
        stem(&bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A word's UTF-8 bytes stemmed in place (left as they are unless all of them are a–z).
    static func stem(_ w: inout [UInt8]) {
        guard w.count > 2, w.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return }
        func ends(_ s: StaticString) -> Bool {
            let n = s.utf8CodeUnitCount
            guard w.count > n else { return false }
            let suffix = UnsafeBufferPointer(start: s.utf8Start, count: n)
            return w.suffix(n).elementsEqual(suffix)
        }
        func isConsonant(_ i: Int) -> Bool {
            switch w[i] {
            case UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "o"), UInt8(ascii: "u"):
                return false
            case UInt8(ascii: "y"): return i == 0 ? true : !isConsonant(i - 1)
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
            guard length >= 3, isConsonant(length - 1), !isConsonant(length - 2), isConsonant(length - 3) else {
                return false
            }
            return ![UInt8(ascii: "w"), UInt8(ascii: "x"), UInt8(ascii: "y")].contains(w[length - 1])
        }
        // Step 1a
        if ends("sses") || ends("ies") {
            w.removeLast(2)
        } else if !ends("ss"), ends("s"), w.count > 3 {
            w.removeLast()
        }
        // Step 1b
        var fixup = false
        if ends("eed") {
            if measure(w.count - 3) > 0 { w.removeLast() }
        } else if ends("ed"), hasVowel(w.count - 2) {
            w.removeLast(2)
            fixup = true
        } else if ends("ing"), hasVowel(w.count - 3) {
            w.removeLast(3)
            fixup = true
        }
        if fixup {
            if ends("at") || ends("bl") || ends("iz") {
                w.append(UInt8(ascii: "e"))
            } else if w.count >= 3, w[w.count - 1] == UInt8(ascii: "l"), Array("cdfgkptz".utf8).contains(w[w.count - 2]) {
                // Beyond Porter: "titled", "toggled", "handled" keep the stem of "title",
                // "toggle", "handle" (Porter leaves "titl", which no query for "title" reaches).
                w.append(UInt8(ascii: "e"))
            } else if w.count >= 2, w[w.count - 1] == w[w.count - 2], isConsonant(w.count - 1),
                ![UInt8(ascii: "l"), UInt8(ascii: "s"), UInt8(ascii: "z")].contains(w[w.count - 1])
            {
                w.removeLast()
            } else if measure(w.count) == 1, cvc(w.count) {
                w.append(UInt8(ascii: "e"))
            }
        }
        // Step 1c
        if ends("y"), hasVowel(w.count - 1) { w[w.count - 1] = UInt8(ascii: "i") }
    }
}
