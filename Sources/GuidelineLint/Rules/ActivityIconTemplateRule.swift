import GuidelineKit
import SwiftSyntax

/// A custom activity's image that is not a template image of about 70×70 points.
struct ActivityIconTemplateRule: Rule {
    let description = RuleCatalog.activityIconTemplate

    func check(_ file: SwiftFile, in project: Project, options: RuleOptions) -> [Finding] {
        let range = Double(options.int("min-points"))...Double(options.int("max-points"))
        var findings: [Finding] = []
        for activity in ActivityDeclaration.all(in: file, project: project) {
            guard let image = Members.value(of: "activityImage", in: activity.members) else { continue }
            let text = image.trimmedDescription
            guard let named = Self.namedImageCall(in: image) else { continue }  // symbols and the unknown pass
            let at = file.location(of: named.call)
            if text.contains(".alwaysOriginal") {
                findings.append(Finding(description.id, at: at, subject: text.firstLine))
                continue
            }
            guard let asset = named.name.flatMap({ project.assets[$0] }) else { continue }  // not in a catalog we read
            let forcedTemplate = text.contains(".alwaysTemplate")
            let size = asset.pointSize
            let wrongSize = size.map { !range.contains($0.width) || !range.contains($0.height) } ?? false
            if (!asset.isTemplate && !forcedTemplate) || wrongSize {
                findings.append(Finding(description.id, at: at, subject: asset.name))
            }
        }
        return findings
    }

    /// The `UIImage(named: "…")` call inside an expression, and the asset name when literal.
    static func namedImageCall(in expression: ExprSyntax) -> (call: FunctionCallExprSyntax, name: String?)? {
        final class Finder: SyntaxVisitor {
            var found: (FunctionCallExprSyntax, String?)?
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if found == nil, ExprSyntax(node).constructedTypeName == "UIImage",
                    let first = node.arguments.first, first.label?.text == "named"
                {
                    found = (node, StringValue.of(first.expression)?.text)
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(expression)
        return finder.found.map { (call: $0.0, name: $0.1) }
    }
}
