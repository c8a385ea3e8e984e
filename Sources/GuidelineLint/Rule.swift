import GuidelineKit

/// A place that breaks a rule, before configuration, suppressions and messages are applied.
public struct Finding: Sendable, Hashable {
    public var ruleID: String
    public var location: SourceLocation
    /// The code or value at fault, quoted in the message (e.g. the title).
    public var subject: String

    public init(_ ruleID: String, at location: SourceLocation, subject: String) {
        self.ruleID = ruleID
        self.location = location
        self.subject = subject
    }
}

/// A rule: metadata plus checks over Swift files and over the project's plists and assets.
public protocol Rule: Sendable {
    var description: RuleDescription { get }
    /// Findings in one Swift file.
    func check(_ file: SwiftFile, in project: Project, options: RuleOptions) -> [Finding]
    /// Findings about the project as a whole (Info.plist files, asset catalogs).
    func checkProject(_ project: Project, files: [SwiftFile], options: RuleOptions) -> [Finding]
}

extension Rule {
    public func check(_ file: SwiftFile, in project: Project, options: RuleOptions) -> [Finding] { [] }
    public func checkProject(_ project: Project, files: [SwiftFile], options: RuleOptions) -> [Finding] { [] }
}

/// A rule's options: the configuration's values over the defaults its `RuleOption`s declare.
public struct RuleOptions: Sendable {
    public var values: [String: OptionValue]
    /// Brand names found in the project's Info.plist files.
    public var bundleNames: [String]

    public init(_ rule: RuleDescription, configured: [String: OptionValue] = [:], bundleNames: [String] = []) {
        var values: [String: OptionValue] = [:]
        for option in rule.options {
            if case .integer(_, let value) = option.kind { values[option.name] = .int(value) }
        }
        self.values = values.merging(configured) { $1 }
        self.bundleNames = bundleNames
    }

    public func int(_ name: String) -> Int {
        if case .int(let n)? = values[name] { return n }
        preconditionFailure("rule option '\(name)' is not a declared integer option")
    }

    public func strings(_ name: String) -> [String] {
        if case .strings(let list)? = values[name] { return list }
        return []
    }
}

public enum OptionValue: Sendable, Hashable {
    case int(Int)
    case strings([String])
}
