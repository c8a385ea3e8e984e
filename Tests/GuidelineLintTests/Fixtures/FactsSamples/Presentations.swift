// Code written to exercise what the project model reads (FactsReaderTests): presentations,
// calls, constructed types, localized accessors, and the grammar around them. It is read, never
// compiled.
import SwiftUI
import UIKit

@MainActor
final class ShareViewController: UIViewController, @unchecked Sendable {
    @IBOutlet private weak var shareButton: UIButton!
    private lazy var picker = UIImagePickerController()
    var handler: ((String) -> Void)?
    var make: () -> UIViewController? = { nil }
    let editor: StatusEditor.MainView
    private(set) var count: Int = 0 {
        didSet { updateBadge(count) }
    }
    var isReady: Bool { presentedViewController == nil && count > 0 }

    init(editor: StatusEditor.MainView = .init(mode: .share)) {
        self.editor = editor
        super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("share.title", comment: "")
        navigationItem.title = "Share"
        shareButton.setTitle(L10n.Share.button, for: .normal)
        self.shareButton?.accessibilityLabel = "Share"
        let host = UIHostingController(rootView: StatusEditor.MainView(mode: .share))
        addChild(host)
        if let sheet = host.sheetPresentationController, sheet.detents.isEmpty { sheet.detents = [.medium()] }
        guard presentedViewController == nil else { return }
        present(picker, animated: true)
        let alert = UIAlertController(title: "Oops", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { [weak self] _ in self?.dismiss(animated: true) })
        self.present(alert, animated: true, completion: nil)
        DispatchQueue.main.async { [weak self, count = self.count] in
            guard let self else { return }
            self.present(Self.activityController(for: [count]), animated: true)
        }
    }

    func present(_ controller: UIViewController, from item: UIBarButtonItem) {
        controller.popoverPresentationController?.barButtonItem = item
        present(controller, animated: true)
    }

    static func activityController(for items: [Any]) -> UIActivityViewController {
        UIActivityViewController(activityItems: items, applicationActivities: nil)
    }

    func makeController(_ url: URL) -> UIActivityViewController {
        let controller = UIActivityViewController(activityItems: [url], applicationActivities: nil)
        controller.popoverPresentationController?.sourceView = view
        return controller
    }

    private func updateBadge(_ count: Int) {
        switch count {
        case 0: shareButton.isHidden = true
        case let n where n > 99: shareButton.setTitle("99+", for: .normal)
        case .some(let n) where n.isMultiple(of: 2), Int.max: break
        default: shareButton.setTitle("\(count) \(String(localized: "items"))", for: .normal)
        }
    }

    func contextMenu(for indexPath: IndexPath) -> UIContextMenuConfiguration {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            self.makeMenu(for: indexPath)
        }
    }

    deinit { NotificationCenter.default.removeObserver(self) }
}

extension ShareViewController: UITableViewDelegate where Self: AnyObject {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = DetailViewController(item: items[indexPath.row])
        present(detail, animated: true)
        #if targetEnvironment(macCatalyst)
            UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
        #else
            navigationController?.pushViewController(detail, animated: true)
        #endif
    }
}

public enum StatusEditor {}

extension StatusEditor {
    public struct MainView: View {
        @Environment(\.dismiss) private var dismiss
        @State private var showsPicker = false
        @State private var item: Item?
        @AppStorage("compact") var compact = false
        var mode: Mode

        public var body: some View {
            NavigationStack {
                Form {
                    Section("Title") { Text(verbatim: "\(mode)") }
                    if compact, let item { Text(item.name) } else { EmptyView() }
                    Button("Save as PDF") { viewModel.exportPDF() }
                    Button(action: { showsPicker.toggle() }) { Label("Photos", systemImage: "photo") }
                }
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) { Button("Post", action: post) }
                }
                #if os(iOS)
                .sheet(isPresented: $showsPicker) { MediaPicker(selection: $item) }
                #endif
                .fullScreenCover(item: $item) { item in
                    ItemView(item: item).onAppear { print(item) }
                }
                .popover(isPresented: .constant(false), attachmentAnchor: .point(.top)) { Text("Tip") }
                .alert("Could not post", isPresented: .constant(false)) {}
                .confirmationDialog("Delete?", isPresented: .constant(false), titleVisibility: .visible) {
                    Button("Delete", role: .destructive) {}
                } message: {
                    Text("This cannot be undone.")
                }
                .fileImporter(isPresented: .constant(false), allowedContentTypes: [.pdf]) { _ in }
            }
            .task { await load() }
            .onChange(of: showsPicker) { old, new in if new { Haptics.play(.light) } }
        }

        func post() {
            let text = mode == .share ? L10n.Share.post : L10n.tr("Localizable", "post.other", fallback: "Post")
            Task { try? await api.post(text) }
        }
    }
}

