import SwiftSyntax

/// Which code runs in an activity view's place: a file inside a share or action extension's folder
/// (other extensions, such as widgets, are not opened from the share sheet), a subclass of
/// `SLComposeServiceViewController`, or a class a custom `UIActivity` returns from
/// `activityViewController`.
struct ExtensionContext {
    let wholeFile: Bool
    let controllerClasses: Set<String>

    init(_ file: SwiftFile, project: Project) {
        let bundle = project.bundle(containing: file.path)
        wholeFile = bundle?.isShareExtension == true || bundle?.isActionExtension == true
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
