import Foundation
import GuidelineKit
import GuidelineLint
import XCTest

/// Ways real apps write what the rules look for, taken from the benchmark corpus: each was a
/// violation a reader found and the linter missed.
final class RealAppPatternsTests: XCTestCase {
    private func found(_ files: [String: String], only rules: [String]) throws -> [String] {
        try Harness.found(files, only: rules)
    }

    /// SFSafeSymbols (`Image(systemSymbol: .questionmarkCircle)`) names symbols by case; a
    /// `Link`'s label is its content.
    func testSymbolsNamedBySFSafeSymbolsCases() throws {
        let code = """
            struct HelpView: View {
                var body: some View {
                    List {}
                        .toolbar {
                            ToolbarItem(placement: .primaryAction) {
                                Link(destination: helpURL) {
                                    Image(systemSymbol: .questionmarkCircle)
                                }
                            }
                            ToolbarItem(placement: .bottomBar) {
                                Menu { filters } label: {
                                    Image(systemSymbol: filtered ? .line3HorizontalDecreaseCircleFill : .line3HorizontalDecrease)
                                }
                            }
                            ToolbarItem(placement: .cancellationAction) {
                                Button { dismiss() } label: { Image(systemSymbol: .xmark) }
                            }
                            ToolbarItem(placement: .navigationBarTrailing) {
                                Menu { servers } label: {
                                    Image(
                                        systemSymbol: selectedServer == nil
                                            ? .line3HorizontalDecreaseCircle
                                            : .line3HorizontalDecreaseCircleFill
                                    )
                                }
                            }
                        }
                }
            }
            """
        // The last: a condition of its own operators (Home Assistant's zone filter).
        XCTAssertEqual(
            try found(["App/HelpView.swift": code], only: ["toolbar-borderless-symbols"]),
            [
                "toolbar-borderless-symbols App/HelpView.swift:7", "toolbar-borderless-symbols App/HelpView.swift:12",
                "toolbar-borderless-symbols App/HelpView.swift:22",
            ])
    }

    /// A bar item's title from a generated accessor is judged by its text.
    func testALocalizedCloseOrShareItem() throws {
        let files = [
            "App/YamlView.swift": """
                struct YamlView: View {
                    var body: some View {
                        Text(yaml)
                            .toolbar {
                                ToolbarItem(placement: .cancellationAction) {
                                    Button(L10n.closeLabel) { dismiss() }
                                }
                            }
                    }
                }
                final class ListController: UIViewController {
                    override func viewDidLoad() {
                        navigationItem.rightBarButtonItem = UIBarButtonItem(title: L10n.share, style: .plain, target: self, action: #selector(publish))
                    }
                }
                """,
            "App/Strings.swift": """
                internal enum L10n {
                    internal static var closeLabel: String { return L10n.tr("Localizable", "close_label") }
                    internal static var share: String { return L10n.tr("Localizable", "share") }
                }
                extension L10n {
                    private static func tr(_ table: String, _ key: String) -> String { NSLocalizedString(key, tableName: table, comment: "") }
                }
                """,
            "App/en.lproj/Localizable.strings": "\"close_label\" = \"Close\";\n\"share\" = \"Share\";\n",
        ]
        XCTAssertEqual(
            try found(files, only: ["toolbar-standard-back-close", "toolbar-prefer-symbols"]),
            ["toolbar-standard-back-close App/YamlView.swift:6", "toolbar-prefer-symbols App/YamlView.swift:13"])
    }

    /// A text button that sets the state a `.sheet` presents a share sheet with.
    func testATextButtonThatShowsAShareSheetThroughState() throws {
        let code = """
            struct DebugView: View {
                @State private var showShareSheet = false
                @State private var exportURL: URL?
                var body: some View {
                    List {
                        Button("Export log files") { showShareSheet = true }
                        Button("Export database") { exportURL = makeExport() }
                        Button("Clear cache") { clearCache = true }
                    }
                    .sheet(isPresented: $showShareSheet) { ShareActivityView(activityItems: [logsURL]) }
                    .sheet(item: $exportURL) { url in ActivityView(items: [url]) }
                }
            }
            struct ShareActivityView: UIViewControllerRepresentable {
                let activityItems: [Any]
                func makeUIViewController(context: Context) -> UIActivityViewController {
                    UIActivityViewController(activityItems: activityItems, applicationActivities: nil)
                }
                func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
            }
            """
        XCTAssertEqual(
            try found(["App/DebugView.swift": code], only: ["share-button-system"]),
            ["share-button-system App/DebugView.swift:6"])
    }

