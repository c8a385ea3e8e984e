// The generated EmbeddedContent.swift (from Content/, by EmbedContentPlugin) defines
// `BuiltinKnowledgeBase.files`, `.templates`, `.ruleTextRows`, `.searchIndexBase64` and `.parseRecordsBase64`; this target holds nothing
// else, so that libraries used with a team's own content never carry the built-in one.
import Foundation
import GuidelineKit
import GuidelineSearch

extension BuiltinKnowledgeBase {
    /// The shipped knowledge base, read as `--content Content` would read it.
    public static var source: ContentSource {
        ContentSource(displayRoot: rootName, files: files.map { ContentFile(relativePath: $0.path, bytes: $0.bytes) })
    }

    /// Its files' parse, made with the binary: loading it decodes these records instead of
    /// parsing Markdown (damaged ones are missed, and the files parsed).
    public static var parseRecords: ParseCache {
        ParseCache(builtIn: Data(base64Encoded: parseRecordsBase64).map { Array($0) } ?? [])
    }

    /// Its rules' message texts in every language, worked out with the binary.
    public static let ruleTextSnapshot = RuleTextSnapshot(
        rows: ruleTextRows.map { RuleTextSnapshot.Row(language: $0, rule: $1, title: $2, summary: $3, reference: $4) })

    public struct DamagedIndex: Error, CustomStringConvertible {
        public var description: String { "the built-in search index is damaged; rebuild hig-activity" }
    }

    /// The search index built with the binary. Decoding it from the binary was a fifth of a
    /// search, so a copy kept in the cache directory for this build of the tool is mapped
    /// instead; the first search writes it (a failed write only costs speed, and a damaged
    /// copy is decoded again).
    public static func searchIndex(cache directory: String = CacheDirectory.path()) throws -> SearchIndex {
        try IndexCache(directory: directory).index(prefix: "builtin-index-", key: SourceDigest.of(CacheDirectory.build)) {
            guard let bytes = Data(base64Encoded: searchIndexBase64), let index = try? SearchIndex(serialized: Array(bytes))
            else { throw DamagedIndex() }
            return index
        }
    }
}
