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

    /// Whole writes of `transform` with the value they assign.
    static func writes(_ facts: FileFacts) -> [MemberAccess] {
        facts.accesses.filter { $0.member == .transform && $0.isWrite && $0.isWholeWrite && $0.value != nil }
    }

    /// The last `transform` write to the same view before `access`, in the same function and
    /// compiled together with it.
    static func lastWrite(before access: MemberAccess, _ ctx: RuleContext) -> MemberAccess? {
        let s = ctx.structure
        let fn = s.function(at: access.nameToken)
        // The write must be complete before the access: a frame read inside the transform's own
        // value (`v.transform = .init(translationX: -v.frame.width, y: 0)`) runs before it applies.
        return writes(ctx.facts).last {
            $0.value!.upperBound < access.nameToken && s.function(at: $0.nameToken) == fn
                && ViewPaths.same($0, access, s) && s.compiledTogether($0.nameToken, access.nameToken)
        }
    }
}
