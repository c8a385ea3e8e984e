import SwiftSyntax

/// The catalog name of an image that generated code names, which is what VoiceOver reads for an
/// image without a label: Xcode's asset symbols (`.close24`, `ImageResource.close24` for
/// "Close-24") and SwiftGen's accessors (`Asset.close`; `.X24.close` for "x24/Close", since
/// SwiftGen nests an enum only for a folder that gives its images a namespace).
struct GeneratedAssets: Sendable {
    /// The project's image sets by their name folded to letters and digits, as both generators
    /// spell it in code once cased.
    private let byKey: [String: [ImageAsset]]

    init(_ assets: [ImageAsset]) {
        byKey = Dictionary(grouping: assets) { Self.key($0.name) }
    }

    /// The name the catalog gives the image `expression` names, or nil when it is not a
    /// generated accessor, no image set matches, or matches disagree.
    func name(of expression: ExprSyntax) -> String? {
        var components: [String] = []
        var current: ExprSyntax? = expression
        if let forced = current?.as(ForceUnwrapExprSyntax.self) { current = forced.expression }
        while let access = current?.as(MemberAccessExprSyntax.self) {
            components.insert(access.declName.baseName.text, at: 0)
            current = access.base
        }
        // An implicit member, or one of a type (`Asset`, `ImageResource`); not a value's.
        if let base = current, base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase != true { return nil }
        guard let leaf = components.last, let candidates = byKey[Self.key(leaf)] else { return nil }
        // The folder that gives a namespace (`X24` for "x24/More"): of the images so named
        // (`x24/More`, `x32/More`, `More`), the one in that folder.
        let namespace = components.dropLast().last.map(Self.key)
        func folder(_ asset: ImageAsset) -> String? {
            let parts = asset.path.split(separator: "/")
            return parts.count >= 3 ? String(parts[parts.count - 3]) : nil
        }
        let inNamespace = candidates.filter { asset in namespace != nil && folder(asset).map(Self.key) == namespace }
        let names = inNamespace.isEmpty
            ? Set(candidates.map(\.name)) : Set(inNamespace.map { "\(folder($0)!)/\($0.name)" })
        return names.count == 1 ? names.first : nil
    }

    private static func key(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
    }
}
