import GuidelineKit

/// A custom activity's title longer than a brief verb phrase.
struct ActivityTitleSuccinctRule: Rule {
    let description = RuleCatalog.activityTitleSuccinct

    func check(_ file: SwiftFile, in project: Project, options: RuleOptions) -> [Finding] {
        let maxWords = options.int("max-words")
        let maxCharacters = options.int("max-characters")
        return ActivityDeclaration.all(in: file, project: project).compactMap { activity in
            guard let title = activity.title else { return nil }
            guard title.words.count > maxWords || title.text.count > maxCharacters else { return nil }
            return Finding(description.id, at: file.location(of: title.node), subject: title.text)
        }
    }
}
