/// How views enter the tree and who holds them, read from a function's tokens: a view added to
/// the own view's superview, made the controller's root view, held by a property or local when
/// it is made, set as a table's header or another view's input accessory.
enum ViewTree {
    /// The calls that add a view to another (or a controller as a child), in every spelling.
    static let addingCalls: Set<String> = [
        "addSubview", "insertSubview", "addChild", "addChildViewController",
        "AddSubview", "InsertSubview", "InsertSubviewAbove", "InsertSubviewBelow", "AddChildViewController", "AddChild",
    ]

    /// The function makes the target the controller's root view (`cfgView.frame = view.frame;
    /// self.view = cfgView`): it takes the old root view's place, in the same space.
    static func writtenViewBecomesRootView(_ target: MemberAccess, _ ctx: FileContext) -> Bool {
        guard let path = ViewPaths.view(target.receiver), !path.isEmpty, let fn = ctx.structure.function(at: target.nameToken) else { return false }
        return ViewTree.becomesRootView(path, in: ctx.structure.functions[fn].bodyRange, ctx.tokens)
    }

    /// The write gives the view a rectangle at the origin (`CGRect(x: 0, y: 0, width: …, height: …)`)
    /// and the same function gives it a flexible width and height: it fills its container and
    /// follows it, and the size is only a seed.
    static func fillsAndFollows(_ target: MemberAccess, _ ctx: FileContext) -> Bool {
        let ts = ctx.tokens, s = ctx.structure
        guard target.member == .frame, let v = target.value, let open = v.first(where: { ts.isPunct($0, "(") }),
              let close = ts.partner(of: open), close <= v.upperBound else { return false }
        let args = CallArguments.split(ts, open: open, close: close)
        let zeroOrigin: Bool
        if args.count == 4 {
            zeroOrigin = args.prefix(2).allSatisfy { a in ts.kind(a.upperBound) == .number && Double(ts.text(a.upperBound).filter { "0123456789.".contains($0) }) == 0 }
        } else if args.count == 2, let first = args.first {
            zeroOrigin = first.contains { ts.kind($0) == .identifier && ["zero", "Empty", "CGPointZero"].contains(ts.name($0)) }
        } else {
            zeroOrigin = false
        }
        guard zeroOrigin else { return false }
        let fn = s.function(at: target.nameToken)
        return ctx.facts.index.writes(of: .autoresizingMask, sameViewAs: target, inFunction: fn).lazy.map { ctx.facts.accesses[$0] }.contains { w in
            guard let value = w.value, ViewPaths.same(w, target, s) else { return false }
            let names = value.filter { ts.kind($0) == .identifier }.map { ts.name($0).lowercased() }
            let width = names.contains { $0.contains("flexiblewidth") || $0.contains("flexibledimensions") || $0 == "all" }
            let height = names.contains { $0.contains("flexibleheight") || $0.contains("flexibledimensions") || $0 == "all" }
            return width && height
        }
    }

    /// The class a new view made around token `i` is an instance of: `UIWindow(frame: …)`,
    /// `new UIWindow(rect)`, `[[UIWindow alloc] initWithFrame:…]`.
    static func constructedTypeName(at i: Int, _ ts: TokenStream) -> String? {
        var open = ts.enclosingOpen(i)
        var steps = 0
        while let o = open, steps < 4 {
            steps += 1
            if ts.isPunct(o, "("), ts.kind(o - 1) == .identifier { return ts.name(o - 1) }
            if ts.isPunct(o, "["), ts.isPunct(o + 1, "["), ts.kind(o + 2) == .identifier { return ts.name(o + 2) }  // [[X alloc] init…]
            open = ts.enclosingOpen(o)
        }
        return nil
    }

    /// The target is the view a gesture recognizer of the function is attached to
    /// (`gesture.view`, or a local bound to it, `guard let target = pan.view`): in a view's own
    /// handler that is most often the view itself (a controller's recognizers sit on its subviews).
    static func isAGestureRecognizersView(_ target: MemberAccess, _ ctx: FileContext) -> Bool {
        let ts = ctx.tokens, s = ctx.structure
        guard let fn = s.function(at: target.nameToken) else { return false }
        let f = s.functions[fn]
        func isRecognizer(_ name: String) -> Bool {
            guard let i = f.parameters.firstIndex(of: name), i < f.parameterTypes.count else { return false }
            return f.parameterTypes[i].hasSuffix("Recognizer")
        }
        var path = target.receiver.components
        if path.count == 1, target.receiver.rootIsLocal, let l = s.local(named: path[0], at: target.receiverStart),
           let value = LinearForm.initializer(of: l.nameToken, ts), value.count >= 3, ts.kind(value.lowerBound) == .identifier,
           ts.isPunct(value.lowerBound + 1, "."), ts.kind(value.lowerBound + 2) == .identifier {
            path = [ts.name(value.lowerBound), ts.name(value.lowerBound + 2)]
        }
        return path.count == 2 && (path[1] == "view" || path[1] == "View") && isRecognizer(path[0])
    }

    /// The view an adding call puts in its receiver (`container.addSubview(child)` → `child`), or
    /// nil when the call is no adding call or adds nothing a path names (`addSubview(_:)` passed as
    /// a function reference).
    static func addedView(by c: CallFact, _ ts: TokenStream) -> [String]? {
        guard addingCalls.contains(c.methodName), let argument = c.arguments.first,
              let value = CallArguments.value(ts, argument) else { return nil }
        return ViewPaths.expression(ts, value)
    }

