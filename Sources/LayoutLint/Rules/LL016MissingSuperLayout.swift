/// LL016: an override of `layoutSubviews` that skips the superclass's layout.
struct MissingSuperLayoutRule: Rule {
    static let description = RuleDescription(
        code: "LL016", name: "missing-super-layout",
        summary: "Flags an override of `layoutSubviews` that never calls the superclass's, in a view whose UIKit base lays out its own subviews (cells, scroll, table and collection views, buttons, stacks, bars…) or whose subviews use Auto Layout.",
        rationale: """
            UIView's `layoutSubviews` is where the constraint engine's results are applied to the \
            subviews' frames, and UIKit's own subclasses lay out their parts there: a cell sizes \
            its `contentView` and accessory, a scroll view its indicators, a button its title and \
            image, a stack view its arranged subviews. An override that does not call super leaves \
            all of that undone: constrained subviews keep stale frames and the class's own parts \
            are misplaced. A plain view that places every subview by hand loses nothing and is not \
            flagged, nor is a cell whose override places its content view itself.
            """,
        fix: """
            Call `super.layoutSubviews()` (`base.LayoutSubviews()`, `[super layoutSubviews]`) first, \
            then adjust what the superclass laid out.
            """,
        examples: [
            .flagged(.swift, """
                final class MessageCell: UITableViewCell {
                    override func [|layoutSubviews|]() {
                        avatar.frame = CGRect(x: 8, y: 8, width: 40, height: 40)
                    }
                }
                """),
            .silent(.swift, """
                final class MessageCell: UITableViewCell {
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        avatar.frame = CGRect(x: 8, y: 8, width: 40, height: 40)
                    }
                }
                final class Ring: UIView {
                    override func layoutSubviews() {
                        arc.frame = bounds
                    }
                }
                """),
            .flagged(.csharp, """
                public class PillButton : UIButton
                {
                    public override void [|LayoutSubviews|]()
                    {
                        Layer.CornerRadius = Bounds.Height / 2;
                    }
                }
                """),
            .silent(.csharp, """
                public class PillButton : UIButton
                {
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        Layer.CornerRadius = Bounds.Height / 2;
                    }
                }
                public class ItemContainer : UICollectionViewCell
                {
                    public override CGRect Frame
                    {
                        get => base.Frame;
                        set { base.Frame = value; ContentView.Frame = Bounds; }
                    }
                    public override void LayoutSubviews()
                    {
                        child.Frame = ContentView.Bounds;
                    }
                }
                """),
            .flagged(.objc, """
                @interface CardView : UIView
                @end
                @implementation CardView
                - (void)awakeFromNib {
                    [super awakeFromNib];
                    [NSLayoutConstraint activateConstraints:@[[self.title.topAnchor constraintEqualToAnchor:self.topAnchor]]];
                }
                - (void)[|layoutSubviews|] {
                    self.layer.shadowPath = [UIBezierPath bezierPathWithRect:self.bounds].CGPath;
                }
                @end
                """),
            .silent(.objc, """
                @interface CardView : UIView
                @end
                @implementation CardView
                - (void)layoutSubviews {
                    self.shade.frame = self.bounds;
                }
                @end
                """),
            .silent(.swift, """
                final class BadgeView: UIView {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        widthAnchor.constraint(equalToConstant: 24).isActive = true
                        let axis: NSLayoutConstraint.Axis = .horizontal
                        setContentHuggingPriority(.required, for: axis)
                    }
                    override func layoutSubviews() {
                        dot.frame = bounds.insetBy(dx: 4, dy: 4)
                    }
                }
                """),
            .flagged(.swift, """
                final class FooterView: UIView {
                    @IBOutlet private var iconWidth: NSLayoutConstraint!
                    override func [|layoutSubviews|]() {
                        if image == nil { icon.removeFromSuperview() }
                    }
                }
                """),
            .silent(.objc, """
                @interface BadgeView : UIView
                @end
                @implementation BadgeView
                - (instancetype)initWithFrame:(CGRect)frame {
                    if ((self = [super initWithFrame:frame])) {
                        [self.widthAnchor constraintEqualToConstant:24].active = YES;
                        UILayoutConstraintAxis axis = UILayoutConstraintAxisHorizontal;
                        [self setContentHuggingPriority:UILayoutPriorityRequired forAxis:axis];
                    }
                    return self;
                }
                - (void)layoutSubviews {
                    self.dot.frame = CGRectInset(self.bounds, 4, 4);
                }
                @end
                """),
            // The only constrained view sits inside another container, pinned to it and to a layout
            // guide: that container's layout pass applies the constraints, not this one.
            .silent(.swift, """
                final class PageView: UIView {
                    private let container = UIView()
                    func showSpinner(_ spinner: UIView) {
                        spinner.translatesAutoresizingMaskIntoConstraints = false
                        container.addSubview(spinner)
                        let margins = container.layoutMarginsGuide
                        NSLayoutConstraint.activate([
                            spinner.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
                            layoutMarginsGuide.topAnchor.constraint(equalTo: spinner.topAnchor),
                        ])
                    }
                    override func layoutSubviews() {
                        container.frame = bounds
                    }
                }
                """),
            .silent(.objc, """
                @implementation PageView
                - (void)showSpinner:(UIView *)spinner {
                    spinner.translatesAutoresizingMaskIntoConstraints = NO;
                    [self.container addSubview:spinner];
                    [spinner.centerXAnchor constraintEqualToAnchor:self.container.centerXAnchor].active = YES;
                }
                - (void)layoutSubviews {
                    self.container.frame = self.bounds;
                }
                @end
                """),
            // The override forwards to a method of its own that calls the superclass's layout.
            .silent(.objc, """
                @implementation ChatCell
                - (void)layoutSubviews {
                    [self layoutSubviewsAnimated:NO];
                }
                - (void)layoutSubviewsAnimated:(BOOL)animated {
                    [super layoutSubviews];
                    self.bubble.frame = CGRectInset(self.contentView.bounds, 8, 4);
                }
                @end
                """),
            .silent(.swift, """
                final class ChatCell: UITableViewCell {
                    override func layoutSubviews() { layout(animated: false) }
                    private func layout(animated: Bool) {
                        super.layoutSubviews()
                        bubble.frame = contentView.bounds.insetBy(dx: 8, dy: 4)
                    }
                }
                """),
            .silent(.csharp, """
                public class ChatCell : UITableViewCell
                {
                    public override void LayoutSubviews() { Layout(false); }
                    void Layout(bool animated)
                    {
                        base.LayoutSubviews();
                        bubble.Frame = ContentView.Bounds.Inset(8, 4);
                    }
                }
                """),
            .silent(.csharp, """
                public class BadgeView : UIView
                {
                    public BadgeView() { WidthAnchor.ConstraintEqualTo(24).Active = true; }
                    public override void LayoutSubviews()
                    {
                        dot.Frame = Bounds.Inset(4, 4);
                    }
                }
                """),
        ])

