import GuidelineKit
import SwiftSyntax

/// A home-made Back or Close item where the system's standard one belongs.
struct ToolbarStandardBackCloseRule: Rule {
    static let description = RuleDescription(
        id: "toolbar-standard-back-close",
        summary:
            "A custom Back item in a file that hides the system back button (hidesBackButton = true, .navigationBarBackButtonHidden(true)); a bar item that shows only the text Close instead of the system close item (UIBarButtonItem(systemItem: .close), an xmark symbol).",
        severity: .warning, entries: ["toolbars/standard-back-and-close"], reads: [.swift],
        keywords: ["\"Back\"", "\"Close\""]
    )

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        let hidesBack = file.text.contains("hidesBackButton = true") || file.text.contains("navigationBarBackButtonHidden(true)")
            || file.text.contains("navigationBarBackButtonHidden()")
        return BarItems.all(in: file).flatMap(\.items).compactMap { item -> Finding? in
            guard let title = item.title?.text, let call = item.call else { return nil }
            let isBack = title == "Back" && hidesBack && item.systemItem == nil
            let isClose = title == "Close" && item.isText
            guard isBack || isClose else { return nil }
            return Finding(Self.description.id, at: file.location(of: call), subject: title)
        }
    }
}
