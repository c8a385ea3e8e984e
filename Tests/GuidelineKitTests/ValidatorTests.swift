import GuidelineKit
import TestSupport
import XCTest

/// One test per class of bad input: each asserts the diagnostic, its severity, line and column.
final class ValidatorTests: XCTestCase {
    private func loadWith(_ path: String, _ text: String) -> [Diagnostic] {
        var fixture = Fixture.valid
        fixture.files[path] = text
        return fixture.load().1
    }

    func testUnclosedFrontMatter() {
        let d = loadWith("demo/entry.en.md", "---\nkind: guideline\n# Title\n\nSummary.\n")
        assertDiagnostics(
            d, check: "unclosed-front-matter", ["KB/demo/entry.en.md:1:1: error"], messageContains: "'---'")
    }

    func testAKnowledgeBaseWithoutEntriesIsAnError() {
        assertDiagnostics(
            Fixture(files: [:]).load().1, check: "no-entries", ["KB:1:1: error"], messageContains: "no entries")
        // Files that are not entries (a glossary, a README) do not make one.
        let glossaryOnly = Fixture(files: ["glossary.yml": "terms: []\n", "README.md": "# Notes\n"]).load().1
        XCTAssertTrue(glossaryOnly.contains { $0.id == "no-entries" }, "\(glossaryOnly)")
        XCTAssertFalse(Fixture.valid.load().1.contains { $0.id == "no-entries" })
    }

    func testUnknownFrontMatterKeySuggestsTheNearest() {
        let d = loadWith("demo/entry.en.md", "---\nkind: guideline\ntag: [a]\n---\n# Title\n\nSummary.\n")
        assertDiagnostics(
            d, check: "unknown-key", ["KB/demo/entry.en.md:3:1: error"], messageContains: "did you mean 'tags'")
    }

    func testYAMLSyntaxErrorPointsIntoTheFile() {
        let d = loadWith("demo/entry.en.md", "---\nkind: guideline\nrelated: [demo\n---\n# Title\n\nSummary.\n")
        let found = d.filter { $0.id == "yaml-syntax" }
        XCTAssertEqual(found.count, 1, "\(d)")
        XCTAssertEqual(found.first?.location.file, "KB/demo/entry.en.md")
        XCTAssertEqual(found.first?.location.line, 4)  // libyaml notices the missing ']' at the end of input
        XCTAssertEqual(found.first?.severity, .error)
    }

    func testWrongValueTypesAndUnknownKindAndPlatform() {
        let d = loadWith("demo/entry.en.md", "---\nkind: rule\nplatforms: [iOS, Android]\n---\n# Title\n\nSummary.\n")
        assertDiagnostics(
            d, check: "bad-value", ["KB/demo/entry.en.md:2:7: error", "KB/demo/entry.en.md:3:18: error"])
    }

