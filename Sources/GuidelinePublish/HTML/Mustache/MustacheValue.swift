/// A value a Mustache template reads: text, a flag, a list or an object. Typed, so that filling a
/// template casts nothing at run time (`[String: Any]` contexts spent most of a large site's
/// build in dynamic casts and dictionary hashing).
public enum MustacheValue: Sendable {
    case string(String)
    case bool(Bool)
    case list([MustacheValue])
    case object(MustacheObject)

    /// Whether a section shows: false and empty lists do not; every string does, even "" (so
    /// an optional value is left out, not set empty).
    var isTruthy: Bool {
        switch self {
        case .bool(let flag): flag
        case .list(let items): !items.isEmpty
        case .string, .object: true
        }
    }
}

/// An object's names and values, in order. Looked up by a scan: a page's objects hold a few
/// dozen short names, which compare faster than they hash.
public struct MustacheObject: Sendable {
    var fields: [(name: String, value: MustacheValue)]

    public init(_ fields: [(String, MustacheValue)] = []) {
        self.fields = fields.map { (name: $0.0, value: $0.1) }
    }

    public subscript(name: String) -> MustacheValue? {
        get { fields.last { $0.name == name }?.value }
        set {
            fields.removeAll { $0.name == name }
            if let newValue { fields.append((name, newValue)) }
        }
    }

    /// This object with `other`'s fields, `other` winning where both have a name.
    public func merging(_ other: MustacheObject) -> MustacheObject {
        var merged = self
        for field in other.fields { merged[field.name] = field.value }
        return merged
    }
}

extension MustacheValue: ExpressibleByStringLiteral, ExpressibleByStringInterpolation, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: MustacheValue...) { self = .list(elements) }
    public init(dictionaryLiteral elements: (String, MustacheValue)...) { self = .object(MustacheObject(elements)) }
}

extension MustacheObject: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, MustacheValue)...) { self.init(elements) }
}

extension MustacheValue {
    /// A string-keyed table (such as a language's site labels) as an object, in name order.
    public init(_ table: [String: String]) {
        self = .object(MustacheObject(table.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) }))
    }

    /// The value at `name` when this is an object.
    public subscript(name: String) -> MustacheValue? {
        if case .object(let object) = self { object[name] } else { nil }
    }
}
