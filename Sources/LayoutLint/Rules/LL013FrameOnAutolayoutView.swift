/// LL013: frame or center set on a view that Auto Layout owns.
struct FrameOnAutolayoutViewRule: Rule {
    static let description = RuleDescription(
        code: "LL013", name: "frame-on-autolayout-view", isOptIn: true,
        summary: "Flags a `frame` or `center` write to a view that the same type hands to Auto Layout (`translatesAutoresizingMaskIntoConstraints = false`, anchors, SnapKit, Masonry, PureLayout, Cartography, TinyConstraints, Anchorage).",
        rationale: """
            Once a view's `translatesAutoresizingMaskIntoConstraints` is `false`, its constraints \
            decide its size and position: the next layout pass computes `bounds` and `center` from \
            them and overwrites whatever the code wrote. The write appears to work until something \
            triggers layout, and then the view jumps back. Constraint DSLs (SnapKit's \
            `snp.makeConstraints`, Masonry's `mas_makeConstraints:`, PureLayout's `autoPin…`) turn the \
            translation off themselves. A frame set in the same method *before* the view is handed \
            to Auto Layout only seeds it and is not flagged.
            """,
        fix: """
            Change the constraints (their `constant`s, or activate a different set) instead of the \
            frame; or, if the view is laid out by hand, keep its autoresizing mask translation on.
            """,
        examples: [
            .flagged(.swift, """
                final class ProfileViewController: UIViewController {
                    private let avatar = UIImageView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        avatar.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(avatar)
                        avatar.widthAnchor.constraint(equalToConstant: 64).isActive = true
                    }
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        [|avatar.frame|].origin.y = 20
                        [|avatar.center|] = CGPoint(x: view.bounds.midX, y: 80)
                    }
                }
                """),
            .silent(.swift, """
                final class DotListView: UIView {
                    private let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        collection.translatesAutoresizingMaskIntoConstraints = false  // a stray flag: nothing constrains it
                        addSubview(collection)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        collection.frame = bounds
                    }
                }
                """),
            .silent(.swift, """
                final class ComposerViewController: UIViewController {
                    private let toolbar = UIView()
                    func restoreToolbar(from rect: CGRect) {
                        toolbar.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(toolbar)
                        toolbar.frame = rect  // the animation's starting point
                        NSLayoutConstraint.activate([
                            toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                            toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                            toolbar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                        ])
                        UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }
                    }
                }
                """),
            .silent(.swift, """
                final class ProfileViewController: UIViewController {
                    private let avatar = UIImageView(), badge = UIView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        avatar.translatesAutoresizingMaskIntoConstraints = false
                        badge.translatesAutoresizingMaskIntoConstraints = true
                    }
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        badge.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
                        avatarTopConstraint.constant = 20
                    }
                }
                """),
            .flagged(.swift, """
                import TinyConstraints
                final class ChatCell: UITableViewCell {
                    private let bubble = UIView(), avatar = UIImageView(), stamp = UILabel()
                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        bubble.snp.makeConstraints { $0.edges.equalToSuperview().inset(8) }
                        NSLayoutConstraint.activate([avatar.widthAnchor.constraint(equalToConstant: 32)])
                        stamp.edgesToSuperview()
                    }
                    required init?(coder: NSCoder) { fatalError() }
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        [|bubble.frame|] = contentView.bounds.insetBy(dx: 8, dy: 8)
                        [|avatar.center|] = CGPoint(x: 24, y: bounds.midY)
                        [|stamp.frame|].origin.y = 4
                    }
                }
                """),
            .silent(.swift, """
                final class ChatCell: UITableViewCell {
                    private let bubble = UIView()
                    func install() {
                        bubble.frame = contentView.bounds
                        bubble.translatesAutoresizingMaskIntoConstraints = false
                        contentView.addSubview(bubble)
                        bubble.topAnchor.constraint(equalTo: contentView.topAnchor).isActive = true
                    }
                }
                """),
            .silent(.swift, """
                final class BadgeHost: UIView {
                    private let badge = UIView()
                    func install() {
                        #if LEGACY_LAYOUT
                        badge.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
                        #else
                        badge.translatesAutoresizingMaskIntoConstraints = false
                        #endif
                    }
                }
                """),
            .flagged(.csharp, """
                public class BadgeController : UIViewController
                {
                    UIView badge = new UIView();
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        View.AddConstraint(NSLayoutConstraint.Create(badge, NSLayoutAttribute.Top, NSLayoutRelation.Equal, View, NSLayoutAttribute.Top, 1, 8));
                    }
                    public override void ViewDidLayoutSubviews() { [|badge.Frame|] = new CGRect(0, 8, 20, 20); }
                }
                """),
            .flagged(.csharp, """
                public class ProfileController : UIViewController
                {
                    UIImageView avatar = new UIImageView();
                    public override void ViewDidLoad()
                    {
                        avatar.TranslatesAutoresizingMaskIntoConstraints = false;
                        View.AddSubview(avatar);
                        avatar.WidthAnchor.ConstraintEqualTo(64).Active = true;
                    }
                    public override void ViewDidLayoutSubviews() { [|avatar.Frame|] = new CGRect(0, 20, 64, 64); }
                }
                """),
            .silent(.csharp, """
                public class ProfileController : UIViewController
                {
                    UIImageView avatar = new UIImageView();
                    public override void ViewDidLoad()
                    {
                        avatar.TranslatesAutoresizingMaskIntoConstraints = true;
                        View.AddSubview(avatar);
                    }
                    public override void ViewDidLayoutSubviews() { avatar.Frame = new CGRect(0, 20, 64, 64); }
                }
                """),
            .flagged(.csharp, """
                public class ChatCell : UITableViewCell
                {
                    UIView bubble = new UIView();
                    public ChatCell() { bubble.WidthAnchor.ConstraintEqualTo(200).Active = true; }
                    public override void LayoutSubviews() { [|bubble.Frame|] = ContentView.Bounds; }
                }
                """),
            .silent(.csharp, """
                public class ChatCell : UITableViewCell
                {
                    UIView bubble = new UIView();
                    void Install()
                    {
                        bubble.Frame = ContentView.Bounds;
                        bubble.TranslatesAutoresizingMaskIntoConstraints = false;
                        bubble.TopAnchor.ConstraintEqualTo(ContentView.TopAnchor).Active = true;
                    }
                }
                """),
            .silent(.csharp, """
                public class BadgeHost : UIView
                {
                    UIView badge = new UIView();
                    void Install()
                    {
                #if __MACCATALYST__
                        badge.Frame = new CGRect(0, 0, 20, 20);
                #else
                        badge.TranslatesAutoresizingMaskIntoConstraints = false;
                #endif
                    }
                }
                """),
            .flagged(.objc, """
                @interface ProfileViewController : UIViewController
                @end
                @implementation ProfileViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.avatar.translatesAutoresizingMaskIntoConstraints = NO;
                    [self.view addSubview:self.avatar];
                    [self.avatar.widthAnchor constraintEqualToConstant:64].active = YES;
                }
                - (void)viewDidLayoutSubviews {
                    [super viewDidLayoutSubviews];
                    [|self.avatar.frame|] = CGRectMake(0, 20, 64, 64);
                }
                @end
                """),
            .flagged(.objc, """
                @implementation MediaPickerViewController
                - (void)showPlayControlIn:(UIView *)preview {
                    UIButton *play = [UIButton buttonWithType:UIButtonTypeCustom];
                    [|play.frame|] = CGRectMake(0, 0, 44, 44);
                    [preview addSubview:play];
                    play.translatesAutoresizingMaskIntoConstraints = NO;
                    [play.centerXAnchor constraintEqualToAnchor:preview.centerXAnchor].active = YES;
                    [play.centerYAnchor constraintEqualToAnchor:preview.centerYAnchor].active = YES;
                }
                @end
                """),
            .silent(.objc, """
                @implementation AttachmentsViewController
                - (void)showMovie:(UIView *)player in:(UIView *)container {
                    player.frame = container.bounds;
                    [container addSubview:player];
                    [container addConstraint:[NSLayoutConstraint constraintWithItem:player attribute:NSLayoutAttributeTop
                        relatedBy:NSLayoutRelationEqual toItem:container attribute:NSLayoutAttributeTop multiplier:1 constant:0]];
                }
                @end
                """),
            .silent(.objc, """
                @interface ProfileViewController : UIViewController
                @end
                @implementation ProfileViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.avatar.translatesAutoresizingMaskIntoConstraints = YES;
                    self.badge.translatesAutoresizingMaskIntoConstraints = NO;
                }
                - (void)viewDidLayoutSubviews {
                    [super viewDidLayoutSubviews];
                    self.avatar.frame = CGRectMake(0, 20, 64, 64);
                }
                @end
                """),
            .flagged(.objc, """
                @interface ChatCell : UITableViewCell
                @end
                @implementation ChatCell
                - (void)setUp {
                    [self.bubble mas_makeConstraints:^(MASConstraintMaker *make) { make.edges.equalTo(self.contentView); }];
                    [self.avatar autoSetDimensionsToSize:CGSizeMake(32, 32)];
                }
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    [|self.bubble.frame|] = self.contentView.bounds;
                    [|self.avatar.center|] = CGPointMake(24, 24);
                }
                @end
                """),
            .silent(.objc, """
                @interface ChatCell : UITableViewCell
                @end
                @implementation ChatCell
                - (void)setUp {
                    self.bubble.frame = self.contentView.bounds;
                    [self.bubble mas_makeConstraints:^(MASConstraintMaker *make) { make.edges.equalTo(self.contentView); }];
                }
                @end
                """),
            .silent(.swift, """
                final class BannerController: UIViewController {
                    let banner = UIView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        banner.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
                        view.addSubview(banner)
                        setupConstraints()
                    }
                    private func setupConstraints() {
                        banner.snp.makeConstraints { make in make.edges.equalToSuperview() }
                    }
                }
                """),
            .silent(.objc, """
                @interface BannerController : UIViewController
                @end
                @implementation BannerController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.banner.frame = CGRectMake(0, 0, 320, 44);
                    [self.view addSubview:self.banner];
                    [self installConstraints];
                }
                - (void)installConstraints {
                    [self.banner mas_makeConstraints:^(MASConstraintMaker *make) { make.edges.equalTo(self.view); }];
                }
                @end
                """),
            .silent(.csharp, """
                public class BannerController : UIViewController
                {
                    UIView banner = new UIView();
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        banner.Frame = new CGRect(0, 0, 320, 44);
                        View.AddSubview(banner);
                        SetupConstraints();
                    }
                    void SetupConstraints()
                    {
                        banner.TranslatesAutoresizingMaskIntoConstraints = false;
                        banner.TopAnchor.ConstraintEqualTo(View.TopAnchor).Active = true;
                    }
                }
                """),
            // TinyConstraints' everyday names count only where the file imports it.
            .flagged(.swift, """
                import TinyConstraints
                final class Card: UIView {
                    let badge = UIView()
                    func setUp() {
                        addSubview(badge)
                        badge.centerInSuperview()
                    }
                    func nudge() {
                        [|badge.frame|].origin.x = 10
                    }
                }
                """),
            .silent(.swift, """
                extension UIView {
                    func centerInSuperview() {
                        guard let parent = superview else { return }
                        center = CGPoint(x: parent.bounds.midX, y: parent.bounds.midY)
                    }
                }
                final class Card: UIView {
                    let badge = UIView()
                    func setUp() {
                        addSubview(badge)
                        badge.centerInSuperview()
                    }
                    func nudge() {
                        badge.frame.origin.x = 10
                    }
                }
                """),
            // Frames written where the view is laid out by its frame again.
            .flagged(.swift, """
                final class Panel: UIView {
                    let surface = UIView()
                    func setUp() {
                        surface.translatesAutoresizingMaskIntoConstraints = false
                        surface.topAnchor.constraint(equalTo: topAnchor).isActive = true
                    }
                    func jump(to y: CGFloat) {
                        [|surface.frame|].origin.y = y
                    }
                }
                """),
            .silent(.swift, """
                extension UIView {
                    func pinToSuperview() {
                        translatesAutoresizingMaskIntoConstraints = false
                        leadingAnchor.constraint(equalTo: superview!.leadingAnchor).isActive = true
                    }
                    func flipForRightToLeft() {
                        frame.origin.x = superview!.bounds.width - frame.maxX
                    }
                }
                final class Panel: UIView {
                    let surface = UIView()
                    func setUp() {
                        surface.translatesAutoresizingMaskIntoConstraints = false
                        surface.topAnchor.constraint(equalTo: topAnchor).isActive = true
                    }
                    func move(to y: CGFloat) {
                        if surface.translatesAutoresizingMaskIntoConstraints {
                            surface.frame.origin.y = y
                        }
                    }
                }
                """),
            .silent(.objc, """
                @implementation ListController
                - (void)sizeHeader:(UIView *)header {
                    header.translatesAutoresizingMaskIntoConstraints = NO;
                    [header.widthAnchor constraintEqualToConstant:320].active = YES;
                    CGSize size = [header systemLayoutSizeFittingSize:UILayoutFittingCompressedSize];
                    header.frame = CGRectMake(0, 0, 320, size.height);
                    header.translatesAutoresizingMaskIntoConstraints = YES;
                    self.tableView.tableHeaderView = header;
                }
                @end
                """),
            .silent(.csharp, """
                public class Panel : UIView
                {
                    UIView _surface = new UIView();
                    void SetUp()
                    {
                        _surface.TranslatesAutoresizingMaskIntoConstraints = false;
                        _surface.TopAnchor.ConstraintEqualTo(TopAnchor).Active = true;
                    }
                    void Move(nfloat y)
                    {
                        if (_surface.TranslatesAutoresizingMaskIntoConstraints)
                            _surface.Frame = new CGRect(0, y, Bounds.Width, 40);
                    }
                }
                """),
        ])

