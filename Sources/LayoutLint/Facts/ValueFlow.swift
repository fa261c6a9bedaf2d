/// Where a geometry value goes, and which part of it is taken. The rules ask these instead of
/// looking at tokens: an own frame that sizes a child is the bug the articles describe; the same
/// read compared with a cached value, logged, returned to a caller or handed to an animation is not.
enum ValueFlow {
    /// Where a value ends up.
    enum Sink: Equatable, Sendable {
        /// The value of a write of a frame, center, bounds or position (an index into the accesses).
        case geometry(Int)
        /// The frame of a view being made: `UILabel(frame: …)`, `new UIView(rect)`, `initWithFrame:`
        /// (at the token where the value enters the construction), or the frame or center a C# object
        /// initializer gives it (`new UILabel { Frame = … }`, at the name of the type made).
        case newView(Int)
        /// A test: `==`, `CGRectEqualToRect`, `.contains(…)`, an `if` or `guard` condition.
        case comparison
        /// An ordering test against another length or position: `<`, `>`, `<=`, `>=`. Unlike an
        /// equality test (which notices a change), it decides what fits where.
        case ordering
        /// Drawing or a path, which works in the view's own coordinates: `UIBezierPath(rect:)`,
        /// `CGContextFillRect`, `draw(in:)`.
        case drawing
        /// A size that something else is laid out by: a stored `itemSize`, `contentSize`,
        /// `preferredMaxLayoutWidth` (any property named …Size, …Width, …Height), a constraint's
        /// constant (`constraint(equalToConstant:)`, `.constant =`).
        case sizing
        /// An argument of a call that is not rectangle arithmetic (a helper of another type, an
        /// animation, an image context, a placement).
        case argument
        /// Text: a log line, a formatted string, an interpolation (`print`, `NSLog`,
        /// `Console.WriteLine`, `String(format:)`, `"\(…)"`).
        case logged
        /// The rectangle or point a coordinate conversion converts (`v.convert(r, to: w)`,
        /// `[v convertRect:r toView:w]`): the token where the value enters the conversion.
        case converted(Int)
        /// A popover's `sourceRect`, which is in its `sourceView`'s own space: the view the same
        /// function makes the source view (its path), if any.
        case sourceRect([String]?)
        /// `return …`, or the single expression of a getter.
        case returned
        /// Assigned to a property or field that is not a view's geometry.
        case stored
        /// Anything else (an expression statement, a local never used).
        case other
    }

    /// Which part of a rectangle or point a read takes.
    enum Shape: Sendable {
        /// The whole rectangle or point.
        case whole
        /// A width, height or size: the same in every coordinate space (without a transform).
        case length
        /// An origin, x, y, min, mid or max: meaningful only in one space.
        case coordinate
    }

    // MARK: Shape

    /// The parts of a rectangle: its origin's x and y, its size's width and height.
    struct RectParts: OptionSet, Sendable {
        let rawValue: UInt8
        static let x = RectParts(rawValue: 1), y = RectParts(rawValue: 2), width = RectParts(rawValue: 4), height = RectParts(rawValue: 8)
        static let all: RectParts = [.x, .y, .width, .height]
    }

    /// The parts a member chain of a rectangle names: `size.width`, `Height`, `origin`, `maxX`.
    static func parts(named first: String, _ second: String?) -> RectParts {
        switch first {
        case "size", "Size":
            switch second {
            case "width", "Width": return .width
            case "height", "Height": return .height
            default: return [.width, .height]
            }
        case "origin", "Location":
            switch second {
            case "x", "X": return .x
            case "y", "Y": return .y
            default: return [.x, .y]
            }
        case "width", "Width", "CGRectGetWidth": return .width
        case "height", "Height", "CGRectGetHeight": return .height
        case "x", "X", "minX", "Left", "CGRectGetMinX", "GetMinX": return .x
        case "y", "Y", "minY", "Top", "CGRectGetMinY", "GetMinY": return .y
        case "midX", "maxX", "Right", "CGRectGetMidX", "CGRectGetMaxX", "GetMidX", "GetMaxX": return [.x, .width]
        case "midY", "maxY", "Bottom", "CGRectGetMidY", "CGRectGetMaxY", "GetMidY", "GetMaxY": return [.y, .height]
        default: return .all
        }
    }

    /// The shape of a rectangle's part by its name (`width`, `minY`, `CGRectGetHeight`); nil for
    /// a name that is not one.
    static func shape(ofPart name: String) -> Shape? {
        let p = parts(named: name, nil)
        if p == .all { return nil }
        return p.isSubset(of: [.width, .height]) ? .length : .coordinate
    }

    /// The part of the rectangle the access at `a` takes: `frame.size.width`, `Frame.Height` and
    /// `CGRectGetWidth(self.frame)` are lengths; `frame.origin.x`, `frame.minY`, `Frame.Left` and a
    /// point (`center`) are coordinates.
    static func shape(_ a: MemberAccess, _ ts: TokenStream) -> Shape {
        if a.member == .center || a.member == .position { return .coordinate }
        if let accessor = FrameAccessors.accessor(of: a, ts) {
            return FrameAccessors.isLength(name: accessor) == true ? .length : .coordinate
        }
        var k = a.end
        while ts.isOperator(k + 1, "?") || ts.isOperator(k + 1, "!") { k += 1 }
        if ts.isPunct(k + 1, "."), ts.kind(k + 2) == .identifier, let part = shape(ofPart: ts.name(k + 2)) { return part }
        // `CGRectGetWidth(self.frame)`: the access is the call's only argument.
        if let open = ts.enclosingOpen(a.receiverStart), ts.isPunct(open, "("), ts.partner(of: open) == a.end + 1,
           open + 1 == a.receiverStart, ts.kind(open - 1) == .identifier {
            if let part = shape(ofPart: ts.name(open - 1)) { return part }
        }
        return .whole
    }

