import Foundation
import GuidelineKit
import GuidelineLint
import XCTest

/// Ways real apps write what the rules look for, found on the tuning apps while round twelve of
/// held-out apps was judged blind (issue 54).
final class RoundTwelvePatternsTests: XCTestCase {
    private func found(_ files: [String: String], only rules: [String]) throws -> [String] {
        try Harness.found(files, only: rules)
    }

    /// A test builds the app's menus to exercise them; no one using the app sees it.
    func testTestCodeIsNotJudged() throws {
        let menu = """
            func makeMenu() -> UIMenu {
                UIMenu(children: [UIAction(title: "delete the item") { _ in }])
            }
            """
        for header in ["import XCTest\n@testable import App\n", "// Tests\nimport Testing\n", "import struct XCTest.XCTestCase\n"] {
            XCTAssertEqual(try found(["AppTests/MenuTests.swift": header + menu], only: ["menu-item-label-style"]), [], header)
        }
        // The same code in the app, or a file that only mentions a test framework later, is judged.
        XCTAssertEqual(
            try found(["App/Menu.swift": "import UIKit\n" + menu], only: ["menu-item-label-style"]),
            ["menu-item-label-style App/Menu.swift:3"])
        XCTAssertEqual(
            try found(["App/Menu.swift": "import UIKit\n" + menu + "\n// import XCTest\n"], only: ["menu-item-label-style"]),
            ["menu-item-label-style App/Menu.swift:3"])
    }
}

extension RoundTwelvePatternsTests {
    /// A symbol's name from a function of the project that returns it, as apps adapting to
    /// iOS 26 write it: `ellipsis` there, `ellipsis.circle` before (Delta Chat's
    /// `.ellipsisNavigation()`), in a UIKit bar item and a SwiftUI toolbar.
    func testASymbolNameReturnedByAFunctionElsewhere() throws {
        let files = [
            "Core/String+Symbols.swift": """
                extension String {
                    static func ellipsisNavigation() -> String {
                        if #available(iOS 26.0, *) {
                            return "ellipsis"
                        } else {
                            return "ellipsis.circle"
                        }
                    }
                    static func plainShare() -> String { "square.and.arrow.up" }
                    static func greeting() -> String { return "Hello there" }
                }
                """,
            "App/ProfileViewController.swift": """
                final class ProfileViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let more = UIBarButtonItem(image: UIImage(systemName: .ellipsisNavigation()), menu: moreMenu())
                        let share = UIBarButtonItem(image: UIImage(systemName: .plainShare()), style: .plain, target: nil, action: nil)
                        navigationItem.rightBarButtonItems = [more, share]
                    }
                }
                """,
            "App/ListView.swift": """
                struct ListView: View {
                    var body: some View {
                        List {}
                            .toolbar {
                                ToolbarItem(placement: .topBarTrailing) {
                                    Menu { options } label: { Image(systemName: .ellipsisNavigation()) }
                                }
                            }
                    }
                }
                """,
        ]
        XCTAssertEqual(
            try found(files, only: ["toolbar-borderless-symbols"]),
            [
                "toolbar-borderless-symbols App/ListView.swift:6",
                "toolbar-borderless-symbols App/ProfileViewController.swift:4",
            ])
    }
}

extension RoundTwelvePatternsTests {
    /// Xcode writes `LSMinimumSystemVersion` into a SwiftUI app that builds for iOS and the Mac
    /// alike; its `UI…` keys say it runs on iOS, so its code is judged (swift-paperless). A Mac
    /// app's plist, with no such key, still leaves its folder alone.
    func testAMultiplatformAppIsJudgedAsAnIOSApp() throws {
        func plist(_ iOSKeys: Bool) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>LSMinimumSystemVersion</key>
                <string>14.0</string>
                \(iOSKeys ? "<key>UIApplicationSceneManifest</key>\n    <dict><key>UIApplicationSupportsMultipleScenes</key><true/></dict>" : "")
            </dict>
            </plist>
            """
        }
        let view = """
            struct MetadataView: View {
                var body: some View {
                    Form {}
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) {
                                Button { dismiss() } label: { Image(systemName: "xmark.circle.fill") }
                            }
                        }
                }
            }
            """
        let files = [
            "Both/Info.plist": plist(true), "Both/MetadataView.swift": view,
            "Mac/Info.plist": plist(false), "Mac/MetadataView.swift": view,
        ]
        XCTAssertEqual(try found(files, only: ["toolbar-borderless-symbols"]), ["toolbar-borderless-symbols Both/MetadataView.swift:6"])
    }
}

extension RoundTwelvePatternsTests {
    /// A developer's menu under `#if DEBUG` never reaches a release build; its `#else` and a
    /// `#if DEBUG || BETA` clause do.
    func testDebugOnlyCodeIsNotJudged() throws {
        let code = """
            struct DocumentView: View {
                var body: some View {
                    Menu {
                        #if DEBUG
                        Button("Trigger many errors") { push() }
                        #elseif BETA
                        Button("Send beta feedback") { feedback() }
                        #else
                        Button("Send crash report") { report() }
                        #endif
                        #if DEBUG || BETA
                        Button("Force offline mode") { offline() }
                        #endif
                    } label: { Text("More") }
                }
            }
            """
        XCTAssertEqual(
            try found(["App/DocumentView.swift": code], only: ["menu-item-label-style"]),
            [
                "menu-item-label-style App/DocumentView.swift:7", "menu-item-label-style App/DocumentView.swift:9",
                "menu-item-label-style App/DocumentView.swift:12",
            ])
    }
}

extension RoundTwelvePatternsTests {
    /// A button made in the same body and shown as a left item (`UIBarButtonItem(customView:)`)
    /// draws the image it is given; an asset named after a left arrow is a back image too (IVPN).
    func testABackButtonInACustomView() throws {
        let code = """
            final class SelectPlanViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if selectingPlan {
                        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", style: .plain, target: self, action: #selector(close))
                    } else {
                        let button = UIButton(type: .system)
                        button.setImage(UIImage(named: "icon-arrow-left"), for: .normal)
                        button.addTarget(self, action: #selector(back), for: .touchUpInside)
                        navigationItem.leftBarButtonItem = UIBarButtonItem(customView: button)
                    }
                    let more = UIButton(type: .system)
                    more.setImage(UIImage(systemName: "ellipsis.circle"), for: .normal)
                    navigationItem.rightBarButtonItem = UIBarButtonItem(customView: more)
                    let chevron = UIButton.systemButton(with: UIImage(systemName: "chevron.left")!, target: self, action: #selector(back))
                    toolbarItems = [UIBarButtonItem(customView: chevron)]
                }
            }
            """
        XCTAssertEqual(
            try found(["App/SelectPlanViewController.swift": code], only: ["toolbar-standard-back-close", "toolbar-borderless-symbols"]),
            ["toolbar-standard-back-close App/SelectPlanViewController.swift:10", "toolbar-borderless-symbols App/SelectPlanViewController.swift:13"])
    }
}