    static let pattern = Pattern.writes(.frame, .center)
        .where(.viewUsesAutoLayoutInType)
        .unless(.insideOwnProperty(.frame), .insideOwnProperty(.center), .viewTranslatesItsFrameOnThatPath)
        .message { m, _ in
            "`\(m.text)` is set on a view laid out by Auto Layout, which will overwrite it; change its constraints instead"
        }
}

// MARK: Conditions only this rule asks

private extension Condition {
    /// On the way to the write, the view lays out by its frame: the same function sets its
    /// `translatesAutoresizingMaskIntoConstraints` back to true (a header measured with Auto Layout,
    /// then sized by frame), or the write runs only where that property was tested.
    static let viewTranslatesItsFrameOnThatPath = Condition("the view's frame is translated on that path") { m, ctx in
        guard let a = m.access, let view = ViewPaths.view(a.receiver) else { return false }
        let ts = ctx.tokens
        let fn = ctx.structure.function(at: a.nameToken)
        let turnedOn = ctx.facts.index.writes(of: .translatesAutoresizingMaskIntoConstraints, sameViewAs: a, inFunction: fn).contains { w in
            let value = ctx.facts.accesses[w].value
            return value.map { $0.count == 1 && (ts.spells($0.lowerBound, "true") || ts.spells($0.lowerBound, "YES")) } == true
        }
        if turnedOn { return true }
        // `if view.translatesAutoresizingMaskIntoConstraints { view.frame = … }`
        func tests(_ range: ClosedRange<Int>) -> Bool {
            ctx.facts.index.accesses(namedIn: range).map { ctx.facts.accesses[$0] }
                .contains { $0.member == .translatesAutoresizingMaskIntoConstraints && ViewPaths.view($0.receiver) == view }
        }
        // Without braces: `if (View.TranslatesAutoresizingMaskIntoConstraints) View.Frame = …;`
        let statementStart = Statements.around(ts, a.nameToken).lowerBound
        if ts.isPunct(statementStart - 1, ")"), let p = ts.partner(of: statementStart - 1), ts.word(p - 1) == .kIf,
           tests(p...(statementStart - 1)) { return true }
        var open = ts.enclosingOpen(a.nameToken)
        var steps = 0
        while let o = open, steps < 16, fn == nil || ctx.structure.function(at: o) == fn {
            steps += 1
            if ts.isPunct(o, "{") {
                let head = Statements.around(ts, max(0, o - 1))
                if [.kIf, .kGuard, .kElse].contains(ts.word(head.lowerBound)) {
                    if tests(head.lowerBound...(o - 1)) { return true }
                }
            }
            open = ts.enclosingOpen(o)
        }
        return false
    }

