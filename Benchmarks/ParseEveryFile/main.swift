// parse-every-file [--swift-only] FOLDER...: parses every file `lint` reads under the folders
// once, on all cores, and prints how long that took. It is the yardstick of issue 16's target
// for a cold lint ("no slower than parsing every file once on all cores"): nothing but reading
// and parsing, the fastest way this machine can parse the files. Swift files are parsed with
// swift-syntax; string tables, storyboards and xibs, Info.plist files and asset catalogs with
// the linter's own readers (an app's megabytes of translations and storyboards are files the
// lint must read too). With `--swift-only`, the Swift files alone. Files are found by the
// linter's own walk (hidden folders skipped) and taken largest first (one large file left for
// last would keep a core busy alone); Swift files over the 2 MiB the linter parses are left
// out, as it leaves them.
import Dispatch
import Foundation
@_spi(Benchmarks) import GuidelineLint
import SwiftParser
import SwiftSyntax

var arguments = Array(CommandLine.arguments.dropFirst())
let swiftOnly = arguments.first == "--swift-only"
if swiftOnly { arguments.removeFirst() }
let folders = arguments
guard !folders.isEmpty else {
    FileHandle.standardError.write(Data("usage: parse-every-file [--swift-only] FOLDER...\n".utf8))
    exit(64)
}
let start = DispatchTime.now()
let found = LintedFiles.all(under: folders)
let swiftPaths = found.swift
let others = swiftOnly ? [] : found.others
/// One file to parse: a Swift file (kind nil) or another the linter reads.
struct Work: Sendable {
    var path: String
    var kind: LintedFiles.Kind?
    var size: Int
}
func size(_ path: String) -> Int { (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0 }
let swiftWork = swiftPaths.map { Work(path: $0, kind: nil, size: size($0)) }.filter { $0.size <= 2 << 20 }
// An asset catalog is a folder of small files: taken first, as if it were large.
let otherWork = others.map { Work(path: $0.path, kind: $0.kind, size: $0.kind == .assetCatalog ? Int.max : size($0.path)) }
let order = (swiftWork + otherWork).sorted { $0.size > $1.size }

final class Queue: @unchecked Sendable {
    let order: [Work]
    private let lock = NSLock()
    private var next = 0
    private(set) var swiftBytes = 0
    private(set) var nodes = 0
    init(order: [Work]) { self.order = order }
    func take() -> Work? {
        lock.withLock {
            guard next < order.count else { return nil }
            next += 1
            return order[next - 1]
        }
    }
    func add(bytes: Int, nodes: Int) { lock.withLock { swiftBytes += bytes; self.nodes += nodes } }
}

let queue = Queue(order: order)
let cores = ProcessInfo.processInfo.activeProcessorCount
let done = DispatchSemaphore(value: 0)
for _ in 0..<cores {
    // swift-syntax parses recursively: a deep stack, as the linter gives its parse threads.
    let thread = Thread {
        while let work = queue.take() {
            if let kind = work.kind {
                // A file the linter cannot read is reported by it; here it is simply done.
                _ = LintedFiles.read(work.path, kind: kind)
                continue
            }
            guard let data = FileManager.default.contents(atPath: work.path) else { continue }
            let tree = data.withUnsafeBytes { Parser.parse(source: $0.bindMemory(to: UInt8.self)) }
            // Something of the tree is read, so the parse cannot be optimised away.
            queue.add(bytes: data.count, nodes: tree.statements.count)
        }
        done.signal()
    }
    thread.stackSize = 512 << 20
    thread.start()
}
for _ in 0..<cores { done.wait() }
let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
let otherBytes = otherWork.filter { $0.kind != .assetCatalog }.reduce(0) { $0 + $1.size }
print(
    "parsed \(swiftWork.count) Swift files (\(queue.swiftBytes) bytes)"
        + (swiftOnly
            ? ""
            : " and \(otherWork.count) others (\(otherBytes) bytes of string tables, storyboards, xibs and Info.plists;"
                + " \(otherWork.filter { $0.kind == .assetCatalog }.count) asset catalogs)")
        + " on \(cores) cores in \(String(format: "%.3f", seconds)) s"
        + (swiftWork.count < swiftPaths.count ? "; \(swiftPaths.count - swiftWork.count) over 2 MiB left out" : ""))
