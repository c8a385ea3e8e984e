import Foundation
@testable import GuidelineLint
import XCTest

/// What round twenty-six showed once it was measured (issue 54): Swift files that no Xcode
/// target builds, a menu over some of an enum's cases, and images an app draws anew.
final class RoundTwentySixPatternsTests: XCTestCase {
    /// A Swift file under an Xcode project that lists its files but names no such file (a screen
    /// dropped from the project and left on disk) never reaches people and is not judged; one the
    /// project names (quoted when its name has a space), one in a Swift package or a development
    /// pod and one in a folder Xcode syncs whole are. A shell script's escaped quotes do not throw the reading of
    /// the project's names out of step.
    func testASwiftFileNoXcodeProjectBuildsIsNotJudged() throws {
        let code = """
            import UIKit

            final class MoreController: UIViewController {
                let more = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    more.showsMenuAsPrimaryAction = true
                    more.menu = UIMenu(children: [UIAction(title: "Archive") { _ in }])
                }
            }
            """
        let project = """
            // !$*UTF8*$!
            {
                objects = {
                    S1 /* ShellScript */ = {isa = PBXShellScriptBuildPhase; shellScript = "echo \\"Old.swift \\" > /dev/null\\n"; };
                    A1 /* Shown.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Shown.swift; sourceTree = "<group>"; };
                    A2 /* My View.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = "My View.swift"; sourceTree = "<group>"; };
                };
            }
            """
        let files = [
            "Listed/App.xcodeproj/project.pbxproj": project,
            "Listed/App/Shown.swift": code,
            "Listed/App/My View.swift": code,
            "Listed/App/Old.swift": code,
            "Listed/App/OldShown.swift": code,
            "Listed/Packages/Kit/Package.swift": "// swift-tools-version:5.9\n",
            "Listed/Packages/Kit/Sources/Kit/Panel.swift": code,
            "Listed/LocalPods/Services/Services.podspec": "Pod::Spec.new do |s|\nend\n",
            "Listed/LocalPods/Services/Sources/Sheet.swift": code,
            "Synced/App.xcodeproj/project.pbxproj": project + "\n/* PBXFileSystemSynchronizedRootGroup */\n",
            "Synced/App/Main.swift": code,
            ".hig-activity.yml": "only: [pull-down-min-items]\n",
        ]
        let (report, root) = try Harness.lint(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let judged = Set(report.violations.filter { $0.id == "pull-down-min-items" }.map {
            $0.location.file.replacingOccurrences(of: root.path + "/", with: "")
        })
        XCTAssertEqual(judged, [
            "Listed/App/Shown.swift", "Listed/App/My View.swift", "Listed/Packages/Kit/Sources/Kit/Panel.swift",
            "Listed/LocalPods/Services/Sources/Sheet.swift", "Synced/App/Main.swift",
        ])
    }

    /// A pull-down over an enum's cases filtered shows at most every case: two cases are fewer
    /// than three items whichever pass; of four, enough may.
    func testAPullDownOverFilteredCasesShowsAtMostEveryCase() throws {
        func view(cases: String) -> String {
            """
            import SwiftUI
            struct Composer: View {
                enum Attachment: CaseIterable {
                    case \(cases)
                    var isAvailable: Bool { true }
                }
                var body: some View {
                    Menu {
                        ForEach(Attachment.allCases.filter { $0.isAvailable }, id: \\.self) { attachment in
                            Button("Attach") {}
                        }
                    } label: {
                        Label("Attach", systemImage: "plus")
                    }
                }
            }
            """
        }
        XCTAssertEqual(try Harness.found(["App/Composer.swift": view(cases: "takePhoto, choosePhoto")], rule: "pull-down-min-items"), ["App/Composer.swift:8"])
        XCTAssertEqual(try Harness.found(["App/Composer.swift": view(cases: "takePhoto, choosePhoto, file, location")], rule: "pull-down-min-items"), [])
    }

    /// An image passed through a method the app adds to UIImage that draws it anew (itself or
    /// through another such method) is a bitmap with no name, whatever it was drawn from; a
    /// method that only tints keeps the symbol, and so does UIKit's own `withRenderingMode`.
    func testAnImageTheAppDrawsAnewHasNoName() throws {
        let code = """
            import UIKit
            extension UIImage {
                func resized(to size: CGSize) -> UIImage {
                    UIGraphicsImageRenderer(size: size).image { _ in draw(in: CGRect(origin: .zero, size: size)) }
                }
                func navIcon() -> UIImage { resized(to: CGSize(width: 25, height: 25)) }
                func tinted() -> UIImage { withTintColor(.label) }
            }
            final class PlayerControls: UIView {
                let rewind = UIButton(type: .custom)
                let close = UIButton(type: .custom)
                let play = UIButton(type: .custom)
                let pause = UIButton(type: .custom)
                func configure() {
                    rewind.setImage(UIImage(systemName: "gobackward.10")?.resized(to: CGSize(width: 40, height: 40)), for: .normal)
                    close.setImage(UIImage(systemName: "xmark")!.navIcon(), for: .normal)
                    play.setImage(UIImage(systemName: "play.fill")?.tinted(), for: .normal)
                    pause.setImage(UIImage(systemName: "pause.fill")?.withRenderingMode(.alwaysTemplate), for: .normal)
                }
            }
            """
        let (report, root) = try Harness.lint(["App/PlayerControls.swift": code, ".hig-activity.yml": "only: [button-has-label]\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let findings = report.violations.filter { $0.id == "button-has-label" }
        XCTAssertEqual(findings.map(\.location.line), [10, 11], "\(findings.map(\.message))")
        // Quoted by the button's name, as a UIKit button is.
        XCTAssertEqual(findings.map(\.message), ["Label every button with text, a symbol or both: “rewind”", "Label every button with text, a symbol or both: “close”"])
    }
}
