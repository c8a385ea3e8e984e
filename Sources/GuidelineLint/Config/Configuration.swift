import Foundation
import GuidelineKit
import Yams

/// `.hig-activity.yml`: which rules run, their severity and options, which paths are linted.
///
///     disabled: [activity-title-no-brand]      # rules that do not run
///     opt_in_rules: [menu-item-label-style]    # rules off by default that run (all: every one)
///     only: [activity-popover-anchor]          # when set, only these run
///     brands: [Acme]                           # names action titles must not contain
///     help-base-url: https://example.com/hig/  # where help links point (the HTML site)
///     included: [Sources]                      # paths, relative to this file
///     excluded: [Pods, Sources/Generated]
///     rules:
///       activity-title-succinct: { severity: error, max-words: 3 }
public struct Configuration: Sendable {
    public var path: String?
    public var disabled: Set<String> = []
    /// Rules off by default (`RuleDescription.isEnabledByDefault`) that run; "all" for every one.
    public var optIn: Set<String> = []
    public var only: Set<String>?
    public var brands: [String] = []
    public var helpBaseURL: String?
    /// Absolute (or as-given) paths.
    public var included: [String] = []
    public var excluded: [String] = []
    /// Where each `included`/`excluded` path is written, to report paths that match nothing.
    public var pathLocations: [String: SourceLocation] = [:]
    public var severities: [String: Severity] = [:]
    /// Each configured rule's options, decoded into its own `Options` type.
    public var options: [String: any RuleOptionSet] = [:]

    public static let fileName = ".hig-activity.yml"

    public init() {}

    /// Whether a rule runs: not disabled, and named in `only:` when it is given, else on by
    /// default or opted into.
    public func isEnabled(_ rule: RuleDescription) -> Bool {
        if disabled.contains(rule.id) { return false }
        if let only { return only.contains(rule.id) }
        return rule.isEnabledByDefault || optIn.contains(rule.id) || optIn.contains("all")
    }

    /// Whether a file is linted under this configuration.
    public func includes(_ path: String) -> Bool {
        func under(_ root: String) -> Bool { path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/") }
        if excluded.contains(where: under) { return false }
        return included.isEmpty || included.contains(where: under)
    }

    /// The nearest `.hig-activity.yml` in `path`'s folder or above it.
    public static func find(from path: String) -> String? {
        var isDirectory: ObjCBool = false
        var directory = URL(fileURLWithPath: path).standardizedFileURL
        if !(FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) && isDirectory.boolValue)
        {
            directory.deleteLastPathComponent()
        }
        while true {
            let candidate = directory.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { return nil }
            directory = parent
        }
    }