    /// A context menu's items made unavailable after they are built, in functions of a view
    /// model that the configuration in another file calls.
    func testContextMenuItemsDisabledLaterAndBuiltElsewhere() throws {
        let files = [
            "App/ExploreViewController.swift": """
                final class ExploreViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
                        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                            self.viewModel.roomMenu(for: self.items[indexPath.row])
                        }
                    }
                }
                """,
            "App/ExploreViewModel.swift": """
                final class ExploreViewModel {
                    func roomMenu(for item: Item) -> UIMenu {
                        UIMenu(children: [inviteAction(for: item), removeAction(for: item)])
                    }
                    private func inviteAction(for item: Item) -> UIAction {
                        let action = UIAction(title: "Invite", image: UIImage(systemName: "person.badge.plus")) { _ in }
                        if !item.isJoined {
                            action.attributes = .disabled
                        }
                        return action
                    }
                    private func removeAction(for item: Item) -> UIAction {
                        UIAction(title: "Remove", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in }
                    }
                    func settingsMenu() -> UIMenu {
                        let reset = UIAction(title: "Reset") { _ in }
                        reset.attributes = .disabled
                        return UIMenu(children: [reset])
                    }
                }
                """,
        ]
        // The settings menu is not a context menu: a disabled item there is the menu's business.
        XCTAssertEqual(
            try found(files, only: ["context-menu-hide-unavailable"]),
            ["context-menu-hide-unavailable App/ExploreViewModel.swift:8"])
    }

    /// A local title set in each branch, then given to the view controller.
    func testATitleSetThroughALocal() throws {
        let code = """
            final class SecretsViewController: UIViewController {
                func render(passphraseOnly: Bool) {
                    let title: String
                    if passphraseOnly {
                        title = "Save your Security Phrase somewhere safe"
                    } else {
                        title = "Recovery Key"
                    }
                    self.title = title
                }
            }
            """
        XCTAssertEqual(
            try found(["App/SecretsViewController.swift": code], only: ["toolbar-title-short"]),
            ["toolbar-title-short App/SecretsViewController.swift:5"])
    }

    /// A prominent item centred between flexible spaces is not at the toolbar's trailing end.
    func testAProminentItemCentredInTheToolbar() throws {
        let code = """
            final class LogFilesViewController: UITableViewController {
                override func viewWillAppear(_ animated: Bool) {
                    let removeAll = UIBarButtonItem(title: "Delete all", style: .done, target: self, action: #selector(removeAllLogs))
                    let flexible = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
                    toolbarItems = [flexible, removeAll, flexible]
                }
                func showSaving() {
                    let save = UIBarButtonItem(title: "Save", style: .done, target: self, action: #selector(save))
                    toolbarItems = [UIBarButtonItem.flexibleSpace(), save, UIBarButtonItem.fixedSpace(8)]
                }
            }
            """
        XCTAssertEqual(
            try found(["App/LogFilesViewController.swift": code], only: ["toolbar-one-prominent"]),
            ["toolbar-one-prominent App/LogFilesViewController.swift:3"])
    }

    /// The Done system item is drawn in the done style: at the leading end it is a prominent
    /// item out of place; alone at the trailing end it is where it belongs.
    func testTheDoneSystemItemIsProminent() throws {
        let code = """
            final class BookmarksViewController: UITableViewController {
                private lazy var doneBt = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(dismiss_))
                override func viewDidLoad() {
                    navigationItem.leftBarButtonItem = doneBt
                }
            }
            final class VaultViewController: UIViewController {
                override func viewDidLoad() {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(close))
                }
            }
            """
        XCTAssertEqual(
            try found(["App/Bookmarks.swift": code], only: ["toolbar-one-prominent"]),
            ["toolbar-one-prominent App/Bookmarks.swift:2"])
    }

    /// Each assignment of a navigation item's side sets it anew: a prominent item set in each
    /// branch of an `if #available`, or set again later, is one trailing item at a time. Two in
    /// one assignment are still two.
    func testProminentItemsSetInBranchesReplaceEachOther() throws {
        let code = """
            final class FolderViewController: UIViewController {
                override func viewDidLoad() {
                    if #available(iOS 26.0, *) {
                        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(save))
                    } else {
                        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: self, action: #selector(save))
                    }
                    if isEditing {
                        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Send", style: .done, target: self, action: #selector(send))
                    }
                    navigationItem.rightBarButtonItems = [
                        UIBarButtonItem(title: "Add", style: .done, target: self, action: #selector(add)),
                        UIBarButtonItem(title: "Post", style: .done, target: self, action: #selector(post)),
                    ]
                }
            }
            """
        XCTAssertEqual(
            try found(["App/Folder.swift": code], only: ["toolbar-one-prominent"]),
            ["toolbar-one-prominent App/Folder.swift:13"])
    }

