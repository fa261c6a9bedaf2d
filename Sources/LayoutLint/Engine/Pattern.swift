/// The vocabulary rules are written in. A pattern names the facts it looks at (reads of
/// `frame`, calls of `layoutSubviews`, rectangle origins), the conditions that must hold, the
/// conditions that excuse a match, and the message. The engine evaluates it; a rule never walks
/// tokens itself.
public struct Pattern: Sendable {
    public enum Subject: Sendable {
        case reads(Set<GeometryMember>)
        case writes(Set<GeometryMember>)
        case accesses(Set<GeometryMember>)
        case calls(Set<String>)
        case origins
        case onceGuards
        /// Method declarations by name (`layoutSubviews`, `LayoutSubviews`).
        case methods(Set<String>)
        /// The engine reports these itself (LL900, after suppressions).
        case engine
    }

    public let subject: Subject
    public var requirements: [Condition] = []
    public var exclusions: [Condition] = []
    var message: @Sendable (Match, RuleContext) -> String = { m, _ in "layout problem at `\(m.text)`" }
    /// The remedy for a match, when the rule offers one (edits in byte offsets of the file).
    var fixer: (@Sendable (Match, RuleContext) -> Fix?)?
    /// Whether the rule offers fixes at all.
    public var isFixable: Bool { fixer != nil }
    /// Several matches of one view in one statement are one finding (the first):
    /// `CGRect(x: 0, y: 0, width: frame.width, height: frame.height)` is one decision.
    public private(set) var oncePerStatement = false
    /// With `oncePerStatement`: one finding per statement whatever view each read names (one
    /// rectangle, one fix), instead of one per statement and view.
    public private(set) var oncePerStatementForAllViews = false
    /// Calls of the type's own methods are candidates too (`Match.helperCall`): what a rule looks
    /// for may be done by a helper the callback calls. Only calls made in this phase are.
    public private(set) var alsoHelperCalls: Phase?
    /// Reads of the frame through an accessor an extension or category declares (`self.width`)
    /// are candidates too; a finding on one stands only if the run declares that accessor.
    public private(set) var alsoFrameAccessors = false
    /// With `alsoFrameAccessors`: reads through accessors of other views (`contentView.width`) too.
    public private(set) var alsoOtherViewsFrameAccessors = false
    /// Calls of these names are candidates too (a write of geometry made by a call: `sizeToFit()`).
    public private(set) var alsoCalls: Set<String> = []
    /// Uses of names the project gives the main screen's size (`kScreenWidth`), and the screen's
    /// application frame, are reads of the screen's bounds too (`ScreenNames`); a finding on a name
    /// stands only if the run defines it as one.
    public private(set) var alsoScreenNames = false

    public static func reads(_ members: GeometryMember...) -> Pattern { Pattern(subject: .reads(Set(members))) }
    public static func writes(_ members: GeometryMember...) -> Pattern { Pattern(subject: .writes(Set(members))) }
    public static func calls(_ names: String...) -> Pattern { Pattern(subject: .calls(Set(names))) }
    public static func calls(_ names: Set<String>) -> Pattern { Pattern(subject: .calls(names)) }
    /// Reads and writes.
    public static func accesses(_ members: GeometryMember...) -> Pattern { Pattern(subject: .accesses(Set(members))) }
    public static var rectangleOrigins: Pattern { Pattern(subject: .origins) }
    /// No facts: the engine produces the diagnostics itself.
    public static var reportedByTheEngine: Pattern { Pattern(subject: .engine) }
    /// `if !flag { … }` and `guard !flag else { … }` guards.
    public static var onceGuards: Pattern { Pattern(subject: .onceGuards) }
    /// The declarations of methods with these names (an Objective-C name is its selector).
    public static func methods(_ names: String...) -> Pattern { Pattern(subject: .methods(Set(names))) }

