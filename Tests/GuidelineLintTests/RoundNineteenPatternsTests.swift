import Foundation
import GuidelineKit
@_spi(Benchmarks) @testable import GuidelineLint
import XCTest

/// Menu titles real apps show that the label-style check did not read, found on the apps of
/// rounds fifteen to eighteen once they moved to tuning, while round nineteen was judged blind
/// (issue 54): a submenu's title, a picker's options and its title in a menu, a menu bar's
/// commands, a title held in a local constant that chooses between two texts, a label made a
/// button by the app's own modifier, and a button type of the app's own.
final class RoundNineteenPatternsTests: XCTestCase {
    private func labelFindings(_ files: [String: String]) throws -> [(line: Int, message: String)] {
        let (report, root) = try Harness.lint(files.merging([".hig-activity.yml": "only: [menu-item-label-style]\n"]) { $1 })
        defer { try? FileManager.default.removeItem(at: root) }
        return report.violations.filter { $0.id == "menu-item-label-style" }
            .sorted { ($0.location.file, $0.location.line) < ($1.location.file, $1.location.line) }
            .map { ($0.location.line, $0.message) }
    }

    /// What a SwiftUI menu shows: a nested menu's title, a `.menu` picker's title and its
    /// options. An inline picker's title does not show, nor does the top-level menu's (a
    /// pull-down button's title, not an item), and a submenu's title asks for nothing (its
    /// items do), so "Share" opening a submenu needs no ellipsis.
    func testSubmenuAndPickerTitlesInAMenuAreItems() throws {
        let found = try labelFindings([
            "App/SortMenu.swift": """
                import SwiftUI

                struct SortMenu: View {
                    @State private var order = 0
                    @State private var group = 0
                    var body: some View {
                        Menu("sort options") {
                            Picker("Group by", selection: $group) {
                                Label("Due date", systemImage: "calendar").tag(0)
                                Text("Name").tag(1)
                            }
                            .pickerStyle(.menu)
                            Picker("inline title", selection: $order) {
                                Text("Newest First").tag(0)
                            }
                            Menu("Export options") {
                                Button("As PDF") {}
                            }
                            Menu("Share") {
                                Button("Copy Link") {}
                            }
                        }
                    }
                }
                """
        ])
        XCTAssertEqual(found.map(\.line), [8, 9, 16], "\(found)")
        XCTAssertTrue(found[0].message.contains("“Group by”") && found[0].message.contains("“by”"), found[0].message)
        XCTAssertTrue(found[1].message.contains("“Due date”"), found[1].message)
        XCTAssertTrue(found[2].message.contains("“Export options”"), found[2].message)
    }

    /// A UIKit submenu's title is read as an item's; an inline menu's title heads a section, and
    /// a title held in a local constant that chooses between two localized texts is read in
    /// each branch, where the constant is declared.
    func testUIKitSubmenuTitlesAndTitlesHeldInAChoosingConstant() throws {
        let found = try labelFindings([
            "App/RoomMenu.swift": """
                import UIKit

                final class RoomMenu {
                    func menu(favorite: Bool) -> UIMenu {
                        var actions: [UIMenuElement] = []
                        let name = favorite ? NSLocalizedString("Remove from favorites", comment: "") : NSLocalizedString("Add to Favorites", comment: "")
                        actions.append(UIAction(title: name) { _ in })
                        actions.append(UIMenu(title: NSLocalizedString("Send later", comment: ""), children: [UIAction(title: "Tomorrow") { _ in }]))
                        actions.append(UIMenu(title: "section heading", options: .displayInline, children: [UIAction(title: "Pin") { _ in }]))
                        return UIMenu(title: "", children: actions)
                    }
                }
                """
        ])
        XCTAssertEqual(found.map(\.line), [6, 8], "\(found)")
        XCTAssertTrue(found[0].message.contains("“Remove from favorites”"), found[0].message)
        XCTAssertTrue(found[1].message.contains("“Send later”"), found[1].message)
    }

