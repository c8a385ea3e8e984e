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
    /// Where each `included`/`excluded` path is written, to report paths that match nothing.
    public var pathLocations: [String: SourceLocation] = [:]
    public var severities: [String: Severity] = [:]
    public var options: [String: [String: OptionValue]] = [:]

    public static let fileName = ".hig-activity.yml"

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
        func ruleList(_ node: Node, _ key: String) -> Set<String> {
            var ids: Set<String> = []
            for (id, item) in strings(node, key) {
                if ruleIDs.contains(id) { ids.insert(id) } else { fail(unknownRule(id), item) }
            }
            return ids
        }

        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "disabled": configuration.disabled = ruleList(value, key)
            case "only": configuration.only = ruleList(value, key)
            case "brands": configuration.brands = strings(value, key).map(\.0)
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
                    var integers: [String: (Int, Node)] = [:]
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
                        guard let option = rule.option(name) else {
                            let known = (["severity"] + rule.options.map(\.name)).joined(separator: ", ")
                            let hint =
                                Suggestions.nearest(to: name, in: rule.options.map(\.name), limit: 1).first.map {
                                    "did you mean '\($0)'? "
                                } ?? ""
                            fail("'\(id)' has no option '\(name)'; \(hint)its options: \(known)", optionNode)
                            continue
                        }
                        switch option.kind {
                        case .integer(let range, _):
                            guard case .scalar(let scalar) = optionValue, let number = Int(scalar.string),
                                range.contains(number)
                            else {
                                fail(
                                    "'\(name)' of '\(id)' takes \(option.allowed); got \(Self.describe(optionValue))",
                                    optionValue)
                                continue
                            }
                            configuration.options[id, default: [:]][name] = .int(number)
                            integers[name] = (number, optionValue)
                        case .strings:
                            configuration.options[id, default: [:]][name] = .strings(strings(optionValue, name).map(\.0))
                        }
                    }
                    // Options that bound each other, each side configured or left at its default.
                    for option in rule.options {
                        guard let upperName = option.atMost, let upper = rule.option(upperName),
                            case .integer(_, let lowDefault) = option.kind,
                            case .integer(_, let highDefault) = upper.kind
                        else { continue }
                        let low = integers[option.name]?.0 ?? lowDefault
                        let high = integers[upperName]?.0 ?? highDefault
                        if low > high {
                            fail(
                                "'\(option.name)' (\(low)) of '\(id)' must not exceed '\(upperName)' (\(high))",
                                integers[option.name]?.1 ?? integers[upperName]?.1 ?? settings)
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

    /// A value as the user wrote it, for messages.
    private static func describe(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar): "'\(scalar.string)'"
        case .sequence: "a list"
        case .mapping: "a mapping"
        case .alias: "an alias"
        }
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
