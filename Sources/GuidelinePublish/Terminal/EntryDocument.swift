import Foundation
import GuidelineKit

/// One entry in one language as a document for programs (`show --json`, the MCP server's
/// `show_guideline` and resources): its Markdown as the file has it after the front matter,
/// with the facts a reader's tool needs beside it.
public struct EntryDocument: Encodable, Sendable {
    public var id: String
    /// The language of the text: the reader's, or English where it is not translated (`fallback`).
    public var language: String
    public var fallback: Bool
    /// The English text changed since this translation was made.
    public var stale: Bool
    public var title: String
    public var summary: String
    public var markdown: String
    public var rules: [String]
    public var related: [String]
    public var reference: String?

    /// The entry `id` in `language`; nil when the knowledge base has no such entry.
    public init?(_ id: EntryID, language: Language, in kb: KnowledgeBase, source: ContentSource) {
        guard let entry = kb.entry(id), let (text, isFallback) = entry.text(in: language) else { return nil }
        self.id = entry.id.rawValue
        self.language = text.language.tag
        fallback = isFallback
        stale = entry.isStale(text.language)
        title = text.title
        summary = text.summary
        let relative = text.path.hasPrefix(source.displayRoot + "/") ? String(text.path.dropFirst(source.displayRoot.count + 1)) : text.path
        markdown = source.files.first { $0.relativePath == relative }?.read().map { Self.body(String(decoding: $0, as: UTF8.self)) }
            ?? "# \(text.title)\n\n\(text.summary)\n"
        rules = entry.metadata.rules
        related = entry.metadata.related.map(\.rawValue)
        reference = kb.reference(of: entry.id)
    }

    /// A file's text after its front matter.
    static func body(_ file: String) -> String {
        var text = file.replacingOccurrences(of: "\r\n", with: "\n")
        if !text.hasSuffix("\n") { text += "\n" }  // front matter that closes the file
        guard text.hasPrefix("---\n"), let close = text.range(of: "\n---\n", range: text.index(text.startIndex, offsetBy: 3)..<text.endIndex)
        else { return text }
        return String(text[close.upperBound...]).trimmingCharacters(in: .newlines) + "\n"
    }

    public var json: String { JSONText.string(self) }
}
