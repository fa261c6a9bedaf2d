/// Writes of geometry traced through a function: a frame write that only moves a view, the
/// origin axis a value feeds, the write an origin or an assignment ends in, a local placed
/// earlier, a view handed to a method of the type that positions it.
enum GeometryWrites {
    /// The writes of `members` to the view of `a` made earlier in the same function, before token
    /// `token`, in source order (every `#if` arm; callers that care ask `compiledTogether`).
    static func earlierInFunction(of members: GeometryMember..., sameViewAs a: MemberAccess, before token: Int,
                                  _ ctx: FileContext) -> [MemberAccess] {
        let s = ctx.structure, index = ctx.facts.index
        let writes = index.writes(of: members, sameViewAs: a, inFunction: s.function(at: a.nameToken))
        return writes[..<index.firstPosition(in: writes, after: token - 1)].map { ctx.facts.accesses[$0] }.filter {
            $0.nameToken < token && ViewPaths.same($0, a, s)
        }
    }

    /// The frame write an origin ends in: the write whose value holds it, or, for a local
    /// rectangle (`let r = CGRect(…)`, `r.origin.x = …`), the first later `v.frame = r`.
    static func frameWrite(of o: OriginComponent, _ ctx: FileContext) -> MemberAccess? {
        if let w = ctx.facts.index.geometryWrite(feeding: o.anchor) { return ctx.facts.accesses[w] }
        let ts = ctx.tokens, s = ctx.structure
        var nameToken: Int?
        if ts.isPunct(o.anchor - 1, "."), ts.kind(o.anchor - 2) == .identifier { nameToken = o.anchor - 2 }
        else if ts.isOperator(o.anchor - 1, "="), ts.kind(o.anchor - 2) == .identifier { nameToken = o.anchor - 2 }
        else if ts.word(o.anchor - 1) == .kNew, ts.isOperator(o.anchor - 2, "="), ts.kind(o.anchor - 3) == .identifier { nameToken = o.anchor - 3 }
        guard let nt = nameToken, let fn = s.function(at: o.anchor) else { return nil }
        let name = ts.name(nt)
        return ctx.facts.accesses.first { a in
            a.member == .frame && a.isWrite && a.isWholeWrite && a.nameToken > o.anchor && s.function(at: a.nameToken) == fn
                && a.value.map { $0.count == 1 && ts.kind($0.lowerBound) == .identifier && ts.name($0.lowerBound) == name } == true
        }
    }

    /// The path read was last assigned a local of the same function (`self.prevButton = button`)
    /// that had been made or given its frame before that assignment.
    static func holdsLocalPlacedEarlier(_ a: MemberAccess, _ view: [String], _ ctx: FileContext) -> Bool {
        let s = ctx.structure, ts = ctx.tokens
        guard let fn = s.function(at: a.nameToken) else { return false }
        let body = s.functions[fn].bodyRange
        // The last `path = local` before the read.
        var assignment: (token: Int, local: String)?
        var k = body.lowerBound + 1
        while k < a.receiverStart {
            if ts.isOperator(k, "="), ts.isAssignment(k), ts.kind(k + 1) == .identifier, Statements.end(ts, from: k + 1) == k + 1,
               let start = ViewPaths.pathStart(ts, endingAt: k - 1), ViewPaths.expression(ts, start...(k - 1)) == view,
               let l = s.local(named: ts.name(k + 1), at: k + 1), body.contains(l.nameToken) {
                assignment = (k, ts.name(k + 1))
            }
            k += 1
        }
        guard let (at, local) = assignment else { return false }
        // The local's frame, bounds or center written before that assignment (a construction with a
        // frame argument is a write the value flow sees as a new view; a plain write is a fact).
        for member: GeometryMember in [.frame, .bounds, .center] {
            for w in ctx.facts.index.writes(of: member, path: [local], inType: s.type(at: at)) {
                let write = ctx.facts.accesses[w]
                if write.nameToken < at, s.function(at: write.nameToken) == fn { return true }
            }
        }
        return false
    }

