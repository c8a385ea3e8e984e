import SwiftSyntax

/// Whether two pieces of code can never run (or show) together: they sit in different arms of one
/// `if`/`else`, one `switch`, or one `#if`/`#else`. Two bar items in such arms are one slot that
/// shows either, not two items side by side.
enum Branches {
    static func exclusive(_ first: Syntax, _ second: Syntax) -> Bool {
        // The path from `first` up: each ancestor and the child through which it was reached.
        var reachedThrough: [SyntaxIdentifier: SyntaxIdentifier] = [:]
        var child = first
        while let parent = child.parent {
            reachedThrough[parent.id] = child.id
            child = parent
        }
        child = second
        while let parent = child.parent {
            if let firstChild = reachedThrough[parent.id] {
                guard firstChild != child.id else { return false }
                return parent.is(IfExprSyntax.self) || parent.is(SwitchCaseListSyntax.self)
                    || parent.is(IfConfigClauseListSyntax.self)
            }
            child = parent
        }
        return false
    }
}
