import Foundation

/// What the linter knows about the project around the files it checks: bundles (from
/// Info.plist files), image assets, string tables, and the index of every parsed Swift file.
public struct Project: Sendable {
    public var plists: [InfoPlist] { didSet { folders = BundleFolders(plists) } }
    private var folders: BundleFolders
    public var assets: [String: ImageAsset]
    public var localizations: Localizations { didSet { memo = ProjectMemo() } }
    public var index: ProjectIndex { didSet { memo = ProjectMemo() } }
    /// The iOS versions the Xcode projects build for: code only older systems run is not judged.
    public var deploymentTargets: DeploymentTargets
    /// What rules work out of the project once (`longTitles`), forgotten when what it rests on changes.
    private(set) var memo = ProjectMemo()

    public init(
        plists: [InfoPlist] = [], assets: [ImageAsset] = [], localizations: Localizations = Localizations(),
        index: ProjectIndex = ProjectIndex(), deploymentTargets: DeploymentTargets = DeploymentTargets()
    ) {
        self.plists = InfoPlist.deepestFirst(plists)
        folders = BundleFolders(self.plists)
        self.assets = Dictionary(assets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.localizations = localizations
        self.index = index
        self.deploymentTargets = deploymentTargets
    }

    /// Whether `className` is `base` or inherits from it, as far as the project shows.
    func inherits(_ className: String, from base: String) -> Bool { index.inherits(className, from: base) }

    /// The bundle a file belongs to: the deepest Info.plist whose folder holds it.
    public func bundle(containing path: String) -> InfoPlist? { folders.index(containing: path).map { plists[$0] } }

    /// Names people see for the project's apps and extensions (brand names an action title should not repeat).
    public var bundleNames: [String] {
        Array(Set(plists.compactMap(\.visibleName))).sorted()
    }

    /// The visible name of the containing app: a bundle that is not an extension.
    public var appName: String? {
        plists.filter { !$0.isExtension }.compactMap(\.visibleName).sorted().first
    }
}
