/// LL017: a view marks itself dirty again from inside its own layout pass.
struct LayoutInvalidationInLayoutRule: Rule {
    static let description = RuleDescription(
        code: "LL017", name: "layout-invalidation-in-layout",
        summary: "Flags `setNeedsLayout()` or `invalidateIntrinsicContentSize()` sent to the view itself, unconditionally, from its own layout callback.",
        rationale: """
            A layout callback (`layoutSubviews`, `viewWillLayoutSubviews`, `viewDidLayoutSubviews`) \
            runs because the view was marked as needing layout. Marking the same view dirty again \
            from inside the pass schedules another pass, which marks it again: the run loop lays the \
            view out every frame, burning CPU and battery, and with Auto Layout it can end in a \
            layout feedback loop that UIKit aborts. Invalidating the intrinsic size of the view \
            being laid out does the same through the superview's constraints. An invalidation under \
            a condition (the width changed since the last pass) converges and is not flagged; \
            neither is `layoutIfNeeded()`, which returns at once in a view that is already being \
            laid out, nor `setNeedsUpdateConstraints()`, which asks for a constraints pass that lays \
            nothing out again unless the constraints really change.
            """,
        fix: """
            Remove the call, or make it conditional on what actually changed (compare the new \
            bounds with the ones the last pass used). Invalidate from the setter or event that \
            changes the content, not from the layout pass.
            """,
        examples: [
            .flagged(.swift, """
                final class TagListView: UIView {
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        arrangeTags(width: bounds.width)
                        [|invalidateIntrinsicContentSize()|]
                    }
                }
                """),
            .silent(.swift, """
                final class TagListView: UIView {
                    private var laidOutWidth: CGFloat = 0
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        arrangeTags(width: bounds.width)
                        if bounds.width != laidOutWidth {
                            laidOutWidth = bounds.width
                            invalidateIntrinsicContentSize()
                        }
                        layoutIfNeeded()
                        badge.setNeedsLayout()
                    }
                    var tags: [String] = [] {
                        didSet { setNeedsLayout() }
                    }
                }
                """),
            .flagged(.swift, """
                final class ChatViewController: UIViewController {
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        inputBar.frame = CGRect(x: 0, y: view.bounds.height - 44, width: view.bounds.width, height: 44)
                        [|view.setNeedsLayout()|]
                    }
                }
                """),
            .silent(.swift, """
                final class ChatViewController: UIViewController {
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        inputBar.frame = CGRect(x: 0, y: view.bounds.height - 44, width: view.bounds.width, height: 44)
                        UIView.animate(withDuration: 0.2) { self.view.layoutIfNeeded() }
                        DispatchQueue.main.async { self.inputBar.setNeedsLayout() }
                    }
                    func keyboardWillShow() {
                        view.setNeedsLayout()
                    }
                }
                """),
            .flagged(.csharp, """
                public class BadgeView : UIView
                {
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        label.Frame = Bounds;
                        [|SetNeedsLayout()|];
                    }
                }
                """),
            .silent(.csharp, """
                public class BadgeView : UIView
                {
                    nfloat lastWidth;
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        label.Frame = Bounds;
                        if (Bounds.Width != lastWidth)
                        {
                            lastWidth = Bounds.Width;
                            InvalidateIntrinsicContentSize();
                        }
                    }
                    public string Text { set { label.Text = value; SetNeedsLayout(); } }
                }
                """),
            .flagged(.objc, """
                @interface FlowView : UIView
                @end
                @implementation FlowView
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    [self layoutItems];
                    [|[self setNeedsLayout]|];
                }
                @end
                """),
            .silent(.objc, """
                @interface FlowView : UIView
                @end
                @implementation FlowView
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    [self layoutItems];
                    if (CGRectGetWidth(self.bounds) != _lastWidth) [self invalidateIntrinsicContentSize];
                    [self.header setNeedsLayout];
                    [self setNeedsUpdateConstraints];
                }
                - (void)setItems:(NSArray *)items {
                    _items = items;
                    [self setNeedsLayout];
                }
                @end
                """),
            .flagged(.swift, """
                final class TagCloud: UIView {
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        [|refresh()|]
                    }
                    func tagsChanged() { refresh() }
                    private func refresh() {
                        placeTags()
                        setNeedsLayout()
                    }
                }
                """),
            .silent(.swift, """
                final class TagCloud: UIView {
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        refresh()
                    }
                    func tagsChanged() { refresh() }
                    private func refresh() {
                        if tags != shownTags { setNeedsLayout() }
                        placeTags()
                    }
                }
                """),
            .flagged(.csharp, """
                public class TagCloud : UIView
                {
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        [|Refresh()|];
                    }
                    public void TagsChanged() { Refresh(); }
                    void Refresh() { PlaceTags(); SetNeedsLayout(); }
                }
                """),
            .silent(.csharp, """
                public class TagCloud : UIView
                {
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        Refresh();
                    }
                    public void TagsChanged() { Refresh(); }
                    void Refresh() { PlaceTags(); }
                }
                """),
            .flagged(.objc, """
                @interface TagCloud : UIView
                @end
                @implementation TagCloud
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    [|[self refresh]|];
                }
                - (void)tagsChanged { [self refresh]; }
                - (void)refresh { [self placeTags]; [self setNeedsLayout]; }
                @end
                """),
            .silent(.objc, """
                @interface TagCloud : UIView
                @end
                @implementation TagCloud
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    [self refresh];
                }
                - (void)tagsChanged { [self refresh]; }
                - (void)refresh { [self placeTags]; }
                @end
                """),
        ])

    static let pattern = Pattern.calls(
        "setNeedsLayout", "SetNeedsLayout", "invalidateIntrinsicContentSize", "InvalidateIntrinsicContentSize")
        .where(.inLayoutPass, .any(.all(.withoutArguments, .receiverIsOwnView), .callsAHelperThat(.invalidatesOwnLayout, outside: .layout)))
        .unless(.insideClosure, .underACondition)
        .includingHelperCalls(in: .layout)
        .fix(RuleFixes.removeStatement("Remove the call"))
        .message { m, ctx in
            let method = ctx.callbackName(at: m.anchor) ?? "layoutSubviews"
            if m.helperCall != nil {
                return "`\(m.lineText)` marks the view dirty again (it calls `setNeedsLayout`) from inside `\(method)`, so every pass schedules another; invalidate only when something changed"
            }
            return "`\(m.lineText)` marks the view dirty again from inside `\(method)`, so every pass schedules another; remove it or invalidate only when something changed"
        }
}
