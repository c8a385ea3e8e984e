import Foundation

/// Rule metadata: what every rule is, independent of how it checks code. Each rule declares it
/// in its own file under `Sources/GuidelineLint/Rules/`; the `RuleCatalogue` target compiles a
/// copy of those declarations, so search, the site, man pages and exporters read it without the
/// linter (and its swift-syntax).

/// What a rule reads.
public enum LintInput: String, Sendable, CaseIterable, Hashable {
    case swift = "Swift source"
    case infoPlist = "Info.plist"
    case assetCatalog = "asset catalog"
    case interfaceBuilder = "storyboard or xib"
}

/// A rule's metadata: what the catalogue, `check`, reporters and exporters know of it.
public struct RuleDescription: Sendable, Hashable {
    /// Stable kebab-case id.
    public let id: String
    /// What it checks, in a sentence (English; the reader-facing text comes from the entries).
    public let summary: String
    public let severity: Severity
    /// The entries this rule enforces: its message and help come from the first.
    public let entries: [EntryID]
    public let reads: [LintInput]
    /// A Swift file containing none of these words cannot break the rule and is not parsed for it
    /// (files of app extensions are always parsed). Empty for rules that only check the project.
    public let keywords: [String]
    /// The options the rule accepts in `.hig-activity.yml`, besides `severity`: its `Options` type,
    /// read when first asked.
    public var options: [RuleOption] { optionsOfType.options }
    private let optionsOfType: OptionsOfType
    /// How the rule carries over to other linters; a target not listed is not written yet.
    public let exports: [ExportTarget: RuleExport]
    /// Its findings on apps it was not tuned on, and on those it was; nil while not measured.
    public let heldOut: RuleAccuracy?
    public let tuning: RuleAccuracy?
    /// How the rule repairs what it finds (none yet: fixes come with `lint --fix`).
    public var fix: RuleFix = .none
    /// Whether it runs without being named in `opt_in_rules:`: while it is precise on held-out
    /// apps and not known to be noisy on the tuning apps (a rule not measured yet runs).
    public var isEnabledByDefault: Bool { (heldOut?.isPrecise ?? true) && !(tuning?.isKnownNoisy ?? false) }

    public init<Options: RuleOptionSet>(
        id: String, summary: String, severity: Severity, entries: [EntryID], reads: [LintInput],
        keywords: [String] = [], options: Options.Type = NoOptions.self, exports: [ExportTarget: RuleExport] = [:],
        heldOut: RuleAccuracy? = nil, tuning: RuleAccuracy? = nil
    ) {
        self.id = id
        self.summary = summary
        self.severity = severity
        self.entries = entries
        self.reads = reads
        self.keywords = keywords
        self.optionsOfType = OptionsOfType(ObjectIdentifier(options)) { RuleOption.all(of: options) }
        self.exports = exports
        self.heldOut = heldOut
        self.tuning = tuning
    }

    public func option(_ name: String) -> RuleOption? { options.first { $0.name == name } }

    /// A rule's options, read from its `Options` type once they are asked for: by reflection
    /// (`RuleOption.all(of:)`), which for every rule of both catalogues was a tenth of a cached
    /// lint, and most commands ask for none.
    private final class OptionsOfType: Hashable, @unchecked Sendable {
        private let type: ObjectIdentifier
        private let readOptions: @Sendable () -> [RuleOption]
        private let lock = NSLock()
        private var read: [RuleOption]?

        init(_ type: ObjectIdentifier, _ readOptions: @escaping @Sendable () -> [RuleOption]) {
            (self.type, self.readOptions) = (type, readOptions)
        }

        var options: [RuleOption] {
            lock.withLock {
                if let read { return read }
                let options = readOptions()
                read = options
                return options
            }
        }

        // By the options themselves: the catalogue's copy of a rule has its own copy of the type.
        static func == (a: OptionsOfType, b: OptionsOfType) -> Bool { a.type == b.type || a.options == b.options }
        func hash(into hasher: inout Hasher) { hasher.combine(options) }
    }
}

/// A linter the rules are exported to.
public enum ExportTarget: String, Sendable, CaseIterable, Hashable {
    case semgrep
    case astGrep = "ast-grep"
    case swiftLint = "swiftlint"
}

/// A rule in another linter's terms: its pattern there (in that linter's own syntax), or why
/// it cannot be written as one.
public enum RuleExport: Sendable, Hashable {
    /// Finds what the rule finds.
    case exact(String)
    /// Finds roughly what the rule finds; the reason says what differs.
    case approximate(String, reason: String)
    /// Left out of the export, with the reason.
    case notExpressible(reason: String)
}

extension RuleExport {
    /// The same reason for every target: a rule no single-file pattern can express.
    public static func none(because reason: String) -> [ExportTarget: RuleExport] {
        Dictionary(uniqueKeysWithValues: ExportTarget.allCases.map { ($0, .notExpressible(reason: reason)) })
    }
}

/// How a rule repairs a finding: an edit `lint --fix` applies where the repair is certain, a
/// suggestion it shows but leaves alone, or nothing.
public enum RuleFix: String, Sendable, Codable {
    case fix, suggestion, none
}
