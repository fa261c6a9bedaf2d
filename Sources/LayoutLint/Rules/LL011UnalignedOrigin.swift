/// LL011: an origin computed by halving, left off the pixel grid.
struct UnalignedOriginRule: Rule {
    static let description = RuleDescription(
        code: "LL011", name: "unaligned-origin", severity: .note, isOptIn: true,
        summary: "Flags a frame origin computed with `/ 2` or `* 0.5` and not rounded to whole points.",
        rationale: """
            Centering by halving (`(container - size) / 2`) gives a fractional origin whenever the \
            difference is odd. A view whose origin is not on the pixel grid is drawn anti-aliased: \
            text and hairlines turn blurry (the simulator's "Color Misaligned Images" shows them). \
            The math is right; the result just needs rounding. \
            The rule is opt-in, and reports notes when selected: the blur is real but cosmetic, and \
            on real code most halves it meets come out whole from sizes set elsewhere (a fixed cell \
            height, an image asset) or sit on views whose size is fractional anyway (a zooming view, \
            an aspect-fit image), so the audits found few findings people would act on.
            """,
        fix: """
            Round the coordinate: `floor(…)`, `.rounded()`, `(bounds.width - w) / 2` → \
            `((bounds.width - w) / 2).rounded(.down)`, or round the whole rect with `.integral`. \
            C#: `(nfloat)Math.Floor(…)` or an `(int)` cast.
            """,
        examples: [
            .flagged(.swift, """
                final class EmptyStateView: UIView {
                    private let icon = UIImageView()
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        icon.frame = CGRect(x: [|(bounds.width - 24) / 2|], y: [|(bounds.height - 24) / 2|], width: 24, height: 24)
                        icon.frame.origin.x = [|(bounds.width - icon.frame.width) * 0.5|]
                        badge.frame = CGRect(origin: CGPoint(x: [|bounds.width / 2|], y: 4), size: badge.bounds.size)
                    }
                }
                """),
            .silent(.swift, """
                final class EmptyStateView: UIView {
                    private let icon = UIImageView()
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        icon.frame = CGRect(x: floor((bounds.width - 24) / 2), y: ((bounds.height - 24) / 2).rounded(),
                                            width: bounds.width / 2, height: 24)
                    }
                }
                """),
            .silent(.swift, """
                final class EmptyStateView: UIView {
                    private let icon = UIImageView()
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        icon.frame = CGRect(x: (bounds.width - 24) / 2,
                                            y: (bounds.height - 24) / 2,
                                            width: 24, height: 24).integral
                        var r = CGRect(x: (bounds.width - 24) / 2, y: 0, width: 24, height: 24)
                        r = r.integral
                        icon.frame = r
                        icon.frame = CGRect(x: 10 / 2, y: 0, width: 24, height: 24)
                    }
                }
                """),
            .flagged(.swift, """
                final class ProfileHeader: UIView {
                    private let avatar = UIImageView(), title = UILabel()
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        avatar.frame.origin = CGPoint(x: 16, y: [|bounds.midY - avatarSize.height / 2|])
                        var rect = CGRect(x: 0, y: 0, width: 120, height: 20)
                        rect.origin.x = [|(bounds.width - rect.width) / 2.0|]
                        title.frame = rect
                    }
                }
                """),
            .silent(.swift, """
                final class ProfileHeader: UIView {
                    private let avatar = UIImageView()
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        avatar.frame = CGRect(x: (bounds.width - 40) / 2, y: 8, width: 40, height: 40)
                        avatar.frame = avatar.frame.integral
                    }
                    override var center: CGPoint {
                        didSet { avatar.frame = CGRect(x: center.x - avatar.bounds.width / 2, y: 0, width: 40, height: 40) }
                    }
                }
                """),
            .silent(.swift, """
                final class IntervalSlider: UIControl {
                    override func draw(_ rect: CGRect) {
                        let mark = CGRect(x: rect.minX, y: rect.midY - 3 / 2, width: (rect.width - 6) / 2, height: 3)
                        let knob = CGRect(x: (rect.width - 20) / 2, y: 0, width: 20, height: 20)
                        UIBezierPath(rect: knob).fill()
                    }
                }
                """),
            .flagged(.csharp, """
                public static class Centering
                {
                    public static void Center(UIView child, nfloat width, nfloat height)
                    {
                        var parentBounds = child.Superview.Bounds;
                        child.Frame = new CGRect
                        {
                            X = [|(parentBounds.Width - width) / 2|],
                            Y = [|(parentBounds.Height - height) / 2|],
                            Width = width,
                            Height = height,
                        };
                        child.Frame = new CGRect([|(parentBounds.Width - width) / 2|], 0, width, height);
                        var frame = child.Frame;
                        frame.Y = [|(parentBounds.Height - frame.Height) / 2f|];
                        child.Frame = frame;
                    }
                }
                """),
            .silent(.csharp, """
                public static class Centering
                {
                    public static void Center(UIView child, nfloat width)
                    {
                        var frame = child.Frame;
                        frame.X = NMath.Floor((child.Superview.Bounds.Width - width) / 2);
                        frame.Y = 10 / 2;
                        child.Frame = frame;
                        var size = child.Frame;
                        size.Y = (child.Superview.Bounds.Height - size.Height) / 2;
                        Console.WriteLine(size);
                    }
                }
                """),
            .silent(.csharp, """
                public static class Centering
                {
                    public static void Center(UIView child, nfloat width, nfloat height)
                    {
                        var parentBounds = child.Superview.Bounds;
                        child.Frame = new CGRect
                        {
                            X = (int)((parentBounds.Width - width) / 2),
                            Y = (nfloat)Math.Floor((parentBounds.Height - height) / 2),
                            Width = width / 2,
                            Height = height,
                        };
                    }
                }
                """),
            .silent(.csharp, """
                public class ShareController : UIViewController
                {
                    void Share(UIPopoverPresentationController popover)
                    {
                        popover.SourceRect = new CGRect(View.Bounds.Width / 2, View.Bounds.Height / 2, 0, 0);
                    }
                }
                """),
            .silent(.csharp, """
                public class Tile : UIView
                {
                    public override void LayoutSubviews()
                    {
                        Subviews[0].Frame = new CGRect(Math.Round((Bounds.Width - 20) / 2), 0, 20, 20);
                        Subviews[1].Frame = new CGRect(8 / 2, 0, 20, 20);
                    }
                }
                """),
            .flagged(.csharp, """
                public class ProfileHeader : UIView
                {
                    UIImageView avatar = new UIImageView();
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        avatar.Frame = new CGRect(16, [|Bounds.GetMidY() - AvatarSize / 2|], AvatarSize, AvatarSize);
                    }
                }
                """),
            .silent(.csharp, """
                public class ProfileHeader : UIView
                {
                    UIImageView avatar = new UIImageView();
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        avatar.Frame = new CGRect(16, Bounds.GetMidY() - AvatarSize / 2, AvatarSize, AvatarSize);
                        avatar.Frame = avatar.Frame.Integral();
                    }
                }
                """),
            .flagged(.csharp, """
                public class TwoLineButton : UIButton
                {
                    const int Spacing = 4;
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        nfloat x = 40, height = Bounds.Height / 2f - Spacing;
                        BottomLabel.Frame = new CGRect(x, [|Bounds.Height - height - Spacing / 2f|], 100, height);
                        TopLabel.Frame = new CGRect(x, Spacing / 2f, 100, height);
                    }
                }
                """),
            .flagged(.swift, """
                final class TwoLineButton: UIButton {
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        let half = bounds.height / 2
                        bottomLabel.frame = CGRect(x: 40, y: [|half + 2|], width: 100, height: half - 2)
                        let rounded = (bounds.height / 2).rounded()
                        topLabel.frame = CGRect(x: 40, y: rounded - 20, width: 100, height: 18)
                    }
                }
                """),
            .flagged(.objc, """
                @implementation DayCell
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    if (self.subtitle) {
                        CGFloat height = self.titleLabel.font.lineHeight * 2;
                        self.titleLabel.frame = CGRectMake(0, [|(CGRectGetHeight(self.contentView.bounds) - height) * 0.5|], 40, height);
                    } else {
                        self.titleLabel.frame = CGRectMake(0, 0, 40, floor(CGRectGetHeight(self.contentView.bounds)));
                    }
                }
                @end
                """),
            .silent(.csharp, """
                public class LoadingOverlay : UIView
                {
                    CALayer dotLayer = new CALayer();
                    public LoadingOverlay(CGRect frame) : base(frame)
                    {
                        nfloat centerX = Frame.Width / 2;
                        nfloat labelWidth = Frame.Width - 20;
                        label = new UILabel(new CGRect(centerX - labelWidth / 2, 10, labelWidth, 22));
                        dotLayer.Frame = new CGRect((Frame.Width - 5) / 2, 4, 5, 5);
                    }
                }
                """),
            .silent(.objc, """
                @implementation AlertView
                - (void)layoutCircle {
                    self.circleHeight = 56.0f;
                    self.iconHeight = 20.0f;
                    self.icon.frame = CGRectMake((self.circleHeight - self.iconHeight) / 2, 8, self.iconHeight, self.iconHeight);
                    UIView *snapshot = [self.card snapshotViewAfterScreenUpdates:NO];
                    snapshot.frame = CGRectMake((CGRectGetWidth(self.bounds) - 101) / 2, 0, 101, 40);
                }
                @end
                """),
            .flagged(.objc, """
                @implementation AlertView
                - (void)layoutCircle {
                    self.circleHeight = 56.0f;
                    if (self.large) { self.iconHeight = 20.0f; }
                    self.icon.frame = CGRectMake([|(self.circleHeight - self.iconHeight) / 2|], 8, self.iconHeight, self.iconHeight);
                }
                @end
                """),
            .silent(.objc, """
                @implementation CropView
                - (void)moveCropBoxToCenter {
                    CGRect frame = self.cropBoxFrame;
                    frame.origin.x = (CGRectGetWidth(self.bounds) - frame.size.width) * 0.5;
                    self.cropBoxFrame = frame;  // its setter rounds it
                }
                @end
                """),
            .flagged(.objc, """
                #define HEADER_HEIGHT 50
                #define BADGE_SIZE 21
                @implementation HeaderCell
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    self.badge.frame = CGRectMake(8, [|(HEADER_HEIGHT - BADGE_SIZE) / 2.0|], BADGE_SIZE, BADGE_SIZE);
                }
                @end
                """),
            .silent(.objc, """
                #define HEADER_HEIGHT 50
                #define AVATAR_SIZE 30
                @implementation HeaderCell
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    self.avatar.frame = CGRectMake(8, (HEADER_HEIGHT - AVATAR_SIZE) / 2.0, AVATAR_SIZE, AVATAR_SIZE);
                }
                @end
                """),
            .silent(.swift, """
                final class HeaderView: UIView {
                    private static let rowHeight: CGFloat = 60
                    private let avatarSize: CGFloat = 40
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        avatar.frame = CGRect(x: 8, y: (Self.rowHeight - avatarSize) / 2, width: avatarSize, height: avatarSize)
                    }
                }
                """),
            .flagged(.objc, """
                @interface EmptyStateView : UIView
                @end
                @implementation EmptyStateView
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    self.icon.frame = CGRectMake([|(CGRectGetWidth(self.bounds) - 24) / 2|], 8, 24, 24);
                }
                @end
                """),
            .silent(.objc, """
                @interface EmptyStateView : UIView
                @end
                @implementation EmptyStateView
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    CGFloat w = CGRectGetWidth(self.bounds);
                    self.icon.frame = CGRectMake(floorf((w - 24) / 2), 8, 24, 24);
                    self.badge.frame = CGRectIntegral(CGRectMake((w - 10) / 2, 0, 10, 10));
                }
                @end
                """),
            .flagged(.objc, """
                @interface ProfileHeader : UIView
                @end
                @implementation ProfileHeader
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    CGRect frame = self.title.frame;
                    frame.origin.y = [|(CGRectGetHeight(self.bounds) - frame.size.height) / 2|];
                    self.title.frame = frame;
                }
                @end
                """),
            .silent(.objc, """
                @interface ProfileHeader : UIView
                @end
                @implementation ProfileHeader
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    self.title.frame = CGRectMake((CGRectGetWidth(self.bounds) - 100) / 2, 0, 100, 20);
                    self.title.frame = CGRectIntegral(self.title.frame);
                }
                @end
                """),
            .silent(.objc, """
                @interface MeterView : UIView
                @end
                @implementation MeterView
                - (void)drawRect:(CGRect)rect {
                    UIRectFill(CGRectMake((CGRectGetWidth(rect) - 4) / 2, 0, 4, 4));
                }
                @end
                """),
        ])

