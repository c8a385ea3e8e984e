import Foundation
@_spi(Benchmarks) @testable import GuidelineLint
import XCTest

/// What round twenty-nine's wrong findings showed once it had been measured and moved to tuning
/// (issue 54): a storyboard text an app replaces from its string table when the view loads
/// (`xibLocKey`) is a placeholder; a view controller that sets its title in a conditional sets it
/// all the same; a button with an empty title and a symbol shows the symbol; and a toolbar's
/// content named as `self.toolbarCompact()`, declared once for the Mac and once for iOS in an
/// extension under `#if`, is the iOS one.
final class RoundTwentyNinePatternsTests: XCTestCase {
    private func storyboard(title: String, runtimeAttribute: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="a1b-c2-d3e">
                    <objects>
                        <viewController id="vc1-aa-bbb" customClass="PhotoFormatViewController" sceneMemberID="viewController">
                            <navigationItem key="navigationItem" title="\(title)" id="nav-aa-bbb">
                                \(runtimeAttribute)
                            </navigationItem>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// The French placeholder is not what people see: the string table's English text is, and it
    /// is judged; a key the tables lack leaves the title unknown, so nothing is judged.
    func testATitleAStringTableReplacesAtRunTime() throws {
        let attribute = { (key: String) in
            """
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="string" keyPath="xibLocKey" value="\(key)"/>
            </userDefinedRuntimeAttributes>
            """
        }
        let code = "import UIKit\nfinal class PhotoFormatViewController: UIViewController {}\n"
        let table = """
            "selectPhotoFormat" = "Save photos as";
            "longTitle" = "Choose the format of the photos you save";
            """
        func found(_ key: String) throws -> [String] {
            try Harness.found(
                [
                    "App/SaveFile.storyboard": storyboard(title: "Sélectionner un format de photo", runtimeAttribute: attribute(key)),
                    "App/PhotoFormatViewController.swift": code, "App/en.lproj/Localizable.strings": table,
                ], rule: "toolbar-title-short")
        }
        XCTAssertEqual(try found("selectPhotoFormat"), [])
        XCTAssertEqual(try found("longTitle"), ["App/SaveFile.storyboard:7"])
        XCTAssertEqual(try found("missingKey"), [])
        // Without the attribute, the storyboard's own text is the title.
        XCTAssertEqual(
            try Harness.found(
                [
                    "App/SaveFile.storyboard": storyboard(title: "Choose the format of your photos", runtimeAttribute: ""),
                    "App/PhotoFormatViewController.swift": code,
                ], rule: "toolbar-title-short"),
            ["App/SaveFile.storyboard:7"])
    }

    /// `title = file.isDirectory ? … : …` in the view controller: the storyboard's title is a
    /// placeholder, as with a plain `title = …`.
    func testATitleSetInAConditional() throws {
        let code = """
            import UIKit
            final class PhotoFormatViewController: UIViewController {
                var isDirectory = false
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = isDirectory ? "Folder sharing and rights" : "File sharing and rights"
                }
            }
            """
        XCTAssertEqual(
            try Harness.found(
                [
                    "App/Files.storyboard": storyboard(title: "Sharing and rights of the folder Name", runtimeAttribute: ""),
                    "App/PhotoFormatViewController.swift": code,
                ], rule: "toolbar-title-short"),
            [])
        let lines = FactsAgreement.readerLines(code, path: "Sample.swift")
        XCTAssertTrue(lines.contains { $0.contains("PhotoFormatViewController.title") }, lines.joined(separator: "\n"))
        if let difference = FactsAgreement.difference(code, path: "Sample.swift") { XCTFail("facts differ:\n\(difference)") }
    }

    /// `Button("", systemImage: "xmark")` shows a symbol; `Button("", image: "icn_close")` an
    /// asset named like an identifier, and `Button("")` nothing.
    func testAnEmptyTitleBesideAnImage() throws {
        let view = """
            import SwiftUI
            struct InboxDetail: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    HStack {
                        Button("", systemImage: "xmark") { dismiss() }
                        Button("", image: "icn_close") { dismiss() }
                        Button("") { dismiss() }
                    }
                }
            }
            """
        XCTAssertEqual(
            try Harness.found(["App/InboxDetail.swift": view], rule: "button-has-label"),
            ["App/InboxDetail.swift:7", "App/InboxDetail.swift:8"])
    }

    func testToolbarContentDeclaredPerPlatform() throws {
        let items = (1...6).map { "        ToolbarItem(id: \"i\($0)\", placement: .bottomBar) { Button(\"Item \($0)\") {} }" }
        let code = """
            import SwiftUI
            struct Browser: ViewModifier {
                var isCompact = true
                func body(content: Content) -> some View {
                    content
                        .toolbar(id: "browser") {
                            if isCompact { self.toolbarCompact() }
                        }
                }
            }
            #if os(macOS)
            extension Browser {
                @ToolbarContentBuilder private func toolbarCompact() -> some CustomizableToolbarContent {
                    ToolbarItem(id: "empty") { EmptyView() }
                }
            }
            #else
            extension Browser {
                @ToolbarContentBuilder private func toolbarCompact() -> some CustomizableToolbarContent {
            \(items.joined(separator: "\n"))
                }
            }
            #endif
            """
        XCTAssertEqual(try Harness.found(["App/Browser.swift": code], rule: "toolbar-item-count"), ["App/Browser.swift:6"])
    }
}
