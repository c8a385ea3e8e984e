import GuidelineKit
import SwiftSyntax

/// More than one prominent item in a toolbar, or one away from the trailing end.
struct ToolbarOneProminentRule: Rule {
    static let description = RuleDescription(
        id: "toolbar-one-prominent",
        summary:
            "A prominent bar item (UIBarButtonItem style .prominent or .done, a SwiftUI button with a prominent button style) that is the second in one toolbar, or is not at its trailing end (first of rightBarButtonItems, last of a bottom toolbar or of a trailing placement).",
        severity: .warning, entries: ["toolbars/prominent-key-action"], reads: [.swift],
        keywords: ["prominent", "Prominent", ".done"]
    )

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        var findings: [Finding] = []
        var prominentSeen: [String: Set<SyntaxIdentifier>] = [:]  // toolbar → its prominent items so far
        var reported: Set<SyntaxIdentifier> = []  // an item set in two branches is one item
        for bar in BarItems.all(in: file) {
            let items = bar.items.filter { !$0.isSpace }
            let toolbar: String
            let trailingIndex: Int?
            switch bar.bar {
            case .bottom:
                toolbar = "bottom \(Self.scope(of: bar.anchor))"
                trailingIndex = items.indices.last
            case .top(let placement):
                toolbar = "top \(Self.scope(of: bar.anchor))"
                switch placement {
                case "trailing": trailingIndex = items.indices.first  // UIKit right items run from the edge in
                case "leading", "topBarLeading", "navigationBarLeading", "cancellationAction": trailingIndex = nil
                default: trailingIndex = items.indices.last
                }
            }
            for (index, item) in items.enumerated() where item.isProminent {
                guard let itemCall = item.call else { continue }
                prominentSeen[toolbar, default: []].insert(itemCall.id)
                let count = prominentSeen[toolbar]!.count
                guard count > 1 || index != trailingIndex, let call = item.call, reported.insert(call.id).inserted
                else { continue }
                findings.append(Finding(Self.description.id, at: file.location(of: call), subject: item.title?.text ?? "item"))
            }
        }
        return findings
    }

    /// The function (UIKit: items set together) or `.toolbar` (SwiftUI) a bar belongs to: one
    /// toolbar each. Items a class sets in different functions are different states of its bar.
    private static func scope(of node: Syntax) -> String {
        if node.is(TokenSyntax.self) { return "\(node.position.utf8Offset)" }  // a `.toolbar` modifier's dot
        let scope = node.firstAncestor {
            $0.is(FunctionDeclSyntax.self) || $0.is(AccessorBlockSyntax.self) || $0.is(MemberBlockSyntax.self)
        }
        return scope.map { "\($0.position.utf8Offset)" } ?? ""
    }
}
