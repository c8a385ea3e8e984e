import Dispatch
import Foundation
import GuidelineKit

/// Runs the rules over paths: walks them, reads configuration, parses what can match (on all
/// cores), checks, applies suppressions and severities, and words messages from the entries.
public struct Linter: Sendable {
    /// The messages findings are worded with (waited for, when they are still being loaded).
    public var messages: LintMessages {
        get { pendingMessages.value }
        set { pendingMessages = Pending(newValue) }
    }
    private var pendingMessages: Pending<LintMessages>
    /// Files larger than this are reported and not read.
    public var maximumFileSize = 32 << 20
    /// Files larger than this that may match a rule are reported and not parsed: parsing and
    /// checking take about 80 bytes of memory per byte of source (several times that on some
    /// malformed code) and 0.3 s per MiB in a release build, so a larger file could cost seconds
    /// and gigabytes. Files this large are generated, and rarely hold code a rule looks for
    /// (those that hold none are never parsed).
    public var maximumParseSize = 2 << 20
    /// Seconds a file's parse may take; nil: `BoundedParser.timeLimit` for its size.
    public var parseTimeLimit: Double?
    /// The rules that may run (each configuration enables some of them).
    public var rules: [LintRule] = LintRules.all
    /// Rules off by default that run whatever the configurations say, as if each had them in
    /// `opt_in_rules:` ("all" for every one): for a caller that judges every rule, such as the
    /// tests of single rules.
    public var optIn: Set<String> = []
    /// Where results are kept between runs; nil lints from scratch and keeps nothing.
    public var cache: LintCache?
    /// What the messages depend on, when the caller knows it without loading them: for the
    /// knowledge base built into the tool, its language and help address (the tool's build,
    /// which every key covers, holds the rest). A report found in the cache is then given
    /// without loading the knowledge base at all; nil keys reports by the messages' texts.
    public var messagesKey: String?
    /// An editor's buffer: its text stands for the file at `path` (absolute, which need not
    /// exist yet) inside the project being linted, and only that file is checked and reported;
    /// the project's other files are read for the model alone (their facts from the cache). No
    /// report is kept.
    public var buffer: Buffer?

    public struct Buffer: Sendable {
        public var path: String
        public var contents: Data

        public init(path: String, contents: Data) {
            self.path = path
            self.contents = contents
        }
    }

    public init(messages: LintMessages) { pendingMessages = Pending(messages) }

    /// A linter whose messages `load` makes on another thread while the lint reads the project
    /// (loading the knowledge base takes a tenth of a large app's lint); the lint waits for them
    /// only when it words its findings or keys its cache, and starts loading them only once it
    /// knows it will need them (`messagesKey`).
    public init(loadingMessages load: @escaping @Sendable () -> LintMessages) {
        pendingMessages = Pending(deferring: load)
    }

    public enum Failure: Error, CustomStringConvertible {
        case noSuchPath(String)
        case configuration(ConfigurationError)
        /// No Swift file, Info.plist, asset catalog, storyboard or xib is left to lint; the warnings explain why.
        case nothingToLint(paths: [String], configurations: [String], warnings: [Diagnostic])
        public var description: String {
            switch self {
            case .noSuchPath(let path): "no such file or folder: \(path); name files or folders to lint"
            case .configuration(let error): DiagnosticFormat.text.render(error.diagnostics)
            case .nothingToLint(let paths, let configurations, let warnings):
                "nothing to lint: no Swift file, Info.plist, asset catalog, storyboard or xib under \(paths.joined(separator: ", "))"
                    + (configurations.isEmpty
                        ? "" : " after 'included' and 'excluded' of \(configurations.joined(separator: ", "))")
                    + "\n" + DiagnosticFormat.text.render(warnings)
            }
        }
    }

    /// Lints `paths` (files or folders) with the configuration found above each.
    ///
    /// The lint runs on a thread of its own, which hands the report over before it frees what
    /// it built (trees, the project model, string tables, storyboards: up to 60 ms for a large
    /// app when the caller's thread did it), so the caller prints while that is freed; a process
    /// that exits first skips the work.
    public func lint(paths: [String]) throws(Failure) -> LintReport {
        let linter = self
        return try Pending<Result<LintReport, Failure>>(delivering: { deliver in
            do throws(Failure) {
                try linter.lint(paths: paths) { deliver(.success($0)) }
            } catch {
                deliver(.failure(error))
            }
        }).value.get()
    }

