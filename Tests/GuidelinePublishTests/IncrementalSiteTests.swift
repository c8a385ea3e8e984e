import Foundation
import GuidelineKit
import GuidelineRules
import GuidelinePublish
import TestSupport
import XCTest

/// Building the site again into the folder an earlier build wrote: only what changed is made
/// and written, and the folder ends byte for byte as a whole build of the same content.
final class IncrementalSiteTests: XCTestCase {
    private var scratch: URL!
    /// The shipped knowledge base's files, edited by each test.
    private var content: [String: String] = [:]

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("incremental-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let source = try ContentSource.directory(Repository.content.path)
        for file in source.files { content[file.relativePath] = String(decoding: file.read()!, as: UTF8.self) }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    private var cache: String { scratch.appendingPathComponent("cache").path }
    /// What the last `rebuild` reported.
    private var lastReport: SiteState.Report?

    @discardableResult
    private func build(into name: String, cache: String?) throws -> SiteState.Report {
        var diagnostics: [Diagnostic] = []
        let source = ContentSource(
            displayRoot: "Content", files: content.map { ContentFile(relativePath: $0.key, bytes: Array($0.value.utf8)) })
        let kb = KnowledgeBaseLoader.load(source, rules: RuleCatalogue.all, diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map { "\($0.range): \($0.message)" }, [])
        let folder = try OutputFolder(scratch.appendingPathComponent(name).path)
        return try SiteBuilder(kb: kb, rules: RuleCatalogue.all, templates: SiteBuilderTests.templates, baseURL: nil)
            .write(to: folder, cache: cache)
    }

    /// Every file and folder under `name`: contents, and the inode that says whether it was rewritten.
    private func tree(_ name: String) -> [String: (bytes: Data?, inode: UInt64)] {
        let root = scratch.appendingPathComponent(name).path
        var tree: [String: (Data?, UInt64)] = [:]
        for path in FileManager.default.enumerator(atPath: root)!.compactMap({ $0 as? String }) {
            var info = stat()
            XCTAssertEqual(stat("\(root)/\(path)", &info), 0)
            let isFile = (info.st_mode & S_IFMT) == S_IFREG
            tree[path] = (isFile ? FileManager.default.contents(atPath: "\(root)/\(path)") : nil, UInt64(info.st_ino))
        }
        return tree
    }

    /// Builds `site` again after `edit`, and checks it against a whole build of the edited
    /// content: the same files, byte for byte; every file written anew changed; `expected`
    /// among them. Returns the paths written anew.
    @discardableResult
    private func rebuild(
        expectingChanges expected: [String], incremental: Bool = true, file: StaticString = #filePath,
        line: UInt = #line,
        _ edit: (inout [String: String]) -> Void
    ) throws -> Set<String> {
        let before = tree("site")
        edit(&content)
        let report = try build(into: "site", cache: cache)
        XCTAssertEqual(report.isIncremental, incremental, file: file, line: line)
        lastReport = report
        try? FileManager.default.removeItem(at: scratch.appendingPathComponent("whole"))
        try build(into: "whole", cache: nil)
        let after = tree("site")
        let whole = tree("whole")
        XCTAssertEqual(after.keys.sorted(), whole.keys.sorted(), file: file, line: line)
        for (path, entry) in after {
            XCTAssertEqual(entry.bytes, whole[path]?.bytes, "\(path) differs from a whole build", file: file, line: line)
        }
        let rewritten = Set(after.filter { before[$0.key]?.inode != $0.value.inode }.keys)
        for path in rewritten where incremental && before[path] != nil {
            XCTAssertNotEqual(before[path]?.bytes, after[path]?.bytes, "\(path) was written unchanged", file: file, line: line)
        }
        for path in expected {
            XCTAssertTrue(rewritten.contains(path), "\(path) was not rewritten", file: file, line: line)
        }
        XCTAssertEqual(report.filesWritten, rewritten.filter { after[$0]?.bytes != nil }.count, file: file, line: line)
        return rewritten
    }

    func testEditsRewriteOnlyWhatChangedAndEndAsAWholeBuild() throws {
        XCTAssertFalse(try build(into: "site", cache: cache).isIncremental)
        let pages = tree("site").keys.filter { $0.hasSuffix(".html") }.count

        // Nothing changed: nothing is written.
        XCTAssertEqual(try rebuild(expectingChanges: []) { _ in }, [])

        // A sentence added to an English entry: its page, its translations' stale notices,
        // the pages of the rules it shows examples for, and some of the search index.
        let body = try rebuild(
            expectingChanges: [
                "en/activity-views/anatomy.html", "zh-Hans/activity-views/anatomy.html", "ko/activity-views/anatomy.html",
            ]
        ) { content in
            content["activity-views/anatomy.en.md"]! += "\nA sentence added to see which pages change.\n"
        }
        XCTAssertFalse(body.contains("en/activity-views/presentation.html"))
        XCTAssertEqual(lastReport?.searchIndexUpdated, true, "the search index was built whole")

        // A word no entry had, then gone again: a term, and a vocabulary file's word, added and removed.
        try rebuild(expectingChanges: ["en/activity-views/anatomy.html"]) { content in
            content["activity-views/anatomy.en.md"]! += "\nQuizzically zygomorphic.\n"
        }
        XCTAssertEqual(lastReport?.searchIndexUpdated, true, "the search index was built whole")
        try rebuild(expectingChanges: ["en/activity-views/anatomy.html"]) { content in
            content["activity-views/anatomy.en.md"] = content["activity-views/anatomy.en.md"]!
                .replacingOccurrences(of: "\nQuizzically zygomorphic.\n", with: "")
        }
        XCTAssertEqual(lastReport?.searchIndexUpdated, true, "the search index was built whole")
        XCTAssertLessThan(body.filter { $0.hasSuffix(".html") }.count, 8)

        // A new title: the entry's neighbours show it in their sidebars, pagers and related links.
        let title = try rebuild(
            expectingChanges: [
                "en/activity-views/anatomy.html", "en/activity-views/presentation.html", "en/activity-views/index.html",
            ]
        ) { content in
            content["activity-views/anatomy.en.md"] = content["activity-views/anatomy.en.md"]!.replacingOccurrences(
                of: "# Anatomy of the system activity view", with: "# How the system activity view is laid out")
        }
        XCTAssertFalse(title.contains("en/buttons/index.html") || title.contains("zh-Hans/activity-views/presentation.html"))

        // A new entry, in English only: its pages (the English text in every language), and
        // the pages that list it.
        try rebuild(
            expectingChanges: [
                "en/buttons/a-new-entry.html", "ko/buttons/a-new-entry.html", "en/buttons/index.html",
            ]
        ) { content in
            content["buttons/a-new-entry.en.md"] = "---\nkind: guideline\n---\n# A new entry\n\nTo see where it appears.\n"
        }
        // Removed again: its pages go.
        try rebuild(expectingChanges: ["en/buttons/index.html"]) { content in
            content["buttons/a-new-entry.en.md"] = nil
        }
        XCTAssertNil(tree("site")["en/buttons/a-new-entry.html"])

        // A new topic changes every page's sidebar: the folder is built whole.
        try rebuild(expectingChanges: ["en/a-new-topic/index.html", "en/a-new-topic/first.html"], incremental: false) {
            content in
            content["a-new-topic/_topic.en.md"] = "# A new topic\n\nAdded between two builds.\n"
            content["a-new-topic/first.en.md"] = "---\nkind: guideline\n---\n# Its first entry\n\nTo see where it appears.\n"
        }
        try rebuild(expectingChanges: [], incremental: false) { content in
            content["a-new-topic/_topic.en.md"] = nil
            content["a-new-topic/first.en.md"] = nil
        }
        XCTAssertNil(tree("site")["en/a-new-topic"])
        XCTAssertEqual(tree("site").keys.filter { $0.hasSuffix(".html") }.count, pages)
    }

    /// A folder the state does not describe (written without it, or changed by a build that
    /// kept none) gets a whole build, never a partial update.
    func testAFolderTheStateDoesNotDescribeIsBuiltWhole() throws {
        XCTAssertFalse(try build(into: "site", cache: cache).isIncremental)
        content["activity-views/anatomy.en.md"]! += "\nAnother sentence.\n"
        try build(into: "site", cache: nil)
        content["activity-views/anatomy.en.md"]! += "\nA third sentence.\n"
        XCTAssertFalse(try build(into: "site", cache: cache).isIncremental)
        XCTAssertTrue(try build(into: "site", cache: cache).isIncremental)
    }

    /// A file that cannot be written stops the update before any file changes.
    func testAFailedUpdateLeavesTheFolderAsItWas() throws {
        try build(into: "site", cache: cache)
        let before = tree("site")
        // What the update would write beside the page first is taken by a folder.
        let blocker = scratch.appendingPathComponent("site/en/activity-views/anatomy.html.hig-activity-\(getpid())")
        try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: true)
        content["activity-views/anatomy.en.md"]! += "\nA sentence that cannot be published.\n"
        XCTAssertThrowsError(try build(into: "site", cache: cache)) { error in
            XCTAssertTrue("\(error)".contains("the output folder is unchanged"), "\(error)")
        }
        try FileManager.default.removeItem(at: blocker)
        let after = tree("site")
        XCTAssertEqual(after.keys.sorted(), before.keys.sorted())
        for (path, entry) in after {
            XCTAssertEqual(entry.bytes, before[path]?.bytes, path)
            XCTAssertEqual(entry.inode, before[path]?.inode, path)
        }
        // The next build still ends as a whole build does.
        try build(into: "site", cache: cache)
        try build(into: "whole", cache: nil)
        XCTAssertEqual(tree("site").mapValues(\.bytes), tree("whole").mapValues(\.bytes))
    }
}