    /// The layers and views that become another view's mask (`button.layer.mask = maskLayer`,
    /// `self.maskView = shape`, `[cell.layer setMask:fade]`, C#'s `Field.Layer.Mask = m`): a mask
    /// lives in the masked view's own space, as a sublayer does. Each as (container, child, token
    /// of the assignment).
    static func maskAssignments(_ ts: TokenStream, _ s: FileStructure) -> [(container: [String], child: [String], at: Int)] {
        var out: [(container: [String], child: [String], at: Int)] = []
        for k in 2..<max(2, ts.count) where ts.code[k].kind == .identifier {
            // Byte comparisons first: most files have no mask at all.
            let property = ts.spells(k, "mask") || ts.spells(k, "Mask") || ts.spells(k, "maskView") || ts.spells(k, "MaskView")
            let setter = ts.language == .objc && (ts.spells(k, "setMask") || ts.spells(k, "setMaskView"))
            guard property || setter else { continue }
            var receiverEnd: Int?, value: ClosedRange<Int>?
            if property, ts.isPunct(k - 1, "."), ts.isAssignment(k + 1), ts.spells(k + 1, "=") {
                let end = Statements.end(ts, from: k + 2)
                guard end >= k + 2 else { continue }
                receiverEnd = k - 2
                value = (k + 2)...end
                if ts.isPunct(end, ";") { value = ClosedRange.checked(k + 2, end - 1) }
            } else if setter, ts.isPunct(k + 1, ":"),
                      let open = ts.enclosingOpen(k), ts.isPunct(open, "["), let send = ObjCMessages.parse(ts, open),
                      send.parts.count == 1, send.parts[0].name == k, let argument = send.parts[0].argument {
                receiverEnd = send.receiver.upperBound
                value = argument
            }
            guard let e = receiverEnd, let v = value, let start = ViewPaths.pathStart(ts, endingAt: e),
                  var container = ViewPaths.expression(ts, start...e), let child = ViewPaths.expression(ts, v) else { continue }
            if let last = container.last, last == "layer" || last == "Layer" { container.removeLast() }
            out.append((container, child, k))
        }
        return out
    }

    /// The function adds the target's view to the own view's superview (`[superview addSubview:
    /// self.sibling]` after `superview = self.superview`): a sibling, in the same space as the
    /// own frame, not a child.
    static func addedToOwnSuperview(_ target: MemberAccess, _ ctx: FileContext) -> Bool {
        guard let view = ViewPaths.view(target.receiver), !view.isEmpty else { return false }
        return addedToOwnSuperview(view, inFunctionAt: target.nameToken, ctx)
    }

    /// The same for the view at `view`, added by the function around token `i`.
    static func addedToOwnSuperview(_ view: [String], inFunctionAt i: Int, _ ctx: FileContext) -> Bool {
        let s = ctx.structure, ts = ctx.tokens
        guard !view.isEmpty, let fn = s.function(at: i) else { return false }
        let body = s.functions[fn].bodyRange
        // C# `Superview.Add(blur)` / `Superview.AddSubview(blur)`.
        var k = body.lowerBound
        while k < body.upperBound {
            if ts.word(k) == .Superview || ts.word(k) == .superview, !ts.isPunct(k - 1, "."), ts.isPunct(k + 1, ".") || ts.isOperator(k + 1, "?"),
               let call = (k + 2...k + 3).first(where: { ["Add", "AddSubview", "addSubview"].contains(ts.kind($0) == .identifier ? ts.name($0) : "") }),
               ts.isPunct(call + 1, "("), let close = ts.partner(of: call + 1), close > call + 2,
               ViewPaths.expression(ts, (call + 2)...(close - 1)).map(ViewPaths.ivarAsProperty) == view { return true }
            k += 1
        }
        var hosts: Set<[String]>?  // worked out only when some call adds the view
        return callsAdding(view, inFunctionAt: i, ctx).contains { c in
            let r = c.receiver.components
            if r == ["superview"] || r == ["Superview"] { return true }
            if !r.isEmpty {
                if hosts == nil { hosts = containersTheTypePutsItselfIn(aroundToken: i, ctx) }
                if hosts!.contains(ViewPaths.ivarAsProperty(r)) { return true }
            }
            if r.count == 1, c.receiver.rootIsSuperviewAlias, let l = s.local(named: r[0], at: c.receiverStart) {
                return ViewPaths.superviewOwner(l, ts, s) == []
            }
            return false
        }
    }

    /// The views the type around token `i` puts itself in, which are its superview once it is
    /// shown: `[self.host addSubview:self]`, `host.AddSubview(this)`, or a method of the file that
    /// adds its argument to its receiver called with the own view (`[self.host registerPopover:self]`
    /// where a category's `registerPopover:` does `[self addSubview:popover]`).
    static func containersTheTypePutsItselfIn(aroundToken i: Int, _ ctx: FileContext) -> Set<[String]> {
        let s = ctx.structure, ts = ctx.tokens
        guard let t = s.type(at: i) else { return [] }
        var out = Set<[String]>()
        // Direct: an adding call given the own view.
        for c in ctx.facts.index.calls(inType: t).lazy.map({ ctx.facts.calls[$0] }) {
            let r = c.receiver.components
            guard !r.isEmpty, !c.receiver.isOpaque, c.arguments.count == 1, addedView(by: c, ts) == [] else { continue }
            out.insert(ViewPaths.ivarAsProperty(r))
        }
        // Through a method of the file that adds its argument to itself.
        let adders = methodsAddingTheirArgumentToThemselves(ctx)
        guard !adders.isEmpty else { return out }
        let type = s.types[t]
        guard type.bodyOpen >= 0, type.bodyOpen < type.bodyClose else { return out }
        for k in type.bodyOpen...type.bodyClose where ts.kind(k) == .identifier && adders.contains(ts.name(k)) {
            if ts.language == .objc {
                // `[path name:self]`
                guard ts.isPunct(k + 1, ":"), ts.word(k + 2) == .kSelf, ts.isPunct(k + 3, "]"), let open = ts.partner(of: k + 3),
                      let send = ObjCMessages.parse(ts, open), send.parts.count == 1, send.parts[0].name == k else { continue }
                let r = ObjCMessages.receiver(ts, s, send.receiver)
                if !r.isOpaque, !r.components.isEmpty { out.insert(ViewPaths.ivarAsProperty(r.components)) }
            } else {
                // `path.name(self)`, `path.Name(this)`, `path.name(label: self)`
                guard ts.isPunct(k - 1, "."), ts.isPunct(k + 1, "("), let close = ts.partner(of: k + 1) else { continue }
                var a = k + 2
                if ts.kind(a) == .identifier, ts.isPunct(a + 1, ":") { a += 2 }
                guard a + 1 == close, ts.word(a) == .kSelf || ts.word(a) == .kThis,
                      let (r, _) = FactExtractor.receiver(ts, s, dot: k - 1) else { continue }
                if !r.isOpaque, !r.components.isEmpty { out.insert(ViewPaths.ivarAsProperty(r.components)) }
            }
        }
        return out
    }