struct Sheet: View {
    let items: [Int]
    var body: some View {
        List(items, id: \.self) { value in
            Text("\(value)")
                .contextMenu { Button("Copy") { UIPasteboard.general.string = "\(value)" } }
        }
        .sheet(isPresented: .constant(true), content: { ShareSheet(items: items) })
    }
}

struct ShareSheet: UIViewControllerRepresentable {
    var items: [Any]
    func makeUIViewController(context: Context) -> UIActivityViewController {
        UIActivityViewController(activityItems: items, applicationActivities: nil)
    }
    func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
}

protocol Presenting: AnyObject {
    var host: UIViewController? { get set }
    func present(_ viewController: UIViewController, animated: Bool)
}

actor Loader {
    private var cache: [URL: Data] = [:]
    func load(_ url: URL) async throws -> Data {
        if let data = cache[url] { return data }
        let (data, _) = try await URLSession.shared.data(from: url)
        cache[url] = data
        return data
    }
}

// SwiftGen's accessors.
internal enum L10n {
    internal enum Share {
        /// Share
        internal static let button = L10n.tr("Localizable", "share.button", fallback: "Share")
        internal static var post: String { return L10n.tr("Localizable", "share.post", fallback: #"Post"#) }
        internal static func count(_ p1: Int) -> String {
            return L10n.tr("Plurals", "share.count", p1, fallback: "Plural format key: \"%#@count@\"")
        }
    }
    private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
        let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)
        return String(format: format, locale: Locale.current, arguments: args)
    }
}

private final class BundleToken {
    static let bundle: Bundle = {
        #if SWIFT_PACKAGE
            return Bundle.module
        #else
            return Bundle(for: BundleToken.self)
        #endif
    }()
}

func topLevel<T: Collection>(_ values: T) -> [T.Element] where T.Element: Comparable {
    let sorted = values.sorted { $0 < $1 }
    let message = """
        \(sorted.count) values, the first \(sorted.first.map { "\($0)" } ?? "none")
        """
    print(message, #"raw \(not interpolated)"#, /* nested /* comment */ */ terminator: "")
    let pattern = #/[a-z]+/#
    _ = pattern
    let matrix: [[Int]] = Array(repeating: Array<Int>(repeating: 0, count: 3), count: 3)
    let table: Dictionary<String, [Int]>? = ["a": [1], "b": []]
    for (row, line) in matrix.enumerated() where !line.isEmpty { print(row, table?["a"] ?? []) }
    let selector = #selector(ShareViewController.viewDidLoad)
    _ = selector
    let value = if sorted.isEmpty { 0 } else { sorted.count }
    _ = value
    return sorted.filter { item in item != sorted.last }.map(\.self)
}

infix operator <~>: AdditionPrecedence
func <~> (lhs: Int, rhs: Int) -> Int { lhs * 10 + rhs }

/// Menu content: the views placed in a menu's content closures, not in its label, a context
/// menu's preview or the view it modifies.
struct ItemRow: View {
    var body: some View {
        RowLabel()
            .contextMenu {
                ItemActions()
                ForEach(items) { item in ShareItemButton(item: item) }
            } preview: {
                ItemPreview()
            }
        Menu {
            SortOptions()
        } label: {
            MenuLabel()
        }
        Menu(content: { FilterOptions() }, label: { Image(systemName: "line.3.horizontal.decrease") })
        Text("x").contextMenu(menuItems: { CopyButton() })
    }
}

/// A view that draws a symbol chosen in a closure or a conditional.
struct MoreIcon: View {
    var body: some View {
        Image(systemName: {
            if #available(iOS 26.0, *) {
                "ellipsis"
            } else {
                "ellipsis.circle"
            }
        }())
        Image(systemName: compact ? "plus.circle" : "ellipsis", variableValue: "\(level)")
    }
}

/// A view that draws an asset: its name is read, as a symbol's is.
struct BackNav: View {
    var body: some View {
        Image("chevron-left").onTapGesture { dismiss() }
        Image(uiImage: UIImage(named: "nav-back")!)
    }
}

/// A lookup of the app's own, capitalised, known by the translator's comment it takes; a type's
/// initialiser (no comment) is not a lookup.
public enum Strings {
    public static let close = OBALoc("common.close", value: "Close", comment: "The verb 'to close'.")
    public static let tint = Palette("brand.tint", value: "Blue")
}

/// Constants of symbol names: each gives its literal value.
enum MySymbols {
    static let filter = "line.3.horizontal.decrease.circle"
    static let count = 3
}
