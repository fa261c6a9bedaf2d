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

// MARK: Conditions only this rule asks

private extension Condition {
    /// Inside a view that places itself (a window, a map annotation view).
    static let inWindow = Condition("inside a window") { _, ctx in ctx.role == .window }

    /// The value written is what the caller passed: a parameter of the enclosing function, or a
    /// parameter's frame (`self.frame = layoutAttributes.frame` in `apply(_:)`, `Frame = frame`
    /// in `Show(CGRect frame)`). The owner chose that geometry; the view only applies it.
    static let assigningWhatTheCallerPassed = Condition("assigning what the caller passed") { m, ctx in
        guard let a = m.access, let v = a.value, let f = ctx.function(at: a.nameToken) else { return false }
        let ts = ctx.tokens
        guard ts.kind(v.lowerBound) == .identifier, f.parameters.contains(ts.name(v.lowerBound)) else { return false }
        if v.count == 1 { return true }
        return v.count == 3 && ts.isPunct(v.lowerBound + 1, ".") && GeometryMember(ts.word(v.lowerBound + 2)) == a.member
    }

    /// An earlier statement of the same function already writes the same member of the same view
    /// (`var f = frame; f.size.height = h; frame = f` is one decision): one finding per function.
    static let writtenEarlierInFunction = Condition("written earlier in the function") { m, ctx in
        guard let a = m.access, a.isWrite else { return false }
        return GeometryWrites.earlierInFunction(of: .frame, .center, sameViewAs: a, before: a.nameToken, ctx.fileContext).contains { w in
            ctx.structure.compiledTogether(w.nameToken, a.nameToken)
        }
    }

    /// The type puts itself into the view tree: some method of it adds `self` (or an instance of
    /// the type it has just made) to a view or window, as HUDs, toasts, popups and overlays do.
    /// Such a view is its own owner: it sizes and places itself in the container it chose.
    static let typeAddsItselfToAView = Condition("the type adds itself to a view") { m, ctx in
        guard let t = ctx.structure.type(at: m.anchor) else { return false }
        let ts = ctx.tokens, s = ctx.structure
        let typeName = s.types[t].name
        return ctx.facts.index.calls(inType: t).lazy.map { ctx.facts.calls[$0] }.contains { c in
            guard ViewTree.addingCalls.contains(c.methodName),
                  let argument = c.arguments.first, let arg = CallArguments.value(ts, argument) else { return false }
            if arg.count == 1, ts.word(arg.lowerBound) == .kSelf || ts.word(arg.lowerBound) == .kThis { return true }
            guard arg.count == 1, ts.kind(arg.lowerBound) == .identifier,
                  let local = s.local(named: ts.name(arg.lowerBound), at: arg.lowerBound) else { return false }
            return ViewTree.declaresInstance(of: typeName, local.nameToken, ts)
        }
    }

    /// The user drags the view: a method of the type that handles a pan gesture or moving touches
    /// writes a center, frame or transform (a picture-in-picture window, a swipe-to-reveal cell, a
    /// draggable badge). Where it sits is the view's own state, kept by the view, not a layout its
    /// owner computes.
    static let typeIsDraggedByTheUser = Condition("the user drags the view") { m, ctx in
        guard let t = ctx.structure.type(at: m.anchor) else { return false }
        let s = ctx.structure
        let handlers = ctx.facts.derived.members(of: t, s).map { s.functions[$0] }.filter { f in
            f.parameterTypes.contains { $0.hasSuffix("PanGestureRecognizer") } || ["touchesMoved", "TouchesMoved"].contains(f.name)
        }
        // The writes inside each handler's body, found by position.
        return handlers.contains { f in
            ctx.facts.index.accesses(namedIn: f.bodyRange).contains { k in
                let a = ctx.facts.accesses[k]
                return a.isWrite && (a.member == .center || a.member == .frame || a.member == .transform)
            }
        }
    }
}
