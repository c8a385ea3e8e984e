import GuidelineSearch
import XCTest

final class TokenizerTests: XCTestCase {
    func testLatinWordsAreFoldedAndStemmed() {
        XCTAssertEqual(
            Tokenizer.terms("Titles PRESENTING presented Activities"), ["title", "present", "present", "activiti"])
        XCTAssertEqual(Tokenizer.terms("title activity share sharing"), ["title", "activiti", "share", "share"])
        // A consonant before the l of a dropped -ed keeps the e: titled is title, curled is curl.
        XCTAssertEqual(Tokenizer.terms("titled toggled handled curled called"), ["title", "toggle", "handle", "curl", "call"])
        // NFKC: fullwidth Latin is ordinary Latin.
        XCTAssertEqual(Tokenizer.terms("ＵＩＡｃｔｉｖｉｔｙ"), ["uiactiviti"])
    }

    /// `terms` reads text as bytes: it must find what `tokens` finds, in every script.
    func testTermsAreTheTokensTerms() {
        var texts = [
            "Titles PRESENTING presented Activities", "UIActivityViewController.activityTitle = nil;",
            "a bb ccc 42 x2 2x ies sses caresses ponies ties caress cats feed agreed plastered bled motoring sing",
            "conflated troubled sized hopping tanned falling hissing fizzed failing filing happy sky", "",
            "  --- __ a_b A-B (iPad) 16×16 3.5pt", "hopped hoped tapped taped matting mating",
            "共享表单（分享）中的“操作”按钮", "공유 시트의 제목은 짧게: 제목을, 제목이", "Café CAFÉS naïve ＵＩＡｃｔｉｖｉｔｙ ﬁle",
            "表", "제", "々〆〇 〡 ひらがなカタカナ", "\u{F900}\u{FA10}表 \u{1100}\u{1161}\u{11A8} ㄱㅏ", "e\u{301}tude 👍🏽 x\u{200D}y",
            "Share表单ShareSheet공유sheet", "𠀀𠀁 \u{2F800}",
        ]
        // And random mixtures of the scripts, separators and marks between them.
        let pool = Array("aZ9_ -.,é\u{301}ß共享表单々ひカ제목을시트\u{1100}\u{1161}\u{F900}，。“”…👍\u{200D}Ａ")
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            texts.append(String((0..<Int.random(in: 0...12, using: &generator)).map { _ in pool.randomElement(using: &generator)! }))
        }
        for text in texts {
            XCTAssertEqual(Tokenizer.terms(text), Tokenizer.tokens(text).map(\.term), text)
        }
    }

    func testHanBecomesCharactersAndBigrams() {
        XCTAssertEqual(Tokenizer.terms("共享表单"), ["共", "共享", "享", "享表", "表", "表单", "单"])
    }

    /// The index compares terms byte for byte, so text that is canonically the same gives the
    /// same bytes: a compatibility ideograph is its unified one, two conjoining jamo a syllable.
    func testCanonicallyEquivalentTextGivesTheSameTerms() {
        XCTAssertEqual(Tokenizer.terms("\u{F900}表").map { Array($0.utf8) }, Tokenizer.terms("\u{8C48}表").map { Array($0.utf8) })
        XCTAssertEqual(Tokenizer.terms("\u{1100}\u{1161}").map { Array($0.utf8) }, Tokenizer.terms("\u{AC00}").map { Array($0.utf8) })
    }

    func testHangulBecomesSyllableBigramsSoParticlesStillMatch() {
        let plain = Set(Tokenizer.terms("제목"))
        XCTAssertTrue(plain.isSubset(of: Set(Tokenizer.terms("제목을"))))
        XCTAssertTrue(plain.isSubset(of: Set(Tokenizer.terms("제목이"))))
        XCTAssertEqual(Tokenizer.terms("공유 시트"), ["공유", "시트"])
    }

    func testMixedScriptsKeepOffsets() {
        let text = "UIActivity 标题"
        let tokens = Tokenizer.tokens(text)
        XCTAssertEqual(tokens.map(\.term), ["uiactiviti", "标", "标题", "题"])
        XCTAssertEqual(String(text[tokens[2].range]), "标题")
    }
}
