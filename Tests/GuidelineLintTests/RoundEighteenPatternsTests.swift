import Foundation
import GuidelineKit
@_spi(Benchmarks) @testable import GuidelineLint
import XCTest

/// Ways real apps write what the rules look for, found on the tuning apps (rounds twelve to
/// fourteen among them) while round eighteen of held-out apps was judged blind (issue 54).
final class RoundEighteenPatternsTests: XCTestCase {
    /// A menu that lists each case of a type shows what the case's member returns: a literal
    /// or a generated localized text, in the file that declares it. One finding a site, at the
    /// item, with a note on the member; a member of another type of the same name, or a value
    /// that is not a case of the enumerated type, is not read.
    func testAMenuOverEveryCaseOfATypeShowsWhatTheMemberReturns() throws {
        let files = [
            "App/SortOrder.swift": """
                enum SortOrder: CaseIterable {
                    case newest, oldest

                    var title: String {
                        switch self {
                        case .newest: return L10n.Sort.newest
                        case .oldest: return L10n.Sort.oldest
                        }
                    }
                }

                enum Expiry: CaseIterable {
                    case hour, day
                }

                extension Expiry {
                    var label: String {
                        switch self {
                        case .hour: return "1 Hour"
                        case .day: return "1 day"
                        }
                    }
                }

                struct Post {
                    var title: String { "a post's title, not a menu's" }
                }
                """,
            "App/Strings.swift": """
                import Foundation

                enum L10n {
                    enum Sort {
                        static let newest = L10n.tr("Localizable", "sort.newest", fallback: "Newest first")
                        static let oldest = L10n.tr("Localizable", "sort.oldest", fallback: "Oldest First")
                    }
                    static func tr(_ table: String, _ key: String, fallback: String) -> String {
                        NSLocalizedString(key, tableName: table, value: fallback, comment: "")
                    }
                }
                """,
            "App/en.lproj/Localizable.strings": """
                "sort.newest" = "Newest first";
                "sort.oldest" = "Oldest First";
                """,
            "App/ListView.swift": """
                import SwiftUI
                import UIKit

                struct ListView: View {
                    let posts: [Post]
                    var body: some View {
                        Menu {
                            ForEach(SortOrder.allCases, id: \\.self) { order in
                                Button(order.title) { sort(order) }
                            }
                            ForEach(posts, id: \\.title) { post in
                                Button(post.title) { open(post) }
                            }
                        } label: {
                            Image(systemName: "arrow.up.arrow.down")
                        }
                    }
                }

                final class ExpiryController: UIViewController {
                    func expiryMenu() -> UIMenu {
                        UIMenu(children: Expiry.allCases.map { expiry in
                            UIAction(title: expiry.label) { _ in self.choose(expiry) }
                        })
                    }
                }
                """,
        ]
        let (report, root) = try Harness.lint(files.merging([".hig-activity.yml": "only: [menu-item-label-style]\n"]) { $1 })
        defer { try? FileManager.default.removeItem(at: root) }
        let found = report.violations.filter { $0.id == "menu-item-label-style" }
        XCTAssertEqual(
            found.map { "\($0.location.file.split(separator: "/").last!):\($0.location.line)" }.sorted(),
            ["ListView.swift:23", "ListView.swift:9"])
        XCTAssertTrue(found.contains { $0.message.contains("“1 day”") } && found.contains { $0.message.contains("“Newest first”") },
            "\(found.map(\.message))")
        let sorted = try XCTUnwrap(found.first { $0.location.line == 9 })
        XCTAssertTrue(sorted.notes.contains { $0.message == "returned by SortOrder.title for each case of SortOrder" && $0.location.line == 4 },
            "\(sorted.notes)")
    }
}

