import Foundation
import TestSupport
import XCTest

@testable import GuidelinePublish

/// The site's Mustache engine against the Mustache specification's own tests (the required
/// modules: interpolation, sections, inverted sections, comments, partials, set delimiters),
/// copied from github.com/mustache/spec at 9cb20c3 into Tests/Fixtures/MustacheSpec (MIT).
final class MustacheSpecTests: XCTestCase {
    static let folder = Repository.root.appendingPathComponent("Tests/Fixtures/MustacheSpec")

    func testEverySpecificationTestPasses() throws {
        var run = 0
        for module in ["interpolation", "sections", "inverted", "comments", "partials", "delimiters"] {
            let data = try Data(contentsOf: Self.folder.appendingPathComponent("\(module).json"))
            for test in try JSONDecoder().decode(Spec.self, from: data).tests {
                var templates = ["": try MustacheTemplate(test.template)]
                for (partial, text) in test.partials ?? [:] { templates[partial] = try MustacheTemplate(text) }
                let output = MustacheLibrary(templates: templates).render("", test.data.value)
                XCTAssertEqual(output, test.expected, "\(module): \(test.name)")
                run += 1
            }
        }
        XCTAssertGreaterThan(run, 130)
    }

    struct Spec: Decodable {
        struct Test: Decodable {
            var name: String
            var data: JSON
            var template: String
            var partials: [String: String]?
            var expected: String
        }
        var tests: [Test]
    }

    /// The specification's data as template values: numbers become their text, null is left out.
    enum JSON: Decodable {
        case null, bool(Bool), number(String), string(String), list([JSON]), object([String: JSON])

        init(from decoder: Decoder) throws {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self = .null
            } else if let flag = try? single.decode(Bool.self) {
                self = .bool(flag)
            } else if let integer = try? single.decode(Int.self) {
                self = .number("\(integer)")
            } else if let decimal = try? single.decode(Double.self) {
                self = .number("\(decimal)")
            } else if let string = try? single.decode(String.self) {
                self = .string(string)
            } else if let list = try? single.decode([JSON].self) {
                self = .list(list)
            } else {
                self = .object(try single.decode([String: JSON].self))
            }
        }

        var value: MustacheValue {
            switch self {
            case .null: .bool(false)
            case .bool(let flag): .bool(flag)
            case .number(let text), .string(let text): .string(text)
            case .list(let items): .list(items.map(\.value))
            case .object(let fields):
                .object(
                    MustacheObject(
                        fields.sorted { $0.key < $1.key }.compactMap { key, value in
                            if case .null = value { nil } else { (key, value.value) }
                        }))
            }
        }
    }

    func testMistakesAreReportedWithTheirLineAndColumn() {
        func reason(_ text: String) -> String? {
            do {
                _ = try MustacheTemplate(text)
                return nil
            } catch {
                return error.description
            }
        }
        XCTAssertEqual(reason("a\n  {{#open}}\nb"), "2:3: a section is never closed ({{/open}} expected)")
        XCTAssertEqual(
            reason("{{#a}}\n{{/b}}"),
            "2:1: a section is closed with another name than it was opened with ({{/b}} closes {{#a}} of line 1)")
        XCTAssertEqual(reason("x {{/a}}"), "1:3: {{/a}} closes a section that was never opened")
        XCTAssertEqual(reason("标题 {{title"), "1:4: a tag is not closed with }}")
        XCTAssertEqual(reason("{{=<% %> x=}}"), "1:1: a set-delimiter tag is malformed (write it as {{=<% %>=}})")
        XCTAssertEqual(reason("{{ }}"), "1:1: a tag has no name")
    }

    func testATemplateThatNamesItselfEnds() throws {
        let library = MustacheLibrary(templates: ["loop": try MustacheTemplate("x{{>loop}}")])
        XCTAssertEqual(library.render("loop", [:]), String(repeating: "x", count: MustacheLibrary.maximumDepth + 1))
    }
}
