import GuidelineKit
import SwiftSyntax

/// A custom activity's image that is not a template image of about 70×70 (read in points).
struct ActivityIconTemplateRule: Rule {
    static let description = RuleDescription(
        id: "activity-icon-template",
        summary:
            "A custom action activity's activityImage (the default category, which UIKit draws by its alpha alone) forced to its original colours, or from an asset that is not a template image and whose PNGs or PDF do not draw a single-colour glyph on transparency (their colours are lost, or the image is opaque and shows as a solid square; a PDF is read by the colours its paths are painted with, and an image that can't be read here, such as a PDF holding a photo or a gradient, is judged by its Render As setting); or an action activity's image whose canvas is not about 70×70 (the guidelines say pixels and name no scale factor; the rule reads the canvas in points, so each scale's image of that size passes). Share activities' images show as drawn, like apps' icons; SF Symbols pass, and so does an asset that only stands in for a symbol on older systems (`UIImage(systemName:) ?? UIImage(named:)`).",
        severity: .warning, entries: ["activity-views/use-symbols"], reads: [.swift, .assetCatalog],
        keywords: ["activityImage"], options: Options.self,
        exports: [
            .semgrep: .approximate(
                #"""
                patterns:
                  - pattern-either:
                      - pattern-inside: 'override var activityImage: $TY { $X }'
                      - pattern-inside: 'override var activityImage: $TY { get { $X } }'
                  - metavariable-regex:
                      metavariable: $X
                      regex: '(?s).*\.alwaysOriginal\b'
                  - pattern: 'UIImage(named: $N, ...)'
                """#,
                reason: "reports only named images forced to .alwaysOriginal in an override activityImage; can't read the asset catalog's render mode or canvas size"),
            .astGrep: .approximate(
                #"""
                rule:
                  kind: call_expression
                  all:
                    - has: {kind: simple_identifier, regex: '^UIImage$'}
                    - has: {kind: call_suffix, has: {kind: value_arguments, has: {kind: value_argument, nthChild: 1, has: {field: name, regex: '^named$'}}}}
                  inside:
                    stopBy: end
                    kind: property_declaration
                    regex: '\.alwaysOriginal\b'
                    all:
                      - has: {field: name, regex: '^activityImage$'}
                      - has: {kind: modifiers, regex: '\boverride\b'}
                """#,
                reason: "reports only named images forced to .alwaysOriginal in an override activityImage; can't read the asset catalog's render mode or canvas size"),
            .swiftLint: .notExpressible(reason: "a regex can't tie the UIImage(named:) line back to the activityImage property above it, and the asset checks need the catalog"),
        ],
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0),
        tuning: RuleAccuracy(findings: 13, correct: 13, violations: 21, found: 13)
    )

    struct Options: RuleOptionSet {
        /// The smallest and largest canvas side, in points, an activity image may have.
        @Bounded(1...1024) var minPoints = 60
        @Bounded(1...1024) var maxPoints = 80

        func problems() -> [RuleOptionProblem] {
            minPoints <= maxPoints
                ? [] : [RuleOptionProblem(option: "min-points", "'min-points' (\(minPoints)) must not exceed 'max-points' (\(maxPoints))")]
        }
    }

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        let range = Double(options.minPoints)...Double(options.maxPoints)
        var findings: [Finding] = []
        for activity in ActivityDeclaration.all(in: file, project: project) {
            guard let image = Members.value(of: "activityImage", in: activity.members) else { continue }
            // A share activity's image shows as drawn, in the row of apps, like an app's icon; an
            // action activity's (the default category) by its alpha alone, as a template, in the
            // row of actions whose glyphs the 70×70 area lines up.
            let isShare = Members.value(of: "activityCategory", in: activity.members)?.trimmedSource.hasSuffix(".share") ?? false
            // Every image the value can be: each branch of a ternary or `??`, each `return`.
            // Symbols and images from elsewhere pass.
            for named in Self.namedImages(in: image) {
                let at = file.location(of: named.node)
                let text = Self.chain(from: named.node).trimmedSource
                if text.contains(".alwaysOriginal") && !isShare {
                    var finding = Finding(Self.description.id, at: at, subject: text.firstLine)
                    finding.fault = .originalColours(asset: nil)
                    findings.append(finding)
                    continue
                }
                guard let asset = named.name.flatMap({ project.assets[$0] }) else { continue }  // not in a catalog we read
                var fault: Fault?
                if !asset.isTemplate && !text.contains(".alwaysTemplate") && !isShare {
                    // What the pixels draw decides, where they can be read: a one-colour glyph on
                    // transparency is a template in effect.
                    switch asset.ink() {
                    case .glyph: break
                    case .colours: fault = .check(.maskLosesColours, values: ["asset": asset.name])
                    case .opaque: fault = .check(.maskIsOpaque, values: ["asset": asset.name])
                    case nil: fault = .originalColours(asset: asset.name)
                    }
                }
                if fault == nil, !isShare, let size = asset.canvas(), !range.contains(size.width) || !range.contains(size.height) {
                    fault = .size(width: size.width, height: size.height, min: options.minPoints, max: options.maxPoints)
                }
                if let fault {
                    var finding = Finding(Self.description.id, at: at, subject: asset.name)
                    finding.fault = fault
                    findings.append(finding)
                }
            }
        }
        return findings
    }

    /// Each `UIImage(named: "…")` and `#imageLiteral(resourceName: "…")` inside an expression,
    /// with the asset name when literal.
    static func namedImages(in expression: ExprSyntax) -> [(node: ExprSyntax, name: String?)] {
        final class Finder: SyntaxVisitor {
            var found: [(ExprSyntax, String?)] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if ExprSyntax(node).constructedTypeName == "UIImage", let first = node.arguments.first,
                    first.label?.text == "named"
                {
                    found.append((ExprSyntax(node), StringValue.of(first.expression)?.text))
                }
                return .visitChildren
            }
            // `UIImage(systemName: "link") ?? UIImage(named: "Link")`: the asset after `??` shows
            // only where the symbol doesn't exist (an older system); the symbol is what people see.
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                var before: [ExprSyntax] = [], fallback = false
                for element in node.elements {
                    if let op = element.as(BinaryOperatorExprSyntax.self), op.operator.text == "??", ActivityIconTemplateRule.namesSymbol(before) {
                        fallback = true
                    }
                    if !fallback { walk(element) }
                    before.append(element)
                }
                return .skipChildren
            }
            override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
                if node.macroName.text == "imageLiteral", let first = node.arguments.first,
                    first.label?.text == "resourceName"
                {
                    found.append((ExprSyntax(node), StringValue.of(first.expression)?.text))
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(expression)
        return finder.found.map { (node: $0.0, name: $0.1) }
    }

    /// Whether an image's expression names an SF Symbol: an argument labelled as naming one
    /// (`systemName:`), or an app's own initializer that says so (`symbolNameIfAvailable:`).
    static func namesSymbol(_ elements: some Sequence<ExprSyntax>) -> Bool {
        elements.contains { element in
            element.tokens(viewMode: .sourceAccurate).contains { token in
                guard case .identifier(let label) = token.tokenKind, token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .colon,
                    token.parent?.is(LabeledExprSyntax.self) == true
                else { return false }
                return SymbolNames.labels.contains(label) || label.lowercased().contains("symbol")
            }
        }
    }

    /// The calls and members applied to an image (`UIImage(named: "x")?.withRenderingMode(…)`):
    /// what decides how that image is drawn.
    static func chain(from node: ExprSyntax) -> Syntax {
        var current = Syntax(node)
        while let parent = current.parent, applies(parent, to: current) { current = parent }
        return current
    }

    private static func applies(_ parent: Syntax, to child: Syntax) -> Bool {
        if let access = parent.as(MemberAccessExprSyntax.self) { return access.base.map(Syntax.init) == child }
        if let call = parent.as(FunctionCallExprSyntax.self) { return Syntax(call.calledExpression) == child }
        return parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
    }
}
