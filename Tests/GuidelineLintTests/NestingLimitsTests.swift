import SwiftParser
import SwiftSyntax
import XCTest

@testable import GuidelineLint

/// `NestingLimits.tooDeep` walks only the subtrees large enough to pass the limit: it must find
/// a tree too deep exactly when a walk of every node does.
final class NestingLimitsTests: XCTestCase {
    /// The depth of the deepest node (missing ones included), every node visited.
    private func deepest(_ tree: SourceFileSyntax) -> Int {
        var deepest = 0
        var stack: [(Syntax, Int)] = [(Syntax(tree), 0)]
        while let (node, depth) = stack.popLast() {
            deepest = max(deepest, depth)
            for child in node.children(viewMode: .all) { stack.append((child, depth + 1)) }
        }
        return deepest
    }

    func testATreeIsTooDeepExactlyWhenSomeNodeIsBelowTheLimit() {
        var depths: Set<Int> = []
        // Member chains and nested calls, in and out of a type, around the limit.
        for length in stride(from: NestingLimits.treeDepth - 12, through: NestingLimits.treeDepth + 4, by: 1) {
            let chain = "let z = a" + String(repeating: ".b", count: length) + "\n"
            let sources = [
                chain,
                "final class A {\n    func f() {\n        " + chain + "    }\n}\n",
                "let c = " + String(repeating: "f(", count: length / 3) + "1" + String(repeating: ")", count: length / 3) + "\n",
            ]
            for source in sources {
                let tree = Parser.parse(source: "import UIKit\n\n" + source + "let after = 1\n")
                let depth = deepest(tree)
                depths.insert(depth)
                XCTAssertEqual(NestingLimits.tooDeep(tree) != nil, depth > NestingLimits.treeDepth, "deepest node at \(depth)")
            }
        }
        // Both sides of the limit were tried.
        XCTAssertTrue(depths.contains { $0 <= NestingLimits.treeDepth } && depths.contains { $0 > NestingLimits.treeDepth })
    }
}
