import GuidelineKit

/// An action activity's title naming the company or app.
struct ActivityTitleNoBrandRule: Rule {
    let description = RuleCatalog.activityTitleNoBrand

    func check(_ file: SwiftFile, in project: Project, options: RuleOptions) -> [Finding] {
        let brands = (options.strings("brands") + options.bundleNames).filter { !$0.isEmpty }
        guard !brands.isEmpty else { return [] }
        return ActivityDeclaration.all(in: file, project: project).compactMap { activity in
            guard !activity.isShareCategory, let title = activity.title else { return nil }
            guard brands.contains(where: { Self.contains(title.text, word: $0) }) else { return nil }
            return Finding(description.id, at: file.location(of: title.node), subject: title.text)
        }
    }

    /// Whether `text` contains `word` as whole words, ignoring case.
    static func contains(_ text: String, word: String) -> Bool {
        let haystack = text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        let needle = word.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        guard !needle.isEmpty, haystack.count >= needle.count else { return false }
        return (0...(haystack.count - needle.count)).contains {
            haystack[$0..<($0 + needle.count)].elementsEqual(needle)
        }
    }
}
