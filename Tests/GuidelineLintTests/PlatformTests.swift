import Foundation
import GuidelineKit
import GuidelineLint
import XCTest

/// macOS, watchOS and visionOS code is left to their platforms' guidelines: their bundles and their AppKit code are not
/// judged by the iOS rules, while the iOS code beside them is.
final class PlatformTests: XCTestCase {
    func testMacOSAndWatchOSBundlesAndAppKitFilesAreNotJudged() throws {
        func plist(_ name: String, point: String, principal: String, mac: Bool) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>CFBundleDisplayName</key>
                <string>\(name)</string>
                \(mac ? "<key>LSMinimumSystemVersion</key>\n    <string>$(MACOSX_DEPLOYMENT_TARGET)</string>" : "")
                <key>NSExtension</key>
                <dict>
                    <key>NSExtensionPointIdentifier</key>
                    <string>\(point)</string>
                    <key>NSExtensionPrincipalClass</key>
                    <string>$(PRODUCT_MODULE_NAME).\(principal)</string>
                </dict>
            </dict>
            </plist>
            """
        }
        let menu = "final class Editor: NSObject { func show() { UIMenuController.shared.showMenu(from: view, rect: .zero) } }\n"
        let (report, root) = try Harness.lint([
            "App/Info.plist": "<plist version=\"1.0\"><dict><key>CFBundleDisplayName</key><string>Notes</string></dict></plist>",
            // A macOS share extension (an NSViewController) and action extension (no app name).
            "MacShare/Info.plist": plist("Share", point: "com.apple.share-services", principal: "ShareViewController", mac: true),
            "MacShare/ShareViewController.swift": "import Cocoa\n\nfinal class ShareViewController: NSViewController {}\n",
            "MacAction/Info.plist": plist("Clean Up", point: "com.apple.ui-services", principal: "ActionViewController", mac: true),
            // The same on iOS is judged.
            "Action/Info.plist": plist("Clean Up", point: "com.apple.ui-services", principal: "ActionViewController", mac: false),
            "Share/Info.plist": plist("Share", point: "com.apple.share-services", principal: "ShareViewController", mac: false),
            "Share/ShareViewController.swift": "import UIKit\n\nfinal class ShareViewController: UIViewController {\n    override func viewDidLoad() { view.addSubview(UITextView()) }\n}\n",
            // A watch app's screen.
            "Watch/Info.plist": "<plist version=\"1.0\"><dict><key>WKApplication</key><true/></dict></plist>",
            "Watch/HomeView.swift": "import SwiftUI\n\n" + menu,
            // Mac-only branches of iOS code.
            "App/Sounds.swift": """
                import SwiftUI

                struct SoundsView: View {
                    var body: some View {
                        if Current.isCatalyst {
                            Button("Open the sounds folder in the Finder") { openFolder() }
                        } else {
                            Button("Import sounds from iTunes File Sharing") { importSounds() }
                        }
                        #if targetEnvironment(macCatalyst)
                        Button("Reveal the library in the Finder now") { reveal() }
                        #endif
                        #if os(visionOS)
                        Button("Open the library in a window of its own") { openWindow() }
                        #endif
                        #if !targetEnvironment(macCatalyst)
                        Button("Sounds")
                        #else
                        Button("Show the sounds folder in a new window") { openFolder() }
                        #endif
                    }
                }
                """,
            // An AppKit file among iOS code, and the same code for UIKit.
            "App/MacMenu.swift": "import AppKit\n\n" + menu,
            "App/Menu.swift": "import UIKit\n\n" + menu,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(
            report.violations.map { "\($0.id) \($0.location.file.dropFirst(root.path.count + 1)):\($0.location.line)" },
            [
                "action-extension-app-name Action/Info.plist:4",
                "edit-menu-system App/Menu.swift:3",
                "button-title-concise App/Sounds.swift:8",
                "share-extension-compose-view Share/ShareViewController.swift:3",
            ])
    }
}