    /// The names of the file's one-argument methods that add their argument to their own view
    /// (`- (void)registerPopover:(UIView *)p { [self addSubview:p]; }`).
    private static func methodsAddingTheirArgumentToThemselves(_ ctx: FileContext) -> Set<String> {
        let s = ctx.structure, ts = ctx.tokens
        var out = Set<String>()
        for c in ctx.facts.calls where c.receiver.components.isEmpty && !c.receiver.isOpaque && !c.receiver.isSuper
            && addingCalls.contains(c.methodName) {
            guard let f = s.function(at: c.nameToken), let added = addedView(by: c, ts), added.count == 1 else { continue }
            let decl = s.functions[f]
            guard decl.kind == .method, decl.parameters == added else { continue }
            out.insert(ts.language == .objc ? decl.name.selectorHead : decl.name)
        }
        return out
    }

    /// The view of `a` is a layer its own function made before it (`self.ring = [CAShapeLayer
    /// layer]`, `ring = CAShapeLayer()`, `ring = new CAShapeLayer()`): not yet in any tree, so giving
    /// it its first frame moves nothing on screen. (A new *view* made there is another matter: code
    /// that builds views while drawing builds them again on every pass.)
    static func isLayerMadeEarlierInFunction(_ a: MemberAccess, _ ctx: FileContext) -> Bool {
        let ts = ctx.tokens, s = ctx.structure
        guard let path = ViewPaths.view(a.receiver), !path.isEmpty, let fn = s.function(at: a.nameToken),
              let k = assignments(to: path, before: a.receiverStart, in: s.functions[fn].bodyRange, ts).last,
              Transforms.constructs(ts, value: k + 1) else { return false }
        // The class made: `CAShapeLayer(…)`, `new CAShapeLayer()`, `[CAShapeLayer layer]`, `[[CAShapeLayer alloc] init]`.
        var v = k + 1
        if ts.word(v) == .kNew { v += 1 }
        while ts.isPunct(v, "[") { v += 1 }
        return ts.kind(v) == .identifier && ts.name(v).hasSuffix("Layer")
    }

    /// The function adds the target's view to a window (`[window addSubview:temp]`,
    /// `UIApplication.shared.keyWindow?.addSubview(temp)`, C#'s `KeyWindow.AddSubview(temp)`): a
    /// child of the window, in the space a full-screen controller's root view is placed in, not a
    /// child of that root view.
    static func addedToAWindow(_ target: MemberAccess, _ ctx: FileContext) -> Bool {
        guard let view = ViewPaths.view(target.receiver), !view.isEmpty else { return false }
        return callsAdding(view, inFunctionAt: target.nameToken, ctx).contains { c in
            c.receiver.components.last?.lowercased().hasSuffix("window") ?? false
        }
    }

    /// The adding calls (`addSubview`, `insertSubview…`) of the function around token `i` that add
    /// the view at `view` to a receiver a path names.
    static func callsAdding(_ view: [String], inFunctionAt i: Int, _ ctx: FileContext) -> some Sequence<CallFact> {
        let s = ctx.structure, ts = ctx.tokens
        let body = s.function(at: i).map { s.functions[$0].bodyRange }
        let wanted = ViewPaths.ivarAsProperty(view)
        return ctx.facts.index.calls(inType: s.type(at: i)).lazy.map { ctx.facts.calls[$0] }.filter { c in
            guard let body, body.contains(c.nameToken), !c.receiver.isOpaque else { return false }
            return addedView(by: c, ts).map(ViewPaths.ivarAsProperty) == wanted
        }
    }

    /// The class a property or local named `name` is declared with, in the type around token `i`
    /// (or the function around it, for a local): `let manager = PageManager()`, `var manager:
    /// PageManager`, `PageManager *_manager;`, `@property PageManager *manager;`, C# `PageManager
    /// manager;` or `var manager = new PageManager();`. Nil when no declaration names one.
    static func declaredClass(of name: String, around i: Int, _ ctx: FileContext) -> String? {
        let s = ctx.structure, ts = ctx.tokens
        var candidates: [Int] = []
        if let l = s.local(named: name, at: i) {
            candidates = [l.nameToken]
        } else if let t = s.type(at: i) {
            // Every declaration of the type in the file (an Objective-C class's @interface and @implementation).
            let typeName = s.types[t].name
            for d in s.types.indices where s.types[d].name == typeName && s.types[d].bodyOpen >= 0 && s.types[d].bodyOpen < s.types[d].bodyClose {
                for k in s.types[d].bodyOpen...s.types[d].bodyClose where ts.kind(k) == .identifier && !ts.isPunct(k - 1, ".") {
                    let n = ts.name(k)
                    guard n == name || n == "_" + name else { continue }
                    // Declared, not used: after `let`/`var`, a `*`, or a type name; before `:`, `=`, `;`.
                    let declared = ts.spells(k - 1, "let") || ts.spells(k - 1, "var") || ts.isOperator(k - 1, "*")
                        || (ts.language == .csharp && ts.kind(k - 1) == .identifier && (ts.isPunct(k + 1, ";") || ts.isOperator(k + 1, "=") || ts.isPunct(k + 1, "{")))
                    if declared, s.function(at: k) == nil || s.local(named: n, at: k)?.nameToken == k { candidates.append(k) }
                }
            }
        }
        for k in candidates {
            if let c = className(declaredAt: k, ts) { return c }
        }
        return nil
    }

