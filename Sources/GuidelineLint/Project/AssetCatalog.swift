import GuidelineKit
import Foundation

/// An image set of an asset catalog: whether it renders as a template, and its canvas in points.
public struct ImageAsset: Sendable {
    public var name: String
    /// The folders above it that give their images a namespace ("provides-namespace" in the
    /// folder's `Contents.json`), joined by "/": "x24" for the image "x24/More"; empty for none.
    public var namespace = ""
    /// The `Contents.json` of the image set, for locations.
    public var path: String
    public var isTemplate: Bool
    /// Width and height in points of the first image with a readable PNG header, or nil.
    public var pointSize: (width: Double, height: Double)?
    /// The image files the set names, as paths, in its order.
    public var files: [String] = []

    /// Its canvas in points: the PNG header's (`pointSize`), else the page of its first PDF
    /// (`/MediaBox`, read only when asked, for the few images a rule measures), at its scale.
    func canvas() -> (width: Double, height: Double)? {
        if let pointSize { return pointSize }
        guard let pdf = files.first(where: { $0.lowercased().hasSuffix(".pdf") }),
            case .success(let data) = ProjectFile.read(pdf, limit: ImageInk.maximumFileSize),
            let box = PDFScan.mediaBox(in: Array(data))
        else { return nil }
        return (abs(box[2] - box[0]), abs(box[3] - box[1]))
    }

    /// What its images draw, when every one of them is read and all draw alike (`ImageInk`):
    /// small PNGs and simple PDFs; nil when there is none, or one is another image, or they differ.
    func ink() -> ImageInk? {
        guard !files.isEmpty else { return nil }
        let inks = files.map(ImageInk.of(path:))
        guard let first = inks.first ?? nil, inks.allSatisfy({ $0 == first }) else { return nil }
        return first
    }
}

