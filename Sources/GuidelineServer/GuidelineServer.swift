import Foundation
import GuidelineKit
import MCP

/// The knowledge base and the linter as a Model Context Protocol server over standard input and
/// output: tools to search, show an entry, list the rules and lint Swift, and each entry as a
/// resource. A tool's bad arguments come back as a tool error the assistant can act on; a
/// malformed request as a protocol error; neither stops the server.
public struct GuidelineServer: Sendable {
    public let tools: GuidelineTools
    public let version: String

    public init(tools: GuidelineTools, version: String) {
        self.tools = tools
        self.version = version
    }

    /// Serves until the client closes standard input.
    public func run() async throws {
        let server = Server(
            name: "hig-activity", version: version,
            instructions: """
                Apple's Human Interface Guidelines for share sheets (activity views), buttons, context menus, edit menus, \
                menus, pop-up and pull-down buttons and toolbars, in English, Simplified Chinese and Korean, with a linter \
                for iOS Swift code. Search before you write such UI, show the entry a result names, and lint the code you wrote.
                """,
            capabilities: .init(resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false)))
        let tools = tools
        await server.withMethodHandler(ListTools.self) { _ in .init(tools: Self.descriptions) }
        await server.withMethodHandler(CallTool.self) { call in Self.answer(call, tools: tools) }
        await server.withMethodHandler(ListResources.self) { _ in
            .init(resources: tools.knowledgeBase.sortedEntries.compactMap { entry in
                entry.source.map { text in
                    Resource(
                        name: entry.id.rawValue, uri: GuidelineTools.entryScheme + entry.id.rawValue, title: text.title,
                        description: text.summary, mimeType: "text/markdown")
                }
            })
        }
        await server.withMethodHandler(ReadResource.self) { request in
            do throws(GuidelineTools.Problem) {
                let (id, language) = try tools.resource(request.uri)
                return .init(contents: [.text(try tools.show(id, language: language), uri: request.uri, mimeType: "text/markdown")])
            } catch {
                throw MCPError.invalidParams(error.description)
            }
        }
        try await server.start(transport: AnsweringTransport())
        await server.waitUntilCompleted()
    }

    /// A tool call's result: its text, or its problem as a tool error.
    static func answer(_ call: CallTool.Parameters, tools: GuidelineTools) -> CallTool.Result {
        let arguments = call.arguments ?? [:]
        func string(_ name: String) -> String? { arguments[name]?.stringValue }
        let language = string("language")
        do throws(GuidelineTools.Problem) {
            let text: String
            switch call.name {
            case "search_guidelines":
                guard let query = string("query") else { throw .init("search_guidelines needs a query") }
                var limit: Int?
                if let given = arguments["limit"] {
                    // A whole number, however the client wrote it (1e300 is no Int: no trap).
                    guard let whole = given.intValue ?? given.doubleValue.flatMap({ Int(exactly: $0) }) else {
                        throw .init("limit must be a whole number between 1 and 50")
                    }
                    limit = whole
                }
                text = try tools.search(query, language: language, limit: limit)
            case "show_guideline":
                guard let id = string("id") else { throw .init("show_guideline needs an id, e.g. activity-views/presentation") }
                text = try tools.show(id, language: language)
            case "list_rules":
                text = try tools.listRules(language: language)
            case "lint_swift":
                text = try tools.lint(source: string("source"), path: string("path"), language: language)
            default:
                throw .init("unknown tool '\(call.name)'; the tools are \(descriptions.map(\.name).joined(separator: ", "))")
            }
            return .init(content: [.text(text: text, annotations: nil, _meta: nil)], isError: false)
        } catch {
            return .init(content: [.text(text: error.description, annotations: nil, _meta: nil)], isError: true)
        }
    }

    private static let language: Value = .object([
        "type": "string", "enum": .array(Language.all.map { .string($0.tag) }),
        "description": "The answer's language (default: the server's).",
    ])

    /// The tools as `tools/list` describes them, with JSON Schemas of their arguments.
    static let descriptions: [Tool] = [
        Tool(
            name: "search_guidelines",
            description: "Find the guideline entries that answer a question, a task, a symptom or an API name, in English, Chinese or Korean. Returns ranked entries (id, title, summary, snippet) as JSON.",
            inputSchema: .object([
                "type": "object",
                "properties": .object([
                    "query": .object(["type": "string", "description": "What you want to know, e.g. \"share sheet crashes on iPad\"."]),
                    "language": language,
                    "limit": .object(["type": "integer", "minimum": 1, "maximum": 50, "description": "How many results (default 5)."]),
                ]),
                "required": .array(["query"]),
            ]),
            annotations: .init(readOnlyHint: true)),
        Tool(
            name: "show_guideline",
            description: "Show one guideline entry as Markdown, with its avoid/prefer Swift examples and a link to Apple's page.",
            inputSchema: .object([
                "type": "object",
                "properties": .object([
                    "id": .object(["type": "string", "description": "An entry id, e.g. activity-views/presentation."]),
                    "language": language,
                ]),
                "required": .array(["id"]),
            ]),
            annotations: .init(readOnlyHint: true)),
        Tool(
            name: "list_rules",
            description: "List the linter's rules as JSON: id, the entries each enforces, severity, whether it runs by default, what it reads, options, and measured precision.",
            inputSchema: .object(["type": "object", "properties": .object(["language": language])]),
            annotations: .init(readOnlyHint: true)),
        Tool(
            name: "lint_swift",
            description: "Lint Swift code against the guidelines. Give the source (judged as the file at path in the project, or as a new file), a path in the project (the file as saved), or both. Returns the findings as JSON: rule id, entry, message, help, line and column.",
            inputSchema: .object([
                "type": "object",
                "properties": .object([
                    "source": .object(["type": "string", "description": "The Swift file's text."]),
                    "path": .object(["type": "string", "description": "Where the file is (or will be) in the project, relative to it."]),
                    "language": language,
                ]),
            ]),
            annotations: .init(readOnlyHint: true)),
    ]
}
