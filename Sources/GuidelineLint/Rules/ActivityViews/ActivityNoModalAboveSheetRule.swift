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
        keywords: ["UIActivityViewController"]
    )

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        var bodies = LocalVariables.Cache()
        var reported: Set<SyntaxIdentifier> = []
        var findings: [Finding] = []
        func report(_ present: PresentCall) {
            guard reported.insert(present.call.id).inserted else { return }
            findings.append(
                Finding(
                    Self.description.id, at: file.location(of: present.nameNode),
                    subject: present.call.trimmedDescription.firstLine))
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
