import Foundation
@testable import GuidelineLint
import XCTest

/// What the tuning apps' misses showed after round twenty-eight (issue 54): a property that many
/// view controllers declare under one name is, in each, that controller's own, and one a closure
/// called at once makes is read in that closure; `navigationBarItems(trailing: HStack { … })`
/// holds each control of the stack; a getter of one localized lookup is an accessor of its text;
/// a menu item named for the information it opens ("Player Info") asks for nothing more; what
/// only a developer's build or person sees (`if Environment.isDebug { … }`) is not judged.
final class OwnMembersAndStackedItemsTests: XCTestCase {
    private func found(_ files: [String: String], only rules: [String]) throws -> [String] {
        try Harness.found(files, only: rules)
    }

    /// `navigationItem.leftBarButtonItem = leftBarButtonItem`: the item the controller's own lazy
    /// property makes in a closure called at once, read there (its image held in a constant of the
    /// closure).
    func testABarItemMadeByAClosureCalledAtOnce() throws {
        let code = """
            import UIKit
            final class MediaListViewController: UIViewController {
                private lazy var leftBarButtonItem: UIBarButtonItem = {
                    let image = UIImage(systemName: "chevron.left", withConfiguration: UIImage.SymbolConfiguration(weight: .bold))
                    return UIBarButtonItem(image: image, style: .plain, target: self, action: #selector(backAction))
                }()
                private lazy var closeItem: UIBarButtonItem = { UIBarButtonItem(title: "Close", style: .plain, target: self, action: #selector(close)) }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.leftBarButtonItem = leftBarButtonItem
                    navigationItem.rightBarButtonItem = closeItem
                }
                @objc private func backAction() { navigationController?.popViewController(animated: true) }
                @objc private func close() { dismiss(animated: true) }
            }
            """
        // A closure that returns a variable of its property's name, or the property itself, leads
        // back to the property: read no further (it once recursed until the stack ran out).
        let circular = """
            import UIKit
            final class LoopViewController: UIViewController {
                private lazy var shareItem: UIBarButtonItem = {
                    var shareItem = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
                    return shareItem
                }()
                private lazy var other: UIBarButtonItem = { other }()
                override func viewDidLoad() {
                    navigationItem.leftBarButtonItems = [shareItem, other]
                }
            }
            """
        XCTAssertEqual(
            try found(["App/MediaListViewController.swift": code, "App/LoopViewController.swift": circular], only: ["toolbar-standard-back-close"]),
            ["toolbar-standard-back-close App/MediaListViewController.swift:5", "toolbar-standard-back-close App/MediaListViewController.swift:7"])
    }

    /// A bar item a computed property makes, which three other controllers declare too: in each,
    /// the controller's own (the project-wide name alone is ambiguous).
    func testABarItemPropertyIsTheControllersOwn() throws {
        func controller(_ name: String, symbol: String) -> String {
            """
            import UIKit
            final class \(name): UIViewController {
                private var leftItem: UIBarButtonItem {
                    UIBarButtonItem(image: UIImage(systemName: "\(symbol)"), style: .plain, target: self, action: #selector(backAction))
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.leftBarButtonItem = leftItem
                }
                @objc private func backAction() { navigationController?.popViewController(animated: true) }
            }
            """
        }
        let files = [
            "App/MediaListViewController.swift": controller("MediaListViewController", symbol: "chevron.left"),
            "App/ReceiptViewController.swift": controller("ReceiptViewController", symbol: "chevron.backward"),
            "App/PickerViewController.swift": controller("PickerViewController", symbol: "xmark"),
            "App/DestinationViewController.swift": controller("DestinationViewController", symbol: "xmark"),
        ]
        XCTAssertEqual(
            try found(files, only: ["toolbar-standard-back-close"]),
            [
                "toolbar-standard-back-close App/MediaListViewController.swift:8",
                "toolbar-standard-back-close App/ReceiptViewController.swift:8",
            ])
    }