    /// The class named by the declaration of the name at `k`, read as `declaresInstance` reads it.
    private static func className(declaredAt k: Int, _ ts: TokenStream) -> String? {
        var b = k - 1
        if ts.isOperator(b, "*") { b -= 1 }
        if ts.kind(b) == .identifier, !["let", "var", "readonly", "private", "public", "internal", "protected", "static", "const", "weak", "strong",
                                        "nonatomic", "atomic", "assign", "retain", "copy", "fileprivate", "lazy", "unowned"].contains(ts.name(b)) {
            return ts.name(b)
        }
        var e = k + 1
        if ts.isPunct(e, ":"), ts.kind(e + 1) == .identifier { return ts.name(e + 1) }  // `let m: Manager`
        guard ts.isOperator(e, "=") else { return nil }
        e += 1
        if ts.spells(e, "new") { e += 1 }  // C# `new Manager()`
        guard ts.kind(e) == .identifier, ts.isPunct(e + 1, "(") || (ts.isPunct(e + 1, ".") && ts.spells(e + 2, "init")) else { return nil }
        return ts.name(e)
    }

    /// The local declared at `name` holds an instance of `typeName`: `MyHUD *hud`, `let hud =
    /// MyHUD(…)`, `var hud = new MyHUD(…)`, `[[self alloc] init…]`, `Self(…)`.
    static func declaresInstance(of typeName: String, _ name: Int, _ ts: TokenStream) -> Bool {
        var k = name - 1
        if ts.isOperator(k, "*") { k -= 1 }
        if ts.kind(k) == .identifier, ts.name(k) == typeName { return true }
        var e = name + 1
        if ts.isPunct(e, ":") { e += 2 }  // `let hud: MyHUD = …`
        if ts.kind(e - 1) == .identifier, ts.name(e - 1) == typeName { return true }
        guard ts.isOperator(e, "=") else { return false }
        let end = Statements.end(ts, from: e + 1)
        guard e + 1 <= end else { return false }
        for j in (e + 1)...min(end, e + 24) {
            if ts.kind(j) == .identifier, ts.name(j) == typeName || ts.spells(j, "Self") { return true }
            if ts.word(j) == .kSelf, ts.spells(j + 1, "alloc") { return true }
        }
        return false
    }

    /// A table's header and footer and a background view: whatever frame a view is given there,
    /// its container sizes it.
    static let tableAndBackgroundSlots: Set<String> = [
        "tableHeaderView", "tableFooterView", "TableHeaderView", "TableFooterView", "backgroundView", "BackgroundView",
    ]

    /// In `body`, the view at `path` (or its `view`, for a node or controller) becomes the
    /// controller's root view (`self.view = _node.view`), which the controller's parent sizes.
    static func becomesRootView(_ path: [String], in body: ClosedRange<Int>, _ ts: TokenStream) -> Bool {
        guard !path.isEmpty else { return false }
        var k = body.lowerBound + 1
        while k < body.upperBound {
            if ts.word(k) == .view || ts.word(k) == .View, ts.isOperator(k + 1, "="), ts.isAssignment(k + 1),
               ts.word(k - 2) == .kSelf || ts.word(k - 2) == .kThis || !ts.isPunct(k - 1, ".") {
                let end = Statements.end(ts, from: k + 2)
                if end >= k + 2, let value = ViewPaths.expression(ts, (k + 2)...end),
                   value == path || value == path + ["view"] || value == path + ["View"] { return true }
            }
            k += 1
        }
        return false
    }

    /// True when `body` assigns the property at `path` (`cards = …`, `self.cards = …`, `_cards = …`).
    static func assignsProperty(_ path: [String], in body: ClosedRange<Int>, _ ts: TokenStream) -> Bool {
        guard let last = path.last else { return false }
        let bare = last.hasPrefix("_") ? String(last.dropFirst()) : last
        for k in body where ts.kind(k) == .identifier && ts.isAssignment(k + 1) && ts.spells(k + 1, "=") {
            let name = ts.name(k)
            guard name == last || name == bare || name == "_" + bare, let start = ViewPaths.pathStart(ts, endingAt: k),
                  let p = ViewPaths.expression(ts, start...k) else { continue }
            if p == path || p.count == 1 && path.count == 1 { return true }
        }
        return false
    }

    /// The paths that `name` is assigned to in `body` (`self.previewLayer = name`, `self.view = name`).
    static func pathsAssigned(from name: String, in body: ClosedRange<Int>, _ ts: TokenStream) -> [[String]] {
        var out: [[String]] = []
        var k = body.lowerBound + 2
        while k < body.upperBound {
            if ts.kind(k) == .identifier, ts.name(k) == name, ts.isOperator(k - 1, "="), ts.isAssignment(k - 1),
               Statements.end(ts, from: k) == k, let start = ViewPaths.pathStart(ts, endingAt: k - 2) {
                let explicit = ts.word(start) == .kSelf || ts.word(start) == .kThis  // `self.previewLayer = previewLayer`
                if let p = ViewPaths.expression(ts, start...(k - 2)), !p.isEmpty, p != [name] || explicit { out.append(p) }
            }
            k += 1
        }
        return out
    }

    /// In `body`, the view at `path` becomes a view its container sizes: a table's header or
    /// footer (the table sets its width), a background view, a navigation item's title view
    /// (`tableView.tableHeaderView = container`, `[table setTableFooterView:container]`).
    static func becomesAViewItsContainerSizes(_ path: [String], in body: ClosedRange<Int>, after i: Int, _ ts: TokenStream) -> Bool {
        becomes(path, oneOf: ["tableHeaderView", "tableFooterView", "TableHeaderView", "TableFooterView",
                              "backgroundView", "BackgroundView", "selectedBackgroundView", "SelectedBackgroundView",
                              "titleView", "TitleView"],
                orThrough: ["setTableHeaderView", "setTableFooterView"], in: body, after: i, ts)
    }

