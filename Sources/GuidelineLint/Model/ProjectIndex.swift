import Foundation
import GuidelineKit

/// The project-wide index of every parsed Swift file's facts, and what rules ask of it: the
/// class hierarchy, generated localized-string accessors, and what is reachable from a type or
/// a call.
///
/// Reachability follows names, not types (there is no type checker): from a type, its own
/// functions (its extensions and superclasses in the project included), the views and view
/// controllers it constructs or stores, and the functions they call; a call is followed to a
/// function of the same type, or of another type when that is the only function of its name in
/// the project: with two candidates, which one runs is a guess, and a finding does not rest on
/// a guess (`callees`). Prefilters and gates that need only a superset use
/// `maximumNameCollisions` (a name many types declare, such as `update`, says nothing).
/// Chains are at most `maximumDepth` steps long. Each result carries its chain, for the notes of
/// the finding that rests on it.
public struct ProjectIndex: Sendable {
    public static let maximumDepth = 6
    public static let maximumNameCollisions = 3
    /// How many implementations a member named in a menu's content may have and still be read as
    /// that menu's content: more than a protocol's conformers in one app says the name is generic.
    static let maximumMenuContentImplementations = 8

    struct Function: Sendable {
        var path: String
        /// Its file's place in `files`.
        var file: Int32
        var facts: FunctionFacts
        var location: SourceLocation { SourceLocation(file: path, line: facts.line, column: facts.column) }
        /// Which function it is, in a search: where it is declared, its file by number rather
        /// than by path (hashed for each function a search meets).
        struct Key: Hashable {
            var file: Int32
            var line: Int32
            var column: Int32
        }
        var key: Key { Key(file: file, line: Int32(truncatingIfNeeded: facts.line), column: Int32(truncatingIfNeeded: facts.column)) }
        var displayName: String { facts.owner.map { "\($0).\(facts.name)" } ?? facts.name }
    }

    /// One step of a chain: what was reached, and where it is declared.
    public struct Step: Sendable, Hashable {
        public var name: String
        public var location: SourceLocation
    }

    /// A presentation reachable from somewhere, with the steps that lead to it.
    struct Reached: Sendable {
        var presentation: PresentationFacts
        var location: SourceLocation
        var chain: [Step]
    }

    /// Class name → superclass name (simple names).
    private(set) var superclasses: [String: String] = [:]
    private(set) var localizationAccessors: [String: LocalizationReference] = [:]
    /// Every file's `FileFacts.configured`.
    private(set) var configured: Set<String> = []
    /// Every file's `FileFacts.contextMenuBuilders` that the project declares, in at most
    /// `maximumNameCollisions` files (a name many files declare says nothing).
    private(set) var contextMenuBuilders: Set<String> = []
    /// The project's SwiftUI views placed in a menu's content somewhere (`FileFacts.menuContentTypes`):
    /// the controls of their bodies are that menu's items, in whichever file they are declared.
    private(set) var menuContentViews: Set<String> = []
    /// The members (lower-case names) a menu's content names to build its items elsewhere
    /// (`.contextMenu { item.rowMenu }`): what they show is that menu's.
    private(set) var menuContentMembers: Set<String> = []
    /// Every file's facts, by path; the tables below name a type or function by where it is in them.
    private let files: [FileFacts]
    private var typesByName: [String: [Place]] = [:]
    private var functionsByOwner: [String: [Place]] = [:]
    private var functionsByName: [String: [Place]] = [:]
    /// What is worked out from the index once, when first asked (by the rules, on all cores).
    private let derived = Derived()

    /// A type or function: `files[file].types[index]` or `files[file].functions[index]`. The
    /// tables hold these, not copies of the facts: a copy retains half a dozen strings and
    /// arrays, and a large app's tables hold tens of thousands (their retains and releases were
    /// most of the index's time).
    private struct Place: Sendable {
        var file: Int32
        var index: Int32
    }

    private func function(_ place: Place) -> Function {
        Function(path: files[Int(place.file)].path, file: place.file, facts: files[Int(place.file)].functions[Int(place.index)])
    }

    private func functions(_ places: [Place]?) -> [Function] { (places ?? []).map(function) }

    private func types(named name: String) -> [(path: String, facts: TypeFacts)] {
        (typesByName[name] ?? []).map { (files[Int($0.file)].path, files[Int($0.file)].types[Int($0.index)]) }
    }

    private final class Derived: @unchecked Sendable {
        let lock = NSLock()
        var namesReachingShareSheets: Set<String>?
        /// For each of those names, the owners of the functions of that name that reach one.
        var ownersReachingShareSheets: [String: Set<String>] = [:]
        /// Types previews' code constructs and types the app's other code does, by simple name
        /// (`isShownOnlyInPreviews`).
        var constructions: (previews: Set<String>, app: Set<String>)?
    }

