import GuidelineKit
/// What an Interface Builder document shows that the rules judge, read the same way for every
/// rule: buttons, bars of bar button items, and navigation titles.
struct InterfaceControls: Sendable {
    var buttons: [Button] = []
    var bars: [Bar] = []
    var titles: [Title] = []
    /// Menus of buttons and bar button items (`<menu key="menu">`).
    var menus: [Menu] = []
    /// The views navigation items show in place of their title (`<… key="titleView">`).
    var titleViews: [MarkupElement] = []

    /// A text as Interface Builder stores it, and the key of its translations in
    /// `<lang>.lproj/<Table>.strings` (`"abc-12-xyz.normalTitle"`).
    struct Text: Sendable {
        var text: String
        var key: String?
        var element: MarkupElement
        /// The key of a string table's text the app puts in place of `text` when it loads the
        /// view, named in a runtime attribute (`xibLocKey`, `transKey`, `localizableString`):
        /// then `text` is a placeholder people never see.
        var runtimeKey: String? = nil
    }

    /// A runtime attribute that gives an element its text's key (`xibLocKey`, `transKey`,
    /// `titleTransKey`, `localizableString`, `localizableTitle`): an app's own localization.
    static func namesLocalizationKey(_ keyPath: String) -> Bool {
        let path = keyPath.lowercased()
        return (path.contains("loc") || path.contains("trans")) && (path.contains("key") || path.hasSuffix("string") || path.hasSuffix("title"))
            && !path.contains("location") && !path.contains("placeholder")
    }

    /// How code can reach an object: the outlets that point at it, the actions it sends and the
    /// class that receives them.
    struct Wiring: Sendable {
        var outlets: [InterfaceFile.Outlet] = []
        /// Selector names without their colons' parts (`share:` → `share`).
        var actions: [String] = []
        /// The custom class of the actions' target (a view controller, a xib's File's Owner).
        var target: String?
    }

    struct Button: Sendable {
        var element: MarkupElement
        var title: Text?
        var image: Image?
        var accessibilityLabel: String?
        /// `isElement="NO"`: hidden from VoiceOver on purpose.
        var isHiddenFromAccessibility: Bool
        /// Interaction turned off: a label in a button's clothes.
        var isInert: Bool
        /// `UIButton.Configuration` style filled (or prominent glass).
        var isProminent: Bool
        var wiring: Wiring
        /// The scene or top-level view it belongs to: one view, for counts per view.
        var scope: Int
    }

    struct Image: Sendable {
        var name: String
        /// An SF Symbol (`catalog="system"`).
        var isSymbol: Bool
        var element: MarkupElement
    }

    struct BarItem: Sendable {
        var element: MarkupElement
        var title: Text?
        var image: Image?
        var systemItem: String?
        var isSpace: Bool
        var isFixedSpace: Bool
        var isProminent: Bool
        var customView: MarkupElement?
        var wiring: Wiring

        /// Text only: a title, no image, no system look.
        var isText: Bool { title != nil && image == nil && systemItem == nil && !isSpace && customView == nil }
    }

    struct Bar: Sendable {
        enum Kind: Sendable, Equatable { case bottom, leading, trailing }
        var kind: Kind
        /// The `<toolbar>`, `<toolbarItems>` or `<navigationItem>` the items are in.
        var element: MarkupElement
        var items: [BarItem]
        /// The navigation item hides the system back button (`hidesBackButton="YES"`).
        var hidesBackButton: Bool
        /// Items of one view controller's scene or one top-level view: one toolbar.
        var scope: Int
    }

    /// A navigation title, with the class of the view controller it belongs to.
    /// A menu built in the document: a control's, or a submenu of another.
    struct Menu: Sendable {
        /// How the control shows it: a pop-up button picks one of its commands
        /// (`changesSelectionAsPrimaryAction`), a pull-down button opens it when tapped
        /// (`showsMenuAsPrimaryAction`, or a bar button item with a menu and no action);
        /// otherwise it opens on a long press.
        enum Kind: Sendable { case popUp, pullDown, other }
        indirect enum Node: Sendable {
            case command(title: String?, isOn: Bool, element: MarkupElement)
            case submenu(Menu)
            /// An element this reader doesn't know (a deferred element): the menu is not complete.
            case unknown(MarkupElement)
        }
        var kind: Kind
        var element: MarkupElement
        var title: String?
        /// Shown as a section of the menu around it (`displayInline`), not as a submenu.
        var isInline: Bool
        var children: [Node]
        var wiring: Wiring

        /// What shows at this level: inline sections opened, a submenu as one element.
        var visible: [Node] {
            children.flatMap { node -> [Node] in
                if case .submenu(let inner) = node, inner.isInline { return inner.visible }
                return [node]
            }
        }

        /// Whether every element is known.
        var isComplete: Bool {
            children.allSatisfy {
                switch $0 {
                case .command: true
                case .submenu(let inner): inner.isComplete
                case .unknown: false
                }
            }
        }

