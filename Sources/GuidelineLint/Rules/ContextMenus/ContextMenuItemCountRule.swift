import GuidelineKit
import SwiftSyntax

/// A context menu too long to take in at a glance.
struct ContextMenuItemCountRule: Rule {
    static let description = RuleDescription(
        id: "context-menu-item-count",
        summary:
            "A context menu, written out in full, with more commands than the option max-items allows (default 10), counting those in its submenus; menus built at run time are left alone. A judgement call, so a note.",
        severity: .note, entries: ["context-menus/small-number-of-items"], reads: [.swift],
        keywords: ["UIContextMenuConfiguration", "contextMenu"], options: Options.self,
        exports: [
            .semgrep: .notExpressible(reason: "counts items across a context menu and its submenus (max-items, default 10)"),
            .astGrep: .notExpressible(reason: "counts items across a context menu and its submenus (max-items, default 10), and needs the menu written out in full"),
            .swiftLint: .notExpressible(reason: "counts items across a menu tree"),
        ],
        heldOut: RuleAccuracy(findings: 1, correct: 1, violations: 2, found: 1),
        tuning: RuleAccuracy(findings: 4, correct: 2, violations: 20, found: 2)
    )

    struct Options: RuleOptionSet {
        @Bounded(2...50) var maxItems = 10
    }

    /// Only a context menu can break it (`MenuTree.mayHold`).
    func mayFind(in text: FileText, options: Options, facts: ProjectFacts) -> Bool { MenuTree.mayHold(.context, in: text) }
    static var mayFindKeywords: [String] { MenuTree.mayHoldKeywords }

    /// Menus built for a context menu configuration in another file.
    func projectFilter(_ project: Project, options: Options) -> ProjectFilter? {
        MenuTree.contextMenuBuilderFilter(project)
    }

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        MenuTree.all(in: file, project: project).compactMap { tree in
            guard tree.kind == .context, tree.isComplete else { return nil }
            // Alternatives show one at a time: the first stands for them.
            let count = tree.items(.first).count
            guard count > options.maxItems else { return nil }
            var finding = Finding(Self.description.id, at: file.location(of: tree.anchor), subject: tree.anchor.quotedCode)
            finding.fault = .items(count, max: options.maxItems, option: "max-items")
            return finding
        }
    }
}
