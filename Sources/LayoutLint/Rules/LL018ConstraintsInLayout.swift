/// LL018: constraints made, activated or removed inside a layout pass.
struct ConstraintsInLayoutRule: Rule {
    static let description = RuleDescription(
        code: "LL018", name: "constraints-in-layout",
        summary: "Flags constraints created, activated, added or removed unconditionally inside a layout callback, including SnapKit's `snp.makeConstraints` and Masonry's `mas_makeConstraints:`.",
        rationale: """
            A layout callback runs on every pass: after every bounds change, scroll, rotation and \
            animation frame. Adding constraints there adds them again each time (duplicate and \
            conflicting constraints, \"Unable to simultaneously satisfy constraints\" logs), and \
            any change to the constraint set invalidates layout, so the pass schedules another: \
            churn at best, a layout feedback loop at worst. Work done once behind a flag or only \
            when a size class or width changed is not flagged; neither is changing an existing \
            constraint's `constant`.
            """,
        fix: """
            Create and activate constraints once (in the initializer, `viewDidLoad`, or \
            `updateConstraints()` behind a flag) and keep references; in the layout pass change \
            only their `constant`s, or switch prepared sets when the trait collection changes.
            """,
        examples: [
            // A test that the model is there stays true once it is set: the remake runs every pass.
            .flagged(.objc, """
                @interface TaskCell : UITableViewCell
                @end
                @implementation TaskCell
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    if (!_task) {
                        return;
                    }
                    [|[_tagsView mas_remakeConstraints:^(MASConstraintMaker *make) {
                        make.top.equalTo(self.contentView).offset(15);
                    }]|];
                }
                @end
                """),
            // A flag the pass sets gates it: it runs once.
            .silent(.objc, """
                @interface TaskCell : UITableViewCell
                @end
                @implementation TaskCell
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    if (!_didInstall) {
                        _didInstall = YES;
                        [_tagsView mas_makeConstraints:^(MASConstraintMaker *make) {
                            make.top.equalTo(self.contentView).offset(15);
                        }];
                    }
                }
                @end
                """),
            .flagged(.swift, """
                final class NewsCell: UICollectionViewCell {
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        if let label = titleLabel {
                            [|NSLayoutConstraint.activate([label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -28)])|]
                        }
                    }
                }
                """),
            // The constraints change only when the width changed since the last pass.
            .silent(.swift, """
                final class NewsCell: UICollectionViewCell {
                    private var laidOutWidth: CGFloat = 0
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        if bounds.width != laidOutWidth {
                            laidOutWidth = bounds.width
                            NSLayoutConstraint.activate([titleLabel.widthAnchor.constraint(equalToConstant: bounds.width - 32)])
                        }
                    }
                }
                """),
            .flagged(.csharp, """
                public class CardView : UIView
                {
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        if (Model != null)
                        {
                            [|Container.AddConstraints(NSLayoutConstraint.FromVisualFormat("H:|[v]|", 0, null, Views))|];
                        }
                    }
                }
                """),
            .silent(.csharp, """
                public class CardView : UIView
                {
                    bool installed;
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        if (Model != null && !installed)
                        {
                            installed = true;
                            Container.AddConstraints(NSLayoutConstraint.FromVisualFormat("H:|[v]|", 0, null, Views));
                        }
                    }
                }
                """),
            // A lazy property's initializer runs once, on the first use, even when a layout pass
            // is what uses it first.
            .silent(.swift, """
                final class ReviewsView: UIView {
                    private var headerHeight: Constraint?
                    private lazy var header: ReviewsHeader = {
                        let header = ReviewsHeader()
                        header.snp.makeConstraints { make in
                            self.headerHeight = make.height.equalTo(44).constraint
                        }
                        return header
                    }()
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        headerHeight?.update(offset: header.intrinsicContentSize.height)
                    }
                }
                """),
            // A helper reached only after its caller's once-guard runs once.
            .silent(.swift, """
                final class SystemBar: UIView {
                    private var hasExtendedEdges = false
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        extendEdgesIfNeeded()
                    }
                    private func extendEdgesIfNeeded() {
                        guard !hasExtendedEdges else { return }
                        hasExtendedEdges = true
                        addSubview(makeSeparator())
                    }
                    private func makeSeparator() -> UIView {
                        let line = UIView()
                        line.translatesAutoresizingMaskIntoConstraints = false
                        NSLayoutConstraint.activate([line.heightAnchor.constraint(equalToConstant: 0.5)])
                        return line
                    }
                }
                """),
            .silent(.csharp, """
                public class SystemBar : UIView
                {
                    bool extended;
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        ExtendEdgesIfNeeded();
                    }
                    void ExtendEdgesIfNeeded()
                    {
                        if (extended) return;
                        extended = true;
                        AddSubview(MakeSeparator());
                    }
                    UIView MakeSeparator()
                    {
                        var line = new UIView { TranslatesAutoresizingMaskIntoConstraints = false };
                        NSLayoutConstraint.ActivateConstraints(new[] { line.HeightAnchor.ConstraintEqualTo(0.5f) });
                        return line;
                    }
                }
                """),
            .flagged(.swift, """
                final class ProfileHeader: UIView {
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        [|NSLayoutConstraint.activate([
                            avatar.widthAnchor.constraint(equalToConstant: bounds.height / 2),
                        ])|]
                        [|avatar.snp.makeConstraints { make in make.center.equalToSuperview() }|]
                    }
                }
                """),
            .silent(.swift, """
                final class ProfileHeader: UIView {
                    private var didSetUpConstraints = false
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        if !didSetUpConstraints {
                            didSetUpConstraints = true
                            NSLayoutConstraint.activate([avatar.widthAnchor.constraint(equalToConstant: 40)])
                        }
                        avatarWidth.constant = bounds.height / 2
                    }
                    override func updateConstraints() {
                        avatar.snp.remakeConstraints { make in make.center.equalToSuperview() }
                        super.updateConstraints()
                    }
                }
                """),
            .flagged(.csharp, """
                public class ChatViewController : UIViewController
                {
                    public override void ViewDidLayoutSubviews()
                    {
                        base.ViewDidLayoutSubviews();
                        [|View.AddConstraint(NSLayoutConstraint.Create(inputBar, NSLayoutAttribute.Bottom, NSLayoutRelation.Equal, View, NSLayoutAttribute.Bottom, 1, 0))|];
                    }
                }
                """),
            .silent(.csharp, """
                public class ChatViewController : UIViewController
                {
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        View.AddConstraint(NSLayoutConstraint.Create(inputBar, NSLayoutAttribute.Bottom, NSLayoutRelation.Equal, View, NSLayoutAttribute.Bottom, 1, 0));
                    }
                    public override void ViewDidLayoutSubviews()
                    {
                        base.ViewDidLayoutSubviews();
                        bottom.Constant = -View.SafeAreaInsets.Bottom;
                    }
                }
                """),
            .flagged(.objc, """
                @interface BadgeView : UIView
                @end
                @implementation BadgeView
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    [|[self.icon mas_remakeConstraints:^(MASConstraintMaker *make) {
                        make.width.mas_equalTo(CGRectGetHeight(self.bounds));
                    }]|];
                }
                @end
                """),
            .silent(.objc, """
                @interface BadgeView : UIView
                @end
                @implementation BadgeView
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    if (self.iconWidth == nil) {
                        self.iconWidth = [self.icon.widthAnchor constraintEqualToConstant:20];
                        [NSLayoutConstraint activateConstraints:@[self.iconWidth]];
                    }
                    self.iconWidth.constant = CGRectGetHeight(self.bounds);
                    [self.session activate];
                }
                @end
                """),
            .flagged(.swift, """
                final class ComposerView: UIView {
                    private var bottom: NSLayoutConstraint?
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        [|updateBottomConstraint()|]
                    }
                    func keyboardChanged() { updateBottomConstraint() }
                    private func updateBottomConstraint() {
                        bottom?.isActive = false
                        bottom = field.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -inset)
                        NSLayoutConstraint.activate([bottom!])
                    }
                }
                """),
            .silent(.swift, """
                final class ComposerView: UIView {
                    private var bottom: NSLayoutConstraint?
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        updateInset()
                    }
                    func keyboardChanged() { updateInset() }
                    private func updateInset() {
                        bottom?.constant = -inset
                    }
                    private func addConstraints() {
                        NSLayoutConstraint.activate([field.topAnchor.constraint(equalTo: topAnchor)])
                    }
                    override func updateConstraints() {
                        addConstraints()
                        super.updateConstraints()
                    }
                }
                """),
            .flagged(.csharp, """
                public class ComposerView : UIView
                {
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        [|PinField()|];
                    }
                    public void KeyboardChanged() { PinField(); }
                    void PinField()
                    {
                        AddConstraint(NSLayoutConstraint.Create(field, NSLayoutAttribute.Bottom, NSLayoutRelation.Equal, this, NSLayoutAttribute.Bottom, 1, -inset));
                    }
                }
                """),
            .silent(.csharp, """
                public class ComposerView : UIView
                {
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        UpdateInset();
                    }
                    public void KeyboardChanged() { UpdateInset(); }
                    void UpdateInset() { bottom.Constant = -inset; }
                }
                """),
            .flagged(.objc, """
                @interface ComposerView : UIView
                @end
                @implementation ComposerView
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    [|[self pinField]|];
                }
                - (void)keyboardChanged { [self pinField]; }
                - (void)pinField {
                    [self addConstraint:[NSLayoutConstraint constraintWithItem:self.field attribute:NSLayoutAttributeBottom relatedBy:NSLayoutRelationEqual toItem:self attribute:NSLayoutAttributeBottom multiplier:1 constant:0]];
                }
                @end
                """),
            .silent(.objc, """
                @interface ComposerView : UIView
                @end
                @implementation ComposerView
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    [self updateInset];
                }
                - (void)keyboardChanged { [self updateInset]; }
                - (void)updateInset { self.bottom.constant = -self.inset; }
                @end
                """),
            // One constraint made from an anchor and activated on the spot (`isActive = true`) is
            // a new constraint on every pass. Made and kept, or an existing one switched, is not.
            .flagged(.swift, """
                final class BadgeView: UIView {
                    let label = UILabel()
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        [|label.centerYAnchor.constraint(equalTo: centerYAnchor)|].isActive = true
                    }
                }
                """),
            .silent(.swift, """
                final class BadgeView: UIView {
                    let label = UILabel()
                    var compact = false
                    lazy var middle = label.centerYAnchor.constraint(equalTo: centerYAnchor)
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        middle.isActive = !compact
                    }
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        label.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                    }
                }
                """),
            .flagged(.csharp, """
                public class SplitController : UIViewController
                {
                    UITableView top = new UITableView();
                    public override void ViewDidLayoutSubviews()
                    {
                        base.ViewDidLayoutSubviews();
                        PinTop();
                    }
                    void PinTop()
                    {
                        [|top.TopAnchor.ConstraintEqualTo(View.TopAnchor)|].Active = true;
                    }
                }
                """),
            .silent(.csharp, """
                public class SplitController : UIViewController
                {
                    UITableView top = new UITableView();
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        PinTop();
                    }
                    void PinTop()
                    {
                        top.TopAnchor.ConstraintEqualTo(View.TopAnchor).Active = true;
                    }
                }
                """),
            .flagged(.objc, """
                @interface ChipView : UIView
                @end
                @implementation ChipView
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    [|[self.icon.widthAnchor constraintEqualToConstant:16]|].active = YES;
                }
                @end
                """),
            .silent(.objc, """
                @interface ChipView : UIView
                @end
                @implementation ChipView
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    self.iconWidth.active = self.showsIcon;
                    NSLayoutConstraint *kept = [self.icon.widthAnchor constraintEqualToConstant:16];
                    self.pending = kept;
                }
                @end
                """),
        ])

