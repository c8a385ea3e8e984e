import GuidelineKit
import SwiftSyntax

/// A share sheet opened from a custom text control instead of the system Share button.
struct ShareButtonSystemRule: Rule {
    static let description = RuleDescription(
        id: "share-button-system",
        summary:
            "A share sheet triggered from a custom text control (\"Share\", \"Share via…\") instead of the system Share button (the .action bar item, the square.and.arrow.up symbol, SwiftUI ShareLink).",
        severity: .warning, entries: ["activity-views/share-button"], reads: [.swift],
        keywords: ["activityItems", "UIActivityViewController"]
    )

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        // Only files that open a share sheet: a text "Share" button elsewhere may do anything.
        guard finder.opensShareSheet else { return [] }
        return finder.titles.map { Finding(Self.description.id, at: file.location(of: $0.node), subject: $0.text) }
    }

    /// "Share", "Share…", "Share via…", "Share to…": a generic share command, not a specific action.
    static func isShareTitle(_ text: String) -> Bool {
        let folded = text.lowercased().trimmingCharacters(in: .whitespaces)
        if ["share", "share…", "share...", "share…", "share this"].contains(folded) { return true }
        return folded.hasPrefix("share via") || folded.hasPrefix("share to")
    }

    private final class Finder: SyntaxVisitor {
        var titles: [StringValue] = []
        var opensShareSheet = false

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let callee = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            let method = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            if ExprSyntax(node).constructedTypeName == "UIActivityViewController"
                || node.arguments.contains(where: { $0.label?.text == "activityItems" })
            {
                opensShareSheet = true
            }
            let titleArgument: LabeledExprSyntax?
            switch callee ?? method {
            case "Button":
                // SwiftUI `Button("Share") { … }`; a Label with a system image is the system look.
                titleArgument = node.arguments.first.flatMap { $0.label == nil ? $0 : nil }
            case "setTitle":
                titleArgument = method != nil ? node.arguments.first : nil
            case "UIBarButtonItem", "UIAction", "UIButton":
                let hasImage = node.arguments.contains {
                    ($0.label?.text == "image" || $0.label?.text == "barButtonSystemItem")
                        && $0.expression.trimmedDescription != "nil"
                }
                titleArgument = hasImage ? nil : node.arguments.first { $0.label?.text == "title" }
            default:
                titleArgument = nil
            }
            if let argument = titleArgument, let title = StringValue.of(argument.expression),
                ShareButtonSystemRule.isShareTitle(title.text)
            {
                titles.append(title)
            }
            return .visitChildren
        }
    }
}
