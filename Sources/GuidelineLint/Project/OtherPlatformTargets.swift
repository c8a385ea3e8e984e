import Foundation

/// What an Xcode project builds for other platforms alone: the folders that only macOS, watchOS,
/// tvOS or visionOS targets sync whole (Xcode 16's synchronized groups) and the files that only
/// such targets list. A Mac app's menu bar or a watch app's toolbar never shows on iOS, whose
/// guidelines the rules check. A folder or file an iOS target builds as well (a `Shared` folder)
/// stays; a target whose platform can't be read counts as iOS's.
struct OtherPlatformTargets {
    /// Folders, with a trailing slash.
    private(set) var folders: [String] = []
    /// Files, as absolute paths.
    private(set) var files: Set<String> = []

    init() {}

    /// Parses each `project.pbxproj`; `folder` holds `Name.xcodeproj`, with a trailing slash.
    init(projects: [(folder: String, text: String)]) {
        var folders: Set<String> = []
        for project in projects {
            guard let plist = try? PropertyListSerialization.propertyList(from: Data(project.text.utf8), format: nil) as? [String: Any],
                let objects = plist["objects"] as? [String: [String: Any]]
            else { continue }
            let root = String(project.folder.dropLast())
            let paths = ExtensionTargetSources.filePaths(objects, root: root)
            let projectSettings = objects.values.first { $0["isa"] as? String == "PBXProject" }.map { ExtensionTargetSources.buildSettings(of: $0, objects) } ?? []
            // Each folder and file, with whether an iOS target builds it and whether another does.
            var builtBy: [String: (iOS: Bool, other: Bool)] = [:]
            var listedBy: [String: (iOS: Bool, other: Bool)] = [:]
            for target in objects.values where target["isa"] as? String == "PBXNativeTarget" {
                let isOther = Self.isOtherPlatform(ExtensionTargetSources.buildSettings(of: target, objects), project: projectSettings)
                for group in target["fileSystemSynchronizedGroups"] as? [String] ?? [] {
                    if let folder = paths[group] { Self.mark(folder + "/", in: &builtBy, other: isOther) }
                }
                for phase in (target["buildPhases"] as? [String] ?? []).compactMap({ objects[$0] })
                where ["PBXSourcesBuildPhase", "PBXResourcesBuildPhase"].contains(phase["isa"] as? String ?? "") {
                    for file in (phase["files"] as? [String] ?? []).compactMap({ objects[$0] }) {
                        if let path = (file["fileRef"] as? String).flatMap({ paths[$0] }) { Self.mark(path, in: &listedBy, other: isOther) }
                    }
                }
            }
            folders.formUnion(builtBy.filter { $0.value.other && !$0.value.iOS }.keys)
            files.formUnion(listedBy.filter { $0.value.other && !$0.value.iOS }.keys)
        }
        self.folders = folders.sorted()
    }

    private static func mark(_ key: String, in table: inout [String: (iOS: Bool, other: Bool)], other: Bool) {
        var entry = table[key] ?? (false, false)
        if other { entry.other = true } else { entry.iOS = true }
        table[key] = entry
    }

    /// Whether a file is built for other platforms alone.
    func contains(_ path: String) -> Bool {
        files.contains(path) || folders.contains(where: path.hasPrefix)
    }

    /// Whether a target builds for other platforms only: the platforms it lists leave out iOS,
    /// or it lists none and its SDK is macOS's, watchOS's, tvOS's or visionOS's. A target that
    /// lists iOS among several platforms (`SUPPORTED_PLATFORMS = "iphoneos macosx"`) builds for
    /// it. The target's own settings come first, the project's where it sets neither.
    private static func isOtherPlatform(_ target: [[String: Any]], project: [[String: Any]]) -> Bool {
        for level in [target, project] {
            if let platforms = level.lazy.compactMap({ $0["SUPPORTED_PLATFORMS"] as? String }).first?.lowercased() {
                let listed = platforms.split(separator: " ")
                return !listed.isEmpty && !listed.contains { $0.hasPrefix("iphone") || $0.contains("$") }
            }
            if let sdk = level.lazy.compactMap({ $0["SDKROOT"] as? String }).first?.lowercased() {
                return ["macosx", "watchos", "appletvos", "xros"].contains(sdk)
            }
        }
        return false
    }
}
