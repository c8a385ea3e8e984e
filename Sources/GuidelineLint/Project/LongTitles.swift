import Foundation
import GuidelineKit

/// The localized texts that may break a word limit, so that a title rule parses only the files
/// whose titles may show one. A short key (`"save"`, `L10n.Room.leave`) can stand for a long
/// text in some language, but in a real app few titles do: with string tables, every file with
/// a button or a screen title had been parsed for the title rules, ten times the files that
/// show a long title. Keys are judged as titles name them, each once (a large app's tables
/// hold hundreds of thousands of texts; its titles name a few thousand keys).
final class LongTitles: @unchecked Sendable {
    private let limit: Int
    private let tables: [Localizations.Table]
    /// Generated accessors by their last name (`L10n.Room.leave` → `leave`).
    private let accessors: [String: [LocalizationReference]]
    /// Keys with a text of more words than the limit in some file, found in one pass over every
    /// text: asking each table about each key a file names took a twentieth of a cold lint of
    /// the corpus. A later file's text can replace a long one, so a key here is still looked up.
    private let mayBeLong: Set<String>
    private let lock = NSLock()
    private var judgedKeys: [String: Bool] = [:]
    private var judgedNames: [String: Bool] = [:]

    var isEmpty: Bool { tables.isEmpty && accessors.isEmpty }

    init(_ project: Project, generated: GeneratedAccessorNames, moreWordsThan limit: Int) {
        self.limit = limit
        tables = project.localizations.tables.keys.sorted().flatMap { project.localizations.tables[$0]! }
        var accessors: [String: [LocalizationReference]] = [:]
        for (path, reference) in project.index.localizationAccessors {
            accessors[path.lastNameComponent, default: []].append(reference)
        }
        for (name, reference) in generated.byLastName { accessors[name, default: []].append(reference) }
        self.accessors = accessors
        mayBeLong = tables.flatMap { $0.texts.map(\.byKey) }.parallelMapRuns { files in
            var keys = Set<String>()
            for byKey in files {
                for (key, text) in byKey where Self.hasWords(moreThan: limit, text.text) { keys.insert(key) }
            }
            return keys
        }.reduce(into: []) { $0.formUnion($1) }
    }

    /// Whether a key has a text of more words than the limit in the development language, in
    /// some table: word limits are not applied to translations (`TitleText.language`).
    func isLong(key: String) -> Bool {
        guard mayBeLong.contains(key) else { return false }
        if let known = lock.withLock({ judgedKeys[key] }) { return known }
        let long = tables.contains { table in
            guard let development = table.localized(key)?.development else { return false }
            return Self.hasWords(moreThan: limit, development.text)
        }
        lock.withLock { judgedKeys[key] = long }
        return long
    }

    /// Whether an accessor of this last name stands for a long text: its key's, or its fallback
    /// when given.
    func isLong(accessor name: String) -> Bool {
        guard let references = accessors[name] else { return false }
        if let known = lock.withLock({ judgedNames[name] }) { return known }
        let long = references.contains { reference in
            isLong(key: reference.key) || reference.fallback.map { Self.hasWords(moreThan: limit, $0) } == true
        }
        lock.withLock { judgedNames[name] = long }
        return long
    }

    /// Words as `TitleText.words` counts them (a format specifier is one). The bytes are read
    /// in place: iterating the UTF-8 view cost 800 instructions a text (190 M for the corpus's
    /// 243,000 texts).
    static func hasWords(moreThan limit: Int, _ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { hasWords(moreThan: limit, $0) }
            ?? hasWords(moreThan: limit, Array(text.utf8))
    }

    private static func hasWords<Bytes: Collection<UInt8>>(moreThan limit: Int, _ bytes: Bytes) -> Bool {
        var words = 0
        var inWord = false
        for byte in bytes {
            if byte == 0x20 || byte == 0x0A || byte == 0x09 {
                inWord = false
            } else if !inWord {
                inWord = true
                words += 1
                if words > limit { return true }
            }
        }
        return false
    }
}

extension Project {
    /// A generated accessor's reference, by the dotted path code names (`L10n.Settings.share`):
    /// the project's own declaration, else, under a root the project does not declare (SwiftGen's
    /// output is not committed), the key SwiftGen would have named so.
    func localizationAccessor(_ path: String) -> LocalizationReference? {
        if let declared = index.localizationAccessors[path] { return declared }
        guard let dot = path.firstIndex(of: "."), path.first?.isUppercase == true,
            !index.declaresOwnType(String(path[..<dot]))
        else { return nil }
        return generatedAccessorNames.reference(String(path[path.index(after: dot)...]))
    }

    var generatedAccessorNames: GeneratedAccessorNames {
        memo.value(\.generatedAccessorNames) { GeneratedAccessorNames(localizations) }
    }

    /// The image sets by the names generated code gives them, worked out once (`GeneratedAssets`).
    var generatedAssets: GeneratedAssets { memo.value(\.generatedAssets) { GeneratedAssets(imageSets) } }

    /// The long texts for a word limit, worked out once per limit (two rules ask for the same).
    func longTitles(moreWordsThan limit: Int) -> LongTitles {
        let generated = generatedAccessorNames
        return memo.lock.withLock {
            if let known = memo.longTitles[limit] { return known }
            let found = LongTitles(self, generated: generated, moreWordsThan: limit)
            memo.longTitles[limit] = found
            return found
        }
    }
}

/// What the project works out once, when a rule first asks.
final class ProjectMemo: @unchecked Sendable {
    let lock = NSLock()
    var longTitles: [Int: LongTitles] = [:]
    var generatedAccessorNames: GeneratedAccessorNames?
    var generatedAssets: GeneratedAssets?

    /// What `key` holds, made by `make` the first time it is asked for.
    func value<T>(_ key: ReferenceWritableKeyPath<ProjectMemo, T?>, _ make: () -> T) -> T {
        lock.withLock {
            if let known = self[keyPath: key] { return known }
            let found = make()
            self[keyPath: key] = found
            return found
        }
    }
}
