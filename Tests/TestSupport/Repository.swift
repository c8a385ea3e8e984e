import Foundation
import GuidelineKit

/// The repository the tests run from, and its shipped knowledge base.
public enum Repository {
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    public static var content: URL { root.appendingPathComponent("Content") }

    /// The shipped knowledge base, loaded once, with its diagnostics (rule cross-references included).
    public static let builtin: (KnowledgeBase, [Diagnostic]) = {
        var diagnostics: [Diagnostic] = []
        let kb = KnowledgeBaseLoader.load(
            try! ContentSource.directory(content.path), knownRules: RuleCatalog.ids, diagnostics: &diagnostics)
        return (kb, diagnostics + RuleCatalog.crossReference(kb))
    }()
}
