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
        exports: RuleExport.none(because: "it compares Info.plist values of two bundles"),
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 1, found: 0),
        tuning: RuleAccuracy(findings: 1, correct: 1, violations: 3, found: 1)
    )
#sourceLocation()
}

enum ActivityIconTemplateRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/ActivityViews/ActivityIconTemplateRule.swift", line: 6)
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
#sourceLocation()
#sourceLocation(file: "Sources/GuidelineLint/Rules/ActivityViews/ActivityIconTemplateRule.swift", line: 47)
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
        keywords: ["activityTitle", "activityType"],
        exports: [
            .semgrep: .approximate(
                #"""
                pattern-either:
                  # a title the system activities already use
                  - patterns:
                      - pattern-either:
                          - pattern-inside: 'override var activityTitle: $TY { $X }'
                          - pattern-inside: 'override var activityTitle: $TY { get { $X } }'
                      - pattern-either:
                          - patterns:
                              - pattern: $S
                              - pattern-not-inside: '$F(...)'
                          - patterns:
                              - pattern: 'NSLocalizedString($S, comment: $C)'
                              - focus-metavariable: $S
                          - patterns:
                              - pattern: 'NSLocalizedString($K, value: $S, ...)'
                              - focus-metavariable: $S
                          - patterns:
                              - pattern: 'String(localized: $S, ...)'
                              - focus-metavariable: $S
                      - metavariable-regex:
                          metavariable: $S
                          regex: '^"[ \t]*(?i:print|copy|mail|messages?|airdrop|save images?|save to photos|add to reading list|airplay|assign to contact|save to files|add to files|save video|markup|print document)[ \t]*(…|\.\.\.)?[ \t]*"$'
                  # a system activity type
                  - patterns:
                      - pattern-either:
                          - pattern-inside: 'override var activityType: $TY { $X }'
                          - pattern-inside: 'override var activityType: $TY { get { $X } }'
                      - pattern: $E
                      - metavariable-regex:
                          metavariable: $E
                          regex: '^([\w.]*ActivityType)?\.(print|copyToPasteboard|mail|message|airDrop|saveToCameraRoll|addToReadingList|assignToContact|postToFacebook|postToTwitter|postToWeibo|postToTencentWeibo|postToFlickr|postToVimeo|openInIBooks|markupAsPDF|sharePlay|collaborationInviteWithLink|collaborationCopyLink|addToHomeScreen)$'
                """#,
                reason: "only literal titles and types in an override getter of one expression; doesn't check the class is a UIActivity or follow a getter to another property"),
            .astGrep: .approximate(
                #"""
                utils:
                  title-property:
                    kind: property_declaration
                    has: {field: name, regex: '^activityTitle$'}
                    all:
                      - has: {kind: modifiers, regex: '\boverride\b'}
                  type-property:
                    kind: property_declaration
                    has: {field: name, regex: '^activityType$'}
                    all:
                      - has: {kind: modifiers, regex: '\boverride\b'}
                  title-body:
                    kind: statements
                    not: {has: {regex: '', nthChild: 2}}
                    any:
                      - inside: {kind: computed_property, inside: {matches: title-property}}
                      - inside: {kind: computed_getter, inside: {kind: computed_property, inside: {matches: title-property}}}
                  type-body:
                    kind: statements
                    not: {has: {regex: '', nthChild: 2}}
                    any:
                      - inside: {kind: computed_property, inside: {matches: type-property}}
                      - inside: {kind: computed_getter, inside: {kind: computed_property, inside: {matches: type-property}}}
                  title-value:
                    all:
                      - any: [{kind: line_string_literal}, {kind: call_expression}]
                      - any:
                          - inside: {matches: title-body}
                          - inside: {kind: control_transfer_statement, regex: '^return\b', inside: {matches: title-body}}
                  localized-call:
                    kind: call_expression
                    matches: title-value
                    any:
                      - has: {kind: simple_identifier, regex: '^NSLocalizedString$'}
                      - all:
                          - has: {kind: simple_identifier, regex: '^String$'}
                          - has: {kind: call_suffix, has: {kind: value_arguments, has: {kind: value_argument, nthChild: 1, has: {field: name, regex: '^localized$'}}}}
                rule:
                  any:
                    # a title the system activities already use
                    - kind: line_string_literal
                      regex: '^"[ \t]*(?i:print|copy|mail|messages?|airdrop|save images?|save to photos|add to reading list|airplay|assign to contact|save to files|add to files|save video|markup|print document)[ \t]*(…|\.\.\.)?[ \t]*"$'
                      any:
                        - matches: title-value
                        - inside:
                            kind: value_argument
                            any:
                              - all:
                                  - nthChild: 1
                                  - not: {has: {field: name, kind: value_argument_label}}
                                  - inside: {kind: value_arguments, not: {has: {kind: value_argument, has: {field: name, regex: '^value$'}}}, inside: {kind: call_suffix, inside: {matches: localized-call}}}
                              - all:
                                  - has: {field: name, regex: '^(value|localized)$'}
                                  - inside: {kind: value_arguments, inside: {kind: call_suffix, inside: {matches: localized-call}}}
                    # a system activity type
                    - all:
                        - any: [{kind: prefix_expression}, {kind: navigation_expression}]
                        - regex: '^([\w.]*ActivityType)?\.(print|copyToPasteboard|mail|message|airDrop|saveToCameraRoll|addToReadingList|assignToContact|postToFacebook|postToTwitter|postToWeibo|postToTencentWeibo|postToFlickr|postToVimeo|openInIBooks|markupAsPDF|sharePlay|collaborationInviteWithLink|collaborationCopyLink|addToHomeScreen)$'
                        - any:
                            - inside: {matches: type-body}
                            - inside: {kind: control_transfer_statement, regex: '^return\b', inside: {matches: type-body}}
                """#,
                reason: "only literal titles and types in an override getter of one expression; doesn't check the class is a UIActivity or follow a getter to another property"),
            .swiftLint: .approximate(
                #"""
                regex: '\boverride\s+var\s+activityTitle\s*:\s*String\?\s*\{\s*(?:get\s*\{\s*)?(?:return\s+)?(?:NSLocalizedString\(|String\(localized:\s*)?"[ \t]*(?i:print|copy|mail|messages?|airdrop|save images?|save to photos|add to reading list|airplay|assign to contact|save to files|add to files|save video|markup|print document)[ \t]*(?:…|\.\.\.)?[ \t]*"|\boverride\s+var\s+activityType\s*:\s*[\w.]+\?\s*\{\s*(?:get\s*\{\s*)?(?:return\s+)?(?:[\w.]*ActivityType)?\.(?:print|copyToPasteboard|mail|message|airDrop|saveToCameraRoll|addToReadingList|assignToContact|postToFacebook|postToTwitter|postToWeibo|postToTencentWeibo|postToFlickr|postToVimeo|openInIBooks|markupAsPDF|sharePlay|collaborationInviteWithLink|collaborationCopyLink|addToHomeScreen)\s*\}'
                excluded_match_kinds: [comment, doccomment]
                """#,
                reason: "reports at the property line and only when the value opens the getter; takes NSLocalizedString's key even when a value: is given"),
        ],
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0),
        tuning: RuleAccuracy(findings: 0, correct: 0, violations: 3, found: 0)
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
        keywords: ["UIActivityViewController"],
        exports: [
            .semgrep: .approximate(
                #"""
                patterns:
                  - pattern-either:
                      # sheet.present(…): the activity view controller presents over itself
                      - patterns:
                          - pattern-either:
                              - pattern-inside: |
                                  let $S = UIActivityViewController(...)
                                  ...
                              - pattern-inside: |
                                  var $S = UIActivityViewController(...)
                                  ...
                          - pattern: $S.present(...)
                      # present(sheet, animated: true) { … present(…) … }
                      - patterns:
                          - pattern-either:
                              - pattern-inside: |
                                  let $S = UIActivityViewController(...)
                                  ...
                              - pattern-inside: |
                                  var $S = UIActivityViewController(...)
                                  ...
                          - pattern-either:
                              - pattern-inside: 'present($S, ...) { ... }'
                              - pattern-inside: '$R.present($S, ...) { ... }'
                              - pattern-inside: 'present($S, ..., completion: { ... })'
                              - pattern-inside: '$R.present($S, ..., completion: { ... })'
                          - pattern-either:
                              - pattern: present($V, ...)
                              - pattern: $Q.present($V, ...)
                          - pattern-not: present($S, ...)
                          - pattern-not: $Q.present($S, ...)
                      # present(UIActivityViewController(…), animated: true) { … present(…) … }
                      - patterns:
                          - pattern-either:
                              - pattern-inside: 'present(UIActivityViewController(...), ...) { ... }'
                              - pattern-inside: '$R.present(UIActivityViewController(...), ...) { ... }'
                              - pattern-inside: 'present(UIActivityViewController(...), ..., completion: { ... })'
                              - pattern-inside: '$R.present(UIActivityViewController(...), ..., completion: { ... })'
                          - pattern-either:
                              - pattern: present($V, ...)
                              - pattern: $Q.present($V, ...)
                          - pattern-not: present(UIActivityViewController(...), ...)
                          - pattern-not: $Q.present(UIActivityViewController(...), ...)
                  # code that runs once the sheet has closed
                  - pattern-not-inside: '$X.completionWithItemsHandler = $H'
                  - pattern-not-inside: '$D.dismiss(...) { ... }'
                  - pattern-not-inside: 'dismiss(...) { ... }'
                  - pattern-not-inside: '$D.dismiss(..., completion: $H)'
                  - pattern-not-inside: 'dismiss(..., completion: $H)'
                """#,
                reason: "follows only locals initialised with UIActivityViewController(…), not properties declared with that type, and doesn't drop a variable that is reassigned"),
            .astGrep: .approximate(
                #"""
                utils:
                  present-call:
                    kind: call_expression
                    has: {any: [{kind: simple_identifier, regex: '^present$'}, {kind: navigation_expression, regex: '\bpresent$'}]}
                    all:
                      - has: {kind: call_suffix, has: {kind: value_arguments, has: {kind: value_argument, nthChild: 1, not: {has: {field: name, kind: value_argument_label}}}}}
                  activity-init:
                    kind: call_expression
                    has: {any: [{kind: simple_identifier, regex: '^UIActivityViewController$'}, {kind: navigation_expression, regex: '(^|\.)UIActivityViewController(\.init)?$'}]}
                  # present(sheet, …) / x.present(sheet, …) where sheet is a UIActivityViewController(…) or a variable initialised with one
                  presents-sheet:
                    matches: present-call
                    any:
                      - has: {kind: call_suffix, has: {kind: value_arguments, has: {kind: value_argument, nthChild: 1, has: {field: value, matches: activity-init}}}}
                      - all:
                          - any:
                              - pattern: present($S, $$$)
                              - pattern: $R.present($S, $$$)
                          - inside:
                              stopBy: end
                              has:
                                stopBy: end
                                kind: property_declaration
                                all:
                                  - has: {field: name, has: {pattern: $S}}
                                  - has: {field: value, matches: activity-init}
                  # the completion closure of such a call
                  sheet-completion:
                    kind: lambda_literal
                    any:
                      - inside: {kind: call_suffix, inside: {matches: presents-sheet}}
                      - inside: {kind: value_argument, has: {field: name, regex: '^completion$'}, inside: {kind: value_arguments, inside: {kind: call_suffix, inside: {matches: presents-sheet}}}}
                  dismiss-call:
                    kind: call_expression
                    has: {any: [{kind: simple_identifier, regex: '^dismiss$'}, {kind: navigation_expression, regex: '\bdismiss$'}]}
                rule:
                  matches: present-call
                  any:
                    # sheet.present(…): the activity view controller presents over itself
                    - all:
                        - any:
                            - pattern: $S.present($$$)
                            - pattern: $S?.present($$$)
                        - inside:
                            stopBy: end
                            has:
                              stopBy: end
                              kind: property_declaration
                              all:
                                - has: {field: name, has: {pattern: $S}}
                                - has: {field: value, matches: activity-init}
                    # present(sheet, animated: true) { … present(…) … }
                    - inside: {stopBy: end, matches: sheet-completion}
                  # code that runs once the sheet has closed
                  not:
                    any:
                      - inside: {stopBy: end, kind: assignment, has: {field: target, regex: '\bcompletionWithItemsHandler$'}}
                      - inside: {stopBy: end, kind: lambda_literal, inside: {stopBy: {kind: call_expression}, matches: dismiss-call}}
                """#,
                reason: "follows only locals initialised with UIActivityViewController(…), not properties declared with that type, and doesn't drop a variable that is reassigned"),
            .swiftLint: .notExpressible(reason: "needs to know what a variable holds and which closure a present call runs in"),
        ],
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0),
        tuning: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0)
    )
#sourceLocation()
}

enum ActivityPopoverAnchorRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/ActivityViews/ActivityPopoverAnchorRule.swift", line: 6)
    static let description = RuleDescription(
        id: "activity-popover-anchor",
        summary:
            "A UIActivityViewController presented without a popover anchor (sourceView, sourceItem or barButtonItem), which crashes on iPad (reported in an iPhone-only target too, TARGETED_DEVICE_FAMILY = 1, whose share sheet stays a sheet only until the app runs on iPad); the controller is followed through local variables of the enclosing function, and into a function elsewhere in the project that makes and returns it.",
        severity: .error, entries: ["activity-views/presentation"], reads: [.swift],
        keywords: ["UIActivityViewController"],
        exports: [
            .semgrep: .approximate(
                #"""
                pattern-either:
                  - pattern: present(UIActivityViewController(...), ...)
                  - pattern: $R.present(UIActivityViewController(...), ...)
                  - patterns:
                      - pattern-either:
                          - pattern-inside: |
                              let $C = UIActivityViewController(...)
                              ...
                          - pattern-inside: |
                              var $C = UIActivityViewController(...)
                              ...
                          - pattern-inside: |
                              let $C = UIActivityViewController.init(...)
                              ...
                          - pattern-inside: |
                              var $C = UIActivityViewController.init(...)
                              ...
                      - pattern-either:
                          - pattern: present($C, ...)
                          - pattern: $R.present($C, ...)
                      # anchored, or given another presentation style
                      - pattern-not-inside: |
                          ...
                          <... $C.popoverPresentationController ...>
                          ...
                      - pattern-not-inside: |
                          ...
                          if let $P = $C.popoverPresentationController { ... }
                          ...
                      - pattern-not-inside: |
                          ...
                          guard let $P = $C.popoverPresentationController else { ... }
                          ...
                      - pattern-not-inside: |
                          ...
                          <... $C.modalPresentationStyle ...>
                          ...
                      # handed to other code, which may anchor it
                      - pattern-not-inside: |
                          ...
                          <... $F($C) ...>
                          ...
                      - pattern-not-inside: |
                          ...
                          <... $F(..., $L: $C, ...) ...>
                          ...
                """#,
                reason: "also reports a present in a nested closure, which our rule doesn't follow; still reports a controller handed to a helper as the first of several arguments"),
            .astGrep: .exact(
                #"""
                utils:
                  body:
                    any: [{kind: function_declaration}, {kind: init_declaration}, {kind: lambda_literal}, {kind: computed_property}, {kind: computed_getter}, {kind: computed_setter}, {kind: willset_clause}, {kind: didset_clause}, {kind: source_file}]
                  present-call:
                    kind: call_expression
                    has: {any: [{kind: simple_identifier, regex: '^present$'}, {kind: navigation_expression, regex: '\bpresent$'}]}
                  activity-init:
                    kind: call_expression
                    has: {any: [{kind: simple_identifier, regex: '^UIActivityViewController$'}, {kind: navigation_expression, regex: '(^|\.)UIActivityViewController(\.init)?$'}]}
                rule:
                  kind: call_expression
                  any:
                    # present(UIActivityViewController(…), …)
                    - all:
                        - matches: present-call
                        - has: {kind: call_suffix, has: {kind: value_arguments, has: {kind: value_argument, nthChild: 1, not: {has: {field: name, kind: value_argument_label}}, has: {field: value, matches: activity-init}}}}
                    # let c = UIActivityViewController(…) … present(c, …), with c never anchored nor handed on
                    - all:
                        - any:
                            - pattern: present($C, $$$)
                            - pattern: $R.present($C, $$$)
                        - inside:
                            stopBy: {matches: body}
                            matches: body
                            all:
                              - has:
                                  stopBy: end
                                  kind: property_declaration
                                  all:
                                    - has: {field: name, has: {pattern: $C}}
                                    - has: {field: value, matches: activity-init}
                              - not:
                                  has:
                                    stopBy: end
                                    any:
                                      - pattern: $C.popoverPresentationController
                                      - pattern: $C.modalPresentationStyle
                              - not:
                                  has:
                                    stopBy: end
                                    kind: value_argument
                                    has: {field: value, pattern: $C}
                                    not: {inside: {kind: value_arguments, inside: {kind: call_suffix, inside: {matches: present-call}}}}
                              - not:
                                  has:
                                    stopBy: end
                                    kind: control_transfer_statement
                                    has: {field: result, pattern: $C}
                """#),
            .swiftLint: .notExpressible(reason: "needs to know whether the local controller is anchored or handed on anywhere in the function"),
        ],
        heldOut: RuleAccuracy(findings: 8, correct: 6, violations: 7, found: 6),
        tuning: RuleAccuracy(findings: 113, correct: 108, violations: 130, found: 109)
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
        keywords: ["activityTitle"], options: Options.self,
        exports: RuleExport.none(because: "needs the brand names from the project configuration and the bundle names in its Info.plist files"),
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0),
        tuning: RuleAccuracy(findings: 0, correct: 0, violations: 2, found: 0)
    )
#sourceLocation()
#sourceLocation(file: "Sources/GuidelineLint/Rules/ActivityViews/ActivityTitleNoBrandRule.swift", line: 16)
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
            "A custom UIActivity's activityTitle that is longer than a brief verb phrase: more words than max-words in the development language, or wider than max-characters (a translation too, where its source fits and it is wider than translation commonly makes a text of its source's length: 1.6 times for a source of 21–30 characters).",
        severity: .warning, entries: ["activity-views/succinct-titles"], reads: [.swift],
        keywords: ["activityTitle"], options: Options.self,
        exports: [
            .semgrep: .approximate(
                #"""
                patterns:
                  - pattern-either:
                      - pattern-inside: 'override var activityTitle: $TY { $X }'
                      - pattern-inside: 'override var activityTitle: $TY { get { $X } }'
                  - pattern-either:
                      - patterns:
                          - pattern: $S
                          - pattern-not-inside: '$F(...)'
                      - patterns:
                          - pattern: 'NSLocalizedString($S, comment: $C)'
                          - focus-metavariable: $S
                      - patterns:
                          - pattern: 'NSLocalizedString($K, value: $S, ...)'
                          - focus-metavariable: $S
                      - patterns:
                          - pattern: 'String(localized: $S, ...)'
                          - focus-metavariable: $S
                  - metavariable-regex:
                      metavariable: $S
                      regex: '^"([^"\n]{31,}|[ \t]*[^ \t"\n]+([ \t]+[^ \t"\n]+){4}[^"\n]*)"$'
                """#,
                reason: "only literal titles in an override getter of one expression; doesn't check the class is a UIActivity or follow a getter to another property; counts an interpolation by its source length"),
            .astGrep: .approximate(
                #"""
                utils:
                  title-property:
                    kind: property_declaration
                    has: {field: name, regex: '^activityTitle$'}
                    all:
                      - has: {kind: modifiers, regex: '\boverride\b'}
                  title-body:
                    kind: statements
                    not: {has: {regex: '', nthChild: 2}}
                    any:
                      - inside: {kind: computed_property, inside: {matches: title-property}}
                      - inside: {kind: computed_getter, inside: {kind: computed_property, inside: {matches: title-property}}}
                  title-value:
                    all:
                      - any: [{kind: line_string_literal}, {kind: call_expression}]
                      - any:
                          - inside: {matches: title-body}
                          - inside: {kind: control_transfer_statement, regex: '^return\b', inside: {matches: title-body}}
                  localized-call:
                    kind: call_expression
                    matches: title-value
                    any:
                      - has: {kind: simple_identifier, regex: '^NSLocalizedString$'}
                      - all:
                          - has: {kind: simple_identifier, regex: '^String$'}
                          - has: {kind: call_suffix, has: {kind: value_arguments, has: {kind: value_argument, nthChild: 1, has: {field: name, regex: '^localized$'}}}}
                rule:
                  kind: line_string_literal
                  regex: '^"([^"\n]{31,}|[ \t]*[^ \t"\n]+([ \t]+[^ \t"\n]+){4}[^"\n]*)"$'
                  any:
                    - matches: title-value
                    # NSLocalizedString("text", comment: …) without value:, NSLocalizedString(key, value: "text", …), String(localized: "text")
                    - inside:
                        kind: value_argument
                        any:
                          - all:
                              - nthChild: 1
                              - not: {has: {field: name, kind: value_argument_label}}
                              - inside: {kind: value_arguments, not: {has: {kind: value_argument, has: {field: name, regex: '^value$'}}}, inside: {kind: call_suffix, inside: {matches: localized-call}}}
                          - all:
                              - has: {field: name, regex: '^(value|localized)$'}
                              - inside: {kind: value_arguments, inside: {kind: call_suffix, inside: {matches: localized-call}}}
                """#,
                reason: "only literal titles in an override getter of one expression; doesn't check the class is a UIActivity or follow a getter to another property; counts an interpolation by its source length"),
            .swiftLint: .approximate(
                #"""
                regex: '\boverride\s+var\s+activityTitle\s*:\s*String\?\s*\{\s*(?:get\s*\{\s*)?(?:return\s+)?(?:NSLocalizedString\(|String\(localized:\s*)?"(?:[^"\\\n]|\\.){31,}"|\boverride\s+var\s+activityTitle\s*:\s*String\?\s*\{\s*(?:get\s*\{\s*)?(?:return\s+)?(?:NSLocalizedString\(|String\(localized:\s*)?"[ \t]*[^ \t"\n]+(?:[ \t]+[^ \t"\n]+){4}'
                excluded_match_kinds: [comment, doccomment]
                """#,
                reason: "reports at the property line and only when the literal opens the getter; takes NSLocalizedString's key even when a value: is given"),
        ],
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0),
        tuning: RuleAccuracy(findings: 4, correct: 3, violations: 0, found: 0)
    )
#sourceLocation()
#sourceLocation(file: "Sources/GuidelineLint/Rules/ActivityViews/ActivityTitleSuccinctRule.swift", line: 93)
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
            "A destructive button in the primary role: Button(role: .destructive) with .keyboardShortcut(.defaultAction), a destructive button in a .confirmationAction toolbar placement (on the item itself, not in a confirmation dialog, alert, sheet or menu it opens), a UIAlertController whose preferredAction is a .destructive action.",
        severity: .warning, entries: ["buttons/primary-role-not-destructive"], reads: [.swift],
        keywords: ["destructive"],
        exports: [
            .semgrep: .approximate(
                #"""
                pattern-either:
                  # Button(…, role: .destructive).keyboardShortcut(.defaultAction), up to three modifiers between
                  - patterns:
                      - pattern-either:
                          - pattern: 'Button(..., role: .destructive, ...).keyboardShortcut($K, ...)'
                          - pattern: 'Button(..., role: .destructive, ...).$M1(...).keyboardShortcut($K, ...)'
                          - pattern: 'Button(..., role: .destructive, ...).$M1(...).$M2(...).keyboardShortcut($K, ...)'
                          - pattern: 'Button(..., role: .destructive, ...).$M1(...).$M2(...).$M3(...).keyboardShortcut($K, ...)'
                      - metavariable-regex:
                          metavariable: $K
                          regex: '.*\.defaultAction$'
                      - focus-metavariable: $K
                  # ToolbarItem(placement: .confirmationAction) { … Button(role: .destructive) … }
                  - patterns:
                      - pattern-either:
                          - pattern: 'ToolbarItem(placement: $P, ...) { $...BODY }'
                          - pattern: 'ToolbarItemGroup(placement: $P, ...) { $...BODY }'
                      - metavariable-regex:
                          metavariable: $P
                          regex: '.*\.confirmationAction$'
                      - metavariable-pattern:
                          metavariable: $...BODY
                          pattern: 'Button(..., role: .destructive, ...)'
                      - focus-metavariable: $P
                  # let a = UIAlertAction(…, style: .destructive) … alert.preferredAction = a; the
                  # call through a metavariable, since Semgrep 1.185 no longer matches a
                  # `let` pattern against a call with a trailing closure
                  - patterns:
                      - pattern-either:
                          - pattern-inside: |
                              let $A = $ACTION
                              ...
                          - pattern-inside: |
                              var $A = $ACTION
                              ...
                      - metavariable-pattern:
                          metavariable: $ACTION
                          pattern: 'UIAlertAction(..., style: .destructive, ...)'
                      - pattern: $ALERT.preferredAction = $A
                """#,
                reason: "misses a shortcut after more than three other modifiers and alert actions declared in another scope than the preferredAction assignment"),
            .astGrep: .approximate(
                #"""
                utils:
                  # (…, role: .destructive, …)
                  destructive-role-args:
                    kind: call_suffix
                    has:
                      kind: value_arguments
                      has:
                        kind: value_argument
                        all:
                          - has: {field: name, regex: '^role$'}
                          - has: {field: value, regex: 'destructive$'}
                  # Button(…, role: .destructive, …), with or without trailing closures
                  destructive-button:
                    kind: call_expression
                    any:
                      - all:
                          - has: {kind: simple_identifier, regex: '^Button$'}
                          - has: {matches: destructive-role-args}
                      - has: {kind: call_expression, matches: destructive-button}
                  # the destructive button under any chain of modifiers
                  modified-destructive-button:
                    any:
                      - matches: destructive-button
                      - kind: call_expression
                        has:
                          kind: navigation_expression
                          has: {field: target, matches: modified-destructive-button}
                      - kind: call_expression
                        has: {kind: call_expression, matches: modified-destructive-button}
                  # a trailing closure holding a destructive button
                  content-with-destructive-button:
                    kind: call_suffix
                    has:
                      kind: lambda_literal
                      has: {stopBy: end, matches: destructive-button}
                  # UIAlertAction(…, style: .destructive, …)
                  destructive-style-args:
                    kind: call_suffix
                    has:
                      kind: value_arguments
                      has:
                        kind: value_argument
                        all:
                          - has: {field: name, regex: '^style$'}
                          - has: {field: value, regex: 'destructive$'}
                rule:
                  any:
                    # Button(…, role: .destructive).keyboardShortcut(.defaultAction): the .defaultAction
                    - regex: 'defaultAction$'
                      any: [{kind: prefix_expression}, {kind: navigation_expression}]
                      inside:
                        kind: value_argument
                        nthChild: 1
                        inside:
                          kind: value_arguments
                          inside:
                            kind: call_suffix
                            inside:
                              kind: call_expression
                              has:
                                kind: navigation_expression
                                all:
                                  - has: {field: suffix, has: {kind: simple_identifier, regex: '^keyboardShortcut$'}}
                                  - has: {field: target, matches: modified-destructive-button}
                    # ToolbarItem(placement: .confirmationAction) { … Button(role: .destructive) … }: the placement
                    - regex: 'confirmationAction$'
                      any: [{kind: prefix_expression}, {kind: navigation_expression}]
                      inside:
                        kind: value_argument
                        has: {field: name, regex: '^placement$'}
                        inside:
                          kind: value_arguments
                          inside:
                            kind: call_suffix
                            inside:
                              kind: call_expression
                              has: {kind: simple_identifier, regex: '^ToolbarItem(Group)?$'}
                              any:
                                - has: {matches: content-with-destructive-button}
                                - inside: {kind: call_expression, has: {matches: content-with-destructive-button}}
                    # let a = UIAlertAction(…, style: .destructive) … alert.preferredAction = a
                    - pattern: $ALERT.preferredAction = $NAME
                      inside:
                        kind: source_file
                        stopBy: end
                        has:
                          stopBy: end
                          kind: property_declaration
                          all:
                            - has: {field: name, pattern: $NAME}
                            - has:
                                field: value
                                regex: '^UIAlertAction\('
                                any:
                                  - has: {matches: destructive-style-args}
                                  - has: {kind: call_expression, has: {matches: destructive-style-args}}
                """#,
                reason: "misses toolbar content passed as content: and trailing-closure modifiers in the chain; matches an alert action by name anywhere in the file"),
            .swiftLint: .notExpressible(reason: "ties a modifier or an assignment to a destructive button or action declared earlier"),
        ],
        heldOut: RuleAccuracy(findings: 1, correct: 1, violations: 1, found: 1),
        tuning: RuleAccuracy(findings: 6, correct: 6, violations: 20, found: 6)
    )
#sourceLocation()
}

enum ButtonHasLabelRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/Buttons/ButtonHasLabelRule.swift", line: 7)
    static let description = RuleDescription(
        id: "button-has-label",
        summary:
            "A button with neither title nor image (Button(\"\")), or one whose only content is a custom image (in every branch of an if) with no accessibility label: Image(uiImage:), Image(decorative:), or an asset whose name VoiceOver would read out as an identifier, not as words: one with digits, underscores or dots, a designer's prefix, or words run together in camel case (\"Close-24\", \"icn_more\", \"ico-close\", \"shuffleGlyph\", \"NavbarClose\"); SF Symbols and assets named in plain separate words (\"close\", \"Remove\", \"skip back\", \"add-reaction\", \"GIF\") carry a usable label; in a storyboard or xib, a button that sends an action and whose only content is such a custom image, or that shows nothing (a tap area over other views, whose action goes to a Swift class of the project; the system's info and add button types draw and name themselves), with no accessibility label, unless code sets its title, image or accessibility label through an outlet (it may label it there; an outlet that code only hides, enables or adds targets through does not).",
        severity: .warning, entries: ["buttons/communicate-purpose"], reads: [.swift, .interfaceBuilder],
        keywords: [
            "Image(", "Image.", "uiImage:", "decorative:", "UIImage(named: \"", "Button(\"\")", "EmptyView()", "Color.", "Rectangle(",
            "Circle(", "Capsule(", "Ellipse(", "setImage(.", "setImage(UIImage.", "imageResource: .", "image: .",
            "#imageLiteral(",
        ],
        exports: [
            .semgrep: .approximate(
                #"""
                pattern-either:
                  # UIKit: a UIButton given a custom image (an asset named like an identifier) and no words
                  - patterns:
                      - pattern-either:
                          - pattern: let $B = UIButton(...)
                          - pattern: 'let $B = UIButton.systemButton(with: UIImage(named: $N), ...)'
                          - pattern: 'let $B = UIButton.systemButton(with: UIImage(named: $N)!, ...)'
                          - pattern: var $B = UIButton(...)
                          - pattern: 'var $B = UIButton.systemButton(with: UIImage(named: $N), ...)'
                          - pattern: 'var $B = UIButton.systemButton(with: UIImage(named: $N)!, ...)'
                      - pattern-either:
                          - pattern-inside: let $B = UIButton.systemButton(...)
                          - pattern-inside: |
                              let $B = UIButton(...)
                              ...
                              $B.setImage(UIImage(named: $N), for: $S)
                              ...
                          - pattern-inside: |
                              let $B = UIButton(...)
                              ...
                              $B.setImage(UIImage(named: $N)!, for: $S)
                              ...
                          - pattern-inside: var $B = UIButton.systemButton(...)
                          - pattern-inside: |
                              var $B = UIButton(...)
                              ...
                              $B.setImage(UIImage(named: $N), for: $S)
                              ...
                          - pattern-inside: |
                              var $B = UIButton(...)
                              ...
                              $B.setImage(UIImage(named: $N)!, for: $S)
                              ...
                      # the asset name does not read as words ("Close-24", "icn_more", "shuffleGlyph")
                      - metavariable-regex:
                          metavariable: $N
                          regex: '^"(?! *[A-Za-z][a-z]*(?: +[A-Za-z][a-z]*)* *"$).*"$'
                      - pattern-not-inside: |
                          let $B = $INIT
                          ...
                          <... $B.setTitle ...>
                          ...
                      - pattern-not-inside: |
                          let $B = $INIT
                          ...
                          <... $B.setAttributedTitle ...>
                          ...
                      - pattern-not-inside: |
                          let $B = $INIT
                          ...
                          <... $B.title ...>
                          ...
                      - pattern-not-inside: |
                          let $B = $INIT
                          ...
                          <... $B.attributedTitle ...>
                          ...
                      - pattern-not-inside: |
                          let $B = $INIT
                          ...
                          <... $B.accessibilityLabel ...>
                          ...
                      - pattern-not-inside: |
                          let $B = $INIT
                          ...
                          <... $B.isAccessibilityElement ...>
                          ...
                      - pattern-not-inside: |
                          let $B = $INIT
                          ...
                          <... $B.accessibilityAttributedLabel ...>
                          ...
                      - pattern-not-inside: |
                          let $B = $INIT
                          ...
                          <... $B.titleLabel ...>
                          ...
                      - pattern-not-inside: |
                          let $B = $INIT
                          ...
                          <... $B.accessibilityUserInputLabels ...>
                          ...
                      - pattern-not-inside: |
                          let $B = $INIT
                          ...
                          <... $B.largeContentTitle ...>
                          ...
                      - pattern-not-inside: |
                          let $B = $INIT
                          ...
                          <... $B.configuration?.title ...>
                          ...
                      - pattern-not-inside: |
                          let $B = $INIT
                          ...
                          <... $B.configuration?.attributedTitle ...>
                          ...
                      - pattern-not-inside: |
                          let $B = $INIT
                          ...
                          <... $B.configuration.title ...>
                          ...
                      - pattern-not-inside: |
                          let $B = $INIT
                          ...
                          <... $B.configuration.attributedTitle ...>
                          ...
                      - pattern-not-inside: |
                          var $B = $INIT
                          ...
                          <... $B.setTitle ...>
                          ...
                      - pattern-not-inside: |
                          var $B = $INIT
                          ...
                          <... $B.setAttributedTitle ...>
                          ...
                      - pattern-not-inside: |
                          var $B = $INIT
                          ...
                          <... $B.title ...>
                          ...
                      - pattern-not-inside: |
                          var $B = $INIT
                          ...
                          <... $B.attributedTitle ...>
                          ...
                      - pattern-not-inside: |
                          var $B = $INIT
                          ...
                          <... $B.accessibilityLabel ...>
                          ...
                      - pattern-not-inside: |
                          var $B = $INIT
                          ...
                          <... $B.isAccessibilityElement ...>
                          ...
                      - pattern-not-inside: |
                          var $B = $INIT
                          ...
                          <... $B.accessibilityAttributedLabel ...>
                          ...
                      - pattern-not-inside: |
                          var $B = $INIT
                          ...
                          <... $B.titleLabel ...>
                          ...
                      - pattern-not-inside: |
                          var $B = $INIT
                          ...
                          <... $B.accessibilityUserInputLabels ...>
                          ...
                      - pattern-not-inside: |
                          var $B = $INIT
                          ...
                          <... $B.largeContentTitle ...>
                          ...
                      - pattern-not-inside: |
                          var $B = $INIT
                          ...
                          <... $B.configuration?.title ...>
                          ...
                      - pattern-not-inside: |
                          var $B = $INIT
                          ...
                          <... $B.configuration?.attributedTitle ...>
                          ...
                      - pattern-not-inside: |
                          var $B = $INIT
                          ...
                          <... $B.configuration.title ...>
                          ...
                      - pattern-not-inside: |
                          var $B = $INIT
                          ...
                          <... $B.configuration.attributedTitle ...>
                          ...
                  # SwiftUI: Button(""), or an empty label
                  - patterns:
                      - pattern-either:
                          - pattern: 'Button("", ...)'
                          - pattern: 'Button(action: $A) {}'
                          - pattern: 'Button { ... } label: {}'
                      # no accessibility modifier on the button
                      - pattern-not-inside: $V.accessibilityLabel(...)
                      - pattern-not-inside: $V.accessibility(...)
                      - pattern-not-inside: $V.accessibilityElement(...)
                      - pattern-not-inside: $V.accessibilityHidden(...)
                      - pattern-not-inside: $V.accessibilityRepresentation(...)
                      - pattern-not-inside: $V.accessibilityInputLabels(...)
                  # SwiftUI: a button whose label is one custom image (Image(uiImage:), Image(decorative:), an asset
                  # named like an identifier), under up to three modifiers that are not accessibility ones
                  - patterns:
                      - pattern-either:
                          - pattern: 'Button(action: $A) { Image($N) }'
                          - pattern: 'Button { ... } label: { Image($N) }'
                          - pattern: 'Button(action: $A, label: { Image($N) })'
                      - metavariable-regex:
                          metavariable: $N
                          regex: '^"(?! *[A-Za-z][a-z]*(?: +[A-Za-z][a-z]*)* *"$).*"$'
                      - pattern-not-inside: $V.accessibilityLabel(...)
                      - pattern-not-inside: $V.accessibility(...)
                      - pattern-not-inside: $V.accessibilityElement(...)
                      - pattern-not-inside: $V.accessibilityHidden(...)
                      - pattern-not-inside: $V.accessibilityRepresentation(...)
                      - pattern-not-inside: $V.accessibilityInputLabels(...)
                  - patterns:
                      - pattern-either:
                          - pattern: 'Button(action: $A) { Image(uiImage: $U) }'
                          - pattern: 'Button { ... } label: { Image(uiImage: $U) }'
                          - pattern: 'Button(action: $A, label: { Image(uiImage: $U) })'
                      - pattern-not-inside: $V.accessibilityLabel(...)
                      - pattern-not-inside: $V.accessibility(...)
                      - pattern-not-inside: $V.accessibilityElement(...)
                      - pattern-not-inside: $V.accessibilityHidden(...)
                      - pattern-not-inside: $V.accessibilityRepresentation(...)
                      - pattern-not-inside: $V.accessibilityInputLabels(...)
                  - patterns:
                      - pattern-either:
                          - pattern: 'Button(action: $A) { Image(decorative: $U, ...) }'
                          - pattern: 'Button { ... } label: { Image(decorative: $U, ...) }'
                          - pattern: 'Button(action: $A, label: { Image(decorative: $U, ...) })'
                      - pattern-not-inside: $V.accessibilityLabel(...)
                      - pattern-not-inside: $V.accessibility(...)
                      - pattern-not-inside: $V.accessibilityElement(...)
                      - pattern-not-inside: $V.accessibilityHidden(...)
                      - pattern-not-inside: $V.accessibilityRepresentation(...)
                      - pattern-not-inside: $V.accessibilityInputLabels(...)
                  - patterns:
                      - pattern-either:
                          - pattern: 'Button(action: $A) { Image($N).$M1(...) }'
                          - pattern: 'Button { ... } label: { Image($N).$M1(...) }'
                          - pattern: 'Button(action: $A, label: { Image($N).$M1(...) })'
                      - metavariable-regex:
                          metavariable: $N
                          regex: '^"(?! *[A-Za-z][a-z]*(?: +[A-Za-z][a-z]*)* *"$).*"$'
                      - metavariable-regex:
                          metavariable: $M1
                          regex: '^(?!(accessibilityLabel|accessibility|accessibilityElement|accessibilityHidden|accessibilityRepresentation|accessibilityInputLabels)$)'
                      - pattern-not-inside: $V.accessibilityLabel(...)
                      - pattern-not-inside: $V.accessibility(...)
                      - pattern-not-inside: $V.accessibilityElement(...)
                      - pattern-not-inside: $V.accessibilityHidden(...)
                      - pattern-not-inside: $V.accessibilityRepresentation(...)
                      - pattern-not-inside: $V.accessibilityInputLabels(...)
                  - patterns:
                      - pattern-either:
                          - pattern: 'Button(action: $A) { Image(uiImage: $U).$M1(...) }'
                          - pattern: 'Button { ... } label: { Image(uiImage: $U).$M1(...) }'
                          - pattern: 'Button(action: $A, label: { Image(uiImage: $U).$M1(...) })'
                      - metavariable-regex:
                          metavariable: $M1
                          regex: '^(?!(accessibilityLabel|accessibility|accessibilityElement|accessibilityHidden|accessibilityRepresentation|accessibilityInputLabels)$)'
                      - pattern-not-inside: $V.accessibilityLabel(...)
                      - pattern-not-inside: $V.accessibility(...)
                      - pattern-not-inside: $V.accessibilityElement(...)
                      - pattern-not-inside: $V.accessibilityHidden(...)
                      - pattern-not-inside: $V.accessibilityRepresentation(...)
                      - pattern-not-inside: $V.accessibilityInputLabels(...)
                  - patterns:
                      - pattern-either:
                          - pattern: 'Button(action: $A) { Image(decorative: $U, ...).$M1(...) }'
                          - pattern: 'Button { ... } label: { Image(decorative: $U, ...).$M1(...) }'
                          - pattern: 'Button(action: $A, label: { Image(decorative: $U, ...).$M1(...) })'
                      - metavariable-regex:
                          metavariable: $M1
                          regex: '^(?!(accessibilityLabel|accessibility|accessibilityElement|accessibilityHidden|accessibilityRepresentation|accessibilityInputLabels)$)'
                      - pattern-not-inside: $V.accessibilityLabel(...)
                      - pattern-not-inside: $V.accessibility(...)
                      - pattern-not-inside: $V.accessibilityElement(...)
                      - pattern-not-inside: $V.accessibilityHidden(...)
                      - pattern-not-inside: $V.accessibilityRepresentation(...)
                      - pattern-not-inside: $V.accessibilityInputLabels(...)
                  - patterns:
                      - pattern-either:
                          - pattern: 'Button(action: $A) { Image($N).$M1(...).$M2(...) }'
                          - pattern: 'Button { ... } label: { Image($N).$M1(...).$M2(...) }'
                          - pattern: 'Button(action: $A, label: { Image($N).$M1(...).$M2(...) })'
                      - metavariable-regex:
                          metavariable: $N
                          regex: '^"(?! *[A-Za-z][a-z]*(?: +[A-Za-z][a-z]*)* *"$).*"$'
                      - metavariable-regex:
                          metavariable: $M1
                          regex: '^(?!(accessibilityLabel|accessibility|accessibilityElement|accessibilityHidden|accessibilityRepresentation|accessibilityInputLabels)$)'
                      - metavariable-regex:
                          metavariable: $M2
                          regex: '^(?!(accessibilityLabel|accessibility|accessibilityElement|accessibilityHidden|accessibilityRepresentation|accessibilityInputLabels)$)'
                      - pattern-not-inside: $V.accessibilityLabel(...)
                      - pattern-not-inside: $V.accessibility(...)
                      - pattern-not-inside: $V.accessibilityElement(...)
                      - pattern-not-inside: $V.accessibilityHidden(...)
                      - pattern-not-inside: $V.accessibilityRepresentation(...)
                      - pattern-not-inside: $V.accessibilityInputLabels(...)
                  - patterns:
                      - pattern-either:
                          - pattern: 'Button(action: $A) { Image(uiImage: $U).$M1(...).$M2(...) }'
                          - pattern: 'Button { ... } label: { Image(uiImage: $U).$M1(...).$M2(...) }'
                          - pattern: 'Button(action: $A, label: { Image(uiImage: $U).$M1(...).$M2(...) })'
                      - metavariable-regex:
                          metavariable: $M1
                          regex: '^(?!(accessibilityLabel|accessibility|accessibilityElement|accessibilityHidden|accessibilityRepresentation|accessibilityInputLabels)$)'
                      - metavariable-regex:
                          metavariable: $M2
                          regex: '^(?!(accessibilityLabel|accessibility|accessibilityElement|accessibilityHidden|accessibilityRepresentation|accessibilityInputLabels)$)'
                      - pattern-not-inside: $V.accessibilityLabel(...)
                      - pattern-not-inside: $V.accessibility(...)
                      - pattern-not-inside: $V.accessibilityElement(...)
                      - pattern-not-inside: $V.accessibilityHidden(...)
                      - pattern-not-inside: $V.accessibilityRepresentation(...)
                      - pattern-not-inside: $V.accessibilityInputLabels(...)
                  - patterns:
                      - pattern-either:
                          - pattern: 'Button(action: $A) { Image(decorative: $U, ...).$M1(...).$M2(...) }'
                          - pattern: 'Button { ... } label: { Image(decorative: $U, ...).$M1(...).$M2(...) }'
                          - pattern: 'Button(action: $A, label: { Image(decorative: $U, ...).$M1(...).$M2(...) })'
                      - metavariable-regex:
                          metavariable: $M1
                          regex: '^(?!(accessibilityLabel|accessibility|accessibilityElement|accessibilityHidden|accessibilityRepresentation|accessibilityInputLabels)$)'
                      - metavariable-regex:
                          metavariable: $M2
                          regex: '^(?!(accessibilityLabel|accessibility|accessibilityElement|accessibilityHidden|accessibilityRepresentation|accessibilityInputLabels)$)'
                      - pattern-not-inside: $V.accessibilityLabel(...)
                      - pattern-not-inside: $V.accessibility(...)
                      - pattern-not-inside: $V.accessibilityElement(...)
                      - pattern-not-inside: $V.accessibilityHidden(...)
                      - pattern-not-inside: $V.accessibilityRepresentation(...)
                      - pattern-not-inside: $V.accessibilityInputLabels(...)
                  - patterns:
                      - pattern-either:
                          - pattern: 'Button(action: $A) { Image($N).$M1(...).$M2(...).$M3(...) }'
                          - pattern: 'Button { ... } label: { Image($N).$M1(...).$M2(...).$M3(...) }'
                          - pattern: 'Button(action: $A, label: { Image($N).$M1(...).$M2(...).$M3(...) })'
                      - metavariable-regex:
                          metavariable: $N
                          regex: '^"(?! *[A-Za-z][a-z]*(?: +[A-Za-z][a-z]*)* *"$).*"$'
                      - metavariable-regex:
                          metavariable: $M1
                          regex: '^(?!(accessibilityLabel|accessibility|accessibilityElement|accessibilityHidden|accessibilityRepresentation|accessibilityInputLabels)$)'
                      - metavariable-regex:
                          metavariable: $M2
                          regex: '^(?!(accessibilityLabel|accessibility|accessibilityElement|accessibilityHidden|accessibilityRepresentation|accessibilityInputLabels)$)'
                      - metavariable-regex:
                          metavariable: $M3
                          regex: '^(?!(accessibilityLabel|accessibility|accessibilityElement|accessibilityHidden|accessibilityRepresentation|accessibilityInputLabels)$)'
                      - pattern-not-inside: $V.accessibilityLabel(...)
                      - pattern-not-inside: $V.accessibility(...)
                      - pattern-not-inside: $V.accessibilityElement(...)
                      - pattern-not-inside: $V.accessibilityHidden(...)
                      - pattern-not-inside: $V.accessibilityRepresentation(...)
                      - pattern-not-inside: $V.accessibilityInputLabels(...)
                  - patterns:
                      - pattern-either:
                          - pattern: 'Button(action: $A) { Image(uiImage: $U).$M1(...).$M2(...).$M3(...) }'
                          - pattern: 'Button { ... } label: { Image(uiImage: $U).$M1(...).$M2(...).$M3(...) }'
                          - pattern: 'Button(action: $A, label: { Image(uiImage: $U).$M1(...).$M2(...).$M3(...) })'
                      - metavariable-regex:
                          metavariable: $M1
                          regex: '^(?!(accessibilityLabel|accessibility|accessibilityElement|accessibilityHidden|accessibilityRepresentation|accessibilityInputLabels)$)'
                      - metavariable-regex:
                          metavariable: $M2
                          regex: '^(?!(accessibilityLabel|accessibility|accessibilityElement|accessibilityHidden|accessibilityRepresentation|accessibilityInputLabels)$)'
                      - metavariable-regex:
                          metavariable: $M3
                          regex: '^(?!(accessibilityLabel|accessibility|accessibilityElement|accessibilityHidden|accessibilityRepresentation|accessibilityInputLabels)$)'
                      - pattern-not-inside: $V.accessibilityLabel(...)
                      - pattern-not-inside: $V.accessibility(...)
                      - pattern-not-inside: $V.accessibilityElement(...)
                      - pattern-not-inside: $V.accessibilityHidden(...)
                      - pattern-not-inside: $V.accessibilityRepresentation(...)
                      - pattern-not-inside: $V.accessibilityInputLabels(...)
                  - patterns:
                      - pattern-either:
                          - pattern: 'Button(action: $A) { Image(decorative: $U, ...).$M1(...).$M2(...).$M3(...) }'
                          - pattern: 'Button { ... } label: { Image(decorative: $U, ...).$M1(...).$M2(...).$M3(...) }'
                          - pattern: 'Button(action: $A, label: { Image(decorative: $U, ...).$M1(...).$M2(...).$M3(...) })'
                      - metavariable-regex:
                          metavariable: $M1
                          regex: '^(?!(accessibilityLabel|accessibility|accessibilityElement|accessibilityHidden|accessibilityRepresentation|accessibilityInputLabels)$)'
                      - metavariable-regex:
                          metavariable: $M2
                          regex: '^(?!(accessibilityLabel|accessibility|accessibilityElement|accessibilityHidden|accessibilityRepresentation|accessibilityInputLabels)$)'
                      - metavariable-regex:
                          metavariable: $M3
                          regex: '^(?!(accessibilityLabel|accessibility|accessibilityElement|accessibilityHidden|accessibilityRepresentation|accessibilityInputLabels)$)'
                      - pattern-not-inside: $V.accessibilityLabel(...)
                      - pattern-not-inside: $V.accessibility(...)
                      - pattern-not-inside: $V.accessibilityElement(...)
                      - pattern-not-inside: $V.accessibilityHidden(...)
                      - pattern-not-inside: $V.accessibilityRepresentation(...)
                      - pattern-not-inside: $V.accessibilityInputLabels(...)
                """#,
                reason: "UIKit only where the button is a local declared in the same block as setImage; any enclosing accessibility modifier silences a SwiftUI button"),
            .astGrep: .approximate(
                #"""
                utils:
                  # "Close-24", "icn_more", "shuffleGlyph", "ChevronDown": an asset name VoiceOver would read as an identifier
                  identifier-like-name:
                    kind: line_string_literal
                    not: {regex: '^" *[A-Za-z][a-z]*( +[A-Za-z][a-z]*)* *"$'}
                  # UIImage(named: "Close-24"), optionally force-unwrapped
                  custom-uiimage:
                    any:
                      - kind: call_expression
                        regex: '^UIImage\('
                        has:
                          kind: call_suffix
                          has:
                            kind: value_arguments
                            has:
                              kind: value_argument
                              nthChild: 1
                              all:
                                - has: {field: name, regex: '^named$'}
                                - has: {field: value, matches: identifier-like-name}
                      - kind: postfix_expression
                        regex: '!$'
                        has: {matches: custom-uiimage}
                  # Image("Close-24"), Image(uiImage: …), Image(decorative: …)
                  custom-image-call:
                    kind: call_expression
                    regex: '^Image\('
                    has:
                      kind: call_suffix
                      has:
                        kind: value_arguments
                        has:
                          kind: value_argument
                          nthChild: 1
                          any:
                            - all:
                                - not: {has: {field: name, kind: value_argument_label}}
                                - has: {field: value, matches: identifier-like-name}
                            - has: {field: name, regex: '^(uiImage|decorative)$'}
                  accessibility-suffix:
                    kind: navigation_suffix
                    regex: '^\.(accessibilityLabel|accessibility|accessibilityElement|accessibilityHidden|accessibilityRepresentation|accessibilityInputLabels)$'
                  # a custom image under modifiers that give it no words
                  custom-image-view:
                    any:
                      - matches: custom-image-call
                      - kind: call_expression
                        has:
                          kind: navigation_expression
                          all:
                            - has: {field: target, matches: custom-image-view}
                            - not: {has: {field: suffix, matches: accessibility-suffix}}
                  # a label closure that is empty or holds just one custom image
                  unlabelled-closure:
                    kind: lambda_literal
                    any:
                      - not: {has: {kind: statements}}
                      - has:
                          kind: statements
                          all:
                            - has: {nthChild: 1, matches: custom-image-view}
                            - not: {has: {nthChild: 2}}
                  # the label closure of Button(action:) { … }, Button { … } label: { … }, Button(action:, label: { … })
                  label-closure:
                    kind: lambda_literal
                    any:
                      - follows: {kind: simple_identifier, regex: '^label$', stopBy: end}
                      - follows:
                          kind: value_arguments
                          has:
                            kind: value_argument
                            has: {field: name, regex: '^action$'}
                      - inside:
                          kind: value_argument
                          has: {field: name, regex: '^label$'}
                  # a view given words by an accessibility modifier somewhere along its modifier chain
                  modified-with-label:
                    inside:
                      kind: navigation_expression
                      any:
                        - has: {field: suffix, matches: accessibility-suffix}
                        - inside: {kind: call_expression, matches: modified-with-label}
                  swiftui-button:
                    kind: call_expression
                    has: {kind: simple_identifier, regex: '^Button$'}
                  label-member:
                    kind: navigation_suffix
                    regex: '^\.(setTitle|setAttributedTitle|title|attributedTitle|accessibilityLabel|isAccessibilityElement|accessibilityAttributedLabel|titleLabel|accessibilityUserInputLabels|largeContentTitle)$'
                rule:
                  any:
                    # SwiftUI: Button(""), an empty label, or a label that is one custom image
                    - matches: swiftui-button
                      any:
                        - has:
                            kind: call_suffix
                            has:
                              kind: value_arguments
                              has:
                                kind: value_argument
                                nthChild: 1
                                all:
                                  - not: {has: {field: name, kind: value_argument_label}}
                                  - has: {field: value, kind: line_string_literal, regex: '^"\s*"$'}
                        - has:
                            kind: call_suffix
                            has:
                              all:
                                - matches: label-closure
                                - matches: unlabelled-closure
                        - has:
                            kind: call_suffix
                            has:
                              kind: value_arguments
                              has:
                                kind: value_argument
                                has: {field: value, all: [{matches: label-closure}, {matches: unlabelled-closure}]}
                        - inside:
                            kind: call_expression
                            has:
                              kind: call_suffix
                              has:
                                all:
                                  - matches: label-closure
                                  - matches: unlabelled-closure
                      not:
                        any:
                          - matches: modified-with-label
                          - inside: {kind: call_expression, matches: modified-with-label}
                    # UIKit: let b = UIButton(…) given a custom image with setImage and no words, or
                    # UIButton.systemButton(with: UIImage(named: …)); the file does not make the view one element
                    - kind: call_expression
                      all:
                        - inside:
                            kind: property_declaration
                            has: {field: name, pattern: $B}
                        - any:
                            - regex: '^UIButton\('
                              inside:
                                kind: source_file
                                stopBy: end
                                has:
                                  stopBy: end
                                  kind: call_expression
                                  all:
                                    - has:
                                        kind: navigation_expression
                                        regex: '^(self\.)?[A-Za-z_0-9]+\??\.setImage$'
                                        has: {field: target, any: [{pattern: $B}, {pattern: self.$B}]}
                                    - has:
                                        kind: call_suffix
                                        has:
                                          kind: value_arguments
                                          has:
                                            kind: value_argument
                                            nthChild: 1
                                            has: {field: value, matches: custom-uiimage}
                            - regex: '^UIButton\.systemButton\('
                              has:
                                kind: call_suffix
                                has:
                                  kind: value_arguments
                                  has:
                                    kind: value_argument
                                    nthChild: 1
                                    has: {field: value, matches: custom-uiimage}
                        - not:
                            inside:
                              kind: source_file
                              stopBy: end
                              has:
                                stopBy: end
                                kind: navigation_expression
                                any:
                                  - all:
                                      - has: {field: target, any: [{pattern: $B}, {pattern: self.$B}]}
                                      - has: {field: suffix, matches: label-member}
                                  - all:
                                      - has:
                                          field: target
                                          kind: navigation_expression
                                          all:
                                            - has: {field: target, any: [{pattern: $B}, {pattern: self.$B}]}
                                            - has: {field: suffix, regex: '^\.configuration$'}
                                      - has: {field: suffix, regex: '^\.(title|attributedTitle)$'}
                        - not:
                            inside:
                              kind: source_file
                              stopBy: end
                              has:
                                stopBy: end
                                kind: assignment
                                any:
                                  - regex: '^(self\.)?isAccessibilityElement\s*=\s*true$'
                                  - regex: '^(self\.)?accessibilityElements\s*='
                """#,
                reason: "misses content passed other ways and trailing-closure modifiers; label members are looked up by name across the file as ours does"),
            .swiftLint: .notExpressible(reason: "needs the button's later modifiers and the members set on it across the file"),
        ],
        heldOut: RuleAccuracy(findings: 9, correct: 9, violations: 27, found: 7),
        tuning: RuleAccuracy(findings: 895, correct: 859, violations: 969, found: 527)
    )
#sourceLocation()
}

enum ButtonProminentLimitRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/Buttons/ButtonProminentLimitRule.swift", line: 6)
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
#sourceLocation()
#sourceLocation(file: "Sources/GuidelineLint/Rules/Buttons/ButtonProminentLimitRule.swift", line: 81)
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
            "A literal button title longer than a few words: SwiftUI Button(\"…\"), UIButton setTitle(_:for:), UIButton.Configuration title, a button's title in a storyboard or xib (option max-words), in the development language (a translation takes the words its language needs); titles with interpolated values are left alone, and so are storyboard titles that code replaces through an outlet. A judgement call, so a note.",
        severity: .note, entries: ["buttons/content"], reads: [.swift, .interfaceBuilder],
        keywords: ["Button(", "setTitle(", "title = "], options: Options.self,
        exports: [
            .semgrep: .approximate(
                #"""
                patterns:
                  - pattern-either:
                      - pattern: Button($T, ...)
                      - pattern: Button(NSLocalizedString($T, ...), ...)
                      - pattern: 'Button(String(localized: $T, ...), ...)'
                      - pattern: '$X.setTitle($T, for: $S)'
                      - pattern: '$X.setTitle(NSLocalizedString($T, ...), for: $S)'
                      - pattern: '$X.setTitle(String(localized: $T, ...), for: $S)'
                      - patterns:
                          - pattern-either:
                              - pattern: $C.title = $T
                              - pattern: $C.title = NSLocalizedString($T, ...)
                              - pattern: '$C.title = String(localized: $T, ...)'
                          - metavariable-regex:
                              metavariable: $C
                              regex: '(?i).*config(uration)?\??$'
                  - focus-metavariable: $T
                  # a plain literal of six or more words (max-words default 5), no interpolation
                  - metavariable-regex:
                      metavariable: $T
                      regex: '^"[ \t]*[^ \t]+([ \t]+[^ \t]+){5,}[ \t]*"$'
                  - metavariable-regex:
                      metavariable: $T
                      regex: '^(?!.*\\\().*$'
                """#,
                reason: "takes a configuration by its variable name (config, configuration), not its declared type; checks NSLocalizedString's key, not its value:"),
            .astGrep: .approximate(
                #"""
                utils:
                  # the first, unlabelled argument of Button(…) or of setTitle(…, for: …)
                  title-argument:
                    kind: value_argument
                    nthChild: 1
                    not: {has: {field: name, kind: value_argument_label}}
                    inside:
                      kind: value_arguments
                      inside:
                        kind: call_suffix
                        inside:
                          kind: call_expression
                          any:
                            - has: {kind: simple_identifier, regex: '^Button$', nthChild: 1}
                            - has:
                                kind: navigation_expression
                                nthChild: 1
                                has: {kind: navigation_suffix, has: {kind: simple_identifier, regex: '^setTitle$'}}
                  # configuration.title = …, button.configuration?.title = …
                  configuration-title:
                    kind: assignment
                    has:
                      field: target
                      regex: '(?i)config(uration)?\??\.title$'
                  # NSLocalizedString("…", …) or String(localized: "…")
                  localized-call:
                    kind: call_expression
                    has: {kind: simple_identifier, regex: '^(NSLocalizedString|String)$', nthChild: 1}
                rule:
                  kind: line_string_literal
                  regex: '^"[ \t]*[^ \t]+([ \t]+[^ \t]+){5,}[ \t]*"$'
                  not: {has: {kind: interpolated_expression}}
                  any:
                    - inside: {matches: title-argument}
                    - inside: {matches: configuration-title}
                    - inside:
                        kind: value_argument
                        nthChild: 1
                        inside:
                          kind: value_arguments
                          inside:
                            kind: call_suffix
                            inside:
                              matches: localized-call
                              any:
                                - inside: {matches: title-argument}
                                - inside: {matches: configuration-title}
                """#,
                reason: "takes a configuration by its variable name (config, configuration), not its declared type; checks NSLocalizedString's key, not its value:"),
            .swiftLint: .approximate(
                #"""
                regex: '(\bButton\(|\.setTitle\(|[cC]onfig(uration)?\??\.title\s*=)\s*(NSLocalizedString\(|String\(localized:\s*)?"[ \t]*[^"\\\s]+([ \t]+[^"\\\s]+){5,}[ \t]*"'
                excluded_match_kinds: [comment, doccomment]
                """#,
                reason: "same forms as text: configuration by variable name, and skips titles with escapes or split across lines; max-words default 5"),
        ],
        heldOut: RuleAccuracy(findings: 1, correct: 1, violations: 3, found: 1),
        tuning: RuleAccuracy(findings: 66, correct: 63, violations: 189, found: 62)
    )
#sourceLocation()
#sourceLocation(file: "Sources/GuidelineLint/Rules/Buttons/ButtonTitleConciseRule.swift", line: 103)
    struct Options: RuleOptionSet {
        @Bounded(1...20) var maxWords = 5
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
        keywords: [".disabled"],
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
        ],
        heldOut: RuleAccuracy(findings: 6, correct: 6, violations: 11, found: 6),
        tuning: RuleAccuracy(findings: 28, correct: 28, violations: 83, found: 28)
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
        ],
        heldOut: RuleAccuracy(findings: 1, correct: 1, violations: 2, found: 1),
        tuning: RuleAccuracy(findings: 4, correct: 2, violations: 20, found: 2)
    )
#sourceLocation()
#sourceLocation(file: "Sources/GuidelineLint/Rules/ContextMenus/ContextMenuItemCountRule.swift", line: 21)
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
            "In a context menu where some items show an SF Symbol, an item without one (not a button type of the app's own, whose body may draw one); an SF Symbol used by two items of one context menu (reported at the second). The guidelines say to consider symbols, so a note.",
        severity: .note, entries: ["context-menus/symbol-per-item"], reads: [.swift],
        keywords: ["UIContextMenuConfiguration", "contextMenu"],
        exports: [
            .semgrep: .notExpressible(reason: "compares the symbols of all items of one context menu (some with, some without; a repeated one)"),
            .astGrep: .notExpressible(reason: "compares the symbols of all items of one context menu, which patterns can't relate to each other"),
            .swiftLint: .notExpressible(reason: "compares items across a menu tree"),
        ],
        heldOut: RuleAccuracy(findings: 6, correct: 5, violations: 5, found: 5),
        tuning: RuleAccuracy(findings: 65, correct: 51, violations: 118, found: 43)
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
        ],
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0),
        tuning: RuleAccuracy(findings: 0, correct: 0, violations: 8, found: 0)
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
        ],
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0),
        tuning: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0)
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
        ],
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0),
        tuning: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0)
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
        ],
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0),
        tuning: RuleAccuracy(findings: 73, correct: 73, violations: 88, found: 76)
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
        keywords: ["UNUserNotificationCenter"],
        exports: [
            .semgrep: .approximate(
                #"""
                patterns:
                  - pattern-inside: |
                      class $C: SLComposeServiceViewController { ... }
                  - pattern-either:
                      - pattern: UNUserNotificationCenter.current().add(...)
                      - pattern: UNUserNotificationCenter.$F(...).add(...)
                  # reporting a problem is fine
                  - pattern-not-inside: 'do { ... } catch { ... }'
                  - pattern-not-inside: 'if let $E = error { ... }'
                  - pattern-not-inside: 'if error != nil { ... }'
                  - pattern-not-inside: 'guard <... error ...> else { ... }'
                """#,
                reason: "only inside direct SLComposeServiceViewController subclasses (other extension files need the Info.plist); skips whole do/catch and if/else statements that test an error, and still reports failure cases of a switch"),
            .astGrep: .approximate(
                #"""
                utils:
                  share-controller:
                    kind: class_declaration
                    has: {kind: inheritance_specifier, regex: '^SLComposeServiceViewController$'}
                  # a catch block, the then-branch of an if or the else of a guard that tests an error or a failure, or a case that matches one
                  error-path:
                    any:
                      - kind: catch_block
                      - kind: statements
                        inside: {kind: if_statement, regex: '^if\s[^{]*(?i:error|fail)'}
                        not: {follows: {kind: else, stopBy: end}}
                      - kind: statements
                        inside: {kind: guard_statement, regex: '^guard\s[^{]*(?i:error|fail)'}
                      - kind: switch_entry
                        has: {kind: switch_pattern, regex: '(?i)error|fail'}
                rule:
                  kind: call_expression
                  has: {kind: navigation_expression, regex: '^UNUserNotificationCenter\b[\s\S]*\.\s*add$'}
                  inside: {stopBy: end, kind: class_declaration, matches: share-controller}
                  not:
                    any:
                      - inside: {stopBy: end, kind: class_declaration, inside: {stopBy: end, matches: share-controller}}
                      - inside: {stopBy: {kind: function_declaration}, matches: error-path}
                """#,
                reason: "only inside direct SLComposeServiceViewController subclasses; other extension files need the Info.plist"),
            .swiftLint: .notExpressible(reason: "needs the enclosing class or extension target and the error branch around the call"),
        ],
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0),
        tuning: RuleAccuracy(findings: 1, correct: 1, violations: 2, found: 1)
    )
#sourceLocation()
}

enum ExtensionNoModalRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/ActivityViews/ExtensionNoModalRule.swift", line: 6)
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
#sourceLocation()
}

enum MenuDestructiveRoleRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/Menus/MenuDestructiveRoleRule.swift", line: 6)
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
#sourceLocation()
}

enum MenuDisabledSubmenuRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/Menus/MenuDisabledSubmenuRule.swift", line: 6)
    static let description = RuleDescription(
        id: "menu-disabled-submenu",
        summary:
            "A disabled submenu: a SwiftUI Menu inside a menu with the .disabled(…) modifier. Keep the submenu available so people can see what it holds, and disable its items instead (a UIKit UIMenu has no disabled state).",
        severity: .warning, entries: ["menus/submenus"], reads: [.swift],
        keywords: [".disabled"],
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
        ],
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0),
        tuning: RuleAccuracy(findings: 4, correct: 4, violations: 4, found: 1)
    )
#sourceLocation()
}

enum MenuItemLabelStyleRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/Menus/MenuItemLabelStyleRule.swift", line: 7)
    static let description = RuleDescription(
        id: "menu-item-label-style",
        summary:
            "An English menu item title (UIAction, UICommand, a SwiftUI Button or Toggle in a menu or a menu bar's CommandMenu or CommandGroup, a button type of the app's own or a label a modifier of the app's makes a button, a submenu's title (a nested Menu, a UIMenu not shown inline, a Picker styled .menu) and a picker's options in a menu, a title held in a local constant, in each branch of a choice; or in a view whose body a menu in another file shows, directly or through a member it names; a member read for each case of a type the menu lists, as in ForEach(SortOrder.allCases) { Button($0.title) }; or the title given to a function of the file that makes a UIAction from it) that starts with an article, is not in title-style capitalization (a lower-case important word, or a capital on an article, a conjunction or a short preposition inside it: \"Add To Bookmarks\"), or has more words than the option max-words allows (default 5); or an item whose action asks for more input without a trailing ellipsis: its title starts with Share, Rename, Import, Export, Choose, Invite or Forward (asking where to send, the new name, which file; ShareLink, the system's control, aside), it presents a sheet, a view controller, a file importer or an alert with a text field in its file, pushes a screen or hands the app's router or sheet state a destination whose name says it asks (router.route(to: .addUser), presentedSheet = .editMemo), or, through the project's functions it calls (each resolved by name and owner, named in the finding's notes), a picker, a share sheet or a screen whose name says it asks (Edit, Report, Picker, Compose…), not through a confirmation alert first (a submenu's title asks for nothing: its items do; nor does an item that shows what it names: Show…, View…, About…, or a name of information such as Player Info or Connection Details, nor one whose sheet shows a web page or a document in a viewer). Localization keys (\"menu.copy\") are left alone. Style is a judgement call, so a note.",
        severity: .note, entries: ["menus/labels", "edit-menus/short-verb-labels"], reads: [.swift],
        keywords: ["UIAction(", "UICommand(", " Menu {", " Menu(", "\tMenu {", "\tMenu(", "contextMenu", "CommandMenu", "CommandGroup", "ToolbarTitleMenu"],
        options: Options.self,
        exports: [
            .semgrep: .notExpressible(reason: "the missing-ellipsis check follows each item's action through the file's functions and SwiftUI state"),
            .astGrep: .notExpressible(reason: "the missing-ellipsis check follows each item's action through the file's functions and SwiftUI state"),
            .swiftLint: .notExpressible(reason: "title-style and ellipsis checks need to know which strings are menu item titles and what their actions present"),
        ],
        heldOut: RuleAccuracy(findings: 14, correct: 11, violations: 12, found: 10),
        tuning: RuleAccuracy(findings: 1325, correct: 1261, violations: 1564, found: 990)
    )
#sourceLocation()
#sourceLocation(file: "Sources/GuidelineLint/Rules/Menus/MenuItemLabelStyleRule.swift", line: 23)
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
            "A menu (UIMenu, SwiftUI Menu, a button's or bar button item's menu in a storyboard or xib), written out in full, that shows more items at one level than the option max-items allows (default 12; inline sections count their items, a submenu counts once). Context menus have their own, shorter limit (context-menu-item-count). How long is too long is a judgement call, so a note.",
        severity: .note, entries: ["menus/organization"], reads: [.swift, .interfaceBuilder],
        keywords: ["UIMenu(", " Menu {", " Menu(", "\tMenu {", "\tMenu("], options: Options.self,
        exports: [
            .semgrep: .notExpressible(reason: "counts a menu's items per level (max-items, default 12), opening inline sections"),
            .astGrep: .notExpressible(reason: "counts a menu's items per level (max-items, default 12), opening inline sections and requiring a menu written out in full"),
            .swiftLint: .notExpressible(reason: "counts items across a menu tree"),
        ],
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 1, found: 0),
        tuning: RuleAccuracy(findings: 2, correct: 2, violations: 10, found: 2)
    )
#sourceLocation()
#sourceLocation(file: "Sources/GuidelineLint/Rules/Menus/MenuLengthRule.swift", line: 21)
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
            "A submenu nested more than one level deep in a context menu, or more than two levels deep in any other menu, storyboards' and xibs' included (inline sections are not levels).",
        severity: .warning, entries: ["menus/submenus", "context-menus/one-level-submenus"], reads: [.swift, .interfaceBuilder],
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
        ],
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0),
        tuning: RuleAccuracy(findings: 6, correct: 6, violations: 6, found: 0)
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
        keywords: ["changesSelectionAsPrimaryAction"],
        exports: [
            .semgrep: .approximate(
                #"""
                # the menu literal of a button that sets changesSelectionAsPrimaryAction in the same block,
                # listing UIActions of which none mentions state:
                patterns:
                  - pattern-either:
                      - pattern-inside: |
                          $B.menu = $M
                          ...
                          $B.changesSelectionAsPrimaryAction = true
                      - pattern-inside: |
                          $B.changesSelectionAsPrimaryAction = true
                          ...
                          $B.menu = $M
                  - pattern: '$B.menu = $M'
                  - metavariable-pattern:
                      metavariable: $M
                      pattern: 'UIMenu(..., children: [UIAction(...), ...], ...)'
                  - metavariable-regex:
                      metavariable: $M
                      regex: '^(?![\s\S]*\bstate:)'
                  - focus-metavariable: $M
                """#,
                reason: "needs the menu and changesSelectionAsPrimaryAction in the same block; checks only that the children array starts with a UIAction, not that every element is a literal"),
            .astGrep: .approximate(
                #"""
                rule:
                  # the menu literal assigned to a button whose file sets changesSelectionAsPrimaryAction,
                  # listing UIActions (or UIMenus) of which none mentions state:
                  kind: call_expression
                  regex: '^UIMenu\([^\[]*children:\s*\[\s*(UIAction|UIMenu)\('
                  not: {regex: '\bstate:'}
                  inside:
                    pattern: $B.menu = $M
                    inside:
                      kind: source_file
                      stopBy: end
                      has: {stopBy: end, pattern: $B.changesSelectionAsPrimaryAction = true}
                """#,
                reason: "checks only that the children array starts with a UIAction or UIMenu, not that every element is a literal; misses menus held in variables or bar button items"),
            .swiftLint: .notExpressible(reason: "needs to tie the menu to a button flagged changesSelectionAsPrimaryAction"),
        ],
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0),
        tuning: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0)
    )
#sourceLocation()
}

enum PopupNoSubmenusRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/PopUpButtons/PopupNoSubmenusRule.swift", line: 5)
    static let description = RuleDescription(
        id: "popup-no-submenus",
        summary:
            "A submenu in a pop-up button's options: a UIMenu that is not .displayInline inside the menu of a button with changesSelectionAsPrimaryAction, or a Menu inside a Picker; also a submenu (not Display Inline) in the menu of a storyboard or xib pop-up button.",
        severity: .warning, entries: ["pop-up-buttons/no-submenus"], reads: [.swift, .interfaceBuilder],
        keywords: ["changesSelectionAsPrimaryAction", "Picker("],
        exports: [
            .semgrep: .approximate(
                #"""
                pattern-either:
                  # a UIMenu that is not .displayInline among the children of a pop-up button's menu
                  - patterns:
                      - pattern-either:
                          - pattern-inside: |
                              $B.menu = $M
                              ...
                              $B.changesSelectionAsPrimaryAction = true
                          - pattern-inside: |
                              $B.changesSelectionAsPrimaryAction = true
                              ...
                              $B.menu = $M
                      - pattern-inside: '$B.menu = UIMenu(..., children: [...], ...)'
                      - pattern: '[..., $SUB, ...]'
                      - metavariable-pattern:
                          metavariable: $SUB
                          patterns:
                            - pattern: UIMenu(...)
                            - pattern-not: 'UIMenu(..., options: .displayInline, ...)'
                      - focus-metavariable: $SUB
                  # a Menu inside a Picker
                  - patterns:
                      - pattern: Menu(...)
                      - pattern-inside: Picker(...)
                """#,
                reason: "needs the menu and changesSelectionAsPrimaryAction in the same block; misses menus held in variables or bar button items; reports a Menu nested in another Menu inside a Picker"),
            .astGrep: .approximate(
                #"""
                rule:
                  any:
                    # a UIMenu without .displayInline listed in the menu of a button whose file sets changesSelectionAsPrimaryAction
                    - kind: call_expression
                      regex: '^UIMenu\('
                      not: {regex: '^UIMenu\([^\[]*displayInline'}
                      inside:
                        kind: array_literal
                        inside:
                          stopBy: end
                          pattern: $B.menu = $M
                          inside:
                            kind: source_file
                            stopBy: end
                            has: {stopBy: end, pattern: $B.changesSelectionAsPrimaryAction = true}
                    # a SwiftUI Menu whose nearest Menu-or-Picker container is a Picker
                    - kind: call_expression
                      regex: '^Menu\b'
                      inside:
                        stopBy: end
                        kind: call_expression
                        regex: '^Picker\('
                      not:
                        inside:
                          stopBy: end
                          kind: call_expression
                          regex: '^Menu\b'
                          inside: {stopBy: end, kind: call_expression, regex: '^Picker\('}
                """#,
                reason: "misses menus held in variables or bar button items; a non-inline UIMenu inside an inline one is reported like ours, inside a non-inline one too"),
            .swiftLint: .notExpressible(reason: "needs to tie the menu to a button flagged changesSelectionAsPrimaryAction"),
        ],
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0),
        tuning: RuleAccuracy(findings: 0, correct: 0, violations: 1, found: 0)
    )
#sourceLocation()
}

enum PopupSingleSelectionRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/PopUpButtons/PopupSingleSelectionRule.swift", line: 5)
    static let description = RuleDescription(
        id: "popup-single-selection",
        summary:
            "A pop-up button (a UIButton or bar button item with changesSelectionAsPrimaryAction) whose menu turns on more than one item (state: .on, or state=\"on\" on a storyboard or xib command).",
        severity: .warning, entries: ["pop-up-buttons/single-selection"], reads: [.swift, .interfaceBuilder],
        keywords: ["changesSelectionAsPrimaryAction"],
        exports: [
            .semgrep: .approximate(
                #"""
                # a second UIAction(state: .on) in the menu of a button that sets changesSelectionAsPrimaryAction in the same block
                patterns:
                  - pattern-either:
                      - pattern-inside: |
                          $B.menu = $M
                          ...
                          $B.changesSelectionAsPrimaryAction = true
                      - pattern-inside: |
                          $B.changesSelectionAsPrimaryAction = true
                          ...
                          $B.menu = $M
                  - pattern: '[..., UIAction(..., state: .on, ...), ..., $A, ...]'
                  - metavariable-pattern:
                      metavariable: $A
                      pattern: 'UIAction(..., state: .on, ...)'
                  - focus-metavariable: $A
                """#,
                reason: "needs the menu and changesSelectionAsPrimaryAction in the same block; misses .on items in different submenus and menus held in variables or bar button items"),
            .astGrep: .approximate(
                #"""
                utils:
                  on-action:
                    kind: call_expression
                    regex: '^UIAction\('
                    has:
                      stopBy: end
                      kind: value_argument
                      all:
                        - has: {field: name, regex: '^state$'}
                        - has: {field: value, regex: '^(\.on|UIMenuElement\.State\.on)$'}
                rule:
                  # a second action turned on, in a menu assigned to a button whose file sets changesSelectionAsPrimaryAction
                  matches: on-action
                  follows: {stopBy: end, matches: on-action}
                  inside:
                    stopBy: end
                    pattern: $B.menu = $M
                    inside:
                      kind: source_file
                      stopBy: end
                      has: {stopBy: end, pattern: $B.changesSelectionAsPrimaryAction = true}
                """#,
                reason: "counts .on items within one array only, so misses ones split across submenus; misses menus held in variables or bar button items"),
            .swiftLint: .notExpressible(reason: "needs to tie the menu to a button flagged changesSelectionAsPrimaryAction"),
        ],
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0),
        tuning: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0)
    )
#sourceLocation()
}

enum PullDownConfirmDestructiveRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/PullDownButtons/PullDownConfirmDestructiveRule.swift", line: 6)
    static let description = RuleDescription(
        id: "pull-down-confirm-destructive",
        summary:
            "A destructive item in a pull-down button's menu (UIAction with .destructive, Button with role: .destructive in a Menu) whose handler deletes without first asking for confirmation (an alert, an action sheet, a confirmationDialog); a menu that holds the destructive item alone is itself the confirmation.",
        severity: .warning, entries: ["pull-down-buttons/confirm-destructive"], reads: [.swift],
        keywords: ["destructive"],
        exports: RuleExport.none(because: "follows each destructive item's handler into the file's functions to see whether it asks first"),
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 1, found: 0),
        tuning: RuleAccuracy(findings: 27, correct: 23, violations: 73, found: 23)
    )
#sourceLocation()
}

enum PullDownMinItemsRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/PullDownButtons/PullDownMinItemsRule.swift", line: 5)
    static let description = RuleDescription(
        id: "pull-down-min-items",
        summary:
            "A pull-down button (a UIButton with showsMenuAsPrimaryAction, a bar button item with a menu and no primary action, a SwiftUI Menu without a primaryAction, whose menu opens on a long press) whose menu, written out in full, holds fewer than three items (option min-items; of an if or switch, its largest branch counts; a ForEach over an enum's allCases shows one item per case, over allCases filtered at most one); also such buttons and bar button items with a menu in a storyboard or xib.",
        severity: .note, entries: ["pull-down-buttons/balance-length"], reads: [.swift, .interfaceBuilder],
        keywords: ["showsMenuAsPrimaryAction", "menu:", " Menu {", " Menu(", "\tMenu {", "\tMenu("], options: Options.self,
        exports: [
            .semgrep: .approximate(
                #"""
                pattern-either:
                  # a UIMenu of one or two UIActions given to a button that sets showsMenuAsPrimaryAction in the same block
                  - patterns:
                      - pattern-either:
                          - pattern-inside: |
                              $B.menu = $M
                              ...
                              $B.showsMenuAsPrimaryAction = true
                          - pattern-inside: |
                              $B.showsMenuAsPrimaryAction = true
                              ...
                              $B.menu = $M
                      - pattern-not-inside: |
                          $B.changesSelectionAsPrimaryAction = true
                          ...
                      - pattern: '$B.menu = $M'
                      - metavariable-pattern:
                          metavariable: $M
                          pattern-either:
                            - pattern: 'UIMenu(..., children: [UIAction(...)])'
                            - pattern: 'UIMenu(..., children: [UIAction(...), UIAction(...)])'
                      - focus-metavariable: $M
                  # a SwiftUI Menu listing one control (min-items default 3)
                  - patterns:
                      - pattern-either:
                          - pattern: |
                              Menu(...) {
                                $X
                              }
                          - pattern: |
                              Menu {
                                $X
                              } label: {
                                ...
                              }
                      - metavariable-regex:
                          metavariable: $X
                          regex: '^(Button|Link|ShareLink|Toggle|NavigationLink|Menu)\b'
                      - pattern-not-inside: Picker(...)
                      - pattern-not-inside: CommandGroup(...)
                      - pattern-not-inside: CommandMenu(...)
                      - pattern-not-inside: $V.contextMenu(...)
                  # a SwiftUI Menu listing two controls
                  - patterns:
                      - pattern-either:
                          - pattern: |
                              Menu(...) {
                                $X
                                $Y
                              }
                          - pattern: |
                              Menu {
                                $X
                                $Y
                              } label: {
                                ...
                              }
                      - metavariable-regex:
                          metavariable: $X
                          regex: '^(Button|Link|ShareLink|Toggle|NavigationLink|Menu)\b'
                      - metavariable-regex:
                          metavariable: $Y
                          regex: '^(Button|Link|ShareLink|Toggle|NavigationLink|Menu)\b'
                      - pattern-not-inside: Picker(...)
                      - pattern-not-inside: CommandGroup(...)
                      - pattern-not-inside: CommandMenu(...)
                      - pattern-not-inside: $V.contextMenu(...)
                """#,
                reason: "UIKit only with the flag in the same block, no bar button items; SwiftUI only menus of one or two bare controls (no Divider, Section or Group); min-items default 3"),
            .astGrep: .approximate(
                #"""
                utils:
                  menu-item:
                    kind: call_expression
                    regex: '^(Button|Link|ShareLink|Toggle|NavigationLink|Menu)\b'
                  few-items:
                    kind: statements
                    all:
                      - has: {nthChild: 1, matches: menu-item}
                      - not: {has: {nthChild: 3}}
                      - not: {has: {not: {matches: menu-item}}}
                rule:
                  any:
                    # a SwiftUI Menu (not a submenu, not in a Picker or a context menu) listing one or two controls
                    - kind: call_expression
                      regex: '^Menu\b'
                      has:
                        kind: call_suffix
                        has:
                          kind: lambda_literal
                          not: {follows: {kind: simple_identifier, regex: '^label$', stopBy: end}}
                          has: {matches: few-items}
                      not:
                        inside:
                          stopBy: end
                          any:
                            - {kind: call_expression, regex: '^(Menu|Picker|CommandGroup|CommandMenu)\b'}
                            - {kind: call_expression, regex: '\.contextMenu\b'}
                    # a UIMenu of one or two UIActions given to a button whose file sets showsMenuAsPrimaryAction
                    # and not changesSelectionAsPrimaryAction (min-items default 3)
                    - kind: call_expression
                      regex: '^UIMenu\([^\[]*children:\s*\[\s*UIAction\('
                      has:
                        stopBy: end
                        kind: array_literal
                        all:
                          - not: {has: {nthChild: 3}}
                          - not: {inside: {stopBy: end, kind: array_literal}}
                      inside:
                        pattern: $B.menu = $M
                        inside:
                          kind: source_file
                          stopBy: end
                          all:
                            - has: {stopBy: end, pattern: $B.showsMenuAsPrimaryAction = true}
                            - not: {has: {stopBy: end, pattern: $B.changesSelectionAsPrimaryAction = true}}
                """#,
                reason: "misses bar button item menus, inline submenus, and menus with a Divider, Section or Group; min-items default 3"),
            .swiftLint: .notExpressible(reason: "counting a menu's items needs the syntax tree"),
        ],
        heldOut: RuleAccuracy(findings: 14, correct: 12, violations: 16, found: 12),
        tuning: RuleAccuracy(findings: 220, correct: 208, violations: 310, found: 205)
    )
#sourceLocation()
#sourceLocation(file: "Sources/GuidelineLint/Rules/PullDownButtons/PullDownMinItemsRule.swift", line: 138)
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
            "A share sheet triggered from a custom text control (\"Share\", \"Share via…\"; a Label with the app's own glyph too) instead of the system Share button (the .action bar item, the square.and.arrow.up symbol, SwiftUI ShareLink); in storyboards and xibs, a text button or bar button item whose action reaches a share sheet.",
        severity: .warning, entries: ["activity-views/share-button"], reads: [.swift, .interfaceBuilder],
        keywords: ["activityItems", "UIActivityViewController"],
        exports: [
            .semgrep: .approximate(
                #"""
                patterns:
                  - pattern-either:
                      - patterns:
                          - pattern-either:
                              - pattern: 'Button($S, ...)'
                              - pattern: 'Button($S, ...) { ... }'
                              - pattern: '$B.setTitle($S, ...)'
                          - pattern-not: 'Button($L: $S, ...)'
                          - pattern-not: 'Button($L: $S, ...) { ... }'
                      - patterns:
                          - pattern-either:
                              - pattern: 'UIBarButtonItem(..., title: $S, ...)'
                              - pattern: 'UIAction(..., title: $S, ...)'
                              - pattern: 'UIAction(..., title: $S, ...) { ... }'
                              - pattern: 'UIButton(..., title: $S, ...)'
                          - pattern-not: '$T(..., image: $I, ...)'
                          - pattern-not: '$T(..., image: $I, ...) { ... }'
                          - pattern-not: '$T(..., barButtonSystemItem: $I, ...)'
                  - focus-metavariable: $S
                  - metavariable-pattern:
                      metavariable: $S
                      patterns:
                        - pattern-either:
                            - pattern: '"$X"'
                            - pattern: 'NSLocalizedString("$X", comment: $C)'
                            - pattern: 'NSLocalizedString($K, value: "$X", ...)'
                            - pattern: 'String(localized: "$X", ...)'
                        - metavariable-regex:
                            metavariable: $X
                            regex: '^[ \t]*(?i:share(…|\.\.\.| this)?[ \t]*|share via.*|share to.*)$'
                """#,
                reason: "doesn't require the file to open a share sheet, treats image: nil as an image, and misses a Label drawn with the app's own glyph"),
            .astGrep: .exact(
                #"""
                utils:
                  # the file opens a share sheet: UIActivityViewController(…) or any call with an activityItems: argument
                  opens-share-sheet:
                    kind: source_file
                    has:
                      stopBy: end
                      any:
                        - kind: call_expression
                          has: {any: [{kind: simple_identifier, regex: '^UIActivityViewController$'}, {kind: navigation_expression, regex: '(^|\.)UIActivityViewController(\.init)?$'}]}
                        - kind: value_argument
                          has: {field: name, regex: '^activityItems$'}
                  unlabeled-first:
                    kind: value_argument
                    nthChild: 1
                    not: {has: {field: name, kind: value_argument_label}}
                  # the argument that gives a control its title
                  title-argument:
                    kind: value_argument
                    any:
                      # SwiftUI Button("Share") { … }
                      - all:
                          - matches: unlabeled-first
                          - inside: {kind: value_arguments, inside: {kind: call_suffix, inside: {kind: call_expression, has: {any: [{kind: simple_identifier, regex: '^Button$'}, {kind: navigation_expression, regex: '\.Button$'}]}}}}
                      # button.setTitle("Share", for: .normal)
                      - all:
                          - nthChild: 1
                          - inside: {kind: value_arguments, inside: {kind: call_suffix, inside: {kind: call_expression, has: {kind: navigation_expression, regex: '\.setTitle$'}}}}
                      # UIBarButtonItem(title: "Share", …) without an image or a system item
                      - all:
                          - has: {field: name, regex: '^title$'}
                          - inside:
                              kind: value_arguments
                              not: {has: {kind: value_argument, has: {field: name, regex: '^(image|barButtonSystemItem)$'}, not: {has: {field: value, kind: nil_literal}}}}
                              inside: {kind: call_suffix, inside: {kind: call_expression, has: {any: [{kind: simple_identifier, regex: '^(UIBarButtonItem|UIAction|UIButton)$'}, {kind: navigation_expression, regex: '\.(UIBarButtonItem|UIAction|UIButton)$'}]}}}
                  localized-call:
                    kind: call_expression
                    any:
                      - has: {kind: simple_identifier, regex: '^NSLocalizedString$'}
                      - all:
                          - has: {kind: simple_identifier, regex: '^String$'}
                          - has: {kind: call_suffix, has: {kind: value_arguments, has: {kind: value_argument, nthChild: 1, has: {field: name, regex: '^localized$'}}}}
                rule:
                  kind: line_string_literal
                  regex: '^"[ \t]*(?i:share(…|\.\.\.| this)?[ \t]*|share via[^"]*|share to[^"]*)"$'
                  inside: {stopBy: end, matches: opens-share-sheet}
                  any:
                    - inside: {kind: value_argument, matches: title-argument}
                    - inside: {kind: tuple_expression, inside: {kind: value_argument, matches: title-argument}}
                    - inside:
                        kind: value_argument
                        any:
                          - all:
                              - matches: unlabeled-first
                              - inside: {kind: value_arguments, not: {has: {kind: value_argument, has: {field: name, regex: '^value$'}}}, inside: {kind: call_suffix, inside: {matches: localized-call, inside: {kind: value_argument, matches: title-argument}}}}
                          - all:
                              - has: {field: name, regex: '^(value|localized)$'}
                              - inside: {kind: value_arguments, inside: {kind: call_suffix, inside: {matches: localized-call, inside: {kind: value_argument, matches: title-argument}}}}
                """#),
            .swiftLint: .approximate(
                #"""
                regex: '\b(?:Button\(\s*|\.setTitle\(\s*|(?:UIBarButtonItem|UIAction|UIButton)\((?:[^()\n]*,\s*)?title:\s*(?![^\n]*\b(?:image|barButtonSystemItem):(?!\s*nil\b)))(?:NSLocalizedString\(\s*|String\(localized:\s*)?"[ \t]*(?i:share(?:…|\.\.\.| this)?[ \t]*|share via[^"\n]*|share to[^"\n]*)"'
                excluded_match_kinds: [comment, doccomment]
                """#,
                reason: "doesn't require the file to open a share sheet; sees an image argument only on the title's line and misses NSLocalizedString with value: and a Label drawn with the app's own glyph"),
        ],
        heldOut: RuleAccuracy(findings: 2, correct: 0, violations: 9, found: 0),
        tuning: RuleAccuracy(findings: 38, correct: 21, violations: 172, found: 21)
    )
#sourceLocation()
}

enum ShareExtensionComposeViewRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/ActivityViews/ShareExtensionComposeViewRule.swift", line: 6)
    static let description = RuleDescription(
        id: "share-extension-compose-view",
        summary:
            "A share extension whose principal class (NSExtensionPrincipalClass, or the initial view controller of its NSExtensionMainStoryboard) does not inherit from SLComposeServiceViewController, the system composition view people know; a suggestion. An extension with no interface of its own has none to replace, and passes: its principal class adds no views, hosts no SwiftUI and pushes nothing (or shows only a progress indicator, itself or in the SwiftUI view it hosts), and its storyboard's view is empty or, with no storyboard, it is a plain UIViewController or a request handler (UIResponder, NSObject); and it presents nothing but an alert.",
        severity: .note, entries: ["activity-views/familiar-extension-interface"], reads: [.infoPlist, .swift, .interfaceBuilder],
        exports: RuleExport.none(because: "it needs the principal class named in the extension's Info.plist"),
        heldOut: RuleAccuracy(findings: 1, correct: 1, violations: 2, found: 0),
        tuning: RuleAccuracy(findings: 38, correct: 35, violations: 55, found: 17)
    )
#sourceLocation()
}

enum ToolbarBorderlessSymbolsRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/Toolbars/ToolbarBorderlessSymbolsRule.swift", line: 6)
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
#sourceLocation()
}

enum ToolbarGroupCountRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/Toolbars/ToolbarGroupCountRule.swift", line: 6)
    static let description = RuleDescription(
        id: "toolbar-group-count",
        summary:
            "More than three groups of items in one part of a toolbar: UIKit leadingItemGroups, centerItemGroups or trailingItemGroups with more than three UIBarButtonItemGroups; more than three ToolbarItem or ToolbarItemGroup in one placement of a SwiftUI .toolbar. Reported at the fourth. The guidelines say generally no more than three, so a note.",
        severity: .note, entries: ["toolbars/minimize-groups"], reads: [.swift],
        keywords: ["ItemGroups", "ToolbarItem"],
        exports: [
            .semgrep: .approximate(
                #"""
                pattern-either:
                  - patterns:
                      - pattern-either:
                          - pattern: '$X.leadingItemGroups = [$A, $B, $C, $D, ...]'
                          - pattern: '$X.centerItemGroups = [$A, $B, $C, $D, ...]'
                          - pattern: '$X.trailingItemGroups = [$A, $B, $C, $D, ...]'
                      - focus-metavariable: $D
                  - patterns:
                      - pattern: |
                          $G1(placement: $P) { ... }
                          $G2(placement: $P) { ... }
                          $G3(placement: $P) { ... }
                          $G4(placement: $P) { ... }
                      - metavariable-regex:
                          metavariable: $G1
                          regex: '^ToolbarItem(Group)?$'
                      - metavariable-regex:
                          metavariable: $G2
                          regex: '^ToolbarItem(Group)?$'
                      - metavariable-regex:
                          metavariable: $G3
                          regex: '^ToolbarItem(Group)?$'
                      - metavariable-regex:
                          metavariable: $G4
                          regex: '^ToolbarItem(Group)?$'
                      - focus-metavariable: $G4
                """#,
                reason: "in SwiftUI counts groups of one placement written one after another (with code between them, Semgrep took seconds a file), reports every group after the fourth and misses groups without a placement argument; misses UIKit group arrays held in constants"),
            .astGrep: .approximate(
                #"""
                utils:
                  group:
                    any:
                      - pattern: 'ToolbarItem(placement: $P) { $$$ }'
                      - pattern: 'ToolbarItemGroup(placement: $P) { $$$ }'
                  element:
                    any:
                      - kind: call_expression
                      - kind: simple_identifier
                      - kind: navigation_expression
                      - kind: prefix_expression
                rule:
                  any:
                    - all:
                        - matches: element
                        - inside:
                            kind: array_literal
                            inside:
                              kind: assignment
                              has:
                                field: target
                                regex: '(leading|center|trailing)ItemGroups$'
                        - follows:
                            stopBy: end
                            matches: element
                            follows:
                              stopBy: end
                              matches: element
                              follows:
                                stopBy: end
                                matches: element
                        - not:
                            follows:
                              stopBy: end
                              matches: element
                              follows:
                                stopBy: end
                                matches: element
                                follows:
                                  stopBy: end
                                  matches: element
                                  follows:
                                    stopBy: end
                                    matches: element
                    - all:
                        - matches: group
                        - inside:
                            kind: statements
                        - follows:
                            stopBy: end
                            matches: group
                            follows:
                              stopBy: end
                              matches: group
                              follows:
                                stopBy: end
                                matches: group
                        - not:
                            follows:
                              stopBy: end
                              matches: group
                              follows:
                                stopBy: end
                                matches: group
                                follows:
                                  stopBy: end
                                  matches: group
                                  follows:
                                    stopBy: end
                                    matches: group
                """#,
                reason: "misses SwiftUI groups without a placement argument and UIKit group arrays held in constants"),
            .swiftLint: .notExpressible(reason: "counting groups per toolbar placement needs the syntax tree"),
        ],
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 1, found: 0),
        tuning: RuleAccuracy(findings: 2, correct: 1, violations: 11, found: 1)
    )
#sourceLocation()
}

enum ToolbarItemCountRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/Toolbars/ToolbarItemCountRule.swift", line: 6)
    static let description = RuleDescription(
        id: "toolbar-item-count",
        summary:
            "A bottom toolbar with more items than the option max-items allows (default 5; spaces don't count): UIKit toolbarItems, setToolbarItems, a UIToolbar's items or setItems, SwiftUI .bottomBar placements of one .toolbar, where the items of an else branch or a later case take the place of the first branch's. How many fit is a judgement call, so a note; in storyboards and xibs, a toolbar's items and a view controller's toolbar items.",
        severity: .note, entries: ["toolbars/avoid-crowding"], reads: [.swift, .interfaceBuilder],
        keywords: ["toolbarItems", "setToolbarItems", "setItems(", "bottomBar", ".items ="], options: Options.self,
        exports: [
            .semgrep: .approximate(
                #"""
                pattern-either:
                  - patterns:
                      - pattern-either:
                          - pattern: '$T = [..., $A, ..., $B, ..., $C, ..., $D, ..., $E, ..., $F, ...]'
                          - pattern: '$T.setToolbarItems([..., $A, ..., $B, ..., $C, ..., $D, ..., $E, ..., $F, ...], ...)'
                      - metavariable-regex:
                          metavariable: $T
                          regex: '^(self|(self\.)?toolbarItems|.*[Tt]oolbar\??\.items|(self\.)?navigationController\??)$'
                      - metavariable-regex:
                          metavariable: $A
                          regex: '^(?!.*(?i:space|flex))'
                      - metavariable-regex:
                          metavariable: $B
                          regex: '^(?!.*(?i:space|flex))'
                      - metavariable-regex:
                          metavariable: $C
                          regex: '^(?!.*(?i:space|flex))'
                      - metavariable-regex:
                          metavariable: $D
                          regex: '^(?!.*(?i:space|flex))'
                      - metavariable-regex:
                          metavariable: $E
                          regex: '^(?!.*(?i:space|flex))'
                      - metavariable-regex:
                          metavariable: $F
                          regex: '^(?!.*(?i:space|flex))'
                  - patterns:
                      - pattern: '$R.setItems([..., $A, ..., $B, ..., $C, ..., $D, ..., $E, ..., $F, ...], ...)'
                      - metavariable-regex:
                          metavariable: $R
                          regex: '.*[Tt]oolbar'
                      - metavariable-regex:
                          metavariable: $A
                          regex: '^(?!.*(?i:space|flex))'
                      - metavariable-regex:
                          metavariable: $B
                          regex: '^(?!.*(?i:space|flex))'
                      - metavariable-regex:
                          metavariable: $C
                          regex: '^(?!.*(?i:space|flex))'
                      - metavariable-regex:
                          metavariable: $D
                          regex: '^(?!.*(?i:space|flex))'
                      - metavariable-regex:
                          metavariable: $E
                          regex: '^(?!.*(?i:space|flex))'
                      - metavariable-regex:
                          metavariable: $F
                          regex: '^(?!.*(?i:space|flex))'
                  - patterns:
                      - pattern-either:
                          - pattern: |
                              $V.$M {
                                ...
                                ToolbarItemGroup(placement: .bottomBar) {
                                  $A
                                  $B
                                  $C
                                  $D
                                  $E
                                  $F
                                }
                                ...
                              }
                          - pattern: |
                              $V.$M {
                                ...
                                ToolbarItemGroup(placement: .bottomBar) {
                                  $A
                                  $B
                                  $C
                                  $D
                                  $E
                                  $F
                                  $G
                                }
                                ...
                              }
                          - pattern: |
                              $V.$M {
                                ...
                                ToolbarItemGroup(placement: .bottomBar) {
                                  $A
                                  $B
                                  $C
                                  $D
                                  $E
                                  $F
                                  $G
                                  $H
                                }
                                ...
                              }
                          - pattern: |
                              $V.$M {
                                ...
                                ToolbarItemGroup(placement: .bottomBar) {
                                  $A
                                  $B
                                  $C
                                  $D
                                  $E
                                  $F
                                  $G
                                  $H
                                  $I
                                }
                                ...
                              }
                      - metavariable-regex:
                          metavariable: $M
                          regex: '^toolbar$'
                      - metavariable-regex:
                          metavariable: $A
                          regex: '^(?!(Spacer|ToolbarSpacer)\()'
                      - metavariable-regex:
                          metavariable: $B
                          regex: '^(?!(Spacer|ToolbarSpacer)\()'
                      - metavariable-regex:
                          metavariable: $C
                          regex: '^(?!(Spacer|ToolbarSpacer)\()'
                      - metavariable-regex:
                          metavariable: $D
                          regex: '^(?!(Spacer|ToolbarSpacer)\()'
                      - metavariable-regex:
                          metavariable: $E
                          regex: '^(?!(Spacer|ToolbarSpacer)\()'
                      - metavariable-regex:
                          metavariable: $F
                          regex: '^(?!(Spacer|ToolbarSpacer)\()'
                      - focus-metavariable: $M
                """#,
                reason: "uses the default max-items 5; in SwiftUI only sees one bottomBar ToolbarItemGroup of 6 to 9 views whose first six are not spacers; treats any element whose text mentions space or flex as a space; misses item arrays held in constants"),
            .astGrep: .approximate(
                #"""
                utils:
                  item:
                    any:
                      - kind: call_expression
                      - kind: simple_identifier
                      - kind: navigation_expression
                      - kind: prefix_expression
                    not:
                      regex: '(?i)(space|flex)'
                  view:
                    kind: call_expression
                    not:
                      regex: '^(Spacer|ToolbarSpacer)\('
                  sixth-item:
                    matches: item
                    follows:
                      stopBy: end
                      matches: item
                      follows:
                        stopBy: end
                        matches: item
                        follows:
                          stopBy: end
                          matches: item
                          follows:
                            stopBy: end
                            matches: item
                            follows:
                              stopBy: end
                              matches: item
                  sixth-view:
                    matches: view
                    follows:
                      stopBy: end
                      matches: view
                      follows:
                        stopBy: end
                        matches: view
                        follows:
                          stopBy: end
                          matches: view
                          follows:
                            stopBy: end
                            matches: view
                            follows:
                              stopBy: end
                              matches: view
                rule:
                  any:
                    - kind: array_literal
                      has:
                        matches: sixth-item
                      any:
                        - inside:
                            kind: assignment
                            has:
                              field: target
                              regex: '^(self\.)?toolbarItems$|[Tt]oolbar\??\.items$'
                        - inside:
                            kind: value_argument
                            inside:
                              kind: value_arguments
                              inside:
                                kind: call_suffix
                                inside:
                                  kind: call_expression
                                  regex: '^((self|navigationController\??)\.)?setToolbarItems\(|^[\w.?]*[Tt]oolbar\??\.setItems\('
                    - kind: navigation_suffix
                      regex: '^\.toolbar$'
                      inside:
                        kind: navigation_expression
                        precedes:
                          kind: call_suffix
                          has:
                            kind: lambda_literal
                            has:
                              kind: statements
                              has:
                                pattern: 'ToolbarItemGroup(placement: .bottomBar) { $$$ }'
                                has:
                                  kind: call_suffix
                                  has:
                                    kind: lambda_literal
                                    has:
                                      kind: statements
                                      has:
                                        matches: sixth-view
                """#,
                reason: "uses the default max-items 5; treats any element whose text mentions space or flex as a space; misses item arrays held in constants and bottom-bar items spread over several ToolbarItems"),
            .swiftLint: .notExpressible(reason: "counting a bar's items, spaces aside, needs the syntax tree"),
        ],
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 1, found: 0),
        tuning: RuleAccuracy(findings: 11, correct: 8, violations: 17, found: 7)
    )
#sourceLocation()
#sourceLocation(file: "Sources/GuidelineLint/Rules/Toolbars/ToolbarItemCountRule.swift", line: 245)
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
            "A segmented control in a toolbar or navigation bar: a UISegmentedControl as a bar item's custom view (UIBarButtonItem(customView:)) or as a navigation item's titleView, or a Picker with .pickerStyle(.segmented) in a SwiftUI .toolbar; also a segmented control as a bar button item's custom view or a navigation item's title view in a storyboard or xib.",
        severity: .warning, entries: ["toolbars/no-segmented-control"], reads: [.swift, .interfaceBuilder],
        keywords: ["UISegmentedControl", ".segmented"],
        exports: [
            .semgrep: .approximate(
                #"""
                pattern-either:
                  - pattern: 'UIBarButtonItem(customView: UISegmentedControl(...))'
                  - pattern: '$N.titleView = UISegmentedControl(...)'
                  - patterns:
                      - pattern-either:
                          - pattern-inside: |
                              let $V = UISegmentedControl(...)
                              ...
                          - pattern-inside: |
                              var $V = UISegmentedControl(...)
                              ...
                          - pattern-inside: |
                              let $V: UISegmentedControl = $I
                              ...
                          - pattern-inside: |
                              var $V: UISegmentedControl = $I
                              ...
                          - pattern-inside: |
                              class $C: $S {
                                ...
                                let $V = UISegmentedControl(...)
                                ...
                              }
                          - pattern-inside: |
                              class $C: $S {
                                ...
                                var $V = UISegmentedControl(...)
                                ...
                              }
                      - pattern-either:
                          - pattern: 'UIBarButtonItem(customView: $V)'
                          - pattern: '$N.titleView = $V'
                  - patterns:
                      - pattern-either:
                          - pattern-inside: 'ToolbarItem(...) { ... }'
                          - pattern-inside: 'ToolbarItemGroup(...) { ... }'
                      - pattern: '$P.pickerStyle(.segmented)'
                      - metavariable-regex:
                          metavariable: $P
                          regex: '^Picker\b'
                """#,
                reason: "misses segmented controls made in a closure or passed from elsewhere, and Pickers placed in .toolbar without ToolbarItem"),
            .astGrep: .approximate(
                #"""
                utils:
                  segmented-decl:
                    kind: property_declaration
                    all:
                      - has:
                          field: name
                          pattern: $V
                      - has:
                          field: value
                          pattern: UISegmentedControl($$$)
                rule:
                  any:
                    - pattern: 'UIBarButtonItem(customView: UISegmentedControl($$$))'
                    - pattern: '$N.titleView = UISegmentedControl($$$)'
                    - all:
                        - any:
                            - pattern: 'UIBarButtonItem(customView: $V)'
                            - pattern: '$N.titleView = $V'
                        - inside:
                            stopBy: end
                            any:
                              - kind: class_body
                              - kind: statements
                              - kind: function_body
                            has:
                              stopBy: end
                              matches: segmented-decl
                    - all:
                        - kind: call_expression
                        - has:
                            kind: navigation_expression
                            all:
                              - has:
                                  field: target
                                  regex: '^Picker\b'
                              - has:
                                  field: suffix
                                  regex: '^\.pickerStyle$'
                        - has:
                            kind: call_suffix
                            regex: '^\(\.segmented\)$'
                        - inside:
                            stopBy: end
                            kind: call_expression
                            has:
                              kind: simple_identifier
                              regex: '^ToolbarItem(Group)?$'
                """#,
                reason: "misses segmented controls made in a closure or passed from elsewhere, and Pickers placed in .toolbar without ToolbarItem"),
            .swiftLint: .notExpressible(reason: "a Picker's or custom view's place in a toolbar needs the syntax tree"),
        ],
        heldOut: RuleAccuracy(findings: 2, correct: 2, violations: 2, found: 2),
        tuning: RuleAccuracy(findings: 23, correct: 23, violations: 33, found: 20)
    )
#sourceLocation()
}

enum ToolbarOneProminentRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/Toolbars/ToolbarOneProminentRule.swift", line: 6)
    static let description = RuleDescription(
        id: "toolbar-one-prominent",
        summary:
            "A prominent bar item (UIBarButtonItem style .prominent or .done, the Done system item, a SwiftUI button with a prominent button style) that is not at its toolbar's trailing end, or is a second one there (first of rightBarButtonItems, last of a bottom toolbar or of a trailing placement); also bar button items of style Done, and Done system items, in storyboards and xibs.",
        severity: .warning, entries: ["toolbars/prominent-key-action"], reads: [.swift, .interfaceBuilder],
        keywords: ["prominent", "Prominent", ".done"],
        exports: [
            .semgrep: .approximate(
                #"""
                pattern-either:
                  - patterns:
                      - pattern-either:
                          - pattern: '$N.leftBarButtonItem = UIBarButtonItem(..., style: $ST, ...)'
                          - pattern: '$N.setLeftBarButton(UIBarButtonItem(..., style: $ST, ...), ...)'
                          - patterns:
                              - pattern-inside: |
                                  let $B = UIBarButtonItem(..., style: $ST, ...)
                                  ...
                                  $N.leftBarButtonItem = $B
                              - pattern: 'UIBarButtonItem(..., style: $ST, ...)'
                      - metavariable-regex:
                          metavariable: $ST
                          regex: '^\.(done|prominent)$'
                      - focus-metavariable: $ST
                  - patterns:
                      - pattern-either:
                          - pattern: '$N.rightBarButtonItems = [..., $A, ..., $P, ...]'
                          - pattern: '$N.setRightBarButtonItems([..., $A, ..., $P, ...], ...)'
                          - pattern: '$N.leftBarButtonItems = [..., $P, ...]'
                          - pattern: '$N.setLeftBarButtonItems([..., $P, ...], ...)'
                          - pattern: 'toolbarItems = [..., $P, ..., $A, ...]'
                          - pattern: 'self.toolbarItems = [..., $P, ..., $A, ...]'
                          - pattern: '$N.setToolbarItems([..., $P, ..., $A, ...], ...)'
                          - pattern: 'setToolbarItems([..., $P, ..., $A, ...], ...)'
                      - metavariable-regex:
                          metavariable: $P
                          regex: '^UIBarButtonItem\(.*style: \.(done|prominent)\b'
                      - metavariable-regex:
                          metavariable: $A
                          regex: '^(?!.*(?i:space|flex))'
                      - focus-metavariable: $P
                  - patterns:
                      - pattern-inside: |
                          ToolbarItemGroup(placement: $PL) {
                            ...
                            $B.buttonStyle($S)
                            ...
                            $A
                            ...
                          }
                      - metavariable-regex:
                          metavariable: $PL
                          regex: '^\.(bottomBar|topBarTrailing|navigationBarTrailing|primaryAction|confirmationAction|automatic)$'
                      - metavariable-regex:
                          metavariable: $S
                          regex: '.*[Pp]rominent'
                      - metavariable-regex:
                          metavariable: $A
                          regex: '^(?!(Spacer|ToolbarSpacer)\()'
                      - pattern: $B.buttonStyle($S)
                """#,
                reason: "sees one item list or one ToolbarItemGroup at a time, so misses a second prominent item elsewhere in the same toolbar and items held in constants other than a leading item"),
            .astGrep: .approximate(
                #"""
                utils:
                  prominent-item:
                    kind: call_expression
                    pattern: 'UIBarButtonItem($$$)'
                    has:
                      kind: call_suffix
                      has:
                        kind: value_arguments
                        has:
                          kind: value_argument
                          regex: '^style:\s*\.(done|prominent)$'
                  item:
                    any:
                      - kind: call_expression
                      - kind: simple_identifier
                      - kind: navigation_expression
                      - kind: prefix_expression
                    not:
                      regex: '(?i)(space|flex)'
                  prominent-view:
                    kind: call_expression
                    has:
                      kind: navigation_expression
                      has:
                        kind: navigation_suffix
                        regex: '^\.buttonStyle$'
                      precedes:
                        kind: call_suffix
                        regex: '[Pp]rominent'
                  view:
                    kind: call_expression
                    not:
                      regex: '^(Spacer|ToolbarSpacer)\('
                rule:
                  any:
                    - matches: prominent-item
                      any:
                        - inside:
                            kind: assignment
                            has:
                              field: target
                              regex: 'leftBarButtonItems?$'
                        - inside:
                            kind: array_literal
                            inside:
                              kind: assignment
                              has:
                                field: target
                                regex: 'leftBarButtonItems$'
                        - inside:
                            kind: array_literal
                            inside:
                              kind: assignment
                              has:
                                field: target
                                regex: 'rightBarButtonItems$'
                          follows:
                            stopBy: end
                            matches: item
                        - inside:
                            kind: array_literal
                            inside:
                              kind: assignment
                              has:
                                field: target
                                regex: '^(self\.)?toolbarItems$'
                          precedes:
                            stopBy: end
                            matches: item
                        - inside:
                            kind: property_declaration
                            has:
                              field: name
                              pattern: $B
                            inside:
                              kind: statements
                              has:
                                stopBy: end
                                kind: assignment
                                all:
                                  - has:
                                      field: target
                                      regex: 'leftBarButtonItem$'
                                  - has:
                                      field: result
                                      pattern: $B
                    - matches: prominent-view
                      inside:
                        kind: statements
                        inside:
                          kind: lambda_literal
                          inside:
                            kind: call_suffix
                            inside:
                              kind: call_expression
                              any:
                                - pattern: 'ToolbarItemGroup(placement: .bottomBar) { $$$ }'
                                - pattern: 'ToolbarItemGroup(placement: .topBarTrailing) { $$$ }'
                                - pattern: 'ToolbarItemGroup(placement: .navigationBarTrailing) { $$$ }'
                                - pattern: 'ToolbarItemGroup(placement: .primaryAction) { $$$ }'
                                - pattern: 'ToolbarItemGroup { $$$ }'
                      precedes:
                        stopBy: end
                        matches: view
                """#,
                reason: "sees one item list or one ToolbarItemGroup at a time, so misses a second prominent item elsewhere in the same toolbar and items held in constants other than a leading item"),
            .swiftLint: .notExpressible(reason: "an item's position among its bar's items needs the syntax tree"),
        ],
        heldOut: RuleAccuracy(findings: 3, correct: 3, violations: 4, found: 3),
        tuning: RuleAccuracy(findings: 155, correct: 151, violations: 170, found: 138)
    )
#sourceLocation()
}

enum ToolbarPreferSymbolsRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/Toolbars/ToolbarPreferSymbolsRule.swift", line: 6)
    static let description = RuleDescription(
        id: "toolbar-prefer-symbols",
        summary:
            "A bar item that shows only a one-word title for an action with a standard symbol (Add, Share, Delete, Search, Compose, Refresh, Reply, Bookmarks, Filter, Sort, Info, More); longer titles (\"Add Feed\", \"Delete All\") name something a symbol can't, a title in the confirmation placement, or \"Add\" or \"Share\" beside a Cancel item or in the prominent (done) style, names a form's key action, and Edit, Done, Cancel and Close are left to their own guidance; also bar button items in storyboards and xibs. A judgement call, so a note.",
        severity: .note, entries: ["toolbars/clear-meaning"], reads: [.swift, .interfaceBuilder],
        keywords: ["UIBarButtonItem(", ".toolbar"],
        exports: [
            .semgrep: .approximate(
                #"""
                patterns:
                  - pattern-either:
                      - pattern: 'UIBarButtonItem(title: $T, style: $S, ...)'
                      - pattern: 'UIBarButtonItem(title: $T, primaryAction: $P)'
                      - pattern: 'UIBarButtonItem(title: $T, menu: $M)'
                      - pattern: 'UIBarButtonItem(primaryAction: UIAction(title: $T, handler: $H))'
                      - pattern: 'UIBarButtonItem(primaryAction: UIAction(title: $T) { ... })'
                      - patterns:
                          - pattern-either:
                              - pattern-inside: 'ToolbarItem(...) { ... }'
                              - pattern-inside: 'ToolbarItemGroup(...) { ... }'
                          - pattern-not-inside: 'Menu(...) { ... }'
                          - pattern-either:
                              - pattern: 'Button($T, action: $A)'
                              - pattern: 'Button($T) { ... }'
                              - pattern: 'Button($T, role: $R, action: $A)'
                              - pattern: 'Button($T, role: $R) { ... }'
                  - metavariable-regex:
                      metavariable: $T
                      regex: '^(NSLocalizedString\(|String\(localized: )?"([Aa]dd|[Nn]ew|[Ss]hare|[Dd]elete|[Tt]rash|[Ss]earch|[Cc]ompose|[Rr]efresh|[Rr]eload|[Rr]eply|[Bb]ookmarks?|[Ff]ilter|[Ss]ort|[Ii]nfo|[Mm]ore|[Ff]avou?rite|[Pp]rint|[Cc]amera)[.…]?"'
                """#,
                reason: "only knows the common text-only initializers and title-only SwiftUI Buttons inside ToolbarItem; misses titles in constants or Text labels and items placed in .toolbar without ToolbarItem"),
            .astGrep: .approximate(
                #"""
                utils:
                  title-literal:
                    kind: line_string_literal
                    regex: '^"([Aa]dd|[Nn]ew|[Ss]hare|[Dd]elete|[Tt]rash|[Ss]earch|[Cc]ompose|[Rr]efresh|[Rr]eload|[Rr]eply|[Bb]ookmarks?|[Ff]ilter|[Ss]ort|[Ii]nfo|[Mm]ore|[Ff]avou?rite|[Pp]rint|[Cc]amera)[.…]?"$'
                  title:
                    any:
                      - kind: value_argument
                        regex: '^"([Aa]dd|[Nn]ew|[Ss]hare|[Dd]elete|[Tt]rash|[Ss]earch|[Cc]ompose|[Rr]efresh|[Rr]eload|[Rr]eply|[Bb]ookmarks?|[Ff]ilter|[Ss]ort|[Ii]nfo|[Mm]ore|[Ff]avou?rite|[Pp]rint|[Cc]amera)[.…]?"$'
                      - matches: title-literal
                      - kind: call_expression
                        regex: '^(NSLocalizedString|String)\('
                        has:
                          stopBy: end
                          matches: title-literal
                          inside:
                            kind: value_argument
                            inside:
                              kind: value_arguments
                              inside:
                                kind: call_suffix
                                inside:
                                  kind: call_expression
                                  regex: '^(NSLocalizedString|String)\('
                rule:
                  any:
                    - kind: call_expression
                      any:
                        - pattern: 'UIBarButtonItem(title: $T, style: $S, $$$)'
                        - pattern: 'UIBarButtonItem(title: $T, primaryAction: $P)'
                        - pattern: 'UIBarButtonItem(title: $T, menu: $M)'
                        - pattern: 'UIBarButtonItem(primaryAction: UIAction(title: $T) { $$$ })'
                        - pattern: 'UIBarButtonItem(primaryAction: UIAction(title: $T, handler: $H))'
                    - kind: call_expression
                      any:
                        - pattern: 'Button($T, action: $A)'
                        - pattern: 'Button($T) { $$$ }'
                        - pattern: 'Button($T, role: $R, action: $A)'
                        - pattern: 'Button($T, role: $R) { $$$ }'
                      inside:
                        stopBy: end
                        kind: call_expression
                        has:
                          kind: simple_identifier
                          regex: '^ToolbarItem(Group)?$'
                      not:
                        inside:
                          stopBy: end
                          kind: call_expression
                          has:
                            kind: simple_identifier
                            regex: '^Menu$'
                constraints:
                  T:
                    matches: title
                """#,
                reason: "only knows the common text-only initializers and title-only SwiftUI Buttons inside ToolbarItem; misses titles in constants or Text labels and items placed in .toolbar without ToolbarItem"),
            .swiftLint: .notExpressible(reason: "whether a SwiftUI Button is a toolbar item needs the syntax tree"),
        ],
        heldOut: RuleAccuracy(findings: 2, correct: 2, violations: 2, found: 2),
        tuning: RuleAccuracy(findings: 22, correct: 13, violations: 46, found: 14)
    )
#sourceLocation()
}

enum ToolbarSpaceTextItemsRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/Toolbars/ToolbarSpaceTextItemsRule.swift", line: 6)
    static let description = RuleDescription(
        id: "toolbar-space-text-items",
        summary:
            "Two adjacent bar items that both show text, with no fixed space between them (UIBarButtonItem.fixedSpace, ToolbarSpacer(.fixed), or separate ToolbarItems); reported at the second. Items in different arms of one if, switch or #if are one slot showing either, not neighbours. Also the bar items of storyboards and xibs.",
        severity: .warning, entries: ["toolbars/separate-text-items"], reads: [.swift, .interfaceBuilder],
        keywords: ["UIBarButtonItem(", "ToolbarItemGroup"],
        exports: [
            .semgrep: .approximate(
                #"""
                pattern-either:
                  - patterns:
                      - pattern: '[..., $A, $B, ...]'
                      - metavariable-regex:
                          metavariable: $A
                          regex: '^UIBarButtonItem\((title: [^,]+, style:|primaryAction: UIAction\(title: [^,()]+(\)\s*\{|, handler:))'
                      - metavariable-regex:
                          metavariable: $B
                          regex: '^UIBarButtonItem\((title: [^,]+, style:|primaryAction: UIAction\(title: [^,()]+(\)\s*\{|, handler:))'
                      - focus-metavariable: $B
                  - patterns:
                      - pattern: |
                          ToolbarItemGroup(...) {
                            ...
                            $A
                            $B
                            ...
                          }
                      - metavariable-regex:
                          metavariable: $A
                          regex: '^Button\("[^"]*"(, action: [^,()]+\)|\)\s*\{)'
                      - metavariable-regex:
                          metavariable: $B
                          regex: '^Button\("[^"]*"(, action: [^,()]+\)|\)\s*\{)'
                      - focus-metavariable: $B
                """#,
                reason: "only knows the common text-only UIBarButtonItem initializers and title-only Buttons in one ToolbarItemGroup; misses items held in constants, Text labels and adjacent separate ToolbarItems"),
            .astGrep: .approximate(
                #"""
                utils:
                  uikit-text-item:
                    kind: call_expression
                    any:
                      - pattern: 'UIBarButtonItem(title: $_T, style: $_S, $$$)'
                      - pattern: 'UIBarButtonItem(primaryAction: UIAction(title: $_T) { $$$ })'
                      - pattern: 'UIBarButtonItem(primaryAction: UIAction(title: $_T, handler: $_H))'
                  swiftui-text-item:
                    kind: call_expression
                    any:
                      - pattern: 'Button($_T, action: $_A)'
                      - pattern: 'Button($_T) { $$$ }'
                      - pattern: 'Button($_T, role: $_R, action: $_A)'
                      - pattern: 'Button($_T, role: $_R) { $$$ }'
                    not:
                      has:
                        stopBy: end
                        kind: call_expression
                        regex: '^(Image|Label)\b'
                rule:
                  any:
                    - matches: uikit-text-item
                      inside:
                        kind: array_literal
                      follows:
                        stopBy:
                          any:
                            - kind: call_expression
                            - kind: simple_identifier
                            - kind: navigation_expression
                            - kind: prefix_expression
                        matches: uikit-text-item
                    - matches: swiftui-text-item
                      inside:
                        kind: statements
                        inside:
                          kind: lambda_literal
                          inside:
                            kind: call_suffix
                            inside:
                              kind: call_expression
                              has:
                                kind: simple_identifier
                                regex: '^ToolbarItemGroup$'
                      follows:
                        matches: swiftui-text-item
                """#,
                reason: "only knows the common text-only UIBarButtonItem initializers and text-labelled Buttons in one ToolbarItemGroup; misses items held in constants and adjacent separate ToolbarItems"),
            .swiftLint: .notExpressible(reason: "adjacency of two text items in one bar needs the syntax tree"),
        ],
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0),
        tuning: RuleAccuracy(findings: 14, correct: 7, violations: 21, found: 6)
    )
#sourceLocation()
}

enum ToolbarStandardBackCloseRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/Toolbars/ToolbarStandardBackCloseRule.swift", line: 6)
    static let description = RuleDescription(
        id: "toolbar-standard-back-close",
        summary:
            "A custom Back item in a file that hides the system back button (hidesBackButton = true, .navigationBarBackButtonHidden(true), or hidden while a condition holds: .navigationBarBackButtonHidden(canGoBack)); a leading item drawn as a back chevron (chevron.left or chevron.backward, an asset named with the word back or as a left chevron, also when a view of the project's such as BackNav() draws it, or a helper of the project such as customBackButton makes it): in UIKit a left item, which replaces the system back button unless leftItemsSupplementBackButton is set, in SwiftUI where the file hides the back button; in SwiftUI, a button outside any bar drawn as such a chevron whose action dismisses or pops (dismiss(), popViewController), where the file hides the navigation bar (a home-made bar) or the back button; a bar item that shows only the text Close instead of the system close item (UIBarButtonItem(systemItem: .close), an xmark symbol); in storyboards and xibs, the same items (a Back item where the navigation item hides the back button).",
        severity: .warning, entries: ["toolbars/standard-back-and-close"], reads: [.swift, .interfaceBuilder],
        keywords: ["UIBarButtonItem(", ".toolbar", "navigationBarItems", "navigationBarHidden(true)", "navigationBarBackButtonHidden("],
        exports: [
            .semgrep: .approximate(
                #"""
                pattern-either:
                  - patterns:
                      - pattern-either:
                          - pattern: 'UIBarButtonItem(title: "Close", style: $S, ...)'
                          - pattern: 'UIBarButtonItem(title: "Close", primaryAction: $P)'
                          - pattern: 'UIBarButtonItem(title: "Close", menu: $M)'
                          - pattern: 'UIBarButtonItem(primaryAction: UIAction(title: "Close") { ... })'
                          - pattern: 'UIBarButtonItem(primaryAction: UIAction(title: "Close", handler: $H))'
                          - patterns:
                              - pattern-either:
                                  - pattern-inside: 'ToolbarItem(...) { ... }'
                                  - pattern-inside: 'ToolbarItemGroup(...) { ... }'
                              - pattern-either:
                                  - pattern: 'Button("Close", action: $A)'
                                  - pattern: 'Button("Close") { ... }'
                  - patterns:
                      - pattern-either:
                          - pattern-inside: |
                              $N.hidesBackButton = true
                              ...
                          - pattern-inside: '$V.navigationBarBackButtonHidden(true).toolbar { ... }'
                          - pattern-inside: '$V.navigationBarBackButtonHidden().toolbar { ... }'
                          - pattern-inside: '$V.navigationBarBackButtonHidden(true)'
                          - pattern-inside: '$V.navigationBarBackButtonHidden()'
                      - pattern-either:
                          - pattern: 'UIBarButtonItem(title: "Back", ...)'
                          - pattern: 'UIBarButtonItem(primaryAction: UIAction(title: "Back", ...) { ... })'
                          - pattern: 'UIBarButtonItem(primaryAction: UIAction(title: "Back", ...))'
                          - pattern: 'Button("Back", ...)'
                          - pattern: 'Button("Back", ...) { ... }'
                """#,
                reason: "misses leading items drawn as a back chevron; sees a hidden back button only earlier in the same scope or on the same modifier chain; misses localized titles and SwiftUI items placed in .toolbar without ToolbarItem"),
            .astGrep: .approximate(
                #"""
                utils:
                  titled-close:
                    kind: call_expression
                    any:
                      - pattern: 'UIBarButtonItem(title: "Close", style: $_S, $$$)'
                      - pattern: 'UIBarButtonItem(title: "Close", primaryAction: $_P)'
                      - pattern: 'UIBarButtonItem(title: "Close", menu: $_M)'
                      - pattern: 'UIBarButtonItem(primaryAction: UIAction(title: "Close") { $$$ })'
                      - pattern: 'UIBarButtonItem(primaryAction: UIAction(title: "Close", handler: $_H))'
                      - all:
                          - any:
                              - pattern: 'Button("Close", action: $_A)'
                              - pattern: 'Button("Close") { $$$ }'
                          - inside:
                              stopBy: end
                              kind: call_expression
                              has:
                                kind: simple_identifier
                                regex: '^ToolbarItem(Group)?$'
                  titled-back:
                    kind: call_expression
                    any:
                      - pattern: 'UIBarButtonItem(title: "Back", $$$)'
                      - pattern: 'UIBarButtonItem(primaryAction: UIAction(title: "Back", $$$) { $$$ })'
                      - pattern: 'UIBarButtonItem(primaryAction: UIAction(title: "Back", $$$))'
                      - all:
                          - any:
                              - pattern: 'Button("Back", $$$)'
                              - pattern: 'Button("Back", $$$) { $$$ }'
                              - pattern: 'Button("Back") { $$$ }'
                          - inside:
                              stopBy: end
                              kind: call_expression
                              has:
                                kind: simple_identifier
                                regex: '^ToolbarItem(Group)?$'
                rule:
                  any:
                    - matches: titled-close
                    - matches: titled-back
                      inside:
                        stopBy: end
                        kind: source_file
                        has:
                          stopBy: end
                          any:
                            - pattern: '$_N.hidesBackButton = true'
                            - pattern: 'hidesBackButton = true'
                            - kind: call_expression
                              regex: 'navigationBarBackButtonHidden\((true)?\)$'
                """#,
                reason: "misses leading items drawn as a back chevron, localized titles, titles held in constants and SwiftUI items placed in .toolbar without ToolbarItem"),
            .swiftLint: .notExpressible(reason: "the Back case depends on another statement in the file and a toolbar Button needs the syntax tree"),
        ],
        heldOut: RuleAccuracy(findings: 14, correct: 14, violations: 31, found: 13),
        tuning: RuleAccuracy(findings: 436, correct: 430, violations: 601, found: 413)
    )
#sourceLocation()
}

enum ToolbarTitleNotAppNameRule {
#sourceLocation(file: "Sources/GuidelineLint/Rules/Toolbars/ToolbarTitleNotAppNameRule.swift", line: 6)
    static let description = RuleDescription(
        id: "toolbar-title-not-app-name",
        summary:
            "A navigation title (navigationTitle, a view controller's title or navigationItem.title, a navigation item's title in a storyboard) that is the app's name: the containing app's display name from the project's Info.plist files, the name its Xcode app target builds it with (INFOPLIST_KEY_CFBundleDisplayName, PRODUCT_NAME, the target's name), or a name in the brands option, or code that reads it from the bundle (Bundle.main.appName, Brand.appName), not in an action extension, whose screen shows inside another app and should name it; not the name of a resource bundle (a Settings.bundle's CFBundleName); a translation is reported when it names the app and the development language's title does not. A name with capitals of its own inside it (CiRCLES) is matched as written, not the plain word (Circles).",
        severity: .warning, entries: ["toolbars/titles"], reads: [.swift, .infoPlist, .interfaceBuilder],
        keywords: ["navigationTitle", "title = "], options: Options.self,
        exports: RuleExport.none(because: "needs the app's display name from Info.plist or the brands option"),
        heldOut: RuleAccuracy(findings: 5, correct: 5, violations: 6, found: 5),
        tuning: RuleAccuracy(findings: 29, correct: 27, violations: 58, found: 25)
    )
#sourceLocation()
#sourceLocation(file: "Sources/GuidelineLint/Rules/Toolbars/ToolbarTitleNotAppNameRule.swift", line: 17)
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
            "A literal navigation title (navigationTitle, a view controller's title or navigationItem.title, a navigation item's title in a storyboard) of more words than the option max-words allows (default 4) in the development language; titles with interpolated values are left alone, and so are storyboard titles the view controller sets in code; a storyboard text the app replaces from its string table when the view loads (a runtime attribute such as xibLocKey or transKey names the key) is judged by that table's text. A judgement call, so a note.",
        severity: .note, entries: ["toolbars/titles"], reads: [.swift, .interfaceBuilder],
        keywords: ["navigationTitle", "title = "], options: Options.self,
        exports: [
            .semgrep: .approximate(
                #"""
                patterns:
                  - pattern-either:
                      - pattern: '$V.navigationTitle($T)'
                      - patterns:
                          - pattern: '$X = $T'
                          - metavariable-regex:
                              metavariable: $X
                              regex: '^(self\.)?(navigationItem\.)?title$'
                          - pattern-not-inside: 'let $Y = $Z'
                          - pattern-not-inside: 'var $Y = $Z'
                          - pattern-not-inside: 'let $Y: $TY = $Z'
                          - pattern-not-inside: 'var $Y: $TY = $Z'
                  - metavariable-regex:
                      metavariable: $T
                      regex: '^(NSLocalizedString\(|String\(localized: )?"[^"\\]*?([^\s"\\]+\s+){4,}[^\s"\\]+[^"\\]*"'
                  - focus-metavariable: $T
                """#,
                reason: "uses the default max-words 4; reads NSLocalizedString's key rather than its value: and also reports self.title in structs"),
            .astGrep: .approximate(
                #"""
                utils:
                  long-literal:
                    kind: line_string_literal
                    regex: '^"[^"\\]*?([^\s"\\]+\s+){4,}[^\s"\\]+[^"\\]*"$'
                  title-value:
                    any:
                      - matches: long-literal
                      - kind: call_expression
                        regex: '^(NSLocalizedString|String)\('
                        has:
                          kind: call_suffix
                          has:
                            kind: value_arguments
                            has:
                              kind: value_argument
                              nthChild: 1
                              has:
                                matches: long-literal
                rule:
                  matches: title-value
                  any:
                    - inside:
                        kind: value_argument
                        nthChild: 1
                        inside:
                          kind: value_arguments
                          inside:
                            kind: call_suffix
                            follows:
                              kind: navigation_expression
                              has:
                                kind: navigation_suffix
                                regex: '^\.navigationTitle$'
                    - inside:
                        kind: assignment
                        has:
                          field: target
                          regex: '^(self\.)?navigationItem\.title$'
                    - inside:
                        kind: assignment
                        has:
                          field: target
                          regex: '^(self\.)?title$'
                        inside:
                          stopBy: end
                          kind: class_declaration
                          regex: '^(@[\w.]+(\([^)]*\))?\s+|\w+\s+)*class\s'
                """#,
                reason: "uses the default max-words 4; reads NSLocalizedString's key rather than its value: and misses titles held in constants"),
            .swiftLint: .approximate(
                #"""
                regex: '(\.navigationTitle\(|(?<![\w.])(?<!let )(?<!var )(self\.)?(navigationItem\.)?title = )(NSLocalizedString\(|String\(localized: )?"[^"\\\n]*?([^\s"\\]+[ \t]+){4,}[^\s"\\]+[^"\\\n]*"'
                excluded_match_kinds: [comment, doccomment]
                """#,
                reason: "uses the default max-words 4; reports title = in structs too and misses titles split over lines or held in constants"),
        ],
        heldOut: RuleAccuracy(findings: 1, correct: 1, violations: 1, found: 1),
        tuning: RuleAccuracy(findings: 22, correct: 22, violations: 31, found: 22)
    )
#sourceLocation()
#sourceLocation(file: "Sources/GuidelineLint/Rules/Toolbars/ToolbarTitleShortRule.swift", line: 95)
    struct Options: RuleOptionSet {
        @Bounded(1...20) var maxWords = 4
    }
#sourceLocation()
}
