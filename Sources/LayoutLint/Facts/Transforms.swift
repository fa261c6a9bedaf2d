/// Recognises identity transforms and the transforms a type gives its views.
enum Transforms {
    private static let identityNames: Set<String> = [
        "identity", "Identity", "MakeIdentity", "CGAffineTransformIdentity", "CATransform3DIdentity",
    ]

    /// The assigned value is an identity transform: `.identity`, `CGAffineTransform.identity`,
    /// `CGAffineTransformIdentity`, `CGAffineTransform.MakeIdentity()`, `CATransform3DIdentity`.
    static func isIdentity(_ ts: TokenStream, _ value: ClosedRange<Int>) -> Bool {
        var lastName: String?
        for k in value {
            switch ts.kind(k) {
            case .identifier: lastName = ts.name(k)
            case .punctuation where ts.isPunct(k, ".") || ts.isPunct(k, "(") || ts.isPunct(k, ")"): continue
            default: return false
            }
        }
        return lastName.map(identityNames.contains) ?? false
    }

    /// The assigned transform keeps the view an upright rectangle of a known size, so its frame
    /// stays exact: a mirror flip (`scaleX: -1, y: 1`) or a rotation by a constant multiple of a
    /// right angle (`.pi / 2`, `M_PI_2`, `M_PI`, `Math.PI`).
    static func keepsFrameExact(_ ts: TokenStream, _ value: ClosedRange<Int>) -> Bool {
        let names = value.filter { ts.kind($0) == .identifier }.map { ts.name($0) }
        let numbers = value.filter { ts.kind($0) == .number }.map { ts.text($0) }
        let piNames: Set<String> = ["pi", "M_PI", "M_PI_2", "PI", "Pi", "Math", "CGFloat", "Double", "Float", "nfloat", "NMath"]
        if names.contains(where: { $0.lowercased().contains("rotat") }) {
            // Every other name is π or a type around it; numbers are whole (`/ 2`, `* 3`).
            let others = names.filter { !$0.lowercased().contains("rotat") && !$0.lowercased().contains("transform") && $0 != "CGAffineTransform" }
            guard others.allSatisfy(piNames.contains), others.contains(where: { $0.lowercased().contains("pi") }) else { return false }
            // Whole factors, and a divisor of π only 2 (`.pi / 2`, not `.pi / 12`).
            let divisors = value.filter { ts.isOperator($0, "/") }.map { $0 + 1 }
            guard divisors.allSatisfy({ ts.kind($0) == .number && ["2", "2.0", "2f", "2.0f"].contains(ts.text($0)) }) else { return false }
            return numbers.allSatisfy { Double($0.filter { "0123456789.".contains($0) }).map { $0 == $0.rounded() } ?? false }
        }
        if names.contains(where: { $0.lowercased().contains("scale") }) {
            // Only ±1 factors: a mirror flip.
            let factors = numbers.compactMap { Double($0.filter { "0123456789.".contains($0) }) }
            return !factors.isEmpty && factors.allSatisfy { $0 == 1 } && value.contains { ts.isOperator($0, "-") }
        }
        return false
    }

    /// The assigned transform leaves the view's size alone, so its frame keeps the size of its
    /// bounds: the identity or a translation (`CGAffineTransformMakeTranslation(0, h)`,
    /// `CGAffineTransform(translationX: 0, y: h)`, `.init(translationX:y:)`,
    /// `CGAffineTransform.MakeTranslation(0, h)`, `CATransform3DMakeTranslation`), with no scale
    /// or rotation combined into it.
    static func keepsSize(_ ts: TokenStream, _ value: ClosedRange<Int>) -> Bool {
        if isIdentity(ts, value) { return true }
        let names = value.filter { ts.kind($0) == .identifier }.map { ts.name($0).lowercased() }
        guard names.contains(where: { $0.contains("translation") }) else { return false }
        return !names.contains { $0.contains("scale") || $0.contains("rotat") || $0.contains("concat") || $0.contains("invert") }
    }

    /// Every write of `path`'s transform (or its layer's) in type `t` keeps its size: a whole
    /// assignment of a translation or the identity.
    static func onlyKeepSize(_ path: [String], inType t: Int?, _ ctx: FileContext) -> Bool {
        let index = ctx.facts.index
        return (index.writes(of: .transform, path: path, inType: t) + index.writes(of: .transform, path: path + ["layer"], inType: t)).allSatisfy { k in
            let w = ctx.facts.accesses[k]
            return isWholeWrite(w) && keepsSize(ctx.tokens, w.value!)
        }
    }

