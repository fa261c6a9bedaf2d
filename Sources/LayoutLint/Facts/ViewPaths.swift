/// Compares receivers as paths: `self.child`, `child` and `this.Child` name the same view inside a
/// type; a trailing `layer` names the view's layer, which moves with the view.
enum ViewPaths {
    /// The view a receiver names, as components (`[]` for the own object), or nil when unknown.
    static func view(_ r: Receiver) -> [String]? {
        guard !r.isOpaque else { return nil }
        var c = r.components
        // `v.layer` moves with `v`; a local named `layer` is a layer of its own.
        if let last = c.last, last == "layer" || last == "Layer", c.count > 1 || !r.rootIsLocal { c.removeLast() }
        if !r.rootIsLocal { c = ivarAsProperty(c) }
        return c
    }

    /// The first token of the dotted path `a.b.c` that ends at identifier `e`, or nil when `e` is
    /// not an identifier.
    static func pathStart(_ ts: TokenStream, endingAt e: Int) -> Int? {
        guard e >= 0, ts.kind(e) == .identifier else { return nil }
        var k = e
        while ts.isPunct(k - 1, "."), ts.kind(k - 2) == .identifier { k -= 2 }
        return k
    }

    /// An instance variable names its property's view: `_tableView` is `self.tableView` (C#'s
    /// `_blur` field is the same view wherever it is named).
    static func ivarAsProperty(_ path: [String]) -> [String] {
        guard let first = path.first, first.hasPrefix("_"), first.count > 1 else { return path }
        var p = path
        p[0] = String(first.dropFirst())
        return p
    }

    /// The path of a plain expression `a.b.c` (self/this dropped, an instance variable named as its
    /// property) in `range`, or nil when it is anything else.
    static func expression(_ ts: TokenStream, _ range: ClosedRange<Int>) -> [String]? {
        var parts: [String] = []
        var expectName = true
        for k in range {
            if expectName {
                guard ts.kind(k) == .identifier else { return nil }
                let w = ts.word(k)
                if !(w == .kSelf || w == .kThis) || !parts.isEmpty { parts.append(ts.name(k)) }
                expectName = false
            } else if ts.isPunct(k, ".") || (ts.language == .objc && ts.isOperator(k, "->")) {
                // Objective-C's `self->ivar` names the instance variable as `self.ivar` would.
                expectName = true
            } else if (ts.isOperator(k, "!") || ts.isOperator(k, "?")) {
                continue
            } else {
                return nil
            }
        }
        return expectName ? nil : ivarAsProperty(parts)
    }

    /// For a local bound to some view's superview, that view's path (`["cell"]` for
    /// `let parent = cell.superview`, `[]` for `if let superview` or `[self superview]`).
    static func superviewOwner(_ l: LocalDecl, _ ts: TokenStream, _ s: FileStructure) -> [String]? {
        guard l.isSuperviewAlias, l.aliasStart >= 0 else { return nil }
        let start = l.aliasStart
        if start == l.nameToken { return [] }
        if ts.isPunct(start, "["), let send = ObjCMessages.parse(ts, start) {
            let r = ObjCMessages.receiver(ts, s, send.receiver)
            return r.isOpaque ? nil : r.components
        }
        var k = start
        while k < ts.count, k < start + 64 {
            if ts.word(k) == .superview || ts.word(k) == .Superview { break }
            k += 1
        }
        guard ts.word(k) == .superview || ts.word(k) == .Superview else { return nil }
        if k == start { return [] }
        var end = k - 1
        guard ts.isPunct(end, ".") else { return nil }
        end -= 1
        while ts.isOperator(end, "?") || ts.isOperator(end, "!") { end -= 1 }
        guard end >= start else { return [] }
        return expression(ts, start...end)
    }

    /// `path` is a view controller's root view (`child.view`, `self.mapController.view`,
    /// `map.View`): the controller names itself one (`…Controller`, `…VC`) or its local is declared
    /// or made as one. UIKit gives such a view a flexible width and height when it loads it (from
    /// `loadView` or a storyboard), so it follows the container it is added to.
    static func isControllerRootView(_ path: [String], _ ts: TokenStream, _ s: FileStructure, at i: Int) -> Bool {
        guard path.count >= 2, let last = path.last, last == "view" || last == "View" else { return false }
        let owner = path[path.count - 2]
        if isControllerName(owner) { return true }
        guard path.count == 2, let l = s.local(named: owner, at: i) else { return false }
        // `let child: SettingsViewController = …`, `SettingsViewController *child = …`,
        // `var child = new SettingsViewController()`, `storyboard.instantiateViewController(…)`.
        let statement = Statements.around(ts, l.nameToken)
        return statement.contains { k in
            ts.kind(k) == .identifier && (isControllerName(ts.name(k)) || ts.name(k).hasPrefix("instantiateViewController")
                                           || ts.name(k) == "InstantiateViewController")
        }
    }

    /// The path names a layout object rather than a view, by its name or by the type the file
    /// declares it with (`textLayout`, `var model: SETextLayout`): its frame or bounds is no view's
    /// geometry. `declared` is `layoutObjectDeclarations(ts)`, found once per file.
    static func namesALayoutObject(_ path: [String], declared: Set<String>) -> Bool {
        guard let last = path.last else { return false }
        return namesALayout(Array(last.utf8)[...]) || declared.contains(last)
    }

    private static func namesALayout(_ name: ArraySlice<UInt8>) -> Bool {
        name.withUnsafeBufferPointer { w in w.count >= 6 && w.spells("layout", at: w.count - 6, foldingCase: true) }
    }

    /// The names the file declares with a layout type: `var model: SETextLayout`,
    /// `SETextLayout *model;`, `TextLayout model;`. One pass, comparing bytes before making names.
    static func layoutObjectDeclarations(_ ts: TokenStream) -> Set<String> {
        var out = Set<String>()
        let bytes = ts.file.bytes
        func layoutType(_ t: Int) -> Bool { t >= 0 && ts.kind(t) == .identifier && namesALayout(bytes[ts.code[t].range]) }
        for k in 0..<ts.count where ts.kind(k) == .identifier {
            switch ts.language {
            case .swift:
                if ts.isPunct(k + 1, ":"), ts.spells(k - 1, "var") || ts.spells(k - 1, "let"), layoutType(k + 2) { out.insert(ts.name(k)) }
            case .objc:
                if ts.isOperator(k - 1, "*"), ts.isPunct(k + 1, ";"), layoutType(k - 2) { out.insert(ts.name(k)) }
            case .csharp:
                if ts.isPunct(k + 1, ";") || ts.isPunct(k + 1, "{") || ts.isOperator(k + 1, "="), layoutType(k - 1) { out.insert(ts.name(k)) }
            }
        }
        return out
    }

    private static func isControllerName(_ name: String) -> Bool {
        let n = name.lowercased()
        return n.hasSuffix("controller") || n.hasSuffix("vc")
    }

    /// Two accesses name the same view: equal paths, and when the root is a local, the same
    /// function (a local `v` in one method is not the `v` of another).
    static func same(_ a: MemberAccess, _ b: MemberAccess, _ s: FileStructure) -> Bool {
        guard let pa = view(a.receiver), let pb = view(b.receiver), pa == pb else { return false }
        // A parameter or local `view` is not the property `self.view`.
        if a.receiver.rootIsLocal != b.receiver.rootIsLocal, !pa.isEmpty { return false }
        if a.receiver.rootIsLocal || b.receiver.rootIsLocal {
            return s.function(at: a.nameToken) == s.function(at: b.nameToken)
        }
        return true
    }
}