    /// A whole rectangle assigned only to have its origin replaced before anything uses it:
    /// `var r = frame; r.origin = .zero`, `CGRect r = self.frame; r.origin.x = 0; r.origin.y = 0;`,
    /// `label.frame = frame; label.frame.origin = .zero`, C# `r.X = 0; r.Y = 0;`. Only its size goes on.
    static func originReplacedBeforeUse(_ a: MemberAccess, _ ts: TokenStream) -> Bool {
        let eq = a.receiverStart - 1
        guard ts.isOperator(eq, "="), a.end + 1 >= ts.count || ts.isPunct(a.end + 1, ";") || ts.isPunct(a.end + 1, "}")
                || ts.code[a.end + 1].flags.contains(.atStartOfLine) else { return false }
        // What it is assigned to: a dotted path (`r`, `label.frame`, `self.label.frame`), without
        // the declaration's keyword or type before it.
        var first = eq - 1
        guard ts.kind(first) == .identifier else { return false }
        while ts.isPunct(first - 1, "."), ts.kind(first - 2) == .identifier { first -= 2 }
        let target = Array(first...(eq - 1))
        let root = target[0]
        let readsRoot = { (r: ClosedRange<Int>) in r.contains { ts.kind($0) == .identifier && ts.sameSpelling($0, root) } }
        let next = { (end: Int) in ts.isPunct(end + 1, ";") ? end + 2 : end + 1 }
        // The statements after it, in the same block, until the origin is replaced or the target used.
        var k = next(a.end)
        var x = false, y = false
        var statements = 0
        while k < ts.count, statements < 8, !ts.isPunct(k, "}") {
            statements += 1
            let end = Statements.end(ts, from: k)
            guard end >= k else { return false }
            if target.indices.allSatisfy({ k + $0 <= end && ts.kind(k + $0) == ts.kind(target[$0]) && ts.sameSpelling(k + $0, target[$0]) }) {
                var j = k + target.count
                var parts: [String] = []
                while ts.isPunct(j, "."), ts.kind(j + 1) == .identifier { parts.append(ts.name(j + 1)); j += 2 }
                if ts.isOperator(j, "=") {
                    switch parts {
                    case ["origin"], ["Location"]: return true
                    case ["origin", "x"], ["X"]: x = true
                    case ["origin", "y"], ["Y"]: y = true
                    default: return false
                    }
                    if x && y { return true }
                    // The value of the assignment may not read the target itself.
                    if readsRoot(j + 1...max(j + 1, end)) { return false }
                    k = next(end)
                    continue
                }
            }
            if readsRoot(k...end) { return false }
            k = next(end)
        }
        return false
    }

    // MARK: Sinks

    /// Calls that compute a new rectangle, point or number from the value: the value flows through them.
    private static let arithmetic: Set<String> = [
        "CGRect", "CGPoint", "CGSize", "CGFloat", "CGRectMake", "CGPointMake", "CGSizeMake", "RectangleF", "PointF",
        "SizeF", "nfloat", "NFloat", "Double", "Float", "Int", "double", "float", "int", "max", "min", "fmax", "fmin",
        "fmaxf", "fminf", "MAX", "MIN", "abs", "fabs", "fabsf", "Max", "Min", "Abs", "insetBy", "offsetBy", "inset",
        "insetRect", "offsetRect", "divided", "union", "intersection", "applying", "standardized", "integral",
        "CGRectInset", "CGRectOffset", "CGRectIntegral", "CGRectUnion", "CGRectIntersection", "CGRectStandardize",
        "CGRectApplyAffineTransform", "UIEdgeInsetsInsetRect", "CGRectGetWidth", "CGRectGetHeight", "CGRectGetMinX",
        "CGRectGetMinY", "CGRectGetMidX", "CGRectGetMidY", "CGRectGetMaxX", "CGRectGetMaxY", "Inset", "Offset",
        "Union", "Intersect", "GetMinX", "GetMinY", "GetMidX", "GetMidY", "GetMaxX", "GetMaxY", "AVMakeRect",
        "AVMakeRectWithAspectRatioInsideRect", "CGRectDivide", "CGSizeApplyAffineTransform", "CGPointApplyAffineTransform",
    ]
    /// Calls that measure something against the value (a size to fit in): their result carries it
    /// on (`[label sizeThatFits:self.frame.size].height`).
    private static let measuring: Set<String> = [
        "sizeThatFits", "SizeThatFits", "systemLayoutSizeFitting", "systemLayoutSizeFittingSize", "SystemLayoutSizeFittingSize",
        "boundingRectWithSize", "boundingRect", "GetBoundingRect", "textRectForBounds", "TextRectForBounds",
    ]
    /// The read at `i` is inside the arguments of a call that measures something for a size
    /// (`sizeThatFits`, `systemLayoutSizeFitting`, `boundingRect(with:)`) in its statement.
    static func insideMeasuringCall(_ i: Int, _ ts: TokenStream) -> Bool {
        var k = i
        var steps = 0
        while let open = ts.enclosingOpen(k), steps < 16, !ts.isPunct(open, "{") {
            steps += 1
            if ts.isPunct(open, "("), ts.kind(open - 1) == .identifier, measuring.contains(ts.name(open - 1)) { return true }
            if ts.isPunct(open, "["), ts.language == .objc, let send = ObjCMessages.parse(ts, open),
               measuring.contains(ts.name(send.parts[0].name)), !send.receiver.contains(i) { return true }
            k = open
        }
        return false
    }

    /// Calls that test a value rather than use it.
    private static let tests: Set<String> = [
        "CGRectEqualToRect", "CGPointEqualToPoint", "CGSizeEqualToSize", "CGRectContainsPoint", "CGRectContainsRect",
        "CGRectIntersectsRect", "CGRectIsEmpty", "CGRectIsNull", "CGRectIsInfinite", "equalTo", "Equals", "contains",
        "Contains", "intersects", "IntersectsWith", "isEmpty", "isNull", "IsEmpty", "equalToRect", "isEqual",
        "isEqualToValue", "__CGPointEqualToPoint", "__CGSizeEqualToSize",
    ]
    /// Calls that scroll a view's own content to a point or rectangle of its own space.
    private static let ownContentCalls: Set<String> = ["setContentOffset", "SetContentOffset", "scrollRectToVisible", "ScrollRectToVisible"]
    /// What a SnapKit or Masonry constraint maker sets a constraint's constant or multiplier with.
    private static let makerConstants: Set<String> = [
        "equalTo", "lessThanOrEqualTo", "greaterThanOrEqualTo", "offset", "inset", "insets", "multipliedBy", "dividedBy",
        "mas_equalTo", "mas_greaterThanOrEqualTo", "mas_lessThanOrEqualTo", "mas_offset", "valueOffset", "sizeOffset", "centerOffset",
    ]
    /// The methods whose closure or block receives a constraint maker: SnapKit's (and its older
    /// `snp_` spellings) and Masonry's `mas_` ones.
    private static let makerMethods: Set<String> = AutoLayoutHandoffs.snapKitMethods
        .union(AutoLayoutHandoffs.snapKitMethods.map { "snp_" + $0 })
        .union(AutoLayoutHandoffs.snapKitMethods.map { "mas_" + $0 })

