import GuidelineKit
import SwiftSyntax

/// More prominent buttons in one view than people can tell apart as the likely action.
struct ButtonProminentLimitRule: Rule {
    static let description = RuleDescription(
        id: "button-prominent-limit",
        summary:
            "More than two prominent buttons (.borderedProminent, UIButton.Configuration.filled() or .borderedProminent()) in one view: one SwiftUI body, one view controller class; buttons in the branches of one if or switch count once (option max); in a storyboard or xib, buttons of the filled configuration style in one scene or top-level view.",
        severity: .warning, entries: ["buttons/limit-prominent-buttons"], reads: [.swift, .interfaceBuilder],
        keywords: ["borderedProminent", "BorderedProminent", ".filled()"], options: Options.self,
        exports: [
            .semgrep: .approximate(
                #"""
                # the third and later prominent styles in one statement sequence of .buttonStyle(…) modifiers, or in
                # one array of calls given configuration: (max default 2)
                patterns:
                  - pattern-either:
                      - pattern: |
                          $A.buttonStyle($X)
                          ...
                          $B.buttonStyle($Y)
                          ...
                          $C.buttonStyle($P)
                      - pattern: '[..., $F1(..., configuration: $X, ...), ..., $F2(..., configuration: $Y, ...), ..., $F3(..., configuration: $P, ...), ...]'
                  - metavariable-regex:
                      metavariable: $X
                      regex: '^(\.|UIButton\.Configuration\.)(filled|borderedProminent)\(\)$|^\.borderedProminent$|^BorderedProminentButtonStyle\(\)$'
                  - metavariable-regex:
                      metavariable: $Y
                      regex: '^(\.|UIButton\.Configuration\.)(filled|borderedProminent)\(\)$|^\.borderedProminent$|^BorderedProminentButtonStyle\(\)$'
                  - metavariable-regex:
                      metavariable: $P
                      regex: '^(\.|UIButton\.Configuration\.)(filled|borderedProminent)\(\)$|^\.borderedProminent$|^BorderedProminentButtonStyle\(\)$'
                  - focus-metavariable: $P
                """#,
                reason: "only three or more in one statement sequence of .buttonStyle modifiers or one array of configuration: arguments, not across a whole view; if/else branches not counted once; max default 2"),
            .astGrep: .approximate(
                #"""
                utils:
                  # .borderedProminent in .buttonStyle(…), BorderedProminentButtonStyle(), .filled(), .borderedProminent()
                  marker:
                    any:
                      - kind: call_expression
                        regex: '^(\.|UIButton\.Configuration\.|Configuration\.)(filled|borderedProminent)\(\)$'
                      - kind: call_expression
                        regex: '^BorderedProminentButtonStyle\(\)$'
                      - kind: prefix_expression
                        regex: '^\.borderedProminent$'
                        inside:
                          kind: value_argument
                          inside:
                            kind: value_arguments
                            inside:
                              kind: call_suffix
                              follows: {kind: navigation_expression, regex: '\.buttonStyle$'}
                  holds-marker:
                    any:
                      - matches: marker
                      - has: {stopBy: end, matches: marker}
                rule:
                  # the third (and any later) prominent button of one sequence: two earlier siblings at some
                  # level within the same class or body each hold one (max default 2)
                  matches: marker
                  inside:
                    stopBy: {any: [{kind: class_body}, {kind: computed_property}]}
                    follows:
                      stopBy: end
                      matches: holds-marker
                      follows:
                        stopBy: end
                        matches: holds-marker
                """#,
                reason: "counts markers held by preceding siblings at one level of a class or body, so misses ones spread over different nesting levels; max default 2"),
            .swiftLint: .notExpressible(reason: "counting prominent buttons per view needs the syntax tree"),
        ],
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0),
        tuning: RuleAccuracy(findings: 2, correct: 2, violations: 20, found: 2)
    )

    struct Options: RuleOptionSet {
        @Bounded(1...20) var max = 2
    }

    /// Every marker the check counts holds one of these words (`isMarker`): a file with no more
    /// of them than the limit cannot have too many.
    func mayFind(in text: FileText, options: Options, facts: ProjectFacts) -> Bool {
        text.mentions(Self.markerWords, moreThan: options.max)
    }
    private static let markerWords = KeywordFilter(["borderedProminent", "BorderedProminent", "filled("])

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        // A scope holds at least as many markers as it counts: one whose listed markers are no
        // more than the limit is not walked (two walks of every class were most of the rule's time).
        let listed = ProminenceCounter.listedMarkers(in: file)
        guard listed.count > options.max else { return [] }
        var findings: [Finding] = []
        for scope in Self.scopes(in: file) {
            let range = scope.position..<scope.endPosition
            guard listed.lazy.filter(range.contains).count > options.max else { continue }
            let count = ProminenceCounter.count(scope)
            guard count > options.max else { continue }
            for marker in ProminenceCounter.markers(in: scope).dropFirst(options.max) {
                var finding = Finding(Self.description.id, at: file.location(of: marker), subject: marker.trimmedSource)
                finding.fault = .prominent(count, max: options.max, option: "max")
                findings.append(finding)
            }
        }
        return findings
    }

    func check(_ file: InterfaceFile, in project: Project, options: Options) -> [Finding] {
        let prominent = file.controls.buttons.filter(\.isProminent)
        return Dictionary(grouping: prominent, by: \.scope).values.flatMap { buttons -> [Finding] in
            guard buttons.count > options.max else { return [] }
            return buttons.dropFirst(options.max).map { button in
                var finding = Finding(
                    Self.description.id, at: file.location(of: button.element), subject: button.title?.text ?? button.element.quoted)
                finding.fault = .prominent(buttons.count, max: options.max, option: "max")
                return finding
            }
        }
    }

    /// Each class's members (nested types aside) and each SwiftUI `body` getter.
    static func scopes(in file: SwiftFile) -> [Syntax] {
        var scopes: [Syntax] = []
        for type in file.types {
            if type.kind == .class {
                scopes.append(Syntax(type.members))
            } else if let body = Members.declaration(of: "body", in: [type.members])?.accessorBlock {
                scopes.append(Syntax(body))
            }
        }
        return scopes
    }
}

/// Counting prominent buttons where only one branch of an `if` or `switch` shows at a time.
enum ProminenceCounter {
    /// `.borderedProminent`, `BorderedProminentButtonStyle()`, `.filled()`, `.borderedProminent()`.
    static func isMarker(_ node: Syntax) -> Bool {
        if let call = node.as(FunctionCallExprSyntax.self) {
            if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "BorderedProminentButtonStyle" {
                return true
            }
            guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), call.arguments.isEmpty else { return false }
            let name = access.declName.baseName.text
            let base = access.base?.trimmedSource
            return (name == "filled" || name == "borderedProminent")
                && (base == nil || base == "UIButton.Configuration" || base == "Configuration")
        }
        if let access = node.as(MemberAccessExprSyntax.self), access.base == nil,
            access.declName.baseName.text == "borderedProminent",
            !(access.parent?.is(FunctionCallExprSyntax.self) ?? false),
            access.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
                .flatMap({ $0.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text }) == "buttonStyle"
        {
            return true
        }
        return false
    }

    /// Where the file's markers are, nested types' included, from the nodes its index lists.
    static func listedMarkers(in file: SwiftFile) -> [AbsolutePosition] {
        let lister = MarkerLister()
        file.walk(lister)
        return lister.positions
    }

    private final class MarkerLister: SyntaxIndexVisitor {
        var positions: [AbsolutePosition] = []
        func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if isMarker(Syntax(node)) { positions.append(node.position) }
            return .visitChildren
        }
        func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if isMarker(Syntax(node)) { positions.append(node.position) }
            return .visitChildren
        }
    }

    static func markers(in node: Syntax) -> [Syntax] {
        var out: [Syntax] = []
        func walk(_ node: Syntax) {
            if isMarker(node) { out.append(node) }
            for child in node.children(viewMode: .sourceAccurate) where !child.isTypeDeclaration { walk(child) }
        }
        walk(node)
        return out
    }

    /// The most prominent buttons that can show at once.
    static func count(_ node: Syntax) -> Int {
        if isMarker(node) { return 1 }
        if node.isTypeDeclaration { return 0 }
        if let branch = node.as(IfExprSyntax.self) {
            let conditions = count(Syntax(branch.conditions))
            let body = count(Syntax(branch.body))
            let other = branch.elseBody.map { count(Syntax($0)) } ?? 0
            return conditions + max(body, other)
        }
        if let choice = node.as(SwitchExprSyntax.self) {
            return choice.cases.map { count(Syntax($0)) }.max() ?? 0
        }
        return node.children(viewMode: .sourceAccurate).reduce(0) { $0 + count($1) }
    }
}

extension SyntaxProtocol {
    /// A nested class, struct, enum, actor or extension: another view's buttons.
    var isTypeDeclaration: Bool {
        `is`(ClassDeclSyntax.self) || `is`(StructDeclSyntax.self) || `is`(EnumDeclSyntax.self)
            || `is`(ActorDeclSyntax.self) || `is`(ExtensionDeclSyntax.self)
    }
}
