import GuidelineKit

/// An action extension whose name does not say which app it comes from.
struct ActionExtensionAppNameRule: Rule {
    let description = RuleCatalog.actionExtensionAppName

    func checkProject(_ project: Project, files: [SwiftFile], options: RuleOptions) -> [Finding] {
        guard let app = project.appName else { return [] }
        return project.plists.filter(\.isActionExtension).compactMap { plist in
            guard let name = plist.visibleName, !name.lowercased().contains(app.lowercased()) else { return nil }
            let key = plist.displayName != nil ? "CFBundleDisplayName" : "CFBundleName"
            return Finding(
                description.id, at: SourceLocation(file: plist.path, line: plist.line(ofKey: key), column: 1),
                subject: name)
        }
    }
}
