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
            // An instance variable reached through `self->` is a view like any other.
            .flagged(.objc, """
                @interface RevealController : UIViewController
                @end
                @implementation RevealController
                - (void)setFrontController:(UIViewController *)front {
                    [self addChildViewController:front];
                    [|[self->_contentView layoutSubviews]|];
                }
                @end
                """),
            .silent(.objc, """
                @interface RevealController : UIViewController
                @end
                @implementation RevealController
                - (void)setFrontController:(UIViewController *)front {
                    [self addChildViewController:front];
                    [self->_contentView setNeedsLayout];
                    [self->_contentView layoutIfNeeded];
                }
                @end
                """),
            // A table delegate built on NSObject measuring a cell calls UIKit's callback too.
            .flagged(.swift, """
                final class FeedDelegate: NSObject, UITableViewDelegate {
                    let sizingCell = FeedCell()
                    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                        [|sizingCell.layoutSubviews()|]
                        return sizingCell.contentView.bounds.height
                    }
                }
                """),
            .silent(.swift, """
                final class FeedDelegate: NSObject, UITableViewDelegate {
                    let sizingCell = FeedCell()
                    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                        sizingCell.setNeedsLayout()
                        sizingCell.layoutIfNeeded()
                        return sizingCell.contentView.bounds.height
                    }
                }
                """),
            .flagged(.objc, """
                @interface FeedDataSource : NSObject <UITableViewDelegate>
                @end
                @implementation FeedDataSource
                - (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath {
                    [|[self.sizingCell layoutSubviews]|];
                    return CGRectGetHeight(self.sizingCell.contentView.bounds);
                }
                @end
                """),
            // A binding definition declares the callback; it calls nothing.
            .silent(.csharp, """
                [BaseType (typeof (NSObject))]
                interface UIView {
                    [Export ("layoutSubviews")]
                    void LayoutSubviews ();
                }
                """),
            .flagged(.csharp, """
                public class NavigationItem : NSObject
                {
                    public UINavigationBar NavigationBar;
                    public void Refresh()
                    {
                        [|NavigationBar.LayoutSubviews()|];
                    }
                }
                """),
            // A Mac view's own method of that name is AppKit's business.
            .silent(.objc, """
                @interface FeedRowView : NSTableRowView
                @end
                @implementation FeedRowView
                - (void)refresh {
                    [self.badge layoutSubviews];
                }
                @end
                """),
            // A presentation controller is no view: `layoutSubviews` there is a method of its own.
            .silent(.objc, """
                @interface SheetPresentationController : UIPresentationController
                @end
                @implementation SheetPresentationController
                - (void)keyboardWillShow:(NSNotification *)note {
                    self.keyboardHeight = 216;
                    [self layoutSubviews];
                }
                - (void)layoutSubviews {
                    self.presentedView.frame = [self frameOfPresentedViewInContainerView];
                }
                @end
                """),
            .flagged(.objc, """
                @interface SheetView : UIView
                @end
                @implementation SheetView
                - (void)keyboardWillShow:(NSNotification *)note {
                    self.keyboardHeight = 216;
                    [|[self layoutSubviews]|];
                }
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    self.card.frame = CGRectInset(self.bounds, 0, self.keyboardHeight);
                }
                @end
                """),
            .silent(.swift, """
                final class SheetPresentationController: UIPresentationController {
                    var keyboardHeight: CGFloat = 0
                    func keyboardWillShow() {
                        keyboardHeight = 216
                        self.layoutSubviews()
                    }
                    func layoutSubviews() {
                        presentedView?.frame = frameOfPresentedViewInContainerView
                    }
                }
                """),
            .silent(.csharp, """
                public class SheetPresentationController : UIPresentationController
                {
                    nfloat keyboardHeight;
                    void KeyboardWillShow() { keyboardHeight = 216; this.LayoutSubviews(); }
                    void LayoutSubviews() { PresentedView.Frame = FrameOfPresentedViewInContainerView; }
                }
                """),
            // A plain helper class of the file with a method of the same name: its own method.
            .silent(.swift, """
                private class RowHelper {
                    weak var container: UIView?
                    func layoutSubviews(inset: CGFloat = 0) {}
                }
                final class TwoLineHeader: UITableViewHeaderFooterView {
                    private let helper = RowHelper()
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        helper.layoutSubviews()
                    }
                }
                """),
            .flagged(.swift, """
                final class TwoLineHeader: UITableViewHeaderFooterView {
                    private let badge = UIView()
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        [|badge.layoutSubviews()|]
                    }
                }
                """),
            // A class of the file that overrides the callback is a view (its base is declared in
            // another part of the partial class): the call is UIKit's.
            .flagged(.csharp, """
                public partial class BadgeCell
                {
                    public override void LayoutSubviews() { base.LayoutSubviews(); }
                }
                public class ListController : UITableViewController
                {
                    BadgeCell cell = new BadgeCell();
                    public void Refresh() { [|cell.LayoutSubviews()|]; }
                }
                """),
            .silent(.objc, """
                @interface RowHelper : NSObject
                @end
                @implementation RowHelper
                - (void)layoutSubviews {
                }
                @end
                @interface TwoLineHeader : UITableViewHeaderFooterView
                @property (nonatomic, strong) RowHelper *helper;
                @end
                @implementation TwoLineHeader
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    [self.helper layoutSubviews];
                }
                @end
                """),
            // A layout callback handed over as a value: the animation calls it directly.
            .flagged(.csharp, """
                public class NowPlayingView : UIView
                {
                    public bool ShowsVideo { get; private set; }
                    public void OnVideoChanged(object sender, EventArgs e)
                    {
                        ShowsVideo = !ShowsVideo;
                        UIView.Animate(0.3, [|LayoutSubviews|]);
                    }
                }
                """),
            .flagged(.swift, """
                final class PlayerView: UIView {
                    var expanded = false
                    func toggle() {
                        expanded.toggle()
                        UIView.animate(withDuration: 0.3, animations: [|self.layoutSubviews|])
                    }
                }
                """),
            // The same animation asking for layout through a closure.
            .silent(.csharp, """
                public class NowPlayingView : UIView
                {
                    void OnVideoChanged(object sender, EventArgs e)
                    {
                        SetNeedsLayout();
                        UIView.Animate(0.3, LayoutIfNeeded);
                    }
                }
                """),
            .silent(.swift, """
                final class PlayerView: UIView {
                    func toggle() {
                        setNeedsLayout()
                        UIView.animate(withDuration: 0.3) { self.layoutIfNeeded() }
                    }
                }
                """),
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
            .silent(.swift, """
                final class FlowView: UIView {
                    override func layoutSubviews() {
                        layoutContent()
                    }
                    private func layoutContent() {
                        super.layoutSubviews()
                        content.frame = bounds
                    }
                }
                """),
            .silent(.csharp, """
                public class FlowView : UIView
                {
                    public override void LayoutSubviews()
                    {
                        LayoutContent();
                    }
                    void LayoutContent()
                    {
                        base.LayoutSubviews();
                        content.Frame = Bounds;
                    }
                }
                """),
            .silent(.objc, """
                @interface FlowView : UIView
                @end
                @implementation FlowView
                - (void)layoutSubviews {
                    [self layoutContent];
                }
                - (void)layoutContent {
                    [super layoutSubviews];
                    self.content.frame = self.bounds;
                }
                @end
                """),
            // Before iOS 5 a controller had no layout callbacks: calling its own stands in for a
            // pass that does not exist there, and newer systems take the other branch.
            .silent(.objc, """
                @implementation PhotoBrowser
                - (void)reloadData {
                    [self performLayout];
                    if (SYSTEM_VERSION_LESS_THAN(@"5")) [self viewWillLayoutSubviews];
                    else [self.view setNeedsLayout];
                }
                @end
                """),
            .flagged(.objc, """
                @implementation PhotoBrowser
                - (void)reloadData {
                    [self performLayout];
                    if (SYSTEM_VERSION_LESS_THAN(@"8")) [|[self viewWillLayoutSubviews]|];
                    else [self.view setNeedsLayout];
                }
                @end
                """),
        ])

    static let pattern = Pattern.calls(Lifecycle.layoutCallNames)
        .where(.withoutArguments)
        .unless(.throughSuperFromOwnOverride, .mockExpectation, .notUIKitsCallback, .onlyWhereUIKitHadNoSuchCallback)
        .fix(RuleFixes.requestLayoutInstead)
        .message { m, ctx in
            let target = RuleFixes.layoutTarget(m, ctx)
            if let c = m.call, c.close == c.nameToken {
                // Passed as a value (an animation block, an event handler): whoever runs it calls the callback.
                let ifNeeded = ctx.language == .csharp ? "LayoutIfNeeded()" : "layoutIfNeeded()"
                return "`\(m.text)` passed as a value calls UIKit's layout callback directly when it runs; pass a closure that calls `\(target)\(ifNeeded)` instead"
            }
            if ctx.language == .objc {
                let receiver = target.isEmpty ? "self" : String(target.dropLast())
                return "`\(m.text)` is a callback for UIKit's layout pass; send `[\(receiver) setNeedsLayout]` and then `[\(receiver) layoutIfNeeded]` instead"
            }
            let (setNeeds, ifNeeded) = ctx.language == .csharp
                ? ("SetNeedsLayout()", "LayoutIfNeeded()") : ("setNeedsLayout()", "layoutIfNeeded()")
            return "`\(m.text)` is a callback for UIKit's layout pass; call `\(target)\(setNeeds)` and then `\(target)\(ifNeeded)` instead"
        }
}

