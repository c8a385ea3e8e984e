import GuidelineKit
import SwiftSyntax

/// An extension (or a custom activity's view controller) presenting another modal view.
struct ExtensionNoModalRule: Rule {
    static let description = RuleDescription(
        id: "extension-no-modal",
        summary:
            "A share or action extension, or a custom activity's view controller, that presents another modal view controller or sheet; an alert is fine (UIAlertController, or the project's own modal whose name calls it an alert or a confirmation). Followed from the extension's principal class into the views and view controllers it hosts, in other files and modules too, but only into files the extension's target compiles where its Xcode project lists them (a screen only the app's target builds never runs in the extension). Where two files declare a type of one name, the one in the extension's folder is followed; where neither is, the search does not guess and stops. A storyboard-based extension is followed from its storyboard's initial view controller, and a modal segue in its storyboard is a finding; when that controller's view is empty, what it presents itself is the extension's interface and passes.",
        severity: .warning, entries: ["activity-views/no-modal-above-extension"], reads: [.swift, .infoPlist, .interfaceBuilder],
        keywords: ["present"],
        exports: [
            .semgrep: .approximate(
                #"""
                patterns:
                  - pattern-inside: |
                      class $C: SLComposeServiceViewController { ... }
                  - pattern-either:
                      - pattern: present($T(...), ...)
                      - pattern: $R.present($T(...), ...)
                      - patterns:
                          - pattern-either:
                              - pattern-inside: |
                                  let $V = $T(...)
                                  ...
                              - pattern-inside: |
                                  var $V = $T(...)
                                  ...
                          - pattern-either:
                              - pattern: present($V, ...)
                              - pattern: $R.present($V, ...)
                  # an alert is fine
                  - metavariable-regex:
                      metavariable: $T
                      regex: '^(?!(\w+\.)*UIAlertController$)'
                """#,
                reason: "only inside classes that directly subclass SLComposeServiceViewController; misses other extension code (needs the Info.plist) and custom activities' view controllers"),
            .astGrep: .approximate(
                #"""
                utils:
                  present-call:
                    kind: call_expression
                    has: {any: [{kind: simple_identifier, regex: '^present$'}, {kind: navigation_expression, regex: '\bpresent$'}]}
                  # a call that constructs a value, other than an alert: T(…), Module.T(…), T.init(…)
                  non-alert-init:
                    kind: call_expression
                    has:
                      any:
                        - {kind: simple_identifier, not: {regex: '^UIAlertController$'}}
                        - {kind: navigation_expression, regex: '(^|\.)([A-Z]\w*|\w+\.init)$', not: {regex: '(^|\.)UIAlertController(\.init)?$'}}
                  share-controller:
                    kind: class_declaration
                    has: {kind: inheritance_specifier, regex: '^SLComposeServiceViewController$'}
                rule:
                  matches: present-call
                  inside: {stopBy: end, kind: class_declaration, matches: share-controller}
                  not: {inside: {stopBy: end, kind: class_declaration, inside: {stopBy: end, matches: share-controller}}}
                  any:
                    - has: {kind: call_suffix, has: {kind: value_arguments, has: {kind: value_argument, nthChild: 1, not: {has: {field: name, kind: value_argument_label}}, has: {field: value, matches: non-alert-init}}}}
                    - all:
                        - any:
                            - pattern: present($V, $$$)
                            - pattern: $R.present($V, $$$)
                        - inside:
                            stopBy: {any: [{kind: function_declaration}, {kind: init_declaration}, {kind: lambda_literal}, {kind: computed_property}, {kind: computed_getter}, {kind: computed_setter}, {kind: willset_clause}, {kind: didset_clause}, {kind: source_file}]}
                            any: [{kind: function_declaration}, {kind: init_declaration}, {kind: lambda_literal}, {kind: computed_property}, {kind: computed_getter}, {kind: computed_setter}, {kind: willset_clause}, {kind: didset_clause}, {kind: source_file}]
                            has:
                              stopBy: end
                              kind: property_declaration
                              all:
                                - has: {field: name, has: {pattern: $V}}
                                - has: {field: value, matches: non-alert-init}
                """#,
                reason: "only inside classes that directly subclass SLComposeServiceViewController; misses other extension code (needs the Info.plist) and custom activities' view controllers"),
            .swiftLint: .notExpressible(reason: "needs the enclosing class and the type of what is presented, followed through locals"),
        ],
        heldOut: RuleAccuracy(findings: 1, correct: 1, violations: 2, found: 1),
        tuning: RuleAccuracy(findings: 38, correct: 33, violations: 93, found: 33)
    )

    /// Most files present something; only those that may run in an extension's place are parsed.
    func mayFind(in text: FileText, options: NoOptions, facts: ProjectFacts) -> Bool {
        ExtensionContext.mayHold(text, facts: facts)
    }

    static var mayFindKeywords: [String] { ExtensionContext.keywords }

    func projectFilter(_ project: Project, options: NoOptions) -> ProjectFilter? {
        ExtensionContext.subclassFilter(project, alongWith: "present")
    }

    func check(_ file: SwiftFile, in project: Project, options: NoOptions) -> [Finding] {
        let context = ExtensionContext(file, project: project)
        guard context.wholeFile || !context.controllerClasses.isEmpty else { return [] }
        // A storyboard whose view is empty is a stand-in: what its class presents is the
        // extension's interface itself (often with a custom transition), not a modal above it.
        let bundle = project.bundle(containing: file.path)
        let standIn = bundle?.mainStoryboardViewIsEmpty == true ? bundle?.principalClass : nil
        var bodies = LocalVariables.Cache()
        return PresentCall.all(in: file.tree).compactMap { present in
            guard context.contains(present.call), let type = presentedType(present, &bodies) else { return nil }
            if let standIn, file.ownerName(of: present.call) == standIn { return nil }
            // An alert is allowed, the project's own alerts too.
            guard !Self.isAlert(type, in: project) else { return nil }
            var finding = Finding(
                Self.description.id, at: file.location(of: present.nameNode),
                subject: present.call.trimmedSource.firstLine)
            finding.fault = Self.fault(over: bundle?.isShareOrActionExtension == true ? bundle?.messageName : nil)
            finding.runsInExtension = true
            return finding
        }
    }

    /// Presentations outside the extension's folder that its principal class reaches: a view it
    /// hosts from a shared module that presents a sheet, a picker or a controller. Those inside
    /// the folder are found file by file by `check`.
    func checkProject(_ project: Project, options: NoOptions) -> [Finding] {
        var findings: [Finding] = []
        for plist in project.plists where plist.isShareExtension || plist.isActionExtension {
            guard let principal = plist.principalClass else { continue }
            for reached in project.index.presentations(reachableFrom: principal, within: plist.directory + "/")
            where !reached.location.file.hasPrefix(plist.directory + "/")
                && project.extensionSources.mayRun(reached.location.file, inExtensionWith: plist.path)
            {
                let presentation = reached.presentation
                switch presentation.kind {
                case .alert, .confirmationDialog: continue
                case .present:
                    // As in the extension's own code: only what is known not to be an alert.
                    guard let type = presentation.presented, !Self.isAlert(type, in: project) else {
                        continue
                    }
                default: break
                }
                var finding = Finding(Self.description.id, at: reached.location, subject: Self.code(of: presentation))
                finding.fault = Self.fault(over: plist.messageName)
                finding.runsInExtension = true
                finding.notes = reached.chain.reversed().map {
                    Diagnostic.Note("reached from \($0.name)", at: $0.location)
                }
                findings.append(finding)
            }
        }
        return findings
    }

    /// A segue that presents modally in a share or action extension's storyboard.
    func check(_ file: InterfaceFile, in project: Project, options: NoOptions) -> [Finding] {
        guard let bundle = project.bundle(containing: file.path), bundle.isShareExtension || bundle.isActionExtension
        else { return [] }
        return file.modalSegues.map { segue in
            var finding = Finding(
                Self.description.id, at: file.location(of: segue), subject: "segue kind=\"\(segue["kind"] ?? "")\"")
            finding.fault = Self.fault(over: bundle.messageName)
            return finding
        }
    }

    /// The extension a presentation covers, named; nil for a custom activity's view controller,
    /// whose message names no extension.
    private static func fault(over extensionName: String?) -> Fault? {
        extensionName.map { .check(.presents, values: ["extension": $0]) }
    }

    /// A presentation as its code reads, for one the project model found in another file:
    /// `present(PickerViewController…)`, `.sheet(…)`.
    private static func code(of presentation: PresentationFacts) -> String {
        let call = presentation.kind == .present ? "present" : ".\(presentation.kind.rawValue)"
        return presentation.presented.map { "\(call)(\($0)…)" } ?? "\(call)(…)"
    }

    /// The type of what is presented, when the source shows it (a constructor, or a local initialised by one).
    /// An alert: `UIAlertController` or a subclass, or a controller of the project's own that its
    /// name calls one (`ConfirmationModal`, `ErrorAlertController`): an alert-style modal that
    /// reports or confirms, which the guideline allows.
    static func isAlert(_ type: String, in project: Project) -> Bool {
        project.inherits(type, from: "UIAlertController") || type.contains("Alert") || type.contains("Confirmation")
    }

    private func presentedType(_ present: PresentCall, _ bodies: inout LocalVariables.Cache) -> String? {
        if let type = present.presented.constructedTypeName { return type }
        guard let name = present.presented.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let body = LocalVariables.enclosingBody(of: present.call)
        else { return nil }
        // Made there, declared with its type (`let approval: UINavigationController = …`), or cast to it.
        let facts = bodies.facts(of: body)
        if let type = facts.initializers[name]?.constructedTypeName ?? facts.declaredTypes[name] { return type }
        // `x as? Type`, which the parser leaves unfolded: [x, as?, Type].
        if let elements = facts.initializers[name]?.as(SequenceExprSyntax.self)?.elements, elements.count == 3,
            elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true, let type = elements.last
        {
            return type.trimmedSource
        }
        return nil
    }
}
