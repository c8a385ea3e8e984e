import GuidelineKit
import SwiftSyntax

/// Limits that keep parsing and checking one file linear and on the stack. Real code stays far
/// below both; generated or hostile files are reported and skipped instead.
enum NestingLimits {
    /// swift-syntax 603 tries two type readings at each `[` of a run such as `[[[[1]]]]`, so
    /// its time doubles with every bracket in the run (24 took seconds). Real code writes a
    /// handful (`[[String: [Int]]]`).
    static let bracketRun = 12
    /// The deepest syntax tree checked. Rules visit trees recursively; with `deepStackMap`'s
    /// stacks this leaves a wide margin.
    static let treeDepth = 4_000

    /// swift-syntax 603 looks ahead to the end of a generic argument list at each `<`, so
    /// `A<A<A<…>>>` takes time with the square of its depth. Real code nests a few.
    static let genericDepth = 64
    /// A string interpolation that opens another string, and so on (`"\("\("\(…`): past the
    /// parser's nesting limit its lexer copies a growing stack of states, gigabytes in a second.
    static let interpolationRun = 16

    /// A shape the Swift parser would take too long on, found by a linear scan of the bytes
    /// (comments skipped): its UTF-8 offset and what to tell the user.
    static func parserHazard(in bytes: UnsafeRawBufferPointer) -> (offset: Int, message: String)? {
        var index = 0
        var runStart = 0
        var run = 0
        var genericDepth = 0
        var interpolations = 0
        var interpolationStart = 0
        let count = bytes.count
        func at(_ offset: Int, _ ascii: Unicode.Scalar) -> Bool { offset < count && bytes[offset] == UInt8(ascii: ascii) }
        func isWordByte(_ byte: UInt8) -> Bool {
            byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
        }
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/") && at(index + 1, "/") {
                while index < count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            }
            if byte == UInt8(ascii: "/") && at(index + 1, "*") {
                var depth = 0  // block comments nest in Swift
                while index < count {
                    if at(index, "/") && at(index + 1, "*") {
                        depth += 1
                        index += 2
                    } else if at(index, "*") && at(index + 1, "/") {
                        depth -= 1
                        index += 2
                        if depth == 0 { break }
                    } else {
                        index += 1
                    }
                }
                continue
            }
            if byte == UInt8(ascii: "\\") && at(index + 1, "(") {
                if interpolations == 0 { interpolationStart = index }
                interpolations += 1
                if interpolations > interpolationRun {
                    return (
                        interpolationStart,
                        "string interpolations nested more than \(interpolationRun) deep, which the Swift parser takes gigabytes of memory on; build the string in steps"
                    )
                }
                run = 0
                index += 2
                continue
            }
            if byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "#") && byte != UInt8(ascii: " ") { interpolations = 0 }
            switch byte {
            case UInt8(ascii: "["):
                if run == 0 { runStart = index }
                run += 1
                if run > bracketRun {
                    return (
                        runStart,
                        "more than \(bracketRun) '[' in a row, which the Swift parser takes exponential time on; split the literal"
                    )
                }
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                break
            case UInt8(ascii: "<"):
                run = 0
                if index > 0 && isWordByte(bytes[index - 1]) {
                    genericDepth += 1
                    if genericDepth > Self.genericDepth {
                        return (
                            index,
                            "generic arguments nested more than \(Self.genericDepth) deep, which the Swift parser takes quadratic time on; use a type alias"
                        )
                    }
                }
            case UInt8(ascii: ">"):
                run = 0
                if genericDepth > 0 && !(index > 0 && bytes[index - 1] == UInt8(ascii: "-")) { genericDepth -= 1 }
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"):
                run = 0
                genericDepth = 0
            default:
                run = 0
            }
            index += 1
        }
        return nil
    }

    /// The first node deeper than `treeDepth`, found without recursion, in a tree that may
    /// hold one.
    static func tooDeep(_ tree: SourceFileSyntax) -> Syntax? {
        guard mayBeTooDeep(Syntax(tree)) else { return nil }
        var stack: [(Syntax, Int)] = [(Syntax(tree), 0)]
        while let (node, depth) = stack.popLast() {
            if depth > treeDepth { return node }
            for child in node.children(viewMode: .sourceAccurate) { stack.append((child, depth + 1)) }
        }
        return nil
    }

    /// Whether a node of the tree (missing ones included) is deeper than `treeDepth`. A subtree
    /// of `n` nodes whose root is at depth `d` reaches depth `d + n - 1` at most, so only the
    /// children large enough to pass the limit are walked: a handful of nodes in a real file,
    /// where a walk of every node of the raw tree cost 20 M instructions for ownCloud's 98
    /// checked files. A subtree's size is the difference of its own and its next sibling's
    /// index in the tree's depth-first order (`SyntaxIndexInTree`, whose value swift-syntax 603
    /// gives as it is; `NestingLimitsTests` holds the answer to a walk of every node).
    private static func mayBeTooDeep(_ root: Syntax) -> Bool {
        func order(_ node: Syntax) -> Int { Int(node.id.indexInTree.toOpaque()) }
        // Each node with its depth and its subtree's size (nil: not known, the root's last child).
        var stack: [(node: Syntax, depth: Int, size: Int?)] = [(root, 0, nil)]
        while let (node, depth, size) = stack.popLast() {
            if depth > treeDepth { return true }
            let children = Array(node.children(viewMode: .all))
            for (position, child) in children.enumerated() {
                let start = order(child)
                let childSize =
                    position + 1 < children.count ? order(children[position + 1]) - start : size.map { order(node) + $0 - start }
                if childSize.map({ depth + $0 > treeDepth }) ?? true { stack.append((child, depth + 1, childSize)) }
            }
        }
        return false
    }
}
