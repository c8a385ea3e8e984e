import Foundation

/// Which Swift files, storyboards and xibs the app's Xcode projects build. A file that sits under
/// an Xcode project's folder but that no project names (a localized copy left behind when the
/// project moved to string tables, a xib no target lists, a view controller dropped from the
/// project but not deleted) never reaches people, so no rule judges it.
/// Only a project that lists its files says so: one that names no file at all (a stub), a folder
/// Xcode syncs whole (Xcode 16's synchronized groups), a Swift package's resources, or a project
/// generated from a spec and not committed builds whatever is there, and nothing is left out.
struct ProjectMembership {
    private struct Listing {
        /// The folder holding `Name.xcodeproj`, with a trailing slash.
        var folder: String
        var text: String
        var listsFiles: Bool
        /// The file references it holds (`Main.storyboard`, `Views/Cell.xib`, `ru.lproj/Main.storyboard`),
        /// each also from every slash on: looked up for every file of a large app, a search of
        /// the project's text each time took seconds.
        var references: Set<Substring>
        var namesSwiftFiles: Bool
    }

    private let listings: [Listing]
    /// The folders holding a `Package.swift` or a `.podspec`, with a trailing slash.
    private let packageFolders: [String]

    /// The iOS versions the projects build for, read from the same files.
    var deploymentTargets: DeploymentTargets {
        DeploymentTargets(projects: listings.map { ($0.folder, $0.text) })
    }

    /// The Swift files each app extension target compiles, read from the same files.
    var extensionSources: ExtensionTargetSources {
        ExtensionTargetSources(projects: listings.map { ($0.folder, $0.text) })
    }

    /// What the projects build for other platforms alone, read from the same files.
    var otherPlatformTargets: OtherPlatformTargets {
        OtherPlatformTargets(projects: listings.map { ($0.folder, $0.text) })
    }

    /// Reads each `project.pbxproj`; one that can't be read lists nothing, so leaves nothing out.
    /// `manifests`: the project's `Package.swift` files and pod specs.
    init(projects: [String], manifests: [String]) {
        packageFolders = manifests.map { ($0 as NSString).deletingLastPathComponent + "/" }
        listings = projects.sorted().compactMap { path in
            guard case .success(let data) = ProjectFile.read(path, limit: 64 << 20) else { return nil }
            let text = String(decoding: data, as: UTF8.self)
            let folder = ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
            let references = Self.references(in: text)
            return Listing(
                folder: folder + "/", text: text,
                listsFiles: text.contains("PBXFileReference") && !text.contains("PBXFileSystemSynchronizedRootGroup"),
                references: references, namesSwiftFiles: references.contains { $0.hasSuffix(".swift") })
        }
    }

    /// The folders only a developer's own apps build, from these projects and the packages' manifests.
    func developerBuilds(manifests: [String]) -> DeveloperBuilds {
        DeveloperBuilds(projects: listings.map { ($0.folder, $0.text) }, manifests: manifests)
    }

    /// The names the projects' iOS app targets build their apps with: a literal
    /// `INFOPLIST_KEY_CFBundleDisplayName`, else the `PRODUCT_NAME` (the target's own name when it
    /// is `$(TARGET_NAME)` or unset), what an Info.plist's `$(PRODUCT_NAME)` becomes.
    var appNames: BuiltAppNames {
        let found = listings.map { Self.appNames(in: $0.text) }
        return BuiltAppNames(
            displayed: Array(Set(found.flatMap(\.displayed))).sorted(), products: Array(Set(found.flatMap(\.products))).sorted())
    }

