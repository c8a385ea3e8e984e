import GuidelineKit
import SwiftSyntax

/// A share extension whose principal class is not the system composition view.
struct ShareExtensionComposeViewRule: Rule {
    static let description = RuleDescription(
        id: "share-extension-compose-view",
        summary:
            "A share extension whose principal class (NSExtensionPrincipalClass, or the initial view controller of its NSExtensionMainStoryboard) does not inherit from SLComposeServiceViewController, the system composition view people know; a suggestion. An extension with no interface of its own has none to replace, and passes: its principal class adds no views, hosts no SwiftUI and pushes nothing (or shows only a progress indicator, itself or in the SwiftUI view it hosts), and its storyboard's view is empty or, with no storyboard, it is a plain UIViewController or a request handler (UIResponder, NSObject); and it presents nothing but an alert.",
        severity: .note, entries: ["activity-views/familiar-extension-interface"], reads: [.infoPlist, .swift, .interfaceBuilder],
        exports: RuleExport.none(because: "it needs the principal class named in the extension's Info.plist"),
        heldOut: RuleAccuracy(findings: 1, correct: 1, violations: 2, found: 0),
        tuning: RuleAccuracy(findings: 38, correct: 35, violations: 55, found: 17)
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
            // No view of its own (an empty storyboard view, or a plain view controller whose code
            // adds none) and nothing presented but an alert: the extension does its work without
            // an interface (hands the item to the app, saves it), so there is none to replace.
            let drawsNothing =
                (!Self.addsViews(type.node) || Self.showsOnlyProgress(Syntax(type.node), project))
                && (plist.mainStoryboard != nil
                    ? plist.mainStoryboardViewIsEmpty
                    // A request handler (`UIResponder, NSExtensionRequestHandling`) is no view at all.
                    : ["UIResponder", "NSObject", "UIViewController"].contains(superclass))
            let folder = plist.directory + "/"
            if drawsNothing
                && !project.index.presentations(reachableFrom: principal, within: folder).contains(where: {
                    $0.location.file.hasPrefix(folder) && $0.presentation.kind != .alert && $0.presentation.presented != "UIAlertController"
                })
            {
                continue
            }
            let node = type.superclassNode.map(Syntax.init) ?? type.node
            findings.append(Finding(Self.description.id, at: file.location(of: node), subject: "\(type.name): \(superclass)"))
        }
        return findings
    }

    /// Whether a view controller's declaration gives it views: adds subviews or a child
    /// controller, hosts SwiftUI or pushes a screen (a `loadView` that sets a bare, clear
    /// `UIView` draws nothing).
    private static func addsViews(_ node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind else { return false }
            return viewBuilders.contains(name)
        }
    }

    /// Whether every view a controller makes is a progress indicator, or a SwiftUI view whose
    /// body shows one and nothing else (a spinner while the item is handed to the app): no
    /// interface people fill in. Values that are not views (`URL(…)`, a `KeychainController`) are not counted.
    private static func showsOnlyProgress(_ node: Syntax, _ project: Project) -> Bool {
        final class Constructed: SyntaxVisitor {
            var names: [String] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let name = ExprSyntax(node).constructedTypeName { names.append(name) }
                return .visitChildren
            }
        }
        let finder = Constructed(viewMode: .sourceAccurate)
        finder.walk(node)
        var showsProgress = false
        for name in finder.names {
            if progressIndicators.contains(name) {
                showsProgress = true
            } else if containers.contains(name) {
                continue
            } else if let body = project.index.bodyConstructs(of: name) {
                guard body.allSatisfy(progressLayout.contains), body.contains("ProgressView") else { return false }
                showsProgress = true
            } else if project.index.isView(name)
                || name.hasPrefix("UI") && ["View", "Controller", "Button", "Label", "Field", "Cell"].contains(where: name.hasSuffix)
            {
                return false
            }
        }
        return showsProgress
    }

    private static let progressIndicators: Set<String> = ["UIActivityIndicatorView", "UIProgressView", "ProgressView"]
    /// What holds the views rather than showing anything of its own.
    private static let containers: Set<String> = ["UIView", "UIHostingController"]
    private static let progressLayout: Set<String> = ["ProgressView", "ZStack", "VStack", "HStack", "Group", "Spacer", "Color", "Text", "EmptyView"]

    private static let viewBuilders: Set<String> = [
        "addSubview", "insertSubview", "addArrangedSubview", "addChild", "UIHostingController",
        "pushViewController", "setViewControllers", "show", "instantiateViewController",
    ]
}
