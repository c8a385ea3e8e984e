import Foundation

/// A value given now, or made by a closure on a thread of its own and waited for when first
/// read: work that can go on beside other work (the linter reads a project while the knowledge
/// base its messages come from loads).
public final class Pending<Value: Sendable>: @unchecked Sendable {
    private let ready = NSCondition()
    private var made: Value?

    public init(_ value: Value) { made = value }

    public init(_ make: @escaping @Sendable () -> Value) {
        Thread.detachNewThread { [self] in
            let value = make()
            ready.lock()
            made = value
            ready.broadcast()
            ready.unlock()
        }
    }

    /// The value, once it is made.
    public var value: Value {
        ready.lock()
        defer { ready.unlock() }
        while made == nil { ready.wait() }
        return made!
    }
}