    /// Reads a configuration file; every problem is reported with its line and column.
    public static func load(path: String, rules: [LintRule] = LintRules.all) -> Result<
        Configuration, ConfigurationError
    > {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(
                ConfigurationError(diagnostics: [
                    .error(
                        "config", "cannot read the configuration file",
                        at: SourceLocation(file: path, line: 1, column: 1))
                ]))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(
                ConfigurationError(diagnostics: [
                    .error(
                        "config", "the configuration is not UTF-8 text",
                        at: SourceLocation(file: path, line: 1, column: 1))
                ]))
        }
        return parse(text, path: path, rules: rules)
    }

    public static func parse(_ text: String, path: String, rules: [LintRule] = LintRules.all) -> Result<
        Configuration, ConfigurationError
    > {
        var errors: [Diagnostic] = []
        let yaml = YAMLText(text)
        func at(_ node: Node?) -> SourceLocation { yaml.location(of: node?.mark, file: path) }
        func fail(_ message: String, _ node: Node?) { errors.append(.error("config", message, at: at(node))) }

        let root: Node?
        do {
            root = try Yams.compose(yaml: text, .basic, .default, .utf8)
        } catch let error as YamlError {
            return .failure(
                ConfigurationError(diagnostics: [
                    .error(
                        "config", "not valid YAML: \(error.problemText)", at: yaml.location(of: error.mark, file: path))
                ]))
        } catch {
            return .failure(
                ConfigurationError(diagnostics: [
                    .error("config", "not valid YAML: \(error)", at: SourceLocation(file: path, line: 1, column: 1))
                ]))
        }
        var configuration = Configuration()
        configuration.path = path
        guard let root else { return .success(configuration) }
        guard case .mapping(let mapping) = root else {
            return .failure(
                ConfigurationError(diagnostics: [
                    .error("config", "the configuration must be a mapping of keys", at: at(root))
                ]))
        }
        let base = (path as NSString).deletingLastPathComponent
        let ruleIDs = Set(rules.map(\.description.id))
        func unknownRule(_ id: String) -> String { Self.unknownRule(id, known: ruleIDs) }
        func input(_ node: Node) -> OptionInput {
            switch node {
            case .scalar(let scalar): .scalar(scalar.string, at(node))
            case .sequence(let items): .list(items.map(input), at(node))
            case .mapping, .alias: .mapping(at(node))
            }
        }
        /// Settings per rule, and where each rule's settings are written.
        var settings: [String: [RuleOptionDecoder.Setting]] = [:]
        var settingsAt: [String: SourceLocation] = [:]
        var brandInputs: [OptionInput] = []

        /// A list of non-empty strings; a bare string, a number or a mapping is an error.
        func strings(_ node: Node, _ key: String) -> [(String, Node)] {
            if case .scalar(let scalar) = node, ["", "~", "null", "Null", "NULL"].contains(scalar.string) { return [] }
            guard case .sequence(let items) = node else {
                fail("'\(key)' takes a list, e.g. \(key): [a, b]; got \(Self.describe(node))", node)
                return []
            }
            return items.compactMap { item in
                guard case .scalar(let scalar) = item, !scalar.string.isEmpty else {
                    fail("each item of '\(key)' must be a non-empty name; got \(Self.describe(item))", item)
                    return nil
                }
                return (scalar.string, item)
            }
        }
        /// Rule ids, and `also` (`all`) where a key takes it.
        func ruleList(_ node: Node, _ key: String, also: Set<String> = []) -> Set<String> {
            var ids: Set<String> = []
            for (id, item) in strings(node, key) {
                if ruleIDs.contains(id) || also.contains(id) { ids.insert(id) } else { fail(unknownRule(id), item) }
            }
            return ids
        }

        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "disabled": configuration.disabled = ruleList(value, key)
            case "opt_in_rules": configuration.optIn = ruleList(value, key, also: ["all"])
            case "only": configuration.only = ruleList(value, key)
            case "brands":
                let brands = strings(value, key)
                configuration.brands = brands.map(\.0)
                brandInputs = brands.map { .scalar($0.0, at($0.1)) }
            case "help-base-url":
                guard case .scalar(let scalar) = value else {
                    fail("'help-base-url' takes an address, e.g. help-base-url: https://docs.example.com/hig/", value)
                    continue
                }
                if let problem = WebAddress.problem(scalar.string) {
                    fail("'help-base-url' \(problem); got '\(scalar.string)'", value)
                    continue
                }
                configuration.helpBaseURL = scalar.string.hasSuffix("/") ? scalar.string : scalar.string + "/"
            case "included", "excluded":
                var paths: [String] = []
                for (written, item) in strings(value, key) {
                    let absolute = written.hasPrefix("/") ? written : (base as NSString).appendingPathComponent(written)
                    let path = URL(fileURLWithPath: absolute).standardizedFileURL.path
                    paths.append(path)
                    configuration.pathLocations[path] = at(item)
                }
                if key == "included" {
                    configuration.included = paths
                } else {
                    configuration.excluded = paths
                }
            case "rules":
                guard case .mapping(let ruleMapping) = value else {
                    fail(
                        "'rules' maps rule ids to their settings, e.g. rules: { activity-title-succinct: { max-words: 3 } }",
                        value)
                    continue
                }
                for (ruleNode, settingsNode) in ruleMapping {
                    let id = ruleNode.string ?? ""
                    guard ruleIDs.contains(id) else {
                        fail(unknownRule(id), ruleNode)
                        continue
                    }
                    guard case .mapping(let entries) = settingsNode else {
                        fail("settings of '\(id)' must be a mapping, e.g. { severity: error }", settingsNode)
                        continue
                    }
                    settingsAt[id] = at(settingsNode)
                    for (optionNode, optionValue) in entries {
                        let name = optionNode.string ?? ""
                        if name == "severity" {
                            switch optionValue.string {
                            case "off": configuration.disabled.insert(id)
                            case let level? where Severity(rawValue: level) != nil:
                                configuration.severities[id] = Severity(rawValue: level)
                            default:
                                fail(
                                    "severity of '\(id)' must be error, warning, note or off; got \(Self.describe(optionValue))",
                                    optionValue)
                            }
                            continue
                        }
                        settings[id, default: []].append(
                            RuleOptionDecoder.Setting(name: name, at: at(optionNode), value: input(optionValue)))
                    }
                }
            default:
                let known = ["disabled", "opt_in_rules", "only", "brands", "help-base-url", "included", "excluded", "rules"]
                let hint =
                    Suggestions.nearest(to: key, in: known, limit: 1).first.map { "did you mean '\($0)'? " } ?? ""
                fail("unknown key '\(key)'; \(hint)keys: \(known.joined(separator: ", "))", keyNode)
            }
        }
        // Options over each rule's defaults; the top-level `brands` adds to every `brands` option.
        for rule in rules {
            let id = rule.description.id
            var ruleSettings = settings[id] ?? []
            if rule.description.option("brands") != nil, !configuration.brands.isEmpty {
                let top = brandInputs
                if let index = ruleSettings.firstIndex(where: { $0.name == "brands" }) {
                    if case .list(let items, let location) = ruleSettings[index].value {
                        ruleSettings[index].value = .list(top + items, location)
                    }
                } else {
                    let at = SourceLocation(file: path, line: 1, column: 1)
                    ruleSettings.append(RuleOptionDecoder.Setting(name: "brands", at: at, value: .list(top, at)))
                }
            }
            guard !ruleSettings.isEmpty else { continue }
            let (options, problems) = rule.options(
                ruleSettings, at: settingsAt[id] ?? SourceLocation(file: path, line: 1, column: 1))
            configuration.options[id] = options
            errors += problems
        }
        return errors.isEmpty ? .success(configuration) : .failure(ConfigurationError(diagnostics: errors.sortedForReport()))
    }

    /// A value as the user wrote it, for messages.
    private static func describe(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar): "'\(scalar.string)'"
        case .sequence: "a list"
        case .mapping: "a mapping"
        case .alias: "an alias"
        }
    }

    private static func unknownRule(_ id: String, known: Set<String>) -> String {
        let hint =
            Suggestions.nearest(to: id, in: known.sorted(), limit: 1).first.map { "did you mean '\($0)'? " }
            ?? ""
        return "unknown rule '\(id)'; \(hint)`hig-activity rules` lists them"
    }
}

/// A configuration that cannot be used, with every problem found in it.
public struct ConfigurationError: Error, Sendable {
    public var diagnostics: [Diagnostic]
}