    /// What a file must contain for the pattern to find anything in it: groups of words, each of
    /// which must have one of its words in the file. The subject's own spellings (a member, a call,
    /// a method: an Objective-C `setFrame:` contains `Frame`), and the words of each condition it
    /// requires (the layout methods `.inLayoutPass` asks to be inside). Nil: any file may do.
    public var triggers: [[String]]? {
        var groups = requirements.compactMap(\.words)
        switch subject {
        case .reads(let members), .writes(let members), .accesses(let members): groups.append(members.map(\.rawValue))
        case .calls(let names), .methods(let names): groups.append(names.map(\.selectorHead))
        // The words a rectangle's origin is read at, and a C# frame written from local coordinates.
        case .origins: groups.append(["CGRect", "RectangleF", "origin", "Location", "Frame"])
        case .onceGuards: break
        case .engine: groups.append([Suppressions.marker])
        }
        // The subject's own group (the last one added) may be met by one of the extra calls instead.
        if !alsoCalls.isEmpty, !groups.isEmpty { groups[groups.count - 1] += alsoCalls.map(\.selectorHead) }
        if alsoScreenNames, !groups.isEmpty { groups[groups.count - 1] += ["screen", "SCREEN", "applicationFrame"] }
        return groups.isEmpty ? nil : groups
    }

    /// True for rules whose diagnostics the engine produces itself.
    public var isReportedByTheEngine: Bool { if case .engine = subject { return true } else { return false } }

    /// Every condition must hold.
    public func `where`(_ conditions: Condition...) -> Pattern {
        var p = self; p.requirements += conditions; return p
    }

    /// Any of these conditions excuses the match.
    public func unless(_ conditions: Condition...) -> Pattern {
        var p = self; p.exclusions += conditions; return p
    }

    /// Makes the calls of the type's own methods made in `phase` candidates as well
    /// (`Condition.callsAHelperThat`); calls made elsewhere cannot match and are not tried.
    public func includingHelperCalls(in phase: Phase) -> Pattern {
        var p = self; p.alsoHelperCalls = phase; return p
    }

    /// Calls of `names` are candidates too (`Match.call`), beside the subject's facts.
    public func alsoCalling(_ names: String...) -> Pattern {
        var p = self; p.alsoCalls = Set(names); return p
    }

    /// Reports one finding per statement and receiver.
    public func reportedOncePerStatement(forAllViews: Bool = false) -> Pattern {
        var p = self; p.oncePerStatement = true; p.oncePerStatementForAllViews = forAllViews; return p
    }

    /// Reads of the frame through accessors that extensions and categories declare (`self.width`)
    /// are candidates too (`FrameAccessors`).
    /// `ofOtherViews`: also on views other than the own one (`contentView.qmui_width`).
    public func alsoThroughScreenNames() -> Pattern {
        var p = self; p.alsoScreenNames = true; return p
    }

    public func alsoThroughFrameAccessors(ofOtherViews: Bool = false) -> Pattern {
        var p = self; p.alsoFrameAccessors = true; p.alsoOtherViewsFrameAccessors = ofOtherViews; return p
    }

    public func message(_ make: @escaping @Sendable (Match, RuleContext) -> String) -> Pattern {
        var p = self; p.message = make; return p
    }

    /// The fix offered for a match (nil where no fix is reliable).
    public func fix(_ make: @escaping @Sendable (Match, RuleContext) -> Fix?) -> Pattern {
        var p = self; p.fixer = make; return p
    }

    /// The candidate matches in a file, before conditions.
    func candidates(_ ctx: RuleContext) -> [Match] {
        var found = subjectCandidates(ctx)
        if !alsoCalls.isEmpty { found += ctx.facts.calls.filter { alsoCalls.contains($0.methodName) }.map { Match(call: $0, ctx) } }
        guard let phase = alsoHelperCalls else { return found }
        // A function takes its phase from a callback of the file (helpers from their callers):
        // with no callback of that phase declared here, no call is made in it.
        guard ctx.structure.functions.contains(where: { Phase.declared($0) == phase }) else { return found }
        let helpers = ctx.facts.derived.ownCalls(in: 0...max(0, ctx.tokens.count - 1), ctx.fileContext)
        // The phase of each calling function, asked once per function.
        var phaseOf: [Int: Phase] = [:]
        return found + helpers.compactMap { call in
            let callerPhase: Phase
            if let f = ctx.structure.function(at: call.0) {
                callerPhase = phaseOf[f] ?? { let p = ctx.phase(at: call.0); phaseOf[f] = p; return p }()
            } else {
                callerPhase = ctx.phase(at: call.0)  // outside a function (a lazy initializer): its own phase
            }
            return callerPhase == phase ? Match(helperCall: call.0, callee: call.1, ctx) : nil
        }
    }

