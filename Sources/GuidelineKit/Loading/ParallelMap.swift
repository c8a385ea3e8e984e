import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// `map` across all cores, results in input order. Each index is written by exactly one worker.
    public func parallelMap<T>(_ transform: (Element) -> T) -> [T] {
        guard count > 64 else { return map(transform) }
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            nonisolated(unsafe) let output = buffer
            let chunks = Swift.min(count, ProcessInfo.processInfo.activeProcessorCount * 4)
            withoutActuallyEscaping(transform) { transform in
                nonisolated(unsafe) let transform = transform
                DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                    let range = (count * chunk / chunks)..<(count * (chunk + 1) / chunks)
                    for index in range {
                        (output.baseAddress! + index).initialize(to: transform(self[index]))
                    }
                }
            }
            initialized = count
        }
    }
}
