import Foundation

/// What the linter knows about the project around the files it checks: bundles (from
/// Info.plist files), image assets, string tables, and the index of every parsed Swift file.
public struct Project: Sendable {
    public var plists: [InfoPlist] { didSet { folders = BundleFolders(plists) } }
    private var folders: BundleFolders
    /// Every image set, those of one name in several namespaced folders too (`x24/More`, `x32/More`).
    public var imageSets: [ImageAsset] {
        didSet {
            assets = Self.byName(imageSets)
            memo = ProjectMemo()
        }
    }
    /// Image sets by name (the first of a name where namespaced folders repeat one).
    public private(set) var assets: [String: ImageAsset]
    public var localizations: Localizations { didSet { memo = ProjectMemo() } }
    public var index: ProjectIndex { didSet { memo = ProjectMemo() } }
    /// The iOS versions the Xcode projects build for: code only older systems run is not judged.
    public var deploymentTargets: DeploymentTargets
    /// The names the Xcode projects give their iOS app targets (`ProjectMembership.appNames`).
    public var builtAppNames: BuiltAppNames
    /// The Swift files each extension target compiles, where its project lists them.
    public var extensionSources: ExtensionTargetSources
    /// What rules work out of the project once (`longTitles`), forgotten when what it rests on changes.
    private(set) var memo = ProjectMemo()

    public init(
        plists: [InfoPlist] = [], assets: [ImageAsset] = [], localizations: Localizations = Localizations(),
        index: ProjectIndex = ProjectIndex(), deploymentTargets: DeploymentTargets = DeploymentTargets(),
        builtAppNames: BuiltAppNames = BuiltAppNames(), extensionSources: ExtensionTargetSources = ExtensionTargetSources()
    ) {
        self.plists = InfoPlist.deepestFirst(plists)
        folders = BundleFolders(self.plists)
        imageSets = assets
        self.assets = Self.byName(assets)
        self.localizations = localizations
        self.index = index
        self.deploymentTargets = deploymentTargets
        self.builtAppNames = builtAppNames
        self.extensionSources = extensionSources
    }

    private static func byName(_ sets: [ImageAsset]) -> [String: ImageAsset] {
        Dictionary(sets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether `className` is `base` or inherits from it, as far as the project shows.
    func inherits(_ className: String, from base: String) -> Bool { index.inherits(className, from: base) }

    /// The bundle a file belongs to: the deepest Info.plist whose folder holds it.
    public func bundle(containing path: String) -> InfoPlist? { folders.index(containing: path).map { plists[$0] } }

    /// Names people see for the project's apps and extensions (brand names an action title should not repeat).
    public var bundleNames: [String] {
        Array(Set(plists.compactMap(\.visibleName))).sorted()
    }

    /// Every name the containing apps go by: their Info.plist's visible names and the names
    /// their Xcode targets build them with (an Info.plist's `$(PRODUCT_NAME)` filled in).
    public var appNames: [String] { Self.appNames(plists: plists, built: builtAppNames) }

    /// A product name counts only when no Info.plist names the app in words of its own.
    static func appNames(plists: [InfoPlist], built: BuiltAppNames) -> [String] {
        let written = writtenAppNames(plists)
        return Array(Set(written + built.displayed + (written.isEmpty ? built.products : []))).sorted()
    }

    /// The visible name of the containing app: a bundle that is not an extension.
    public var appName: String? { Self.writtenAppNames(plists).sorted().first }

    /// The names the apps' (not the extensions' or resource bundles') Info.plist files give in words.
    private static func writtenAppNames(_ plists: [InfoPlist]) -> [String] {
        plists.filter { !$0.isExtension && !$0.isResourceBundle }.compactMap(\.visibleName)
    }
}
