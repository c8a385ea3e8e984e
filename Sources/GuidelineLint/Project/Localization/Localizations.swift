import Foundation
import GuidelineKit

/// One language's text for a key, where it is written.
public struct LocalizedText: Sendable, Hashable {
    public var language: String
    public var text: String
    public var location: SourceLocation
}

/// The localized text a key shows: in the development language (nil when no table of the
/// development language has it) and in each other language, sorted by language.
public struct Localized: Sendable {
    public var development: LocalizedText?
    public var translations: [LocalizedText]
}

/// The project's string tables: `<lang>.lproj/<Table>.strings` and `.stringsdict` files and
/// `<Table>.xcstrings` catalogs, grouped by the folder that holds them (one table per bundle).
public struct Localizations: Sendable {
    struct Table: Sendable {
        var name: String
        /// The folder holding the `.lproj` folders or the catalog.
        var root: String
        var developmentLanguage: String
        /// Each file's texts by key, one language at a time, in the order of the files' paths
        /// (a later file's text for the same language and key wins, as a later line's does).
        /// Built as each file is read, on all cores; a key's texts are gathered when it is looked
        /// up (rules look up a few hundred keys of tables that hold hundreds of thousands).
        var texts: [(language: String, byKey: [String: LocalizedText])] = []
        private let memo = Memo()

        init(name: String, root: String, developmentLanguage: String) {
            self.name = name
            self.root = root
            self.developmentLanguage = developmentLanguage
        }

        /// A key's text in every language of the table, nil when no file has it.
        func localized(_ key: String) -> Localized? {
            if let known = memo.lock.withLock({ memo.found[key] }) { return known }
            var byLanguage: [String: LocalizedText] = [:]
            for (language, byKey) in texts { if let text = byKey[key] { byLanguage[language] = text } }
            let localized: Localized? =
                byLanguage.isEmpty
                ? nil
                : Localized(
                    development: byLanguage[developmentLanguage] ?? byLanguage["Base"],
                    translations: byLanguage.compactMap { language, text in
                        language == developmentLanguage || language == "Base" ? nil : text
                    }.sorted { $0.language < $1.language })
            memo.lock.withLock { memo.found[key] = localized }
            return localized
        }

        /// Keys already gathered (rules ask for the same key from many files).
        private final class Memo: @unchecked Sendable {
            let lock = NSLock()
            var found: [String: Localized?] = [:]
        }
    }

    /// Tables by name (`Localizable`, `InfoPlist`, …).
    var tables: [String: [Table]] = [:]

    public init() {}

    public var isEmpty: Bool { tables.isEmpty }

