import Foundation
import PackagePlugin

/// Compiles the package's Content/ directory into the target as Swift source.
@main
struct EmbedContentPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let content = context.package.directoryURL.appendingPathComponent("Content")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedContent.swift")
        var inputs: [URL] = []
        if let walker = FileManager.default.enumerator(at: content, includingPropertiesForKeys: nil) {
            for case let url as URL in walker where ["md", "yml"].contains(url.pathExtension) {
                inputs.append(url)
            }
        }
        return [
            .buildCommand(
                displayName: "Embedding Content/ (\(inputs.count) files)",
                executable: try context.tool(named: "embed-content").url,
                arguments: [content.path, output.path],
                inputFiles: inputs.sorted { $0.path < $1.path },
                outputFiles: [output]
            )
        ]
    }
}
