import Foundation
@testable import GuidelineLint
import XCTest

/// What the tuning apps' misses showed after round twenty-seven (issue 54): apps give one outlet
/// name to many view controllers, so code labelling one controller's `btnPaste` says nothing of
/// another's; and SwiftGen's image accessors name an image set as surely as Xcode's own.
final class OutletOwnersAndSwiftGenImagesTests: XCTestCase {
    private func xib(owner: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="\(owner)">
                    <connections>
                        <outlet property="btnPaste" destination="bt1-aa-bbb" id="ou1-aa-bbb"/>
                    </connections>
                </placeholder>
                <button opaque="NO" contentMode="scaleToFill" buttonType="custom" id="bt1-aa-bbb">
                    <state key="normal" image="ic_paste"/>
                    <connections>
                        <action selector="paste:" destination="-1" eventType="touchUpInside" id="ac1-aa-bbb"/>
                    </connections>
                </button>
            </objects>
        </document>
        """
    }

    /// The outlet is a placeholder only where code labels that controller's outlet: in its own
    /// code, its extension's, a subclass's, a superclass's or a protocol extension's, or through a reference to it
    /// (`controller.btnPaste`). Another controller's outlet of the same name is not it.
    func testAnOutletIsConfiguredOnlyByCodeThatReachesItsOwnController() throws {
        let importer = """
            import UIKit
            final class ImportViewController: UIViewController {
                @IBOutlet weak var btnPaste: UIButton!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    btnPaste.setTitle("Paste", for: .normal)
                }
            }
            """
        func findings(_ files: [String: String]) throws -> [String] {
            var all = files
            all["App/KeyViewController.xib"] = xib(owner: "KeyViewController")
            all["App/ImportViewController.swift"] = importer
            all[".hig-activity.yml"] = "only: [button-has-label]\n"
            let (report, root) = try Harness.lint(all)
            defer { try? FileManager.default.removeItem(at: root) }
            return report.violations.map { "\($0.location.file.replacingOccurrences(of: root.path + "/", with: "")):\($0.location.line)" }
        }
        let plain = """
            import UIKit
            class KeyViewController: UIViewController {
                @IBOutlet weak var btnPaste: UIButton!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    btnPaste.isHidden = true
                }
            }
            """
        // Only another controller labels its `btnPaste`: this one is unlabelled.
        XCTAssertEqual(try findings(["App/KeyViewController.swift": plain]), ["App/KeyViewController.xib:9"])
        // Its own code, through `self`.
        XCTAssertEqual(try findings(["App/KeyViewController.swift": plain.replacingOccurrences(
            of: "btnPaste.isHidden = true", with: "self.btnPaste.accessibilityLabel = \"Paste\"")]), [])
        // An extension of it in another file.
        XCTAssertEqual(try findings([
            "App/KeyViewController.swift": plain,
            "App/KeyViewController+Labels.swift": "extension KeyViewController {\n    func label() { btnPaste.setImage(nil, for: .normal) }\n}\n",
        ]), [])
        // A subclass of it.
        XCTAssertEqual(try findings([
            "App/KeyViewController.swift": plain,
            "App/PublicKeyViewController.swift": """
                final class PublicKeyViewController: KeyViewController {
                    override func viewDidLoad() { super.viewDidLoad(); btnPaste.setTitle("Paste", for: .normal) }
                }
                """,
        ]), [])
        // A protocol it conforms to, whose extension labels the outlet the protocol requires.
        XCTAssertEqual(try findings([
            "App/KeyViewController.swift": plain.replacingOccurrences(of: "class KeyViewController: UIViewController {", with: "class KeyViewController: UIViewController, PasteCell {"),
            "App/PasteCell.swift": """
                protocol PasteCell { var btnPaste: UIButton! { get } }
                extension PasteCell {
                    func configure() { btnPaste.setAttributedTitle(nil, for: .normal) }
                }
                """,
        ]), [])
        // Code that holds a reference to it: whose outlet that is, the model does not know.
        XCTAssertEqual(try findings([
            "App/KeyViewController.swift": plain,
            "App/Coordinator.swift": """
                final class Coordinator {
                    func show(_ controller: KeyViewController) { controller.btnPaste.accessibilityLabel = "Paste" }
                }
                """,
        ]), [])
    }

    /// `Asset.Icons.buttonCloseX.image` (SwiftGen) shows the image set it names: a button whose
    /// only content it is reads that name out (UIKit's is quoted by the button's name). One
    /// named in plain words carries a label, and a folder that gives no namespace (`Icons`, whose
    /// `help` is "help") adds nothing to the name.
    func testSwiftGenImageAccessorsAreReadByTheirImageSet() throws {
        let imageSet = #"{ "images" : [ { "filename" : "x.pdf", "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#
        let generated = """
            public enum Asset {
                public enum Icons {
                    public static let buttonCloseX = ImageAsset(name: "buttonCloseX")
                    public static let help = ImageAsset(name: "help")
                }
                public static let close = ImageAsset(name: "close")
            }
            """
        let view = """
            import SwiftUI
            import UIKit

            struct Sheet: View {
                var body: some View {
                    VStack {
                        Button { dismiss() } label: {
                            Asset.Icons.buttonCloseX.image
                                .resizable()
                                .frame(width: 24, height: 24)
                        }
                        Button { dismiss() } label: {
                            Asset.close.swiftUIImage
                        }
                        Button { dismiss() } label: {
                            Asset.Icons.buttonCloseX.image
                        }
                        .accessibilityLabel("Close")
                        Button { dismiss() } label: {
                            Asset.Icons.help.image
                        }
                    }
                }
                func dismiss() {}
            }

            final class SheetController: UIViewController {
                let closeButton = UIButton(type: .custom)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    closeButton.setImage(Asset.Icons.buttonCloseX.image, for: .normal)
                }
            }
            """
        let (report, root) = try Harness.lint([
            "App/Assets.xcassets/Icons/buttonCloseX.imageset/Contents.json": imageSet,
            "App/Assets.xcassets/close.imageset/Contents.json": imageSet,
            "App/Assets.xcassets/Icons/help.imageset/Contents.json": imageSet,
            "App/Assets.xcassets/Icons/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
            "App/Generated/XCAssets+Generated.swift": generated,
            "App/Sheet.swift": view,
            ".hig-activity.yml": "only: [button-has-label]\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(report.violations.map { "\($0.location.line) \($0.message)" }.sorted(), [
            "28 Label every button with text, a symbol or both: “closeButton”",
            "7 Label every button with text, a symbol or both: “Button { dismiss() } label: {”",
        ].sorted())
    }

    /// A storyboard button that shows nothing is a tap area VoiceOver calls just "button", an
    /// outlet to it or not, unless code gives it words or an image through that outlet. A
    /// configuration's background image is the button's picture.
    func testATapAreaIsReportedUnlessCodeGivesItContentThroughItsOutlet() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="RowView">
                        <connections>
                            <outlet property="tapButton" destination="bt1-aa-bbb" id="ou1-aa-bbb"/>
                        </connections>
                    </placeholder>
                    <button opaque="NO" contentMode="scaleToFill" id="bt1-aa-bbb">
                        <connections>
                            <action selector="tap:" destination="-1" eventType="touchUpInside" id="ac1-aa-bbb"/>
                        </connections>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="bt2-aa-bbb">
                        <buttonConfiguration key="configuration" style="plain" title="  ">
                            <backgroundConfiguration key="background" image="ic_github"/>
                        </buttonConfiguration>
                        <connections>
                            <action selector="tap:" destination="-1" eventType="touchUpInside" id="ac2-aa-bbb"/>
                        </connections>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="bt3-aa-bbb">
                        <buttonConfiguration key="configuration" style="plain" title="  ">
                            <backgroundConfiguration key="background" image="Mastodon"/>
                        </buttonConfiguration>
                        <connections>
                            <action selector="tap:" destination="-1" eventType="touchUpInside" id="ac3-aa-bbb"/>
                        </connections>
                    </button>
                </objects>
            </document>
            """
        func findings(_ body: String) throws -> [String] {
            let (report, root) = try Harness.lint([
                "App/RowView.xib": xib,
                "App/RowView.swift": """
                    import UIKit
                    final class RowView: UIView {
                        @IBOutlet weak var tapButton: UIButton!
                        @IBAction func tap(_ sender: Any) {}
                        override func awakeFromNib() {
                            super.awakeFromNib()
                            \(body)
                        }
                    }
                    """,
                ".hig-activity.yml": "only: [button-has-label]\n",
            ])
            defer { try? FileManager.default.removeItem(at: root) }
            return report.violations.map { "\($0.location.line) \($0.message)" }
        }
        XCTAssertEqual(try findings("tapButton.isHidden = false"), [
            "9 Label every button with text, a symbol or both: “tap”",
            "14 Label every button with text, a symbol or both: “ic_github”",
        ])
        XCTAssertEqual(try findings("tapButton.accessibilityLabel = \"Open\""), [
            "14 Label every button with text, a symbol or both: “ic_github”",
        ])
    }
}