    /// Built on all cores: types, functions by owner and functions by name are tables of their
    /// own, each filled in one pass over the files (a large app's model took a twentieth of its
    /// lint on one core).
    public init(_ files: [FileFacts] = []) {
        let files = files.sorted { $0.path < $1.path }
        nonisolated(unsafe) var typesByName: [String: [Place]] = [:]
        nonisolated(unsafe) var superclasses: [String: String] = [:]
        nonisolated(unsafe) var functionsByOwner: [String: [Place]] = [:]
        nonisolated(unsafe) var functionsByName: [String: [Place]] = [:]
        nonisolated(unsafe) var localizationAccessors: [String: LocalizationReference] = [:]
        nonisolated(unsafe) var configured: Set<String> = []
        nonisolated(unsafe) var contextMenuBuilders: Set<String> = []
        nonisolated(unsafe) var menuContentTypes: Set<String> = []
        DispatchQueue.concurrentPerform(iterations: 3) { part in
            switch part {
            // Facts are read in place (`withUnsafeBufferPointer`): a loop's copy of each would
            // retain and release its strings and arrays.
            case 0:
                for file in files.indices {
                    files[file].types.withUnsafeBufferPointer { types in
                        for index in types.indices {
                            let place = Place(file: Int32(file), index: Int32(index))
                            typesByName[types[index].name, default: []].append(place)
                            // The bytes: `String.contains` of a string is Foundation's search.
                            guard types[index].name.utf8.contains(UInt8(ascii: ".")) || types[index].kind == .class
                            else { continue }
                            let simpleName = types[index].simpleName
                            if simpleName != types[index].name { typesByName[simpleName, default: []].append(place) }
                            if types[index].kind == .class, let first = types[index].inherited.first,
                                superclasses[simpleName] == nil
                            {
                                superclasses[simpleName] = first
                            }
                        }
                    }
                }
            case 1:
                for file in files.indices {
                    files[file].functions.withUnsafeBufferPointer { functions in
                        for index in functions.indices {
                            guard let owner = functions[index].owner else { continue }
                            let place = Place(file: Int32(file), index: Int32(index))
                            functionsByOwner[owner, default: []].append(place)
                            let simpleName = owner.lastNameComponent
                            if simpleName != owner { functionsByOwner[simpleName, default: []].append(place) }
                        }
                    }
                }
            default:
                for file in files.indices {
                    files[file].functions.withUnsafeBufferPointer { functions in
                        for index in functions.indices {
                            functionsByName[functions[index].name, default: []].append(
                                Place(file: Int32(file), index: Int32(index)))
                        }
                    }
                    localizationAccessors.merge(files[file].localizationAccessors) { first, _ in first }
                    configured.formUnion(files[file].configured)
                    contextMenuBuilders.formUnion(files[file].contextMenuBuilders)
                    menuContentTypes.formUnion(files[file].menuContentTypes)
                }
                // Counted by the files that declare them: they choose files to check, and a type's
                // overloads (`contextMenu(for:)`, `contextMenu(forRoom:)`) are one file to read.
                contextMenuBuilders = contextMenuBuilders.filter {
                    (1...Self.maximumNameCollisions).contains(Set((functionsByName[$0] ?? []).map(\.file)).count)
                }
            }
        }
        self.files = files
        self.typesByName = typesByName
        self.superclasses = superclasses
        self.functionsByOwner = functionsByOwner
        self.functionsByName = functionsByName
        self.localizationAccessors = localizationAccessors
        self.configured = configured
        self.contextMenuBuilders = contextMenuBuilders
        // SwiftUI views only (`struct … : View`): a UIKit type constructed there is no menu item.
        func isView(_ name: String) -> Bool {
            types(named: name).contains { $0.facts.kind == .struct && $0.facts.inherited.contains("View") }
        }
        // A view named in the content, or one a member the content names builds
        // (`.contextMenu { item.posterContextMenu }`, `var posterContextMenu: some View { PosterMenu(item: self) }`).
        // A member of that name in several types is a protocol's requirement met by each conformer
        // (`Poster.posterContextMenu`): the content shows whichever one the item is, so each counts,
        // up to `maximumMenuContentImplementations`.
        menuContentMembers = menuContentTypes.filter { $0.first?.isUppercase != true }
        var views = menuContentTypes.filter(isView)
        for name in menuContentMembers {
            guard let places = functionsByName[name], places.count <= Self.maximumMenuContentImplementations else { continue }
            for place in places { views.formUnion(function(place).facts.constructs.filter(isView)) }
        }
        menuContentViews = views
    }

    /// The types a view's `body` constructs (`ZStack`, `ProgressView`); nil when the project
    /// declares no body for it.
    func bodyConstructs(of type: String) -> [String]? {
        let bodies = functions(of: type, named: "body")
        return bodies.isEmpty ? nil : bodies.flatMap(\.facts.constructs)
    }

    /// Whether `className` is `base` or inherits from it, as far as the project shows.
    func inherits(_ className: String, from base: String) -> Bool {
        var current: String? = className
        var seen: Set<String> = []
        while let name = current, seen.insert(name).inserted {
            if name == base { return true }
            current = superclasses[name]
        }
        return false
    }

    /// Whether code gives `property` of `holder` words, an image or a menu (`FileFacts.configured`):
    /// the holder's own code, a superclass's, a subclass's or a protocol extension's it conforms
    /// to, or any code through another object's reference (`cell.btnPaste.setTitle(…)`). With no
    /// holder known, any type's property of that name.
    func configures(_ property: String, of holder: String?) -> Bool {
        if configured.contains(property) { return true }
        guard let holder else { return configured.contains { $0.hasSuffix(".\(property)") } }
        var family = subclasses(of: holder)
        var current: String? = holder
        while let name = current, !family.contains(name) {
            family.append(name)
            current = superclasses[name]
        }
        let conformances = family.flatMap { types(named: $0).flatMap(\.facts.inherited) }
        return (family + conformances).contains { configured.contains("\($0).\(property)") }
    }

