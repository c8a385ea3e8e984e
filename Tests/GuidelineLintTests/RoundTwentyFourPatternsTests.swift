import Foundation
import GuidelineKit
@_spi(Benchmarks) @testable import GuidelineLint
import XCTest

/// What the tuning apps showed once round twenty-three joined them (issue 54): toolbar wrappers
/// named for their placement, label views of an app's own, images an app declares, titles that
/// read the app's name, and SwiftUI's views named with their module.
final class RoundTwentyFourPatternsTests: XCTestCase {
    /// `LeadingToolbarItems { BackButton { dismiss() } }`: the wrapper's name says where its
    /// content goes, so a back button in it stands where the hidden system one did.
    func testBackButtonInAPlacementNamedWrapper() throws {
        let view = """
            import SwiftUI
            struct LeadingToolbarItems<Content: View>: ToolbarContent {
                @ViewBuilder var content: () -> Content
                var body: some ToolbarContent {
                    ToolbarItem(placement: .navigationBarLeading) { content() }
                }
            }
            struct BackButton: View {
                var action: () -> Void
                var body: some View { Button(action: action) { Image(systemName: "chevron.backward") } }
            }
            struct Detail: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    Text("Detail")
                        .navigationBarBackButtonHidden(true)
                        .toolbar {
                            LeadingToolbarItems {
                                BackButton { dismiss() }
                            }
                        }
                }
            }
            struct Shown: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    Text("Shown")
                        .toolbar {
                            TrailingToolbarGroup {
                                BackButton { dismiss() }
                            }
                        }
                }
            }
            """
        XCTAssertEqual(try Harness.found(["App/Detail.swift": view], rule: "toolbar-standard-back-close"), ["App/Detail.swift:19"])
    }

    /// A label view of the app's own (`ModernLabel`) titles a menu item, and an `if` that makes
    /// up the whole label gives a title in each branch; a note beside the title does not.
    func testLabelViewsAndEachBranchOfALabel() throws {
        let view = """
            import SwiftUI
            struct Row: View {
                @State var isFavorite = false
                @State var locked = false
                var body: some View {
                    Text("Row").contextMenu {
                        Button { isFavorite.toggle() } label: {
                            if isFavorite {
                                ModernLabel("Remove from favorites", systemImage: "heart.slash")
                            } else {
                                ModernLabel("Add to favorites", systemImage: "heart")
                            }
                        }
                        Button { locked.toggle() } label: {
                            Label("Quote", systemImage: "quote.bubble")
                            if locked {
                                Text("You are not allowed to quote this post")
                            }
                        }
                    }
                }
            }
            """
        XCTAssertEqual(
            try Harness.found(["App/Row.swift": view], rule: "menu-item-label-style"),
            ["App/Row.swift:9", "App/Row.swift:11"])
    }

    /// An item that shows a file importer asks which file, so its title ends with an ellipsis.
    func testFileImporterAsks() throws {
        let view = """
            import SwiftUI
            struct Files: View {
                @State private var importing = false
                var body: some View {
                    Menu {
                        Button("Import") { importing = true }
                        Button("Refresh") { }
                    } label: { Image(systemName: "plus") }
                    .fileImporter(isPresented: $importing, allowedContentTypes: [.item]) { _ in }
                }
            }
            """
        XCTAssertEqual(try Harness.found(["App/Files.swift": view], rule: "menu-item-label-style"), ["App/Files.swift:6"])
    }

    /// `String.chat.localized("clearMenuTitle")`: an app's own lookup reads the table the call
    /// names, so the title people see is judged.
    func testWrapperLookupInANamedTable() throws {
        let view = """
            import SwiftUI
            struct ChatMenu: View {
                var body: some View {
                    Menu {
                        Button(String.chat.localized("clearMenuTitle")) { }
                        Button(String.chat.localized("helpMenuTitle")) { }
                    } label: { Image(systemName: "ellipsis") }
                }
            }
            """
        let table = """
            "clearMenuTitle" = "Clear chat";
            "helpMenuTitle" = "Help";
            """
        XCTAssertEqual(
            try Harness.found(["App/ChatMenu.swift": view, "App/en.lproj/Chat.strings": table], rule: "menu-item-label-style"),
            ["App/ChatMenu.swift:5"])
    }

    /// Image-only buttons whose image is an app's own: a UIKit bar item of an identifier-like
    /// asset, a background image set through a constant, an image the app declares
    /// (`setImage(.cancel)`, `Image.sideMenu`), each with no label; a labelled one is fine.
    func testImagesTheAppDeclares() throws {
        let controller = """
            import UIKit
            extension UIImage {
                static let cancel = UIImage(named: "icon_cancel")!
            }
            final class BarController: UIViewController {
                let cancelButton = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(named: "nav_more"), style: .plain, target: nil, action: nil)
                    let labelled = UIBarButtonItem(image: UIImage(named: "nav_search"), style: .plain, target: nil, action: nil)
                    labelled.accessibilityLabel = "Search"
                    navigationItem.leftBarButtonItem = labelled
                    let menu = UIButton(frame: .zero)
                    let image = UIImage(named: "icMenu")
                    menu.setBackgroundImage(image?.withRenderingMode(.alwaysTemplate), for: .normal)
                    cancelButton.setImage(.cancel, for: .normal)
                }
            }
            """
        let view = """
            import SwiftUI
            struct Side: View {
                var body: some View {
                    Button { } label: {
                        Image.sideMenu
                            .resizable()
                            .frame(height: 24)
                    }
                }
            }
            """
        let files = [
            "App/BarController.swift": controller, "App/Side.swift": view,
            Harness.imageSet("sideMenu").0: Harness.imageSet("sideMenu").1,
        ]
        XCTAssertEqual(
            try Harness.found(files, rule: "button-has-label"),
            ["App/BarController.swift:6", "App/BarController.swift:9", "App/BarController.swift:13", "App/Side.swift:4"])
    }

    /// A title that reads the app's name from its bundle names the app; an action extension's
    /// screen should name it.
    func testTitleReadFromTheBundle() throws {
        let controller = """
            import UIKit
            final class HomeController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.title = Bundle.main.appName
                }
            }
            """
        let share = """
            import UIKit
            final class ShareController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Acme"
                }
            }
            """
        let files = [
            "App/Info.plist": Harness.plist(name: "Acme"), "App/HomeController.swift": controller,
            "Share/Info.plist": Harness.plist(name: "Acme", extensionPoint: "com.apple.ui-services"),
            "Share/ShareController.swift": share,
        ]
        XCTAssertEqual(try Harness.found(files, rule: "toolbar-title-not-app-name"), ["App/HomeController.swift:5"])
    }

    /// `SwiftUI.Button` is SwiftUI's button, named so where the app has a `Button` of its own.
    func testModuleQualifiedViews() throws {
        let view = """
            import SwiftUI
            struct Hierarchy: View {
                var clipboardIsEmpty: Bool
                var body: some View {
                    Text("Item").contextMenu {
                        SwiftUI.Button {
                        } label: {
                            SwiftUI.Label("Paste", systemImage: "doc.on.clipboard")
                        }.disabled(clipboardIsEmpty)
                    }
                }
            }
            """
        XCTAssertEqual(try Harness.found(["App/Hierarchy.swift": view], rule: "context-menu-hide-unavailable"), ["App/Hierarchy.swift:9"])
    }
}
