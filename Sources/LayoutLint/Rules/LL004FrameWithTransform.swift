/// LL004: frame used on a view whose transform is not the identity.
struct FrameWithTransformRule: Rule {
    static let description = RuleDescription(
        code: "LL004", name: "frame-with-transform", isOptIn: true,
        summary: "Flags a view's `frame` read or written after the same function gives it a non-identity transform, and `frame` writes to a view that the type transforms elsewhere.",
        rationale: """
            UIKit documents `frame` as undefined when `transform` is not the identity: reading it \
            gives the bounding box of the transformed view (not its size), and writing it scales or \
            moves the view in ways that depend on the transform and the anchor point. Code that \
            rotates or scales a view and also positions it with `frame` gets a different layout \
            depending on the order the two happen in, typically after an animation. This rule is \
            opt-in: in real code most transforms it meets are animation end points (a scale back to \
            one, a view that is removed afterwards), mirror flips or right-angle turns, under which the \
            frame is still exact, and the audits found few findings people would act on.
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
                final class CropView: UIView {
                    func rotateQuarterTurn() {
                        imageView.transform = CGAffineTransform(rotationAngle: .pi / 2)
                        imageView.frame.origin = .zero  // a right-angle rotation keeps the frame exact
                        emptyView.transform = CGAffineTransform(scaleX: -1, y: 1)
                        emptyView.frame = bounds
                    }
                    func panned() {
                        container.transform = CGAffineTransform(scaleX: 0.8, y: 0.8).translatedBy(x: 40, y: 0)
                        if container.frame.origin.x > 0 { showLeftMenu() }
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
            .silent(.swift, """
                final class PulseButton: UIButton {
                    private let halo = UIView(), badge = UIView()
                    func pulse() {
                        UIView.animate(withDuration: 0.2, animations: {
                            self.halo.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
                        }, completion: { _ in
                            self.halo.transform = .identity
                        })
                    }
                    func flip(_ up: Bool) {
                        if up {
                            badge.transform = CGAffineTransform(rotationAngle: .pi)
                        } else {
                            badge.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
                        }
                    }
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        halo.frame = bounds
                        let spark = UIView()
                        spark.frame = bounds
                        badge.transform = .identity
                        badge.frame = CGRect(x: bounds.maxX - 8, y: 0, width: 8, height: 8)
                    }
                    func spin(_ spark: UIView) { spark.transform = CGAffineTransform(rotationAngle: 1) }
                }
                extension UIView {
                    func setScale(_ s: CGFloat) { transform = CGAffineTransform(scaleX: s, y: s) }
                    func setWidth(_ w: CGFloat) { frame.size.width = w }
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
            .silent(.csharp, """
                public class PulseButton : UIButton
                {
                    UIView halo = new UIView();
                    public void Pulse()
                    {
                        UIView.Animate(0.2, () => halo.Transform = CGAffineTransform.MakeScale(1.2f, 1.2f),
                            () => halo.Transform = CGAffineTransform.MakeIdentity());
                    }
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        halo.Frame = Bounds;
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
            .silent(.objc, """
                @interface PulseButton : UIButton
                @end
                @implementation PulseButton
                - (void)pulse {
                    [UIView animateWithDuration:0.2 animations:^{
                        self.halo.transform = CGAffineTransformMakeScale(1.2, 1.2);
                    } completion:^(BOOL finished) {
                        self.halo.transform = CGAffineTransformIdentity;
                    }];
                }
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    self.halo.frame = self.bounds;
                }
                @end
                @implementation UIView (Geometry)
                - (void)setScale:(CGFloat)s { self.transform = CGAffineTransformMakeScale(s, s); }
                - (void)setWidth:(CGFloat)w { CGRect f = self.frame; f.size.width = w; self.frame = f; }
                @end
                """),
        ])

    static let pattern = Pattern.accesses(.frame)
        .where(.any(.afterNonIdentityTransformInFunction, .all(.isWrite, .not(.beforeLayout), .transformedElsewhereInType)))
        .unless(.all(.onlyCompared, .onlyScaledOrMoved))  // the on-screen rectangle, tested on purpose
        .message { m, ctx in
            let view = m.receiverPrefix(ctx)
            return "`\(m.text)` is undefined while `\(ctx.spelled(.transform, after: view))` is not the identity; use `\(ctx.spelled(.bounds, after: view))` and `\(ctx.spelled(.center, after: view))`"
        }
}

// MARK: Conditions only this rule asks

private extension Condition {
    /// The access assigns the member.
    static let isWrite = Condition("a write") { m, _ in m.access?.isWrite == true }

    /// An earlier statement of the same function gave the view a transform that is not the identity.
    static let afterNonIdentityTransformInFunction = Condition("after a non-identity transform in the function") { m, ctx in
        guard let a = m.access, let t = Transforms.lastWrite(before: a, ctx.fileContext), let v = t.value else { return false }
        return !Transforms.isIdentity(ctx.tokens, v) && !Transforms.keepsFrameExact(ctx.tokens, v)
    }

    /// Some method of the type gives the same view a transform that is not the identity.
    /// Only transforms that can apply count: not one undone later in its own function (an
    /// animation's endpoint reset in the completion), not in a category or extension of a UIKit
    /// class (a bag of unrelated helpers), not on a view made just before in the write's own
    /// function, and not when the write's function puts the identity back first.
    static let transformedElsewhereInType = Condition("transformed elsewhere in the type") { m, ctx in
        guard let a = m.access, ctx.role != .foreignExtension else { return false }
        let s = ctx.structure
        let type = s.type(at: a.nameToken)
        let transformed = ctx.facts.index.writes(of: .transform, sameViewAs: a, inType: type).lazy.map { ctx.facts.accesses[$0] }.contains { t in
            Transforms.isWholeWrite(t) && ViewPaths.same(t, a, s) && s.compiledTogether(t.nameToken, a.nameToken)
                && !Transforms.isIdentity(ctx.tokens, t.value!) && !Transforms.keepsFrameExact(ctx.tokens, t.value!)
                && !Transforms.isUndoneLater(t, ctx.fileContext)
                && !Branches.exclusive(ctx.tokens, t.nameToken, a.nameToken)
        }
        guard transformed else { return false }
        if let last = Transforms.lastWrite(before: a, ctx.fileContext), let v = last.value, Transforms.isIdentity(ctx.tokens, v) { return false }
        return !Transforms.isMadeEarlierInFunction(a, ctx.fileContext)
    }

    /// A read whose value is only compared (`if view.frame.origin.x > 0`).
    static let onlyCompared = Condition("only compared") { m, ctx in
        guard let a = m.access, !a.isWrite else { return false }
        let sinks = ValueFlow.sinks(of: a, ctx.fileContext)
        return !sinks.isEmpty && sinks.allSatisfy { $0 == .comparison || $0 == .ordering }
    }

    /// Every transform the type gives the view only scales or moves it (`CGAffineTransformMakeScale`,
    /// `translatedBy`), with no rotation: its frame is still the upright on-screen rectangle.
    static let onlyScaledOrMoved = Condition("only scaled or moved") { m, ctx in
        guard let a = m.access else { return false }
        let ts = ctx.tokens, s = ctx.structure
        let writes = ctx.facts.index.writes(of: .transform, sameViewAs: a, inType: s.type(at: a.nameToken))
            .map { ctx.facts.accesses[$0] }.filter { ViewPaths.same($0, a, s) }
        return !writes.isEmpty && writes.allSatisfy { w in
            guard let v = w.value else { return false }
            if Transforms.isIdentity(ts, v) { return true }
            let names = v.filter { ts.kind($0) == .identifier }.map { ts.name($0).lowercased() }
            return names.contains { $0.contains("scale") || $0.contains("translat") }
                && !names.contains { $0.contains("rotat") || $0.contains("concat") || $0.contains("invert") }
        }
    }
}
