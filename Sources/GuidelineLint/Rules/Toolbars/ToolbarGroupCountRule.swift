import GuidelineKit
import SwiftSyntax

/// More groups of items in one part of a toolbar than people can take in.
struct ToolbarGroupCountRule: Rule {
    static let description = RuleDescription(
        id: "toolbar-group-count",
        summary:
            "More than three groups of items in one part of a toolbar: UIKit leadingItemGroups, centerItemGroups or trailingItemGroups with more than three UIBarButtonItemGroups; more than three ToolbarItem or ToolbarItemGroup in one placement of a SwiftUI .toolbar. Reported at the fourth. The guidelines say generally no more than three, so a note.",
        severity: .note, entries: ["toolbars/minimize-groups"], reads: [.swift],
        keywords: ["ItemGroups", "ToolbarItem"]
    )

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        return finder.groupLists.compactMap { groups in
            guard groups.count > 3 else { return nil }
            return Finding(Self.description.id, at: file.location(of: groups[3]), subject: "\(groups.count) groups")
        }
    }

    private final class Finder: SyntaxVisitor {
        /// Per toolbar part, the calls that make its groups, in order.
        var groupLists: [[Syntax]] = []

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard let assignment = node.simpleAssignment,
                let name = assignment.target.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                ["leadingItemGroups", "centerItemGroups", "trailingItemGroups"].contains(name),
                let array = Locals.resolve(assignment.value).as(ArrayExprSyntax.self)
            else { return .visitChildren }
            groupLists.append(array.elements.map { Syntax($0.expression) })
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let access = node.calledExpression.as(MemberAccessExprSyntax.self),
                access.declName.baseName.text == "toolbar", access.base != nil, let content = node.trailingClosure
            else { return .visitChildren }
            var byPlacement: [(String, [Syntax])] = []
            for statement in content.statements {
                guard let expression = statement.item.as(ExprSyntax.self),
                    let call = SwiftUIView.outermostView(expression),
                    let name = SwiftUIView.name(call), name == "ToolbarItem" || name == "ToolbarItemGroup"
                else { continue }
                let placement =
                    call.arguments.first { $0.label?.text == "placement" }?.expression.trimmedDescription ?? "automatic"
                if let index = byPlacement.firstIndex(where: { $0.0 == placement }) {
                    byPlacement[index].1.append(Syntax(call))
                } else {
                    byPlacement.append((placement, [Syntax(call)]))
                }
            }
            groupLists += byPlacement.map(\.1)
            return .visitChildren
        }
    }
}
