import Foundation

/// One option of a rule, as docs and messages show it: derived from the rule's `Options` type.
public struct RuleOption: Sendable, Hashable {
    /// The kebab-case name written in `.hig-activity.yml` (`maxWords` → `max-words`).
    public let name: String
    /// What it takes: "a whole number from 1 to 100".
    public let allowed: String
    /// Its default, as one would write it.
    public let defaultValue: String

    /// The options of a rule's `Options` type, in declaration order.
    public static func all<Options: RuleOptionSet>(of type: Options.Type) -> [RuleOption] {
        RuleOptionFields(Options()).fields.map {
            RuleOption(name: $0.name, allowed: $0.allowed, defaultValue: Self.display($0.defaultValue))
        }
    }

    private static func display(_ value: any RuleOptionValue) -> String {
        if let list = value as? [any RuleOptionValue] {
            return "[" + list.map(display).joined(separator: ", ") + "]"
        }
        return "\(value)"
    }
}

/// The fields of an options value: reflected from its stored properties (a `@Bounded` wrapper
/// shows as `_name`), which is what lets a rule declare an option once, with its default.
struct RuleOptionFields {
    struct Field {
        var name: String
        var valueType: any RuleOptionValue.Type
        var defaultValue: any RuleOptionValue
        var bounded: (any BoundedOption)?

        var allowed: String { valueType.kind + (bounded?.bounds.map { " " + $0 } ?? "") }
    }

    let fields: [Field]

    init(_ options: some RuleOptionSet) {
        fields = Mirror(reflecting: options).children.compactMap { child in
            guard let label = child.label else { return nil }
            let name = RuleOptionKeys.kebab(label.hasPrefix("_") ? String(label.dropFirst()) : label)
            if let bounded = child.value as? any BoundedOption {
                return Field(
                    name: name, valueType: bounded.valueType, defaultValue: bounded.defaultValue, bounded: bounded)
            }
            guard let value = child.value as? any RuleOptionValue else {
                preconditionFailure("option '\(name)' has a type options cannot have: \(type(of: child.value))")
            }
            return Field(name: name, valueType: type(of: value), defaultValue: value, bounded: nil)
        }
    }

    func field(_ name: String) -> Field? { fields.first { $0.name == name } }
}

/// `maxWords` ↔ `max-words`: Swift names in code, kebab-case names in the configuration.
enum RuleOptionKeys {
    static func kebab(_ name: String) -> String {
        var out = ""
        for character in name {
            if character.isUppercase {
                out += "-" + character.lowercased()
            } else {
                out.append(character)
            }
        }
        return out
    }

    static func camel(_ name: String) -> String {
        let parts = name.split(separator: "-")
        return (parts.first.map(String.init) ?? "") + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

/// Reads the options a configuration sets for one rule over the rule's defaults.
public enum RuleOptionDecoder {
    /// One configured option: its name and where it was written, and its value.
    public struct Setting: Sendable {
        public var name: String
        public var nameLocation: SourceLocation
        public var value: OptionInput

        public init(name: String, at nameLocation: SourceLocation, value: OptionInput) {
            self.name = name
            self.nameLocation = nameLocation
            self.value = value
        }
    }

    /// The options with every setting applied, or every problem found (unknown names, values of
    /// the wrong kind or out of range, constraints between options), each where it was written.
    public static func decode<Options: RuleOptionSet>(
        _ type: Options.Type, _ settings: [Setting], rule: String, at settingsLocation: SourceLocation
    ) -> (options: Options?, problems: [Diagnostic]) {
        let defaults = Options()
        let fields = RuleOptionFields(defaults)
        var problems: [Diagnostic] = []
        var object = (try? JSONSerialization.jsonObject(with: encoder.encode(defaults))) as? [String: Any] ?? [:]
        var written: [String: SourceLocation] = [:]
        for setting in settings {
            guard let field = fields.field(setting.name) else {
                let names = fields.fields.map(\.name)
                let hint = Suggestions.nearest(to: setting.name, in: names, limit: 1).first.map { "did you mean '\($0)'? " }
                problems.append(
                    .error(
                        "config",
                        "'\(rule)' has no option '\(setting.name)'; \(hint ?? "")its options: \((["severity"] + names).joined(separator: ", "))",
                        at: setting.nameLocation))
                continue
            }
            guard let value = field.valueType.init(option: setting.value), field.bounded?.allows(value) ?? true else {
                let at = field.valueType.invalidPart(of: setting.value) ?? setting.value
                problems.append(
                    .error(
                        "config", "'\(setting.name)' of '\(rule)' takes \(field.allowed); got \(at.written)",
                        at: at.location))
                continue
            }
            object[setting.name] = fragment(value)
            written[setting.name] = setting.value.location
        }
        guard problems.isEmpty else { return (nil, problems) }
        let options: Options
        do {
            options = try decoder.decode(Options.self, from: JSONSerialization.data(withJSONObject: object))
        } catch {
            preconditionFailure("options of '\(rule)' do not round-trip: \(error)")
        }
        let constraints = options.problems().map {
            Diagnostic.error("config", "\($0.message) in '\(rule)'", at: written[$0.option] ?? settingsLocation)
        }
        return constraints.isEmpty ? (options, []) : (nil, constraints)
    }

    private static func fragment<Value: RuleOptionValue>(_ value: Value) -> Any {
        (try? JSONSerialization.jsonObject(with: JSONEncoder().encode([value]), options: []) as? [Any])?.first
            ?? NSNull()
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .custom { path in RuleOptionKeys.Key(RuleOptionKeys.kebab(path.last!.stringValue)) }
        return encoder
    }

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .custom { path in RuleOptionKeys.Key(RuleOptionKeys.camel(path.last!.stringValue)) }
        return decoder
    }
}
