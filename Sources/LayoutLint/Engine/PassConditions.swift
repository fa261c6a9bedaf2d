/// Conditions about which pass code runs in (layout, drawing), what it does to the constraint
/// engine, and which UIKit class a type builds on, for the rules beyond the articles.
extension Condition {
    // MARK: When the code runs

    /// In a layout callback or a helper only layout callbacks call (`Phase.layout`).
    public static let inLayoutPass = Condition("in a layout pass", words: Array(Phase.layoutNames)) { m, ctx in ctx.phase(at: m.anchor) == .layout }

    /// In `draw(_:)`, `drawRect:`, `Draw(CGRect)` or a helper only they call (`Phase.drawing`).
    public static let inDrawingPass = Condition("in a drawing pass", words: Array(Phase.drawingNames)) { m, ctx in ctx.phase(at: m.anchor) == .drawing }

    /// Inside a closure, block or lambda of its function: it runs when that runs (a completion,
    /// an animation, an async hop), not as part of the pass.
    public static let insideClosure = Condition("inside a closure") { m, ctx in
        MethodCalls.insideClosure(ctx.tokens, ctx.structure, m.anchor)
    }

    /// Runs only under a condition decided in its function: an `if`/`else` arm, a `switch` case,
    /// after a `guard`, a braceless `if (…) …;`. A pass that acts only when something changed converges.
    public static let underACondition = Condition("under a condition") { m, ctx in
        guard let f = ctx.function(at: m.anchor) else { return false }
        return Branches.conditional(ctx.tokens, m.anchor, within: f.bodyRange)
    }

    /// The receiver is a local of the function (a layer or view it is making, not yet part of
    /// what is on screen).
    public static let receiverIsLocal = Condition("the receiver is a local") { m, _ in
        (m.access?.receiver ?? m.call?.receiver)?.rootIsLocal == true
    }

    // MARK: Constraints

    /// The call makes, activates or removes constraints: `NSLayoutConstraint.activate(…)`,
    /// `addConstraint(s)`, `removeConstraint(s)`, SnapKit's `snp.makeConstraints`, Masonry's
    /// `mas_makeConstraints:`. `activate` counts only on `NSLayoutConstraint` (other types have one).
    public static let changesConstraints = Condition("makes or removes constraints") { m, ctx in
        guard let c = m.call else { return false }
        let name = c.methodName
        switch name {
        case "activate", "deactivate", "activateConstraints", "deactivateConstraints", "ActivateConstraints", "DeactivateConstraints":
            return c.receiver.components.last == "NSLayoutConstraint"
        case "makeConstraints", "remakeConstraints":
            return c.receiver.components.last == "snp"
        default:
            return true
        }
    }

    // MARK: Which class the type builds on

    /// Table and collection view cells and table headers and footers: their content belongs in
    /// `contentView`.
    static let cellClasses: Set<String> = ["UITableViewCell", "UICollectionViewCell", "UITableViewHeaderFooterView"]

    /// UIKit views whose own `layoutSubviews` places their subviews (a cell's content view, a
    /// scroll view's indicators, a button's title and image, a stack's arranged views).
    static let selfLayingOutClasses: Set<String> = [
        "UITableViewCell", "UICollectionViewCell", "UITableViewHeaderFooterView", "UIScrollView", "UITableView",
        "UICollectionView", "UITextView", "UIButton", "UIStackView", "UITextField", "UISearchBar", "UINavigationBar",
        "UIToolbar", "UITabBar", "UISegmentedControl", "UISlider", "UIDatePicker", "UIPickerView", "UIPageControl",
        "UIVisualEffectView",
    ]

