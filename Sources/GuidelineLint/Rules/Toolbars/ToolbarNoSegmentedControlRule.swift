import GuidelineKit
import SwiftSyntax

/// A segmented control in a toolbar.
struct ToolbarNoSegmentedControlRule: Rule {
    static let description = RuleDescription(
        id: "toolbar-no-segmented-control",
        summary:
            "A segmented control in a toolbar or navigation bar: a UISegmentedControl as a bar item's custom view (UIBarButtonItem(customView:)) or as a navigation item's titleView, or a Picker with .pickerStyle(.segmented) in a SwiftUI .toolbar; also a segmented control as a bar button item's custom view or a navigation item's title view in a storyboard or xib.",
        severity: .warning, entries: ["toolbars/no-segmented-control"], reads: [.swift, .interfaceBuilder],
        keywords: ["UISegmentedControl", ".segmented"],
        exports: [
            .semgrep: .approximate(
                #"""
                pattern-either:
                  - pattern: 'UIBarButtonItem(customView: UISegmentedControl(...))'
                  - pattern: '$N.titleView = UISegmentedControl(...)'
                  - patterns:
                      - pattern-either:
                          - pattern-inside: |
                              let $V = UISegmentedControl(...)
                              ...
                          - pattern-inside: |
                              var $V = UISegmentedControl(...)
                              ...
                          - pattern-inside: |
                              let $V: UISegmentedControl = $I
                              ...
                          - pattern-inside: |
                              var $V: UISegmentedControl = $I
                              ...
                          - pattern-inside: |
                              class $C: $S {
                                ...
                                let $V = UISegmentedControl(...)
                                ...
                              }
                          - pattern-inside: |
                              class $C: $S {
                                ...
                                var $V = UISegmentedControl(...)
                                ...
                              }
                      - pattern-either:
                          - pattern: 'UIBarButtonItem(customView: $V)'
                          - pattern: '$N.titleView = $V'
                  - patterns:
                      - pattern-either:
                          - pattern-inside: 'ToolbarItem(...) { ... }'
                          - pattern-inside: 'ToolbarItemGroup(...) { ... }'
                      - pattern: '$P.pickerStyle(.segmented)'
                      - metavariable-regex:
                          metavariable: $P
                          regex: '^Picker\b'
                """#,
                reason: "misses segmented controls made in a closure or passed from elsewhere, and Pickers placed in .toolbar without ToolbarItem"),
            .astGrep: .approximate(
                #"""
                utils:
                  segmented-decl:
                    kind: property_declaration
                    all:
                      - has:
                          field: name
                          pattern: $V
                      - has:
                          field: value
                          pattern: UISegmentedControl($$$)
                rule:
                  any:
                    - pattern: 'UIBarButtonItem(customView: UISegmentedControl($$$))'
                    - pattern: '$N.titleView = UISegmentedControl($$$)'
                    - all:
                        - any:
                            - pattern: 'UIBarButtonItem(customView: $V)'
                            - pattern: '$N.titleView = $V'
                        - inside:
                            stopBy: end
                            any:
                              - kind: class_body
                              - kind: statements
                              - kind: function_body
                            has:
                              stopBy: end
                              matches: segmented-decl
                    - all:
                        - kind: call_expression
                        - has:
                            kind: navigation_expression
                            all:
                              - has:
                                  field: target
                                  regex: '^Picker\b'
                              - has:
                                  field: suffix
                                  regex: '^\.pickerStyle$'
                        - has:
                            kind: call_suffix
                            regex: '^\(\.segmented\)$'
                        - inside:
                            stopBy: end
                            kind: call_expression
                            has:
                              kind: simple_identifier
                              regex: '^ToolbarItem(Group)?$'
                """#,
                reason: "misses segmented controls made in a closure or passed from elsewhere, and Pickers placed in .toolbar without ToolbarItem"),
            .swiftLint: .notExpressible(reason: "a Picker's or custom view's place in a toolbar needs the syntax tree"),
        ],
        heldOut: RuleAccuracy(findings: 2, correct: 2, violations: 2, found: 2),
        tuning: RuleAccuracy(findings: 23, correct: 23, violations: 33, found: 20)
    )

    /// Only a bar can break it (`BarItems.mayFill`), or a navigation item's title view.
    func mayFind(in text: FileText, options: NoOptions, facts: ProjectFacts) -> Bool {
        BarItems.mayFill(text) || text.mentions(Self.titleView)
    }
    static var mayFindKeywords: [String] { BarItems.keywords + ["titleView"] }
    private static let titleView = KeywordFilter(["titleView"])

    func check(_ file: SwiftFile, in project: Project, options: NoOptions) -> [Finding] {
        let titleViews = TitleViews()
        file.walk(titleViews)
        return titleViews.segmented.map { Finding(Self.description.id, at: file.location(of: $0), subject: $0.quotedCode) }
            + barItems(file)
    }

    private func barItems(_ file: SwiftFile) -> [Finding] {
        BarItems.all(in: file).flatMap(\.items).compactMap { item -> Finding? in
            guard let call = item.call else { return nil }
            if let custom = item.customView, custom.constructedTypeName == "UISegmentedControl" {
                return Finding(Self.description.id, at: file.location(of: call), subject: call.quotedCode)
            }
            if SwiftUIView.name(call) == "Picker",
                SwiftUIView.modifiers(of: call).contains(where: {
                    $0.name == "pickerStyle" && ($0.call.arguments.first?.expression.trimmedSource ?? "").contains("segmented")
                })
            {
                return Finding(Self.description.id, at: file.location(of: call), subject: call.quotedCode)
            }
            return nil
        }
    }

    /// `navigationItem.titleView = control` where the control is a segmented control: made there,
    /// or a name the file declares as one (`let control = UISegmentedControl(…)`, `var control:
    /// UISegmentedControl?`) or sets to one. Names are the file's, whichever type declares them.
    private final class TitleViews: SyntaxIndexVisitor {
        private var assignments: [(node: SequenceExprSyntax, value: ExprSyntax)] = []
        private var segmentedNames: Set<String> = []

        var segmented: [SequenceExprSyntax] {
            assignments.filter { assignment in
                let value = Locals.resolve(assignment.value)
                return value.constructedTypeName == "UISegmentedControl" || value.ownName.map(segmentedNames.contains) == true
            }.map(\.node)
        }

        func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard let (target, value) = node.simpleAssignment else { return .visitChildren }
            if let access = target.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "titleView",
                let base = access.base, base.trimmedSource.hasSuffix("navigationItem")
            {
                assignments.append((node, value))
            }
            if value.constructedTypeName == "UISegmentedControl", let name = target.ownName {
                segmentedNames.insert(name)
            }
            return .visitChildren
        }

        func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
            let type = node.typeAnnotation.map { TypeDeclaration.simpleName($0.type) }
            if type == "UISegmentedControl" || node.initializer?.value.constructedTypeName == "UISegmentedControl" {
                segmentedNames.insert(name)
            }
            return .visitChildren
        }
    }

    func check(_ file: InterfaceFile, in project: Project, options: NoOptions) -> [Finding] {
        (file.controls.bars.flatMap(\.items).compactMap(\.customView) + file.controls.titleViews)
            .filter { $0.name == "segmentedControl" }
            .map { Finding(Self.description.id, at: file.location(of: $0), subject: $0.quoted) }
    }
}
