import Foundation
import GuidelineKit
import GuidelineRules

/// The repository the tests run from, and its shipped knowledge base.
public enum Repository {
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    public static var content: URL { root.appendingPathComponent("Content") }

    /// The shipped knowledge base, loaded once, with its diagnostics (rule cross-references included).
    public static let builtin: (KnowledgeBase, [Diagnostic]) = {
        var diagnostics: [Diagnostic] = []
        let kb = KnowledgeBaseLoader.load(
            try! ContentSource.directory(content.path), rules: RuleCatalogue.all, diagnostics: &diagnostics)
        return (kb, diagnostics)
    }()
}
