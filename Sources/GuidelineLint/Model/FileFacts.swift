/// What one Swift file adds to the project model, read from its syntax tree once: the types it
/// declares, its functions with the calls they make and the presentations they perform, and
/// generated accessors of localized strings. Plain data (it is what the cache keeps), so the
/// tree itself can be dropped once a file's facts are read.
public struct FileFacts: Sendable {
    public var path: String
    var types: [TypeFacts] = []
    var functions: [FunctionFacts] = []
    /// `L10n.Settings.share` → its table and key.
    var localizationAccessors: [String: LocalizationReference] = [:]
    /// What the code gives words, an image or a menu (`shareButton.setTitle(…)`, `doneItem.title = …`),
    /// by the receiver's last name (`configuredKey`), and `Type.title` for a type that sets its own
    /// navigation title: what a storyboard or xib shows there is a placeholder.
    var configured: [String] = []
    /// Functions called inside a `UIContextMenuConfiguration(…)`: they build context menus,
    /// wherever they are declared.
    var contextMenuBuilders: [String] = []
    /// Types constructed by name inside a SwiftUI menu's content (`Menu { … }`, `.contextMenu
    /// { … }`, not its label or preview): a view of the project among them is menu content,
    /// wherever it is declared.
    var menuContentTypes: [String] = []
}

extension FileFacts {
    /// `configured`'s entry for a receiver: `Owner.name` for a type's own property
    /// (`btnPaste.setTitle(…)` in `AccountViewController`), since apps give one outlet name to
    /// many view controllers; the bare name for another object's (`cell.btnPaste…`) or for code
    /// outside any type, which may be any holder's.
    static func configuredKey(_ name: String, owner: String?) -> String { owner.map { "\($0).\(name)" } ?? name }
}

/// A declared type (or an extension of one).
struct TypeFacts: Sendable {
    enum Kind: String, Sendable { case `class`, `struct`, `enum`, `extension`, `protocol`, actor }
    /// The dotted name with enclosing types (`StatusEditor.MainView`); an extension's extended type.
    var name: String
    var kind: Kind
    /// Inherited types and conformances by simple name; a class's first is its superclass when it has one.
    var inherited: [String]
    var line: Int
    var column: Int
    /// Types its stored properties are declared as (`let editor: EditorView`), by simple name.
    var propertyTypes: [String]
    /// An enum's cases, counted by name (`case newest, oldest` is two), outside `#if`: how many
    /// items a menu over `allCases` shows.
    var caseCount = 0

    var simpleName: String { name.lastNameComponent }
}