    /// The call opened at `open` sits in the closure or block a constraint maker method takes
    /// (`v.snp.makeConstraints { make in … }`, `[v mas_makeConstraints:^(MASConstraintMaker *make) { … }]`).
    private static func insideConstraintMaker(_ ts: TokenStream, _ open: Int) -> Bool {
        var k = open
        var steps = 0
        while let o = ts.enclosingOpen(k), steps < 16 {
            steps += 1
            if ts.isPunct(o, "{") {
                var j = o - 1
                while j >= 0, j >= o - 16 {
                    if ts.kind(j) == .identifier, makerMethods.contains(ts.name(j)) { return true }
                    if ts.isPunct(j, ";") || ts.isPunct(j, "}") { break }
                    j -= 1
                }
                return false
            }
            k = o
        }
        return false
    }

    /// Calls that turn a value into text: logging and string formatting.
    private static let loggingNames: Set<String> = [
        "print", "debugPrint", "dump", "NSLog", "NSLogv", "os_log", "String",
        "stringWithFormat", "initWithFormat", "appendFormat", "localizedStringWithFormat", "Format", "WriteLine", "Write",
        "Print", "Log", "Debug", "Info", "Trace", "Warn", "NSStringFromCGRect", "NSStringFromCGSize", "NSStringFromCGPoint",
    ]
    /// Drawing and path construction: their rectangles are in the view's own space.
    private static let drawingNames: Set<String> = [
        "UIBezierPath", "bezierPathWithRect", "bezierPathWithRoundedRect", "bezierPathWithOvalInRect", "CGPath",
        "CGPathCreateWithRect", "CGPathCreateWithRoundedRect", "CGPathCreateWithEllipseInRect", "CGPathAddRect",
        "CGPathAddEllipseInRect", "CGContextFillRect", "CGContextStrokeRect", "CGContextAddRect",
        "CGContextFillEllipseInRect", "CGContextAddEllipseInRect", "CGContextClipToRect", "UIRectFill", "UIRectFrame",
        "fill", "stroke", "addRect", "addEllipse", "clip", "drawInRect", "drawAtPoint", "FromRect", "FromRoundedRect",
        "FromOval", "AddRect", "AddEllipseInRect", "FillRect", "StrokeRect", "ClipToRect", "FillEllipseInRect",
        // Building a path point by point, in the same space.
        "addLine", "addArc", "addCurve", "addQuadCurve", "addRelativeArc", "moveToPoint", "addLineToPoint",
        "addArcWithCenter", "addCurveToPoint", "addQuadCurveToPoint", "bezierPathWithArcCenter",
        "CGContextMoveToPoint", "CGContextAddLineToPoint", "CGContextAddArc", "CGContextAddArcToPoint",
        "CGContextAddCurveToPoint", "CGPathMoveToPoint", "CGPathAddLineToPoint", "CGPathAddArc",
        "CGPathAddCurveToPoint", "MoveTo", "AddLineTo", "AddArc", "AddLineToPoint", "MoveToPoint", "AddCurveToPoint",
        "addLines", "AddLines", "CGPathAddLines", "CGContextAddLines",
    ]

    /// The places the value containing token `i` reaches: through rectangle arithmetic, into
    /// locals (followed through up to three assignments), to where it is finally used.
    static func sinks(of a: MemberAccess, _ ctx: FileContext) -> [Sink] {
        // Several conditions ask about the same read: followed once per file.
        ctx.facts.derived.valueSinks(from: a.receiverStart, to: a.end) {
            var out: [Sink] = []
            var seen = Set<Int>()
            follow(a.receiverStart, a.end, ctx, depth: 0, seen: &seen, into: &out)
            return out
        }
    }

    private static func follow(_ i: Int, _ last: Int, _ ctx: FileContext, depth: Int, seen: inout Set<Int>, into out: inout [Sink]) {
        switch direct(i, last, ctx) {
        case .sink(.returned) where depth < 3:
            // Returned by a helper or computed property of the type: the value goes where its
            // callers in this file put it (`var badgeY: CGFloat { frame.height / 2 }`).
            let callers = returnedTo(i, ctx)
            if callers.isEmpty { out.append(.returned) }
            for (from, to) in callers where seen.insert(from).inserted {
                follow(from, to, ctx, depth: depth + 1, seen: &seen, into: &out)
            }
        case .sink(let s):
            out.append(s)
        case .local(let declaration, let from):
            guard depth < 3, seen.insert(from).inserted else { out.append(.other); return }
            let uses = Self.uses(ofLocal: declaration, after: from, ctx)
            if uses.isEmpty { out.append(.other) }
            for u in uses { follow(u, u, ctx, depth: depth + 1, seen: &seen, into: &out) }
        case .field(let name):
            // Kept in a field of the type: it goes where the type's methods in this file put it
            // (`frameRect = Frame;` in `LayoutSubviews`, read by the helpers it calls).
            let reads = depth < 3 && seen.insert(name).inserted ? readsOfField(at: name, ctx) : []
            if reads.isEmpty { out.append(.stored) }
            for r in reads { follow(r, r, ctx, depth: depth + 1, seen: &seen, into: &out) }
        }
    }

    /// The reads of the field assigned at token `name` (`frameRect`, `self.frameRect`, `_frameRect`)
    /// in the methods of the same type in this file (after the assignment, in its own method): not
    /// assignments to it, not a local or a member of another value of that name.
    static func readsOfField(at name: Int, _ ctx: FileContext) -> [Int] {
        let ts = ctx.tokens
        let s = ctx.structure
        guard let f = s.function(at: name), let owner = s.functions[f].owner else { return [] }
        let typeName = s.types[owner].name
        let target = ts.name(name)
        let after = Statements.end(ts, from: name)
        var out: [Int] = []
        for (k, g) in s.functions.enumerated() {
            guard let o = g.owner, s.types[o].name == typeName else { continue }
            // In the assigning method itself, only what follows the assignment.
            for t in g.bodyRange where (k != f || t > after) && ts.code[t].kind == .identifier && s.role(t) == .none && ts.name(t) == target {
                guard ctx.facts.derived.spend(tokens: ts.count) else { return out }
                guard readsMember(at: t, s, ts) else { continue }
                out.append(t)
                if out.count >= 16 { return out }
            }
        }
        return out
    }

