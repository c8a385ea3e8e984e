import Foundation
import PackagePlugin

/// Lints a target's Swift files whenever they change, as part of the build: violations print as
/// compiler warnings (`file:line:col: warning: …`), which Xcode shows inline. A violation of
/// error severity fails the build, as a compiler error would.
@main
struct HigLintBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return Self.lint(
            target.name, files: target.sourceFiles(withSuffix: "swift").map(\.url), tool: try context.tool(named: "hig-activity").url,
            workDirectory: context.pluginWorkDirectoryURL)
    }

    /// The lint of a target's Swift files, or none when it has none.
    static func lint(_ name: String, files: [URL], tool: URL, workDirectory: URL) -> [Command] {
        let files = files.sorted { $0.path < $1.path }
        guard !files.isEmpty else { return [] }
        // The build system runs a command only for its outputs: lint touches this file when done.
        let stamp = workDirectory.appendingPathComponent("hig-lint.stamp")
        return [
            .buildCommand(
                displayName: "hig-activity lint \(name) (\(files.count) files)",
                executable: tool,
                arguments: ["lint", "--format", "text", "--quiet", "--touch", stamp.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [stamp]
            )
        ]
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// The same in an Xcode project's target (Build Phases → Run Build Tool Plug-ins), as
    /// SwiftLint's plugin does it. Compiled only on macOS, where Xcode provides the module: the
    /// project's Linux CI never builds it.
    extension HigLintBuildTool: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            Self.lint(
                target.displayName,
                files: target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url),
                tool: try context.tool(named: "hig-activity").url, workDirectory: context.pluginWorkDirectoryURL)
        }
    }
#endif