    /// The project's classes that inherit from `base` (not `base` itself), sorted.
    func subclasses(of base: String) -> [String] {
        superclasses.keys.filter { $0 != base && inherits($0, from: base) }.sorted()
    }

    /// Whether a `PreviewProvider` makes a type of this simple name and no other code does: only
    /// Xcode's previews show it. (A `#Preview { … }` is not read as code, so a view it alone shows
    /// is not known to be one.)
    func isShownOnlyInPreviews(_ type: String) -> Bool {
        let constructed = derived.lock.withLock { () -> (previews: Set<String>, app: Set<String>) in
            if let known = derived.constructions { return known }
            let previews = Set(files.flatMap { file in
                file.types.filter { $0.inherited.contains("PreviewProvider") }.map(\.name)
            })
            var found: (previews: Set<String>, app: Set<String>) = ([], [])
            for file in files {
                for function in file.functions {
                    let names = function.constructs.map(\.lastNameComponent)
                    if function.owner.map(previews.contains) ?? false {
                        found.previews.formUnion(names)
                    } else {
                        found.app.formUnion(names)
                    }
                }
            }
            derived.constructions = found
            return found
        }
        let name = type.lastNameComponent
        return constructed.previews.contains(name) && !constructed.app.contains(name)
    }

    /// Whether the project's Swift declares this type itself, not only extends it (a class
    /// written in Objective-C and extended in Swift is not).
    func declaresOwnType(_ type: String) -> Bool {
        types(named: type).contains { $0.facts.kind != .extension }
    }

    /// Whether the project declares a type of this (dotted or simple) name.
    func declares(_ type: String) -> Bool { typesByName[type] != nil }

    /// A view or view controller: a SwiftUI view, or a class that descends from a UIKit view or
    /// view controller, as far as the project shows.
    func isView(_ type: String) -> Bool {
        let named = types(named: type)
        let declarations = named.isEmpty ? types(named: type.lastNameComponent) : named
        guard !declarations.isEmpty else { return false }
        return declarations.contains { declaration in
            declaration.facts.inherited.contains { inherited in
                inherited == "View" || inherited.hasSuffix("ViewController") || inherited.hasSuffix("View")
                    || inherited.hasSuffix("Controller")
                    || ancestors(of: inherited).contains { $0.hasSuffix("ViewController") || $0 == "UIView" }
            }
        }
    }

    /// Whether a class is a view controller: it or an ancestor is named `…Controller` (UIKit's
    /// view controllers, and the project's own bases that descend from them), as far as the
    /// project shows. An extension of a type the project does not declare is assumed to be one.
    func isViewController(_ name: String) -> Bool {
        if name.hasSuffix("Controller") { return true }
        guard typesByName[name] != nil else { return true }
        return ancestors(of: name).contains { $0.hasSuffix("Controller") }
    }

    private func ancestors(of name: String) -> [String] {
        var found: [String] = []
        var current = superclasses[name]
        while let next = current, !found.contains(next), found.count < 32 {
            found.append(next)
            current = superclasses[next]
        }
        return found
    }

    /// Functions a type runs: its own and its extensions', then its project superclasses'.
    private func functions(of type: String) -> [Function] { functions(functionPlaces(of: type)) }

    /// Those of one name. Names are compared in place: copying all of a type's functions to
    /// keep one name was most of a reachability search's time.
    private func functions(of type: String, named name: String) -> [Function] {
        functions(functionPlaces(of: type).filter { files[Int($0.file)].functions[Int($0.index)].name == name })
    }

    private func functionPlaces(of type: String) -> [Place] {
        var result = functionsByOwner[type] ?? []
        let simpleName = type.lastNameComponent
        for ancestor in ancestors(of: simpleName) {
            result += functionsByOwner[ancestor] ?? []
        }
        return result
    }

    /// `callees(_:from:)` remembered for one search: code of one type calls the same names.
    private struct Callees {
        let index: ProjectIndex
        private var known: [Site: [Function]] = [:]
        /// Each owner's functions (its superclasses' too) by name, grouped when the search first
        /// meets the owner: filtering them by name for each call compared a large type's every
        /// function name again and again.
        private var byOwner: [String: [String: [Place]]] = [:]

        private struct Site: Hashable {
            var name: String
            var owner: String?
        }

        init(index: ProjectIndex) { self.index = index }

        mutating func callAsFunction(_ name: String, from owner: String?) -> [Function] {
            let site = Site(name: name, owner: owner)
            if let found = known[site] { return found }
            let found = callees(of: owner)(name)
            known[site] = found
            return found
        }

        /// The callees of each call made by code of `owner`, its functions grouped once: a
        /// search asks this once per function it reaches, then looks up each call's name alone.
        mutating func callees(of owner: String?) -> (String) -> [Function] {
            var table: [String: [Place]]?
            if let owner {
                if byOwner[owner] == nil {
                    byOwner[owner] = Dictionary(grouping: index.functionPlaces(of: owner)) {
                        index.files[Int($0.file)].functions[Int($0.index)].name
                    }
                }
                table = byOwner[owner]
            }
            return { [index] name in
                let own = index.functions(table?[name])
                return own.isEmpty ? index.callees(name, from: nil) : own
            }
        }
    }

    /// The functions a call by `name` from code of `owner` runs: its type's own of that name,
    /// else the project's only function of that name; none when two or more share it.
    private func callees(_ name: String, from owner: String?) -> [Function] {
        if let owner {
            let own = functions(of: owner, named: name)
            if !own.isEmpty { return own }
        }
        let all = functionsByName[name] ?? []
        return all.count == 1 ? functions(all) : []
    }