    /// The name at `t` reads the member of that name of the type around it: written bare or
    /// through `self.`/`this.`, not shadowed by a local, not assigned to.
    private static func readsMember(at t: Int, _ s: FileStructure, _ ts: TokenStream) -> Bool {
        if ts.isPunct(t - 1, "."), !(ts.word(t - 2) == .kSelf || ts.word(t - 2) == .kThis) { return false }
        return s.local(named: ts.name(t), at: t) == nil && !ts.isAssignment(t + 1)
    }

    /// Where the value a function returns at token `i` is used: each call of that method through
    /// `self` in this file (the call's name and closing bracket), or each read of that computed
    /// property by the type's other members. Empty inside a closure (its `return` leaves the
    /// closure) and for functions nothing in the file calls.
    static func returnedTo(_ i: Int, _ ctx: FileContext) -> [(Int, Int)] {
        let ts = ctx.tokens
        let s = ctx.structure
        guard let k = s.function(at: i), !MethodCalls.insideClosure(ts, s, i) else { return [] }
        let f = s.functions[k]
        guard let owner = f.owner else { return [] }
        switch f.kind {
        case .method:
            return ctx.facts.derived.methodCalls(ts, s).sites.compactMap { site -> (Int, Int)? in
                guard Int(site.callee) == k, site.explicit else { return nil }
                let token = Int(site.token)
                if ts.isPunct(token + 1, "("), let close = ts.partner(of: token + 1) { return (token, close) }
                if ts.language == .objc, let open = ts.enclosingOpen(token), ts.isPunct(open, "["), let close = ts.partner(of: open) {
                    return (open, close)
                }
                return nil
            }
        case .property:
            guard ts.language != .objc else { return [] }
            let typeName = s.types[owner].name
            var out: [(Int, Int)] = []
            for t in 0..<ts.count where ts.code[t].kind == .identifier && s.role(t) == .none && !f.bodyRange.contains(t) {
                guard ts.name(t) == f.name, !ts.isPunct(t + 1, "("), readsMember(at: t, s, ts) else { continue }
                guard let caller = s.function(at: t), s.functions[caller].owner.map({ s.types[$0].name }) == typeName else { continue }
                out.append((t, t))
                if out.count >= 16 { break }
            }
            return out
        default:
            return []
        }
    }

    /// The position among a call's arguments of the one starting at `start` (top-level commas before it).
    static func argumentPosition(of start: Int, open: Int, _ ts: TokenStream) -> Int? {
        guard let close = ts.partner(of: open), start > open, start < close else { return nil }
        var position = 0
        var k = open + 1
        while k < start {
            if let p = ts.partner(of: k), ts.isPunct(k, "(") || ts.isPunct(k, "[") || ts.isPunct(k, "{") { k = p + 1; continue }
            if ts.isPunct(k, ",") { position += 1 }
            k += 1
        }
        return position
    }

    /// The parameter (its name's token in the signature) at `position` of the method that the call
    /// named at token `callee` reaches, when that is a method of the same type called through `self`.
    static func parameter(at position: Int, ofCall callee: Int, _ ctx: FileContext) -> Int? {
        let ts = ctx.tokens
        let s = ctx.structure
        guard let (_, method) = ctx.facts.derived.methodCalls(ts, s).explicitSites(in: callee...callee).first else { return nil }
        let f = s.functions[method]
        // The signature's parameter names, in order: those visible in the body.
        let first = ts.language == .objc ? f.nameToken : ((f.nameToken + 1)..<f.bodyOpen).first { ts.isPunct($0, "(") } ?? f.bodyOpen
        guard first < f.bodyOpen else { return nil }
        var names: [Int] = []
        for t in first..<f.bodyOpen where s.role(t) == .declaredName {
            if let local = s.local(named: ts.name(t), at: f.bodyOpen + 1), local.nameToken == t { names.append(t) }
        }
        guard position < names.count, names.count == f.parameters.count else { return nil }
        return names[position]
    }

    /// A sink, or a local assigned at token `from` whose later uses carry the value on.
    private enum Step { case sink(Sink), local(Int, from: Int), field(Int) }