    /// A menu bar's commands (`CommandMenu`, `CommandGroup`) are menu items; a label the app
    /// makes a button with its own modifier, and a button type of the app's own titled by its
    /// first argument, are items of the menu that shows them. The system's `EditButton` and a
    /// plain text row are not judged.
    func testMenuBarCommandsAndTheAppsOwnButtonsInAMenu() throws {
        let found = try labelFindings([
            "App/AppCommands.swift": """
                import SwiftUI

                struct AppCommands: Commands {
                    var body: some Commands {
                        CommandGroup(after: .newItem) {
                            Button("Refresh entries") { refresh() }
                        }
                        CommandMenu("Library") {
                            Button("Import Books") { importBooks() }
                            Button("Stock journal") { openJournal() }
                        }
                    }
                }
                """,
            "App/ItemMenu.swift": """
                import SwiftUI

                struct ItemMenu: View {
                    var body: some View {
                        Menu {
                            Label("Move to another vault", systemImage: "folder")
                                .buttonEmbeded { move() }
                            AsyncButton("Stop sharing", role: .destructive, action: stop)
                            Text("signed in as someone")
                            EditButton()
                        } label: {
                            Image(systemName: "ellipsis")
                        }
                    }
                }
                """,
        ])
        // "Import Books" asks which file to import (`MenuItemLabelStyleRule.verbAsksForInput`).
        XCTAssertEqual(found.map(\.line), [6, 9, 10, 6, 8], "\(found)")
        let titles = ["Refresh entries", "Import Books", "Stock journal", "Move to another vault", "Stop sharing"]
        XCTAssertEqual(found.compactMap { finding in titles.first { finding.message.contains("“\($0)”") } }, titles)
        XCTAssertTrue(found[1].message.contains("ellipsis"), found[1].message)
    }

    /// A title held in a constant of a type nested in the view (`Strings.open`, declared as
    /// `static let open = String(localized: "media.open")` inside the view's `enum Strings`) shows
    /// its key's text; a namesake constant of another type is not taken for it.
    func testATitleConstantOfATypeNestedInTheView() throws {
        let found = try labelFindings([
            "App/ImageView.swift": """
                import SwiftUI

                struct ImageView: View {
                    private enum Strings {
                        static let open = String(localized: "media.open", comment: "menu item")
                        static let hide = NSLocalizedString("media.hide", comment: "menu item")
                    }
                    var body: some View {
                        Text("image").contextMenu {
                            Button(Strings.open) { }
                            Button(Strings.hide) { }
                        }
                    }
                }

                struct OtherView: View {
                    private enum Strings {
                        static let open = "Open Image"
                    }
                    var body: some View {
                        Text("image").contextMenu { Button(Strings.open) { } }
                    }
                }
                """,
            "App/en.lproj/Localizable.strings": """
                "media.open" = "open image";
                "media.hide" = "Hide Image";
                """,
        ])
        XCTAssertEqual(found.map(\.line), [10], "\(found)")
        XCTAssertTrue(found[0].message.contains("“open image”"), found[0].message)
    }

    /// A bar item's symbol named by a constant of another file (`MySymbols.filter`, `static let
    /// filter = "line.3.horizontal.decrease.circle"`) is read there, in a label and as a
    /// `systemImage:`; a borderless one passes.
    func testABarItemSymbolHeldInAConstantOfAnotherFile() throws {
        let (report, root) = try Harness.lint([
            ".hig-activity.yml": "only: [toolbar-borderless-symbols]\n",
            "App/MySymbols.swift": """
                enum MySymbols {
                    static let filter = "line.3.horizontal.decrease.circle"
                    static let info = "info.circle"
                    static let sort = "arrow.up.arrow.down"
                }
                """,
            "App/StockView.swift": """
                import SwiftUI

                struct StockView: View {
                    var body: some View {
                        NavigationStack {
                            Text("stock").toolbar {
                                ToolbarItem(placement: .topBarTrailing) {
                                    Button(action: {}) { Image(systemName: MySymbols.filter) }
                                }
                                ToolbarItem(placement: .topBarLeading) {
                                    Button("About", systemImage: MySymbols.info) {}
                                }
                                ToolbarItem(placement: .topBarTrailing) {
                                    Button("Sort", systemImage: MySymbols.sort) {}
                                }
                            }
                        }
                    }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let found = report.violations.filter { $0.id == "toolbar-borderless-symbols" }.sorted { $0.location.line < $1.location.line }
        XCTAssertEqual(found.map(\.location.line), [8, 11], "\(found.map(\.message))")
        XCTAssertTrue(found[0].notes.contains { $0.message.contains("MySymbols.filter") && $0.location.line == 2 }, "\(found[0].notes)")
    }

    /// Of two prominent items, the one at the trailing end is the key action: the other is
    /// reported, whichever the file sets first; a bar with one prominent item on the leading
    /// side has it reported.
    func testTheProminentItemAwayFromTheTrailingEndIsTheOneReported() throws {
        let (report, root) = try Harness.lint([
            ".hig-activity.yml": "only: [toolbar-one-prominent]\n",
            "App/FeeSettingsViewController.swift": """
                import UIKit

                final class FeeSettingsViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Reset", style: .done, target: self, action: #selector(reset))
                        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(done))
                    }
                }

