import Foundation

/// An entry text's Markdown blocks, parsed when first read. A knowledge base loaded from the
/// parse cache (see `ParseCache`) holds every file's facts but parses a body only when a page,
/// a man page or the search index reads it: a site build that makes a few pages again parses
/// a few files, not thirty thousand.
public final class EntryBody: Hashable, @unchecked Sendable {
    private let lock = NSLock()
    private var parsed: [MarkdownBlock]?
    private let parse: (@Sendable () -> [MarkdownBlock])?

    public init(_ blocks: [MarkdownBlock]) {
        parsed = blocks
        parse = nil
    }

    /// Blocks that `parse` makes on first reading; it must give what a full parse gave.
    init(parse: @escaping @Sendable () -> [MarkdownBlock]) {
        self.parse = parse
    }

    public var blocks: [MarkdownBlock] {
        lock.lock()
        defer { lock.unlock() }
        if let parsed { return parsed }
        let blocks = parse!()
        parsed = blocks
        return blocks
    }

    /// Whether the blocks have been made (for tests).
    var isParsed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return parsed != nil
    }

    public static func == (lhs: EntryBody, rhs: EntryBody) -> Bool { lhs === rhs || lhs.blocks == rhs.blocks }

    public func hash(into hasher: inout Hasher) { hasher.combine(blocks) }
}

/// Where a link of an entry's body points, and where it is written: what the validator checks
/// without reading the body again.
public struct LinkReference: Hashable, Sendable {
    public var destination: String
    public var position: SourceLocation
    /// The link's text as plain text; empty when the target's title is to stand in.
    public var text: String
    /// Whether it is in the summary (the first paragraph), whose text is kept apart from the body.
    public var inSummary = false
    /// For a figure's placement (`![alt](figures/areas.svg "Caption")`): its caption (the
    /// text is its alt text), and whether it is its paragraph's only content.
    public var caption = ""
    public var standsAlone = false
}
