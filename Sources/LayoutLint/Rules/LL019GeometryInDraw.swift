/// LL019: a view's geometry changed while it draws.
struct GeometryInDrawRule: Rule {
    static let description = RuleDescription(
        code: "LL019", name: "geometry-in-draw",
        summary: "Flags a write of any view's `frame`, `bounds`, `center` or `transform` inside `draw(_:)`, `drawRect:` or `Draw(CGRect)` (or a helper only they call).",
        rationale: """
            Drawing comes after layout: UIKit asks a view to draw its content into a backing store \
            the size of its bounds, as the frame was when the pass began. Changing a frame or bounds \
            there invalidates layout and the backing store while it is being filled, so the view is \
            drawn at one size and shown at another (stretched or clipped) and another layout and \
            display pass follows, often every frame. Drawing must read geometry, never write it. \
            A layer or view made by the drawing code itself (a local) is not on screen yet, and a \
            layer hung in another view's layer tree is that view's geometry; neither is flagged.
            """,
        fix: """
            Move the geometry change to `layoutSubviews` (or the code that changes the content) and \
            call `setNeedsDisplay()` there; keep `draw(_:)` to drawing.
            """,
        examples: [
            // A method of the type's own named `draw()` (UIKit's takes the rectangle) that a
            // setter calls is not drawing.
            .silent(.swift, """
                final class BarChart: UIView {
                    private let barViews: [UIView] = []
                    var values: [CGFloat] = [] { didSet { draw() } }
                    private func draw() {
                        for (i, bar) in barViews.enumerated() {
                            bar.frame = CGRect(x: CGFloat(i) * 12, y: 0, width: 8, height: values[i])
                        }
                    }
                }
                """),
            .silent(.csharp, """
                public class BarChart : UIView
                {
                    UIView[] barViews = new UIView[0];
                    public void Draw()
                    {
                        for (int i = 0; i < barViews.Length; i++)
                            barViews[i].Frame = new CGRect(i * 12, 0, 8, 40);
                    }
                }
                """),
            // A label resized to fit its text while the text view draws.
            .flagged(.swift, """
                final class CountBadge: UIView {
                    private let countLabel = UILabel()
                    override func draw(_ rect: CGRect) {
                        UIColor.systemRed.setFill()
                        UIBezierPath(ovalIn: bounds).fill()
                        [|countLabel.sizeToFit()|]
                    }
                }
                """),
            .silent(.swift, """
                final class CountBadge: UIView {
                    private let countLabel = UILabel()
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        countLabel.sizeToFit()
                        countLabel.center = CGPoint(x: bounds.midX, y: bounds.midY)
                    }
                    override func draw(_ rect: CGRect) {
                        UIColor.systemRed.setFill()
                        UIBezierPath(ovalIn: bounds).fill()
                    }
                }
                """),
            .flagged(.objc, """
                @interface PlaceholderTextView : UITextView
                @end
                @implementation PlaceholderTextView
                - (void)drawRect:(CGRect)rect {
                    [super drawRect:rect];
                    self.placeholderLabel.hidden = self.text.length > 0;
                    [|[self.placeholderLabel sizeToFit]|];
                }
                @end
                """),
            .flagged(.csharp, """
                public class BadgeLabel : UILabel
                {
                    public override void Draw(CGRect rect)
                    {
                        [|SizeToFit()|];
                        base.Draw(rect);
                    }
                }
                """),
            // Sized to fit in the layout pass, and a label made only to measure text while drawing.
            .silent(.objc, """
                @interface PlaceholderTextView : UITextView
                @end
                @implementation PlaceholderTextView
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    [self.placeholderLabel sizeToFit];
                }
                - (void)drawRect:(CGRect)rect {
                    [super drawRect:rect];
                    UILabel *measure = [[UILabel alloc] init];
                    measure.text = self.placeholder;
                    [measure sizeToFit];
                    [measure.text drawInRect:rect withAttributes:nil];
                }
                @end
                """),
            .silent(.csharp, """
                public class BadgeLabel : UILabel
                {
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        SizeToFit();
                    }
                }
                """),
            .flagged(.swift, """
                final class GaugeView: UIView {
                    override func draw(_ rect: CGRect) {
                        [|valueLabel.frame|] = CGRect(x: 0, y: rect.midY, width: rect.width, height: 20)
                        UIColor.red.setFill()
                        UIBezierPath(ovalIn: rect).fill()
                    }
                }
                """),
            .silent(.swift, """
                final class GaugeView: UIView {
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        valueLabel.frame = CGRect(x: 0, y: bounds.midY, width: bounds.width, height: 20)
                    }
                    override func draw(_ rect: CGRect) {
                        var frame = rect.insetBy(dx: 2, dy: 2)
                        frame.origin.x += 1
                        UIBezierPath(ovalIn: frame).fill()
                        let mark = CALayer()
                        mark.frame = frame
                    }
                }
                """),
            .flagged(.csharp, """
                public class ChartView : UIView
                {
                    public override void Draw(CGRect rect)
                    {
                        base.Draw(rect);
                        [|legend.Center|] = new CGPoint(rect.GetMidX(), rect.Bottom - 10);
                    }
                }
                """),
            .silent(.csharp, """
                public class ChartView : UIView
                {
                    public override void Draw(CGRect rect)
                    {
                        base.Draw(rect);
                        var bar = new CGRect(0, 0, rect.Width / 2, rect.Height);
                        UIColor.Blue.SetFill();
                        UIGraphics.RectFill(bar);
                    }
                }
                """),
            .flagged(.objc, """
                @interface RatingView : UIView
                @end
                @implementation RatingView
                - (void)drawRect:(CGRect)rect {
                    [|self.starView.transform|] = CGAffineTransformMakeScale(self.rating, self.rating);
                    [[UIColor yellowColor] setFill];
                    UIRectFill(rect);
                }
                @end
                """),
            .silent(.objc, """
                @interface RatingView : UIView
                @end
                @implementation RatingView
                - (void)drawRect:(CGRect)rect {
                    CGContextRef context = UIGraphicsGetCurrentContext();
                    CGContextTranslateCTM(context, 0, CGRectGetHeight(self.bounds));
                    [[UIColor yellowColor] setFill];
                    UIRectFill(CGRectInset(rect, 1, 1));
                }
                @end
                """),
            .silent(.objc, """
                @interface SegmentedControl : UIView
                @end
                @implementation SegmentedControl
                - (instancetype)initWithFrame:(CGRect)frame {
                    if ((self = [super initWithFrame:frame])) {
                        [self.scrollView.layer addSublayer:self.stripeLayer];
                    }
                    return self;
                }
                - (void)drawRect:(CGRect)rect {
                    self.stripeLayer.frame = [self frameForStripe];
                }
                @end
                """),
            .flagged(.swift, """
                final class GaugeView: UIView {
                    override func draw(_ rect: CGRect) {
                        [|updateNeedle()|]
                        UIColor.red.setFill()
                    }
                    func valueChanged() { updateNeedle() }
                    private func updateNeedle() {
                        needle.transform = CGAffineTransform(rotationAngle: angle)
                    }
                }
                """),
            .silent(.swift, """
                final class GaugeView: UIView {
                    override func draw(_ rect: CGRect) {
                        drawTicks()
                        UIColor.red.setFill()
                    }
                    func valueChanged() { drawTicks() }
                    private func drawTicks() {
                        let path = UIBezierPath(rect: bounds.insetBy(dx: 4, dy: 4))
                        path.stroke()
                    }
                }
                """),
            .flagged(.csharp, """
                public class GaugeView : UIView
                {
                    public override void Draw(CGRect rect)
                    {
                        [|UpdateNeedle()|];
                    }
                    public void ValueChanged() { UpdateNeedle(); }
                    void UpdateNeedle() { needle.Transform = CGAffineTransform.MakeRotation(angle); }
                }
                """),
            .silent(.csharp, """
                public class GaugeView : UIView
                {
                    public override void Draw(CGRect rect)
                    {
                        DrawTicks();
                    }
                    public void ValueChanged() { DrawTicks(); }
                    void DrawTicks() { UIGraphics.RectFill(Bounds); }
                }
                """),
            .flagged(.objc, """
                @interface GaugeView : UIView
                @end
                @implementation GaugeView
                - (void)drawRect:(CGRect)rect {
                    [|[self updateNeedle]|];
                }
                - (void)valueChanged { [self updateNeedle]; }
                - (void)updateNeedle { self.needle.transform = CGAffineTransformMakeRotation(self.angle); }
                @end
                """),
            .silent(.objc, """
                @interface GaugeView : UIView
                @end
                @implementation GaugeView
                - (void)drawRect:(CGRect)rect {
                    [self drawTicks];
                }
                - (void)valueChanged { [self drawTicks]; }
                - (void)drawTicks { UIRectFill(self.bounds); }
                @end
                """),
            .silent(.objc, """
                @interface RichTextView : UIView
                @property (nonatomic) RichTextLayout *model;
                @end
                @implementation RichTextView
                - (void)drawRect:(CGRect)rect {
                    [self updateModel];
                    [self updateStripe];
                }
                - (void)updateModel { self.model.bounds = self.bounds; }
                - (void)updateStripe {
                    [self.scrollView.layer addSublayer:self.stripeLayer];
                    self.stripeLayer.frame = CGRectInset(self.bounds, 0, 4);
                }
                @end
                """),
            // Drawing that reads a property runs its getter, not its setter: a setter that resizes
            // the view runs where the property is assigned.
            .silent(.csharp, """
                public class TokenView : UIView
                {
                    UIFont font = UIFont.SystemFontOfSize(14);
                    public UIFont Font
                    {
                        get { if (font == null) font = UIFont.SystemFontOfSize(14); return font; }
                        set { font = value; SizeToFit(); }
                    }
                    public override void Draw(CGRect rect)
                    {
                        new NSString("token").DrawString(rect, Font);
                    }
                }
                """),
            .flagged(.csharp, """
                public class TokenView : UIView
                {
                    UIFont font = UIFont.SystemFontOfSize(14);
                    public override void Draw(CGRect rect)
                    {
                        [|Refit()|];
                        new NSString("token").DrawString(rect, font);
                    }
                    public void FontChanged() { Refit(); }
                    void Refit() { Frame = new CGRect(Frame.Location, new CGSize(80, 20)); }
                }
                """),
            // A layer the drawing code makes and frames before hanging it is new, like a local; one
            // made elsewhere and framed again while the view draws is not. (A view built while
            // drawing is still flagged: each pass builds it again.)
            .silent(.swift, """
                final class RingView: UIView {
                    private var ring: CAShapeLayer?
                    override func draw(_ rect: CGRect) {
                        ring = CAShapeLayer()
                        ring?.frame = bounds
                        layer.addSublayer(ring!)
                    }
                }
                """),
            .flagged(.swift, """
                final class RingView: UIView {
                    private let ring = CAShapeLayer()
                    override func draw(_ rect: CGRect) {
                        [|ring.frame|] = bounds
                    }
                }
                """),
            .silent(.objc, """
                @interface RingView : UIView
                @property (nonatomic, strong) CAShapeLayer *ring;
                @end
                @implementation RingView
                - (void)drawRect:(CGRect)rect {
                    [self setUpRing];
                }
                - (void)setUpRing {
                    self.ring = [CAShapeLayer layer];
                    [self.ring setFrame:[self bounds]];
                    [self.layer addSublayer:self.ring];
                }
                @end
                """),
            .flagged(.objc, """
                @interface RingView : UIView
                @property (nonatomic, strong) CAShapeLayer *ring;
                @end
                @implementation RingView
                - (void)drawRect:(CGRect)rect {
                    [self setUpRing];
                }
                - (void)setUpRing {
                    [|[self.ring setFrame:[self bounds]]|];
                }
                @end
                """),
            .silent(.csharp, """
                public class RingView : UIView
                {
                    CAShapeLayer ring;
                    public override void Draw(CGRect rect)
                    {
                        ring = new CAShapeLayer();
                        ring.Frame = Bounds;
                        Layer.AddSublayer(ring);
                    }
                }
                """),
            .flagged(.csharp, """
                public class RingView : UIView
                {
                    CAShapeLayer ring = new CAShapeLayer();
                    public override void Draw(CGRect rect)
                    {
                        [|ring.Frame|] = Bounds;
                    }
                }
                """),
        ])

