import GuidelineKit

/// A custom activity's title longer than a brief verb phrase.
struct ActivityTitleSuccinctRule: Rule {
    static let description = RuleDescription(
        id: "activity-title-succinct",
        summary:
            "A custom UIActivity's activityTitle that is longer than a brief verb phrase: more words than max-words in the development language, or wider than max-characters (a translation too, where its source fits and it is wider than translation commonly makes a text of its source's length: 1.6 times for a source of 21–30 characters).",
        severity: .warning, entries: ["activity-views/succinct-titles"], reads: [.swift],
        keywords: ["activityTitle"], options: Options.self,
        exports: [
            .semgrep: .approximate(
                #"""
                patterns:
                  - pattern-either:
                      - pattern-inside: 'override var activityTitle: $TY { $X }'
                      - pattern-inside: 'override var activityTitle: $TY { get { $X } }'
                  - pattern-either:
                      - patterns:
                          - pattern: $S
                          - pattern-not-inside: '$F(...)'
                      - patterns:
                          - pattern: 'NSLocalizedString($S, comment: $C)'
                          - focus-metavariable: $S
                      - patterns:
                          - pattern: 'NSLocalizedString($K, value: $S, ...)'
                          - focus-metavariable: $S
                      - patterns:
                          - pattern: 'String(localized: $S, ...)'
                          - focus-metavariable: $S
                  - metavariable-regex:
                      metavariable: $S
                      regex: '^"([^"\n]{31,}|[ \t]*[^ \t"\n]+([ \t]+[^ \t"\n]+){4}[^"\n]*)"$'
                """#,
                reason: "only literal titles in an override getter of one expression; doesn't check the class is a UIActivity or follow a getter to another property; counts an interpolation by its source length"),
            .astGrep: .approximate(
                #"""
                utils:
                  title-property:
                    kind: property_declaration
                    has: {field: name, regex: '^activityTitle$'}
                    all:
                      - has: {kind: modifiers, regex: '\boverride\b'}
                  title-body:
                    kind: statements
                    not: {has: {regex: '', nthChild: 2}}
                    any:
                      - inside: {kind: computed_property, inside: {matches: title-property}}
                      - inside: {kind: computed_getter, inside: {kind: computed_property, inside: {matches: title-property}}}
                  title-value:
                    all:
                      - any: [{kind: line_string_literal}, {kind: call_expression}]
                      - any:
                          - inside: {matches: title-body}
                          - inside: {kind: control_transfer_statement, regex: '^return\b', inside: {matches: title-body}}
                  localized-call:
                    kind: call_expression
                    matches: title-value
                    any:
                      - has: {kind: simple_identifier, regex: '^NSLocalizedString$'}
                      - all:
                          - has: {kind: simple_identifier, regex: '^String$'}
                          - has: {kind: call_suffix, has: {kind: value_arguments, has: {kind: value_argument, nthChild: 1, has: {field: name, regex: '^localized$'}}}}
                rule:
                  kind: line_string_literal
                  regex: '^"([^"\n]{31,}|[ \t]*[^ \t"\n]+([ \t]+[^ \t"\n]+){4}[^"\n]*)"$'
                  any:
                    - matches: title-value
                    # NSLocalizedString("text", comment: …) without value:, NSLocalizedString(key, value: "text", …), String(localized: "text")
                    - inside:
                        kind: value_argument
                        any:
                          - all:
                              - nthChild: 1
                              - not: {has: {field: name, kind: value_argument_label}}
                              - inside: {kind: value_arguments, not: {has: {kind: value_argument, has: {field: name, regex: '^value$'}}}, inside: {kind: call_suffix, inside: {matches: localized-call}}}
                          - all:
                              - has: {field: name, regex: '^(value|localized)$'}
                              - inside: {kind: value_arguments, inside: {kind: call_suffix, inside: {matches: localized-call}}}
                """#,
                reason: "only literal titles in an override getter of one expression; doesn't check the class is a UIActivity or follow a getter to another property; counts an interpolation by its source length"),
            .swiftLint: .approximate(
                #"""
                regex: '\boverride\s+var\s+activityTitle\s*:\s*String\?\s*\{\s*(?:get\s*\{\s*)?(?:return\s+)?(?:NSLocalizedString\(|String\(localized:\s*)?"(?:[^"\\\n]|\\.){31,}"|\boverride\s+var\s+activityTitle\s*:\s*String\?\s*\{\s*(?:get\s*\{\s*)?(?:return\s+)?(?:NSLocalizedString\(|String\(localized:\s*)?"[ \t]*[^ \t"\n]+(?:[ \t]+[^ \t"\n]+){4}'
                excluded_match_kinds: [comment, doccomment]
                """#,
                reason: "reports at the property line and only when the literal opens the getter; takes NSLocalizedString's key even when a value: is given"),
        ],
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0),
        tuning: RuleAccuracy(findings: 4, correct: 3, violations: 0, found: 0)
    )

    struct Options: RuleOptionSet {
        @Bounded(1...100) var maxWords = 4
        @Bounded(1...1000) var maxCharacters = 30
    }

    /// The width a translation of a text of `width` columns commonly takes: short texts grow
    /// most (the expansion localization guides plan for, from twice the length of a text of
    /// ten characters to a third more past fifty).
    static func translatedWidth(of width: Int) -> Double {
        let factor: Double
        switch width {
        case ...10: factor = 2.0
        case 11...20: factor = 1.8
        case 21...30: factor = 1.6
        case 31...50: factor = 1.4
        default: factor = 1.3
        }
        return Double(width) * factor
    }

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        let maxWords = options.maxWords
        let maxCharacters = options.maxCharacters
        return ActivityDeclaration.all(in: file, project: project).flatMap { activity -> [Finding] in
            activity.titleExpressions.flatMap { expression -> [Finding] in
                let texts = project.titleTexts(of: expression, in: file)
                let source = texts.first { $0.language == nil }
                let sourceFits = source.map { $0.width <= maxCharacters } ?? true
                return texts.compactMap { title in
                    // Words are counted in the development language only, and not in text written
                    // without spaces (Chinese, Japanese); a translation needs the words its language
                    // needs. What the sheet cuts off is width: a translation is judged by it where
                    // its source fits, so one title too wide is reported once, at its source, and
                    // only when it is wider than translating makes a text of its source's width.
                    if title.language == nil && !title.wordsAreUncountable && title.words.count > maxWords {
                        return title.finding(Self.description.id, .words(title.words.count, max: maxWords, option: "max-words"))
                    }
                    guard title.width > maxCharacters, title.language == nil || sourceFits else { return nil }
                    if title.language != nil, let source, Double(title.width) <= Self.translatedWidth(of: source.width) { return nil }
                    return title.finding(Self.description.id, .width(title.width, max: maxCharacters, option: "max-characters"))
                }
            }
        }
    }
}
