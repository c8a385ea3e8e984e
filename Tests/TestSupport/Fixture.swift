import GuidelineKit
import XCTest

/// An in-memory knowledge base for tests: relative path → file text.
public struct Fixture {
    public var files: [String: String]

    public init(files: [String: String]) { self.files = files }

    /// A minimal valid knowledge base: one topic, one entry, both translated.
    public static var valid: Fixture {
        var fixture = Fixture(files: [:])
        fixture.add(
            "demo/_topic",
            """
            ---
            kind: overview
            ---
            # Demo

            A topic for tests.

            - [Entry](demo/entry)
            """)
        fixture.add(
            "demo/entry",
            """
            ---
            kind: guideline
            related: [demo]
            ---
            # Entry title

            The summary of the entry.

            ## Details

            See [the topic](demo) and [Apple](https://developer.apple.com/).

            ```swift avoid
            let x = ↓1
            ```
            """)
        return fixture
    }

    /// Adds an English entry and matching up-to-date translations.
    public mutating func add(_ id: String, _ english: String, translate: Bool = true) {
        files["\(id).en.md"] = english
        guard translate else { return }
        let body = Fixture.body(of: english)
        let digest = SourceDigest.of(body)
        for tag in ["zh-Hans", "ko"] {
            files["\(id).\(tag).md"] = "---\nsource-digest: \(digest)\n---\n" + body
        }
    }

    /// The Markdown after the front matter.
    public static func body(of text: String) -> String {
        guard text.hasPrefix("---\n"),
            let close = text.range(of: "\n---\n", range: text.index(text.startIndex, offsetBy: 3)..<text.endIndex)
        else { return text }
        return String(text[close.upperBound...])
    }

    public var source: ContentSource {
        ContentSource(
            displayRoot: "KB", files: files.map { ContentFile(relativePath: $0.key, bytes: Array($0.value.utf8)) })
    }

    public func load(rules: [RuleDescription] = []) -> (KnowledgeBase, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let kb = KnowledgeBaseLoader.load(source, rules: rules, diagnostics: &diagnostics)
        return (kb, diagnostics.sortedForReport())
    }
}

/// Asserts that exactly the diagnostics with `check` are `expected` as "file:line:col: severity".
public func assertDiagnostics(
    _ diagnostics: [Diagnostic], check: String, _ expected: [String], messageContains: String? = nil,
    file: StaticString = #filePath, line: UInt = #line
) {
    let found = diagnostics.filter { $0.id == check }
    XCTAssertEqual(
        found.map { "\($0.location): \($0.severity.rawValue)" }, expected, "all: \(diagnostics)", file: file, line: line
    )
    if let messageContains {
        for diagnostic in found {
            XCTAssertTrue(
                diagnostic.message.contains(messageContains), "\(diagnostic.message) lacks \(messageContains)",
                file: file, line: line)
        }
    }
}
