import Foundation
import GuidelineKit
@_spi(Benchmarks) @testable import GuidelineLint
import XCTest

/// What the tuning apps showed once round twenty-four joined them (issue 54): UIKit buttons made
/// other ways than `UIButton(…)` with `setImage`, titles that say they only show something, an
/// alert's own fields, developer menus named so, the menu a navigation title opens, and a bar
/// item's controls in one stack.
final class RoundTwentyFivePatternsTests: XCTestCase {
    /// A button class of the app's, a bar item made with `.init(image:…)`, an image held in a
    /// property and flipped for right-to-left, a configuration's image, and a class made from an
    /// asset: each shows only an image named like an identifier. Each local `button` of a lazy
    /// property is its own, and a label given through the property, the image or `$0` counts.
    func testUIKitButtonsMadeOtherWays() throws {
        let code = """
            import UIKit
            class CircleButton: UIButton {}
            class IconButton: UIButton {
                init(imageResource: ImageResource) { super.init(frame: .zero) }
                required init?(coder: NSCoder) { nil }
            }
            enum Images { static let cartMinus = UIImage(named: "ic_cart_minus") }
            extension UIView { func then(_ body: (Self) -> Void) -> Self { body(self); return self } }
            final class Composer: UIViewController {
                private lazy var postButton: CircleButton = {
                    let button = CircleButton(type: .system)
                    button.setImage(UIImage(named: "icon_share")?.withRenderingMode(.alwaysTemplate), for: .normal)
                    return button
                }()
                private lazy var titledButton: UIButton = {
                    let button = UIButton(type: .system)
                    button.setImage(UIImage(named: "icon_send"), for: .normal)
                    button.setTitle("Send", for: .normal)
                    return button
                }()
                private lazy var labelledLater: UIButton = {
                    let button = UIButton(type: .custom)
                    button.setImage(UIImage(named: "ic_close"), for: .normal)
                    return button
                }()
                let backImage = UIImage(named: "NavbarBack")?.imageFlippedForRightToLeftLayoutDirection()
                private lazy var backButton: UIButton = {
                    let button = UIButton(type: .custom)
                    button.setImage(backImage, for: .normal)
                    return button
                }()
                let minusButton = UIButton().then {
                    var config = UIButton.Configuration.plain()
                    config.image = Images.cartMinus
                    $0.configuration = config
                }
                let namedMinus = UIButton().then {
                    var config = UIButton.Configuration.plain()
                    config.image = Images.cartMinus
                    $0.configuration = config
                    $0.accessibilityLabel = "Fewer"
                }
                let sendButton = IconButton(imageResource: .rDsend)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    labelledLater.accessibilityLabel = "Close"
                    navigationItem.leftBarButtonItem = .init(image: UIImage(named: "ReplyPanelClose"), style: .plain, target: nil, action: nil)
                    let image = UIImage(named: "NavCreateGroup")
                    image?.accessibilityLabel = "New Group"
                    navigationItem.rightBarButtonItem = UIBarButtonItem(image: image, style: .plain, target: nil, action: nil)
                }
            }
            """
        let (asset, contents) = Harness.imageSet("rDsend")
        XCTAssertEqual(
            try Harness.found(["App/Composer.swift": code, asset: contents], rule: "button-has-label"),
            ["App/Composer.swift:11", "App/Composer.swift:28", "App/Composer.swift:32", "App/Composer.swift:43", "App/Composer.swift:47"])
    }

    /// "Show Lyrics" presents a screen and asks for nothing; "Delete" only confirms in an alert,
    /// though another alert on the same view has a text field; "Rename" opens that one.
    func testShowingTitlesAndAnAlertsOwnFields() throws {
        let view = """
            import SwiftUI
            struct Song: View {
                @State private var showsLyrics = false
                @State private var confirmsDelete = false
                @State private var renames = false
                @State private var name = ""
                var body: some View {
                    Text("Song")
                        .contextMenu {
                            Button("Show Lyrics") { showsLyrics = true }
                            Button("Delete", role: .destructive) { confirmsDelete = true }
                            Button("Change Name") { renames = true }
                        }
                        .sheet(isPresented: $showsLyrics) { Text("Lyrics") }
                        .alert("New Name", isPresented: $renames) { TextField("Name", text: $name) }
                        .alert("Delete Song?", isPresented: $confirmsDelete) { Button("Delete", role: .destructive) {} }
                }
            }
            """
        XCTAssertEqual(try Harness.found(["App/Song.swift": view], rule: "menu-item-label-style"), ["App/Song.swift:12"])
    }

