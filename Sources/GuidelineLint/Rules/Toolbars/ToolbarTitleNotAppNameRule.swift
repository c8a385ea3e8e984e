import GuidelineKit
import SwiftSyntax

/// A screen titled with the app's name, which tells people nothing about where they are.
struct ToolbarTitleNotAppNameRule: Rule {
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

    struct Options: RuleOptionSet {
        /// App names a title must not be (the top-level `brands:` adds to them).
        var brands: [String] = []
    }

    /// Only a file that holds one of the names, in any case, can title a screen with it; or one
    /// that reads the app's name from its bundle; or, when string tables may hold the name, any
    /// file the keywords chose (it sets a title).
    func mayFind(in text: FileText, options: Options, facts: ProjectFacts) -> Bool {
        (options.brands + facts.appNames).contains { !$0.isEmpty && text.mentions(ignoringCase: $0) }
            || text.mentions(Self.readsAppName) || facts.hasStringTables
    }

    static var mayFindKeywords: [String] { appNameWords }
    private static let appNameWords = ["appName", "applicationName", "AppName", "CFBundleDisplayName", "CFBundleName", "bundleDisplayName"]
    private static let readsAppName = KeywordFilter(appNameWords)

    /// An action extension's screen is the exception: shown inside another app, it says whose it
    /// is (activity-views/familiar-extension-interface asks for the app's name there).
    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        guard project.bundle(containing: file.path)?.isActionExtension != true else { return [] }
        return judge(BarTitles.all(in: file, project: project), project, options)
    }

    func check(_ file: InterfaceFile, in project: Project, options: Options) -> [Finding] {
        guard project.bundle(containing: file.path)?.isActionExtension != true else { return [] }
        return judge(file.navigationTitles(in: project), project, options)
    }

    private func judge(_ titles: [TitleText], _ project: Project, _ options: Options) -> [Finding] {
        let names = options.brands + project.appNames
        guard !names.isEmpty else { return [] }
        let named = titles.filter { title in
            title.interpolations == 0 && names.contains { Self.names(title.text.trimmingCharacters(in: .whitespaces), $0) }
        }
        // A translation of a title that is the app's name in the development language is that
        // title again, not a finding of its own; one that names the app only in its language is.
        let reported = Set(named.filter { $0.language == nil }.map(\.location))
        return named.filter { title in title.language == nil || !reported.contains(title.origin ?? title.location) }
            .map { $0.finding(Self.description.id, .contains(name: $0.text.trimmingCharacters(in: .whitespaces))) }
    }

    /// Whether a title is the app's name: whatever its case, unless the name has capitals of
    /// its own inside it (`CiRCLES`, `RSSBud`), which the plain word (“Circles”, the list the
    /// screen shows) does not write.
    static func names(_ title: String, _ name: String) -> Bool {
        let hasOwnCapitals = name.dropFirst().contains(where: \.isUppercase) && name.contains(where: \.isLowercase)
        return hasOwnCapitals ? title == name : title.lowercased() == name.lowercased()
    }
}
