import SwiftSyntax

/// SwiftUI views of the project that only Xcode's previews show: a `PreviewProvider` makes them
/// and no other code does (`ProjectIndex.isShownOnlyInPreviews`). People never meet them, so no
/// rule judges their lines. A generic view is left alone: `Row<Item>()` does not read as a
/// construction of `Row`.
struct PreviewOnlyViews {
    private(set) var lines = LineRanges()

    init(_ file: SwiftFile, index: ProjectIndex) {
        guard file.text.contains("View") else { return }
        let finder = Finder(index)
        finder.walk(file.tree)
        lines = LineRanges(finder.nodes, in: file)
    }

    func contains(line: Int) -> Bool { lines.contains(line) }

    private final class Finder: SyntaxVisitor {
        let index: ProjectIndex
        var nodes: [Syntax] = []
        init(_ index: ProjectIndex) {
            self.index = index
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            let isView = node.inheritanceClause?.inheritedTypes.contains { ["View", "SwiftUI.View"].contains($0.type.trimmedSource) } ?? false
            guard isView, node.genericParameterClause == nil, index.isShownOnlyInPreviews(node.name.text) else {
                return .visitChildren
            }
            nodes.append(Syntax(node))
            return .skipChildren
        }
    }
}
