import GuidelineKit
import SwiftSyntax

/// A bar item symbol drawn inside a border: the bar is already the container.
struct ToolbarBorderlessSymbolsRule: Rule {
    static let description = RuleDescription(
        id: "toolbar-borderless-symbols",
        summary:
            "A bar item's SF Symbol drawn inside a border (a name ending in .circle, .circle.fill, .square, .square.fill and the like, such as ellipsis.circle): use the borderless variant.",
        severity: .warning, entries: ["toolbars/borderless-system-symbols"], reads: [.swift],
        keywords: [".circle\"", ".circle.fill\"", ".square\"", ".square.fill\"", ".rectangle\"", ".rectangle.fill\""]
    )

    static let borders = [".circle", ".circle.fill", ".square", ".square.fill", ".rectangle", ".rectangle.fill"]

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        BarItems.all(in: file).flatMap(\.items).compactMap { item -> Finding? in
            guard let symbol = item.symbol, Self.borders.contains(where: symbol.name.hasSuffix) else { return nil }
            return Finding(Self.description.id, at: file.location(of: symbol.literal), subject: symbol.name)
        }
    }
}
