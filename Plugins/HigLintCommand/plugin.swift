import Foundation
import PackagePlugin

/// `swift package hig-lint [--target NAME]... [lint options] [PATH...]`: runs `hig-activity lint`
/// on the package (its folder, or the named targets' folders, or the paths given), with any
/// option `lint` takes (`--format sarif`, `--lang ko`, `--baseline FILE`). It exits as `lint`
/// does: 1 when a violation has error severity.
@main
struct HigLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var rest = extractor.remainingArguments
        // What `lint` is asked to read: the named targets, else the paths given, else the package.
        var paths: [String] = []
        if !targetNames.isEmpty {
            for target in try context.package.targets(named: targetNames) {
                paths.append(target.directoryURL.path)
            }
        } else if !hasPaths(rest) {
            paths.append(context.package.directoryURL.path)
        }
        rest += paths
        let process = Process()
        process.executableURL = try context.tool(named: "hig-activity").url
        process.arguments = ["lint"] + rest
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            // `lint` has printed why; the plugin only passes its status on.
            exit(process.terminationStatus)
        }
    }

    /// Whether the arguments name files or folders (words that are neither options nor their values).
    func hasPaths(_ arguments: [String]) -> Bool {
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if Self.valueOptions.contains(argument) {
                index += 2
                continue
            }
            if !argument.hasPrefix("-") { return true }
            index += 1
        }
        return false
    }

    /// `lint`'s options that take a value as the next argument.
    static let valueOptions: Set<String> = [
        "--content", "--lang", "--format", "--baseline", "--write-baseline", "--help-base-url", "--touch",
    ]
}
