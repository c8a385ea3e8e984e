import GuidelineKit
import SwiftSyntax

/// A segmented control in a toolbar.
struct ToolbarNoSegmentedControlRule: Rule {
    static let description = RuleDescription(
        id: "toolbar-no-segmented-control",
        summary:
            "A segmented control in a toolbar: a UISegmentedControl as a bar item's custom view (UIBarButtonItem(customView:)), or a Picker with .pickerStyle(.segmented) in a SwiftUI .toolbar; also a segmented control as a bar button item's custom view in a storyboard or xib.",
        severity: .warning, entries: ["toolbars/no-segmented-control"], reads: [.swift, .interfaceBuilder],
        keywords: ["UISegmentedControl", ".segmented"],
        exports: [
            .semgrep: .approximate(
                #"""
                pattern-either:
                  - pattern: 'UIBarButtonItem(customView: UISegmentedControl(...))'
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
                      - pattern: 'UIBarButtonItem(customView: $V)'
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
                    - all:
                        - pattern: 'UIBarButtonItem(customView: $V)'
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
        ]
    )

    /// Only a bar can break it (`BarItems.mayFill`).
    func mayFind(in text: FileText, options: NoOptions, facts: ProjectFacts) -> Bool { BarItems.mayFill(text) }
    static var mayFindKeywords: [String] { BarItems.keywords }

    func check(_ file: SwiftFile, in project: Project, options: NoOptions) -> [Finding] {
        BarItems.all(in: file).flatMap(\.items).compactMap { item -> Finding? in
            guard let call = item.call else { return nil }
            if let custom = item.customView, custom.constructedTypeName == "UISegmentedControl" {
                return Finding(Self.description.id, at: file.location(of: call), subject: "UISegmentedControl")
            }
            if SwiftUIView.name(call) == "Picker",
                SwiftUIView.modifiers(of: call).contains(where: {
                    $0.name == "pickerStyle" && ($0.call.arguments.first?.expression.trimmedSource ?? "").contains("segmented")
                })
            {
                return Finding(Self.description.id, at: file.location(of: call), subject: "Picker")
            }
            return nil
        }
    }

    func check(_ file: InterfaceFile, in project: Project, options: NoOptions) -> [Finding] {
        file.controls.bars.flatMap(\.items).compactMap { item -> Finding? in
            guard let custom = item.customView, custom.name == "segmentedControl" else { return nil }
            return Finding(Self.description.id, at: file.location(of: custom), subject: "UISegmentedControl")
        }
    }
}
