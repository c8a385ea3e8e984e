/// Every rule the linter has, in id order: metadata only (the checks live in GuidelineLint).
public enum RuleCatalog {
    public static let actionExtensionAppName = RuleDescription(
        id: "action-extension-app-name",
        summary:
            "An action extension whose display name (CFBundleDisplayName, else CFBundleName) does not include the containing app's name.",
        severity: .warning, entries: ["activity-views/familiar-extension-interface"], reads: [.infoPlist],
        keywords: [], options: []
    )

    public static let activityIconTemplate = RuleDescription(
        id: "activity-icon-template",
        summary:
            "A custom activity's activityImage drawn in its original colours, or from an asset that is not a template image or whose canvas is not about 70×70 points (options min-points, max-points); SF Symbols pass.",
        severity: .warning, entries: ["activity-views/use-symbols"], reads: [.swift, .assetCatalog],
        keywords: ["activityImage"], options: [
            RuleOption("min-points", .integer(1...1024, default: 60), atMost: "max-points"),
            RuleOption("max-points", .integer(1...1024, default: 80)),
        ]
    )

    public static let activityNoDuplicateSystem = RuleDescription(
        id: "activity-no-duplicate-system",
        summary:
            "A custom activity that duplicates a system one (Print, Copy, Mail, Message, AirDrop, Save Image, Add to Reading List, …) by title or type; give it a specific title such as \"Print Transaction\".",
        severity: .warning, entries: ["activity-views/no-duplicate-actions"], reads: [.swift],
        keywords: ["activityTitle", "activityType"], options: []
    )

    public static let activityPopoverAnchor = RuleDescription(
        id: "activity-popover-anchor",
        summary:
            "A UIActivityViewController presented without a popover anchor (sourceView, sourceItem or barButtonItem), which crashes on iPad; the controller is followed through local variables of the enclosing function.",
        severity: .error, entries: ["activity-views/presentation"], reads: [.swift],
        keywords: ["UIActivityViewController"], options: []
    )

    public static let activityTitleNoBrand = RuleDescription(
        id: "activity-title-no-brand",
        summary:
            "An action activity's title that contains the company or app name (option brands, plus the bundle names of the project's Info.plist files); share activities are exempt.",
        severity: .warning, entries: ["activity-views/succinct-titles"], reads: [.swift, .infoPlist],
        keywords: ["activityTitle"], options: [RuleOption("brands", .strings)]
    )

    public static let activityTitleSuccinct = RuleDescription(
        id: "activity-title-succinct",
        summary:
            "A custom UIActivity's activityTitle that is longer than a brief verb phrase (options max-words, max-characters).",
        severity: .warning, entries: ["activity-views/succinct-titles"], reads: [.swift],
        keywords: ["activityTitle"], options: [
            RuleOption("max-words", .integer(1...100, default: 4)),
            RuleOption("max-characters", .integer(1...1000, default: 30)),
        ]
    )

    public static let extensionNoCompletionNotification = RuleDescription(
        id: "extension-no-completion-notification",
        summary:
            "An app extension posting a user notification when its task completes (reporting a problem is fine: calls in catch blocks and error branches are not flagged).",
        severity: .warning, entries: ["activity-views/progress-in-main-app"], reads: [.swift, .infoPlist],
        keywords: ["UNUserNotificationCenter"], options: []
    )

    public static let extensionNoModal = RuleDescription(
        id: "extension-no-modal",
        summary:
            "An app extension or a custom activity's view controller that presents another modal view controller; an alert is fine.",
        severity: .warning, entries: ["activity-views/no-modal-above-extension"], reads: [.swift, .infoPlist],
        keywords: ["present"], options: []
    )

    public static let shareButtonSystem = RuleDescription(
        id: "share-button-system",
        summary:
            "A share sheet triggered from a custom text control (\"Share\", \"Share via…\") instead of the system Share button (the .action bar item, the square.and.arrow.up symbol, SwiftUI ShareLink).",
        severity: .warning, entries: ["activity-views/share-button"], reads: [.swift],
        keywords: ["activityItems", "UIActivityViewController"], options: []
    )

    public static let shareExtensionComposeView = RuleDescription(
        id: "share-extension-compose-view",
        summary:
            "A share extension whose principal class (NSExtensionPrincipalClass) does not inherit from SLComposeServiceViewController, the system composition view people know; a suggestion.",
        severity: .note, entries: ["activity-views/familiar-extension-interface"], reads: [.infoPlist, .swift],
        keywords: [], options: []
    )

    public static let all: [RuleDescription] = [
        actionExtensionAppName, activityIconTemplate, activityNoDuplicateSystem, activityPopoverAnchor,
        activityTitleNoBrand, activityTitleSuccinct, extensionNoCompletionNotification, extensionNoModal,
        shareButtonSystem, shareExtensionComposeView,
    ].sorted { $0.id < $1.id }

    public static var ids: Set<String> { Set(all.map(\.id)) }

    public static func description(_ id: String) -> RuleDescription? { all.first { $0.id == id } }

    /// Rule ↔ entry links, checked both ways against a knowledge base: an entry's `rules`
    /// naming an unknown rule is reported by the loader; this reports rules naming unknown
    /// entries and rules their entries do not list. Knowledge bases without a rule's topic
    /// (a team's own guidelines) are not held to it.
    public static func crossReference(_ kb: KnowledgeBase) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for description in all {
            for id in description.entries where kb.topics.contains(id.topic) {
                guard let entry = kb.entry(id) else {
                    diagnostics.append(
                        .error(
                            "rule-unknown-entry",
                            "rule '\(description.id)' enforces unknown entry '\(id)'; add the entry or fix the rule",
                            at: SourceLocation(file: "rule:\(description.id)", line: 1, column: 1)))
                    continue
                }
                if !entry.metadata.rules.contains(description.id), let source = entry.source {
                    diagnostics.append(
                        .error(
                            "rule-not-listed",
                            "entry is enforced by rule '\(description.id)'; add it to the entry's 'rules' front matter",
                            at: SourceLocation(file: source.path, line: 1, column: 1)))
                }
            }
        }
        return diagnostics
    }
}