    private static func appNames(in text: String) -> BuiltAppNames {
        guard let root = try? PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil) as? [String: Any],
            let objects = root["objects"] as? [String: Any]
        else { return BuiltAppNames() }
        func object(_ id: Any?) -> [String: Any]? { (id as? String).flatMap { objects[$0] as? [String: Any] } }
        func literal(_ value: Any?) -> String? {
            guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty, !text.contains("$") else { return nil }
            return text
        }
        var names = BuiltAppNames()
        for case let target as [String: Any] in objects.values
        where target["isa"] as? String == "PBXNativeTarget" && target["productType"] as? String == "com.apple.product-type.application" {
            guard let name = target["name"] as? String else { continue }
            let settings = (object(target["buildConfigurationList"])?["buildConfigurations"] as? [Any] ?? [])
                .compactMap { object($0)?["buildSettings"] as? [String: Any] }
            // A Mac, watch or TV app's target names another platform's app.
            if settings.contains(where: { ["macosx", "watchos", "appletvos"].contains($0["SDKROOT"] as? String ?? "") }) { continue }
            for setting in settings {
                if let shown = literal(setting["INFOPLIST_KEY_CFBundleDisplayName"]) {
                    names.displayed.append(shown)
                } else if let product = literal(setting["PRODUCT_NAME"]) {
                    names.products.append(product)
                } else if setting["PRODUCT_NAME"] == nil || ["$(TARGET_NAME)", "${TARGET_NAME}"].contains(setting["PRODUCT_NAME"] as? String ?? "") {
                    names.products.append(name)
                }
            }
        }
        return names
    }

    /// Whether an Xcode project above `path` lists its files and none of them names this one.
    func isLeftOut(_ path: String) -> Bool {
        let covering = listings.filter { path.hasPrefix($0.folder) }
        // A project that names no Swift file builds its code some other way (a stub, a package).
        let isSwift = path.hasSuffix(".swift")
        guard !covering.isEmpty, covering.allSatisfy({ $0.listsFiles && (!isSwift || $0.namesSwiftFiles) }),
            !inPackage(path, below: covering)
        else { return false }
        let name = (path as NSString).lastPathComponent
        let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        // A localized copy is named with its language folder (`ru.lproj/Main.storyboard`).
        let reference = folder.hasSuffix(".lproj") ? "\(folder)/\(name)" : name
        return !covering.contains { $0.references.contains(reference[...]) }
    }

    /// Whether a `Package.swift` or a pod spec sits between the file and the projects' folders:
    /// SwiftPM or CocoaPods builds a package's sources and resources without the project naming them.
    private func inPackage(_ path: String, below covering: [Listing]) -> Bool {
        let top = covering.map(\.folder.count).min() ?? 0
        return packageFolders.contains { $0.count >= top && path.hasPrefix($0) }
    }

    /// The names a project's text gives files, as whole words or quoted (`path = Main.storyboard;`,
    /// `"Views/My Cell.xib"`), each also from every slash on (`My Cell.xib`): not `OldMain.storyboard`
    /// for `Main.storyboard`.
    private static func references(in text: String) -> Set<Substring> {
        var found: Set<Substring> = []
        func add(_ word: Substring) {
            guard word.contains(".") else { return }
            found.insert(word)
            var rest = word
            while let slash = rest.firstIndex(of: "/") {
                rest = rest[rest.index(after: slash)...]
                found.insert(rest)
            }
        }
        // A quoted name may hold spaces (and a shell script's quotes are escaped, `\"`); an
        // unquoted one ends at a space or punctuation.
        let bytes = Array(text.utf8)
        var index = 0
        func word(from start: Int, to end: Int) -> Substring {
            Substring(String(decoding: bytes[start..<end], as: UTF8.self))
        }
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\"") {
                var end = index + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
                add(word(from: index + 1, to: min(end, bytes.count)))
                index = end + 1
            } else if Self.separators.contains(bytes[index]) {
                index += 1
            } else {
                var end = index
                while end < bytes.count, !Self.separators.contains(bytes[end]), bytes[end] != UInt8(ascii: "\"") { end += 1 }
                add(word(from: index, to: end))
                index = end
            }
        }
        return found
    }

    private static let separators = Set(" \t\n=;,(){}".utf8)
}

/// The names Xcode app targets give their apps: a display name set as a build setting, which
/// people see, and product names, which they see only where an Info.plist's name is
/// `$(PRODUCT_NAME)` (a target named `podcasts` for an app whose Info.plist says Pocket Casts).
public struct BuiltAppNames: Sendable {
    public var displayed: [String] = []
    public var products: [String] = []
    public init(displayed: [String] = [], products: [String] = []) {
        self.displayed = displayed
        self.products = products
    }
}
