import Foundation
/// Where a type hands a view to Auto Layout: `translatesAutoresizingMaskIntoConstraints = false`,
/// and the constraint APIs and DSLs that install constraints on a view: anchors
/// (`v.topAnchor.constraint(…)`, `NSLayoutConstraint.activate([v.widthAnchor…])`, C#
/// `v.TopAnchor.ConstraintEqualTo(…)`), SnapKit (`v.snp.makeConstraints`), Masonry
/// (`[v mas_makeConstraints:]`), PureLayout (`v.autoPinEdgesToSuperviewEdges()`), Cartography
/// (`constrain(v) { … }`), TinyConstraints (`v.edgesToSuperview()`) and Anchorage
/// (`v.edgeAnchors == …`). Found in one pass over the file the first time a rule asks.
struct AutoLayoutHandoffs: Sendable {
    struct Handoff: Sendable {
        /// The view, as `ViewPaths` spells it.
        let view: [String]
        /// The token that hands it over.
        let token: Int
        /// The innermost type and function around that token (-1: none).
        let type: Int
        let function: Int
        /// The library turns off the view's autoresizing-mask translation itself (SnapKit,
        /// Masonry, PureLayout, TinyConstraints, Cartography, EasyPeasy, a stack view); raw
        /// anchors and `NSLayoutConstraint` do not, so without
        /// `translatesAutoresizingMaskIntoConstraints = false` the view keeps its frame.
        var ownsTheView = false
    }

    private(set) var handoffs: [Handoff] = []
    /// The handoffs (indexes, in order) by type, and by function, and view: a rule asks about one
    /// view of one type or function.
    struct Key: Hashable { let scope: Int; let view: [String] }
    private(set) var byTypeAndView: [Key: [Int]] = [:]
    private(set) var byFunctionAndView: [Key: [Int]] = [:]

    /// Anchorage's operators between anchors: `==`, `<=`, `>=` and the batch `/==/`, `/<=/`, `/>=/`.
    static let anchorageOperators: Set<String> = ["==", "<=", ">=", "/==/", "/<=/", "/>=/"]

    /// Anchorage's anchors that fix a length of the view on their left.
    static let anchorageLengthAnchors: Set<String> = [
        "edgeAnchors", "horizontalAnchors", "verticalAnchors", "sizeAnchors", "widthAnchor", "heightAnchor",
    ]

    /// `v.snp.makeConstraints { … }`: the methods after `snp`.
    static let snapKitMethods: Set<String> = ["makeConstraints", "remakeConstraints", "updateConstraints"]

    /// True when `bytes` spells a name the constraint APIs use (`…Anchor`, `snp`, `…ToSuperview`,
    /// `constrain…`, `easy`, `constraintWithItem`, `NSLayoutConstraint`) or a vocabulary entry that
    /// constrains: compared in place, for every identifier of the file.
    private static func isCandidate(_ bytes: ArraySlice<UInt8>) -> Bool {
        let fixed = bytes.withUnsafeBufferPointer { w -> Bool in
            func exactly(_ s: StaticString) -> Bool { w.count == s.utf8CodeUnitCount && w.hasPrefix(s) }
            return w.hasSuffix("Anchor") || w.hasSuffix("Anchors") || w.hasSuffix("ToSuperview") || w.hasPrefix("snp") || w.hasSuffix("VisualFormat")
                || exactly("constrain") || exactly("easy") || w.hasPrefix("constraintWithItem") || exactly("NSLayoutConstraint")
        }
        return fixed || LayoutVocabulary.entry(bytes).map { $0.effect != .framesReceiver } == true
    }

    init() {}

    /// The brackets of the visual-format call whose name or label is at `i`.
    private static func visualFormatCall(at i: Int, _ ts: TokenStream) -> (Int, Int)? {
        if ts.isPunct(i + 1, "("), let close = ts.partner(of: i + 1) { return (i + 1, close) }  // C# `FromVisualFormat(`
        guard let open = ts.enclosingOpen(i), ts.isPunct(open, "(") || ts.isPunct(open, "["), let close = ts.partner(of: open) else { return nil }
        return (open, close)
    }