    /// Reads string tables; the development language comes from a catalog's `sourceLanguage`, else
    /// the nearest Xcode project's `developmentRegion`, else English. Unreadable files are problems.
    static func load(files: [String], projects: [String], problems: inout [Diagnostic]) -> Localizations {
        let regions = projects.sorted().compactMap { path -> (folder: String, region: String)? in
            guard case .success(let data) = ProjectFile.read(path, limit: 64 << 20),
                let region = developmentRegion(in: data)
            else { return nil }
            // project.pbxproj sits in Name.xcodeproj, whose folder holds the sources.
            return (((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent, region)
        }
        func developmentLanguage(near folder: String) -> String {
            regions.filter { folder.hasPrefix($0.folder + "/") || folder == $0.folder }
                .max { $0.folder.count < $1.folder.count }?.region ?? regions.first?.region ?? "en"
        }

        // The largest first: one catalog of megabytes left for last kept a core busy alone
        // after the Swift files were read.
        let parsed = files.sorted().deepStackMap(heaviestFirst: { ProjectFile.size($0) ?? 0 }, read)
        var byTable: [String: Table] = [:]  // root + "\0" + name → table
        for result in parsed {
            let file: ParsedFile
            switch result {
            case .success(let read): file = read
            case .failure(let problem):
                problems.append(problem)
                continue
            }
            let id = file.root + "\0" + file.table
            if byTable[id] == nil {
                byTable[id] = Table(
                    name: file.table, root: file.root,
                    developmentLanguage: file.sourceLanguage ?? developmentLanguage(near: file.root))
            }
            byTable[id]!.texts += file.languages
        }
        var localizations = Localizations()
        for id in byTable.keys.sorted() {
            let table = byTable[id]!
            localizations.tables[table.name, default: []].append(table)
        }
        return localizations
    }

    /// Whether the project has a table of this name (so a key missing from it shows as itself).
    public func hasTable(_ name: String) -> Bool { tables[name] != nil }

    /// A key's text in every language, from the table of that name nearest to `path` that has it.
    public func lookup(table name: String, key: String, from path: String) -> Localized? {
        var best: (shared: Int, localized: Localized)?
        for table in tables[name] ?? [] {
            guard let localized = table.localized(key) else { continue }
            let shared = Self.sharedPrefix(table.root, path)
            if best == nil || shared > best!.shared { best = (shared, localized) }
        }
        return best?.localized
    }

    /// The table an app's own lookup wrapper reads a key from (`String.chat.localized("key")`):
    /// `Localizable`, else a table the call names (`chat` → `Chat`), else the one other table that
    /// holds the key; nil when none or several do.
    public func wrapperTable(for key: String, naming words: [String], from path: String) -> String? {
        if lookup(table: "Localizable", key: key, from: path) != nil { return "Localizable" }
        let holding = tables.keys.sorted().filter { lookup(table: $0, key: key, from: path) != nil }
        if let named = holding.first(where: { words.contains($0.lowercased()) }) { return named }
        return holding.count == 1 ? holding[0] : nil
    }

    private static func sharedPrefix(_ a: String, _ b: String) -> Int {
        zip(a.split(separator: "/"), b.split(separator: "/")).prefix { $0 == $1 }.count
    }

    struct ParsedFile {
        var table: String
        var root: String
        var sourceLanguage: String?
        /// Each language's texts by key (the last text of a key wins).
        var languages: [(language: String, byKey: [String: LocalizedText])]

        init(table: String, root: String, sourceLanguage: String?, languages: [(String, [StringsFile.Pair])]) {
            self.table = table
            self.root = root
            self.sourceLanguage = sourceLanguage
            self.languages = languages.map { language, pairs in
                var byKey: [String: LocalizedText] = [:]
                byKey.reserveCapacity(pairs.count)
                for pair in pairs {
                    byKey[pair.key] = LocalizedText(language: language, text: pair.value, location: pair.location)
                }
                return (language, byKey)
            }
        }
    }

    /// One table file, as `load` reads it.
    static func read(_ path: String) -> Result<ParsedFile, Diagnostic> {
        let at = SourceLocation(file: path, line: 1, column: 1)
        let data: Data
        switch ProjectFile.read(path, limit: 32 << 20) {
        case .success(let read): data = read
        case .failure(.unreadable): return .failure(.error("unreadable", ProjectFile.Problem.unreadable.reason, at: at))
        case .failure(let problem): return .failure(.warning("too-large", problem.reason, at: at))
        }
        guard let utf8 = localizationUTF8([UInt8](data)) else {
            return .failure(.warning("bad-strings", "is neither UTF-8 nor UTF-16 with a byte-order mark; save it as UTF-8", at: at))
        }
        let url = URL(fileURLWithPath: path)
        let table = url.deletingPathExtension().lastPathComponent
        let folder = url.deletingLastPathComponent()
        if url.pathExtension == "xcstrings" {
            switch StringCatalog.parse(path: path, bytes: utf8) {
            case .failure(let problem): return .failure(problem)
            case .success(let catalog):
                var languages: [String: [StringsFile.Pair]] = [:]
                for (_, byLanguage) in catalog.strings {
                    for (language, pair) in byLanguage { languages[language, default: []].append(pair) }
                }
                return .success(
                    ParsedFile(
                        table: table, root: folder.path, sourceLanguage: catalog.sourceLanguage,
                        languages: languages.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }))
            }
        }
        // <root>/<language>.lproj/<Table>.strings
        let language = folder.deletingPathExtension().lastPathComponent
        let root = folder.deletingLastPathComponent().path
        let isPlist = url.pathExtension == "stringsdict"
            || utf8.first { ![0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D].contains($0) } == UInt8(ascii: "<")
        let pairs =
            isPlist
            ? PlistStrings.parse(path: path, data: data, text: String(decoding: utf8, as: UTF8.self))
            : StringsFile.parse(path: path, bytes: utf8)
        return pairs.map { ParsedFile(table: table, root: root, sourceLanguage: nil, languages: [(language, $0)]) }
    }

    /// `developmentRegion = en;` of a project.pbxproj.
    private static func developmentRegion(in data: Data) -> String? {
        let key = Array("developmentRegion = ".utf8)
        guard
            let offset = data.withUnsafeBytes({ bytes in key.withUnsafeBytes { ByteSearch.firstOffset(of: $0, in: bytes) } })
        else { return nil }
        let value = String(decoding: data[(data.startIndex + offset + key.count)...].prefix(200), as: UTF8.self)
            .prefix { $0 != ";" && $0 != "\n" }
        let region = value.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        return region.isEmpty ? nil : region
    }
}