    /// Toolbar items inside an `if`, and in a `@ToolbarContentBuilder` property.
    func testToolbarContentInBranchesAndBuilderProperties() throws {
        let code = """
            struct ZonesView: View {
                var body: some View {
                    List {}
                        .toolbar {
                            if hasServers {
                                ToolbarItem(placement: .navigationBarTrailing) {
                                    Menu { filters } label: { Image(systemName: "line.3.horizontal.decrease.circle") }
                                }
                            }
                        }
                }
            }
            struct EditorView: View {
                var body: some View {
                    Form {}.toolbar { toolbarContent }
                }
                @ToolbarContentBuilder
                private var toolbarContent: some ToolbarContent {
                    ToolbarItem(placement: .bottomBar) {
                        Button { openHelp() } label: { Image(systemName: "questionmark.circle") }
                    }
                }
            }
            """
        XCTAssertEqual(
            try found(["App/Views.swift": code], only: ["toolbar-borderless-symbols"]),
            ["toolbar-borderless-symbols App/Views.swift:7", "toolbar-borderless-symbols App/Views.swift:20"])
    }

    /// A `Button` in `CommandGroup` or `CommandMenu` is a menu-bar command, not a button.
    func testMenuBarCommandsAreNotButtons() throws {
        let code = """
            struct AppCommands: Commands {
                var body: some Commands {
                    CommandGroup(after: .appInfo) {
                        Button("Check for new updates to the app…") { checkForUpdates() }
                    }
                }
            }
            struct UpdateView: View {
                var body: some View { Button("Check for new updates to the app") { checkForUpdates() } }
            }
            """
        XCTAssertEqual(
            try found(["App/Commands.swift": code], only: ["button-title-concise"]),
            ["button-title-concise App/Commands.swift:9"])
    }

    /// A segmented control shown as the navigation bar's title view (ownCloud's PDF outline,
    /// Mastodon's notifications): declared as a property, made in a constant, or set from a call;
    /// other title views pass.
    func testASegmentedControlAsTheTitleView() throws {
        let files = [
            "App/OutlineViewController.swift": """
                final class OutlineViewController: UIViewController {
                    var modeSegmentedControl: UISegmentedControl?
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        modeSegmentedControl = UISegmentedControl(items: icons)
                        self.navigationItem.titleView = modeSegmentedControl
                    }
                }
                """,
            "App/NotificationViewController.swift": """
                final class NotificationViewController: UIViewController {
                    let pageSegmentedControl = UISegmentedControl()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.titleView = pageSegmentedControl
                    }
                }
                """,
            "App/FilterViewController.swift": """
                final class FilterViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let filter = UISegmentedControl(items: ["All", "Unread"])
                        navigationItem.titleView = filter
                        parent?.navigationItem.titleView = UISegmentedControl(items: ["Day", "Week"])
                    }
                }
                """,
            "App/HeaderViewController.swift": """
                final class HeaderViewController: UIViewController {
                    let titleLabel = UILabel()
                    let scopes = UISegmentedControl(items: ["All", "Mine"])
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.titleView = titleLabel
                        self.navigationItem.titleView = child.navigationItem.titleView
                        tableView.tableHeaderView = scopes
                    }
                }
                """,
        ]
        XCTAssertEqual(
            try found(files, only: ["toolbar-no-segmented-control"]),
            [
                "toolbar-no-segmented-control App/FilterViewController.swift:5",
                "toolbar-no-segmented-control App/FilterViewController.swift:6",
                "toolbar-no-segmented-control App/NotificationViewController.swift:5",
                "toolbar-no-segmented-control App/OutlineViewController.swift:6",
            ])
    }