    private func subjectCandidates(_ ctx: RuleContext) -> [Match] {
        switch subject {
        case .reads(let members):
            var through = alsoFrameAccessors ? ctx.facts.accessorReads.filter { members.contains($0.member) } : []
            if alsoOtherViewsFrameAccessors { through += ctx.facts.accessorReadsOfOtherViews.filter { members.contains($0.member) } }
            if alsoScreenNames { through += ScreenNames.reads(ctx.tokens, ctx.structure).map(\.access) }
            return (ctx.facts.accesses.filter { !$0.isWrite && members.contains($0.member) } + through).map { Match(access: $0, ctx) }
        case .writes(let members):
            return ctx.facts.accesses.filter { $0.isWrite && members.contains($0.member) }.map { Match(access: $0, ctx) }
        case .accesses(let members):
            return ctx.facts.accesses.filter { members.contains($0.member) }.map { Match(access: $0, ctx) }
        case .onceGuards:
            return ctx.facts.onceGuards.map { Match(onceGuard: $0, ctx) }
        case .calls(let names):
            return ctx.facts.calls.filter { names.contains($0.name) }.map { Match(call: $0, ctx) }
        case .origins:
            return ctx.facts.origins.map { Match(origin: $0, ctx) }
        case .methods(let names):
            return ctx.structure.functions.indices.filter {
                let f = ctx.structure.functions[$0]
                return f.kind == .method && f.owner != nil && names.contains(f.name)
            }.map { Match(method: $0, ctx) }
        case .engine:
            return []
        }
    }

    /// Every rule's conditions, and never inside a test (layout code a unit test drives ships to
    /// no one), inside a reimplementation of UIKit's own classes (that code is the framework), in
    /// AppKit code (macOS views follow other rules), or in an `#if` arm no build compiles.
    func holds(_ m: Match, _ ctx: RuleContext) -> Bool {
        requirements.allSatisfy { $0.test(m, ctx) } && !exclusions.contains { $0.test(m, ctx) }
            && !Condition.inTestCase.test(m, ctx) && !Condition.insideUIKitItself.test(m, ctx) && !Condition.inAppKitCode.test(m, ctx)
            && !ctx.structure.compileConditions.isDead(m.anchor)  // `#if 0`, a macro the file defines as 0
    }
}

/// One candidate: the fact, and the code-token range a diagnostic would cover.
public struct Match: Sendable {
    public enum Fact: Sendable {
        case access(MemberAccess)
        case call(CallFact)
        case origin(OriginComponent)
        case onceGuard(OnceGuard)
        /// A method declaration (an index into the file's functions).
        case method(Int)
        /// A call of a method of the same type: the call's name token and the callee.
        case helperCall(token: Int, callee: Int)
    }
    public let fact: Fact
    public let first: Int
    public let last: Int
    /// The flagged source text, decoded only when a message asks for it.
    public var text: String { file.text(bytes) }
    /// The flagged text on one line: a call whose arguments run over several lines is shown as
    /// its first line and `…)` (`NSLayoutConstraint.activate([…])`).
    public var lineText: String {
        let t = text
        guard let cut = t.firstIndex(where: { $0 == "\n" || $0 == "\r" }) else { return t }
        return t[..<cut].trimmingCharacters(in: .whitespaces) + "…"
    }
    private let file: SourceFile
    private let bytes: Range<Int>
    /// The token the match is about (the member or method name, the rectangle).
    public let anchor: Int

    init(access a: MemberAccess, _ ctx: RuleContext) {
        fact = .access(a); first = a.receiverStart; last = a.end; anchor = a.nameToken
        (file, bytes) = (ctx.file, ctx.byteRange(first, last))
    }

    init(call c: CallFact, _ ctx: RuleContext) {
        fact = .call(c); first = c.receiverStart; last = c.close; anchor = c.nameToken
        (file, bytes) = (ctx.file, ctx.byteRange(first, last))
    }

    init(origin o: OriginComponent, _ ctx: RuleContext) {
        fact = .origin(o); first = o.first; last = o.last; anchor = o.anchor
        (file, bytes) = (ctx.file, ctx.byteRange(first, last))
    }

    init(onceGuard g: OnceGuard, _ ctx: RuleContext) {
        fact = .onceGuard(g); first = g.keyword; last = g.conditionEnd; anchor = g.keyword
        (file, bytes) = (ctx.file, ctx.byteRange(first, last))
    }

