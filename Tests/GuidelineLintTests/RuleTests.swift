import Foundation
import GuidelineKit
import GuidelineLint
import XCTest

/// Edge cases beyond the entries' examples, per rule.
final class RuleTests: XCTestCase {
    /// Violations (rule id and line:column) of linting one app Swift file, with an optional configuration.
    private func lint(_ code: String, config: String? = nil, extra: [String: String] = [:]) throws -> [String] {
        var files = extra
        files["App/Code.swift"] = code
        if let config { files[".hig-activity.yml"] = config }
        let (report, root) = try Harness.lint(files)
        defer { try? FileManager.default.removeItem(at: root) }
        return report.violations.map { "\($0.id) \($0.location.line):\($0.location.column)" }
    }

    // MARK: activity-title-succinct and activity-title-no-brand

    func testTitlesOfNestedTypesSubclassesAndExtensions() throws {
        let code = """
            enum Features {
                final class Archive: UIActivity {
                    override var activityTitle: String? { "Archive this item in the long term storage" }
                }
            }
            class BaseActivity: UIActivity {}
            final class Export: BaseActivity {}
            extension Export {
                override var activityTitle: String? { return "Export everything you have to a file" }
            }
            final class NotAnActivity: NSObject {
                var activityTitle: String? { "A very long title that is not an activity at all" }
            }
            """
        XCTAssertEqual(try lint(code), ["activity-title-succinct 3:47", "activity-title-succinct 9:50"])
    }

    func testStoredAndLocalizedTitles() throws {
        let code = """
            final class Stored: UIActivity {
                private let title = "Send the current page to the printer queue"
                override var activityTitle: String? { title }
            }
            final class Localized: UIActivity {
                override var activityTitle: String? {
                    NSLocalizedString("backup.title", value: "Back up this whole document to the cloud", comment: "")
                }
            }
            final class Short: UIActivity {
                override var activityTitle: String? { String(localized: "Back Up") }
            }
            """
        XCTAssertEqual(try lint(code), ["activity-title-succinct 2:25", "activity-title-succinct 7:50"])
    }

    func testInterpolationCountsAsAWordAndLimitsAreConfigurable() throws {
        let code = """
            final class Send: UIActivity {
                let name: String
                override var activityTitle: String? { "Send to \\(name) now" }
            }
            """
        XCTAssertEqual(try lint(code), [])
        XCTAssertEqual(
            try lint(code, config: "rules:\n  activity-title-succinct: { max-words: 3, severity: error }\n"),
            ["activity-title-succinct 3:43"])
    }

    func testBrandNamesFromConfigurationAndInfoPlistsButNotForShareActivities() throws {
        let code = """
            final class Backup: UIActivity {
                override var activityTitle: String? { "Acme Backup" }
            }
            final class Post: UIActivity {
                override class var activityCategory: UIActivity.Category { .share }
                override var activityTitle: String? { "Acme" }
            }
            final class Sync: UIActivity {
                override var activityTitle: String? { "Sync to Cloudy" }
            }
            """
        XCTAssertEqual(try lint(code, config: "brands: [Acme]\n"), ["activity-title-no-brand 2:43"])
        XCTAssertEqual(
            try lint(code, extra: ["App/Info.plist": Harness.plist(name: "Cloudy")]), ["activity-title-no-brand 9:43"])
        // "Acmeish" is not the brand "Acme": whole words only.
        XCTAssertEqual(
            try lint(
                "final class A: UIActivity { override var activityTitle: String? { \"Acmeish\" } }",
                config: "brands: [Acme]\n"),
            [])
    }

    // MARK: activity-no-duplicate-system

    func testDuplicateSystemActivitiesByTitleAndType() throws {
        let code = """
            final class A: UIActivity { override var activityTitle: String? { "Copy…" } }
            final class B: UIActivity { override var activityTitle: String? { "Add to Reading List" } }
            final class C: UIActivity {
                override var activityType: UIActivity.ActivityType? { .airDrop }
                override var activityTitle: String? { "Beam" }
            }
            final class D: UIActivity { override var activityTitle: String? { "Copy Link to Transaction" } }
            """
        XCTAssertEqual(
            try lint(code),
            [
                "activity-no-duplicate-system 1:67", "activity-no-duplicate-system 2:67",
                "activity-no-duplicate-system 4:59",
            ])
    }

    // MARK: activity-popover-anchor

