import Foundation
@_spi(Benchmarks) @testable import GuidelineLint
import GuidelineKit
import XCTest

/// What round thirty-one showed once it had been measured and moved to tuning (issue 54): a
/// destructive item whose action is a closure the view was handed runs whatever its caller
/// chose, a confirmation as often as not.
final class RoundThirtyOnePatternsTests: XCTestCase {
    private func findings(_ files: [String: String], rule: String) throws -> [Diagnostic] {
        var files = files
        files[".hig-activity.yml"] = "only: [\(rule)]\n"
        let (report, root) = try Harness.lint(files)
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertTrue(report.problems.isEmpty, "\(report.problems)")
        return report.violations
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
}
