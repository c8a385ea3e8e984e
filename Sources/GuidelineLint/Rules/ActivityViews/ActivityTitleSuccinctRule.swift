import GuidelineKit

/// A custom activity's title longer than a brief verb phrase.
struct ActivityTitleSuccinctRule: Rule {
    static let description = RuleDescription(
        id: "activity-title-succinct",
        summary:
            "A custom UIActivity's activityTitle that is longer than a brief verb phrase.",
        severity: .warning, entries: ["activity-views/succinct-titles"], reads: [.swift],
        keywords: ["activityTitle"], options: Options.self
    )

    struct Options: RuleOptionSet {
        @Bounded(1...100) var maxWords = 4
        @Bounded(1...1000) var maxCharacters = 30
    }

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        let maxWords = options.maxWords
        let maxCharacters = options.maxCharacters
        return ActivityDeclaration.all(in: file, project: project).compactMap { activity in
            guard let title = activity.title else { return nil }
            guard title.words.count > maxWords || title.text.count > maxCharacters else { return nil }
            return Finding(Self.description.id, at: file.location(of: title.node), subject: title.text)
        }
    }
}
