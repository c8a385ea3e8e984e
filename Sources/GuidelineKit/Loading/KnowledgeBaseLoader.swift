/// Reads a content source into a validated `KnowledgeBase`, collecting every problem in one pass.
public enum KnowledgeBaseLoader {
    /// Loads and validates; every problem found is appended to `diagnostics`. `rules` are the
    /// rules entries may name (the catalogue), checked against the entries both ways.
    public static func load(
        _ source: ContentSource, rules: [RuleDescription], diagnostics: inout [Diagnostic]
    ) -> KnowledgeBase {
        enum Parsed: Sendable {
            case entry(EntryFile)
            case glossary(Glossary)
            case none
        }
        let results = source.files.parallelMap { file -> (Parsed, [Diagnostic]) in
            var diagnostics: [Diagnostic] = []
            let path = "\(source.displayRoot)/\(file.relativePath)"
            let decoded: TextFile
            guard let bytes = file.read() else {
                let unreadable = Diagnostic.error(
                    "unreadable", "cannot read this file; check that it exists and its permissions",
                    at: SourceLocation(file: path, line: 1, column: 1))
                return (.none, [unreadable])
            }
            switch TextFile.decode(path: path, bytes: bytes) {
            case .success(let text): decoded = text
            case .failure(let diagnostic): return (.none, [diagnostic])
            }
            if file.relativePath == "glossary.yml" {
                return (.glossary(Glossary.parse(decoded, diagnostics: &diagnostics)), diagnostics)
            }
            switch EntryFile.pathInfo(relativePath: file.relativePath, displayPath: path) {
            case .failure(let diagnostic):
                return (.none, [diagnostic])
            case .success(let info):
                let entry = EntryFile.parse(decoded, info: info, diagnostics: &diagnostics)
                return (.entry(entry), diagnostics)
            }
        }
        diagnostics += source.readErrors
        var files: [EntryFile] = []
        var glossary = Glossary()
        for (parsed, found) in results {
            diagnostics += found
            switch parsed {
            case .entry(let file): files.append(file)
            case .glossary(let g): glossary = g
            case .none: break
            }
        }
        let kb = ContentValidator(files: files, glossary: glossary, knownRules: Set(rules.map(\.id)))
            .validate(into: &diagnostics)
        diagnostics += RuleCrossReference.check(kb, rules: rules)
        if kb.entries.isEmpty {
            diagnostics.append(
                .error(
                    "no-entries",
                    "the knowledge base has no entries: expected files such as <topic>/_topic.en.md and <topic>/<name>.en.md; check the folder",
                    at: SourceLocation(file: source.displayRoot, line: 1, column: 1)))
        }
        return kb
    }
}