        /// Every command, submenus' included, depth first.
        var commands: [(title: String?, isOn: Bool, element: MarkupElement)] {
            children.flatMap { node -> [(title: String?, isOn: Bool, element: MarkupElement)] in
                switch node {
                case .command(let title, let isOn, let element): [(title, isOn, element)]
                case .submenu(let inner): inner.commands
                case .unknown: []
                }
            }
        }

        init(_ element: MarkupElement, kind: Kind, wiring: Wiring) {
            self.kind = kind
            self.element = element
            self.wiring = wiring
            title = element["title"].flatMap { $0.isEmpty ? nil : $0 }
            // `UIMenu.Options` as an attribute or an option-set child (`<menuOptions displayInline="YES"/>`).
            isInline = element["displayInline"] == "YES" || element.children.contains { $0["displayInline"] == "YES" }
            children = (element.child("children")?.children ?? []).map { child in
                switch child.name {
                case "command":
                    .command(
                        title: child["title"].flatMap { $0.isEmpty ? nil : $0 }, isOn: child["state"] == "on",
                        element: child)
                case "menu": .submenu(Menu(child, kind: kind, wiring: Wiring()))
                default: .unknown(child)
                }
            }
        }
    }

    struct Title: Sendable {
        var text: Text
        var owner: String?
    }

    init() {}

    init(root: MarkupElement, classes: [String: String], outlets: [String: [InterfaceFile.Outlet]]) {
        // Views the default size class leaves out (`<variation key="default"><mask
        // key="subviews"><exclude reference="…"/>`): never installed, never seen.
        var excluded: Set<String> = []
        InterfaceFile.forEach(root) { element, ancestors in
            if element.name == "exclude", let reference = element["reference"],
                ancestors.contains(where: { $0.name == "variation" && $0["key"] == "default" })
            {
                excluded.insert(reference)
            }
        }
        var scope = 0
        func visit(_ element: MarkupElement, owner: String?) {
            if let id = element["id"], excluded.contains(id) { return }
            // A scene or a top-level object of a xib is a view of its own.
            if element.name == "scene" || element.name == "objects" { scope += 1 }
            var owner = owner
            if element["sceneMemberID"] == "viewController" { owner = element["customClass"] }
            if element.name == "button" || element.name == "barButtonItem", let menu = element.child("menu", key: "menu") {
                let wired = wiring(element, owner: owner)
                let kind: Menu.Kind =
                    element["changesSelectionAsPrimaryAction"] == "YES"
                    ? .popUp
                    : element["showsMenuAsPrimaryAction"] == "YES" || (element.name == "barButtonItem" && wired.actions.isEmpty)
                        ? .pullDown : .other
                menus.append(Menu(menu, kind: kind, wiring: wired))
            }
            switch element.name {
            case "button":
                buttons.append(button(element, owner: owner))
            case "toolbar":
                if let items = element.child("items") {
                    bars.append(
                        Bar(
                            kind: .bottom, element: element, items: items.children.map { barItem($0, owner: owner) },
                            hidesBackButton: false, scope: scope))
                }
            case "toolbarItems":
                bars.append(
                    Bar(
                        kind: .bottom, element: element, items: element.children.map { barItem($0, owner: owner) },
                        hidesBackButton: false, scope: scope))
            case "navigationItem":
                navigationItem(element, owner: owner)
            default:
                break
            }
            for child in element.children { visit(child, owner: owner) }
        }

        func wiring(_ element: MarkupElement, owner: String?) -> Wiring {
            var wiring = Wiring(outlets: element["id"].flatMap { outlets[$0] } ?? [])
            for action in element.child("connections")?.children ?? [] where action.name == "action" {
                guard let selector = action["selector"] else { continue }
                wiring.actions.append(String(selector.prefix { $0 != ":" }))
                if let destination = action["destination"] { wiring.target = classes[destination] ?? owner }
            }
            return wiring
        }

        func text(_ value: String?, key: String?, _ element: MarkupElement) -> Text? {
            guard let value, !value.allSatisfy(\.isWhitespace) else { return nil }
            let runtimeKey = element.child("userDefinedRuntimeAttributes")?.children.first {
                $0["type"] == "string" && InterfaceControls.namesLocalizationKey($0["keyPath"] ?? "")
            }?["value"]
            return Text(text: value, key: key, element: element, runtimeKey: runtimeKey)
        }

        /// An `image=` attribute or an `<imageReference key="image">` child.
        func image(of element: MarkupElement) -> Image? {
            if let name = element["image"] { return Image(name: name, isSymbol: element["catalog"] == "system", element: element) }
            // A symbol's scale (`symbolScale="large"`) marks an SF Symbol whose catalog Interface
            // Builder did not write.
            if let reference = element.child("imageReference", key: "image"), let name = reference["image"] {
                return Image(name: name, isSymbol: reference["catalog"] == "system" || reference["symbolScale"] != nil, element: reference)
            }
            return nil
        }

        /// The words of an attributed title: its fragments' `content`.
        func attributed(_ element: MarkupElement) -> String? {
            guard let string = element.child("attributedString", key: "attributedTitle") else { return nil }
            return string.children.compactMap { $0["content"] }.joined()
        }

        func button(_ element: MarkupElement, owner: String?) -> Button {
            let id = element["id"] ?? ""
            let normal = element.child("state", key: "normal")
            let configuration = element.child("buttonConfiguration", key: "configuration")
            let title =
                text(normal?["title"], key: "\(id).normalTitle", element)
                ?? text(configuration?["title"], key: "\(id).configuration.title", element)
                ?? text(normal.flatMap(attributed) ?? configuration.flatMap(attributed), key: nil, element)
            let accessibility = element.child("accessibility", key: "accessibilityConfiguration")
            let style = configuration?["style"] ?? ""
            // Else a background: the state's, or the configuration's (`<backgroundConfiguration
            // key="background" image="…">`).
            let image =
                normal.flatMap(image(of:)) ?? configuration.flatMap(image(of:))
                ?? normal.flatMap { state in
                    state["backgroundImage"].map { Image(name: $0, isSymbol: state["catalog"] == "system", element: state) }
                }
                ?? configuration?.child("backgroundConfiguration", key: "background").flatMap(image(of:))
            return Button(
                element: element, title: title, image: image,
                accessibilityLabel: accessibility?["label"].flatMap { $0.isEmpty ? nil : $0 },
                isHiddenFromAccessibility: accessibility?["isElement"] == "NO",
                isInert: element["userInteractionEnabled"] == "NO",
                isProminent: ["filled", "prominentGlass", "borderedProminent"].contains(style),
                wiring: wiring(element, owner: owner), scope: scope)
        }

        func barItem(_ element: MarkupElement, owner: String?) -> BarItem {
            let system = element["systemItem"]
            let isSpace = system == "flexibleSpace" || system == "fixedSpace"
            return BarItem(
                element: element, title: text(element["title"], key: element["id"].map { "\($0).title" }, element),
                image: image(of: element), systemItem: isSpace ? nil : system, isSpace: isSpace,
                isFixedSpace: system == "fixedSpace",
                isProminent: system == "done" || ["done", "prominent"].contains(element["style"] ?? ""),
                customView: element.children.first { $0["key"] == "customView" }, wiring: wiring(element, owner: owner))
        }

        /// A navigation item's title and its two sides (UIKit's right items run from the edge in).
        func navigationItem(_ element: MarkupElement, owner: String?) {
            let hides = element["hidesBackButton"] == "YES"
            for (kind, single, list) in [
                (Bar.Kind.leading, "leftBarButtonItem", "leftBarButtonItems"),
                (Bar.Kind.trailing, "rightBarButtonItem", "rightBarButtonItems"),
            ] {
                let items = (element.child("barButtonItem", key: single).map { [$0] } ?? [])
                    + (element.child(list)?.children.filter { $0.name == "barButtonItem" } ?? [])
                if !items.isEmpty {
                    bars.append(
                        Bar(
                            kind: kind, element: element, items: items.map { barItem($0, owner: owner) },
                            hidesBackButton: hides, scope: scope))
                }
            }
            if let title = text(element["title"], key: element["id"].map { "\($0).title" }, element) {
                titles.append(Title(text: title, owner: owner))
            }
            titleViews += element.children.filter { $0["key"] == "titleView" }
        }

        visit(root, owner: classes["-1"])
    }
}

