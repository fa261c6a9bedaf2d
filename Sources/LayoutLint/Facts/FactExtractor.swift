/// Finds the geometry facts of one file in a single walk over its code tokens.
enum FactExtractor {
    /// The methods whose calls are facts: the layout callbacks (LL006) and the calls that build
    /// the view tree (LL002, LL010), in every spelling.
    static let recordedCalls: Set<Word> = Set(Lifecycle.layoutCallNames.map(Word.named)).subtracting([.none]).union([
        .addSubview, .insertSubview, .addChild, .addChildViewController,
        .AddSubview, .InsertSubview, .InsertSubviewAbove, .InsertSubviewBelow, .AddChildViewController, .AddChild,
        .setNeedsLayout, .SetNeedsLayout, .invalidateIntrinsicContentSize, .InvalidateIntrinsicContentSize,
        .sizeToFit, .SizeToFit,
        .setNeedsUpdateConstraints, .SetNeedsUpdateConstraints,
    ]).union(ConstraintCalls.allNames.map(Word.named))

    static func extract(_ ts: TokenStream, _ s: FileStructure) -> FileFacts {
        var facts = FileFacts()
        let n = ts.count
        var i = 0
        while i < n {
            defer { i += 1 }
            if ts.language == .objc, ts.isPunct(i, "[") {
                ObjCMessages.facts(ts, s, open: i, into: &facts)
                continue
            }
            guard ts.code[i].kind == .identifier else { continue }
            let w = ts.word(i)
            guard w != .none else { continue }
            // C#'s `frame` is no UIKit member, but a constructor's `frame` parameter handed to `base`
            // is the view's own frame.
            if let member = GeometryMember(w, in: ts.language) ?? (ts.language == .csharp && w == .frame ? .frame : nil) {
                if let access = memberAccess(ts, s, member: member, at: i) { facts.accesses.append(access) }
            } else if recordedCalls.contains(w) {
                if let call = call(ts, s, at: i) { facts.calls.append(call) }
            }
            if w == .kIf || w == .kGuard, let g = OnceGuards.guardAt(ts, i) {
                facts.onceGuards.append(g)
            }
            if w == .CGRect || w == .RectangleF || w == .CGRectMake || w == .origin || w == .Origin || w == .Location {
                origins(ts, s, at: i, into: &facts.origins)
            }
        }
        if ts.language == .csharp {
            var seen = Set<Int>()
            for a in facts.accesses where a.member == .frame && a.isWrite && a.isWholeWrite {
                localRectangleCoordinates(ts, s, before: a, into: &facts.origins, seen: &seen)
            }
        }
        facts.frameAccessorsDeclared = FrameAccessors.declared(ts, s)
        facts.accessorReads = FrameAccessors.reads(ts, s, declaring: facts.frameAccessorsDeclared)
        facts.accessorReadsOfOtherViews = FrameAccessors.readsOfOtherViews(ts, s)
        facts.index = FactIndex(facts, ts, s)
        return facts
    }

    // MARK: Member accesses

    private static func memberAccess(_ ts: TokenStream, _ s: FileStructure, member: GeometryMember, at i: Int) -> MemberAccess? {
        guard s.role(i) == .none else { return nil }
        // C#'s camel-case `frame` is only ever the constructor's parameter: a bare name.
        if ts.language == .csharp, !ts.word(i).isPascalCase, ts.isPunct(i - 1, ".") || s.local(named: ts.name(i), at: i) == nil { return nil }
        // A C# identifier followed by `(` is a method (e.g. `Frame(…)` of some other API), a Swift one a call.
        if ts.isPunct(i + 1, "(") { return nil }
        guard let (receiver, start) = writtenReceiver(ts, s, before: i) else { return nil }
        var constructionFrame = false
        if receiver.isImplicit {
            if let local = s.local(named: ts.name(i), at: i) {
                // A local or parameter, not the property, unless it is the rectangle the initializer
                // hands to its superclass: that is the view's own frame (read, never written here).
                guard member == .frame, assignmentOperator(ts, after: i) == nil,
                      ConstructionFrame.isOwnFrame(local, readAt: i, ts, s) else { return nil }
                constructionFrame = true
            } else {
                if ts.kind(i - 1) == .unknown { return nil }  // `\frame`-like key paths
                if ts.language == .csharp, isTypePosition(ts, i) { return nil }
                // In Objective-C a bare `frame` is a local or an instance variable, never the property.
                if ts.language == .objc { return nil }
            }
        }
        let op = assignmentOperator(ts, after: i)
        var value: ClosedRange<Int>?
        if let op, op + 1 < n(ts) {
            let end = Statements.end(ts, from: op + 1)
            if end >= op + 1 { value = (op + 1)...end }
        }
        var access = MemberAccess(member: member, nameToken: i, receiverStart: start, receiver: receiver,
                                  isWrite: op != nil, value: value,
                                  isWholeWrite: op.map { $0 == i + 1 || ($0 == i + 2 && ts.kind(i + 1) == .operator) } ?? false)
        access.isConstructionFrame = constructionFrame
        return access
    }

