import Foundation
import GuidelineKit
import GuidelineLint
import XCTest

/// Findings that rest on more than one file: the project model follows a share extension into
/// the views it hosts from other modules, a controller to the function that makes it, and a
/// button's action to the code that opens a share sheet.
final class ProjectModelTests: XCTestCase {
    private func lint(_ files: [String: String]) throws -> (findings: [String], report: LintReport) {
        let (report, root) = try Harness.lint(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let relative = { (path: String) in String(path.dropFirst(root.path.count + 1)) }
        return (
            report.violations.map { finding in
                "\(finding.id) \(relative(finding.location.file)):\(finding.location.line):\(finding.location.column)"
                    + finding.notes.map { " ← \($0.message) (\(relative($0.location.file)):\($0.location.line))" }.joined()
            }, report
        )
    }

    func testAShareExtensionHostingAViewFromAPackageThatPresentsASheet() throws {
        let (findings, _) = try lint([
            "ShareExtension/Info.plist": Harness.plist(
                name: "Post", extensionPoint: "com.apple.share-services", principalClass: "ShareViewController"),
            "ShareExtension/ShareViewController.swift": """
                final class ShareViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let host = UIHostingController(rootView: StatusEditor.MainView(mode: .share))
                        addChild(host)
                    }
                }
                """,
            "Packages/Editor/Sources/Editor/MainView.swift": """
                public enum StatusEditor {}
                extension StatusEditor {
                    public struct MainView: View {
                        @State private var showsPicker = false
                        @State private var showsError = false
                        public var body: some View {
                            Form { toolbar }
                                .sheet(isPresented: $showsPicker) { MediaPicker() }
                                .alert("Could not post", isPresented: $showsError) {}
                        }
                    }
                }
                """,
            "App/Timeline.swift": """
                struct TimelineView: View {
                    @State private var showsComposer = false
                    var body: some View {
                        List {}.fullScreenCover(isPresented: $showsComposer) { ComposerView() }
                    }
                }
                """,
        ])
        // The sheet the hosted view presents is a finding, with the chain that reaches it; the
        // alert is allowed, and the app's own screens are not the extension's.
        XCTAssertEqual(
            findings,
            [
                "extension-no-modal Packages/Editor/Sources/Editor/MainView.swift:8:18"
                    + " ← reached from StatusEditor.MainView.body (Packages/Editor/Sources/Editor/MainView.swift:6)"
                    + " ← reached from StatusEditor.MainView (Packages/Editor/Sources/Editor/MainView.swift:3)"
                    + " ← reached from ShareViewController.viewDidLoad (ShareExtension/ShareViewController.swift:2)",
                "share-extension-compose-view ShareExtension/ShareViewController.swift:1:34",
            ])
    }

    func testAFileBelongsToTheDeepestBundleAboveIt() throws {
        let controller = "class ShareViewController: UIViewController { override func viewDidLoad() { view.addSubview(UITextView()) } }\n"
        let (findings, _) = try lint([
            "App/Info.plist": Harness.plist(name: "App"),
            // A share extension whose Info.plist sits in a support folder: the folder above is the bundle's.
            "Share/Resources/Info.plist": Harness.plist(
                name: "Share", extensionPoint: "com.apple.share-services", principalClass: "ShareViewController"),
            // A bundle inside the extension's folder, of another kind: its files are its own.
            "Share/Widget/Info.plist": Harness.plist(name: "Widget", extensionPoint: "com.apple.widgetkit-extension"),
            "Share/Controllers/Deep/ShareViewController.swift": controller,
            "Share/Widget/ShareViewController.swift": controller,
            // A folder whose name starts with the extension's is not inside it.
            "ShareKit/ShareViewController.swift": controller,
            "App/ShareViewController.swift": controller,
        ])
        XCTAssertEqual(findings, ["share-extension-compose-view Share/Controllers/Deep/ShareViewController.swift:1:28"])
    }

    func testAControllerMadeByAFunctionInAnotherFileNeedsAnAnchor() throws {
        let (findings, _) = try lint([
            "App/SharingHelper.swift": """
                enum SharingHelper {
                    static func activityController(for url: URL) -> UIActivityViewController {
                        let controller = UIActivityViewController(activityItems: [url], applicationActivities: nil)
                        return controller
                    }
                    static func anchoredController(for url: URL, from view: UIView) -> UIActivityViewController {
                        let controller = UIActivityViewController(activityItems: [url], applicationActivities: nil)
                        controller.popoverPresentationController?.sourceView = view
                        return controller
                    }
                }
                """,
            "App/BookmarksController.swift": """
                final class BookmarksController: UIViewController {
                    func share(_ url: URL) {
                        let controller = SharingHelper.activityController(for: url)
                        present(controller, animated: true)
                    }
                    func shareAnchored(_ url: URL) {
                        present(SharingHelper.anchoredController(for: url, from: view), animated: true)
                    }
                    func shareFromButton(_ url: URL, _ button: UIBarButtonItem) {
                        let controller = SharingHelper.activityController(for: url)
                        controller.popoverPresentationController?.barButtonItem = button
                        present(controller, animated: true)
                    }
                }
                """,
        ])
        XCTAssertEqual(
            findings,
            [
                "activity-popover-anchor App/BookmarksController.swift:4:9"
                    + " ← the activity view controller is made here (App/SharingHelper.swift:2)"
            ])
    }

    /// A factory whose name other types' functions share (`build`) is found by the type of the
    /// value it is called on (Element's location sharing): a property made by the type's
    /// initializer, or declared with the type.
    func testAFactoryWithACommonNameIsFoundByItsReceiversType() throws {
        let (findings, _) = try lint([
            "App/ShareLocationBuilder.swift": """
                struct ShareLocationBuilder {
                    func build(with location: Location) -> UIActivityViewController {
                        UIActivityViewController(activityItems: [location.url], applicationActivities: nil)
                    }
                }
                """,
            "App/RoomBuilder.swift": """
                struct RoomBuilder {
                    func build(with id: String) -> Room { Room(id: id) }
                }
                """,
            "App/LocationCoordinator.swift": """
                final class LocationCoordinator {
                    private let builder = ShareLocationBuilder()
                    private let declared: ShareLocationBuilder
                    private let rooms = RoomBuilder()
                    let host: UIViewController
                    func share(_ location: Location) {
                        let controller = builder.build(with: location)
                        host.present(controller, animated: true)
                    }
                    func shareAgain(_ location: Location) {
                        host.present(self.declared.build(with: location), animated: true)
                    }
                    func open(_ id: String) {
                        host.present(rooms.build(with: id), animated: true)
                    }
                }
                """,
        ])
        XCTAssertEqual(
            findings,
            [
                "activity-popover-anchor App/LocationCoordinator.swift:8:14"
                    + " ← the activity view controller is made here (App/ShareLocationBuilder.swift:2)",
                "activity-popover-anchor App/LocationCoordinator.swift:11:14"
                    + " ← the activity view controller is made here (App/ShareLocationBuilder.swift:2)",
            ])
    }

    func testATextButtonWhoseActionOpensAShareSheetInAnotherFile() throws {
        let (findings, report) = try lint([
            "App/ExportView.swift": """
                struct ExportView: View {
                    let model: ExportModel
                    var body: some View {
                        Button("Save as PDF") { model.exportPDF() }
                        Button("Save") { model.save() }
                        Button(action: { model.exportPDF() }) { Label("Export", systemImage: "square.and.arrow.up") }
                    }
                }
                """,
            "App/ExportModel.swift": """
                final class ExportModel {
                    func exportPDF() { presentShareSheet(for: renderPDF()) }
                    func save() { try? data.write(to: url) }
                    private func presentShareSheet(for file: URL) {
                        let controller = UIActivityViewController(activityItems: [file], applicationActivities: nil)
                        controller.popoverPresentationController?.sourceView = presenter.view
                        presenter.present(controller, animated: true)
                    }
                }
                """,
        ])
        XCTAssertEqual(
            findings,
            [
                "share-button-system App/ExportView.swift:4:16"
                    + " ← opens a share sheet through ExportModel.exportPDF (App/ExportModel.swift:2)"
                    + " ← opens a share sheet through ExportModel.presentShareSheet (App/ExportModel.swift:4)"
            ])
        XCTAssertEqual(report.violations.first?.message.contains("“Save as PDF”"), true)
    }
}