    /// Where the expression `i...last` (a read, or a use of a local) goes, one statement at a time.
    private static func direct(_ i: Int, _ last: Int, _ ctx: FileContext) -> Step {
        let ts = ctx.tokens
        let write = ctx.facts.index.geometryWrite(feeding: last)
        var k = operandEnd(ts, from: last)
        if let test = postfixTest(ts, from: last, to: k), test { return .sink(.comparison) }
        var start = i
        // Out through the brackets around the operand.
        while let open = ts.enclosingOpen(start) {
            if let ordering = comparison(ts, around: start, to: k, inside: open) { return .sink(ordering ? .ordering : .comparison) }
            // A C# array made in place (`new CGPoint[] { … }`, `new[] { … }`) is a value like an
            // array literal; any other brace is a block.
            if ts.isPunct(open, "{") {
                if ts.language == .csharp, CSharpStructure.isObjectInitializer(ts, open), !ts.isPunct(open - 1, "]") {
                    let made = typeMade(beforeInitializer: open, ts)
                    // A geometry value made in place (`new CGRect { Width = …, Height = h }`) goes on as that value.
                    if let made, geometryValueTypes.contains(ts.name(made)) {
                        start = open; k = ts.partner(of: open) ?? open; continue
                    }
                    let member = initializerMember(around: start, open: open, ctx)
                    // The frame or center the initializer gives the view it makes (`new UILabel { Frame = … }`).
                    if let made, let member, ts.word(member) == .Frame || ts.word(member) == .Center, makesAView(made, ctx) {
                        return .sink(.newView(made))
                    }
                    // Any other member keeps the value in the object made; a size-like one
                    // (`ContentSize = …`) is a size something is laid out by.
                    let name = member.map { ts.name($0) } ?? ""
                    return .sink(isSizingName(name) && !["Width", "Height", "Size"].contains(name) ? .sizing : .stored)
                }
                guard ts.language == .csharp, ts.isPunct(open - 1, "]") else { break }
                start = open; k = ts.partner(of: open) ?? open; continue
            }
            if ts.kind(open) == .interpolationStart { return .sink(.logged) }
            let close = ts.partner(of: open) ?? k
            if ts.isPunct(open, "[") {
                if ts.language == .objc, let send = ObjCMessages.parse(ts, open) {
                    let selector = ts.name(send.parts[0].name)
                    if send.receiver.contains(start) {
                        // The value receives a message: `[NSValue valueWithCGRect:…]`-like tests aside, it is used.
                        if tests.contains(selector) { return .sink(.comparison) }
                        start = open; k = operandEnd(ts, from: open); continue
                    }
                    // The frame of the new view, not another argument (`collectionViewLayout:`).
                    if selector == "initWithFrame", send.parts[0].argument?.contains(start) != false { return .sink(.newView(start)) }
                    if write == nil, CoordinateConversion.names.contains(ts.word(send.parts[0].name)), send.parts[0].argument?.contains(start) == true {
                        return .sink(.converted(start))
                    }
                    if let w = write, ctx.facts.accesses[w].nameToken == send.parts[0].name { return .sink(.geometry(w)) }
                    if tests.contains(selector) { return .sink(.comparison) }
                    if send.parts.contains(where: { ts.name($0.name).hasSuffix("EqualToConstant") }) { return .sink(.sizing) }
                    if drawingNames.contains(selector) || selector.hasPrefix("draw") { return .sink(.drawing) }
                    if ownContentCalls.contains(selector), send.receiver.count == 1, ts.word(send.receiver.lowerBound) == .kSelf { return .sink(.drawing) }
                    if write != nil || measuring.contains(selector) { start = open; k = operandEnd(ts, from: open); continue }
                    if loggingNames.contains(selector) { return .sink(.logged) }
                    // A rectangle said to be in the space of the view given beside it
                    // (`presentOptionsMenuFromRect:r inView:v`, `setTargetRect:r inView:v`).
                    if let part = send.parts.firstIndex(where: { $0.argument?.contains(start) == true }), part + 1 < send.parts.count,
                       ts.spells(send.parts[part + 1].name, "inView"), let view = send.parts[part + 1].argument {
                        return .sink(.sourceRect(ViewPaths.expression(ts, view)))
                    }
                    // A method of the same type (`[self place:line at:y]`): on as its parameter.
                    if let part = send.parts.firstIndex(where: { $0.argument?.contains(start) == true }),
                       let parameter = parameter(at: part, ofCall: send.parts[0].name, ctx) {
                        return .local(parameter, from: parameter)
                    }
                    return .sink(.argument)
                }
                start = open; k = operandEnd(ts, from: open); continue  // an array literal or subscript
            }
            // `(`: a call, a cast or a parenthesised expression.
            var callee = open - 1
            if ts.isOperator(callee, ">"), let lt = angleOpen(ts, callee) { callee = lt - 1 }  // `Foo<T>(…)`
            if ts.kind(callee) == .identifier, !ts.word(callee).isStatementKeyword {
                let name = ts.name(callee)
                let label = argumentLabel(ts, of: start, open: open)
                // `make.width.equalTo(…)`, `.offset(…)` in a SnapKit or Masonry maker: a constraint's constant.
                if makerConstants.contains(name), insideConstraintMaker(ts, open) { return .sink(.sizing) }
                if tests.contains(name) { return .sink(.comparison) }
                if label == "frame", !arithmetic.contains(name) {
                    // A value type of the file (`struct State { var frame: CGRect }`) keeps the
                    // rectangle; it is no view.
                    if ctx.structure.types.contains(where: { ($0.kind == .struct || $0.kind == .record) && $0.name == name }) { return .sink(.stored) }
                    return .sink(.newView(start))
                }
                if ts.word(callee - 1) == .kNew, !arithmetic.contains(name), isViewLikeName(name) { return .sink(.newView(start)) }
                if drawingNames.contains(name) || name.hasPrefix("draw") || name.hasPrefix("Draw") { return .sink(.drawing) }
                // Scrolling the view's own content: a point or rectangle in its own (bounds) space.
                if ownContentCalls.contains(name), !ts.isPunct(callee - 1, ".") || ts.word(callee - 2) == .kSelf || ts.word(callee - 2) == .kThis {
                    return .sink(.drawing)
                }
                // `path.move(to: …)`: a path's first point (not the type's own `move(to:)`).
                if name == "move", label == "to", ts.isPunct(callee - 1, "."), ts.word(callee - 2) != .kSelf { return .sink(.drawing) }
                if label == "equalToConstant" || name == "ConstraintEqualTo" && write == nil { return .sink(.sizing) }
                // A rectangle said to be in the space of the view given beside it: Swift's
                // `presentOptionsMenu(from: r, in: v, …)`, `setTargetRect(r, in: v)`, C#'s
                // `PresentFromRect(r, v, …)`, `SetTargetRect(r, v)`.
                if write == nil, let close = ts.partner(of: open) {
                    let arguments = CallArguments.split(ts, open: open, close: close)
                    if let j = arguments.firstIndex(where: { $0.contains(start) }), j + 1 < arguments.count {
                        let next = arguments[j + 1]
                        let inView = ts.language == .swift && CallArguments.label(ts, next).map { ts.spells($0, "in") } == true
                        let csharp = ts.language == .csharp && j == 0 && rectInViewCalls.contains(name)
                        if inView || csharp, let value = CallArguments.value(ts, next) {
                            return .sink(.sourceRect(ViewPaths.expression(ts, value)))
                        }
                    }
                }
                if write == nil, CoordinateConversion.names.contains(ts.word(callee)), argumentPosition(of: start, open: open, ts) == 0 {
                    return .sink(.converted(start))
                }
                if loggingNames.contains(name) { return .sink(.logged) }
                if !arithmetic.contains(name), !measuring.contains(name), !PixelAlignment.isRoundingName(name) {
                    // An unknown call inside a geometry write's value still feeds that write.
                    if write == nil {
                        // A helper of the same type: the value goes on as that helper's parameter.
                        if let position = argumentPosition(of: start, open: open, ts),
                           let parameter = parameter(at: position, ofCall: callee, ctx) { return .local(parameter, from: parameter) }
                        return .sink(.argument)
                    }
                }
            }
            _ = close
            start = open
            k = operandEnd(ts, from: open)
        }
        if let w = write { return .sink(.geometry(w)) }
        return statementLevel(start, k, ctx)
    }

