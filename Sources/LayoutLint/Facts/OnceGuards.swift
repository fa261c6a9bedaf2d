/// Recognises code that runs once behind a flag: a Boolean flag (`if !flag {`, `if flag == false {`,
/// `if (!_flag)`, `guard !done else { return }`, `if (done) return;` followed by the rest of the
/// block) or a view that is made the first time (`if button == nil {`, `if (!_bar)`,
/// C# `if (bar == null)`), or a view that is attached the first time (`if label.superview == nil {`,
/// `if (!_label.superview)`, C# `if (label.Superview == null)`).
enum OnceGuards {
    static func guardAt(_ ts: TokenStream, _ i: Int) -> OnceGuard? {
        if let g = attachGuard(ts, i) { return g }
        if let g = simpleGuard(ts, i) { return g }
        return ts.language == .swift && ts.word(i) == .kGuard ? clauseGuard(ts, i) : nil
    }

    /// Swift's `guard let superview = superview, !didExtend else { return }`: one of the guard's
    /// comma-separated clauses is the negated flag, so what follows runs once (and only when the
    /// other clauses hold).
    private static func clauseGuard(_ ts: TokenStream, _ i: Int) -> OnceGuard? {
        var k = i + 1
        var clauseStart = k
        var found: String?
        while k < ts.count {
            if ts.spells(k, "else") { break }
            if ts.isPunct(k, "{") || ts.isPunct(k, ";") { return nil }
            if let p = ts.partner(of: k), ts.isPunct(k, "(") || ts.isPunct(k, "[") { k = p + 1; continue }
            if ts.isPunct(k, ",") {
                if found == nil { found = negatedFlag(ts, clauseStart, k - 1) }
                clauseStart = k + 1
            }
            k += 1
        }
        guard k < ts.count, ts.spells(k, "else") else { return nil }
        if found == nil { found = negatedFlag(ts, clauseStart, k - 1) }
        guard let flag = found, ts.isPunct(k + 1, "{"), let elseClose = ts.partner(of: k + 1) else { return nil }
        return rest(ts, i, k - 1, flag, after: elseClose)
    }

    /// The clause from `start` to `end` is `!flag` or `!self.flag`.
    private static func negatedFlag(_ ts: TokenStream, _ start: Int, _ end: Int) -> String? {
        guard end > start, ts.isOperator(start, "!") else { return nil }
        var k = start + 1
        if ts.word(k) == .kSelf, ts.isPunct(k + 1, ".") { k += 2 }
        guard k == end, ts.kind(k) == .identifier, !ts.word(k).isStatementKeyword else { return nil }
        return ts.name(k)
    }

    /// `if view.superview == nil {`, `if (!self.view.superview) {`, C# `if (View.Superview == null) {`:
    /// the body runs while the view is not attached, and attaching it (which the body must do,
    /// `setsFlag`) makes that the first pass only.
    private static func attachGuard(_ ts: TokenStream, _ i: Int) -> OnceGuard? {
        guard ts.word(i) == .kIf else { return nil }
        var k = i + 1
        let parenthesised = ts.isPunct(k, "(")
        if parenthesised { k += 1 }
        let negated = ts.isOperator(k, "!")
        if negated { k += 1 }
        // `nil == view.superview`, `container != view.superview`.
        var leftOperand: Int?
        var container: Int?
        if !negated, ts.kind(k) == .identifier, ts.isOperator(k + 1, "==") || ts.isOperator(k + 1, "!=") || ts.isOperator(k + 1, "!==") {
            guard isNil(ts, k) == ts.isOperator(k + 1, "==") else { return nil }
            if !isNil(ts, k) { container = k }
            leftOperand = k
            k += 2
        }
        if ts.word(k) == .kSelf || ts.word(k) == .kThis, ts.isPunct(k + 1, ".") { k += 2 }
        guard ts.kind(k) == .identifier, !ts.word(k).isStatementKeyword, ts.isPunct(k + 1, "."),
              ts.spells(k + 2, "superview") || ts.spells(k + 2, "Superview") else { return nil }
        let view = k
        k += 3
        if !negated, leftOperand == nil {
            // `view.superview == nil`, or `view.superview != container` (the container attaches it).
            if ts.isOperator(k, "=="), isNil(ts, k + 1) {
                k += 2
            } else if ts.isOperator(k, "!=") || ts.isOperator(k, "!=="), ts.kind(k + 1) == .identifier || ts.word(k + 1) == .kSelf || ts.word(k + 1) == .kThis, !isNil(ts, k + 1) {
                container = k + 1
                k += 2
            } else {
                return nil
            }
        }
        if parenthesised { guard ts.isPunct(k, ")") else { return nil }; k += 1 }
        let conditionEnd = k - 1
        let close: Int?
        if ts.isPunct(k, "{") { close = ts.partner(of: k).map { $0 - 1 }; k += 1 } else { close = Statements.around(ts, k).upperBound }
        guard let end = close, end >= k else { return nil }
        var g = OnceGuard(keyword: i, conditionEnd: conditionEnd, flag: ts.name(view), guarded: k...end)
        g.attaches = true
        g.container = container
        return g
    }