    /// The lint, which gives its report to `deliver` once it has stored what it caches.
    private func lint(paths: [String], deliver: (LintReport) -> Void) throws(Failure) {
        let listedAt = FileStamp.now
        // A report cached for exactly these inputs is the answer. It can only be there when a lint
        // of these paths left their facts: a first run finds none, and digests its files as its
        // parse reads them instead of reading every file first.
        let digestFirst = buffer == nil && (cache?.hasFacts(for: paths) ?? false)
        // The messages are loaded while the project is read, unless a report in the cache may
        // make them unneeded.
        if !digestFirst || messagesKey == nil { pendingMessages.start() }
        // The digests that lint kept, for the files that have not changed since (read while the
        // folders are listed), and the listings of the folders that have not (read first).
        let stampedDigests: Pending<StampedDigests>, keptListings: Pending<StampedDigests>
        // The stamps the last lint of these paths found its report with (`LintCache.stampsKey`).
        var lastStamped: LintCache.StampedReport?
        if digestFirst, let cache {
            let limit = maximumFileSize
            lastStamped = cache.stampedReport(for: paths, limit: limit)
            // Read only if the files' stamps turn out to differ from those, when there are some.
            let load: @Sendable () -> StampedDigests = { cache.stampedDigests(for: paths, limit: limit, listedAt: listedAt) }
            stampedDigests = lastStamped == nil ? Pending(load) : Pending(deferring: load)
            keptListings = Pending { cache.stampedDigests(for: paths, limit: limit, listedAt: listedAt, of: .listings) }
        } else {
            (stampedDigests, keptListings) = (Pending(StampedDigests(listedAt: listedAt)), Pending(StampedDigests(listedAt: listedAt)))
        }
        // Where no configuration file speaks: the default rule set and the caller's opt-ins.
        let defaultConfiguration = {
            var configuration = Configuration()
            configuration.optIn = optIn
            return configuration
        }()
        var walker = FileWalker()
        var configurationFor: [String: Configuration] = [:]  // swift file, storyboard or xib → configuration
        var loaded: [String: Configuration] = [:]  // configuration path → configuration
        var firstConfiguration: Configuration?
        var usesDefaultConfiguration = false
        for raw in paths {
            let path = raw.count > 1 && raw.hasSuffix("/") ? String(raw.dropLast()) : raw
            guard FileManager.default.fileExists(atPath: path) else { throw .noSuchPath(raw) }
            var configuration = defaultConfiguration
            let configurationFile = Configuration.find(from: path)
            usesDefaultConfiguration = usesDefaultConfiguration || configurationFile == nil
            if let file = configurationFile {
                if let known = loaded[file] {
                    configuration = known
                } else {
                    switch Configuration.load(path: file, rules: rules) {
                    case .success(let parsed):
                        configuration = parsed
                        configuration.optIn.formUnion(optIn)
                    case .failure(let error): throw .configuration(error)
                    }
                    loaded[file] = configuration
                    // A path the configuration names that does not exist is most likely a typo.
                    for (key, list) in [("included", configuration.included), ("excluded", configuration.excluded)] {
                        for missing in list where !FileManager.default.fileExists(atPath: missing) {
                            walker.problems.append(
                                .warning(
                                    "config-path",
                                    "'\(key)' names \(missing), which does not exist; paths are relative to the configuration's folder",
                                    at: configuration.pathLocations[missing] ?? SourceLocation(file: file, line: 1, column: 1)))
                        }
                    }
                }
            }
            firstConfiguration = firstConfiguration ?? configuration
            var found = FileWalker()
            found.walk(path, kept: cache == nil ? nil : keptListings.value)
            // The walk names each file by `path` and the names under it: its absolute path is the
            // root's, standardized once, with the same names.
            let root = URL(fileURLWithPath: path).standardizedFileURL.path
            let filtered = !configuration.included.isEmpty || !configuration.excluded.isEmpty
            func included(_ file: String) -> Bool {
                !filtered || configuration.includes(root + file.dropFirst(path.count))
            }
            configurationFor.reserveCapacity(configurationFor.count + found.swiftFiles.count + found.interfaces.count)
            for file in found.swiftFiles + found.interfaces where included(file) {
                if configurationFor[file] == nil { configurationFor[file] = configuration }
            }
            walker.interfaces += found.interfaces.filter(included)
            walker.plists += found.plists.filter(included)
            walker.catalogs += found.catalogs.filter(included)
            walker.stringTables += found.stringTables.filter(included)
            walker.xcodeProjects += found.xcodeProjects
            walker.packageManifests += found.packageManifests
            walker.podspecs += found.podspecs
            walker.problems += found.problems
        }
        // A buffer for a file not saved yet is a file of the project all the same, unless the
        // configuration leaves its place out (`excluded`, or not `included`), as a lint would.
        if let buffer, configurationFor[buffer.path] == nil {
            let configuration = firstConfiguration ?? defaultConfiguration
            if !FileManager.default.fileExists(atPath: buffer.path) && configuration.includes(buffer.path) {
                configurationFor[buffer.path] = configuration
            }
        }
        let interfacePaths = Set(walker.interfaces).sorted()
        let swiftPaths = configurationFor.keys.filter { $0.hasSuffix(".swift") }.sorted()
        var problems = walker.problems
        if swiftPaths.isEmpty && walker.plists.isEmpty && walker.catalogs.isEmpty && interfacePaths.isEmpty {
            throw .nothingToLint(
                paths: paths, configurations: loaded.keys.sorted(), warnings: problems.sortedForReport())
        }

        // What the key covers besides the Swift files; nothing is read for it without a cache.
        let keyedInputs = cache == nil ? [] : Array(Set(walker.plists + walker.stringTables + walker.xcodeProjects + walker.packageManifests + walker.podspecs + interfacePaths)).sorted()
        // Made when the cache is first asked (the messages may still be loading before that).
        func keySettings() -> [String] {
            [
                paths.joined(separator: "\0"),
                loaded.keys.sorted().map { "\($0) \(FileManager.default.contents(atPath: $0).map { $0.withUnsafeBytes(LintCache.digest) } ?? "")" }
                    .joined(separator: "\n"),
                messagesKey.map { "\($0)\n\(self.rules.map(\.description.id).joined(separator: " "))" }
                    ?? "\(messages.language.tag)\n\(messages.helpBaseURL ?? "")\n\(messages.messagesKey(self.rules.map(\.description)))",
                "\(self.maximumFileSize) \(self.maximumParseSize) \(self.parseTimeLimit ?? -1)",
                self.optIn.sorted().joined(separator: " "),
                walker.problems.map { "\($0.id) \($0.location) \($0.message)" }.joined(separator: "\n"),
            ]
        }
        let catalogsToKey = cache == nil ? [] : Set(walker.catalogs).sorted()
        let maximumFileSize = maximumFileSize
        /// The files a report's key covers: `swift` (the Swift files, when they are digested
        /// before they are parsed), the other files read, and each asset catalog's files (what
        /// the linter reads of it), listed on all cores.
        @Sendable func keyedFiles(swift: [String]) -> KeyedFiles {
            let catalogFiles = catalogsToKey.deepStackMap { AssetCatalog.keyedFiles(in: $0, kept: keptListings.value) }
            var files = (swift + keyedInputs).map { (path: $0, inCatalog: false) }
            for (catalog, names) in zip(catalogsToKey, catalogFiles) {
                files += names.map { ("\(catalog)/\($0)", true) }
            }
            return KeyedFiles(files: files, uncatalogued: swift.count + keyedInputs.count, catalogFiles: catalogFiles)
        }
        /// Their digests, and each asset catalog's (`catalogDigest`), in one pass over every
        /// file on all cores (a catalog's hundreds of image sets were the last to finish).
        /// `stamps`: each file's, taken first (a lint that kept digests).
        @Sendable func keyDigests(_ listed: KeyedFiles, stamps: [FileStamp?]?) -> [(String, String)] {
            let files = listed.files
            let stamped = stampedDigests.value
            let digests = Array(files.indices).deepStackMap { index in
                let file = files[index]
                func take(_ path: String) -> (digest: String, stamp: FileStamp?) {
                    // What the linter reads of a catalog: its JSON files, its PNGs' headers and
                    // the ink of small PNGs and PDFs.
                    if file.inCatalog && (path.hasSuffix(".png") || path.hasSuffix(".pdf")) { return AssetCatalog.imageDigest(path) }
                    let (contents, stamp) = ProjectFile.readStamped(
                        path, limit: file.inCatalog ? ProjectFile.maximumSize : maximumFileSize)
                    return (LintCache.digest(of: contents), stamp)
                }
                guard let stamps else { return stamped.digest(of: file.path, take: take) }
                return stamped.digest(of: file.path, stamp: stamps[index], take: take)
            }
            var keyed = zip(files, digests).prefix(listed.uncatalogued).map { ($0.path, $1) }
            var start = keyed.count
            for (catalog, names) in zip(catalogsToKey, listed.catalogFiles) {
                keyed.append((catalog, Self.catalogDigest(names: names, digests: digests[start..<(start + names.count)])))
                start += names.count
            }
            return keyed
        }
        nonisolated(unsafe) var keyedDigests: [(String, String)] = []
        let digestingOthers = DispatchGroup()
        if let cache, digestFirst {
            let listed = keyedFiles(swift: swiftPaths)
            let stamps = listed.files.deepStackMap { FileStamp.of($0.path) }
            // When every file has the settled stamp it had when the last lint of these paths found
            // its report, that report is the answer: its files' digests are not needed.
            let settings = keySettings()
            let stampsKey = LintCache.stampsKey(settings, files: listed.files.map(\.path), stamps: stamps, settledBefore: listedAt)
            if let stampsKey, let lastStamped, lastStamped.stampsKey == stampsKey, let cached = cache.report(for: lastStamped.reportKey) {
                cache.markUsed(for: paths, limit: maximumFileSize)
                cache.store(keptListings.value, for: paths, limit: maximumFileSize, of: .listings)
                deliver(cached)
                return
            }
            keyedDigests = keyDigests(listed, stamps: stamps)
            let reportKey = LintCache.reportKey(settings, files: keyedDigests)
            if let cached = cache.report(for: reportKey) {
                cache.store(stampedDigests.value, for: paths, limit: maximumFileSize)
                cache.store(keptListings.value, for: paths, limit: maximumFileSize, of: .listings)
                if let stampsKey {
                    let found = LintCache.StampedReport(stampsKey: stampsKey, reportKey: reportKey)
                    if found != lastStamped { cache.store(found, for: paths, limit: maximumFileSize) }
                }
                deliver(cached)
                return
            }
            pendingMessages.start()
        } else if cache != nil && buffer == nil {
            DispatchQueue.global().async(group: digestingOthers) { keyedDigests = keyDigests(keyedFiles(swift: []), stamps: nil) }
        }
        let stamped = stampedDigests.value
        // The facts of files that did not change since (decoded only when the report missed).
        let knownFacts = digestFirst || buffer != nil ? cache?.factsPack(for: paths) ?? [:] : [:]

        // Plists and asset catalogs describe the project for every rule. macOS and watchOS
        // bundles are left to their platforms' guidelines: their plists and Swift files are not judged.
        var plists: [InfoPlist] = []
        var otherPlatformFolders: [String] = []
        // The Xcode projects: which storyboards they build, their app targets' names, and which
        // folders only a developer's own apps build (their files are read for the model, not judged).
        let projectPaths = Array(Set(walker.xcodeProjects))
        let membership = ProjectMembership(projects: projectPaths, manifests: walker.packageManifests + walker.podspecs)
        let builtAppNames = membership.appNames
        let developers = membership.developerBuilds(manifests: walker.packageManifests)
        for path in Set(walker.plists).sorted() where !developers.contains(path) {
            let data: Data
            switch ProjectFile.read(path) {
            case .success(let read): data = read
            case .failure(let problem):
                let at = SourceLocation(file: path, line: 1, column: 1)
                if case .unreadable = problem {
                    problems.append(.error("unreadable", problem.reason, at: at))
                } else {
                    problems.append(.warning("too-large", problem.reason, at: at))
                }
                continue
            }
            switch InfoPlist.parse(path: path, data: data) {
            case .success(let plist) where plist.isOtherPlatform: otherPlatformFolders.append(plist.directory + "/")
            case .success(let plist): plists.append(plist)
            case .failure(let problem): problems.append(problem)
            }
        }
        // A folder is another platform's only when all its plists are: copies of several
        // targets' `*-Info.plist` side by side (a watch app's among an iOS app's) say nothing
        // about the folder, which may be the whole project's.
        let iOSFolders = Set(plists.map { $0.directory + "/" })
        otherPlatformFolders = Array(Set(otherPlatformFolders).subtracting(iOSFolders)).sorted()
        // The projects' targets say it too, where a Mac or watch app's plist does not
        // (a generated one): what only they build is theirs.
        let otherPlatformTargets = membership.otherPlatformTargets
        plists.removeAll { otherPlatformTargets.contains($0.path) }
        // String tables, asset catalogs, storyboards and xibs are read while the Swift files are
        // parsed (an app with many translations holds megabytes of tables, one with many images
        // hundreds of imagesets); only the project model needs them. What the parse needs of the
        // Info.plist files (their folders and kinds) does not depend on the storyboards.
        let readingProject = DispatchGroup()
        nonisolated(unsafe) var localizationsRead = (Localizations(), [Diagnostic]())
        nonisolated(unsafe) var assetsRead = ([ImageAsset](), [Diagnostic]())
        nonisolated(unsafe) var interfacesRead = ([InterfaceFile](), [Diagnostic]())
        nonisolated(unsafe) var deploymentTargets = DeploymentTargets()
        let stringTables = Array(Set(walker.stringTables))
        let catalogPaths = Set(walker.catalogs).sorted()
        DispatchQueue.global().async(group: readingProject) {
            var found: [Diagnostic] = []
            let read = Localizations.load(files: stringTables, projects: projectPaths, problems: &found)
            localizationsRead = (read, found)
        }
        DispatchQueue.global().async(group: readingProject) {
            var found: [Diagnostic] = []
            let read = catalogPaths.flatMap { AssetCatalog.imageSets(in: $0, problems: &found) }
            assetsRead = (read, found)
        }
        DispatchQueue.global().async(group: readingProject) {
            var found: [Diagnostic] = []
            // Storyboards and xibs no Xcode project above them builds never reach people.
            let read = self.readInterfaces(
                interfacePaths.filter { !membership.isLeftOut($0) && !developers.contains($0) && !otherPlatformTargets.contains($0) }, problems: &found)
            interfacesRead = (read, found)
            deploymentTargets = membership.deploymentTargets
        }
        // Which files each share or action extension's target compiles: what it reaches ends there.
        nonisolated(unsafe) var extensionSources = ExtensionTargetSources()
        if plists.contains(where: { $0.isShareExtension || $0.isActionExtension }) {
            DispatchQueue.global().async(group: readingProject) { extensionSources = membership.extensionSources }
        }

        // Read and filter Swift files and read their facts, on all cores. A file that some rule
        // may find something in keeps its text for the check below, which parses it.
        let rules = rules
        let ruleIDs = Set(rules.map(\.description.id))
        let maximumParseSize = maximumParseSize
        let parseTimeLimit = parseTimeLimit
        let suppressionFilter = KeywordFilter([Suppressions.prefix])
        // The keywords of every rule some configuration enables, found in one pass per file.
        let configurations = Array(loaded.values) + (usesDefaultConfiguration ? [defaultConfiguration] : [])
        let scanner = KeywordScanner(
            rules.filter { rule in configurations.contains { $0.isEnabled(rule.description) } }.flatMap(\.scannedKeywords)
                + [Suppressions.prefix])
        // Other platforms' bundles, developers' own builds and Swift files no Xcode project above
        // them builds: read for the model, never judged. (An editor's buffer is judged: it may be
        // a file not yet added to the project.)
        let notJudged = otherPlatformFolders + otherPlatformTargets.folders + developers.folders
        let bufferPath = buffer?.path
        let leftOut = Set(swiftPaths.filter { $0 != bufferPath && (membership.isLeftOut($0) || otherPlatformTargets.files.contains($0)) })
        @Sendable func isNotJudged(_ path: String) -> Bool { notJudged.contains(where: path.hasPrefix) || leftOut.contains(path) }
        let facts = ProjectFacts(
            appNames: Project.appNames(plists: plists, built: builtAppNames),
            hasStringTables: !stringTables.isEmpty, plists: plists)
        let configurationOf = configurationFor, digesting = cache != nil
        // Each configuration's enabled rules with their options, worked out once rather than
        // for every file (by id, they were a tenth of reading the files).
        let enabledRules = configurations.map { configuration in
            (
                path: configuration.path,
                rules: rules.indices.filter { configuration.isEnabled(rules[$0].description) }.map {
                    (index: $0, options: configuration.options[rules[$0].description.id])
                }
            )
        }
        // Sizes for taking the largest files first, stat-ed on all cores (one at a time, they
        // held up every core for a large app's first milliseconds).
        let sizes = swiftPaths.deepStackMap { ProjectFile.size($0) ?? 0 }
        let buffer = buffer
        /// Whether rules judge `path`: with a buffer, its file alone; the others give the model.
        @Sendable func judges(_ path: String) -> Bool { buffer.map { $0.path == path } ?? true }
        let reads = Array(swiftPaths.indices).deepStackMap(heaviestFirst: { sizes[$0] }) { index -> SwiftRead in
            let path = swiftPaths[index]
            let configurationPath = configurationOf[path]?.path
            let enabled = judges(path) ? enabledRules.first { $0.path == configurationPath }?.rules ?? [] : []
            // The rules that may find something in the file; it is parsed only for them (or for
            // its suppression comments, whose mistakes are reported).
            return SwiftRead.read(
                path,
                select: { text in
                    if isNotJudged(path) { return (rules: [], keep: false, judged: nil) }
                    guard Self.isJudged(text) else { return (rules: [], keep: false, judged: false) }
                    let scanned = scanner.scan(text, path: path)
                    return (
                        rules: enabled.filter { rules[$0.index].mayFind(in: scanned, options: $0.options, facts: facts) }.map(\.index),
                        // Suppression comments are checked even where no rule may find anything
                        // (with a buffer, only its own).
                        keep: judges(path) && scanned.mentions(suppressionFilter),
                        judged: true
                    )
                },
                digesting: digesting, known: knownFacts[path], contents: buffer?.path == path ? buffer?.contents : nil,
                maximumSize: maximumFileSize, maximumParseSize: maximumParseSize)
        }
        var lines = 0
        var indexed: [FileFacts] = []
        for read in reads {
            lines += read.lines
            if let found = read.facts { indexed.append(found) }
            if let problem = read.problem { problems.append(problem) }
        }

        // The facts are kept while the project model is built and the rules run (and the cache
        // trimmed once the report is kept).
        let storingFacts = DispatchGroup()
        if let cache {
            var pack: LintCache.FactsPack = [:]
            for (path, read) in zip(swiftPaths, reads) {
                if let facts = read.facts, let digest = read.digest { pack[path] = (digest, facts, read.lines) }
            }
            DispatchQueue.global().async(group: storingFacts) { [pack] in cache.store(pack, for: paths) }
        }

        // The index needs only the Swift files' facts: it is built while the last string tables
        // and storyboards may still be read.
        let index = ProjectIndex(indexed)
        readingProject.wait()
        let (localizations, assets, interfaces) = (localizationsRead.0, assetsRead.0, interfacesRead.0)
        problems += localizationsRead.1 + assetsRead.1 + interfacesRead.1
        Self.resolveStoryboardPrincipalClasses(&plists, interfaces: interfaces)
        let project = Project(
            plists: plists, assets: assets, localizations: localizations, index: index, deploymentTargets: deploymentTargets,
            builtAppNames: builtAppNames, extensionSources: extensionSources)

        // Project-wide checks (Info.plist files with the Swift they name) and the storyboards' and
        // xibs' checks need only the project model: they run while the files to check are chosen.
        let checkingProject = DispatchGroup()
        let projectConfiguration = firstConfiguration ?? defaultConfiguration
        let enabledProjectRules = rules.filter { projectConfiguration.isEnabled($0.description) }
        nonisolated(unsafe) var projectResults: [[Finding]] = []
        DispatchQueue.global().async(group: checkingProject) {
            projectResults = enabledProjectRules.deepStackMap { rule in
                rule.checkProject(project, options: projectConfiguration.options[rule.description.id])
            }
        }
        // Storyboards and xibs, on all cores: findings at their XML line (no suppression comments:
        // Xcode drops comments when it saves them; a baseline or `excluded` serves instead).
        let interfaceRules = buffer != nil ? [] : rules.filter { $0.description.reads.contains(.interfaceBuilder) }
        nonisolated(unsafe) var interfaceFindings: [[Diagnostic]] = []
        DispatchQueue.global().async(group: checkingProject) {
            interfaceFindings = interfaces.deepStackMap { interface -> [Diagnostic] in
                // Their lines are filled in below with the string tables'.
                let configuration = configurationOf[interface.path] ?? defaultConfiguration
                return interfaceRules.filter { configuration.isEnabled($0.description) }.flatMap { rule in
                    rule.check(interface, in: project, options: configuration.options[rule.description.id]).map {
                        self.violation($0, rule.description, configuration, code: "")
                    }
                }
            }
        }

        // The files to check, in the order of their paths: those chosen above, then those worth
        // checking because of what other files hold (`Rule.projectFilter`), as few as the project
        // model names. Each filter walks the model on its own (names reaching share sheets, menu
        // builders): on all cores.
        var toCheck = reads.indices.filter { reads[$0].checked }.map { (index: $0, rules: reads[$0].rules) }
        // Each configuration's filters: a rule's filter may depend on its options (a word limit).
        let filterSets = configurations.map { configuration in
            (path: configuration.path, filters: Array(rules.indices).deepStackMap { index -> (rule: Int, filter: ProjectFilter)? in
                let id = rules[index].description.id
                guard configuration.isEnabled(rules[index].description) else { return nil }
                return rules[index].projectFilter(project, options: configuration.options[id]).map { (index, $0) }
            }.compactMap { $0 })
        }
        if filterSets.contains(where: { !$0.filters.isEmpty }) {
            let matches = Array(reads.indices).deepStackMap { index -> [Int] in
                let path = swiftPaths[index]
                let configurationPath = configurationOf[path]?.path
                let filters = filterSets.first { $0.path == configurationPath }?.filters ?? []
                let wanted = filters.filter { !reads[index].rules.contains($0.rule) }
                guard !wanted.isEmpty, !isNotJudged(path), judges(path) else { return [] }
                func matching(_ bytes: UnsafeRawBufferPointer) -> [Int] {
                    reads[index].judged == false || (reads[index].judged == nil && !Self.isJudged(bytes))
                        ? [] : wanted.filter { $0.filter(bytes) }.map(\.rule)
                }
                // The bytes as the first look read them (a file it did not keep is read again).
                if let bytes = reads[index].bytes { return bytes.withUnsafeBytes(matching) }
                return (try? ProjectFile.read(path, limit: maximumFileSize).get())?.withUnsafeBytes(matching) ?? []
            }
            for (position, check) in toCheck.enumerated() where !matches[check.index].isEmpty {
                toCheck[position].rules += matches[check.index]
            }
            toCheck += reads.indices.filter { !reads[$0].checked && !matches[$0].isEmpty }.map { ($0, matches[$0]) }
            // In path order: of the places that show one translation, the first is its note.
            toCheck.sort { $0.index < $1.index }
        }
        // The project-wide checks, waited for before the Swift files are checked, so that a
        // suppression in a Swift file counts them too.
        checkingProject.wait()
        var projectFindings: [String: [(Finding, RuleDescription)]] = [:]
        for (rule, findings) in zip(enabledProjectRules, projectResults) {
            for finding in findings {
                projectFindings[finding.location.file, default: []].append((finding, rule.description))
            }
        }
        // A Swift file that only the project-wide checks found something in is parsed too, so
        // that what its lines leave out (another platform's code, code only the app builds) is
        // left out of their findings as of any other.
        let checkedIndices = Set(toCheck.map(\.index))
        let withProjectFindings = swiftPaths.indices.filter { projectFindings[swiftPaths[$0]] != nil && !checkedIndices.contains($0) }
        if !withProjectFindings.isEmpty {
            toCheck = (toCheck + withProjectFindings.map { (index: $0, rules: []) }).sorted { $0.index < $1.index }
        }

        // Parse and check each file on all cores, one at a time: its tree is dropped once it is
        // checked (keeping every tree until all were parsed took a large app's lint to 200 MB,
        // most of it pages faulted in for trees). Suppressions apply per file.
        let found = projectFindings
        let checks = toCheck.boundedMap(heaviestFirst: { reads[$0.index].size }) { check, watch -> CheckedFile in
            let path = swiftPaths[check.index]
            var bytes = reads[check.index].bytes
            if bytes == nil {
                // Over the parse size, and reported when it was read (a rule chose it by its text).
                if reads[check.index].problem != nil { return CheckedFile() }
                // Named by a project filter only, and not kept (over the parse size): read as a
                // file some rule may find something in, for the problem to report.
                guard let data = try? ProjectFile.read(path, limit: maximumFileSize).get() else { return CheckedFile() }
                let read = SwiftRead.read(
                    path, select: { _ in (rules: check.rules, keep: true, judged: nil) }, contents: data, maximumSize: maximumFileSize,
                    maximumParseSize: maximumParseSize)
                guard read.bytes != nil else { return CheckedFile(problem: read.problem) }
                bytes = read.bytes
            }
            let source: String
            switch SwiftRead.text(of: bytes!, path: path) {
            case .success(let text): source = text
            case .failure(let problem): return CheckedFile(problem: problem)
            }
            if TestCode.isTest(source) { return CheckedFile() }
            let (parsed, problem) = SwiftRead.parse(
                path, source, parseTimeLimit: parseTimeLimit, watch: watch, orElse: { CheckedFile(problem: $0) })
            guard let file = parsed else { return CheckedFile(problem: problem) }
            let configuration = configurationOf[file.path] ?? defaultConfiguration
            var suppressions = Suppressions(file)
            var violations: [Diagnostic] = []
            var findings = found[file.path] ?? []
            for index in check.rules {
                let rule = rules[index]
                let description = rule.description
                findings += rule.check(file, in: project, options: configuration.options[description.id]).map {
                    ($0, description)
                }
            }
            let otherPlatform = findings.isEmpty ? nil : UnshippedCode.of(file)
            let previewOnly = findings.isEmpty ? nil : PreviewOnlyViews(file, index: project.index)
            let deadFallbacks = findings.isEmpty ? nil : project.deploymentTargets.lowestIOS(for: file.path).map { DeadFallbacks(file, lowestIOS: $0) }
            var suppressed = 0
            for (finding, description) in findings {
                if suppressions.suppresses(finding) {
                    suppressed += 1
                    continue
                }
                // Code for the Mac or the watch in an iOS file (a translation's code counts).
                let site = finding.origin ?? finding.location
                if site.file == file.path && otherPlatform?.contains(line: site.line) == true { continue }
                // A view only Xcode's previews show.
                if site.file == file.path && previewOnly?.contains(line: site.line) == true { continue }
                // Code only systems older than the project's lowest runs (`if #available(iOS 15, *) { … } else { here }`).
                if site.file == file.path && deadFallbacks?.contains(line: site.line) == true { continue }
                // Code only the app builds, about what runs in an extension (`#if !SHARE_EXTENSION`).
                if finding.runsInExtension && site.file == file.path && AppOnlyCode.of(file).contains(line: site.line) { continue }
                // A finding in a string table gets its line below, each table read once.
                let code = finding.location.file == file.path ? file.line(finding.location.line) : ""
                violations.append(self.violation(finding, description, configuration, code: code))
            }
            let enabled = Set(rules.filter { configuration.isEnabled($0.description) }.map(\.description.id))
            violations += suppressions.problems(knownRules: ruleIDs, enabledRules: enabled).map {
                Self.suppressionProblem($0, code: file.line($0.location.line))
            }
            return CheckedFile(parsed: path, problem: problem, violations: violations, suppressed: suppressed)
        }
        problems += checks.compactMap(\.problem)
        var violations = checks.flatMap(\.violations) + interfaceFindings.flatMap { $0 }
        // A translation used in several places is one finding: the first place is its note.
        var seen: Set<String> = []
        violations = violations.filter { seen.insert("\($0.id)\0\($0.location)\0\($0.message)").inserted }
        let parsed = Set(checks.compactMap(\.parsed))
        // Their lines, each file read once, on all cores (a project may hold dozens of large tables).
        var wanted: [String: Set<Int>] = [:]
        for violation in violations where !parsed.contains(violation.location.file) {
            wanted[violation.location.file, default: []].insert(violation.location.line)
        }
        let tablePaths = wanted.keys.sorted()
        let tableLines = Dictionary(
            uniqueKeysWithValues: zip(tablePaths, tablePaths.deepStackMap { Self.lines(wanted[$0]!, ofFile: $0) }))
        for index in violations.indices {
            if let line = tableLines[violations[index].location.file]?[violations[index].location.line] {
                violations[index].sourceLine = line
            }
        }
        // Findings in files that were not parsed (Info.plist files), each file read once.
        for (path, findings) in projectFindings where !parsed.contains(path) {
            let lines = Self.lines(Set(findings.map(\.0.location.line)), ofFile: path)
            for (finding, description) in findings {
                violations.append(
                    violation(finding, description, projectConfiguration, code: lines[finding.location.line] ?? ""))
            }
        }
        violations.sort { ($0.location, $0.id) < ($1.location, $1.id) }
        if let buffer {
            violations = violations.filter { $0.location.file == buffer.path }
            problems = problems.filter { $0.location.file == buffer.path }
        }
        var report = LintReport(
            violations: violations, problems: problems.sortedForReport(), filesLinted: swiftPaths.count,
            linesLinted: lines)
        report.suppressed = checks.reduce(0) { $0 + $1.suppressed }
        report.rulesRun = enabledProjectRules.count
        if let buffer {
            report.filesLinted = 1
            report.linesLinted = zip(swiftPaths, reads).first { $0.0 == buffer.path }?.1.lines ?? 0
        }
        if let cache, buffer == nil {
            // The Swift files as their parse read them (what the findings rest on), and the others.
            digestingOthers.wait()
            if !digestFirst {
                keyedDigests += zip(swiftPaths, reads).map { ($0, $1.digest ?? "") }
                for (path, read) in zip(swiftPaths, reads) { stamped.record(path, digest: read.digest ?? "", stamp: read.stamp) }
            }
            cache.store(report, for: LintCache.reportKey(keySettings(), files: keyedDigests))
            cache.store(stamped, for: paths, limit: maximumFileSize)
            cache.store(keptListings.value, for: paths, limit: maximumFileSize, of: .listings)
            DispatchQueue.global().async(group: storingFacts) { cache.trimIfDue() }
        }
        storingFacts.wait()
        deliver(report)
    }

