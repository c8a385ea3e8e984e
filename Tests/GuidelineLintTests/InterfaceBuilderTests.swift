import Foundation
import GuidelineKit
import GuidelineLint
import XCTest

/// Storyboards and xibs are read for the controls they declare; findings point at the element's
/// line, translations at their line in the storyboard's string table, and storyboard-based
/// extensions are found like code-based ones.
final class InterfaceBuilderTests: XCTestCase {
    private var roots: [URL] = []

    override func tearDown() {
        for root in roots { try? FileManager.default.removeItem(at: root) }
    }

    private func write(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hig-ib-\(UUID().uuidString)")
        roots.append(root)
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    private func lint(_ root: URL, cache: String? = nil) throws -> LintReport {
        var linter = Harness.linter()
        linter.cache = cache.map { LintCache(directory: $0) }
        return try linter.lint(paths: [root.path])
    }

    /// `rule path:line subject`, sorted as reported.
    private func found(_ report: LintReport, _ root: URL) -> [String] {
        report.violations.map {
            "\($0.id) \($0.location.file.dropFirst(root.path.count + 1)):\($0.location.line) \($0.message.split(separator: "“").last.map { "“" + $0 } ?? "")"
        }
    }

    /// A storyboard as Xcode writes it, with one scene whose view holds `view` and whose
    /// navigation item holds `navigation`, and `extra` scenes after it.
    static func storyboard(
        controller: String = "SettingsViewController", navigation: String, view: String, outlets: String = "",
        initial: Bool = true, extra: String = ""
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES"\(initial ? " initialViewController=\"vc1-aa-bbb\"" : "")>
            <scenes>
                <!--Settings-->
                <scene sceneID="sc1-aa-bbb">
                    <objects>
                        <viewController id="vc1-aa-bbb" customClass="\(controller)" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="vw1-aa-bbb">
                                <subviews>
        \(view)
                                </subviews>
                                <variation key="default">
                                    <mask key="subviews">
                                        <exclude reference="ex1-aa-bbb"/>
                                    </mask>
                                </variation>
                            </view>
        \(navigation)
                            <connections>
        \(outlets)
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-aa-bbb" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
        \(extra)
            </scenes>
        </document>
        """
    }

    static let settingsCode = """
        import UIKit

        final class SettingsViewController: UIViewController {
            @IBOutlet var retitledButton: UIButton!
            @IBOutlet var plainButton: UIButton!

            override func viewDidLoad() {
                super.viewDidLoad()
                retitledButton.setTitle(NSLocalizedString("retry", comment: ""), for: .normal)
            }

            @IBAction func share(_ sender: Any) {
                let controller = UIActivityViewController(activityItems: ["x"], applicationActivities: nil)
                controller.popoverPresentationController?.sourceView = view
                present(controller, animated: true)
            }

            @IBAction func close(_ sender: Any) { dismiss(animated: true) }
        }
        """

    func testControlsInAStoryboardAreJudgedAtTheirLines() throws {
        let view = """
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="bt1-aa-bbb">
                                    <state key="normal" title="Send this message to everyone you know"/>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="bt2-aa-bbb">
                                    <state key="normal" title="Try again with a longer placeholder title"/>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="bt3-aa-bbb">
                                    <state key="normal" title="Tap here to do one more thing"/>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="custom" id="bt4-aa-bbb">
                                    <state key="normal" image="icn_share-24"/>
                                    <connections>
                                        <action selector="close:" destination="vc1-aa-bbb" eventType="touchUpInside" id="ac4-aa-bbb"/>
                                    </connections>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="bt5-aa-bbb">
                                    <state key="normal" image="square.and.arrow.up" catalog="system"/>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="custom" id="bt9-aa-bbb">
                                    <state key="normal" image="deco_lock_icon"/>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="custom" id="bt6-aa-bbb">
                                    <state key="normal" image="close"/>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="custom" id="bt7-aa-bbb">
                                    <state key="normal" image="icn_more"/>
                                    <accessibility key="accessibilityConfiguration" label="More"/>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="bt8-aa-bbb">
                                    <state key="normal" title="Share"/>
                                    <connections>
                                        <action selector="share:" destination="vc1-aa-bbb" eventType="touchUpInside" id="ac1-aa-bbb"/>
                                    </connections>
                                </button>
                                <view contentMode="scaleToFill" id="ex1-aa-bbb">
                                    <subviews>
                                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="ex2-aa-bbb">
                                            <state key="normal" title="A button nobody will ever get to see"/>
                                        </button>
                                    </subviews>
                                </view>
                                <toolbar opaque="NO" contentMode="scaleToFill" id="tb1-aa-bbb">
                                    <items>
                                        <barButtonItem title="Edit" id="bi1-aa-bbb"/>
                                        <barButtonItem title="Move" id="bi2-aa-bbb"/>
                                        <barButtonItem style="plain" systemItem="flexibleSpace" id="bi3-aa-bbb"/>
                                        <barButtonItem image="ellipsis.circle" catalog="system" id="bi4-aa-bbb"/>
                                        <barButtonItem systemItem="trash" id="bi5-aa-bbb"/>
                                        <barButtonItem systemItem="add" id="bi6-aa-bbb"/>
                                        <barButtonItem title="Flag" id="bi7-aa-bbb"/>
                                    </items>
                                </toolbar>
            """
        let navigation = """
                            <navigationItem key="navigationItem" title="All of the settings you can change" id="ni1-aa-bbb">
                                <barButtonItem key="leftBarButtonItem" title="Close" id="bi8-aa-bbb">
                                    <connections>
                                        <action selector="close:" destination="vc1-aa-bbb" id="ac2-aa-bbb"/>
                                    </connections>
                                </barButtonItem>
                                <rightBarButtonItems>
                                    <barButtonItem style="done" systemItem="save" id="bi9-aa-bbb"/>
                                    <barButtonItem title="Share" id="bj1-aa-bbb">
                                        <connections>
                                            <action selector="share:" destination="vc1-aa-bbb" id="ac3-aa-bbb"/>
                                        </connections>
                                    </barButtonItem>
                                    <barButtonItem style="done" title="Apply" id="bj2-aa-bbb"/>
                                    <barButtonItem id="bj3-aa-bbb">
                                        <segmentedControl key="customView" opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" id="sg1-aa-bbb"/>
                                    </barButtonItem>
                                </rightBarButtonItems>
                            </navigationItem>
            """
        let outlets = """
                                <outlet property="retitledButton" destination="bt2-aa-bbb" id="ou1-aa-bbb"/>
                                <outlet property="plainButton" destination="bt3-aa-bbb" id="ou2-aa-bbb"/>
            """
        let board = Self.storyboard(navigation: navigation, view: view, outlets: outlets)
        let root = try write([
            "App/Base.lproj/Main.storyboard": board,
            "App/SettingsViewController.swift": Self.settingsCode,
        ])
        let report = try lint(root)
        let lines = board.split(separator: "\n", omittingEmptySubsequences: false)
        func line(_ id: String) -> Int { lines.firstIndex { $0.contains("id=\"\(id)\"") }! + 1 }
        let at = "App/Base.lproj/Main.storyboard:"
        XCTAssertEqual(
            Set(found(report, root)),
            [
                // A long title with no outlet, and one whose outlet the code never retitles.
                "button-title-concise \(at)\(line("bt1-aa-bbb")) “Send this message to everyone you know” — 7 words; at most 5 (max-words)",
                "button-title-concise \(at)\(line("bt3-aa-bbb")) “Tap here to do one more thing” — 7 words; at most 5 (max-words)",
                // An image named like an identifier and nothing else for VoiceOver.
                "button-has-label \(at)\(line("bt4-aa-bbb")) “icn_share-24”",
                // A text control whose action opens a share sheet: the button and the bar item.
                "share-button-system \(at)\(line("bt8-aa-bbb")) “Share”",
                "share-button-system \(at)\(line("bj1-aa-bbb")) “Share”",
                "toolbar-prefer-symbols \(at)\(line("bj1-aa-bbb")) “Share”",
                "toolbar-title-short \(at)\(line("ni1-aa-bbb")) “All of the settings you can change” — 7 words; at most 4 (max-words)",
                "toolbar-item-count \(at)\(line("tb1-aa-bbb")) “<toolbar id=\"tb1-aa-bbb\">” — 6 items; at most 5 (max-items)",
                "toolbar-space-text-items \(at)\(line("bi2-aa-bbb")) “Move”",
                "toolbar-space-text-items \(at)\(line("bj2-aa-bbb")) “Apply”",
                "toolbar-borderless-symbols \(at)\(line("bi4-aa-bbb")) “ellipsis.circle”",
                "toolbar-standard-back-close \(at)\(line("bi8-aa-bbb")) “Close”",
                // The second prominent item of the navigation bar's trailing side.
                "toolbar-one-prominent \(at)\(line("bj2-aa-bbb")) “Apply”",
                "toolbar-no-segmented-control \(at)\(line("sg1-aa-bbb")) “<segmentedControl key=\"customView\" id=\"sg1-aa-bbb\">”",
            ])
        let segmented = try XCTUnwrap(report.violations.first { $0.id == "toolbar-no-segmented-control" })
        XCTAssertTrue(segmented.sourceLine?.contains("<segmentedControl key=\"customView\"") == true, segmented.sourceLine ?? "")
        let share = try XCTUnwrap(report.violations.first { $0.id == "share-button-system" })
        XCTAssertEqual(share.notes.map(\.location.line), [12])  // SettingsViewController.share
        XCTAssertTrue(report.problems.isEmpty, "\(report.problems)")
    }

    /// A segmented control in a navigation item's title view is a segmented control in the bar.
    func testASegmentedControlAsANavigationItemsTitleView() throws {
        let navigation = """
                            <navigationItem key="navigationItem" id="ni1-aa-bbb">
                                <segmentedControl key="titleView" opaque="NO" contentMode="scaleToFill" segmentControlStyle="bar" selectedSegmentIndex="0" id="sg2-aa-bbb">
                                    <rect key="frame" x="100" y="6" width="175" height="32"/>
                                    <segments>
                                        <segment title="All"/>
                                        <segment title="Unread"/>
                                    </segments>
                                </segmentedControl>
                            </navigationItem>
            """
        let view = """
                                    <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" id="sg3-aa-bbb">
                                        <rect key="frame" x="16" y="100" width="343" height="32"/>
                                        <segments>
                                            <segment title="List"/>
                                            <segment title="Grid"/>
                                        </segments>
                                    </segmentedControl>
            """
        let text = Self.storyboard(navigation: navigation, view: view)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = lines.firstIndex { $0.contains("id=\"sg2-aa-bbb\"") }! + 1
        let root = try write([
            "App/Base.lproj/Main.storyboard": text,
            "App/SettingsViewController.swift": "final class SettingsViewController: UIViewController {}\n",
        ])
        // The one in the content, below the bar, passes.
        XCTAssertEqual(
            found(try lint(root), root),
            ["toolbar-no-segmented-control App/Base.lproj/Main.storyboard:\(line) “<segmentedControl key=\"titleView\" id=\"sg2-aa-bbb\">”"])
    }

    func testATitleTheControllerSetsInCodeIsAPlaceholder() throws {
        let navigation = """
                            <navigationItem key="navigationItem" title="Placeholder title for the settings screen" id="ni1-aa-bbb"/>
            """
        let code = """
            final class SettingsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = NSLocalizedString("settings", comment: "")
                }
            }
            """
        let root = try write([
            "App/Base.lproj/Main.storyboard": Self.storyboard(navigation: navigation, view: ""),
            "App/SettingsViewController.swift": code,
        ])
        XCTAssertEqual(found(try lint(root), root), [])
        // The same storyboard with a controller that leaves the title alone is judged.
        try Data("final class SettingsViewController: UIViewController {}\n".utf8).write(
            to: root.appendingPathComponent("App/SettingsViewController.swift"))
        XCTAssertEqual(found(try lint(root), root).map { $0.prefix(20) }, ["toolbar-title-short "])
    }

    func testATranslationOfAStoryboardIsJudgedAtItsLine() throws {
        let view = """
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="bt1-aa-bbb">
                                    <state key="normal" title="Send"/>
                                </button>
            """
        let navigation = """
                            <navigationItem key="navigationItem" title="Inbox" id="ni1-aa-bbb"/>
            """
        let root = try write([
            "App/Base.lproj/Main.storyboard": Self.storyboard(navigation: navigation, view: view),
            "App/SettingsViewController.swift": "final class SettingsViewController: UIViewController {}\n",
            "App/de.lproj/Main.strings": """

                /* Class = "UIButton"; normalTitle = "Send"; ObjectID = "bt1-aa-bbb"; */
                "bt1-aa-bbb.normalTitle" = "Diese Nachricht jetzt an alle senden";
                /* Class = "UINavigationItem"; title = "Inbox"; ObjectID = "ni1-aa-bbb"; */
                "ni1-aa-bbb.title" = "Postbote";
                """,
            "App/fr.lproj/Main.strings": "\"bt1-aa-bbb.normalTitle\" = \"Envoyer\";\n",
            "App/Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>CFBundleDisplayName</key><string>Postbote</string></dict></plist>
                """,
        ])
        let report = try lint(root)
        // The German button takes six words, which is no fault of a translation (a word limit is
        // for the development language); the German screen title is the app's name.
        XCTAssertEqual(
            found(report, root),
            ["toolbar-title-not-app-name App/de.lproj/Main.strings:5 “Postbote”; leave the name out"])
        let finding = try XCTUnwrap(report.violations.first)
        XCTAssertTrue(finding.message.hasSuffix("— de text: contains “Postbote”; leave the name out"), finding.message)
        XCTAssertEqual(finding.sourceLine, "\"ni1-aa-bbb.title\" = \"Postbote\";")
        XCTAssertEqual(finding.notes.map { $0.location.file.hasSuffix("Main.storyboard") }, [true])
    }

    func testAStoryboardBasedShareExtensionIsFoundByItsInitialViewController() throws {
        let segueScene = """
                    <scene sceneID="sc2-aa-bbb">
                        <objects>
                            <viewController id="vc2-aa-bbb" customClass="PickerViewController" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
            """
        let board = Self.storyboard(
            controller: "ShareViewController", navigation: "", view: "",
            outlets: """
                                <segue destination="vc2-aa-bbb" kind="presentation" identifier="pick" id="sq1-aa-bbb"/>
                """, extra: segueScene)
        let root = try write([
            "Share/Base.lproj/MainInterface.storyboard": board,
            "Share/Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                    <key>CFBundleDisplayName</key>
                    <string>Save to App</string>
                    <key>NSExtension</key>
                    <dict>
                        <key>NSExtensionMainStoryboard</key>
                        <string>MainInterface</string>
                        <key>NSExtensionPointIdentifier</key>
                        <string>com.apple.share-services</string>
                    </dict>
                </dict>
                </plist>
                """,
            "Share/ShareViewController.swift": "import UIKit\n\nfinal class ShareViewController: UIViewController {}\n",
            "App/Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>CFBundleDisplayName</key><string>App</string></dict></plist>
                """,
        ])
        let report = try lint(root)
        let segueLine = board.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("sq1-aa-bbb") }! + 1
        XCTAssertEqual(
            found(report, root),
            [
                "extension-no-modal Share/Base.lproj/MainInterface.storyboard:\(segueLine) “segue kind=\"presentation\"” — presented over the Save to App extension",
                "share-extension-compose-view Share/ShareViewController.swift:3 “ShareViewController: UIViewController”",
            ])
    }

    func testMalformedAndAppKitDocuments() throws {
        let root = try write([
            "App/Broken.xib": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                    <objects>
                        <button id="a" title="x &nbsp; y"/>
                    </objects>
                </document>
                """,
            "App/Unclosed.storyboard": "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n<scenes>\n",
            "App/NotIB.xib": "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"/>\n",
            "App/Mismatched.xib": "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <objects>\n  </document>\n",
            // An attribute given twice, among a few or among many (where they are kept in a set).
            "App/Twice.xib": "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <button id=\"a\" title=\"x\" id=\"b\"/>\n</document>\n",
            "App/TwiceAmongMany.xib": "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <button"
                + (1...40).map { " a\($0)=\"\($0)\"" }.joined() + " a33=\"again\"/>\n</document>\n",
            "App/Deep.xib": "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">"
                + String(repeating: "<view>", count: 300) + String(repeating: "</view>", count: 300) + "</document>",
            // Entities, a comment, CDATA and a DOCTYPE are read as XML has them.
            "App/Good.xib": """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE document>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                    <!-- a comment with <button> inside -->
                    <objects>
                        <button id="g1"><state key="normal" title="Save &amp; share &#x201C;this&#8221; with all &lt;friends&gt;"/></button>
                        <textView id="t1"><string key="text"><![CDATA[<not a tag>]]></string></textView>
                    </objects>
                </document>
                """,
            "Mac/Window.xib": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                    <objects>
                        <button id="b1"><buttonCell key="cell" title="A title far too long for any button here"/></button>
                        <button id="b2"/>
                    </objects>
                </document>
                """,
        ])
        let report = try lint(root)
        // The AppKit window is macOS's business.
        XCTAssertEqual(report.violations.map(\.id), ["button-title-concise"])
        XCTAssertEqual(report.violations.first?.location.line, 6)
        XCTAssertTrue(
            report.violations.first?.message.hasSuffix("“Save & share “this” with all <friends>” — 6 words; at most 5 (max-words)") == true,
            report.violations.first?.message ?? "")
        XCTAssertEqual(
            report.problems.map { "\($0.id) \($0.location.file.dropFirst(root.path.count + 1)):\($0.location.line):\($0.location.column) \($0.message)" },
            [
                "bad-interface App/Broken.xib:4:33 unknown entity &nbsp;; Interface Builder writes well-formed XML, so open and save the file in Xcode",
                "bad-interface App/Deep.xib:1:1591 elements nested deeper than 256; Interface Builder writes well-formed XML, so open and save the file in Xcode",
                "bad-interface App/Mismatched.xib:3:14 </document> closes <objects> (line 2); Interface Builder writes well-formed XML, so open and save the file in Xcode",
                "bad-interface App/NotIB.xib:2:1 is not an Interface Builder document (no <document type=…>); not linted",
                "bad-interface App/Twice.xib:2:3 attribute id given twice; Interface Builder writes well-formed XML, so open and save the file in Xcode",
                "bad-interface App/TwiceAmongMany.xib:2:3 attribute a33 given twice; Interface Builder writes well-formed XML, so open and save the file in Xcode",
                "bad-interface App/Unclosed.storyboard:3:1 the file ends before </scenes>; Interface Builder writes well-formed XML, so open and save the file in Xcode",
            ])
    }

    func testEditingAStoryboardChangesACachedReport() throws {
        let view = """
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="bt1-aa-bbb">
                                    <state key="normal" title="Send"/>
                                </button>
            """
        let root = try write([
            "App/Base.lproj/Main.storyboard": Self.storyboard(navigation: "", view: view),
            "App/SettingsViewController.swift": "final class SettingsViewController: UIViewController {}\n",
        ])
        let cache = root.appendingPathComponent("cache").path
        XCTAssertEqual(found(try lint(root, cache: cache), root), [])
        let longer = Self.storyboard(navigation: "", view: view.replacingOccurrences(of: "\"Send\"", with: "\"Send it to all of them now\""))
        try Data(longer.utf8).write(to: root.appendingPathComponent("App/Base.lproj/Main.storyboard"))
        let cached = try lint(root, cache: cache)
        XCTAssertEqual(found(cached, root).count, 1)
        XCTAssertEqual(found(cached, root), found(try lint(root), root))
    }

    /// An extension whose storyboard view is empty and whose code presents nothing hands its
    /// item on without an interface: nothing to compose. A plist in `Supporting Files` speaks
    /// for the extension's folder.
    func testAShareExtensionWithoutAnInterfaceOfItsOwn() throws {
        func board(_ controller: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="vc1-aa-bbb">
                <scenes>
                    <scene sceneID="sc1-aa-bbb">
                        <objects>
                            <viewController id="vc1-aa-bbb" customClass="\(controller)" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="vw1-aa-bbb"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        }
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>NSExtension</key><dict>
            <key>NSExtensionMainStoryboard</key><string>MainInterface</string>
            <key>NSExtensionPointIdentifier</key><string>com.apple.share-services</string>
            </dict></dict></plist>
            """
        let root = try write([
            "Import/Supporting Files/Info.plist": plist,
            "Import/Base.lproj/MainInterface.storyboard": board("ImportViewController"),
            "Import/ImportViewController.swift": """
                final class ImportViewController: UIViewController {
                    override func viewWillAppear(_ animated: Bool) { copyToAppGroupAndOpenApp() }
                }
                """,
            "Compose/Supporting Files/Info.plist": plist,
            "Compose/Base.lproj/MainInterface.storyboard": board("PresentingViewController"),
            "Compose/PresentingViewController.swift": """
                final class PresentingViewController: UIViewController {
                    override func viewDidAppear(_ animated: Bool) { present(NoteEditorViewController(), animated: true) }
                }
                """,
        ])
        let report = try lint(root)
        XCTAssertEqual(
            found(report, root).filter { $0.hasPrefix("share-extension-compose-view") },
            ["share-extension-compose-view Compose/PresentingViewController.swift:1 “PresentingViewController: UIViewController”"])
        // What the empty stand-in presents is the extension's interface, not a modal above it.
        XCTAssertEqual(found(report, root).filter { $0.hasPrefix("extension-no-modal") }, [])
    }

    /// An outlet held by a class whose superclass the project's Swift doesn't show (Objective-C)
    /// may be labelled there: the button is a placeholder.
    func testAnOutletIntoUnseenSuperclassCodeIsAPlaceholder() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ComposerView">
                        <connections>
                            <outlet property="attachButton" destination="bt1-aa-bbb" id="ou1-aa-bbb"/>
                        </connections>
                    </placeholder>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="custom" id="bt1-aa-bbb">
                        <state key="normal" image="attach_icon_24"/>
                        <connections>
                            <action selector="attach:" destination="-1" eventType="touchUpInside" id="ac1-aa-bbb"/>
                        </connections>
                    </button>
                </objects>
            </document>
            """
        func findings(superclass: String) throws -> [String] {
            let root = try write([
                "App/ComposerView.xib": xib,
                "App/ComposerView.swift": "final class ComposerView: \(superclass) {\n    @IBOutlet var attachButton: UIButton!\n}\n",
            ])
            return found(try lint(root), root)
        }
        XCTAssertEqual(try findings(superclass: "MXKComposerView"), [])
        // A class written in Objective-C that Swift only extends.
        let root = try write([
            "App/ComposerView.xib": xib,
            "App/ComposerView+Swift.swift": "extension ComposerView {\n    func focus() {}\n}\n",
        ])
        XCTAssertEqual(found(try lint(root), root), [])
        XCTAssertEqual(try findings(superclass: "UIView"), ["button-has-label App/ComposerView.xib:9 “attach_icon_24”"])
    }

    /// Menus built in Interface Builder (`<menu key="menu">` with `<command>` children, as Xcode
    /// writes them for UIKit buttons and bar button items) are judged like menus in code.
    func testMenusOfButtonsAndBarItems() throws {
        func commands(_ titles: [String], on: Set<String> = []) -> String {
            titles.map { "<command title=\"\($0)\"\(on.contains($0) ? " state=\"on\"" : "") id=\"c-\($0)\"/>" }
                .joined(separator: "\n")
        }
        let view = """
            <button opaque="NO" contentMode="scaleToFill" showsMenuAsPrimaryAction="YES" buttonType="system" id="pd1-aa-bbb">
                <menu key="menu" id="mn1-aa-bbb">
                    <children>
            \(commands(["Rename", "Duplicate"]))
                    </children>
                </menu>
                <state key="normal" title="Actions"/>
            </button>
            <button opaque="NO" contentMode="scaleToFill" showsMenuAsPrimaryAction="YES" buttonType="system" id="pd2-aa-bbb">
                <menu key="menu" id="mn2-aa-bbb">
                    <children>
            \(commands(["Archive"]))
                    </children>
                </menu>
                <state key="normal" title="More"/>
            </button>
            <button opaque="NO" contentMode="scaleToFill" showsMenuAsPrimaryAction="YES" buttonType="system" id="pd3-aa-bbb">
                <menu key="menu" id="mn3-aa-bbb">
                    <children>
            \(commands(["Print"]))
                        <deferredMenuElement id="df1-aa-bbb"/>
                    </children>
                </menu>
                <state key="normal" title="Output"/>
            </button>
            <button opaque="NO" contentMode="scaleToFill" showsMenuAsPrimaryAction="YES" changesSelectionAsPrimaryAction="YES" buttonType="system" id="pu1-aa-bbb">
                <menu key="menu" id="mn4-aa-bbb">
                    <children>
            \(commands(["Name", "Date", "Size"], on: ["Name", "Size"]))
                        <menu title="Sections" id="mn5-aa-bbb">
                            <menuOptions key="options" displayInline="YES"/>
                            <children>
            \(commands(["Ascending", "Descending"]))
                            </children>
                        </menu>
                        <menu title="More Orders" id="mn6-aa-bbb">
                            <children>
            \(commands(["Kind", "Tags"]))
                            </children>
                        </menu>
                    </children>
                </menu>
                <state key="normal" title="Sort"/>
            </button>
            """
        let deep = """
            <menu title="Level One" id="lv1-aa-bbb">
                <children>
                    <menu title="Level Two" id="lv2-aa-bbb">
                        <children>
                            <menu title="Level Three" id="lv3-aa-bbb">
                                <children>
            \(commands(["Deepest"]))
                                </children>
                            </menu>
                        </children>
                    </menu>
                </children>
            </menu>
            """
        let navigation = """
            <navigationItem key="navigationItem" title="Files" id="ni1-aa-bbb">
                <rightBarButtonItems>
                    <barButtonItem image="ellipsis" catalog="system" id="bm1-aa-bbb">
                        <menu key="menu" id="mn7-aa-bbb">
                            <children>
            \(commands((1...13).map { "Option \($0)" }))
            \(deep)
                            </children>
                        </menu>
                    </barButtonItem>
                </rightBarButtonItems>
            </navigationItem>
            """
        let text = Self.storyboard(navigation: navigation, view: view)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func line(_ id: String) -> Int { lines.firstIndex { $0.contains("id=\"\(id)\"") }! + 1 }
        let root = try write([
            "App/Base.lproj/Main.storyboard": text,
            "App/SettingsViewController.swift": "final class SettingsViewController: UIViewController {}\n",
        ])
        func lineOf(_ finding: String) -> Int { Int(finding.split(separator: ":")[1].prefix { $0 != " " })! }
        XCTAssertEqual(
            found(try lint(root), root),
            [
                "pull-down-min-items App/Base.lproj/Main.storyboard:\(line("mn1-aa-bbb")) “<menu key=\"menu\" id=\"mn1-aa-bbb\">” — 2 items; at least 3 (min-items)",
                "pull-down-min-items App/Base.lproj/Main.storyboard:\(line("mn2-aa-bbb")) “<menu key=\"menu\" id=\"mn2-aa-bbb\">” — 1 item; at least 3 (min-items)",
                "popup-single-selection App/Base.lproj/Main.storyboard:\(line("c-Size")) “Size”",
                "popup-no-submenus App/Base.lproj/Main.storyboard:\(line("mn6-aa-bbb")) “More Orders”",
                "menu-length App/Base.lproj/Main.storyboard:\(line("mn7-aa-bbb")) “<menu key=\"menu\" id=\"mn7-aa-bbb\">” — 14 items; at most 12 (max-items)",
                "menu-submenu-depth App/Base.lproj/Main.storyboard:\(line("lv3-aa-bbb")) “Level Three”",
            ].sorted { lineOf($0) < lineOf($1) })

        // A menu that code replaces (an outlet whose `.menu` is set) is a placeholder.
        let outlets = #"<outlet property="actionsButton" destination="pd1-aa-bbb" id="ou1-aa-bbb"/>"#
        let replaced = try write([
            "App/Base.lproj/Main.storyboard": Self.storyboard(navigation: "", view: view, outlets: outlets),
            "App/SettingsViewController.swift": """
                final class SettingsViewController: UIViewController {
                    @IBOutlet var actionsButton: UIButton!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        actionsButton.menu = UIMenu(children: makeActions())
                    }
                }

                """,
        ])
        XCTAssertEqual(found(try lint(replaced), replaced).filter { $0.hasPrefix("pull-down-min-items") }.count, 1)
    }
}
