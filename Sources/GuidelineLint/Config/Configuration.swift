import Foundation
import GuidelineKit
import Yams

/// `.hig-activity.yml`: which rules run, their severity and options, which paths are linted.
///
///     disabled: [activity-title-no-brand]      # rules that do not run
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
    public var only: Set<String>?
    public var brands: [String] = []
    public var helpBaseURL: String?
    /// Absolute (or as-given) paths.
    public var included: [String] = []
    public var excluded: [String] = []
    public var severities: [String: Severity] = [:]
    public var options: [String: [String: OptionValue]] = [:]

    public static let fileName = ".hig-activity.yml"
    public static let defaultHelpBaseURL = "https://hig-activity.github.io/"

    public init() {}

    public func isEnabled(_ rule: String) -> Bool {
        !disabled.contains(rule) && (only?.contains(rule) ?? true)
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
    public static func load(path: String) -> Result<Configuration, ConfigurationError> {
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
        return parse(text, path: path)
    }

    public static func parse(_ text: String, path: String) -> Result<Configuration, ConfigurationError> {
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
        let ruleIDs = RuleCatalog.ids

        func strings(_ node: Node, _ key: String) -> [String] {
            if case .scalar(let s) = node { return [s.string] }
            guard case .sequence(let items) = node else {
                fail("'\(key)' takes a list, e.g. \(key): [a, b]", node)
                return []
            }
            return items.compactMap { item in
                if case .scalar(let s) = item { return s.string }
                fail("each item of '\(key)' must be a plain string", item)
                return nil
            }
        }
        func ruleList(_ node: Node, _ key: String) -> Set<String> {
            var ids: Set<String> = []
            let items: [Node] = node.sequence.map(Array.init) ?? [node]
            for (item, id) in zip(items, strings(node, key)) {
                if ruleIDs.contains(id) { ids.insert(id) } else { fail(unknownRule(id), item) }
            }
            return ids
        }

        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "disabled": configuration.disabled = ruleList(value, key)
            case "only": configuration.only = ruleList(value, key)
            case "brands": configuration.brands = strings(value, key)
            case "help-base-url":
                guard let url = value.string else {
                    fail("'help-base-url' takes an address, e.g. help-base-url: https://docs.example.com/hig/", value)
                    continue
                }
                if let problem = WebAddress.problem(url) {
                    fail("'help-base-url' \(problem); got '\(url)'", value)
                    continue
                }
                configuration.helpBaseURL = url.hasSuffix("/") ? url : url + "/"
            case "included", "excluded":
                let paths = strings(value, key).map {
                    $0.hasPrefix("/") ? $0 : (base as NSString).appendingPathComponent($0)
                }
                let standardized = paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
                if key == "included" {
                    configuration.included = standardized
                } else {
                    configuration.excluded = standardized
                }
            case "rules":
                guard case .mapping(let rules) = value else {
                    fail(
                        "'rules' maps rule ids to their settings, e.g. rules: { activity-title-succinct: { max-words: 3 } }",
                        value)
                    continue
                }
                for (ruleNode, settings) in rules {
                    let id = ruleNode.string ?? ""
                    guard let rule = RuleCatalog.description(id) else {
                        fail(unknownRule(id), ruleNode)
                        continue
                    }
                    guard case .mapping(let entries) = settings else {
                        fail("settings of '\(id)' must be a mapping, e.g. { severity: error }", settings)
                        continue
                    }
                    for (optionNode, optionValue) in entries {
                        let option = optionNode.string ?? ""
                        if option == "severity" {
                            switch optionValue.string {
                            case "off": configuration.disabled.insert(id)
                            case let level?:
                                if let severity = Severity(rawValue: level) {
                                    configuration.severities[id] = severity
                                } else {
                                    fail("severity must be error, warning, note or off", optionValue)
                                }
                            case nil: fail("severity must be error, warning, note or off", optionValue)
                            }
                        } else if rule.options.contains(option) {
                            if let number = optionValue.string.flatMap(Int.init) {
                                configuration.options[id, default: [:]][option] = .int(number)
                            } else if optionValue.sequence != nil {
                                configuration.options[id, default: [:]][option] = .strings(strings(optionValue, option))
                            } else {
                                fail("'\(option)' of '\(id)' takes a number or a list", optionValue)
                            }
                        } else {
                            let known = (["severity"] + rule.options).joined(separator: ", ")
                            fail("'\(id)' has no option '\(option)'; its options: \(known)", optionNode)
                        }
                    }
                }
            default:
                let known = ["disabled", "only", "brands", "help-base-url", "included", "excluded", "rules"]
                let hint =
                    Suggestions.nearest(to: key, in: known, limit: 1).first.map { "did you mean '\($0)'? " } ?? ""
                fail("unknown key '\(key)'; \(hint)keys: \(known.joined(separator: ", "))", keyNode)
            }
        }
        return errors.isEmpty ? .success(configuration) : .failure(ConfigurationError(diagnostics: errors))
    }

    private static func unknownRule(_ id: String) -> String {
        let hint =
            Suggestions.nearest(to: id, in: RuleCatalog.ids.sorted(), limit: 1).first.map { "did you mean '\($0)'? " }
            ?? ""
        return "unknown rule '\(id)'; \(hint)`hig-activity rules` lists them"
    }
}

/// A configuration that cannot be used, with every problem found in it.
public struct ConfigurationError: Error, Sendable {
    public var diagnostics: [Diagnostic]
}
