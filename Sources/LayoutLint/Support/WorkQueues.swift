import Foundation

/// Hands out file indexes to the workers, in order.
final class WorkCounter: @unchecked Sendable {
    private var next = 0
    private let lock = NSLock()

    func take(below count: Int) -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }
}

/// Items that concurrent workers push and pop, first in first out.
final class SharedQueue<T>: @unchecked Sendable {
    private var items: [T] = []
    private var head = 0
    private let lock = NSLock()

    func push(_ item: T) { lock.withLock { items.append(item) } }

    func pop() -> T? {
        lock.withLock {
            guard head < items.count else { return nil }
            head += 1
            return items[head - 1]
        }
    }

    var isEmpty: Bool { lock.withLock { head >= items.count } }
    var count: Int { lock.withLock { items.count - head } }
}

/// Results that concurrent workers put by input index, read once all are done.
final class ResultBag<T: Sendable>: @unchecked Sendable {
    private var slots: [Int: T] = [:]
    private let lock = NSLock()

    func put(_ k: Int, _ value: T) { lock.lock(); slots[k] = value; lock.unlock() }

    /// The results in `order` (input indexes), skipping inputs that gave none.
    func values(in order: [Int]) -> [T] {
        lock.lock(); defer { lock.unlock() }
        return order.compactMap { slots[$0] }
    }
}
