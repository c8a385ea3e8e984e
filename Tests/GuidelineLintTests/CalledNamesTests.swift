import XCTest

@testable import GuidelineLint

/// `CalledNames` searches the text for each of a few names, and looks up each identifier of the
/// text among many: both ways must count the same uses.
final class CalledNamesTests: XCTestCase {
    /// Names no text below uses, to take a filter past `CalledNames.searchedNames`.
    private let padding = (1...CalledNames.searchedNames).map { "unusedName\($0)" }

    private func matches(_ names: [(name: String, alongside: [String]?)], _ text: String, countingSuper: Bool = false) -> (few: Bool, many: Bool) {
        let few = CalledNames(names, countingSuper: countingSuper)
        let many = CalledNames(names + padding.map { ($0, nil) }, countingSuper: countingSuper)
        var text = text
        return text.withUTF8 { (few.matches(UnsafeRawBufferPointer($0)), many.matches(UnsafeRawBufferPointer($0))) }
    }

    func testAUseIsAWholeNameFollowedByACallOrAnAction() {
        let uses = [
            "controller.share()", "controller.share\n { }", "Button(\"Go\", action: share)", "#selector(share(_:))",
            "[share, other]", "share()", "x.share(", "(share)", "let é = 1; share()",
        ]
        let notUses = [
            "sharer.shareLater()", "var share: Int { 1 }", "super.share()", "func share() {}", "func  share(",
            "reshare()", "share_now()", "share", "share.count", "let x = share\n", "éshare()", "share2()",
        ]
        for text in uses {
            XCTAssertTrue(matches([("share", nil)], text).few, text)
            XCTAssertTrue(matches([("share", nil)], text).many, text)
        }
        for text in notUses {
            XCTAssertFalse(matches([("share", nil)], text).few, text)
            XCTAssertFalse(matches([("share", nil)], text).many, text)
        }
        XCTAssertEqual(matches([("share", nil)], "super.share()", countingSuper: true).few, true)
        XCTAssertEqual(matches([("share", nil)], "super.share()", countingSuper: true).many, true)
    }

    /// A name with words alongside counts only in a text that holds one of them.
    func testANameWithWordsAlongsideCountsOnlyWithThem() {
        let names: [(name: String, alongside: [String]?)] = [("render", ["BaseController"]), ("export", nil)]
        XCTAssertEqual(matches(names, "item.render()").few, false)
        XCTAssertEqual(matches(names, "item.render()").many, false)
        XCTAssertEqual(matches(names, "let c: BaseController; c.render()").few, true)
        XCTAssertEqual(matches(names, "let c: BaseController; c.render()").many, true)
        XCTAssertEqual(matches(names, "item.render(); export()").many, true)
    }

    /// Both ways agree on every name of a generated text, uses and not, names sharing a hash
    /// bucket or not.
    func testLookingUpAndSearchingAgree() {
        var generator = SystemRandomNumberGenerator()
        let words = ["share", "shareItem", "item", "render", "go", "x", "super.", "func ", "é", "_"]
        let tails = ["(", ")", ",", "{", " ", "\n", ".", ":", "2", ""]
        for _ in 0..<300 {
            let text = (0..<12).map { _ in words.randomElement(using: &generator)! + tails.randomElement(using: &generator)! }.joined()
            for name in ["share", "shareItem", "item", "render", "go", "x"] {
                let result = matches([(name, nil)], text)
                XCTAssertEqual(result.few, result.many, "\(name) in \(text)")
            }
        }
    }
}
