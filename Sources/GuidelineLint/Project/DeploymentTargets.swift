import Foundation

/// The lowest iOS version each Xcode project builds for (`IPHONEOS_DEPLOYMENT_TARGET`, the
/// lowest of its targets and configurations), by the folder that holds it: code that runs only
/// on older systems (`DeadFallbacks`) never reaches anyone.
public struct DeploymentTargets: Sendable {
    /// Each project's folder, with a trailing slash, and the lowest major version it names.
    private var lowest: [(folder: String, major: Int)] = []

    public init() {}

    /// From projects' folders and `project.pbxproj` texts; one that names no iOS deployment
    /// target (a Mac app, a target that inherits the default) says nothing.
    init(projects: [(folder: String, text: String)]) {
        lowest = projects.compactMap { project in
            Self.majors(in: project.text).min().map { (project.folder, $0) }
        }
    }

    /// The lowest iOS major version that the projects above `path` build for; nil when none
    /// above it says.
    func lowestIOS(for path: String) -> Int? {
        lowest.filter { path.hasPrefix($0.folder) }.map(\.major).min()
    }

    /// `IPHONEOS_DEPLOYMENT_TARGET = 15.0;`, `= "16.4";` → 15, 16.
    private static func majors(in text: String) -> [Int] {
        var found: [Int] = []
        var rest = text[...]
        while let range = rest.range(of: "IPHONEOS_DEPLOYMENT_TARGET") {
            let value = rest[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "\t" }
            if let major = Int(value.prefix { $0.isNumber }) { found.append(major) }
            rest = rest[range.upperBound...]
        }
        return found
    }
}
