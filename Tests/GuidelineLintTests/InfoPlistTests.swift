import Foundation
import XCTest

@testable import GuidelineLint

/// An Info.plist finding points at its key's line, found on the plist's bytes.
final class InfoPlistTests: XCTestCase {
    func testAKeyIsFoundAtItsLine() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>CFBundleDisplayName</key>
            \t<string>Écrire</string>
            \t<key>Multi
            </key><string>x</string><key>NSExtension</key>
            \t<dict>
            \t\t<key>NSExtensionPointIdentifier</key> <string>com.apple.share-services</string>
            \t\t<key>NSExtensionPrincipalClass</key><string>$(PRODUCT_MODULE_NAME).ShareViewController</string>
            \t</dict>
            </dict>
            </plist>

            """
        let plist = try InfoPlist.parse(path: "Share/Info.plist", data: Data(xml.utf8)).get()
        XCTAssertEqual(plist.displayName, "Écrire")
        XCTAssertEqual(plist.principalClass, "ShareViewController")
        // A key after another's end on its line (a line that once stopped the lint).
        XCTAssertEqual(plist.line(ofKey: "CFBundleDisplayName"), 4)
        XCTAssertEqual(plist.line(ofKey: "NSExtension"), 7)
        XCTAssertEqual(plist.line(ofKey: "NSExtensionPointIdentifier"), 9)
        XCTAssertEqual(plist.line(ofKey: "NSExtensionPrincipalClass"), 10)
        XCTAssertEqual(plist.line(ofKey: "Missing"), 1)
    }

    func testABinaryPlistHasNoKeyLines() throws {
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["CFBundleName": "App"], format: .binary, options: 0)
        let plist = try InfoPlist.parse(path: "App/Info.plist", data: data).get()
        XCTAssertEqual(plist.bundleName, "App")
        XCTAssertEqual(plist.line(ofKey: "CFBundleName"), 1)
    }
}
