import Foundation
import GuidelineKit
import GuidelineRules
import GuidelineLint
import XCTest

/// Lints code the way a user's project is linted: files written to a temporary folder, the
/// real walker, configuration, suppressions and messages.
enum Harness {
    /// One rule's findings on `files`, the project otherwise clean (no configuration problem).
    static func violations(_ files: [String: String], rule: String) throws -> [Diagnostic] {
        var files = files
        files[".hig-activity.yml"] = "only: [\(rule)]\n"
        let (report, root) = try lint(files)
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertTrue(report.problems.isEmpty, "\(report.problems)")
        return report.violations
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let knowledgeBase: KnowledgeBase = {
        var diagnostics: [Diagnostic] = []
        return KnowledgeBaseLoader.load(
            try! ContentSource.directory(repository.appendingPathComponent("Content").path),
            rules: RuleCatalogue.all,
            diagnostics: &diagnostics)
    }()

    static func messages(_ language: Language = .english) -> LintMessages {
        LintMessages(knowledgeBase: knowledgeBase, language: language)
    }

    /// Writes `files` (relative path → text) under a fresh folder and lints it.
    /// `parseTimeLimit` defaults to two minutes: the linter's own limit assumes a release build,
    /// and a debug build on a busy CI machine can parse a 200 KB test file slower than that
    /// (a file past the limit is not linted, so its findings would silently vanish). A test of
    /// the limit itself sets its own.
    static func lint(
        _ files: [String: String], language: Language = .english, parseTimeLimit: Double = 120, everyRule: Bool = true
    ) throws -> (LintReport, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hig-lint-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        var linter = everyRule ? Self.linter(language) : Linter(messages: messages(language))
        linter.parseTimeLimit = parseTimeLimit
        let report = try linter.lint(paths: [root.path])
        return (report, root)
    }

    /// A linter that runs every rule, those off by default too: the tests judge what each rule
    /// finds (`OptInRulesTests` holds which run by default).
    static func linter(_ language: Language = .english) -> Linter {
        var linter = Linter(messages: messages(language))
        linter.optIn = ["all"]
        return linter
    }

    /// The findings of `rule` alone, as `path:line` in the report's order (by file, then line).
    static func found(_ files: [String: String], rule: String) throws -> [String] {
        try found(files, only: [rule]).map { String($0.dropFirst(rule.count + 1)) }
    }

    /// An asset catalog's image set of one universal PNG, as a project file (path, contents).
    static func imageSet(_ name: String) -> (String, String) {
        ("App/Assets.xcassets/\(name).imageset/Contents.json", #"{"images":[{"idiom":"universal","filename":"a.png"}],"info":{"version":1}}"#)
    }

    /// The findings of `rules` alone in a project of `files`, as `rule-id path:line`; a problem
    /// with the input fails the test.
    static func found(_ files: [String: String], only rules: [String]) throws -> [String] {
        var files = files
        files[".hig-activity.yml"] = "only: [\(rules.joined(separator: ", "))]\n"
        let (report, root) = try lint(files)
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertTrue(report.problems.isEmpty, "\(report.problems)")
        return report.violations.map { "\($0.id) \($0.location.file.dropFirst(root.path.count + 1)):\($0.location.line)" }
    }

    /// An entry's example linted as the Swift file of a share extension (principal class: the
    /// first class declared) of an app whose brand is "Acme", under `configuration` (after
    /// `brands: [Acme]`), as the example tests lint it.
    static func lint(
        example: CodeExample, code: String? = nil, configuration: String, language: Language = .english,
        everyRule: Bool = true
    ) throws -> (LintReport, URL) {
        let code = code ?? example.code
        let firstClass = code.components(separatedBy: "class ").dropFirst().first?
            .prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return try lint(
            [
                ".hig-activity.yml": "brands: [Acme]\n" + configuration,
                "ShareExtension/Info.plist": plist(
                    name: "Acme Share", extensionPoint: "com.apple.share-services", principalClass: firstClass.map(String.init)),
                "ShareExtension/Example.swift": code,
            ], language: language, everyRule: everyRule)
    }

    /// An Info.plist; `extensionPoint` makes it an app extension's.
    static func plist(name: String, extensionPoint: String? = nil, principalClass: String? = nil) -> String {
        var nsExtension = ""
        if let extensionPoint {
            nsExtension = """
                <key>NSExtension</key>
                <dict>
                    <key>NSExtensionPointIdentifier</key>
                    <string>\(extensionPoint)</string>
                    \(principalClass.map { "<key>NSExtensionPrincipalClass</key>\n<string>$(PRODUCT_MODULE_NAME).\($0)</string>" } ?? "")
                </dict>
                """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>CFBundleDisplayName</key>
                <string>\(name)</string>
                \(nsExtension)
            </dict>
            </plist>
            """
    }
}
