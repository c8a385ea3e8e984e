import GuidelineKit
import Foundation

/// An `Info.plist` the linter read: bundle names and, for an app extension, its kind and principal class.
public struct InfoPlist: Sendable {
    public var path: String
    /// The bundle's folder (see `bundleFolder`): Swift files in or below it belong to this bundle.
    public var directory: String
    public var displayName: String?
    public var bundleName: String?
    /// `NSExtensionPointIdentifier`, when the plist declares `NSExtension`.
    public var extensionPoint: String?
    /// `NSExtensionPrincipalClass` without its module prefix; for an extension whose interface is
    /// a storyboard, the class of the storyboard's initial view controller (set by the linter).
    public var principalClass: String?
    /// `NSExtensionMainStoryboard`: the storyboard's name, without `.storyboard`.
    public var mainStoryboard: String?
    /// The main storyboard's initial view holds no views (set by the linter).
    public var mainStoryboardViewIsEmpty = false
    /// `CFBundlePackageType`: `APPL` for an app (or a build setting that becomes it), `BNDL` for a
    /// resource bundle such as a `Settings.bundle`, `FMWK` for a framework.
    public var packageType: String?
    /// Lines of keys, for locations (`<key>CFBundleDisplayName</key>` → 12).
    var keyLines: [String: Int]

    /// A bundle for another platform, which iOS rules don't judge: macOS (a minimum macOS
    /// version, or an `NSApplication`) or watchOS (a watch app's keys).
    public var isOtherPlatform = false

    public var isExtension: Bool { extensionPoint != nil }
    /// A bundle of resources or code (`BNDL`, `FMWK`) that people never see by name: not an app.
    public var isResourceBundle: Bool { packageType.map { ["BNDL", "FMWK"].contains($0) } ?? false }
    public var isShareExtension: Bool { extensionPoint == "com.apple.share-services" }
    public var isActionExtension: Bool { extensionPoint == "com.apple.ui-services" }
    /// A share or action extension: the kinds the share sheet opens.
    public var isShareOrActionExtension: Bool { isShareExtension || isActionExtension }

    /// Bundles ordered so that the first whose folder holds a file is the one it belongs to.
    static func deepestFirst(_ plists: [InfoPlist]) -> [InfoPlist] {
        plists.sorted { $0.directory.count > $1.directory.count }
    }

    /// The name people see, when it is a literal (not a build setting like `$(PRODUCT_NAME)`).
    public var visibleName: String? {
        // `$(PRODUCT_NAME)` and `${PRODUCT_NAME}` are build settings, filled in at build time.
        [displayName, bundleName].compactMap { $0 }.first { !$0.contains("$(") && !$0.contains("${") && !$0.isEmpty }
    }

    public func line(ofKey key: String) -> Int { keyLines[key] ?? 1 }

    /// What a message calls the bundle: its visible name, else its folder's.
    public var messageName: String { visibleName ?? (directory as NSString).lastPathComponent }

    /// Folders Xcode projects keep an Info.plist in, apart from the bundle's code.
    static let supportFolders: Set<String> = [
        "Supporting Files", "SupportingFiles", "Supporting", "Support", "Resources", "Meta", "Metadata", "Other", "Config",
        "Configuration", "Configurations",
    ]

    /// The folder whose code and files make the bundle: the plist's, or the one above when the
    /// plist sits in a support folder (`ShareExtension/Supporting Files/Info.plist`).
    static func bundleFolder(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return supportFolders.contains((folder as NSString).lastPathComponent)
            ? (folder as NSString).deletingLastPathComponent : folder
    }

