import Foundation
import GuidelineKit
import GuidelineLint
import XCTest

/// Titles that are localized keys are judged by the text people see, in every language, and a
/// translation's finding points at its line in the string table.
final class LocalizationTests: XCTestCase {
    private func lint(_ files: [String: String], binary: [String: Data] = [:]) throws -> (LintReport, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hig-l10n-\(UUID().uuidString)")
        for (path, data) in files.mapValues({ Data($0.utf8) }).merging(binary, uniquingKeysWith: { $1 }) {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        let report = try Harness.linter().lint(paths: [root.path])
        return (report, root)
    }

    private func found(_ report: LintReport, _ root: URL) -> [String] {
        report.violations.map {
            "\($0.id) \($0.location.file.dropFirst(root.path.count + 1)):\($0.location.line):\($0.location.column) \($0.message.split(separator: "“").last.map { "“" + $0 } ?? "")"
        }
    }

    static let findActivity = """
        final class FindActivity: UIActivity {
            override var activityTitle: String? {
                NSLocalizedString("find on page activity title", comment: "Find in page activity")
            }
        }
        """

    /// Translating makes a short text longer: a translation is reported only past the width
    /// translation commonly gives a text of its source's length (1.6 times for 21–30 characters).
    func testATranslationIsJudgedAgainstItsSourcesWidth() throws {
        let (report, root) = try lint([
            "App/FindActivity.swift": Self.findActivity,
            "App/en.lproj/Localizable.strings": "\"find on page activity title\" = \"Open in default browser\";\n",
            "App/es.lproj/Localizable.strings": "\"find on page activity title\" = \"Abrir en el navegador predeterminado\";\n",
            "App/cs.lproj/Localizable.strings": "\"find on page activity title\" = \"Otevírat odkazy ve výchozím prohlížeči\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        // English 23, Spanish 36 (within 23 × 1.6), Czech 38 (past it).
        XCTAssertEqual(found(report, root).map { String($0.prefix(58)) }, ["activity-title-succinct App/cs.lproj/Localizable.strings:1"])
    }

    func testAKeyIsJudgedByItsTextAndEachTranslationAtItsLine() throws {
        let (report, root) = try lint([
            "App/FindActivity.swift": Self.findActivity,
            "App/en.lproj/Localizable.strings": """
                /* The activity's title */
                "find on page activity title" = "Find on Page";
                """,
            "App/de.lproj/Localizable.strings": """
                // Aktivität
                "other" = "Andere";
                "find on page activity title" = "Auf dieser Seite nach einem Text suchen";
                """,
            "App/fr.lproj/Localizable.strings": "\"find on page activity title\" = \"Rechercher\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        // The key (five words) is not the title; English and French are short. German takes
        // seven words, which is no fault of a translation; but at 39 characters it is wider
        // than the sheet's cell where the English fits.
        XCTAssertEqual(
            found(report, root),
            ["activity-title-succinct App/de.lproj/Localizable.strings:3:33 “Auf dieser Seite nach einem Text suchen” — de text: 39 characters wide; at most 30 (max-characters)"])
        let finding = try XCTUnwrap(report.violations.first)
        XCTAssertEqual(finding.sourceLine, "\"find on page activity title\" = \"Auf dieser Seite nach einem Text suchen\";")
        XCTAssertEqual(finding.notes.map { "\($0.location.file.hasSuffix("App/FindActivity.swift")):\($0.location.line)" }, ["true:3"])
        XCTAssertTrue(report.problems.isEmpty, "\(report.problems)")
    }

    func testASuppressionAtTheCodeCoversEveryTranslation() throws {
        let code = Self.findActivity.replacingOccurrences(
            of: "        NSLocalizedString", with: "        // hig-activity:disable:next activity-title-succinct\n        NSLocalizedString")
        let (report, root) = try lint([
            "App/FindActivity.swift": code,
            "App/de.lproj/Localizable.strings": "\"find on page activity title\" = \"Auf dieser Seite nach einem Text suchen\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(found(report, root), [])
    }

    func testUTF16TablesAndTheDevelopmentRegionOfTheXcodeProject() throws {
        var utf16 = Data([0xFF, 0xFE])
        utf16.append("\"find on page activity title\" = \"Finde alle Vorkommen auf dieser Seite\";\n".data(using: .utf16LittleEndian)!)
        let (report, root) = try lint(
            [
                "App/FindActivity.swift": Self.findActivity,
                "App.xcodeproj/project.pbxproj": "{ developmentRegion = de; knownRegions = (de, en); }",
                "App/en.lproj/Localizable.strings": "\"find on page activity title\" = \"Find on Page\";\n",
            ], binary: ["App/de.lproj/Localizable.strings": utf16])
        defer { try? FileManager.default.removeItem(at: root) }
        // German is the development language: its text is judged at the code; English is a translation.
        XCTAssertEqual(found(report, root), ["activity-title-succinct App/FindActivity.swift:3:27 “Finde alle Vorkommen auf dieser Seite” — 6 words; at most 4 (max-words)"])

        // A translation in a UTF-16 table is shown with its line as written.
        var french = Data([0xFF, 0xFE])
        french.append("/* Titre */\n\"find on page activity title\" = \"Rechercher toutes les occurrences sur cette page\";\n".data(using: .utf16LittleEndian)!)
        let (translated, folder) = try lint(
            [
                "App/FindActivity.swift": Self.findActivity,
                "App/en.lproj/Localizable.strings": "\"find on page activity title\" = \"Find on Page\";\n",
            ], binary: ["App/fr.lproj/Localizable.strings": french])
        defer { try? FileManager.default.removeItem(at: folder) }
        let finding = try XCTUnwrap(translated.violations.first { $0.location.file.hasSuffix("fr.lproj/Localizable.strings") })
        XCTAssertEqual(finding.location.line, 2)
        XCTAssertEqual(finding.sourceLine, "\"find on page activity title\" = \"Rechercher toutes les occurrences sur cette page\";")
    }

    func testGeneratedAccessorsAndStringCatalogs() throws {
        let (report, root) = try lint([
            "App/Strings+Generated.swift": """
                internal final class L10n {
                  internal enum Settings {
                    /// Export everything
                    internal static var export: String { return L10n.tr("Localizable", "settings.export", fallback: "Export") }
                  }
                  internal static func deleteCount(_ p1: Int) -> String { return L10n.tr("Localizable", "delete_count", p1) }
                }
                extension L10n {
                  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String = "") -> String {
                    String(format: Bundle.main.localizedString(forKey: key, value: value, table: table), arguments: args)
                  }
                }
                """,
            "App/SettingsViewController.swift": """
                final class SettingsViewController: UIViewController {
                    func configure(_ button: UIButton, _ delete: UIButton) {
                        button.setTitle(L10n.Settings.export, for: .normal)
                        delete.setTitle(L10n.deleteCount(3), for: .normal)
                    }
                }
                struct ExportView: View {
                    var body: some View {
                        Button("Export") {}
                        Button("Export this document to a PDF file") {}
                    }
                }
                """,
            "App/Localizable.xcstrings": """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Export" : {
                      "localizations" : {
                        "ja" : { "stringUnit" : { "state" : "translated", "value" : "このドキュメントをPDFファイルとして書き出す" } },
                        "ko" : { "stringUnit" : { "state" : "translated", "value" : "이 문서를 PDF 파일로 모두 내보내기" } }
                      }
                    },
                    "settings.export" : {
                      "localizations" : {
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "Export everything as one zip archive" } }
                      }
                    },
                    "delete_count" : {
                      "localizations" : {
                        "en" : { "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "Delete one item" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "Delete %lld items from the list" } }
                        } } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        // The accessor's English text is six words; the plural has a number, so it is left alone;
        // "Export" is short in English, and its Korean translation's six words are not counted
        // (a word limit is for the development language); the literal without a catalog entry
        // is its own text.
        XCTAssertEqual(
            found(report, root),
            [
                "button-title-concise App/SettingsViewController.swift:3:25 “Export everything as one zip archive” — 6 words; at most 5 (max-words)",
                "button-title-concise App/SettingsViewController.swift:10:16 “Export this document to a PDF file” — 7 words; at most 5 (max-words)",
            ])
    }

    /// A catalog's escapes (quotes, \\u, a surrogate pair) give the text people see, and a
    /// finding's column counts UTF-8 bytes, past the multi-byte letters before the value.
    func testCatalogEscapesAndColumns() throws {
        let (report, root) = try lint([
            "App/ShareActivity.swift": "final class ShareActivity: UIActivity {\n    override var activityTitle: String? { NSLocalizedString(\"Share\", comment: \"\") }\n}\n",
            "App/Localizable.xcstrings": #"""
                {"sourceLanguage":"en","strings":{"Share":{"localizations":{
                "de":{"stringUnit":{"comment":"für Käufer","value":"Alle \"Dateien\" \u00fcber das Netz \ud83d\ude00 teilen"}},
                "fr":{"stringUnit":{"value":"Partager\t\u00e9t\u00e9"}}}}}}
                """#,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(
            found(report, root),
            ["activity-title-succinct App/Localizable.xcstrings:2:54 “Alle \"Dateien\" über das Netz 😀 teilen” — de text: 37 characters wide; at most 30 (max-characters)"])
        XCTAssertTrue(report.problems.isEmpty, "\(report.problems)")
    }

    func testAKeyNoTableHasIsItsOwnText() throws {
        let (report, root) = try lint([
            "App/A.swift": """
                final class Backup: UIActivity {
                    override var activityTitle: String? { NSLocalizedString("Back up this whole document to the cloud", comment: "") }
                }
                """,
            "App/en.lproj/Localizable.strings": "\"other\" = \"Other\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(found(report, root), ["activity-title-succinct App/A.swift:2:61 “Back up this whole document to the cloud” — 8 words; at most 4 (max-words)"])
    }

    func testBrokenTablesAreReportedWithTheirPlaceAndTheRestIsLinted() throws {
        let (report, root) = try lint([
            "App/FindActivity.swift": Self.findActivity,
            "App/de.lproj/Localizable.strings": "\"a\" = \"b\";\n\"find on page activity title\" = \"Suchen\"\n\"c\" = \"d\";\n",
            "App/fr.lproj/Localizable.strings": "/* never closed \n\"a\" = \"b\";\n",
            "App/Other.xcstrings": "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : { \"x\" : [1, }\n}\n",
            "App/es.lproj/Localizable.strings": "\"find on page activity title\" = \"Buscar en esta página todas las veces que aparece\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(
            report.problems.map { "\($0.id) \($0.location.file.dropFirst(root.path.count + 1)):\($0.location.line):\($0.location.column)" },
            [
                "bad-strings App/Other.xcstrings:3:27",
                "bad-strings App/de.lproj/Localizable.strings:3:1",
                "bad-strings App/fr.lproj/Localizable.strings:3:1",
            ])
        XCTAssertTrue(report.problems[1].message.contains("expected ; after the value of \"find on page activity title\""), report.problems[1].message)
        // No table has English text for the key, so English readers see the key itself.
        XCTAssertEqual(
            found(report, root),
            [
                "activity-title-succinct App/FindActivity.swift:3:27 “find on page activity title” — 5 words; at most 4 (max-words)",
                "activity-title-succinct App/es.lproj/Localizable.strings:1:33 “Buscar en esta página todas las veces que aparece” — es text: 49 characters wide; at most 30 (max-characters)",
            ])
    }

    /// Found on real apps: `.strings` files saved as XML property lists point at the `<string>`
    /// line, translations are not judged by word count (Vietnamese spaces separate syllables,
    /// Spanish takes more words than English), and a local `title` is not the screen's title.
    func testXMLTablesVietnameseAndLocalTitles() throws {
        let (report, root) = try lint([
            "App/EmailViewController.swift": """
                final class EmailViewController: UIViewController {
                    override func viewDidLoad() {
                        title = NSLocalizedString("change_email", comment: "")
                    }
                    func banner() {
                        let title = NSLocalizedString("change_email", comment: "")
                        label.text = title
                    }
                }
                """,
            "App/EmailActivity.swift": """
                final class EmailActivity: UIActivity {
                    override var activityTitle: String? { NSLocalizedString("change_email", comment: "") }
                }
                """,
            "App/en.lproj/Localizable.strings": "\"change_email\" = \"Change Email\";\n",
            "App/vi.lproj/Localizable.strings": "\"change_email\" = \"Thay đổi địa chỉ email của bạn\";\n",
            "App/es.lproj/Localizable.strings": """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <dict>
                    <key>change_email</key>
                    <string>Cambiar la dirección de correo electrónico</string>
                </dict>
                </plist>
                """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(
            found(report, root),
            ["activity-title-succinct App/es.lproj/Localizable.strings:6:1 “Cambiar la dirección de correo electrónico” — es text: 42 characters wide; at most 30 (max-characters)"])
    }
}