    /// Every presentation reachable from a type: what an extension's principal class (or the
    /// view it hosts, from another module) can put on screen. A type whose name two files
    /// declare (an extension's own `ContentView` and the app's, a `LoggedOutViewController` in
    /// two modules) is the one declared under `folder` (the extension's) when one is; otherwise
    /// the search does not guess between them and stops there.
    func presentations(reachableFrom type: String, within folder: String? = nil) -> [Reached] {
        var results: [Reached] = []
        var seenTypes: Set<String> = []
        var seenFunctions: Set<Function.Key> = []
        // A function is queued once, by the first chain that reaches it (the one that would
        // be kept): 1,000 classes of one name, each calling `super`, made a million entries.
        var queued: Set<Function.Key> = []
        var callees = Callees(index: self)
        // What each step reached, with the step before it (-1: none), made into a chain only for
        // a presentation. With the chain copied for each function reached, and each call looked
        // up by owner and name, ownCloud's three searches took 34 M instructions; now 23 M.
        enum Reaching { case type(String), function(Function) }
        var steps: [(reached: Reaching, previous: Int)] = []
        func chain(to last: Int) -> [Step] {
            var chain: [Step] = []
            var at = last
            while at >= 0 {
                switch steps[at].reached {
                case .type(let name): chain.append(Step(name: name, location: typeLocation(name)))
                case .function(let function): chain.append(Step(name: function.displayName, location: function.location))
                }
                at = steps[at].previous
            }
            return chain.reversed()
        }
        // Whether a type is a view the search follows, asked once for each name it meets.
        var views: [String: Bool] = [:]
        func isFollowedView(_ name: String) -> Bool {
            if let known = views[name] { return known }
            let followed = isView(name)
            views[name] = followed
            return followed
        }
        // Each entry: a type or a function, the last step of its chain and the chain's length.
        var queue: [(type: String?, function: Function?, last: Int, length: Int)] = [(type, nil, -1, 0)]
        var next = 0
        while next < queue.count {
            let (type, function, last, length) = queue[next]
            next += 1
            guard length <= Self.maximumDepth else { continue }
            var toRun: [Function] = []
            if let type, seenTypes.insert(type).inserted {
                // Where the type is declared (not extended) in two files or more, which one.
                let declarations = types(named: type)
                let declared = declarations.filter { $0.facts.kind != .extension && $0.facts.kind != .protocol }
                var chosen: ((String) -> Bool)? = nil
                if Set(declared.map(\.path)).count > 1 {
                    guard let folder, declared.contains(where: { $0.path.hasPrefix(folder) }) else { continue }
                    chosen = { $0.hasPrefix(folder) }
                }
                // The chosen type's own functions; its ancestors' stay whatever file holds them.
                toRun = functions(of: type).filter { function in
                    chosen.map { $0(function.path) || function.facts.owner?.lastNameComponent != type.lastNameComponent } ?? true
                }
                for declaration in declarations where chosen?(declaration.path) ?? true {
                    for stored in declaration.facts.propertyTypes where isFollowedView(stored) {
                        steps.append((.type(stored), last))
                        queue.append((stored, nil, steps.count - 1, length + 1))
                    }
                }
            }
            if let function { toRun.append(function) }
            for function in toRun where seenFunctions.insert(function.key).inserted {
                steps.append((.function(function), last))
                let here = steps.count - 1
                if !function.facts.presentations.isEmpty {
                    let hereChain = chain(to: here)
                    for presentation in function.facts.presentations {
                        results.append(
                            Reached(
                                presentation: presentation,
                                location: SourceLocation(file: function.path, line: presentation.line, column: presentation.column),
                                chain: hereChain))
                    }
                }
                for constructed in function.facts.constructs where isFollowedView(constructed) && declares(constructed) {
                    steps.append((.type(constructed), here))
                    queue.append((constructed, nil, steps.count - 1, length + 2))
                }
                guard length + 1 <= Self.maximumDepth else { continue }
                let calleesOf = callees.callees(of: function.facts.owner)
                // What the type's code can put on screen, whenever it runs: its actions' handlers too.
                for call in function.facts.calls + function.facts.deferredCalls {
                    for callee in calleesOf(call)
                    where !seenFunctions.contains(callee.key) && queued.insert(callee.key).inserted {
                        queue.append((nil, callee, here, length + 1))
                    }
                }
            }
        }
        return results
    }

