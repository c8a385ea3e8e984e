import GuidelineKit
import XCTest

final class DisplayLanguageTests: XCTestCase {
    private func resolve(_ environment: [String: String], explicit: String? = nil) -> String? {
        try? DisplayLanguage.resolve(explicit: explicit, environment: environment).get().tag
    }

    func testExplicitChoiceWins() {
        XCTAssertEqual(resolve(["LANG": "ko_KR.UTF-8"], explicit: "zh-Hans"), "zh-Hans")
        XCTAssertEqual(resolve([:], explicit: "zh_CN"), "zh-Hans")
        XCTAssertNil(resolve([:], explicit: "fr"))
    }

    func testLanguageListThenLocale() {
        XCTAssertEqual(resolve(["LANGUAGE": "fr:ko:en", "LANG": "en_US.UTF-8"]), "ko")
        XCTAssertEqual(resolve(["LANG": "zh_CN.UTF-8"]), "zh-Hans")
        XCTAssertEqual(resolve(["LC_ALL": "ko_KR.UTF-8", "LANG": "zh_CN.UTF-8"]), "ko")
        XCTAssertEqual(resolve(["LC_MESSAGES": "ko_KR", "LANG": "en_US"]), "ko")
    }

    func testCAndPOSIXMeanEnglishAndSilenceLANGUAGE() {
        XCTAssertEqual(resolve(["LANGUAGE": "ko", "LANG": "C"]), "en")
        XCTAssertEqual(resolve(["LANGUAGE": "ko", "LC_ALL": "POSIX.UTF-8"]), "en")
        XCTAssertEqual(resolve(["LANGUAGE": "ko"]), "en")
        XCTAssertEqual(resolve([:]), "en")
    }

    func testUnsupportedLocalesFallBackToEnglish() {
        XCTAssertEqual(resolve(["LANG": "zh_TW.UTF-8"]), "en")
        XCTAssertEqual(resolve(["LANG": "de_DE.UTF-8"]), "en")
    }
}
