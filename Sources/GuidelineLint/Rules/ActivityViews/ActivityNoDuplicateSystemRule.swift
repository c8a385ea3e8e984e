import Foundation
import GuidelineKit
import SwiftSyntax

/// A custom activity that repeats one the system already offers.
struct ActivityNoDuplicateSystemRule: Rule {
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

    /// Titles of the activities the system puts in any app's sheet, folded. Safari's own
    /// (Add Bookmark, Add to Favorites, Open in Safari) are not among them: a browser or reader
    /// that offers its own is not duplicating one.
    static let systemTitles: Set<String> = [
        "print", "copy", "mail", "message", "messages", "airdrop", "save image", "save images", "save to photos",
        "add to reading list", "airplay", "assign to contact", "save to files", "add to files", "save video",
        "markup", "print document",
    ]

    /// `UIActivity.ActivityType` members that name system activities.
    static let systemTypes: Set<String> = [
        "print", "copyToPasteboard", "mail", "message", "airDrop", "saveToCameraRoll", "addToReadingList",
        "assignToContact", "postToFacebook", "postToTwitter", "postToWeibo", "postToTencentWeibo", "postToFlickr",
        "postToVimeo", "openInIBooks", "markupAsPDF", "sharePlay", "collaborationInviteWithLink",
        "collaborationCopyLink", "addToHomeScreen",
    ]

    func check(_ file: SwiftFile, in project: Project, options: NoOptions) -> [Finding] {
        var findings: [Finding] = []
        for activity in ActivityDeclaration.all(in: file, project: project) {
            // System titles are English; the development language's text is compared.
            for expression in activity.titleExpressions {
                if let title = project.developmentText(of: expression, in: file),
                    Self.systemTitles.contains(Self.fold(title.text))
                {
                    findings.append(title.finding(Self.description.id))
                }
            }
            if let type = Members.value(of: "activityType", in: activity.members),
                let member = Self.systemTypeMember(type)
            {
                findings.append(Finding(Self.description.id, at: file.location(of: type), subject: ".\(member)"))
            }
        }
        return findings
    }

    /// `.print` or `UIActivity.ActivityType.print`, when it names a system activity type.
    static func systemTypeMember(_ expression: ExprSyntax) -> String? {
        guard let access = expression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = access.declName.baseName.text
        guard systemTypes.contains(name) else { return nil }
        if let base = access.base?.trimmedSource, !base.hasSuffix("ActivityType") { return nil }
        return name
    }

    /// Case, surrounding space and a trailing ellipsis do not make a title different.
    static func fold(_ title: String) -> String {
        var folded = title.lowercased().trimmingCharacters(in: .whitespaces)
        for suffix in ["…", "..."] where folded.hasSuffix(suffix) { folded = String(folded.dropLast(suffix.count)) }
        return folded.trimmingCharacters(in: .whitespaces)
    }
}
