import XCTest

@_spi(Benchmarks) @testable import GuidelineLint

/// The cache keeps each file's facts in `FactsCodec`'s line format: what it decodes is what was
/// encoded, whatever the names and numbers hold.
final class FactsCodecTests: XCTestCase {
    private let source = """
        import UIKit
        import SwiftUI

        final class ShareController: UIViewController, Sharing {
            let editor: EditorView
            func share(_ sender: UIBarButtonItem) {
                let controller = UIActivityViewController(activityItems: [], applicationActivities: nil)
                controller.popoverPresentationController?.barButtonItem = sender
                present(controller, animated: true)
            }
        }

        struct EditorView: View {
            @State private var isShowing = false
            var body: some View {
                Button("Export") { isShowing = true }
                    .sheet(isPresented: $isShowing) { ExportView() }
            }
        }

        enum Strings {
            static let title = NSLocalizedString("share.title", tableName: "Main", comment: "")
        }

        """

    private func roundTrip(_ facts: FileFacts, lines: Int) throws -> (facts: FileFacts, lines: Int, bytes: [UInt8]) {
        var bytes: [UInt8] = []
        FactsCodec.encode(facts, lines: lines, into: &bytes)
        let decoded = try XCTUnwrap(FactsCodec.decode(bytes[...]), "the record does not decode")
        return (decoded.facts, decoded.lines, bytes)
    }

    func testDecodedFactsAreTheEncodedOnes() throws {
        let facts = FactsAgreement.readerFacts(source, path: "App/Share Controller.swift")
        XCTAssertFalse(facts.functions.isEmpty)
        for lines in [0, 7, 10, 99, 100, 1_234_567] {
            let (decoded, decodedLines, bytes) = try roundTrip(facts, lines: lines)
            XCTAssertEqual(decodedLines, lines)
            XCTAssertEqual(decoded.path, facts.path)
            XCTAssertEqual(FactsAgreement.lines(decoded), FactsAgreement.lines(facts))
            var again: [UInt8] = []
            FactsCodec.encode(decoded, lines: decodedLines, into: &again)
            XCTAssertEqual(again, bytes, "encoding what was decoded gives other bytes")
        }
    }

    /// Tabs, newlines, `%` and U+001F in a name are escaped, and numbers of every width survive.
    func testSpecialBytesAndLargeNumbersSurvive() throws {
        var facts = FileFacts(path: "A\tfolder/100%\nname.swift")
        facts.types = [
            TypeFacts(name: "Outer.In\u{1F}ner", kind: .class, inherited: ["Base%", "Tab\there"], line: 1_000_000, column: 9, propertyTypes: [])
        ]
        facts.functions = [
            FunctionFacts(
                owner: nil, name: "go\r", line: 10, column: 100, calls: ["a", "", "b%20"], constructs: ["X"],
                presentations: [PresentationFacts(kind: .sheet, presented: nil, line: 12, column: 3)],
                returnsActivityController: true, setsPopoverAnchor: false)
        ]
        facts.configured = ["title", "image"]
        let (decoded, lines, _) = try roundTrip(facts, lines: 42)
        XCTAssertEqual(lines, 42)
        XCTAssertEqual(decoded.path, facts.path)
        XCTAssertEqual(FactsAgreement.lines(decoded), FactsAgreement.lines(facts))
        XCTAssertEqual(decoded.types.first?.line, 1_000_000)
        XCTAssertEqual(decoded.functions.first?.calls, ["a", "", "b%20"])
        XCTAssertEqual(decoded.functions.first?.presentations.first?.presented, nil)
        XCTAssertEqual(decoded.configured, ["title", "image"])
    }
}