    private static func n(_ ts: TokenStream) -> Int { ts.count }

    /// A C# name used as a type, not a value: `Frame owner`, `List<Frame>`, `Frame[]`, `Frame? f`,
    /// `new Frame`, `is Frame`, `typeof(Frame)`, a cast `(Frame)x` (Uno, WinUI and Xamarin.Forms have
    /// a `Frame` control).
    static func isTypePosition(_ ts: TokenStream, _ i: Int) -> Bool {
        let next = i + 1
        if ts.kind(next) == .identifier, !ts.word(next).isStatementKeyword { return true }
        if ts.isOperator(next, ">") || ts.isOperator(next, "<") && ts.isOperator(i - 1, "<") { return true }
        if ts.isOperator(i - 1, "<") || (ts.isPunct(i - 1, ",") && ts.isOperator(next, ">")) { return true }
        if ts.isPunct(next, "["), ts.isPunct(next + 1, "]") { return true }
        if ts.isOperator(next, "?"), ts.kind(next + 1) == .identifier { return true }
        // A cast: `(Frame)GetTemplateChild(…)`.
        if ts.isPunct(i - 1, "("), ts.isPunct(next, ")"), ts.kind(next + 1) == .identifier || ts.isPunct(next + 1, "(") { return true }
        switch ts.word(i - 1) {
        case .kNew, .kIs, .kAs: return true
        default: break
        }
        return ts.spells(i - 2, "typeof") && ts.isPunct(i - 1, "(")
    }

    /// The longest member chain followed from one access, backwards to its receiver's root or
    /// forwards to an assignment. Longer chains (no real code has them) make the receiver opaque,
    /// so that a chain of a million links costs a million bounded walks, not a million long ones.
    static let maxChainLinks = 16

    /// The assignment operator of the member chain that starts with the name at `i`, if it is
    /// assigned to (`frame = …`, `frame.origin.y += …`, `frame! = …`).
    static func assignmentOperator(_ ts: TokenStream, after i: Int) -> Int? {
        var j = i + 1
        while j < ts.count, j - i <= 4 * maxChainLinks {
            if ts.isPunct(j, "."), ts.kind(j + 1) == .identifier { j += 2; continue }
            if (ts.isOperator(j, "?") || ts.isOperator(j, "!")) && !ts.code[j].flags.contains(.precededBySpace) { j += 1; continue }
            break
        }
        return ts.isAssignment(j) ? j : nil
    }

    /// The receiver of the name at `i` and the token it starts at: the expression before a `.`, or
    /// an implicit one (the name itself) when nothing is written; nil when the dot starts an
    /// implicit member expression or a key path, which is not an access of the name.
    static func writtenReceiver(_ ts: TokenStream, _ s: FileStructure, before i: Int) -> (Receiver, Int)? {
        if ts.isPunct(i - 1, ".") { return receiver(ts, s, dot: i - 1) }
        var implicit = Receiver()
        implicit.isImplicit = true
        return (implicit, i)
    }

    /// One link of a receiver, read from the end: a name, a call of a name (`items()`), a subscript.
    /// Names are spelled only once the walk is over, so a chain cut short costs no strings.
    private enum Link {
        case name(Int), call(Int), subscripted

        func spelled(_ ts: TokenStream) -> String {
            switch self {
            case .name(let k): return ts.name(k)
            case .call(let k): return ts.name(k) + "()"
            case .subscripted: return "[]"
            }
        }
    }