    /// What an image or view the code names elsewhere draws: the SF Symbols and assets named in
    /// the code of `Type.member` (a static property or a method without arguments:
    /// `Assets.Images.nextUnread`, `UIImage.ellipsisNavigation()`), of the project's only member
    /// of that name when the type is not written (`.ellipsisNavigation()`, a bar item a helper
    /// makes: `customBackButton`), or of a view's `body` (`MoreIcon()`, `BackNav()`: member nil);
    /// nil unless exactly one such code is found and it draws one image: one asset, or one symbol
    /// in its variants (`ellipsis` on iOS 26, `ellipsis.circle` before). A view that draws several
    /// (a menu with its items' symbols) says nothing about its own look. Code that names no image
    /// is followed into the one function of the project it calls that draws one
    /// (`customBackButton` → `backButtonWithColor(_:)` → `UIImage(named: "back")`). A
    /// `ToolbarContent` type is left out: its body is a toolbar's content, checked where it is
    /// declared. A member named without a type in the code of `owner` (`leftBarButtonItem`,
    /// `self.backItem`) is that type's own when it (or an ancestor) declares one: apps give many
    /// view controllers a property of the same name.
    func imagesDrawn(by member: String?, of type: String?, in owner: String? = nil) -> (symbols: [String], assets: [String], step: Step)? {
        if member == nil, let type, types(named: type).contains(where: { $0.facts.inherited.contains("ToolbarContent") }) {
            return nil
        }
        let found: [Function]
        switch (member, type) {
        case (let member?, _): found = functions(named: member, of: type, in: owner)
        case (nil, let type?):
            // A SwiftUI view draws in its body; a UIKit view wrapped for SwiftUI
            // (`UIViewRepresentable`), in the view `makeUIView` makes.
            let body = functions(of: type, named: "body")
            found = body.isEmpty ? functions(of: type, named: "makeUIView") : body
        case (nil, nil): found = []
        }
        guard found.count == 1 else { return nil }
        return imagesDrawn(by: found[0], depth: 0)
    }

    /// Whether the project declares a function or property of this name.
    func declaresFunction(named name: String) -> Bool { functionsByName[name] != nil }

    /// The names of the project's functions and properties that `matching` accepts, sorted.
    func functionNames(matching: (String) -> Bool) -> [String] {
        functionsByName.keys.filter(matching).sorted()
    }

    /// The functions a call of `member` may name: the type's when given, else the caller's own,
    /// else every one of that name.
    private func functions(named member: String, of type: String?, in owner: String?) -> [Function] {
        if let type { return functions(of: type, named: member) }
        let owned = owner.map { functions(of: $0, named: member) } ?? []
        return owned.isEmpty ? functions(functionsByName[member]) : owned
    }

    /// The project's function a call names (`UIUtils.createLeftBackButton(target:action:)`,
    /// `customBackButton()`): by its type when given, else the caller's own member, else the one
    /// file that declares the name. Overloads count as one (the first stands for them); nil when
    /// the project declares none, or the name is another type's as well.
    func helper(named member: String, of type: String?, in owner: String? = nil) -> Step? {
        let found = functions(named: member, of: type, in: owner)
        guard let first = found.first, Set(found.map { $0.facts.owner ?? "" }).count == 1 else { return nil }
        return Step(name: first.displayName, location: first.location)
    }

    /// Whether `method`, a function the project adds to `UIImage`, draws a new bitmap (with a
    /// `UIGraphicsImageRenderer` or `UIGraphicsBeginImageContext…`), itself or through another
    /// such method it calls: the picture it returns has lost its symbol's or its asset's name
    /// (`UIImage(systemName: "xmark")?.navIcon()`, `image.resized(to: size)`).
    func redrawsImage(_ method: String) -> Bool {
        func redraws(_ name: String, depth: Int) -> Bool {
            functions(of: "UIImage", named: name).contains { function in
                let facts = function.facts
                if (facts.constructs + facts.calls).contains(where: { $0.hasPrefix("UIGraphicsImageRenderer") || $0.hasPrefix("UIGraphicsBeginImageContext") }) {
                    return true
                }
                return depth < 2 && facts.calls.contains { $0 != name && redraws($0, depth: depth + 1) }
            }
        }
        return redraws(method, depth: 0)
    }

    /// What one member of a type returns as text (`var title: String { switch self { case
    /// .newest: return "Newest First" … } }`): its literals and type-rooted dotted names, with
    /// the member; nil unless the type (or one nested type of that name) has one such member.
    func returnedTitles(of type: String, member: String) -> (texts: [String], paths: [String], step: Step)? {
        var found = functions(of: type, named: member)
        if found.isEmpty {
            found = functions(functionsByName[member]).filter { $0.facts.owner?.lastNameComponent == type.lastNameComponent }
        }
        guard found.count == 1, !found[0].facts.returnedTexts.isEmpty || !found[0].facts.returnedPaths.isEmpty else { return nil }
        return (found[0].facts.returnedTexts, found[0].facts.returnedPaths, Step(name: found[0].displayName, location: found[0].location))
    }

    /// How many cases the enum of this name declares, when the project has one type of the name
    /// and it is an enum with cases (`ForEach(Sort.allCases)` shows that many items).
    func caseCount(of type: String) -> Int? {
        let found = types(named: type).filter { $0.facts.kind != .extension }
        guard found.count == 1, found[0].facts.kind == .enum, found[0].facts.caseCount > 0 else { return nil }
        return found[0].facts.caseCount
    }

    /// Whether every function of this name (no more than `maximumNameCollisions` of them) asks
    /// before it goes on: it presents an alert or a confirmation dialog, makes a
    /// `UIAlertController`, or toggles state (`showDeleteAlert.toggle()`) that presents one.
    /// With `type`, that type's function of the name (its ancestors' too) when it has one.
    func asksFirst(_ name: String, of type: String? = nil) -> Bool {
        var all = functions(functionsByName[name])
        if let type {
            let owned = functions(of: type, named: name)
            if !owned.isEmpty { all = owned }
        }
        guard (1...Self.maximumNameCollisions).contains(all.count) else { return false }
        return all.allSatisfy { function in
            function.facts.calls.contains("toggle") || function.facts.constructs.contains("UIAlertController")
                || function.facts.presentations.contains { $0.kind == .alert || $0.kind == .confirmationDialog }
        }
    }

