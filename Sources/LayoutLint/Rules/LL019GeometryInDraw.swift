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
        ])

    static let pattern = Pattern.writes(.frame, .bounds, .center, .transform)
        .where(.inView, .inDrawingPass)
        .unless(.receiverIsLocal, .receiverIsAnotherViewsLayer)
        .reportedOncePerStatement()
        .message { m, ctx in
            let layout = ctx.language == .csharp ? "LayoutSubviews" : "layoutSubviews"
            return "`\(m.lineText)` is changed while the view draws, which invalidates the layout and the backing store being drawn; change it in `\(layout)` and keep drawing to drawing"
        }
}
