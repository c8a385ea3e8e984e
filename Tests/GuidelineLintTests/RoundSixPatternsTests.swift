import Foundation
import GuidelineKit
@testable import GuidelineLint
import XCTest

/// Ways apps write what the rules look for, found in the tuning apps after round five of the
/// held-out apps moved to tuning (issue 54), written here in shapes of our own.
final class RoundSixPatternsTests: XCTestCase {
    private func found(_ files: [String: String], only rules: [String]) throws -> [String] {
        try Harness.found(files, only: rules)
    }

    /// SwiftGen run at build time leaves no `L10n` declaration in the repository: a path under an
    /// undeclared root names the key SwiftGen would have named so, in either of its templates.
    func testGeneratedAccessorsWhoseOutputIsNotCommitted() throws {
        let strings = """
            "close" = "Close";
            "reader.close_document" = "Close";
            "collections.delete_attachment_files" = "Remove Downloads";
            "cancel" = "Cancel";
            """
        let screen = """
            import UIKit
            final class PreviewViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: L10n.close, style: .plain, target: self, action: #selector(done))
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: L10n.Reader.closeDocument, style: .plain, target: self, action: #selector(done))
                    toolbarItems = [UIBarButtonItem(title: L10n.cancel, style: .plain, target: self, action: #selector(done))]
                }
            }
            """
        XCTAssertEqual(
            try found(
                ["App/en.lproj/Localizable.strings": strings, "App/PreviewViewController.swift": screen],
                only: ["toolbar-standard-back-close"]),
            [
                "toolbar-standard-back-close App/PreviewViewController.swift:5",
                "toolbar-standard-back-close App/PreviewViewController.swift:6",
            ])
        // A root the project declares is read from its declaration alone, whatever the tables hold
        // (here a constant that is not localized text: nothing known).
        let declared = """
            enum L10n {
                static let close = "Dismiss"
            }
            """
        XCTAssertEqual(
            try found(
                [
                    "App/en.lproj/Localizable.strings": strings, "App/PreviewViewController.swift": screen,
                    "App/L10n.swift": declared,
                ],
                only: ["toolbar-standard-back-close"]),
            [])
    }

    func testSwiftGenNames() {
        XCTAssertEqual(GeneratedAccessorNames.structuredPath(of: "collections.delete_attachment_files"), "Collections.deleteAttachmentFiles")
        XCTAssertEqual(GeneratedAccessorNames.structuredPath(of: "close"), "close")
        XCTAssertEqual(GeneratedAccessorNames.memberName("URL_string"), "urlString")
        XCTAssertEqual(GeneratedAccessorNames.memberName("OK"), "ok")
        XCTAssertEqual(GeneratedAccessorNames.enumName("item-detail"), "ItemDetail")
    }

    /// A context menu's children held in a variable the function builds up, and items made by a
    /// function nested in the one that builds the menu.
    func testMenuChildrenAppendedToAVariable() throws {
        let handler = """
            import UIKit
            final class ListHandler: NSObject, UICollectionViewDelegate {
                func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
                    UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in self.makeMenu(editable: true) }
                }

                func makeMenu(editable: Bool) -> UIMenu {
                    var actions: [UIAction] = []
                    let rename = UIAction(title: "Rename…") { _ in }
                    actions.append(rename)
                    if editable {
                        actions.append(UIAction(title: "Remove From List", image: UIImage(systemName: "minus.circle")) { _ in })
                    }
                    actions.insert(contentsOf: [clearAction()], at: 0)
                    return UIMenu(children: actions)

                    func clearAction() -> UIAction {
                        UIAction(title: "Delete Offline Copy", image: UIImage(systemName: "trash")) { _ in }
                    }
                }
            }
            """
        XCTAssertEqual(
            try found(["App/ListHandler.swift": handler], only: ["menu-destructive-role"]),
            [
                "menu-destructive-role App/ListHandler.swift:12",
                "menu-destructive-role App/ListHandler.swift:18",
            ])
    }

    /// A pull-down menu whose items are appended in a loop or from an array built elsewhere may
    /// hold any number of them.
    func testPullDownBuiltInALoopIsNotCounted() throws {
        let header = """
            import UIKit
            final class SortHeader: UIView {
                let button = UIButton(type: .system)
                func configure(options: [String], extra: [UIAction]) {
                    var items: [UIAction] = [UIAction(title: "Default") { _ in }]
                    for option in options {
                        items.append(UIAction(title: option) { _ in })
                    }
                    button.menu = UIMenu(children: items)
                    button.showsMenuAsPrimaryAction = true
                    var more = [UIAction(title: "All") { _ in }]
                    more.append(contentsOf: extra)
                    let other = UIButton(type: .system)
                    other.menu = UIMenu(children: more)
                    other.showsMenuAsPrimaryAction = true
                    var two = [UIAction(title: "Newest") { _ in }]
                    two.append(UIAction(title: "Oldest") { _ in })
                    let third = UIButton(type: .system)
                    third.menu = UIMenu(children: two)
                    third.showsMenuAsPrimaryAction = true
                }
            }
            """
        XCTAssertEqual(
            try found(["App/SortHeader.swift": header], only: ["pull-down-min-items"]),
            ["pull-down-min-items App/SortHeader.swift:19"])
    }

