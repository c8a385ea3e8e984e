import SwiftSyntax

/// Lines of a file that people using the iOS app never meet, which iOS rules don't judge: the
/// active clauses of `#if os(macOS)`, `#if os(watchOS)`, `#if os(tvOS)`, `#if os(visionOS)`,
/// `#if targetEnvironment(macCatalyst)`, the `#else` of `#if os(iOS)` and of `#if !targetEnvironment(macCatalyst)`, the body of an `if` that tests for the Mac
/// (`isMacCatalystApp`, `isiOSAppOnMac`, or an app's own `isCatalyst` flag), SwiftUI previews
/// (`#Preview { … }`, a type conforming to `PreviewProvider`), which only Xcode shows, and
/// `#if DEBUG` (or `#if !RELEASE`) code, the body of an `if` that tests a flag naming a
/// developer's build or person (`if Environment.isDebug`, `if ServerProperties.isInternalUser`),
/// and files in a developer's folder (`Debug/`): a developer's screens and menus, which release
/// builds leave out or hide; and files in a folder named for the Mac (`Mac/`, `Modals-macOS/`).
struct UnshippedCode {
    private(set) var lines = LineRanges()

    init(_ file: SwiftFile) {
        if Self.isDeveloperScreen(file.path) || Self.isMacFolder(file.path) {
            lines = LineRanges(all: true)
            return
        }
        guard Self.mentions.matches(file.text) else { return }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        lines = LineRanges(finder.nodes, in: file)
    }

    func contains(line: Int) -> Bool { lines.contains(line) }

    /// A file's, worked out once (the bar rules and the linter's filter of findings both ask).
    static func of(_ file: SwiftFile) -> UnshippedCode { file.memoized(.unshippedCode) { UnshippedCode(file) } }