// MARK: Conditions only this rule asks

private extension Condition {
    /// Through `super.` / `base.` from inside the override of the same method.
    static let throughSuperFromOwnOverride = Condition("through super from its own override") { m, ctx in
        guard let c = m.call, c.receiver.isSuper, c.receiver.components.isEmpty,
              let f = ctx.structure.function(at: c.nameToken) else { return false }
        if ctx.structure.functions[f].name == c.name { return true }
        // A helper that only the override calls (`layoutSubviews` → `layoutContent()` →
        // `super.layoutSubviews()`) is part of the override.
        let callers = ctx.facts.derived.methodCalls(ctx.tokens, ctx.structure).callers
        var frontier = [f], seen = Set<Int>()
        while let g = frontier.popLast() {
            guard seen.insert(g).inserted, seen.count <= 8, !callers[g].isEmpty else { return false }
            for caller in callers[g] {
                guard caller >= 0 else { return false }
                if ctx.structure.functions[Int(caller)].name != c.name { frontier.append(Int(caller)) }
            }
        }
        return true
    }

    /// A view controller's `viewWillLayoutSubviews`/`viewDidLayoutSubviews`, called only under a
    /// test that the system is older than iOS 5 (`if (SYSTEM_VERSION_LESS_THAN(@"5"))`,
    /// `[[UIDevice currentDevice].systemVersion floatValue] < 5.0`): UIKit added those callbacks
    /// in iOS 5, so there the controller is standing in for a pass that does not exist.
    static let onlyWhereUIKitHadNoSuchCallback = Condition("only where UIKit had no such callback") { m, ctx in
        guard let c = m.call, ["viewWillLayoutSubviews", "viewDidLayoutSubviews"].contains(c.methodName) else { return false }
        let ts = ctx.tokens
        // The condition of the `if` whose branch holds the call.
        var condition: ClosedRange<Int>?
        let statement = Statements.around(ts, c.nameToken)
        if ts.word(statement.lowerBound) == .kIf, ts.isPunct(statement.lowerBound + 1, "("), let close = ts.partner(of: statement.lowerBound + 1),
           close < c.nameToken {
            condition = (statement.lowerBound + 1)...close
        } else if let open = ts.enclosingOpen(c.nameToken), ts.isPunct(open, "{"), ts.isPunct(open - 1, ")"), let p = ts.partner(of: open - 1),
                  ts.word(p - 1) == .kIf {
            condition = p...(open - 1)
        }
        guard let condition else { return false }
        let names = condition.filter { ts.kind($0) == .identifier }.map { ts.name($0).lowercased() }
        guard names.contains(where: { $0.contains("version") }) else { return false }
        let older = names.contains { $0.contains("less") } || condition.contains { ts.isOperator($0, "<") }
        let five = condition.contains { k in
            let text = ts.text(k).filter { "0123456789.".contains($0) }
            return (ts.kind(k) == .number || ts.kind(k) == .stringText) && (text == "5" || text == "5.0")
        }
        return older && five
    }

