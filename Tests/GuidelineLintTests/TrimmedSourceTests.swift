import SwiftParser
import SwiftSyntax
import XCTest

@testable import GuidelineLint

/// `trimmedSourceStarts(with:)` answers as `trimmedSource.hasPrefix` does, reading fewer tokens.
final class TrimmedSourceTests: XCTestCase {
    func testItAgreesWithTheWholeText() {
        let code = """
            let a = UIButton.Configuration.filled()
            let b = UIButton . Configuration.plain()
            let c = UIButton/* why */.Configuration.gray()
            let d = UIButton.ConfigurationUpdateHandler { _ in }
            let e = UIButton
            let f = [UIButton.Configuration.filled()]
            let g = UIButton.Config
            let h =   UNUserNotificationCenter.current()
            """
        let tree = Parser.parse(source: code)
        let prefixes = ["UIButton.Configuration", "UIButton", "UIButton ", "UNUserNotificationCenter", "[UIButton.", ""]
        var compared = 0
        for statement in tree.statements {
            guard let binding = statement.item.as(VariableDeclSyntax.self)?.bindings.first,
                let value = binding.initializer?.value
            else { continue }
            for prefix in prefixes {
                XCTAssertEqual(
                    value.trimmedSourceStarts(with: prefix), value.trimmedSource.hasPrefix(prefix),
                    "\(value.trimmedSource) starts with \(prefix)")
                compared += 1
            }
        }
        XCTAssertEqual(compared, 8 * prefixes.count)
        let starts = tree.statements.compactMap {
            $0.item.as(VariableDeclSyntax.self)?.bindings.first?.initializer?.value.trimmedSourceStarts(with: "UIButton.Configuration")
        }
        XCTAssertEqual(starts, [true, false, false, true, false, false, false, false])
    }
}
