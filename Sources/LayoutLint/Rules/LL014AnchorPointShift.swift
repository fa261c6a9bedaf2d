/// LL014: an anchor point change that moves the view.
struct AnchorPointShiftRule: Rule {
    static let description = RuleDescription(
        code: "LL014", name: "anchor-point-shift", isOptIn: true,
        summary: "Flags an `anchorPoint` set away from (0.5, 0.5) without the view's position, center or frame being set again afterwards in the same function.",
        rationale: """
            A layer's `position` (a view's `center`) is where its *anchor point* sits in the \
            superview. Changing `anchorPoint` keeps `position` and moves the layer around it instead: \
            setting the anchor to the left edge to rotate a door around its hinge shifts the door \
            half its width to the right. The frame changes without anyone assigning it.
            """,
        fix: """
            Keep the frame where it was: save `frame` before changing `anchorPoint` and assign it \
            back afterwards, or set `position` / `center` to match the new anchor point.
            """,
        examples: [
            .flagged(.swift, """
                func hinge(_ door: UIView) {
                    [|door.layer.anchorPoint|] = CGPoint(x: 0, y: 0.5)
                    UIView.animate(withDuration: 0.3) { door.transform = CGAffineTransform(rotationAngle: -.pi / 3) }
                }
                """),
            .silent(.swift, """
                final class ProgressView: UIView {
                    private let bar = CALayer()
                    func configure() {
                        bar.anchorPoint = CGPoint(x: 0, y: 0.5)
                        layer.addSublayer(bar)
                    }
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        bar.frame = CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height)
                    }
                }
                """),
            .silent(.objc, """
                @implementation FoldAnimator
                - (void)prepare:(UIView *)right {
                    right.layer.anchorPoint = CGPointMake(1, 0);
                    [self foldLayer:right.layer];
                }
                - (void)foldLayer:(CALayer *)side {
                    side.position = CGPointMake(0, 0);
                }
                @end
                """),
            .silent(.swift, """
                extension SkeletonLayer {
                    func prepare(in holder: UIView) {
                        mask.anchorPoint = .zero
                        mask.updateLayerFrame(for: holder)
                    }
                }
                """),
            .silent(.swift, """
                func hinge(_ door: UIView) {
                    let frame = door.frame
                    door.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
                    door.frame = frame
                }
                func hingeByPosition(_ door: UIView) {
                    door.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
                    door.layer.position = CGPoint(x: door.frame.minX, y: door.frame.midY)
                }
                """),
            .silent(.swift, """
                func restore(_ door: UIView, anchor: CGPoint) {
                    door.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
                    door.layer.anchorPoint = anchor
                }
                """),
            .silent(.swift, """
                final class GaugeView: UIView {
                    private let needle = UIView()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        layer.anchorPoint = CGPoint(x: 0.5, y: 1)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                    func addTick() {
                        let tick = CAShapeLayer()
                        tick.anchorPoint = .zero
                        layer.addSublayer(tick)
                    }
                    func pivot() {
                        needle.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
                        placeNeedle()
                    }
                    private func placeNeedle() { needle.layer.position = CGPoint(x: bounds.midX, y: bounds.maxY) }
                }
                """),
            .flagged(.csharp, """
                public static class Doors
                {
                    public static void Hinge(UIView door)
                    {
                        [|door.Layer.AnchorPoint|] = new CGPoint(0, 0.5f);
                    }
                }
                """),
            .silent(.csharp, """
                public static class Doors
                {
                    public static void Hinge(UIView door)
                    {
                        var frame = door.Frame;
                        door.Layer.AnchorPoint = new CGPoint(0, 0.5f);
                        door.Frame = frame;
                    }
                    public static void Reset(UIView door) { door.Layer.AnchorPoint = new CGPoint(0.5f, 0.5f); }
                }
                """),
            .silent(.csharp, """
                public class GameLayer : CCLayerColor
                {
                    void AddLabel(CCLabel label, nfloat cx)
                    {
                        label.AnchorPoint = new CCPoint(0f, 0f);
                        NativeLayer.AnchorPoint = new CGPoint(nfloat.IsNaN(cx) ? 0 : cx, 0);
                    }
                }
                """, inDocs: false),
            .silent(.csharp, """
                public class GaugeView : UIView
                {
                    UIView needle = new UIView();
                    public void AddTick()
                    {
                        var tick = new CAShapeLayer();
                        tick.AnchorPoint = CGPoint.Empty;
                        Layer.AddSublayer(tick);
                    }
                    public void Pivot() { needle.Layer.AnchorPoint = new CGPoint(0.5f, 1); PlaceNeedle(); }
                    void PlaceNeedle() { needle.Layer.Position = new CGPoint(Bounds.GetMidX(), Bounds.GetMaxY()); }
                }
                """),
            .flagged(.objc, """
                void Hinge(UIView *door) {
                    [|door.layer.anchorPoint|] = CGPointMake(0, 0.5);
                }
                """),
            .silent(.objc, """
                void MakeNode(ASDisplayNode *node) {
                    node.anchorPoint = CGPointZero;
                    node.bounds = CGRectMake(20, 20, 100, 100);
                }
                """, inDocs: false),
            .silent(.objc, """
                void Hinge(UIView *door) {
                    CGRect frame = door.frame;
                    door.layer.anchorPoint = CGPointMake(0, 0.5);
                    door.frame = frame;
                }
                """),
            .silent(.objc, """
                @interface GaugeView : UIView
                @end
                @implementation GaugeView
                - (instancetype)initWithFrame:(CGRect)frame {
                    if ((self = [super initWithFrame:frame])) { self.layer.anchorPoint = CGPointMake(0.5, 1); }
                    return self;
                }
                - (void)addTick {
                    CAShapeLayer *tick = [CAShapeLayer layer];
                    tick.anchorPoint = CGPointZero;
                    [self.layer addSublayer:tick];
                }
                - (void)pivot {
                    self.needle.layer.anchorPoint = CGPointMake(0.5, 1);
                    [self placeNeedle];
                }
                - (void)placeNeedle { self.needle.layer.position = CGPointMake(10, 20); }
                @end
                """),
        ])