    /// What the statement around the operand `start...end` does with it.
    private static func statementLevel(_ start: Int, _ end: Int, _ ctx: FileContext) -> Step {
        let ts = ctx.tokens
        let statement = Statements.around(ts, start)
        let first = statement.lowerBound
        switch ts.word(first) {
        case .kReturn, .kYield: return .sink(.returned)
        case .kIf, .kGuard, .kWhile, .kSwitch, .kCase: return .sink(.comparison)
        default: break
        }
        if ts.word(first) == .kElse, ts.word(first + 1) == .kIf { return .sink(.comparison) }
        // The assignment at the statement's own level, if the operand is on its right.
        var k = first
        var assignment: Int?
        while k < start {
            if ts.isAssignment(k) { assignment = k; break }
            if let p = ts.partner(of: k), ts.isPunct(k, "(") || ts.isPunct(k, "[") || ts.isPunct(k, "{"), p < start { k = p + 1; continue }
            k += 1
        }
        guard let eq = assignment else {
            // A getter's single expression: `var left: CGFloat { frame.minX }`.
            if let f = ctx.function(at: start), f.kind == .property || f.kind == .method,
               ts.isPunct(first - 1, "{"), ts.partner(of: first - 1) == statement.upperBound + 1 { return .sink(.returned) }
            return .sink(.other)
        }
        // The assigned name: the identifier right before `=` (after `let`/`var`/a type), or the
        // root of `name.origin.x =`.
        var target = eq - 1
        while ts.isOperator(target, "?") || ts.isOperator(target, "!") { target -= 1 }
        // `let w: CGFloat = …`: the name the statement declares, before its type annotation.
        if ts.language == .swift, ts.word(first) == .kLet || ts.word(first) == .kVar,
           let m = (first + 1..<eq).first(where: { ctx.structure.role($0) == .declaredName }),
           ts.isPunct(m + 1, ":") {
            return .local(m, from: m)
        }
        if ts.isPunct(target, ")") || ts.isPunct(target, "]") { return .sink(.stored) }
        if ts.isPunct(target, ":") || ts.kind(target) != .identifier {
            // `let r: CGRect = …`: the name before the type annotation.
            var m = eq - 1
            while m > first, !ts.isPunct(m, ":") { m -= 1 }
            guard ts.isPunct(m, ":"), ts.kind(m - 1) == .identifier else { return .sink(.stored) }
            target = m - 1
        } else if ts.isPunct(first + 1, ":"), ts.kind(first) == .identifier, ts.word(first) != .kCase {
            target = first
        }
        // Walk back to the root of a member chain (`r.origin.x`).
        var root = target
        while ts.isPunct(root - 1, "."), ts.kind(root - 2) == .identifier { root -= 2 }
        if ["sourceRect", "SourceRect"].contains(ts.name(target)) {
            return .sink(.sourceRect(sourceView(near: eq, ctx)))
        }
        // A layer's corner radius or shadow path is drawn in the layer's own space.
        if ownSpaceLayerProperties.contains(ts.name(target)) { return .sink(.drawing) }
        let w = ts.word(root)
        // The view's own content offset is its bounds' origin: a value in its own space.
        if ["contentOffset", "ContentOffset"].contains(ts.name(target)),
           root == target ? ctx.structure.local(named: ts.name(root), at: root) == nil && ctx.structure.role(root) != .declaredName
                          : (w == .kSelf || w == .kThis) && root + 2 == target { return .sink(.drawing) }
        // A size, or a part of another view's frame set through an accessor (`button.qmui_left = …`).
        let throughAccessor = FrameAccessors.isLength(name: ts.name(target)) != nil && !(root + 2 == target && (w == .kSelf || w == .kThis))
            && !(ts.isPunct(target - 1, ".") && FrameAccessors.isValueTypeName(ts.name(target - 2)))
        let stored: Sink = root != target && (isSizingName(ts.name(target)) || throughAccessor) ? .sizing : .stored
        if w == .kSelf || w == .kThis {
            // `self.frameRect = …`: a field of the type.
            if root + 2 == target, !isSizingName(ts.name(target)), ts.isAssignment(eq), ts.spells(eq, "=") { return .field(target) }
            return .sink(stored)
        }
        if ctx.structure.role(root) == .declaredName { return .local(root, from: root) }
        if let local = ctx.structure.local(named: ts.name(root), at: root), local.nameToken != root {
            // `layout.itemSize = …` on a local layout: a size its items are laid out by.
            // (Not a part of a local rectangle: `frame.Width = …`.)
            if root != target, isSizingName(ts.name(target)), !["Width", "Height", "Size", "width", "height", "size"].contains(ts.name(target)) {
                return .sink(.sizing)
            }
            return .local(local.nameToken, from: statement.upperBound)
        }
        if root == target, !isSizingName(ts.name(target)), ts.spells(eq, "="), first == target, ts.kind(target) == .identifier {
            return .field(target)  // `frameRect = Frame;`, `_frameRect = self.frame;`
        }
        return .sink(root == target && isSizingName(ts.name(target)) ? .sizing : stored)
    }