    static let pattern = Pattern.methods("layoutSubviews", "LayoutSubviews")
        .where(.not(.callsSuper), .inViewThatSuperLaysOut)  // most overrides call super: the cheap test first
        .unless(.declaredWithoutOverride, .placesItsContentView)
        .fix(RuleFixes.callSuperFirst)
        .message { m, ctx in
            switch ctx.language {
            case .csharp: return "`LayoutSubviews` does not call `base.LayoutSubviews()`, so the base class's layout and the constraints are never applied"
            case .objc: return "`layoutSubviews` does not call `[super layoutSubviews]`, so the superclass's layout and the constraints are never applied"
            default: return "`layoutSubviews()` does not call `super.layoutSubviews()`, so the superclass's layout and the constraints are never applied"
            }
        }
}

// MARK: Conditions only this rule asks

private extension Condition {
    /// UIKit views whose own `layoutSubviews` places their subviews (a cell's content view, a
    /// scroll view's indicators, a button's title and image, a stack's arranged views).
    static let selfLayingOutClasses: Set<String> = [
        "UITableViewCell", "UICollectionViewCell", "UITableViewHeaderFooterView", "UIScrollView", "UITableView",
        "UICollectionView", "UITextView", "UIButton", "UIStackView", "UITextField", "UISearchBar", "UINavigationBar",
        "UIToolbar", "UITabBar", "UISegmentedControl", "UISlider", "UIDatePicker", "UIPickerView", "UIPageControl",
        "UIVisualEffectView",
    ]

    /// Inside a view whose UIKit base lays out its own subviews in `layoutSubviews`, or whose type
    /// lays its subviews out with constraints (which the base `layoutSubviews` applies).
    static let inViewThatSuperLaysOut = Condition("inside a view whose superclass lays out") { m, ctx in
        guard ctx.role == .view else { return false }
        if AutoLayoutSeeds.typeConstrainsSubviews(ctx.structure.type(at: m.anchor), ctx.fileContext) { return true }
        ctx.requireAncestor(selfLayingOutClasses)
        return true
    }

    /// The matched method's body passes the call on to the superclass (`super.layoutSubviews()`,
    /// `base.LayoutSubviews()`, `[super layoutSubviews]`), itself or through a method of the same
    /// type it calls (`layoutSubviews` forwarding to `layoutSubviewsAnimated:` that calls super).
    static let callsSuper = Condition("calls the superclass's implementation") { m, ctx in
        guard let k = m.method else { return false }
        let f = ctx.structure.functions[k], ts = ctx.tokens
        guard f.bodyOpen < f.bodyClose else { return true }
        for i in f.bodyOpen...f.bodyClose where ts.word(i) == .kSuper || ts.word(i) == .kBase {
            if ts.kind(i + 2) == .identifier, ts.name(i + 2) == f.name { return true }  // `super.x`, `[super x]`
            if ts.kind(i + 1) == .identifier, ts.name(i + 1) == f.name { return true }
        }
        return ctx.facts.derived.effects(of: k, ctx.fileContext).any.contains(.callsSuperLayout)
    }

    /// The type places its content view itself (`contentView.frame = …` in the override, or in
    /// its own `frame` / `bounds` setters): it has taken over what the superclass's layout would do.
    static let placesItsContentView = Condition("places its content view itself") { m, ctx in
        let type = ctx.structure.type(at: m.anchor)
        for path in [["contentView"], ["ContentView"]] {
            for member: GeometryMember in [.frame, .bounds, .center] where !ctx.facts.index.writes(of: member, path: path, inType: type).isEmpty {
                return true
            }
        }
        return false
    }

    /// A Swift or C# method that does not say `override` is not UIKit's callback (only Objective-C
    /// overrides without a keyword).
    static let declaredWithoutOverride = Condition("declared without `override`") { m, ctx in
        guard let k = m.method else { return false }
        return ctx.language != .objc && !ctx.structure.functions[k].isOverride
    }
}
