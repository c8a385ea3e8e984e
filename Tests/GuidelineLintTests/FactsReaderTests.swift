import Foundation
@_spi(Benchmarks) @testable import GuidelineLint
import XCTest

/// The project model's facts are read by `FactsReader` (its own parser, ten times faster than
/// swift-syntax); these tests hold them to what swift-syntax's tree gives (`FactsCollector`),
/// on code written to exercise them and on every Swift file of this repository. Set
/// `HIG_FACTS_CORPUS` to a folder to compare on its files too (Benchmarks/corpus's apps).
final class FactsReaderTests: XCTestCase {
    private func assertAgree(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        if let difference = FactsAgreement.difference(text, path: "Sample.swift") {
            XCTFail("facts differ:\n\(difference)", file: file, line: line)
        }
    }

    private static func swiftFiles(under folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            // Hidden folders, and the fuzzer's malformed files (made to send swift-syntax's error
            // recovery astray: how the two parsers recover from them need not agree).
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") || $0 == "Fuzz" }) { continue }
            if relative.hasSuffix(".swift") { found.append("\(folder)/\(relative)") }
        }
        return found.sorted()
    }

    /// Compares every Swift file under the folders; fails with the first differences.
    private func assertAgree(onFilesUnder folders: [String], file: StaticString = #filePath, line: UInt = #line) {
        var differing: [String] = []
        var compared = 0
        for folder in folders {
            for path in Self.swiftFiles(under: folder) {
                guard let data = FileManager.default.contents(atPath: path), data.count < 2 << 20,
                    let text = String(data: data, encoding: .utf8)
                else { continue }
                compared += 1
                if let difference = FactsAgreement.difference(text, path: path) { differing.append("\(path)\n\(difference)") }
            }
        }
        XCTAssertGreaterThan(compared, 0, file: file, line: line)
        if !differing.isEmpty {
            XCTFail(
                "\(differing.count) of \(compared) files differ:\n" + differing.prefix(30).joined(separator: "\n"),
                file: file, line: line)
        }
    }

    /// Stored properties' types by their simple names: plain dotted names take a path of their
    /// own (on bytes), every other spelling the one by characters.
    /// A dotted name's last part, as the index keys types and functions by it.
    func testADottedNamesLastPart() {
        let cases = [
            ("StatusEditor.MainView", "MainView"), ("MainView", "MainView"), ("A.B.C", "C"), ("", ""), ("A.", "A"),
            ("...", ""), ("Ünïcode.Näme", "Näme"), ("$(PRODUCT_MODULE_NAME).ShareViewController", "ShareViewController"),
        ]
        for (name, last) in cases {
            XCTAssertEqual(name.lastNameComponent, last, name)
            XCTAssertEqual(name.lastNameComponent, String(name.split(separator: ".").last ?? ""), name)
        }
    }

    func testTypeNamesAsSwiftSyntaxGivesThem() {
        assertAgree(
            """
            final class Holder: UIViewController {
                let a: UIView
                let b: Module.Name
                let c: A.B.Type
                let d: Type
                let e: Module.Protocol
                let f: _Private2.V3_x
                let g: Ünïcode.Vïew
                let h: Module.Name<T>?
                let i: `Self`.Item
                let j: [String]
                let k: @MainActor () -> Void
                let l: inout Int
                let m: some View
                let n: UIView?
                let o: Module.Name!
                let p: A.B.Type?
                let q: String??
                let r: (() -> Void)?
            }
            """)
    }

    /// A line comment ends at any line break swift-syntax counts (`\n`, `\r\n`, a lone `\r`),
    /// and runs of spaces and tabs are passed, so what follows keeps its line and column.
    func testLineCommentsAndIndentationKeepLinesAndColumns() {
        for newline in ["\n", "\r\n", "\r"] {
            let lines = [
                "// a comment", "class A {", "    // indented\t comment", "\t  func b() {     c() }  //",
                "//", "    func d() { present(UIViewController(), animated: true) } // ends the file",
            ]
            assertAgree(lines.joined(separator: newline))
            assertAgree(lines.joined(separator: newline) + newline)
        }
        assertAgree("class A { func b() { c() } } //")
        assertAgree("// only a comment")
    }

    /// Every keyword the parser tells apart is found by its spelling, and a name that only
    /// shares its length or its first letters is a plain name.
    func testKeywordsAreFoundByTheirSpellingAlone() {
        func code(_ name: String) -> UInt8 {
            Array(name.utf8).withUnsafeBytes { FactsKeyword.code($0, from: 0, to: $0.count) }
        }
        for keyword in FactsKeyword.allCases where keyword != .none {
            XCTAssertEqual(code(keyword.spelling), keyword.rawValue, keyword.spelling)
            XCTAssertEqual(code(keyword.spelling + "Q"), 0, keyword.spelling + "Q")
            XCTAssertEqual(code(String(keyword.spelling.dropLast()) + "Z"), 0, keyword.spelling)
        }
        for name in ["", "x", "Var", "SELF", "selfie", "lets", "init2", "é", "ünowned", String(repeating: "a", count: 300)] {
            XCTAssertEqual(code(name), 0, name)
        }
    }

    /// A body's calls and constructed types are each listed once, in the order first seen, however
    /// many it names (the first sixteen are compared as a list, the rest through a set).
    func testABodysCallsAreListedOncePerNameInOrder() {
        let names = (1...40).map { "call\($0)" }
        let body = (names + names.reversed() + names).map { "\($0)(); _ = Made\($0.dropFirst(4))()" }.joined(separator: "\n")
        let lines = FactsAgreement.readerLines("func f() {\n\(body)\n}\n", path: "Sample.swift")
        let made = (1...40).map { "Made\($0)" }
        let calls = zip(names, made).flatMap { [$0, $1] }
        XCTAssertTrue(lines.contains { $0.contains("calls \(calls) constructs \(made) ") }, lines.joined(separator: "\n"))
        assertAgree("func f() {\n\(body)\n}\n")
    }

    /// A computed property whose getter is one localized lookup is an accessor of that text, as a
    /// constant is (`static var closeTitle: String { NSLocalizedString("close.title", value:
    /// "Close", comment: "") }`); a getter that does more is not.
    func testAGetterOfOneLocalizedLookupIsAnAccessor() {
        let code = """
            import Foundation
            extension Localizations {
                static var closeTitle: String {
                    NSLocalizedString("close.title", value: "Close", comment: "Title of a button to close a screen.")
                }
                static var doneTitle: String { return String(localized: "done.title", defaultValue: "Done") }
                static var both: String {
                    let first = NSLocalizedString("a", comment: "")
                    return first + NSLocalizedString("b", comment: "")
                }
                static var read: String { get { NSLocalizedString("read", comment: "") } }
            }
            """
        let accessors = FactsAgreement.readerLines(code, path: "Sample.swift").filter { $0.hasPrefix("accessor ") }
        XCTAssertEqual(
            accessors,
            [
                "accessor Localizations.closeTitle Localizable close.title Close",
                "accessor Localizations.doneTitle Localizable done.title Done",
            ])
        assertAgree(code)
    }

    /// Calls made in an action's handler run when people act, not when the function that makes
    /// the action runs: they are its deferred calls. Closures that run at once (`async`, `map`)
    /// are the function's own.
    func testCallsInActionHandlersAreDeferred() {
        let text = """
            final class Screen: UIViewController {
                func makeMenu() -> UIMenu {
                    DispatchQueue.main.async { self.refresh() }
                    let names = items.map { label(for: $0) }
                    let share = UIAction(title: "Share") { _ in self.share() }
                    let alert = UIAlertAction(title: "Delete", style: .destructive, handler: { _ in self.delete() })
                    return UIMenu(children: [share, UIAction(title: "Rename", handler: { _ in rename() })])
                }

                var body: some View {
                    Button("Export") { export() }
                    Button(action: { archive() }) { Text(title()) }
                    Button { pin() } label: { Label(caption(), systemImage: "pin") }
                }
            }
            """
        let lines = FactsAgreement.readerLines(text, path: "Sample.swift")
        XCTAssertTrue(
            lines.contains {
                $0.hasPrefix("func Screen.makeMenu") && $0.contains("calls [\"async\", \"refresh\", \"map\", \"label\", \"UIAction\", \"UIAlertAction\", \"UIMenu\"]")
                    && $0.contains("defers [\"share\", \"delete\", \"rename\"]")
            }, lines.joined(separator: "\n"))
        XCTAssertTrue(
            lines.contains {
                $0.hasPrefix("func Screen.body") && $0.contains("defers [\"export\", \"archive\", \"pin\"]")
                    && $0.contains("calls [\"Button\", \"Text\", \"title\", \"Label\", \"caption\"]")
            }, lines.joined(separator: "\n"))
        assertAgree(text)
    }

    /// Malformed code never stops the reader: the samples cut after every opening bracket (with
    /// another opened there) and every line, brackets left open everywhere, and the samples with each closing bracket taken out are read. A
    /// fuzzed file whose `(` was never closed sent it past its last token.
    func testEveryPrefixAndEveryUnclosedBracketIsRead() throws {
        for name in ["Grammar.swift", "Presentations.swift"] {
            let path = Harness.repository.path + "/Tests/GuidelineLintTests/Fixtures/FactsSamples/\(name)"
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            var read = 0
            // Cut just after each opening bracket and at each line's end; after a bracket, also
            // open another there (`class A<(`: a bracket inside generic parameters, never closed).
            for end in 0...bytes.count where end == bytes.count || "([{<\n".utf8.contains(bytes[end == 0 ? 0 : end - 1]) {
                let cut = Array(bytes[..<end])
                let more: [[UInt8]] = end > 0 && bytes[end - 1] != UInt8(ascii: "\n") ? [[], Array("(".utf8), Array("[".utf8)] : [[]]
                for opened in more {
                    _ = (cut + opened).withUnsafeBytes { FactsReader.facts(path: path, text: $0) }
                    read += 1
                }
            }
            for (offset, byte) in bytes.enumerated() where [")", "]", "}", ">"].contains(Character(UnicodeScalar(byte))) {
                var unclosed = bytes
                unclosed.remove(at: offset)
                _ = unclosed.withUnsafeBytes { FactsReader.facts(path: path, text: $0) }
                read += 1
            }
            XCTAssertGreaterThan(read, 100, name)
        }
    }

    /// The samples written for these tests hold what the model reads, so that agreeing on them
    /// means something: presentations of every kind, UIKit's `present` told from a type's own,
    /// controllers made and returned, generated accessors, context menu builders, menu content.
    func testTheSamplesHoldWhatTheModelReads() throws {
        let path = Harness.repository.path + "/Tests/GuidelineLintTests/Fixtures/FactsSamples/Presentations.swift"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertNil(FactsAgreement.difference(text, path: path))
        let lines = FactsAgreement.readerLines(text, path: path)
        func line(_ prefix: String) -> String { lines.first { $0.hasPrefix(prefix) } ?? "" }
        XCTAssertEqual(
            line("func StatusEditor.MainView.body"),
            "func StatusEditor.MainView.body 99:9 calls [\"onChange\", \"task\", \"NavigationStack\", \"fileImporter\","
                + " \"confirmationDialog\", \"alert\", \"popover\", \"fullScreenCover\", \"toolbar\", \"Form\", \"Section\","
                + " \"Text\", \"EmptyView\", \"Button\", \"Label\", \"ToolbarItem\", \"os\", \"sheet\","
                + " \"MediaPicker\", \"onAppear\", \"ItemView\", \"print\", \"constant\", \"point\", \"load\", \"play\"]"
                + " constructs [\"NavigationStack\", \"Form\", \"Section\", \"Text\", \"EmptyView\", \"Button\", \"Label\","
                + " \"ToolbarItem\", \"MediaPicker\", \"ItemView\"]"
                + " presents [\"fileImporter - 123:18\", \"confirmationDialog Button 118:18\", \"alert - 117:18\","
                + " \"popover Text 116:18\", \"fullScreenCover ItemView 113:18\", \"sheet MediaPicker 111:18\"]"
                + " symbols [\"photo\"]"
                // What its buttons do runs when people press them.
                + " defers [\"exportPDF\", \"toggle\"]")
        // UIKit's present, not the type's own `present(_:from:)`; a local followed to its type.
        XCTAssertTrue(
            line("func ShareViewController.viewDidLoad").hasSuffix(
                "presents [\"present - 34:9\", \"present UIAlertController 37:14\", \"present - 40:18\"] defers [\"dismiss\"]"))
        XCTAssertTrue(line("func ShareViewController.activityController").hasSuffix("returns-activity-controller"))
        XCTAssertTrue(line("func ShareViewController.makeController").hasSuffix("returns-activity-controller anchors"))
        XCTAssertTrue(lines.contains("accessor L10n.Share.button Localizable share.button Share"))
        XCTAssertTrue(lines.contains("accessor L10n.Share.post Localizable share.post Post"))
        XCTAssertTrue(lines.contains("accessor Strings.close Localizable common.close -"), "\(lines.filter { $0.hasPrefix("accessor") })")
        XCTAssertFalse(lines.contains { $0.hasPrefix("accessor Strings.tint") })
        XCTAssertTrue(line("func MySymbols.filter").hasSuffix("returns [\"line.3.horizontal.decrease.circle\"]"), line("func MySymbols.filter"))
        XCTAssertFalse(line("func MySymbols.count").contains("returns"), line("func MySymbols.count"))
        XCTAssertTrue(lines.contains("context menu builders [\"makeMenu\"]"))
        // Symbols named by a literal, in each branch that picks one.
        XCTAssertEqual(
            line("func MoreIcon.body"), "func MoreIcon.body 240:5 calls [\"Image\"] constructs [\"Image\"] presents []"
                + " symbols [\"ellipsis\", \"ellipsis.circle\", \"plus.circle\"]")
        XCTAssertTrue(line("func BackNav.body").hasSuffix("assets [\"chevron-left\", \"nav-back\"]"), line("func BackNav.body"))
        XCTAssertTrue(
            lines.contains(
                "menu content types [\"Button\", \"CopyButton\", \"FilterOptions\", \"ForEach\", \"ItemActions\", \"ShareItemButton\", \"SortOptions\"]"),
            "\(lines.filter { $0.hasPrefix("menu content") })")
        XCTAssertTrue(lines.contains("configured [\"ShareViewController.shareButton\", \"ShareViewController.title\"]"), "\(lines.filter { $0.hasPrefix("configured") })")
    }

    func testThisRepositorysSwift() {
        let root = Harness.repository.path
        assertAgree(onFilesUnder: ["\(root)/Sources", "\(root)/Tests", "\(root)/Plugins", "\(root)/Benchmarks"])
    }

    func testACorpusNamedByTheEnvironment() throws {
        guard let corpus = ProcessInfo.processInfo.environment["HIG_FACTS_CORPUS"] else {
            throw XCTSkip("HIG_FACTS_CORPUS names no folder")
        }
        assertAgree(onFilesUnder: corpus.split(separator: ":").map(String.init))
    }
}