    init(method k: Int, _ ctx: RuleContext) {
        let f = ctx.structure.functions[k]
        fact = .method(k); first = f.nameToken; last = f.nameToken; anchor = f.nameToken
        (file, bytes) = (ctx.file, ctx.byteRange(first, last))
    }

    init(helperCall token: Int, callee: Int, _ ctx: RuleContext) {
        let ts = ctx.tokens
        var start = token, end = token
        if ts.isPunct(token + 1, "("), let close = ts.partner(of: token + 1), close < ts.count {
            end = close
            var k = token
            while ts.isPunct(k - 1, "."), ts.kind(k - 2) == .identifier { k -= 2 }  // `self.`
            start = k
        } else if let open = ts.enclosingOpen(token), ts.isPunct(open, "["), let close = ts.partner(of: open), close < ts.count {
            (start, end) = (open, close)  // `[self setUp]`
        }
        fact = .helperCall(token: token, callee: callee); first = start; last = end; anchor = token
        (file, bytes) = (ctx.file, ctx.byteRange(first, last))
    }

    /// The call of a method of the same type, and that method.
    public var helperCall: (token: Int, callee: Int)? {
        if case .helperCall(let t, let c) = fact { return (t, c) } else { return nil }
    }

    /// The declared method (an index into the file's functions).
    public var method: Int? { if case .method(let k) = fact { return k } else { return nil } }
    public var onceGuard: OnceGuard? { if case .onceGuard(let g) = fact { return g } else { return nil } }
    public var access: MemberAccess? { if case .access(let a) = fact { return a } else { return nil } }
    public var call: CallFact? { if case .call(let c) = fact { return c } else { return nil } }
    public var origin: OriginComponent? { if case .origin(let o) = fact { return o } else { return nil } }

    /// The receiver as written, with its trailing dot (`self.view.`), or "" when implicit.
    public func receiverPrefix(_ ctx: RuleContext) -> String {
        let (start, name): (Int, Int)
        switch fact {
        case .access(let a): (start, name) = (a.receiverStart, a.nameToken)
        case .call(let c): (start, name) = (c.receiverStart, c.nameToken)
        case .origin, .onceGuard, .method, .helperCall: return ""
        }
        guard start < name else { return "" }
        // Objective-C `[receiver selector]` (the name inside the brackets): the receiver and a dot.
        // `[self collectionView].frame` is a dotted path like any other.
        if ctx.tokens.isPunct(start, "["), (ctx.tokens.partner(of: start) ?? 0) > name {
            return ctx.text(start + 1, name - 1).trimmingSpaces + "."
        }
        return ctx.text(start, name - 1)
    }
}

/// A named test on a match, evaluated by the engine.
public struct Condition: Sendable {
    public let summary: String
    /// Words one of which the file must contain for the condition to hold anywhere in it (the
    /// names of the methods it asks to be inside), or nil when it can hold in any file.
    public let words: [String]?
    let test: @Sendable (Match, RuleContext) -> Bool

    public init(_ summary: String, words: [String]? = nil, _ test: @escaping @Sendable (Match, RuleContext) -> Bool) {
        self.summary = summary
        self.words = words
        self.test = test
    }

    public static func not(_ c: Condition) -> Condition {
        Condition("not \(c.summary)") { !c.test($0, $1) }
    }

    /// Holds when one of `cs` does. When one holds, only what that one assumed
    /// (`RuleContext.assumeNotInherited`, `requireAncestor`) stays with the verdict: the others'
    /// answers decided nothing.
    public static func any(_ cs: Condition...) -> Condition {
        Condition(cs.map(\.summary).joined(separator: " or ")) { m, ctx in
            let probe = ctx.roleProbe, start = probe.assumptions
            for c in cs {
                let before = probe.assumptions
                if c.test(m, ctx) { probe.keep(start, plusWhatWasAddedSince: before); return true }
            }
            return false
        }
    }
}

extension Condition {
    /// Holds when every one of `cs` does. When one fails, only what the failing one assumed
    /// stays: the ones that held before it decided nothing, so the answer does not depend on the
    /// order the conditions are written in.
    static func all(_ cs: Condition...) -> Condition {
        Condition(cs.map(\.summary).joined(separator: " and ")) { m, ctx in
            let probe = ctx.roleProbe, start = probe.assumptions
            for c in cs {
                let before = probe.assumptions
                if !c.test(m, ctx) { probe.keep(start, plusWhatWasAddedSince: before); return false }
            }
            return true
        }
    }
}
