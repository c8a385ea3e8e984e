import Foundation
@_spi(Benchmarks) @testable import GuidelineLint
import GuidelineKit
import XCTest

/// What round thirty showed once it had been measured and moved to tuning (issue 54): a left
/// item that a type's static helper makes and names a back button (`UIUtils.createLeftBackButton`)
/// replaces the system back button, whatever overload draws its image; a context-menu item that
/// is a button type of the app's own draws its look in its own body; and a bottom bar's
/// `if … else` inside one item is one place in the bar.
final class RoundThirtyPatternsTests: XCTestCase {
    /// One rule's findings, with their notes.
    private func findings(_ files: [String: String], rule: String) throws -> [Diagnostic] {
        var files = files
        files[".hig-activity.yml"] = "only: [\(rule)]\n"
        let (report, root) = try Harness.lint(files)
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertTrue(report.problems.isEmpty, "\(report.problems)")
        return report.violations
    }

    private let helpers = """
        import UIKit
        final class UIUtils {
            class func createLeftBackButton(target: Any?, image: UIImage? = #imageLiteral(resourceName: "arrow-back")) -> UIButton {
                let button = UIButton(frame: CGRect(x: 0, y: 0, width: 31, height: 31))
                button.setImage(image, for: .normal)
                return button
            }
            class func createLeftBackButton(target: Any?, action: Selector, image: UIImage? = #imageLiteral(resourceName: "arrow-back")) -> UIBarButtonItem {
                let button = createLeftBackButton(target: target, image: image)
                button.addTarget(target, action: action, for: .touchUpInside)
                return UIBarButtonItem(customView: button)
            }
            class func createRefreshButton(target: Any?, action: Selector) -> UIBarButtonItem {
                UIBarButtonItem(barButtonSystemItem: .refresh, target: target, action: action)
            }
        }
        """

    private func controller(_ assignment: String) -> String {
        """
        import UIKit
        final class AliasViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                \(assignment)
            }
            @objc func goBack() { navigationController?.popViewController(animated: true) }
        }
        """
    }

    func testALeftItemAStaticHelperNamedAsABackButtonMakes() throws {
        func found(_ assignment: String) throws -> [Diagnostic] {
            try findings(
                ["App/UIUtils.swift": helpers, "App/AliasViewController.swift": controller(assignment)],
                rule: "toolbar-standard-back-close")
        }
        let back = try found("navigationItem.leftBarButtonItem = UIUtils.createLeftBackButton(target: self, action: #selector(goBack))")
        XCTAssertEqual(back.map(\.location.line), [5])
        XCTAssertEqual(back.first?.notes.first?.location.file.hasSuffix("App/UIUtils.swift"), true, "the note names the helper")
        // Beside the system back button, it replaces nothing; a helper named otherwise is no back item;
        // a helper the project does not declare is not guessed at.
        XCTAssertEqual(
            try found(
                "navigationItem.leftItemsSupplementBackButton = true\n        navigationItem.leftBarButtonItem = UIUtils.createLeftBackButton(target: self, action: #selector(goBack))"
            ).count, 0)
        XCTAssertEqual(try found("navigationItem.leftBarButtonItem = UIUtils.createRefreshButton(target: self, action: #selector(goBack))").count, 0)
        XCTAssertEqual(try found("navigationItem.leftBarButtonItem = Theme.makeBackButton(target: self)").count, 0)
        // Handed another picture, it is no back item (a Close of selection mode).
        XCTAssertEqual(
            try found(
                #"navigationItem.leftBarButtonItem = UIUtils.createLeftBackButton(target: self, action: #selector(goBack), image: #imageLiteral(resourceName: "close-rounded"))"#
            ).count, 0)
        XCTAssertEqual(
            try found(
                #"navigationItem.leftBarButtonItem = UIUtils.createLeftBackButton(target: self, action: #selector(goBack), image: #imageLiteral(resourceName: "arrow-back"))"#
            ).count, 1)
        // On the right, it stands beside the back button.
        XCTAssertEqual(try found("navigationItem.rightBarButtonItem = UIUtils.createLeftBackButton(target: self, action: #selector(goBack))").count, 0)
    }

    func testAContextMenuItemOfTheAppsOwnButtonType() throws {
        let menu = """
            import SwiftUI
            struct CircleRow: View {
                let url: URL
                var body: some View {
                    Text("Circle")
                        .contextMenu {
                            Button("Open", systemImage: "safari") { }
                            SNSButton(url, type: .pixiv)
                            Button("Copy Link") { }
                        }
                }
            }
            """
        let button = """
            import SwiftUI
            struct SNSButton: View {
                let url: URL
                let type: Int
                init(_ url: URL, type: Int) { self.url = url; self.type = type }
                var body: some View { Button { } label: { Image(.snsPixiv); Text("Pixiv") } }
            }
            """
        let found = try findings(["App/CircleRow.swift": menu, "App/SNSButton.swift": button], rule: "context-menu-item-symbol")
        // "Copy Link" shows no symbol beside one that does; SNSButton's look is its body's.
        XCTAssertEqual(found.map(\.location.line), [9])
    }

