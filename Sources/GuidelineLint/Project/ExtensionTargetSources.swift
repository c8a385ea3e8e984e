import Foundation

/// Which Swift files an Xcode project compiles into each of its app extension targets, by the
/// target's Info.plist. A view controller the main app's target alone compiles never runs in the
/// share extension, however the type graph connects the two (a shared base class, a helper of the
/// same name): what the extension reaches is cut at the files its target builds.
/// Known only where the project lists each file of the target; a target that builds a folder
/// Xcode syncs whole (Xcode 16's synchronized groups), or a project that can't be read, says
/// nothing, and nothing is cut.
public struct ExtensionTargetSources: Sendable {
    /// Swift files each extension target compiles, by its Info.plist's path (both absolute, as `key` folds them).
    private var sourcesByPlist: [String: Set<String>] = [:]
    /// Every Swift file some target of those projects compiles: a file outside them (a Swift
    /// package's, a project that lists nothing) may be linked into any target.
    private var listed: Set<String> = []

    public init() {}

    /// Parses each `project.pbxproj` (Xcode's property list); `folder` holds `Name.xcodeproj`,
    /// with a trailing slash, and the project's paths are relative to it.
    init(projects: [(folder: String, text: String)]) {
        for project in projects {
            guard let plist = try? PropertyListSerialization.propertyList(from: Data(project.text.utf8), format: nil) as? [String: Any],
                let objects = plist["objects"] as? [String: [String: Any]]
            else { continue }
            read(objects, root: String(project.folder.dropLast()))
        }
    }

    /// Whether an extension with the Info.plist at `plist` can run the code of `file`: false only
    /// when the project lists the file in some target but not in that extension's.
    public func mayRun(_ file: String, inExtensionWith plist: String) -> Bool {
        let file = Self.key(file)
        guard let sources = sourcesByPlist[Self.key(plist)], listed.contains(file) else { return true }
        return sources.contains(file)
    }

    private mutating func read(_ objects: [String: [String: Any]], root: String) {
        let paths = Self.filePaths(objects, root: root)
        for (_, target) in objects where target["isa"] as? String == "PBXNativeTarget" {
            var sources: Set<String> = []
            var complete = (target["fileSystemSynchronizedGroups"] as? [String])?.isEmpty ?? true
            for phase in (target["buildPhases"] as? [String] ?? []).compactMap({ objects[$0] })
            where phase["isa"] as? String == "PBXSourcesBuildPhase" {
                for file in (phase["files"] as? [String] ?? []).compactMap({ objects[$0] }) {
                    guard let reference = file["fileRef"] as? String else { continue }
                    if let path = paths[reference] {
                        if path.hasSuffix(".swift") { sources.insert(Self.key(path)) }
                    } else if objects[reference]?["isa"] as? String != "PBXFileReference" {
                        complete = false  // a folder reference or a package's file: can't tell what it holds
                    }
                }
            }
            listed.formUnion(sources)
            guard complete, target["productType"] as? String == "com.apple.product-type.app-extension" else { continue }
            for plist in Self.infoPlists(of: target, objects, root: root) {
                sourcesByPlist[Self.key(plist), default: []].formUnion(sources)
            }
        }
    }

    /// The Info.plist files a target's build configurations name (`INFOPLIST_FILE`).
    private static func infoPlists(of target: [String: Any], _ objects: [String: [String: Any]], root: String) -> Set<String> {
        var plists: Set<String> = []
        for settings in buildSettings(of: target, objects) {
            guard var value = settings["INFOPLIST_FILE"] as? String else { continue }
            for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where value.hasPrefix(prefix) {
                value.removeFirst(prefix.count)
            }
            guard !value.contains("$") else { continue }
            plists.insert(Self.standardized(value.hasPrefix("/") ? value : root + "/" + value))
        }
        return plists
    }

    /// The build settings of a target's (or the project's) configurations, one dictionary each
    /// (Debug, Release).
    static func buildSettings(of object: [String: Any], _ objects: [String: [String: Any]]) -> [[String: Any]] {
        guard let list = (object["buildConfigurationList"] as? String).flatMap({ objects[$0] }) else { return [] }
        return (list["buildConfigurations"] as? [String] ?? []).compactMap { objects[$0]?["buildSettings"] as? [String: Any] }
    }

    /// The absolute path of every file reference and every folder Xcode syncs whole, through the
    /// groups that hold it.
    static func filePaths(_ objects: [String: [String: Any]], root: String) -> [String: String] {
        var parent: [String: String] = [:]
        for (id, object) in objects {
            for child in object["children"] as? [String] ?? [] { parent[child] = id }
        }
        var folders: [String: String?] = [:]
        /// A group's or file's folder or path; nil when it is relative to a build setting.
        func path(of id: String, depth: Int = 0) -> String? {
            if let known = folders[id] { return known }
            guard depth < 64, let object = objects[id] else { return nil }
            let own = object["path"] as? String
            let base: String?
            switch object["sourceTree"] as? String {
            case "<group>": base = parent[id].map { path(of: $0, depth: depth + 1) } ?? root
            case "SOURCE_ROOT": base = root
            case "<absolute>": base = ""
            default: base = nil
            }
            let resolved = base.map { base in own.map { base.isEmpty ? $0 : base + "/" + $0 } ?? base }
            folders[id] = .some(resolved)
            return resolved
        }
        var paths: [String: String] = [:]
        for (id, object) in objects where ["PBXFileReference", "PBXFileSystemSynchronizedRootGroup"].contains(object["isa"] as? String ?? "") {
            if let resolved = path(of: id) { paths[id] = standardized(resolved) }
        }
        return paths
    }

    private static func standardized(_ path: String) -> String { (path as NSString).standardizingPath }

    /// A path as the table holds it: Xcode builds on a file system that ignores case, where a
    /// project's `HalloApp/…` is the folder `Halloapp/…` on disk.
    private static func key(_ path: String) -> String { standardized(path).lowercased() }
}
