import Foundation
import GuidelineKit
import GuidelineLint
import XCTest

/// Ways apps write what the rules look for, found when the first held-out apps were measured
/// (issue 54) and written here in shapes of our own: each was a finding judged wrong or a
/// violation judged blind that the linter missed.
final class HeldOutPatternsTests: XCTestCase {
    private func found(_ files: [String: String], only rules: [String]) throws -> [String] {
        try Harness.found(files, only: rules)
    }

    /// Toolbar items inside a `switch`, an `#if`, a `ForEach`, a builder method, a `ToolbarItem`'s
    /// own `if`, and a `ToolbarContent` type of their own are bar items.
    func testToolbarItemsBehindControlFlowAndInTypesOfTheirOwn() throws {
        let screen = """
            struct LibraryScreen: View {
                var body: some View {
                    List {}
                        .toolbar {
                            switch mode {
                            case .browse:
                                ToolbarItem(placement: .topBarTrailing) {
                                    Button { filter() } label: { Image(systemName: "line.3.horizontal.decrease.circle") }
                                }
                            case .select:
                                ToolbarItem(placement: .topBarTrailing) { Button("Done") { finish() } }
                            }
                            #if os(iOS)
                            ToolbarItem(placement: .topBarLeading) {
                                Menu { sortOptions } label: { Image(systemName: "ellipsis.circle") }
                            }
                            #endif
                            ForEach(shortcuts) { shortcut in
                                ToolbarItem(placement: .bottomBar) {
                                    Button { run(shortcut) } label: { Image(systemName: "info.circle") }
                                }
                            }
                            extraItems()
                            ToolbarItem(placement: .primaryAction) {
                                if saved {
                                    Button { unsave() } label: { Image(systemName: "checkmark.circle.fill") }
                                } else {
                                    Button { save() } label: { Image(systemName: "arrow.down.circle") }
                                }
                            }
                        }
                }

                @ToolbarContentBuilder
                func extraItems() -> some ToolbarContent {
                    ToolbarItem(placement: .secondaryAction) {
                        Button { share() } label: { Image(systemName: "square.and.arrow.up.circle") }
                    }
                }
            }
            """
        let closeItem = """
            struct DismissToolbarItem: ToolbarContent {
                @Environment(\\.dismiss) private var dismiss
                var body: some ToolbarContent {
                    ToolbarItem(placement: .cancellationAction) {
                        Button { dismiss() } label: { Image(systemName: "xmark.circle") }
                    }
                }
            }
            """
        XCTAssertEqual(
            try found(["App/LibraryScreen.swift": screen, "App/DismissToolbarItem.swift": closeItem], only: ["toolbar-borderless-symbols"]),
            [
                "toolbar-borderless-symbols App/DismissToolbarItem.swift:5",
                "toolbar-borderless-symbols App/LibraryScreen.swift:8",
                "toolbar-borderless-symbols App/LibraryScreen.swift:15",
                "toolbar-borderless-symbols App/LibraryScreen.swift:20",
                "toolbar-borderless-symbols App/LibraryScreen.swift:26",
                "toolbar-borderless-symbols App/LibraryScreen.swift:28",
                "toolbar-borderless-symbols App/LibraryScreen.swift:37",
            ])
    }

    /// "Add" confirming a form, beside Cancel or in the confirmation placement, names the form's
    /// key action; the same word alone in a bar is a plus symbol's job.
    func testAddConfirmingAFormKeepsItsText() throws {
        let form = """
            struct NewFolderSheet: View {
                var body: some View {
                    Form {}
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                            ToolbarItem(placement: .confirmationAction) { Button("Add") { add() } }
                        }
                }
            }
            """
        let confirmation = """
            struct NewTagSheet: View {
                var body: some View {
                    Form {}.toolbar { ToolbarItem(placement: .confirmationAction) { Button("Add") { add() } } }
                }
            }
            """
        let uiKit = """
            final class AddFeedViewController: UIViewController {
                override func viewDidLoad() {
                    navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Add", style: .done, target: self, action: #selector(add))
                }
            }
            """
        let list = """
            struct TagsView: View {
                var body: some View {
                    List {}.toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Add") { add() } } }
                }
            }
            """
        XCTAssertEqual(
            try found(
                ["App/NewFolderSheet.swift": form, "App/NewTagSheet.swift": confirmation, "App/AddFeed.swift": uiKit, "App/TagsView.swift": list],
                only: ["toolbar-prefer-symbols"]),
            ["toolbar-prefer-symbols App/TagsView.swift:3"])
    }

    /// A browser's own Add Bookmark or Open in Safari is not a system activity: the system puts
    /// no such activity in another app's sheet.
    func testSafarisOwnActivitiesAreNotSystemDuplicates() throws {
        let code = """
            final class AddBookmarkActivity: UIActivity {
                override var activityTitle: String? { "Add Bookmark" }
            }
            final class OpenInSafariActivity: UIActivity {
                override var activityTitle: String? { "Open in Safari" }
            }
            final class PrintActivity: UIActivity {
                override var activityTitle: String? { "Print" }
            }
            """
        XCTAssertEqual(
            try found(["App/Activities.swift": code], only: ["activity-no-duplicate-system"]),
            ["activity-no-duplicate-system App/Activities.swift:8"])
    }

