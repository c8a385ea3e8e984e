import Foundation
import GuidelineKit
import GuidelineLint
import XCTest

/// A rule's text test before parsing (`mayFind`) skips files it cannot find anything in, and
/// never one it can: every long literal title is still found however its string is written.
final class PrefilterTests: XCTestCase {
    /// Violations and problems (id and line) of linting one app Swift file with one rule.
    private func lint(_ code: String, rule: String = "button-title-concise") throws -> [String] {
        let (report, root) = try Harness.lint(["App/Code.swift": code, ".hig-activity.yml": "only: [\(rule)]\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        return (report.violations + report.problems).map { "\($0.id) \($0.location.line)" }
    }

    func testLongTitlesAreFoundHoweverTheirStringIsWritten() throws {
        let cases = [
            // An escaped quote does not end the literal.
            #"Button("Say \"hello\" to all of them") {}"#,
            // A quote in a comment before the title does not put the scan out of step.
            "// the \"odd quote\nButton(\"Send the whole archive to me\") {}",
            "/* \" */ Button(\"Send the whole archive to me\") {}",
            // So does a quote in a regular expression.
            #"let r = /"/; Button("Send the whole archive to me") {}"#,
            // A `//` inside a literal does not start a comment.
            #"let u = "https://x.org"; Button("Send the whole archive to me") {}"#,
            // Raw and multi-line strings may hold quotes of their own.
            ##"Button(#"Open the "big" file right now"#) {}"##,
            "Button(\"\"\"\n    Open the \"big\" file right now\n    \"\"\") {}",
            // A backslash before the closing quote of a literal that ends in one.
            #"let path = "C:\\"; Button("Send the whole archive to me") {}"#,
            // Tabs separate words as spaces do.
            "Button(\"Send\tthe\twhole\tarchive\tright\tnow\") {}",
            #"Button(NSLocalizedString("save", value: "Save a copy of this file", comment: "")) {}"#,
        ]
        for code in cases {
            XCTAssertEqual(try lint(code).filter { !$0.hasPrefix("syntax-error") }.map { $0.prefix { $0 != " " } }, ["button-title-concise"], code)
        }
    }

    func testFilesWithOnlyShortTitlesAreNotParsed() throws {
        // A syntax error is reported only for a file that was parsed.
        let broken = "func f( {\n"
        XCTAssertEqual(try lint(broken + "Button(\"Edit\") {}\nlet s = \"two words\"\n"), [])
        // Code between two literals is not a literal, however long.
        let between = #"let item = Item(title: "Item \(index)", amount: Decimal(index), createdAt: Date(), tags: ["a", "b"])"#
        XCTAssertEqual(try lint(broken + "Button(\"Edit\") {}\n" + between + "\n// a \"comment of five words\"\n"), [])
        XCTAssertEqual(try lint(broken + "Button(\"Save a copy of this file\") {}\n"), [
            "button-title-concise 2", "syntax-error 1",
        ])
        // A long literal that is no title does not get the file parsed; one where a title is
        // written does, however the call is laid out.
        XCTAssertEqual(try lint(broken + "Button(\"Edit\") {}\nlet s = \"not a title of a button\"\n"), [])
        XCTAssertEqual(try lint(broken + "b.setTitle(\n    // the title\n    \"not a title of a button\",\n    for: .normal)\n"), [
            "button-title-concise 4", "syntax-error 1",
        ])
        // The limit is the configured one.
        let (report, root) = try Harness.lint([
            "App/Code.swift": broken + "Button(\"Save a copy\") {}\n",
            ".hig-activity.yml": "only: [button-title-concise]\nrules:\n  button-title-concise: {max-words: 2}\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(report.violations.map(\.id), ["button-title-concise"])
    }

    /// Words most files hold (`present`, the case `.done`) do not make a file worth parsing for
    /// rules that need more: code an extension runs, a bar item or a toolbar.
    func testCommonWordsAloneDoNotMakeAFileWorthParsing() throws {
        // A syntax error is reported only for a file that was parsed.
        let broken = "func f( {\n"
        XCTAssertEqual(try lint(broken + "state = .done\npresent(Settings(), animated: true)\n", rule: "toolbar-one-prominent, extension-no-modal"), [])
        XCTAssertEqual(
            try lint(broken + "state = .done\nlet bar = Toolbar().toolbar { Button(\"A\") {}.buttonStyle(.borderedProminent); Spacer() }\n", rule: "toolbar-one-prominent"),
            ["toolbar-one-prominent 3", "syntax-error 1"])
        XCTAssertEqual(
            try lint(broken + "let item = UIBarButtonItem(title: \"Save\", style: .done, target: nil, action: nil)\nnavigationItem.leftBarButtonItem = item\n", rule: "toolbar-one-prominent"),
            ["toolbar-one-prominent 2", "syntax-error 1"])
        XCTAssertEqual(
            try lint(broken + "final class Composer: SLComposeServiceViewController {\n    func more() { present(Settings(), animated: true) }\n}\n", rule: "extension-no-modal"),
            ["extension-no-modal 3", "syntax-error 1"])
    }

    /// A function many types declare leads from a caller only to the caller's own type, as the
    /// chain to a share sheet is followed: a file whose button calls a function that reaches
    /// the share sheet only through such a name is not parsed again for share-button-system.
    func testACommonNameDoesNotMakeEveryCallerACandidate() throws {
        let updates = (1...4).map { "final class Model\($0) { func update() {} }" }.joined(separator: "\n")
        var files = [
            "App/Sharing.swift": """
                import UIKit
                final class ListViewController: UIViewController {
                    func update() { present(UIActivityViewController(activityItems: [], applicationActivities: nil), animated: true) }
                }
                \(updates)
                final class Screen { func reload() { update() } }

                """,
            ".hig-activity.yml": "only: [share-button-system]\n",
        ]
        // A syntax error is reported only for a file that was parsed.
        files["App/Refresh.swift"] = "func f( {\nlet b = Button(\"Refresh\") { screen.reload() }\n"
        let (report, root) = try Harness.lint(files)
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual((report.violations + report.problems).map(\.id), [])
        // Through a name few types declare, the same button is a finding.
        files["App/Refresh.swift"] = "func f( {\nlet b = Button(\"Refresh\") { controller.update() }\n"
        files["App/Sharing.swift"] = files["App/Sharing.swift"]!.replacingOccurrences(of: updates, with: "")
        let (found, again) = try Harness.lint(files)
        defer { try? FileManager.default.removeItem(at: again) }
        XCTAssertEqual((found.violations + found.problems).map(\.id), ["share-button-system", "syntax-error"])
    }

    /// A name that reaches a share sheet makes a file with controls a candidate only where it is
    /// used as an action can use it: a longer name holding it, a declaration of it and a call up
    /// the class chain do not get the file parsed; a call, a trailing closure, `action: name` and
    /// `#selector(name)` do.
    func testOnlyAUseOfANameAsAnActionMakesAFileACandidate() throws {
        let sharing = """
            import UIKit
            final class ShareController: UIViewController {
                func share() { present(UIActivityViewController(activityItems: [], applicationActivities: nil), animated: true) }
            }

            """
        // A syntax error is reported only for a file that was parsed.
        func parsed(_ code: String) throws -> Bool {
            let (report, root) = try Harness.lint([
                "App/Sharing.swift": sharing, "App/Other.swift": "func f( {\n" + code + "\n",
                ".hig-activity.yml": "only: [share-button-system]\n",
            ])
            defer { try? FileManager.default.removeItem(at: root) }
            return report.problems.contains { $0.id == "syntax-error" }
        }
        for code in [
            "let b = Button(\"Refresh\") { sharer.shareLater() }",
            "var share: Int { 1 }\nlet b = Button(\"Refresh\") { reload() }",
            "let b = UIAction(title: \"Go\") { _ in super.share() }",
            "func share() {}\nlet b = Button(\"Refresh\") { reload() }",
        ] {
            XCTAssertFalse(try parsed(code), code)
        }
        for code in [
            "let b = Button(\"Refresh\") { controller.share() }",
            "let b = Button(\"Refresh\") { controller.share\n { } }",
            "let b = Button(\"Refresh\", action: share)",
            "let b = UIBarButtonItem(title: \"Go\", style: .plain, target: nil, action: #selector(share))",
        ] {
            XCTAssertTrue(try parsed(code), code)
        }
    }

    /// A name many types declare makes a file a candidate only with a type from whose code a call
    /// of it reaches a share sheet: the type whose own function does, or a subclass, here in an
    /// extension in a file of its own; not a type with a function of that name of its own.
    func testACommonNameCountsOnlyWithATypeItLeadsFrom() throws {
        let (report, root) = try Harness.lint([
            "App/Base.swift": """
                import UIKit
                class BaseController: UIViewController {
                    func render() { present(UIActivityViewController(activityItems: [], applicationActivities: nil), animated: true) }
                }
                final class ShareController: BaseController {}
                \((1...4).map { "final class Model\($0) { func render() {} }" }.joined(separator: "\n"))

                """,
            "App/ShareController+Button.swift": """
                import SwiftUI
                extension ShareController {
                    func sendButton() -> some View { Button("Send a copy") { render() } }
                }

                """,
            // A syntax error is reported only for a file that was parsed.
            "App/Other.swift": """
                import SwiftUI
                final class Other {
                    func render() {}
                    func refreshButton() -> some View { Button("Refresh") { render() } }
                }
                func f( {

                """,
            ".hig-activity.yml": "only: [share-button-system]\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(
            (report.violations + report.problems).map { "\($0.id) \(($0.location.file as NSString).lastPathComponent)" },
            ["share-button-system ShareController+Button.swift"])
    }

    /// A text button that sets the state a SwiftUI sheet shows a share sheet for is found when
    /// the share sheet is a type of the project, declared elsewhere, and the button's file names
    /// neither `UIActivityViewController` nor any function that opens one.
    func testASheetOfAProjectTypeThatWrapsAShareSheetIsFound() throws {
        let (report, root) = try Harness.lint([
            "App/ShareSheet.swift": """
                import SwiftUI
                struct ShareSheet: UIViewControllerRepresentable {
                    let items: [Any]
                    func makeUIViewController(context: Context) -> UIActivityViewController {
                        UIActivityViewController(activityItems: items, applicationActivities: nil)
                    }
                    func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
                }

                """,
            "App/ExportView.swift": """
                import SwiftUI
                struct ExportView: View {
                    @State private var showShare = false
                    var body: some View {
                        Button("Send a copy") { showShare = true }
                            .sheet(isPresented: $showShare) { ShareSheet(items: [url]) }
                    }
                }

                """,
            ".hig-activity.yml": "only: [share-button-system]\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(report.violations.map { "\($0.id) \($0.location.line)" }, ["share-button-system 5"])
    }

    /// button-has-label parses a file only with a button in it and an image that may have no
    /// words: one named like an identifier, or a drawn one.
    func testAnImageWithoutWordsMakesAFileWithAButtonACandidate() throws {
        func parsed(_ code: String) throws -> [String] {
            try lint("func f( {\n" + code + "\n", rule: "button-has-label").map { String($0.prefix { $0 != " " }) }
        }
        for code in [
            "let i = Image(\"icn_more\")",
            "let b = Button(\"More\") {}\nlet i = Image(\"more options\")",
            "let b = UIButton(); b.setImage(UIImage(named: \"close\"), for: .normal)",
            // An image named like an identifier that is no button's only content.
            "let b = Button(action: {}) { Text(\"More\") }\nlet i = Image(\"icn_more\")",
            "let b = Button(\"More\") {}\nlet i = Image(\"more\")",
        ] {
            XCTAssertEqual(try parsed(code), [], code)
        }
        for (code, found) in [
            ("let b = Button(action: {}) { Image(\"icn_more\") }", ["button-has-label", "syntax-error"]),
            // The keyword is found in the first image, the identifier in the second.
            ("let i = Image(\"close\")\nlet b = Button(action: {}) {\n    Image(\n        \"Close-24\")\n}", ["button-has-label", "syntax-error"]),
            ("let b = Button(action: {}) { Image(uiImage: icon) }", ["button-has-label", "syntax-error"]),
            ("let b = UIButton(); b.setImage(UIImage(named: \"icn_close\"), for: .normal)", ["button-has-label", "syntax-error"]),
            ("let b = Button(action: {}) {\n    // the icon\n    Image(\"icn_more\")\n}", ["button-has-label", "syntax-error"]),
            ("let i = Image(\"more\")\nlet b = Button(action: { go() }) {}", ["button-has-label", "syntax-error"]),
            ("let i = Image(\"more\")\nlet b = Button(\" \") {}", ["button-has-label", "syntax-error"]),
        ] {
            XCTAssertEqual(try parsed(code), found, code)
        }
    }

    /// The bar rules parse a file only when it may fill a bar (a toolbar in any case of the word,
    /// or a bar button item), and popup-no-submenus only when a picker's or a pop-up button's
    /// file writes a menu.
    func testBarAndPickerRulesParseOnlyFilesWithABarOrAMenu() throws {
        func parsed(_ code: String, rule: String) throws -> [String] {
            try lint("func f( {\n" + code + "\n", rule: rule).map { String($0.prefix { $0 != " " }) }
        }
        XCTAssertEqual(try parsed("let i = Image(systemName: \"ellipsis.circle\")", rule: "toolbar-borderless-symbols"), [])
        XCTAssertEqual(
            try parsed(
                "navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: \"ellipsis.circle\"), style: .plain, target: nil, action: nil)",
                rule: "toolbar-borderless-symbols"),
            ["toolbar-borderless-symbols", "syntax-error"])
        XCTAssertEqual(try parsed("model.items = [a, b, c, d, e, f]", rule: "toolbar-item-count"), [])
        XCTAssertEqual(try parsed("bottomToolBar.items = [a, b, c, d, e, f]", rule: "toolbar-item-count"), [
            "toolbar-item-count", "syntax-error",
        ])
        let picker = "let p = Picker(\"Sort\", selection: $sort) {\n    Text(\"Name\")\n%@}"
        XCTAssertEqual(try parsed(picker.replacingOccurrences(of: "%@", with: ""), rule: "popup-no-submenus"), [])
        XCTAssertEqual(
            try parsed(picker.replacingOccurrences(of: "%@", with: "    Menu(\"More\") { Text(\"Date\") }\n"), rule: "popup-no-submenus"),
            ["popup-no-submenus", "syntax-error"])
    }

    /// activity-popover-anchor's findings are at `present(…)` calls: a file that makes an activity
    /// view controller and hands it on (a coordinator's `toPresentable()`) is not parsed for it.
    func testAnActivityControllerThatIsNotPresentedHereIsNotParsed() throws {
        let make = "let c = UIActivityViewController(activityItems: [], applicationActivities: nil)\n"
        func parsed(_ code: String) throws -> [String] {
            try lint("func f( {\n" + make + code + "\n", rule: "activity-popover-anchor").map { String($0.prefix { $0 != " " }) }
        }
        XCTAssertEqual(try parsed("router.push(c.toPresentable(), presentationStyle: .sheet)"), [])
        XCTAssertEqual(try parsed("self.present (c, animated: true)"), ["activity-popover-anchor", "syntax-error"])
        XCTAssertEqual(try parsed("super.present(c, animated: true)"), ["activity-popover-anchor", "syntax-error"])
    }

    /// With string tables, the title rules parse a file only where a title names a key or a
    /// generated accessor with a long text in the development language, or a local that may
    /// hold one: a short key is not enough, nor a long text's key used for something else, nor
    /// a long translation (word limits are for the development language).
    func testWithStringTablesOnlyTitlesThatMayShowALongTextAreParsed() throws {
        let project = [
            "App/en.lproj/Localizable.strings": "\"save\" = \"Save\";\n\"export\" = \"Export it all as one single archive\";\n",
            "App/de.lproj/Localizable.strings": "\"save\" = \"Alles jetzt auf einmal sicher speichern\";\n\"export\" = \"Exportieren\";\n",
            "App/Strings+Generated.swift": """
                enum L10n {
                  static var save: String { L10n.tr("Localizable", "save") }
                  static var export: String { L10n.tr("Localizable", "export") }
                  private static func tr(_ table: String, _ key: String) -> String { key }
                }

                """,
        ]
        // What the rule finds and whether the file was parsed (a syntax error is reported only then).
        func lint(_ code: String, rule: String) throws -> [String] {
            var files = project
            files["App/Screen.swift"] = code + "\nfunc f( {\n"
            files[".hig-activity.yml"] = "only: [\(rule)]\n"
            let (report, root) = try Harness.lint(files)
            defer { try? FileManager.default.removeItem(at: root) }
            return (report.violations + report.problems).map(\.id).sorted()
        }
        for code in [
            "let b = Button(\"save\") {}",
            "func g(_ b: UIButton) { b.setTitle(L10n.save, for: .normal); print(L10n.export) }",
            "let b = Button(\"save\") {}\nlet message = NSLocalizedString(\"export\", comment: \"\")",
        ] {
            XCTAssertEqual(try lint(code, rule: "button-title-concise"), [], code)
        }
        for code in [
            "let b = Button(\"export\") {}",
            "func g(_ b: UIButton) { b.setTitle(L10n.export, for: .normal) }",
            "func g(_ b: UIButton) {\n    b.setTitle(\n        NSLocalizedString(\"export\", comment: \"\"),\n        for: .normal)\n}",
        ] {
            XCTAssertEqual(try lint(code, rule: "button-title-concise"), ["button-title-concise", "syntax-error"], code)
        }
        let screen = """
            final class ScreenViewController: UIViewController {
                func show(compact: Bool) {
                    let name: String
                    if compact { name = L10n.%@ } else { name = "Save" }
                    self.title = name
                }
            }
            """
        XCTAssertEqual(try lint(screen.replacingOccurrences(of: "%@", with: "save"), rule: "toolbar-title-short"), ["syntax-error"])
        XCTAssertEqual(
            try lint(screen.replacingOccurrences(of: "%@", with: "export"), rule: "toolbar-title-short"),
            ["syntax-error", "toolbar-title-short"])
        XCTAssertEqual(try lint("let v = Text(\"\").navigationTitle(L10n.save)", rule: "toolbar-title-short"), [])
        // Only a screen's own title is followed through a local.
        XCTAssertEqual(try lint("func g(name: String) { let title = name; print(title) }", rule: "toolbar-title-short"), [])
    }

    /// Each linted folder's configuration chooses the files its own options may find something in:
    /// a lower word limit in the second folder's makes a text of three words long there.
    func testEachConfigurationsOptionsChooseItsFiles() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hig-lint-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (folder, configuration) in [("First", "only: [button-title-concise]\n"), ("Second", "only: [button-title-concise]\nrules:\n  button-title-concise: {max-words: 2}\n")] {
            for (path, text) in [
                ".hig-activity.yml": configuration,
                "App/en.lproj/Localizable.strings": "\"save\" = \"Save it now\";\n",
                "App/de.lproj/Localizable.strings": "\"save\" = \"Sichern\";\n",
                "App/Screen.swift": "let b = Button(\"save\") {}\n",
            ] {
                let url = root.appendingPathComponent(folder).appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
        }
        let report = try Harness.linter(.english).lint(paths: ["First", "Second"].map { root.appendingPathComponent($0).path })
        XCTAssertEqual(report.violations.map { "\($0.id) \($0.location.file.contains("/Second/"))" }, ["button-title-concise true"])
    }

    /// Every rule's keywords are searched in one pass over each file: a keyword is found at the
    /// very start and the very end of a file, and where many keywords share their bytes.
    func testKeywordsAreFoundAtTheEdgesOfAFile() throws {
        XCTAssertEqual(try lint(#"Button("Send the whole archive to me") {}"#), ["button-title-concise 1"])
        XCTAssertEqual(try lint("let a = 1\nlet b = Button(\"Send the whole archive to me\")"), ["button-title-concise 2"])
        XCTAssertEqual(
            try lint("@objc func go() {}\nlet b = UIBarButtonItem(title: \"Go\", style: .plain, target: nil, action: nil)\nlet c = UIButton(); let d = \"\"; c.setTitle(\"Send the whole archive to me\", for: .normal)"),
            ["button-title-concise 3"])
    }

    /// A project filter that looks for many names at once (functions elsewhere that open a
    /// share sheet) still finds the one a text button calls.
    func testAProjectFilterOfManyNamesFindsTheOneCalled() throws {
        let sharers = (1...12).map { number in
            """
            extension ListViewController {
                func shareItem\(number)() {
                    present(UIActivityViewController(activityItems: [], applicationActivities: nil), animated: true)
                }
            }
            """
        }.joined(separator: "\n")
        let (report, root) = try Harness.lint([
            "App/Sharing.swift": "import UIKit\n" + sharers + "\n",
            "App/ListView.swift": """
                import SwiftUI

                struct ListView: View {
                    let controller: ListViewController
                    var body: some View {
                        Button("Send a copy") { controller.shareItem11() }
                    }
                }

                """,
            ".hig-activity.yml": "only: [share-button-system]\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(report.violations.map { "\($0.id) \($0.location.file.hasSuffix("ListView.swift")) \($0.location.line)" }, [
            "share-button-system true 6"
        ])
    }
}