    private static func simpleGuard(_ ts: TokenStream, _ i: Int) -> OnceGuard? {
        var k = i + 1
        let parenthesised = ts.isPunct(k, "(")
        if parenthesised { k += 1 }
        var negated = false
        if ts.isOperator(k, "!") { negated = true; k += 1 }
        // The flag: `flag`, `self.flag`, `this._flag`.
        if ts.word(k) == .kSelf || ts.word(k) == .kThis, ts.isPunct(k + 1, ".") { k += 2 }
        guard ts.kind(k) == .identifier, !ts.word(k).isStatementKeyword else { return nil }
        let flagToken = k
        k += 1
        // Positive: `if done { return }` / `if (done) return;` ends the block early.
        var positive = false
        if !negated {
            if ts.isOperator(k, "==") || ts.isOperator(k, "===") {
                guard ts.spells(k + 1, "false") || ts.spells(k + 1, "NO") || isNil(ts, k + 1) else { return nil }
                k += 2
            } else if ts.word(k) == .kIs, ts.spells(k + 1, "null") {
                k += 2
            } else {
                positive = true
            }
        }
        if parenthesised { guard ts.isPunct(k, ")") else { return nil }; k += 1 }
        let conditionEnd = k - 1
        let flag = ts.name(flagToken)
        if positive {
            guard ts.word(i) == .kIf else { return nil }
            // `if done { return }` or `if (done) return;`: what follows in the block runs once.
            if let afterReturn = earlyReturnEnd(ts, from: k) { return rest(ts, i, conditionEnd, flag, after: afterReturn) }
            // `if (_firstTime) { _firstTime = false; … }`: a flag saying "not yet", cleared by the block.
            guard ts.isPunct(k, "{"), let close = ts.partner(of: k), close > k + 1,
                  clearsFlag(ts, flag, in: (k + 1)...(close - 1)) else { return nil }
            var g = OnceGuard(keyword: i, conditionEnd: conditionEnd, flag: flag, guarded: (k + 1)...(close - 1))
            g.clears = true
            return g
        }
        if ts.word(i) == .kGuard {
            // `guard !flag else { return }`: what follows in the enclosing block runs once.
            guard ts.spells(k, "else"), ts.isPunct(k + 1, "{"), let elseClose = ts.partner(of: k + 1) else { return nil }
            return rest(ts, i, conditionEnd, flag, after: elseClose)
        }
        guard ts.isPunct(k, "{"), let close = ts.partner(of: k), close > k + 1 else { return nil }
        return OnceGuard(keyword: i, conditionEnd: conditionEnd, flag: flag, guarded: (k + 1)...(close - 1))
    }

    /// The guard whose once-code is the rest of the enclosing block after token `after`.
    private static func rest(_ ts: TokenStream, _ i: Int, _ conditionEnd: Int, _ flag: String, after: Int) -> OnceGuard? {
        let blockEnd = ts.enclosingOpen(i).flatMap { ts.partner(of: $0) } ?? ts.count
        guard after + 1 < blockEnd else { return nil }
        return OnceGuard(keyword: i, conditionEnd: conditionEnd, flag: flag, guarded: (after + 1)...(blockEnd - 1))
    }

    /// `{ return }`, `{ return; }` or `return;` starting at `k`: the last token of it.
    private static func earlyReturnEnd(_ ts: TokenStream, from k: Int) -> Int? {
        if ts.isPunct(k, "{"), ts.word(k + 1) == .kReturn, let close = ts.partner(of: k) {
            return close <= k + 3 ? close : nil
        }
        if ts.word(k) == .kReturn, ts.isPunct(k + 1, ";") { return k + 1 }
        return nil
    }

    private static func isNil(_ ts: TokenStream, _ k: Int) -> Bool {
        ts.spells(k, "nil") || ts.spells(k, "null") || ts.spells(k, "NULL") || ts.spells(k, "Nil")
    }

