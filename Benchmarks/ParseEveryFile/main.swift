// parse-every-file FOLDER...: parses every Swift file under the folders once with swift-syntax,
// on all cores, and prints how long that took. It is the yardstick of issue 16's target for a
// cold lint ("no slower than parsing every file once on all cores"): nothing but reading and
// parsing, the fastest way this machine can parse the files. Files are found by the linter's own
// walk (hidden folders skipped), taken largest first (one large file left for last would keep a
// core busy alone), and files over the 2 MiB the linter parses are left out, as it leaves them.
import Dispatch
import Foundation
@_spi(Benchmarks) import GuidelineLint
import SwiftParser
import SwiftSyntax

let folders = Array(CommandLine.arguments.dropFirst())
guard !folders.isEmpty else {
    FileHandle.standardError.write(Data("usage: parse-every-file FOLDER...\n".utf8))
    exit(64)
}
let start = DispatchTime.now()
let paths = LintedFiles.swift(under: folders)
let sizes = paths.map { (try? FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int) ?? 0 }
let order = paths.indices.filter { sizes[$0] <= 2 << 20 }.sorted { sizes[$0] > sizes[$1] }

final class Queue: @unchecked Sendable {
    let order: [Int]
    let paths: [String]
    private let lock = NSLock()
    private var next = 0
    private(set) var bytes = 0
    private(set) var nodes = 0
    init(order: [Int], paths: [String]) {
        self.order = order
        self.paths = paths
    }
    func take() -> Int? {
        lock.withLock {
            guard next < order.count else { return nil }
            next += 1
            return order[next - 1]
        }
    }
    func add(bytes: Int, nodes: Int) { lock.withLock { self.bytes += bytes; self.nodes += nodes } }
}

let queue = Queue(order: order, paths: paths)
let cores = ProcessInfo.processInfo.activeProcessorCount
let done = DispatchSemaphore(value: 0)
for _ in 0..<cores {
    // swift-syntax parses recursively: a deep stack, as the linter gives its parse threads.
    let thread = Thread {
        while let index = queue.take() {
            guard let data = FileManager.default.contents(atPath: queue.paths[index]) else { continue }
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
print(
    "parsed \(order.count) Swift files (\(queue.bytes) bytes) on \(cores) cores in \(String(format: "%.3f", seconds)) s"
        + (order.count < paths.count ? "; \(paths.count - order.count) over 2 MiB left out" : ""))