    private static let appKitImports = KeywordFilter(["import AppKit", "import Cocoa"])
    private static let iOSImports = KeywordFilter(["import UIKit", "import SwiftUI"])

    /// Whether the iOS rules judge a Swift file's text: not one for macOS only (it imports AppKit
    /// and neither UIKit nor SwiftUI), nor one a tool generated (`GeneratedCode`).
    static func isJudged(_ text: UnsafeRawBufferPointer) -> Bool {
        !(appKitImports.matches(text) && !iOSImports.matches(text)) && !GeneratedCode.isMarked(text)
    }

    /// Storyboards and xibs, read on all cores; AppKit ones (macOS targets) are left to macOS's guidelines.
    private func readInterfaces(_ paths: [String], problems: inout [Diagnostic]) -> [InterfaceFile] {
        let limit = maximumFileSize
        var interfaces: [InterfaceFile] = []
        // The largest first, as string tables are.
        for result in paths.deepStackMap(heaviestFirst: { ProjectFile.size($0) ?? 0 }, { InterfaceFile.read($0, limit: limit) }) {
            switch result {
            case .success(let interface) where !interface.isAppKit: interfaces.append(interface)
            case .success: break
            case .failure(let problem): problems.append(problem)
            }
        }
        return interfaces
    }

    /// An extension whose interface is a storyboard (`NSExtensionMainStoryboard`) has as its
    /// principal class the class of the storyboard's initial view controller.
    private static func resolveStoryboardPrincipalClasses(_ plists: inout [InfoPlist], interfaces: [InterfaceFile]) {
        for index in plists.indices where plists[index].isExtension && plists[index].principalClass == nil {
            guard let name = plists[index].mainStoryboard,
                let storyboard = interfaces.first(where: {
                    $0.tableName == name && $0.path.hasSuffix(".storyboard") && $0.path.hasPrefix(plists[index].directory + "/")
                }),
                let custom = storyboard.initialClass
            else { continue }
            plists[index].principalClass = custom.split(separator: ".").last.map(String.init)
            plists[index].mainStoryboardViewIsEmpty = storyboard.initialViewIsEmpty
        }
    }