    static let pattern = Pattern.rectangleOrigins
        .where(.becomesViewFrame, .halvedWithoutRounding)
        .unless(.frameRoundedLaterInFunction, .insideOwnProperty(.center), .placesAShapeLayer)
        .message { m, ctx in
            let axis = m.origin?.axis ?? "x"
            let fix = ctx.language == .csharp ? "`(nfloat)Math.Floor(…)`" : "`floor(…)` or `.rounded()`"
            return "origin \(axis) `\(m.text)` halves a length without rounding, so the view can land between pixels; round it with \(fix)"
        }
}

// MARK: Conditions only this rule asks

private extension Condition {
    /// The rectangle whose origin this is becomes a view's frame.
    static let becomesViewFrame = Condition("becomes a view's frame") { m, ctx in
        guard let o = m.origin else { return false }
        return PixelAlignment.becomesFrame(o, ctx.fileContext)
    }

    /// The rectangle becomes the frame of a layer that only paints a fill, border or path (a dot,
    /// a selection circle, a shape layer), or of a snapshot made for a transition: its edges are
    /// anti-aliased wherever it sits, or it is gone when the transition ends. Layers named for text,
    /// images or video are not among them.
    static let placesAShapeLayer = Condition("places a layer that paints only a shape") { m, ctx in
        guard let o = m.origin, let target = GeometryWrites.frameWrite(of: o, ctx.fileContext) else { return false }
        guard !target.receiver.isOpaque, let last = target.receiver.components.last else { return false }
        let name = last.lowercased()
        if ["text", "image", "player", "content", "video", "label", "title"].contains(where: { name.contains($0) }) { return false }
        if name.hasSuffix("layer"), name != "layer" { return true }
        // A snapshot made for a transition (`snapshotView(afterScreenUpdates:)`), gone once it ends.
        if target.receiver.rootIsLocal, target.receiver.components.count == 1,
           let l = ctx.structure.local(named: last, at: target.receiverStart),
           Statements.around(ctx.tokens, l.nameToken).contains(where: { ctx.tokens.kind($0) == .identifier && ctx.tokens.name($0).lowercased().contains("snapshotview") }) {
            return true
        }
        // A local declared or made as a plain or shape layer (`let dot = CALayer()`).
        guard target.receiver.rootIsLocal, target.receiver.components.count == 1,
              let l = ctx.structure.local(named: last, at: target.receiverStart) else { return false }
        let ts = ctx.tokens
        return Statements.around(ts, l.nameToken).contains { k in
            guard ts.kind(k) == .identifier else { return false }
            let n = ts.name(k)
            return ["CALayer", "CAShapeLayer", "CAGradientLayer"].contains(n) || (n.lowercased().hasPrefix("layer") && ts.isPunct(k + 1, "("))
                || (n.hasSuffix("Layer") && ts.isPunct(k + 1, "(") && !n.contains("Text") && !n.contains("Player"))
        }
    }

