import GuidelineKit
import XCTest

@testable import GuidelineLint

/// A string catalog is read as it is scanned: the text each language shows must come out as from
/// the whole tree (a string unit before variations, a variation's `other` case, the last entry of
/// a key written twice), and every value must still be checked, skipped or not.
final class StringCatalogTests: XCTestCase {
    private func texts(_ json: String) throws -> [String] {
        let catalog = try StringCatalog.parse(path: "Localizable.xcstrings", bytes: Array(json.utf8)).get()
        return catalog.strings.flatMap { key, byLanguage in
            byLanguage.map { "\(key) \($0.key)=\($0.value.value)@\($0.value.location.line):\($0.value.location.column)" }
        }.sorted()
    }

    func testTheTextEachLanguageShows() throws {
        let json = """
            {"strings":{
            "items":{"localizations":{
             "de":{"variations":{"plural":{"one":{"stringUnit":{"value":"ein Element"}},"other":{"stringUnit":{"value":"viele Elemente"}}}}},
             "fr":{"variations":{"device":{"iphone":{"stringUnit":{"value":"iPhone"}},"ipad":{"stringUnit":{"value":"iPad"}}}}},
             "es":{"variations":{"plural":{"other":{"state":"new"}},"device":{"mac":{"stringUnit":{"value":"Mac"}}}}},
             "it":{"variations":{"plural":{"other":{"stringUnit":{"value":"molti"}}}},"stringUnit":{"state":"x","value":"unità"}}}},
            "dup":{"localizations":{"de":{"stringUnit":{"value":"erste"}},"fr":{"stringUnit":{"value":"premier"}}}},
            "dup":{"localizations":{"de":{"stringUnit":{"value":[1,2],"value":"zweite"}}}},
            "odd":[true,null,-1.5e3,{"a":"\\u00e9"}]
            },
            "version":"1.0","sourceLanguage":"en"}
            """
        XCTAssertEqual(
            try texts(json),
            [
                // A key written twice has its last entry; the first string "value" counts.
                "dup de=zweite@8:67",
                // The key is its own text in the source language, even when that comes last.
                "dup en=dup@8:1",
                "items de=viele Elemente@3:108",
                // A plural whose `other` case has no text says nothing; the next variation does.
                "items en=items@2:1",
                "items es=Mac@5:96",
                // Without an `other` case, the first.
                "items fr=iPhone@4:64",
                // A string unit wins over variations written before it.
                "items it=unità@6:109",
                "odd en=odd@9:1",
            ])
    }

    func testMistakesAreReportedWhereTheyAre() {
        let deep = "{\"strings\":" + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "}"
        for (json, message, line, column) in [
            ("{\"strings\":{\"a\":{\"x\":\"\\u12G4\"}}}", "a bad \\u escape", 1, 27),
            ("{\"strings\":{\"a\":{\"x\":[1 2]}}}", "expected , or ]", 1, 25),
            ("{\"strings\":{\"a\" {}}}", "expected : after \"a\"", 1, 17),
            ("{\"strings\":{}} x", "unexpected text after the JSON value", 1, 16),
            ("{\"strings\":{\"a\":", "the file ends early", 1, 17),
            ("{\"strings\":{\"a\":\"open", "a string is never closed", 1, 22),
            (deep, "nested more than 64 levels", 1, 75),
            ("\n  [\"not an object\"]", "a string catalog is a JSON object", 2, 3),
        ] {
            switch StringCatalog.parse(path: "L.xcstrings", bytes: Array(json.utf8)) {
            case .success: XCTFail("\(json) parsed")
            case .failure(let problem):
                XCTAssertTrue(problem.message.contains(message), "\(json): \(problem.message)")
                XCTAssertEqual("\(problem.location.line):\(problem.location.column)", "\(line):\(column)", json)
            }
        }
    }
}