    /// Parses an XML or binary property list; nil with a reason when it is not one.
    static func parse(path: String, data: Data) -> Result<InfoPlist, Diagnostic> {
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            return .failure(.warning("bad-plist", "is not a valid property list; fix or remove it", at: SourceLocation(file: path, line: 1, column: 1)))
        }
        guard let root = object as? [String: Any] else {
            return .failure(.warning("bad-plist", "is not a dictionary property list", at: SourceLocation(file: path, line: 1, column: 1)))
        }
        let nsExtension = root["NSExtension"] as? [String: Any]
        let principal = (nsExtension?["NSExtensionPrincipalClass"] as? String)?.lastNameComponent
        var plist = InfoPlist(
                path: path, directory: bundleFolder(of: path),
                displayName: root["CFBundleDisplayName"] as? String, bundleName: root["CFBundleName"] as? String,
                extensionPoint: nsExtension?["NSExtensionPointIdentifier"] as? String, principalClass: principal,
                mainStoryboard: nsExtension?["NSExtensionMainStoryboard"] as? String,
                packageType: root["CFBundlePackageType"] as? String, keyLines: keyLines(data))
        // A Mac app's plist, not a multiplatform app's: Xcode writes `LSMinimumSystemVersion`
        // into a SwiftUI app that builds for iOS and the Mac alike, whose iOS keys (`UI…`: its
        // scene manifest, launch screen, orientations) say it runs on iOS too.
        let macOS =
            (root["LSMinimumSystemVersion"] != nil || root["NSPrincipalClass"] as? String == "NSApplication")
            && root["LSRequiresIPhoneOS"] == nil && !root.keys.contains { $0.hasPrefix("UI") }
        let watchOS = ["WKApplication", "WKWatchKitApp", "WKWatchOnly", "WKCompanionAppBundleIdentifier"].contains {
            root[$0] != nil
        }
        plist.isOtherPlatform = macOS || watchOS
        return .success(plist)
    }

    /// The line of each key's first `<key>…</key>` on one line of an XML plist (none for a
    /// binary one), found on the bytes: by characters and Foundation's search it was most of
    /// reading a project's plists, and it runs before anything else.
    static func keyLines(_ data: Data) -> [String: Int] {
        var keyLines: [String: Int] = [:]
        data.withUnsafeBytes { bytes in
            guard isValidUTF8(bytes.assumingMemoryBound(to: UInt8.self)) else { return }
            func starts(_ literal: StaticString, at offset: Int) -> Bool {
                offset + literal.utf8CodeUnitCount <= bytes.count
                    && (0..<literal.utf8CodeUnitCount).allSatisfy { bytes[offset + $0] == literal.utf8Start[$0] }
            }
            var line = 1
            var offset = 0
            while offset < bytes.count {
                if bytes[offset] == 0x0A {
                    line += 1
                } else if bytes[offset] == UInt8(ascii: "<") && starts("<key>", at: offset) {
                    // The key's text, when `</key>` ends it on this line.
                    let keyStart = offset + 5
                    var end = keyStart
                    while end < bytes.count && bytes[end] != 0x0A && !(bytes[end] == UInt8(ascii: "<") && starts("</key>", at: end)) {
                        end += 1
                    }
                    let closed = end < bytes.count && bytes[end] != 0x0A
                    if closed {
                        let key = String(decoding: bytes[keyStart..<end], as: UTF8.self)
                        if keyLines[key] == nil { keyLines[key] = line }
                    }
                    offset = closed ? end + 6 : end
                    continue
                }
                offset += 1
            }
        }
        return keyLines
    }
}

/// Info.plist files by folder, to find the bundle a file belongs to by walking up its path:
/// several rules' filters ask for every file, and testing each of a project's hundreds of
/// bundles in turn took a twentieth of the model's reading of the corpus.
struct BundleFolders: Sendable {
    private var first: [Substring: Int] = [:]

    /// `plists` ordered by `InfoPlist.deepestFirst`; of two in one folder, the first is found.
    init(_ plists: [InfoPlist]) {
        for (index, plist) in plists.enumerated() where first[Substring(plist.directory)] == nil {
            first[Substring(plist.directory)] = index
        }
    }

    /// The index of the bundle a file belongs to: the deepest folder above it that has an Info.plist.
    func index(containing path: String) -> Int? {
        guard !first.isEmpty else { return nil }
        var end = path.utf8.endIndex
        while let slash = path.utf8[..<end].lastIndex(of: UInt8(ascii: "/")) {
            if let index = first[path[..<slash]] { return index }
            end = slash
        }
        return nil
    }
}

/// A file the linter could not use, reported with its path; linting goes on.