    /// A leading item drawn as a back chevron is a home-made back button (Element's policy
    /// screens, its poll history, Pocket Casts' sign-in): in UIKit a left item replaces the system
    /// one; in SwiftUI only where the file hides it. A player's skip-back item, a trailing
    /// chevron and a left item beside the kept back button pass.
    func testALeadingItemDrawnAsABackChevron() throws {
        let files = [
            "App/TermsView.swift": """
                final class TermsView: UIView {
                    func showPolicy(_ webViewViewController: UIViewController) {
                        let leftBarButtonItem: UIBarButtonItem = UIBarButtonItem(image: UIImage(named: "back_icon"), style: .plain, target: self, action: #selector(close))
                        webViewViewController.navigationItem.leftBarButtonItem = leftBarButtonItem
                    }
                }
                """,
            "App/SigninViewController.swift": """
                final class SigninViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "chevron.backward"), style: .done, target: self, action: #selector(back))
                        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "chevron.left"), style: .plain, target: self, action: #selector(previous))
                    }
                }
                """,
            "App/PlayerViewController.swift": """
                final class PlayerViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(named: "skip-back-15"), style: .plain, target: self, action: #selector(skipBack))
                        toolbarItems = [UIBarButtonItem(image: UIImage(named: "nav-back"), style: .plain, target: self, action: #selector(back))]
                    }
                }
                """,
            "App/FilesViewController.swift": """
                final class FilesViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.leftItemsSupplementBackButton = true
                        navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(named: "backArrow"), style: .plain, target: self, action: #selector(up))
                    }
                }
                """,
            "App/PollHistoryDetail.swift": """
                struct PollHistoryDetail: View {
                    var body: some View {
                        content
                            .navigationBarBackButtonHidden(true)
                            .navigationBarItems(leading: backButton, trailing: doneButton)
                    }

                    private var backButton: some View {
                        Button(action: { dismiss() }) {
                            Image(systemName: "chevron.left")
                        }
                    }

                    private var doneButton: some View {
                        Button { dismiss() } label: { Text("Done") }
                    }
                }
                """,
            "App/EditorViewController.swift": """
                final class EditorViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.hidesBackButton = true
                        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Back", image: UIImage(systemName: "chevron.left"), primaryAction: save)
                    }
                }
                """,
            "App/DetailView.swift": """
                struct DetailView: View {
                    var body: some View {
                        content
                            .toolbar {
                                ToolbarItem(placement: .navigationBarLeading) {
                                    Button { previous() } label: { Image(systemName: "chevron.left") }
                                }
                            }
                    }
                }
                """,
        ]
        XCTAssertEqual(
            try found(files, only: ["toolbar-standard-back-close"]),
            [
                // Drawn as a chevron and titled Back: one finding.
                "toolbar-standard-back-close App/EditorViewController.swift:5",
                "toolbar-standard-back-close App/PollHistoryDetail.swift:9",
                "toolbar-standard-back-close App/SigninViewController.swift:4",
                "toolbar-standard-back-close App/TermsView.swift:3",
            ])
    }

    /// A bar item set to a property first and placed from it later in the same body (Pocket
    /// Casts' share list screen) is the item it was set to; one set in a branch is not followed.
    func testABarItemPlacedFromAPropertySetJustBefore() throws {
        let code = """
            final class SharePublishViewController: UIViewController {
                var shareBtn: UIBarButtonItem!
                var otherBtn: UIBarButtonItem!
                override func viewDidLoad() {
                    shareBtn = UIBarButtonItem(title: "Share", style: .plain, target: self, action: #selector(shareTapped))
                    shareBtn.isEnabled = false
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = shareBtn
                    if editing {
                        otherBtn = UIBarButtonItem(title: "Share", style: .plain, target: self, action: #selector(shareTapped))
                    }
                    navigationItem.leftBarButtonItem = otherBtn
                }
            }
            """
        XCTAssertEqual(
            try found(["App/SharePublishViewController.swift": code], only: ["toolbar-prefer-symbols"]),
            ["toolbar-prefer-symbols App/SharePublishViewController.swift:5"])
    }

    /// A context menu a view model builds with overloads of one name (Element's explore-rooms
    /// list: `contextMenu(for:)` calls `contextMenu(forRoom:…)`), while a fourth function of that
    /// name lives elsewhere: the overloads are one file to read. Findings name the items by the
    /// words they show.
    func testAContextMenuBuiltByOverloadsInAViewModel() throws {
        let files = [
            "App/ExploreViewController.swift": """
                final class ExploreViewController: UITableViewController {
                    let viewModel = ExploreViewModel()
                    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
                        UIContextMenuConfiguration(identifier: nil) { nil } actionProvider: { _ in
                            self.viewModel.contextMenu(for: self.items[indexPath.row])
                        }
                    }
                }
                """,
            "App/ExploreViewModel.swift": """
                final class ExploreViewModel {
                    func contextMenu(for item: Item) -> UIMenu {
                        item.isSpace ? contextMenu(forSpace: item) : contextMenu(forRoom: item, isJoined: item.joined)
                    }
                    private func contextMenu(forRoom item: Item, isJoined: Bool) -> UIMenu {
                        UIMenu(children: [inviteAction(isJoined: isJoined), removeAction()])
                    }
                    private func contextMenu(forSpace item: Item) -> UIMenu {
                        UIMenu(children: [removeAction()])
                    }
                    private func inviteAction(isJoined: Bool) -> UIAction {
                        let action = UIAction(title: NSLocalizedString("invite", comment: ""), image: UIImage(systemName: "person.badge.plus")) { _ in }
                        if !isJoined {
                            action.attributes = .disabled
                        }
                        return action
                    }
                    private func removeAction() -> UIAction {
                        UIAction(title: NSLocalizedString("remove", comment: ""), image: UIImage(systemName: "trash"), attributes: .destructive) { _ in }
                    }
                }
                """,
            "App/TimelineView.swift": """
                final class TimelineView {
                    func contextMenu(for event: Event) -> UIMenu? { nil }
                }
                """,
            "App/en.lproj/Localizable.strings": "\"invite\" = \"Invite\";\n\"remove\" = \"Remove\";\n",
        ]
        var all = files
        all[".hig-activity.yml"] = "only: [context-menu-hide-unavailable]\n"
        let (report, root) = try Harness.lint(all)
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(
            report.violations.map { "\($0.id) \($0.location.file.dropFirst(root.path.count + 1)):\($0.location.line) \($0.message)" },
            ["context-menu-hide-unavailable App/ExploreViewModel.swift:14 Hide unavailable items instead of dimming them: “Invite”"])
    }