    /// The call is not UIKit's: the type around it is built on AppKit (`NSScrollView`), is a view
    /// controller calling its own `layoutSubviews` (controllers have none), or declares a method of
    /// that name of its own that overrides nothing (a private C# or Swift `LayoutSubviews()`).
    static let notUIKitsCallback = Condition("not UIKit's callback") { m, ctx in
        guard let c = m.call, let t = ctx.structure.type(at: c.nameToken) else { return false }
        let s = ctx.structure
        // AppKit's views and controllers (not Foundation's `NSObject`: a table delegate built on it
        // that calls a cell's `layoutSubviews()` calls UIKit's callback).
        if Condition.inAppKitCode.test(m, ctx) { return true }
        // The receiver holds an instance of a plain class of the file (no base class, or only
        // `NSObject`) that declares a method of that name: a helper's own method, not UIKit's
        // (`let helper = CellHelper()` … `helper.layoutSubviews()`).
        if let name = c.receiver.components.last, c.receiver.components.count <= 2 {
            // (An Objective-C class is declared twice: `@interface` names the base, `@implementation` the methods.)
            let notPlain = Set(s.types.filter { !$0.bases.isEmpty && $0.bases != ["NSObject"] }.map(\.name))
            let helpers = Set(s.types.indices.filter { i in
                [.class, .objcClass].contains(s.types[i].kind) && !notPlain.contains(s.types[i].name)
                    && ctx.facts.derived.members(of: i, s).contains { s.functions[$0].name == c.name && s.functions[$0].kind == .method && !s.functions[$0].isOverride }
            }.map { s.types[$0].name })
            let ts = ctx.tokens
            for helper in helpers.sorted() {
                for k in 0..<ts.count where ts.kind(k) == .identifier && ts.name(k) == name && !ts.isPunct(k - 1, ".") {
                    if ViewTree.declaresInstance(of: helper, k, ts) { return true }
                }
            }
        }
        // The receiver is declared with a class some other file may declare: its callback is
        // UIKit's only if that class is a view, controller or layer (`let manager = PageManager()`
        // … `manager.viewWillLayoutSubviews()`, where `PageManager` is a plain class of the app).
        if c.receiver.components.count == 1, !c.receiver.isSuper,
           let cls = ViewTree.declaredClass(of: c.receiver.components[0], around: c.nameToken, ctx.fileContext),
           !["UI", "CA", "NS", "SK", "MK", "AV", "WK"].contains(where: cls.hasPrefix) {
            ctx.requireUIKitClass(cls)
        }
        // A controller has no `layoutSubviews`: `[self layoutSubviews]` there calls its own method.
        if c.receiver.components.isEmpty, !c.receiver.isSuper, ctx.role == .viewController,
           Lifecycle.viewAndLayerLayoutCallNames.contains(c.name) { return true }
        // Nor has a class built on a base that is certainly no view (`UIPresentationController`,
        // `NSObject`): its `layoutSubviews` is a method of its own.
        if c.receiver.components.isEmpty, !c.receiver.isSuper, ctx.role == .other {
            let name = s.types[t].name
            if s.types.contains(where: { $0.name == name && $0.bases.contains(where: UIKitCatalog.notViews.contains) }) { return true }
        }
        guard ctx.language != .objc, c.receiver.components.isEmpty, !c.receiver.isSuper else { return false }
        return ctx.facts.derived.members(of: t, s).contains { k in
            let f = s.functions[k]
            return f.name == c.name && !f.isOverride && f.kind == .method && f.parameters.isEmpty
        }
    }

    /// A mock expectation rather than a call (OCMock: `[[[layer expect] andForwardToRealObject] layoutSublayers]`,
    /// `OCMExpect([view layoutSubviews])`).
    static let mockExpectation = Condition("a mock expectation") { m, ctx in
        guard let c = m.call else { return false }
        let words: Set<String> = ["expect", "stub", "reject", "verify", "andForwardToRealObject", "andDo", "andReturn",
                                  "OCMExpect", "OCMStub", "OCMReject", "OCMVerify"]
        let ts = ctx.tokens
        if let open = ts.enclosingOpen(c.receiverStart), ts.isPunct(open, "("), ts.kind(open - 1) == .identifier,
           words.contains(ts.name(open - 1)) { return true }
        return Range.upTo(c.receiverStart, c.nameToken).contains { ts.kind($0) == .identifier && words.contains(ts.name($0)) }
    }
}
