import GuidelineKit
import SwiftSyntax

/// Symbols in a context menu: all items or none, and one symbol per meaning.
struct ContextMenuItemSymbolRule: Rule {
    static let description = RuleDescription(
        id: "context-menu-item-symbol",
        summary:
            "In a context menu where some items show an SF Symbol, an item without one (not a button type of the app's own, whose body may draw one); an SF Symbol used by two items of one context menu (reported at the second). The guidelines say to consider symbols, so a note.",
        severity: .note, entries: ["context-menus/symbol-per-item"], reads: [.swift],
        keywords: ["UIContextMenuConfiguration", "contextMenu"],
        exports: [
            .semgrep: .notExpressible(reason: "compares the symbols of all items of one context menu (some with, some without; a repeated one)"),
            .astGrep: .notExpressible(reason: "compares the symbols of all items of one context menu, which patterns can't relate to each other"),
            .swiftLint: .notExpressible(reason: "compares items across a menu tree"),
        ],
        heldOut: RuleAccuracy(findings: 6, correct: 5, violations: 5, found: 5),
        tuning: RuleAccuracy(findings: 65, correct: 51, violations: 118, found: 43)
    )

    /// Only a context menu can break it (`MenuTree.mayHold`).
    func mayFind(in text: FileText, options: NoOptions, facts: ProjectFacts) -> Bool { MenuTree.mayHold(.context, in: text) }
    static var mayFindKeywords: [String] { MenuTree.mayHoldKeywords }

    /// Menus built for a context menu configuration in another file.
    func projectFilter(_ project: Project, options: NoOptions) -> ProjectFilter? {
        MenuTree.contextMenuBuilderFilter(project)
    }

    func check(_ file: SwiftFile, in project: Project, options: NoOptions) -> [Finding] {
        var findings: [Finding] = []
        for tree in MenuTree.all(in: file, project: project) where tree.kind == .context {
            let items = tree.allItems
            guard items.contains(where: { $0.symbol != nil }) else { continue }
            // A button type of the app's own may draw a symbol in its body: no finding rests on a guess.
            for item in items where item.symbol == nil && !item.drawsOwnLook {
                findings.append(Finding(Self.description.id, at: file.location(of: item.call), subject: item.subject(in: file, project: project)))
            }
            // A symbol used twice among items that show together (alternatives show one at a time).
            var used: Set<String> = []
            for item in tree.items(.first) {
                if let symbol = item.symbol, !symbol.isEmpty, !used.insert(symbol).inserted {
                    findings.append(Finding(Self.description.id, at: file.location(of: item.call), subject: symbol))
                }
            }
        }
        return findings
    }
}