    /// The files a report's key covers, the asset catalogs' last (see `keyedFiles`).
    private struct KeyedFiles: Sendable {
        var files: [(path: String, inCatalog: Bool)]
        /// How many come before the catalogs' files.
        var uncatalogued: Int
        /// Each catalog's files, by their paths in it.
        var catalogFiles: [[String]]
    }

    /// An asset catalog's part in a report's key: the digests of its `Contents.json` files and
    /// PNG headers (what the linter reads of it), by their paths in it.
    private static func catalogDigest(names: [String], digests: ArraySlice<String>) -> String {
        var hash = FNV1a()
        for (name, digest) in zip(names, digests) {
            hash.add(name)
            hash.add(UInt8(0))
            hash.add(digest)
            hash.add(UInt8(0))
        }
        return hash.hex
    }

    private func violation(_ finding: Finding, _ rule: RuleDescription, _ configuration: Configuration, code: String)
        -> Diagnostic
    {
        var messages = self.messages
        if let base = configuration.helpBaseURL { messages = messages.linking(to: base) }
        let severity = configuration.severities[rule.id] ?? rule.severity
        return messages.violation(finding, rule: rule, severity: severity, line: code)
    }

    /// A problem with a suppression comment, with the line it sits on and how to write one.
    private static func suppressionProblem(_ problem: Diagnostic, code: String) -> Diagnostic {
        var problem = problem
        problem.help = Suppressions.syntaxHelp
        problem.sourceLine = code
        return problem
    }

