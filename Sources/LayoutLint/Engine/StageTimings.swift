import Foundation

/// Where a run's time goes (`--timings`): CPU time per pipeline stage, summed over the workers,
/// plus the wall time of the serial steps around them. Workers add their totals once, at the end.
public final class StageTimings: @unchecked Sendable {
    public enum Stage: Int, CaseIterable, Sendable {
        case discovery, nibs, reading, prefilter, tokenizing, structure, factsAndRules, resolving, reporting

        var label: String {
            switch self {
            case .discovery: return "discovery"
            case .nibs: return "nibs"
            case .reading: return "reading"
            case .prefilter: return "prefilter"
            case .tokenizing: return "tokenizing"
            case .structure: return "structure"
            case .factsAndRules: return "facts+rules"
            case .resolving: return "resolving"
            case .reporting: return "reporting"
            }
        }

        /// Run once on one thread (its wall time is its CPU time), not in the workers.
        var isSerial: Bool { self == .discovery || self == .nibs || self == .resolving || self == .reporting }
    }

    private let lock = NSLock()
    private var nanoseconds = [UInt64](repeating: 0, count: Stage.allCases.count)
    public private(set) var files = 0
    public private(set) var bytes = 0
    public private(set) var jobs = 0

    public init() {}

    func add(_ local: [UInt64], files: Int, bytes: Int) {
        lock.lock()
        for k in nanoseconds.indices { nanoseconds[k] += local[k] }
        self.files += files
        self.bytes += bytes
        lock.unlock()
    }

    func add(_ stage: Stage, _ ns: UInt64) {
        lock.lock(); nanoseconds[stage.rawValue] += ns; lock.unlock()
    }

    func setJobs(_ n: Int) { lock.lock(); jobs = n; lock.unlock() }

    public func seconds(_ stage: Stage) -> Double {
        lock.lock(); defer { lock.unlock() }
        return Double(nanoseconds[stage.rawValue]) / 1e9
    }

    /// The table printed by `--timings`, for a run that took `wall` seconds.
    public func report(wall: Double) -> String {
        let total = Stage.allCases.reduce(0.0) { $0 + seconds($1) }
        let mb = Double(bytes) / 1_000_000
        var s = "layoutlint timings: \(files) files, \(format(mb, 1)) MB, \(jobs) job\(jobs == 1 ? "" : "s")\n"
        for stage in Stage.allCases {
            let t = seconds(stage)
            let share = total > 0 ? t / total * 100 : 0
            let kind = stage.isSerial ? "wall" : "cpu"
            s += "  \(stage.label.padding(toLength: 12, withPad: " ", startingAt: 0))"
                + "\(format(t, 3).leftPadded(8)) s \(kind)  \(format(share, 1).leftPadded(5))%\n"
        }
        s += "  \("total".padding(toLength: 12, withPad: " ", startingAt: 0))\(format(total, 3).leftPadded(8)) s (stages summed)\n"
        s += "  \("wall".padding(toLength: 12, withPad: " ", startingAt: 0))\(format(wall, 3).leftPadded(8)) s"
        if wall > 0 { s += ", \(format(mb / wall, 1)) MB/s" }
        return s + "\n"
    }

    private func format(_ x: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", x) }

    /// Nanoseconds of CPU time used by the calling thread.
    @inline(__always) static func threadCPU() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
    }

    /// Nanoseconds of monotonic wall time.
    @inline(__always) static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
    }
}

private extension String {
    func leftPadded(_ n: Int) -> String { count >= n ? self : String(repeating: " ", count: n - count) + self }
}