    /// Describes the receiver that ends right before the `.` at `dot`; nil when the dot starts an
    /// implicit member expression (`.zero`) or a key path (`\.frame`).
    static func receiver(_ ts: TokenStream, _ s: FileStructure, dot: Int) -> (Receiver, Int)? {
        var r = Receiver()
        var k = dot - 1
        guard ts.endsExpression(k) || ts.word(k) == .kSelf || ts.word(k) == .kSuper else {
            return nil
        }
        var links: [Link] = []
        var root: [String] = []  // the path of an Objective-C message send at the root
        var start = k
        var steps = 0
        while k >= 0 {
            steps += 1
            if links.count >= maxChainLinks || steps > 4 * maxChainLinks {
                // Longer than any real view path: opaque, and its links are not kept (a million-link
                // chain would otherwise hold sixteen names for each of its geometry members).
                r.isOpaque = true
                links = []
                break
            }
            if (ts.isOperator(k, "?") || ts.isOperator(k, "!")) && !ts.code[k].flags.contains(.precededBySpace) {
                k -= 1
                continue
            }
            var link: Link
            var nameIndex = k
            if ts.isPunct(k, ")") || ts.isPunct(k, "]") {
                guard let o = ts.partner(of: k) else { r.isOpaque = true; break }
                if ts.language == .objc, ts.isPunct(k, "]"), !(o > 0 && ts.endsExpression(o - 1)) {
                    // `[UIScreen mainScreen].bounds`, `[self superview].center`: a message send is the root.
                    guard let message = ClosedRange.checked(o, k) else { r.isOpaque = true; break }
                    let sent = ObjCMessages.receiver(ts, s, message)
                    root = sent.components
                    r.isOpaque = sent.isOpaque
                    r.isSuper = sent.isSuper
                    r.rootIsLocal = sent.rootIsLocal
                    r.rootIsSuperviewAlias = sent.rootIsSuperviewAlias
                    start = o
                    break
                }
                if ts.isPunct(k, "]") {
                    links.append(.subscripted)
                    k = o - 1
                    start = o
                    continue
                }
                guard ts.kind(o - 1) == .identifier else { r.isOpaque = true; start = o; break }
                nameIndex = o - 1
                link = .call(nameIndex)
            } else if ts.kind(k) == .identifier {
                link = .name(k)
            } else {
                r.isOpaque = true
                start = k + 1
                break
            }
            start = nameIndex
            switch ts.word(nameIndex) {
            case .kSelf, .kThis:
                break
            case .kSuper, .kBase:
                r.isSuper = true
            default:
                links.append(link)
            }
            if ts.isPunct(nameIndex - 1, ".") {
                if ts.word(nameIndex) == .kSelf || ts.word(nameIndex) == .kSuper { r.isOpaque = true; break }
                k = nameIndex - 2
                continue
            }
            // The root: a local?
            if let last = links.last, ts.word(nameIndex) != .kSelf, ts.word(nameIndex) != .kThis,
               case .name = link, let local = s.local(named: last.spelled(ts), at: nameIndex + 1) {
                r.rootIsLocal = true
                r.rootIsSuperviewAlias = local.isSuperviewAlias
            }
            if ts.kind(nameIndex - 1) == .unknown { return nil }  // key path `\Type.member`
            break
        }
        r.components = root + links.reversed().map { $0.spelled(ts) }
        return (r, max(0, start))
    }

    // MARK: Calls

    private static func call(_ ts: TokenStream, _ s: FileStructure, at i: Int) -> CallFact? {
        guard s.role(i) == .none else { return nil }
        // A Swift call with only a trailing closure: `make.snp.makeConstraints { … }`.
        if ts.language == .swift, ts.isPunct(i + 1, "{"), let close = ts.partner(of: i + 1),
           let (receiver, start) = writtenReceiver(ts, s, before: i), !receiver.components.isEmpty || receiver.isSelf {
            return CallFact(name: ts.name(i), nameToken: i, receiverStart: start, receiver: receiver,
                            argumentCount: 1, close: close, arguments: [(i + 1)...close])
        }
        guard ts.isPunct(i + 1, "(") else { return reference(ts, s, at: i) }
        // A C# member declared without a body (`void LayoutSubviews ();` in an interface or a
        // binding definition): a return type before the name, not a call.
        if ts.language == .csharp, ts.kind(i - 1) == .identifier,
           !["return", "await", "throw", "else", "yield", "in", "is", "as", "case", "new", "do"].contains(ts.text(i - 1)) {
            return nil
        }
        let close = ts.partner(of: i + 1) ?? i + 1
        var args = 0
        if close > i + 2 {
            args = 1
            var k = i + 2
            while k < close {
                if ts.isPunct(k, ",") { args += 1 }
                if let p = ts.partner(of: k), ts.isPunct(k, "(") || ts.isPunct(k, "[") || ts.isPunct(k, "{") { k = p }
                k += 1
            }
        }
        guard let (receiver, start) = writtenReceiver(ts, s, before: i) else { return nil }
        return CallFact(name: ts.name(i), nameToken: i, receiverStart: start, receiver: receiver,
                        argumentCount: args, close: close, arguments: CallArguments.split(ts, open: i + 1, close: close))
    }