    /// A SwiftUI wrapper of a share sheet, as the apps write one.
    private static let activityView = """
        struct ActivityView: UIViewControllerRepresentable {
            let url: URL
            func makeUIViewController(context: Context) -> UIActivityViewController {
                UIActivityViewController(activityItems: [url], applicationActivities: nil)
            }
            func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
        }
        """

    /// A toolbar text button whose action calls a function that sets the state a share sheet is
    /// bound to (a binding made in place), and whose label shows a spinner while it works (Home
    /// Assistant's log export). A function that sets other state passes.
    func testATextButtonWhoseFunctionSetsTheShareSheetsState() throws {
        let files = [
            "App/ActivityView.swift": Self.activityView,
            "App/DebugView.swift": """
                struct DebugView: View {
                    @State private var showShareSheet = false
                    @State private var loading = false
                    @State private var showHelp = false
                    @State private var logsURL: URL?
                    var body: some View {
                        List {
                            Button("Help") { openHelp() }
                        }
                        .toolbar {
                            ToolbarItem(placement: .primaryAction) {
                                Button {
                                    exportLogs()
                                } label: {
                                    if loading {
                                        ProgressView()
                                            .progressViewStyle(.circular)
                                    } else {
                                        Text(isCatalyst ? "Show Log Files" : "Export Log Files")
                                    }
                                }
                            }
                        }
                        .sheet(isPresented: .init(get: { showShareSheet && logsURL != nil }, set: { showShareSheet = $0 })) {
                            if let logsURL { ActivityView(url: logsURL) }
                        }
                        .sheet(isPresented: $showHelp) { HelpView() }
                    }
                    private func exportLogs() {
                        loading = true
                        prepare()
                    }
                    private func prepare() {
                        logsURL = URL(fileURLWithPath: "/tmp/logs.zip")
                        showShareSheet = true
                    }
                    private func openHelp() { showHelp = true }
                }
                """,
        ]
        XCTAssertEqual(
            try found(files, only: ["share-button-system"]), ["share-button-system App/DebugView.swift:19"])
    }

    /// A menu element chosen by a condition (Element's `isJoined ? settingsAction(…) :
    /// joinAction(…)`) is either item: each is judged, but two alternatives with one symbol are
    /// not a symbol used twice, since only one shows, and an alternative dimmed by the condition
    /// that chooses it is never seen dimmed.
    func testAMenuElementChosenByACondition() throws {
        let code = """
            final class RoomsViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
                    UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                        UIMenu(children: [
                            UIAction(title: "Invite", image: UIImage(systemName: "person.badge.plus")) { _ in },
                            isJoined ? settingsAction() : joinAction(),
                            isPinned
                                ? UIAction(title: "Unpin", image: UIImage(systemName: "pin")) { _ in }
                                : UIAction(title: "Pin", image: UIImage(systemName: "pin")) { _ in },
                        ])
                    }
                }
                private func settingsAction() -> UIAction {
                    UIAction(title: "Settings", image: UIImage(systemName: "gear")) { _ in }
                }
                private func joinAction() -> UIAction {
                    let action = UIAction(title: "Join") { _ in }
                    if isJoined { action.attributes = .disabled }
                    return action
                }
            }
            """
        XCTAssertEqual(
            try found(["App/RoomsViewController.swift": code], only: ["context-menu-item-symbol", "context-menu-hide-unavailable"]),
            ["context-menu-item-symbol App/RoomsViewController.swift:17"])
    }