    /// The views a cell frames whole itself, whatever frame they start with.
    static let cellFramedSlots: Set<String> = [
        "backgroundView", "selectedBackgroundView", "multipleSelectionBackgroundView",
        "BackgroundView", "SelectedBackgroundView", "MultipleSelectionBackgroundView",
    ]

    /// In `body`, after token `i`, the view at `path` becomes a cell's background, selected-background
    /// or multiple-selection background view (`self.selectedBackgroundView = bg`, `[self setBackgroundView:bg]`).
    static func becomesAViewTheCellFrames(_ path: [String], in body: ClosedRange<Int>, after i: Int, _ ts: TokenStream) -> Bool {
        becomes(path, oneOf: cellFramedSlots,
                orThrough: ["setBackgroundView", "setSelectedBackgroundView", "setMultipleSelectionBackgroundView"], in: body, after: i, ts)
    }

    /// In `body`, after token `i`, the view at `path` (a local or a property of the type) is
    /// assigned to one of the properties `names` or passed whole to one of the Objective-C `setters`.
    private static func becomes(_ path: [String], oneOf names: Set<String>, orThrough setters: Set<String>,
                                in body: ClosedRange<Int>, after i: Int, _ ts: TokenStream) -> Bool {
        guard path.count == 1 else { return false }  // a local or a property of the type
        // The value names the view: `container`, `self.container`, `_container`.
        func naming(_ v: Int) -> Int? {
            var v = v
            if ts.word(v) == .kSelf || ts.word(v) == .kThis, ts.isPunct(v + 1, ".") { v += 2 }
            guard ts.kind(v) == .identifier, ViewPaths.ivarAsProperty([ts.name(v)]) == ViewPaths.ivarAsProperty(path) else { return nil }
            return v
        }
        var k = i + 1
        while k < body.upperBound {
            if ts.kind(k) == .identifier {
                let n = ts.name(k)
                if names.contains(n), ts.isAssignment(k + 1), ts.spells(k + 1, "="), let v = naming(k + 2),
                   Statements.end(ts, from: k + 2) == v { return true }
                if setters.contains(n), ts.isPunct(k + 1, ":"),
                   let v = naming(k + 2), ts.isPunct(v + 1, "]") { return true }
            }
            k += 1
        }
        return false
    }

    /// Some method of type `t` (any of its declarations in the file) installs its view at `path`
    /// where its container sizes it (`becomesAViewItsContainerSizes`) or hands it to a layout
    /// helper (`AutoLayoutSeeds.handedToLayoutHelper`): asked once per view and type.
    static func typeHandsOver(_ path: [String], type t: Int, _ ctx: FileContext) -> Bool {
        let s = ctx.structure, ts = ctx.tokens
        return ctx.facts.derived.typeHandsOver(path, type: s.types[t].name) {
            s.types.contains { decl in
                guard decl.name == s.types[t].name, decl.bodyOpen >= 0, decl.bodyOpen < decl.bodyClose else { return false }
                let body = decl.bodyOpen...decl.bodyClose
                return becomesAViewItsContainerSizes(path, in: body, after: decl.bodyOpen, ts)
                    || AutoLayoutSeeds.handedToLayoutHelper(path, after: decl.bodyOpen, in: body, ts)
            }
        }
    }

    /// The receiver is a layer that type `t` hangs in another view's layer tree
    /// (`[self.scrollView.layer addSublayer:self.stripeLayer]`): its frame is that view's
    /// geometry. The view's own layer (`[self.layer addSublayer:…]`) is not another's.
    static func isLayerOfAnotherView(_ r: Receiver, inType t: Int, _ ctx: FileContext) -> Bool {
        guard let name = r.components.last, name.lowercased().hasSuffix("layer"), r.components != ["layer"], r.components != ["Layer"] else {
            return false
        }
        let ts = ctx.tokens, decl = ctx.structure.types[t]
        guard decl.bodyOpen < decl.bodyClose else { return false }
        for k in decl.bodyOpen...decl.bodyClose where ts.kind(k) == .identifier {
            guard ts.spells(k, "addSublayer") || ts.spells(k, "insertSublayer") || ts.spells(k, "AddSublayer") || ts.spells(k, "InsertSublayer") else { continue }
            // The layer it is added to, and what is added.
            let host: [String]?
            let argument: ClosedRange<Int>
            if ts.language == .objc {
                guard let open = ts.enclosingOpen(k), ts.isPunct(open, "["), let close = ts.partner(of: open), k > open + 1 else { continue }
                host = ViewPaths.expression(ts, (open + 1)...(k - 1))
                argument = k...close
            } else {
                guard ts.isPunct(k - 1, "."), ts.isPunct(k + 1, "("), let close = ts.partner(of: k + 1),
                      let start = ViewPaths.pathStart(ts, endingAt: k - 2) else { continue }
                host = ViewPaths.expression(ts, start...(k - 2))
                argument = (k + 1)...close
            }
            guard argument.contains(where: { ts.kind($0) == .identifier && ts.name($0) == name }) else { continue }
            guard let h = host else { continue }
            return h != ["layer"] && h != ["Layer"]
        }
        return false
    }

