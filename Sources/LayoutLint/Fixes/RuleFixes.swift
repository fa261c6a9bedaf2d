/// The fixes the rules offer, one function per remedy. Each returns nil where the remedy is not
/// reliable; the rule's pattern names the one it offers (`Pattern.fix`).
enum RuleFixes {
    // MARK: frame → bounds (LL001)

    /// Reads of the own view's `frame` in the statement, turned into `bounds`: safe when every
    /// read takes a length (the same in both spaces) or hands the whole rectangle to a child;
    /// unsafe when one takes a coordinate (the origin becomes zero, which is the point, but moves
    /// things on screen).
    static func ownFrameToBounds(_ m: Match, _ ctx: RuleContext) -> Fix? {
        // Through an accessor (`self.width`) there is no `frame` to rename.
        // Nor in a parameter that holds the frame (`init(frame:)`'s `frame`): `bounds` may not exist
        // yet where it is read, and a bare `bounds` is no name in Objective-C or C#.
        guard let a = m.access, FrameAccessors.accessor(of: a, ctx.tokens) == nil, !a.isConstructionFrame else { return nil }
        let ts = ctx.tokens
        let statement = Statements.around(ts, a.nameToken)
        var edits: [Fix.Edit] = []
        var safe = true
        for k in ctx.facts.index.accesses(namedIn: statement) {
            let b = ctx.facts.accesses[k]
            guard b.member == .frame, !b.isWrite, ViewPaths.same(a, b, ctx.structure) || b.nameToken == a.nameToken else { continue }
            guard !b.isConstructionFrame else { return nil }
            guard let edit = renamed(b, to: .bounds, ctx) else { return nil }
            edits.append(edit)
            switch ValueFlow.shape(b, ts) {
            case .length: break
            case .whole: if !Condition.feedsAnotherViewsGeometry.test(Match(access: b, ctx), ctx) { safe = false }
            case .coordinate: safe = false
            }
        }
        guard !edits.isEmpty else { return nil }
        let bounds = ctx.spelled(.bounds)
        return Fix("Use `\(bounds)`", safe ? .safe : .unsafe, edits: edits)
    }

    /// The edit that renames the member of access `a` (`frame` → `bounds`, `Frame` → `Bounds`).
    /// An implicit receiver gets `self.` / `this.` when a local of the new name is in scope.
    static func renamed(_ a: MemberAccess, to member: GeometryMember, _ ctx: RuleContext) -> Fix.Edit? {
        let ts = ctx.tokens
        guard ts.kind(a.nameToken) == .identifier else { return nil }
        var name = member.spelling(in: ctx.language)
        if a.receiver.isImplicit, ctx.structure.local(named: name, at: a.nameToken) != nil {
            guard ctx.language != .objc else { return nil }
            name = (ctx.language == .csharp ? "this." : "self.") + name
        }
        return FixText.replace(ctx, a.nameToken, a.nameToken, with: name)
    }

    // MARK: center → the bounds midpoint (LL003)

    /// The own (or container's) `center` placing a child, replaced by the midpoint of the same
    /// view's bounds; `center.x` / `.y` by the bounds' `midX` / `midY`.
    static func centerToBoundsMidpoint(_ m: Match, _ ctx: RuleContext) -> Fix? {
        guard let a = m.access, !a.isWrite else { return nil }
        let ts = ctx.tokens
        let prefix = m.receiverPrefix(ctx)
        guard !prefix.contains("?"), !prefix.contains("!"), !prefix.contains("\n") else { return nil }
        if a.receiver.isImplicit, ctx.structure.local(named: ctx.spelled(.bounds), at: a.nameToken) != nil { return nil }
        let bounds = ctx.spelled(.bounds, after: prefix)
        let (midX, midY) = midpoint(of: bounds, ctx.language)
        // `center.x`: the component alone.
        if ts.isPunct(a.end + 1, "."), ts.kind(a.end + 2) == .identifier {
            let component = ts.name(a.end + 2)
            guard ["x", "y", "X", "Y"].contains(component) else { return nil }
            let text = component.lowercased() == "x" ? midX : midY
            return Fix("Use the midpoint of `\(bounds)`", .safe, edits: [FixText.replace(ctx, a.receiverStart, a.end + 2, with: text)])
        }
        return Fix("Use the midpoint of `\(bounds)`", .safe,
                   edits: [FixText.replace(ctx, a.receiverStart, a.end, with: midpointExpression(of: bounds, ctx.language))])
    }