    func testReferenceIsAWebAddressAndTranslationsInheritIt() {
        let d = loadWith(
            "demo/_topic.en.md", "---\nkind: overview\nreference: developer.apple.com/design\n---\n# Demo\n\nA topic.\n")
        assertDiagnostics(d, check: "bad-value", ["KB/demo/_topic.en.md:3:12: error"], messageContains: "https://")
        var fixture = Fixture.valid
        fixture.files["demo/_topic.en.md"] = fixture.files["demo/_topic.en.md"]!.replacingOccurrences(
            of: "kind: overview\n", with: "kind: overview\nreference: https://example.com/demo\n")
        let (kb, diagnostics) = fixture.load()
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.message), [])
        // The topic's reference serves its entries too.
        XCTAssertEqual(kb.reference(of: "demo"), "https://example.com/demo")
        XCTAssertEqual(kb.reference(of: "demo/entry"), "https://example.com/demo")
        // A translation may not set it: it belongs to the English entry.
        let translated = loadWith("demo/entry.ko.md", "---\nreference: https://example.com/ko\n---\n# 제목\n\n요약.\n")
        XCTAssertTrue(translated.contains { $0.id == "translation-key" }, "\(translated)")
    }

    /// 100,000 nested block quotes, list items or emphases once overflowed the stack.
    func testDeeplyNestedMarkdownIsAnErrorNotACrash() {
        let deep = [
            String(repeating: "> ", count: 100_000) + "x", String(repeating: "- ", count: 100_000) + "x",
            String(repeating: "*", count: 100_000) + "x" + String(repeating: "*", count: 100_000),
        ]
        let columns = [129, 65, 1]  // cmark gives inline nodes no column: the line start
        for (body, column) in zip(deep, columns) {
            let d = loadWith("demo/entry.en.md", "---\nkind: guideline\n---\n# Title\n\nSummary.\n\n\(body)\n")
            assertDiagnostics(
                d, check: "nesting-limit", ["KB/demo/entry.en.md:8:\(column): error"], messageContains: "64 levels")
        }
        // Nesting within the limit is content like any other.
        let fine = loadWith("demo/entry.en.md", "---\nkind: guideline\n---\n# Title\n\nSummary.\n\n> > > - - x\n")
        XCTAssertFalse(fine.contains { $0.id == "nesting-limit" })
    }

    /// Positions on a long front matter line are found without walking the line for each one
    /// (40,000 tags took seconds), and count UTF-8 bytes after non-ASCII text.
    func testPositionsOnLongFrontMatterLines() {
        let tags = (0..<40_000).map { "태그\($0)" }.joined(separator: ", ")
        let d = loadWith(
            "demo/entry.en.md", "---\nkind: guideline\ntags: [\(tags)]\nrelated: [é, demo/nope]\n---\n# Title\n\nSummary.\n")
        assertDiagnostics(d, check: "bad-id", ["KB/demo/entry.en.md:4:11: error"])
        assertDiagnostics(d, check: "unknown-entry", ["KB/demo/entry.en.md:4:15: error"])
    }

    func testInvalidUTF8NamesTheByte() {
        var fixture = Fixture.valid
        fixture.files["demo/entry.en.md"] = nil
        var source = fixture.source
        source.files.append(
            ContentFile(
                relativePath: "demo/entry.en.md",
                bytes: Array("# Title\n\nSum".utf8) + [0xC3, 0x28] + Array("mary\n".utf8)))
        var diagnostics: [Diagnostic] = []
        _ = KnowledgeBaseLoader.load(source, rules: [], diagnostics: &diagnostics)
        assertDiagnostics(
            diagnostics, check: "invalid-utf8", ["KB/demo/entry.en.md:3:4: error"], messageContains: "0xC3")
    }

    func testIdThatDisagreesWithItsPath() {
        let d = loadWith("demo/entry.en.md", "---\nid: demo/other\n---\n# Title\n\nSummary.\n")
        assertDiagnostics(d, check: "id-mismatch", ["KB/demo/entry.en.md:2:5: error"], messageContains: "'demo/entry'")
    }

    func testDuplicateIdsThroughAliases() {
        var fixture = Fixture.valid
        fixture.add("demo/second", "---\naliases: [demo/entry]\n---\n# Second\n\nSummary.\n")
        let diagnostics = fixture.load().1
        assertDiagnostics(diagnostics, check: "duplicate-id", ["KB/demo/second.en.md:2:11: error"])
        // A note points at the entry the alias collides with, and every format prints it.
        let duplicate = diagnostics.filter { $0.id == "duplicate-id" }
        XCTAssertEqual(duplicate.first?.notes.map { "\($0.location)" }, ["KB/demo/entry.en.md:1:1"])
        XCTAssertTrue(
            DiagnosticFormat.text.render(duplicate).contains("KB/demo/entry.en.md:1:1: note: 'demo/entry' is defined here\n"))
        XCTAssertTrue(DiagnosticFormat.json.render(duplicate).contains("\"message\" : \"'demo/entry' is defined here\""))
        XCTAssertTrue(DiagnosticFormat.sarif.render(DiagnosticReport(duplicate)).contains("relatedLocations"))
    }

    func testUnknownLanguageTag() {
        let d = loadWith("demo/entry.fr.md", "# Titre\n\nRésumé.\n")
        assertDiagnostics(
            d, check: "unknown-language", ["KB/demo/entry.fr.md:1:1: error"], messageContains: "en, zh-Hans, ko")
    }

    func testNonKebabCaseFileName() {
        let d = loadWith("demo/Entry_Two.en.md", "# Title\n\nSummary.\n")
        assertDiagnostics(d, check: "bad-id", ["KB/demo/Entry_Two.en.md:1:1: error"])
    }

    func testMissingTitle() {
        let d = loadWith("demo/entry.en.md", "---\nkind: guideline\n---\nJust text.\n")
        assertDiagnostics(d, check: "missing-title", ["KB/demo/entry.en.md:4:1: error"])
    }

    func testMissingSummary() {
        let d = loadWith("demo/entry.en.md", "# Title\n\n## Section right away\n")
        assertDiagnostics(d, check: "missing-summary", ["KB/demo/entry.en.md:3:1: error"])
    }

    func testLinkToUnknownEntrySuggestsTheNearest() {
        let d = loadWith("demo/entry.en.md", "# Title\n\nSee [x](demo/entyr) and [y](rule:no-such-rule).\n")
        assertDiagnostics(
            d, check: "unknown-entry", ["KB/demo/entry.en.md:3:5: error"], messageContains: "did you mean 'demo/entry'")
        assertDiagnostics(d, check: "unknown-rule", ["KB/demo/entry.en.md:3:25: error"])
    }

    func testUnknownRelatedEntry() {
        let d = loadWith("demo/entry.en.md", "---\nrelated: [demo, demo/missing]\n---\n# Title\n\nSummary.\n")
        assertDiagnostics(d, check: "unknown-entry", ["KB/demo/entry.en.md:2:17: error"])
    }

    func testUnsafeLinkScheme() {
        let d = loadWith("demo/entry.en.md", "# Title\n\nSummary [x](javascript:alert(1)).\n")
        assertDiagnostics(d, check: "bad-link", ["KB/demo/entry.en.md:3:9: error"])
    }

    func testTranslationWhoseCodeDiffers() {
        var fixture = Fixture.valid
        let translated = fixture.files["demo/entry.ko.md"]!.replacingOccurrences(of: "let x = ↓1", with: "let y = ↓1")
        fixture.files["demo/entry.ko.md"] = translated
        assertDiagnostics(fixture.load().1, check: "code-mismatch", ["KB/demo/entry.ko.md:12:1: error"])
    }

    func testTranslationMissingACodeBlock() {
        var fixture = Fixture.valid
        fixture.files["demo/entry.zh-Hans.md"] = "---\nsource-digest: 0\n---\n# 标题\n\n摘要。\n"
        assertDiagnostics(
            fixture.load().1, check: "code-mismatch", ["KB/demo/entry.zh-Hans.md:4:1: error"],
            messageContains: "0 code block(s), the English entry 1")
    }

    func testMissingTranslationIsAWarning() {
        var fixture = Fixture.valid
        fixture.files["demo/entry.ko.md"] = nil
        let (_, d) = fixture.load()
        assertDiagnostics(
            d, check: "missing-translation", ["KB/demo/entry.en.md:1:1: warning"], messageContains: "entry.ko.md")
        XCTAssertFalse(d.hasErrors)
    }

    func testStaleTranslationWithoutSectionsSaysSoAndHowToStamp() throws {
        var fixture = Fixture.valid
        fixture.files["demo/entry.en.md"]! += "\nA new English paragraph.\n"
        let (kb, d) = fixture.load()
        assertDiagnostics(
            d, check: "stale-translation",
            ["KB/demo/entry.ko.md:2:16: warning", "KB/demo/entry.zh-Hans.md:2:16: warning"],
            messageContains: "the translation records no source-sections")
        XCTAssertTrue(
            d.contains { $0.message.hasSuffix("then run 'hig-activity i18n stamp --lang ko demo/entry'") },
            d.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(kb.entry("demo/entry")!.isStale(.korean))
    }

    /// A translation that recorded the English sections it was made from learns which changed:
    /// text edited in one, a section added, one renamed (added and removed), the intro untouched.
    func testStaleTranslationNamesTheEnglishSectionsThatChanged() throws {
        let english = """
            # Title

            Summary.

            ## Details

            Some details.

            ## Usage

            How to use it.

            ## Usage

            A second section with the same heading.

            """
        var fixture = Fixture(files: ["demo/_topic.en.md": "---\nkind: overview\n---\n# Demo\n\nA topic.\n"])
        fixture.files["demo/entry.en.md"] = english
        let source = try XCTUnwrap(fixture.load().0.entry("demo/entry")?.source)
        XCTAssertEqual(source.sectionDigests.map(\.name), ["intro", "details", "usage", "usage-2"])
        XCTAssertEqual(source.sectionDigests.map(\.title), ["Title", "Details", "Usage", "Usage"])
        let records = source.sectionDigests.map { "  - \($0.name) \($0.digest)" }.joined(separator: "\n")
        fixture.files["demo/entry.ko.md"] =
            "---\nsource-digest: \(source.bodyDigest)\nsource-sections:\n\(records)\n---\n# 제목\n\n요약입니다.\n"
        XCTAssertFalse(fixture.load().1.contains { $0.id == "stale-translation" && $0.range.start.file.hasSuffix("entry.ko.md") })

        fixture.files["demo/entry.en.md"] = english
            .replacingOccurrences(of: "How to use it.", with: "How to use it, now with more.")
            .replacingOccurrences(of: "## Details\n\nSome details.", with: "## More details\n\nSome details.")
            + "## Anchors\n\nA new section.\n"
        let (kb, d) = fixture.load()
        let changes = try XCTUnwrap(kb.entry("demo/entry")?.staleSections(.korean))
        XCTAssertEqual(changes.changed.map(\.name), ["usage"])
        XCTAssertEqual(changes.added.map(\.name), ["more-details", "anchors"])
        XCTAssertEqual(changes.removed, ["details"])
        assertDiagnostics(
            d.filter { $0.range.start.file.hasSuffix("entry.ko.md") }, check: "stale-translation",
            ["KB/demo/entry.ko.md:2:16: warning"],
            messageContains: "what changed: changed: \"Usage\"; added: \"More details\", \"Anchors\"; removed: details")
    }

    func testMalformedSectionRecordIsAnError() {
        var fixture = Fixture.valid
        fixture.files["demo/entry.ko.md"] = fixture.files["demo/entry.ko.md"]!
            .replacingOccurrences(of: "---\n#", with: "source-sections: [intro, details 12]\n---\n#")
        assertDiagnostics(
            fixture.load().1, check: "bad-value", ["KB/demo/entry.ko.md:3:19: error", "KB/demo/entry.ko.md:3:26: error"],
            messageContains: "i18n stamp")
    }

    func testTranslationMayNotSetSourceOnlyKeys() {
        var fixture = Fixture.valid
        fixture.files["demo/entry.ko.md"] = fixture.files["demo/entry.ko.md"]!.replacingOccurrences(
            of: "---\n#", with: "kind: mistake\n---\n#")
        assertDiagnostics(fixture.load().1, check: "translation-key", ["KB/demo/entry.ko.md:3:1: error"])
    }

    func testTranslationWithoutEnglish() {
        let d = loadWith("demo/ghost.ko.md", "# 유령\n\n요약.\n")
        assertDiagnostics(d, check: "orphan-translation", ["KB/demo/ghost.ko.md:1:1: error"])
    }

    func testEveryProblemIsReportedInOneRun() {
        var fixture = Fixture.valid
        fixture.files["demo/a.en.md"] = "---\nbogus: 1\n---\n# A\n\nSee [x](demo/zzz).\n"
        fixture.files["demo/b.fr.md"] = "# B\n"
        fixture.files["demo/c.en.md"] = "no title\n"
        let checks = Set(fixture.load().1.filter { $0.severity == .error }.map(\.id))
        XCTAssertEqual(checks, ["unknown-key", "unknown-entry", "unknown-language", "missing-title"])
    }

    func testGlossaryProblems() {
        var fixture = Fixture.valid
        fixture.files["glossary.yml"] = "terms:\n  - id: share-sheet\n    en: [share sheet]\n    fr: [feuille]\n"
        let d = fixture.load().1
        assertDiagnostics(d, check: "unknown-language", ["KB/glossary.yml:4:5: error"])
        assertDiagnostics(
            d, check: "glossary-missing-language", ["KB/glossary.yml:2:5: warning", "KB/glossary.yml:2:5: warning"])
    }

    /// The entry a concept names must exist, and be written as an id.
    func testGlossaryEntryProblems() {
        var fixture = Fixture.valid
        fixture.files["glossary.yml"] = """
            terms:
              - id: share-sheet
                en: [share sheet]
                entry: demo/entry
              - id: popover
                en: [popover]
                entry: demo/no-such-entry
              - id: sheet
                en: [sheet]
                entry: [demo/entry]
            """
        let d = fixture.load().1
        assertDiagnostics(d, check: "unknown-entry", ["KB/glossary.yml:5:5: error"])
        XCTAssertTrue(d.contains { $0.id == "unknown-entry" && $0.message.contains("demo/no-such-entry") }, "\(d)")
        assertDiagnostics(d, check: "glossary-shape", ["KB/glossary.yml:10:12: error"])
    }

    func testSourceDigestIgnoresLineEndingsAndTrailingSpace() {
        XCTAssertEqual(SourceDigest.of("# T\r\n\r\nBody.\r\n  \n"), SourceDigest.of("# T\n\nBody."))
        XCTAssertEqual(SourceDigest.of(""), "cbf29ce484222325")  // FNV-1a offset basis: nothing hashed
        XCTAssertNotEqual(SourceDigest.of("# T\n\nBody."), SourceDigest.of("# T\n\nBody!"))
        XCTAssertNotEqual(SourceDigest.of("a\rb"), SourceDigest.of("ab"))  // a lone CR is content
    }

    func testJSONFormatCarriesEveryField() throws {
        let d = loadWith("demo/entry.en.md", "---\nkind: guideline\ntag: [a]\n---\n# Title\n\nSummary.\n")
        let json = DiagnosticFormat.json.render(d)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let first = try XCTUnwrap(
            (object["diagnostics"] as? [[String: Any]])?.first { $0["id"] as? String == "unknown-key" })
        XCTAssertEqual(first["file"] as? String, "KB/demo/entry.en.md")
        XCTAssertEqual(first["line"] as? Int, 3)
        XCTAssertEqual(first["column"] as? Int, 1)
        XCTAssertEqual(first["severity"] as? String, "error")
        XCTAssertEqual(object["errors"] as? Int, d.filter { $0.severity == .error }.count)
        XCTAssertEqual(object["warnings"] as? Int, d.filter { $0.severity == .warning }.count)
        XCTAssertEqual(
            DiagnosticFormat.text.render(d).split(separator: "\n").first { $0.contains("unknown-key") },
            "KB/demo/entry.en.md:3:1: error: unknown front matter key 'tag'; did you mean 'tags'? known keys: id, kind, platforms, rules, related, aliases, tags, searches, reference [unknown-key]"
        )
    }
}