    /// Element's sessions menu: a button, then a custom `DestructiveButton` shown only while
    /// other sessions exist. At most two items show, fewer than three. A branch counts its most
    /// items, a custom view named `…Button` is one, and anything else unknown still skips the menu.
    func testAPullDownWithAConditionalCustomButton() throws {
        let code = """
            struct SessionsView: View {
                var body: some View {
                    Menu {
                        Button { toggle() } label: { Label("Show IP address", systemImage: "eye") }
                        if showLogout {
                            DestructiveButton { logout() } label: { Label("Sign out of 3 sessions", systemImage: "rectangle.portrait.and.arrow.forward") }
                        }
                    } label: { Image(systemName: "ellipsis") }
                    Menu {
                        if editing {
                            Button("Save") {}
                            Button("Discard") {}
                            Button("Duplicate") {}
                        } else {
                            Button("Edit") {}
                        }
                    } label: { Image(systemName: "ellipsis.circle") }
                    Menu {
                        switch mode {
                        case .list: Button("Grid") {}
                        case .grid: Button("List") {}
                        }
                        ShareButton(item: url)
                    } label: { Image(systemName: "square.grid.2x2") }
                    Menu {
                        Button("Rename") {}
                        SortOptions()
                    } label: { Image(systemName: "ellipsis") }
                    Menu {
                        if canEdit { ForEach(tags) { Button($0.name) {} } }
                        Button("Add") {}
                    } label: { Image(systemName: "tag") }
                }
            }
            """
        XCTAssertEqual(
            try found(["App/SessionsView.swift": code], only: ["pull-down-min-items"]),
            ["pull-down-min-items App/SessionsView.swift:3", "pull-down-min-items App/SessionsView.swift:18"])
    }

    /// Element's voice broadcast record button shows a record or a pause image by its state:
    /// each branch is an image named like an identifier, so VoiceOver has no words for it.
    /// A branch with words (a symbol, a Text) labels the button.
    func testAButtonWhoseLabelIsAnImageChosenByState() throws {
        let code = """
            struct RecorderView: View {
                var body: some View {
                    HStack {
                        Button { toggle() } label: {
                            if isRecording {
                                Image("voice_broadcast_record_pause")
                                    .renderingMode(.original)
                            } else {
                                Image("voice_broadcast_record")
                                    .renderingMode(.original)
                            }
                        }
                        .accessibilityIdentifier("recordButton")
                        Button { stop() } label: {
                            if isRecording { Image("voice_broadcast_stop") } else { Text("Stop") }
                        }
                        Button { mute() } label: {
                            if isMuted { Image("mic_off") } else if isLive { Image(systemName: "mic") } else { Image("mic_on") }
                        }
                        Button { share() } label: {
                            if canShare { Image(uiImage: shareImage) }
                        }
                        Button { record() } label: {
                            if isRecording { Image("rec_pause") } else { Image("rec_start") }
                        }
                        .accessibilityLabel(isRecording ? "Pause" : "Record")
                    }
                }
            }
            """
        XCTAssertEqual(
            try found(["App/RecorderView.swift": code], only: ["button-has-label"]),
            ["button-has-label App/RecorderView.swift:4", "button-has-label App/RecorderView.swift:20"])
    }

    /// Home Assistant's NFC tag screen shares the tag's identifier from a list button whose
    /// Label shows the text beside the app's own export icon: a text control, not the Share
    /// symbol. A Label drawn with a symbol, and one whose action opens no share sheet, are not.
    func testALabelWithTheAppsOwnGlyphOpensTheShareSheet() throws {
        let files = [
            "App/ActivityView.swift": Self.activityView,
            "App/TagView.swift": """
                struct TagView: View {
                    @State private var showShareSheet = false
                    @State private var showYaml = false
                    var body: some View {
                        List {
                            Button {
                                showShareSheet = true
                            } label: {
                                Label {
                                    Text("Share Identifier")
                                        .foregroundColor(.primary)
                                } icon: {
                                    Image(uiImage: Icons.export.image(ofSize: CGSize(width: 24, height: 24)))
                                        .rotationEffect(.degrees(-90))
                                }
                            }
                            Button { showShareSheet = true } label: { Label("Share Tag", image: "export-glyph") }
                            Button { showShareSheet = true } label: { Label("Share", systemImage: "square.and.arrow.up") }
                            Button { showShareSheet = true } label: {
                                Label { Text("Share") } icon: { Image(systemName: "square.and.arrow.up") }
                            }
                            Button { showYaml = true } label: {
                                Label { Text("Show YAML") } icon: { Image(uiImage: Icons.code.image) }
                            }
                        }
                        .sheet(isPresented: $showShareSheet) { ActivityView(url: tagURL) }
                        .sheet(isPresented: $showYaml) { YamlView() }
                    }
                }
                """,
        ]
        XCTAssertEqual(
            try found(files, only: ["share-button-system"]),
            ["share-button-system App/TagView.swift:10", "share-button-system App/TagView.swift:17"])
    }

