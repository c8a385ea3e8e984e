import GuidelineKit
import GuidelineSearch

/// Where a command's knowledge base comes from, and the one way to load it and its search
/// index from there: commands pick an origin from their arguments and call these.
public enum KnowledgeBaseOrigin: Sendable, Equatable {
    /// The knowledge base compiled into the binary (the repository's `Content/`).
    case builtin
    /// A team's own knowledge base folder (`--content DIR`).
    case directory(String)

    /// The folder, for a knowledge base read from one.
    public var directory: String? {
        if case .directory(let path) = self { return path }
        return nil
    }

    /// Its files, read as `--content` reads a folder (the built-in ones came from the same walk).
    public func source() throws -> ContentSource {
        switch self {
        case .builtin: BuiltinKnowledgeBase.source
        case .directory(let path): try ContentSource.directory(path)
        }
    }

    /// The knowledge base, validated against the rules, with every problem found in it. A
    /// folder's files parsed by an earlier run come from the parse cache unless `cached` is
    /// false; the built-in files come from the records made with the binary, which are no
    /// cache of the user's.
    public func load(rules: [RuleDescription], cached: Bool = true) throws -> (
        knowledgeBase: KnowledgeBase, diagnostics: [Diagnostic]
    ) {
        var diagnostics: [Diagnostic] = []
        let cache: ParseCache? =
            switch self {
            case .builtin: BuiltinKnowledgeBase.parseRecords
            case .directory(let path): cached ? ParseCache(content: path).prefetching() : nil
            }
        let kb = KnowledgeBaseLoader.load(try source(), rules: rules, cache: cache, diagnostics: &diagnostics)
        return (kb, diagnostics.sortedForReport())
    }

    /// Its rules' message texts, when they were worked out with the binary (the built-in
    /// knowledge base's): a lint then words its findings without loading the knowledge base.
    public var ruleTextSnapshot: RuleTextSnapshot? {
        switch self {
        case .builtin: BuiltinKnowledgeBase.ruleTextSnapshot
        case .directory: nil
        }
    }

    /// Its search index: the one built with the binary, or the cached one of a folder (built,
    /// with `load`, when the folder or the tool changed).
    public func searchIndex(rules: [RuleDescription], load: () throws -> KnowledgeBase) throws -> SearchIndex {
        switch self {
        case .builtin: try BuiltinKnowledgeBase.searchIndex()
        case .directory(let path): try IndexCache().index(for: path, rules: rules, load: load)
        }
    }

}