/// Reads `*.xcassets` folders: each `*.imageset`'s `Contents.json` and the headers of its PNGs.
enum AssetCatalog {
    static func imageSets(in catalog: String, problems: inout [Diagnostic]) -> [ImageAsset] {
        var assets: [ImageAsset] = []
        var namespacing: [String: Bool] = [:]
        func providesNamespace(_ group: String) -> Bool {
            if let known = namespacing[group] { return known }
            let json = (try? ProjectFile.read("\(catalog)/\(group)/Contents.json").get())
                .flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
            let provides = (json?["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
            namespacing[group] = provides
            return provides
        }
        for relative in imageSetFolders(in: catalog) {
            let folder = "\(catalog)/\(relative)"
            let contentsPath = "\(folder)/Contents.json"
            let data: Data
            switch ProjectFile.read(contentsPath) {
            case .success(let read): data = read
            case .failure(.unreadable): continue  // an image set without one
            case .failure(let problem):
                problems.append(.warning("bad-asset", problem.reason, at: SourceLocation(file: contentsPath, line: 1, column: 1)))
                continue
            }
            guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                problems.append(
                    .warning(
                        "bad-asset", "is not valid JSON; fix or regenerate it in Xcode",
                        at: SourceLocation(file: contentsPath, line: 1, column: 1)))
                continue
            }
            let properties = json["properties"] as? [String: Any]
            let isTemplate = (properties?["template-rendering-intent"] as? String) == "template"
            var size: (Double, Double)?
            var files: [String] = []
            for image in json["images"] as? [[String: Any]] ?? [] {
                guard let file = image["filename"] as? String, !file.contains("/") else { continue }
                files.append("\(folder)/\(file)")
                let scale = Double((image["scale"] as? String)?.dropLast() ?? "1") ?? 1
                if size == nil, let pixels = pngSize(atPath: "\(folder)/\(file)") {
                    size = (pixels.0 / scale, pixels.1 / scale)
                }
            }
            let name = ((relative as NSString).lastPathComponent as NSString).deletingPathExtension
            let groups = relative.split(separator: "/").dropLast().map(String.init)
            let namespace = groups.indices.filter { providesNamespace(groups[...$0].joined(separator: "/")) }.map { groups[$0] }
            assets.append(
                ImageAsset(
                    name: name, namespace: namespace.joined(separator: "/"), path: contentsPath, isTemplate: isTemplate,
                    pointSize: size, files: files))
        }
        return assets
    }

    /// The `*.imageset` folders of a catalog, as paths relative to it, in name order: groups are
    /// folders too, and an image set holds no other.
    private static func imageSetFolders(in catalog: String, under relative: String = "", kept: StampedDigests? = nil) -> [String] {
        let folder = relative.isEmpty ? catalog : "\(catalog)/\(relative)"
        var found: [String] = []
        for entry in FileWalker.entries(in: folder, kept: kept) ?? [] {
            let path = relative.isEmpty ? entry.name : "\(relative)/\(entry.name)"
            var isFolder = entry.kind == .folder
            if entry.kind == .unknown {
                var info = stat()
                isFolder = stat("\(folder)/\(entry.name)", &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            }
            guard isFolder else { continue }
            if entry.name.hasSuffix(".imageset") {
                found.append(path)
            } else {
                found += imageSetFolders(in: catalog, under: path, kept: kept)
            }
        }
        return found
    }

    /// What a lint reads of a catalog, for its cache's key: the JSON, PNG and PDF files of its image
    /// sets, as paths relative to it, in name order. Folders whose listing a lint kept
    /// (`FileWalker.entries`) are not listed again.
    static func keyedFiles(in catalog: String, kept: StampedDigests?) -> [String] {
        // Listed on all cores: a catalog holds hundreds of image sets, each a folder.
        let sets = imageSetFolders(in: catalog, kept: kept)
        let imageSetFiles = sets.parallelMapEach { set in
            (FileWalker.entries(in: "\(catalog)/\(set)", kept: kept) ?? []).map(\.name)
                .filter { $0.hasSuffix(".json") || $0.hasSuffix(".png") || $0.hasSuffix(".pdf") }.map { "\(set)/\($0)" }
        }.flatMap { $0 }
        // The groups' own `Contents.json`, which say whether they give a namespace.
        let groups = Set(sets.flatMap { set in
            let parts = set.split(separator: "/").dropLast()
            return parts.indices.map { parts[...$0].joined(separator: "/") }
        })
        let groupFiles = groups.sorted().filter { group in
            (FileWalker.entries(in: "\(catalog)/\(group)", kept: kept) ?? []).contains { $0.name == "Contents.json" }
        }.map { "\($0)/Contents.json" }
        return groupFiles + imageSetFiles
    }

    /// The digest of what the linter reads of a PNG or PDF, with the file's stamp from before it
    /// was read: the whole of a small one (an activity image's ink is read, `ImageInk`), the
    /// first 24 bytes of a larger one (all `pngSize` reads).
    static func imageDigest(_ path: String) -> (digest: String, stamp: FileStamp?) {
        let (contents, stamp) = ProjectFile.readStamped(path, limit: ImageInk.maximumFileSize)
        if case .success = contents { return (LintCache.digest(of: contents), stamp) }
        let headerStamp = FileStamp.of(path)
        guard let bytes = headerBytes(path) else { return ("unreadable", nil) }
        return (bytes.withUnsafeBytes(LintCache.digest), headerStamp)
    }

    /// A PNG's signature and IHDR chunk: its first 24 bytes, fewer for a shorter file; nil for
    /// one that cannot be read.
    private static func headerBytes(_ path: String) -> [UInt8]? {
        let file = open(path, O_RDONLY)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var bytes = [UInt8](repeating: 0, count: 24)
        let count = read(file, &bytes, 24)
        return count >= 0 ? Array(bytes[..<count]) : nil
    }

    /// Width and height from a PNG's IHDR chunk (the first 24 bytes), without decoding the image.
    static func pngSize(atPath path: String) -> (Double, Double)? {
        guard let bytes = headerBytes(path), bytes.count == 24,
            bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
            bytes[12..<16].elementsEqual(Array("IHDR".utf8))
        else { return nil }
        func u32(_ at: Int) -> Double { Double(bytes[at..<(at + 4)].reduce(0) { $0 << 8 | UInt32($1) }) }
        return (u32(16), u32(20))
    }
}