    /// A bar button item made in a stored property's closure and appended to an array that a
    /// `defer` assigns: it shows in a bar wherever it ends up. A toolbar item that a method of the
    /// view builds (`sortMenu(settings)`) is read in its place.
    func testBarItemsMadeAwayFromTheirBar() throws {
        let found = try found(
            [
                "App/Profile.swift": """
                    final class ProfileViewController: UIViewController {
                        let moreItem: UIBarButtonItem = {
                            let item = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), style: .plain, target: nil, action: nil)
                            return item
                        }()
                        let shareItem = UIBarButtonItem(image: UIImage(systemName: "square.and.arrow.up"), style: .plain, target: nil, action: nil)
                        func update() {
                            var items: [UIBarButtonItem] = []
                            defer { navigationItem.rightBarButtonItems = items }
                            items.append(moreItem)
                        }
                    }
                    """,
                "App/Downloads.swift": """
                    struct DownloadsView: View {
                        var body: some View {
                            List {}
                                .toolbar {
                                    ToolbarItem(placement: .primaryAction) { sortMenu(settings) }
                                }
                        }
                        private func sortMenu(_ settings: Settings) -> some View {
                            Menu {
                                Button("Name") {}
                            } label: {
                                Label("Sort", systemImage: "line.3.horizontal.decrease.circle")
                            }
                        }
                    }
                    """,
            ], only: ["toolbar-borderless-symbols"])
        XCTAssertEqual(
            found, ["toolbar-borderless-symbols App/Downloads.swift:12", "toolbar-borderless-symbols App/Profile.swift:3"])
    }

    /// A pull-down's menu held in a computed property, its items made by functions of the file;
    /// a SwiftUI menu whose content is a property of the view, after a declaration.
    func testPullDownMenusWhoseItemsAreBuiltElsewhereInTheFile() throws {
        let found = try found(
            [
                "App/Bookmarks.swift": """
                    final class BookmarksViewController: UIViewController {
                        private lazy var moreButton: UIButton = {
                            let button = UIButton(type: .system)
                            button.showsMenuAsPrimaryAction = true
                            return button
                        }()
                        private var bookmarksMenu: UIMenu {
                            UIMenu(title: "Bookmarks", children: [exportAction(), importAction()])
                        }
                        override func viewDidLoad() {
                            moreButton.menu = bookmarksMenu
                        }
                        func exportAction() -> UIAction {
                            return UIAction(title: "Export") { _ in }
                        }
                        func importAction() -> UIAction {
                            return UIAction(title: "Import") { _ in }
                        }
                    }
                    """,
                "App/Row.swift": """
                    struct Row: View {
                        var body: some View {
                            Menu {
                                let title = "Mark"
                                Section(title) { menuContent }
                            } label: {
                                Image(systemName: "ellipsis")
                            }
                        }
                        private var menuContent: some View {
                            Button("Read") {}
                            Button("Unread") {}
                        }
                    }
                    """,
            ], only: ["pull-down-min-items"])
        XCTAssertEqual(found, ["pull-down-min-items App/Bookmarks.swift:8", "pull-down-min-items App/Row.swift:3"])
    }

    /// A back button of the view's own, shown while the system one is hidden by a condition, its
    /// chevron named by a constant of the file and the button built by a property under an `if`.
    func testABackButtonBuiltByAPropertyWhileTheSystemOneIsHidden() throws {
        let code = """
            struct SubscriptionFlowView: View {
                enum Constants {
                    static let backImage = "chevron.left"
                }
                var body: some View {
                    content
                        .toolbar {
                            ToolbarItemGroup(placement: .navigationBarLeading) { backButton }
                        }
                        .navigationBarBackButtonHidden(model.canNavigateBack)
                }
                @ViewBuilder
                private var backButton: some View {
                    if model.canNavigateBack {
                        Button(action: { model.back() }, label: {
                            HStack { Image(systemName: Constants.backImage); Text("Back") }
                        })
                    }
                }
            }
            """
        XCTAssertEqual(
            try found(["App/SubscriptionFlowView.swift": code], only: ["toolbar-standard-back-close"]),
            ["toolbar-standard-back-close App/SubscriptionFlowView.swift:15"])
    }