    /// The text of some lines of a file (1-based), found without decoding the rest: string
    /// tables run to hundreds of kilobytes. A table in UTF-16 (as Xcode long wrote them) is
    /// decoded whole.
    private static func lines(_ numbers: Set<Int>, ofFile path: String) -> [Int: String] {
        guard let last = numbers.max(), let data = FileManager.default.contents(atPath: path) else { return [:] }
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let lines = (decodeLocalizationText(bytes) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
            return Dictionary(uniqueKeysWithValues: numbers.filter { $0 >= 1 && $0 <= lines.count }.map { ($0, String(lines[$0 - 1])) })
        }
        var found: [Int: String] = [:]
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var number = 1
        while number <= last && start <= bytes.count {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            if numbers.contains(number) { found[number] = String(decoding: bytes[start..<end], as: UTF8.self) }
            start = end + 1
            number += 1
        }
        return found
    }
}

/// One Swift file read from disk: its facts, and its text when some rule may find something in
/// it, or the problem that stopped it.
struct SwiftRead: Sendable {
    var problem: Diagnostic?
    var lines = 0
    /// Indices of the rules that may find something in the file.
    var rules: [Int] = []
    /// What the file adds to the project model (every file read as UTF-8 within the parse size has them).
    var facts: FileFacts?
    /// The digest of what was read (`LintCache.digest(of:)`), when asked for.
    var digest: String?
    /// The file's stamp before it was read whole, with its digest.
    var stamp: FileStamp?
    /// The bytes, valid UTF-8, for a file within the parse size: what the project filters look
    /// at, and what the check decodes and parses (no second read). Only a checked file is made
    /// text: most are read for their facts alone, which come from the bytes.
    var bytes: [UInt8]?
    /// Whether `select` named rules or asked to keep the file: it is parsed and checked.
    var checked = false
    /// Whether the iOS rules judge the file (`Linter.isJudged`), when `select` worked it out.
    var judged: Bool?

