import GuidelineKit
import SwiftSyntax

/// A segmented control in a toolbar.
struct ToolbarNoSegmentedControlRule: Rule {
    static let description = RuleDescription(
        id: "toolbar-no-segmented-control",
        summary:
            "A segmented control in a toolbar: a UISegmentedControl as a bar item's custom view (UIBarButtonItem(customView:)), or a Picker with .pickerStyle(.segmented) in a SwiftUI .toolbar.",
        severity: .warning, entries: ["toolbars/no-segmented-control"], reads: [.swift],
        keywords: ["UISegmentedControl", ".segmented"]
    )

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        BarItems.all(in: file).flatMap(\.items).compactMap { item -> Finding? in
            guard let call = item.call else { return nil }
            if let custom = item.customView, custom.constructedTypeName == "UISegmentedControl" {
                return Finding(Self.description.id, at: file.location(of: call), subject: "UISegmentedControl")
            }
            if SwiftUIView.name(call) == "Picker",
                SwiftUIView.modifiers(of: call).contains(where: {
                    $0.name == "pickerStyle" && ($0.call.arguments.first?.expression.trimmedDescription ?? "").contains("segmented")
                })
            {
                return Finding(Self.description.id, at: file.location(of: call), subject: "Picker")
            }
            return nil
        }
    }
}