    /// A layout callback passed as a value, which whoever receives it calls without arguments:
    /// C# `UIView.Animate(0.3, LayoutSubviews)` or `done += LayoutSubviews`, Swift
    /// `UIView.animate(withDuration: 0.3, animations: layoutSubviews)`. Recorded as a call with no
    /// arguments whose closing token is the name itself.
    private static func reference(_ ts: TokenStream, _ s: FileStructure, at i: Int) -> CallFact? {
        guard ts.language != .objc, Lifecycle.layoutCallNames.contains(ts.name(i)),
              ts.isPunct(i + 1, ")") || ts.isPunct(i + 1, ",") || ts.isPunct(i + 1, ";") else { return nil }
        var before = i - 1
        if ts.isPunct(before, "."), ts.word(before - 1) == .kSelf || ts.word(before - 1) == .kThis { before -= 2 }
        guard ts.isPunct(before, "(") || ts.isPunct(before, ",") || ts.isPunct(before, ":") || ts.isAssignment(before) else { return nil }
        guard let (receiver, start) = writtenReceiver(ts, s, before: i) else { return nil }
        return CallFact(name: ts.name(i), nameToken: i, receiverStart: start, receiver: receiver,
                        argumentCount: 0, close: i, arguments: [])
    }

    // MARK: Rectangle origins

    /// `CGRect(x: …, y: …)`, `CGRect(origin: CGPoint(x:y:), …)`, `CGRectMake(x, y, …)`,
    /// `new CGRect(x, y, w, h)`, `new CGRect { X = …, Y = … }`, `frame.origin.x = …`.
    /// C# `rect.X = expr` / `rect.Y = expr` on a local rectangle that `write` (a whole `Frame`
    /// write of that local) assigns later in the same function. (A property's rectangle is a copy in
    /// C#, so only a local can be set this way.)
    private static func localRectangleCoordinates(_ ts: TokenStream, _ s: FileStructure, before write: MemberAccess,
                                                  into out: inout [OriginComponent], seen: inout Set<Int>) {
        guard let v = write.value, v.count == 1, ts.kind(v.lowerBound) == .identifier,
              let f = s.function(at: write.nameToken) else { return }
        let name = ts.name(v.lowerBound)
        guard s.local(named: name, at: v.lowerBound) != nil else { return }
        var k = s.functions[f].bodyOpen
        while k + 3 < write.nameToken {
            if ts.kind(k) == .identifier, !ts.isPunct(k - 1, "."), ts.isPunct(k + 1, "."), ts.kind(k + 2) == .identifier,
               ts.isAssignment(k + 3), ts.isOperator(k + 3, "="), ts.name(k) == name {
                let axis = ts.text(k + 2)
                let end = Statements.end(ts, from: k + 4)
                if axis == "X" || axis == "Y", end >= k + 4, seen.insert(k + 2).inserted {
                    out.append(OriginComponent(axis: axis.lowercased(), first: k + 4, last: end, anchor: k + 2, constructionEnd: end))
                }
            }
            k += 1
        }
    }

