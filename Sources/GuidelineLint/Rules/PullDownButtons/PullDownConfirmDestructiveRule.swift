import GuidelineKit
import SwiftSyntax

/// A destructive command in a pull-down menu that acts at once, without asking first.
struct PullDownConfirmDestructiveRule: Rule {
    static let description = RuleDescription(
        id: "pull-down-confirm-destructive",
        summary:
            "A destructive item in a pull-down button's menu (UIAction with .destructive, Button with role: .destructive in a Menu) whose handler deletes without first asking for confirmation (an alert, an action sheet, a confirmationDialog); a menu that holds the destructive item alone is itself the confirmation.",
        severity: .warning, entries: ["pull-down-buttons/confirm-destructive"], reads: [.swift],
        keywords: ["destructive"],
        exports: RuleExport.none(because: "follows each destructive item's handler into the file's functions to see whether it asks first"),
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 1, found: 0),
        tuning: RuleAccuracy(findings: 27, correct: 23, violations: 73, found: 23)
    )

    /// A pull-down's menu is a `UIMenu(…)` of this file or a SwiftUI `Menu`.
    func mayFind(in text: FileText, options: NoOptions, facts: ProjectFacts) -> Bool { text.mentions(Self.menus) }
    static var mayFindKeywords: [String] { ["Menu"] }
    private static let menus = KeywordFilter(mayFindKeywords)

    func check(_ file: SwiftFile, in project: Project, options: NoOptions) -> [Finding] {
        let handlers = ActionHandlers(file, index: project.index)
        var findings: [Finding] = []
        for pullDown in ButtonMenu.all(in: file) where pullDown.kind == .pullDown {
            // A menu that holds the destructive item alone is itself the confirmation: the button
            // asks, the item answers (a Delete button whose menu says "Delete Draft").
            let actions = pullDown.menu.allActions ?? []
            guard actions.count > 1 else { continue }
            for action in actions where action.isDestructive {
                guard let handler = action.handler, handlers.actsWithoutAsking(handler) else { continue }
                var finding = Finding(Self.description.id, at: file.location(of: action.call), subject: MenuItem(uiKit: action.call).subject(in: file, project: project))
                finding.fault = .check(.noConfirmation)
                findings.append(finding)
            }
        }
        for menu in SwiftUIView.pullDownMenus(in: file, project: project) {
            guard let content = SwiftUIView.content(of: menu) else { continue }
            let buttons = SwiftUIView.CallFinder(names: ["Button"])
            buttons.walk(content)
            guard buttons.calls.count > 1 else { continue }
            for button in buttons.calls where SwiftUIView.hasDestructiveRole(button) {
                let action = button.arguments.first { $0.label?.text == "action" }?.expression
                    ?? button.trailingClosure.map(ExprSyntax.init)
                guard let action, handlers.actsWithoutAsking(action) else { continue }
                var finding = Finding(Self.description.id, at: file.location(of: button), subject: MenuItem(swiftUI: button, modifiers: []).subject(in: file, project: project))
                finding.fault = .check(.noConfirmation)
                findings.append(finding)
            }
        }
        return findings
    }
}
