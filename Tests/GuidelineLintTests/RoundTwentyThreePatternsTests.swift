import Foundation
import GuidelineKit
@_spi(Benchmarks) @testable import GuidelineLint
import XCTest

/// What the tuning apps showed while round twenty-three was held out (issue 54): code only a
/// developer's own apps build (a component showcase beside the app, a package module only the
/// `-Internal` target links), which people never meet.
final class RoundTwentyThreePatternsTests: XCTestCase {
    /// An Xcode project of native targets, each `(name, product type, linked package products)`.
    private static func project(_ targets: [(String, String, [String])]) -> String {
        var objects = "", references = 0
        for (index, (name, kind, products)) in targets.enumerated() {
            var links: [String] = []
            for product in products {
                references += 1
                objects += "P\(references) = {isa = XCSwiftPackageProductDependency; productName = \(product);};\n"
                links.append("P\(references)")
            }
            objects += """
                T\(index) = {isa = PBXNativeTarget; name = "\(name)"; productType = "com.apple.product-type.\(kind)"; \
                packageProductDependencies = (\(links.joined(separator: ", "))); buildConfigurationList = L\(index);};
                L\(index) = {isa = XCConfigurationList; buildConfigurations = (C\(index));};
                C\(index) = {isa = XCBuildConfiguration; name = Release; buildSettings = {SDKROOT = iphoneos;};};

                """
        }
        return "// !$*UTF8*$!\n{\narchiveVersion = 1;\nobjects = {\n\(objects)};\nrootObject = T0;\n}\n"
    }

