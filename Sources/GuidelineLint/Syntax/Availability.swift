import SwiftSyntax

/// Whether code runs only on systems older than a version: the `else` of `if #available(iOS N, *)`,
/// the body of `if #unavailable(iOS N)`, the `else` of a `guard #available`, or a declaration
/// marked `@available(iOS, deprecated: N)`. Such code is the fallback an API's replacement needs.
enum Availability {
    static func isFallback(_ node: some SyntaxProtocol, before major: Int) -> Bool {
        var child = Syntax(node)
        var current = node.parent
        while let parent = current {
            if let statement = parent.as(IfExprSyntax.self) {
                let inElse = statement.elseBody.map { $0.id == child.id } ?? false
                let inBody = statement.body.id == child.id
                for condition in statement.conditions {
                    guard let availability = condition.condition.as(AvailabilityConditionSyntax.self),
                        let version = iOSVersion(availability.availabilityArguments.trimmedSource),
                        version >= major
                    else { continue }
                    let unavailable = availability.availabilityKeyword.tokenKind == .poundUnavailable
                    if (unavailable && inBody) || (!unavailable && inElse) { return true }
                }
            }
            if let guardStatement = parent.as(GuardStmtSyntax.self), guardStatement.body.id == child.id {
                for condition in guardStatement.conditions {
                    if let availability = condition.condition.as(AvailabilityConditionSyntax.self),
                        availability.availabilityKeyword.tokenKind == .poundAvailable,
                        let version = iOSVersion(availability.availabilityArguments.trimmedSource),
                        version >= major
                    {
                        return true
                    }
                }
            }
            // A declaration's, found by its kind before the cast to the protocol: a dynamic cast
            // of every ancestor cost 67,000 instructions a call.
            if parent.is(DeclSyntax.self), let attributes = parent.asProtocol(WithAttributesSyntax.self)?.attributes {
                for attribute in attributes {
                    let text = attribute.trimmedSource
                    guard text.hasPrefix("@available(iOS"), let range = text.range(of: "deprecated:") else { continue }
                    if let version = Int(text[range.upperBound...].drop { $0 == " " }.prefix { $0.isNumber }),
                        version >= major
                    {
                        return true
                    }
                }
            }
            child = parent
            current = parent.parent
        }
        return false
    }

    /// `iOS 16.0, *` → 16.
    private static func iOSVersion(_ arguments: String) -> Int? {
        guard let range = arguments.range(of: "iOS ") ?? arguments.range(of: "iOS") else { return nil }
        return Int(arguments[range.upperBound...].drop { $0 == " " }.prefix { $0.isNumber })
    }
}

extension IfExprSyntax {
    /// `if #available(…)` or `if #unavailable(…)`: a choice by the system's version.
    var checksAvailability: Bool {
        conditions.contains { $0.condition.is(AvailabilityConditionSyntax.self) }
    }

    /// Of `if #available(iOS 26, *) { … } else { … }`, the `else` block: the fallback older
    /// systems show, which is what most of an app's users see while it supports them.
    var olderSystemsFallback: CodeBlockSyntax? {
        guard checksAvailability, case .codeBlock(let fallback)? = elseBody else { return nil }
        return fallback
    }
}
