/// What a pattern decides about one match, under every role its type could turn out to have: the
/// engine cannot settle the role until the whole run's type hierarchy is known (the base class may
/// be declared in a file not read yet), so it asks under each hypothesis and keeps the answer for
/// each, with what that answer assumed.
struct Verdict {
    /// The roles under which the match is a finding.
    var roles: Set<TypeRole>
    /// The message, worked out under the first role that holds.
    var message: String
    /// Methods the verdict assumed the type does not inherit from a linted superclass.
    var unlessInherited: [String]
    /// Classes one of which the type must descend from (empty: no requirement).
    var requiredAncestors: [String]
    /// Receiver classes that must descend from UIKit's views, controllers or layers where declared.
    var receiverClasses: [String] = []

    /// The verdict on `m`, or nil when it holds under no role. A match outside any type has one
    /// hypothesis (`.other`); when no condition reads the role, the first answer holds for all.
    static func of(_ pattern: Pattern, _ m: Match, _ ctx: inout RuleContext, typeIndex: Int?) -> Verdict? {
        let hypotheses: [TypeRole] = typeIndex == nil ? [.other] : TypeRole.allCases
        var roles = Set<TypeRole>()
        var message: String?
        var unlessInherited = Set<String>()
        var ancestors: Set<String>?
        var receiverClasses = Set<String>()
        for role in hypotheses {
            ctx.role = role
            ctx.roleProbe.wasRead = false
            ctx.roleProbe.assumedNotInherited = []
            ctx.roleProbe.requiredAncestors = nil
            ctx.roleProbe.receiverClasses = []
            let holds = pattern.holds(m, ctx)
            let roleIndependent = !ctx.roleProbe.wasRead
            if holds {
                unlessInherited.formUnion(ctx.roleProbe.assumedNotInherited)
                if let r = ctx.roleProbe.requiredAncestors { ancestors = (ancestors ?? []).union(r) }
                receiverClasses.formUnion(ctx.roleProbe.receiverClasses)
                roles.insert(role)
                if message == nil { message = pattern.message(m, ctx) }
            }
            // No condition asked for the role: the answer is the same under every role.
            if roleIndependent {
                if holds { roles.formUnion(hypotheses) }
                break
            }
        }
        guard let message else { return nil }
        return Verdict(roles: roles, message: message, unlessInherited: unlessInherited.sorted(),
                       requiredAncestors: (ancestors ?? []).sorted(), receiverClasses: receiverClasses.sorted())
    }
}