    /// The type hands the same view to Auto Layout: anchors or a constraint DSL (SnapKit, Masonry,
    /// PureLayout, Cartography, TinyConstraints, Anchorage), or `translatesAutoresizingMaskIntoConstraints
    /// = false`. A frame written before the view is handed over, or before constraints are installed
    /// on it, later in the same function only seeds it (an animation's start, a first size) and does
    /// not count.
    static let viewUsesAutoLayoutInType = Condition("the view uses Auto Layout") { m, ctx in
        guard let a = m.access else { return false }
        let s = ctx.structure
        let type = s.type(at: a.nameToken)
        let fn = s.function(at: a.nameToken)
        let ts = ctx.tokens
        let constraints = AutoLayoutSeeds.constraintTokens(for: a, ctx.fileContext)
        // Seeding: constraints are installed on the view, or (re)activated, later in the same function.
        // Not when they only center it: then the size the frame gave is replaced by the intrinsic one.
        let later = constraints.filter { s.function(at: $0) == fn && $0 > a.nameToken }
        if !later.isEmpty { return a.member == .frame && later.allSatisfy { AutoLayoutSeeds.onlyCenters($0, ts) } }
        // `translatesAutoresizingMaskIntoConstraints = false` alone counts only in a type that speaks
        // Auto Layout somewhere (constraints, anchors, a DSL or a pin helper): with none, nothing
        // constrains the view and it keeps the frame it is given.
        let tamic = ctx.facts.index.writes(of: .translatesAutoresizingMaskIntoConstraints, sameViewAs: a, inType: type)
            .map { ctx.facts.accesses[$0] }.filter { w in
                w.isWholeWrite && w.value.map { ($0.count == 1 && (ts.spells($0.lowerBound, "false") || ts.spells($0.lowerBound, "NO"))) } == true
                    && ViewPaths.same(w, a, s)
            }.map(\.nameToken)
        var handoffs = constraints + (tamic.isEmpty || (constraints.isEmpty && !AutoLayoutSeeds.typeSpeaksAutoLayout(type, ctx.fileContext)) ? [] : tamic)
        // In an extension of UIKit's own view classes, `self` is whatever view calls the method:
        // only what this method does to it says how it is laid out.
        if let type, s.types[type].kind == .extension, UIKitCatalog.views.contains(s.types[type].name),
           ViewPaths.view(a.receiver)?.isEmpty ?? false {
            handoffs = handoffs.filter { s.function(at: $0) == fn }
        }
        guard handoffs.contains(where: { t in s.compiledTogether(t, a.nameToken) && !(s.function(at: t) == fn && a.nameToken < t) }) else {
            return false
        }
        // Seeding: a helper called later in the function hands the view to Auto Layout
        // (`setupConstraints()`), or constraints are (re)activated later in it.
        if let fn, let path = ViewPaths.view(a.receiver),
           AutoLayoutSeeds.handedToAutoLayoutByALaterHelper(path, after: a.end, in: s.functions[fn].bodyRange, ctx.fileContext) { return false }
        if let fn, AutoLayoutSeeds.activatesConstraints(after: a.end, in: s.functions[fn].bodyRange, ts, ctx.facts.derived) { return false }
        return true
    }
}