    /// The view a new view made around token `i` is kept in: the path assigned by the statement
    /// (`self.tableView = UITableView(frame: …)`, `let webView = …`), and whether it is a local.
    static func holderOfNewView(around i: Int, _ ctx: FileContext) -> (path: [String], local: Bool, token: Int)? {
        let ts = ctx.tokens
        let statement = Statements.around(ts, i)
        var k = statement.lowerBound
        while k < i {
            if ts.isAssignment(k), ts.spells(k, "=") {
                guard let start = ViewPaths.pathStart(ts, endingAt: k - 1),
                      let path = ViewPaths.expression(ts, start...(k - 1)) else { return nil }
                // A Swift local with its type written out (`let page: PageView = PageView(frame: r)`).
                if ts.isPunct(start - 1, ":"), ts.kind(start - 2) == .identifier, ctx.structure.role(start - 2) == .declaredName {
                    return ([ts.name(start - 2)], true, start - 2)
                }
                let isDeclaration = ctx.structure.role(k - 1) == .declaredName
                let local = isDeclaration || (path.count == 1 && ctx.structure.local(named: path[0], at: start) != nil && ts.word(start) != .kSelf)
                return (local ? path : ViewPaths.ivarAsProperty(path), local, k - 1)
            }
            if let p = ts.partner(of: k), ts.isPunct(k, "(") || ts.isPunct(k, "["), p < i { k = p + 1; continue }
            k += 1
        }
        return nil
    }

    /// The written view or layer is a property of the type (`shape.frame = …`) that the type puts
    /// only into its superview or a view a method is handed (`parentView?.layer.insertSublayer(shape,
    /// at: 0)` in `commonInit(_ parentView:)`), at least once: it lives in that view's space, not the
    /// own one.
    static func putOnlyIntoOutsideViews(_ target: MemberAccess, _ ctx: FileContext) -> Bool {
        let ts = ctx.tokens, s = ctx.structure
        guard !target.receiver.rootIsLocal, let path = ViewPaths.view(target.receiver), path.count == 1,
              let t = s.type(at: target.nameToken), s.types[t].bodyOpen < s.types[t].bodyClose else { return false }
        let ours = Set(ctx.facts.derived.viewsAdded(inType: t, ctx.facts, ts, s).map { $0[1] })
        var any = false
        for k in s.types[t].bodyOpen...s.types[t].bodyClose where ts.kind(k) == .identifier && puttingNames.contains(ts.name(k)) {
            let host: Receiver
            let argument: ClosedRange<Int>?
            if ts.language == .objc {
                guard let open = ts.enclosingOpen(k), ts.isPunct(open, "["), let send = ObjCMessages.parse(ts, open),
                      send.parts.first?.name == k else { continue }
                host = ObjCMessages.receiver(ts, s, send.receiver)
                argument = send.parts[0].argument
            } else {
                guard ts.isPunct(k - 1, "."), ts.isPunct(k + 1, "("), let close = ts.partner(of: k + 1),
                      let (r, _) = FactExtractor.receiver(ts, s, dot: k - 1) else { continue }
                host = r
                argument = CallArguments.split(ts, open: k + 1, close: close).first.flatMap { CallArguments.value(ts, $0) }
            }
            guard let a = argument, ViewPaths.expression(ts, a).map(ViewPaths.ivarAsProperty) == path else { continue }
            // The superview, or a view the method is handed (`commonInit(parentView ?? superview)`).
            guard let h = ViewPaths.view(host), let first = h.first, !ours.contains(h), h == ["superview"] || h == ["Superview"]
                    || h.count == 1 && s.functions.contains(where: { $0.bodyRange.contains(k) && $0.parameters.contains(first) })
            else { return false }
            any = true
        }
        return any
    }

    /// The written view becomes a navigation bar's item in the same function and is added to no
    /// view there: `UIBarButtonItem(customView: button)`, `[[UIBarButtonItem alloc]
    /// initWithCustomView:button]`, C# `new UIBarButtonItem(button)`, `navigationItem.titleView =
    /// button`. The bar lays it out, in its own space.
    static func becomesABarItem(_ target: MemberAccess, _ ctx: FileContext) -> Bool {
        let s = ctx.structure
        guard let view = ViewPaths.view(target.receiver), !view.isEmpty, let fn = s.function(at: target.nameToken) else { return false }
        return becomesABarItem(view, in: s.functions[fn].bodyRange, ctx)
    }

    /// The view at `view` is handed to a navigation bar in `body` and added to no view there.
    static func becomesABarItem(_ view: [String], in body: ClosedRange<Int>, _ ctx: FileContext) -> Bool {
        let ts = ctx.tokens
        func names(_ range: ClosedRange<Int>?) -> Bool {
            guard let r = range else { return false }
            return ViewPaths.expression(ts, r).map(ViewPaths.ivarAsProperty) == ViewPaths.ivarAsProperty(view)
        }
        var handed = false
        for k in body where ts.kind(k) == .identifier {
            switch ts.name(k) {
            case "customView", "initWithCustomView":
                guard ts.isPunct(k + 1, ":") else { continue }
                if names(ClosedRange.checked(k + 2, Statements.end(ts, from: k + 2))) || names(argument(labelledAt: k, ts)) { handed = true }
            case "titleView", "TitleView":
                guard ts.isAssignment(k + 1), ts.spells(k + 1, "=") else { continue }
                if names(ClosedRange.checked(k + 2, Statements.end(ts, from: k + 2))) { handed = true }
            case "UIBarButtonItem":
                guard ts.language == .csharp, ts.word(k - 1) == .kNew, ts.isPunct(k + 1, "("), let close = ts.partner(of: k + 1),
                      let first = CallArguments.split(ts, open: k + 1, close: close).first else { continue }
                if names(first) { handed = true }
            default:
                // Added to a view here after all: it is laid out there.
                guard puttingNames.contains(ts.name(k)) || addingNames.contains(ts.name(k)) else { continue }
                if ts.language == .objc {
                    if let open = ts.enclosingOpen(k), let send = ObjCMessages.parse(ts, open), send.parts.first?.name == k, names(send.parts[0].argument) { return false }
                } else if ts.isPunct(k + 1, "("), let close = ts.partner(of: k + 1),
                          let first = CallArguments.split(ts, open: k + 1, close: close).first.flatMap({ CallArguments.value(ts, $0) }), names(first) {
                    return false
                }
            }
        }
        return handed
    }

    /// More ways to put a view into another: C#'s `InsertSubviewAbove`, `Add`, a stack view's arranged subviews.
    static let addingNames: Set<String> = [
        "InsertSubviewAbove", "InsertSubviewBelow", "Add", "AddSubviews", "addArrangedSubview", "AddArrangedSubview", "insertArrangedSubview",
    ]

