/// Lookups over a file's facts, built once after extraction, so that a condition asked about one
/// access looks only at the facts that can matter (those of the same function or type, or those
/// whose value contains a token) instead of scanning the whole file: linear time on files with
/// hundreds of thousands of facts. Lists come in source order (by name token), so that a lookup can
/// search them by position; `accesses(namedIn:)` keeps the facts' own order.
struct FactIndex: Sendable {
    /// Writes (indices into `FileFacts.accesses`) per member, view (`ViewPaths.view`) and
    /// enclosing function or type (-1 is "none"), in source order. Writes to unknown views are left
    /// out: the conditions that ask want the same view (`ViewPaths.same`), which they never are.
    /// Reads are left out too: no condition asks for another read of the same view, and a view
    /// read thousands of times in one function would make every lookup scan them all.
    struct Scoped: Hashable {
        var scope: Int32
        var member: GeometryMember
        var view: [String]
    }
    private(set) var writesByFunction: [Scoped: [Int]] = [:]
    private(set) var writesByType: [Scoped: [Int]] = [:]
    /// Every access's name token, by access index.
    private var nameTokens: [Int32] = []
    /// Calls (indices into `FileFacts.calls`) per enclosing type.
    private(set) var callsByType: [Int32: [Int]] = [:]
    /// Every access (its index), in source order, for range queries.
    private var inSourceOrder: [Int] = []
    /// Per code token: the last write of a frame, center or bounds whose value contains it.
    private(set) var geometryWriteFeeding = PaintedRuns()
    /// Per code token: the last write of a frame whose value contains it.
    private(set) var frameWriteFeeding = PaintedRuns()
    /// The views (`ViewPaths.view`) whose `bounds` some access reads.
    private(set) var boundsReadViews: Set<[String]> = []
    /// Frame writes whose value is one identifier, by that name: the last such value's token.
    private(set) var frameWritesFromName: [String: Int] = [:]
    /// For each type declaration, the first declaration of the same top-level type in the file:
    /// a class and its extensions (C# partial parts) in one file are one type for the lookups.
    private var canonicalType: [Int32] = []

    init() {}

    private func canonical(_ t: Int?) -> Int32 {
        guard let t, t >= 0, t < canonicalType.count else { return -1 }
        return canonicalType[t]
    }

    init(_ facts: FileFacts, _ ts: TokenStream, _ s: FileStructure) {
        let n = ts.count
        var feeding: [(ClosedRange<Int>, Int32)] = []
        var frameFeeding: [(ClosedRange<Int>, Int32)] = []
        nameTokens = facts.accesses.map { Int32(truncatingIfNeeded: $0.nameToken) }
        var firstByName: [String: Int32] = [:]
        canonicalType = s.types.indices.map { t in
            let d = s.types[t]
            guard d.parent == nil else { return Int32(t) }
            if let first = firstByName[d.name] { return first }
            firstByName[d.name] = Int32(t)
            return Int32(t)
        }
        for (k, a) in facts.accesses.enumerated() {
            let view = ViewPaths.view(a.receiver)
            if a.member == .bounds, !a.isWrite, let view { boundsReadViews.insert(view) }
            if a.isWrite, let view {
                writesByFunction[Scoped(scope: Int32(s.function(at: a.nameToken) ?? -1), member: a.member, view: view), default: []]
                    .append(k)
                writesByType[Scoped(scope: canonical(s.type(at: a.nameToken)), member: a.member, view: view), default: []].append(k)
            }
            guard a.isWrite, let v = a.value, v.lowerBound < n else { continue }
            let clamped = v.lowerBound...min(v.upperBound, n - 1)
            if [.frame, .center, .bounds, .position].contains(a.member) { feeding.append((clamped, Int32(k))) }
            if a.member == .frame {
                frameFeeding.append((clamped, Int32(k)))
                if v.count == 1, ts.kind(v.lowerBound) == .identifier {
                    frameWritesFromName[ts.name(v.lowerBound)] = max(frameWritesFromName[ts.name(v.lowerBound)] ?? -1, v.lowerBound)
                }
            }
        }
        for (k, c) in facts.calls.enumerated() {
            callsByType[canonical(s.type(at: c.nameToken)), default: []].append(k)
        }
        // Facts come in the order their walk met them (an Objective-C send is met at its `[`):
        // put each list in source order so that lookups can search by position.
        let comesFirst = Self.sourceOrder(nameTokens)
        for key in writesByFunction.keys { writesByFunction[key]!.sort(by: comesFirst) }
        for key in writesByType.keys { writesByType[key]!.sort(by: comesFirst) }
        inSourceOrder = facts.accesses.indices.sorted(by: comesFirst)
        geometryWriteFeeding = PaintedRuns(n, feeding)
        frameWriteFeeding = PaintedRuns(n, frameFeeding)
    }