    /// Inside a table or collection view cell, or a table header/footer view, judged on the whole
    /// run's class hierarchy.
    public static let inCell = Condition("inside a cell") { m, ctx in
        guard ctx.role == .view else { return false }
        // A collection view cell's content view always fills it: content on the cell matters
        // only when the cell sizes itself from its constraints.
        if AutoLayoutSeeds.typeSpeaksAutoLayout(ctx.structure.type(at: m.anchor), ctx.fileContext) {
            ctx.requireAncestor(cellClasses)
        } else {
            ctx.requireAncestor(["UITableViewCell", "UITableViewHeaderFooterView"])
        }
        return true
    }

    /// Inside a view whose UIKit base lays out its own subviews in `layoutSubviews`, or whose type
    /// lays its subviews out with constraints (which the base `layoutSubviews` applies).
    public static let inViewThatSuperLaysOut = Condition("inside a view whose superclass lays out") { m, ctx in
        guard ctx.role == .view else { return false }
        if AutoLayoutSeeds.typeSpeaksAutoLayout(ctx.structure.type(at: m.anchor), ctx.fileContext) { return true }
        ctx.requireAncestor(selfLayingOutClasses)
        return true
    }

    /// The matched method's body passes the call on to the superclass (`super.layoutSubviews()`,
    /// `base.LayoutSubviews()`, `[super layoutSubviews]`).
    public static let callsSuper = Condition("calls the superclass's implementation") { m, ctx in
        guard let k = m.method else { return false }
        let f = ctx.structure.functions[k], ts = ctx.tokens
        guard f.bodyOpen < f.bodyClose else { return true }
        for i in f.bodyOpen...f.bodyClose where ts.word(i) == .kSuper || ts.word(i) == .kBase {
            if ts.kind(i + 2) == .identifier, ts.name(i + 2) == f.name { return true }  // `super.x`, `[super x]`
            if ts.kind(i + 1) == .identifier, ts.name(i + 1) == f.name { return true }
        }
        return false
    }

    /// The type places its content view itself (`contentView.frame = …` in the override, or in
    /// its own `frame` / `bounds` setters): it has taken over what the superclass's layout would do.
    public static let placesItsContentView = Condition("places its content view itself") { m, ctx in
        let type = ctx.structure.type(at: m.anchor)
        for path in [["contentView"], ["ContentView"]] {
            for member: GeometryMember in [.frame, .bounds, .center] where !ctx.facts.index.writes(of: member, path: path, inType: type).isEmpty {
                return true
            }
        }
        return false
    }

    /// The receiver is a layer the type hangs in another view's layer tree
    /// (`[self.scrollView.layer addSublayer:self.stripeLayer]`): its frame is that view's
    /// geometry, not the drawing view's.
    public static let receiverIsAnotherViewsLayer = Condition("the receiver is a layer in another view") { m, ctx in
        guard let r = m.access?.receiver, let name = r.components.last, name.lowercased().hasSuffix("layer"),
              r.components != ["layer"], r.components != ["Layer"], let t = ctx.structure.type(at: m.anchor) else { return false }
        let ts = ctx.tokens, decl = ctx.structure.types[t]
        guard decl.bodyOpen < decl.bodyClose else { return false }
        for k in decl.bodyOpen...decl.bodyClose where ts.kind(k) == .identifier {
            let call = ts.name(k)
            guard ["addSublayer", "insertSublayer", "AddSublayer", "InsertSublayer"].contains(call) else { continue }
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
            if h == ["layer"] || h == ["Layer"] { return false }  // its own layer: the view's geometry
            return true
        }
        return false
    }

    /// A Swift or C# method that does not say `override` is not UIKit's callback (only Objective-C
    /// overrides without a keyword).
    public static let declaredWithoutOverride = Condition("declared without `override`") { m, ctx in
        guard let k = m.method else { return false }
        return ctx.language != .objc && !ctx.structure.functions[k].isOverride
    }

    // MARK: The screen

