import Foundation
import Synchronization

/// The stack of the threads that parse and check Swift: reserved, not committed, so a large
/// one costs address space only.
let deepStackSize = 512 << 20

extension Array where Element: Sendable {
    /// `map` on all cores, on threads with large stacks: swift-syntax parses and visits trees
    /// recursively, and a long member chain (`a.b.c…`) is as deep as it is long.
    func deepStackMap<T>(_ transform: (Element) -> T) -> [T] {
        guard !isEmpty else { return [] }
        // The closure does not escape: the workers reach it through `work`, which lets go of it
        // once every worker has finished, before this returns.
        return withoutActuallyEscaping(transform) { transform in
            let work = Work(self, transform)
            defer { work.transform = nil }
            let workers = Swift.min(count, ProcessInfo.processInfo.activeProcessorCount)
            let done = DispatchSemaphore(value: 0)
            for _ in 0..<workers {
                let thread = Thread {
                    work.run()
                    done.signal()
                }
                thread.stackSize = deepStackSize
                thread.start()
            }
            for _ in 0..<workers { done.wait() }
            return work.results()
        }
    }

    /// `deepStackMap` that starts with the heaviest inputs (by `weight`): one large file left
    /// for last (a generated icon table of a megabyte takes a third of a second to parse) would
    /// keep one core busy while the others wait.
    func deepStackMap<T>(heaviestFirst weight: (Element) -> Int, _ transform: (Element) -> T) -> [T] {
        let order = indicesHeaviestFirst(weight)
        let results = withoutActuallyEscaping(transform) { transform in
            order.deepStackMap { transform(self[$0]) }
        }
        var inOrder = [T?](repeating: nil, count: count)
        for (index, result) in zip(order, results) { inOrder[index] = result }
        return inOrder.map { $0! }
    }

    /// The indices by decreasing weight, equal weights in input order.
    func indicesHeaviestFirst(_ weight: (Element) -> Int) -> [Int] {
        let weights = map(weight)
        return indices.sorted { weights[$0] > weights[$1] || (weights[$0] == weights[$1] && $0 < $1) }
    }
}

/// The inputs, the next index to take and one result slot per input (each written by exactly
/// one worker, read after all have finished).
private final class Work<Element, T>: @unchecked Sendable {
    let inputs: [Element]
    var transform: ((Element) -> T)?
    /// Taken without a lock: with thousands of small inputs (a stat each), workers queued on
    /// a mutex for each take and each core stood idle half the time.
    private let next = Atomic<Int>(0)
    private let slots: UnsafeMutableBufferPointer<T?>

    init(_ inputs: [Element], _ transform: @escaping (Element) -> T) {
        self.inputs = inputs
        self.transform = transform
        slots = .allocate(capacity: inputs.count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func run() {
        guard let transform else { return }
        while let index = take() { slots[index] = transform(inputs[index]) }
    }

    private func take() -> Int? {
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        return index < inputs.count ? index : nil
    }

    func results() -> [T] { slots.map { $0! } }
}
