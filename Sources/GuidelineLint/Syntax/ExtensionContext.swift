import SwiftSyntax

/// Which code runs as an app extension or as the view controller of a custom activity: a file
/// inside an extension's folder, a subclass of `SLComposeServiceViewController`, or a class a
/// custom `UIActivity` returns from `activityViewController`.
struct ExtensionContext {
    let wholeFile: Bool
    let controllerClasses: Set<String>

    init(_ file: SwiftFile, project: Project) {
        wholeFile = project.bundle(containing: file.path)?.isExtension == true
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
                return controllerClasses.contains(declaration.extendedType.trimmedDescription)
            }
            current = candidate.parent
        }
        return false
    }
}
