"""An AI assistant's side of `hig-activity mcp`, with the official MCP Python SDK (`pip install mcp`).

usage: mcp_client.py BINARY PROJECT

Starts the server over standard input and output as an assistant does, lists its tools and
resources, calls each tool, and checks the answers and the errors; prints one line per check and
exits non-zero on the first that fails (McpClientTests runs it)."""
import asyncio, json, sys, tempfile

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

binary, project = sys.argv[1], sys.argv[2]


def check(condition, what, detail=""):
    if not condition:
        print(f"FAILED: {what}: {detail}"[:2000])
        sys.exit(1)
    print(f"ok: {what}")


def text(result):
    return "".join(part.text for part in result.content if getattr(part, "text", None) is not None)


async def main():
    server = StdioServerParameters(command=binary, args=["mcp", "--project", project], env={"HOME": tempfile.gettempdir(), "LANG": "C"})
    async with stdio_client(server) as (read, write):
        async with ClientSession(read, write) as session:
            hello = await asyncio.wait_for(session.initialize(), 30)
            check(hello.serverInfo.name == "hig-activity", "the server names itself", hello.serverInfo)

            tools = {tool.name: tool for tool in (await session.list_tools()).tools}
            check(set(tools) == {"search_guidelines", "show_guideline", "list_rules", "lint_swift"}, "four tools", sorted(tools))
            check(tools["search_guidelines"].inputSchema["required"] == ["query"], "search's schema requires a query")

            # Search, in two languages.
            found = await session.call_tool("search_guidelines", {"query": "share sheet crashes on iPad", "limit": 3})
            results = json.loads(text(found))["results"]
            check(not found.isError and results[0]["id"] == "activity-views/presentation", "search finds the presentation entry first", results[:1])
            korean = await session.call_tool("search_guidelines", {"query": "공유 시트 제목", "language": "ko"})
            check(json.loads(text(korean))["language"] == "ko", "search answers in Korean")

            # An entry as Markdown, with its examples, in Chinese.
            shown = await session.call_tool("show_guideline", {"id": "activity-views/presentation", "language": "zh-Hans"})
            markdown = text(shown)
            check(not shown.isError and markdown.startswith("# ") and "```swift avoid" in markdown, "show gives Markdown with examples", markdown[:200])
            check(any("\u4e00" <= c <= "\u9fff" for c in markdown.split("\n")[0]), "show answers in Chinese", markdown[:80])

            rules = json.loads(text(await session.call_tool("list_rules", {})))["rules"]
            check(len(rules) >= 40 and any(r["id"] == "activity-popover-anchor" for r in rules), "list_rules lists the rules", len(rules))

            # Lint code the assistant just wrote, as a new file and as a file of the project.
            code = "import UIKit\n\nfinal class Share: UIViewController {\n    func share(_ url: URL) {\n        present(UIActivityViewController(activityItems: [url], applicationActivities: nil), animated: true)\n    }\n}\n"
            linted = await session.call_tool("lint_swift", {"source": code, "path": "App/Share.swift"})
            findings = json.loads(text(linted))["diagnostics"]
            check(not linted.isError and [(f["id"], f["file"], f["line"]) for f in findings] == [("activity-popover-anchor", "App/Share.swift", 5)],
                  "lint_swift finds the unanchored share sheet", findings)
            check(findings[0]["entry"] == "activity-views/presentation" and findings[0].get("help"), "a finding names its entry and help")
            saved = await session.call_tool("lint_swift", {"path": "App/Saved.swift"})
            check(not saved.isError and json.loads(text(saved))["diagnostics"][0]["file"] == "App/Saved.swift", "lint_swift reads a saved file", text(saved)[:300])

            # Errors come back as tool errors, and the server goes on answering.
            for name, arguments, expected in [
                ("show_guideline", {"id": "activity-views/presentaton"}, "did you mean: activity-views/presentation"),
                ("search_guidelines", {"query": "menu", "language": "fr"}, "unknown language 'fr'"),
                ("lint_swift", {"path": "../outside.swift", "source": "let x = 1"}, "is not a file inside the project"),
                ("lint_swift", {"path": "App/Missing.swift"}, "'App/Missing.swift' is not a file inside the project"),
                ("lint_swift", {"path": "App/Escape.swift"}, "is not a file inside the project"),
                ("search_guidelines", {"query": "menu", "limit": 1e300}, "limit must be a whole number"),
                ("lint_swift", {}, "give the Swift source"),
                ("no_such_tool", {}, "unknown tool 'no_such_tool'"),
            ]:
                answer = await session.call_tool(name, arguments)
                check(answer.isError and expected in text(answer), f"{name} {arguments} is a tool error", text(answer))

            # Each entry is a resource, in any language.
            resources = (await session.list_resources()).resources
            check(any(str(r.uri) == "hig://entry/toolbars" for r in resources) and len(resources) >= 100, "every entry is a resource", len(resources))
            read = await session.read_resource("hig://entry/toolbars?lang=ko")
            check(read.contents[0].mimeType == "text/markdown" and "도구 막대" in read.contents[0].text, "a resource reads in Korean", read.contents[0].text[:80])
            try:
                await session.read_resource("hig://entry/no-such-entry")
                check(False, "an unknown resource is refused")
            except Exception as error:  # McpError: a protocol error, not a crash
                check("no entry 'no-such-entry'" in str(error), "an unknown resource is a protocol error", error)
            # A language that is not a string is the server's default, not a crash.
            final = await session.call_tool("list_rules", {"language": 42})
            check(not final.isError, "the server still answers after the errors")


asyncio.run(asyncio.wait_for(main(), 120))
print("all checks passed")