extension String {
    /// The last part of a dotted name (`StatusEditor.MainView` → `MainView`; the whole name
    /// without a dot), found on the bytes read in place: by characters, or split into parts, it
    /// was a third of indexing a large project, and stepping through the UTF-8 view by its
    /// indices cost a thousand instructions a name.
    var lastNameComponent: String {
        func part(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
            var end = bytes.count
            while end > 0, bytes[end - 1] == UInt8(ascii: ".") { end -= 1 }
            var start = end
            while start > 0, bytes[start - 1] != UInt8(ascii: ".") { start -= 1 }
            return start == 0 && end == bytes.count ? nil : String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        let found = utf8.withContiguousStorageIfAvailable(part) ?? Array(utf8).withUnsafeBufferPointer(part)
        return found ?? self
    }
}

/// A function, initializer or property getter (a SwiftUI `body` included), with what its body
/// does; closures inside belong to it.
struct FunctionFacts: Sendable {
    /// The enclosing type's dotted name, nil at top level.
    var owner: String?
    var name: String
    var line: Int
    var column: Int
    /// Names of the functions it calls (`viewModel.share()` → `share`), in order, once each;
    /// not those called in an action's handler (`deferredCalls`).
    var calls: [String]
    /// Names of the functions called in the handlers of actions it makes (a closure given to
    /// `UIAction`, `UIAlertAction`, `UIContextualAction` or `Button`, or labelled `handler:` or
    /// `action:`), once each: they run when people act, not when the function runs, so a
    /// function that builds a menu does not open what the menu's items open.
    var deferredCalls: [String] = []
    /// Types it constructs (`EditorView(…)`, `StatusEditor.MainView(…)`), dotted as written.
    var constructs: [String]
    var presentations: [PresentationFacts]
    /// It constructs a `UIActivityViewController` and returns it: the caller presents it.
    var returnsActivityController: Bool
    /// It sets a popover anchor (`sourceView`, `sourceItem`, `barButtonItem`) on something.
    var setsPopoverAnchor: Bool
    /// SF Symbols it names by a plain literal (`systemName: "ellipsis.circle"`, `systemImage:`),
    /// once each, in order: what an image or view it makes draws.
    var symbols: [String] = []
    /// Asset catalog images it names by a plain literal (`Image("chevron-left")`,
    /// `UIImage(named: "back")`), once each, in order.
    var assets: [String] = []
    /// Plain literals it returns (`return "ellipsis.circle"`, a body of one literal), once each,
    /// in order: the name it gives when called where a symbol is named (`UIImage(systemName:
    /// .moreSymbol())`).
    var returnedTexts: [String] = []
    /// Dotted names it returns whose root is a type (`return L10n.Toplists.pastMonth`), once each,
    /// in order: a generated localized text, which a menu item titled by this member shows
    /// (`ForEach(ToplistsType.allCases) { Text($0.value) }`, `EnumeratedTitles`).
    var returnedPaths: [String] = []
}

/// A view controller or sheet put on screen.
struct PresentationFacts: Sendable {
    enum Kind: String, Sendable {
        case present, sheet, fullScreenCover, popover, alert, confirmationDialog, fileImporter, fileExporter, photosPicker
    }
    var kind: Kind
    /// The type presented when the code says (`UIImagePickerController`, a view in the sheet's content).
    var presented: String?
    var line: Int
    var column: Int
}

/// A function's facts while the code of its body is read (by `FactsReader`, and `FactsCollector`).
struct FunctionFrame {
    var facts: FunctionFacts
    /// `let name = Type(…)` seen so far in the body.
    var locals: [String: String] = [:]
    /// How many action handlers (`FunctionFacts.deferredCalls`) enclose the code being read.
    var handlerDepth = 0
    private var called: Set<String> = []
    private var deferred: Set<String> = []
    private var constructed: Set<String> = []

    init(facts: FunctionFacts) { self.facts = facts }

    /// A call in the body, recorded once per name, with the deferred ones when in a handler.
    mutating func call(_ name: String) {
        if handlerDepth > 0 {
            Self.appendOnce(name, to: &facts.deferredCalls, seen: &deferred)
        } else {
            Self.appendOnce(name, to: &facts.calls, seen: &called)
        }
    }

    /// Types whose initializer's trailing closure is an action's handler.
    static let handlerTypes: Set<String> = ["UIAction", "UIAlertAction", "UIContextualAction", "Button"]

    /// Argument labels of a closure that is an action's handler.
    static let handlerLabels: Set<String> = ["handler", "action"]

    /// A type constructed in the body, recorded once per name.
    mutating func construct(_ type: String) { Self.appendOnce(type, to: &facts.constructs, seen: &constructed) }

    /// An SF Symbol the body names, recorded once per name.
    mutating func symbol(_ name: String) {
        if !name.isEmpty && !facts.symbols.contains(name) { facts.symbols.append(name) }
    }

    /// A plain literal the body returns, recorded once per text.
    mutating func returnedText(_ text: String) {
        if !facts.returnedTexts.contains(text) { facts.returnedTexts.append(text) }
    }

    /// A dotted name rooted in a type that the body returns, recorded once per name.
    mutating func returnedPath(_ path: String) {
        if !facts.returnedPaths.contains(path) { facts.returnedPaths.append(path) }
    }

    /// Whether a dotted name is rooted in a type (`L10n.share`, not `item.title`): only such a
    /// name says the same text whichever value returns it.
    static func isTypeRooted(_ path: String) -> Bool { path.contains(".") && path.first?.isUppercase == true }

    /// An asset image the body names, recorded once per name.
    mutating func asset(_ name: String) {
        if !name.isEmpty && !facts.assets.contains(name) { facts.assets.append(name) }
    }

    /// Most bodies name a few things: the list itself is searched until it holds 16, and a set
    /// of them kept after (hashing every call's name was a tenth of reading a file's facts).
    private static func appendOnce(_ name: String, to list: inout [String], seen: inout Set<String>) {
        if list.count < 16 {
            if !list.contains(name) { list.append(name) }
            return
        }
        if seen.isEmpty { seen = Set(list) }
        if seen.insert(name).inserted { list.append(name) }
    }
}
