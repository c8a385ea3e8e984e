import Foundation
import GuidelineKit
import GuidelineLint
import XCTest

/// A cached lint reports what a lint from scratch reports, whatever changed in between, and
/// lints running at once share the cache without harm.
final class LintCacheTests: XCTestCase {
    private var root: URL!
    private var cacheFolder: URL!

    override func setUpWithError() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("hig-cache-\(UUID().uuidString)")
        root = base.appendingPathComponent("Project")
        cacheFolder = base.appendingPathComponent("cache")
        try write([
            "Share/Info.plist": Harness.plist(
                name: "Post", extensionPoint: "com.apple.share-services", principalClass: "ShareViewController"),
            "Share/ShareViewController.swift": """
                final class ShareViewController: UIViewController {
                    override func viewDidLoad() { addChild(UIHostingController(rootView: EditorView())) }
                }
                """,
            "Editor/EditorView.swift": """
                struct EditorView: View {
                    @State var picking = false
                    var body: some View { Form {}.sheet(isPresented: $picking) { MediaPicker() } }
                }
                """,
            "App/FindActivity.swift": """
                final class FindActivity: UIActivity {
                    override var activityTitle: String? { NSLocalizedString("find", comment: "") }
                }
                """,
            "App/en.lproj/Localizable.strings": "\"find\" = \"Find on Page\";\n",
            "App/de.lproj/Localizable.strings": "\"find\" = \"Auf dieser Seite nach einem Text suchen\";\n",
            "App/Screen.swift": "final class Screen: UIViewController {\n    func f() { title = \"A title that is much too long\" }\n}\n",
            // Facts of a file no rule checks come from the cache once it is warm: keys with a
            // percent sign and a tab must survive the trip.
            "App/Strings.swift": """
                enum L10n {
                    static var progress: String { L10n.tr("Localizable", "100%\tdone", fallback: "All of it is done now, really") }
                    private static func tr(_ table: String, _ key: String, fallback: String) -> String { key }
                }
                """,
            "App/Progress.swift": "final class Progress: UIViewController {\n    func f() { button.setTitle(L10n.progress, for: .normal) }\n}\n",
        ])
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root.deletingLastPathComponent())
    }

    private func write(_ files: [String: String]) throws {
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    private func lint(cached: Bool) throws -> [String] {
        var linter = Harness.linter()
        linter.cache = cached ? LintCache(directory: cacheFolder.path) : nil
        let report = try linter.lint(paths: [root.path])
        return (report.problems + report.violations).map {
            "\($0.id) \($0.location) \($0.message) \($0.notes.map { "\($0.message)@\($0.location)" })"
        } + ["\(report.filesLinted) files, \(report.linesLinted) lines"]
    }

    private func assertSameAsFromScratch(_ step: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let scratch = try lint(cached: false)
        XCTAssertEqual(try lint(cached: true), scratch, "\(step): first cached run", file: file, line: line)
        XCTAssertEqual(try lint(cached: true), scratch, "\(step): from the cache", file: file, line: line)
    }

    func testEditsAdditionsAndDeletionsGiveWhatALintFromScratchGives() throws {
        try assertSameAsFromScratch("start")
        let first = try lint(cached: true)
        XCTAssertTrue(first.contains { $0.hasPrefix("extension-no-modal") }, "\(first)")
        XCTAssertTrue(first.contains { $0.hasPrefix("activity-title-succinct") && $0.contains("de.lproj") }, "\(first)")
        XCTAssertTrue(first.contains { $0.hasPrefix("button-title-concise") && $0.contains("All of it is done now") }, "\(first)")

        // A file another file's finding rests on: the sheet goes, and with it the finding.
        try write(["Editor/EditorView.swift": "struct EditorView: View {\n    var body: some View { Form {} }\n}\n"])
        try assertSameAsFromScratch("edit")
        XCTAssertFalse(try lint(cached: true).contains { $0.hasPrefix("extension-no-modal") })

        // A translation changes; a new file adds a finding; a file goes away.
        try write(["App/de.lproj/Localizable.strings": "\"find\" = \"Suchen\";\n"])
        try write(["App/Other.swift": "final class Other: UIViewController {\n    func f() { title = \"Another title that is far too long\" }\n}\n"])
        try FileManager.default.removeItem(at: root.appendingPathComponent("App/Screen.swift"))
        try assertSameAsFromScratch("edit, add, delete")
        let last = try lint(cached: true)
        XCTAssertFalse(last.contains { $0.contains("de.lproj") }, "\(last)")
        XCTAssertTrue(last.contains { $0.contains("Other.swift") }, "\(last)")
        XCTAssertFalse(last.contains { $0.contains("Screen.swift") }, "\(last)")

        // A configuration is an input too.
        try write([".hig-activity.yml": "disabled: [toolbar-title-short]\n"])
        try assertSameAsFromScratch("configuration")
    }

    /// An asset catalog folder's own `Contents.json` says whether it gives its images a
    /// namespace, and so the name VoiceOver reads ("x24/More" or "More"): an input too.
    func testAFoldersNamespaceIsAnInput() throws {
        let namespace = #"{"info": {"version": 1, "author": "xcode"}, "properties": {"provides-namespace": true}}"#
        try write([
            ".hig-activity.yml": "opt_in_rules: [button-has-label]\n",
            "App/Assets.xcassets/x24/More.imageset/Contents.json": #"{"images": [{"idiom": "universal", "filename": "more.pdf"}], "info": {"version": 1, "author": "xcode"}}"#,
            "App/Assets.xcassets/x24/Contents.json": namespace,
            "App/MoreButton.swift": """
                struct MoreButton: View {
                    var body: some View { Menu { Button("Rename") {} } label: { Image(asset: .X24.more) } }
                }
                """,
        ])
        try assertSameAsFromScratch("namespace")
        XCTAssertTrue(try lint(cached: true).contains { $0.hasPrefix("button-has-label") && $0.contains("MoreButton.swift") })
        try write(["App/Assets.xcassets/x24/Contents.json": #"{"info": {"version": 1, "author": "xcode"}}"#])
        try assertSameAsFromScratch("no namespace")
        XCTAssertFalse(try lint(cached: true).contains { $0.hasPrefix("button-has-label") })
    }

    /// A first run digests its files as it parses them, later runs before they parse: both must
    /// key the report alike, or every warm run would miss it and store another.
    func testAFirstRunsReportServesTheNext() throws {
        func reports() -> [String] {
            (FileManager.default.enumerator(atPath: cacheFolder.appendingPathComponent("reports").path)?
                .compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".report") }
        }
        let first = try lint(cached: true)
        XCTAssertEqual(reports().count, 1)
        XCTAssertEqual(try lint(cached: true), first)
        XCTAssertEqual(reports().count, 1, "the second run did not find the first run's report")
        try write(["App/Other.swift": "final class Other: UIViewController {}\n"])
        _ = try lint(cached: true)
        XCTAssertEqual(try lint(cached: true), try lint(cached: false))
        XCTAssertEqual(reports().count, 2, "a run after an edit stores one report, which the next run finds")
    }

    /// The cache's files of one kind (`digests`, `listings`, `stamped`).
    private func keptFiles(_ kind: String) -> [URL] {
        (FileManager.default.enumerator(atPath: cacheFolder.appendingPathComponent(kind).path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix("." + kind) }.map { cacheFolder.appendingPathComponent("\(kind)/\($0)") }
    }

    /// A file that settled before a lint is not read by the next one while its stamp (see
    /// `FileStamp`) stays. An edit that keeps the file's size and modification time still
    /// changes its stamp, by its status-change time, so the next lint sees it.
    func testAnEditKeepingSizeAndModificationTimeIsSeen() throws {
        try Fixtures.imageSet(
            root.appendingPathComponent("App/Assets.xcassets"), name: "Find", template: false, pixels: 140, scale: 2)
        let contents = root.appendingPathComponent("App/Assets.xcassets/Find.imageset/Contents.json")
        func intent(_ intent: String) throws {
            try Data(
                #"{ "images" : [ { "filename" : "Find.png", "idiom" : "universal", "scale" : "2x" } ], "properties" : { "template-rendering-intent" : "\#(intent)" } }"#
                    .utf8
            ).write(to: contents)
        }
        try intent("original")
        try write([
            "App/FindActivity.swift": """
                final class FindActivity: UIActivity {
                    override var activityTitle: String? { NSLocalizedString("find", comment: "") }
                    override var activityImage: UIImage? { UIImage(named: "Find") }
                }
                """
        ])
        // Stamps are trusted only for files untouched for seconds before a lint began.
        let then = Date(timeIntervalSinceNow: -3600)
        func setBack(_ url: URL) throws { try FileManager.default.setAttributes([.modificationDate: then], ofItemAtPath: url.path) }
        for case let name as String in FileManager.default.enumerator(atPath: root.path)! {
            try setBack(root.appendingPathComponent(name))
        }
        Thread.sleep(forTimeInterval: 3.5)

        try assertSameAsFromScratch("settled")
        let kept = keptFiles("digests")
        XCTAssertEqual(kept.count, 1, "one file of digests for the paths linted")
        let digests = try Data(contentsOf: XCTUnwrap(kept.first))
        for file in ["Editor/EditorView.swift", "App/de.lproj/Localizable.strings", "Find.imageset/Contents.json"] {
            XCTAssertNotNil(digests.range(of: Data(file.utf8)), "\(file) has a recorded digest")
        }
        // Written again means replaced by a rename: another inode (a lint marks the file used,
        // which changes its modification time, not its inode).
        func inode() throws -> Int? { try FileManager.default.attributesOfItem(atPath: kept[0].path)[.systemFileNumber] as? Int }
        let written = try inode()
        let before = try lint(cached: true)
        XCTAssertTrue(before.contains { $0.hasPrefix("activity-icon-template") }, "\(before)")
        XCTAssertTrue(before.contains { $0.contains("Screen.swift") }, "\(before)")
        XCTAssertEqual(try inode(), written, "a lint that found every stamp unchanged does not write its digests again")
        // The lint that found the report by the digests kept its files' stamps with the report's
        // key; the next lint finds every stamp unchanged and gives that report without them.
        XCTAssertEqual(keptFiles("stamped").count, 1, "the report's key is kept with the stamps of its files")
        XCTAssertEqual(try lint(cached: true), before)

        // Same size, same modification time, other bytes: a Swift file and an image set.
        let screen = root.appendingPathComponent("App/Screen.swift")
        let text = try String(contentsOf: screen, encoding: .utf8)
        let title = "\"A title that is much too long\" }"
        XCTAssertTrue(text.contains(title))
        try Data(text.replacingOccurrences(of: title, with: "\"Title\" }" + String(repeating: " ", count: 24)).utf8)
            .write(to: screen)
        try setBack(screen)
        try intent("template")
        try setBack(contents)
        try assertSameAsFromScratch("same size and modification time")
        let after = try lint(cached: true)
        XCTAssertFalse(after.contains { $0.contains("Screen.swift") }, "\(after)")
        XCTAssertFalse(after.contains { $0.hasPrefix("activity-icon-template") }, "\(after)")
        // Settled, the edited files' stamps still differ from those the first report's key was
        // kept with (by their status-change times): the next lint does not take that report.
        Thread.sleep(forTimeInterval: 3.5)
        try assertSameAsFromScratch("the same edits, settled")

        // The settled folders' listings are kept too. A file added to one and a file taken out
        // of another change those folders' stamps: the next lint lists them again.
        let listings = keptFiles("listings")
        XCTAssertEqual(listings.count, 1, "one file of listings for the paths linted")
        let listed = try Data(contentsOf: XCTUnwrap(listings.first))
        for folder in ["/App/", "/Editor/", "/Share/"] {
            XCTAssertNotNil(listed.range(of: Data(folder.utf8)), "\(folder) has a kept listing")
        }
        try write(["App/Other.swift": "final class Other: UIViewController {\n    func f() { title = \"Another title that is far too long\" }\n}\n"])
        try FileManager.default.removeItem(at: root.appendingPathComponent("Editor/EditorView.swift"))
        try assertSameAsFromScratch("a file added to a settled folder, one removed from another")
        let last = try lint(cached: true)
        XCTAssertTrue(last.contains { $0.contains("Other.swift") }, "\(last)")
        XCTAssertFalse(last.contains { $0.hasPrefix("extension-no-modal") }, "\(last)")
    }

    /// Each change leaves a report, and each build of the tool new facts and digests: a lint
    /// that stores something trims what has not been used for 30 days (at most once an hour),
    /// and what a lint used (its report, facts and digests, even when it only found the
    /// report) counts as used.
    func testALintTrimsEntriesNoLintUsesAndKeepsThoseItUses() throws {
        let manager = FileManager.default
        func entries() -> [String] {
            (manager.enumerator(atPath: cacheFolder.path)?.compactMap { $0 as? String } ?? [])
                .filter { [".report", ".facts", ".digests"].contains(where: $0.hasSuffix) }.sorted()
        }
        func age(_ name: String, days: Double) throws {
            try manager.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -days * 86_400)],
                ofItemAtPath: cacheFolder.appendingPathComponent(name).path)
        }
        _ = try lint(cached: true)
        let used = entries()
        // No digest is kept of files just written (their stamps cannot be trusted yet).
        XCTAssertEqual(used.map { ($0 as NSString).pathExtension }.sorted(), ["facts", "report"])
        XCTAssertTrue(manager.fileExists(atPath: cacheFolder.appendingPathComponent(".trimmed").path))

        // An older build's report, and this lint's entries made to look as old; the last trim was
        // two hours ago.
        try manager.createDirectory(at: cacheFolder.appendingPathComponent("reports/00"), withIntermediateDirectories: true)
        try Data("stale".utf8).write(to: cacheFolder.appendingPathComponent("reports/00/stale.report"))
        try age("reports/00/stale.report", days: 40)
        for entry in used { try age(entry, days: 40) }
        try age(".trimmed", days: 2 / 24)

        // A lint that finds its report stores nothing and trims nothing, but uses its entries.
        let first = try lint(cached: true)
        XCTAssertEqual(entries(), (used + ["reports/00/stale.report"]).sorted())

        // A change: the lint stores a new report and trims; only the stale report goes.
        try write(["App/Other.swift": "final class Other: UIViewController {}\n"])
        XCTAssertEqual(try lint(cached: true), try lint(cached: false))
        let after = entries()
        XCTAssertFalse(after.contains("reports/00/stale.report"), "\(after)")
        XCTAssertTrue(Set(used).isSubset(of: after), "a used entry was trimmed: \(used) → \(after)")
        XCTAssertEqual(after.filter { $0.hasSuffix(".report") }.count, 2)
        XCTAssertNotEqual(first, try lint(cached: true))
    }

    func testLintsAtOnceShareTheCache() throws {
        let scratch = try lint(cached: false)
        let results = Results()
        let (path, cachePath) = (root.path, cacheFolder.path)
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            var linter = Harness.linter()
            linter.cache = LintCache(directory: cachePath)
            guard let report = try? linter.lint(paths: [path]) else { return results.append(["failed"]) }
            results.append(
                (report.problems + report.violations).map {
                    "\($0.id) \($0.location) \($0.message) \($0.notes.map { "\($0.message)@\($0.location)" })"
                } + ["\(report.filesLinted) files, \(report.linesLinted) lines"])
        }
        XCTAssertEqual(results.all, Array(repeating: scratch, count: 4))
        XCTAssertEqual(try lint(cached: true), scratch)
        // Nothing half-written is left behind.
        let leftovers = FileManager.default.enumerator(atPath: cacheFolder.path)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".part") }
        XCTAssertEqual(leftovers, [])
    }

    func testAnUnreadableEntryIsAMiss() throws {
        let scratch = try lint(cached: false)
        _ = try lint(cached: true)
        // Every entry damaged: the report and the facts (no digest is kept of files just written).
        var damaged = 0
        for case let name as String in FileManager.default.enumerator(atPath: cacheFolder.path)!
        where [".report", ".facts", ".digests"].contains(where: name.hasSuffix) {
            try Data("HIGR not a record".utf8).write(to: cacheFolder.appendingPathComponent(name))
            damaged += 1
        }
        XCTAssertEqual(damaged, 2)
        XCTAssertEqual(try lint(cached: true), scratch)
        XCTAssertEqual(try lint(cached: true), scratch)
    }

    /// With `messagesKey` (the built-in knowledge base), a report found in the cache is given
    /// without loading the messages; a lint that checks files again loads them.
    func testAReportFromTheCacheLoadsNoMessages() throws {
        let loads = Results()
        func lint() throws -> [String] {
            var linter = Linter(loadingMessages: {
                loads.append([])
                return Harness.messages()
            })
            linter.cache = LintCache(directory: cacheFolder.path)
            linter.messagesKey = "built-in en"
            linter.optIn = ["all"]  // extension-no-modal among them, whichever rules run by default
            return try linter.lint(paths: [root.path]).violations.map { "\($0.id) \($0.location) \($0.message)" }
        }
        let first = try lint()
        XCTAssertTrue(first.contains { $0.hasPrefix("extension-no-modal") }, "\(first)")
        XCTAssertEqual(loads.all.count, 1)
        XCTAssertEqual(try lint(), first)
        XCTAssertEqual(loads.all.count, 1, "a report found in the cache loaded the messages")
        try write(["App/Other.swift": "final class Other: UIViewController {\n    func f() { title = \"Another title that is far too long\" }\n}\n"])
        let changed = try lint()
        XCTAssertEqual(loads.all.count, 2)
        XCTAssertEqual(changed.count, first.count + 1, "\(changed)")
    }

    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var all: [[String]] = []
        func append(_ result: [String]) {
            lock.lock()
            all.append(result)
            lock.unlock()
        }
    }
}