    /// The writes of these members to the view of `a` in function `f` (nil: outside functions),
    /// in source order: a superset of those that write the same view as `a`.
    func writes(of members: GeometryMember..., sameViewAs a: MemberAccess, inFunction f: Int?) -> [Int] {
        writes(of: members, sameViewAs: a, inFunction: f)
    }

    func writes(of members: [GeometryMember], sameViewAs a: MemberAccess, inFunction f: Int?) -> [Int] {
        guard let view = ViewPaths.view(a.receiver) else { return [] }
        return merged(members.map { writesByFunction[Scoped(scope: Int32(f ?? -1), member: $0, view: view)] ?? [] })
    }

    /// The writes of these members to the view of `a` in type `t` (nil: outside types), in source order.
    func writes(of members: GeometryMember..., sameViewAs a: MemberAccess, inType t: Int?) -> [Int] {
        guard let view = ViewPaths.view(a.receiver) else { return [] }
        return merged(members.map { writesByType[Scoped(scope: canonical(t), member: $0, view: view)] ?? [] })
    }

    /// The writes of `member` to the view at `path` in type `t` (nil: outside types), in source order.
    func writes(of member: GeometryMember, path: [String], inType t: Int?) -> [Int] {
        writesByType[Scoped(scope: canonical(t), member: member, view: path)] ?? []
    }

    private func merged(_ lists: [[Int]]) -> [Int] {
        let nonEmpty = lists.filter { !$0.isEmpty }
        guard nonEmpty.count > 1 else { return nonEmpty.first ?? [] }
        return nonEmpty.flatMap { $0 }.sorted(by: Self.sourceOrder(nameTokens))
    }

    /// Source order of two accesses: by name token, then by index. (It captures the name tokens
    /// alone: a method reference would capture, and retain, the whole index at every comparison.)
    private static func sourceOrder(_ nameTokens: [Int32]) -> (Int, Int) -> Bool {
        { a, b in (nameTokens[a], a) < (nameTokens[b], b) }
    }

    /// In `list` (source order), the position of the first access whose name token comes after `token`.
    func firstPosition(in list: [Int], after token: Int) -> Int {
        list.partitionPoint { Int(nameTokens[$0]) <= token }
    }

    func calls(inType t: Int?) -> [Int] { callsByType[canonical(t)] ?? [] }

    /// The accesses whose name token lies in `range`, in their original order.
    func accesses(namedIn range: ClosedRange<Int>) -> [Int] {
        let first = inSourceOrder.partitionPoint { Int(nameTokens[$0]) < range.lowerBound }
        let end = inSourceOrder[first...].partitionPoint { Int(nameTokens[$0]) <= range.upperBound }
        return inSourceOrder[first..<end].sorted()
    }

    /// Whether some access reads the `bounds` of `view`.
    func hasBoundsRead(of view: [String]) -> Bool { boundsReadViews.contains(view) }

    /// The last frame, center, bounds or layer position write whose value contains token `i`.
    func geometryWrite(feeding i: Int) -> Int? {
        let k = geometryWriteFeeding[i]
        return k >= 0 ? Int(k) : nil
    }

    /// Whether some frame write's value contains token `i`.
    func frameWriteContains(_ i: Int) -> Bool {
        frameWriteFeeding[i] >= 0
    }

    /// Whether a frame write after token `after` assigns exactly the identifier `name`.
    func frameWritten(fromName name: String, after: Int) -> Bool {
        (frameWritesFromName[name] ?? -1) > after
    }
}
