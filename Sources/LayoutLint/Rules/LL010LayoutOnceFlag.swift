/// LL010: one-time setup smuggled into the layout pass behind a flag.
struct LayoutOnceFlagRule: Rule {
    static let description = RuleDescription(
        code: "LL010", name: "layout-once-flag",
        summary: "Flags a layout method that adds subviews or child view controllers once, behind a Boolean flag or a check that the view is not made yet.",
        rationale: """
            `if !configured { …; configured = true }` in `viewDidLayoutSubviews` or `layoutSubviews` \
            is a common way to wait for real sizes before building part of the view tree. It works, \
            but it costs an extra layout pass (adding views invalidates the layout that is running), \
            it keeps state that every later change must respect, and it hides setup in a method \
            that runs many times.
            """,
        fix: """
            Build the view tree once in `viewDidLoad` / `init`, and let the new views follow their \
            container with constraints or an autoresizing mask; then the layout method only lays out.
            """,
        examples: [
            // A split-view controller's own `LayoutSubviews(orientation, animate)`, run on rotation and
            // from its setters: not UIKit's layout pass.
            .silent(.csharp, """
                public class SplitController : UIViewController
                {
                    UIView divider = new UIView();
                    void LayoutSubviews(UIInterfaceOrientation orientation, bool animate)
                    {
                        if (divider.Superview == null)
                        {
                            View.AddSubview(divider);
                        }
                    }
                }
                """),
            .flagged(.csharp, """
                public class SplitView : UIView
                {
                    UIView divider = new UIView();
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        [|if (divider.Superview == null)|]
                        {
                            AddSubview(divider);
                        }
                    }
                }
                """),
            // A view attached the first time the layout pass finds it detached.
            .flagged(.swift, """
                final class PhotoCell: UICollectionViewCell {
                    private let imageView = UIImageView()
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        [|if imageView.superview == nil|] {
                            imageView.frame = bounds
                            addSubview(imageView)
                        }
                    }
                }
                """),
            .flagged(.objc, """
                @implementation TitleBar
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    [|if (!self.titleLabel.superview)|] {
                        [self.contentView addSubview:self.titleLabel];
                    }
                    self.titleLabel.frame = self.contentView.bounds;
                }
                @end
                """),
            .flagged(.csharp, """
                public class TitleBar : UIView
                {
                    UILabel title = new UILabel();
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        [|if (title.Superview == null)|]
                            AddSubview(title);
                        title.Frame = Bounds;
                    }
                }
                """),
            // A flag that says "not yet", cleared by the block; a view put into a slot is added too.
            .flagged(.csharp, """
                public class MemberCell : UITableViewCell
                {
                    bool firstTime = true;
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        [|if (firstTime)|]
                        {
                            firstTime = false;
                            SelectedBackgroundView = new UIView(Bounds) { BackgroundColor = UIColor.LightGray };
                        }
                    }
                }
                """),
            // Set back to true whenever the cell is reused: a request for another pass, not a first time.
            .silent(.csharp, """
                public class MemberCell : UITableViewCell
                {
                    bool firstTime = true;
                    public override void PrepareForReuse() { base.PrepareForReuse(); firstTime = true; }
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        if (firstTime)
                        {
                            firstTime = false;
                            SelectedBackgroundView = new UIView(Bounds) { BackgroundColor = UIColor.LightGray };
                        }
                    }
                }
                """),
            .flagged(.swift, """
                final class WalletsViewController: UITableViewController {
                    private var isFirstLayout = true
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        [|if isFirstLayout|] {
                            isFirstLayout = false
                            tableView.tableFooterView = AddWalletFooter(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 88))
                        }
                    }
                }
                """),
            .silent(.swift, """
                final class WalletsViewController: UITableViewController {
                    private var footerNeedsUpdate = true
                    func walletsChanged() { footerNeedsUpdate = true; view.setNeedsLayout() }
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        if footerNeedsUpdate {
                            footerNeedsUpdate = false
                            tableView.tableFooterView = AddWalletFooter(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 88))
                        }
                    }
                }
                """),
            .flagged(.objc, """
                @implementation ScoreView
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    [|if (self.firstLayout)|] {
                        self.firstLayout = NO;
                        [self addSubview:self.scoreLabel];
                    }
                    self.scoreLabel.frame = self.bounds;
                }
                @end
                """),
            .silent(.objc, """
                @implementation ScoreView
                - (void)setScore:(NSInteger)score { _score = score; self.labelNeedsRebuild = YES; [self setNeedsLayout]; }
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    if (self.labelNeedsRebuild) {
                        self.labelNeedsRebuild = NO;
                        [self.scoreLabel removeFromSuperview];
                        [self addSubview:self.scoreLabel];
                    }
                    self.scoreLabel.frame = self.bounds;
                }
                @end
                """),
            // The view follows a container the layout pass looks up: it moves, it is not built once.
            .silent(.swift, """
                final class KeyboardProxy: UIView {
                    weak var host: UIView?
                    private let keys = UIView()
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        guard let place = host else { return }
                        if place != keys.superview {
                            place.addSubview(keys)
                        }
                    }
                }
                """),
            // Attached while there is text and removed when there is none: it follows state on every pass.
            .silent(.objc, """
                @implementation TitleBar
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    if (self.titleLabel.text.length > 0) {
                        if (!self.titleLabel.superview) {
                            [self addSubview:self.titleLabel];
                        }
                    } else {
                        [self.titleLabel removeFromSuperview];
                    }
                }
                @end
                """),
            // Only tested, never attached here.
            .silent(.csharp, """
                public class TitleBar : UIView
                {
                    UILabel title = new UILabel();
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        if (title.Superview == null)
                            return;
                        title.Frame = Bounds;
                    }
                }
                """),
            // A guard clause among others, and arranged subviews of a stack view.
            .flagged(.swift, """
                final class SystemBar: UIView {
                    private let stack = UIStackView()
                    private var hasExtendedEdges = false
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        extendEdgesIfNeeded()
                    }
                    private func extendEdgesIfNeeded() {
                        [|guard let container = superview, !hasExtendedEdges|] else { return }
                        hasExtendedEdges = true
                        stack.addArrangedSubview(SeparatorView(width: container.bounds.width))
                    }
                }
                """),
            .silent(.swift, """
                final class SystemBar: UIView {
                    private let stack = UIStackView()
                    private var hasMeasured = false
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        measureIfNeeded()
                    }
                    private func measureIfNeeded() {
                        guard let container = superview, !hasMeasured else { return }
                        hasMeasured = true
                        cachedWidth = container.bounds.width
                    }
                }
                """),
            .flagged(.swift, """
                final class StoreViewController: UIViewController {
                    private var mapConfigured = false
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        [|if !mapConfigured|] {
                            addChild(mapController)
                            mapController.view.frame = mapContainerView.bounds
                            mapContainerView.addSubview(mapController.view)
                            mapConfigured = true
                        }
                    }
                }
                """),
            .flagged(.swift, """
                final class ShadowedView: UIView {
                    private var didBuild = false
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        [|guard !didBuild|] else { return }
                        didBuild = true
                        insertSubview(shadowView, at: 0)
                    }
                }
                """),
            .flagged(.swift, """
                final class BadgeView: UIView {
                    private var button: UIButton?
                    private var didSetUp = false
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        [|if button == nil|] {
                            let b = UIButton(type: .system)
                            addSubview(b)
                            button = b
                        }
                        button?.frame = bounds
                    }
                    func build() {}
                }
                final class FooterView: UIView {
                    private var didSetUp = false
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        [|if didSetUp|] { return }
                        didSetUp = true
                        addSubview(divider)
                    }
                }
                """),
            .silent(.swift, """
                final class BadgeView: UIView {
                    private var button: UIButton?
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        if button == nil { return }
                        if icon == nil { icon = UIImage(named: "dot") }
                        button?.frame = bounds
                    }
                }
                """),
            .silent(.swift, """
                final class ChartView: UIView {
                    private var needsLayout = true
                    private var lastWidth: CGFloat = 0
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        if needsLayout {
                            plot.frame = bounds
                            needsLayout = false
                        }
                        if lastWidth != bounds.width { lastWidth = bounds.width; legend.frame = bounds }
                    }
                }
                """),
            .silent(.swift, """
                final class StoreViewController: UIViewController {
                    private var mapConfigured = false
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        if !mapConfigured { view.addSubview(mapView); mapConfigured = true }
                    }
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        if !mapView.isHidden { mapView.frame = view.bounds }
                    }
                }
                """),
            .flagged(.csharp, """
                public class StoreController : UIViewController
                {
                    bool _configured;
                    public override void ViewDidLayoutSubviews()
                    {
                        base.ViewDidLayoutSubviews();
                        [|if (!_configured)|]
                        {
                            View.AddSubview(banner);
                            _configured = true;
                        }
                    }
                }
                """),
            .silent(.csharp, """
                public class StoreController : UIViewController
                {
                    bool _needsLayout = true;
                    public override void ViewDidLayoutSubviews()
                    {
                        base.ViewDidLayoutSubviews();
                        if (_needsLayout)
                        {
                            banner.Frame = View.Bounds;
                            _needsLayout = false;
                        }
                    }
                }
                """),
            .silent(.csharp, """
                public class StoreController : UIViewController
                {
                    bool _configured;
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        if (!_configured) { View.AddSubview(banner); _configured = true; }
                    }
                }
                """),
            .flagged(.csharp, """
                public class BadgeView : UIView
                {
                    UIButton button;
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        [|if (button == null)|]
                        {
                            button = new UIButton(UIButtonType.System);
                            AddSubview(button);
                        }
                        button.Frame = Bounds;
                    }
                }
                """),
            .silent(.csharp, """
                public class BadgeView : UIView
                {
                    UIButton button;
                    public BadgeView() { button = new UIButton(UIButtonType.System); AddSubview(button); }
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        if (button == null) return;
                        button.Frame = Bounds;
                    }
                }
                """),
            .flagged(.objc, """
                @interface StoreViewController : UIViewController
                @end
                @implementation StoreViewController
                - (void)viewDidLayoutSubviews {
                    [super viewDidLayoutSubviews];
                    [|if (!self.mapConfigured)|] {
                        [self.mapContainerView addSubview:self.mapController.view];
                        self.mapConfigured = YES;
                    }
                }
                @end
                """),
            .silent(.objc, """
                #define DEBUG_SHOW_FRAMES 0
                @interface GridCell : UIView
                @end
                @implementation GridCell
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    if (self.showsSeparator) {
                        if (_separatorView == nil) {
                            _separatorView = [[UIView alloc] initWithFrame:CGRectZero];
                            [self addSubview:_separatorView];
                        }
                    } else if (_separatorView != nil) {
                        [_separatorView removeFromSuperview];
                        _separatorView = nil;
                    }
                #if DEBUG_SHOW_FRAMES
                    if (!_debugView) {
                        _debugView = [[UIView alloc] init];
                        [self addSubview:_debugView];
                    }
                #endif
                }
                @end
                """),
            .silent(.objc, """
                @interface ChartView : UIView
                @end
                @implementation ChartView
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    if (_needsLayout) {
                        self.plot.frame = self.bounds;
                        _needsLayout = NO;
                    }
                }
                @end
                """),
            .silent(.objc, """
                @interface StoreViewController : UIViewController
                @end
                @implementation StoreViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    if (!_configured) { [self.view addSubview:self.mapView]; _configured = YES; }
                }
                @end
                """),
            .flagged(.objc, """
                @interface ToolbarView : UIView
                @end
                @implementation ToolbarView
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    [|if (!_bottomBarView)|] {
                        _bottomBarView = [[UIView alloc] init];
                        [self addSubview:_bottomBarView];
                    }
                    _bottomBarView.frame = self.bounds;
                }
                @end
                """),
            .silent(.objc, """
                @interface ToolbarView : UIView
                @end
                @implementation ToolbarView
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    if (!_bottomBarView) { return; }
                    if (!_cachedColor) { _cachedColor = [UIColor redColor]; }
                    _bottomBarView.frame = self.bounds;
                }
                @end
                """),
            .flagged(.swift, """
                final class ProfileView: UIView {
                    private var hasSetUp = false
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        [|guard !hasSetUp|] else { return }
                        setUp()
                        hasSetUp = true
                    }
                    private func setUp() {
                        addSubview(avatar)
                        addSubview(nameLabel)
                    }
                }
                """),
            .silent(.swift, """
                final class ProfileView: UIView {
                    private var hasMeasured = false
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        guard !hasMeasured else { return }
                        measure()
                        hasMeasured = true
                    }
                    private func measure() {
                        cachedHeight = nameLabel.intrinsicContentSize.height
                    }
                }
                """),
            .flagged(.csharp, """
                public class ProfileView : UIView
                {
                    bool built;
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        [|if (!built)|]
                        {
                            Build();
                            built = true;
                        }
                    }
                    void Build() { AddSubview(avatar); }
                }
                """),
            .silent(.csharp, """
                public class ProfileView : UIView
                {
                    bool measured;
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        if (!measured)
                        {
                            Measure();
                            measured = true;
                        }
                    }
                    void Measure() { cachedHeight = avatar.IntrinsicContentSize.Height; }
                }
                """),
            .flagged(.objc, """
                @interface ProfileView : UIView
                @end
                @implementation ProfileView
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    [|if (!_built)|] {
                        [self buildViews];
                        _built = YES;
                    }
                }
                - (void)buildViews {
                    [self addSubview:self.avatarView];
                }
                @end
                """),
            .silent(.objc, """
                @interface ProfileView : UIView
                @end
                @implementation ProfileView
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    if (!_measured) {
                        [self measureText];
                        _measured = YES;
                    }
                }
                - (void)measureText {
                    _cachedHeight = self.nameLabel.intrinsicContentSize.height;
                }
                @end
                """),
            // In a helper that only a layout callback runs; a lazy getter is the idiom, not a flag.
            .flagged(.swift, """
                final class MenuController: UIViewController {
                    var container: UIView?
                    override func viewWillLayoutSubviews() {
                        super.viewWillLayoutSubviews()
                        validateViews()
                    }
                    private func validateViews() {
                        [|if container == nil|] {
                            let made = UIView()
                            view.addSubview(made)
                            container = made
                        }
                    }
                }
                """),
            .flagged(.csharp, """
                public class MenuView : UIView
                {
                    UIView _container;
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        EnsureViews();
                    }
                    void EnsureViews()
                    {
                        [|if (_container == null)|]
                        {
                            _container = new UIView();
                            AddSubview(_container);
                        }
                    }
                }
                """),
            .silent(.swift, """
                final class RefreshView: UIView {
                    private var madeArrow: UIImageView?
                    var arrow: UIImageView {
                        if madeArrow == nil {
                            let made = UIImageView()
                            addSubview(made)
                            madeArrow = made
                        }
                        return madeArrow!
                    }
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        arrow.frame = bounds
                    }
                }
                """),
            .silent(.csharp, """
                public class MenuController : UIViewController
                {
                    UIView _container;
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        EnsureViews();
                    }
                    void EnsureViews()
                    {
                        if (_container == null)
                        {
                            _container = new UIView();
                            View.AddSubview(_container);
                        }
                    }
                }
                """),
            .silent(.objc, """
                @implementation RefreshView
                - (UIImageView *)arrow {
                    if (!_arrow) {
                        _arrow = [[UIImageView alloc] init];
                        [self addSubview:_arrow];
                    }
                    return _arrow;
                }
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    self.arrow.frame = self.bounds;
                }
                @end
                """),
        ])