    /// A developer's menu file is a developer's screen wherever it lies; the menu a navigation
    /// title opens (`ToolbarTitleMenu`) is a menu whose items are judged.
    func testDeveloperMenuFilesAndTitleMenus() throws {
        let developer = """
            import SwiftUI
            struct DeveloperMenuView: View {
                var body: some View { Menu("Tools") { Button("reset onboarding") {} } }
            }
            """
        let list = """
            import SwiftUI
            struct ShoppingList: View {
                var body: some View {
                    Text("List")
                        .toolbar {
                            ToolbarTitleMenu {
                                Button("Edit shopping list") {}
                            }
                        }
                }
            }
            """
        XCTAssertEqual(
            try Harness.found(["App/Settings/DeveloperMenuView.swift": developer, "App/ShoppingList.swift": list], rule: "menu-item-label-style"),
            ["App/ShoppingList.swift:7"])
    }

    /// `ToolbarItem { HStack { refreshButton; addButton } }`: each control the stack holds, read
    /// through the view's properties, is a bar item.
    func testControlsOfAStackInOneBarItem() throws {
        let view = """
            import SwiftUI
            struct Codes: View {
                var body: some View {
                    List { Text("Code") }
                        .toolbar {
                            ToolbarItem(placement: .navigationBarTrailing) {
                                HStack(spacing: 8) {
                                    refreshButton
                                    addButton
                                }
                            }
                        }
                }
                private var addButton: some View {
                    Button(action: {}) { Image(systemName: "plus.circle") }
                }
                private var refreshButton: some View {
                    Button(action: {}) { Image(systemName: "arrow.clockwise") }
                }
            }
            """
        XCTAssertEqual(try Harness.found(["App/Codes.swift": view], rule: "toolbar-borderless-symbols"), ["App/Codes.swift:15"])
    }

    /// A text close item shown by a condition (`leading: displayClose ? Button("Close", …) : nil`)
    /// stands where the system's close item belongs; one that reads "Dismiss" (an editing form's
    /// Cancel, as often as a Close) is left alone.
    func testConditionalAndDismissCloseItems() throws {
        let view = """
            import SwiftUI
            struct Settings: View {
                var displayClose = true
                var body: some View {
                    Form { Text("Settings") }
                        .navigationBarItems(leading: displayClose ? Button("Close", action: hide) : nil)
                }
                func hide() {}
            }
            """
        let controller = """
            import UIKit
            final class Help: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Dismiss", style: .plain, target: self, action: #selector(close))
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(close))
                }
                @objc func close() { dismiss(animated: true) }
            }
            """
        XCTAssertEqual(
            try Harness.found(["App/Settings.swift": view, "App/Help.swift": controller], rule: "toolbar-standard-back-close"),
            ["App/Settings.swift:6"])
    }

    /// A button view of the app's own that takes its label as SwiftUI's does (`AsyncButton { … }
    /// label: { … }`) shows only what the label holds.
    func testOwnButtonViewsWithALabel() throws {
        let code = """
            import SwiftUI
            struct AsyncButton<Label: View>: View {
                var action: () async -> Void
                @ViewBuilder var label: () -> Label
                var body: some View { Button { Task { await action() } } label: { label() } }
            }
            struct Row: View {
                var body: some View {
                    AsyncButton {
                        await remove()
                    } label: {
                        Image("x24-close")
                    }
                    AsyncButton {
                        await remove()
                    } label: {
                        Label("Remove", image: "x24-close")
                    }
                }
                func remove() async {}
            }
            """
        XCTAssertEqual(try Harness.found(["App/Row.swift": code], rule: "button-has-label"), ["App/Row.swift:9"])
    }