    private static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Core",
            products: [
                .library(name: "Integration", targets: ["Integration"]),
                .library(name: "Scenarios", targets: ["Scenarios"]),
            ],
            targets: [
                .target(name: "Common"),
                .target(name: "Integration", dependencies: ["Common", .target(name: "Screens")]),
                .target(name: "Screens", path: "Sources/UI/Screens"),
                .target(name: "Scenarios", dependencies: ["Common", "Integration"]),
                .testTarget(name: "ScenariosTests", dependencies: ["Scenarios"]),
            ]
        )
        """

    /// A menu item in sentence case: menu-item-label-style reports it wherever people see it.
    private static let menu = """
        import UIKit

        final class NoteMenu {
            func make() -> UIMenu {
                UIMenu(children: [UIAction(title: "Save image") { _ in }])
            }
        }
        """

    /// The package modules the shipping app links, directly or through another module, are
    /// judged; one that only the `-Internal` app and tests link is a developer's, and so is a
    /// project whose only app is a component showcase (`Inspector`).
    func testCodeOnlyADevelopersOwnAppBuildsIsNotJudged() throws {
        let files = [
            "Notes.xcodeproj/project.pbxproj": Self.project([
                ("Notes", "application", ["Integration"]),
                ("Notes-Internal", "application", ["Scenarios"]),
                ("NotesTests", "bundle.unit-test", ["Scenarios"]),
                ("ShareExtension", "app-extension", []),
            ]),
            "Core/Package.swift": Self.manifest,
            "Core/Sources/Common/NoteMenu.swift": Self.menu,
            "Core/Sources/Integration/NoteMenu.swift": Self.menu,
            "Core/Sources/UI/Screens/NoteMenu.swift": Self.menu,
            "Core/Sources/Scenarios/NoteMenu.swift": Self.menu,
            "Core/Sources/Scenarios/Components/NoteMenu.swift": Self.menu,
            "Components/Inspector/Inspector.xcodeproj/project.pbxproj": Self.project([("Inspector", "application", [])]),
            "Components/Inspector/Sources/NoteMenu.swift": Self.menu,
            "Components/Sources/NoteMenu.swift": Self.menu,
        ]
        XCTAssertEqual(
            try Harness.found(files, rule: "menu-item-label-style"),
            [
                "Components/Sources/NoteMenu.swift:5", "Core/Sources/Common/NoteMenu.swift:5",
                "Core/Sources/Integration/NoteMenu.swift:5", "Core/Sources/UI/Screens/NoteMenu.swift:5",
            ])
    }

    /// Nothing is left out where no app ships: a sample project linted on its own is what the
    /// user asked about, and a target whose name merely contains such a word (`Developments`,
    /// `Previewer`) is not a developer's.
    func testADevelopersAppAloneIsJudged() throws {
        let files = [
            "Demo.xcodeproj/project.pbxproj": Self.project([("Demo", "application", ["Scenarios"])]),
            "Core/Package.swift": Self.manifest,
            "Core/Sources/Scenarios/NoteMenu.swift": Self.menu,
            "Demo/NoteMenu.swift": Self.menu,
        ]
        XCTAssertEqual(
            try Harness.found(files, rule: "menu-item-label-style"), ["Core/Sources/Scenarios/NoteMenu.swift:5", "Demo/NoteMenu.swift:5"])
        XCTAssertTrue(DeveloperBuilds.isDevelopersName("NHS-COVID-19-Internal"))
        XCTAssertTrue(DeveloperBuilds.isDevelopersName("IsolationModelPreviews"))
        XCTAssertTrue(DeveloperBuilds.isDevelopersName("ModalsSampleApp"))
        XCTAssertFalse(DeveloperBuilds.isDevelopersName("Developments"))
        XCTAssertFalse(DeveloperBuilds.isDevelopersName("Previewer"))
        XCTAssertFalse(DeveloperBuilds.isDevelopersName("Notes"))
    }
}

/// Home-made Back and Close items that toolbar-standard-back-close did not read on the tuning apps.
final class RoundTwentyThreeBackCloseTests: XCTestCase {
    private func findings(_ files: [String: String]) throws -> [String] {
        let rule = "toolbar-standard-back-close"
        let (report, root) = try Harness.lint(files.merging([".hig-activity.yml": "only: [\(rule)]\n"]) { $1 })
        defer { try? FileManager.default.removeItem(at: root) }
        return report.violations.filter { $0.id == rule }
            .sorted { ($0.location.file, $0.location.line) < ($1.location.file, $1.location.line) }
            .map { "\($0.location.file.split(separator: "/").last!):\($0.location.line) \($0.message.split(separator: "“").last ?? "")" }
    }

    /// A UIKit left item titled Back replaces the system back button whether or not the file
    /// hides it (unless the left items supplement it), here through an app's `localize(.back)`
    /// whose case names the key; and an item given its Close action after it is made.
    func testUIKitItemsTitledBackOrCloseThroughTheirKeysAndActions() throws {
        let files = [
            "App/en.lproj/Localizable.strings": "\"back\" = \"Back\";\n\"close\" = \"Close\";\n",
            "App/QuestionViewController.swift": """
                import UIKit

                enum StringLocalizableKey: String { case back, close }
                func localize(_ key: StringLocalizableKey) -> String { NSLocalizedString(key.rawValue, comment: "") }

                final class QuestionViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.leftBarButtonItem = UIBarButtonItem(title: localize(.back), style: .plain, target: self, action: #selector(back))
                        let close = UIBarButtonItem(title: nil, style: .plain, target: nil, action: nil)
                        close.primaryAction = UIAction(title: NSLocalizedString("close", comment: "")) { [unowned self] _ in
                            self.dismiss(animated: true)
                        }
                        navigationItem.rightBarButtonItems = [close]
                    }
                    @objc private func back() { navigationController?.popViewController(animated: true) }
                }
                """,
            "App/StepViewController.swift": """
                import UIKit

                final class StepViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.leftItemsSupplementBackButton = true
                        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Back", style: .plain, target: nil, action: nil)
                        let info = UIBarButtonItem(title: nil, style: .plain, target: nil, action: nil)
                        info.primaryAction = UIAction(title: "Details") { _ in }
                        navigationItem.rightBarButtonItem = info
                    }
                }
                """,
        ]
        XCTAssertEqual(try findings(files), ["QuestionViewController.swift:9 Back”", "QuestionViewController.swift:10 Close”"])
    }

    /// SwiftUI headers a file draws itself where it hides the back button: a view of the project
    /// named as a back button, in a bar item or outside any bar, and a view given a back chevron
    /// to draw whose action dismisses; its toolbar content held in an extension's property.
    /// A view given a chevron that goes nowhere, or one named for something else, is left alone.
    func testHomeMadeBackButtonsOfTheProjectsOwnViews() throws {
        let files = [
            "App/SettingsView.swift": """
                import SwiftUI

                struct SettingsView: View {
                    @Environment(\\.dismiss) private var dismiss
                    var body: some View {
                        VStack {
                            BackNavigationButton(color: .primary, action: { router.back() })
                            BackgroundPattern()
                            CircleButton(icon: IconProvider.chevronLeft, action: { showNextPage() })
                            List {}
                        }
                        .navigationBarBackButtonHidden(true)
                        .toolbar { toolbarContent }
                    }
                }

                private extension SettingsView {
                    @ToolbarContentBuilder
                    var toolbarContent: some ToolbarContent {
                        ToolbarItem(placement: .topBarLeading) {
                            CircleButton(icon: IconProvider.chevronLeft, iconColor: .gray, action: dismiss.callAsFunction)
                        }
                    }
                }
                """,
            "App/ThreadView.swift": """
                import SwiftUI

                struct ThreadView: View {
                    var body: some View {
                        List {}
                            .navigationBarBackButtonHidden(true)
                            .toolbar {
                                ToolbarItem(placement: .navigationBarLeading) {
                                    BackNavigationButton(color: .primary) { router.back() }
                                }
                            }
                    }
                }
                """,
        ]
        XCTAssertEqual(
            try findings(files),
            [
                "SettingsView.swift:7 BackNavigationButton”", "SettingsView.swift:21 chevronLeft”",
                "ThreadView.swift:9 BackNavigationButton”",
            ])
    }
}

/// Which folders belong to another platform, as pyto's showed: copies of several targets'
/// `*-Info.plist` at the project's root, a watch app's among the iOS app's.
final class RoundTwentyThreePlatformFolderTests: XCTestCase {
    private static func plist(_ keys: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>CFBundleName</key><string>Pyto</string>\(keys)</dict></plist>
        """
    }

    func testAFolderIsAnotherPlatformsOnlyWhenAllItsPlistsAre() throws {
        let menu = """
            import UIKit

            final class FileMenu {
                func make() -> UIMenu { UIMenu(children: [UIAction(title: "Add to favorites") { _ in }]) }
            }
            """
        let watch = Self.plist("<key>WKWatchKitApp</key><true/>")
        let files = [
            ".hig-activity.yml": "only: [menu-item-label-style]\n",
            "Pyto copy-Info.plist": Self.plist("<key>LSRequiresIPhoneOS</key><true/>"),
            "Pyto Watch copy-Info.plist": watch,
            "Pyto/FileMenu.swift": menu,
            "Pyto Watch/Info.plist": watch,
            "Pyto Watch/FileMenu.swift": menu,
        ]
        let (report, root) = try Harness.lint(files)
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(report.violations.map { "\($0.location.file.dropFirst(root.path.count + 1)):\($0.location.line)" }, ["Pyto/FileMenu.swift:4"])
    }
}

