import Foundation


/// SARIF 2.1.0 (the OASIS standard), shaped for GitHub code scanning: every rule with
/// `help.text`, `help.markdown`, `helpUri` and tags; every result with its location.
public enum SARIFFormat {
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    static func render(_ report: DiagnosticReport, rules: [RuleDescription], options: ReportOptions) -> String {
        // Diagnostics of ids that are not rules (suppression, input and content checks) get rule
        // objects too, described when documented.
        let checks = Dictionary(options.checks.map { ($0.id, $0) }) { first, _ in first }
        let otherIDs = Set(report.diagnostics.map(\.id)).subtracting(rules.map(\.id)).sorted()
        let ruleIndex = Dictionary(uniqueKeysWithValues: (rules.map(\.id) + otherIDs).enumerated().map { ($1, $0) })

        var ruleObjects: [[String: Any]] = rules.map { ruleObject($0, text: options.ruleTexts[$0.id]) }
        ruleObjects += otherIDs.map { id in
            let check = checks[id]
            let summary = check?.summary ?? id
            let help = check?.help ?? summary
            return [
                "id": id, "name": pascalCase(id),
                "shortDescription": ["text": summary],
                "fullDescription": ["text": summary],
                "help": ["text": help, "markdown": help],
                "defaultConfiguration": ["level": "warning"],
                "properties": ["tags": ["hig", "hig-activity"], "precision": "very-high"],
            ]
        }

        let results: [[String: Any]] = report.diagnostics.map { diagnostic in
            var region: [String: Any] = ["startLine": diagnostic.location.line]
            region["startColumn"] = utf16Column(diagnostic)
            var result: [String: Any] = [
                "ruleId": diagnostic.id,
                "ruleIndex": ruleIndex[diagnostic.id] ?? 0,
                "level": level(diagnostic.severity),
                "message": ["text": diagnostic.message],
                "locations": [["physicalLocation": ["artifactLocation": artifact(diagnostic.location.file), "region": region]]],
            ]
            if diagnostic.sourceLine != nil {
                result["partialFingerprints"] = ["hig-activity/v1": fingerprint(diagnostic)]
            }
            if !diagnostic.notes.isEmpty {
                result["relatedLocations"] = diagnostic.notes.enumerated().map { index, note in
                    [
                        "id": index,
                        "message": ["text": note.message],
                        "physicalLocation": [
                            "artifactLocation": artifact(note.location.file),
                            "region": ["startLine": note.location.line],
                        ],
                    ] as [String: Any]
                }
            }
            return result
        }
        var run: [String: Any] = [
            "tool": ["driver": driver(ruleObjects, siteURL: options.siteURL)],
            "invocations": [["executionSuccessful": true]],
            "columnKind": "utf16CodeUnits",
            "results": results,
        ]
        if let root = options.sourceRoot { run["originalUriBaseIds"] = ["%SRCROOT%": ["uri": directoryURI(root)]] }
        return json(["$schema": schema, "version": "2.1.0", "runs": [run]])
    }

    /// The rule catalogue alone (`export sarif-rules`): a log whose one run has the rule objects
    /// `lint --format sarif` emits, and no results.
    public static func ruleCatalogue(_ rules: [RuleDescription], texts: [String: RuleText], siteURL: String?) -> String {
        let run: [String: Any] = [
            "tool": ["driver": driver(rules.map { ruleObject($0, text: texts[$0.id]) }, siteURL: siteURL)],
            "results": [] as [Any],
        ]
        return json(["$schema": schema, "version": "2.1.0", "runs": [run]])
    }

    static func driver(_ rules: [[String: Any]], siteURL: String?) -> [String: Any] {
        var driver: [String: Any] = [
            "name": "hig-activity", "semanticVersion": version, "version": version, "rules": rules,
        ]
        // The team's published guidelines, when it has a site.
        if let siteURL { driver["informationUri"] = siteURL }
        return driver
    }

    static func json(_ log: [String: Any]) -> String {
        let data =
            (try? JSONSerialization.data(
                withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// A rule's `reportingDescriptor`: one function for the lint report and the exported catalogue.
    static func ruleObject(_ rule: RuleDescription, text: RuleText?) -> [String: Any] {
        let url = text?.helpURL
        let title = text?.title ?? rule.summary
        let summary = text?.summary ?? rule.summary
        let entries = rule.entries.map(\.rawValue).joined(separator: ", ")
        var markdown = "**\(markdownEscaped(title))**\n\n\(markdownEscaped(summary))\n\n"
        if let url { markdown += "[Read the guideline](\(url))\n\n" }
        markdown += "Checks: \(markdownEscaped(rule.summary))\n"
        for example in text?.examples ?? [] {
            markdown += "\n\(example.role == .avoid ? "Avoid" : "Prefer"):\n\n\(fenced(example.code))\n"
        }
        var properties: [String: Any] = [
            "tags": ["hig", "design-guidelines", rule.entries.first?.topic ?? "hig"] + rule.reads.map(\.tag),
            "precision": "medium",
            "problem.severity": rule.severity == .error
                ? "error" : rule.severity == .warning ? "warning" : "recommendation",
            "entries": rule.entries.map(\.rawValue),
        ]
        if let reference = text?.reference { properties["reference"] = reference }
        var object: [String: Any] = [
            "id": rule.id,
            "name": pascalCase(rule.id),
            "shortDescription": ["text": title],
            "fullDescription": ["text": rule.summary],
            "help": [
                "text": "\(summary)\n\nGuideline: \(entries)\(url.map { "\n\($0)" } ?? "")",
                "markdown": markdown,
            ],
            "defaultConfiguration": ["level": level(rule.severity)],
            "properties": properties,
        ]
        if let url { object["helpUri"] = url }
        return object
    }

    /// Text from content, kept literal in Markdown (a title with `*` or `<` stays text).
    static func markdownEscaped(_ text: String) -> String {
        var out = ""
        for character in text {
            if "\\`*_{}[]<>#|!".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    /// A Swift code fence long enough that no backtick run in the code closes it.
    static func fenced(_ code: String) -> String {
        var longest = 0
        var run = 0
        for character in code {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return "\(fence)swift\n\(code)\n\(fence)"
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

    static func directoryURI(_ path: String) -> String {
        let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        return "file://\(encoded)\(encoded.hasSuffix("/") ? "" : "/")"
    }

    /// The column counted in UTF-16 code units (SARIF's default) instead of UTF-8 bytes.
    static func utf16Column(_ diagnostic: Diagnostic) -> Int {
        guard let line = diagnostic.sourceLine else { return diagnostic.location.column }
        let prefix = line.utf8.prefix(max(0, diagnostic.location.column - 1))
        return String(decoding: prefix, as: UTF8.self).utf16.count + 1
    }

    /// Stable across line moves: id, file and the code itself.
    static func fingerprint(_ diagnostic: Diagnostic) -> String {
        SourceDigest.of("\(diagnostic.id)\n\(diagnostic.location.file)\n\(diagnostic.code)")
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
        case .interfaceBuilder: "interface-builder"
        }
    }
}
