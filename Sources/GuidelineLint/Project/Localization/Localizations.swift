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
        /// key → its texts, sorted once when every file is read (rules look keys up thousands of times)
        var localized: [String: Localized] = [:]
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

        let parsed = files.sorted().deepStackMap(read)
        // Each table's texts by key, in the order the files and their lines give them.
        var byTable: [String: (table: Table, texts: [String: [LocalizedText]])] = [:]  // root + "\0" + name
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
                byTable[id] = (
                    Table(
                        name: file.table, root: file.root,
                        developmentLanguage: file.sourceLanguage ?? developmentLanguage(near: file.root)), [:]
                )
            }
            for (language, pairs) in file.languages {
                for pair in pairs {
                    byTable[id]!.texts[pair.key, default: []].append(
                        LocalizedText(language: language, text: pair.value, location: pair.location))
                }
            }
        }
        var localizations = Localizations()
        for id in byTable.keys.sorted() {
            var (table, texts) = byTable.removeValue(forKey: id)!
            table.localized.reserveCapacity(texts.count)
            for (key, written) in texts {
                // A language written twice keeps its last text.
                var last: [String: Int] = [:]
                for (position, text) in written.enumerated() { last[text.language] = position }
                let development = last[table.developmentLanguage].map { written[$0] } ?? last["Base"].map { written[$0] }
                let translations = last.compactMap { language, position in
                    language == table.developmentLanguage || language == "Base" ? nil : written[position]
                }.sorted { $0.language < $1.language }
                table.localized[key] = Localized(development: development, translations: translations)
            }
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
            guard let localized = table.localized[key] else { continue }
            let shared = Self.sharedPrefix(table.root, path)
            if best == nil || shared > best!.shared { best = (shared, localized) }
        }
        return best?.localized
    }

    private static func sharedPrefix(_ a: String, _ b: String) -> Int {
        zip(a.split(separator: "/"), b.split(separator: "/")).prefix { $0 == $1 }.count
    }

    private struct ParsedFile {
        var table: String
        var root: String
        var sourceLanguage: String?
        var languages: [(String, [StringsFile.Pair])]
    }

    private static func read(_ path: String) -> Result<ParsedFile, Diagnostic> {
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
            switch StringCatalog.parse(path: path, text: String(decoding: utf8, as: UTF8.self)) {
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
