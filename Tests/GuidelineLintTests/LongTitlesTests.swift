import XCTest

@testable import GuidelineLint

/// Which localized texts may break a word limit, before any title is judged.
final class LongTitlesTests: XCTestCase {
    /// Words are runs of anything but spaces, tabs and newlines, as a title's words are counted,
    /// in any script.
    func testWordsAreCountedBetweenSpacesTabsAndNewlines() {
        func words(_ text: String) -> Int { text.split(whereSeparator: { " \t\n".contains($0) }).count }
        let samples = [
            "", " ", "Save", "Save as PDF", "  Save\tas\nPDF  ", "共享 到 微信", "%@ items", "Export %1$@ as %2$@ file",
            "A very long title that keeps going on and on", "ends in space ", "\n\n", "é é é é é",
        ]
        var generator = SystemRandomNumberGenerator()
        let random = (0..<500).map { _ in
            String((0..<Int.random(in: 0...30, using: &generator)).map { _ in "ab \t\né".randomElement(using: &generator)! })
        }
        for text in samples + random {
            for limit in 0...6 {
                XCTAssertEqual(LongTitles.hasWords(moreThan: limit, text), words(text) > limit, "\(limit) in \(text.debugDescription)")
            }
        }
    }
}