    static let pattern = Pattern.writes(.anchorPoint)
        .where(.offCenterAnchorPoint, .notRepositionedAfterwards)
        .unless(.madeEarlierInFunction, .repositionedThroughOwnMethod, .placedAgainInLayout,
                .all(.receiverIsOwnViewOrItsLayer, .duringConstruction))
        .message { m, ctx in
            let frame = ctx.spelled(.frame, after: m.receiverPrefix(ctx).replacingOccurrences(of: ".layer.", with: ".").replacingOccurrences(of: ".Layer.", with: "."))
            return "`\(m.text)` moves the view around its position; save `\(frame)` before and assign it back after (or set the position to match)"
        }
}

// MARK: Conditions only this rule asks

private extension Condition {
    /// The view or layer is made in the same function before its anchor point is set: nothing
    /// has positioned it yet, so nothing can jump (`let ring = CAShapeLayer()`; `ring.anchorPoint = .zero`).
    static let madeEarlierInFunction = Condition("made earlier in the function") { m, ctx in
        guard let a = m.access else { return false }
        return Transforms.isMadeEarlierInFunction(a, ctx.fileContext)  // `ring.layer.anchorPoint`: the view is the one made
    }

    /// The receiver is the own view or its layer (`layer.anchorPoint` in a view).
    static let receiverIsOwnViewOrItsLayer = Condition("the own view or its layer") { m, ctx in
        guard let r = m.access?.receiver, !r.isOpaque, ctx.role == .view || ctx.role == .window else { return false }
        return r.components.isEmpty || r.components == ["layer"] || r.components == ["Layer"]
    }