    func testPopoverAnchorFollowsLocalsAndIgnoresWhatItCannotSee() throws {
        let code = """
            final class Screen: UIViewController {
                func direct() {
                    present(UIActivityViewController(activityItems: [url], applicationActivities: nil), animated: true)
                }
                func anchoredByView() {
                    let sheet = UIActivityViewController(activityItems: [url], applicationActivities: nil)
                    sheet.popoverPresentationController?.sourceView = view
                    self.present(sheet, animated: true)
                }
                func handedElsewhere() {
                    let sheet = UIActivityViewController(activityItems: [url], applicationActivities: nil)
                    configurePopover(sheet)
                    present(sheet, animated: true)
                }
                func fromAParameter(_ sheet: UIActivityViewController) {
                    present(sheet, animated: true)
                }
                func inAClosure() {
                    DispatchQueue.main.async {
                        let sheet = UIActivityViewController(activityItems: [url], applicationActivities: nil)
                        self.present(sheet, animated: true, completion: nil)
                    }
                }
            }
            """
        XCTAssertEqual(try lint(code), ["activity-popover-anchor 3:9", "activity-popover-anchor 21:18"])
    }

    // MARK: share-button-system

    func testTextShareControlsInUIKitAndSwiftUI() throws {
        let code = """
            final class Screen: UIViewController {
                override func viewDidLoad() {
                    let button = UIButton(type: .system)
                    button.setTitle("Share via…", for: .normal)
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Share", style: .plain, target: self, action: #selector(share))
                    let symbol = UIBarButtonItem(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), target: self, action: #selector(share))
                    let other = UIButton(type: .system)
                    other.setTitle("Share Location", for: .normal)
                }
                @objc func share() {
                    present(UIActivityViewController(activityItems: [url], applicationActivities: nil), animated: true)
                }
            }
            """
        let found = try lint(code, config: "only: [share-button-system]\n")
        XCTAssertEqual(found, ["share-button-system 4:25", "share-button-system 5:68"])
        // The same buttons in a file that opens no share sheet are none of this rule's business.
        XCTAssertEqual(
            try lint(
                "let b = UIButton(); b.setTitle(\"Share\", for: .normal)", config: "only: [share-button-system]\n"), [])
    }

    // MARK: activity-icon-template

