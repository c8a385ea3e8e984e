import Foundation
import PackagePlugin

/// Generates GuidelineLint's registry of rule types from the files in its Rules/ folder: adding
/// a rule file adds the rule to the linter.
@main
struct RuleCataloguePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let rulesFolder = context.package.directoryURL.appendingPathComponent("Sources/\(target.name)/Rules").path + "/"
        let ruleFiles = target.sourceFiles(withSuffix: "swift").map(\.url).filter { $0.path.hasPrefix(rulesFolder) }
            .sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("RuleRegistry.swift")
        return [
            .buildCommand(
                displayName: "Generating the registry of \(ruleFiles.count) rules",
                executable: try context.tool(named: "rule-catalogue").url,
                arguments: [output.path] + ruleFiles.map(\.path),
                inputFiles: ruleFiles,
                outputFiles: [output]
            )
        ]
    }
}
