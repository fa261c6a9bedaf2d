/// LL004: frame used on a view whose transform is not the identity.
struct FrameWithTransformRule: Rule {
    static let description = RuleDescription(
        code: "LL004", name: "frame-with-transform",
        summary: "Flags a view's `frame` read or written after the same function gives it a non-identity transform, and `frame` writes to a view that the type transforms elsewhere.",
        rationale: """
            UIKit documents `frame` as undefined when `transform` is not the identity: reading it \
            gives the bounding box of the transformed view (not its size), and writing it scales or \
            moves the view in ways that depend on the transform and the anchor point. Code that \
            rotates or scales a view and also positions it with `frame` gets a different layout \
            depending on the order the two happen in, typically after an animation.
            """,
        fix: """
            Use `bounds` for the size and `center` for the position: both are defined under any \
            transform. Or reset `transform` to `.identity` before touching `frame`.
            """,
        examples: [
            .flagged(.swift, """
                final class CardStackView: UIView {
                    private let topCard = UIView()
                    func tilt() {
                        topCard.transform = CGAffineTransform(rotationAngle: .pi / 12)
                        let width = [|topCard.frame|].width
                    }
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        [|topCard.frame|] = bounds.insetBy(dx: 20, dy: 20)
                    }
                }
                """),
            .silent(.swift, """
                final class CardStackView: UIView {
                    private let topCard = UIView()
                    func tilt() {
                        topCard.transform = CGAffineTransform(rotationAngle: .pi / 12)
                    }
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        topCard.bounds = CGRect(x: 0, y: 0, width: bounds.width - 40, height: bounds.height - 40)
                        topCard.center = CGPoint(x: bounds.midX, y: bounds.midY)
                    }
                }
                """),
            .silent(.swift, """
                func slideOut(_ cell: UIView) {
                    cell.transform = CGAffineTransform.identity.translatedBy(x: -cell.frame.width, y: 0)
                }
                func reset(_ card: UIView, in container: UIView) {
                    card.transform = .identity
                    card.frame = container.bounds
                    card.layer.transform = CATransform3DIdentity
                    let size = card.frame.size
                }
                """),
            .flagged(.csharp, """
                public class ZoomView : UIView
                {
                    UIImageView image = new UIImageView();
                    public void Zoom(nfloat scale)
                    {
                        image.Transform = CGAffineTransform.MakeScale(scale, scale);
                        var size = [|image.Frame|].Size;
                    }
                    public override void LayoutSubviews() { [|image.Frame|] = Bounds; }
                }
                """),
            .silent(.csharp, """
                public class ZoomView : UIView
                {
                    UIImageView image = new UIImageView();
                    public void Zoom(nfloat scale)
                    {
                        image.Transform = CGAffineTransform.MakeScale(scale, scale);
                        var size = image.Bounds.Size;
                    }
                    public override void LayoutSubviews()
                    {
                        image.Bounds = Bounds;
                        image.Center = new CGPoint(Bounds.GetMidX(), Bounds.GetMidY());
                    }
                }
                """),
            .silent(.csharp, """
                public static class Reset
                {
                    public static void Apply(UIView card, CGRect target)
                    {
                        card.Transform = CGAffineTransform.MakeIdentity();
                        card.Frame = target;
                    }
                }
                """),
            .flagged(.objc, """
                @interface CardStackView : UIView
                @end
                @implementation CardStackView
                - (void)tilt {
                    self.topCard.transform = CGAffineTransformMakeRotation(M_PI / 12);
                    CGFloat width = CGRectGetWidth([|self.topCard.frame|]);
                }
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    [|self.topCard.frame|] = CGRectInset(self.bounds, 20, 20);
                }
                @end
                """),
            .silent(.objc, """
                @interface CardStackView : UIView
                @end
                @implementation CardStackView
                - (void)tilt {
                    self.topCard.transform = CGAffineTransformMakeRotation(M_PI / 12);
                }
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    self.topCard.bounds = CGRectMake(0, 0, CGRectGetWidth(self.bounds) - 40, 200);
                    self.topCard.center = CGPointMake(CGRectGetMidX(self.bounds), CGRectGetMidY(self.bounds));
                }
                @end
                """),
            .silent(.objc, """
                void ResetCard(UIView *card, CGRect target) {
                    card.transform = CGAffineTransformIdentity;
                    card.frame = target;
                }
                """),
        ])

    static let pattern = Pattern.accesses(.frame)
        .where(.any(.afterNonIdentityTransformInFunction, .all(.isWrite, .transformedElsewhereInType)))
        .message { m, ctx in
            let view = m.receiverPrefix(ctx)
            return "`\(m.text)` is undefined while `\(ctx.spelled(.transform, after: view))` is not the identity; use `\(ctx.spelled(.bounds, after: view))` and `\(ctx.spelled(.center, after: view))`"
        }
}