    static let pattern = Pattern.writes(.frame, .bounds, .center, .transform)
        .alsoCalling("sizeToFit", "SizeToFit")
        .where(.inView, .inDrawingPass, .any(.aGeometryWrite, .resizesToFit, .callsAHelperThat(.writesGeometry, always: false, outside: .drawing)))
        .unless(.receiverIsLocal, .receiverIsALayerMadeEarlierInTheFunction, .receiverIsAnotherViewsLayer, .receiverIsALayoutObject)
        .reportedOncePerStatement()
        .includingHelperCalls(in: .drawing)
        .message { m, ctx in
            let layout = ctx.language == .csharp ? "LayoutSubviews" : "layoutSubviews"
            if m.helperCall != nil {
                return "`\(m.lineText)` changes a view's frame, bounds, center or transform while the view draws, which invalidates the layout and the backing store being drawn; do it in `\(layout)` and keep drawing to drawing"
            }
            if m.call != nil {
                return "`\(m.text)` resizes a view while the view draws, which invalidates the layout and the backing store being drawn; size it in `\(layout)` and keep drawing to drawing"
            }
            return "`\(m.lineText)` is changed while the view draws, which invalidates the layout and the backing store being drawn; change it in `\(layout)` and keep drawing to drawing"
        }
}

// MARK: Conditions only this rule asks

