import GuidelineKit

/// A place that breaks a rule, before configuration, suppressions and messages are applied.
public struct Finding: Sendable, Hashable {
    public var ruleID: String
    public var location: SourceLocation
    /// The code or value at fault, quoted in the message (e.g. the title).
    public var subject: String
    /// What was measured and what the rule allows, when the rule measures (words, items, size).
    public var fault: Fault?
    /// Related places: where a localized text is written, or where a translation is shown.
    public var notes: [Diagnostic.Note] = []
    /// The Swift code a finding elsewhere rests on (a translation's title is shown there): its
    /// suppression comments apply.
    public var origin: SourceLocation?
    /// About code that runs in an app extension: a line only the app builds (`AppOnlyCode`) is
    /// not it.
    public var runsInExtension = false

    public init(_ ruleID: String, at location: SourceLocation, subject: String) {
        self.ruleID = ruleID
        self.location = location
        self.subject = subject
    }
}

/// A test of a file's raw UTF-8 that needs the project model (`Rule.projectFilter`).
public typealias ProjectFilter = @Sendable (UnsafeRawBufferPointer) -> Bool

/// What the prefilter knows of the project before any Swift file is parsed.
public struct ProjectFacts: Sendable {
    /// The containing apps' visible names, from the project's Info.plist files.
    public var appNames: [String]
    /// Whether the project has string tables: a title may then be a key whose text is longer.
    public var hasStringTables: Bool
    /// The project's Info.plist files, deepest folder first (as `Project` holds them).
    private var plists: [InfoPlist]
    private var folders: BundleFolders

    public init(appNames: [String] = [], hasStringTables: Bool = false, plists: [InfoPlist] = []) {
        self.appNames = appNames
        self.hasStringTables = hasStringTables
        self.plists = InfoPlist.deepestFirst(plists)
        folders = BundleFolders(self.plists)
    }

    /// The bundle a file belongs to, as `Project.bundle(containing:)` finds it.
    public func bundle(containing path: String) -> InfoPlist? { folders.index(containing: path).map { plists[$0] } }
}

/// A rule, declared whole in one file under `Rules/`: its metadata (`description`, which the
/// `RuleCatalogue` target compiles a copy of), its `Options` and its checks. Adding the file
/// adds the rule: the registry of rule types is generated from the folder.
///
/// The `description` and `Options` declarations must stand alone (they may use `Options` and
/// GuidelineKit, nothing else of the rule), since they are copied into the catalogue.
public protocol Rule: Sendable {
    associatedtype Options: RuleOptionSet = NoOptions
    static var description: RuleDescription { get }
    init()
    /// A cheap test of a file's raw UTF-8, asked when its keywords match and before it is parsed:
    /// false only when `check` cannot find anything in it. Parsing is most of a lint's time.
    /// A rule that reads Swift and names no keywords is asked of every file: it must say which.
    func mayFind(in text: FileText, options: Options, facts: ProjectFacts) -> Bool
    /// Words `mayFind` asks the text about (`text.mentions(_:)`), searched in the single pass
    /// over each file that finds every rule's keywords; none by default.
    static var mayFindKeywords: [String] { get }
    /// A second filter, asked once the project model is built of the files `mayFind` passed over:
    /// a file worth checking because of what other files hold (a call to a function elsewhere
    /// that opens a share sheet). Those files are checked too; nil (the default) asks nothing.
    func projectFilter(_ project: Project, options: Options) -> ProjectFilter?
    /// Findings in one Swift file.
    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding]
    /// Findings about the project as a whole (Info.plist files, asset catalogs, the project model),
    /// worked out before any file is checked: a file's syntax tree is dropped once it is.
    func checkProject(_ project: Project, options: Options) -> [Finding]
    /// Findings in one storyboard or xib (for rules that read `.interfaceBuilder`).
    func check(_ file: InterfaceFile, in project: Project, options: Options) -> [Finding]
}

