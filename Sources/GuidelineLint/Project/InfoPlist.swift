import GuidelineKit
import Foundation

/// An `Info.plist` the linter read: bundle names and, for an app extension, its kind and principal class.
public struct InfoPlist: Sendable {
    public var path: String
    /// The folder that holds it: Swift files in or below it belong to this bundle.
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
    /// Lines of keys, for locations (`<key>CFBundleDisplayName</key>` → 12).
    var keyLines: [String: Int]

    /// A macOS bundle (a minimum macOS version, or an `NSApplication`), which iOS rules don't judge.
    public var isMacOS = false

    public var isExtension: Bool { extensionPoint != nil }
    public var isShareExtension: Bool { extensionPoint == "com.apple.share-services" }
    public var isActionExtension: Bool { extensionPoint == "com.apple.ui-services" }

    /// The name people see, when it is a literal (not a build setting like `$(PRODUCT_NAME)`).
    public var visibleName: String? {
        [displayName, bundleName].compactMap { $0 }.first { !$0.contains("$(") && !$0.isEmpty }
    }

    public func line(ofKey key: String) -> Int { keyLines[key] ?? 1 }

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
        var principal = nsExtension?["NSExtensionPrincipalClass"] as? String
        if let dot = principal?.lastIndex(of: ".") { principal = String(principal![principal!.index(after: dot)...]) }
        var keyLines: [String: Int] = [:]
        if let text = String(data: data, encoding: .utf8) {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let start = line.range(of: "<key>"), let end = line.range(of: "</key>") else { continue }
                let key = String(line[start.upperBound..<end.lowerBound])
                if keyLines[key] == nil { keyLines[key] = number + 1 }
            }
        }
        var plist = InfoPlist(
                path: path, directory: (path as NSString).deletingLastPathComponent,
                displayName: root["CFBundleDisplayName"] as? String, bundleName: root["CFBundleName"] as? String,
                extensionPoint: nsExtension?["NSExtensionPointIdentifier"] as? String, principalClass: principal,
                mainStoryboard: nsExtension?["NSExtensionMainStoryboard"] as? String, keyLines: keyLines)
        plist.isMacOS =
            (root["LSMinimumSystemVersion"] != nil || root["NSPrincipalClass"] as? String == "NSApplication")
            && root["LSRequiresIPhoneOS"] == nil
        return .success(plist)
    }
}

/// A file the linter could not use, reported with its path; linting goes on.
