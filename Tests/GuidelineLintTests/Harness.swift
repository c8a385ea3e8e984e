import Foundation
import GuidelineKit
import GuidelineRules
import GuidelineLint
import XCTest

/// Lints code the way a user's project is linted: files written to a temporary folder, the
/// real walker, configuration, suppressions and messages.
enum Harness {
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
    static func lint(_ files: [String: String], language: Language = .english, parseTimeLimit: Double = 120) throws
        -> (LintReport, URL)
    {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hig-lint-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        var linter = Linter(messages: messages(language))
        linter.parseTimeLimit = parseTimeLimit
        let report = try linter.lint(paths: [root.path])
        return (report, root)
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