    /// The view paths a visual-format call lists as values: dictionary values (`"v": list`),
    /// `NSDictionaryOfVariableBindings(a, b)` arguments, C# name/view pairs. Argument labels,
    /// strings, numbers and `nil` are not views.
    private static func viewsNamed(in open: Int, _ close: Int, _ ts: TokenStream) -> [[String]] {
        var out: [[String]] = []
        var k = open + 1
        while k < close {
            defer { k += 1 }
            guard ts.kind(k) == .identifier, ts.isPunct(k - 1, ":") || ts.isPunct(k - 1, ",") || ts.isPunct(k - 1, "(") || ts.isPunct(k - 1, "["),
                  !ts.isPunct(k + 1, ":"), !["nil", "null", "NULL", "Nil"].contains(ts.name(k)) else { continue }
            var e = k
            while ts.isPunct(e + 1, "."), ts.kind(e + 2) == .identifier { e += 2 }
            var after = e + 1
            while ts.isOperator(after, "!") || ts.isOperator(after, "?") { after += 1 }  // `list!`
            guard ts.isPunct(after, ",") || ts.isPunct(after, "]") || ts.isPunct(after, ")") || ts.isPunct(after, "}") else { continue }
            if let v = ViewPaths.expression(ts, k...e), !v.isEmpty { out.append(v) }
        }
        return out
    }

