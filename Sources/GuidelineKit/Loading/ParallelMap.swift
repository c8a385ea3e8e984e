import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// `map` across all cores, results in input order. Each index is written by exactly one worker.
    public func parallelMap<T>(_ transform: (Element) -> T) -> [T] {
        guard count > 64 else { return map(transform) }
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            nonisolated(unsafe) let output = buffer
            let runs = self.runs
            withoutActuallyEscaping(transform) { transform in
                nonisolated(unsafe) let transform = transform
                DispatchQueue.concurrentPerform(iterations: runs.count) { run in
                    for index in runs[run] {
                        (output.baseAddress! + index).initialize(to: transform(self[index]))
                    }
                }
            }
            initialized = count
        }
    }

    /// Maps runs of consecutive elements across all cores, results in order: for work that keeps
    /// state through a run, such as its own dictionary, which no other core then touches.
    public func parallelMapRuns<T>(_ transform: (ArraySlice<Element>) -> T) -> [T] {
        Array<Range<Int>>(runs).parallelMapEach { transform(self[$0]) }
    }

    /// About four runs per core, so that a slow run does not leave the other cores idle.
    private var runs: [Range<Int>] {
        let count = Swift.min(count, ProcessInfo.processInfo.activeProcessorCount * 4)
        return (0..<count).map { (self.count * $0 / count)..<(self.count * ($0 + 1) / count) }
    }

    /// `map` with every element on its own worker, however few: for a few large pieces of work.
    public func parallelMapEach<T>(_ transform: (Element) -> T) -> [T] {
        [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            nonisolated(unsafe) let output = buffer
            withoutActuallyEscaping(transform) { transform in
                nonisolated(unsafe) let transform = transform
                DispatchQueue.concurrentPerform(iterations: count) { index in
                    (output.baseAddress! + index).initialize(to: transform(self[index]))
                }
            }
            initialized = count
        }
    }
}