extension Rule {
    public func mayFind(in text: FileText, options: Options, facts: ProjectFacts) -> Bool { true }
    public static var mayFindKeywords: [String] { [] }
    public func projectFilter(_ project: Project, options: Options) -> ProjectFilter? { nil }
    public func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] { [] }
    public func checkProject(_ project: Project, options: Options) -> [Finding] { [] }
    public func check(_ file: InterfaceFile, in project: Project, options: Options) -> [Finding] { [] }
}

/// A rule of any type, with its options as configured values of its own `Options` type. A
/// class: the linter asks every rule about every file, and a copy of a structure this size
/// retained a dozen strings and arrays each time.
public final class LintRule: Sendable {
    public let description: RuleDescription
    private let rule: any Rule
    private let keywords: KeywordFilter
    /// A rule that reads Swift without keywords: `mayFind` alone chooses its files.
    private let choosesByPath: Bool
    /// What the text filters before parsing look for: the keywords and those of `mayFind`.
    let scannedKeywords: [String]

    init(_ type: any Rule.Type) {
        description = type.description
        rule = type.init()
        keywords = KeywordFilter(type.description.keywords)
        choosesByPath = type.description.keywords.isEmpty && type.description.reads.contains(.swift)
        scannedKeywords = type.description.keywords + type.mayFindKeywords
    }

    /// The rule's options with a configuration's settings applied, or the problems with them.
    public func options(_ settings: [RuleOptionDecoder.Setting], at location: SourceLocation) -> (
        options: (any RuleOptionSet)?, problems: [Diagnostic]
    ) {
        func decode<R: Rule>(_ rule: R) -> ((any RuleOptionSet)?, [Diagnostic]) {
            let (options, problems) = RuleOptionDecoder.decode(
                R.Options.self, settings, rule: description.id, at: location)
            return (options, problems)
        }
        return decode(rule)
    }

    /// Whether the file names one of the rule's keywords (when it has some) and passes its `mayFind`.
    func mayFind(in text: FileText, options: (any RuleOptionSet)?, facts: ProjectFacts) -> Bool {
        func run<R: Rule>(_ rule: R) -> Bool {
            rule.mayFind(in: text, options: options as? R.Options ?? R.Options(), facts: facts)
        }
        return (choosesByPath || keywords.matches(text)) && run(rule)
    }

    func projectFilter(_ project: Project, options: (any RuleOptionSet)?) -> ProjectFilter? {
        func run<R: Rule>(_ rule: R) -> ProjectFilter? {
            rule.projectFilter(project, options: options as? R.Options ?? R.Options())
        }
        return run(rule)
    }

    func check(_ file: SwiftFile, in project: Project, options: (any RuleOptionSet)?) -> [Finding] {
        func run<R: Rule>(_ rule: R) -> [Finding] {
            rule.check(file, in: project, options: options as? R.Options ?? R.Options())
        }
        return run(rule)
    }

    func checkProject(_ project: Project, options: (any RuleOptionSet)?) -> [Finding] {
        func run<R: Rule>(_ rule: R) -> [Finding] {
            rule.checkProject(project, options: options as? R.Options ?? R.Options())
        }
        return run(rule)
    }

    func check(_ file: InterfaceFile, in project: Project, options: (any RuleOptionSet)?) -> [Finding] {
        func run<R: Rule>(_ rule: R) -> [Finding] {
            rule.check(file, in: project, options: options as? R.Options ?? R.Options())
        }
        return run(rule)
    }
}

/// Every rule, in id order: the types listed in the generated registry (`LintRules.types`).
public enum LintRules {
    public static let all: [LintRule] = types.map(LintRule.init).sorted { $0.description.id < $1.description.id }

    /// Every rule's metadata: what `RuleCatalogue.all` holds, from the rules themselves.
    public static var catalogue: [RuleDescription] { all.map(\.description) }

    public static func rule(_ id: String) -> LintRule? { all.first { $0.description.id == id } }
}
