import SwiftSyntax

/// The text a string expression shows, as far as the source says: literal segments are kept,
/// each interpolation becomes `…` (one word of unknown length).
struct StringValue {
    var text: String
    var interpolations: Int
    /// The literal node, where findings point.
    var node: ExprSyntax

    /// A string literal, `NSLocalizedString("…", value: "…")` or `String(localized: "…")`.
    static func of(_ expression: ExprSyntax) -> StringValue? {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            var text = ""
            var interpolations = 0
            for segment in literal.segments {
                if let plain = segment.as(StringSegmentSyntax.self) {
                    text += plain.content.text
                } else {
                    text += "…"
                    interpolations += 1
                }
            }
            return StringValue(text: text, interpolations: interpolations, node: expression)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let callee = call.calledExpression.trimmedSource
            if callee == "NSLocalizedString" {
                // The English text is the `value:` when given, otherwise the key.
                let value = call.arguments.first { $0.label?.text == "value" } ?? call.arguments.first
                return value.flatMap { of($0.expression) }
            }
            if callee == "String", let first = call.arguments.first, first.label?.text == "localized" {
                return of(first.expression)
            }
        }
        if let parenthesized = expression.as(TupleExprSyntax.self), parenthesized.elements.count == 1 {
            return of(parenthesized.elements.first!.expression)
        }
        return nil
    }

    var words: [Substring] { text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) }
}
