import GuidelineKit

/// The checks behind the rule catalogue: one implementation per `RuleCatalog` entry.
public enum LintRules {
    public static let all: [any Rule] = [
        ActivityIconTemplateRule(),
        ActivityNoDuplicateSystemRule(),
        ActivityPopoverAnchorRule(),
        ActivityTitleNoBrandRule(),
        ActivityTitleSuccinctRule(),
        ActionExtensionAppNameRule(),
        ExtensionNoCompletionNotificationRule(),
        ExtensionNoModalRule(),
        ShareButtonSystemRule(),
        ShareExtensionComposeViewRule(),
    ].sorted { $0.description.id < $1.description.id }

    public static func rule(_ id: String) -> (any Rule)? { all.first { $0.description.id == id } }
}
