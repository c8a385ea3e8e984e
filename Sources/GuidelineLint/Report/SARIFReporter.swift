import Foundation
import GuidelineKit

/// SARIF 2.1.0 (the OASIS standard), shaped for GitHub code scanning: every rule with
/// `help.text`, `help.markdown`, `helpUri` and tags; every result with its location.
enum SARIFReporter {
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    static func render(_ report: LintReport, rules: [RuleDescription], messages: LintMessages) -> String {
        let metaRules = Set(report.violations.map(\.ruleID)).subtracting(rules.map(\.id)).sorted()
        let ruleIndex = Dictionary(uniqueKeysWithValues: (rules.map(\.id) + metaRules).enumerated().map { ($1, $0) })

        var ruleObjects: [[String: Any]] = rules.map { rule in
            let text = messages.text(for: rule)
            let url = rule.entries.first.flatMap(messages.helpURL(for:))
            let title = text?.title ?? rule.summary
            let summary = text?.summary ?? rule.summary
            var object: [String: Any] = [
                "id": rule.id,
                "name": pascalCase(rule.id),
                "shortDescription": ["text": title],
                "fullDescription": ["text": rule.summary],
                "help": [
                    "text":
                        "\(summary)\n\nGuideline: \(rule.entries.map(\.rawValue).joined(separator: ", "))\(url.map { "\n\($0)" } ?? "")",
                    "markdown":
                        "**\(title)**\n\n\(summary)\n\n\(url.map { "[Read the guideline](\($0))" } ?? "")\n\nChecks: \(rule.summary)",
                ],
                "defaultConfiguration": ["level": level(rule.severity)],
                "properties": [
                    "tags": ["hig", "design-guidelines", rule.entries.first?.topic ?? "hig"] + rule.reads.map(\.tag),
                    "precision": "medium",
                    "problem.severity": rule.severity == .error
                        ? "error" : rule.severity == .warning ? "warning" : "recommendation",
                ],
            ]
            if let url { object["helpUri"] = url }
            return object
        }
        ruleObjects += metaRules.map { id in
            [
                "id": id, "name": pascalCase(id),
                "shortDescription": ["text": "Suppression comment problem"],
                "fullDescription": [
                    "text": "A hig-activity suppression comment that is unused or names an unknown rule."
                ],
                "help": [
                    "text": "Remove the comment or fix the rule id it names.",
                    "markdown": "Remove the comment or fix the rule id it names.",
                ],
                "defaultConfiguration": ["level": "warning"],
                "properties": ["tags": ["hig", "suppression"], "precision": "very-high"],
            ]
        }

        let results: [[String: Any]] = report.violations.map { violation in
            [
                "ruleId": violation.ruleID,
                "ruleIndex": ruleIndex[violation.ruleID] ?? 0,
                "level": level(violation.severity),
                "message": ["text": violation.message],
                "locations": [
                    [
                        "physicalLocation": [
                            "artifactLocation": artifact(violation.location.file),
                            "region": ["startLine": violation.location.line, "startColumn": violation.utf16Column],
                        ]
                    ]
                ],
                "partialFingerprints": ["hig-activity/v1": fingerprint(violation)],
            ]
        }
        let notifications: [[String: Any]] = report.problems.map { problem in
            [
                "level": level(problem.severity),
                "message": ["text": "\(problem.message) (\(problem.check))"],
                "locations": [
                    [
                        "physicalLocation": [
                            "artifactLocation": artifact(problem.location.file),
                            "region": ["startLine": problem.location.line],
                        ]
                    ]
                ],
            ]
        }
        var driver: [String: Any] = [
            "name": "hig-activity", "semanticVersion": version, "version": version, "rules": ruleObjects,
        ]
        // The team's published guidelines, when it has a site.
        if let site = messages.helpBaseURL { driver["informationUri"] = site }
        let log: [String: Any] = [
            "$schema": schema,
            "version": "2.1.0",
            "runs": [
                [
                    "tool": [
                        "driver": driver
                    ],
                    "invocations": [["executionSuccessful": true, "toolExecutionNotifications": notifications]],
                    "originalUriBaseIds": ["%SRCROOT%": ["uri": currentDirectoryURI]],
                    "columnKind": "utf16CodeUnits",
                    "results": results,
                ]
            ],
        ]
        let data =
            (try? JSONSerialization.data(
                withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The tool's version, as `--version` prints it.
    static let version = ToolVersion.current

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// Relative paths are relative to the source root; absolute ones become file URIs.
    static func artifact(_ path: String) -> [String: Any] {
        let allowed = CharacterSet.urlPathAllowed
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        if path.hasPrefix("/") { return ["uri": "file://\(encoded)"] }
        let relative = encoded.hasPrefix("./") ? String(encoded.dropFirst(2)) : encoded
        return ["uri": relative, "uriBaseId": "%SRCROOT%"]
    }

    static var currentDirectoryURI: String {
        let path = FileManager.default.currentDirectoryPath
        let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        return "file://\(encoded)\(encoded.hasSuffix("/") ? "" : "/")"
    }

    /// Stable across line moves: rule, file and the code itself.
    static func fingerprint(_ violation: Violation) -> String {
        SourceDigest.of("\(violation.ruleID)\n\(violation.location.file)\n\(violation.code)")
    }

    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}

extension LintInput {
    var tag: String {
        switch self {
        case .swift: "swift"
        case .infoPlist: "info-plist"
        case .assetCatalog: "asset-catalog"
        }
    }
}
