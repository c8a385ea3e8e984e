import Dispatch

/// Reads a content source into a validated `KnowledgeBase`, collecting every problem in one pass.
public enum KnowledgeBaseLoader {
    /// Loads and validates; every problem found is appended to `diagnostics`. `rules` are the
    /// rules entries may name (the catalogue), checked against the entries both ways.
    /// With `cache`, files parsed by an earlier run are read from it (see `ParseCache`).
    public static func load(
        _ source: ContentSource, rules: [RuleDescription], cache: ParseCache? = nil, diagnostics: inout [Diagnostic]
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
        // Entries are checked against the glossary's terms: their cached records depend on it.
        var glossaryHash = FNV1a()
        let isGlossary = { (file: ContentFile) in file.relativePath == "glossary.yml" }
        for file in source.files where isGlossary(file) {
            file.read().map { $0.withUnsafeBytes { glossaryHash.add(bytes: $0) } }
            switch decode(file) {
            case .success(let text): glossary = Glossary.parse(text, diagnostics: &diagnostics)
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        let terminology = Terminology(glossary)
        let cached = cache?.load() ?? [:]
        typealias Parsed = (file: EntryFile?, diagnostics: [Diagnostic], key: UInt64, record: ArraySlice<UInt8>?)
        let results = source.files.filter { !isGlossary($0) }.parallelMap { file -> Parsed in
            let path = "\(source.displayRoot)/\(file.relativePath)"
            guard let bytes = file.read() else {
                guard case .failure(let diagnostic) = decode(file) else { return (nil, [], 0, nil) }
                return (nil, [diagnostic], 0, nil)
            }
            let key = cache == nil ? 0 : ParseCache.key(displayPath: path, terminology: glossaryHash.value, bytes: bytes)
            let decoded: TextFile
            switch TextFile.decode(path: path, bytes: bytes) {
            case .success(let text): decoded = text
            case .failure(let diagnostic): return (nil, [diagnostic], key, nil)
            }
            if let record = cached[key], let (entry, found) = ParsedFileRecord.decode(record, text: decoded.text) {
                return (entry, found, key, record)
            }
            switch EntryFile.pathInfo(relativePath: file.relativePath, displayPath: decoded.path) {
            case .failure(let diagnostic):
                return (nil, [diagnostic], key, nil)
            case .success(let info):
                var diagnostics: [Diagnostic] = []
                let entry = EntryFile.parse(
                    decoded, info: info, terminology: terminology.isEmpty ? nil : terminology,
                    diagnostics: &diagnostics)
                let record = cache == nil ? nil : ParsedFileRecord.encode(entry, diagnostics: diagnostics)[...]
                return (entry, diagnostics, key, record)
            }
        }
        diagnostics += source.readErrors
        var files: [EntryFile] = []
        for (file, found, _, _) in results {
            diagnostics += found
            if let file { files.append(file) }
        }
        // The cache is written while the files are validated, on a core of its own.
        let saving = DispatchGroup()
        if let cache {
            let records = results.compactMap { result in result.record.map { (key: result.key, record: $0) } }
            if records.count != cached.count || records.contains(where: { cached[$0.key] == nil }) {
                DispatchQueue.global().async(group: saving) { cache.save(records) }
            }
        }
        defer { saving.wait() }
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