extension RoundEighteenPatternsTests {
    /// An item to share asks where to send, one to rename asks for the name: "Share" and
    /// "Rename" need their ellipsis however their action gets there; "Share…", the system's
    /// ShareLink, an item whose title only mentions sharing later, "Report" that only confirms,
    /// and a bar button's primary action (assigned) do not.
    func testAShareOrRenameItemNeedsItsEllipsis() throws {
        let files = [
            "App/PostMenu.swift": """
                import SwiftUI
                import UIKit

                struct PostMenu: View {
                    let url: URL
                    var body: some View {
                        Menu {
                            Button("Share Post", systemImage: "square.and.arrow.up") { coordinator.share(url) }
                            Button("Share…") { coordinator.share(url) }
                            ShareLink("Share", item: url)
                            Button("Stop Sharing") { coordinator.stop() }
                        } label: {
                            Image(systemName: "ellipsis")
                        }
                    }
                }

                final class PostController: UIViewController {
                    func menu() -> UIMenu {
                        UIMenu(children: [UIAction(title: "Share") { _ in self.coordinator.handle(.share) }])
                    }
                    func more() -> UIMenu {
                        UIMenu(children: [
                            UIAction(title: "Rename") { _ in self.delegate?.rename(self.post) },
                            UIAction(title: "Report") { _ in self.confirmReport() },
                        ])
                    }
                    func setUp() {
                        sendButton.primaryAction = UIAction(title: "Share") { _ in self.send() }
                    }
                }
                """
        ]
        let (report, root) = try Harness.lint(files.merging([".hig-activity.yml": "only: [menu-item-label-style]\n"]) { $1 })
        defer { try? FileManager.default.removeItem(at: root) }
        let found = report.violations.filter { $0.id == "menu-item-label-style" }.map(\.location.line)
        XCTAssertEqual(found.sorted(), [8, 20, 24])
    }

    /// `contextMenu { … }` written on `self`, in a modifier of the app's own, is a context menu:
    /// its items are read, and so are those of the member it names in another file.
    func testAContextMenuOnSelfIsAContextMenu() throws {
        let files = [
            "App/View+RowMenu.swift": """
                import SwiftUI

                extension View {
                    func rowMenu(_ row: Row) -> some View {
                        contextMenu {
                            Button("Copy email") { row.copy() }
                            row.extraItems
                        }
                    }
                }
                """,
            "App/Row.swift": """
                import SwiftUI

                struct Row {
                    var extraItems: some View { RowExtras() }
                }

                struct RowExtras: View {
                    var body: some View {
                        Button("Mark as read") { }
                    }
                }
                """,
        ]
        let (report, root) = try Harness.lint(files.merging([".hig-activity.yml": "only: [menu-item-label-style]\n"]) { $1 })
        defer { try? FileManager.default.removeItem(at: root) }
        let found = report.violations.filter { $0.id == "menu-item-label-style" }
            .map { "\($0.location.file.split(separator: "/").last!):\($0.location.line)" }
        XCTAssertEqual(found.sorted(), ["Row.swift:9", "View+RowMenu.swift:6"])
    }
}

extension RoundEighteenPatternsTests {
    /// A share sheet made by a factory that anchors it through a helper of its type
    /// (`setupPopover(vc)`) is anchored; one whose factory anchors it nowhere is reported.
    func testAShareSheetFactoryThatAnchorsThroughAHelperIsAnchored() throws {
        let files = [
            "App/ShareActivityController.swift": """
                import UIKit

                enum ShareActivityController {
                    static func create(_ text: String) -> UIViewController {
                        let vc = UIActivityViewController(activityItems: [text], applicationActivities: nil)
                        setupPopover(vc)
                        return vc
                    }
                    static func createBare(_ text: String) -> UIViewController {
                        let vc = UIActivityViewController(activityItems: [text], applicationActivities: nil)
                        return vc
                    }
                    private static func setupPopover(_ vc: UIActivityViewController) {
                        vc.popoverPresentationController?.sourceView = UIApplication.shared.keyWindow
                    }
                }
                """,
            "App/AboutFlow.swift": """
                import UIKit

                final class AboutFlow {
                    let viewController = UIViewController()
                    func share() {
                        viewController.present(ShareActivityController.create("hello"), animated: true)
                    }
                    func shareBare() {
                        viewController.present(ShareActivityController.createBare("hello"), animated: true)
                    }
                }
                """,
        ]
        let (report, root) = try Harness.lint(files.merging([".hig-activity.yml": "only: [activity-popover-anchor]\n"]) { $1 })
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(report.violations.filter { $0.id == "activity-popover-anchor" }.map(\.location.line), [9])
    }