    /// How much there is to parse, to take the largest files first.
    var size: Int { bytes?.count ?? 0 }

    /// Every file's facts are read (`FactsReader`: the project model needs them all); it is
    /// parsed with swift-syntax and checked only when `select` names rules that may find
    /// something in the raw text or asks to keep it (for its suppression comments). Problems
    /// with a file no rule checks are not reported: at most the model misses its facts.
    /// `known`: the file's facts as a lint left them, used when its content has the same digest.
    static func read(
        _ path: String, select: (UnsafeRawBufferPointer) -> (rules: [Int], keep: Bool, judged: Bool?),
        digesting: Bool = false, known: (digest: String, facts: FileFacts, lines: Int)? = nil, contents: Data? = nil,
        maximumSize: Int, maximumParseSize: Int
    ) -> SwiftRead {
        let (contents, stamp) = contents.map { (.success($0), nil) } ?? ProjectFile.readStamped(path, limit: maximumSize)
        let digest = digesting || known != nil ? LintCache.digest(of: contents) : nil
        var read = Self.read(
            path, contents, select: select, known: known.flatMap { $0.digest == digest ? ($0.facts, $0.lines) : nil },
            maximumSize: maximumSize, maximumParseSize: maximumParseSize)
        read.digest = digest
        read.stamp = digest == nil ? nil : stamp
        return read
    }