    /// Whether an `#if` clause builds only for other platforms than iOS: `#if os(macOS)`,
    /// `#elseif os(watchOS)`, `#if !os(iOS)` (not an `||` with iOS), and the `#else` of `#if os(iOS)`
    /// or of `#if !targetEnvironment(macCatalyst)` (the Mac's, then).
    static func isOtherPlatforms(_ clause: IfConfigClauseSyntax) -> Bool {
        func condition(_ clause: IfConfigClauseSyntax) -> String? { clause.condition?.trimmedSource.filter { !$0.isWhitespace } }
        if let condition = condition(clause), platforms.contains(condition) || condition == "!os(iOS)" { return true }
        guard clause.poundKeyword.tokenKind == .poundElse, let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) else {
            return false
        }
        return clauses.contains { ["os(iOS)", "!targetEnvironment(macCatalyst)"].contains(condition($0)) }
    }

    /// `#if DEBUG`, or a build that is not the release one (`#if !RELEASE`, `#if !APPSTORE`), alone:
    /// `#if DEBUG || BETA` ships in a beta.
    static func isDebugOnly(_ clause: IfConfigClauseSyntax) -> Bool {
        guard clause.poundKeyword.tokenKind != .poundElse, let condition = clause.condition?.trimmedSource.filter({ !$0.isWhitespace })
        else { return false }
        return condition == "DEBUG" || notReleaseConditions.contains(condition)
    }

    /// A file in a folder of a developer's screens (`Debug/`, `Developer Menu/`, `DevTools/`): apps
    /// keep their debug menus there, behind a switch release builds don't show. (`Debugging/` is not
    /// one: apps name their users' logging settings so.) A file named for a developer's menu
    /// (`DebugMenuView.swift`, `DeveloperMenuViewController.swift`) is one too, wherever it lies.
    static func isDeveloperScreen(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        if let file = parts.last?.lowercased(), developerMenuFiles.contains(where: file.hasPrefix) { return true }
        return parts.dropLast().contains { developerFolders.contains($0.lowercased()) }
    }

    private static let developerMenuFiles = ["debugmenu", "developermenu", "devmenu"]

    /// A file in a folder named for the Mac (`Mac/`, `macOS/`, `Modals-macOS/`): the Mac's code.
    static func isMacFolder(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { folder in
            let name = folder.lowercased()
            return name == "mac" || name == "macos" || ["-macos", "_macos", "-mac", "_mac"].contains(where: name.hasSuffix)
        }
    }

    private static let developerFolders: Set<String> = [
        "debug", "debugmenu", "debug menu", "developer", "developermenu", "developer menu", "developersettings", "devmenu", "devtools",
    ]

    private static let notReleaseConditions: Set<String> = ["!RELEASE", "!APPSTORE", "!APP_STORE", "!PRODUCTION"]

    /// Words without which a file has no such code: the tree walk is skipped.
    private static let mentions = KeywordFilter([
        "macOS", "watchOS", "tvOS", "visionOS", "Catalyst", "iOSAppOnMac", "#Preview", "PreviewProvider", "os(iOS)", "DEBUG", "RELEASE", "APPSTORE", "APP_STORE", "PRODUCTION",
        "isDebug", "isDevBuild", "isDeveloperBuild", "isInternal", "showDebugMenu",
    ])
    private static let platforms = ["os(macOS)", "os(watchOS)", "os(tvOS)", "os(visionOS)", "targetEnvironment(macCatalyst)"]
    private static let macTests = ["isMacCatalystApp", "isiOSAppOnMac", "isCatalyst"]
    /// Flags that say the build, or the person using it, is a developer's. Not a setting people
    /// may turn on (`isDebugModeEnabled`, `developerMode`), nor `isBeta` or `isTestFlight`: testers
    /// outside the team see what those show.
    private static let developerFlags: Set<String> = [
        "isDebug", "isDebugBuild", "isDebugMode", "isDevBuild", "isDeveloperBuild", "isInternalBuild", "isInternalUser",
        "showDebugMenu",
    ]

    /// Whether an `if` tests one developer's flag alone (`if isDebug`, `if Bundle.main.isDebugBuild`).
    static func testsDeveloperFlag(_ conditions: String) -> Bool {
        guard conditions.count < 80, conditions.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }) else {
            return false
        }
        return conditions.split(separator: ".").last.map { developerFlags.contains(String($0)) } ?? false
    }

    private final class Finder: SyntaxVisitor {
        var nodes: [Syntax] = []

        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            guard UnshippedCode.isOtherPlatforms(node) || UnshippedCode.isDebugOnly(node), let elements = node.elements else {
                return .visitChildren
            }
            nodes.append(Syntax(elements))
            return .skipChildren
        }

        override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
            let conditions = node.conditions.trimmedSource
            if conditions.count < 80, !conditions.contains("!"), !conditions.contains("||"),
                UnshippedCode.macTests.contains(where: { conditions.hasSuffix($0) })
                    || UnshippedCode.testsDeveloperFlag(conditions)
            {
                nodes.append(Syntax(node.body))
            }
            return .visitChildren
        }

        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.macroName.text == "Preview" else { return .visitChildren }
            nodes.append(Syntax(node))
            return .skipChildren
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.macroName.text == "Preview" else { return .visitChildren }
            nodes.append(Syntax(node))
            return .skipChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { preview(node) }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { preview(node) }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { preview(node) }

        /// A `PreviewProvider` type (or an extension that makes one): all of it.
        private func preview(_ node: some DeclGroupSyntax) -> SyntaxVisitorContinueKind {
            let isPreview = node.inheritanceClause?.inheritedTypes.contains {
                $0.type.trimmedSource.lastNameComponent == "PreviewProvider"
            }
            guard isPreview == true else { return .visitChildren }
            nodes.append(Syntax(node))
            return .skipChildren
        }
    }
}

/// The lines some nodes of a file span, first to last.
struct LineRanges {
    private var ranges: [ClosedRange<Int>] = []

    init(all: Bool = false) { ranges = all ? [1...Int.max] : [] }

    init(_ nodes: [Syntax], in file: SwiftFile) {
        ranges = nodes.map { node in
            file.location(of: node).line...file.lines.location(for: node.endPositionBeforeTrailingTrivia).line
        }
    }

    func contains(_ line: Int) -> Bool { ranges.contains { $0.contains(line) } }
}