    /// A destructive item whose action runs a closure handed to the view under its own label
    /// (`removeDownloads: { showConfirm = true }`) asks first; one handed a closure that deletes
    /// at once does not.
    func testADestructiveItemRunningAClosureThatAsksFirstIsConfirmed() throws {
        let files = [
            "App/MangaView.swift": """
                import SwiftUI

                struct MangaView: View {
                    @State var showRemoveAllConfirm = false
                    var body: some View {
                        VStack {
                            Toolbar(removeDownloads: { showRemoveAllConfirm = true }, eraseHistory: { store.wipe() })
                        }
                        .alert("Remove all?", isPresented: $showRemoveAllConfirm) {}
                    }
                }

                struct Toolbar: View {
                    let removeDownloads: () -> Void
                    let eraseHistory: () -> Void
                    var body: some View {
                        Menu {
                            Button("Open") {}
                            Button("Remove All Downloads", role: .destructive) { removeDownloads() }
                            Button("Erase History", role: .destructive) { eraseHistory() }
                        } label: {
                            Image(systemName: "ellipsis")
                        }
                    }
                }
                """
        ]
        let (report, root) = try Harness.lint(files.merging([".hig-activity.yml": "only: [pull-down-confirm-destructive]\n"]) { $1 })
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(report.violations.filter { $0.id == "pull-down-confirm-destructive" }.map(\.location.line), [20])
    }
}

extension RoundEighteenPatternsTests {
    /// A pull-down menu over every case of an enum shows one item per case: two cases are too
    /// few, three are enough; a type the project declares twice, or a collection that is not
    /// `allCases`, may hold any number.
    func testAPullDownMenuOverAnEnumsCasesCountsThem() throws {
        let files = [
            "App/Sorts.swift": """
                enum SearchSort: CaseIterable { case popular, recent }
                enum FeedSort: CaseIterable {
                    case hot
                    case new, top
                }
                """,
            "App/SearchView.swift": """
                import SwiftUI

                struct SearchView: View {
                    let recent: [String]
                    var body: some View {
                        Text("Results").toolbar {
                            Menu {
                                ForEach(SearchSort.allCases, id: \\.self) { sort in
                                    Button(String(describing: sort)) { }
                                }
                            } label: { Image(systemName: "arrow.up.arrow.down") }
                            Menu {
                                ForEach(FeedSort.allCases, id: \\.self) { sort in
                                    Button(String(describing: sort)) { }
                                }
                            } label: { Image(systemName: "line.3.horizontal.decrease") }
                            Menu {
                                ForEach(recent, id: \\.self) { query in
                                    Button(query) { }
                                }
                            } label: { Image(systemName: "clock") }
                        }
                    }
                }
                """,
        ]
        let (report, root) = try Harness.lint(files.merging([".hig-activity.yml": "only: [pull-down-min-items]\n"]) { $1 })
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(report.violations.filter { $0.id == "pull-down-min-items" }.map(\.location.line), [7])
    }
}

