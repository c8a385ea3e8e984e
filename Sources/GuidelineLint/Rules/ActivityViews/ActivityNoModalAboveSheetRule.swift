import GuidelineKit
import SwiftSyntax

/// A view controller presented over an open activity view: from the activity view controller
/// itself, or in the completion of presenting it (which runs once the sheet is on screen).
struct ActivityNoModalAboveSheetRule: Rule {
    static let description = RuleDescription(
        id: "activity-no-modal-above-sheet",
        summary:
            "A view controller (an alert included) presented while an activity view is on screen: by the UIActivityViewController itself, or in the completion of presenting it; the completion of a dismiss and completionWithItemsHandler run after it closes and pass. The controller is followed through local variables.",
        severity: .warning, entries: ["activity-views/no-modal-above-sheet"], reads: [.swift],
        keywords: ["UIActivityViewController"],
        exports: [
            .semgrep: .approximate(
                #"""
                patterns:
                  - pattern-either:
                      # sheet.present(…): the activity view controller presents over itself
                      - patterns:
                          - pattern-either:
                              - pattern-inside: |
                                  let $S = UIActivityViewController(...)
                                  ...
                              - pattern-inside: |
                                  var $S = UIActivityViewController(...)
                                  ...
                          - pattern: $S.present(...)
                      # present(sheet, animated: true) { … present(…) … }
                      - patterns:
                          - pattern-either:
                              - pattern-inside: |
                                  let $S = UIActivityViewController(...)
                                  ...
                              - pattern-inside: |
                                  var $S = UIActivityViewController(...)
                                  ...
                          - pattern-either:
                              - pattern-inside: 'present($S, ...) { ... }'
                              - pattern-inside: '$R.present($S, ...) { ... }'
                              - pattern-inside: 'present($S, ..., completion: { ... })'
                              - pattern-inside: '$R.present($S, ..., completion: { ... })'
                          - pattern-either:
                              - pattern: present($V, ...)
                              - pattern: $Q.present($V, ...)
                          - pattern-not: present($S, ...)
                          - pattern-not: $Q.present($S, ...)
                      # present(UIActivityViewController(…), animated: true) { … present(…) … }
                      - patterns:
                          - pattern-either:
                              - pattern-inside: 'present(UIActivityViewController(...), ...) { ... }'
                              - pattern-inside: '$R.present(UIActivityViewController(...), ...) { ... }'
                              - pattern-inside: 'present(UIActivityViewController(...), ..., completion: { ... })'
                              - pattern-inside: '$R.present(UIActivityViewController(...), ..., completion: { ... })'
                          - pattern-either:
                              - pattern: present($V, ...)
                              - pattern: $Q.present($V, ...)
                          - pattern-not: present(UIActivityViewController(...), ...)
                          - pattern-not: $Q.present(UIActivityViewController(...), ...)
                  # code that runs once the sheet has closed
                  - pattern-not-inside: '$X.completionWithItemsHandler = $H'
                  - pattern-not-inside: '$D.dismiss(...) { ... }'
                  - pattern-not-inside: 'dismiss(...) { ... }'
                  - pattern-not-inside: '$D.dismiss(..., completion: $H)'
                  - pattern-not-inside: 'dismiss(..., completion: $H)'
                """#,
                reason: "follows only locals initialised with UIActivityViewController(…), not properties declared with that type, and doesn't drop a variable that is reassigned"),
            .astGrep: .approximate(
                #"""
                utils:
                  present-call:
                    kind: call_expression
                    has: {any: [{kind: simple_identifier, regex: '^present$'}, {kind: navigation_expression, regex: '\bpresent$'}]}
                    all:
                      - has: {kind: call_suffix, has: {kind: value_arguments, has: {kind: value_argument, nthChild: 1, not: {has: {field: name, kind: value_argument_label}}}}}
                  activity-init:
                    kind: call_expression
                    has: {any: [{kind: simple_identifier, regex: '^UIActivityViewController$'}, {kind: navigation_expression, regex: '(^|\.)UIActivityViewController(\.init)?$'}]}
                  # present(sheet, …) / x.present(sheet, …) where sheet is a UIActivityViewController(…) or a variable initialised with one
                  presents-sheet:
                    matches: present-call
                    any:
                      - has: {kind: call_suffix, has: {kind: value_arguments, has: {kind: value_argument, nthChild: 1, has: {field: value, matches: activity-init}}}}
                      - all:
                          - any:
                              - pattern: present($S, $$$)
                              - pattern: $R.present($S, $$$)
                          - inside:
                              stopBy: end
                              has:
                                stopBy: end
                                kind: property_declaration
                                all:
                                  - has: {field: name, has: {pattern: $S}}
                                  - has: {field: value, matches: activity-init}
                  # the completion closure of such a call
                  sheet-completion:
                    kind: lambda_literal
                    any:
                      - inside: {kind: call_suffix, inside: {matches: presents-sheet}}
                      - inside: {kind: value_argument, has: {field: name, regex: '^completion$'}, inside: {kind: value_arguments, inside: {kind: call_suffix, inside: {matches: presents-sheet}}}}
                  dismiss-call:
                    kind: call_expression
                    has: {any: [{kind: simple_identifier, regex: '^dismiss$'}, {kind: navigation_expression, regex: '\bdismiss$'}]}
                rule:
                  matches: present-call
                  any:
                    # sheet.present(…): the activity view controller presents over itself
                    - all:
                        - any:
                            - pattern: $S.present($$$)
                            - pattern: $S?.present($$$)
                        - inside:
                            stopBy: end
                            has:
                              stopBy: end
                              kind: property_declaration
                              all:
                                - has: {field: name, has: {pattern: $S}}
                                - has: {field: value, matches: activity-init}
                    # present(sheet, animated: true) { … present(…) … }
                    - inside: {stopBy: end, matches: sheet-completion}
                  # code that runs once the sheet has closed
                  not:
                    any:
                      - inside: {stopBy: end, kind: assignment, has: {field: target, regex: '\bcompletionWithItemsHandler$'}}
                      - inside: {stopBy: end, kind: lambda_literal, inside: {stopBy: {kind: call_expression}, matches: dismiss-call}}
                """#,
                reason: "follows only locals initialised with UIActivityViewController(…), not properties declared with that type, and doesn't drop a variable that is reassigned"),
            .swiftLint: .notExpressible(reason: "needs to know what a variable holds and which closure a present call runs in"),
        ],
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0),
        tuning: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0)
    )

    func check(_ file: SwiftFile, in project: Project, options: NoOptions) -> [Finding] {
        var bodies = LocalVariables.Cache()
        var reported: Set<SyntaxIdentifier> = []
        var findings: [Finding] = []
        func report(_ present: PresentCall) {
            guard reported.insert(present.call.id).inserted else { return }
            findings.append(
                Finding(
                    Self.description.id, at: file.location(of: present.nameNode),
                    subject: present.call.trimmedSource.firstLine))
        }
        for present in PresentCall.all(in: file.tree) {
            // `sheet.present(…)`: the activity view controller presents over itself.
            if let receiver = present.call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
                Self.isActivityController(receiver, &bodies), !Self.runsAfterTheSheetCloses(present, within: nil)
            {
                report(present)
            }
            // `present(sheet, animated: true) { … present(…) … }`
            guard Self.isActivityController(present.presented, &bodies), let completion = Self.completion(of: present)
            else { continue }
            for inner in PresentCall.all(in: completion) where !Self.runsAfterTheSheetCloses(inner, within: completion) {
                report(inner)
            }
        }
        return findings.sorted { $0.location < $1.location }
    }

    /// A `UIActivityViewController(…)`, or a variable initialised with one in an enclosing body.
    static func isActivityController(_ expression: ExprSyntax, _ bodies: inout LocalVariables.Cache) -> Bool {
        var expression = expression
        if let optional = expression.as(OptionalChainingExprSyntax.self) { expression = optional.expression }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
        if expression.constructedTypeName == "UIActivityViewController" { return true }
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        var scope = LocalVariables.enclosingBody(of: expression)
        while let body = scope {
            let facts = bodies.facts(of: body)
            let declared = facts.declaredTypes[name]
            let initial = facts.initializers[name]
            if declared != nil || initial != nil {
                if declared == "UIActivityViewController" { return true }
                // A variable assigned again may hold something else by the time it is used.
                return !facts.reassigned.contains(name) && initial?.constructedTypeName == "UIActivityViewController"
            }
            // The next body out: start above the declaration or closure that owns this one.
            scope = body.is(SourceFileSyntax.self) ? nil : body.parent.flatMap { LocalVariables.enclosingBody(of: $0) }
        }
        return false
    }

    /// The trailing closure or `completion:` closure of a `present` call.
    static func completion(of present: PresentCall) -> ClosureExprSyntax? {
        present.call.trailingClosure
            ?? present.call.arguments.first { $0.label?.text == "completion" }?.expression.as(ClosureExprSyntax.self)
    }

    /// Inside the completion (or anywhere, without one), a closure that runs once the sheet is
    /// gone: the completion of a `dismiss(…)`, or a `completionWithItemsHandler`.
    static func runsAfterTheSheetCloses(_ present: PresentCall, within completion: ClosureExprSyntax?) -> Bool {
        var current = present.call.parent
        while let node = current, node.id != completion?.id {
            if let call = node.as(FunctionCallExprSyntax.self) {
                if call.calleeName == "dismiss", present.call.position >= call.calledExpression.endPosition {
                    return true
                }
            }
            // `x.completionWithItemsHandler = { … }`, which the parser leaves unfolded: [x.…, =, { … }].
            if let sequence = node.as(SequenceExprSyntax.self),
                sequence.elements.first?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    == "completionWithItemsHandler"
            {
                return true
            }
            current = node.parent
        }
        return false
    }
}
