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
        let cached = cache?.load() ?? ParseCache.Records()
        // The glossary first: entries are checked against its terms as they are parsed.
        var glossary = Glossary()
        // Entries are checked against the glossary's terms: their cached records depend on it.
        var glossaryHash = FNV1a()
        var glossarySaved: ParseCache.Saved?
        let isGlossary = { (file: ContentFile) in file.relativePath == "glossary.yml" }
        for file in source.files where isGlossary(file) {
            guard let bytes = file.read() else {
                if case .failure(let diagnostic) = decode(file) { diagnostics.append(diagnostic) }
                continue
            }
            bytes.withUnsafeBytes { glossaryHash.add(bytes: $0) }
            let path = "\(source.displayRoot)/\(file.relativePath)"
            let place = cache?.place(displayPath: path, terminology: 0) ?? FNV1a()
            let key = cache == nil ? 0 : ParseCache.key(place, bytes: bytes)
            let saved = { (record: ArraySlice<UInt8>) in ParseCache.Saved(key: key, place: place.value, stamp: nil, record: record) }
            if cache != nil, let (record, _) = cached.byKey[key], let (parsed, found) = GlossaryRecord.decode(record) {
                glossary = parsed
                diagnostics += found
                glossarySaved = saved(record)
                continue
            }
            switch TextFile.decode(path: path, bytes: bytes) {
            case .success(let text):
                var found: [Diagnostic] = []
                glossary = Glossary.parse(text, diagnostics: &found)
                diagnostics += found
                if cache != nil { glossarySaved = saved(GlossaryRecord.encode(glossary, diagnostics: found)[...]) }
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
            }
        }
        let terminology = Terminology(glossary)
        let apiNames = ProseAPINames(glossary)
        /// A file's parse, from its text.
        @Sendable func parse(_ file: ContentFile, _ decoded: TextFile, diagnostics: inout [Diagnostic]) -> EntryFile? {
            switch EntryFile.pathInfo(relativePath: file.relativePath, displayPath: decoded.path) {
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
                return nil
            case .success(let info):
                return EntryFile.parse(
                    decoded, info: info, terminology: terminology.isEmpty ? nil : terminology, apiNames: apiNames,
                    diagnostics: &diagnostics)
            }
        }
        typealias Parsed = (file: EntryFile?, diagnostics: [Diagnostic], saved: ParseCache.Saved?)
        let isFigure = { (file: ContentFile) in FigurePlacement.isFigureFile(file.relativePath) }
        var results = source.files.filter { !isGlossary($0) && !isFigure($0) }.parallelMap(fromCacheOrParsed)
        /// A file's parse, from its record or its text, and the record to keep.
        func fromCacheOrParsed(_ file: ContentFile) -> Parsed {
            let path = "\(source.displayRoot)/\(file.relativePath)"
            let place = cache?.place(displayPath: path, terminology: glossaryHash.value) ?? FNV1a()
            // Its stamp may stand for the file's bytes next time only if the file had settled.
            let stamp = file.stamp.flatMap { stamp in source.listedAt.map(stamp.isSettled) == true ? stamp : nil }
            // A file with the stamp its record was kept with is not read, unless its body is.
            if cache != nil, let stamp, let trusted = cached.byPlace[place.value], trusted.stamp == stamp,
                let (record, checked) = cached.byKey[trusted.key],
                let (entry, found) = ParsedFileRecord.decode(
                    record,
                    text: {
                        guard let bytes = file.read(), ParseCache.key(place, bytes: bytes) == trusted.key,
                            case .success(let decoded) = TextFile.decode(path: path, bytes: bytes)
                        else { return nil }
                        return decoded.text
                    },
                    changed: {
                        // Changed while the knowledge base was in use: the body as the file is now.
                        var ignored: [Diagnostic] = []
                        guard let bytes = file.read(), case .success(let decoded) = TextFile.decode(path: path, bytes: bytes)
                        else { return [] }
                        return parse(file, decoded, diagnostics: &ignored)?.text.body.blocks ?? []
                    })
            {
                return (
                    entry, found,
                    ParseCache.Saved(key: trusted.key, place: place.value, stamp: stamp, linksCheckedIn: checked, record: record)
                )
            }
            guard let bytes = file.read() else {
                guard case .failure(let diagnostic) = decode(file) else { return (nil, [], nil) }
                return (nil, [diagnostic], nil)
            }
            let decoded: TextFile
            switch TextFile.decode(path: path, bytes: bytes) {
            case .success(let text): decoded = text
            case .failure(let diagnostic): return (nil, [diagnostic], nil)
            }
            let key = cache == nil ? 0 : ParseCache.key(place, bytes: bytes)
            let saved = { (record: ArraySlice<UInt8>, checked: UInt64) in
                ParseCache.Saved(key: key, place: place.value, stamp: stamp, linksCheckedIn: checked, record: record)
            }
            if let (record, checked) = cached.byKey[key],
                let (entry, found) = ParsedFileRecord.decode(record, text: { decoded.text }, changed: { [] })
            {
                return (entry, found, saved(record, checked))
            }
            var diagnostics: [Diagnostic] = []
            let entry = parse(file, decoded, diagnostics: &diagnostics)
            guard let entry else { return (nil, diagnostics, nil) }
            return (entry, diagnostics, cache == nil ? nil : saved(ParsedFileRecord.encode(entry, diagnostics: diagnostics)[...], 0))
        }
        diagnostics += source.readErrors
        var files: [EntryFile] = [], fileResult: [Int] = []
        files.reserveCapacity(results.count)
        for index in results.indices {
            diagnostics += results[index].diagnostics
            // Moved out, not copied: each copy retains some thirty strings and arrays.
            guard let file = results[index].file.take() else { continue }
            files.append(file)
            fileResult.append(index)
        }
        let (validated, links) = ContentValidator(
            files: files, glossary: glossary, knownRules: Set(rules.map(\.id)),
            linksCheckedIn: fileResult.map { results[$0].saved?.linksCheckedIn ?? 0 }
        ).validate(into: &diagnostics)
        var kb = validated
        // The cache is written while the rule cross-references are checked, on a core of its own.
        let saving = DispatchGroup()
        defer { saving.wait() }
        if let cache {
            var records = results.map(\.saved)
            for (file, index) in fileResult.enumerated() {
                records[index]?.linksCheckedIn = links.clean[file] ? links.world : 0
            }
            let saved = (records + [glossarySaved]).compactMap { $0 }
            let kept = saved.parallelMap(cached.holds).count { $0 }
            if ParseCache.isWorthRewriting(total: saved.count, changed: saved.count - kept, removed: cached.byKey.count - kept) {
                DispatchQueue.global().async(group: saving) { cache.save(saved) }
            }
        }
        // Figures, once the languages the entries are written in are known.
        kb.figures = FigurePlacement.load(
            source.files.filter(isFigure), displayRoot: source.displayRoot, languages: kb.languages, diagnostics: &diagnostics)
        FigurePlacement.checkPlacements(kb, figures: kb.figures, displayRoot: source.displayRoot, diagnostics: &diagnostics)
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
