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

    /// Whether code runs only on systems older than `major` at most: the `else` of an
    /// `if #available(iOS N, *)` whose one condition names N ≤ `major` (with another condition
    /// beside it, the `else` also runs where N is met).
    static func runsOnlyBefore(_ node: some SyntaxProtocol, atMost major: Int) -> Bool {
        var child = Syntax(node)
        var current = node.parent
        while let parent = current, !parent.is(DeclSyntax.self) {
            if let statement = parent.as(IfExprSyntax.self), statement.elseBody?.id == child.id, statement.conditions.count == 1,
                let availability = statement.conditions.first?.condition.as(AvailabilityConditionSyntax.self),
                availability.availabilityKeyword.tokenKind == .poundAvailable,
                let version = iOSVersion(availability.availabilityArguments.trimmedSource), version <= major
            {
                return true
            }
            child = parent
            current = parent.parent
        }
        return false
    }

    /// `iOS 16.0, *` → 16.
    static func iOSVersion(_ arguments: String) -> Int? {
        guard let range = arguments.range(of: "iOS ") ?? arguments.range(of: "iOS") else { return nil }
        return Int(arguments[range.upperBound...].drop { $0 == " " }.prefix { $0.isNumber })
    }
}

/// Lines that run only on systems older than the lowest one the project builds for: the `else`
/// of `if #available(iOS 15, *)` (or of a `guard`), the body of `if #unavailable(iOS 15)`, in an
/// app for iOS 15 and later. No one meets them, so no rule judges them. Only a choice made by
/// the version alone counts (`if #available(iOS 15, *), isEnabled` falls back for other reasons).
struct DeadFallbacks {
    private(set) var lines: [ClosedRange<Int>] = []

    init(_ file: SwiftFile, lowestIOS: Int) {
        guard file.text.contains("available(") else { return }
        let finder = Finder(lowestIOS: lowestIOS)
        finder.walk(file.tree)
        lines = finder.nodes.map { node in
            file.location(of: node).line...file.lines.location(for: node.endPositionBeforeTrailingTrivia).line
        }
    }

    func contains(line: Int) -> Bool { lines.contains { $0.contains(line) } }

    private final class Finder: SyntaxVisitor {
        let lowestIOS: Int
        var nodes: [Syntax] = []
        init(lowestIOS: Int) {
            self.lowestIOS = lowestIOS
            super.init(viewMode: .sourceAccurate)
        }

        /// The one condition, when it is a version check met by every system the app runs on.
        private func metByAll(_ conditions: ConditionElementListSyntax) -> AvailabilityConditionSyntax? {
            guard conditions.count == 1, let availability = conditions.first?.condition.as(AvailabilityConditionSyntax.self),
                let version = Availability.iOSVersion(availability.availabilityArguments.trimmedSource), version <= lowestIOS
            else { return nil }
            return availability
        }

        override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
            guard let availability = metByAll(node.conditions) else { return .visitChildren }
            if availability.availabilityKeyword.tokenKind == .poundUnavailable {
                nodes.append(Syntax(node.body))
            } else if let fallback = node.elseBody {
                nodes.append(Syntax(fallback))
            }
            return .visitChildren
        }

        override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
            if let availability = metByAll(node.conditions), availability.availabilityKeyword.tokenKind == .poundAvailable {
                nodes.append(Syntax(node.body))
            }
            return .visitChildren
        }
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
