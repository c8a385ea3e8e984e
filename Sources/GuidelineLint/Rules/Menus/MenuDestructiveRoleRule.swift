import GuidelineKit
import SwiftSyntax

/// A menu item that deletes or erases, not flagged as destructive, so it isn't shown in red.
struct MenuDestructiveRoleRule: Rule {
    static let description = RuleDescription(
        id: "menu-destructive-role",
        summary:
            "A menu item (UIAction, UICommand, SwiftUI Button in a Menu or context menu, or in a view whose body a menu in another file shows, directly or through a member it names) whose title starts with Delete, Remove, Erase, Trash, Destroy, Purge or Wipe (not a Remove that takes off a mark: Remove from Favorites, Remove Encryption, Remove Lock) without the .destructive attribute or role: .destructive (which SwiftUI's Button lacks before iOS 15: its fallback for older systems is left alone; so is the app's own DestructiveButton). Titles are read as people see them (a localized key, or a constant of localized text such as UserText.remove, by its development-language text); a constant whose text the project doesn't show by its name (L10n.deleteEpisode); a title that changes with the state (saved ? \"Remove Bookmark\" : \"Save Bookmark\") is destructive while it says so.",
        severity: .warning, entries: ["context-menus/flag-destructive-items", "pull-down-buttons/confirm-destructive"],
        reads: [.swift],
        keywords: ["UIMenu(", " Menu {", " Menu(", "\tMenu {", "\tMenu(", "contextMenu", "ToolbarTitleMenu"],
        exports: [
            .semgrep: .approximate(
                #"""
                patterns:
                  - pattern-either:
                      - patterns:
                          - pattern-inside: UIMenu(...)
                          - pattern-either:
                              - pattern: 'UIAction(title: $T, ...)'
                              - pattern: 'UICommand(title: $T, ...)'
                              - pattern: 'UIKeyCommand(title: $T, ...)'
                          - pattern-not: '$C(..., attributes: .destructive, ...)'
                          - pattern-not: '$C(..., attributes: [..., .destructive, ...], ...)'
                      - patterns:
                          - pattern-either:
                              - pattern-inside: $X.contextMenu { ... }
                              - pattern-inside: $X.contextMenu(...)
                              - pattern-inside: 'Menu { ... } label: { ... }'
                              - pattern-inside: Menu(...) { ... }
                          - pattern: Button($T, ...)
                          - pattern-not: 'Button(..., role: .destructive, ...)'
                  - metavariable-regex:
                      metavariable: $T
                      regex: '^(?:"\s*(?i:delete|remove|erase|trash|destroy|purge|wipe)\b|[\w.]*\.(?:delete|remove|erase|trash|destroy|purge|wipe)(?:[A-Z_0-9]\w*)?$)'
                """#,
                reason: "misses titles in a Button's label closure and items held in constants; reports UIKit items anywhere inside a UIMenu call"),
            .astGrep: .approximate(
                #"""
                utils:
                  destructive-title:
                    any:
                      - kind: line_string_literal
                        regex: '^"\s*(?i:delete|remove|erase|trash|destroy|purge|wipe)\b'
                      # a constant read by its last name: L10n.deleteEpisode
                      - kind: navigation_expression
                        has:
                          field: suffix
                          regex: '^\.\s*(?:delete|remove|erase|trash|destroy|purge|wipe)(?:[A-Z_0-9]|$)'
                  in-menu:
                    any:
                      # element of a UIMenu's children: [ … ]
                      - inside:
                          kind: array_literal
                          inside:
                            kind: value_argument
                            regex: '^children\s*:'
                            inside:
                              kind: value_arguments
                              inside:
                                kind: call_suffix
                                inside:
                                  kind: call_expression
                                  has:
                                    kind: simple_identifier
                                    regex: ^UIMenu$
                      # in the content of a SwiftUI Menu or .contextMenu
                      - inside:
                          stopBy: end
                          kind: call_suffix
                          inside:
                            kind: call_expression
                            any:
                              - has:
                                  kind: simple_identifier
                                  regex: ^Menu$
                              - has:
                                  kind: navigation_expression
                                  has:
                                    kind: navigation_suffix
                                    regex: ^\.\s*contextMenu$
                rule:
                  kind: call_expression
                  matches: in-menu
                  any:
                    - all:
                      - has:
                          kind: simple_identifier
                          regex: ^(UIAction|UICommand|UIKeyCommand)$
                      - has:
                          kind: call_suffix
                          has:
                            kind: value_arguments
                            all:
                              - has:
                                  kind: value_argument
                                  all:
                                    - has: {field: name, regex: ^title$}
                                    - has: {field: value, matches: destructive-title}
                              - not:
                                  has:
                                    kind: value_argument
                                    regex: '^attributes\s*:[\s\S]*destructive'
                    - all:
                      - has:
                          kind: simple_identifier
                          regex: ^Button$
                      - has:
                          kind: call_suffix
                          has:
                            kind: value_arguments
                            all:
                              - has:
                                  kind: value_argument
                                  nthChild: 1
                                  not:
                                    has: {field: name, kind: value_argument_label}
                                  has: {field: value, matches: destructive-title}
                              - not:
                                  has:
                                    kind: value_argument
                                    regex: '^role\s*:[\s\S]*destructive'
                """#,
                reason: "misses titles in a Button's label closure and items held in constants"),
            .swiftLint: .notExpressible(reason: "whether a titled item is in a menu and lacks the destructive role needs the syntax tree"),
        ],
        heldOut: RuleAccuracy(findings: 8, correct: 8, violations: 9, found: 8),
        tuning: RuleAccuracy(findings: 76, correct: 71, violations: 128, found: 71)
    )

    /// First words that say an item destroys data. "Remove from Album" counts, as in Apple's
    /// apps; "Clear" is left out, being too often a filter or a selection.
    static let destructiveVerbs: Set<String> = ["delete", "erase", "trash", "destroy", "purge", "wipe", "remove"]

    static func isDestructiveTitle(_ words: [String]) -> Bool {
        guard let verb = words.first, destructiveVerbs.contains(verb) else { return false }
        // Taking off a mark destroys nothing: "Remove from Favorites", "Remove Encryption".
        return verb != "remove" || !words.contains(where: marks.contains)
    }

    /// What "Remove" may take off an item without destroying any of it.
    static let marks: Set<String> = ["favorite", "favorites", "favourite", "favourites", "encryption", "lock", "passcode"]

    /// The views that menus in other files show (`MenuTree.placedItems`).
    func projectFilter(_ project: Project, options: NoOptions) -> ProjectFilter? { MenuTree.placedViewFilter(project) }

    func check(_ file: SwiftFile, in project: Project, options: NoOptions) -> [Finding] {
        var seen: Set<SyntaxIdentifier> = []
        var findings: [Finding] = []
        let items = MenuTree.all(in: file, project: project).flatMap(\.allItems) + MenuTree.placedItems(in: file, project: project)
        for item in items where !item.isDestructive && seen.insert(item.call.id).inserted {
            let control = SwiftUIView.name(item.call)
            // A Toggle has no role; an app's own `DestructiveButton` gives its own; and before iOS
            // 15 (the fallback of an `#available(iOS 15, *)`) SwiftUI's Button has no `role:`.
            guard control != "Toggle", !(control?.contains("Destructive") ?? false),
                !(control == "Button" && Availability.runsOnlyBefore(item.call, atMost: 15))
            else { continue }
            // The text people see when the code says it (a literal, a localized key or
            // constant); else the words of the constant's name (`L10n.deleteEpisode`).
            let shown = item.shownTitle(in: file, project: project)
            let words = shown.map { $0.words.map { $0.lowercased().trimmingCharacters(in: .punctuationCharacters) } } ?? item.titleWords
            if Self.isDestructiveTitle(words) {
                let subject = item.subject(in: file, project: project)
                findings.append(Finding(Self.description.id, at: file.location(of: item.call), subject: subject))
                continue
            }
            // A title that changes with the state (`bookmarked ? "Remove Bookmark" : "Bookmark"`):
            // the item is destructive while it shows the destructive title.
            guard shown == nil,
                let destructive = item.shownTitles(in: file, project: project).first(where: { branch in
                    Self.isDestructiveTitle(branch.title.words.map { $0.lowercased().trimmingCharacters(in: .punctuationCharacters) })
                })
            else { continue }
            findings.append(Finding(Self.description.id, at: file.location(of: item.call), subject: destructive.title.text))
        }
        return findings
    }
}
