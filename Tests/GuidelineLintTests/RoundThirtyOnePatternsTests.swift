import Foundation
@_spi(Benchmarks) @testable import GuidelineLint
import GuidelineKit
import XCTest

/// What round thirty-one showed once it had been measured and moved to tuning (issue 54): a
/// destructive item whose action is a closure the view was handed runs whatever its caller
/// chose, a confirmation as often as not; a caption in a menu is no command and hides none; a
/// theme's or generated catalogue's image named as the back chevron is one; "icon-" starts an
/// identifier, not a word.
final class RoundThirtyOnePatternsTests: XCTestCase {
    private func findings(_ files: [String: String], rule: String) throws -> [Diagnostic] {
        try Harness.violations(files, rule: rule)
    }

    func testAHandedClosureIsNoGuessedDeletion() throws {
        let sheet = """
            import SwiftUI
            struct DraftSheet: View {
                let onEditDraft: () -> Void
                let onDeleteDraft: () -> Void
                @State private var items: [String] = []
                var body: some View {
                    Text("Draft").toolbar {
                        ToolbarItem {
                            Menu("More", systemImage: "ellipsis") {
                                Button("Edit Draft", systemImage: "square.and.pencil", action: onEditDraft)
                                Button("Delete Draft", systemImage: "trash", role: .destructive, action: onDeleteDraft)
                            }
                        }
                        ToolbarItem {
                            Menu("Items", systemImage: "list.bullet") {
                                Button("Edit", action: onEditDraft)
                                Button("Delete All", role: .destructive, action: deleteAll)
                            }
                        }
                    }
                }
                private func deleteAll() { items.removeAll() }
            }
            """
        let found = try findings(["App/DraftSheet.swift": sheet], rule: "pull-down-confirm-destructive")
        // The handed closure is the caller's; the view's own function deletes at once.
        XCTAssertEqual(found.map(\.location.line), [17])
    }

    func testACaptionIsNoCommand() throws {
        let map = """
            import SwiftUI
            struct MapControls: View {
                @State private var kind = 0
                var body: some View {
                    Menu {
                        Text("Map Details")
                        Divider()
                        Button { kind = 0 } label: { Label("Locations", systemImage: "tag.fill") }
                        Button { kind = 1 } label: { Label("Images", systemImage: "photo") }
                    } label: {
                        Image(systemName: "map")
                    }
                    Menu {
                        Text("Sort")
                        Button("Newest") { kind = 0 }
                        Button("Oldest") { kind = 1 }
                        Button("Largest") { kind = 2 }
                    } label: {
                        Image(systemName: "arrow.up.arrow.down")
                    }
                }
            }
            """
        let found = try findings(["App/MapControls.swift": map], rule: "pull-down-min-items")
        XCTAssertEqual(found.map(\.location.line), [5])
    }

    func testABackChevronATheBarHoldsByName() throws {
        let screens = """
            import UIKit
            final class WelcomeViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationItem.leftBarButtonItem = UIBarButtonItem(
                        image: Theme.current.palette.navigationBarBackIcon?.withRenderingMode(.alwaysOriginal),
                        style: .plain, target: self, action: #selector(back(_:)))
                }
                @objc private func back(_ sender: Any?) { navigationController?.popViewController(animated: true) }
            }
            final class PlansViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.leftBarButtonItem = UIBarButtonItem(image: Asset.Global.iconBack.image, style: .plain, target: self, action: #selector(close))
                    navigationItem.rightBarButtonItem = UIBarButtonItem(image: Theme.current.palette.settingsIcon, style: .plain, target: self, action: #selector(close))
                }
                @objc private func close() { dismiss(animated: true) }
            }
            """
        let found = try findings(["App/Screens.swift": screens], rule: "toolbar-standard-back-close")
        XCTAssertEqual(found.map { "\($0.location.line) \($0.message)" }, [
            "5 Use the standard Back and Close buttons: “navigationBarBackIcon”",
            "14 Use the standard Back and Close buttons: “iconBack”",
        ])
    }

    func testAnIconPrefixIsNoWord() throws {
        let tile = """
            import SwiftUI
            struct FeedbackTile: View {
                let close: () -> Void
                var body: some View {
                    HStack {
                        Button(action: close) { Image("icon-close") }
                        Button(action: close) { Image("close") }
                    }
                }
            }
            """
        let found = try findings(["App/FeedbackTile.swift": tile], rule: "button-has-label")
        XCTAssertEqual(found.map(\.location.line), [6])
    }
}
