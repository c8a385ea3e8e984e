import Foundation

/// A JSON decoding error in words a user can act on (Foundation's say "The data isn't in the
/// correct format" and name no field).
public enum JSONProblem {
    public static func describe(_ error: Error) -> String {
        guard let error = error as? DecodingError else { return "not valid JSON" }
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? "the document" : "'\(keys.hasPrefix(".") ? String(keys.dropFirst()) : keys)'"
        }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "not valid JSON"
        case .dataCorrupted(let context):
            return "\(path(context)) has an invalid value"
        case .keyNotFound(let key, let context):
            let parent = path(context)
            return "missing key '\(key.stringValue)'" + (context.codingPath.isEmpty ? "" : " in \(parent)")
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            return "\(path(context)) should be \(name(of: type))"
        @unknown default:
            return "not valid JSON"
        }
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Double.Type: "a number"
        case is Bool.Type: "true or false"
        default: String(describing: type).hasPrefix("Array") ? "a list" : "an object"
        }
    }
}