    private static func read(
        _ path: String, _ contents: Result<Data, ProjectFile.Problem>,
        select: (UnsafeRawBufferPointer) -> (rules: [Int], keep: Bool, judged: Bool?), known: (facts: FileFacts, lines: Int)?,
        maximumSize: Int, maximumParseSize: Int
    ) -> SwiftRead {
        let at = SourceLocation(file: path, line: 1, column: 1)
        let data: Data
        switch contents {
        case .success(let read): data = read
        case .failure(.unreadable):
            return SwiftRead(problem: .error("unreadable", "cannot read this file; check its permissions", at: at))
        case .failure(.tooLarge(let bytes)):
            return SwiftRead(
                problem: .warning(
                    "too-large", "not linted: \(ByteSize.words(bytes)) is over the \(ByteSize.words(maximumSize)) limit", at: at))
        }
        let bytes = [UInt8](data)
        // Lines and NUL bytes found with `memchr` (byte by byte, 13 M instructions for ownCloud's
        // files), and UTF-8 checked without making the text: most files are only read for their
        // facts, which the reader takes from the bytes.
        var lines = 0
        let hasNUL = bytes.withUnsafeBytes { buffer in
            ByteSearch.forEachOffset(of: 0x0A, in: buffer) { _ in lines += 1 }
            return ByteSearch.firstOffset(of: 0, in: buffer) != nil
        }
        if hasNUL {
            return SwiftRead(problem: .warning("binary-file", "not linted: a binary file, not Swift source", at: at))
        }
        if !bytes.withUnsafeBufferPointer(isValidUTF8), case .failure(let problem) = text(of: bytes, path: path) {
            return SwiftRead(problem: problem, lines: lines)
        }
        // The cheap filter: a file that no enabled rule may find anything in is only indexed.
        let selected = bytes.withUnsafeBytes(select)
        let checked = !selected.rules.isEmpty || selected.keep
        func unchecked(_ problem: Diagnostic) -> SwiftRead {
            checked ? SwiftRead(problem: problem, lines: lines) : SwiftRead(lines: lines)
        }
        guard bytes.count <= maximumParseSize else {
            return unchecked(
                .warning(
                    "too-large",
                    "not linted: \(ByteSize.words(bytes.count)) of Swift is over the \(ByteSize.words(maximumParseSize)) the linter parses; split the file, or exclude it if it is generated",
                    at: at))
        }
        // Facts known for this content (cached) are not read again.
        let facts = known?.facts ?? bytes.withUnsafeBytes { FactsReader.facts(path: path, text: $0) }
        return SwiftRead(
            lines: lines, rules: checked ? selected.rules : [], facts: facts, bytes: bytes, checked: checked,
            judged: selected.judged)
    }

