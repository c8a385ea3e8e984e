import GuidelineKit
import SwiftSyntax

/// `UIMenuController`, deprecated since iOS 16: the edit menu is `UIEditMenuInteraction` now.
struct EditMenuSystemRule: Rule {
    static let description = RuleDescription(
        id: "edit-menu-system",
        summary:
            "A use of UIMenuController (or UIMenuItem), deprecated since iOS 16, where UIEditMenuInteraction or the text views' edit menu delegate methods apply; uses in the fallback branch of an #available(iOS 16, …) check pass.",
        severity: .warning, entries: ["edit-menus/prefer-system-menu"], reads: [.swift],
        keywords: ["UIMenuController", "UIMenuItem"]
    )

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        // A function called only from fallback branches is a fallback too (`handleiOS15Tap`).
        func isFallback(_ node: some SyntaxProtocol) -> Bool {
            if Availability.isFallback(node, before: 16) { return true }
            guard let function = Self.enclosingFunction(of: node), let calls = finder.calls[function.name.text] else {
                return false
            }
            return calls.allSatisfy { Availability.isFallback($0, before: 16) }
        }
        // One finding per function: its uses are one piece of edit-menu code.
        var reported: Set<SyntaxIdentifier> = []
        var findings: [Finding] = []
        for use in finder.uses where !isFallback(use) {
            if let function = Self.enclosingFunction(of: use), !reported.insert(function.id).inserted { continue }
            findings.append(Finding(Self.description.id, at: file.location(of: use), subject: use.text))
        }
        return findings
    }

    private static func enclosingFunction(of node: some SyntaxProtocol) -> FunctionDeclSyntax? {
        node.firstAncestor { $0.is(FunctionDeclSyntax.self) }?.as(FunctionDeclSyntax.self)
    }

    private final class Finder: SyntaxVisitor {
        var uses: [TokenSyntax] = []
        /// Calls by name, to tell whether a function runs only where UIMenuController is the fallback.
        var calls: [String: [FunctionCallExprSyntax]] = [:]
        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if ["UIMenuController", "UIMenuItem"].contains(node.baseName.text) { uses.append(node.baseName) }
            return .visitChildren
        }
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.calleeName { calls[name, default: []].append(node) }
            return .visitChildren
        }
    }
}
