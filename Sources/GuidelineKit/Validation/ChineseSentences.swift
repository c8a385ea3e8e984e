/// Two marks of translated Chinese, reported as notes for the author to weigh (each can be
/// right): three or more 的 in one clause, which Chinese writers break up, and 被, which
/// Chinese uses far less than English uses the passive.
enum ChineseSentences {
    static func check(_ text: EntryText, _ blocks: [MarkdownBlock], in file: TextFile) -> [Diagnostic] {
        guard text.language == .simplifiedChinese else { return [] }
        var diagnostics: [Diagnostic] = []
        var lines = LazySourceLines(file)
        func note(_ check: String, _ message: String, _ snippet: String, _ at: SourceLocation) {
            diagnostics.append(.note(check, message, at: lines.find(snippet, fromLine: at.line) ?? at))
        }
        for (prose, at) in Prose.of(text, blocks) {
            for clause in prose.split(whereSeparator: { clauseEnds.contains($0) || $0 == "\n" }) {
                let clause = String(clause).trimmingSpaces
                if clause.filter({ $0 == "的" }).count >= 3 {
                    note(
                        "stacked-de", "three 的 in one clause (“\(clause)”); break it up or drop one", clause, at)
                }
                var from = clause.startIndex
                while let found = clause[from...].firstIndex(of: "被") {
                    from = clause.index(after: found)
                    let context = String(clause[found...].prefix(6))
                    note(
                        "passive-bei",
                        "被 makes “\(context)” passive; Chinese usually says it with an active verb (who does what)",
                        context, at)
                }
            }
        }
        return diagnostics
    }

    private static let clauseEnds: Set<Character> = ["，", "。", "；", "：", "！", "？", "、", ",", ";", ":", "!", "?", "（", "）"]
}
