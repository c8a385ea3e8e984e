import Foundation
import GuidelineKit

/// A storyboard or xib the linter read, and what the rules ask of it: its buttons, bars and
/// navigation titles (`InterfaceControls`), the classes of its objects, which objects code can
/// reach through an outlet, and a storyboard's initial view controller.
public struct InterfaceFile: Sendable {
    public let path: String
    /// `Main` for `Base.lproj/Main.storyboard`: the table its translations are in (`de.lproj/Main.strings`).
    let tableName: String
    let root: MarkupElement
    /// Object id → the outlets pointing at it: code that holds one may retitle it.
    let outlets: [String: [Outlet]]
    /// Object id → its custom class (`-1` is a xib's File's Owner).
    let classes: [String: String]
    /// The custom class of a storyboard's initial view controller.
    let initialClass: String?
    /// Where the initial view controller is declared.
    let initialLocation: SourceLocation?
    /// The initial view controller's view holds nothing (its code does all there is to do).
    let initialViewIsEmpty: Bool
    let controls: InterfaceControls

    /// An outlet property, and the custom class of the object that holds it (whose code has it).
    struct Outlet: Sendable {
        var property: String
        var holder: String?
    }

    init(path: String, root: MarkupElement) {
        self.path = path
        self.root = root
        tableName = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        var outlets: [String: [Outlet]] = [:]
        var classes: [String: String] = [:]
        var initial: MarkupElement?
        let initialID = root["initialViewController"]
        Self.forEach(root) { element, ancestors in
            // <holder customClass="…"><connections><outlet property="…" destination="…"/>
            if element.name == "outlet" || element.name == "outletCollection", let property = element["property"],
                let destination = element["destination"]
            {
                let holder = ancestors.dropLast().last
                outlets[destination, default: []].append(Outlet(property: property, holder: holder?["customClass"]))
            }
            if let id = element["id"] ?? element["placeholderIdentifier"].map({ $0 == "IBFilesOwner" ? "-1" : $0 }) {
                if let custom = element["customClass"] { classes[id] = custom }
                if id == initialID { initial = element }
            }
            if element["placeholderIdentifier"] == "IBFilesOwner", let custom = element["customClass"] {
                classes["-1"] = custom
            }
        }
        self.outlets = outlets
        self.classes = classes
        initialClass = initial?["customClass"]
        initialLocation = initial.map { SourceLocation(file: path, line: $0.line, column: $0.column) }
        initialViewIsEmpty = initial.map { $0.child("view", key: "view")?.child("subviews") == nil } ?? false
        controls = InterfaceControls(root: root, classes: classes, outlets: outlets)
    }

    /// Reads a storyboard or xib; a file that is not well-formed XML is a problem at its place.
    static func read(_ path: String, limit: Int) -> Result<InterfaceFile, Diagnostic> {
        let at = SourceLocation(file: path, line: 1, column: 1)
        switch ProjectFile.read(path, limit: limit) {
        case .failure(.unreadable): return .failure(.error("unreadable", ProjectFile.Problem.unreadable.reason, at: at))
        case .failure(let problem): return .failure(.warning("too-large", problem.reason, at: at))
        case .success(let data):
            switch MarkupReader.parse([UInt8](data)) {
            case .failure(let failure):
                return .failure(
                    .warning(
                        "bad-interface",
                        "\(failure.message); Interface Builder writes well-formed XML, so open and save the file in Xcode",
                        at: SourceLocation(file: path, line: failure.line, column: failure.column)))
            case .success(let root):
                guard root.name == "document", root["type"]?.hasPrefix("com.apple.InterfaceBuilder3.") == true else {
                    return .failure(
                        .warning(
                            "bad-interface", "is not an Interface Builder document (no <document type=…>); not linted",
                            at: SourceLocation(file: path, line: root.line, column: root.column)))
                }
                return .success(InterfaceFile(path: path, root: root))
            }
        }
    }

    func location(of element: MarkupElement) -> SourceLocation {
        SourceLocation(file: path, line: element.line, column: element.column)
    }

    /// Whether it is for AppKit (a macOS target), which the iOS rules don't judge.
    var isAppKit: Bool { root["targetRuntime"]?.hasPrefix("MacOSX") == true }

    /// Segues that present modally (not a push in a navigation stack), with where they are.
    var modalSegues: [MarkupElement] {
        var found: [MarkupElement] = []
        Self.forEach(root) { element, _ in
            if element.name == "segue", ["presentation", "modal", "popoverPresentation"].contains(element["kind"] ?? "") {
                found.append(element)
            }
        }
        return found
    }

    /// Each element with its ancestors (outermost first), in document order.
    static func forEach(_ root: MarkupElement, _ body: (MarkupElement, [MarkupElement]) -> Void) {
        var ancestors: [MarkupElement] = []
        func visit(_ element: MarkupElement) {
            body(element, ancestors)
            ancestors.append(element)
            for child in element.children { visit(child) }
            ancestors.removeLast()
        }
        visit(root)
    }
}