    /// The uses of the local declared at `declaration` after token `from`, up to the end of its
    /// scope or the next statement that assigns it anew (`frame = other.frame`): the value held
    /// from `from` on. Bounded by a per-file budget so that many locals in one enormous function
    /// stay linear.
    static func uses(ofLocal declaration: Int, after from: Int, _ ctx: FileContext) -> [Int] {
        let ts = ctx.tokens
        let s = ctx.structure
        let name = ts.name(declaration)
        let visibleAt = s.function(at: declaration).map { f in declaration < s.functions[f].bodyOpen ? s.functions[f].bodyOpen + 1 : declaration + 1 } ?? declaration + 1
        guard let local = s.local(named: name, at: visibleAt), local.nameToken == declaration else { return [] }
        let end = min(local.scopeEnd, ts.count - 1)
        guard from + 1 <= end else { return [] }
        let budget = ctx.facts.derived
        var out: [Int] = []
        let bytes = ts.file.bytes
        let target = bytes[ts.code[declaration].range]
        // Parts of the rectangle given new values (`r.size.width = 40`), from where they hold on.
        var replaced: [(after: Int, block: ClosedRange<Int>, parts: RectParts)] = []
        for k in (from + 1)...end {
            guard budget.spend(tokens: ts.count) else { break }
            guard ts.code[k].kind == .identifier, !ts.isPunct(k - 1, "."), s.role(k) == .none || s.role(k) == .label else { continue }
            guard bytes[ts.code[k].range].elementsEqual(target) else { continue }
            // The same local, not a shadowing one (and not an assignment to it).
            guard s.local(named: name, at: k)?.nameToken == declaration else { continue }
            if ts.isAssignment(k + 1) {
                // A whole new value ends the one followed (compound assignments keep it).
                if ts.spells(k + 1, "="), !Statements.around(ts, k + 1).contains(from) { break }
                continue
            }
            if let (parts, assignment) = partAssigned(at: k, ts) {
                // `r.size.width = …` takes nothing from the value; later reads of that part get the
                // new one, wherever the assignment runs on every path to them.
                if ts.language == .swift || !Branches.isBracelessArm(ts, k, loops: true) {  // Swift has no braceless arms
                    let open = Statements.innermostBlock(ts, k)
                    let block = open >= 0 ? open...(ts.partner(of: open) ?? end) : 0...end
                    replaced.append((Statements.end(ts, from: assignment), block, parts))
                }
                continue
            }
            let read = partsRead(at: k, ts)
            let given = replaced.reduce(into: RectParts()) { all, r in if k > r.after, r.block.contains(k) { all.formUnion(r.parts) } }
            if !given.isEmpty, given.isSuperset(of: read) { continue }
            out.append(k)
        }
        return out
    }

    /// The parts of the rectangle local at `k` a read takes: `r.size.width`, `r.Height`,
    /// `CGRectGetMaxY(r)`; every part for the rectangle itself.
    private static func partsRead(at k: Int, _ ts: TokenStream) -> RectParts {
        if ts.isPunct(k + 1, "."), ts.kind(k + 2) == .identifier {
            let second = ts.isPunct(k + 3, ".") && ts.kind(k + 4) == .identifier ? ts.name(k + 4) : nil
            return parts(named: ts.name(k + 2), second)
        }
        if ts.isPunct(k - 1, "("), ts.isPunct(k + 1, ")"), ts.kind(k - 2) == .identifier, ts.name(k - 2).hasPrefix("CGRectGet") {
            return parts(named: ts.name(k - 2), nil)
        }
        return .all
    }

    /// `r.size.width = …`, `r.origin = …`, `f.Height = …`: the parts given a new value (not a
    /// compound `+=`) and the assignment's operator.
    private static func partAssigned(at k: Int, _ ts: TokenStream) -> (RectParts, Int)? {
        guard ts.isPunct(k + 1, "."), ts.kind(k + 2) == .identifier else { return nil }
        var op = k + 3
        var second: String?
        if ts.isPunct(k + 3, "."), ts.kind(k + 4) == .identifier { second = ts.name(k + 4); op = k + 5 }
        guard ts.spells(op, "="), ts.isAssignment(op) else { return nil }
        let parts = parts(named: ts.name(k + 2), second)
        return parts == .all ? nil : (parts, op)
    }

    /// The view the function around token `i` makes a popover's source view
    /// (`popover.sourceView = button`, `PopoverPresentationController.SourceView = View`): the one
    /// set in the same block as `i` when there is one (each arm of an `if` may pick another view),
    /// else the first the function sets.
    static func sourceView(near i: Int, _ ctx: FileContext) -> [String]? {
        let ts = ctx.tokens
        guard let f = ctx.structure.function(at: i) else { return nil }
        let block = Statements.innermostBlock(ts, i)
        var first: [String]?
        for k in ctx.structure.functions[f].bodyRange where ts.kind(k) == .identifier && ["sourceView", "SourceView"].contains(ts.name(k)) {
            guard ts.isOperator(k + 1, "="), ts.isAssignment(k + 1) else { continue }
            let end = Statements.end(ts, from: k + 2)
            guard let value = ClosedRange.checked(k + 2, end), let path = ViewPaths.expression(ts, value) else { continue }
            if Statements.innermostBlock(ts, k) == block { return path }
            if first == nil { first = path }
        }
        return first
    }

    /// C# calls whose first argument is a rectangle in the space of the view that is the second.
    static let rectInViewCalls: Set<String> = ["PresentFromRect", "SetTargetRect", "ShowFromRect", "PresentOptionsMenu", "PresentOpenInMenu"]

    /// Layer properties whose values are lengths or shapes in the layer's own coordinate space.
    static let ownSpaceLayerProperties: Set<String> = ["cornerRadius", "CornerRadius", "shadowPath", "ShadowPath"]

    /// A property that lays something out by its value: `itemSize`, `contentSize`, `rowHeight`,
    /// `preferredMaxLayoutWidth`, a constraint's `constant`.
    static func isSizingName(_ name: String) -> Bool {
        name.hasSuffix("Size") || name.hasSuffix("Width") || name.hasSuffix("Height") || name == "constant" || name == "Constant"
    }

    // MARK: Token helpers

    /// The last token of the postfix chain that starts at `i`: `frame.size.width`,
    /// `frame.insetBy(dx: 1, dy: 1).origin`, `bounds[0]`, `view!.frame`.
    static func operandEnd(_ ts: TokenStream, from i: Int) -> Int {
        var k = ts.isPunct(i, "[") || ts.isPunct(i, "(") ? (ts.partner(of: i) ?? i) : i
        var steps = 0
        while k + 1 < ts.count, steps < 64 {
            steps += 1
            if ts.isPunct(k + 1, "."), ts.kind(k + 2) == .identifier { k += 2; continue }
            if (ts.isPunct(k + 1, "(") || ts.isPunct(k + 1, "[")) && !ts.code[k + 1].flags.contains(.precededBySpace),
               let p = ts.partner(of: k + 1) { k = p; continue }
            if (ts.isOperator(k + 1, "?") || ts.isOperator(k + 1, "!")) && !ts.code[k + 1].flags.contains(.precededBySpace) { k += 1; continue }
            break
        }
        return min(k, ts.count - 1)
    }