    /// The value of the argument that the label or selector part at `k` names (`customView: x`,
    /// `initWithCustomView:x`).
    private static func argument(labelledAt k: Int, _ ts: TokenStream) -> ClosedRange<Int>? {
        guard let open = ts.enclosingOpen(k) else { return nil }
        if ts.language == .objc, ts.isPunct(open, "[") {
            return ObjCMessages.parse(ts, open)?.parts.first { $0.name == k }?.argument
        }
        guard ts.isPunct(open, "("), let close = ts.partner(of: open) else { return nil }
        return CallArguments.split(ts, open: open, close: close).first { CallArguments.label(ts, $0) == k }.flatMap { CallArguments.value(ts, $0) }
    }

    static let puttingNames: Set<String> = [
        "addSubview", "insertSubview", "addSublayer", "insertSublayer",
        "AddSubview", "InsertSubview", "AddSublayer", "InsertSublayer",
    ]

    /// The statement around token `i` assigns a table's header or footer view.
    static func statementAssignsTableHeaderOrFooter(_ i: Int, _ ctx: FileContext) -> Bool {
        let ts = ctx.tokens
        return Statements.around(ts, i).contains { k in
            ts.kind(k) == .identifier && ["tableHeaderView", "tableFooterView", "TableHeaderView", "TableFooterView",
                                           "setTableHeaderView", "setTableFooterView"].contains(ts.name(k))
        }
    }

    /// Some method of the type around token `i` adds `child` to `container` (`addSubview`,
    /// `insertSubview`, `addChild`, in every spelling).
    /// The parts UIKit itself puts in a container: a cell's labels and image view live in its
    /// content view.
    static let uikitParts: [String: Set<String>] = [
        "contentView": ["textLabel", "detailTextLabel", "imageView"],
        "ContentView": ["TextLabel", "DetailTextLabel", "ImageView"],
    ]

    /// `child` is a subview of `container`: the type adds it there, or UIKit does (a cell's
    /// `textLabel` in its `contentView`).
    static func isChild(_ child: [String], of container: [String], around i: Int, _ ctx: FileContext) -> Bool {
        if let last = container.last, let parts = uikitParts[last], child.count == container.count,
           Array(child.dropLast()) == Array(container.dropLast()), let name = child.last, parts.contains(name) { return true }
        // A part UIKit keeps inside the view it is reached through: `field.leftView`, `button.titleLabel`.
        if child.count == container.count + 1, Array(child.prefix(container.count)) == container,
           let name = child.last, ownedParts.contains(name) { return true }
        return typeAdds(child, to: container, around: i, ctx)
    }

    /// A cell's own view beside its content view (`self.titleLabel` beside `self.contentView`)
    /// lives in the content view, where cells keep their children, unless the type adds it to
    /// the cell itself.
    static func presumedInCellContent(_ child: [String], of container: [String], around i: Int, _ ctx: FileContext) -> Bool {
        guard let last = container.last, last == "contentView" || last == "ContentView", child.count == container.count,
              Array(child.dropLast()) == Array(container.dropLast()), child.last != last,
              ctx.structure.type(at: i).map({ ctx.structure.types[$0].name.hasSuffix("Cell") }) ?? false else { return false }
        // UIKit puts a cell's background and accessory views in the cell itself, beside its content view.
        if let part = child.last, cellSlotsBesideContent.contains(part) { return false }
        return !typeAdds(child, to: Array(container.dropLast()), around: i, ctx)
    }

    /// The views UIKit places in a cell beside its content view, not inside it.
    static let cellSlotsBesideContent: Set<String> = [
        "backgroundView", "selectedBackgroundView", "multipleSelectionBackgroundView", "accessoryView", "editingAccessoryView",
        "BackgroundView", "SelectedBackgroundView", "MultipleSelectionBackgroundView", "AccessoryView", "EditingAccessoryView",
    ]

    /// Properties of a UIKit view that name a view UIKit puts inside it: a text field's overlay
    /// views, a button's label and image, a cell's content, background and accessory views.
    static let ownedParts: Set<String> = [
        "leftView", "rightView", "titleLabel", "imageView", "contentView", "backgroundView",
        "selectedBackgroundView", "accessoryView", "textLabel", "detailTextLabel",
        "LeftView", "RightView", "TitleLabel", "ImageView", "ContentView", "BackgroundView",
        "SelectedBackgroundView", "AccessoryView", "TextLabel", "DetailTextLabel",
    ]

    /// `container` may have children `isChild` knows of: UIKit gives it parts, or the type adds
    /// views to it.
    static func mayHaveChildren(_ container: [String], around i: Int, _ ctx: FileContext) -> Bool {
        if let last = container.last, uikitParts[last] != nil { return true }
        if ctx.facts.derived.mentionsAny(of: ownedParts, key: " owned parts", ctx.tokens) { return true }
        return ctx.facts.derived.containers(inType: ctx.structure.type(at: i), ctx.facts, ctx.tokens, ctx.structure).contains(container)
    }

    /// Some method of the type around token `i` adds `child` to the superview of its own
    /// superview (`superview?.superview?.addSubview(child)`, or through locals: `let parent =
    /// superview; let container = parent.superview; container.addSubview(child)`): the child is a
    /// sibling of the own superview, in the same space as that superview's frame.
    static func typeAddsBesideOwnSuperview(_ child: [String], around i: Int, _ ctx: FileContext) -> Bool {
        let ts = ctx.tokens, s = ctx.structure
        let t = s.type(at: i)
        /// The path names the own superview: `superview`, or a local bound to it.
        func isOwnSuperview(_ path: [String], at k: Int) -> Bool {
            if path == ["superview"] || path == ["Superview"] { return true }
            guard path.count == 1, let l = s.local(named: path[0], at: k) else { return false }
            return ViewPaths.superviewOwner(l, ts, s) == []
        }
        for c in ctx.facts.calls where s.type(at: c.nameToken) == t {
            guard let container = ViewPaths.view(c.receiver), addedView(by: c, ts) == child else { continue }
            if container.count == 2, ["superview", "Superview"].contains(container[1]), isOwnSuperview([container[0]], at: c.nameToken) { return true }
            if container.count == 1, let l = s.local(named: container[0], at: c.nameToken),
               let owner = ViewPaths.superviewOwner(l, ts, s), isOwnSuperview(owner, at: c.nameToken) { return true }
        }
        return false
    }