    /// The x and y of the middle of the rectangle spelled `bounds`, in the language's own words.
    static func midpoint(of bounds: String, _ language: Language) -> (x: String, y: String) {
        switch language {
        case .swift: return ("\(bounds).midX", "\(bounds).midY")
        case .csharp: return ("\(bounds).GetMidX()", "\(bounds).GetMidY()")
        case .objc: return ("CGRectGetMidX(\(bounds))", "CGRectGetMidY(\(bounds))")
        }
    }

    /// The middle of the rectangle spelled `bounds` as a point: `CGPoint(x: bounds.midX, y: bounds.midY)`.
    static func midpointExpression(of bounds: String, _ language: Language) -> String {
        let (x, y) = midpoint(of: bounds, language)
        switch language {
        case .swift: return "CGPoint(x: \(x), y: \(y))"
        case .csharp: return "new CGPoint(\(x), \(y))"
        case .objc: return "CGPointMake(\(x), \(y))"
        }
    }

    // MARK: Statements

    /// The call at `m` is a statement by itself: nothing else before it on its statement, and
    /// after it only the statement's `;`.
    static func isWholeStatement(_ m: Match, _ ctx: RuleContext) -> Bool {
        let ts = ctx.tokens
        let first = m.first, last = m.last
        guard first > 0, first <= last, last + 1 < ts.count, ts.enclosingOpen(first).map({ ts.isPunct($0, "{") }) ?? true else { return false }
        // Starts a statement: after `;`, `{` or `}`, or first on its line after a complete line.
        let before = first - 1
        let starts = ts.isPunct(before, ";") || ts.isPunct(before, "{") || ts.isPunct(before, "}")
            || (ts.code[first].flags.contains(.atStartOfLine) && ts.kind(before) != .operator && !ts.isPunct(before, ".")
                && !ts.isPunct(before, ",") && !ts.isPunct(before, "(") && !ts.isPunct(before, "[") && !ts.isPunct(before, ":")
                && ts.word(before) != .kReturn && ts.word(before) != .kElse && !Self.closesControlCondition(ts, before))
        // Ends it: `;`, `}`, or a new line that does not continue it.
        var after = last + 1
        if ts.isPunct(after, ";") { after += 1 }
        let ends = ts.isPunct(last + 1, ";") || ts.isPunct(after, "}")
            || (ts.code[after].flags.contains(.atStartOfLine) && ts.kind(after) != .operator && !ts.isPunct(after, "."))
        return starts && ends
    }

    /// `)` closes the condition of a braceless `if (…)`, `while (…)`, `for (…)`, `foreach (…)`.
    static func closesControlCondition(_ ts: TokenStream, _ i: Int) -> Bool {
        guard ts.isPunct(i, ")"), let open = ts.partner(of: i) else { return false }
        let w = ts.word(open - 1)
        return w == .kIf || w == .kWhile || w == .kFor || w == .kForeach || w == .kSwitch
    }

    /// A direct layout call, as a statement, replaced by asking for layout and forcing it now:
    /// `x.setNeedsLayout()` then `x.layoutIfNeeded()` on the same view.
    static func requestLayoutInstead(_ m: Match, _ ctx: RuleContext) -> Fix? {
        guard m.call != nil, isWholeStatement(m, ctx) else { return nil }
        // Inside an override of the calls it would make, the fix would call itself.
        if let f = ctx.function(at: m.anchor), ["setneedslayout", "layoutifneeded"].contains(f.name.lowercased()) { return nil }
        let target = layoutTarget(m, ctx)
        guard !target.contains("\n") else { return nil }
        let bytes = ctx.file.bytes
        let start = ctx.byteRange(m.first, m.first).lowerBound
        let lineBreak = FixText.lineBreak(bytes), indent = FixText.indentation(bytes, at: start)
        let first: String, second: String
        switch ctx.language {
        case .swift: (first, second) = ("\(target)setNeedsLayout()", "\(target)layoutIfNeeded()")
        case .csharp: (first, second) = ("\(target)SetNeedsLayout();", "\(target)LayoutIfNeeded()")
        case .objc:
            let receiver = target.isEmpty ? "self" : String(target.dropLast())
            (first, second) = ("[\(receiver) setNeedsLayout];", "[\(receiver) layoutIfNeeded]")
        }
        let edit = FixText.replace(ctx, m.first, m.last, with: first + lineBreak + indent + second)
        return Fix("Call `\(ctx.language == .csharp ? "SetNeedsLayout" : "setNeedsLayout")` and `\(ctx.language == .csharp ? "LayoutIfNeeded" : "layoutIfNeeded")` instead", .safe, edits: [edit])
    }

