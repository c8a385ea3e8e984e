import Foundation
@_spi(Benchmarks) @testable import GuidelineLint
import GuidelineKit
import XCTest

/// What round thirty-three showed once it had been measured and moved to tuning (issue 54): a
/// SwiftUI Menu with a primary action opens its menu on a long press only, a shortcut that may
/// hold one extra; a Menu that holds only a Picker chooses a value, as a pop-up button does; an
/// app's own `UIImage(systemIcon: .ellipsisCircle)` over an enum of symbols names one.
final class RoundThirtyThreePatternsTests: XCTestCase {
    private func findings(_ files: [String: String], rule: String) throws -> [Diagnostic] {
        try Harness.violations(files, rule: rule)
    }

    func testAMenuWithAPrimaryActionOrOnlyAPickerIsNoShortPullDown() throws {
        let view = """
            import SwiftUI
            struct EncounterView: View {
                @State private var outcome = 0
                var body: some View {
                    VStack {
                        Menu {
                            Button("Quick Create") { quickCreate() }
                        } label: {
                            Label("Add", systemImage: "plus")
                        } primaryAction: {
                            add()
                        }
                        Menu {
                            Picker("Outcome", selection: $outcome) {
                                Text("Hit").tag(0)
                                Text("Miss").tag(1)
                            }
                        } label: {
                            Text("Outcome")
                        }
                        Menu("Reset") {
                            Button("Clear Monsters") { clear() }
                        }
                    }
                }
                private func add() {}
                private func quickCreate() {}
                private func clear() {}
            }
            """
        let found = try findings(["App/EncounterView.swift": view], rule: "pull-down-min-items")
        // Only the plain pull-down with its one command.
        XCTAssertEqual(found.map(\.location.line), [21])
    }

    func testAnAppsOwnSymbolEnumNamesTheSymbol() throws {
        let controller = """
            import UIKit
            final class GroupViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let image = UIImage(systemIcon: .ellipsisCircle)
                    navigationItem.rightBarButtonItem = UIBarButtonItem(image: image, menu: UIMenu(children: []))
                    let close = UIBarButtonItem(image: UIImage(systemIcon: .xmark), style: .plain, target: nil, action: nil)
                    navigationItem.leftBarButtonItem = close
                }
            }
            """
        let found = try findings(["App/GroupViewController.swift": controller], rule: "toolbar-borderless-symbols")
        XCTAssertEqual(found.map(\.location.line), [5])
        XCTAssertEqual(found.first?.message.contains("ellipsis.circle"), true)
    }
}