    static let pattern = Pattern.onceGuards
        .where(.inLayoutMethod, .guardedCodeBuildsViewTreeOnce)
        .unless(.guardedViewAlsoRemoved, .movedIntoAContainerFoundDuringLayout)
        .message { m, ctx in
            // A controller's layout callbacks start with `view`/`View`; a view's is `layoutSubviews`.
            let inController = (ctx.callbackName(at: m.anchor) ?? ctx.function(at: m.anchor)?.name ?? "").lowercased().hasPrefix("view")
            let setup: String
            switch (inController, ctx.language) {
            case (true, .csharp): setup = "`ViewDidLoad`"
            case (true, _): setup = "`viewDidLoad`"
            case (false, .csharp): setup = "the constructor"
            case (false, _): setup = "`init`"
            }
            return "`\(m.text)` runs one-time view setup inside the layout pass; add the views in \(setup) and pin them with constraints or an autoresizing mask"
        }
}

// MARK: Conditions only this rule asks

private extension Condition {
    /// In `layoutSubviews`, `viewWillLayoutSubviews` or `viewDidLayoutSubviews`, or in a helper of
    /// the type that runs only from one of them (its phase is the layout pass).
    static let inLayoutMethod = Condition("in a layout method", words: Array(Lifecycle.viewLayoutCallbacks)) { m, ctx in
        guard let f = ctx.function(at: m.anchor) else { return false }
        // UIKit's callback itself (not a method of the type's own that shares its name).
        if Lifecycle.viewLayoutCallbacks.contains(f.name) { return Phase.declared(f) == .layout }
        // A lazy getter (`- (UIView *)arrow { if (!_arrow) { … } return _arrow; }`) makes its view
        // on first use wherever that is: the idiom, not setup hidden in the layout pass.
        guard f.kind == .method, !returnsAValue(f, ctx.tokens) else { return false }
        return ctx.phase(at: m.anchor) == .layout && ctx.callbackName(at: m.anchor).map { Lifecycle.viewLayoutCallbacks.contains($0) } == true
    }

