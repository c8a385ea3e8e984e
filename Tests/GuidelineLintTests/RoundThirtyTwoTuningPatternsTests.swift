import Foundation
@_spi(Benchmarks) @testable import GuidelineLint
import GuidelineKit
import XCTest

/// What the tuning apps showed before round thirty-two was measured (issue 54): a bar item's
/// custom view is often a plain view holding the button (so the item is the size the designer
/// wanted), and a button is as often given its image through its configuration as through
/// `setImage`: the item shows that button's image either way. A done-style Add confirms a form,
/// and removing a lock destroys nothing.
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

    func testAProminentAddIsAFormsKeyAction() throws {
        let controller = """
            import UIKit
            final class BrowseViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Add", style: .done, target: self, action: #selector(add))
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Delete", style: .plain, target: self, action: #selector(add))
                }
                @objc func add() {}
            }
            """
        let found = try Harness.violations(["App/BrowseViewController.swift": controller], rule: "toolbar-prefer-symbols")
        // The done-style Add confirms the screen; a plain Delete stands for the trash symbol.
        XCTAssertEqual(found.map(\.location.line), [6])
    }

    func testRemovingALockDestroysNothing() throws {
        let view = """
            import SwiftUI
            struct OutlineMenu: View {
                var body: some View {
                    Menu("Outline") {
                        Button("Remove Lock") { unlock() }
                        Button("Remove Outline") { unlock() }
                    }
                }
                func unlock() {}
            }
            """
        let found = try Harness.violations(["App/OutlineMenu.swift": view], rule: "menu-destructive-role")
        XCTAssertEqual(found.map(\.location.line), [6])
    }

    /// Round thirty-two (measured, then tuning): `.navigation` is the leading end on iOS, where
    /// a project's back chevron stands in for the hidden back button.
    func testTheNavigationPlacementIsTheLeadingEnd() throws {
        let files = [
            "App/PodcastView.swift": """
                import SwiftUI
                struct PodcastView: View {
                    @State var visible = false
                    var body: some View {
                        List { Text("Episodes") }
                            .navigationBarBackButtonHidden(!visible)
                            .toolbar {
                                if !visible {
                                    ToolbarItem(placement: .navigation) { HeroBackButton() }
                                }
                            }
                    }
                }
                """,
            "App/HeroBackButton.swift": """
                import SwiftUI
                struct HeroBackButton: View {
                    @Environment(\\.dismiss) private var dismiss
                    var body: some View {
                        Button { dismiss() } label: { Label("Back", systemImage: "chevron.left").labelStyle(.iconOnly) }
                    }
                }
                """,
        ]
        let found = try Harness.violations(files, rule: "toolbar-standard-back-close")
        XCTAssertEqual(found.map { "\($0.location.file.split(separator: "/").last!):\($0.location.line)" }, ["PodcastView.swift:9"])
    }

    /// A UIKit button wrapped for SwiftUI draws what its `makeUIView` gives it.
    func testAWrappedUIKitButtonDrawsWhatMakeUIViewGivesIt() throws {
        let view = """
            import SwiftUI
            struct ConnectionListView: View {
                var body: some View {
                    List { Text("Connections") }
                        .toolbar {
                            ToolbarItemGroup(placement: .topBarTrailing) { ConnectionMenuButton() }
                        }
                }
                private struct ConnectionMenuButton: UIViewRepresentable {
                    func makeUIView(context: Context) -> UIButton {
                        let button = UIButton(type: .system)
                        button.setImage(UIImage(systemName: "line.3.horizontal.circle"), for: .normal)
                        button.showsMenuAsPrimaryAction = true
                        return button
                    }
                    func updateUIView(_ button: UIButton, context: Context) {}
                }
            }
            """
        let found = try Harness.violations(["App/ConnectionListView.swift": view], rule: "toolbar-borderless-symbols")
        XCTAssertEqual(found.map(\.location.line), [6])
    }
}

