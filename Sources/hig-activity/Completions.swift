import ArgumentParser
import BuiltinKnowledgeBase
import Foundation
import GuidelineKit
import GuidelineRules

/// What the shell offers after an option or argument (`hig-activity --generate-completion-script
/// bash|zsh|fish`). Ids come from the knowledge base the command line names, so completing
/// `show` after `--content DIR` offers that folder's entries.
enum Completions {
    static let languages = CompletionKind.list(Language.all.map(\.tag))
    static let entryIDs = CompletionKind.custom { words, _, _ in knowledgeBase(words).map { $0.sortedEntries.map(\.id.rawValue) } ?? [] }
    static let topics = CompletionKind.custom { words, _, _ in knowledgeBase(words)?.topics ?? [] }
    /// Comma-separated rule ids: the ids already typed are kept in front of each candidate.
    static let ruleIDs = CompletionKind.custom { _, _, prefix in
        let typed = prefix.split(separator: ",", omittingEmptySubsequences: false).dropLast()
        let head = typed.isEmpty ? "" : typed.joined(separator: ",") + ","
        return RuleCatalogue.all.map(\.id).filter { !typed.contains(Substring($0)) }.map { head + $0 }
    }

    /// The knowledge base of `--content DIR` (or `--content=DIR`) among the words, else of
    /// HIG_ACTIVITY_CONTENT, else the built-in one; nil when it does not load.
    private static func knowledgeBase(_ words: [String]) -> KnowledgeBase? {
        var directory = ProcessInfo.processInfo.environment["HIG_ACTIVITY_CONTENT"].flatMap { $0.isEmpty ? nil : $0 }
        for (index, word) in words.enumerated() {
            if word == "--content", index + 1 < words.count {
                directory = words[index + 1]
            } else if word.hasPrefix("--content=") {
                directory = String(word.dropFirst("--content=".count))
            }
        }
        let origin = directory.map { KnowledgeBaseOrigin.directory(NSString(string: $0).expandingTildeInPath) } ?? .builtin
        return try? origin.load(rules: RuleCatalogue.all).knowledgeBase
    }
}
