import Foundation
import TestSupport
import XCTest

/// `hig-activity mcp` driven by a real MCP client (the official Python SDK, `mcp_client.py`), and
/// fed input no client should send.
final class McpServerTests: XCTestCase {
    private func project() throws -> URL {
        let project = try Run.temporaryDirectory()
        try FileManager.default.createDirectory(at: project.appendingPathComponent("App"), withIntermediateDirectories: true)
        try Data(
            "import UIKit\n\nfinal class Saved: UIViewController {\n    func share(_ url: URL) {\n        present(UIActivityViewController(activityItems: [url], applicationActivities: nil), animated: true)\n    }\n}\n"
                .utf8
        ).write(to: project.appendingPathComponent("App/Saved.swift"))
        try Data("opt_in_rules: [activity-popover-anchor]\n".utf8).write(to: project.appendingPathComponent(".hig-activity.yml"))
        // A link inside the project to a Swift file outside it.
        let outside = project.deletingLastPathComponent().appendingPathComponent("\(project.lastPathComponent)-Secret.swift")
        try Data("let secret = 1\n".utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(
            atPath: project.appendingPathComponent("App/Escape.swift").path, withDestinationPath: outside.path)
        addTeardownBlock { try? FileManager.default.removeItem(at: outside) }
        return project
    }

    func testAnMCPClientUsesEveryToolAndResource() throws {
        let project = try project()
        defer { try? FileManager.default.removeItem(at: project) }
        let client = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("mcp_client.py")
        let run = try Subprocess.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", client.path, Run.binary.path, project.path], timeout: 240)
        XCTAssertEqual(run.status, 0, "needs pip install mcp\n\(run.stdout)\n\(run.stderr)")
        XCTAssertTrue(run.stdout.hasSuffix("all checks passed\n"), run.stdout + run.stderr)
    }

    /// Malformed JSON-RPC, binary bytes and a call before the handshake get protocol errors; the
    /// server answers what it can and ends when its input does, without crashing.
    func testBadInputGetsProtocolErrors() throws {
        let project = try project()
        defer { try? FileManager.default.removeItem(at: project) }
        var input = Data()
        for line in [
            "{not json", "[1, 2, 3]", #"{"jsonrpc":"2.0","id":7,"method":"no/such/method"}"#,
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#,
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"lint_swift","arguments":{"path":"/etc/hig.swift"}}}"#,
        ] {
            input += Data((line + "\n").utf8)
            if line.hasPrefix("[") { input += Data([0xFF, 0xFE, 0x00, 0x0A]) }
        }
        let run = try Run.hig(["mcp", "--project", project.path], input: input, timeout: 60)
        XCTAssertEqual(run.status, 0, run.stderr)
        let answers = run.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        func answer(_ id: Int) -> [String: Any]? { answers.first { ($0["id"] as? Int) == id } }
        XCTAssertGreaterThanOrEqual(answers.filter { (($0["error"] as? [String: Any])?["code"] as? Int) == -32700 }.count, 2, run.stdout)
        XCTAssertEqual((answer(7)?["error"] as? [String: Any])?["code"] as? Int, -32601, run.stdout)
        let outside = answer(2)?["result"] as? [String: Any]
        XCTAssertEqual(outside?["isError"] as? Bool, true, run.stdout)
        XCTAssertTrue("\(outside?["content"] ?? "")".contains("is not a file inside the project"), run.stdout)
    }

    /// A client that writes its requests and closes its end at once (a script, `echo … | hig-activity
    /// mcp`) gets every answer: the end of input stops the server only once each request read has
    /// been answered. (The SDK answers each request in a task of its own, and its server stopped
    /// with the input, losing answers still being worked out.)
    func testEveryRequestIsAnsweredBeforeTheServerEnds() throws {
        let project = try project()
        defer { try? FileManager.default.removeItem(at: project) }
        var lines = [
            #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#,
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
        ]
        for id in 1...40 {
            lines.append(
                #"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"search_guidelines","arguments":{"query":"share sheet"}}}"#)
        }
        let run = try Run.hig(["mcp", "--project", project.path], input: Data((lines.joined(separator: "\n") + "\n").utf8), timeout: 120)
        XCTAssertEqual(run.status, 0, run.stderr)
        let answered = Set(
            run.stdout.split(separator: "\n").compactMap {
                (try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["id"] as? Int
            })
        XCTAssertEqual(answered, Set(0...40), run.stdout)
    }
}