    /// Reads the main screen's bounds: `UIScreen.main.bounds`, `UIScreen.MainScreen.Bounds`,
    /// `[UIScreen mainScreen].bounds`.
    public static let readsMainScreen = Condition("reads the main screen") { m, _ in
        guard let r = m.access?.receiver.components, r.count >= 2, let k = r.firstIndex(of: "UIScreen"), k + 1 < r.count else {
            return false
        }
        return ["main", "MainScreen", "mainScreen"].contains(r[k + 1])
    }
}

extension Condition {
    /// `name` is assigned to an input accessory view in `body` (`textField.inputAccessoryView = toolbar`).
    static func becomesInputAccessory(_ name: String, in body: ClosedRange<Int>, _ ts: TokenStream) -> Bool {
        for k in body where ts.kind(k) == .identifier && ["inputAccessoryView", "InputAccessoryView", "inputView", "InputView"].contains(ts.name(k)) {
            if ts.isAssignment(k + 1), ts.kind(k + 2) == .identifier, ts.name(k + 2) == name { return true }
            if ts.isPunct(k + 1, ":"), ts.kind(k + 2) == .identifier, ts.name(k + 2) == name { return true }  // `setInputAccessoryView:toolbar`
        }
        return false
    }

    /// Views whose container sizes them whatever frame they are given.
    static let containerSizedSlots = tableAndBackgroundSlots.union(["inputView", "InputView", "inputAccessoryView", "InputAccessoryView"])

    /// The value sizes or places a view: a view's frame, bounds or center, the frame of a view
    /// being made, or a size something is laid out by (an item size, a constraint's constant).
    /// A window and a view controller's root view do not count: a window is screen-sized in an app
    /// without scenes, and a root view is resized by its parent whatever it starts with.
    public static let sizesOrPlacesAView = Condition("sizes or places a view") { m, ctx in
        guard let a = m.access else { return false }
        let ts = ctx.tokens, s = ctx.structure
        if ctx.role == .window { return false }
        for sink in ValueFlow.sinks(of: a, ctx.fileContext) {
            switch sink {
            case .geometry(let w):
                let target = ctx.facts.accesses[w]
                guard let path = ViewPaths.view(target.receiver) else { continue }
                if let last = path.last, last.lowercased().hasSuffix("window") || Self.containerSizedSlots.contains(last) { continue }
                if ViewPaths.isControllerRootView(path, ts, s, at: target.nameToken) { continue }
                if ctx.role == .viewController, path == ["view"] || path == ["View"], !target.receiver.rootIsLocal { continue }
                return true
            case .newView(let at):
                let statement = Statements.around(ts, at)
                if statement.contains(where: { ts.kind($0) == .identifier && ts.name($0).contains("Window") }) { continue }
                if let f = ctx.function(at: at), ["loadView", "LoadView"].contains(f.name) { continue }
                if Condition.statementAssignsTableHeaderOrFooter(at, ctx) { continue }
                if let holder = Condition.holderOfNewView(around: at, ctx) {
                    if ViewPaths.isControllerRootView(holder.path, ts, s, at: holder.token) { continue }
                    if let last = holder.path.last, last.lowercased().hasSuffix("window") { continue }
                    // An input accessory view is as wide as the keyboard, whatever it starts with.
                    if let f = s.function(at: at), holder.path.count == 1,
                       Self.becomesInputAccessory(holder.path[0], in: s.functions[f].bodyRange, ts) { continue }
                }
                return true
            case .sizing:
                // Kept as the screen's size (`App.ScreenWidth = …`): the code says it means the screen.
                let statement = Statements.around(ts, a.nameToken)
                if let eq = statement.first(where: { ts.isAssignment($0) && ts.spells($0, "=") }), eq > statement.lowerBound,
                   s.role(eq - 1) != .declaredName, s.local(named: ts.name(statement.lowerBound), at: eq) == nil,
                   (statement.lowerBound..<eq).contains(where: { ts.kind($0) == .identifier && ts.name($0).lowercased().contains("screen") }) {
                    continue
                }
                return true
            default:
                continue
            }
        }
        return false
    }
}
