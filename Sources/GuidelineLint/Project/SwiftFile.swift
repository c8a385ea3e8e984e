import Foundation
import GuidelineKit
import SwiftSyntax

/// A parsed Swift file: its syntax tree, positions, and the types it declares.
public final class SwiftFile: Sendable {
    public let path: String
    public let text: String
    public let tree: SourceFileSyntax
    /// Where its lines start (`location(for:)`, `position(ofLine:column:)`).
    let lines: LineTable
    /// Classes and extensions declared in the file, nested ones included.
    let types: [TypeDeclaration]
    /// The nodes rules visit (`walk`), listed by the walk that read the file's facts.
    private let index: SyntaxIndex
    /// What several rules read of the file, worked out once (`memoized`).
    private let memo = Memo()

    private init(path: String, text: String, tree: SourceFileSyntax, lines: LineTable, index: SyntaxIndex) {
        self.path = path
        self.text = text
        self.tree = tree
        self.lines = lines
        self.index = index
        self.types = index.types
    }

    /// A parsed file to check, with the nodes its rules visit listed.
    convenience init(path: String, text: String, tree: SourceFileSyntax) {
        self.init(path: path, text: text, tree: tree, lines: LineTable(text), index: SyntaxIndex(tree))
    }

    /// Visits the nodes a rule looks for in the whole file (calls, operator sequences, bindings,
    /// member accesses, function declarations), as `SyntaxVisitor.walk` would, without walking
    /// the tree again.
    func walk(_ visitor: some SyntaxIndexVisitor) { index.walk(visitor) }

    /// What several rules read of a file: each of the seven toolbar rules found its bars, and
    /// each of nine menu rules its menus, in a walk of its own (a tenth of checking a file).
    enum Memoized: Hashable { case barItems, buttonMenus, menuTrees, unshippedCode, appOnlyCode }

    /// `make()`'s value for `key`, made the first time it is asked for.
    func memoized<T>(_ key: Memoized, _ make: () -> T) -> T {
        if let known = memo.lock.withLock({ memo.values[key] }) as? T { return known }
        let made = make()
        memo.lock.withLock { memo.values[key] = made }
        return made
    }

    private final class Memo: @unchecked Sendable {
        let lock = NSLock()
        var values: [Memoized: Any] = [:]
    }

    /// The dotted name of the type whose code holds `node` (`Outer.Inner`; an extension's
    /// extended type), as the project model names a function's owner.
    func ownerName(of node: some SyntaxProtocol) -> String? {
        var names: [String] = []
        var current = node.parent
        while let candidate = current {
            if let declaration = candidate.as(ClassDeclSyntax.self) { names.append(declaration.name.text) }
            if let declaration = candidate.as(StructDeclSyntax.self) { names.append(declaration.name.text) }
            if let declaration = candidate.as(EnumDeclSyntax.self) { names.append(declaration.name.text) }
            if let declaration = candidate.as(ActorDeclSyntax.self) { names.append(declaration.name.text) }
            if let declaration = candidate.as(ExtensionDeclSyntax.self) {
                names.append(declaration.extendedType.trimmedSource.filter { !$0.isWhitespace })
                break
            }
            current = candidate.parent
        }
        return names.isEmpty ? nil : names.reversed().joined(separator: ".")
    }

    /// Where a node starts (after its leading trivia): 1-based line and UTF-8 column.
    func location(of node: some SyntaxProtocol) -> GuidelineKit.SourceLocation {
        let location = lines.location(for: node.positionAfterSkippingLeadingTrivia)
        return GuidelineKit.SourceLocation(file: path, line: location.line, column: location.column)
    }

    /// The text of a 1-based line, without its newline: the lines the parser counted (the
    /// line table), so the quoted line is the one a finding's line number names.
    func line(_ number: Int) -> String {
        guard number >= 1 else { return "" }
        let utf8 = text.utf8
        let start = lines.position(ofLine: number, column: 1).utf8Offset
        let end = lines.position(ofLine: number + 1, column: 1).utf8Offset
        guard start < end, end <= utf8.count else { return "" }
        var line = utf8[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]
        while let last = line.last, last == 0x0A || last == 0x0D { line = line.dropLast() }
        return String(decoding: line, as: UTF8.self)
    }

    /// Whether the parser had to recover from errors (the file does not compile as written).
    var firstSyntaxError: GuidelineKit.SourceLocation? {
        guard tree.hasError else { return nil }
        let finder = ErrorFinder(viewMode: .all)
        finder.walk(tree)
        return finder.first.map { location(of: $0) }
    }
}

/// A class or an extension, with what rules need to know about it.
struct TypeDeclaration: Sendable {
    /// `Module.Name<T>?` → `Name`.
    static func simpleName(_ type: TypeSyntax) -> String {
        var node = type
        while true {
            if let optional = node.as(OptionalTypeSyntax.self) { node = optional.wrappedType; continue }
            if let forced = node.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { node = forced.wrappedType; continue }
            if let attributed = node.as(AttributedTypeSyntax.self) { node = attributed.baseType; continue }
            break
        }
        if let member = node.as(MemberTypeSyntax.self) { return member.name.text }
        if let identifier = node.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        return node.trimmedSource
    }

    enum Kind: Sendable { case `class`, `extension`, other }
    var kind: Kind
    /// The simple name (`Inner` for `Outer.Inner`; an extension's extended type's last component).
    var name: String
    /// The first inherited type of a class: its superclass when it has one.
    var superclass: String?
    var superclassNode: TypeSyntax?
    var members: MemberBlockItemListSyntax
    var node: Syntax
}

private final class ErrorFinder: SyntaxAnyVisitor {
    var first: Syntax?
    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        guard first == nil else { return .skipChildren }
        if node.is(MissingExprSyntax.self) || node.is(MissingDeclSyntax.self) || node.is(UnexpectedNodesSyntax.self)
            || node.is(MissingStmtSyntax.self) || node.is(MissingTypeSyntax.self) || node.is(MissingPatternSyntax.self)
            || (node.as(TokenSyntax.self)?.presence == .missing)
        {
            first = node
            return .skipChildren
        }
        return node.hasError ? .visitChildren : .skipChildren
    }
}
