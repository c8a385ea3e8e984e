import Foundation
import SwiftSyntax

/// Lines of a file that the app builds and its extensions don't: the clauses of `#if
/// !SHARE_EXTENSION` (any flag whose name says EXTENSION, negated, alone) and the `#else` of `#if
/// ACTION_EXTENSION`. A file both targets compile keeps there what an extension must not run (a
/// camera picker, a sheet of the app's), so what is said of an extension's code is not said of it.
struct AppOnlyCode {
    private(set) var lines = LineRanges()

    init(_ file: SwiftFile) {
        guard file.text.range(of: "extension", options: .caseInsensitive) != nil else { return }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        lines = LineRanges(finder.nodes, in: file)
    }

    func contains(line: Int) -> Bool { lines.contains(line) }

    /// A file's, worked out once.
    static func of(_ file: SwiftFile) -> AppOnlyCode { file.memoized(.appOnlyCode) { AppOnlyCode(file) } }

    /// `!SHARE_EXTENSION`, `!IS_APP_EXTENSION`: a flag that names an extension, negated, alone.
    static func isAppOnly(_ clause: IfConfigClauseSyntax) -> Bool {
        func condition(_ clause: IfConfigClauseSyntax) -> String? { clause.condition?.trimmedSource.filter { !$0.isWhitespace } }
        func namesExtension(_ flag: Substring) -> Bool {
            flag.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && flag.uppercased().contains("EXTENSION")
        }
        if clause.poundKeyword.tokenKind == .poundElse {
            // The `#else` of `#if SHARE_EXTENSION` (when that is the only clause before it).
            guard let clauses = clause.parent?.as(IfConfigClauseListSyntax.self), clauses.count == 2,
                let first = clauses.first.flatMap(condition)
            else { return false }
            return namesExtension(Substring(first))
        }
        guard let text = condition(clause), text.hasPrefix("!") else { return false }
        return namesExtension(text.dropFirst())
    }

    private final class Finder: SyntaxVisitor {
        var nodes: [Syntax] = []

        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            guard AppOnlyCode.isAppOnly(node), let elements = node.elements else { return .visitChildren }
            nodes.append(Syntax(elements))
            return .skipChildren
        }
    }
}