    /// The view to ask for layout instead of a direct layout call at `m`, with its trailing dot
    /// (`""` for self): the call's receiver, without `super.`, and the root view for a
    /// controller's `viewDidLayoutSubviews` and friends.
    static func layoutTarget(_ m: Match, _ ctx: RuleContext) -> String {
        var target = m.receiverPrefix(ctx)
        if target.hasPrefix("super.") || target.hasPrefix("base.") { target = "" }
        if m.call?.name.lowercased().hasPrefix("view") == true { target += ctx.language == .csharp ? "View." : "view." }
        return target
    }

    /// The statement at `m` removed (with its line when it is alone there). Unsafe: it drops code.
    static func removeStatement(_ title: String) -> @Sendable (Match, RuleContext) -> Fix? {
        { m, ctx in
            guard isWholeStatement(m, ctx) else { return nil }
            var last = m.last
            if ctx.tokens.isPunct(last + 1, ";") { last += 1 }
            let r = ctx.byteRange(m.first, last)
            let cut = FixText.removal(of: r, in: ctx.file.bytes)
            return Fix(title, .unsafe, edits: [Fix.Edit(start: cut.lowerBound, end: cut.upperBound, replacement: "")])
        }
    }

    // MARK: Methods

    /// `super.layoutSubviews()` (`base.LayoutSubviews();`, `[super layoutSubviews];`) inserted as
    /// the first statement of the override at `m`.
    static func callSuperFirst(_ m: Match, _ ctx: RuleContext) -> Fix? {
        guard let k = m.method else { return nil }
        let f = ctx.structure.functions[k], ts = ctx.tokens
        guard ts.isPunct(f.bodyOpen, "{"), f.bodyClose > f.bodyOpen, f.bodyClose < ts.count else { return nil }
        let bytes = ctx.file.bytes
        let open = ctx.byteRange(f.bodyOpen, f.bodyOpen)
        let lineBreak = FixText.lineBreak(bytes)
        let methodIndent = FixText.indentation(bytes, at: ctx.byteRange(f.nameToken, f.nameToken).lowerBound)
        var indent = methodIndent + (methodIndent.contains("\t") ? "\t" : "    ")
        if f.bodyOpen + 1 < f.bodyClose {
            let first = ctx.byteRange(f.bodyOpen + 1, f.bodyOpen + 1).lowerBound
            if ts.code[f.bodyOpen + 1].flags.contains(.atStartOfLine) { indent = FixText.indentation(bytes, at: first) }
        }
        let call: String
        switch ctx.language {
        case .swift: call = "super.layoutSubviews()"
        case .csharp: call = "base.LayoutSubviews();"
        case .objc: call = "[super layoutSubviews];"
        }
        // On an empty one-line body (`{}`), the call goes on its own line and the brace after it.
        let closeOnSameLine = f.bodyOpen + 1 == f.bodyClose && !ts.code[f.bodyClose].flags.contains(.atStartOfLine)
        let text = lineBreak + indent + call + (closeOnSameLine ? lineBreak + methodIndent : "")
        return Fix("Call `\(call.trimmingCharacters(in: [";"]))` first", .safe,
                   edits: [Fix.Edit(start: open.upperBound, end: open.upperBound, replacement: text)])
    }

    /// `addSubview(x)` on a cell turned into `contentView.addSubview(x)`. Unsafe: frames set
    /// against the cell's bounds are then in the content view's space.
    static func addToContentView(_ m: Match, _ ctx: RuleContext) -> Fix? {
        guard let c = m.call else { return nil }
        let content: String
        switch ctx.language {
        case .swift: content = "contentView."
        case .csharp: content = "ContentView."
        case .objc: content = "self.contentView"
        }
        if ctx.language == .objc {
            // `[self addSubview:x]`: the receiver `self` becomes `self.contentView`.
            guard ctx.tokens.word(c.receiverStart + 1) == .kSelf, c.receiverStart + 2 == c.nameToken else { return nil }
            return Fix("Add it to `contentView`", .unsafe, edits: [FixText.replace(ctx, c.receiverStart + 1, c.receiverStart + 1, with: content)])
        }
        let prefix = m.receiverPrefix(ctx)
        let name = ctx.byteRange(c.nameToken, c.nameToken).lowerBound
        let title = "Add it to `\(content.dropLast())`"
        if prefix.isEmpty { return Fix(title, .unsafe, edits: [Fix.Edit(start: name, end: name, replacement: content)]) }
        guard prefix == "self." || prefix == "this." else { return nil }
        return Fix(title, .unsafe, edits: [Fix.Edit(start: ctx.byteRange(m.first, m.first).lowerBound, end: name, replacement: prefix + content)])
    }
}
