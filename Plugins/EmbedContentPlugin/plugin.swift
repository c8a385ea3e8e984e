import Foundation
import PackagePlugin

/// Compiles the package's Content/ and Templates/ into the target as Swift source.
@main
struct EmbedContentPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let content = context.package.directoryURL.appendingPathComponent("Content")
        let templates = context.package.directoryURL.appendingPathComponent("Templates")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedContent.swift")
        var inputs: [URL] = []
        for folder in [content, templates] {
            guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
                continue
            }
            for case let url as URL in walker where ["md", "yml", "svg", "mustache", "css", "js"].contains(url.pathExtension) {
                inputs.append(url)
            }
        }
        return [
            .buildCommand(
                displayName: "Embedding Content/ and Templates/ (\(inputs.count) files)",
                executable: try context.tool(named: "embed-content").url,
                arguments: [content.path, templates.path, output.path],
                inputFiles: inputs.sorted { $0.path < $1.path },
                outputFiles: [output]
            )
        ]
    }
}