    init(_ ts: TokenStream, _ s: FileStructure) {
        // A library whose calls have everyday names (TinyConstraints' `edges`, `centerInSuperview`)
        // counts only in a file that imports it: elsewhere the same name is the project's own helper.
        var imported: Set<String>?
        func imports(_ library: String) -> Bool {
            if imported == nil { imported = LayoutVocabulary.importedLibraries(ts) }
            return imported!.contains(library)
        }
        for i in 0..<ts.count where ts.code[i].kind == .identifier {
            if ts.word(i) == .translatesAutoresizingMaskIntoConstraints || ts.word(i) == .TranslatesAutoresizingMaskIntoConstraints {
                continue  // read from the write facts instead
            }
            let bytes = ts.file.bytes[ts.code[i].range]
            // Only a few spellings can hand a view over: test the bytes before making a String.
            guard Self.isCandidate(bytes) else { continue }
            let name = ts.name(i)
            var views: [[String]] = []
            var anchorage = false
            if name.hasSuffix("Anchor") || name.hasSuffix("Anchors") {
                // `v.topAnchor.constraint(…)`, `v.widthAnchor == 40` (Anchorage), `[v.topAnchor constraintEqualToAnchor:…]`.
                guard ts.isPunct(i - 1, "."), let (r, _) = FactExtractor.receiver(ts, s, dot: i - 1), let v = ViewPaths.view(r) else { continue }
                let usesConstraint = ts.isPunct(i + 1, ".") && ts.name(i + 2).lowercased().hasPrefix("constraint")
                let inSend = ts.language == .objc && ts.name(i + 1).hasPrefix("constraint")
                // Anchorage's batch operators too (`v.edgeAnchors /==/ container.edgeAnchors`).
                anchorage = ts.kind(i + 1) == .operator && Self.anchorageOperators.contains(ts.text(i + 1))
                guard usesConstraint || inSend || anchorage else { continue }
                views = [v]
            } else if name == "snp", ts.isPunct(i - 1, "."), ts.isPunct(i + 1, "."), Self.snapKitMethods.contains(ts.name(i + 2)) {
                if let (r, _) = FactExtractor.receiver(ts, s, dot: i - 1), let v = ViewPaths.view(r) { views = [v] }
            } else if let entry = LayoutVocabulary.entry(bytes), entry.effect == .constrainsArgument {
                // `stack.addArrangedSubview(v)`, `[stack addArrangedSubview:v]`: the view handed over.
                let start = ts.isPunct(i + 1, "(") || ts.isPunct(i + 1, ":") ? i + 2 : -1
                if start > 0, ts.kind(start) == .identifier, let st = ViewPaths.pathStart(ts, endingAt: Statements.end(ts, from: start)) ?? Optional(start),
                   let end = Optional(Statements.end(ts, from: start)), let range = ClosedRange.checked(min(st, start), end),
                   let v = ViewPaths.expression(ts, ts.isPunct(end, ")") ? start...(end - 1) : range) {
                    views = [v]
                }
            } else if name == "easy", ts.isPunct(i - 1, "."), ts.isPunct(i + 1, "."), ts.spells(i + 2, "layout") {
                // EasyPeasy: `v.easy.layout(Edges())`.
                if let (r, _) = FactExtractor.receiver(ts, s, dot: i - 1), let v = ViewPaths.view(r) { views = [v] }
            } else if let entry = LayoutVocabulary.entry(bytes), entry.effect == .constrainsReceiver,
                      !LayoutVocabulary.needsImport.contains(entry.library) || imports(entry.library) {
                if ts.isPunct(i - 1, "."), let (r, _) = FactExtractor.receiver(ts, s, dot: i - 1), let v = ViewPaths.view(r) {
                    views = [v]
                } else if ts.language == .objc, let open = ts.enclosingOpen(i), ts.isPunct(open, "["),
                          let send = ObjCMessages.parse(ts, open), send.parts.first?.name == i {
                    let r = ObjCMessages.receiver(ts, s, send.receiver)
                    if let v = ViewPaths.view(r) { views = [v] }
                }
            } else if name == "constraintWithItem", ts.isPunct(i + 1, ":") {
                // Objective-C `[NSLayoutConstraint constraintWithItem:v attribute:…]`: the first item.
                let end = Statements.end(ts, from: i + 2)
                var e = i + 2
                while e < end, !(ts.kind(e + 1) == .identifier && ts.isPunct(e + 2, ":")) { e += 1 }
                if e >= i + 2, let v = ViewPaths.expression(ts, (i + 2)...e) { views = [v] }
            } else if name == "NSLayoutConstraint", !ts.isPunct(i - 1, ".") {
                // Swift `NSLayoutConstraint(item: v, …)`, C# `NSLayoutConstraint.Create(v, …)`.
                var open = i + 1
                if ts.isPunct(open, "."), ts.spells(open + 1, "Create") { open += 2 }
                guard ts.isPunct(open, "("), let close = ts.partner(of: open),
                      var first = CallArguments.split(ts, open: open, close: close).first else { continue }
                if ts.spells(first.lowerBound, "item"), CallArguments.label(ts, first) != nil, let value = CallArguments.value(ts, first) {
                    first = value
                } else if ts.language == .swift {
                    continue
                }
                if let v = ViewPaths.expression(ts, first) { views = [v] }
            } else if name.hasSuffix("VisualFormat"), let (open, close) = Self.visualFormatCall(at: i, ts) {
                // `NSLayoutConstraint.constraints(withVisualFormat: "|[v]|", …, views: ["v": list])`,
                // `[NSLayoutConstraint constraintsWithVisualFormat:… views:NSDictionaryOfVariableBindings(list)]`,
                // C# `NSLayoutConstraint.FromVisualFormat("|[v]|", 0, "v", list)`: the views it names.
                views = Self.viewsNamed(in: open, close, ts)
            } else if name == "constrain", ts.isPunct(i + 1, "("), let close = ts.partner(of: i + 1), !ts.isPunct(i - 1, ".") {
                // Cartography: `constrain(a, b) { a, b in … }`.
                for arg in CallArguments.split(ts, open: i + 1, close: close) {
                    if let v = ViewPaths.expression(ts, arg) { views.append(v) }
                }
            }
            // Anchorage turns off the mask translation of the view on the left of its operator; an
            // anchor that fixes a length (both edges of an axis, or a size) then replaces the frame's.
            let sizes = anchorage && Self.anchorageLengthAnchors.contains(name)
            let raw = (name.hasSuffix("Anchor") || name.hasSuffix("Anchors")) && !sizes || name == "constraintWithItem" || name == "NSLayoutConstraint"
                || name.hasSuffix("VisualFormat")
            for v in views where !v.isEmpty || name != "constrain" {
                let h = Handoff(view: v, token: i, type: s.type(at: i) ?? -1, function: s.function(at: i) ?? -1, ownsTheView: !raw)
                byTypeAndView[Key(scope: h.type, view: h.view), default: []].append(handoffs.count)
                byFunctionAndView[Key(scope: h.function, view: h.view), default: []].append(handoffs.count)
                handoffs.append(h)
            }
        }
    }
}

