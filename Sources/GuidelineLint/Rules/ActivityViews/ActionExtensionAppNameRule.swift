import GuidelineKit

/// An action extension whose name does not say which app it comes from.
struct ActionExtensionAppNameRule: Rule {
    static let description = RuleDescription(
        id: "action-extension-app-name",
        summary:
            "An action extension whose display name (CFBundleDisplayName, else CFBundleName) does not include the containing app's name.",
        severity: .warning, entries: ["activity-views/familiar-extension-interface"], reads: [.infoPlist],
        exports: RuleExport.none(because: "it compares Info.plist values of two bundles"),
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 1, found: 0),
        tuning: RuleAccuracy(findings: 1, correct: 1, violations: 3, found: 1)
    )

    func checkProject(_ project: Project, options: NoOptions) -> [Finding] {
        guard let app = project.appName else { return [] }
        return project.plists.filter(\.isActionExtension).compactMap { plist in
            guard let name = plist.visibleName, !name.lowercased().contains(app.lowercased()) else { return nil }
            let key = plist.displayName != nil ? "CFBundleDisplayName" : "CFBundleName"
            return Finding(
                Self.description.id, at: SourceLocation(file: plist.path, line: plist.line(ofKey: key), column: 1),
                subject: name)
        }
    }
}