    /// A file's bytes as text (without a byte-order mark), or why they are not linted.
    static func text(of bytes: [UInt8], path: String) -> Result<String, Diagnostic> {
        decodeUTF8(bytes, path: path).mapError { diagnostic in
            var diagnostic = diagnostic
            diagnostic.severity = .warning
            diagnostic.message = "not linted: " + diagnostic.message
            return diagnostic
        }
    }

    /// A file's text parsed with swift-syntax (within the time limit, else the watch's input
    /// gets the problem instead), or the problem that stopped it; a tree that parsed with
    /// errors comes with a problem too.
    static func parse<T>(
        _ path: String, _ text: String, parseTimeLimit: Double?, watch: Watch<T>, orElse: @escaping (Diagnostic) -> T
    ) -> (SwiftFile?, Diagnostic?) {
        let at = SourceLocation(file: path, line: 1, column: 1)
        var text = text
        // Shapes that would make swift-syntax's parse or the checks blow up are reported, not parsed.
        if let hazard = text.withUTF8({ NestingLimits.parserHazard(in: UnsafeRawBufferPointer($0)) }) {
            return (
                nil,
                .warning(
                    "nesting-limit", "not linted: \(hazard.message)",
                    at: location(ofOffset: hazard.offset, in: Array(text.utf8), path: path))
            )
        }
        let timeLimit = parseTimeLimit ?? BoundedParser.timeLimit(bytes: text.utf8.count)
        let tree = BoundedParser.parse(
            text, timeLimit: timeLimit, watch: watch,
            orElse: orElse(
                .warning(
                    "parse-time-limit",
                    "not linted: the Swift parser did not finish within \(String(format: timeLimit < 0.1 ? "%.2g" : "%.1f", timeLimit)) s; the file is most likely malformed or generated: exclude it, or raise --parse-time-limit",
                    at: at)))
        if let deep = NestingLimits.tooDeep(tree) {
            return (
                nil,
                .warning(
                    "nesting-limit",
                    "not linted: the code nests more than \(NestingLimits.treeDepth) levels deep here; split the expression",
                    at: location(ofOffset: deep.positionAfterSkippingLeadingTrivia.utf8Offset, in: Array(text.utf8), path: path))
            )
        }
        let file = SwiftFile(path: path, text: text, tree: tree)
        let problem = file.firstSyntaxError.map {
            Diagnostic.warning("syntax-error", "the file does not parse as written; findings may be incomplete", at: $0)
        }
        return (file, problem)
    }

    /// Line and UTF-8 column of a byte offset.
    private static func location(ofOffset offset: Int, in bytes: [UInt8], path: String) -> SourceLocation {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return SourceLocation(file: path, line: line, column: offset - lineStart + 1)
    }
}

/// A file parsed and checked: its findings and problems, and its path when it parsed.
struct CheckedFile: Sendable {
    var parsed: String?
    var problem: Diagnostic?
    var violations: [Diagnostic] = []
    /// Findings a suppression comment hid.
    var suppressed = 0
}