    /// `${PRODUCT_NAME}` is a build setting like `$(PRODUCT_NAME)`: the app's name is not known.
    func testBracedBuildSettingIsNoAppName() throws {
        let app = Harness.plist(name: "${PRODUCT_NAME}")
        let action = Harness.plist(name: "Open in Reader", extensionPoint: "com.apple.ui-services", principalClass: "ActionViewController")
        XCTAssertEqual(
            try found(["App/Info.plist": app, "Action/Info.plist": action, "Action/ActionViewController.swift": "final class ActionViewController {}"],
                only: ["action-extension-app-name"]),
            [])
        XCTAssertEqual(
            try found(["App/Info.plist": Harness.plist(name: "Reader"), "Action/Info.plist": action, "Action/ActionViewController.swift": "final class ActionViewController {}"],
                only: ["action-extension-app-name"]),
            [])
        let unnamed = Harness.plist(name: "Quick Look", extensionPoint: "com.apple.ui-services", principalClass: "ActionViewController")
        XCTAssertEqual(
            try found(["App/Info.plist": Harness.plist(name: "Reader"), "Action/Info.plist": unnamed, "Action/ActionViewController.swift": "final class ActionViewController {}"],
                only: ["action-extension-app-name"]),
            ["action-extension-app-name Action/Info.plist:5"])
    }