private extension Condition {
    /// `label.sizeToFit()`, `[label sizeToFit]`, C# `label.SizeToFit()`: the view's bounds change.
    static let resizesToFit = Condition("resizes a view to fit") { m, _ in
        guard let c = m.call, m.helperCall == nil else { return false }
        return c.methodName == "sizeToFit" || c.methodName == "SizeToFit"
    }

    /// The match is a write of geometry (not a call of a helper).
    static let aGeometryWrite = Condition("a write of geometry") { m, _ in m.access?.isWrite == true }

    /// In `draw(_:)`, `drawRect:`, `Draw(CGRect)` or a helper only they call (`Phase.drawing`).
    static let inDrawingPass = Condition("in a drawing pass", words: Array(Lifecycle.names(.drawing))) { m, ctx in ctx.phase(at: m.anchor) == .drawing }

    /// The receiver is a local of the function (a layer or view it is making, not yet part of
    /// what is on screen).
    static let receiverIsLocal = Condition("the receiver is a local") { m, _ in
        (m.access?.receiver ?? m.call?.receiver)?.rootIsLocal == true
    }

    /// The receiver is a layer the same function made before the write (`self.ring =
    /// [CAShapeLayer layer]; [self.ring setFrame:self.bounds];`): like a local, it is new, and
    /// giving it its first frame changes nothing already laid out or drawn.
    static let receiverIsALayerMadeEarlierInTheFunction = Condition("the receiver is a layer made earlier in the function") { m, ctx in
        guard let a = m.access else { return false }
        return ViewTree.isLayerMadeEarlierInFunction(a, ctx.fileContext)
    }

    /// The receiver is a layer the type hangs in another view's layer tree
    /// (`[self.scrollView.layer addSublayer:self.stripeLayer]`): its frame is that view's
    /// geometry, not the drawing view's.
    static let receiverIsAnotherViewsLayer = Condition("the receiver is a layer in another view") { m, ctx in
        guard let r = m.access?.receiver, let t = ctx.structure.type(at: m.anchor) else { return false }
        return ViewTree.isLayerOfAnotherView(r, inType: t, ctx.fileContext)
    }

    /// The receiver is a layout object, not a view (`self.textLayout.bounds = …`, a property the
    /// file declares as `SETextLayout`): its bounds is a number it computes with.
    static let receiverIsALayoutObject = Condition("the receiver is a layout object") { m, ctx in
        guard let r = m.access?.receiver, let path = ViewPaths.view(r) else { return false }
        return ViewPaths.namesALayoutObject(path, declared: ctx.facts.derived.layoutObjectNames(ctx.tokens))
    }
}