/// Code nested deeper than a debug build of swift-syntax reads by default (20 levels): a
/// context menu built in closures within closures, as siskin's chat list builds its own.
final class RoundTwentyThreeNestingTests: XCTestCase {
    func testDeeplyNestedCodeIsReadAsAReleaseBuildReadsIt() throws {
        var body = "return UIMenu(title: \"\", children: [UIAction(title: \"Unblock server\") { _ in }])"
        for level in 0..<30 {
            body = "if flags[\(level)] {\n\(body)\n}"
        }
        let code = """
            import UIKit

            final class ChatsList {
                var flags: [Bool] = []
                func menu() -> UIMenu? {
                    \(body)
                    return nil
                }
            }
            """
        let (report, root) = try Harness.lint([".hig-activity.yml": "only: [menu-item-label-style]\n", "App/ChatsList.swift": code])
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(report.problems.map(\.id), [])
        XCTAssertEqual(report.violations.map(\.location.line), [36])
    }
}

/// A destructive pull-down item whose handler calls its view model: the function of the
/// model's type is the one that runs, not every function of that name in the project.
final class RoundTwentyThreeConfirmationTests: XCTestCase {
    func testTheReceiversTypeSaysWhichFunctionRuns() throws {
        func view(_ name: String, model: String) -> String {
            """
            import SwiftUI

            struct \(name): View {
                @State private var model: \(model)
                var body: some View {
                    Menu {
                        Button("Info") { model.onInfoTap() }
                        Button("Delete Space", role: .destructive) { model.onDeleteTap() }
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                }
            }
            """
        }
        let files = [
            ".hig-activity.yml": "only: [pull-down-confirm-destructive]\n",
            "App/SpaceModel.swift": """
                import Foundation

                @Observable final class SpaceModel {
                    var showDeleteAlert = false
                    func onInfoTap() {}
                    func onDeleteTap() { showDeleteAlert.toggle() }
                }

                @Observable final class FileModel {
                    func onInfoTap() {}
                    func onDeleteTap() { storage.removeFile() }
                }
                """,
            "App/SpaceView.swift": view("SpaceView", model: "SpaceModel"),
            "App/FileView.swift": view("FileView", model: "FileModel"),
        ]
        let (report, root) = try Harness.lint(files)
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(report.violations.map { "\($0.location.file.split(separator: "/").last!):\($0.location.line)" }, ["FileView.swift:8"])
    }
}

