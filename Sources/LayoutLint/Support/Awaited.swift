import Foundation

/// A value computed on another thread, read by whoever needs it once it is there.
public final class Awaited<Value: Sendable>: @unchecked Sendable {
    private var value: Value?
    private let condition = NSCondition()

    public init() {}
    public init(_ value: Value) { self.value = value }

    public func set(_ v: Value) {
        condition.lock()
        value = v
        condition.broadcast()
        condition.unlock()
    }

    /// The value if it is there, without waiting.
    public var valueIfSet: Value? {
        condition.lock(); defer { condition.unlock() }
        return value
    }

    public func wait() -> Value {
        condition.lock(); defer { condition.unlock() }
        while value == nil { condition.wait() }
        return value!
    }
}