    /// An asset named by a capitalised word ("Remove", "Fire") reads as that word; a camel-cased
    /// or numbered name ("ChevronDown", "Close-24") reads as an identifier.
    func testCapitalisedWordsAreLabelsAndIdentifiersAreNot() throws {
        let code = """
            struct Bar: View {
                var body: some View {
                    HStack {
                        Button { burn() } label: { Image("Fire") }
                        Button { expand() } label: { Image("ChevronDown") }
                        Button { close() } label: { Image("Close-24") }
                        Button { remove() } label: { Image("Remove Item") }
                    }
                }
            }
            """
        XCTAssertEqual(
            try found(["App/Bar.swift": code], only: ["button-has-label"]),
            ["button-has-label App/Bar.swift:5", "button-has-label App/Bar.swift:6"])
    }

    /// Code for visionOS is another platform's: what it presents is not above an iOS extension.
    func testVisionOSCodeIsAnotherPlatforms() throws {
        let code = """
            final class ShareViewController: SLComposeServiceViewController {
                func attach() {
                    #if os(visionOS)
                    present(CameraViewController(), animated: true)
                    #else
                    present(PhotoPickerViewController(), animated: true)
                    #endif
                }
            }
            """
        XCTAssertEqual(
            try found(
                [
                    "Share/ShareViewController.swift": code,
                    "Share/Info.plist": Harness.plist(
                        name: "Share", extensionPoint: "com.apple.share-services", principalClass: "ShareViewController"),
                ], only: ["extension-no-modal"]),
            ["extension-no-modal Share/ShareViewController.swift:6"])
    }

    /// Titles held in constants of localized text (`UserText.remove`, declared in another file as
    /// `static let remove = NSLocalizedString(…)`) are judged by their text, as generated
    /// accessors are; and a `present` that is not UIKit's (`notices.present(notice)`, no
    /// `animated:`) asks for nothing.
    func testLocalizedConstantsAndOtherPresentMethods() throws {
        let text = """
            public struct UserText {
                public static let favoriteRemove = NSLocalizedString("favorite.menu.remove", value: "Remove", comment: "")
                public static let favoriteEdit = String(localized: "favorite.menu.edit", defaultValue: "edit favorite")
                static let closeLabel = NSLocalizedString("close", comment: "")
            }
            """
        let menu = """
            final class FavoritesViewController: UIViewController {
                func menu(for favorite: Favorite) -> UIMenu {
                    UIMenu(children: [
                        UIAction(title: UserText.favoriteEdit) { _ in self.edit(favorite) },
                        UIAction(title: UserText.favoriteRemove) { _ in
                            self.remove(favorite)
                            NoticeCenter.shared.present(Notice.removed)
                        },
                    ])
                }
                func edit(_ favorite: Favorite) {
                    present(EditFavoriteViewController(favorite), animated: true)
                }
            }
            """
        XCTAssertEqual(
            try found(
                ["App/UserText.swift": text, "App/FavoritesViewController.swift": menu, "App/en.lproj/Localizable.strings": "\"close\" = \"Close\";\n"],
                only: ["menu-destructive-role", "menu-item-label-style"]),
            [
                "menu-item-label-style App/FavoritesViewController.swift:4",
                "menu-destructive-role App/FavoritesViewController.swift:5",
            ])
    }

    /// What people never meet is not judged: a SwiftUI preview (`#Preview`, a `PreviewProvider`),
    /// a button hidden or only carrying a keyboard shortcut; and a context menu's items inside an
    /// `if`, a `switch` or a `ForEach` are items.
    func testPreviewsHiddenButtonsAndItemsBehindControlFlow() throws {
        let code = """
            struct RoomRow: View {
                var body: some View {
                    HStack {
                        Button("") { }.hidden()
                        Button("") { dismiss() }.keyboardShortcut(.cancelAction)
                        Button { } label: { Image("Close-24") }
                    }
                    .contextMenu {
                        if unread {
                            Button { read() } label: { Label("Mark as read", systemImage: "envelope.open") }
                        }
                        ForEach(tags) { tag in
                            Button("Remove tag", systemImage: "tag") { remove(tag) }
                        }
                    }
                }
            }

            #Preview {
                Text("x").contextMenu { Button("Remove") { } }
            }

            struct RoomRow_Previews: PreviewProvider {
                static var previews: some View {
                    Text("x").contextMenu { Button("Remove") { } }
                }
            }
            """
        XCTAssertEqual(
            try found(["App/RoomRow.swift": code], only: ["button-has-label", "menu-item-label-style", "menu-destructive-role"]),
            [
                "button-has-label App/RoomRow.swift:6",
                "menu-item-label-style App/RoomRow.swift:10",
                "menu-destructive-role App/RoomRow.swift:13",
                "menu-item-label-style App/RoomRow.swift:13",
            ])
    }
}
