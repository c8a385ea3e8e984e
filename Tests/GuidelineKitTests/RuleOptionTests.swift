import GuidelineKit
import XCTest

/// A rule declares its options once, as a struct with defaults; names, kinds, bounds and
/// defaults for docs, and decoding with located errors, all follow from it.
final class RuleOptionTests: XCTestCase {
    struct Options: RuleOptionSet {
        @Bounded(0.5...2.0) var minScale = 1.0
        var strict = false
        var style = "plain"
        @Bounded(1...9) var depth = 3
        var names: [String] = []
        var sizes: [Int] = [16, 32]

        func problems() -> [RuleOptionProblem] {
            strict && names.isEmpty ? [RuleOptionProblem(option: "strict", "'strict' needs 'names'")] : []
        }
    }

    let at = SourceLocation(file: "cfg.yml", line: 3, column: 5)

    private func at(_ column: Int) -> SourceLocation { SourceLocation(file: "cfg.yml", line: 4, column: column) }

    private func setting(_ name: String, _ value: OptionInput) -> RuleOptionDecoder.Setting {
        RuleOptionDecoder.Setting(name: name, at: at(1), value: value)
    }

    func testTheOptionsAreDescribedFromTheDeclarations() {
        XCTAssertEqual(
            RuleOption.all(of: Options.self).map { "\($0.name): \($0.allowed) = \($0.defaultValue)" },
            [
                "min-scale: a number from 0.5 to 2.0 = 1.0",
                "strict: true or false = false",
                "style: a text = plain",
                "depth: a whole number from 1 to 9 = 3",
                "names: a list of non-empty names, e.g. [a, b] = []",
                "sizes: a list of whole numbers, e.g. [a, b] = [16, 32]",
            ])
        XCTAssertEqual(RuleOption.all(of: NoOptions.self), [])
    }

    func testSettingsOverTheDefaults() throws {
        let (options, problems) = RuleOptionDecoder.decode(
            Options.self,
            [
                setting("min-scale", .scalar("1.5", at(10))), setting("strict", .scalar("true", at(20))),
                setting("names", .list([.scalar("Acme", at(30))], at(29))),
                setting("sizes", .list([.scalar("64", at(40))], at(39))),
            ], rule: "demo", at: at)
        XCTAssertEqual(problems, [])
        let decoded = try XCTUnwrap(options)
        XCTAssertEqual(decoded.minScale, 1.5)
        XCTAssertTrue(decoded.strict)
        XCTAssertEqual(decoded.style, "plain", "unset options keep their defaults")
        XCTAssertEqual(decoded.depth, 3)
        XCTAssertEqual(decoded.names, ["Acme"])
        XCTAssertEqual(decoded.sizes, [64])
    }

    func testEveryProblemIsReportedWhereItWasWritten() {
        let (options, problems) = RuleOptionDecoder.decode(
            Options.self,
            [
                setting("min-scale", .scalar("3", at(10))), setting("strict", .scalar("maybe", at(20))),
                setting("depht", .scalar("2", at(30))),
                setting("sizes", .list([.scalar("8", at(41)), .scalar("big", at(45))], at(40))),
            ], rule: "demo", at: at)
        XCTAssertNil(options)
        XCTAssertEqual(
            problems.map { "\($0.location.column) \($0.message)" },
            [
                "10 'min-scale' of 'demo' takes a number from 0.5 to 2.0; got '3'",
                "20 'strict' of 'demo' takes true or false; got 'maybe'",
                "1 'demo' has no option 'depht'; did you mean 'depth'? its options: severity, min-scale, strict, style, depth, names, sizes",
                "45 'sizes' of 'demo' takes a list of whole numbers, e.g. [a, b]; got 'big'",
            ])
    }

    func testConstraintsBetweenOptionsPointAtTheOption() {
        let (options, problems) = RuleOptionDecoder.decode(
            Options.self, [setting("strict", .scalar("true", at(20)))], rule: "demo", at: at)
        XCTAssertNil(options)
        XCTAssertEqual(problems.map { "\($0.location.column) \($0.message)" }, ["20 'strict' needs 'names' in 'demo'"])
    }
}
