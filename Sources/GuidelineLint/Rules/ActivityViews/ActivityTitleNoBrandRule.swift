import GuidelineKit

/// An action activity's title naming the company or app.
struct ActivityTitleNoBrandRule: Rule {
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

    struct Options: RuleOptionSet {
        /// Company and product names titles must not contain (the top-level `brands:` adds to them).
        var brands: [String] = []
    }

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        let brands = (options.brands + project.bundleNames).filter { !$0.isEmpty }
        guard !brands.isEmpty else { return [] }
        return ActivityDeclaration.all(in: file, project: project).flatMap { activity -> [Finding] in
            guard !activity.isShareCategory else { return [] }
            return activity.titleExpressions.flatMap { project.titleTexts(of: $0, in: file) }.compactMap { title in
                brands.first(where: { Self.contains(title.text, word: $0) }).map {
                    title.finding(Self.description.id, .contains(name: $0))
                }
            }
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
