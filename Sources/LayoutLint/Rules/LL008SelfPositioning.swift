/// LL008: a view moving or resizing itself.
struct SelfPositioningRule: Rule {
    static let description = RuleDescription(
        code: "LL008", name: "self-positioning", isOptIn: true,
        summary: "Flags a view type that writes its own `frame` or `center`.",
        rationale: """
            Layout in UIKit flows top-down: a view's owner (usually its superview or view controller) \
            sizes and places it, and the view lays out its own children. A view that writes its own \
            `frame` or `center` competes with its owner: whichever runs last wins, animations and \
            rotations jump, and the parent can no longer reason about where its children are. \
            Views that are their own owner are the exception: windows and map annotation views, \
            a HUD or overlay that adds itself to a window or view, a view applying the frame its \
            caller passed (`apply(_ layoutAttributes:)`), a view the user drags, and a view setting \
            its first frame while it is being constructed, before anyone else has placed it. This \
            rule is opt-in: on real code most views that move or size themselves do it on purpose \
            (swipe-to-reveal cells, picture-in-picture panels, bar items sizing to their content), \
            and that intent is rarely visible from the view's own file.
            """,
        fix: """
            Move the assignment to the owner (the superview's `layoutSubviews` or the controller's \
            `viewDidLayoutSubviews`), or let the view report its preferred size through \
            `sizeThatFits(_:)` / `intrinsicContentSize` and call `invalidateIntrinsicContentSize()`.
            """,
        examples: [
            .flagged(.swift, """
                final class ToastView: UIView {
                    func show(in width: CGFloat) {
                        [|self.frame|] = CGRect(x: 0, y: 0, width: width, height: 44)
                        frame.origin.y += 10
                        center = CGPoint(x: width / 2, y: 80)
                    }
                    func nudge() { [|center|].y -= 4 }
                }
                """),
            .silent(.swift, """
                final class ToastView: UIView {
                    private let label = UILabel()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addSubview(label)
                    }
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        label.frame = bounds
                        label.center = CGPoint(x: bounds.midX, y: bounds.midY)
                    }
                }
                """),
            .silent(.swift, """
                final class ToastView: UIView {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        self.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                    func show(in window: UIWindow) {
                        window.addSubview(self)
                        frame = window.bounds.insetBy(dx: 20, dy: 40)
                    }
                }
                final class SeparatorView: UICollectionReusableView {
                    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
                        frame = layoutAttributes.frame
                    }
                }
                final class PinView: MKAnnotationView {
                    func resize() { frame = CGRect(x: 0, y: 0, width: 30, height: 30) }
                }
                """),
            .silent(.swift, """
                final class OverlayWindow: UIWindow {
                    func cover(_ screen: UIScreen) { frame = screen.bounds }
                }
                final class SnappingView: UIView {
                    override var frame: CGRect {
                        get { super.frame }
                        set { super.frame = newValue.integral }
                    }
                }
                """),
            .flagged(.csharp, """
                public class ToastView : UIView
                {
                    public void Show(nfloat width)
                    {
                        [|Frame|] = new CGRect(0, 0, width, 44);
                        this.Center = new CGPoint(width / 2, 80);
                    }
                }
                """),
            .silent(.csharp, """
                public class ToastView : UIView
                {
                    UILabel label = new UILabel();
                    public ToastView(CGRect frame) : base(frame) { AddSubview(label); }
                    public override void LayoutSubviews()
                    {
                        label.Frame = Bounds;
                        AddSubview(new UIView { Frame = Bounds, Center = label.Center });
                    }
                }
                """),
            .silent(.csharp, """
                public class ReceivedFrameEventArgs : EventArgs
                {
                    public ReceivedFrameEventArgs(Message.Frame frame) { Frame = frame; }
                    public Message.Frame Frame { get; set; }
                }
                """, inDocs: false),
            .silent(.csharp, """
                public class LoadingOverlay : UIView
                {
                    public LoadingOverlay(CGRect frame) : base(frame) { Frame = new CGRect(0, 20, 320, 40); }
                    public static LoadingOverlay Show(UIView parent)
                    {
                        var overlay = new LoadingOverlay(CGRect.Empty);
                        parent.AddSubview(overlay);
                        return overlay;
                    }
                    public void Cover(UIView parent) { Frame = parent.Bounds; }
                    public void Place(CGRect frame) { Frame = frame; }
                }
                """),
            .silent(.csharp, """
                public class OverlayWindow : UIWindow
                {
                    public void Cover(UIScreen screen) { Frame = screen.Bounds; }
                }
                """),
            .flagged(.objc, """
                @interface ToastView : UIView
                @end
                @implementation ToastView
                - (void)showInWidth:(CGFloat)width {
                    [|self.frame|] = CGRectMake(0, 0, width, 44);
                    [self setCenter:CGPointMake(width / 2, 80)];
                }
                @end
                """),
            .silent(.objc, """
                @interface NibCell : UICollectionViewCell
                @end
                @implementation NibCell
                - (instancetype)initWithFrame:(CGRect)frame {
                    self = [[[self class] nib] instantiateWithOwner:nil options:nil].firstObject;
                    self.frame = frame;
                    return self;
                }
                @end
                """, inDocs: false),
            .silent(.objc, """
                @interface ProgressHUD : UIView
                @end
                @implementation ProgressHUD
                + (instancetype)showAddedTo:(UIView *)view {
                    ProgressHUD *hud = [[self alloc] initWithFrame:view.bounds];
                    [view addSubview:hud];
                    return hud;
                }
                - (void)didMoveToSuperview { self.frame = self.superview.bounds; }
                - (void)applyLayoutAttributes:(UICollectionViewLayoutAttributes *)attributes { self.frame = attributes.frame; }
                @end
                """),
            .silent(.objc, """
                @interface OverlayWindow : UIWindow
                @end
                @implementation OverlayWindow
                - (void)cover { self.frame = [UIScreen mainScreen].bounds; }
                @end
                """),
            .silent(.objc, """
                @interface SnappingView : UIView
                @end
                @implementation SnappingView
                - (void)setFrame:(CGRect)frame { [super setFrame:CGRectIntegral(frame)]; }
                - (void)layoutSubviews { [super layoutSubviews]; self.label.frame = self.bounds; }
                @end
                """),
            .silent(.swift, """
                final class PictureInPictureView: UIView {
                    private var start = CGPoint.zero
                    @objc private func dragged(_ pan: UIPanGestureRecognizer) {
                        if pan.state == .began { start = center }
                        let t = pan.translation(in: superview)
                        center = CGPoint(x: start.x + t.x, y: start.y + t.y)
                    }
                    func snap(to corner: CGRect) { frame = corner }
                }
                """),
            .silent(.csharp, """
                public class FloatingBadge : UIView
                {
                    public override void TouchesMoved(NSSet touches, UIEvent evt)
                    {
                        var touch = (UITouch)touches.AnyObject;
                        Center = touch.LocationInView(Superview);
                    }
                    public void Park(CGRect slot) { Frame = slot; }
                }
                """),
            .silent(.objc, """
                @interface SwipeCell : UITableViewCell
                @end
                @implementation SwipeCell
                - (void)handlePan:(UIPanGestureRecognizer *)pan {
                    CGPoint c = self.center;
                    c.x += [pan translationInView:self.superview].x;
                    self.center = c;
                }
                - (void)resetSwipe { self.center = CGPointMake(CGRectGetMidX(self.superview.bounds), self.center.y); }
                @end
                """),
        ])

    static let pattern = Pattern.writes(.frame, .center)
        .where(.inView, .receiverIsOwnView)
        .unless(.inWindow, .insideOwnProperty(.frame), .insideOwnProperty(.center), .duringConstruction,
                .assigningWhatTheCallerPassed, .typeAddsItselfToAView, .typeIsDraggedByTheUser, .writtenEarlierInFunction)
        .message { m, _ in
            "a view must not set its own `\(m.text)`: its owner sizes and positions it; move this to the superview's or controller's layout code"
        }
}
