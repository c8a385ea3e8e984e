// Generated from the rule files in Sources/GuidelineLint/Rules. Do not edit.
// Regenerate: UPDATE_GOLDEN=1 swift test --filter GeneratedFilesTests
import GuidelineKit

/// Every rule's metadata, in id order, compiled from the rules' own declarations.
public enum RuleCatalogue {
    public static let all: [RuleDescription] = [
        ActionExtensionAppNameRule.description,
        ActivityIconTemplateRule.description,
        ActivityNoDuplicateSystemRule.description,
        ActivityNoModalAboveSheetRule.description,
        ActivityPopoverAnchorRule.description,
        ActivityTitleNoBrandRule.description,
        ActivityTitleSuccinctRule.description,
        ButtonDestructiveNotPrimaryRule.description,
        ButtonHasLabelRule.description,
        ButtonProminentLimitRule.description,
        ButtonTitleConciseRule.description,
        ContextMenuHideUnavailableRule.description,
        ContextMenuItemCountRule.description,
        ContextMenuItemSymbolRule.description,
        ContextMenuNoShortcutsRule.description,
        ContextOrEditMenuRule.description,
        EditMenuRelevantCommandsRule.description,
        EditMenuSystemRule.description,
        ExtensionNoCompletionNotificationRule.description,
        ExtensionNoModalRule.description,
        MenuDestructiveRoleRule.description,
        MenuDisabledSubmenuRule.description,
        MenuItemLabelStyleRule.description,
        MenuLengthRule.description,
        MenuSubmenuDepthRule.description,
        PopupDefaultSelectionRule.description,
        PopupNoSubmenusRule.description,
        PopupSingleSelectionRule.description,
        PullDownConfirmDestructiveRule.description,
        PullDownMinItemsRule.description,
        ShareButtonSystemRule.description,
        ShareExtensionComposeViewRule.description,
        ToolbarBorderlessSymbolsRule.description,
        ToolbarGroupCountRule.description,
        ToolbarItemCountRule.description,
        ToolbarNoSegmentedControlRule.description,
        ToolbarOneProminentRule.description,
        ToolbarPreferSymbolsRule.description,
        ToolbarSpaceTextItemsRule.description,
        ToolbarStandardBackCloseRule.description,
        ToolbarTitleNotAppNameRule.description,
        ToolbarTitleShortRule.description,
    ].sorted { $0.id < $1.id }

    public static var ids: Set<String> { Set(all.map(\.id)) }

    public static func description(_ id: String) -> RuleDescription? { all.first { $0.id == id } }
}

enum ActionExtensionAppNameRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/ActivityViews/ActionExtensionAppNameRule.swift", line: 5)
    static let description = RuleDescription(
        id: "action-extension-app-name",
        summary:
            "An action extension whose display name (CFBundleDisplayName, else CFBundleName) does not include the containing app's name.",
        severity: .warning, entries: ["activity-views/familiar-extension-interface"], reads: [.infoPlist],
        exports: RuleExport.none(because: "it compares Info.plist values of two bundles")
    )
#sourceLocation()
}

enum ActivityIconTemplateRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/ActivityViews/ActivityIconTemplateRule.swift", line: 6)
    static let description = RuleDescription(
        id: "activity-icon-template",
        summary:
            "A custom activity's activityImage drawn in its original colours, or from an asset that is not a template image or whose canvas is not about 70×70 points; SF Symbols pass.",
        severity: .warning, entries: ["activity-views/use-symbols"], reads: [.swift, .assetCatalog],
        keywords: ["activityImage"], options: Options.self
    )
#sourceLocation()
#sourceLocation(file: "Sources/GuidelineLint/Rules/ActivityViews/ActivityIconTemplateRule.swift", line: 14)
    struct Options: RuleOptionSet {
        /// The smallest and largest canvas side, in points, an activity image may have.
        @Bounded(1...1024) var minPoints = 60
        @Bounded(1...1024) var maxPoints = 80

        func problems() -> [RuleOptionProblem] {
            minPoints <= maxPoints
                ? [] : [RuleOptionProblem(option: "min-points", "'min-points' (\(minPoints)) must not exceed 'max-points' (\(maxPoints))")]
        }
    }
#sourceLocation()
}

enum ActivityNoDuplicateSystemRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/ActivityViews/ActivityNoDuplicateSystemRule.swift", line: 7)
    static let description = RuleDescription(
        id: "activity-no-duplicate-system",
        summary:
            "A custom activity that duplicates a system one (Print, Copy, Mail, Message, AirDrop, Save Image, Add to Reading List, …) by title or type; give it a specific title such as \"Print Transaction\".",
        severity: .warning, entries: ["activity-views/no-duplicate-actions"], reads: [.swift],
        keywords: ["activityTitle", "activityType"]
    )
#sourceLocation()
}

enum ActivityNoModalAboveSheetRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/ActivityViews/ActivityNoModalAboveSheetRule.swift", line: 7)
    static let description = RuleDescription(
        id: "activity-no-modal-above-sheet",
        summary:
            "A view controller (an alert included) presented while an activity view is on screen: by the UIActivityViewController itself, or in the completion of presenting it; the completion of a dismiss and completionWithItemsHandler run after it closes and pass. The controller is followed through local variables.",
        severity: .warning, entries: ["activity-views/no-modal-above-sheet"], reads: [.swift],
        keywords: ["UIActivityViewController"]
    )
#sourceLocation()
}

enum ActivityPopoverAnchorRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/ActivityViews/ActivityPopoverAnchorRule.swift", line: 6)
    static let description = RuleDescription(
        id: "activity-popover-anchor",
        summary:
            "A UIActivityViewController presented without a popover anchor (sourceView, sourceItem or barButtonItem), which crashes on iPad; the controller is followed through local variables of the enclosing function.",
        severity: .error, entries: ["activity-views/presentation"], reads: [.swift],
        keywords: ["UIActivityViewController"]
    )
#sourceLocation()
}

enum ActivityTitleNoBrandRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/ActivityViews/ActivityTitleNoBrandRule.swift", line: 5)
    static let description = RuleDescription(
        id: "activity-title-no-brand",
        summary:
            "An action activity's title that contains the company or app name (the brands option, plus the bundle names of the project's Info.plist files); share activities are exempt.",
        severity: .warning, entries: ["activity-views/succinct-titles"], reads: [.swift, .infoPlist],
        keywords: ["activityTitle"], options: Options.self
    )
#sourceLocation()
#sourceLocation(file: "Sources/GuidelineLint/Rules/ActivityViews/ActivityTitleNoBrandRule.swift", line: 13)
    struct Options: RuleOptionSet {
        /// Company and product names titles must not contain (the top-level `brands:` adds to them).
        var brands: [String] = []
    }
#sourceLocation()
}

enum ActivityTitleSuccinctRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/ActivityViews/ActivityTitleSuccinctRule.swift", line: 5)
    static let description = RuleDescription(
        id: "activity-title-succinct",
        summary:
            "A custom UIActivity's activityTitle that is longer than a brief verb phrase.",
        severity: .warning, entries: ["activity-views/succinct-titles"], reads: [.swift],
        keywords: ["activityTitle"], options: Options.self
    )
#sourceLocation()
#sourceLocation(file: "Sources/GuidelineLint/Rules/ActivityViews/ActivityTitleSuccinctRule.swift", line: 13)
    struct Options: RuleOptionSet {
        @Bounded(1...100) var maxWords = 4
        @Bounded(1...1000) var maxCharacters = 30
    }
#sourceLocation()
}

enum ButtonDestructiveNotPrimaryRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/Buttons/ButtonDestructiveNotPrimaryRule.swift", line: 7)
    static let description = RuleDescription(
        id: "button-destructive-not-primary",
        summary:
            "A destructive button in the primary role: Button(role: .destructive) with .keyboardShortcut(.defaultAction), a destructive button in a .confirmationAction toolbar placement, a UIAlertController whose preferredAction is a .destructive action.",
        severity: .warning, entries: ["buttons/primary-role-not-destructive"], reads: [.swift],
        keywords: ["destructive"]
    )
#sourceLocation()
}

enum ButtonHasLabelRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/Buttons/ButtonHasLabelRule.swift", line: 7)
    static let description = RuleDescription(
        id: "button-has-label",
        summary:
            "A button with neither title nor image (Button(\"\")), or one whose only content is a custom image with no accessibility label: Image(uiImage:), Image(decorative:), or an asset whose name VoiceOver would read out as an identifier (\"Close-24\"); SF Symbols and assets named in plain words (\"close\") carry a usable label.",
        severity: .warning, entries: ["buttons/communicate-purpose"], reads: [.swift],
        keywords: ["Image(\"", "uiImage:", "decorative:", "UIImage(named: \"", "Button(\"\")"]
    )
#sourceLocation()
}

enum ButtonProminentLimitRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/Buttons/ButtonProminentLimitRule.swift", line: 6)
    static let description = RuleDescription(
        id: "button-prominent-limit",
        summary:
            "More than two prominent buttons (.borderedProminent, UIButton.Configuration.filled() or .borderedProminent()) in one view: one SwiftUI body, one view controller class; buttons in the branches of one if or switch count once (option max).",
        severity: .warning, entries: ["buttons/limit-prominent-buttons"], reads: [.swift],
        keywords: ["borderedProminent", "BorderedProminent", ".filled()"], options: Options.self
    )
#sourceLocation()
#sourceLocation(file: "Sources/GuidelineLint/Rules/Buttons/ButtonProminentLimitRule.swift", line: 14)
    struct Options: RuleOptionSet {
        @Bounded(1...20) var max = 2
    }
#sourceLocation()
}

enum ButtonTitleConciseRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/Buttons/ButtonTitleConciseRule.swift", line: 6)
    static let description = RuleDescription(
        id: "button-title-concise",
        summary:
            "A literal button title longer than a few words: SwiftUI Button(\"…\"), UIButton setTitle(_:for:), UIButton.Configuration title (option max-words); titles with interpolated values are left alone. A judgement call, so a note.",
        severity: .note, entries: ["buttons/content"], reads: [.swift],
        keywords: ["Button(\"", "Button(#\"", "Button(NSLocalizedString", "Button(String(localized", "setTitle(", "title = "], options: Options.self
    )
#sourceLocation()
#sourceLocation(file: "Sources/GuidelineLint/Rules/Buttons/ButtonTitleConciseRule.swift", line: 14)
    struct Options: RuleOptionSet {
        @Bounded(1...20) var maxWords = 4
    }
#sourceLocation()
}

enum ContextMenuHideUnavailableRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/ContextMenus/ContextMenuHideUnavailableRule.swift", line: 6)
    static let description = RuleDescription(
        id: "context-menu-hide-unavailable",
        summary:
            "A context menu item made unavailable rather than left out: the .disabled attribute of a UIAction or UICommand, or the .disabled(…) modifier on a SwiftUI item, in a UIContextMenuConfiguration's menu or a .contextMenu.",
        severity: .warning, entries: ["context-menus/hide-unavailable-items"], reads: [.swift],
        keywords: ["disabled"],
        exports: [
            .semgrep: .approximate(
                #"""
                pattern-either:
                  - patterns:
                      - pattern-inside: UIContextMenuConfiguration(...)
                      - pattern-either:
                          - pattern-inside: 'UIAction(..., attributes: $A, ...)'
                          - pattern-inside: 'UICommand(..., attributes: $A, ...)'
                          - pattern-inside: 'UIKeyCommand(..., attributes: $A, ...)'
                      - pattern-either:
                          - pattern: .disabled
                          - pattern: $T.disabled
                  - patterns:
                      - pattern-either:
                          - pattern-inside: $X.contextMenu { ... }
                          - pattern-inside: $X.contextMenu(...)
                      - pattern: $ITEM.disabled($C)
                      - pattern-not: $ITEM.disabled(false)
                      - pattern-not: Menu(...) { ... }.disabled($C)
                      - focus-metavariable: $C
                """#,
                reason: "misses menus built in functions the context menu provider calls; reports disabled items anywhere inside the configuration or .contextMenu call"),
            .astGrep: .approximate(
                #"""
                utils:
                  in-context-menu-content:
                    inside:
                      stopBy: end
                      kind: call_suffix
                      inside:
                        kind: call_expression
                        has:
                          kind: navigation_expression
                          has:
                            kind: navigation_suffix
                            regex: ^\.\s*contextMenu$
                rule:
                  any:
                    # UIKit: `.disabled` in the attributes of an item of a UIContextMenuConfiguration's menu
                    - any:
                        - kind: prefix_expression
                          regex: ^\.\s*disabled$
                        - kind: navigation_suffix
                          regex: ^\.\s*disabled$
                          not:
                            inside:
                              kind: navigation_expression
                              inside:
                                kind: call_expression
                      inside:
                        stopBy: end
                        kind: value_argument
                        has:
                          field: name
                          regex: ^attributes$
                        inside:
                          stopBy: end
                          any:
                            - pattern: UIAction($$$)
                            - pattern: UICommand($$$)
                            - pattern: UIKeyCommand($$$)
                          inside:
                            stopBy: end
                            pattern: UIContextMenuConfiguration($$$)
                    # SwiftUI: `.disabled(…)` (not `false`) on an item of a .contextMenu { … }
                    - kind: navigation_suffix
                      regex: ^\.\s*disabled$
                      inside:
                        kind: navigation_expression
                        inside:
                          kind: call_expression
                          not:
                            any:
                              - has:
                                  kind: call_suffix
                                  regex: ^\(\s*false\s*\)$
                              # a disabled submenu is menu-disabled-submenu's
                              - has:
                                  kind: navigation_expression
                                  has:
                                    field: target
                                    kind: call_expression
                                    has:
                                      kind: simple_identifier
                                      regex: ^Menu$
                          matches: in-context-menu-content
                """#,
                reason: "misses menus built in functions the context menu provider calls; reports items built at run time (ForEach, if) too"),
            .swiftLint: .notExpressible(reason: "whether an item is in a context menu needs the syntax tree"),
        ]
    )
#sourceLocation()
}

enum ContextMenuItemCountRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/ContextMenus/ContextMenuItemCountRule.swift", line: 6)
    static let description = RuleDescription(
        id: "context-menu-item-count",
        summary:
            "A context menu, written out in full, with more commands than the option max-items allows (default 10), counting those in its submenus; menus built at run time are left alone. A judgement call, so a note.",
        severity: .note, entries: ["context-menus/small-number-of-items"], reads: [.swift],
        keywords: ["UIContextMenuConfiguration", "contextMenu"], options: Options.self,
        exports: [
            .semgrep: .notExpressible(reason: "counts items across a context menu and its submenus (max-items, default 10)"),
            .astGrep: .notExpressible(reason: "counts items across a context menu and its submenus (max-items, default 10), and needs the menu written out in full"),
            .swiftLint: .notExpressible(reason: "counts items across a menu tree"),
        ]
    )
#sourceLocation()
#sourceLocation(file: "Sources/GuidelineLint/Rules/ContextMenus/ContextMenuItemCountRule.swift", line: 19)
    struct Options: RuleOptionSet {
        @Bounded(2...50) var maxItems = 10
    }
#sourceLocation()
}

enum ContextMenuItemSymbolRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/ContextMenus/ContextMenuItemSymbolRule.swift", line: 6)
    static let description = RuleDescription(
        id: "context-menu-item-symbol",
        summary:
            "In a context menu where some items show an SF Symbol, an item without one; an SF Symbol used by two items of one context menu (reported at the second). The guidelines say to consider symbols, so a note.",
        severity: .note, entries: ["context-menus/symbol-per-item"], reads: [.swift],
        keywords: ["UIContextMenuConfiguration", "contextMenu"],
        exports: [
            .semgrep: .notExpressible(reason: "compares the symbols of all items of one context menu (some with, some without; a repeated one)"),
            .astGrep: .notExpressible(reason: "compares the symbols of all items of one context menu, which patterns can't relate to each other"),
            .swiftLint: .notExpressible(reason: "compares items across a menu tree"),
        ]
    )
#sourceLocation()
}

enum ContextMenuNoShortcutsRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/ContextMenus/ContextMenuNoShortcutsRule.swift", line: 6)
    static let description = RuleDescription(
        id: "context-menu-no-shortcuts",
        summary:
            "A UIKeyCommand item or a .keyboardShortcut(…) modifier in a context menu (a UIContextMenuConfiguration's menu, SwiftUI .contextMenu); shortcuts belong in the menu bar and the main interface.",
        severity: .warning, entries: ["context-menus/no-keyboard-shortcuts"], reads: [.swift],
        keywords: ["UIKeyCommand", "keyboardShortcut"],
        exports: [
            .semgrep: .approximate(
                #"""
                pattern-either:
                  - patterns:
                      - pattern-inside: UIContextMenuConfiguration(...)
                      - pattern: UIKeyCommand(...)
                  - patterns:
                      - pattern-either:
                          - pattern-inside: $X.contextMenu { ... }
                          - pattern-inside: $X.contextMenu(...)
                      - pattern: $ITEM.keyboardShortcut($K, ...)
                      - focus-metavariable: $K
                """#,
                reason: "misses menus built in functions the context menu provider calls; also reports a shortcut on the view that carries .contextMenu"),
            .astGrep: .approximate(
                #"""
                rule:
                  any:
                    # UIKit: a UIKeyCommand in a UIContextMenuConfiguration's menu
                    - pattern: UIKeyCommand($$$)
                      inside:
                        stopBy: end
                        pattern: UIContextMenuConfiguration($$$)
                    # SwiftUI: `.keyboardShortcut(…)` on an item inside the content of a .contextMenu { … }
                    - kind: navigation_suffix
                      regex: ^\.\s*keyboardShortcut$
                      inside:
                        kind: navigation_expression
                        inside:
                          kind: call_expression
                          inside:
                            stopBy: end
                            kind: call_suffix
                            inside:
                              kind: call_expression
                              has:
                                kind: navigation_expression
                                has:
                                  kind: navigation_suffix
                                  regex: ^\.\s*contextMenu$
                """#,
                reason: "misses menus built in functions the context menu provider calls; reports items built at run time (ForEach, if) too"),
            .swiftLint: .notExpressible(reason: "whether an item is in a context menu needs the syntax tree"),
        ]
    )
#sourceLocation()
}

enum ContextOrEditMenuRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/ContextMenus/ContextOrEditMenuRule.swift", line: 6)
    static let description = RuleDescription(
        id: "context-or-edit-menu",
        summary:
            "A view given both a UIContextMenuInteraction and a UIEditMenuInteraction (addInteraction on the same view in one type); choose the menu that fits its content.",
        severity: .warning, entries: ["context-menus/context-or-edit-menu"], reads: [.swift],
        keywords: ["UIEditMenuInteraction"],
        exports: [
            .semgrep: .approximate(
                #"""
                pattern-either:
                  - patterns:
                      - pattern-either:
                          - pattern-inside: |
                              $V.addInteraction(UIContextMenuInteraction(...))
                              ...
                          - pattern-inside: |
                              $V.addInteraction($E)
                              ...
                              $V.addInteraction(UIContextMenuInteraction(...))
                          - pattern-inside: |
                              class $C: $P {
                                ...
                                func $G(...) {
                                  ...
                                  $V.addInteraction(UIContextMenuInteraction(...))
                                  ...
                                }
                                ...
                              }
                          - pattern-inside: |
                              class $C: $P {
                                ...
                                override func $G(...) {
                                  ...
                                  $V.addInteraction(UIContextMenuInteraction(...))
                                  ...
                                }
                                ...
                              }
                      - pattern-either:
                          - pattern: $V.addInteraction(UIEditMenuInteraction(...))
                          - patterns:
                              - pattern-inside: |
                                  let $I = UIEditMenuInteraction(...)
                                  ...
                              - pattern: $V.addInteraction($I)
                  - patterns:
                      - pattern-either:
                          - pattern-inside: |
                              addInteraction(UIContextMenuInteraction(...))
                              ...
                          - pattern-inside: |
                              addInteraction($E)
                              ...
                              addInteraction(UIContextMenuInteraction(...))
                          - pattern-inside: |
                              class $C: $P {
                                ...
                                func $G(...) {
                                  ...
                                  addInteraction(UIContextMenuInteraction(...))
                                  ...
                                }
                                ...
                              }
                          - pattern-inside: |
                              class $C: $P {
                                ...
                                override func $G(...) {
                                  ...
                                  addInteraction(UIContextMenuInteraction(...))
                                  ...
                                }
                                ...
                              }
                      - pattern-either:
                          - pattern: addInteraction(UIEditMenuInteraction(...))
                          - patterns:
                              - pattern-inside: |
                                  let $I = UIEditMenuInteraction(...)
                                  ...
                              - pattern: addInteraction($I)
                """#,
                reason: "across functions only in a class with a superclass or protocol; misses a context-menu interaction held in a constant or a lazy property, and pairs in extensions"),
            .astGrep: .approximate(
                #"""
                utils:
                  edit-interaction:
                    any:
                      - pattern: UIEditMenuInteraction($$$)
                      # a constant that holds one: let edit = UIEditMenuInteraction(…); view.addInteraction(edit)
                      - kind: simple_identifier
                        pattern: $I
                        inside:
                          stopBy: end
                          kind: statements
                          has:
                            kind: property_declaration
                            all:
                              - has: {field: name, pattern: $I}
                              - has: {field: value, pattern: UIEditMenuInteraction($$$)}
                  type-scope:
                    any:
                      - kind: class_declaration
                      - kind: protocol_declaration
                rule:
                  has:
                    kind: call_suffix
                    has:
                      kind: value_arguments
                      has:
                        kind: value_argument
                        has:
                          field: value
                          matches: edit-interaction
                  any:
                    - pattern: $V.addInteraction($E)
                      inside:
                        stopBy: end
                        matches: type-scope
                        has:
                          stopBy: end
                          pattern: $V.addInteraction(UIContextMenuInteraction($$$))
                    - pattern: addInteraction($E)
                      inside:
                        stopBy: end
                        matches: type-scope
                        has:
                          stopBy: end
                          pattern: addInteraction(UIContextMenuInteraction($$$))
                """#,
                reason: "misses a context-menu interaction held in a constant and an edit interaction held in a stored property; pairs class and extension only when in one declaration"),
            .swiftLint: .notExpressible(reason: "pairing two addInteraction calls on one view within a type needs the syntax tree"),
        ]
    )
#sourceLocation()
}

enum EditMenuRelevantCommandsRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/EditMenus/EditMenuRelevantCommandsRule.swift", line: 6)
    static let description = RuleDescription(
        id: "edit-menu-relevant-commands",
        summary:
            "A canPerformAction(_:withSender:) override whose body only returns true: the edit menu then offers every command, whether or not it applies to the selection.",
        severity: .warning, entries: ["edit-menus/relevant-commands"], reads: [.swift],
        keywords: ["canPerformAction"],
        exports: [
            .semgrep: .approximate(
                #"""
                pattern-either:
                  - pattern: |
                      override func canPerformAction($A: Selector, withSender $S: Any?) -> Bool {
                        true
                      }
                  - pattern: |
                      override func canPerformAction($A: Selector, withSender $S: Any?) -> Bool {
                        return true
                      }
                """#,
                reason: "also reports a body of (true) in parentheses, and needs the parameter types written as Selector and Any?"),
            .astGrep: .exact(
                #"""
                rule:
                  kind: function_declaration
                  has:
                    field: name
                    regex: ^canPerformAction$
                  all:
                    - has:
                        kind: modifiers
                        has:
                          kind: member_modifier
                          regex: ^override$
                    - has:
                        field: body
                        kind: function_body
                        has:
                          kind: statements
                          regex: ^(return\s+)?true\s*$
                """#),
            .swiftLint: .approximate(
                #"""
                regex: '\boverride\s+(?:\w+\s+)*func\s+canPerformAction\s*\([^)]*\)\s*->\s*Bool\s*\{\s*(?:return\s+)?true\s*\}'
                excluded_match_kinds: [comment, doccomment, string]
                """#,
                reason: "misses a body with a comment in it"),
        ]
    )
#sourceLocation()
}

enum EditMenuSystemRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/EditMenus/EditMenuSystemRule.swift", line: 6)
    static let description = RuleDescription(
        id: "edit-menu-system",
        summary:
            "A use of UIMenuController (or UIMenuItem), deprecated since iOS 16, where UIEditMenuInteraction or the text views' edit menu delegate methods apply; uses in the fallback branch of an #available(iOS 16, …) check pass.",
        severity: .warning, entries: ["edit-menus/prefer-system-menu"], reads: [.swift],
        keywords: ["UIMenuController", "UIMenuItem"],
        exports: [
            .semgrep: .approximate(
                #"""
                patterns:
                  - pattern-either:
                      - pattern: UIMenuController
                      - patterns:
                          - pattern: UIMenuItem
                          - pattern-not-inside: |
                              func $F(...) {
                                ...
                                <... UIMenuController ...>
                                ...
                              }
                  - pattern-not-inside: |
                      if #available(iOS 16, *) { ... } else { ... }
                  - pattern-not-inside: |
                      guard #available(iOS 16, *) else { ... }
                """#,
                reason: "reports every UIMenuController use, not one per function, and UIMenuItem only in functions without UIMenuController; skips only the iOS 16 fallback of if/guard #available(iOS 16, *) written exactly so"),
            .astGrep: .approximate(
                #"""
                utils:
                  use:
                    kind: simple_identifier
                    regex: ^UIMenu(Controller|Item)$
                    not:
                      inside:
                        kind: navigation_suffix
                  ios16:
                    kind: availability_condition
                    regex: ^#available\s*\(\s*iOS\s+(1[6-9]|[2-9][0-9])
                  ios16-unavailable:
                    kind: availability_condition
                    regex: ^#unavailable\s*\(\s*iOS\s+(1[6-9]|[2-9][0-9])
                  fallback:
                    inside:
                      stopBy: end
                      any:
                        # else branch of `if #available(iOS 16+, …)`
                        - follows:
                            stopBy: end
                            kind: else
                          inside:
                            kind: if_statement
                            has:
                              field: condition
                              matches: ios16
                        # body of `guard #available(iOS 16+, …) else { … }`
                        - kind: statements
                          inside:
                            kind: guard_statement
                            has:
                              field: condition
                              matches: ios16
                        # body of `if #unavailable(iOS 16+)`
                        - kind: statements
                          not:
                            follows:
                              stopBy: end
                              kind: else
                          inside:
                            kind: if_statement
                            has:
                              field: condition
                              matches: ios16-unavailable
                        # declarations marked @available(iOS, deprecated: 16+)
                        - has:
                            kind: modifiers
                            has:
                              kind: attribute
                              regex: ^@available\s*\(\s*iOS\b.*deprecated:\s*(1[6-9]|[2-9][0-9])
                  reported:
                    all:
                      - matches: use
                      - not:
                          matches: fallback
                rule:
                  matches: reported
                  # one finding per function: skip a use when an earlier one in the same function is reported
                  not:
                    inside:
                      stopBy:
                        kind: function_declaration
                      not:
                        kind: function_declaration
                      inside:
                        stopBy: end
                        kind: function_declaration
                      follows:
                        stopBy: end
                        has:
                          stopBy: end
                          matches: reported
                """#,
                reason: "one finding per function at its first use as ours, but doesn't pass functions that are called only from #available fallbacks"),
            .swiftLint: .approximate(
                #"""
                regex: '\bUIMenu(?:Controller|Item)\b(?=\s*[.(])(?:(?!\bfunc\b).)*'
                """#,
                reason: "one finding per stretch between func keywords rather than per function; doesn't skip #available fallbacks and also matches in comments"),
        ]
    )
#sourceLocation()
}

enum ExtensionNoCompletionNotificationRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/ActivityViews/ExtensionNoCompletionNotificationRule.swift", line: 6)
    static let description = RuleDescription(
        id: "extension-no-completion-notification",
        summary:
            "An app extension posting a user notification when its task completes (reporting a problem is fine: calls in catch blocks and error branches are not flagged).",
        severity: .warning, entries: ["activity-views/progress-in-main-app"], reads: [.swift, .infoPlist],
        keywords: ["UNUserNotificationCenter"]
    )
#sourceLocation()
}

enum ExtensionNoModalRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/ActivityViews/ExtensionNoModalRule.swift", line: 6)
    static let description = RuleDescription(
        id: "extension-no-modal",
        summary:
            "An app extension or a custom activity's view controller that presents another modal view controller; an alert is fine.",
        severity: .warning, entries: ["activity-views/no-modal-above-extension"], reads: [.swift, .infoPlist],
        keywords: ["present"]
    )
#sourceLocation()
}

enum MenuDestructiveRoleRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/Menus/MenuDestructiveRoleRule.swift", line: 6)
    static let description = RuleDescription(
        id: "menu-destructive-role",
        summary:
            "A menu item (UIAction, UICommand, SwiftUI Button in a Menu or context menu) whose title starts with Delete, Remove, Erase, Trash, Destroy, Purge or Wipe without the .destructive attribute or role: .destructive. Titles from constants are read by their name (L10n.deleteEpisode).",
        severity: .warning, entries: ["context-menus/flag-destructive-items", "pull-down-buttons/confirm-destructive"],
        reads: [.swift],
        keywords: ["UIMenu(", " Menu {", " Menu(", "\tMenu {", "\tMenu(", "contextMenu"],
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
        ]
    )
#sourceLocation()
}

enum MenuDisabledSubmenuRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/Menus/MenuDisabledSubmenuRule.swift", line: 6)
    static let description = RuleDescription(
        id: "menu-disabled-submenu",
        summary:
            "A disabled submenu: a SwiftUI Menu inside a menu with the .disabled(…) modifier. Keep the submenu available so people can see what it holds, and disable its items instead (a UIKit UIMenu has no disabled state).",
        severity: .warning, entries: ["menus/submenus"], reads: [.swift],
        keywords: ["disabled"],
        exports: [
            .semgrep: .approximate(
                #"""
                patterns:
                  - pattern-either:
                      - pattern-inside: $X.contextMenu { ... }
                      - pattern-inside: $X.contextMenu(...)
                      - pattern-inside: 'Menu { ... } label: { ... }'
                      - pattern-inside: Menu(...) { ... }
                  - pattern-either:
                      - pattern: Menu(...) { ... }.disabled($C)
                      - pattern: 'Menu { ... } label: { ... }.disabled($C)'
                  - pattern-not: $M.disabled(false)
                  - focus-metavariable: $C
                """#,
                reason: "also reports submenus built at run time (in ForEach, if) that our menu model leaves out"),
            .astGrep: .approximate(
                #"""
                rule:
                  # `.disabled(…)` (not `false`) on a SwiftUI Menu …
                  kind: navigation_suffix
                  regex: ^\.\s*disabled$
                  inside:
                    kind: navigation_expression
                    has:
                      field: target
                      kind: call_expression
                      has:
                        kind: simple_identifier
                        regex: ^Menu$
                    inside:
                      kind: call_expression
                      not:
                        has:
                          kind: call_suffix
                          regex: ^\(\s*false\s*\)$
                      # … that is an element of another Menu or of a .contextMenu
                      inside:
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
                """#,
                reason: "also reports submenus built at run time (in ForEach, if) that our menu model leaves out"),
            .swiftLint: .notExpressible(reason: "telling a submenu from a top-level Menu needs the syntax tree"),
        ]
    )
#sourceLocation()
}

enum MenuItemLabelStyleRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/Menus/MenuItemLabelStyleRule.swift", line: 7)
    static let description = RuleDescription(
        id: "menu-item-label-style",
        summary:
            "An English menu item title (UIAction, UICommand, a SwiftUI Button or Toggle in a menu) that starts with an article, is not in title-style capitalization, or has more words than the option max-words allows (default 5); or an item whose action asks for more input (presents a sheet, a view controller, an alert with a text field) without a trailing ellipsis. Localization keys (\"menu.copy\") are left alone. Style is a judgement call, so a note.",
        severity: .note, entries: ["menus/labels", "edit-menus/short-verb-labels"], reads: [.swift],
        keywords: ["UIAction(", "UICommand(", " Menu {", " Menu(", "\tMenu {", "\tMenu(", "contextMenu"],
        options: Options.self,
        exports: [
            .semgrep: .notExpressible(reason: "the missing-ellipsis check follows each item's action through the file's functions and SwiftUI state"),
            .astGrep: .notExpressible(reason: "the missing-ellipsis check follows each item's action through the file's functions and SwiftUI state"),
            .swiftLint: .notExpressible(reason: "title-style and ellipsis checks need to know which strings are menu item titles and what their actions present"),
        ]
    )
#sourceLocation()
#sourceLocation(file: "Sources/GuidelineLint/Rules/Menus/MenuItemLabelStyleRule.swift", line: 21)
    struct Options: RuleOptionSet {
        @Bounded(2...20) var maxWords = 5
    }
#sourceLocation()
}

enum MenuLengthRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/Menus/MenuLengthRule.swift", line: 6)
    static let description = RuleDescription(
        id: "menu-length",
        summary:
            "A menu (UIMenu, SwiftUI Menu), written out in full, that shows more items at one level than the option max-items allows (default 12; inline sections count their items, a submenu counts once). Context menus have their own, shorter limit (context-menu-item-count). How long is too long is a judgement call, so a note.",
        severity: .note, entries: ["menus/organization"], reads: [.swift],
        keywords: ["UIMenu(", " Menu {", " Menu(", "\tMenu {", "\tMenu("], options: Options.self,
        exports: [
            .semgrep: .notExpressible(reason: "counts a menu's items per level (max-items, default 12), opening inline sections"),
            .astGrep: .notExpressible(reason: "counts a menu's items per level (max-items, default 12), opening inline sections and requiring a menu written out in full"),
            .swiftLint: .notExpressible(reason: "counts items across a menu tree"),
        ]
    )
#sourceLocation()
#sourceLocation(file: "Sources/GuidelineLint/Rules/Menus/MenuLengthRule.swift", line: 19)
    struct Options: RuleOptionSet {
        @Bounded(2...100) var maxItems = 12
    }
#sourceLocation()
}

enum MenuSubmenuDepthRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/Menus/MenuSubmenuDepthRule.swift", line: 6)
    static let description = RuleDescription(
        id: "menu-submenu-depth",
        summary:
            "A submenu nested more than one level deep in a context menu, or more than two levels deep in any other menu (inline sections are not levels).",
        severity: .warning, entries: ["menus/submenus", "context-menus/one-level-submenus"], reads: [.swift],
        keywords: ["UIMenu(", " Menu {", " Menu(", "\tMenu {", "\tMenu("],
        exports: [
            .semgrep: .notExpressible(reason: "counting submenu levels while skipping inline sections is beyond its patterns"),
            .astGrep: .approximate(
                #"""
                utils:
                  uimenu:
                    kind: call_expression
                    has:
                      kind: simple_identifier
                      regex: ^UIMenu$
                  # a UIMenu (not .displayInline) in another UIMenu's children: [ … ]
                  uikit-sub:
                    matches: uimenu
                    not:
                      has:
                        kind: call_suffix
                        has:
                          kind: value_arguments
                          has:
                            kind: value_argument
                            regex: '^options\s*:[\s\S]*displayInline'
                    inside:
                      kind: array_literal
                      inside:
                        kind: value_argument
                        regex: '^children\s*:'
                        inside:
                          kind: value_arguments
                          inside:
                            kind: call_suffix
                            inside:
                              matches: uimenu
                  # a SwiftUI Menu in the content of another Menu or of a .contextMenu
                  swiftui-sub:
                    kind: call_expression
                    has:
                      kind: simple_identifier
                      regex: ^Menu$
                    inside:
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
                  sub:
                    any:
                      - matches: uikit-sub
                      - matches: swiftui-sub
                  depth2:
                    matches: sub
                    inside:
                      stopBy: end
                      matches: sub
                  depth3:
                    matches: sub
                    inside:
                      stopBy: end
                      matches: depth2
                  depth4:
                    matches: sub
                    inside:
                      stopBy: end
                      matches: depth3
                  context:
                    any:
                      - pattern: UIContextMenuConfiguration($$$)
                      - kind: call_suffix
                        inside:
                          kind: call_expression
                          has:
                            kind: navigation_expression
                            has:
                              kind: navigation_suffix
                              regex: ^\.\s*contextMenu$
                rule:
                  any:
                    # context menu: a submenu inside a submenu
                    - matches: depth2
                      not:
                        matches: depth3
                      inside:
                        stopBy: end
                        matches: context
                    # other menus: a third level of submenus
                    - matches: depth3
                      not:
                        any:
                          - matches: depth4
                          - inside:
                              stopBy: end
                              matches: context
                """#,
                reason: "misses UIKit submenus held in constants or built in functions the context menu provider calls; counts levels built at run time (ForEach, if) too"),
            .swiftLint: .notExpressible(reason: "counting nesting levels of menus needs the syntax tree"),
        ]
    )
#sourceLocation()
}

enum PopupDefaultSelectionRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/PopUpButtons/PopupDefaultSelectionRule.swift", line: 5)
    static let description = RuleDescription(
        id: "popup-default-selection",
        summary:
            "A pop-up button (changesSelectionAsPrimaryAction) whose menu, written out in full, gives no item state: .on, so the button falls back to its first item instead of a chosen default.",
        severity: .note, entries: ["pop-up-buttons/useful-default"], reads: [.swift],
        keywords: ["changesSelectionAsPrimaryAction"]
    )
#sourceLocation()
}

enum PopupNoSubmenusRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/PopUpButtons/PopupNoSubmenusRule.swift", line: 5)
    static let description = RuleDescription(
        id: "popup-no-submenus",
        summary:
            "A submenu in a pop-up button's options: a UIMenu that is not .displayInline inside the menu of a button with changesSelectionAsPrimaryAction, or a Menu inside a Picker.",
        severity: .warning, entries: ["pop-up-buttons/no-submenus"], reads: [.swift],
        keywords: ["changesSelectionAsPrimaryAction", "Picker("]
    )
#sourceLocation()
}

enum PopupSingleSelectionRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/PopUpButtons/PopupSingleSelectionRule.swift", line: 5)
    static let description = RuleDescription(
        id: "popup-single-selection",
        summary:
            "A pop-up button (a UIButton or bar button item with changesSelectionAsPrimaryAction) whose menu turns on more than one item (state: .on).",
        severity: .warning, entries: ["pop-up-buttons/single-selection"], reads: [.swift],
        keywords: ["changesSelectionAsPrimaryAction"]
    )
#sourceLocation()
}

enum PullDownConfirmDestructiveRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/PullDownButtons/PullDownConfirmDestructiveRule.swift", line: 6)
    static let description = RuleDescription(
        id: "pull-down-confirm-destructive",
        summary:
            "A destructive item in a pull-down button's menu (UIAction with .destructive, Button with role: .destructive in a Menu) whose handler deletes without first asking for confirmation (an alert, an action sheet, a confirmationDialog).",
        severity: .warning, entries: ["pull-down-buttons/confirm-destructive"], reads: [.swift],
        keywords: ["destructive"]
    )
#sourceLocation()
}

enum PullDownMinItemsRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/PullDownButtons/PullDownMinItemsRule.swift", line: 5)
    static let description = RuleDescription(
        id: "pull-down-min-items",
        summary:
            "A pull-down button (a UIButton with showsMenuAsPrimaryAction, a bar button item with a menu and no primary action, a SwiftUI Menu) whose menu, written out in full, holds fewer than three items (option min-items).",
        severity: .note, entries: ["pull-down-buttons/balance-length"], reads: [.swift],
        keywords: ["showsMenuAsPrimaryAction", "menu:", " Menu {", " Menu(", "\tMenu {", "\tMenu("], options: Options.self
    )
#sourceLocation()
#sourceLocation(file: "Sources/GuidelineLint/Rules/PullDownButtons/PullDownMinItemsRule.swift", line: 13)
    struct Options: RuleOptionSet {
        @Bounded(2...20) var minItems = 3
    }
#sourceLocation()
}

enum ShareButtonSystemRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/ActivityViews/ShareButtonSystemRule.swift", line: 6)
    static let description = RuleDescription(
        id: "share-button-system",
        summary:
            "A share sheet triggered from a custom text control (\"Share\", \"Share via…\") instead of the system Share button (the .action bar item, the square.and.arrow.up symbol, SwiftUI ShareLink).",
        severity: .warning, entries: ["activity-views/share-button"], reads: [.swift],
        keywords: ["activityItems", "UIActivityViewController"]
    )
#sourceLocation()
}

enum ShareExtensionComposeViewRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/ActivityViews/ShareExtensionComposeViewRule.swift", line: 6)
    static let description = RuleDescription(
        id: "share-extension-compose-view",
        summary:
            "A share extension whose principal class (NSExtensionPrincipalClass) does not inherit from SLComposeServiceViewController, the system composition view people know; a suggestion.",
        severity: .note, entries: ["activity-views/familiar-extension-interface"], reads: [.infoPlist, .swift],
        exports: RuleExport.none(because: "it needs the principal class named in the extension's Info.plist")
    )
#sourceLocation()
}

enum ToolbarBorderlessSymbolsRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/Toolbars/ToolbarBorderlessSymbolsRule.swift", line: 6)
    static let description = RuleDescription(
        id: "toolbar-borderless-symbols",
        summary:
            "A bar item's SF Symbol drawn inside a border (a name ending in .circle, .circle.fill, .square, .square.fill and the like, such as ellipsis.circle): use the borderless variant.",
        severity: .warning, entries: ["toolbars/borderless-system-symbols"], reads: [.swift],
        keywords: [".circle\"", ".circle.fill\"", ".square\"", ".square.fill\"", ".rectangle\"", ".rectangle.fill\""]
    )
#sourceLocation()
}

enum ToolbarGroupCountRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/Toolbars/ToolbarGroupCountRule.swift", line: 6)
    static let description = RuleDescription(
        id: "toolbar-group-count",
        summary:
            "More than three groups of items in one part of a toolbar: UIKit leadingItemGroups, centerItemGroups or trailingItemGroups with more than three UIBarButtonItemGroups; more than three ToolbarItem or ToolbarItemGroup in one placement of a SwiftUI .toolbar. Reported at the fourth. The guidelines say generally no more than three, so a note.",
        severity: .note, entries: ["toolbars/minimize-groups"], reads: [.swift],
        keywords: ["ItemGroups", "ToolbarItem"]
    )
#sourceLocation()
}

enum ToolbarItemCountRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/Toolbars/ToolbarItemCountRule.swift", line: 6)
    static let description = RuleDescription(
        id: "toolbar-item-count",
        summary:
            "A bottom toolbar with more items than the option max-items allows (default 5; spaces don't count): UIKit toolbarItems, setToolbarItems, a UIToolbar's items or setItems, SwiftUI .bottomBar placements of one .toolbar. How many fit is a judgement call, so a note.",
        severity: .note, entries: ["toolbars/avoid-crowding"], reads: [.swift],
        keywords: ["toolbarItems", "setToolbarItems", "setItems(", "bottomBar", ".items ="], options: Options.self
    )
#sourceLocation()
#sourceLocation(file: "Sources/GuidelineLint/Rules/Toolbars/ToolbarItemCountRule.swift", line: 14)
    struct Options: RuleOptionSet {
        @Bounded(2...20) var maxItems = 5
    }
#sourceLocation()
}

enum ToolbarNoSegmentedControlRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/Toolbars/ToolbarNoSegmentedControlRule.swift", line: 6)
    static let description = RuleDescription(
        id: "toolbar-no-segmented-control",
        summary:
            "A segmented control in a toolbar: a UISegmentedControl as a bar item's custom view (UIBarButtonItem(customView:)), or a Picker with .pickerStyle(.segmented) in a SwiftUI .toolbar.",
        severity: .warning, entries: ["toolbars/no-segmented-control"], reads: [.swift],
        keywords: ["UISegmentedControl", ".segmented"]
    )
#sourceLocation()
}

enum ToolbarOneProminentRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/Toolbars/ToolbarOneProminentRule.swift", line: 6)
    static let description = RuleDescription(
        id: "toolbar-one-prominent",
        summary:
            "A prominent bar item (UIBarButtonItem style .prominent or .done, a SwiftUI button with a prominent button style) that is the second in one toolbar, or is not at its trailing end (first of rightBarButtonItems, last of a bottom toolbar or of a trailing placement).",
        severity: .warning, entries: ["toolbars/prominent-key-action"], reads: [.swift],
        keywords: ["prominent", "Prominent", ".done"]
    )
#sourceLocation()
}

enum ToolbarPreferSymbolsRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/Toolbars/ToolbarPreferSymbolsRule.swift", line: 6)
    static let description = RuleDescription(
        id: "toolbar-prefer-symbols",
        summary:
            "A bar item that shows only a one-word title for an action with a standard symbol (Add, Share, Delete, Search, Compose, Refresh, Reply, Bookmarks, Filter, Sort, Info, More); longer titles (\"Add Feed\", \"Delete All\") name something a symbol can't, and Edit, Done, Cancel and Close are left to their own guidance. A judgement call, so a note.",
        severity: .note, entries: ["toolbars/clear-meaning"], reads: [.swift],
        keywords: ["UIBarButtonItem(", ".toolbar"]
    )
#sourceLocation()
}

enum ToolbarSpaceTextItemsRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/Toolbars/ToolbarSpaceTextItemsRule.swift", line: 6)
    static let description = RuleDescription(
        id: "toolbar-space-text-items",
        summary:
            "Two adjacent bar items that both show text, with no fixed space between them (UIBarButtonItem.fixedSpace, ToolbarSpacer(.fixed), or separate ToolbarItems); reported at the second.",
        severity: .warning, entries: ["toolbars/separate-text-items"], reads: [.swift],
        keywords: ["UIBarButtonItem(", "ToolbarItemGroup"]
    )
#sourceLocation()
}

enum ToolbarStandardBackCloseRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/Toolbars/ToolbarStandardBackCloseRule.swift", line: 6)
    static let description = RuleDescription(
        id: "toolbar-standard-back-close",
        summary:
            "A custom Back item in a file that hides the system back button (hidesBackButton = true, .navigationBarBackButtonHidden(true)); a bar item that shows only the text Close instead of the system close item (UIBarButtonItem(systemItem: .close), an xmark symbol).",
        severity: .warning, entries: ["toolbars/standard-back-and-close"], reads: [.swift],
        keywords: ["\"Back\"", "\"Close\""]
    )
#sourceLocation()
}

enum ToolbarTitleNotAppNameRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/Toolbars/ToolbarTitleNotAppNameRule.swift", line: 6)
    static let description = RuleDescription(
        id: "toolbar-title-not-app-name",
        summary:
            "A navigation title (navigationTitle, a view controller's title or navigationItem.title) that is the app's name: the containing app's display name from the project's Info.plist files, or a name in the brands option.",
        severity: .warning, entries: ["toolbars/titles"], reads: [.swift, .infoPlist],
        keywords: ["navigationTitle", "title = "], options: Options.self
    )
#sourceLocation()
#sourceLocation(file: "Sources/GuidelineLint/Rules/Toolbars/ToolbarTitleNotAppNameRule.swift", line: 14)
    struct Options: RuleOptionSet {
        /// App names a title must not be (the top-level `brands:` adds to them).
        var brands: [String] = []
    }
#sourceLocation()
}

enum ToolbarTitleShortRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/Toolbars/ToolbarTitleShortRule.swift", line: 6)
    static let description = RuleDescription(
        id: "toolbar-title-short",
        summary:
            "A literal navigation title (navigationTitle, a view controller's title or navigationItem.title) of more words than the option max-words allows (default 4); titles with interpolated values are left alone. A judgement call, so a note.",
        severity: .note, entries: ["toolbars/titles"], reads: [.swift],
        keywords: ["navigationTitle", "title = "], options: Options.self
    )
#sourceLocation()
#sourceLocation(file: "Sources/GuidelineLint/Rules/Toolbars/ToolbarTitleShortRule.swift", line: 14)
    struct Options: RuleOptionSet {
        @Bounded(1...20) var maxWords = 4
    }
#sourceLocation()
}
