import GuidelineKit
import SwiftSyntax

/// A bar item symbol drawn inside a border: the bar is already the container.
struct ToolbarBorderlessSymbolsRule: Rule {
    static let description = RuleDescription(
        id: "toolbar-borderless-symbols",
        summary:
            "A bar item's SF Symbol (in code, or a bar button item's system image in a storyboard or xib) drawn inside a border (a name ending in .circle, .circle.fill, .square, .square.fill and the like, such as ellipsis.circle, but not one stacked on a shape, such as square.and.arrow.down.on.square): use the borderless variant. Every UIBarButtonItem a file makes is a bar item; a symbol drawn by code elsewhere (a view of the project's such as MoreIcon() or ConnectedDevice(name: n), unless the item hands it the image, or a static member without arguments such as .ellipsisNavigation()) is followed there, to the one symbol it shows on its face (not in its menus' content).",
        severity: .warning, entries: ["toolbars/borderless-system-symbols"], reads: [.swift, .interfaceBuilder],
        keywords: [".circle\"", ".circle.fill\"", ".square\"", ".square.fill\"", ".rectangle\"", ".rectangle.fill\"", "systemSymbol:", "systemIcon:"],
        exports: [
            .semgrep: .approximate(
                #"""
                patterns:
                  - pattern-either:
                      - patterns:
                          - pattern-inside: UIBarButtonItem(...)
                          - pattern: 'UIImage(systemName: $S, ...)'
                      - patterns:
                          - pattern-either:
                              - pattern-inside: 'ToolbarItem(...) { ... }'
                              - pattern-inside: 'ToolbarItemGroup(...) { ... }'
                          - pattern-either:
                              - pattern: '$F($T, systemImage: $S, ...)'
                              - pattern: '$F(systemImage: $S, ...)'
                              - pattern: 'Image(systemName: $S)'
                  - metavariable-regex:
                      metavariable: $S
                      regex: '^"[^"]*\.(circle|square|rectangle)(\.fill)?"$'
                """#,
                reason: "also reports symbols of a toolbar menu's items; misses SwiftUI items placed in .toolbar without ToolbarItem and symbol names held in constants"),
            .astGrep: .approximate(
                #"""
                utils:
                  in-toolbar-content:
                    inside:
                      stopBy: end
                      kind: lambda_literal
                      inside:
                        kind: call_suffix
                        inside:
                          kind: call_expression
                          has:
                            kind: navigation_expression
                            has:
                              kind: navigation_suffix
                              regex: '^\.toolbar$'
                  in-menu-content:
                    inside:
                      stopBy: end
                      kind: lambda_literal
                      not:
                        follows:
                          stopBy: end
                          kind: simple_identifier
                      inside:
                        kind: call_suffix
                        inside:
                          kind: call_expression
                          has:
                            kind: simple_identifier
                            regex: '^Menu$'
                rule:
                  kind: line_string_literal
                  regex: '\.(circle|square|rectangle)(\.fill)?"$'
                  inside:
                    kind: value_argument
                    has:
                      kind: value_argument_label
                      regex: '^(systemName|systemImage)$'
                  any:
                    - inside:
                        stopBy: end
                        pattern: UIBarButtonItem($$$)
                    - all:
                        - any:
                            - matches: in-toolbar-content
                            - inside:
                                stopBy: end
                                kind: call_expression
                                has:
                                  kind: simple_identifier
                                  regex: '^ToolbarItem(Group)?$'
                        - not:
                            matches: in-menu-content
                """#,
                reason: "misses symbol names held in constants; also reports items of ToolbarItem content outside a .toolbar modifier, which are usually bar items too"),
            .swiftLint: .notExpressible(reason: "telling a bar item's symbol from any other needs the enclosing toolbar or bar item"),
        ],
        heldOut: RuleAccuracy(findings: 18, correct: 15, violations: 21, found: 15),
        tuning: RuleAccuracy(findings: 311, correct: 305, violations: 446, found: 292)
    )

    static let borders = [".circle", ".circle.fill", ".square", ".square.fill", ".rectangle", ".rectangle.fill"]

    /// Whether a symbol is drawn inside its border: not one stacked on a shape
    /// (`square.and.arrow.down.on.square`, `plus.rectangle.on.rectangle`), which has no borderless
    /// variant.
    static func isBordered(_ symbol: String) -> Bool {
        borders.contains { symbol.hasSuffix($0) && !symbol.dropLast($0.count).hasSuffix(".on") }
    }

    /// Bars whose items show a bordered symbol that code elsewhere draws (`symbolsDrawn`).
    func projectFilter(_ project: Project, options: NoOptions) -> ProjectFilter? {
        BarItems.drawnImageFilter(project, matching: Self.isBordered)
    }

    /// Only a bar can break it (`BarItems.mayFill`).
    func mayFind(in text: FileText, options: NoOptions, facts: ProjectFacts) -> Bool { BarItems.mayFill(text) }
    static var mayFindKeywords: [String] { BarItems.keywords }

    func check(_ file: SwiftFile, in project: Project, options: NoOptions) -> [Finding] {
        // The bars the file fills, and every `UIBarButtonItem` it makes: one shows in a bar
        // wherever it is placed (an array built up in steps, another file's toolbar).
        let items = BarItems.all(in: file).flatMap(\.items) + BarItems.uiKitItemsMade(in: file)
        var seen: Set<SyntaxIdentifier> = []
        return items.compactMap { item -> Finding? in
            guard !item.isInvisible else { return nil }
            if let symbol = item.symbol {
                guard Self.isBordered(symbol.name), seen.insert(symbol.literal.id).inserted else { return nil }
                return Finding(Self.description.id, at: file.location(of: symbol.literal), subject: symbol.name)
            }
            // An image or view drawn elsewhere (`Assets.Images.nextUnread`, `MoreIcon()`).
            guard let reference = item.imageReference, seen.insert(reference.node.id).inserted,
                let drawn = project.index.imagesDrawn(by: reference.member, of: reference.type, in: file.ownerName(of: reference.node)),
                let bordered = drawn.symbols.first(where: Self.isBordered),
                // An item a helper makes (`moreButton`) is one the helper's file makes: reported there.
                item.call != nil
            else { return nil }
            var finding = Finding(Self.description.id, at: file.location(of: reference.node), subject: bordered)
            finding.notes = [Diagnostic.Note("drawn as “\(bordered)” by \(drawn.step.name)", at: drawn.step.location)]
            return finding
        }
        .sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }

    func check(_ file: InterfaceFile, in project: Project, options: NoOptions) -> [Finding] {
        file.controls.bars.flatMap(\.items).compactMap { item -> Finding? in
            guard let image = item.image, image.isSymbol, Self.borders.contains(where: image.name.hasSuffix) else {
                return nil
            }
            return Finding(Self.description.id, at: file.location(of: image.element), subject: image.name)
        }
    }
}
