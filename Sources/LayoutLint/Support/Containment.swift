import Foundation
#if canImport(LayoutLintCrashGuard)
import LayoutLintCrashGuard
#endif

/// Worker threads on which a trap costs one work item, never the run.
///
/// `Contained.run` starts `workers` threads that each run `body`. A body takes items from a shared
/// source and works on each inside `worker.guarded(item) { … }`. If the thread traps there (a
/// Swift runtime failure such as an inverted range, a bad memory access, an abort, a stack
/// overflow), the signal handler of `LayoutLintCrashGuard` parks the thread for good, `run`
/// records the item and its signal as a `Trap`, and starts a replacement that runs `body` again
/// (it goes on with the items left). The parked thread is never resumed or unwound, so nothing it
/// held is seen half-changed. `run` returns once every live worker has finished.
///
/// Whatever a body keeps outside the items (work it set aside for later, say) must live where a
/// replacement finds it: a trapped body's locals are gone.
enum Contained {
    struct Trap: Sendable, Equatable {
        var item: Int
        var signal: Int32
    }

    /// More traps than this in one run and the remaining items are left to the caller: the rest
    /// of the run would only park more threads.
    static let trapLimit = 64

    /// The stack each worker gets (the main thread's usual size).
    static let stackSize = 8 << 20

    /// One worker's view of its guard.
    final class Worker: @unchecked Sendable {
        private let lock = NSLock()
        private var current: Int?
        #if canImport(LayoutLintCrashGuard)
        fileprivate let slot: OpaquePointer?
        fileprivate init(slot: OpaquePointer?) { self.slot = slot }
        #else
        fileprivate init() {}
        #endif

        /// Works on `item`; a trap inside `work` is charged to it.
        func guarded<R>(_ item: Int, _ work: () -> R) -> R {
            lock.withLock { current = item }
            #if canImport(LayoutLintCrashGuard)
            ll_arm()
            defer { ll_disarm(); lock.withLock { current = nil } }
            #else
            defer { lock.withLock { current = nil } }
            #endif
            return work()
        }

        /// The item the worker was on when it trapped.
        fileprivate var itemInHand: Int? { lock.withLock { current } }
    }

    /// Runs `body` on `workers` threads (see the type's comment); the traps, in the order they
    /// were noticed. `stopped` is true when the trap limit was reached (replacements stop).
    static func run(workers: Int, _ body: @escaping @Sendable (Worker) -> Void) -> (traps: [Trap], stopped: Bool) {
        #if canImport(LayoutLintCrashGuard)
        ll_guard_install()
        guard let events = ll_events_create() else { return runUnguarded(workers, body) }
        var live: [(worker: Worker, thread: pthread_t)] = []
        var traps: [Trap] = []
        var stopped = false
        func spawn() -> Bool {
            guard let slot = ll_slot_create(events) else { return false }
            let worker = Worker(slot: slot)
            let start = Start { ll_thread_begin(slot); body(worker); ll_slot_finish(slot) }
            guard let thread = start.launch(stackSize: stackSize) else { ll_slot_destroy(slot); return false }
            live.append((worker, thread))
            return true
        }
        func slot(_ worker: Worker) -> OpaquePointer { worker.slot! }
        var running = 0
        for _ in 0..<max(1, workers) where spawn() { running += 1 }
        if running == 0 {
            ll_events_destroy(events)
            return runUnguarded(workers, body)
        }
        while running > 0 {
            ll_events_wait(events)
            var k = 0
            while k < live.count {
                let (worker, thread) = live[k]
                switch ll_slot_state(slot(worker)) {
                case 1:
                    pthread_join(thread, nil)
                    ll_slot_destroy(slot(worker))
                    live.remove(at: k)
                    running -= 1
                case 2:
                    // Parked for good: let it go, and keep its slot (the parked handler holds it).
                    pthread_detach(thread)
                    live.remove(at: k)
                    running -= 1
                    if let item = worker.itemInHand { traps.append(Trap(item: item, signal: ll_slot_signal(slot(worker)))) }
                    if traps.count < trapLimit {
                        if spawn() { running += 1 }
                    } else {
                        stopped = true
                    }
                default:
                    k += 1
                }
            }
        }
        // A parked handler may still be returning from its post: the semaphore outlives it.
        if traps.isEmpty { ll_events_destroy(events) }
        return (traps, stopped)
        #else
        return runUnguarded(workers, body)
        #endif
    }

