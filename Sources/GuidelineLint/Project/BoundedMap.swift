import Foundation

extension Array where Element: Sendable {
    /// `deepStackMap(heaviestFirst:)` for work with a step that may run away and cannot be
    /// cancelled (a parse: see `BoundedParser`). `transform` runs that step through its `Watch`
    /// with a time limit and the result to give instead. When the step passes its limit, the
    /// input gets that result, its thread is left to finish alone (its result is dropped), and
    /// a new thread takes its place. Each step runs on the thread of its input: handing each
    /// parse to a thread of its own cost a fifth of a lint.
    func boundedMap<T: Sendable>(
        heaviestFirst weight: (Element) -> Int, _ transform: @escaping @Sendable (Element, Watch<T>) -> T
    ) -> [T] {
        guard !isEmpty else { return [] }
        let work = BoundedWork(self, order: indicesHeaviestFirst(weight), transform)
        for _ in 0..<Swift.min(count, ProcessInfo.processInfo.activeProcessorCount) { work.startWorker() }
        work.waitForAll()
        return work.results()
    }

    /// `boundedMap` in input order.
    func boundedMap<T: Sendable>(_ transform: @escaping @Sendable (Element, Watch<T>) -> T) -> [T] {
        boundedMap(heaviestFirst: { _ in 0 }, transform)
    }
}

/// Lets `transform` of `boundedMap` run a step with a time limit and the result its input gets
/// if the step passes it.
struct Watch<T>: @unchecked Sendable {
    fileprivate let worker: Worker
    private let wrap: (T) -> Any

    fileprivate init(_ worker: Worker, wrap: @escaping (T) -> Any) { (self.worker, self.wrap) = (worker, wrap) }

    /// Runs `step`; past `limit` seconds the input's result is `fallback`, whatever follows.
    /// The fallback is made only then (a parse's message was formatted for every file).
    func bounded<R>(limit: Double, orElse fallback: @autoclosure @escaping () -> T, _ step: () -> R) -> R {
        let wrap = wrap
        worker.lock.withLock { (worker.stepStarted, worker.stepLimit, worker.fallback) = (.now(), limit, { wrap(fallback()) }) }
        let result = step()
        worker.lock.withLock { (worker.stepStarted, worker.fallback) = (nil, nil) }
        return result
    }

    /// The watch for a part of the work whose result becomes the input's through `whole`.
    func mapping<U>(_ whole: @escaping (U) -> T) -> Watch<U> { Watch<U>(worker, wrap: { wrap(whole($0)) }) }
}

/// What a thread of `boundedMap` is doing: its input, the step it is in and since when, and
/// what its input gets if the step passes its limit. Guarded by `lock`, shared by all.
private final class Worker: @unchecked Sendable {
    let lock: NSLock
    var index = 0
    var stepStarted: DispatchTime?
    var stepLimit = 0.0
    var fallback: (() -> Any)?
    var abandoned = false

    init(lock: NSLock) { self.lock = lock }
}

/// The inputs in the order they are handed out, one result slot per input, and the threads.
private final class BoundedWork<E: Sendable, T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private let inputs: [E]
    private let order: [Int]
    private let transform: @Sendable (E, Watch<T>) -> T
    // Guarded by `lock`.
    private var next = 0
    private var left: Int
    private var slots: [T?]
    private var workers: [Worker] = []
    private let allDone = DispatchSemaphore(value: 0)

    init(_ inputs: [E], order: [Int], _ transform: @escaping @Sendable (E, Watch<T>) -> T) {
        self.inputs = inputs
        self.order = order
        self.transform = transform
        left = inputs.count
        slots = Array(repeating: nil, count: inputs.count)
    }

    func startWorker() {
        let worker = Worker(lock: lock)
        lock.withLock { workers.append(worker) }
        let thread = Thread { self.run(worker) }
        thread.stackSize = deepStackSize
        thread.start()
    }

    private func run(_ worker: Worker) {
        let watch = Watch<T>(worker, wrap: { $0 })
        while let index = take(for: worker) {
            let result = transform(inputs[index], watch)
            let finished: Bool? = lock.withLock {
                if worker.abandoned { return nil }  // its input already has the fallback
                slots[index] = result
                left -= 1
                return left == 0
            }
            guard let finished else { return }
            if finished { allDone.signal() }
        }
    }

    private func take(for worker: Worker) -> Int? {
        lock.withLock {
            guard next < order.count else { return nil }
            next += 1
            worker.index = order[next - 1]
            return worker.index
        }
    }

    /// Waits for every input, giving up on steps past their limits (checked every 50 ms).
    func waitForAll() {
        while allDone.wait(timeout: .now() + 0.05) == .timedOut {
            var replacements = 0
            let finished: Bool = lock.withLock {
                let now = DispatchTime.now().uptimeNanoseconds  // no step starts after it while locked
                for worker in workers {
                    guard let started = worker.stepStarted?.uptimeNanoseconds, let makeFallback = worker.fallback,
                        now > started, Double(now - started) / 1e9 > worker.stepLimit, let fallback = makeFallback() as? T
                    else { continue }
                    worker.abandoned = true
                    slots[worker.index] = fallback
                    left -= 1
                    replacements += 1
                }
                workers.removeAll { $0.abandoned }
                return left == 0
            }
            if finished { return }
            for _ in 0..<replacements { startWorker() }
        }
    }

    func results() -> [T] { lock.withLock { slots.map { $0! } } }
}