extension RoundEighteenPatternsTests {
    /// A toolbar written in a `#if` after its view (`Text(…) #if os(iOS) .toolbar { … } #endif`)
    /// is that view's toolbar: its items are judged like any other's.
    func testAToolbarInAPostfixIfIsTheViewsToolbar() throws {
        let files = [
            "App/WelcomeView.swift": """
                import SwiftUI

                struct WelcomeView: View {
                    @State var showPolicy = false
                    var body: some View {
                        NavigationView {
                            Text("Privacy policy")
                            #if os(iOS)
                                .toolbar {
                                    ToolbarItem(placement: .navigationBarTrailing) {
                                        Button(action: { showPolicy = false }, label: { Text("Close") })
                                    }
                                }
                                .tint(.red)
                            #endif
                        }
                    }
                }
                """
        ]
        let (report, root) = try Harness.lint(files.merging([".hig-activity.yml": "only: [toolbar-standard-back-close]\n"]) { $1 })
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(report.violations.filter { $0.id == "toolbar-standard-back-close" }.map(\.location.line), [11])
    }
}

extension RoundEighteenPatternsTests {
    /// A bar item made bare and given its image or title in a later statement shows it: a
    /// bordered symbol or the text Close assigned so is reported; another view's image is not
    /// taken for an item's, and an item with an image is not a text item.
    func testABarItemGivenItsImageOrTitleAfterItIsMadeShowsIt() throws {
        let files = [
            "App/InfoController.swift": """
                import UIKit

                final class InfoController: UIViewController {
                    override func viewDidLoad() {
                        let info = UIBarButtonItem()
                        info.image = UIImage(systemName: "info.circle")
                        let other = UIImageView()
                        other.image = UIImage(systemName: "heart.circle")
                        let close = UIBarButtonItem()
                        close.title = "Close"
                        let share = UIBarButtonItem()
                        share.image = UIImage(systemName: "square.and.arrow.up")
                        share.title = "Close"
                        navigationItem.rightBarButtonItems = [info, close, share]
                    }
                }
                """
        ]
        let (report, root) = try Harness.lint(
            files.merging([".hig-activity.yml": "only: [toolbar-borderless-symbols, toolbar-standard-back-close]\n"]) { $1 })
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(report.violations.map { "\($0.id):\($0.location.line)" }.sorted(),
            ["toolbar-borderless-symbols:6", "toolbar-standard-back-close:9"])
    }
}

extension RoundEighteenPatternsTests {
    /// Code that runs only on systems older than the lowest one the Xcode project builds for
    /// (the `else` of `if #available(iOS 15, *)` in an app for iOS 15 and later) is not judged;
    /// a fallback for a later version, or one that a second condition also chooses, is.
    func testAFallbackBelowTheDeploymentTargetIsNotJudged() throws {
        let files = [
            "App.xcodeproj/project.pbxproj": """
                // !$*UTF8*$!
                {
                    buildSettings = {
                        IPHONEOS_DEPLOYMENT_TARGET = 16.0;
                    };
                    buildSettings = {
                        IPHONEOS_DEPLOYMENT_TARGET = "15.0";
                    };
                }
                """,
            "App/UserView.swift": """
                import SwiftUI

                struct UserView: View {
                    let canDelete: Bool
                    var body: some View {
                        Menu {
                            if #available(iOS 15.0, *) {
                                Button("Delete", role: .destructive) { delete() }
                            } else {
                                Button("Delete") { delete() }
                            }
                            if #available(iOS 17.0, *) {
                                Button("Remove", role: .destructive) { remove() }
                            } else {
                                Button("Remove") { remove() }
                            }
                            if #available(iOS 15.0, *), canDelete {
                                Button("Erase", role: .destructive) { erase() }
                            } else {
                                Button("Erase") { erase() }
                            }
                        } label: {
                            Image(systemName: "ellipsis")
                        }
                    }
                }
                """,
        ]
        let (report, root) = try Harness.lint(files.merging([".hig-activity.yml": "only: [menu-destructive-role]\n"]) { $1 })
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(report.violations.filter { $0.id == "menu-destructive-role" }.map(\.location.line), [15, 20])
    }
}