    static func typeAdds(_ child: [String], to container: [String], around i: Int, _ ctx: FileContext) -> Bool {
        let s = ctx.structure, ts = ctx.tokens
        guard ctx.facts.derived.viewsAdded(inType: s.type(at: i), ctx.facts, ts, s).contains([container, child]) else { return false }
        // A local's name means that function's view: when the function around `i` adds its local
        // child somewhere, that is its container, whatever a namesake in another method joins.
        guard let root = child.first, s.local(named: root, at: i) != nil, let f = s.function(at: i) else { return true }
        let body = s.functions[f].bodyRange
        let containersHere = ctx.facts.index.calls(inType: s.type(at: i)).map { ctx.facts.calls[$0] }.compactMap { c -> [String]? in
            guard body.contains(c.nameToken), addedView(by: c, ts) == child else { return nil }
            return ViewPaths.view(c.receiver)
        }
        return containersHere.isEmpty || containersHere.contains(container)
    }

    /// `name` is assigned to an input accessory view in `body` (`textField.inputAccessoryView = toolbar`).
    static func becomesInputAccessory(_ name: String, in body: ClosedRange<Int>, _ ts: TokenStream) -> Bool {
        for k in body where ts.kind(k) == .identifier && ["inputAccessoryView", "InputAccessoryView", "inputView", "InputView"].contains(ts.name(k)) {
            if ts.isAssignment(k + 1), ts.kind(k + 2) == .identifier, ts.name(k + 2) == name { return true }
            if ts.isPunct(k + 1, ":"), ts.kind(k + 2) == .identifier, ts.name(k + 2) == name { return true }  // `setInputAccessoryView:toolbar`
        }
        return false
    }

    /// Views whose container sizes them whatever frame they are given.
    static let containerSizedSlots = ViewTree.tableAndBackgroundSlots.union(["inputView", "InputView", "inputAccessoryView", "InputAccessoryView"])

    /// The last statement before `limit` in `body` that makes a view and assigns it to `path`
    /// (`self.overlay = UIView(frame: …)`, `_overlay = [[UIView alloc] initWithFrame:…]`): the
    /// assignment's token and the frame the construction is given.
    static func assignedConstruction(of path: [String], before limit: Int, in body: ClosedRange<Int>,
                                     _ ts: TokenStream) -> (token: Int, rect: ClosedRange<Int>)? {
        var found: (token: Int, rect: ClosedRange<Int>)?
        for k in assignments(to: path, before: limit, in: body, ts) {
            let end = Statements.end(ts, from: k + 1)
            guard let value = ClosedRange.checked(k + 1, end), let rect = Rectangles.constructionFrame(in: value, ts) else { continue }
            found = (k, rect)
        }
        return found
    }

    /// The `=` of each plain assignment to `path` before `limit` in `body`, in source order
    /// (`self.overlay = …`, `_overlay = …`: an instance variable names its property's view).
    static func assignments(to path: [String], before limit: Int, in body: ClosedRange<Int>, _ ts: TokenStream) -> [Int] {
        let wanted = ViewPaths.ivarAsProperty(path)
        var out: [Int] = []
        var k = body.lowerBound + 1
        while k < limit {
            defer { k += 1 }
            guard ts.isAssignment(k), ts.spells(k, "="), let start = ViewPaths.pathStart(ts, endingAt: k - 1),
                  let target = ClosedRange.checked(start, k - 1), ViewPaths.expression(ts, target).map(ViewPaths.ivarAsProperty) == wanted
            else { continue }
            out.append(k)
        }
        return out
    }

    /// Calls that do not move a view: adding to it, styling it, hooking it up.
    private static let stayingCalls: Set<String> = [
        "addSubview", "AddSubview", "insertSubview", "InsertSubview", "addGestureRecognizer", "AddGestureRecognizer",
        "addTarget", "AddTarget", "setTitle", "SetTitle", "setImage", "SetImage", "setBackgroundColor", "setTitleColor",
        "setNeedsLayout", "SetNeedsLayout", "setNeedsDisplay", "SetNeedsDisplay", "startAnimating", "StartAnimating",
        "addSublayer", "AddSublayer", "setAlpha", "setHidden", "setTag", "setContentMode", "setClipsToBounds",
    ]

    /// Between `start` and `end`, a method other than one of `stayingCalls` is sent to the view
    /// at `path` (`overlay.present()`, `[overlay showFullScreen]`).
    static func receivesCalls(_ path: [String], between start: Int, and end: Int, _ ts: TokenStream) -> Bool {
        guard let last = path.last else { return false }
        var k = start + 1
        while k < end {
            defer { k += 1 }
            guard ts.kind(k) == .identifier, ts.name(k) == last || ts.name(k) == "_" + last,
                  let st = ViewPaths.pathStart(ts, endingAt: k), let range = ClosedRange.checked(st, k),
                  ViewPaths.expression(ts, range).map(ViewPaths.ivarAsProperty) == ViewPaths.ivarAsProperty(path) else { continue }
            var method: Int?
            if ts.isPunct(k + 1, "."), ts.kind(k + 2) == .identifier, ts.isPunct(k + 3, "(") { method = k + 2 }
            if ts.language == .objc, ts.isPunct(st - 1, "["), ts.kind(k + 1) == .identifier { method = k + 1 }
            if let m = method, !stayingCalls.contains(ts.name(m)) { return true }
        }
        return false
    }
}
