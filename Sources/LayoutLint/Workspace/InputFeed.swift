import Foundation

/// The files to lint, handed to the lint workers as discovery finds them, so that linting starts
/// with the first file found instead of after the last. Discovery appends; each worker takes the
/// next input not yet taken, waiting while discovery is still walking; `close` says the walk is
/// over and in which order the results are to be resolved and reported (the order a walk that
/// finished first would have given), so the report does not depend on when a file was found.
public final class InputFeed: @unchecked Sendable {
    private var items: [LintInput] = []
    private var next = 0
    private var closed = false
    private var order: [Int]?
    private let condition = NSCondition()

    /// An open feed, for discovery to fill.
    public init() {}

    /// A closed feed holding `inputs`, in that order.
    public init(_ inputs: [LintInput]) {
        items = inputs
        closed = true
    }

    public func append(_ batch: [LintInput]) {
        guard !batch.isEmpty else { return }
        condition.lock()
        items += batch
        condition.signal()
        condition.unlock()
    }

    /// No more inputs. `order`, a permutation of the inputs' indexes in arrival order, is the
    /// order of the results; nil keeps the arrival order.
    public func close(order: [Int]? = nil) {
        condition.lock()
        closed = true
        self.order = order
        condition.broadcast()
        condition.unlock()
    }

    /// Every input appended so far, in arrival order.
    public var arrived: [LintInput] {
        condition.lock(); defer { condition.unlock() }
        return items
    }

    /// The next input and its arrival index, waiting while the feed is open and has none; nil
    /// once it is closed and every input has been taken.
    func take() -> (Int, LintInput)? {
        condition.lock(); defer { condition.unlock() }
        while next >= items.count && !closed { condition.wait() }
        guard next < items.count else { return nil }
        next += 1
        // A batch woke one worker: wake the next while inputs remain.
        if next < items.count { condition.signal() }
        return (next - 1, items[next - 1])
    }

    /// The order of the results, once closed (`take` has returned nil).
    var resultOrder: [Int] {
        condition.lock(); defer { condition.unlock() }
        return order ?? Array(items.indices)
    }
}