/// Bar items in different arms of one `if` or `switch` are one slot that shows either: not two
/// text items side by side, and a prominent one is still at the trailing end.
final class ExclusiveBarItemsTests: XCTestCase {
    func testTextItemsInArmsOfOneSwitchAreOneSlot() throws {
        let view = """
            import SwiftUI
            struct ConnectionView: View {
                @State var connected = false
                @State var mode = 0
                var body: some View {
                    Form { Text("Server") }
                        .toolbar {
                            ToolbarItemGroup(placement: .confirmationAction) {
                                switch mode {
                                case 0: connectButton
                                default: signInButton
                                }
                            }
                            ToolbarItemGroup(placement: .bottomBar) {
                                if connected {
                                    Button("Disconnect") { connected = false }
                                } else {
                                    Button("Connect") { connected = true }
                                }
                                Button("Forget") { mode = 0 }
                            }
                        }
                }
                private var connectButton: some View { Button("Connect") { connected = true } }
                private var signInButton: some View { Button("Sign In") { connected = true } }
            }
            """
        let found = try Harness.violations(["App/ConnectionView.swift": view], rule: "toolbar-space-text-items")
        // Forget follows whichever of Disconnect and Connect shows; the two never show together.
        XCTAssertEqual(found.map(\.location.line), [20])
    }

    func testAProminentItemInOneArmIsAtTheTrailingEnd() throws {
        let view = """
            import SwiftUI
            struct SearchBar: View {
                @State var caseSensitive = false
                var body: some View {
                    Text("Find")
                        .toolbar {
                            ToolbarItemGroup(placement: .navigationBarTrailing) {
                                if caseSensitive {
                                    Button { caseSensitive.toggle() } label: { Image(systemName: "textformat.alt") }
                                        .buttonStyle(.borderedProminent)
                                } else {
                                    Button { caseSensitive.toggle() } label: { Image(systemName: "textformat") }
                                }
                            }
                            ToolbarItemGroup(placement: .bottomBar) {
                                Button("Save") {}.buttonStyle(.borderedProminent)
                                Button("Share") {}
                            }
                        }
                }
            }
            """
        let found = try Harness.violations(["App/SearchBar.swift": view], rule: "toolbar-one-prominent")
        XCTAssertEqual(found.map(\.location.line), [16])
    }
}

/// A share extension runs only the files its target compiles: a view of the main app's with the
/// same name as the extension's own (or a screen only the app's target builds) is not the
/// extension's, however the type graph joins them. The Xcode project says which files each
/// target builds.
final class ExtensionTargetSourcesTests: XCTestCase {
    private let files = [
        ".hig-activity.yml": "opt_in_rules: [extension-no-modal]\nonly: [extension-no-modal]\n",
        "ShareExtension/Info.plist": Harness.plist(
            name: "Post", extensionPoint: "com.apple.share-services", principalClass: "ShareViewController"),
        "ShareExtension/ShareViewController.swift": """
            import SwiftUI
            final class ShareViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(UIHostingController(rootView: ComposeView()))
                }
            }
            """,
        "ShareExtension/ComposeView.swift": """
            import SwiftUI
            struct ComposeView: View {
                var body: some View { Form { Text("Post") } }
            }
            """,
        "App/ComposeView.swift": """
            import SwiftUI
            struct ComposeView: View {
                @State private var showsSettings = false
                var body: some View {
                    Form { Text("Post") }
                        .sheet(isPresented: $showsSettings) { SettingsView() }
                }
            }
            """,
    ]