    func testIconsFromTheAssetCatalog() throws {
        let code = """
            final class A: UIActivity { override var activityImage: UIImage? { UIImage(named: "Original") } }
            final class B: UIActivity { override var activityImage: UIImage? { UIImage(named: "Template") } }
            final class C: UIActivity { override var activityImage: UIImage? { UIImage(named: "Huge") } }
            final class D: UIActivity { override var activityImage: UIImage? { UIImage(named: "Original")?.withRenderingMode(.alwaysTemplate) } }
            final class E: UIActivity { override var activityImage: UIImage? { UIImage(named: "NotInACatalog") } }
            final class F: UIActivity { override var activityImage: UIImage? { UIImage(systemName: "star") } }
            final class G: UIActivity { override var activityImage: UIImage? { dark ? UIImage(named: "Template") : #imageLiteral(resourceName: "Original") } }
            final class H: UIActivity { override var activityImage: UIImage? { UIImage(named: "Huge") ?? UIImage(systemName: "star") } }
            final class I: UIActivity { override var activityImage: UIImage? { flag ? UIImage(named: "Template") : UIImage(named: "Template")?.withRenderingMode(.alwaysOriginal) } }
            final class J: UIActivity { override var activityImage: UIImage? { UIImage(named: "Glyph") } }
            final class K: UIActivity { override var activityImage: UIImage? { UIImage(named: "Colours") } }
            final class L: UIActivity {
                override class var activityCategory: UIActivity.Category { .share }
                override var activityImage: UIImage? { UIImage(named: "Colours") }
            }
            final class M: UIActivity { override var activityImage: UIImage? { UIImage(named: "GlyphPDF") } }
            final class N: UIActivity { override var activityImage: UIImage? { UIImage(named: "ColoursPDF") } }
            final class O: UIActivity { override var activityImage: UIImage? { UIImage(named: "PhotoPDF") } }
            final class P: UIActivity { override var activityImage: UIImage? { UIImage(named: "SmallPDF") } }
            final class Q: UIActivity { override var activityImage: UIImage? { UIImage(systemName: "link") ?? UIImage(named: "Huge") } }
            final class R: UIActivity { override var activityImage: UIImage? { UIImage(symbolNameIfAvailable: "link") ?? UIImage(named: "Original") } }
            final class S: UIActivity {
                override class var activityCategory: UIActivity.Category { .share }
                override var activityImage: UIImage? { UIImage(named: "Huge") }
            }
            """
        let (report, root) = try Harness.lint(
            ["App/Code.swift": code, ".hig-activity.yml": "only: [activity-icon-template]\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        _ = report
        let catalog = root.appendingPathComponent("App/Assets.xcassets")
        try Fixtures.imageSet(catalog, name: "Original", template: false, pixels: 140, scale: 2)
        try Fixtures.imageSet(catalog, name: "Template", template: true, pixels: 210, scale: 3)
        try Fixtures.imageSet(catalog, name: "Huge", template: true, pixels: 512, scale: 1)
        try Fixtures.imageSet(catalog, name: "Glyph", template: false, image: Fixtures.image(named: "glyph-rgba"), scale: 1)
        try Fixtures.imageSet(catalog, name: "Colours", template: false, image: Fixtures.image(named: "colours-rgba"), scale: 1)
        for (name, file) in [("GlyphPDF", "glyph"), ("ColoursPDF", "colours"), ("PhotoPDF", "photo")] {
            try Fixtures.imageSet(catalog, name: name, template: false, image: Fixtures.image(named: file, extension: "pdf"), scale: 1, extension: "pdf")
        }
        // A PDF's canvas is its page (`/MediaBox`): a 24-point glyph is too small.
        let small = String(decoding: try Fixtures.image(named: "glyph", extension: "pdf"), as: UTF8.self)
            .replacingOccurrences(of: "/MediaBox [0 0 60 60]", with: "/MediaBox [0 0 24 24]")
        try Fixtures.imageSet(catalog, name: "SmallPDF", template: true, image: Data(small.utf8), scale: 1, extension: "pdf")
        let relinted = try Harness.linter().lint(paths: [root.path])
        XCTAssertEqual(
            relinted.violations.map { "\($0.location.line):\($0.location.column) \($0.message)" },
            [
                // An action activity (the default category) is drawn by its image's alpha: an
                // opaque image is a solid square, a colourful one loses its colours, and a
                // one-colour glyph on transparency (J) is a template in effect.
                "1:68 Represent an activity with a symbol: “Original” — Original has no transparent pixels, so an action activity shows it as a solid square; draw the glyph on transparency, or use an SF Symbol",
                "3:68 Represent an activity with a symbol: “Huge” — 512×512 pt; about 60–80 pt expected (min-points, max-points)",
                // Each branch of a ternary or `??` is an image the activity can show.
                "7:104 Represent an activity with a symbol: “Original” — Original has no transparent pixels, so an action activity shows it as a solid square; draw the glyph on transparency, or use an SF Symbol",
                "8:68 Represent an activity with a symbol: “Huge” — 512×512 pt; about 60–80 pt expected (min-points, max-points)",
                "9:104 Represent an activity with a symbol: “UIImage(named: \"Template\")?.withRenderingMode(.alwaysOriginal)” — forced to its original colours; use .alwaysTemplate or an SF Symbol",
                "11:68 Represent an activity with a symbol: “Colours” — drawn in several colours, which an action activity loses: it shows only the shape of Colours; draw a one-colour glyph on transparency, or use an SF Symbol",
                // A share activity's image shows as drawn, like an app's icon, whatever its size
                // (L, S); an asset that stands in for a symbol on older systems (Q, R) is not what
                // people see.
                // A PDF is read by the colours its paths are painted with: one colour (M) is a
                // template in effect; one holding a raster image is judged by its Render As.
                "17:68 Represent an activity with a symbol: “ColoursPDF” — drawn in several colours, which an action activity loses: it shows only the shape of ColoursPDF; draw a one-colour glyph on transparency, or use an SF Symbol",
                "18:68 Represent an activity with a symbol: “PhotoPDF” — not a template image; set Render As to Template Image in PhotoPDF.imageset",
                "19:68 Represent an activity with a symbol: “SmallPDF” — 24×24 pt; about 60–80 pt expected (min-points, max-points)",
            ])
    }

    // MARK: extension rules

    func testModalsAndNotificationsInExtensions() throws {
        let code = """
            final class ShareViewController: UIViewController {
                func pick() {
                    let picker = UIImagePickerController()
                    present(picker, animated: true)
                    let alert = UIAlertController(title: "Oops", message: nil, preferredStyle: .alert)
                    present(alert, animated: true)
                }
                func finish(_ result: Result<Void, Error>) {
                    if case .failure(let error) = result {
                        UNUserNotificationCenter.current().add(request(for: error))
                    } else {
                        UNUserNotificationCenter.current().add(doneRequest)
                    }
                    do { try upload() } catch { UNUserNotificationCenter.current().add(request(for: error)) }
                }
            }
            """
        let files = [
            "ShareExtension/ShareViewController.swift": code,
            "ShareExtension/Info.plist": Harness.plist(
                name: "Acme", extensionPoint: "com.apple.share-services", principalClass: "ShareViewController"),
        ]
        let (report, root) = try Harness.lint(files)
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(
            report.violations.map { "\($0.id) \($0.location.line):\($0.location.column)" },
            [
                "share-extension-compose-view 1:34", "extension-no-modal 4:9",
                "extension-no-completion-notification 12:13",
            ])
        // The same code in the app itself is not an extension's.
        let (appReport, appRoot) = try Harness.lint(["App/Screen.swift": code])
        defer { try? FileManager.default.removeItem(at: appRoot) }
        XCTAssertEqual(appReport.violations.map(\.id), [])
    }

    /// Found on real apps: a widget extension is not opened from the share sheet, an app's own
    /// alert subclass is an alert, and `present(_:animated:)` of the type itself is a helper.
    func testOnlyShareAndActionExtensionsAndTheirAlertSubclasses() throws {
        let code = """
            // The alert class is declared in a file no rule parses.
            final class ShareViewController: UIViewController {
                func warn() {
                    let alert = ThemedAlert(title: "Oops", message: nil, preferredStyle: .alert)
                    present(alert, animated: true)
                    UNUserNotificationCenter.current().add(doneRequest)
                }
            }
            """
        let files = [
            "ShareExtension/ShareViewController.swift": code,
            "ShareExtension/Info.plist": Harness.plist(
                name: "Acme", extensionPoint: "com.apple.share-services", principalClass: "ShareViewController"),
            "Shared/Themes.swift": "public final class ThemedAlert : UIKit.UIAlertController {}\n",
            "Widget/ShareViewController.swift": code,
            "Widget/Info.plist": Harness.plist(name: "Acme", extensionPoint: "com.apple.widgetkit-extension"),
        ]
        let (report, root) = try Harness.lint(files)
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(
            report.violations.map { "\($0.id) \($0.location.file.hasPrefix(root.path + "/ShareExtension")) \($0.location.line)" },
            ["share-extension-compose-view true 2", "extension-no-completion-notification true 6"])
    }

    func testAPresentHelperOfTheTypeItselfIsNotUIKitsPresent() throws {
        let code = """
            final class InvitePresenter {
                func share() {
                    let controller = UIActivityViewController(activityItems: [text], applicationActivities: nil)
                    self.present(controller, animated: true)
                }
                private func present(_ viewController: UIViewController, animated: Bool) {
                    viewController.popoverPresentationController?.sourceView = sourceView
                    presentingViewController?.present(viewController, animated: animated, completion: nil)
                }
            }
            final class Other: UIViewController {
                func share() {
                    let controller = UIActivityViewController(activityItems: [text], applicationActivities: nil)
                    self.present(controller, animated: true)
                }
            }
            """
        XCTAssertEqual(try lint(code), ["activity-popover-anchor 14:14"])
    }

    func testTitlesOfEachBranchAndBarItemsOfEachBranch() throws {
        let code = """
            final class OpenInMaps: UIActivity {
                override var activityTitle: String? {
                    switch kind {
                    case .apple: return "Open"
                    case .google: return "Open this place in Google Maps now"
                    }
                }
            }
            final class ListViewController: UIViewController {
                func setUp() {
                    navigationItem.leftBarButtonItem = editing ? UIBarButtonItem(title: "Select All", style: .done, target: self, action: #selector(all)) : nil
                }
            }
            """
        XCTAssertEqual(try lint(code), ["activity-title-succinct 5:30", "toolbar-one-prominent 11:54"])
    }

    /// Found on real apps: `title` of a class that is no view controller is not a screen's
    /// title, and a button whose interaction is turned off is a label.
    func testTitlesOfOtherClassesAndInertButtons() throws {
        let code = """
            class LoadingAlert {
                var title = "" { didSet { alert.title = title } }
            }
            final class SyncAlert: LoadingAlert {
                func update() { title = "Syncing your Up Next list and history" }
            }
            final class SyncViewController: BaseViewController {
                func update() { title = "Syncing your Up Next list and history" }
            }
            class BaseViewController: UIViewController {}
            final class RecoverViewController: UIViewController {
                func setUp() {
                    unknownKeyButton.setTitle("Lost your recovery key? You can set up a new one", for: .normal)
                    unknownKeyButton.isUserInteractionEnabled = false
                    recoverButton.setTitle("Use the recovery key you saved before", for: .normal)
                }
            }
            """
        XCTAssertEqual(try lint(code), ["toolbar-title-short 8:29", "button-title-concise 15:32"])
    }

    func testActivityViewControllerOfACustomActivityIsCovered() throws {
        let code = """
            final class Compose: UIActivity {
                override var activityViewController: UIViewController? { ComposeController() }
            }
            final class ComposeController: UIViewController {
                func more() { present(SettingsController(), animated: true) }
            }
            """
        XCTAssertEqual(try lint(code), ["extension-no-modal 5:19"])
    }

    /// A compose controller whose base class (in another file) descends from
    /// `SLComposeServiceViewController` names neither that class nor an extension's folder: the
    /// project model finds it for both extension rules.
    func testComposeControllerOfAProjectBaseClassIsCovered() throws {
        let code = """
            final class NoteComposer: BaseComposer {
                func more() { present(SettingsController(), animated: true) }
                func failed() { UNUserNotificationCenter.current().add(request) }
            }
            """
        let base = "class BaseComposer: SLComposeServiceViewController {}\n"
        XCTAssertEqual(
            try lint(code, config: "only: [extension-no-modal, extension-no-completion-notification]\n", extra: ["Shared/Base.swift": base]),
            ["extension-no-modal 2:19", "extension-no-completion-notification 3:21"])
        // Without that base class, the file is not code an extension runs.
        XCTAssertEqual(
            try lint(code, config: "only: [extension-no-modal, extension-no-completion-notification]\n", extra: ["Shared/Base.swift": "class BaseComposer: UIViewController {}\n"]),
            [])
    }

    func testActionExtensionNameMustIncludeTheAppName() throws {
        let (report, root) = try Harness.lint([
            "App/Info.plist": Harness.plist(name: "Ledger"),
            "Action/Info.plist": Harness.plist(name: "Add Receipt", extensionPoint: "com.apple.ui-services"),
            "GoodAction/Info.plist": Harness.plist(name: "Ledger: Scan", extensionPoint: "com.apple.ui-services"),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(report.violations.map(\.id), ["action-extension-app-name"])
        XCTAssertEqual(report.violations.first?.location.file, root.appendingPathComponent("Action/Info.plist").path)
        XCTAssertEqual(report.violations.first?.location.line, 5)
    }

    // MARK: activity-no-modal-above-sheet

    func testWhatIsPresentedOverAnOpenActivityView() throws {
        let config = "only: [activity-no-modal-above-sheet]\n"
        let code = """
            final class Screen: UIViewController {
                func typed(_ url: URL) {
                    let sheet: UIActivityViewController = .init(activityItems: [url], applicationActivities: nil)
                    present(sheet, animated: true) {
                        DispatchQueue.main.async { self.present(Later(), animated: true) }
                    }
                }
                func constructed(_ url: URL) {
                    present(UIActivityViewController.init(activityItems: [url], applicationActivities: nil), animated: true, completion: {
                        self.present(Alert(), animated: true)
                    })
                }
                func afterItCloses(_ url: URL) {
                    let sheet = UIActivityViewController(activityItems: [url], applicationActivities: nil)
                    present(sheet, animated: true) {
                        sheet.completionWithItemsHandler = { _, _, _, _ in self.present(Done(), animated: true) }
                        sheet.dismiss(animated: true) { self.present(Next(), animated: true) }
                    }
                    sheet.completionWithItemsHandler = { _, _, _, _ in sheet.present(Done(), animated: true) }
                }
                func reassigned(_ url: URL) {
                    var shown: UIViewController = UIActivityViewController(activityItems: [url], applicationActivities: nil)
                    shown = Preview()
                    present(shown, animated: true) { self.present(Alert(), animated: true) }
                }
                func unrelated(_ other: UIViewController) {
                    present(other, animated: true) { self.present(Alert(), animated: true) }
                    let activityViewController = Factory.activeController()
                    activityViewController.present(Alert(), animated: true)
                }
            }
            """
        XCTAssertEqual(
            try lint(code, config: config), ["activity-no-modal-above-sheet 5:45", "activity-no-modal-above-sheet 10:18"])
    }
}