/// Questions the rules ask of the handoffs.
enum AutoLayoutSeeds {
    /// Later in `body` (after token `i`), a method of the same type runs that hands the view at
    /// `path` to Auto Layout (`setupConstraints()`, with what it calls): a frame given before is
    /// only a seed.
    static func handedToAutoLayoutByALaterHelper(_ path: [String], after i: Int, in body: ClosedRange<Int>, _ ctx: FileContext) -> Bool {
        guard !path.isEmpty, let after = ClosedRange.checked(i + 1, body.upperBound) else { return false }
        return ctx.facts.derived.ownCalls(in: after, ctx).contains { _, callee in
            ctx.facts.derived.effects(of: callee, ctx).autoLayoutViews.contains(path)
        }
    }

    /// Later in `body`, a helper whose name says it constrains or pins receives the view at `path`
    /// (`vc_addSubViewMatchingParent(waveform)`, `container.pinSubviewToAllEdges(banner)`,
    /// `banner.pinToSuperview()`, `banner.sd_layout…`), or a helper named for the view and its constraints runs
    /// (`setupWebViewConstraints()` for `webView`): the view's frame is only a seed.
    static func handedToLayoutHelper(_ path: [String], after i: Int, in body: ClosedRange<Int>, _ ts: TokenStream) -> Bool {
        guard let last = path.last, i < body.upperBound else { return false }
        let viewName = last.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "_"))
        let bytes = ts.file.bytes
        var k = i + 1
        while k < body.upperBound {
            defer { k += 1 }
            // SDAutoLayout (`banner.sd_layout.spaceToSuperView(…)`) lays the view out on every pass.
            if ts.spells(k, "sd_layout"), ts.isPunct(k - 1, "."), ts.isPunct(k + 1, "."), let start = ViewPaths.pathStart(ts, endingAt: k - 2),
               let receiver = ClosedRange.checked(start, k - 2), ViewPaths.expression(ts, receiver) == path {
                return true
            }
            guard ts.kind(k) == .identifier, ts.isPunct(k + 1, "(") || ts.isPunct(k + 1, ":"),
                  Self.namesAHelper(bytes[ts.code[k].range]) else { continue }
            let name = ts.name(k).lowercased()
            // `setupWebViewConstraints()`: named for the view.
            if name.contains("constraint"), viewName.count > 2, name.contains(viewName) { return true }
            // The view as receiver or first argument.
            if ts.isPunct(k - 1, "."), let start = ViewPaths.pathStart(ts, endingAt: k - 2),
               let receiver = ClosedRange.checked(start, k - 2), ViewPaths.expression(ts, receiver) == path {
                return true
            }
            var a = k + 2
            if ts.kind(a) == .identifier, ts.isPunct(a + 1, ":"), ts.language == .swift { a += 2 }  // a label
            let end = Statements.end(ts, from: a)
            if end >= a, let arg = ViewPaths.expression(ts, a...end), arg == path { return true }
        }
        return false
    }

    /// A name that says it constrains or pins: `constraint`, `matchingParent`, `matchParent`,
    /// `fillSuperview`, `fillParent`, `edgesToSuperview` in any case, or `pin…` as a word
    /// (`pinEdges`, `autoPinEdges`, `pin_toSuperview`), not inside `spinner`. Read from the
    /// bytes: most names in a body are none of these, and no string is made for them.
    static func namesAHelper(_ name: ArraySlice<UInt8>) -> Bool {
        name.withUnsafeBufferPointer { w in
            for word: StaticString in ["constraint", "matchingparent", "matchparent", "fillsuperview", "fillparent", "edgestosuperview"]
            where w.contains(word, foldingCase: true) { return true }
            return w.hasPrefix("pin") || (w.contains("Pin") && !w.contains("Spin")) || w.contains("_pin")
        }
    }

    /// The constraint installed at handoff token `k` only centers the view (`centerXAnchor`,
    /// `NSLayoutAttributeCenterY`, `.centerY`), leaving its size to its intrinsic content.
    static func onlyCenters(_ k: Int, _ ts: TokenStream) -> Bool {
        let name = ts.name(k)
        if name.hasSuffix("Anchor") { return name.hasPrefix("center") || name.hasPrefix("Center") }
        guard name == "constraintWithItem" || name == "NSLayoutConstraint" else { return false }
        let statement = Statements.around(ts, k)
        var attributes: [String] = []
        for j in statement where ts.kind(j) == .identifier {
            let n = ts.name(j)
            if n.hasPrefix("NSLayoutAttribute") { attributes.append(n) }
            if ts.isPunct(j - 1, "."), ts.kind(j - 2) == .identifier, ts.name(j - 2) == "NSLayoutAttribute" { attributes.append(n) }
        }
        // The first attribute is the view's own (the second belongs to the other item).
        guard let own = attributes.first else { return false }
        return own.hasSuffix("CenterX") || own.hasSuffix("CenterY")
    }

    /// Constraints are activated or added after `i` in `body` (`NSLayoutConstraint.activate(saved)`,
    /// `addConstraints:`, `isActive = true`), whichever views they name.
    static func activatesConstraints(after i: Int, in body: ClosedRange<Int>, _ ts: TokenStream, _ derived: DerivedFacts) -> Bool {
        guard i < body.upperBound else { return false }
        let tokens = derived.constraintActivations(ts)
        // The first activation after `i`, by binary search.
        var lo = 0, hi = tokens.count
        while lo < hi { let mid = (lo + hi) / 2; if tokens[mid] <= i { lo = mid + 1 } else { hi = mid } }
        return lo < tokens.count && tokens[lo] <= body.upperBound
    }

    /// Every token of a file that activates or adds constraints, in order: found once per file.
    static func activationTokens(_ ts: TokenStream) -> [Int] {
        var out: [Int] = []
        for k in 0..<ts.count where ts.code[k].kind == .identifier {
            if ts.spells(k, "activate") || ts.spells(k, "activateConstraints") || ts.spells(k, "ActivateConstraints")
                || ts.spells(k, "addConstraint") || ts.spells(k, "addConstraints") || ts.spells(k, "AddConstraint")
                || ts.spells(k, "AddConstraints") {
                out.append(k)
            } else if ts.spells(k, "isActive") || ts.spells(k, "active") || ts.spells(k, "Active") {
                if ts.isOperator(k + 1, "="), ts.spells(k + 2, "true") || ts.spells(k + 2, "YES") { out.append(k) }
            }
        }
        return out
    }

    /// The type (all its declarations in the file) names constraints, anchors, a constraint DSL or a
    /// pin helper anywhere: `NSLayoutConstraint`, `…Anchor`, `constraints`, `snp`, `mas_…`, `autoPin…`.
    static func typeSpeaksAutoLayout(_ type: Int?, _ ctx: FileContext) -> Bool {
        guard let t = type else { return true }
        let name = ctx.structure.types[t].name
        return ctx.facts.derived.speaksAutoLayout(name) {
            let marks = ctx.facts.derived.autoLayoutWordCounts(ctx.tokens)
            let s = ctx.structure
            return ctx.facts.derived.typeDeclarations(named: name, s).contains { d in
                let open = s.types[d].bodyOpen, close = max(open, s.types[d].bodyClose)
                guard open >= 0, close < marks.count else { return false }
                return marks[close] - (open > 0 ? marks[open - 1] : 0) > 0
            }
        }
    }

    /// Running counts, token by token, of the identifiers that speak Auto Layout: one pass per
    /// file, so that asking about each type costs a subtraction.
    static func autoLayoutWordCounts(_ ts: TokenStream) -> [Int32] {
        var counts = [Int32](repeating: 0, count: ts.count)
        var running: Int32 = 0
        let bytes = ts.file.bytes
        for k in 0..<ts.count {
            if ts.kind(k) == .identifier, speaksAutoLayout(bytes[ts.code[k].range]) { running += 1 }
            counts[k] = running
        }
        return counts
    }

    /// The type (its declarations in the file) hands one of its subviews to Auto Layout:
    /// constraints or a DSL on a view other than itself, a subview's
    /// `translatesAutoresizingMaskIntoConstraints = false`, or visual format. A constraint on the
    /// view itself (its own width, its own `snp`) says how its owner places it, not how its
    /// subviews are laid out.
    static func typeConstrainsSubviews(_ type: Int?, _ ctx: FileContext) -> Bool {
        guard let t = type else { return false }
        let s = ctx.structure, ts = ctx.tokens
        let declarations = Set(ctx.facts.derived.typeDeclarations(named: s.types[t].name, s))
        // A view the type puts only inside another of its views (`container.addSubview(label)`)
        // is laid out by that container's layout pass, not by this type's.
        let added = ctx.facts.derived.viewsAdded(inType: t, ctx.facts, ts, s)
        func onlyInsideAnotherView(_ v: [String]) -> Bool {
            let containers = added.filter { $0.count == 2 && $0[1] == v }.map { $0[0] }
            return !containers.isEmpty && !containers.contains([])
        }
        // A layout guide (`layoutMarginsGuide`, a local bound to one) is no subview.
        func isLayoutGuide(_ v: [String], at k: Int) -> Bool {
            guard let last = v.last else { return false }
            if last.hasSuffix("Guide") { return true }
            guard v.count == 1, let l = s.local(named: last, at: k), let value = LinearForm.initializer(of: l.nameToken, ts) else { return false }
            return ts.kind(value.upperBound) == .identifier && ts.name(value.upperBound).hasSuffix("Guide")
        }
        if ctx.facts.derived.autoLayoutHandoffs(ts, s).handoffs.contains(where: {
            declarations.contains($0.type) && !$0.view.isEmpty && !onlyInsideAnotherView($0.view) && !isLayoutGuide($0.view, at: $0.token)
        }) {
            return true
        }
        for a in ctx.facts.accesses where a.member == .translatesAutoresizingMaskIntoConstraints && a.isWrite {
            guard let owner = s.type(at: a.nameToken), declarations.contains(owner), let v = ViewPaths.view(a.receiver), !v.isEmpty,
                  !onlyInsideAnotherView(v),
                  let value = a.value, ts.spells(value.lowerBound, "false") || ts.spells(value.lowerBound, "NO") else { continue }
            return true
        }
        for d in declarations {
            let decl = s.types[d]
            guard decl.bodyOpen >= 0, decl.bodyOpen < decl.bodyClose else { continue }
            for k in Range.through(decl.bodyOpen, min(decl.bodyClose, ts.count - 1)) where ts.kind(k) == .identifier {
                let n = ts.name(k)
                if n.hasSuffix("VisualFormat") || n == "constraintsWithVisualFormat" { return true }
                // A constraint outlet (`@IBOutlet var iconWidth: NSLayoutConstraint!`): the nib
                // constrains the subviews.
                if n == "NSLayoutConstraint", Statements.around(ts, k).contains(where: { j in
                    let t = ts.text(j)
                    return ["IBOutlet", "Outlet", "IBOutletCollection", "@IBOutlet", "@IBOutletCollection"].contains(t)
                }) { return true }
            }
        }
        return false
    }

    /// Whether an identifier speaks Auto Layout (`LayoutVocabulary.speaksAutoLayout`).
    private static func speaksAutoLayout(_ word: ArraySlice<UInt8>) -> Bool {
        LayoutVocabulary.speaksAutoLayout(word)
    }

    /// The tokens that install constraints on the view of `a` in its type (in its function when
    /// the view is a local).
    static func constraintTokens(for a: MemberAccess, _ ctx: FileContext) -> [Int] {
        guard let view = ViewPaths.view(a.receiver) else { return [] }
        let s = ctx.structure
        let type = s.type(at: a.nameToken) ?? -1
        let fn = s.function(at: a.nameToken) ?? -1
        let all = ctx.facts.derived.autoLayoutHandoffs(ctx.tokens, s)
        return (all.byTypeAndView[AutoLayoutHandoffs.Key(scope: type, view: view)] ?? []).lazy.map { all.handoffs[$0] }
            .filter { h in !a.receiver.rootIsLocal || h.function == fn }.map(\.token)
    }

}
