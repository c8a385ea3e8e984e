import GuidelineKit
import SwiftSyntax

/// A share extension whose principal class is not the system composition view.
struct ShareExtensionComposeViewRule: Rule {
    static let description = RuleDescription(
        id: "share-extension-compose-view",
        summary:
            "A share extension whose principal class (NSExtensionPrincipalClass, or the initial view controller of its NSExtensionMainStoryboard) does not inherit from SLComposeServiceViewController, the system composition view people know; a suggestion. An extension whose storyboard view is empty and whose code presents nothing has no interface to replace, and passes.",
        severity: .note, entries: ["activity-views/familiar-extension-interface"], reads: [.infoPlist, .swift, .interfaceBuilder],
        exports: RuleExport.none(because: "it needs the principal class named in the extension's Info.plist"),
        heldOut: RuleAccuracy(findings: 5, correct: 5, violations: 6, found: 1),
        tuning: RuleAccuracy(findings: 40, correct: 27, violations: 53, found: 10)
    )

    /// The principal class may be declared in any file of the share extension's folder, whatever it holds.
    func mayFind(in text: FileText, options: NoOptions, facts: ProjectFacts) -> Bool {
        facts.bundle(containing: text.path)?.isShareExtension == true
    }

    /// The principal class's declaration, in a file of the share extension's folder.
    func check(_ file: SwiftFile, in project: Project, options: NoOptions) -> [Finding] {
        guard let plist = project.bundle(containing: file.path), plist.isShareExtension,
            // A storyboard's initial view controller stands for the principal class.
            let principal = plist.principalClass
        else { return [] }
        var findings: [Finding] = []
        for type in file.types where type.kind == .class && type.name == principal {
            guard let superclass = type.superclass, !project.inherits(superclass, from: "SLComposeServiceViewController")
            else { continue }
            // A storyboard view with nothing in it, and extension code that presents nothing:
            // the extension does its work without an interface of its own (hands the item on).
            if plist.mainStoryboardViewIsEmpty
                && !project.index.presentations(reachableFrom: principal).contains(where: {
                    $0.location.file.hasPrefix(plist.directory + "/")
                })
            {
                continue
            }
            let node = type.superclassNode.map(Syntax.init) ?? type.node
            findings.append(Finding(Self.description.id, at: file.location(of: node), subject: "\(type.name): \(superclass)"))
        }
        return findings
    }
}
