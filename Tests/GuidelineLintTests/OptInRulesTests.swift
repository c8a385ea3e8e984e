import Foundation
import GuidelineKit
import GuidelineLint
import GuidelineRules
import XCTest

/// A rule runs by default only while it is precise on apps it was not tuned on; an imprecise one
/// runs when `.hig-activity.yml` opts into it (issue 54).
final class OptInRulesTests: XCTestCase {
    private func rule(_ id: String, _ heldOut: RuleAccuracy?, tuning: RuleAccuracy? = nil) -> RuleDescription {
        RuleDescription(
            id: id, summary: "", severity: .warning, entries: ["buttons/content"], reads: [.swift], heldOut: heldOut,
            tuning: tuning)
    }

    func testPreciseMeansNinetyPercentOfTenFindingsOrNoWrongOne() {
        XCTAssertTrue(RuleAccuracy(findings: 10, correct: 8, violations: 0, found: 0).isKnownNoisy)
        XCTAssertFalse(RuleAccuracy(findings: 10, correct: 9, violations: 0, found: 0).isKnownNoisy)
        XCTAssertTrue(RuleAccuracy(findings: 4, correct: 2, violations: 0, found: 0).isKnownNoisy, "two wrong of four")
        XCTAssertFalse(RuleAccuracy(findings: 3, correct: 2, violations: 0, found: 0).isKnownNoisy, "one wrong is too few to tell")
        XCTAssertFalse(RuleAccuracy(findings: 20, correct: 18, violations: 0, found: 0).isKnownNoisy)
        XCTAssertTrue(RuleAccuracy(findings: 10, correct: 9, violations: 0, found: 0).isPrecise)
        XCTAssertFalse(RuleAccuracy(findings: 10, correct: 8, violations: 0, found: 0).isPrecise)
        XCTAssertTrue(RuleAccuracy(findings: 40, correct: 36, violations: 0, found: 0).isPrecise)
        XCTAssertFalse(RuleAccuracy(findings: 40, correct: 35, violations: 0, found: 0).isPrecise)
        XCTAssertTrue(RuleAccuracy(findings: 9, correct: 9, violations: 3, found: 0).isPrecise)
        XCTAssertFalse(RuleAccuracy(findings: 9, correct: 8, violations: 3, found: 3).isPrecise, "one wrong among few")
        XCTAssertTrue(RuleAccuracy(findings: 0, correct: 0, violations: 5, found: 0).isPrecise, "no finding, none wrong")
        XCTAssertNil(RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0).precision)
        XCTAssertEqual(RuleAccuracy(findings: 4, correct: 3, violations: 8, found: 2).recall, 0.25)
    }

    func testWhichRulesRun() throws {
        let precise = rule("precise-rule", RuleAccuracy(findings: 12, correct: 12, violations: 4, found: 2))
        let noisy = rule("noisy-rule", RuleAccuracy(findings: 12, correct: 6, violations: 4, found: 2))
        let unmeasured = rule("new-rule", nil)
        XCTAssertTrue(precise.isEnabledByDefault)
        XCTAssertFalse(noisy.isEnabledByDefault)
        XCTAssertTrue(unmeasured.isEnabledByDefault, "a rule not measured yet runs")
        // Precise on held-out apps, but noisy on the tuning apps, whose figures flatter it.
        let noisyAtHome = rule(
            "noisy-at-home", RuleAccuracy(findings: 2, correct: 2, violations: 4, found: 2),
            tuning: RuleAccuracy(findings: 20, correct: 12, violations: 30, found: 12))
        XCTAssertFalse(noisyAtHome.isEnabledByDefault)
        let fewAtHome = rule(
            "few-at-home", RuleAccuracy(findings: 2, correct: 2, violations: 4, found: 2),
            tuning: RuleAccuracy(findings: 4, correct: 3, violations: 6, found: 2))
        XCTAssertTrue(fewAtHome.isEnabledByDefault, "one wrong tuning finding is too few to call it noisy")
        let twiceWrongAtHome = rule(
            "twice-wrong-at-home", RuleAccuracy(findings: 2, correct: 2, violations: 4, found: 2),
            tuning: RuleAccuracy(findings: 4, correct: 2, violations: 6, found: 2))
        XCTAssertFalse(twiceWrongAtHome.isEnabledByDefault, "two wrong of four")

        var configuration = Configuration()
        XCTAssertEqual([precise, noisy, unmeasured].filter(configuration.isEnabled).map(\.id), ["precise-rule", "new-rule"])
        configuration.optIn = ["noisy-rule"]
        XCTAssertTrue(configuration.isEnabled(noisy))
        configuration.optIn = ["all"]
        XCTAssertTrue(configuration.isEnabled(noisy))
        configuration.disabled = ["noisy-rule"]
        XCTAssertFalse(configuration.isEnabled(noisy), "disabled wins")
        configuration = Configuration()
        configuration.only = ["noisy-rule"]
        XCTAssertEqual([precise, noisy].filter(configuration.isEnabled).map(\.id), ["noisy-rule"], "only names what runs")
    }

    func testOptInRulesAreReadWithTheirPlaceWhenWrong() throws {
        guard case .success(let configuration) = Configuration.parse("opt_in_rules: [all, button-has-label]\n", path: "c.yml")
        else { return XCTFail("refused") }
        XCTAssertEqual(configuration.optIn, ["all", "button-has-label"])
        guard case .failure(let error) = Configuration.parse("opt_in_rules: [button-has-labl]\n", path: "c.yml") else {
            return XCTFail("accepted an unknown rule")
        }
        XCTAssertEqual(
            error.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" },
            ["1:16 unknown rule 'button-has-labl'; did you mean 'button-has-label'? `hig-activity rules` lists them"])
        guard case .failure = Configuration.parse("opt_in_rules: button-has-label\n", path: "c.yml") else {
            return XCTFail("accepted a bare name for a list")
        }
    }

    /// Each opt-in rule of the catalogue is silent on its own avoid example by default and speaks
    /// once the configuration opts into it.
    func testAnOptInRuleRunsOnlyWhenOptedInto() throws {
        let optIn = RuleCatalogue.all.filter { !$0.isEnabledByDefault && $0.reads.contains(.swift) }
        try XCTSkipIf(optIn.isEmpty, "every rule is on by default now: nothing to opt into")
        let examples = Harness.knowledgeBase.codeExamples.filter { $0.role == .avoid }
        for rule in optIn {
            let example = try XCTUnwrap(examples.first { $0.rules == [rule.id] } ?? examples.first { $0.rules.contains(rule.id) })
            func found(_ configuration: String) throws -> [String] {
                let (report, root) = try Harness.lint(example: example, configuration: configuration, everyRule: false)
                defer { try? FileManager.default.removeItem(at: root) }
                return report.violations.map(\.id).filter { $0 == rule.id }
            }
            XCTAssertEqual(try found(""), [], "\(rule.id) ran without being opted into")
            XCTAssertFalse(try found("opt_in_rules: [\(rule.id)]\n").isEmpty, "\(rule.id) opted into, silent")
        }
    }
}
