import Foundation

/// Records in a translation's front matter which English text it matches (`source-digest`,
/// `source-sections`): what a translator runs after bringing a translation up to date, so that
/// `check` and `i18n status` can later name the English sections that changed.
public enum TranslationStamp {
    public struct Failure: Error, CustomStringConvertible {
        public let problems: [String]
        public var description: String { problems.joined(separator: "\n") }
    }

    /// Stamps the `language` translations of `ids` in the content folder `directory` and returns
    /// the relative paths written. Every id is checked before any file is written: one problem
    /// and nothing changes.
    public static func stamp(
        _ ids: [EntryID], language: Language, in kb: KnowledgeBase, diagnostics: [Diagnostic], directory: URL
    ) throws -> [String] {
        var problems: [String] = []
        var edits: [(relativePath: String, url: URL, text: String)] = []
        if language == .source {
            let tags = Language.all.dropFirst().map(\.tag).joined(separator: ", ")
            throw Failure(problems: ["English is the source language; stamp a translation (--lang \(tags))"])
        }
        for id in ids {
            // A figure (`toolbars/figures/areas.svg`): its labels file's block in this language.
            if let figure = kb.figures[id.rawValue] {
                let path = figure.labelsPath
                guard figure.labels[language] != nil else {
                    problems.append("\(path): no \(language.tag) block of labels; write it first")
                    continue
                }
                let url = directory.appendingPathComponent(path)
                if let error = diagnostics.first(where: {
                    $0.severity == .error && ($0.range.start.file.hasSuffix("/" + path) || $0.range.start.file.hasSuffix("/" + figure.path))
                }) {
                    problems.append("\(path): fix what 'hig-activity check' reports first (\(error.message))")
                    continue
                }
                guard let data = FileManager.default.contents(atPath: url.path), let original = String(data: data, encoding: .utf8),
                    let edited = stampedLabels(original, language: language, digest: figure.sourceDigest)
                else {
                    problems.append("\(url.path): cannot read the file, or find its \(language.tag) block")
                    continue
                }
                edits.append((path, url, edited))
                continue
            }
            guard let entry = kb.entry(id) else {
                let hint =
                    Suggestions.nearest(to: id.rawValue, in: kb.entries.keys.map(\.rawValue).sorted(), limit: 1).first
                    .map { " (did you mean \($0)?)" } ?? ""
                problems.append("\(id): no such entry\(hint)")
                continue
            }
            let path = entry.id.relativePath(language)
            guard let source = entry.source else {
                problems.append("\(path): entry \(entry.id) has no English text to stamp against")
                continue
            }
            guard let text = entry.texts[language] else {
                problems.append("\(path): no \(language.tag) translation of \(entry.id); write it first")
                continue
            }
            if let error = diagnostics.first(where: { $0.severity == .error && $0.range.start.file == text.path }) {
                problems.append("\(path): fix what 'hig-activity check' reports first (\(error.message))")
                continue
            }
            let url = directory.appendingPathComponent(path)
            guard let data = FileManager.default.contents(atPath: url.path),
                let original = String(data: data, encoding: .utf8)
            else {
                problems.append("\(url.path): cannot read the file")
                continue
            }
            edits.append((path, url, stamped(original, digest: source.bodyDigest, sections: source.sectionDigests)))
        }
        if !problems.isEmpty { throw Failure(problems: problems) }
        for edit in edits {
            try Data(edit.text.utf8).write(to: edit.url, options: .atomic)
        }
        return edits.map(\.relativePath)
    }

    /// `file` with its `source-digest` and `source-sections` keys replaced (or added at the end of the front matter).
    static func stamped(_ file: String, digest: String, sections: [SourceSection]) -> String {
        let newline = file.contains("\r\n") ? "\r\n" : "\n"
        var stamp = ["source-digest: \(digest)", "source-sections:"]
        stamp += sections.map { "  - \($0.record.text)" }
        var lines = file.components(separatedBy: newline)
        guard lines.first?.trimmingCharacters(in: .whitespaces) == "---",
            let close = lines.dropFirst().firstIndex(where: {
                let line = $0.trimmingCharacters(in: .whitespaces)
                return line == "---" || line == "..."
            })
        else {
            return (["---"] + stamp + ["---"]).joined(separator: newline) + newline + file
        }
        var kept: [String] = []
        var insertAt: Int?
        var skipping = false
        for line in lines[1..<close] {
            let isContinuation = line.hasPrefix(" ") || line.hasPrefix("\t") || line.hasPrefix("-")
            if skipping && isContinuation { continue }
            skipping = line.hasPrefix("source-digest:") || line.hasPrefix("source-sections:")
            if skipping {
                insertAt = insertAt ?? kept.count
                continue
            }
            kept.append(line)
        }
        kept.insert(contentsOf: stamp, at: insertAt ?? kept.count)
        lines.replaceSubrange(1..<close, with: kept)
        return lines.joined(separator: newline)
    }

    /// A labels file with its `language` block's `source-digest` replaced (or added first in
    /// the block); nil when the file has no such block at the start of a line.
    static func stampedLabels(_ file: String, language: Language, digest: String) -> String? {
        let newline = file.contains("\r\n") ? "\r\n" : "\n"
        var lines = file.components(separatedBy: newline)
        guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "\(language.tag):" && !$0.hasPrefix(" ") })
        else { return nil }
        var end = start + 1
        while end < lines.count, lines[end].isEmpty || lines[end].hasPrefix(" ") || lines[end].hasPrefix("\t") || lines[end].hasPrefix("#") {
            end += 1
        }
        let indent = lines[(start + 1)..<end].first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { String($0.prefix { $0 == " " || $0 == "\t" }) } ?? "  "
        let stamp = "\(indent)source-digest: \(digest)"
        if let existing = lines[(start + 1)..<end].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("source-digest:") }) {
            lines[existing] = stamp
        } else {
            lines.insert(stamp, at: start + 1)
        }
        return lines.joined(separator: newline)
    }
}
