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

    /// The last `transform` write to the same view before `access`, in the same function and
    /// compiled together with it.
    static func lastWrite(before access: MemberAccess, _ ctx: RuleContext) -> MemberAccess? {
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
               s.compiledTogether(w.nameToken, access.nameToken) {
                return w
            }
        }
        return nil
    }

    /// A whole write of `transform` with the value it assigns.
    static func isWholeWrite(_ a: MemberAccess) -> Bool {
        a.member == .transform && a.isWrite && a.isWholeWrite && a.value != nil
    }
}