    /// Without the guard (a build without the C module, such as the fuzz target): plain threads.
    private static func runUnguarded(_ workers: Int, _ body: @escaping @Sendable (Worker) -> Void) -> (traps: [Trap], stopped: Bool) {
        DispatchQueue.concurrentPerform(iterations: max(1, workers)) { _ in
            #if canImport(LayoutLintCrashGuard)
            body(Worker(slot: nil))
            #else
            body(Worker())
            #endif
        }
        return ([], false)
    }

    /// The signal's usual name, for messages.
    static func name(ofSignal signal: Int32) -> String {
        switch signal {
        case SIGILL: return "SIGILL"
        case SIGTRAP: return "SIGTRAP"
        case SIGABRT: return "SIGABRT"
        case SIGFPE: return "SIGFPE"
        case SIGBUS: return "SIGBUS"
        case SIGSEGV: return "SIGSEGV"
        default: return "signal \(signal)"
        }
    }

    /// The error of a file no worker took because the run reached the trap limit.
    static let stoppedMessage = "not linted: the run stopped linting after \(trapLimit) internal errors"

    /// The error a trapped item is reported with.
    static func message(forSignal signal: Int32) -> String {
        "internal error while linting this file (\(name(ofSignal: signal))); the rest of the run went on. "
            + "Please report it with the file, or a part of it that still fails"
    }
}

#if canImport(LayoutLintCrashGuard)
/// A joinable thread running one closure.
private final class Start: @unchecked Sendable {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }

    func launch(stackSize: Int) -> pthread_t? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        let context = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(&thread, &attributes, { context in
            Unmanaged<Start>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, context)
        if status != 0 {
            Unmanaged<Start>.fromOpaque(context).release()
            return nil
        }
        return thread
    }
}
#endif

/// Test support, in debug builds only: the lint of some files traps on purpose, so that tests can
/// show what a crash inside one file costs. Two ways: `LAYOUTLINT_DEBUG_TRAP=SUFFIX[:KIND]` (a file
/// whose path ends with SUFFIX; several entries separated by commas), and any file whose name holds
/// `.layoutlint-debug-trap-KIND.` (for tests inside one process). KIND is trap, segv, abort or
/// overflow. Release builds have neither.
enum DebugTrap {
    static let kinds = ["trap", "segv", "abort", "overflow"]

    #if DEBUG
    static let fromEnvironment: [(suffix: String, kind: String)] = parse(ProcessInfo.processInfo.environment["LAYOUTLINT_DEBUG_TRAP"])

    static func parse(_ value: String?) -> [(suffix: String, kind: String)] {
        guard let value else { return [] }
        return value.split(separator: ",").map { entry in
            if let colon = entry.lastIndex(of: ":"), kinds.contains(String(entry[entry.index(after: colon)...])) {
                return (String(entry[..<colon]), String(entry[entry.index(after: colon)...]))
            }
            return (String(entry), "trap")
        }
    }

    static func kind(for path: String) -> String? {
        if let entry = fromEnvironment.first(where: { path.hasSuffix($0.suffix) }) { return entry.kind }
        return kinds.first { path.contains(".layoutlint-debug-trap-\($0).") }
    }
    #endif

    @inline(__always) static func fire(for path: String) {
        #if DEBUG
        guard let kind = kind(for: path) else { return }
        #if canImport(LayoutLintCrashGuard)
        ll_force_crash(kind)
        #else
        fatalError("LAYOUTLINT_DEBUG_TRAP")
        #endif
        #endif
    }
}