    /// An extension whose Info.plist sits in a `Meta` folder: its code is in the folder above. A
    /// controller bound by `guard let … : Type` is presented above it; a modal of the project's
    /// own that its name calls an alert or a confirmation is allowed, as an alert is.
    func testAnExtensionWithItsInfoPlistInASupportFolder() throws {
        let found = try found(
            [
                "ShareExtension/Meta/Info.plist": Harness.plist(
                    name: "Share", extensionPoint: "com.apple.share-services", principalClass: "ShareNavController"),
                "ShareExtension/ThreadPicker.swift": """
                    final class ThreadPicker: UIViewController {
                        func pick() {
                            guard let approval: UINavigationController = ApprovalViewController.wrapped(items) else { return }
                            navigationController?.present(approval, animated: true, completion: nil)
                        }
                        func fail() {
                            let modal = ConfirmationModal(info: info)
                            present(modal, animated: true)
                        }
                    }
                    """,
            ], only: ["extension-no-modal"])
        XCTAssertEqual(found, ["extension-no-modal ShareExtension/ThreadPicker.swift:4"])
    }

    /// A bar item's image drawn by code in another file: a view of the project's (`MoreIcon()`,
    /// bordered before iOS 26) and a static member without arguments (`.ellipsisNavigation()`).
    /// A member that draws different images by its argument is not followed.
    func testBorderedSymbolsDrawnInAnotherFile() throws {
        let found = try found(
            [
                "App/Icons.swift": """
                    struct MoreIcon: View {
                        var body: some View {
                            Image(systemName: { if #available(iOS 26, *) { "ellipsis" } else { "ellipsis.circle" } }())
                        }
                    }
                    extension UIImage {
                        static func ellipsisNavigation() -> UIImage { UIImage(systemName: "ellipsis.circle")! }
                        static func icon(_ name: String) -> UIImage { UIImage(systemName: name == "x" ? "x.circle" : "x")! }
                    }
                    """,
                "App/Screens.swift": """
                    struct Downloads: View {
                        var body: some View {
                            List {}.toolbar {
                                ToolbarItem(placement: .topBarTrailing) {
                                    Menu { Button("Clear") {} } label: { MoreIcon() }
                                }
                            }
                        }
                    }
                    final class Profile: UIViewController {
                        override func viewDidLoad() {
                            navigationItem.rightBarButtonItems = [
                                UIBarButtonItem(image: .ellipsisNavigation(), style: .plain, target: nil, action: nil),
                                UIBarButtonItem(image: .icon("y"), style: .plain, target: nil, action: nil),
                            ]
                        }
                    }
                    """,
            ], only: ["toolbar-borderless-symbols"])
        XCTAssertEqual(
            found, ["toolbar-borderless-symbols App/Screens.swift:5", "toolbar-borderless-symbols App/Screens.swift:13"])
    }

    /// A menu item's title and a bar item's image held in local constants are read where the
    /// constants are declared.
    func testTitlesAndImagesHeldInLocalConstants() throws {
        let found = try found(
            [
                "App/EventMenu.swift": """
                    struct EventMenu: View {
                        var body: some View {
                            Menu {
                                Button { toggle() } label: {
                                    let removeTitle = NSLocalizedString("Remove bookmark", comment: "")
                                    let addTitle = NSLocalizedString("Add Bookmark", comment: "")
                                    Label(isBookmarked ? removeTitle : addTitle, systemImage: "bookmark")
                                }
                            } label: { Image(systemName: "ellipsis") }
                        }
                    }
                    final class Help: UIViewController {
                        func moreItem() -> UIBarButtonItem {
                            let image = UIImage(systemName: "ellipsis.circle")
                            let item = UIBarButtonItem(image: image, style: .plain, target: self, action: #selector(more))
                            return item
                        }
                    }
                    """
            ], only: ["menu-item-label-style", "toolbar-borderless-symbols"])
        XCTAssertEqual(
            found, ["menu-item-label-style App/EventMenu.swift:5", "toolbar-borderless-symbols App/EventMenu.swift:14"])
    }

    /// A back button of the project's own, placed as a navigation bar item where the system one
    /// is hidden: its body draws a left chevron asset, in another file.
    func testABackButtonViewDrawnInAnotherFile() throws {
        let found = try found(
            [
                "App/BackNav.swift": """
                    struct BackNav: View {
                        @Environment(\\.dismiss) var dismiss
                        var body: some View {
                            Image("chevron-left").onTapGesture { dismiss() }
                        }
                    }
                    """,
                "App/Labs.swift": """
                    struct Labs: View {
                        var body: some View {
                            List {}
                                .navigationBarBackButtonHidden(true)
                                .navigationBarItems(leading: BackNav())
                        }
                    }
                    """,
            ], only: ["toolbar-standard-back-close"])
        XCTAssertEqual(found, ["toolbar-standard-back-close App/Labs.swift:5"])
    }
}
