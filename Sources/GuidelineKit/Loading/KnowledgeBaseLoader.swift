/// Reads a content source into a validated `KnowledgeBase`, collecting every problem in one pass.
public enum KnowledgeBaseLoader {
    /// Loads and validates; every problem found is appended to `diagnostics`. `rules` are the
    /// rules entries may name (the catalogue), checked against the entries both ways.
    public static func load(
        _ source: ContentSource, rules: [RuleDescription], diagnostics: inout [Diagnostic]
    ) -> KnowledgeBase {
        /// A file's text, or the diagnostic saying why it has none.
        func decode(_ file: ContentFile) -> Result<TextFile, Diagnostic> {
            let path = "\(source.displayRoot)/\(file.relativePath)"
            guard let bytes = file.read() else {
                return .failure(
                    .error(
                        "unreadable", "cannot read this file; check that it exists and its permissions",
                        at: SourceLocation(file: path, line: 1, column: 1)))
            }
            return TextFile.decode(path: path, bytes: bytes)
        }
        // The glossary first: entries are checked against its terms as they are parsed.
        var glossary = Glossary()
        let isGlossary = { (file: ContentFile) in file.relativePath == "glossary.yml" }
        for file in source.files where isGlossary(file) {
            switch decode(file) {
            case .success(let text): glossary = Glossary.parse(text, diagnostics: &diagnostics)
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        let terminology = Terminology(glossary)
        let results = source.files.filter { !isGlossary($0) }.parallelMap { file -> (EntryFile?, [Diagnostic]) in
            let decoded: TextFile
            switch decode(file) {
            case .success(let text): decoded = text
            case .failure(let diagnostic): return (nil, [diagnostic])
            }
            switch EntryFile.pathInfo(relativePath: file.relativePath, displayPath: decoded.path) {
            case .failure(let diagnostic):
                return (nil, [diagnostic])
            case .success(let info):
                var diagnostics: [Diagnostic] = []
                let entry = EntryFile.parse(
                    decoded, info: info, terminology: terminology.isEmpty ? nil : terminology,
                    diagnostics: &diagnostics)
                return (entry, diagnostics)
            }
        }
        diagnostics += source.readErrors
        var files: [EntryFile] = []
        for (file, found) in results {
            diagnostics += found
            if let file { files.append(file) }
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
