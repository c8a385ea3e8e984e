import Foundation

/// What the linter knows about the project around the files it checks: bundles (from
/// Info.plist files), image assets, string tables and, from the parsed Swift files, the class
/// hierarchy and generated accessors of localized strings.
public struct Project: Sendable {
    public var plists: [InfoPlist]
    public var assets: [String: ImageAsset]
    public var localizations: Localizations
    /// Class name → superclass name, from every Swift file read.
    var superclasses: [String: String]
    /// `L10n.Settings.share` → its table and key.
    var localizationAccessors: [String: LocalizationReference]

    public init(
        plists: [InfoPlist] = [], assets: [ImageAsset] = [], localizations: Localizations = Localizations(),
        classes: [(name: String, superclass: String)] = [], files: [SwiftFile] = []
    ) {
        self.plists = plists.sorted { $0.directory.count > $1.directory.count }  // deepest first
        self.assets = Dictionary(assets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.localizations = localizations
        // Headers of unparsed files first; the syntax tree's reading of a parsed one wins.
        var superclasses = Dictionary(classes.map { ($0.name, $0.superclass) }, uniquingKeysWith: { first, _ in first })
        var accessors: [String: LocalizationReference] = [:]
        for file in files {
            for type in file.types where type.kind == .class {
                if let superclass = type.superclass { superclasses[type.name] = superclass }
            }
            accessors.merge(file.localizationAccessors) { first, _ in first }
        }
        self.superclasses = superclasses
        self.localizationAccessors = accessors
    }

    /// Whether `className` is `base` or inherits from it, as far as the project shows.
    func inherits(_ className: String, from base: String) -> Bool {
        var current: String? = className
        var seen: Set<String> = []
        while let name = current, seen.insert(name).inserted {
            if name == base { return true }
            current = superclasses[name]
        }
        return false
    }

    /// The bundle a file belongs to: the deepest Info.plist whose folder holds it.
    public func bundle(containing path: String) -> InfoPlist? {
        plists.first { path.hasPrefix($0.directory + "/") }
    }

    /// Names people see for the project's apps and extensions (brand names an action title should not repeat).
    public var bundleNames: [String] {
        Array(Set(plists.compactMap(\.visibleName))).sorted()
    }

    /// The visible name of the containing app: a bundle that is not an extension.
    public var appName: String? {
        plists.filter { !$0.isExtension }.compactMap(\.visibleName).sorted().first
    }
}
