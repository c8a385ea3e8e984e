import Foundation
import SwiftParser
import SwiftSyntax

/// Folders whose code only a developer's own apps build: an Xcode project whose every app target
/// is a developer's (`Inspector`, a component showcase beside the app), and the local Swift
/// package modules that only such targets use (`Scenarios`, linked by `NHS-COVID-19-Internal` and
/// by no app people install). Their screens never reach people, so no rule judges them.
///
/// A target is a developer's by its name's words (`Internal`, `Debug`, `Demo`, `Showcase`,
/// `Previews` …); frameworks and extensions always ship. Nothing is left out unless some app target of the
/// projects ships: a repository of demos alone is what the user asked to lint.
struct DeveloperBuilds {
    /// Folders, each with a trailing slash.
    let folders: [String]

    init(projects: [(folder: String, text: String)], manifests: [String]) {
        let targets = projects.map { (folder: $0.folder, targets: Self.targets(inProject: $0.text)) }
        let shipping = targets.flatMap(\.targets).filter { !$0.isDevelopers }
        guard !shipping.isEmpty else {
            folders = []
            return
        }
        var found: [String] = []
        // Projects that build developers' apps alone, unless a shipping project lies inside.
        let shippingFolders = targets.filter { $0.targets.contains { !$0.isDevelopers } }.map(\.folder)
        for project in targets where !project.targets.isEmpty && project.targets.allSatisfy(\.isDevelopers) {
            if !shippingFolders.contains(where: { $0.hasPrefix(project.folder) }) { found.append(project.folder) }
        }
        // Package modules that developers' targets reach and shipping ones don't.
        let packages = manifests.sorted().compactMap(Package.read)
        let developers = targets.flatMap(\.targets).filter(\.isDevelopers)
        let shipped = Self.modules(reachedFrom: shipping.flatMap(\.products), in: packages)
        for module in Self.modules(reachedFrom: developers.flatMap(\.products), in: packages) where !shipped.contains(module) {
            found.append(module.folder)
        }
        folders = Array(Set(found)).sorted()
    }

    func contains(_ path: String) -> Bool { folders.contains(where: path.hasPrefix) }

    // MARK: Xcode targets

    private struct Target {
        var isDevelopers: Bool
        /// The Swift package products it links.
        var products: [String]
    }

    private static func targets(inProject text: String) -> [Target] {
        guard let root = try? PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil) as? [String: Any],
            let objects = root["objects"] as? [String: Any]
        else { return [] }
        var found: [Target] = []
        for case let target as [String: Any] in objects.values where target["isa"] as? String == "PBXNativeTarget" {
            // Tests ship nothing; frameworks and extensions ship with whichever app embeds them.
            let kind = target["productType"] as? String ?? ""
            guard !kind.contains("test"), !kind.contains("ui-testing"), let name = target["name"] as? String else { continue }
            let isApp = kind == "com.apple.product-type.application"
            let products = (target["packageProductDependencies"] as? [Any] ?? []).compactMap {
                (($0 as? String).flatMap { objects[$0] } as? [String: Any])?["productName"] as? String
            }
            found.append(Target(isDevelopers: isApp && isDevelopersName(name), products: products))
        }
        return found
    }

    /// Whether a target's name says a developer builds it for themselves: one of its words
    /// (split at case changes and punctuation) is in `developerWords`.
    static func isDevelopersName(_ name: String) -> Bool {
        ActionHandlers.words(name).contains(where: developerWords.contains)
    }

    private static let developerWords: Set<String> = [
        "internal", "debug", "dev", "demo", "example", "examples", "sample", "samples", "showcase", "inspector", "catalog",
        "gallery", "playground", "preview", "previews", "scenarios", "sandbox", "storybook",
    ]

    // MARK: Swift packages

    private struct Module: Hashable {
        var folder: String
    }

    /// The modules of the local packages that the products reach, following each target's
    /// dependencies (targets by name, products of other local packages).
    private static func modules(reachedFrom products: [String], in packages: [Package]) -> Set<Module> {
        var reached: Set<Module> = []
        var pending = products.flatMap { product in
            packages.flatMap { package in (package.products[product] ?? []).map { (package, $0) } }
        }
        while let (package, name) = pending.popLast() {
            guard let target = package.targets[name], reached.insert(Module(folder: target.folder)).inserted else { continue }
            for dependency in target.dependencies {
                if package.targets[dependency] != nil { pending.append((package, dependency)) }
                for other in packages { pending += (other.products[dependency] ?? []).map { (other, $0) } }
            }
        }
        return reached
    }

    /// What a `Package.swift` declares, read from its syntax (never run): each `.target(name:
    /// path: dependencies:)` and `.library(name: targets:)`.
    private struct Package {
        struct Module {
            var folder: String
            var dependencies: [String]
        }
        var targets: [String: Module] = [:]
        var products: [String: [String]] = [:]

        static func read(_ path: String) -> Package? {
            guard case .success(let data) = ProjectFile.read(path, limit: 1 << 20) else { return nil }
            let folder = (path as NSString).deletingLastPathComponent + "/"
            var package = Package()
            for call in Calls(viewMode: .sourceAccurate).all(in: Parser.parse(source: String(decoding: data, as: UTF8.self))) {
                guard let kind = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                    let name = call.string("name")
                else { continue }
                switch kind {
                case "target", "executableTarget":
                    let dependencies = call.argument("dependencies")?.as(ArrayExprSyntax.self)?.elements.compactMap { element in
                        element.expression.stringLiteral ?? element.expression.as(FunctionCallExprSyntax.self)?.string("name")
                    }
                    let place = call.string("path") ?? "Sources/\(name)"
                    package.targets[name] = Module(folder: folder + place + (place.hasSuffix("/") ? "" : "/"), dependencies: dependencies ?? [])
                case "library":
                    package.products[name] = call.argument("targets")?.as(ArrayExprSyntax.self)?.elements.compactMap(\.expression.stringLiteral)
                default: continue
                }
            }
            return package.targets.isEmpty ? nil : package
        }
    }

    private final class Calls: SyntaxVisitor {
        private var found: [FunctionCallExprSyntax] = []

        func all(in tree: SourceFileSyntax) -> [FunctionCallExprSyntax] {
            walk(tree)
            return found
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            found.append(node)
            return .visitChildren
        }
    }
}

extension FunctionCallExprSyntax {
    fileprivate func argument(_ label: String) -> ExprSyntax? { arguments.first { $0.label?.text == label }?.expression }
    fileprivate func string(_ label: String) -> String? { argument(label)?.stringLiteral }
}

extension ExprSyntax {
    /// A plain string literal's text (`"Scenarios"`), no interpolation.
    fileprivate var stringLiteral: String? { self.as(StringLiteralExprSyntax.self).flatMap(LocalizationReference.plainText) }
}
