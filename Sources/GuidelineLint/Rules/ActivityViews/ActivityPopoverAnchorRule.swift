import GuidelineKit
import SwiftSyntax

/// A `UIActivityViewController` presented without a popover anchor: it crashes on iPad.
struct ActivityPopoverAnchorRule: Rule {
    static let description = RuleDescription(
        id: "activity-popover-anchor",
        summary:
            "A UIActivityViewController presented without a popover anchor (sourceView, sourceItem or barButtonItem), which crashes on iPad; the controller is followed through local variables of the enclosing function.",
        severity: .error, entries: ["activity-views/presentation"], reads: [.swift],
        keywords: ["UIActivityViewController"]
    )

    /// Setting any of these on the popover presentation controller, or choosing another style, anchors it.
    static let anchors: Set<String> = ["popoverPresentationController", "modalPresentationStyle"]

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        var bodies = LocalVariables.Cache()
        return PresentCall.all(in: file.tree).compactMap { present in
            let presented = present.presented
            if presented.constructedTypeName == "UIActivityViewController" {
                return finding(file, present)
            }
            guard let name = presented.as(DeclReferenceExprSyntax.self)?.baseName.text,
                let body = LocalVariables.enclosingBody(of: present.call)
            else { return nil }
            let facts = bodies.facts(of: body)
            guard let initial = facts.initializers[name], initial.constructedTypeName == "UIActivityViewController"
            else { return nil }  // not an activity view controller we can follow
            let configured = !(facts.memberAccesses[name] ?? []).isDisjoint(with: Self.anchors)
            guard !configured, !facts.escaping.contains(name) else { return nil }
            return finding(file, present)
        }
    }

    private func finding(_ file: SwiftFile, _ present: PresentCall) -> Finding {
        Finding(
            Self.description.id, at: file.location(of: present.nameNode), subject: present.call.trimmedDescription.firstLine)
    }
}

extension String {
    var firstLine: String { String(split(separator: "\n", maxSplits: 1).first ?? "") }
}
