/// Test code: a Swift file that imports a test framework (`XCTest`, `Testing`, Quick, Nimble,
/// snapshot testing) or a module `@testable`. It builds the app's screens to exercise them, and
/// no one using the app ever sees it, so no rule judges it.
enum TestCode {
    static let frameworks: Set<Substring> = ["XCTest", "Testing", "Quick", "Nimble", "SnapshotTesting", "ViewInspector"]

    /// Whether `source` is test code, from its import lines (which come first: the scan stops
    /// at the first line that is neither an import, an attribute, a comment, a directive nor blank).
    static func isTest(_ source: String) -> Bool {
        for line in source.split(separator: "\n", omittingEmptySubsequences: true) {
            let text = line.drop(while: { $0 == " " || $0 == "\t" })
            if text.hasPrefix("@testable import") { return true }
            if text.hasPrefix("import ") || text.hasPrefix("@_exported import ") || text.hasPrefix("@preconcurrency import ") {
                let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
                // `import XCTest`, `import struct XCTest.XCTestCase`, `import Testing // …`
                let module = words.drop(while: { $0 != "import" }).dropFirst().first { !["struct", "class", "enum", "func", "protocol", "var", "let", "typealias"].contains($0) }
                if let module, frameworks.contains(module.split(separator: ".").first ?? module) { return true }
                continue
            }
            if text.isEmpty || text.hasPrefix("//") || text.hasPrefix("/*") || text.hasPrefix("*") || text.hasPrefix("#") || text.hasPrefix("@") || text == "\r" {
                continue
            }
            return false
        }
        return false
    }
}
