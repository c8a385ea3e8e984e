import GuidelineKit
import SwiftSyntax

/// A button that shows only a custom image and gives no words for it: VoiceOver reads nothing
/// useful, and nobody can tell what it does until they try.
struct ButtonHasLabelRule: Rule {
    static let description = RuleDescription(
        id: "button-has-label",
        summary:
            "A button with neither title nor image (Button(\"\")), or one whose only content is a custom image with no accessibility label: Image(uiImage:), Image(decorative:), or an asset whose name VoiceOver would read out as an identifier (\"Close-24\"); SF Symbols and assets named in plain words (\"close\") carry a usable label.",
        severity: .warning, entries: ["buttons/communicate-purpose"], reads: [.swift],
        keywords: ["Image(\"", "uiImage:", "decorative:", "UIImage(named: \"", "Button(\"\")"]
    )

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        var findings: [Finding] = []
        for button in finder.swiftUIButtons where Self.isUnlabeled(button) {
            findings.append(Finding(Self.description.id, at: file.location(of: button), subject: "Button"))
        }
        // A view that is one accessibility element (a custom stepper) labels its buttons itself.
        if finder.containerIsAccessibilityElement { return findings }
        for (name, button) in finder.uiKitButtons.sorted(by: { $0.value.call.position < $1.value.call.position }) {
            let uses = (finder.members[name] ?? []).union(finder.members["\(name).configuration"] ?? [])
            guard finder.customImages.contains(name) || button.isSystemButtonWithCustomImage,
                uses.isDisjoint(with: Self.uiKitLabels)
            else { continue }
            findings.append(Finding(Self.description.id, at: file.location(of: button.call), subject: name))
        }
        return findings
    }

    /// Members that give a UIKit button words (or hide it from VoiceOver on purpose).
    static let uiKitLabels: Set<String> = [
        "setTitle", "setAttributedTitle", "title", "attributedTitle", "accessibilityLabel", "isAccessibilityElement",
        "accessibilityAttributedLabel", "titleLabel", "accessibilityUserInputLabels", "largeContentTitle",
    ]

    /// SwiftUI modifiers that give a view words for VoiceOver, or take it out of VoiceOver's way.
    static let labelModifiers: Set<String> = [
        "accessibilityLabel", "accessibility", "accessibilityElement", "accessibilityHidden", "accessibilityRepresentation",
        "accessibilityInputLabels",
    ]

    /// `Button("")`, `Button(action:) {}` or a label that is one custom `Image`, with no
    /// accessibility label on the button or the image.
    static func isUnlabeled(_ button: FunctionCallExprSyntax) -> Bool {
        let labelled = SwiftUIView.modifiers(of: button).contains { labelModifiers.contains($0.name) }
        if labelled { return false }
        if let first = button.arguments.first, first.label == nil {
            return StringValue.of(first.expression).map { $0.text.trimmingCharacters(in: .whitespaces).isEmpty && $0.interpolations == 0 } ?? false
        }
        guard let label = SwiftUIView.label(of: button) else { return false }
        if label.statements.isEmpty { return true }
        guard label.statements.count == 1, let expression = label.statements.first?.item.as(ExprSyntax.self),
            let image = SwiftUIView.outermostView(expression), SwiftUIView.name(image) == "Image",
            SwiftUIView.modifiers(of: image).allSatisfy({ !labelModifiers.contains($0.name) })
        else { return false }
        // `Image(decorative:)`, `Image(uiImage:)`: no words; `Image(systemName:)` has them;
        // `Image("asset")` is read by its name.
        guard let first = image.arguments.first else { return false }
        if first.label == nil {
            return StringValue.of(first.expression).map { !readsAsWords($0.text) } ?? false
        }
        return ["decorative", "uiImage"].contains(first.label?.text ?? "")
    }

    /// An asset name VoiceOver reads as words ("close", "skip back"), not as an identifier
    /// ("Close-24", "icn_more", "shuffleGlyph").
    static func readsAsWords(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy { ($0.isLetter && $0.isLowercase) || $0 == " " }
    }

    struct UIKitButton {
        var call: FunctionCallExprSyntax
        /// `UIButton.systemButton(with: UIImage(named: …), …)`: an image-only button from the start.
        var isSystemButtonWithCustomImage: Bool
    }

    private final class Finder: SyntaxVisitor {
        var swiftUIButtons: [FunctionCallExprSyntax] = []
        /// Variables and properties holding a new `UIButton`, by name.
        var uiKitButtons: [String: UIKitButton] = [:]
        /// Members used on each name (`name.setImage`, `name.accessibilityLabel`).
        var members: [String: Set<String>] = [:]
        /// Names given a custom image: `name.setImage(UIImage(named: …), for:)`.
        var customImages: Set<String> = []
        /// `isAccessibilityElement = true` or `accessibilityElements = …` on the view itself.
        var containerIsAccessibilityElement = false

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            if let assignment = node.simpleAssignment {
                let target = assignment.target.trimmedDescription
                if (target == "isAccessibilityElement" || target == "self.isAccessibilityElement")
                    && assignment.value.trimmedDescription == "true"
                    || target == "accessibilityElements" || target == "self.accessibilityElements"
                {
                    containerIsAccessibilityElement = true
                }
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if SwiftUIView.name(node) == "Button" { swiftUIButtons.append(node) }
            if let access = node.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "setImage",
                let base = access.base, let image = node.arguments.first?.expression, Self.isCustomImage(image)
            {
                customImages.insert(ButtonMenu.key(base))
            }
            return .visitChildren
        }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = node.initializer?.value, let call = value.as(FunctionCallExprSyntax.self)
            else { return .visitChildren }
            if value.constructedTypeName == "UIButton" {
                uiKitButtons[name] = UIKitButton(call: call, isSystemButtonWithCustomImage: false)
            } else if let access = call.calledExpression.as(MemberAccessExprSyntax.self),
                access.base?.trimmedDescription == "UIButton", access.declName.baseName.text == "systemButton",
                let image = call.arguments.first?.expression, Self.isCustomImage(image)
            {
                uiKitButtons[name] = UIKitButton(call: call, isSystemButtonWithCustomImage: true)
            }
            return .visitChildren
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if let base = node.base { members[ButtonMenu.key(base), default: []].insert(node.declName.baseName.text) }
            return .visitChildren
        }

        /// `UIImage(named: "Close-24")`: an asset VoiceOver reads by an identifier-like name.
        /// A name held in a constant is left alone: it may well read as words.
        static func isCustomImage(_ expression: ExprSyntax) -> Bool {
            var expression = expression
            if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
            guard let call = expression.as(FunctionCallExprSyntax.self), expression.constructedTypeName == "UIImage",
                let first = call.arguments.first, first.label?.text == "named",
                let name = first.expression.as(StringLiteralExprSyntax.self).flatMap({ StringValue.of(ExprSyntax($0)) })
            else { return false }
            return !ButtonHasLabelRule.readsAsWords(name.text)
        }
    }
}
