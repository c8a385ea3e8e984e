import Foundation
import GuidelineKit

/// Search indexes of `--content` knowledge bases, cached on disk and rebuilt when the content
/// changes (its `ContentFingerprint`), the tool (its version or its build) or the rules change.
public struct IndexCache: Sendable {
    /// Where cached indexes live: `$XDG_CACHE_HOME/hig-activity`, else `~/.cache/hig-activity`.
    public var directory: String

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        directory = CacheDirectory.path(environment: environment)
    }

    public init(directory: String) {
        self.directory = directory
    }

    /// The index of the knowledge base in `content`: mapped from the cache when it is current,
    /// otherwise built with `load` and written to the cache (a failed write only costs speed).
    public func index(
        for content: String, rules: [RuleDescription], load: () throws -> KnowledgeBase
    ) rethrows -> SearchIndex {
        let absolute = URL(fileURLWithPath: content).standardizedFileURL.path
        let ruleText = rules.map { "\($0.id) \($0.entries) \($0.summary)" }.joined(separator: "\n")
        guard let fingerprint = ContentFingerprint.of(directory: absolute) else {
            return SearchIndex(try load(), rules: rules)
        }
        let key = SourceDigest.of(
            "\(fingerprint) \(CacheDirectory.build) \(IndexFormat.version) \(ruleText)")
        return try index(prefix: "index-\(SourceDigest.of(absolute))-", key: key) { SearchIndex(try load(), rules: rules) }
    }

    /// The index kept as `<prefix><key>.higx`, mapped when it is there and whole; otherwise made
    /// with `make` and written (a failed write only costs speed), in place of the copies kept
    /// under the same prefix for other keys, which are stale now.
    public func index(prefix: String, key: String, make: () throws -> SearchIndex) rethrows -> SearchIndex {
        let path = "\(directory)/\(prefix)\(key).higx"
        if let cached = try? SearchIndex(contentsOf: path) { return cached }
        let index = try make()
        if (try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)) != nil {
            for old in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] where old.hasPrefix(prefix) {
                try? FileManager.default.removeItem(atPath: "\(directory)/\(old)")
            }
            try? index.write(to: path)
        }
        return index
    }
}