    /// `.navigationBarItems(trailing: HStack { refreshButton; addButton })`: each control of the
    /// stack is an item of the bar, as in a `ToolbarItem`.
    func testAStackOfControlsGivenToNavigationBarItems() throws {
        let code = """
            import SwiftUI
            struct DreamCodeListView: View {
                @State private var sheet = false
                var body: some View {
                    List {}
                        .navigationBarItems(trailing:
                            HStack(spacing: 8) {
                                refreshButton
                                addButton
                            }
                        )
                }
                private var addButton: some View {
                    Button(action: { sheet = true }) {
                        Image(systemName: "plus.circle").imageScale(.large)
                    }
                    .buttonStyle(.plain)
                }
                private var refreshButton: some View {
                    Button(action: {}) { Image(systemName: "arrow.clockwise") }
                }
            }
            """
        XCTAssertEqual(
            try found(["App/DreamCodeListView.swift": code], only: ["toolbar-borderless-symbols"]),
            ["toolbar-borderless-symbols App/DreamCodeListView.swift:15"])
    }

    /// `Button(Localizations.closeTitle)`, whose text a getter of the project's gives
    /// (`static var closeTitle: String { NSLocalizedString("close.title", value: "Close", …) }`).
    func testATitleAGetterLooksUp() throws {
        let view = """
            import SwiftUI
            struct ProfileEditor: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    NavigationStack {
                        Text("Profile")
                            .toolbar {
                                ToolbarItem(placement: .topBarLeading) {
                                    Button(Localizations.closeTitle) { dismiss() }
                                }
                            }
                    }
                }
            }
            """
        let strings = """
            import Foundation
            enum Localizations {}
            extension Localizations {
                static var closeTitle: String {
                    NSLocalizedString("close.title", value: "Close", comment: "Title of a button to close a screen.")
                }
            }
            """
        XCTAssertEqual(
            try found(
                ["App/ProfileEditor.swift": view, "App/Localizations.swift": strings, "App/fr.lproj/Localizable.strings": "\"close.title\" = \"Fermer\";\n"],
                only: ["toolbar-standard-back-close"]),
            ["toolbar-standard-back-close App/ProfileEditor.swift:9"])
    }

    /// "Player Info" and "Connection Details" open what they name: no ellipsis. "Edit Details"
    /// opens a form to change them, and "Settings" is left as it was (readers split on it).
    func testItemsNamedForTheInformationTheyOpen() throws {
        let view = """
            import SwiftUI
            struct Player: View {
                @State private var sheet: Sheet?
                enum Sheet: Identifiable { case info, details, edit, settings; var id: Self { self } }
                var body: some View {
                    Text("Song")
                        .contextMenu {
                            Button("Player Info") { sheet = .info }
                            Button("Connection Details") { sheet = .details }
                            Button("Edit Details") { sheet = .edit }
                            Button("Settings") { sheet = .settings }
                        }
                        .sheet(item: $sheet) { _ in Text("Sheet") }
                }
            }
            """
        XCTAssertEqual(try Harness.found(["App/Player.swift": view], rule: "menu-item-label-style"), ["App/Player.swift:10", "App/Player.swift:11"])
    }

    /// Items behind a flag that names a developer's build or person are a developer's; a beta
    /// tester's, or a setting's, are not.
    func testItemsOnlyADevelopersBuildShows() throws {
        let view = """
            import SwiftUI
            struct AboutView: View {
                @AppStorage("debugModeEnabled") private var isDebugModeEnabled = false
                var body: some View {
                    Menu("More") {
                        if DirectConfig.isDebug {
                            Button("reset onboarding") {}
                        } else {
                            Button("send feedback") {}
                        }
                        if ServerProperties.isInternalUser { Button("crash the app") {} }
                        if AppInfo.isBeta { Button("beta feedback") {} }
                        if isDebugModeEnabled { Button("export logs") {} }
                    }
                }
            }
            """
        XCTAssertEqual(
            try Harness.found(["App/AboutView.swift": view], rule: "menu-item-label-style"),
            ["App/AboutView.swift:9", "App/AboutView.swift:12", "App/AboutView.swift:13"])
    }
}
