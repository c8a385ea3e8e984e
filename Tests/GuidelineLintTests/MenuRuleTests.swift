import Foundation
import GuidelineKit
import GuidelineLint
import XCTest

/// Menu rules on shapes the entries' examples don't show: menus built in helper functions and
/// constants, fallbacks for older systems, localization keys.
final class MenuRuleTests: XCTestCase {
    /// Violations (rule id and line) of linting one app Swift file with the given rules.
    private func lint(_ code: String, only rules: [String]) throws -> [String] {
        let (report, root) = try Harness.lint([
            "App/Code.swift": code, ".hig-activity.yml": "only: [\(rules.joined(separator: ", "))]\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        return report.violations.map { "\($0.id) \($0.location.line)" }
    }

    func testAContextMenuBuiltByAFunctionTheProviderCallsIsAContextMenu() throws {
        let code = """
            final class Photos: UIViewController, UIContextMenuInteractionDelegate {
                func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
                    UIContextMenuConfiguration(actionProvider: { _ in self.makeMenu() })
                }
                func makeMenu() -> UIMenu {
                    let copy = UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc"), attributes: .disabled) { _ in }
                    return UIMenu(children: [copy])
                }
                func otherMenu() -> UIMenu {
                    UIMenu(children: [UIAction(title: "Copy", attributes: .disabled) { _ in }])
                }
            }
            """
        // The constant `copy` is read where the menu lists it; `otherMenu` is no context menu.
        XCTAssertEqual(try lint(code, only: ["context-menu-hide-unavailable"]), ["context-menu-hide-unavailable 6"])
    }

    func testMenuControllerInAnAvailabilityFallbackPasses() throws {
        let code = """
            final class Canvas: UIView {
                func showMenu() {
                    if #available(iOS 16, *) {
                        interaction.presentEditMenu(with: configuration)
                    } else {
                        showLegacyMenu()
                    }
                }
                private func showLegacyMenu() {
                    UIMenuController.shared.showMenu(from: self, rect: bounds)
                }
                @available(iOS, deprecated: 16)
                func hide() { UIMenuController.shared.hideMenu() }
                func update() {
                    UIMenuController.shared.menuItems = [UIMenuItem(title: "Duplicate", action: #selector(duplicate))]
                    UIMenuController.shared.update()
                }
                @objc func duplicate() {}
            }
            """
        // One finding for `update`, the only function that uses it unguarded.
        XCTAssertEqual(try lint(code, only: ["edit-menu-system"]), ["edit-menu-system 15"])
    }

    func testLabelStyleLeavesLocalizationKeysAndOtherScriptsAlone() throws {
        let code = """
            struct Row: View {
                var body: some View {
                    Text("Hi").contextMenu {
                        Button("status.action.copy-link") {}
                        Button("링크 복사") {}
                        Button("Copy link") {}
                        Button("Bring to Front") {}
                    }
                }
            }
            """
        XCTAssertEqual(try lint(code, only: ["menu-item-label-style"]), ["menu-item-label-style 6"])
    }

    func testContextAndEditMenuOnTheSameViewThroughAStoredInteraction() throws {
        let code = """
            final class Card: UIViewController {
                private lazy var editInteraction = UIEditMenuInteraction(delegate: self)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addInteraction(UIContextMenuInteraction(delegate: self))
                    view.addInteraction(editInteraction)
                    label.addInteraction(UIEditMenuInteraction(delegate: self))
                }
            }
            """
        XCTAssertEqual(try lint(code, only: ["context-or-edit-menu"]), ["context-or-edit-menu 6"])
    }

    /// `Button { action } label: { … }`: the trailing closure is the action, so an item whose
    /// action sets the state of a sheet asks for more; a sheet that shows a web page asks for nothing.
    func testAnActionBeforeItsLabelClosureIsFollowed() throws {
        let code = """
            struct PlaylistMenu: View {
                @State private var editing = false
                @State private var reading = false
                var body: some View {
                    Menu {
                        Button {
                            editing = true
                        } label: {
                            Label("Edit Playlist", systemImage: "pencil")
                        }
                        Button {
                            reading = true
                        } label: {
                            Label("Open Website", systemImage: "safari")
                        }
                    } label: { Image(systemName: "ellipsis") }
                    .sheet(isPresented: $editing) { PlaylistEditor() }
                    .sheet(isPresented: $reading) { SafariView(url: site) }
                }
            }
            """
        XCTAssertEqual(try lint(code, only: ["menu-item-label-style"]), ["menu-item-label-style 9"])
    }

    /// A view whose body is a menu's items, declared in one file and placed in a menu in
    /// another: its items are judged where they are written. A view shown elsewhere is not a menu.
    func testAViewPlacedInAMenuElsewhereHasItsItemsJudged() throws {
        let found = try Harness.found(
            [
                "App/Poster.swift": """
                    struct Poster: View {
                        var body: some View {
                            Image("poster").contextMenu { PosterMenu() }
                        }
                    }
                    """,
                "App/PosterMenu.swift": """
                    struct PosterMenu: View {
                        var body: some View {
                            Button("Go to item") { open() }
                            if canDelete {
                                Button("Delete poster") { delete() }
                            }
                        }
                    }
                    struct PosterFooter: View {
                        var body: some View {
                            Button("Go to series") { open() }
                        }
                    }
                    """,
            ], only: ["menu-item-label-style", "menu-destructive-role"])
        XCTAssertEqual(
            found,
            [
                "menu-item-label-style App/PosterMenu.swift:3", "menu-destructive-role App/PosterMenu.swift:5",
                "menu-item-label-style App/PosterMenu.swift:5",
            ])
    }

    /// A menu whose content a property of the view holds: its items are the menu's.
    func testMenuContentHeldInAProperty() throws {
        let code = """
            struct EditPicture: View {
                var body: some View {
                    Menu { menuOptions } label: { Image(systemName: "pencil") }
                }
                var menuOptions: some View {
                    Group {
                        Button(action: { model.pickFromLibrary() }) { Text("Choose from library") }
                        Button("Remove photo") { model.remove() }
                    }
                }
            }
            """
        XCTAssertEqual(
            try lint(code, only: ["menu-item-label-style", "menu-destructive-role"]),
            ["menu-item-label-style 7", "menu-destructive-role 8", "menu-item-label-style 8"])
    }
}