    /// A later call in the same function reaches a method of the type that sets the same view's
    /// position, center, frame or bounds (`[self updateRingPosition]`): it is put back there.
    static let repositionedThroughOwnMethod = Condition("repositioned by a method of the type") { m, ctx in
        guard let a = m.access, let fn = ctx.structure.function(at: a.nameToken) else { return false }
        let s = ctx.structure, ts = ctx.tokens
        let end = s.functions[fn].bodyClose
        guard a.end + 1 <= end else { return false }
        let calls = ctx.facts.derived.methodCalls(ts, s)
        if calls.callees(in: (a.end + 1)...end).contains(where: { callee in
            !ctx.facts.index.writes(of: .position, .center, .frame, .bounds, sameViewAs: a, inFunction: callee).isEmpty
        }) { return true }
        // A method sent to the same layer or view next that says it places it
        // (`layer.updateLayerFrame(…)`, `[shape setFramePosition:…]`, `ring.layoutIfNeeded()`).
        guard let view = ViewPaths.view(a.receiver) else { return false }
        // A method of the type handed the view or its layer, that positions its parameters
        // (`[self foldLayers:left.layer rightSide:right.layer]` setting `rightSide.position`).
        if GeometryWrites.passedToOwnPositioningMethod(view, after: a.end, before: end, ctx.fileContext) { return true }
        var k = a.end + 1
        while k < end {
            if ts.kind(k) == .identifier, ts.isPunct(k - 1, ".") || ts.language == .objc {
                let n = ts.name(k).lowercased()
                if n.contains("frame") || n.contains("position") || n.contains("layout") {
                    if ts.isPunct(k - 1, "."), let start = ViewPaths.pathStart(ts, endingAt: k - 2),
                       ViewPaths.expression(ts, start...(k - 2)) == view { return true }
                    if ts.language == .objc, let open = ts.enclosingOpen(k), ts.isPunct(open, "["),
                       let send = ObjCMessages.parse(ts, open), send.parts.first?.name == k,
                       let r = Optional(ObjCMessages.receiver(ts, s, send.receiver)), ViewPaths.view(r) == view { return true }
                }
            }
            k += 1
        }
        return false
    }

    /// The type's layout callback places the same layer or view again (its frame, position,
    /// center or bounds), so whatever the anchor point moved is put right on every layout pass.
    static let placedAgainInLayout = Condition("placed again in a layout callback") { m, ctx in
        guard let a = m.access, let path = ViewPaths.view(a.receiver), !a.receiver.rootIsLocal else { return false }
        let s = ctx.structure, ts = ctx.tokens
        let type = s.type(at: a.nameToken)
        for member: GeometryMember in [.frame, .position, .center, .bounds] {
            for k in ctx.facts.derived.writesInLayout(of: member, path: path, inType: type, ctx.facts, ts, s) {
                let w = ctx.facts.accesses[k]
                if s.function(at: w.nameToken) != s.function(at: a.nameToken), s.compiledWhenever(a.nameToken, alsoCompiles: w.nameToken) {
                    return true
                }
            }
        }
        return false
    }

    /// A literal UIKit anchor point other than (0.5, 0.5): `CGPoint(x: 0, y: 0.5)`, `.zero`,
    /// `CGPointMake(0, 0)`, C# `new CGPoint(0, 0.5f)`, `CGPoint.Empty`. Computed points are not judged.
    static let offCenterAnchorPoint = Condition("an anchor point other than the center") { m, ctx in
        guard let v = m.access?.value else { return false }
        let ts = ctx.tokens
        let names = v.filter { ts.kind($0) == .identifier }.map { ts.name($0) }
        let pointWords: Set<String> = ["CGPoint", "CGPointMake", "PointF", "new", "x", "y", "zero", "Empty", "CGPointZero"]
        guard names.allSatisfy(pointWords.contains) else { return false }
        let numbers = v.filter { ts.kind($0) == .number }.map { Double(ts.text($0).filter { "0123456789.".contains($0) }) }
        if numbers.isEmpty { return names.contains { ["zero", "Empty", "CGPointZero"].contains($0) } }
        return numbers.count == 2 && numbers.contains { $0 != 0.5 }
    }

    /// No later statement of the function sets the same view's position, center, frame or bounds
    /// (setting bounds afterwards builds the geometry around the new anchor: nothing jumps).
    static let notRepositionedAfterwards = Condition("not repositioned afterwards") { m, ctx in
        guard let a = m.access else { return false }
        let s = ctx.structure
        let fn = s.function(at: a.nameToken)
        let index = ctx.facts.index
        let writes = index.writes(of: .position, .center, .frame, .bounds, sameViewAs: a, inFunction: fn)
        return !writes[index.firstPosition(in: writes, after: a.nameToken)...]
            .lazy.map { ctx.facts.accesses[$0] }.contains { w in
            ViewPaths.same(w, a, s) && s.compiledTogether(w.nameToken, a.nameToken)
        }
    }
}
