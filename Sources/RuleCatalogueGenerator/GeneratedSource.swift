/// The Swift source derived from the rule files.
public enum GeneratedSource {
    static let header = "// Generated from the rule files in Sources/GuidelineLint/Rules. Do not edit.\n"

    /// GuidelineLint's list of rule types.
    public static func registry(_ rules: [RuleFile]) -> String {
        header + """
            extension LintRules {
                /// Every rule type in Rules/.
                static let types: [any Rule.Type] = [
            \(sorted(rules).map { "        \($0.typeName).self,\n" }.joined())    ]
            }

            """
    }

    /// The GuidelineRules target: each rule's metadata declarations, copied, in a namespace named
    /// like the rule. `#sourceLocation` makes a compile error in a copy point at the rule file.
    public static func catalogue(_ rules: [RuleFile]) -> String {
        var source =
            header + """
                // Regenerate: UPDATE_GOLDEN=1 swift test --filter GeneratedFilesTests
                import GuidelineKit

                /// Every rule's metadata, in id order, compiled from the rules' own declarations.
                public enum RuleCatalogue {
                    public static let all: [RuleDescription] = [
                \(sorted(rules).map { "        \($0.typeName).description,\n" }.joined())    ].sorted { $0.id < $1.id }

                    public static var ids: Set<String> { Set(all.map(\\.id)) }

                    public static func description(_ id: String) -> RuleDescription? { all.first { $0.id == id } }
                }

                """
        for rule in sorted(rules) {
            source += "\nenum \(rule.typeName) {\n"
            for declaration in rule.declarations {
                source += "#sourceLocation(file: \"\(rule.path)\", line: \(declaration.line))\n"
                source += declaration.text + "\n"
                source += "#sourceLocation()\n"
            }
            source += "}\n"
        }
        return source
    }

    private static func sorted(_ rules: [RuleFile]) -> [RuleFile] { rules.sorted { $0.typeName < $1.typeName } }
}