    /// Whether the chain from `i` to `end` ends in a test: `frame.contains(p)`, `frame.isEmpty`,
    /// `Frame.Equals(other)`.
    private static func postfixTest(_ ts: TokenStream, from i: Int, to end: Int) -> Bool? {
        guard end > i else { return nil }
        for k in (i + 1)...end where ts.kind(k) == .identifier && ts.isPunct(k - 1, ".") {
            if tests.contains(ts.name(k)) { return true }
        }
        return nil
    }

    /// A comparison operator at the level of the operand `start...end` inside the bracket `open`
    /// (or, for a brace, the statement): `frame != lastFrame`, `frame.width > 0`.
    /// Whether an ordering operator (`true`) or another comparison (`false`) is there; nil when none is.
    private static func comparison(_ ts: TokenStream, around start: Int, to end: Int, inside open: Int) -> Bool? {
        let segment: ClosedRange<Int>
        if ts.isPunct(open, "{") {
            segment = Statements.around(ts, start)
        } else {
            // The comma-separated part of the bracket that holds the operand.
            let close = ts.partner(of: open) ?? ts.count - 1
            var lo = start, hi = end
            while lo - 1 > open, !ts.isPunct(lo - 1, ",") { lo = max(open + 1, (ts.isPunct(lo - 1, ")") || ts.isPunct(lo - 1, "]")) ? (ts.partner(of: lo - 1) ?? lo - 1) : lo - 1) }
            while hi + 1 < close, !ts.isPunct(hi + 1, ",") { hi = (ts.isPunct(hi + 1, "(") || ts.isPunct(hi + 1, "[") || ts.isPunct(hi + 1, "{")) ? (ts.partner(of: hi + 1) ?? hi + 1) : hi + 1 }
            segment = lo...max(lo, hi)
        }
        var k = segment.lowerBound
        var steps = 0
        while k <= segment.upperBound, steps < 512 {
            steps += 1
            if k != start, let p = ts.partner(of: k), ts.isPunct(k, "(") || ts.isPunct(k, "[") || ts.isPunct(k, "{"), p > k { k = p + 1; continue }
            if ts.kind(k) == .operator, isComparison(ts, k) { return isOrdering(ts, k) }
            k += 1
        }
        return nil
    }

    private static func isOrdering(_ ts: TokenStream, _ k: Int) -> Bool {
        ts.spells(k, "<=") || ts.spells(k, ">=") || ts.spells(k, "<") || ts.spells(k, ">")
    }

    private static func isComparison(_ ts: TokenStream, _ k: Int) -> Bool {
        ts.spells(k, "==") || ts.spells(k, "!=") || ts.spells(k, "<=") || ts.spells(k, ">=") || ts.spells(k, "===")
            || ts.spells(k, "!==") || ((ts.spells(k, "<") || ts.spells(k, ">")) && ts.code[k].flags.contains(.precededBySpace))
    }

    /// The argument label of the argument holding `i` in the call opened at `open`: `frame` in
    /// `UILabel(frame: r)`.
    private static func argumentLabel(_ ts: TokenStream, of i: Int, open: Int) -> String? {
        var k = i
        while k > open + 1, !ts.isPunct(k - 1, ",") {
            k -= 1
            if ts.isPunct(k, ")") || ts.isPunct(k, "]") { k = ts.partner(of: k) ?? k }
        }
        guard ts.isPunct(k + 1, ":"), ts.kind(k) == .identifier, k + 1 < i else { return nil }
        return ts.name(k)
    }

    private static func angleOpen(_ ts: TokenStream, _ close: Int) -> Int? {
        var k = close - 1
        var steps = 0
        while k > 0, steps < 16 {
            if ts.isOperator(k, "<") { return k }
            if ts.kind(k) != .identifier, !ts.isPunct(k, "."), !ts.isPunct(k, ",") { return nil }
            k -= 1; steps += 1
        }
        return nil
    }

    /// The type named at `made` (after `new`, before an object initializer) is a view or a layer: a
    /// settable `Frame` or `Center` is one's, unless the file declares the type as something else.
    /// The type's name stands in the statement that makes the view (the initializer's members are
    /// statements of their own), so it is where the value enters the construction.
    static func makesAView(_ made: Int, _ ctx: FileContext) -> Bool {
        let name = ctx.tokens.name(made), s = ctx.structure
        let declarations = ctx.facts.derived.typeDeclarations(named: name, s)
        return isViewLikeName(name) || declarations.isEmpty
            || declarations.contains { d in s.types[d].bases.contains { isViewLikeName($0) || $0.hasSuffix("Layer") } }
    }

    /// The name of the type an object initializer's `new` makes (`T` in `new T {`, `new T(…) {`).
    static func typeMade(beforeInitializer open: Int, _ ts: TokenStream) -> Int? {
        var j = open - 1
        if ts.isPunct(j, ")"), let o = ts.partner(of: j) { j = o - 1 }
        return ts.kind(j) == .identifier ? j : nil
    }

    /// C#'s geometry values: made in place, they carry what they are given on.
    static let geometryValueTypes: Set<String> = [
        "CGRect", "CGPoint", "CGSize", "RectangleF", "PointF", "SizeF", "UIEdgeInsets", "NSDirectionalEdgeInsets", "CGVector",
    ]

    /// The member whose value the operand at `start` is, in the C# object initializer opened at
    /// `open` (`Frame` in `new UILabel { Lines = 0, Frame = r }`).
    static func initializerMember(around start: Int, open: Int, _ ctx: FileContext) -> Int? {
        let ts = ctx.tokens
        var member: Int?
        var k = open + 1
        while k < start {
            if ctx.structure.role(k) == .initializerMember { member = k }
            if ts.isPunct(k, "(") || ts.isPunct(k, "[") || ts.isPunct(k, "{"), let close = ts.partner(of: k), close < start { k = close }
            k += 1
        }
        return member
    }

    /// A class name that says it is a view (`UILabel`, `BadgeView`, `UIButton`): for C#
    /// `new X(rect)`, where no label names the argument.
    static func isViewLikeName(_ name: String) -> Bool {
        if UIKitCatalog.views.contains(name) { return true }
        return ["View", "Label", "Button", "Cell", "Field", "Bar", "Control", "Indicator", "Switch", "Slider"].contains { name.hasSuffix($0) }
            && !name.hasSuffix("Controller")
    }
}
