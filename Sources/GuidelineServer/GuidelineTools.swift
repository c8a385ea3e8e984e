import Foundation
import GuidelineKit
import GuidelineLint
import GuidelinePublish
import GuidelineSearch

/// What the server's tools answer, apart from the protocol: each takes the arguments a client
/// sent and gives text, or a problem to report as a tool error (never a crash).
public struct GuidelineTools: Sendable {
    public let knowledgeBase: KnowledgeBase
    public let index: SearchIndex
    public let source: ContentSource
    public let rules: [RuleDescription]
    /// The folder `lint_swift` judges paths in; a path outside it is refused.
    public let project: URL
    /// The language an answer is in when the client names none.
    public let language: Language
    /// The linter's messages in a language (from the knowledge base, or the binary's snapshot).
    public let messages: @Sendable (Language) -> LintMessages

    public init(
        knowledgeBase: KnowledgeBase, index: SearchIndex, source: ContentSource, rules: [RuleDescription], project: URL,
        language: Language, messages: @escaping @Sendable (Language) -> LintMessages
    ) {
        self.knowledgeBase = knowledgeBase
        self.index = index
        self.source = source
        self.rules = rules
        self.project = URL(fileURLWithPath: Self.realPath(project.path) ?? project.standardizedFileURL.path)
        self.language = language
        self.messages = messages
    }

    /// A problem with a call's arguments, said so that the assistant can correct the call.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        public var description: String
        public init(_ description: String) { self.description = description }
    }

    /// `language`, or the server's default; an unknown tag is a problem.
    public func language(_ tag: String?) throws(Problem) -> Language {
        guard let tag, !tag.isEmpty else { return language }
        guard let known = Language(known: tag) else {
            throw Problem("unknown language '\(tag)'; use one of \(Language.all.map(\.tag).joined(separator: ", "))")
        }
        return known
    }

    /// The entries that best answer `query`, as `search --json` gives them.
    public func search(_ query: String, language tag: String?, limit: Int?) throws(Problem) -> String {
        let reader = try language(tag)
        guard !query.allSatisfy(\.isWhitespace) else { throw Problem("give a query, e.g. \"share sheet title\"") }
        let limit = limit ?? 5
        guard (1...50).contains(limit) else { throw Problem("limit must be between 1 and 50, not \(limit)") }
        let results = index.search(query, limit: limit)
        return SearchResultsRenderer(width: 100, color: false, language: reader).json(results, index: index, query: query)
    }

    /// An entry as its Markdown file has it in `language` (the English one, said so, where it is
    /// not translated), with its code examples and its original page.
    public func show(_ id: String, language tag: String?) throws(Problem) -> String {
        let reader = try language(tag)
        guard let document = EntryDocument(EntryID(id), language: reader, in: knowledgeBase, source: source) else {
            let suggestions = knowledgeBase.suggestions(for: id).map(\.rawValue)
            throw Problem(
                "no entry '\(id)'"
                    + (suggestions.isEmpty ? "; search_guidelines finds ids" : "; did you mean: \(suggestions.joined(separator: ", "))?"))
        }
        var out = ""
        if document.fallback { out += "> " + Message.fallback(id: document.id, wanted: reader).text(in: reader) + "\n\n" }
        out += document.markdown
        if let reference = document.reference { out += "\n\(Message.reference.text(in: reader)): \(reference)\n" }
        return out
    }

    /// Every rule, as `rules --json` lists it.
    public func listRules(language tag: String?) throws(Problem) -> String {
        RuleListing(rules: rules, texts: RuleTexts(knowledgeBase: knowledgeBase, language: try language(tag))).json
    }

    /// The findings in one Swift file, as `lint --format json` gives them: `source` judged as the
    /// file at `path` in the project (or as a new file), or the file at `path` as it is on disk.
    public func lint(source text: String?, path: String?, language tag: String?) throws(Problem) -> String {
        let reader = try language(tag)
        // Where the file is, with every link and `..` resolved by the system (`realpath`), and
        // refused unless that is inside the project: a link cannot lead outside it.
        let file: URL
        if let path, !path.isEmpty {
            let given = path.hasPrefix("/") ? URL(fileURLWithPath: path) : project.appendingPathComponent(path)
            guard given.pathExtension == "swift" else { throw Problem("'\(path)' is not a Swift file (.swift)") }
            let resolved: String?
            if text != nil && !FileManager.default.fileExists(atPath: given.path) {
                // A file not saved yet: its folder must resolve inside the project.
                resolved = Self.realPath(given.deletingLastPathComponent().path).map { $0 + "/" + given.lastPathComponent }
            } else {
                resolved = Self.realPath(given.path)
            }
            guard let resolved, resolved.hasPrefix(project.path + "/") else {
                throw Problem("'\(path)' is not a file inside the project \(project.path); give a path inside it, or the source alone")
            }
            file = URL(fileURLWithPath: resolved)
        } else {
            guard text != nil else { throw Problem("give the Swift source, a path in the project, or both") }
            file = project.appendingPathComponent("Untitled.swift")
        }
        var linter = Linter(messages: messages(reader))
        let contents: Data
        if let text {
            contents = Data(text.utf8)
        } else {
            let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
            guard attributes?[.type] as? FileAttributeType == .typeRegular,
                let size = attributes?[.size] as? Int, size <= linter.maximumFileSize,
                let read = FileManager.default.contents(atPath: file.path)
            else { throw Problem("'\(path ?? "")' is not a readable Swift file of at most 32 MiB") }
            contents = read
        }
        linter.buffer = Linter.Buffer(path: file.path, contents: contents)
        do {
            var report = try linter.lint(paths: [project.path])
            report.rename(file.path, to: path ?? "Untitled.swift")
            return DiagnosticFormat.json.render(report.diagnosticReport)
        } catch {
            throw Problem("the project could not be linted: \(error)")
        }
    }

    /// `path` with every symbolic link and `..` resolved by the system; nil when it cannot be.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// An entry's address as a resource, `hig://entry/<id>` (with `?lang=ko` for a language).
    public static let entryScheme = "hig://entry/"

    /// The id and language a resource address names.
    public func resource(_ uri: String) throws(Problem) -> (id: String, language: String?) {
        guard uri.hasPrefix(Self.entryScheme) else { throw Problem("unknown resource '\(uri)'; entries are \(Self.entryScheme)<id>") }
        let rest = uri.dropFirst(Self.entryScheme.count)
        let parts = rest.split(separator: "?", maxSplits: 1)
        let id = String(parts.first ?? "")
        var tag: String?
        if parts.count == 2 {
            for pair in parts[1].split(separator: "&") where pair.hasPrefix("lang=") { tag = String(pair.dropFirst(5)) }
        }
        return (id, tag)
    }
}