    /// Calls followed from code that names no image to the code that does (`imagesDrawn`).
    private static let drawingCallDepth = 3

    private func imagesDrawn(by drawer: Function, depth: Int) -> (symbols: [String], assets: [String], step: Step)? {
        let facts = drawer.facts
        guard facts.symbols.isEmpty && facts.assets.isEmpty && facts.returnedTexts.isEmpty else {
            // A function that names no image but returns a symbol's name (`.ellipsisNavigation()`:
            // "ellipsis" on iOS 26, "ellipsis.circle" before), called where a symbol is named.
            let returned = facts.returnedTexts
            let namesSymbols = facts.symbols.isEmpty && facts.assets.isEmpty && returned.allSatisfy(Self.looksLikeSymbolName)
            let symbols = namesSymbols ? returned : facts.symbols, assets = facts.assets
            let bases = Set(symbols.map(Self.symbolBase))
            // One image, or one symbol in its variants; an asset beside that symbol is another
            // state of the same control (connected: `link.circle.fill`, else an asset of its own).
            guard (symbols.isEmpty && assets.count == 1) || bases.count == 1 else { return nil }
            return (symbols, assets, Step(name: drawer.displayName, location: drawer.location))
        }
        guard depth < Self.drawingCallDepth else { return nil }
        let drawn = facts.calls.compactMap { name -> (symbols: [String], assets: [String], step: Step)? in
            guard let places = functionsByName[name], places.count == 1, name != facts.name else { return nil }
            return imagesDrawn(by: function(places[0]), depth: depth + 1)
        }
        return drawn.count == 1 ? drawn[0] : nil
    }

