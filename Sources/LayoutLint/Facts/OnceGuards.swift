/// Recognises one-time guards on a Boolean flag: `if !flag {`, `if flag == false {`,
/// `if (!_flag)`, `guard !flag else { return }`.
enum OnceGuards {
    static func guardAt(_ ts: TokenStream, _ i: Int) -> OnceGuard? {
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
        if !negated {
            guard ts.isOperator(k, "=="), ts.spells(k + 1, "false") || ts.spells(k + 1, "NO") else { return nil }
            k += 2
        }
        if parenthesised { guard ts.isPunct(k, ")") else { return nil }; k += 1 }
        let conditionEnd = k - 1
        let flag = ts.name(flagToken)
        if ts.word(i) == .kGuard {
            // `guard !flag else { return }`: what follows in the enclosing block runs once.
            guard ts.spells(k, "else"), ts.isPunct(k + 1, "{"), let elseClose = ts.partner(of: k + 1) else { return nil }
            let blockEnd = ts.enclosingOpen(i).flatMap { ts.partner(of: $0) } ?? ts.count
            guard elseClose + 1 < blockEnd else { return nil }
            return OnceGuard(keyword: i, conditionEnd: conditionEnd, flag: flag, guarded: (elseClose + 1)...(blockEnd - 1))
        }
        guard ts.isPunct(k, "{"), let close = ts.partner(of: k), close > k + 1 else { return nil }
        return OnceGuard(keyword: i, conditionEnd: conditionEnd, flag: flag, guarded: (k + 1)...(close - 1))
    }

    /// The guarded code sets the flag to true.
    static func setsFlag(_ g: OnceGuard, _ ts: TokenStream) -> Bool {
        for k in g.guarded where ts.kind(k) == .identifier && ts.name(k) == g.flag {
            if ts.isOperator(k + 1, "="), ts.spells(k + 2, "true") || ts.spells(k + 2, "YES") { return true }
        }
        return false
    }

    /// The guarded code adds subviews or child view controllers.
    static func buildsViewTree(_ g: OnceGuard, _ ts: TokenStream) -> Bool {
        g.guarded.contains {
            ts.kind($0) == .identifier && (ts.isPunct($0 + 1, "(") || ts.isPunct($0 + 1, ":")) && Lifecycle.treeBuilding.contains(ts.name($0))
        }
    }
}
