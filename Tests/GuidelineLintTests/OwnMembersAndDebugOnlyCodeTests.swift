import Foundation
@testable import GuidelineLint
import XCTest

/// What the tuning apps showed after round twenty-eight (issue 54): a property that many view
/// controllers declare under one name is, in each, that controller's own; and code an app's
/// helper only builds into debug builds is no more shipped than code under `#if DEBUG`.
final class OwnMembersAndDebugOnlyCodeTests: XCTestCase {
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
}