                final class PairViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Pair", style: .done, target: self, action: #selector(pair))
                        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .done, target: self, action: #selector(close))
                    }
                }

                final class PreviewViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(close))
                    }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let found = report.violations.filter { $0.id == "toolbar-one-prominent" }
        XCTAssertEqual(found.map(\.location.line), [6, 15, 22], "\(found.map(\.message))")
    }

    /// An Info.plist that names the app `$(PRODUCT_NAME)` takes the name its Xcode target builds
    /// it with (the target's own name here): a screen titled with it is reported, and so is a
    /// translation that names the app where the development language's title does not; a
    /// target's product name is not the app's name when an Info.plist names the app in words of
    /// its own.
    func testTheAppNameAnXcodeTargetBuildsItWith() throws {
        let pbxproj = """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objects = {
                    T1 = {isa = PBXNativeTarget; name = Authenticator; productType = "com.apple.product-type.application"; buildConfigurationList = L1;};
                    L1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2);};
                    C1 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; SDKROOT = iphoneos;};};
                    C2 = {isa = XCBuildConfiguration; name = Release; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; SDKROOT = iphoneos;};};
                    T2 = {isa = PBXNativeTarget; name = Widget; productType = "com.apple.product-type.app-extension"; buildConfigurationList = L2;};
                    L2 = {isa = XCConfigurationList; buildConfigurations = (C3);};
                    C3 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {PRODUCT_NAME = Widget;};};
                };
                rootObject = T1;
            }
            """
        func plist(_ name: String, extension point: String? = nil) -> String {
            let ext = point.map { "<key>NSExtension</key><dict><key>NSExtensionPointIdentifier</key><string>\($0)</string></dict>" } ?? ""
            return """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>CFBundleDisplayName</key><string>\(name)</string>\(ext)</dict></plist>
                """
        }
        let files = [
            ".hig-activity.yml": "only: [toolbar-title-not-app-name]\n",
            "Authenticator.xcodeproj/project.pbxproj": pbxproj,
            "Authenticator/Info.plist": plist("$(PRODUCT_NAME)"),
            "Authenticator/TokenListViewController.swift": """
                import UIKit

                final class TokenListViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = "Authenticator"
                        navigationItem.title = NSLocalizedString("tokens.title", comment: "")
                    }
                }
                """,
            "Authenticator/en.lproj/Localizable.strings": "\"tokens.title\" = \"Tokens\";\n",
            "Authenticator/de.lproj/Localizable.strings": "\"tokens.title\" = \"Authenticator\";\n",
            "ShareExtension/Info.plist": plist("$(PRODUCT_NAME)", extension: "com.apple.share-services"),
            "ShareExtension/ShareViewController.swift": """
                import UIKit

                final class ShareViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = "Authenticator"
                    }
                }
                """,
        ]
        let (report, root) = try Harness.lint(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let found = report.violations.filter { $0.id == "toolbar-title-not-app-name" }
        XCTAssertEqual(found.map { "\($0.location.file.split(separator: "/").suffix(2).joined(separator: "/")):\($0.location.line)" },
            ["Authenticator/TokenListViewController.swift:6", "de.lproj/Localizable.strings:1", "ShareExtension/ShareViewController.swift:6"])

        // An Info.plist that names the app itself: the target's name is only its product's.
        var named = files
        named["Authenticator/Info.plist"] = plist("Tokens Pro")
        let (other, otherRoot) = try Harness.lint(named)
        defer { try? FileManager.default.removeItem(at: otherRoot) }
        XCTAssertEqual(other.violations.filter { $0.id == "toolbar-title-not-app-name" }.count, 0)
    }

    /// A developer's screens that release builds leave out are not judged: a file or clause
    /// under `#if !RELEASE` (as under `#if DEBUG`), and files in a developer's folder (`Debug/`,
    /// `Developer Menu/`); a user's `Debugging/` settings and a `#if !RELEASE || BETA` clause are.
    func testDevelopersScreensAreNotJudged() throws {
        let screen = { (name: String) in
            """
            import UIKit

            final class \(name): UIViewController {
                func share(_ url: URL) {
                    let sheet = UIActivityViewController(activityItems: [url], applicationActivities: nil)
                    present(sheet, animated: true)
                }
            }
            """
        }
        let (report, root) = try Harness.lint([
            ".hig-activity.yml": "only: [activity-popover-anchor]\n",
            "App/Developer Menu/LogsViewController.swift": screen("LogsViewController"),
            "App/Settings/Debug/InternalsViewController.swift": screen("InternalsViewController"),
            "App/Settings/Debugging/DebugLogViewController.swift": screen("DebugLogViewController"),
            "App/Export/ExportViewController.swift": "#if !RELEASE\n" + screen("ExportViewController") + "\n#endif\n",
            "App/Beta/BetaViewController.swift": "#if !RELEASE || BETA\n" + screen("BetaViewController") + "\n#endif\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let found = report.violations.filter { $0.id == "activity-popover-anchor" }.map { $0.location.file.split(separator: "/").last! }
        XCTAssertEqual(found.sorted(), ["BetaViewController.swift", "DebugLogViewController.swift"])
    }
}