    /// The guarded code sets the flag: to `true`/`YES`, or for a view made the first time, to
    /// anything that is not nil or false.
    /// The code in `range` sets `flag` (or `self.flag`) to `false` / `NO`.
    private static func clearsFlag(_ ts: TokenStream, _ flag: String, in range: ClosedRange<Int>) -> Bool {
        range.contains { k in
            ts.kind(k) == .identifier && ts.name(k) == flag && (!ts.isPunct(k - 1, ".") || isSelfMember(ts, k, flag))
                && ts.isOperator(k + 1, "=") && (ts.spells(k + 2, "false") || ts.spells(k + 2, "NO"))
        }
    }

    /// A cleared flag (`clears`) that some method other than an initializer sets back to true
    /// (`menuNeedsLayout = YES` on rotation, `firstTime = true` in `prepareForReuse`): a request for
    /// another pass, not a first-time check.
    static func rearmed(_ g: OnceGuard, _ ts: TokenStream, _ s: FileStructure) -> Bool {
        guard g.clears else { return false }
        for k in 0..<ts.count where ts.kind(k) == .identifier && ts.name(k) == g.flag && ts.isOperator(k + 1, "=")
            && (ts.spells(k + 2, "true") || ts.spells(k + 2, "YES")) && s.role(k) != .declaredName {
            guard let f = s.function(at: k) else { continue }
            let fn = s.functions[f]
            if fn.kind == .initializer || fn.name.hasPrefix("init") { continue }
            return true
        }
        return false
    }

    static func setsFlag(_ g: OnceGuard, _ ts: TokenStream) -> Bool {
        if g.clears { return true }
        if g.attaches { return attachesView(g, ts) }
        for k in g.guarded where ts.kind(k) == .identifier && ts.name(k) == g.flag && !ts.isPunct(k - 1, ".") || isSelfMember(ts, k, g.flag) {
            guard ts.isOperator(k + 1, "=") else { continue }
            let v = k + 2
            if ts.spells(v, "false") || ts.spells(v, "NO") || isNil(ts, v) { continue }
            return true
        }
        return false
    }

    /// The guarded code adds the checked view to a container: `addSubview(label)`,
    /// `[self.contentView addSubview:_label]`, C# `AddSubview(label)` or `Add(label)`.
    private static func attachesView(_ g: OnceGuard, _ ts: TokenStream) -> Bool {
        g.guarded.contains { c in
            guard isAddingCall(ts, c) else { return false }
            var a = c + 2
            if ts.word(a) == .kSelf || ts.word(a) == .kThis, ts.isPunct(a + 1, ".") { a += 2 }
            return ts.kind(a) == .identifier && ts.name(a) == g.flag
        }
    }

    /// `self.flag` / `this.flag` at token `k` (the name).
    private static func isSelfMember(_ ts: TokenStream, _ k: Int, _ flag: String) -> Bool {
        ts.kind(k) == .identifier && ts.isPunct(k - 1, ".") && (ts.word(k - 2) == .kSelf || ts.word(k - 2) == .kThis)
            && ts.name(k) == flag
    }

    /// The guarded code adds subviews (arranged ones of a stack view too) or child view controllers.
    static func buildsViewTree(_ g: OnceGuard, _ ts: TokenStream) -> Bool {
        g.guarded.contains { isAddingCall(ts, $0) || installsInASlot(ts, $0) }
    }

    /// Properties whose setter puts the view into the view tree (a table's header, a cell's
    /// selected background, a navigation item's title view): assigning one is adding a subview.
    static let slotProperties: Set<String> = [
        "tableHeaderView", "tableFooterView", "backgroundView", "selectedBackgroundView", "multipleSelectionBackgroundView", "titleView",
        "TableHeaderView", "TableFooterView", "BackgroundView", "SelectedBackgroundView", "MultipleSelectionBackgroundView", "TitleView",
    ]

    /// Token `k` is a slot property assigned something other than nil (`tableView.tableFooterView = footer`).
    private static func installsInASlot(_ ts: TokenStream, _ k: Int) -> Bool {
        ts.kind(k) == .identifier && ts.isOperator(k + 1, "=") && ts.isAssignment(k + 1) && slotProperties.contains(ts.name(k))
            && !isNil(ts, k + 2)
    }

    /// Token `k` names a call that adds a subview, an arranged subview or a child controller
    /// (`addSubview(`, `[self addSubview:`).
    private static func isAddingCall(_ ts: TokenStream, _ k: Int) -> Bool {
        ts.kind(k) == .identifier && (ts.isPunct(k + 1, "(") || ts.isPunct(k + 1, ":"))
            && (ViewTree.addingCalls.contains(ts.name(k)) || arrangingCalls.contains(ts.name(k)))
    }

    /// A stack view's calls that add an arranged subview, in every spelling.
    static let arrangingCalls: Set<String> = ["addArrangedSubview", "insertArrangedSubview", "AddArrangedSubview", "InsertArrangedSubview"]
}
