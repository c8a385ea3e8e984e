import GuidelineKit
import SwiftSyntax

/// `UIMenuController`, deprecated since iOS 16: the edit menu is `UIEditMenuInteraction` now.
struct EditMenuSystemRule: Rule {
    static let description = RuleDescription(
        id: "edit-menu-system",
        summary:
            "A use of UIMenuController (or UIMenuItem), deprecated since iOS 16, where UIEditMenuInteraction or the text views' edit menu delegate methods apply; uses in the fallback branch of an #available(iOS 16, …) check pass.",
        severity: .warning, entries: ["edit-menus/prefer-system-menu"], reads: [.swift],
        keywords: ["UIMenuController", "UIMenuItem"],
        exports: [
            .semgrep: .approximate(
                #"""
                patterns:
                  - pattern-either:
                      - pattern: UIMenuController
                      - patterns:
                          - pattern: UIMenuItem
                          - pattern-not-inside: |
                              func $F(...) {
                                ...
                                <... UIMenuController ...>
                                ...
                              }
                  - pattern-not-inside: |
                      if #available(iOS 16, *) { ... } else { ... }
                  - pattern-not-inside: |
                      guard #available(iOS 16, *) else { ... }
                """#,
                reason: "reports every UIMenuController use, not one per function, and UIMenuItem only in functions without UIMenuController; skips only the iOS 16 fallback of if/guard #available(iOS 16, *) written exactly so"),
            .astGrep: .approximate(
                #"""
                utils:
                  use:
                    kind: simple_identifier
                    regex: ^UIMenu(Controller|Item)$
                    not:
                      inside:
                        kind: navigation_suffix
                  ios16:
                    kind: availability_condition
                    regex: ^#available\s*\(\s*iOS\s+(1[6-9]|[2-9][0-9])
                  ios16-unavailable:
                    kind: availability_condition
                    regex: ^#unavailable\s*\(\s*iOS\s+(1[6-9]|[2-9][0-9])
                  fallback:
                    inside:
                      stopBy: end
                      any:
                        # else branch of `if #available(iOS 16+, …)`
                        - follows:
                            stopBy: end
                            kind: else
                          inside:
                            kind: if_statement
                            has:
                              field: condition
                              matches: ios16
                        # body of `guard #available(iOS 16+, …) else { … }`
                        - kind: statements
                          inside:
                            kind: guard_statement
                            has:
                              field: condition
                              matches: ios16
                        # body of `if #unavailable(iOS 16+)`
                        - kind: statements
                          not:
                            follows:
                              stopBy: end
                              kind: else
                          inside:
                            kind: if_statement
                            has:
                              field: condition
                              matches: ios16-unavailable
                        # declarations marked @available(iOS, deprecated: 16+)
                        - has:
                            kind: modifiers
                            has:
                              kind: attribute
                              regex: ^@available\s*\(\s*iOS\b.*deprecated:\s*(1[6-9]|[2-9][0-9])
                  reported:
                    all:
                      - matches: use
                      - not:
                          matches: fallback
                rule:
                  matches: reported
                  # one finding per function: skip a use when an earlier one in the same function is reported
                  not:
                    inside:
                      stopBy:
                        kind: function_declaration
                      not:
                        kind: function_declaration
                      inside:
                        stopBy: end
                        kind: function_declaration
                      follows:
                        stopBy: end
                        has:
                          stopBy: end
                          matches: reported
                """#,
                reason: "one finding per function at its first use as ours, but doesn't pass functions that are called only from #available fallbacks"),
            .swiftLint: .approximate(
                #"""
                regex: '\bUIMenu(?:Controller|Item)\b(?=\s*[.(])(?:(?!\bfunc\b).)*'
                """#,
                reason: "one finding per stretch between func keywords rather than per function; doesn't skip #available fallbacks and also matches in comments"),
        ],
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0),
        tuning: RuleAccuracy(findings: 73, correct: 73, violations: 88, found: 76)
    )

    func check(_ file: SwiftFile, in project: Project, options: NoOptions) -> [Finding] {
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