    static let pattern = Pattern.calls(ConstraintCalls.allNames)
        .where(.inLayoutPass, .any(.changesConstraints, .callsAHelperThat(.changesConstraints, outside: .layout)))
        .unless(.all(.underACondition, .not(.onlyUnderPresenceTests)), .inALazyInitializer)
        .includingHelperCalls(in: .layout)
        .message { m, ctx in
            let method = ctx.callbackName(at: m.anchor) ?? "layoutSubviews"
            if let name = m.call?.methodName, name == "remakeConstraints" || name == "mas_remakeConstraints" {
                return "`\(m.lineText)` rebuilds the constraints on every `\(method)` pass, which schedules another pass; set them up once and change only their constants here"
            }
            if m.helperCall != nil {
                return "`\(m.lineText)` changes the constraints (in a helper) on every `\(method)` pass, which duplicates them and schedules another pass; set them up once and change only their constants here"
            }
            return "`\(m.lineText)` changes the constraints on every `\(method)` pass, which duplicates them and schedules another pass; set them up once and change only their constants here"
        }
}

// MARK: Conditions only this rule asks

private extension Condition {
    /// The call makes, activates or removes constraints: `NSLayoutConstraint.activate(…)`,
    /// `addConstraint(s)`, `removeConstraint(s)`, SnapKit's `snp.makeConstraints`, Masonry's
    /// `mas_makeConstraints:`. `activate` counts only on `NSLayoutConstraint` (other types have one).
    static let changesConstraints = Condition("makes or removes constraints") { m, ctx in
        guard let c = m.call else { return false }
        return ConstraintCalls.changesConstraints(c, ctx.fileContext)
    }
}
