import SwiftSyntax

/// SwiftUI views of the project that only Xcode's previews show: a `PreviewProvider` makes them
/// and no other code does (`ProjectIndex.isShownOnlyInPreviews`). People never meet them, so no
/// rule judges their lines. A generic view is left alone: `Row<Item>()` does not read as a
/// construction of `Row`.
struct PreviewOnlyViews {
    private(set) var lines = LineRanges()

    init(_ file: SwiftFile, index: ProjectIndex) {
        guard file.text.contains("View") else { return }
        var views: [Syntax] = []
        // Views are declared at the top level or inside other types and their extensions.
        func read(_ declarations: [DeclSyntax]) {
            for declaration in declarations {
                if let view = declaration.as(StructDeclSyntax.self), Self.isPreviewOnly(view, index: index) {
                    views.append(Syntax(view))
                } else if let group = declaration.asProtocol(DeclGroupSyntax.self) {
                    read(group.memberBlock.members.map(\.decl))
                }
            }
        }
        read(file.tree.statements.compactMap { $0.item.as(DeclSyntax.self) })
        lines = LineRanges(views, in: file)
    }

    func contains(line: Int) -> Bool { lines.contains(line) }

    private static func isPreviewOnly(_ view: StructDeclSyntax, index: ProjectIndex) -> Bool {
        let isView = view.inheritanceClause?.inheritedTypes.contains { ["View", "SwiftUI.View"].contains($0.type.trimmedSource) } ?? false
        return isView && view.genericParameterClause == nil && index.isShownOnlyInPreviews(view.name.text)
    }
}