    /// CocoaPods' and Carthage's checkouts are other people's code, Xcode's localization exports
    /// translators' copies, playgrounds sketches: not walked into, but linted when named.
    func testDependencyCheckoutsAreNotLintedUnlessNamed() throws {
        let close = """
            import UIKit
            final class Screen: UIViewController {
                override func viewDidLoad() {
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
                }
            }
            """
        let (report, root) = try Harness.lint([
            "App/Screen.swift": close, "Pods/SomeKit/Screen.swift": close, "Carthage/Checkouts/Kit/Screen.swift": close,
            "Localizations/fr.xcloc/Source Contents/App/Screen.swift": close,
            "Playgrounds/Label.playground/Contents.swift": close,
            ".hig-activity.yml": "only: [toolbar-standard-back-close]\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(report.violations.map { String($0.location.file.dropFirst(root.path.count + 1)) }, ["App/Screen.swift"])
        let named = try Harness.linter().lint(paths: [root.appendingPathComponent("Pods/SomeKit").path])
        XCTAssertEqual(named.violations.map { ($0.location.file as NSString).lastPathComponent }, ["Screen.swift"])
    }

    /// An action handed to a type of the project's own (a banner's button, an onboarding step's)
    /// is not a menu item: what that type makes of it is not known.
    func testActionsHandedToTheProjectsOwnTypesAreNotMenuItems() throws {
        let banner = """
            import UIKit
            struct AnnouncementItem {
                var title: String
                var action: UIAction?
            }
            struct OnboardingStep {
                var actions: [UIAction]
            }
            func announcements() -> [AnnouncementItem] {
                [AnnouncementItem(title: "Sync", action: UIAction(title: "Learn more") { _ in })]
            }
            func steps() -> [OnboardingStep] {
                [OnboardingStep(actions: [UIAction(title: "Turn on protection") { _ in }])]
            }
            func editMenu(suggested: [UIMenuElement]) -> UIMenu {
                UIMenu(children: suggested + [UIAction(title: "Look up word") { _ in }])
            }
            """
        XCTAssertEqual(
            try found(["App/Banner.swift": banner], only: ["menu-item-label-style"]),
            ["menu-item-label-style App/Banner.swift:16"])
    }

    /// Items appended in the branches of one `if … else` show one at a time: a symbol each uses
    /// is not repeated, and they are not counted together.
    func testItemsAppendedInExclusiveBranches() throws {
        let handler = """
            import UIKit
            final class AppsHandler: NSObject, UICollectionViewDelegate {
                func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
                    UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in self.menu(installed: true, beta: false) }
                }

                func menu(installed: Bool, beta: Bool) -> UIMenu {
                    var actions: [UIAction] = [UIAction(title: "Open", image: UIImage(systemName: "arrow.up.forward.app")) { _ in }]
                    if installed {
                        actions.append(UIAction(title: "Back Up", image: UIImage(systemName: "doc.on.doc")) { _ in })
                        actions.append(UIAction(title: "Remove", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in })
                    } else {
                        actions.append(UIAction(title: "Restore Backup", image: UIImage(systemName: "doc.on.doc")) { _ in })
                        actions.append(UIAction(title: "Delete Backup", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in })
                    }
                    if beta {
                        actions.append(UIAction(title: "Copy Log", image: UIImage(systemName: "doc.on.doc")) { _ in })
                    }
                    return UIMenu(children: actions)
                }
            }
            """
        // Only "Copy Log", which can show beside "Back Up" or "Restore Backup", repeats a symbol.
        XCTAssertEqual(
            try found(["App/AppsHandler.swift": handler], only: ["context-menu-item-symbol", "context-menu-item-count"]),
            ["context-menu-item-symbol App/AppsHandler.swift:17"])
    }

    /// A context menu's content held in a member and tinted (`menuItems.tint(.primary)`): the
    /// member's items are the menu's; a modifier that changes how they look changes nothing else.
    func testMenuContentInATintedMember() throws {
        let card = """
            import SwiftUI
            struct SpaceCard: View {
                var body: some View {
                    Text("Space")
                        .contextMenu { menuItems.tint(.primary) }
                }

                @ViewBuilder
                private var menuItems: some View {
                    copyButton
                    Button(role: .destructive) { } label: { Label("Delete space", systemImage: "trash") }
                }

                private var copyButton: some View {
                    Button { } label: { Text("Copy space info") }
                }
            }
            """
        XCTAssertEqual(
            try found(["App/SpaceCard.swift": card], only: ["menu-item-label-style", "context-menu-item-symbol"]),
            [
                "menu-item-label-style App/SpaceCard.swift:11",
                "context-menu-item-symbol App/SpaceCard.swift:15",
                "menu-item-label-style App/SpaceCard.swift:15",
            ])
    }

    /// A pull-down menu that holds the destructive item alone is itself the confirmation.
    func testADestructiveItemAloneInItsMenuConfirmsItself() throws {
        let view = """
            import UIKit
            final class AttachmentView: UIView {
                let removeButton = UIButton(type: .system)
                let moreButton = UIButton(type: .system)
                func configure() {
                    removeButton.menu = UIMenu(children: [UIAction(title: "Remove", attributes: .destructive) { _ in self.remove() }])
                    removeButton.showsMenuAsPrimaryAction = true
                    moreButton.menu = UIMenu(children: [
                        UIAction(title: "Edit…") { _ in },
                        UIAction(title: "Remove", attributes: .destructive) { _ in self.remove() },
                    ])
                    moreButton.showsMenuAsPrimaryAction = true
                }
                func remove() { removeFromSuperview() }
            }
            """
        XCTAssertEqual(
            try found(["App/AttachmentView.swift": view], only: ["pull-down-confirm-destructive"]),
            ["pull-down-confirm-destructive App/AttachmentView.swift:10"])
    }

    /// A toolbar filled only on the Mac (`#elseif os(macOS)`, or the `#else` of `#if os(iOS)`)
    /// is not an iOS bar, though its items are declared in shared code.
    func testAMacOnlyToolbarIsNoIOSBar() throws {
        let sheet = """
            import SwiftUI
            struct LabelsSheet: View {
                var body: some View {
                    #if os(iOS)
                    List {}
                        .toolbar {
                            ToolbarItem(placement: .navigationBarLeading) { cancelButton }
                            ToolbarItem(placement: .navigationBarTrailing) { saveButton }
                        }
                    #else
                    List {}
                        .toolbar {
                            ToolbarItemGroup { cancelButton; saveButton }
                        }
                    #endif
                }
                var cancelButton: some View { Button("Cancel") { } }
                var saveButton: some View { Button("Save") { } }
            }
            """
        XCTAssertEqual(try found(["App/LabelsSheet.swift": sheet], only: ["toolbar-space-text-items"]), [])
        let iOSToo = sheet.replacingOccurrences(of: "#if os(iOS)", with: "#if os(visionOS)")
        XCTAssertEqual(
            try found(["App/LabelsSheet.swift": iOSToo], only: ["toolbar-space-text-items"]).count, 1)
        // The same choice inside one toolbar's content.
        let inside = """
            import SwiftUI
            struct LabelsSheet: View {
                var body: some View {
                    List {}
                        .toolbar {
                            #if os(iOS)
                            ToolbarItem(placement: .navigationBarLeading) { cancelButton }
                            ToolbarItem(placement: .navigationBarTrailing) { saveButton }
                            #else
                            ToolbarItemGroup { cancelButton; saveButton }
                            #endif
                        }
                }
                var cancelButton: some View { Button("Cancel") { } }
                var saveButton: some View { Button("Save") { } }
            }
            """
        XCTAssertEqual(try found(["App/LabelsSheet.swift": inside], only: ["toolbar-space-text-items"]), [])
    }
}