/// A `ShareLink` without a label of its own draws the system's share symbol; an app's own button
/// given an `icon:` draws one too.
final class RoundTwentyThreeShareLinkTests: XCTestCase {
    func testAShareLinkWithTheSystemsLabelShowsASymbol() throws {
        let code = """
            import SwiftUI

            struct StackFileView: View {
                var content: String
                var body: some View {
                    Text(content)
                        .contextMenu {
                            Button { UIPasteboard.general.string = content } label: { Label("Copy", systemImage: "doc.on.doc") }
                            Button("Open", icon: .general.browser) {}
                            ShareLink(item: content)
                            ShareLink(item: content) { Text("Send") }
                        }
                }
            }
            """
        let (report, root) = try Harness.lint([".hig-activity.yml": "only: [context-menu-item-symbol]\n", "App/StackFileView.swift": code])
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(report.violations.map(\.location.line), [11])
    }
}

/// What an extension runs leaves out what only the app builds: a shared view's sheet inside
/// `#if !IS_SHARE_EXTENSION` (the flag the extension's target sets), or in the `#else` of
/// `#if SHARE_EXTENSION`, is not presented over the extension; one outside it is.
final class RoundTwentyThreeAppOnlyCodeTests: XCTestCase {
    func testCodeOnlyTheAppBuildsIsNotTheExtensions() throws {
        let files = [
            ".hig-activity.yml": "only: [extension-no-modal]\n",
            "ShareExtension/Info.plist": Harness.plist(
                name: "Post", extensionPoint: "com.apple.share-services", principalClass: "ShareViewController"),
            "ShareExtension/ShareViewController.swift": """
                final class ShareViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let host = UIHostingController(rootView: ComposeView())
                        addChild(host)
                    }
                }
                """,
            "Shared/ComposeView.swift": """
                struct ComposeView: View {
                    @State private var showsCamera = false
                    @State private var showsSettings = false
                    @State private var showsPicker = false
                    var body: some View {
                        Form {}
                            #if !IS_SHARE_EXTENSION
                            .sheet(isPresented: $showsCamera) { CameraView() }
                            #endif
                            #if SHARE_EXTENSION
                            .onAppear {}
                            #else
                            .sheet(isPresented: $showsSettings) { SettingsView() }
                            #endif
                            .sheet(isPresented: $showsPicker) { MediaPicker() }
                    }
                }
                """,
        ]
        let (report, root) = try Harness.lint(files)
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(report.violations.map { "\($0.location.file.split(separator: "/").last!):\($0.location.line)" }, ["ComposeView.swift:15"])
    }
}