extension InterfaceControls.Wiring {
    /// Whether code may give the control other words or another image, so that what the
    /// document shows is a placeholder: an outlet points at it, and the class that holds the
    /// outlet, or a superclass of it other than UIKit's, is not Swift the project shows
    /// (Objective-C, another project), or code sets a title, image or label on that outlet
    /// (`ProjectIndex.configures`: another view controller's outlet of the same name is not it).
    func isConfigured(in project: Project) -> Bool {
        outlets.contains { outlet in
            (outlet.holder.map { Self.hasUnseenCode($0, project) } ?? false)
                || project.index.configures(outlet.property, of: outlet.holder)
        }
    }

    private static func hasUnseenCode(_ holder: String, _ project: Project) -> Bool {
        var current: String? = holder
        var seen: Set<String> = []
        while let name = current, seen.insert(name).inserted {
            if name.hasPrefix("UI") || name.hasPrefix("NS") { return false }
            if !project.index.declaresOwnType(name) { return true }
            current = project.index.superclasses[name]
        }
        return false
    }
}

extension InterfaceControls.Title {
    /// Whether its view controller sets its own title in code (or is not Swift the project shows).
    func isConfigured(in project: Project) -> Bool {
        guard let owner else { return false }
        guard project.index.declaresOwnType(owner) else { return true }
        var current: String? = owner
        var seen: Set<String> = []
        while let name = current, seen.insert(name).inserted {
            if project.index.configured.contains("\(name).title") { return true }
            current = project.index.superclasses[name]
        }
        return false
    }
}

extension InterfaceFile {
    /// The navigation titles people see: those the view controller doesn't set in code, in the
    /// development language and each translation.
    func navigationTitles(in project: Project) -> [TitleText] {
        controls.titles.filter { !$0.isConfigured(in: project) }.flatMap { project.titleTexts(of: $0.text, in: self) }
    }
}
