import GuidelineKit
import SwiftSyntax

/// One view with both a context menu and an edit menu: the same gesture can't mean both.
struct ContextOrEditMenuRule: Rule {
    static let description = RuleDescription(
        id: "context-or-edit-menu",
        summary:
            "A view given both a UIContextMenuInteraction and a UIEditMenuInteraction (addInteraction on the same view in one type); choose the menu that fits its content.",
        severity: .warning, entries: ["context-menus/context-or-edit-menu"], reads: [.swift],
        keywords: ["UIEditMenuInteraction"],
        exports: [
            .semgrep: .approximate(
                #"""
                pattern-either:
                  - patterns:
                      - pattern-either:
                          - pattern-inside: |
                              $V.addInteraction(UIContextMenuInteraction(...))
                              ...
                          - pattern-inside: |
                              $V.addInteraction($E)
                              ...
                              $V.addInteraction(UIContextMenuInteraction(...))
                          - pattern-inside: |
                              class $C: $P {
                                ...
                                func $G(...) {
                                  ...
                                  $V.addInteraction(UIContextMenuInteraction(...))
                                  ...
                                }
                                ...
                              }
                          - pattern-inside: |
                              class $C: $P {
                                ...
                                override func $G(...) {
                                  ...
                                  $V.addInteraction(UIContextMenuInteraction(...))
                                  ...
                                }
                                ...
                              }
                      - pattern-either:
                          - pattern: $V.addInteraction(UIEditMenuInteraction(...))
                          - patterns:
                              - pattern-inside: |
                                  let $I = UIEditMenuInteraction(...)
                                  ...
                              - pattern: $V.addInteraction($I)
                  - patterns:
                      - pattern-either:
                          - pattern-inside: |
                              addInteraction(UIContextMenuInteraction(...))
                              ...
                          - pattern-inside: |
                              addInteraction($E)
                              ...
                              addInteraction(UIContextMenuInteraction(...))
                          - pattern-inside: |
                              class $C: $P {
                                ...
                                func $G(...) {
                                  ...
                                  addInteraction(UIContextMenuInteraction(...))
                                  ...
                                }
                                ...
                              }
                          - pattern-inside: |
                              class $C: $P {
                                ...
                                override func $G(...) {
                                  ...
                                  addInteraction(UIContextMenuInteraction(...))
                                  ...
                                }
                                ...
                              }
                      - pattern-either:
                          - pattern: addInteraction(UIEditMenuInteraction(...))
                          - patterns:
                              - pattern-inside: |
                                  let $I = UIEditMenuInteraction(...)
                                  ...
                              - pattern: addInteraction($I)
                """#,
                reason: "across functions only in a class with a superclass or protocol; misses a context-menu interaction held in a constant or a lazy property, and pairs in extensions"),
            .astGrep: .approximate(
                #"""
                utils:
                  edit-interaction:
                    any:
                      - pattern: UIEditMenuInteraction($$$)
                      # a constant that holds one: let edit = UIEditMenuInteraction(…); view.addInteraction(edit)
                      - kind: simple_identifier
                        pattern: $I
                        inside:
                          stopBy: end
                          kind: statements
                          has:
                            kind: property_declaration
                            all:
                              - has: {field: name, pattern: $I}
                              - has: {field: value, pattern: UIEditMenuInteraction($$$)}
                  type-scope:
                    any:
                      - kind: class_declaration
                      - kind: protocol_declaration
                rule:
                  has:
                    kind: call_suffix
                    has:
                      kind: value_arguments
                      has:
                        kind: value_argument
                        has:
                          field: value
                          matches: edit-interaction
                  any:
                    - pattern: $V.addInteraction($E)
                      inside:
                        stopBy: end
                        matches: type-scope
                        has:
                          stopBy: end
                          pattern: $V.addInteraction(UIContextMenuInteraction($$$))
                    - pattern: addInteraction($E)
                      inside:
                        stopBy: end
                        matches: type-scope
                        has:
                          stopBy: end
                          pattern: addInteraction(UIContextMenuInteraction($$$))
                """#,
                reason: "misses a context-menu interaction held in a constant and an edit interaction held in a stored property; pairs class and extension only when in one declaration"),
            .swiftLint: .notExpressible(reason: "pairing two addInteraction calls on one view within a type needs the syntax tree"),
        ],
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0),
        tuning: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0)
    )

    func check(_ file: SwiftFile, in project: Project, options: NoOptions) -> [Finding] {
        let finder = Finder()
        file.walk(finder)
        return finder.edit.compactMap { scope, view, call in
            guard finder.context.contains(where: { $0.scope == scope && $0.view == view }) else { return nil }
            return Finding(Self.description.id, at: file.location(of: call), subject: view)
        }
    }

    private final class Finder: SyntaxIndexVisitor {
        /// (enclosing type, view the interaction is added to, the interaction passed to `addInteraction`).
        var context: [(scope: String, view: String, call: ExprSyntax)] = []
        var edit: [(scope: String, view: String, call: ExprSyntax)] = []

        func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.calleeName == "addInteraction", let argument = node.arguments.first?.expression,
                let interaction = Locals.resolve(argument).as(FunctionCallExprSyntax.self)
            else { return .visitChildren }
            let view = node.calledExpression.as(MemberAccessExprSyntax.self)?.base.map(ButtonMenu.key) ?? "self"
            let scope = Self.enclosingType(of: node)
            switch ExprSyntax(interaction).constructedTypeName {
            case "UIContextMenuInteraction": context.append((scope, view, argument))
            case "UIEditMenuInteraction": edit.append((scope, view, argument))
            default: break
            }
            return .visitChildren
        }

        private static func enclosingType(of node: some SyntaxProtocol) -> String {
            let type = node.firstAncestor {
                ($0.isProtocol(NamedDeclSyntax.self) && !$0.is(FunctionDeclSyntax.self)) || $0.is(ExtensionDeclSyntax.self)
            }
            if let extensionDecl = type?.as(ExtensionDeclSyntax.self) { return extensionDecl.extendedType.trimmedSource }
            return type?.asProtocol(NamedDeclSyntax.self)?.name.text ?? ""
        }
    }
}