    /// Which origin coordinate the read feeds when it sits in the `x` or `y` argument of a
    /// rectangle being built (`CGRect(x: (w - 100) / 2, …)`, `CGRectMake(…)`, `new CGRect(…)`).
    static func originAxis(of a: MemberAccess, _ ts: TokenStream) -> Character? {
        var open = ts.enclosingOpen(a.nameToken)
        var steps = 0
        while let o = open, steps < 8 {
            steps += 1
            if ts.isPunct(o, "("), ts.word(o - 1) == .CGRect || ts.word(o - 1) == .CGRectMake || ts.word(o - 1) == .RectangleF,
               let close = ts.partner(of: o) {
                let args = CallArguments.split(ts, open: o, close: close)
                guard args.count == 4, let index = args.firstIndex(where: { $0.contains(a.nameToken) }) else { return nil }
                return index == 0 ? "x" : index == 1 ? "y" : nil
            }
            open = ts.enclosingOpen(o)
        }
        return nil
    }

    /// The write only moves its view: its value is a local copied from the same view's frame
    /// whose size the function leaves alone or sets to constants (`var f = v.Frame; f.X = …;
    /// v.Frame = f`).
    static func movesOnly(_ w: MemberAccess, _ ctx: FileContext) -> Bool {
        let ts = ctx.tokens, s = ctx.structure
        guard w.member == .frame, w.isWholeWrite, let v = w.value, v.count == 1, ts.kind(v.lowerBound) == .identifier,
              let l = s.local(named: ts.name(v.lowerBound), at: v.lowerBound), let fn = s.function(at: w.nameToken),
              let start = Optional(l.nameToken + 1), ts.isOperator(start, "="),
              let view = ViewPaths.view(w.receiver) else { return false }
        let end = Statements.end(ts, from: start + 1)
        guard end >= start + 1, ViewPaths.expression(ts, (start + 1)...max(start + 1, end - 2)) == view,
              ts.word(end) == .frame || ts.word(end) == .Frame else { return false }
        let name = ts.name(l.nameToken)
        let sizeWords: Set<String> = ["size", "Size", "width", "Width", "height", "Height"]
        for k in Range.upTo(end, w.nameToken) where k > s.functions[fn].bodyOpen {
            if ts.kind(k) == .identifier, ts.name(k) == name, ts.isPunct(k + 1, "."), sizeWords.contains(ts.name(k + 2)),
               ts.isAssignment(k + 3) {
                // A constant size (`f.Width = 400f`) is not one the value read gave it.
                let valueStart = k + 4
                let valueEnd = Statements.end(ts, from: valueStart)
                let constant = ts.isOperator(k + 3, "=") && valueEnd >= valueStart
                    && (valueStart...valueEnd).allSatisfy { ts.kind($0) == .number || ts.kind($0) == .operator }
                if !constant { return false }
            }
            if ts.kind(k) == .identifier, ts.name(k) == name, ts.isOperator(k + 1, "="), ts.isAssignment(k + 1) { return false }
        }
        return true
    }

    /// Between `start` and `end`, the view at `path` (or its layer) is an argument of a call to a
    /// method of the same type that writes the position, center or frame of one of its parameters.
    static func passedToOwnPositioningMethod(_ path: [String], after start: Int, before end: Int, _ ctx: FileContext) -> Bool {
        let s = ctx.structure, ts = ctx.tokens
        guard let t = s.type(at: start), start < end else { return false }
        let names = ctx.facts.derived.positioningMethods(inType: t, ctx.facts, s)
        guard !names.isEmpty else { return false }
        var k = start + 1
        while k < end {
            if ts.kind(k) == .identifier, names.contains(ts.name(k)), ts.isPunct(k + 1, "(") || ts.isPunct(k + 1, ":") {
                // The arguments up to the end of the call.
                let close = ts.isPunct(k + 1, "(") ? (ts.partner(of: k + 1) ?? k) : (ts.enclosingOpen(k).flatMap { ts.partner(of: $0) } ?? k)
                var j = k + 2
                while j < close {
                    if ts.kind(j) == .identifier, let st = ViewPaths.pathStart(ts, endingAt: j), st >= k + 2,
                       let p = ViewPaths.expression(ts, st...j), p == path || p == path + ["layer"] || p == path + ["Layer"] { return true }
                    j += 1
                }
            }
            k += 1
        }
        return false
    }

    /// The write whose assigned value contains this access, if any.
    static func assignmentFed(by a: MemberAccess, _ ctx: FileContext) -> MemberAccess? {
        ctx.facts.index.geometryWrite(feeding: a.nameToken).map { ctx.facts.accesses[$0] }
    }
}