    /// The function returns something (`return _arrow;`), not just `return;`.
    private static func returnsAValue(_ f: FunctionDecl, _ ts: TokenStream) -> Bool {
        f.bodyRange.contains { k in
            ts.word(k) == .kReturn && !ts.isPunct(k + 1, ";") && !ts.isPunct(k + 1, "}")
        }
    }

    /// The view the guard checks for is also removed and cleared in the same function
    /// (`[_separator removeFromSuperview]; _separator = nil;` in another arm): it follows state on
    /// every pass, it is not set up once.
    static let guardedViewAlsoRemoved = Condition("the view is also removed in the function") { m, ctx in
        guard let g = m.onceGuard, let fn = ctx.structure.function(at: g.keyword) else { return false }
        let ts = ctx.tokens
        let body = ctx.structure.functions[fn].bodyRange
        return body.contains { k in
            guard !g.guarded.contains(k), ts.kind(k) == .identifier, ts.name(k) == g.flag else { return false }
            if ts.isOperator(k + 1, "="), ts.isAssignment(k + 1), ["nil", "null", "NULL"].contains(ts.text(k + 2)) { return true }
            // `[flag removeFromSuperview]`, `flag.removeFromSuperview()`, C# `flag.RemoveFromSuperview()`.
            let next = ts.isPunct(k + 1, ".") || ts.isOperator(k + 1, "?") ? k + 2 : k + 1
            return ts.kind(next) == .identifier && ["removeFromSuperview", "RemoveFromSuperview"].contains(ts.name(next))
        }
    }