    private let project = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 56;
            objects = {
                G0 = { isa = PBXGroup; children = (G1, G2); sourceTree = "<group>"; };
                G1 = { isa = PBXGroup; children = (F1); path = App; sourceTree = "<group>"; };
                G2 = { isa = PBXGroup; children = (F2, F3); path = ShareExtension; sourceTree = "<group>"; };
                F1 = { isa = PBXFileReference; path = ComposeView.swift; sourceTree = "<group>"; };
                F2 = { isa = PBXFileReference; path = ComposeView.swift; sourceTree = "<group>"; };
                F3 = { isa = PBXFileReference; path = ShareViewController.swift; sourceTree = "<group>"; };
                B1 = { isa = PBXBuildFile; fileRef = F1; };
                B2 = { isa = PBXBuildFile; fileRef = F2; };
                B3 = { isa = PBXBuildFile; fileRef = F3; };
                S1 = { isa = PBXSourcesBuildPhase; files = (B1); };
                S2 = { isa = PBXSourcesBuildPhase; files = (B2, B3); };
                T1 = { isa = PBXNativeTarget; buildPhases = (S1); buildConfigurationList = L1; name = App; productType = "com.apple.product-type.application"; };
                T2 = { isa = PBXNativeTarget; buildPhases = (S2); buildConfigurationList = L2; name = ShareExtension; productType = "com.apple.product-type.app-extension"; };
                L1 = { isa = XCConfigurationList; buildConfigurations = (C1); };
                L2 = { isa = XCConfigurationList; buildConfigurations = (C2); };
                C1 = { isa = XCBuildConfiguration; buildSettings = { INFOPLIST_FILE = App/Info.plist; }; name = Release; };
                C2 = { isa = XCBuildConfiguration; buildSettings = { INFOPLIST_FILE = "$(SRCROOT)/ShareExtension/Info.plist"; }; name = Release; };
                P = { isa = PBXProject; mainGroup = G0; targets = (T1, T2); };
            };
            rootObject = P;
        }
        """

    private func found(_ files: [String: String]) throws -> [String] {
        let (report, root) = try Harness.lint(files)
        defer { try? FileManager.default.removeItem(at: root) }
        return report.violations.map { "\($0.location.file.split(separator: "/").suffix(2).joined(separator: "/")):\($0.location.line)" }
    }

    func testAScreenOnlyTheAppsTargetBuildsIsNotTheExtensions() throws {
        var listed = files
        listed["Post.xcodeproj/project.pbxproj"] = project
        XCTAssertEqual(try found(listed), [])
    }

    func testWithoutAProjectThatSaysSoTheExtensionsOwnViewIsTheOne() throws {
        // Two files declare ComposeView: the one in the extension's folder is the one it hosts.
        XCTAssertEqual(try found(files), [])
        // The app's alone: the sheet counts.
        var appOnly = files
        appOnly["ShareExtension/ComposeView.swift"] = nil
        XCTAssertEqual(try found(appOnly), ["App/ComposeView.swift:6"])
        // A target that builds a synchronized folder lists no file: nothing is cut.
        appOnly["Post.xcodeproj/project.pbxproj"] = project.replacingOccurrences(
            of: "productType = \"com.apple.product-type.app-extension\";",
            with: "productType = \"com.apple.product-type.app-extension\"; fileSystemSynchronizedGroups = (G2);")
        XCTAssertEqual(try found(appOnly), ["App/ComposeView.swift:6"])
    }

    /// Two declarations of a name, neither the extension's: the search does not guess.
    func testTwoViewsOfOneNameOutsideTheExtensionAreNotFollowed() throws {
        var twoModules = files
        twoModules["ShareExtension/ComposeView.swift"] = nil
        twoModules["Kit/ComposeView.swift"] = "import SwiftUI\nstruct ComposeView: View {\n    var body: some View { Text(\"Post\") }\n}\n"
        XCTAssertEqual(try found(twoModules), [])
    }

    /// Xcode builds on a file system that ignores case: a project's `app/` is the folder `App/`.
    func testAProjectsPathsMatchTheFilesWhateverTheirCase() throws {
        var listed = files
        listed["ShareExtension/ComposeView.swift"] = nil
        listed["Post.xcodeproj/project.pbxproj"] = project
            .replacingOccurrences(of: "path = App;", with: "path = app;")
            .replacingOccurrences(of: "children = (F2, F3)", with: "children = (F3)")
            .replacingOccurrences(of: "files = (B2, B3)", with: "files = (B3)")
        XCTAssertEqual(try found(listed), [])
    }
}
