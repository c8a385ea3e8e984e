import GuidelineKit
import SwiftSyntax

/// An extension (or a custom activity's view controller) presenting another modal view.
struct ExtensionNoModalRule: Rule {
    static let description = RuleDescription(
        id: "extension-no-modal",
        summary:
            "An app extension or a custom activity's view controller that presents another modal view controller; an alert is fine.",
        severity: .warning, entries: ["activity-views/no-modal-above-extension"], reads: [.swift, .infoPlist],
        keywords: ["present"]
    )

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        let context = ExtensionContext(file, project: project)
        guard context.wholeFile || !context.controllerClasses.isEmpty else { return [] }
        var bodies = LocalVariables.Cache()
        return PresentCall.all(in: file.tree).compactMap { present in
            guard context.contains(present.call), let type = presentedType(present, &bodies) else { return nil }
            guard type != "UIAlertController" else { return nil }
            return Finding(
                Self.description.id, at: file.location(of: present.nameNode),
                subject: present.call.trimmedDescription.firstLine)
        }
    }

    /// The type of what is presented, when the source shows it (a constructor, or a local initialised by one).
    private func presentedType(_ present: PresentCall, _ bodies: inout LocalVariables.Cache) -> String? {
        if let type = present.presented.constructedTypeName { return type }
        guard let name = present.presented.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let body = LocalVariables.enclosingBody(of: present.call)
        else { return nil }
        return bodies.facts(of: body).initializers[name]?.constructedTypeName
    }
}