    /// `ellipsis.circle`, `square.and.arrow.up`: lower-case words and numbers joined by dots.
    private static func looksLikeSymbolName(_ text: String) -> Bool {
        !text.isEmpty && text.first != "." && text.last != "." && !text.contains("..")
            && text.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "." }
    }

    /// A symbol without its border and fill (`ellipsis.circle.fill` → `ellipsis`).
    private static func symbolBase(_ symbol: String) -> Substring {
        var name = Substring(symbol)
        for suffix in [".fill", ".circle", ".square", ".rectangle"] where name.hasSuffix(suffix) {
            name = name.dropLast(suffix.count)
        }
        return name
    }

    /// The names by which code elsewhere draws an image (a symbol or an asset) that `matching`
    /// accepts (`imagesDrawn`): members, and the views whose body does, for a file filter.
    func imageDrawerNames(matching: (String) -> Bool) -> [String] {
        var names: Set<String> = [], drawers: Set<String> = []
        for file in files {
            for function in file.functions
            where function.symbols.contains(where: matching) || function.assets.contains(where: matching)
                || function.returnedTexts.contains(where: { Self.looksLikeSymbolName($0) && matching($0) })
            {
                names.insert(function.name == "body" ? (function.owner?.lastNameComponent ?? "") : function.name)
                drawers.insert(function.name)
            }
        }
        // Code that calls a drawer, as `imagesDrawn` follows it (`customBackButton`).
        for _ in 0..<Self.drawingCallDepth where !drawers.isEmpty {
            var callers: Set<String> = []
            for file in files {
                for function in file.functions
                where function.symbols.isEmpty && function.assets.isEmpty && function.returnedTexts.isEmpty
                    && !names.contains(function.name) && function.calls.contains(where: drawers.contains)
                {
                    callers.insert(function.name)
                }
            }
            names.formUnion(callers)
            drawers = callers
        }
        names.remove("")
        return names.sorted()
    }

    /// The chain from calls made by code of `owner` to a function that opens a share sheet: it
    /// constructs a `UIActivityViewController`, or presents a view whose code does; nil when none.
    func shareSheetChain(fromCalls calls: [String], owner: String?) -> [Step]? {
        // Most controls call nothing that leads to one: no search for them.
        let reaching = reachingShareSheets
        guard calls.contains(where: reaching.contains) else { return nil }
        return chain(fromCalls: calls, owner: owner, depth: Self.maximumDepth, to: opensShareSheet)
    }

    /// The chain from calls made by code of `owner` to a function that presents something that
    /// asks people for more (`asksForInput`), within `inputDepth` steps; nil when none.
    func inputChain(fromCalls calls: [String], owner: String?) -> [Step]? {
        // An action that first asks to confirm (an alert) has asked for nothing more: what
        // the alert's buttons then do is theirs.
        chain(fromCalls: calls, owner: owner, depth: Self.inputDepth, to: asksForInput) { function in
            !function.presentations.contains { $0.kind == .alert || $0.kind == .confirmationDialog || $0.presented == "UIAlertController" }
        }
    }

    /// An item's action is followed this far into the project's code for what it presents: an
    /// action that hands on to a coordinator or a delegate that presents is three steps deep.
    static let inputDepth = 3

    /// Whether a function presents something that asks people for more: a file or photo picker,
    /// a UIKit controller made for input (`inputControllers`), or a screen of the app's own
    /// whose name says it asks (`inputWords`: `ReportViewController`, `ListEditView`). An alert
    /// asks for input only with a text field, which these facts do not record; a screen named
    /// otherwise may only show something (`ListMembersViewController`), and a container
    /// (`UINavigationController`) or a controller of unknown type says nothing.
    private func asksForInput(_ function: FunctionFacts) -> Bool {
        function.presentations.contains { presentation in
            switch presentation.kind {
            case .fileImporter, .fileExporter, .photosPicker: return true
            case .alert, .confirmationDialog: return false
            case .present, .sheet, .fullScreenCover, .popover:
                guard let presented = presentation.presented else { return false }
                if Self.inputControllers.contains(presented) { return true }
                return declaresOwnType(presented) && Self.namesInput(presented)
            }
        }
    }

    /// Words of a type's name that say the screen asks for something.
    static let inputWords: Set<String> = [
        "add", "compose", "composer", "create", "creation", "edit", "editor", "editing", "form", "input", "new",
        "picker", "rename", "report", "select", "selection", "selector", "chooser",
    ]

    /// Whether a type's name holds one of `inputWords` as a word of its own (`ReportViewController`,
    /// not `ReportsListViewController`'s `Reports`, nor `Newsfeed`'s `New`).
    static func namesInput(_ type: String) -> Bool {
        ActionHandlers.words(type.lastNameComponent).contains(where: inputWords.contains)
    }

    /// UIKit's controllers that ask people to choose, compose or share.
    static let inputControllers: Set<String> = [
        "UIImagePickerController", "PHPickerViewController", "UIDocumentPickerViewController",
        "UIFontPickerViewController", "UIColorPickerViewController", "UIActivityViewController",
        "MFMailComposeViewController", "MFMessageComposeViewController", "CNContactPickerViewController",
    ]

    /// A web page's or a document's viewer (`SFSafariViewController`, a `SafariView` or `WebView`
    /// of the app's own, `PDFViewerView`, `QLPreviewController`, `AVPlayerViewController`): it
    /// shows content and asks for nothing.
    static func showsContent(_ type: String) -> Bool {
        type.contains("Safari") || type.contains("Browser") || type.hasSuffix("WebView") || type.hasSuffix("WebViewController")
            || type.contains("Viewer") || ["QLPreviewController", "AVPlayerViewController"].contains(type)
    }

    /// The chain from calls made by code of `owner` to the first function, breadth first, for
    /// which `reached` holds, within `depth` steps; each call resolved as `Callees` does (the
    /// owner's own function of that name, else the project's only one), never guessed.
    private func chain(
        fromCalls calls: [String], owner: String?, depth: Int, to reached: (FunctionFacts) -> Bool,
        through: (FunctionFacts) -> Bool = { _ in true }
    ) -> [Step]? {
        var seen: Set<Function.Key> = []
        var queued: Set<Function.Key> = []  // as in `presentations(reachableFrom:)`
        var callees = Callees(index: self)
        var queue: [(Function, [Step])] = []
        for name in calls {
            for callee in callees(name, from: owner) where queued.insert(callee.key).inserted { queue.append((callee, [])) }
        }
        var next = 0
        while next < queue.count {
            let (function, chain) = queue[next]
            next += 1
            guard chain.count < depth, seen.insert(function.key).inserted else { continue }
            let here = chain + [Step(name: function.displayName, location: function.location)]
            if reached(function.facts) { return here }
            guard here.count < depth, through(function.facts) else { continue }
            for call in function.facts.calls {
                for callee in callees(call, from: function.facts.owner)
                where !seen.contains(callee.key) && queued.insert(callee.key).inserted {
                    queue.append((callee, here))
                }
            }
        }
        return nil
    }

    private func opensShareSheet(_ function: FunctionFacts) -> Bool {
        if function.constructs.contains("UIActivityViewController") && !function.presentations.isEmpty {
            return true
        }
        return function.presentations.contains { presentation in
            guard presentation.kind != .alert, presentation.kind != .confirmationDialog,
                let presented = presentation.presented
            else { return false }
            return presented == "UIActivityViewController" || wrapsActivityController(presented)
        }
    }

    /// A type of the project whose code constructs a `UIActivityViewController` (a SwiftUI wrapper).
    func wrapsActivityController(_ type: String) -> Bool {
        functionPlaces(of: type).contains {
            files[Int($0.file)].functions[Int($0.index)].constructs.contains("UIActivityViewController")
        }
    }

    /// The types whose functions make a `UIActivityViewController` (`wrapsActivityController`),
    /// by their last name: a SwiftUI sheet that shows one is a share sheet.
    var activityControllerWrapperNames: [String] {
        Set(files.flatMap { file in
            file.functions.filter { $0.constructs.contains("UIActivityViewController") }.compactMap { function in
                function.owner.map(\.lastNameComponent)
            }
        }).sorted()
    }

    /// Names of the functions that make a `UIActivityViewController` and return it.
    var activityControllerFactoryNames: [String] {
        Set(files.flatMap { $0.functions.filter(\.returnsActivityController).map(\.name) }).sorted()
    }

    /// The calls from which a share sheet can open, for a file filter (a superset: a file that
    /// makes none of them cannot reach one): the names of the functions that can, within the
    /// bounds of `shareSheetChain`, walked backwards from the functions that open one, a caller
    /// at a time, resolving each call as `shareSheetChain` does. A name that more than
    /// `maximumNameCollisions` functions share (`update`, `render`) leads only to its caller's
    /// own type, so it comes with the types from whose code a call of it can reach one, by last
    /// name: those whose own function of that name does, and their subclasses.
    var callsReachingShareSheets: [(name: String, fromTypes: [String]?)] {
        let names = reachingShareSheets.sorted()
        let owners = derived.lock.withLock { derived.ownersReachingShareSheets }
        // Each class's ancestors, found once for all the names (finding them again for each
        // name was most of this).
        var classes: [(name: String, ancestors: [String])]?
        return names.map { name in
            guard (functionsByName[name]?.count ?? 0) > Self.maximumNameCollisions else { return (name, nil) }
            let reaching = Set((owners[name] ?? []).map(\.lastNameComponent))
            if classes == nil { classes = superclasses.keys.map { ($0, ancestors(of: $0)) } }
            let subclasses = classes!.filter { !reaching.isDisjoint(with: $0.ancestors) }.map(\.name)
            return (name, reaching.union(subclasses).filter { !$0.isEmpty }.sorted())
        }
    }

    private var reachingShareSheets: Set<String> {
        derived.lock.withLock {
            if let known = derived.namesReachingShareSheets { return known }
            let (names, owners) = findNamesReachingShareSheets()
            derived.namesReachingShareSheets = names
            derived.ownersReachingShareSheets = owners
            return names
        }
    }

    private func findNamesReachingShareSheets() -> (Set<String>, [String: Set<String>]) {
        var reaching: Set<Function.Key> = []
        var level: [Function] = []
        // Functions are read in place: a copy of one retains six strings and arrays, and every
        // function of the project is visited once per level.
        for file in files.indices {
            files[file].functions.withUnsafeBufferPointer { functions in
                for index in functions.indices where opensShareSheet(functions[index]) {
                    let function = Function(path: files[file].path, file: Int32(file), facts: functions[index])
                    if reaching.insert(function.key).inserted { level.append(function) }
                }
            }
        }
        guard !level.isEmpty else { return ([], [:]) }
        var resolved: [String: Set<Function.Key>] = [:]  // name + owner → keys of the functions a call runs
        var names = Set(level.map(\.facts.name))
        var owners: [String: Set<String>] = [:]
        for function in level { owners[function.facts.name, default: []].insert(function.facts.owner ?? "") }
        for _ in 1..<Self.maximumDepth where !level.isEmpty {
            let reachedByName = Dictionary(grouping: level, by: \.facts.name).mapValues { Set($0.map(\.key)) }
            // Every call of the project is a candidate; one whose length and first byte no
            // reached name has is passed over without hashing it (nearly all are: hashing those
            // of the right length alone was half of this).
            var gate = [Bool](repeating: false, count: 64 << 8)
            for name in reachedByName.keys { gate[Self.gateSlot(name)] = true }
            var next: [Function] = []
            for file in files.indices {
                files[file].functions.withUnsafeBufferPointer { functions in
                    for index in functions.indices {
                        for name in functions[index].calls where gate[Self.gateSlot(name)] {
                            guard let reachedKeys = reachedByName[name] else { continue }
                            let caller = Function(path: files[file].path, file: Int32(file), facts: functions[index])
                            let callerKey = caller.key
                            guard !reaching.contains(callerKey) else { break }
                            let lookup = "\(name)\0\(caller.facts.owner ?? "")"
                            if resolved[lookup] == nil {
                                resolved[lookup] = Set(callees(name, from: caller.facts.owner).map(\.key))
                            }
                            guard !resolved[lookup]!.isDisjoint(with: reachedKeys) else { continue }
                            reaching.insert(callerKey)
                            next.append(caller)
                            names.insert(caller.facts.name)
                            owners[caller.facts.name, default: []].insert(caller.facts.owner ?? "")
                            break
                        }
                    }
                }
            }
            level = next
        }
        return (names, owners)
    }

    /// A name's length (up to 63) and first byte, as one number.
    private static func gateSlot(_ name: String) -> Int {
        let utf8 = name.utf8
        return min(utf8.count, 63) << 8 | Int(utf8.first ?? 0)
    }

    /// Functions called `name` that make a `UIActivityViewController` for the caller to present,
    /// when every function of that name does (so the call is one of them), with whether each sets
    /// a popover anchor.
    func activityControllerFactories(named name: String) -> [(location: SourceLocation, anchored: Bool)]? {
        let all = functions(functionsByName[name])
        return all.count <= Self.maximumNameCollisions ? factories(all) : nil
    }

    /// The same for a call on a value of type `owner` (`builder.build(with:)`, `builder` a
    /// `ShareSheetBuilder`): that type's functions of the name (its superclasses' too), however
    /// many other types have one.
    func activityControllerFactories(named name: String, on owner: String) -> [(location: SourceLocation, anchored: Bool)]? {
        factories(functions(of: owner, named: name))
    }

    /// Functions a call may be, when there are some and every one makes a `UIActivityViewController`,
    /// each anchored when it sets the anchor itself or through a function of its type it calls
    /// (`setupPopover(vc)`).
    private func factories(_ all: [Function]) -> [(location: SourceLocation, anchored: Bool)]? {
        guard !all.isEmpty, all.allSatisfy(\.facts.returnsActivityController) else { return nil }
        return all.map { factory in
            let anchored = factory.facts.setsPopoverAnchor
                || factory.facts.calls.contains { callee in
                    let helpers = factory.facts.owner.map { functions(of: $0, named: callee) } ?? []
                    return !helpers.isEmpty && helpers.allSatisfy(\.facts.setsPopoverAnchor)
                }
            return (factory.location, anchored)
        }
    }

    private func typeLocation(_ type: String) -> SourceLocation {
        guard let declaration = types(named: type).first else { return SourceLocation(file: "", line: 0, column: 0) }
        return SourceLocation(file: declaration.path, line: declaration.facts.line, column: declaration.facts.column)
    }
}