    func testABottomBarItemThatShowsOneViewOrAnother() throws {
        func bar(_ first: String) -> String {
            """
            import SwiftUI
            struct DetailView: View {
                @State var loading = false
                var body: some View {
                    Text("Detail")
                        .toolbar {
                            ToolbarItem(placement: .bottomBar) {
                                \(first)
                            }
                            ToolbarItem(placement: .bottomBar) { Button("B", systemImage: "b.circle") { } }
                            ToolbarItem(placement: .bottomBar) { Button("C", systemImage: "c.circle") { } }
                            ToolbarItem(placement: .bottomBar) { Button("D", systemImage: "d.circle") { } }
                            ToolbarItem(placement: .bottomBar) { Button("E", systemImage: "e.circle") { } }
                        }
                }
            }
            """
        }
        // One place: a progress view while loading, else the button.
        let choice = "if loading { ProgressView() } else { Button(\"A\", systemImage: \"a.circle\") { } }"
        XCTAssertEqual(try findings(["App/DetailView.swift": bar(choice)], rule: "toolbar-item-count").count, 0)
        // Also when the button's modifiers differ by platform (`#if` inside the chain).
        let platforms = """
            if loading { ProgressView() } else {
                Button("A", systemImage: "a.circle") { }
                #if targetEnvironment(macCatalyst)
                .sheet(isPresented: $loading) { Text("Mac") }
                #else
                .popover(isPresented: $loading) { Text("iOS") }
                #endif
            }
            """
        XCTAssertEqual(try findings(["App/DetailView.swift": bar(platforms)], rule: "toolbar-item-count").count, 0)
        // Two controls side by side are two places.
        let both = "HStack { ProgressView(); Button(\"A\", systemImage: \"a.circle\") { } }"
        XCTAssertEqual(try findings(["App/DetailView.swift": bar(both)], rule: "toolbar-item-count").count, 1)
    }

    /// A bar item made with an image literal, tinted by a method of a package the linter has not
    /// read: the picture is the asset's, and "icHelp" is no word VoiceOver can read.
    func testABarItemOfAnImageLiteralTintedByAPackagesMethod() throws {
        func controller(_ image: String) -> String {
            """
            import UIKit
            final class AliasViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(image: \(image), style: .plain, target: self, action: #selector(showInfo))
                }
                @objc func showInfo() {}
            }
            """
        }
        func found(_ image: String, extra: [String: String] = [:]) throws -> Int {
            try findings(["App/AliasViewController.swift": controller(image)].merging(extra) { $1 }, rule: "button-has-label").count
        }
        XCTAssertEqual(try found(#"#imageLiteral(resourceName: "icHelp").tint(with: .white)"#), 1)
        XCTAssertEqual(try found(#"#imageLiteral(resourceName: "icHelp")"#), 1)
        // An asset named in words is read as its name.
        XCTAssertEqual(try found(#"#imageLiteral(resourceName: "help").tint(with: .white)"#), 0)
        // A method of the project's that returns another image is not guessed at.
        let other = """
            import UIKit
            extension UIImage {
                func tint(with color: UIColor) -> UIImage { UIImage(systemName: "questionmark")! }
            }
            """
        XCTAssertEqual(try found(#"#imageLiteral(resourceName: "icHelp").tint(with: .white)"#, extra: ["App/UIImage+Tint.swift": other]), 0)
    }

    /// A bar button kept in the layout but never seen (`.opacity(0)`) shows no symbol.
    func testAnInvisibleBarButton() throws {
        func view(_ modifier: String) -> String {
            """
            import SwiftUI
            struct EditSheet: View {
                @State var expanded = false
                var body: some View {
                    Form { }
                        .toolbar {
                            ToolbarItem(placement: .navigationBarTrailing) {
                                Button { expanded.toggle() } label: {
                                    Image(systemName: expanded ? "slider.horizontal.2.square" : "slider.horizontal.3")
                                }
                                \(modifier)
                            }
                        }
                }
            }
            """
        }
        XCTAssertEqual(try findings(["App/EditSheet.swift": view(".opacity(0)")], rule: "toolbar-borderless-symbols").count, 0)
        XCTAssertEqual(try findings(["App/EditSheet.swift": view(".hidden()")], rule: "toolbar-borderless-symbols").count, 0)
        XCTAssertEqual(try findings(["App/EditSheet.swift": view(".opacity(0.5)")], rule: "toolbar-borderless-symbols").count, 1)
    }
}
