/// LL006: calling a layout callback directly.
struct DirectLayoutCallRule: Rule {
    static let description = RuleDescription(
        code: "LL006", name: "direct-layout-call",
        summary: "Flags direct calls of `layoutSubviews`, `viewWillLayoutSubviews`, `viewDidLayoutSubviews` and `layoutSublayers`.",
        rationale: """
            These methods are callbacks: UIKit calls them during its layout pass. Calling one yourself \
            lays out one level of one view and nothing else: descendants are not laid out, the \
            view is not marked as done, and Auto Layout does not run, so the screen can end up \
            half-updated and layout may run again later anyway. The only legitimate call is \
            `super.layoutSubviews()` (C#: `base.LayoutSubviews()`) from inside the override itself.
            """,
        fix: """
            Ask for layout instead: `setNeedsLayout()` to schedule it, followed by `layoutIfNeeded()` \
            when it must happen now (for example inside an animation block). C#: `SetNeedsLayout()` \
            and `LayoutIfNeeded()`.
            """,
        examples: [
            .flagged(.swift, """
                final class ExpandingCell: UITableViewCell {
                    func setExpanded(_ expanded: Bool) {
                        isExpanded = expanded
                        [|layoutSubviews()|]
                    }
                    override func layoutIfNeeded() {
                        [|super.layoutSubviews()|]
                    }
                }
                """),
            .flagged(.swift, """
                final class FeedViewController: UIViewController {
                    func reload() {
                        [|self.viewDidLayoutSubviews()|]
                        UIView.animate(withDuration: 0.3) { [|self.view.layoutSubviews()|] }
                        [|header.layer.layoutSublayers()|]
                    }
                }
                """),
            .silent(.swift, """
                final class ExpandingCell: UITableViewCell {
                    override func layoutSubviews() {
                        super.layoutSubviews()
                    }
                    func setExpanded(_ expanded: Bool) {
                        setNeedsLayout()
                        layoutIfNeeded()
                    }
                }
                """),
            .silent(.swift, """
                final class AccessoryCell: UITableViewCell {
                    func layoutSubviews(accessoryWidth: CGFloat) { }
                    func configure() {
                        layoutSubviews(accessoryWidth: 20)
                        let name = "layoutSubviews()"
                        let action = #selector(UIView.layoutSubviews)
                    }
                }
                """),
            .silent(.swift, """
                final class FeedViewController: UIViewController {
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        tableView.frame = view.bounds
                    }
                    func onLayoutSubviews() { onLayoutHandler?() }
                }
                """),
            .flagged(.csharp, """
                public class ExpandingCell : UITableViewCell
                {
                    public void SetExpanded(bool expanded)
                    {
                        [|LayoutSubviews()|];
                        [|ContentView.LayoutSubviews()|];
                    }
                }
                """),
            .flagged(.csharp, """
                public class FeedController : UIViewController
                {
                    public override void ViewWillAppear(bool animated)
                    {
                        base.ViewWillAppear(animated);
                        [|base.ViewDidLayoutSubviews()|];
                    }
                }
                """),
            .silent(.csharp, """
                public class ExpandingCell : UITableViewCell
                {
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                    }
                    public void SetExpanded(bool expanded)
                    {
                        SetNeedsLayout();
                        LayoutIfNeeded();
                    }
                }
                """),
            .silent(.csharp, """
                public class FeedController : UIViewController
                {
                    public override void ViewDidLayoutSubviews()
                    {
                        base.ViewDidLayoutSubviews();
                        OnLayoutSubviews();
                        var label = "LayoutSubviews()";
                    }
                }
                """),
            .silent(.csharp, """
                public class ScrollViewRenderer : NSScrollView
                {
                    public void Refresh() { LayoutSubviews(); }
                    void LayoutSubviews() { DocumentView.SetFrameSize(Frame.Size); }
                }
                """),
            .silent(.csharp, """
                public class GridCell : UIView
                {
                    public void Refresh() { LayoutSubviews(); }
                    void LayoutSubviews() { label.SizeToFit(); }
                }
                """),
            .silent(.csharp, """
                public class Host : UIView
                {
                    public override void LayoutSubviews() => base.LayoutSubviews();
                    void Schedule() { View.SetNeedsLayout(); }
                }
                """),
            .flagged(.objc, """
                @interface ExpandingCell : UITableViewCell
                @end
                @implementation ExpandingCell
                - (void)setExpanded:(BOOL)expanded {
                    _expanded = expanded;
                    [|[self layoutSubviews]|];
                    [|[self.contentView layoutSubviews]|];
                }
                @end
                """),
            .silent(.objc, """
                @interface ExpandingCell : UITableViewCell
                @end
                @implementation ExpandingCell
                - (void)layoutSubviews {
                    [super layoutSubviews];
                }
                - (void)setExpanded:(BOOL)expanded {
                    [self setNeedsLayout];
                    [self layoutIfNeeded];
                    SEL action = @selector(layoutSubviews);
                }
                @end
                """),
            .silent(.objc, """
                - (void)testLayoutIsForwarded {
                    [[[sublayer expect] andForwardToRealObject] layoutSublayers];
                    OCMExpect([view layoutSubviews]);
                }
                """, inDocs: false),
            .silent(.objc, """
                @interface SplitViewController : UIViewController
                @end
                @implementation SplitViewController
                - (void)setSplitPosition:(CGFloat)position {
                    _splitPosition = position;
                    [self layoutSubviews];
                }
                - (void)layoutSubviews {
                    self.master.view.frame = CGRectMake(0, 0, _splitPosition, CGRectGetHeight(self.view.bounds));
                }
                @end
                """),
            .silent(.objc, """
                @implementation ExpandingCell
                - (void)configure {
                    [self layoutSubviewsWithWidth:20];
                    NSString *name = @"layoutSubviews";
                }
                @end
                """),
        ])

    static let pattern = Pattern.calls(
        "layoutSubviews", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "layoutSublayers",
        "LayoutSubviews", "ViewWillLayoutSubviews", "ViewDidLayoutSubviews", "LayoutSublayers")
        .where(.withoutArguments)
        .unless(.throughSuperFromOwnOverride, .mockExpectation, .notUIKitsCallback)
        .fix(RuleFixes.requestLayoutInstead)
        .message { m, ctx in
            let target = RuleFixes.layoutTarget(m, ctx)
            if ctx.language == .objc {
                let receiver = target.isEmpty ? "self" : String(target.dropLast())
                return "`\(m.text)` is a callback for UIKit's layout pass; send `[\(receiver) setNeedsLayout]` and then `[\(receiver) layoutIfNeeded]` instead"
            }
            let (setNeeds, ifNeeded) = ctx.language == .csharp
                ? ("SetNeedsLayout()", "LayoutIfNeeded()") : ("setNeedsLayout()", "layoutIfNeeded()")
            return "`\(m.text)` is a callback for UIKit's layout pass; call `\(target)\(setNeeds)` and then `\(target)\(ifNeeded)` instead"
        }
}
