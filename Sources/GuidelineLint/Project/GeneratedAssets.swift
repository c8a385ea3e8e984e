import SwiftSyntax

/// The catalog name of an image that generated code names, which is what VoiceOver reads for an
/// image without a label: Xcode's asset symbols (`.close24`, `ImageResource.close24` for
/// "Close-24") and SwiftGen's accessors (`Asset.close`, `Asset.close.image`; `.X24.close` for
/// "x24/Close", whose folder gives its images a namespace, `Asset.Icons.help` for "help", whose
/// folder does not).
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
        // SwiftGen's `ImageAsset` gives its picture as `.image` (UIKit) or `.swiftUIImage`.
        if components.count >= 2, Self.swiftGenImages.contains(components.last!) { components.removeLast() }
        guard let leaf = components.last, let candidates = byKey[Self.key(leaf)] else { return nil }
        // The folder that gives a namespace (`X24` for "x24/More"): of the images so named
        // (`x24/More`, `x32/More`, `More`), the one in that folder.
        // (SwiftGen nests an enum for every folder, but only one that provides a namespace puts
        // its name in the image's: `Asset.Icons.help` is "help" when `Icons` does not.)
        let namespace = components.dropLast().last.map(Self.key)
        let inNamespace = candidates.filter { asset in
            namespace != nil && asset.namespace.split(separator: "/").last.map { Self.key(String($0)) } == namespace
        }
        let outside = candidates.filter(\.namespace.isEmpty)
        let named = !inNamespace.isEmpty ? inNamespace : !outside.isEmpty ? outside : candidates
        let names = Set(named.map { $0.namespace.isEmpty ? $0.name : "\($0.namespace)/\($0.name)" })
        return names.count == 1 ? names.first : nil
    }

    /// The members of SwiftGen's `ImageAsset` that give its picture (`Asset.Icons.close.image`).
    static let swiftGenImages: Set<String> = ["image", "swiftUIImage"]

    private static func key(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
    }
}
