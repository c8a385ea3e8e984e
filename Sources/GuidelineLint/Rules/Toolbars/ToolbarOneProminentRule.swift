import GuidelineKit
import SwiftSyntax

/// More than one prominent item in a toolbar, or one away from the trailing end.
struct ToolbarOneProminentRule: Rule {
    static let description = RuleDescription(
        id: "toolbar-one-prominent",
        summary:
            "A prominent bar item (UIBarButtonItem style .prominent or .done, the Done system item, a SwiftUI button with a prominent button style) that is not at its toolbar's trailing end, or is a second one there (first of rightBarButtonItems, last of a bottom toolbar or of a trailing placement); also bar button items of style Done, and Done system items, in storyboards and xibs.",
        severity: .warning, entries: ["toolbars/prominent-key-action"], reads: [.swift, .interfaceBuilder],
        keywords: ["prominent", "Prominent", ".done"],
        exports: [
            .semgrep: .approximate(
                #"""
                pattern-either:
                  - patterns:
                      - pattern-either:
                          - pattern: '$N.leftBarButtonItem = UIBarButtonItem(..., style: $ST, ...)'
                          - pattern: '$N.setLeftBarButton(UIBarButtonItem(..., style: $ST, ...), ...)'
                          - patterns:
                              - pattern-inside: |
                                  let $B = UIBarButtonItem(..., style: $ST, ...)
                                  ...
                                  $N.leftBarButtonItem = $B
                              - pattern: 'UIBarButtonItem(..., style: $ST, ...)'
                      - metavariable-regex:
                          metavariable: $ST
                          regex: '^\.(done|prominent)$'
                      - focus-metavariable: $ST
                  - patterns:
                      - pattern-either:
                          - pattern: '$N.rightBarButtonItems = [..., $A, ..., $P, ...]'
                          - pattern: '$N.setRightBarButtonItems([..., $A, ..., $P, ...], ...)'
                          - pattern: '$N.leftBarButtonItems = [..., $P, ...]'
                          - pattern: '$N.setLeftBarButtonItems([..., $P, ...], ...)'
                          - pattern: 'toolbarItems = [..., $P, ..., $A, ...]'
                          - pattern: 'self.toolbarItems = [..., $P, ..., $A, ...]'
                          - pattern: '$N.setToolbarItems([..., $P, ..., $A, ...], ...)'
                          - pattern: 'setToolbarItems([..., $P, ..., $A, ...], ...)'
                      - metavariable-regex:
                          metavariable: $P
                          regex: '^UIBarButtonItem\(.*style: \.(done|prominent)\b'
                      - metavariable-regex:
                          metavariable: $A
                          regex: '^(?!.*(?i:space|flex))'
                      - focus-metavariable: $P
                  - patterns:
                      - pattern-inside: |
                          ToolbarItemGroup(placement: $PL) {
                            ...
                            $B.buttonStyle($S)
                            ...
                            $A
                            ...
                          }
                      - metavariable-regex:
                          metavariable: $PL
                          regex: '^\.(bottomBar|topBarTrailing|navigationBarTrailing|primaryAction|confirmationAction|automatic)$'
                      - metavariable-regex:
                          metavariable: $S
                          regex: '.*[Pp]rominent'
                      - metavariable-regex:
                          metavariable: $A
                          regex: '^(?!(Spacer|ToolbarSpacer)\()'
                      - pattern: $B.buttonStyle($S)
                """#,
                reason: "sees one item list or one ToolbarItemGroup at a time, so misses a second prominent item elsewhere in the same toolbar and items held in constants other than a leading item"),
            .astGrep: .approximate(
                #"""
                utils:
                  prominent-item:
                    kind: call_expression
                    pattern: 'UIBarButtonItem($$$)'
                    has:
                      kind: call_suffix
                      has:
                        kind: value_arguments
                        has:
                          kind: value_argument
                          regex: '^style:\s*\.(done|prominent)$'
                  item:
                    any:
                      - kind: call_expression
                      - kind: simple_identifier
                      - kind: navigation_expression
                      - kind: prefix_expression
                    not:
                      regex: '(?i)(space|flex)'
                  prominent-view:
                    kind: call_expression
                    has:
                      kind: navigation_expression
                      has:
                        kind: navigation_suffix
                        regex: '^\.buttonStyle$'
                      precedes:
                        kind: call_suffix
                        regex: '[Pp]rominent'
                  view:
                    kind: call_expression
                    not:
                      regex: '^(Spacer|ToolbarSpacer)\('
                rule:
                  any:
                    - matches: prominent-item
                      any:
                        - inside:
                            kind: assignment
                            has:
                              field: target
                              regex: 'leftBarButtonItems?$'
                        - inside:
                            kind: array_literal
                            inside:
                              kind: assignment
                              has:
                                field: target
                                regex: 'leftBarButtonItems$'
                        - inside:
                            kind: array_literal
                            inside:
                              kind: assignment
                              has:
                                field: target
                                regex: 'rightBarButtonItems$'
                          follows:
                            stopBy: end
                            matches: item
                        - inside:
                            kind: array_literal
                            inside:
                              kind: assignment
                              has:
                                field: target
                                regex: '^(self\.)?toolbarItems$'
                          precedes:
                            stopBy: end
                            matches: item
                        - inside:
                            kind: property_declaration
                            has:
                              field: name
                              pattern: $B
                            inside:
                              kind: statements
                              has:
                                stopBy: end
                                kind: assignment
                                all:
                                  - has:
                                      field: target
                                      regex: 'leftBarButtonItem$'
                                  - has:
                                      field: result
                                      pattern: $B
                    - matches: prominent-view
                      inside:
                        kind: statements
                        inside:
                          kind: lambda_literal
                          inside:
                            kind: call_suffix
                            inside:
                              kind: call_expression
                              any:
                                - pattern: 'ToolbarItemGroup(placement: .bottomBar) { $$$ }'
                                - pattern: 'ToolbarItemGroup(placement: .topBarTrailing) { $$$ }'
                                - pattern: 'ToolbarItemGroup(placement: .navigationBarTrailing) { $$$ }'
                                - pattern: 'ToolbarItemGroup(placement: .primaryAction) { $$$ }'
                                - pattern: 'ToolbarItemGroup { $$$ }'
                      precedes:
                        stopBy: end
                        matches: view
                """#,
                reason: "sees one item list or one ToolbarItemGroup at a time, so misses a second prominent item elsewhere in the same toolbar and items held in constants other than a leading item"),
            .swiftLint: .notExpressible(reason: "an item's position among its bar's items needs the syntax tree"),
        ],
        heldOut: RuleAccuracy(findings: 3, correct: 3, violations: 4, found: 3),
        tuning: RuleAccuracy(findings: 155, correct: 151, violations: 170, found: 138)
    )

    /// `.done` is a common case name: a prominent item is a `UIBarButtonItem` made with such a
    /// style, or a prominent button style in a `.toolbar`.
    func mayFind(in text: FileText, options: NoOptions, facts: ProjectFacts) -> Bool {
        (text.mentions(Self.uiKitItem) && text.mentions(Self.uiKitStyle))
            || (text.mentions(Self.swiftUIBar) && text.mentions(Self.swiftUIStyle))
    }

    static var mayFindKeywords: [String] { ["UIBarButtonItem", ".toolbar"] }
    private static let uiKitItem = KeywordFilter(["UIBarButtonItem"])
    private static let uiKitStyle = KeywordFilter([".done", "prominent"])
    private static let swiftUIBar = KeywordFilter([".toolbar"])
    private static let swiftUIStyle = KeywordFilter(["Prominent"])

    func check(_ file: SwiftFile, in project: Project, options: NoOptions) -> [Finding] {
        var prominent: [Prominent<(call: FunctionCallExprSyntax, site: Syntax, subject: String)>] = []
        for bar in BarItems.all(in: file) {
            // A flexible space after an item keeps it from the trailing end (a centred item);
            // a fixed space is padding.
            let items = bar.items.filter { !$0.isFixedSpace }
            let toolbar: String
            let trailingIndex: Int?
            switch bar.bar {
            case .bottom:
                toolbar = "bottom \(Self.scope(of: bar.anchor))"
                trailingIndex = items.indices.last
            case .top("trailing"), .top("leading"):
                // UIKit's navigation item sides: each assignment sets its side of the bar anew, so
                // one made later or in another branch (`if #available`) replaces it, never joins it.
                toolbar = "top \(bar.anchor.position.utf8Offset)"
                trailingIndex = bar.bar == .top("trailing") ? items.indices.first : nil  // right items run from the edge in
            case .top(let placement):
                toolbar = "top \(Self.scope(of: bar.anchor))"
                switch placement {
                case "topBarLeading", "navigationBarLeading", "cancellationAction", "navigation": trailingIndex = nil
                default: trailingIndex = items.indices.last
                }
            }
            for (index, item) in items.enumerated() where item.isProminent {
                guard let call = item.call else { continue }
                // At the trailing end when every item between it and the edge is in another arm of
                // an `if` or `switch` (one slot that shows either).
                let trailing =
                    trailingIndex.map { edge in
                        let between = edge == items.indices.last ? items[(index + 1)...] : items[..<index]
                        return between.allSatisfy { Branches.exclusive($0.site, item.site) }
                    } ?? false
                prominent.append(Prominent(toolbar: toolbar, trailing: trailing, item: (call, item.site, item.subject(in: file, project: project))))
            }
        }
        var reported: Set<SyntaxIdentifier> = []  // an item set in two branches is one item
        return Self.beyondKeyActions(prominent, same: { $0.call.id == $1.call.id }, exclusive: { Branches.exclusive($0.site, $1.site) })
            .filter { reported.insert($0.call.id).inserted }
            .map { Finding(Self.description.id, at: file.location(of: $0.call), subject: $0.subject) }
            .sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }

    /// A prominent item of a toolbar, and whether it is at its bar's trailing end.
    private struct Prominent<Item> {
        var toolbar: String
        var trailing: Bool
        var item: Item
    }

    /// The items to report: of each toolbar's prominent items, all but its key action (the first
    /// at a trailing end; a second there too, unless the two are arms of one `if` or `switch`,
    /// which show one at a time), wherever the bars that hold them come in the file.
    private static func beyondKeyActions<Item>(
        _ prominent: [Prominent<Item>], same: (Item, Item) -> Bool, exclusive: (Item, Item) -> Bool = { _, _ in false }
    ) -> [Item] {
        var keyActions: [String: [Item]] = [:]
        for entry in prominent where entry.trailing {
            let keys = keyActions[entry.toolbar, default: []]
            if keys.allSatisfy({ !same($0, entry.item) && exclusive($0, entry.item) }) { keyActions[entry.toolbar, default: []].append(entry.item) }
        }
        return prominent.filter { entry in !(keyActions[entry.toolbar] ?? []).contains { same($0, entry.item) } }.map(\.item)
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

    func check(_ file: InterfaceFile, in project: Project, options: NoOptions) -> [Finding] {
        var prominent: [Prominent<Finding>] = []
        for bar in file.controls.bars {
            let items = bar.items.filter { !$0.isFixedSpace }
            let toolbar = "\(bar.kind == .bottom ? "bottom" : "top") \(bar.scope)"
            let trailingIndex: Int? =
                switch bar.kind {
                case .bottom: items.indices.last
                case .trailing: items.indices.first  // UIKit right items run from the edge in
                case .leading: nil
                }
            for (index, item) in items.enumerated() where item.isProminent {
                let finding = Finding(Self.description.id, at: file.location(of: item.element), subject: item.title?.text ?? item.element.quoted)
                prominent.append(Prominent(toolbar: toolbar, trailing: index == trailingIndex, item: finding))
            }
        }
        return Self.beyondKeyActions(prominent, same: { $0.location == $1.location })
    }
}