    /// `if placeView != kbView.superview { placeView.addSubview(kbView) }` where `placeView` is a
    /// local the layout pass looked up: the view follows a container that changes, it is not
    /// built once (a container that is a property of the type is the one-time setup).
    static let movedIntoAContainerFoundDuringLayout = Condition("the view moves into a container found during layout") { m, ctx in
        guard let g = m.onceGuard, let c = g.container else { return false }
        return ctx.structure.local(named: ctx.tokens.name(c), at: c) != nil
    }

    /// The guarded code sets its flag and adds subviews or child controllers.
    static let guardedCodeBuildsViewTreeOnce = Condition("one-time view-tree setup") { m, ctx in
        guard let g = m.onceGuard else { return false }
        guard OnceGuards.setsFlag(g, ctx.tokens), !OnceGuards.rearmed(g, ctx.tokens, ctx.structure) else { return false }
        if OnceGuards.buildsViewTree(g, ctx.tokens) { return true }
        // `guard !didSetUp else { return }; setUp(); didSetUp = true`: a helper adds the views.
        return ctx.facts.derived.ownCalls(in: g.guarded, ctx.fileContext).contains { _, callee in
            ctx.facts.derived.effects(of: callee, ctx.fileContext).any.contains(.addsSubviews)
        }
    }
}
