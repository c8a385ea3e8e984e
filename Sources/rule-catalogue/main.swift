// Writes GuidelineLint's registry of rule types from its rule files (run by RuleCataloguePlugin).
// Usage: rule-catalogue OUTPUT.swift RULE_FILE...
import Foundation
import RuleCatalogueGenerator

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: rule-catalogue OUTPUT.swift RULE_FILE...\n".utf8))
    exit(2)
}
let output = URL(fileURLWithPath: arguments[1])
var rules: [RuleFile] = []
var failed = false
for path in arguments.dropFirst(2) {
    do {
        rules.append(try RuleFile.read(URL(fileURLWithPath: path), as: path))
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        failed = true
    }
}
if failed { exit(1) }
let source = GeneratedSource.registry(rules)
if (try? String(contentsOf: output, encoding: .utf8)) != source {
    try source.write(to: output, atomically: true, encoding: .utf8)
}
