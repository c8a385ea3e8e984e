import SwiftSyntax

/// Lines of a file that run only on another platform, which iOS rules don't judge: the active
/// clauses of `#if os(macOS)`, `#if os(watchOS)`, `#if os(tvOS)`, `#if os(visionOS)`,
/// `#if targetEnvironment(macCatalyst)`,
/// and the body of an `if` that tests for the Mac (`isMacCatalystApp`, `isiOSAppOnMac`, or an
/// app's own `isCatalyst` flag).
struct OtherPlatformCode {
    private(set) var lines: [ClosedRange<Int>] = []

    init(_ file: SwiftFile) {
        guard Self.mentions.matches(file.text) else { return }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        lines = finder.nodes.map { node in
            file.location(of: node).line...file.lines.location(for: node.endPositionBeforeTrailingTrivia).line
        }
    }

    func contains(line: Int) -> Bool { lines.contains { $0.contains(line) } }

    /// Words without which a file has no such code: the tree walk is skipped.
    private static let mentions = KeywordFilter(["macOS", "watchOS", "tvOS", "visionOS", "Catalyst", "iOSAppOnMac"])
    private static let platforms = ["os(macOS)", "os(watchOS)", "os(tvOS)", "os(visionOS)", "targetEnvironment(macCatalyst)"]
    private static let macTests = ["isMacCatalystApp", "isiOSAppOnMac", "isCatalyst"]

    private final class Finder: SyntaxVisitor {
        var nodes: [Syntax] = []

        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            // `#if os(macOS)` and `#elseif os(watchOS)`; not a negation or an `||` with iOS.
            if let condition = node.condition?.trimmedSource.filter({ !$0.isWhitespace }),
                OtherPlatformCode.platforms.contains(condition), let elements = node.elements
            {
                nodes.append(Syntax(elements))
                return .skipChildren
            }
            return .visitChildren
        }

        override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
            let conditions = node.conditions.trimmedSource
            if conditions.count < 80, !conditions.contains("!"), !conditions.contains("||"),
                OtherPlatformCode.macTests.contains(where: { conditions.hasSuffix($0) })
            {
                nodes.append(Syntax(node.body))
            }
            return .visitChildren
        }
    }
}