    private static func origins(_ ts: TokenStream, _ s: FileStructure, at i: Int, into out: inout [OriginComponent]) {
        let w = ts.word(i)
        if w == .origin || w == .Origin || w == .Location {
            // `….origin = CGPoint(x: …, y: …)`, `CGPointMake(…, …)`, C# `….Location = new CGPoint(…, …)`.
            if ts.isPunct(i - 1, "."), ts.isOperator(i + 1, "=") {
                var p = i + 2
                if ts.word(p) == .kNew { p += 1 }
                guard ts.word(p) == .CGPoint || ts.word(p) == .CGPointMake || ts.word(p) == .PointF, ts.isPunct(p + 1, "("),
                      let pc = ts.partner(of: p + 1) else { return }
                let args = CallArguments.split(ts, open: p + 1, close: pc)
                guard args.count == 2 else { return }
                for (axis, a) in zip(["x", "y"], args) {
                    guard let e = CallArguments.value(ts, a) else { continue }
                    out.append(OriginComponent(axis: axis, first: e.lowerBound, last: e.upperBound, anchor: i, constructionEnd: pc))
                }
                return
            }
            // `….origin.x = expr` (Swift, Objective-C).
            guard w == .origin, ts.isPunct(i - 1, "."), ts.isPunct(i + 1, "."), ts.kind(i + 2) == .identifier,
                  ts.isAssignment(i + 3), ts.isOperator(i + 3, "=") else { return }
            let axis = ts.text(i + 2)
            guard axis == "x" || axis == "y" else { return }
            let end = Statements.end(ts, from: i + 4)
            guard end >= i + 4 else { return }
            out.append(OriginComponent(axis: axis, first: i + 4, last: end, anchor: i, constructionEnd: end))
            return
        }
        let isNew = ts.word(i - 1) == .kNew
        if ts.isPunct(i + 1, "(") {
            let close = ts.partner(of: i + 1) ?? i + 1
            let args = CallArguments.split(ts, open: i + 1, close: close)
            guard !args.isEmpty else { return }
            // Labelled (Swift): x: / y: / origin:
            var labelled = false
            for a in args {
                guard let labelToken = CallArguments.label(ts, a) else { continue }
                labelled = true
                let label = ts.text(labelToken)
                // `CGRect(x:)`: a label with no value has no expression.
                guard let expr = CallArguments.value(ts, a) else { continue }
                if label == "x" || label == "y" {
                    out.append(OriginComponent(axis: label, first: expr.lowerBound, last: expr.upperBound, anchor: i, constructionEnd: close))
                } else if label == "origin" {
                    // `origin: CGPoint(x: …, y: …)` or any point expression.
                    let p = expr.lowerBound
                    if ts.word(p) == .CGPoint, ts.isPunct(p + 1, "("), let pc = ts.partner(of: p + 1) {
                        for b in CallArguments.split(ts, open: p + 1, close: pc) {
                            guard let labelToken = CallArguments.label(ts, b), let value = CallArguments.value(ts, b) else { continue }
                            let l = ts.text(labelToken)
                            if l == "x" || l == "y" {
                                out.append(OriginComponent(axis: l, first: value.lowerBound, last: value.upperBound, anchor: i, constructionEnd: close))
                            }
                        }
                    } else {
                        out.append(OriginComponent(axis: "origin", first: expr.lowerBound, last: expr.upperBound, anchor: i, constructionEnd: close))
                    }
                }
            }
            // Positional (C# `new CGRect(x, y, w, h)`, `CGRectMake(x, y, w, h)`): the first two of four.
            if !labelled, args.count == 4, isNew || w == .CGRectMake {
                out.append(OriginComponent(axis: "x", first: args[0].lowerBound, last: args[0].upperBound, anchor: i, constructionEnd: close))
                out.append(OriginComponent(axis: "y", first: args[1].lowerBound, last: args[1].upperBound, anchor: i, constructionEnd: close))
            }
            if isNew, ts.isPunct(close + 1, "{") { initializerOrigins(ts, at: i, open: close + 1, into: &out) }
        } else if isNew, ts.isPunct(i + 1, "{") {
            initializerOrigins(ts, at: i, open: i + 1, into: &out)
        }
    }

    private static func initializerOrigins(_ ts: TokenStream, at i: Int, open: Int, into out: inout [OriginComponent]) {
        let close = ts.partner(of: open) ?? open
        for a in CallArguments.split(ts, open: open, close: close) {
            guard ts.kind(a.lowerBound) == .identifier, ts.isOperator(a.lowerBound + 1, "="), a.lowerBound + 2 <= a.upperBound else { continue }
            let label = ts.text(a.lowerBound)
            if label == "X" || label == "Y" {
                out.append(OriginComponent(axis: label.lowercased(), first: a.lowerBound + 2, last: a.upperBound, anchor: i, constructionEnd: close))
            }
        }
    }
}
