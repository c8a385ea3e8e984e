// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "hig-activity",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "hig-activity", targets: ["hig-activity"]),
        .library(name: "GuidelineKit", targets: ["GuidelineKit"]),
        .library(name: "GuidelineSearch", targets: ["GuidelineSearch"]),
        .library(name: "GuidelinePublish", targets: ["GuidelinePublish"]),
        .library(name: "GuidelineLint", targets: ["GuidelineLint"]),
        // `swift package hig-lint`, and linting a target's sources as it builds.
        .plugin(name: "HigLintCommand", targets: ["HigLintCommand"]),
        .plugin(name: "HigLintBuildTool", targets: ["HigLintBuildTool"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
        // The SDK's logging package, named for its transport protocol's logger.
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
    ],
    targets: [
        // libcmark from the system (Debian: libcmark-dev); the only Markdown parser.
        .systemLibrary(
            name: "Ccmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        // zlib from the system (Debian: zlib1g-dev): the linter inflates the PNGs of activity images.
        .systemLibrary(name: "Czlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        // Model, loading (front matter + cmark), validation, languages.
        .target(name: "GuidelineKit", dependencies: ["Ccmark", "Yams"]),
        // Tokenizer (Latin, Han, Hangul) and ranked index.
        .target(name: "GuidelineSearch", dependencies: ["GuidelineKit"]),
        // The linter: rules over Swift (swift-syntax), Info.plist files and asset catalogs; reporters.
        // Each rule is one file in Sources/GuidelineLint/Rules/; the registry of rule types is generated.
        .target(
            name: "GuidelineLint",
            dependencies: [
                "GuidelineKit", "Yams", "Czlib",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            plugins: ["RuleCataloguePlugin"]
        ),
        .target(name: "RuleCatalogueGenerator"),
        .executableTarget(name: "rule-catalogue", dependencies: ["RuleCatalogueGenerator"]),
        .plugin(name: "RuleCataloguePlugin", capability: .buildTool(), dependencies: ["rule-catalogue"]),
        // The rules' metadata, generated from the same rule files (checked in: a test fails when it
        // drifts), for everything that must not carry swift-syntax: search, the site, man pages,
        // the build-time index, exporters.
        .target(name: "GuidelineRules", dependencies: ["GuidelineKit"]),
        // Renderers: terminal, HTML, man pages, and the rules exported to other linters.
        .target(
            name: "GuidelinePublish",
            dependencies: ["GuidelineKit", "GuidelineSearch"]
        ),
        // The shipped Content/ and Templates/ compiled into the binary, so it works copied alone.
        .executableTarget(
            name: "embed-content", dependencies: ["GuidelineKit", "GuidelineSearch", "GuidelinePublish", "GuidelineRules"]),
        .plugin(name: "EmbedContentPlugin", capability: .buildTool(), dependencies: ["embed-content"]),
        .target(
            name: "BuiltinKnowledgeBase", dependencies: ["GuidelineKit", "GuidelineSearch"],
            plugins: ["EmbedContentPlugin"]),
        // The knowledge base and the linter for AI assistants: a Model Context Protocol server.
        .target(
            name: "GuidelineServer",
            dependencies: [
                "GuidelineKit", "GuidelineSearch", "GuidelinePublish", "GuidelineLint", "GuidelineRules",
                .product(name: "MCP", package: "swift-sdk"), .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The command line: parses arguments and calls the libraries.
        .executableTarget(
            name: "hig-activity",
            dependencies: [
                "GuidelineKit", "GuidelineSearch", "GuidelinePublish", "GuidelineLint", "GuidelineRules",
                "BuiltinKnowledgeBase", "GuidelineServer", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The linter for other packages: a command plugin and a build-tool plugin over the same binary.
        .plugin(
            name: "HigLintCommand",
            capability: .command(
                intent: .custom(verb: "hig-lint", description: "Report where the package breaks a Human Interface Guideline.")),
            dependencies: ["hig-activity"]),
        .plugin(name: "HigLintBuildTool", capability: .buildTool(), dependencies: ["hig-activity"]),
        // Benchmarks/run's yardstick for a cold lint: swift-syntax parsing every file once on all cores.
        .executableTarget(
            name: "parse-every-file",
            dependencies: ["GuidelineLint", .product(name: "SwiftParser", package: "swift-syntax")],
            path: "Benchmarks/ParseEveryFile"),
        // Benchmarks/run's check that the project model's own parser reads the facts swift-syntax gives.
        .executableTarget(name: "facts-agreement", dependencies: ["GuidelineLint"], path: "Benchmarks/FactsAgreement"),
        // Helpers every test target shares: running programs with a time limit, knowledge-base fixtures.
        .target(name: "TestSupport", dependencies: ["GuidelineKit", "GuidelineRules"], path: "Tests/TestSupport"),
        // One test target per module, plus the end-to-end tests of the built binary.
        .testTarget(
            name: "GuidelineKitTests",
            dependencies: [
                "GuidelineKit", "GuidelineSearch", "GuidelineLint", "GuidelineRules", "BuiltinKnowledgeBase", "TestSupport",
            ]
        ),
        .testTarget(
            name: "GuidelineLintTests",
            dependencies: [
                "GuidelineLint", "GuidelineKit", "GuidelineRules", "RuleCatalogueGenerator", "TestSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "GuidelineSearchTests",
            dependencies: ["GuidelineKit", "GuidelineSearch", "GuidelineRules", "TestSupport"],
            exclude: ["relevance.tsv"]
        ),
        .testTarget(
            name: "GuidelinePublishTests",
            dependencies: ["GuidelineKit", "GuidelinePublish", "GuidelineRules", "TestSupport", "Yams"]),
        .testTarget(
            name: "EndToEndTests", dependencies: ["hig-activity", "GuidelineSearch", "GuidelineRules", "TestSupport"],
            exclude: ["Golden", "mcp_client.py"]),
    ]
)
