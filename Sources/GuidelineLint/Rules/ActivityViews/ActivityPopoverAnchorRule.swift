import GuidelineKit
import SwiftSyntax

/// A `UIActivityViewController` presented without a popover anchor: it crashes on iPad.
struct ActivityPopoverAnchorRule: Rule {
    static let description = RuleDescription(
        id: "activity-popover-anchor",
        summary:
            "A UIActivityViewController presented without a popover anchor (sourceView, sourceItem or barButtonItem), which crashes on iPad (reported in an iPhone-only target too, TARGETED_DEVICE_FAMILY = 1, whose share sheet stays a sheet only until the app runs on iPad); the controller is followed through local variables of the enclosing function, and into a function elsewhere in the project that makes and returns it.",
        severity: .error, entries: ["activity-views/presentation"], reads: [.swift],
        keywords: ["UIActivityViewController"],
        exports: [
            .semgrep: .approximate(
                #"""
                pattern-either:
                  - pattern: present(UIActivityViewController(...), ...)
                  - pattern: $R.present(UIActivityViewController(...), ...)
                  - patterns:
                      - pattern-either:
                          - pattern-inside: |
                              let $C = UIActivityViewController(...)
                              ...
                          - pattern-inside: |
                              var $C = UIActivityViewController(...)
                              ...
                          - pattern-inside: |
                              let $C = UIActivityViewController.init(...)
                              ...
                          - pattern-inside: |
                              var $C = UIActivityViewController.init(...)
                              ...
                      - pattern-either:
                          - pattern: present($C, ...)
                          - pattern: $R.present($C, ...)
                      # anchored, or given another presentation style
                      - pattern-not-inside: |
                          ...
                          <... $C.popoverPresentationController ...>
                          ...
                      - pattern-not-inside: |
                          ...
                          if let $P = $C.popoverPresentationController { ... }
                          ...
                      - pattern-not-inside: |
                          ...
                          guard let $P = $C.popoverPresentationController else { ... }
                          ...
                      - pattern-not-inside: |
                          ...
                          <... $C.modalPresentationStyle ...>
                          ...
                      # handed to other code, which may anchor it
                      - pattern-not-inside: |
                          ...
                          <... $F($C) ...>
                          ...
                      - pattern-not-inside: |
                          ...
                          <... $F(..., $L: $C, ...) ...>
                          ...
                """#,
                reason: "also reports a present in a nested closure, which our rule doesn't follow; still reports a controller handed to a helper as the first of several arguments"),
            .astGrep: .exact(
                #"""
                utils:
                  body:
                    any: [{kind: function_declaration}, {kind: init_declaration}, {kind: lambda_literal}, {kind: computed_property}, {kind: computed_getter}, {kind: computed_setter}, {kind: willset_clause}, {kind: didset_clause}, {kind: source_file}]
                  present-call:
                    kind: call_expression
                    has: {any: [{kind: simple_identifier, regex: '^present$'}, {kind: navigation_expression, regex: '\bpresent$'}]}
                  activity-init:
                    kind: call_expression
                    has: {any: [{kind: simple_identifier, regex: '^UIActivityViewController$'}, {kind: navigation_expression, regex: '(^|\.)UIActivityViewController(\.init)?$'}]}
                rule:
                  kind: call_expression
                  any:
                    # present(UIActivityViewController(…), …)
                    - all:
                        - matches: present-call
                        - has: {kind: call_suffix, has: {kind: value_arguments, has: {kind: value_argument, nthChild: 1, not: {has: {field: name, kind: value_argument_label}}, has: {field: value, matches: activity-init}}}}
                    # let c = UIActivityViewController(…) … present(c, …), with c never anchored nor handed on
                    - all:
                        - any:
                            - pattern: present($C, $$$)
                            - pattern: $R.present($C, $$$)
                        - inside:
                            stopBy: {matches: body}
                            matches: body
                            all:
                              - has:
                                  stopBy: end
                                  kind: property_declaration
                                  all:
                                    - has: {field: name, has: {pattern: $C}}
                                    - has: {field: value, matches: activity-init}
                              - not:
                                  has:
                                    stopBy: end
                                    any:
                                      - pattern: $C.popoverPresentationController
                                      - pattern: $C.modalPresentationStyle
                              - not:
                                  has:
                                    stopBy: end
                                    kind: value_argument
                                    has: {field: value, pattern: $C}
                                    not: {inside: {kind: value_arguments, inside: {kind: call_suffix, inside: {matches: present-call}}}}
                              - not:
                                  has:
                                    stopBy: end
                                    kind: control_transfer_statement
                                    has: {field: result, pattern: $C}
                """#),
            .swiftLint: .notExpressible(reason: "needs to know whether the local controller is anchored or handed on anywhere in the function"),
        ],
        heldOut: RuleAccuracy(findings: 8, correct: 6, violations: 7, found: 6),
        tuning: RuleAccuracy(findings: 113, correct: 108, violations: 130, found: 109)
    )

    /// Setting any of these on the popover presentation controller, or choosing another style, anchors it.
    static let anchors: Set<String> = ["popoverPresentationController", "modalPresentationStyle"]

    func check(_ file: SwiftFile, in project: Project, options: NoOptions) -> [Finding] {
        var bodies = LocalVariables.Cache()
        return PresentCall.all(in: file.tree).compactMap { present in
            let presented = present.presented
            if presented.constructedTypeName == "UIActivityViewController" {
                return finding(file, present)
            }
            if let made = unanchoredFactory(presented, project) { return finding(file, present, madeBy: made) }
            guard let name = presented.as(DeclReferenceExprSyntax.self)?.baseName.text,
                let body = LocalVariables.enclosingBody(of: present.call)
            else { return nil }
            let facts = bodies.facts(of: body)
            guard let initial = facts.initializers[name] else { return nil }
            let made = unanchoredFactory(initial, project)
            // Not an activity view controller we can follow.
            guard initial.constructedTypeName == "UIActivityViewController" || made != nil else { return nil }
            let configured = !(facts.memberAccesses[name] ?? []).isDisjoint(with: Self.anchors)
            guard !configured, !facts.escaping.contains(name) else { return nil }
            return finding(file, present, madeBy: made)
        }
    }

    /// Findings are at `present(…)` calls: a file that makes no such call has none.
    func mayFind(in text: FileText, options: NoOptions, facts: ProjectFacts) -> Bool {
        Self.present.matches(text.bytes)
    }

    /// Files that present what a factory elsewhere in the project makes.
    func projectFilter(_ project: Project, options: NoOptions) -> ProjectFilter? {
        let factories = project.index.activityControllerFactoryNames
        guard !factories.isEmpty else { return nil }
        let names = KeywordFilter(factories)
        return { names.matches($0) && Self.present.matches($0) }
    }

    /// `present(…)`, `self.present(…)`, `super.present(…)`; not `presentation` or `func present(`.
    private static let present = CalledNames(["present"], countingSuper: true)

    /// Where a call (`SharingHelper.activityController(for:)`) makes the controller, when every
    /// function of the project with its name makes and returns one without a popover anchor.
    /// A call on a value whose type the file shows (`builder.build(with:)` with `let builder =
    /// ShareSheetBuilder()`, or `SharingHelper.make()`) looks among that type's functions only.
    private func unanchoredFactory(_ expression: ExprSyntax, _ project: Project) -> GuidelineKit.SourceLocation? {
        guard let call = expression.as(FunctionCallExprSyntax.self), let name = call.calleeName,
            let factories = project.index.activityControllerFactories(named: name)
                ?? Members.receiverType(of: call).flatMap({ project.index.activityControllerFactories(named: name, on: $0) }),
            factories.allSatisfy({ !$0.anchored })
        else { return nil }
        return factories.first?.location
    }

    private func finding(_ file: SwiftFile, _ present: PresentCall, madeBy factory: GuidelineKit.SourceLocation? = nil) -> Finding {
        var finding = Finding(
            Self.description.id, at: file.location(of: present.nameNode), subject: present.call.trimmedSource.firstLine)
        if let factory { finding.notes = [Diagnostic.Note("the activity view controller is made here", at: factory)] }
        return finding
    }
}
