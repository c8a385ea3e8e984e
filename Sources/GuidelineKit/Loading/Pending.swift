import Foundation

/// A value given now, or made by a closure on a thread of its own and waited for when first
/// read: work that can go on beside other work (the linter reads a project while the knowledge
/// base its messages come from loads).
public final class Pending<Value: Sendable>: @unchecked Sendable {
    private let ready = NSCondition()
    private var made: Value?
    /// The work not started yet (`deferring`), guarded by `ready`.
    private var waiting: (@Sendable (_ deliver: (Value) -> Void) -> Void)?

    public init(_ value: Value) { made = value }

    public convenience init(_ make: @escaping @Sendable () -> Value) {
        self.init(delivering: { deliver in deliver(make()) })
    }

    /// A value that `make` hands over (`deliver`, once) before it returns: what it built is
    /// freed on its thread after the handover, while the reader goes on.
    public init(delivering make: @escaping @Sendable (_ deliver: (Value) -> Void) -> Void) {
        run(make)
    }

    /// A value made only once `start` is called or it is first read: work that may not be
    /// needed at all (a lint whose report is in the cache words no message).
    public init(deferring make: @escaping @Sendable () -> Value) {
        waiting = { deliver in deliver(make()) }
    }

    /// Starts making a deferred value on a thread of its own; nothing when it is under way or made.
    public func start() {
        ready.lock()
        let make = waiting
        waiting = nil
        ready.unlock()
        if let make { run(make) }
    }

    private func run(_ make: @escaping @Sendable (_ deliver: (Value) -> Void) -> Void) {
        Thread.detachNewThread { [self] in
            make { value in
                ready.lock()
                made = value
                ready.broadcast()
                ready.unlock()
            }
        }
    }

    /// The value, once it is made.
    public var value: Value {
        start()
        ready.lock()
        defer { ready.unlock() }
        while made == nil { ready.wait() }
        return made!
    }
}