    /// The origin component halves something (`/ 2`, `* 0.5`) without rounding the result.
    static let halvedWithoutRounding = Condition("halved without pixel rounding") { m, ctx in
        guard let o = m.origin else { return false }
        return PixelAlignment.unroundedHalving(o, ctx.tokens, ctx.structure,
                                               constants: ctx.facts.derived.integerConstants(ctx.tokens)) != nil
    }

    /// The view whose frame the rectangle becomes has its frame rounded later in the same function
    /// (`v.frame = v.frame.integral`, `v.frame = CGRectIntegral(v.frame)`).
    static let frameRoundedLaterInFunction = Condition("the frame is rounded later in the function") { m, ctx in
        guard let o = m.origin else { return false }
        let ts = ctx.tokens, s = ctx.structure, index = ctx.facts.index
        var target: MemberAccess?
        if let w = index.geometryWrite(feeding: o.anchor) {
            target = ctx.facts.accesses[w]
        } else if ts.word(o.anchor - 2) == .frame || ts.word(o.anchor - 2) == .Frame {
            target = index.accesses(namedIn: (o.anchor - 2)...(o.anchor - 2)).first.map { ctx.facts.accesses[$0] }
        }
        guard let t = target, t.member == .frame else { return false }
        let writes = index.writes(of: .frame, sameViewAs: t, inFunction: s.function(at: t.nameToken))
        // A later write that rounds the frame itself (`v.frame = v.frame.integral`,
        // `CGRectIntegral(v.frame)`), on a path that can follow this one (not the other arm of an if).
        return writes[index.firstPosition(in: writes, after: o.constructionEnd)...].lazy.map { ctx.facts.accesses[$0] }.contains { w in
            guard ViewPaths.same(w, t, s), let v = w.value, !Branches.exclusive(ts, o.anchor, w.nameToken) else { return false }
            let readsItsFrame = index.accesses(namedIn: v).contains { r in
                let a = ctx.facts.accesses[r]
                return a.member == .frame && !a.isWrite && ViewPaths.same(a, t, s)
            }
            return readsItsFrame && v.contains { ts.kind($0) == .identifier && PixelAlignment.isRoundingName(ts.name($0)) }
        }
    }
}
