/// The syntax of a Swift file as far as the project model reads it (`FactsParser` builds it,
/// `FactsReader` reads the facts from it): declarations, statements and expressions with the
/// shape swift-syntax gives them, where that shape decides a fact (what a call's callee is, which
/// closures are its trailing ones, whether an assignment stands alone), and nothing of types but
/// where they are written. Nodes are kept in one array, each with its children's indices.
struct FactsTree {
    enum Kind: UInt8 {
        case file
        /// The statements of a function, closure, accessor or clause.
        case codeBlock
        /// A class, structure, enumeration, actor or protocol: `name` its name, `detail` its
        /// `FactsKeyword`; children: `inheritedType`s, then its members.
        case typeDecl
        /// Children: the `extendedType`, `inheritedType`s, then its members.
        case extensionDecl
        case inheritedType, extendedType
        /// `name`: the function's name; children: what its attributes and parameters hold, then its body.
        case functionDecl
        case initializerDecl
        /// Children: what its attributes hold, then its `patternBinding`s.
        case variableDecl
        /// `name`: the bound name when the pattern is a name; `detail`: `hasInitializer`,
        /// `hasAccessors`, `hasType`; children: the `typeAnnotation`, the initial value, the accessors.
        case patternBinding
        case typeAnnotation
        /// Any other declaration: its expressions and bodies (deinit, subscript, enum case, macro…);
        /// `detail`: an enum case declaration's number of names, 0 for the others.
        case otherDecl
        /// `#if`: the conditions and the clauses' items.
        case ifConfig
        /// Child: the returned expression, if any.
        case returnStmt
        /// Any other statement (and `if`, `switch`, `do` as expressions): its parts in order.
        case statement

        /// Children: the callee, the `argument`s, the `trailingClosure`s.
        case call
        case subscriptCall
        /// `name`: the label; child: the expression.
        case argument
        /// `name`: the label of an additional trailing closure; child: the closure.
        case trailingClosure
        /// `name`: the member; child: the base (`detail` 1) or none (`.member`).
        case memberAccess
        /// `name`: the name referred to (`self`, `Self` included).
        case declReference
        case superReference
        /// `Type<Argument>`: child: the expression before the arguments.
        case genericSpecialization
        /// `x?`, `x!`, `x…`, `-x`, `try x`, `await x`, `&x`, `let x` (in a pattern): child: x.
        case optionalChaining, forceUnwrap, postfixOperator, prefixOperator, tryExpr, awaitExpr, inoutExpr, pattern
        /// An expression with binary operators: its elements and operators, unfolded (as swift-syntax leaves them).
        case sequence
        case assignment, binaryOperator
        /// `? x :` in a sequence; child: x.
        case ternary
        /// `as T`, `is T`.
        case cast
        case tuple, array, dictionary
        /// Children: what its capture list assigns, then its statements.
        case closure
        /// A string literal; children: its interpolations' `argument`s; `detail` 1 when it spans lines.
        case string
        case keyPath
        /// `#name(…)`: its arguments and trailing closures.
        case macroExpansion
        /// A number, `true`, `false`, `nil`, `_`, a regex.
        case literal
    }

    static let hasInitializer: UInt8 = 1, hasAccessors: UInt8 = 2, hasType: UInt8 = 4

    struct Node {
        var kind: Kind
        var detail: UInt8 = 0
        /// The token of the node's name, label or member; -1 when it has none.
        var name: Int32 = -1
        /// The node's first and last tokens (inclusive).
        var first: Int32
        var last: Int32
        var childStart: Int32 = 0
        var childCount: Int32 = 0
    }

    var nodes: [Node] = []
    var childIndices: [Int32] = []
    /// The parameters of each function named `present` (first names, and whether each has a
    /// default value), to tell UIKit's `present` from a type's own.
    var presentParameters: [Int32: [(firstName: String, hasDefault: Bool)]] = [:]
    var root: Int32 = -1

    subscript(_ index: Int32) -> Node { nodes[Int(index)] }

    func children(_ index: Int32) -> ArraySlice<Int32> {
        let node = nodes[Int(index)]
        return childIndices[Int(node.childStart)..<Int(node.childStart + node.childCount)]
    }

    func child(_ index: Int32, _ position: Int) -> Int32? {
        let node = nodes[Int(index)]
        return position < node.childCount ? childIndices[Int(node.childStart) + position] : nil
    }
}
