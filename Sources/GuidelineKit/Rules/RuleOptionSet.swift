import Foundation

/// A rule's options: one `Codable` struct whose property declarations carry the defaults,
/// e.g. `@Bounded(1...100) var maxWords = 4` is the option `max-words`. `.hig-activity.yml`
/// overrides some of them; `RuleOption.all(of:)` describes them for docs and messages.
public protocol RuleOptionSet: Codable, Sendable {
    /// Every option at its default.
    init()
    /// Constraints between options (e.g. a minimum above its maximum), checked after decoding.
    func problems() -> [RuleOptionProblem]
}

extension RuleOptionSet {
    public func problems() -> [RuleOptionProblem] { [] }
}

/// A rule without options.
public struct NoOptions: RuleOptionSet {
    public init() {}
}

/// A value that breaks a constraint between options: the option to point at, and why.
public struct RuleOptionProblem: Sendable, Hashable {
    public var option: String
    public var message: String

    public init(option: String, _ message: String) {
        self.option = option
        self.message = message
    }
}

/// A value type an option may have: whole numbers, numbers, booleans, text, and lists of them.
public protocol RuleOptionValue: Codable, Sendable {
    /// What the option takes, for messages and docs ("a whole number").
    static var kind: String { get }
    /// The value written in `.hig-activity.yml`, or nil when it is not one.
    init?(option: OptionInput)
    /// The part of a rejected value to point at (a list's first bad item), or nil for all of it.
    static func invalidPart(of option: OptionInput) -> OptionInput?
}

extension RuleOptionValue {
    public static func invalidPart(of option: OptionInput) -> OptionInput? { nil }
}

extension Int: RuleOptionValue {
    public static var kind: String { "a whole number" }
    public init?(option: OptionInput) {
        guard case .scalar(let text, _) = option, let value = Int(text) else { return nil }
        self = value
    }
}

extension Double: RuleOptionValue {
    public static var kind: String { "a number" }
    public init?(option: OptionInput) {
        guard case .scalar(let text, _) = option, let value = Double(text), value.isFinite else { return nil }
        self = value
    }
}

extension Bool: RuleOptionValue {
    public static var kind: String { "true or false" }
    public init?(option: OptionInput) {
        guard case .scalar(let text, _) = option else { return nil }
        switch text {
        case "true", "True", "TRUE": self = true
        case "false", "False", "FALSE": self = false
        default: return nil
        }
    }
}

extension String: RuleOptionValue {
    public static var kind: String { "a text" }
    public init?(option: OptionInput) {
        guard case .scalar(let text, _) = option, !text.isEmpty else { return nil }
        self = text
    }
}

extension Array: RuleOptionValue where Element: RuleOptionValue {
    public static var kind: String { "a list of \(Element.listKind), e.g. [a, b]" }
    public static func invalidPart(of option: OptionInput) -> OptionInput? {
        guard case .list(let items, _) = option else { return nil }
        return items.first { Element(option: $0) == nil }
    }

    public init?(option: OptionInput) {
        switch option {
        case .list(let items, _):
            var values: [Element] = []
            for item in items {
                guard let value = Element(option: item) else { return nil }
                values.append(value)
            }
            self = values
        case .scalar(let text, _) where ["", "~", "null", "Null", "NULL"].contains(text): self = []
        default: return nil
        }
    }
}

extension RuleOptionValue {
    /// The kind in the plural, inside "a list of …".
    static var listKind: String {
        switch kind {
        case "a whole number": "whole numbers"
        case "a number": "numbers"
        case "true or false": "booleans"
        case "a text": "non-empty names"
        default: "values"
        }
    }
}

/// An option's value as written in the configuration, with where it was written.
public enum OptionInput: Sendable {
    case scalar(String, SourceLocation)
    case list([OptionInput], SourceLocation)
    case mapping(SourceLocation)

    public var location: SourceLocation {
        switch self {
        case .scalar(_, let at), .list(_, let at), .mapping(let at): at
        }
    }

    /// The value as the user wrote it, for messages.
    public var written: String {
        switch self {
        case .scalar(let text, _): "'\(text)'"
        case .list: "a list"
        case .mapping: "a mapping"
        }
    }
}

/// An option whose value must lie in a range: `@Bounded(1...100) var maxWords = 4`.
@propertyWrapper
public struct Bounded<Value: RuleOptionValue & Comparable>: Codable, Sendable {
    public var wrappedValue: Value
    /// Nil once decoded: the range lives on the declaration, read from the defaults.
    public let range: ClosedRange<Value>?

    public init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.wrappedValue = wrappedValue
        self.range = range
    }

    public init(from decoder: Decoder) throws {
        wrappedValue = try decoder.singleValueContainer().decode(Value.self)
        range = nil
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

/// What `RuleOption` reads of a bounded option without knowing its type.
protocol BoundedOption {
    var valueType: any RuleOptionValue.Type { get }
    var defaultValue: any RuleOptionValue { get }
    var bounds: String? { get }
    func allows(_ value: any RuleOptionValue) -> Bool
}

extension Bounded: BoundedOption {
    var valueType: any RuleOptionValue.Type { Value.self }
    var defaultValue: any RuleOptionValue { wrappedValue }
    var bounds: String? { range.map { "from \($0.lowerBound) to \($0.upperBound)" } }
    func allows(_ value: any RuleOptionValue) -> Bool {
        guard let range, let value = value as? Value else { return true }
        return range.contains(value)
    }
}