    /// The last `transform` write to the same view before `access`, in the same function and
    /// compiled together with it.
    static func lastWrite(before access: MemberAccess, _ ctx: FileContext) -> MemberAccess? {
        let s = ctx.structure
        let fn = s.function(at: access.nameToken)
        // The write must be complete before the access: a frame read inside the transform's own
        // value (`v.transform = .init(translationX: -v.frame.width, y: 0)`) runs before it applies.
        // Only writes named before the access can be complete before it: search backwards from there.
        let index = ctx.facts.index
        let writes = index.writes(of: .transform, sameViewAs: access, inFunction: fn)
        for k in writes[..<index.firstPosition(in: writes, after: access.nameToken)].reversed() {
            let w = ctx.facts.accesses[k]
            if isWholeWrite(w), w.value!.upperBound < access.nameToken, ViewPaths.same(w, access, s),
               s.compiledTogether(w.nameToken, access.nameToken), !Branches.exclusive(ctx.tokens, w.nameToken, access.nameToken) {
                return w
            }
        }
        return nil
    }

    /// The non-identity transform `w` is undone later in its own function (an animation's
    /// completion putting `.identity` back): it does not stay on the view.
    static func isUndoneLater(_ w: MemberAccess, _ ctx: FileContext) -> Bool {
        let s = ctx.structure
        let index = ctx.facts.index
        let writes = index.writes(of: .transform, sameViewAs: w, inFunction: s.function(at: w.nameToken))
        return writes[index.firstPosition(in: writes, after: w.nameToken)...].lazy.map { ctx.facts.accesses[$0] }.contains { r in
            isWholeWrite(r) && ViewPaths.same(r, w, s) && isIdentity(ctx.tokens, r.value!)
        }
    }

    /// The view of `a` is made in `a`'s own function before it (`let v = UIView()`,
    /// `self.badge = [[UIView alloc] init]`, `var v = new UIView()`): its transform is the identity.
    static func isMadeEarlierInFunction(_ a: MemberAccess, _ ctx: FileContext) -> Bool {
        let ts = ctx.tokens, s = ctx.structure
        guard let view = ViewPaths.view(a.receiver), !view.isEmpty, let fn = s.function(at: a.nameToken) else { return false }
        let body = s.functions[fn].bodyRange
        if a.receiver.rootIsLocal, view.count == 1, let l = s.local(named: view[0], at: a.receiverStart), body.contains(l.nameToken) {
            return constructs(ts, afterName: l.nameToken)
        }
        // `path = Construction(…)` earlier in the function.
        var k = body.lowerBound
        while k < a.receiverStart {
            if ts.isAssignment(k), ts.spells(k, "="), let start = ViewPaths.pathStart(ts, endingAt: k - 1),
               let target = ClosedRange.checked(start, k - 1), ViewPaths.expression(ts, target) == view,
               constructs(ts, value: k + 1) || madeLocal(named: k + 1, ts, s, body: body) {
                return true
            }
            k += 1
        }
        return false
    }

    /// The value at `v` is only a local made in the same function (`self.view = view` after
    /// `let view = UIView(frame: …)`): the path assigned holds that new object.
    private static func madeLocal(named v: Int, _ ts: TokenStream, _ s: FileStructure, body: ClosedRange<Int>) -> Bool {
        guard ts.kind(v) == .identifier, Statements.end(ts, from: v) == v,
              let l = s.local(named: ts.name(v), at: v), body.contains(l.nameToken) else { return false }
        return constructs(ts, afterName: l.nameToken)
    }

    /// The value starting at `v` makes a new object: `Type(…)`, `Type.init(…)`, `[[Type alloc] …]`,
    /// `new Type(…)`.
    static func constructs(_ ts: TokenStream, value v: Int) -> Bool {
        if ts.word(v) == .kNew { return true }
        if ts.isPunct(v, "["), ts.isPunct(v + 1, "["), ts.spells(v + 3, "alloc") || ts.spells(v + 3, "new") { return true }
        if ts.isPunct(v, "["), ts.spells(v + 2, "new") { return true }
        // A class's factory method: `[CAShapeLayer layer]`, `[UIButton buttonWithType:…]`.
        if ts.isPunct(v, "["), ts.kind(v + 1) == .identifier, ts.kind(v + 2) == .identifier,
           let first = ts.text(v + 1).unicodeScalars.first, first.properties.isUppercase { return true }
        guard ts.kind(v) == .identifier, let first = ts.text(v).unicodeScalars.first, first.properties.isUppercase else { return false }
        var k = v + 1
        while ts.isPunct(k, "."), ts.kind(k + 1) == .identifier { k += 2 }
        return ts.isPunct(k, "(")
    }

    private static func constructs(_ ts: TokenStream, afterName n: Int) -> Bool {
        var k = n + 1
        if ts.isPunct(k, ":") { k += 1; while ts.kind(k) == .identifier || ts.isPunct(k, ".") || ts.isOperator(k, "?") { k += 1 } }
        guard ts.isOperator(k, "=") else { return false }
        return constructs(ts, value: k + 1)
    }

    /// A whole write of `transform` with the value it assigns.
    static func isWholeWrite(_ a: MemberAccess) -> Bool {
        a.member == .transform && a.isWrite && a.isWholeWrite && a.value != nil
    }
}
