/// LL014: an anchor point change that moves the view.
struct AnchorPointShiftRule: Rule {
    static let description = RuleDescription(
        code: "LL014", name: "anchor-point-shift",
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
