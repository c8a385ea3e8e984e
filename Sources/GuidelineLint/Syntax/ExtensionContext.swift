import SwiftSyntax

/// Which code runs in an activity view's place: a file inside a share or action extension's folder
/// (other extensions, such as widgets, are not opened from the share sheet), a subclass of
/// `SLComposeServiceViewController`, or a class a custom `UIActivity` returns from
/// `activityViewController`.
///
/// A file can hold such code only if it lies in such a folder, names `SLComposeServiceViewController`
/// or `activityViewController`, or names a class of the project that descends from the former
/// (`mayHold` and `subclassFilter`, the text tests before parsing).
struct ExtensionContext {
    let wholeFile: Bool
    let controllerClasses: Set<String>

    init(_ file: SwiftFile, project: Project) {
        wholeFile = project.bundle(containing: file.path)?.isShareOrActionExtension == true
        var classes: Set<String> = []
        for type in file.types where type.kind == .class {
            if let superclass = type.superclass, project.inherits(superclass, from: "SLComposeServiceViewController") {
                classes.insert(type.name)
            }
        }
        for activity in ActivityDeclaration.all(in: file, project: project) {
            if let controller = Members.value(of: "activityViewController", in: activity.members),
                let name = controller.constructedTypeName
            {
                classes.insert(name)
            }
        }
        for type in file.types
        where type.kind == .extension && project.inherits(type.name, from: "SLComposeServiceViewController") {
            classes.insert(type.name)
        }
        controllerClasses = classes
    }

    /// Words one of which a file outside a share or action extension must name to hold such code
    /// of its own, unless it names one of the project's subclasses of the first.
    static let keywords = ["SLComposeServiceViewController", "activityViewController"]
    private static let mentions = KeywordFilter(keywords)

    /// Whether the file may hold such code, by its folder and its raw text.
    static func mayHold(_ text: FileText, facts: ProjectFacts) -> Bool {
        facts.bundle(containing: text.path)?.isShareOrActionExtension == true || text.mentions(mentions)
    }

    /// Files that name `keyword` and one of the project's own subclasses of
    /// `SLComposeServiceViewController` (declared in another file, so that `mayHold` could not
    /// know them); nil when it has none.
    static func subclassFilter(_ project: Project, alongWith keyword: String) -> ProjectFilter? {
        let names = project.index.subclasses(of: "SLComposeServiceViewController")
        guard !names.isEmpty else { return nil }
        let subclasses = KeywordFilter(names), keyword = KeywordFilter([keyword])
        return { keyword.matches($0) && subclasses.matches($0) }
    }

    /// Whether `node` runs in an extension or activity view controller.
    func contains(_ node: some SyntaxProtocol) -> Bool {
        if wholeFile { return true }
        var current = node.parent
        while let candidate = current {
            if let declaration = candidate.as(ClassDeclSyntax.self) {
                return controllerClasses.contains(declaration.name.text)
            }
            if let declaration = candidate.as(ExtensionDeclSyntax.self) {
                return controllerClasses.contains(declaration.extendedType.trimmedSource)
            }
            current = candidate.parent
        }
        return false
    }
}