    /// A view that only a `PreviewProvider` makes is never on screen: no rule judges it. A view
    /// the app makes as well is judged, and so is a generic one (`Row<Item>()` does not read as
    /// a construction of `Row`).
    func testViewsOnlyPreviewsShow() throws {
        let views = """
            import SwiftUI
            struct ExportView: View {
                var body: some View { Menu("More") { Button("Import from file") {} } }
            }
            struct ShownView: View {
                var body: some View { Menu("More") { Button("Import from file") {} } }
            }
            struct Row<Item>: View {
                var body: some View { Menu("More") { Button("Import from file") {} } }
            }
            struct ExportView_Previews: PreviewProvider {
                static var previews: some View { ExportView(); ShownView(); Row<Int>() }
            }
            """
        let root = """
            import SwiftUI
            struct RootView: View {
                var body: some View { ShownView() }
            }
            """
        XCTAssertEqual(
            try Harness.found(["App/Views.swift": views, "App/RootView.swift": root], rule: "menu-item-label-style"),
            ["App/Views.swift:6", "App/Views.swift:9"])
    }

    /// "Import Photos", "Choose Cover": verbs that ask for more (which file, which image) before
    /// they act, however the action gets there; "Select All" and "Add to Favorites" act at once,
    /// and "Report Post" may only confirm (its action is followed).
    func testVerbsThatAskForMore() throws {
        let view = """
            import SwiftUI
            struct Library: View {
                let model: LibraryModel
                var body: some View {
                    Menu("More") {
                        Button("Import Photos") { model.startImport() }
                        Button("Choose Cover") { model.pickCover() }
                        Button("Report Post") { model.report() }
                        Button("Select All") { model.selectAll() }
                        Button("Add to Favorites") { model.favorite() }
                    }
                }
            }
            """
        XCTAssertEqual(
            try Harness.found(["App/Library.swift": view], rule: "menu-item-label-style"),
            ["App/Library.swift:6", "App/Library.swift:7"])
    }

    /// "Open In New Tab": after a verb that takes no particle, "In" starts a place and stays lower
    /// case; "Log In" and "Zoom In" are verbs of two words.
    func testPrepositionsAfterVerbsWithoutParticles() {
        let options = MenuItemLabelStyleRule.Options()
        XCTAssertNotNil(MenuItemLabelStyleRule.problem("Open In New Tab", asksForInput: false, options))
        XCTAssertNotNil(MenuItemLabelStyleRule.problem("Show On Map", asksForInput: false, options))
        XCTAssertNil(MenuItemLabelStyleRule.problem("Open in New Tab", asksForInput: false, options))
        XCTAssertNil(MenuItemLabelStyleRule.problem("Log In With Passkey", asksForInput: false, options))
        XCTAssertNil(MenuItemLabelStyleRule.problem("Zoom In", asksForInput: false, options))
    }

    /// An asset named with a designer's prefix ("ico-close") reads as an identifier; a button
    /// class of the app's given an accessibility key beside its image is labelled.
    func testPrefixedAssetsAndAccessibilityArguments() throws {
        let code = """
            import UIKit
            class Button: UIButton {
                init(image: UIImage?, accessibilityKey: String? = nil) { super.init(frame: .zero) }
                required init?(coder: NSCoder) { nil }
            }
            final class Home: UIView {
                private let faqButton = Button(image: UIImage(named: "ic-faq"), accessibilityKey: "faq")
                private let listButton = Button(image: UIImage(named: "ic-list"))
                private let addButton = Button(image: UIImage(named: "add-reaction"))
            }
            """
        XCTAssertEqual(try Harness.found(["App/Home.swift": code], rule: "button-has-label"), ["App/Home.swift:8"])
        XCTAssertFalse(ButtonHasLabelRule.readsAsWords("ico-close"))
        XCTAssertTrue(ButtonHasLabelRule.readsAsWords("add-reaction"))
    }
}
