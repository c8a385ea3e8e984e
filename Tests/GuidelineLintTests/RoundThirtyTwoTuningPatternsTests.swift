import Foundation
@_spi(Benchmarks) @testable import GuidelineLint
import GuidelineKit
import XCTest

/// What the tuning apps showed before round thirty-two was measured (issue 54): a bar item's
/// custom view is often a plain view holding the button (so the item is the size the designer
/// wanted), and a button is as often given its image through its configuration as through
/// `setImage`. The item shows that button's image either way.
final class RoundThirtyTwoTuningPatternsTests: XCTestCase {
    func testABackButtonInsideAContainerViewIsTheLeftItem() throws {
        let controller = """
            import UIKit
            final class PinViewController: UIViewController {
                func customBack() {
                    let view = UIView()
                    let button = UIButton(type: .system)
                    button.setImage(UIImage(systemName: "chevron.backward"), for: .normal)
                    button.setTitle("Back", for: .normal)
                    button.addTarget(self, action: #selector(back), for: .touchUpInside)
                    view.addSubview(button)
                    view.frame = button.bounds
                    navigationItem.leftBarButtonItem = UIBarButtonItem(customView: view)
                    navigationItem.hidesBackButton = true
                }
                @objc func back() { navigationController?.popViewController(animated: true) }
            }
            """
        let found = try Harness.violations(["App/PinViewController.swift": controller], rule: "toolbar-standard-back-close")
        XCTAssertEqual(found.map(\.location.line), [11])
    }

    func testAConfigurationsImageIsTheButtonsImage() throws {
        let controller = """
            import UIKit
            final class ScanViewController: UIViewController {
                func addCustomBack() {
                    let backButton = UIButton(type: .system)
                    var config = UIButton.Configuration.plain()
                    config.title = "Back"
                    config.image = UIImage(systemName: "chevron.backward")
                    backButton.configuration = config
                    backButton.addTarget(self, action: #selector(back), for: .touchUpInside)
                    navigationItem.leftBarButtonItem = UIBarButtonItem(customView: backButton)
                }
                func addMore() {
                    let more = UIButton(type: .system)
                    more.configuration?.image = UIImage(systemName: "ellipsis.circle")
                    navigationItem.rightBarButtonItem = UIBarButtonItem(customView: more)
                }
                func addPlain() {
                    let plain = UIButton(type: .system)
                    var config = UIButton.Configuration.plain()
                    config.title = "Scan"
                    plain.configuration = config
                    navigationItem.rightBarButtonItem = UIBarButtonItem(customView: plain)
                }
                @objc func back() { navigationController?.popViewController(animated: true) }
            }
            """
        let files = ["App/ScanViewController.swift": controller]
        XCTAssertEqual(try Harness.violations(files, rule: "toolbar-standard-back-close").map(\.location.line), [10])
        XCTAssertEqual(try Harness.violations(files, rule: "toolbar-borderless-symbols").map(\.location.line), [14])
    }
}
