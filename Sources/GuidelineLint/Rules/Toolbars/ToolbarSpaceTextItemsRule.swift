import GuidelineKit
import SwiftSyntax

/// Two text items side by side, whose labels run together.
struct ToolbarSpaceTextItemsRule: Rule {
    static let description = RuleDescription(
        id: "toolbar-space-text-items",
        summary:
            "Two adjacent bar items that both show text, with no fixed space between them (UIBarButtonItem.fixedSpace, ToolbarSpacer(.fixed), or separate ToolbarItems); reported at the second.",
        severity: .warning, entries: ["toolbars/separate-text-items"], reads: [.swift],
        keywords: ["UIBarButtonItem(", "ToolbarItemGroup"]
    )

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        var findings: [Finding] = []
        for bar in BarItems.all(in: file) {
            var previousIsText = false
            for item in bar.items {
                if item.isSpace || item.startsGroup {
                    previousIsText = item.isSpace ? false : item.isText
                    continue
                }
                if item.isText && previousIsText, let call = item.call {
                    findings.append(Finding(Self.description.id, at: file.location(of: call), subject: item.title?.text ?? "item"))
                }
                previousIsText = item.isText
            }
        }
        return findings
    }
}
