import Foundation
@testable import GuidelineLint
import XCTest

/// What the tuning apps showed once rounds thirty-six and thirty-seven had been measured and
/// moved to tuning (issue 54): a `Settings.bundle`'s Info.plist names a bundle of resources, not
/// the app; a share extension that only hands the item to its app (a clear view, a request
/// handler, at most an error alert) has no interface that the system's compose view could
/// replace; a menu item whose sheet shows a document in a viewer asks for nothing; a symbol
/// stacked on a square has no border; a title that is the plain word an app's name writes
/// with capitals of its own (“Circles”, “CiRCLES”) names the screen's content.
final class RoundThirtySixPatternsTests: XCTestCase {
    func testASettingsBundleIsNotTheApp() throws {
        let settings = """
            import SwiftUI
            struct SettingsView: View {
                var body: some View {
                    NavigationStack {
                        Form {}
                            .navigationTitle("Settings")
                    }
                }
            }
            struct HomeView: View {
                var body: some View {
                    NavigationStack { List {}.navigationTitle("Pumpkin") }
                }
            }
            """
        let bundle = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>CFBundleName</key>
                <string>Settings</string>
                <key>CFBundlePackageType</key>
                <string>BNDL</string>
            </dict>
            </plist>
            """
        let files = [
            "App/Info.plist": Harness.plist(name: "Pumpkin"), "App/SettingsView.swift": settings,
            "App/Localizations/Settings.bundle/Info.plist": bundle,
        ]
        XCTAssertEqual(try Harness.found(files, rule: "toolbar-title-not-app-name"), ["App/SettingsView.swift:12"])
    }

    func testAShareExtensionWithoutAnInterfaceHasNoneToReplace() throws {
        let handOff = """
            import UIKit
            final class ShareViewController: UIViewController {
                override func loadView() {
                    let view = UIView()
                    view.backgroundColor = .clear
                    self.view = view
                }
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    guard let item = extensionContext?.inputItems.first else { return fail() }
                    _ = item
                    extensionContext?.completeRequest(returningItems: nil)
                }
                private func fail() {
                    let alert = UIAlertController(title: "Nothing to save", message: nil, preferredStyle: .alert)
                    present(alert, animated: true)
                }
            }
            """
        let handler = """
            import UIKit
            @objc(ShareHandler)
            final class ShareHandler: UIResponder, NSExtensionRequestHandling {
                func beginRequest(with context: NSExtensionContext) { context.completeRequest(returningItems: nil) }
            }
            """
        let form = """
            import UIKit
            final class ShareViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(UITextView())
                }
            }
            """
        let hosted = """
            import SwiftUI
            final class ShareViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let host = UIHostingController(rootView: Text("Saving…"))
                    addChild(host)
                }
            }
            """
        func found(_ code: String, principal: String = "ShareViewController") throws -> [String] {
            try Harness.found(
                [
                    "App/Info.plist": Harness.plist(name: "Notely"),
                    "Share/Info.plist": Harness.plist(name: "Notely", extensionPoint: "com.apple.share-services", principalClass: principal),
                    "Share/Controller.swift": code,
                ], rule: "share-extension-compose-view")
        }
        let spinner = """
            import UIKit
            final class ShareViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let activity = UIActivityIndicatorView(style: .large)
                    view.addSubview(activity)
                    _ = KeychainController()
                }
            }
            """
        let hostedSpinner = """
            import SwiftUI
            final class ShareViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let rootView = SavingView(items: [])
                    let host = UIHostingController(rootView: rootView)
                    addChild(host)
                    view.addSubview(host.view)
                }
            }
            struct SavingView: View {
                let items: [NSItemProvider]
                var body: some View {
                    ProgressView()
                        .task { await save() }
                }
                func save() async {}
            }
            """
        XCTAssertEqual(try found(handOff), [])
        // A spinner while the item is handed on, drawn by UIKit or by the SwiftUI view it hosts.
        XCTAssertEqual(try found(spinner), [])
        XCTAssertEqual(try found(hostedSpinner), [])
        XCTAssertEqual(try found(handler, principal: "ShareHandler"), [])
        // A form of its own, or a SwiftUI screen it hosts, is an interface the compose view could be.
        XCTAssertEqual(try found(form), ["Share/Controller.swift:2"])
        XCTAssertEqual(try found(hosted), ["Share/Controller.swift:2"])
    }

    func testAnItemWhoseSheetShowsADocumentAsksForNothing() throws {
        let view = """
            import SwiftUI
            struct LinkRow: View {
                @State private var showsPDF = false
                @State private var renaming = false
                var body: some View {
                    Text("Link")
                        .contextMenu {
                            Button { showsPDF.toggle() } label: { Label("PDF", systemImage: "doc") }
                            Button { renaming.toggle() } label: { Label("Rename", systemImage: "pencil") }
                        }
                        .sheet(isPresented: $showsPDF, content: {
                            PDFViewerView(url: nil) { showsPDF.toggle() }
                        })
                        .sheet(isPresented: $renaming, content: {
                            RenameForm()
                        })
                }
            }
            """
        let found = try Harness.found(["App/LinkRow.swift": view], rule: "menu-item-label-style")
        XCTAssertEqual(found, ["App/LinkRow.swift:9"])
    }

    func testASymbolStackedOnASquareHasNoBorder() throws {
        let view = """
            import SwiftUI
            struct Reader: View {
                var body: some View {
                    Text("Story")
                        .toolbar {
                            Button { } label: { Image(systemName: "square.and.arrow.down.on.square") }
                            Button { } label: { Image(systemName: "ellipsis.circle") }
                        }
                }
            }
            """
        XCTAssertEqual(try Harness.found(["App/Reader.swift": view], rule: "toolbar-borderless-symbols"), ["App/Reader.swift:7"])
    }

    /// “CiRCLES” is the app; “Circles”, the plain word, is the list of circles the screen shows.
    func testANameWithCapitalsOfItsOwnIsMatchedAsWritten() throws {
        let view = """
            import SwiftUI
            struct CatalogView: View {
                var body: some View {
                    NavigationStack { List {}.navigationTitle("Circles") }
                }
            }
            struct HomeView: View {
                var body: some View {
                    NavigationStack { List {}.navigationTitle("CiRCLES") }
                }
            }
            struct AboutView: View {
                var body: some View {
                    NavigationStack { List {}.navigationTitle("notely") }
                }
            }
            """
        let files = ["App/Info.plist": Harness.plist(name: "CiRCLES"), "App/Views.swift": view]
        XCTAssertEqual(try Harness.found(files, rule: "toolbar-title-not-app-name"), ["App/Views.swift:9"])
        // A plain name matches whatever its case.
        let plain = ["App/Info.plist": Harness.plist(name: "Notely"), "App/Views.swift": view]
        XCTAssertEqual(try Harness.found(plain, rule: "toolbar-title-not-app-name"), ["App/Views.swift:14"])
    }
}
