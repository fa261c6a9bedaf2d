/// LL001: a view (or a view controller's root view) read through its own `frame`.
struct OwnFrameRule: Rule {
    static let description = RuleDescription(
        code: "LL001", name: "own-frame",
        summary: "Flags reads of the own view's `frame` in a view or view controller.",
        rationale: """
            A view's `frame` describes where the view sits inside its *superview*, in the superview's \
            coordinates. The view's children live in the view's own coordinate space, which is \
            `bounds`. Sizing or placing a child from the parent's `frame` mixes two spaces: it works \
            only while the view happens to sit at (0, 0) with an identity transform, and breaks as \
            soon as it is moved, scrolled, rotated or scaled (under a non-identity transform `frame` \
            is not even defined). The same holds for hand-made conversions such as `x + frame.origin.x`. \
            A view has no reason to look at its own frame; that value belongs to whoever positions it.
            """,
        fix: """
            Use `bounds` (`self.bounds` in a view, `view.bounds` in a view controller). To move a \
            point between coordinate spaces, use `convert(_:to:)` / `convert(_:from:)`.
            """,
        examples: [
            // The initializer's `frame` parameter, once handed to the superclass, is the own frame:
            // a child made with it sits at the view's origin a second time.
            .flagged(.swift, """
                final class CalendarView: UIView {
                    let dayView: UIView
                    let list = UITableView()
                    override init(frame: CGRect) {
                        dayView = UIView(frame: [|frame|])
                        super.init(frame: frame)
                        addSubview(dayView)
                        list.frame = [|frame|]
                        addSubview(list)
                    }
                }
                """),
            // Only its size, its origin replaced before use, a layout pass that frames the child
            // again, or a parameter the superclass never gets: silent.
            .silent(.swift, """
                final class CalendarView: UIView {
                    let dayView = UIView()
                    let title = UILabel()
                    let list = UITableView()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        dayView.frame = CGRect(x: 0, y: 0, width: frame.width, height: 40)
                        var titleFrame = frame
                        titleFrame.origin = .zero
                        title.frame = titleFrame
                        list.frame = frame
                        addSubview(dayView); addSubview(title); addSubview(list)
                    }
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        list.frame = bounds
                    }
                }
                final class Badge: UIView {
                    let dot = UIView()
                    init(frame: CGRect, color: UIColor) {
                        super.init(frame: .zero)
                        dot.frame = frame
                        addSubview(dot)
                    }
                }
                """),
            .flagged(.objc, """
                @interface MirrorLineView : UIView
                @end
                @implementation MirrorLineView
                - (instancetype)initWithFrame:(CGRect)frame {
                    if (self = [super initWithFrame:frame]) {
                        _line = [[UIView alloc] initWithFrame:CGRectMake(CGRectGetMidX([|frame|]) - 0.5, 0, 1, 20)];
                        [self addSubview:_line];
                    }
                    return self;
                }
                @end
                """),
            .silent(.objc, """
                @interface MirrorLineView : UIView
                @end
                @implementation MirrorLineView
                - (instancetype)initWithFrame:(CGRect)frame {
                    if (self = [super initWithFrame:frame]) {
                        _line = [[UIView alloc] initWithFrame:CGRectMake(CGRectGetWidth(frame) / 2, 0, 1, 20)];
                        _other.center = CGPointMake(CGRectGetMidX([_line frame]), 4);
                        [self addSubview:_line];
                        [self rememberStartRect:frame];
                    }
                    return self;
                }
                - (void)rememberStartRect:(CGRect)rect {
                    _startSize = rect.size;
                }
                @end
                @interface OverlayWindow : UIWindow
                @end
                @implementation OverlayWindow
                - (instancetype)initWithFrame:(CGRect)frame {
                    if (self = [super initWithFrame:frame]) {
                        _backdrop = [[UIImageView alloc] initWithFrame:frame];
                        [self addSubview:_backdrop];
                    }
                    return self;
                }
                @end
                """),
            .flagged(.csharp, """
                public class ViewCell : UICollectionViewCell
                {
                    [Export ("initWithFrame:")]
                    public ViewCell (CGRect frame) : base (frame)
                    {
                        var label = new UILabel ([|frame|]);
                        ContentView.AddSubview (label);
                    }
                }
                """),
            .silent(.csharp, """
                public class ViewCell : UICollectionViewCell
                {
                    [Export ("initWithFrame:")]
                    public ViewCell (CGRect frame) : base (frame)
                    {
                        var label = new UILabel (new CGRect (0, 0, frame.Width, frame.Height));
                        ContentView.AddSubview (label);
                    }
                    public ViewCell (CGRect frame, int tag) : base (CGRect.Empty)
                    {
                        var label = new UILabel (frame);
                        ContentView.AddSubview (label);
                    }
                }
                """),
            // A C# extension method that returns a part of the view's frame is read as that part.
            .flagged(.csharp, """
                public static class FrameExtensions
                {
                    public static nfloat FrameWidth(this UIView v) => v.Frame.Width;
                    public static nfloat Left(this UIView v) { return v.Frame.X; }
                }
                public class RefreshHeader : UIView
                {
                    UIImageView spinner = new UIImageView();
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        spinner.Frame = new CGRect([|this.Left()|] + 8, 0, 20, 20);
                    }
                }
                """),
            // One that returns the bounds, or a method of the view's own named like one: silent.
            .silent(.csharp, """
                public static class FrameExtensions
                {
                    public static nfloat Left(this UIView v) { return v.Bounds.X; }
                }
                public class RefreshHeader : UIView
                {
                    UIImageView spinner = new UIImageView();
                    nfloat Inset() => 8;
                    public nfloat Width() => 120;
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        spinner.Frame = new CGRect(this.Left() + this.Inset(), 0, this.Width() / 4, 20);
                    }
                }
                """),
            // A table view controller's table view is its root view: a new one made with the old
            // one's frame takes its place.
            .silent(.swift, """
                final class TransferController: UITableViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tableView = UITableView(frame: view.frame, style: .grouped)
                    }
                }
                """),
            .flagged(.swift, """
                final class TransferController: UIViewController {
                    var tableView: UITableView!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tableView = UITableView(frame: [|view.frame|], style: .grouped)
                        view.addSubview(tableView)
                    }
                }
                """),
            // A C# object initializer gives the new view its frame: the same as setting it after.
            .flagged(.csharp, """
                public class DrawingController : UIViewController
                {
                    TextDrawingView drawing;
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        drawing = new TextDrawingView() { Frame = [|View.Frame|], BackgroundColor = UIColor.White };
                        View.AddSubview(drawing);
                    }
                }
                public class TextDrawingView : UIView { }
                """),
            // From the bounds; the root view replaced by one made with the old one's frame; a
            // record that is no view.
            .silent(.csharp, """
                public class DrawingController : UIViewController
                {
                    TextDrawingView drawing;
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        drawing = new TextDrawingView() { Frame = View.Bounds, BackgroundColor = UIColor.White };
                        View.AddSubview(drawing);
                        var snapshot = new LayoutRecord { Frame = View.Frame };
                        Save(snapshot);
                    }
                }
                public class ListController : UIViewController
                {
                    public override void LoadView()
                    {
                        base.LoadView();
                        View = new UITableView(CGRect.Empty, UITableViewStyle.Plain) { Frame = View.Frame };
                    }
                }
                public class TextDrawingView : UIView { }
                public struct LayoutRecord { public CGRect Frame { get; set; } }
                """),
            // A rectangle handed over as one in the view's own space (`… inView: self.view`).
            .flagged(.objc, """
                @interface ShareController : UIViewController
                @end
                @implementation ShareController
                - (void)share {
                    [self.documentController presentOptionsMenuFromRect:[|self.view.frame|] inView:self.view animated:YES];
                }
                @end
                """),
            // The message sent to an instance variable reached through `self->`, its result tested.
            .flagged(.objc, """
                @interface ShareController : UIViewController
                @end
                @implementation ShareController
                - (void)share {
                    if (![self->_documentController presentOptionsMenuFromRect:[|self.view.frame|] inView:self.view animated:YES]) {
                        return;
                    }
                }
                @end
                """),
            .silent(.objc, """
                @interface ShareController : UIViewController
                @end
                @implementation ShareController
                - (void)share {
                    if (![self->_documentController presentOptionsMenuFromRect:self.view.bounds inView:self.view animated:YES]) {
                        return;
                    }
                    [self.documentController presentOptionsMenuFromRect:self.view.bounds inView:self.view animated:YES];
                    [self.documentController presentOptionsMenuFromRect:self.shareButton.frame inView:self.view animated:YES];
                }
                @end
                """),
            .flagged(.swift, """
                final class ShareController: UIViewController {
                    let documentController = UIDocumentInteractionController()
                    func share() {
                        documentController.presentOptionsMenu(from: [|view.frame|], in: view, animated: true)
                    }
                }
                """),
            .flagged(.csharp, """
                public class ShareController : UIViewController
                {
                    UIDocumentInteractionController preview;
                    public void Share()
                    {
                        preview.PresentOpenInMenu([|View.Frame|], View, true);
                    }
                }
                """),
            .silent(.csharp, """
                public class ShareController : UIViewController
                {
                    UIDocumentInteractionController preview;
                    void Share()
                    {
                        preview.PresentOpenInMenu(View.Bounds, View, true);
                    }
                }
                """),
            // A cell frames its selected-background view itself, whatever frame it starts with.
            .silent(.objc, """
                @interface ContactCell : UITableViewCell
                @end
                @implementation ContactCell
                - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                    UIView *highlight = [[UIView alloc] initWithFrame:self.frame];
                    self.selectedBackgroundView = highlight;
                    return self;
                }
                @end
                """),
            .flagged(.objc, """
                @interface ContactCell : UITableViewCell
                @end
                @implementation ContactCell
                - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                    UIView *highlight = [[UIView alloc] initWithFrame:[|self.frame|]];
                    [self.contentView addSubview:highlight];
                    return self;
                }
                @end
                """),
            // A resize handle works out the view's own new frame: the superview's space, on purpose.
            .silent(.csharp, """
                public class ResizableView : UIView
                {
                    public nfloat MinWidth = 48;
                    public void ResizeBy(nfloat deltaW)
                    {
                        var newWidth = Frame.Width + deltaW;
                        if (newWidth < MinWidth)
                        {
                            newWidth = MinWidth;
                        }
                        Frame = new CGRect(Frame.X, Frame.Y, newWidth, Frame.Height);
                    }
                }
                """),
            // A floating window dragged by its own pan recognizer keeps itself on screen.
            .silent(.objc, """
                @interface ProfileWindow : UIWindow
                @end
                @implementation ProfileWindow
                - (void)pan:(UIPanGestureRecognizer *)sender {
                    UIView *panView = sender.view;
                    CGFloat newY = panView.center.y + [sender translationInView:panView].y;
                    panView.center = CGPointMake(CGRectGetWidth(self.frame) / 2, newY);
                }
                @end
                """),
            // A local made from the root view's frame and kept in a property, which every layout
            // pass frames again: the first frame is only a seed.
            .silent(.objc, """
                @interface InkController : UIViewController
                @property (nonatomic, strong) UIView *containerView;
                @end
                @implementation InkController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    UIView *containerView = [[UIView alloc] initWithFrame:self.view.frame];
                    [self.view addSubview:containerView];
                    self.containerView = containerView;
                }
                - (void)viewWillLayoutSubviews {
                    [super viewWillLayoutSubviews];
                    self.containerView.frame = CGRectInset(self.view.bounds, 8, 8);
                }
                @end
                """),
            .flagged(.objc, """
                @interface InkController : UIViewController
                @property (nonatomic, strong) UIView *containerView;
                @end
                @implementation InkController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    UIView *containerView = [[UIView alloc] initWithFrame:[|self.view.frame|]];
                    [self.view addSubview:containerView];
                    self.containerView = containerView;
                }
                @end
                """),
            .silent(.swift, """
                final class InkController: UIViewController {
                    var containerView: UIView!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let container = UIView(frame: view.frame)
                        view.addSubview(container)
                        containerView = container
                    }
                    override func viewWillLayoutSubviews() {
                        super.viewWillLayoutSubviews()
                        containerView.frame = view.bounds.insetBy(dx: 8, dy: 8)
                    }
                }
                """),
            .silent(.csharp, """
                public class InkController : UIViewController
                {
                    UIView containerView;
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        var container = new UIView(View.Frame);
                        View.AddSubview(container);
                        containerView = container;
                    }
                    public override void ViewWillLayoutSubviews()
                    {
                        base.ViewWillLayoutSubviews();
                        containerView.Frame = View.Bounds.Inset(8, 8);
                    }
                }
                """),
            // A copy of the view is made where the original stands, beside it: the superview's
            // space is the copy's too.
            .silent(.objc, """
                @interface Chip : UIView <NSCopying>
                @end
                @implementation Chip
                - (id)copyWithZone:(NSZone *)zone {
                    Chip *copy = [[[self class] alloc] initWithFrame:self.frame];
                    copy.tintColor = self.tintColor;
                    return copy;
                }
                @end
                """),
            .flagged(.objc, """
                @interface Chip : UIView
                @end
                @implementation Chip
                - (void)showHighlight {
                    UIView *highlight = [[UIView alloc] initWithFrame:[|self.frame|]];
                    [self addSubview:highlight];
                }
                @end
                """),
            .silent(.swift, """
                final class Chip: UIView, NSCopying {
                    func copy(with zone: NSZone? = nil) -> Any {
                        let copy = Chip(frame: frame)
                        copy.tintColor = tintColor
                        return copy
                    }
                }
                """),
            .silent(.csharp, """
                public class Chip : UIView, ICloneable
                {
                    public object Clone()
                    {
                        var copy = new Chip(Frame);
                        copy.TintColor = TintColor;
                        return copy;
                    }
                }
                """),
            // The root view's frame makes the view that replaces it, in the same superview.
            .silent(.csharp, """
                public class CanvasController : UIViewController
                {
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        View = new CanvasView(View.Frame);
                    }
                }
                """),
            .silent(.objc, """
                @interface PlayerController : UIViewController
                @end
                @implementation PlayerController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.view = [[PassThroughView alloc] initWithFrame:self.view.frame];
                }
                @end
                """),
            .flagged(.csharp, """
                public class CanvasController : UIViewController
                {
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        View.AddSubview(new CanvasView([|View.Frame|]));
                    }
                }
                """),
            // A new page made with the own frame and given its real frame on the next line: the
            // seed is gone before any layout sees it.
            .silent(.swift, """
                final class PagingView: UIScrollView {
                    func showPage(_ index: Int) {
                        let page = PageView(frame: frame)
                        page.frame = frameForPage(at: index)
                        page.tag = index
                        addSubview(page)
                    }
                }
                """),
            .silent(.swift, """
                final class PagingView: UIScrollView {
                    func showPage(_ index: Int) {
                        let page: PageView = PageView(frame: frame)
                        page.frame = frameForPage(at: index)
                        addSubview(page)
                    }
                }
                """),
            .flagged(.swift, """
                final class PagingView: UIScrollView {
                    func showPage(_ index: Int) {
                        let page = PageView(frame: [|frame|])
                        page.tag = index
                        addSubview(page)
                    }
                }
                """),
            .silent(.csharp, """
                public class PagingView : UIScrollView
                {
                    public void ShowPage(int index)
                    {
                        var page = new PageView(Frame);
                        page.Frame = FrameForPage(index);
                        AddSubview(page);
                    }
                }
                """),
            .silent(.objc, """
                @interface PagingView : UIScrollView
                @end
                @implementation PagingView
                - (void)showPage:(NSInteger)index {
                    PageView *page = [[PageView alloc] initWithFrame:self.frame];
                    page.frame = [self frameForPage:index];
                    [self addSubview:page];
                }
                @end
                """),
            // The new page's frame is read before it is replaced: the seed is used.
            .flagged(.objc, """
                @interface PagingView : UIScrollView
                @end
                @implementation PagingView
                - (void)showPage:(NSInteger)index {
                    PageView *page = [[PageView alloc] initWithFrame:[|self.frame|]];
                    [page sizeToFit];
                    page.frame = CGRectMake(0, 0, page.frame.size.width, 40);
                    [self addSubview:page];
                }
                @end
                """),
            // A constructor given no frame: the own frame is still the empty rectangle at the origin.
            .silent(.csharp, """
                public class DiagramSample : UIView
                {
                    UIButton styleButton = new UIButton();
                    public DiagramSample()
                    {
                        styleButton.Frame = new CGRect(Frame.X + 10, 40, 200, 30);
                        AddSubview(styleButton);
                    }
                }
                """),
            // A child made with a rectangle of its own is not the view being given one: only what
            // the initializer hands to its superclass becomes the view's frame.
            .silent(.swift, """
                final class LegendView: UIView {
                    let swatch: UIView
                    init() {
                        swatch = UIView(frame: CGRect(x: 4, y: 4, width: 12, height: 12))
                        super.init(frame: .zero)
                        let caption = UILabel(frame: CGRect(x: frame.minX + 20, y: 0, width: 80, height: 20))
                        addSubview(swatch)
                        addSubview(caption)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """),
            .flagged(.swift, """
                final class LegendView: UIView {
                    let swatch: UIView
                    init() {
                        swatch = UIView(frame: CGRect(x: 4, y: 4, width: 12, height: 12))
                        super.init(frame: CGRect(x: 30, y: 60, width: 120, height: 20))
                        let caption = UILabel(frame: CGRect(x: [|frame|].minX + 20, y: 0, width: 80, height: 20))
                        addSubview(swatch)
                        addSubview(caption)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """),
            // A pull-to-refresh view inside a scroll view: its height measured against that scroll
            // view's offset is a length in the scroll view's own space, where its frame lives.
            .silent(.swift, """
                final class RefreshView: UIView {
                    var state = 0
                    func scrollViewMoved() {
                        guard let scrollView = superview as? UIScrollView else { return }
                        let offsetY = scrollView.contentOffset.y
                        if offsetY < -self.frame.size.height { state = 1 }
                    }
                }
                """),
            // Its own content offset is the scroll view's own space: its bounds size pages it.
            .flagged(.swift, """
                final class PagerView: UIScrollView, UIScrollViewDelegate {
                    var page = 0
                    func scrollViewDidScroll(_ scrollView: UIScrollView) {
                        if contentOffset.x >= [|frame|].size.width * CGFloat(page + 1) { page += 1 }
                    }
                }
                """),
            // A table view handed itself as the scroll view measures its own offset, in its own space.
            .flagged(.csharp, """
                public class FeedTableView : UITableView
                {
                    bool loading;
                    public override void MovedToSuperview()
                    {
                        base.MovedToSuperview();
                        loading = Superview == null;
                    }
                    public void OnScroll(UIScrollView scrollView)
                    {
                        if (scrollView.ContentOffset.Y + [|Frame|].Height + 100 > scrollView.ContentSize.Height) { loading = true; }
                    }
                }
                """),
            // A controller's scroll view is its child: its offset is not where the root view's frame lives.
            .flagged(.objc, """
                @interface PagesController : UIViewController <UIScrollViewDelegate>
                @property (nonatomic, strong) UIView *selectionBar;
                @end
                @implementation PagesController
                - (void)scrollViewDidScroll:(UIScrollView *)scrollView {
                    CGFloat x = [|self.view.frame|].size.width - scrollView.contentOffset.x;
                    self.selectionBar.frame = CGRectMake(x / 3, 40, 60, 2);
                }
                @end
                """),
            .silent(.objc, """
                @interface LoadMoreView : UIView
                @property (nonatomic, weak) UIScrollView *scrollView;
                @end
                @implementation LoadMoreView
                - (void)didMoveToSuperview {
                    [super didMoveToSuperview];
                    self.scrollView = (UIScrollView *)self.superview;
                }
                - (void)scrollToIndicator {
                    CGFloat height = CGRectGetHeight(self.frame);
                    CGFloat barHeight = self.scrollView.contentInset.bottom - height;
                    CGFloat minY = self.scrollView.contentSize.height - self.scrollView.bounds.size.height + barHeight;
                    if (self.scrollView.contentOffset.y < minY) {
                        [self.scrollView setContentOffset:CGPointMake(0, minY) animated:YES];
                    }
                }
                @end
                """),
            .silent(.csharp, """
                public class LoadMoreView : UIView
                {
                    UIScrollView scrollView;
                    int state;
                    public override void MovedToSuperview()
                    {
                        base.MovedToSuperview();
                        scrollView = Superview as UIScrollView;
                    }
                    public void Moved()
                    {
                        var offsetY = scrollView.ContentOffset.Y;
                        if (offsetY < -Frame.Height) { state = 1; }
                    }
                }
                """),
            // Given a frame, the same read takes the origin the caller chose.
            .flagged(.csharp, """
                public class DiagramSample : UIView
                {
                    UIButton styleButton = new UIButton();
                    public DiagramSample(CGRect frame) : base(frame)
                    {
                        styleButton.Frame = new CGRect([|Frame|].X + 10, 40, 200, 30);
                        AddSubview(styleButton);
                    }
                }
                """),
            // A seed in viewDidLoad that the layout pass replaces with a whole new frame never shows.
            .silent(.swift, """
                final class AdViewController: UIViewController {
                    private let playerView = UIView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(playerView)
                        playerView.frame = CGRect(x: 0, y: 0, width: view.frame.width, height: 200)
                    }
                    override func viewWillLayoutSubviews() {
                        super.viewWillLayoutSubviews()
                        playerView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 200)
                    }
                }
                """),
            // The layout pass only moves the view: the size seeded from the own frame stays.
            .flagged(.swift, """
                final class AdViewController: UIViewController {
                    private let playerView = UIView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(playerView)
                        playerView.frame = CGRect(x: 0, y: 0, width: [|view.frame|].width, height: 200)
                    }
                    override func viewWillLayoutSubviews() {
                        super.viewWillLayoutSubviews()
                        playerView.center = CGPoint(x: view.bounds.midX, y: 100)
                    }
                }
                """),
            // A local with a type annotation carries the own frame to the children it sizes.
            .flagged(.swift, """
                final class FilterBar: UIView {
                    var buttons: [UIButton] = []
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        let width: CGFloat = [|self.frame|].size.width / CGFloat(max(buttons.count, 1))
                        for (i, button) in buttons.enumerated() {
                            button.frame = CGRect(x: CGFloat(i) * width, y: 0, width: width, height: bounds.height)
                        }
                    }
                }
                """),
            // The same annotated local only tested: no child is laid out from it.
            .silent(.swift, """
                final class FilterBar: UIView {
                    var onResize: (() -> Void)?
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        let width: CGFloat = self.frame.size.width
                        if width == 0 { return }
                        onResize?()
                    }
                }
                """),
            // The own frame kept in a value type to restore the view's place later: no child is laid out.
            .silent(.swift, """
                final class FloatingCamView: UIView {
                    struct State {
                        var frame: CGRect
                        var flipped: Bool
                    }
                    private var flipped = false
                    var state: State {
                        get { State(frame: frame, flipped: flipped) }
                        set { frame = newValue.frame; flipped = newValue.flipped }
                    }
                }
                """),
            .flagged(.swift, """
                final class CardView: UIView {
                    private let label = UILabel()
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        label.frame = [|frame|].insetBy(dx: 8, dy: 8)
                    }
                }
                """),
            .flagged(.swift, """
                final class BadgeView: UIView {
                    private let dot = UIView()
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        let corner = CGPoint(x: [|self.frame|].maxX - 10, y: 0)
                        dot.frame = CGRect(origin: corner, size: CGSize(width: 10, height: 10))
                    }
                }
                """),
            .flagged(.swift, """
                final class MapViewController: UIViewController {
                    private let mapView = MKMapView()
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        mapView.frame = [|view.frame|]
                    }
                }
                """),
            .flagged(.swift, """
                final class AvatarView: UIView {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        let initials = UILabel(frame: [|self.frame|])
                        addSubview(initials)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                    override func draw(_ rect: CGRect) {
                        UIBezierPath(ovalIn: [|frame|].insetBy(dx: 1, dy: 1)).fill()
                    }
                }
                """),
            // A view made in a layout pass is seeded at run time, when the own view may be
            // transformed: even one that then follows its container gets the wrong width.
            .flagged(.objc, """
                @interface ContactListView : UIView
                @end
                @implementation ContactListView
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    UISearchBar *bar = [[UISearchBar alloc] initWithFrame:CGRectMake(0, 0, [|self.frame|].size.width, 44)];
                    bar.autoresizingMask = UIViewAutoresizingFlexibleWidth;
                    [self addSubview:bar];
                }
                @end
                """),
            .silent(.csharp, """
                public class BlurredRenderer : UIView
                {
                    UIVisualEffectView _blur = new UIVisualEffectView();
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        _blur.Frame = Frame;
                        if (_blur.Superview == null)
                            Superview.Add(_blur);
                    }
                }
                """),
            .silent(.objc, """
                @interface ToolbarItem : UIButton
                @end
                @implementation ToolbarItem
                - (void)swapWithSibling {
                    UIView *superview = self.superview;
                    [self removeFromSuperview];
                    self.sibling.frame = self.frame;
                    [superview addSubview:self.sibling];
                }
                @end
                """),
            .silent(.csharp, """
                public class ScannerView : UIView
                {
                    UIView overlay = new UIView();
                    public void Setup()
                    {
                        overlay.Frame = new CGRect(0, 0, Frame.Width, Frame.Height);
                        overlay.AutoresizingMask = UIViewAutoresizing.FlexibleWidth | UIViewAutoresizing.FlexibleHeight;
                        AddSubview(overlay);
                    }
                }
                """),
            .silent(.swift, """
                final class PresetViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let settings = SettingsView()
                        settings.frame = view.frame
                        self.view = settings
                    }
                }
                """),
            .silent(.swift, """
                final class ChatViewController: UIViewController {
                    func showPictureInPicture() {
                        let window = UIWindow(frame: CGRect(x: view.frame.width - 60, y: 0, width: 50, height: 50))
                        window.makeKeyAndVisible()
                    }
                }
                """),
            .silent(.swift, """
                final class PagerBarView: UIView {
                    lazy var selectedBar: UIView = { [unowned self] in
                        UIView(frame: CGRect(x: 0, y: 0, width: self.frame.size.width, height: self.frame.size.height))
                    }()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addSubview(selectedBar)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """),
            .silent(.swift, """
                final class AvatarView: UIView {
                    private let ring = CALayer()
                    private var lastFrame = CGRect.zero
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        layer.cornerRadius = self.frame.height / 2
                        ring.frame = CGRect(x: 0, y: 0, width: self.frame.width, height: 2)
                    }
                    required init?(coder: NSCoder) {
                        super.init(coder: coder)
                        commonInit()
                    }
                    private func commonInit() { ring.frame.size.width = self.frame.size.width }
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        if frame != lastFrame { lastFrame = frame; ring.frame = bounds }
                    }
                    func grow(by dy: CGFloat) {
                        frame = CGRect(origin: frame.origin, size: CGSize(width: frame.width, height: frame.height + dy))
                        UIView.animate(withDuration: 0.3) { self.center = CGPoint(x: self.frame.midX, y: 40) }
                        print("moved to \\(frame)")
                    }
                    func pointInParent(_ p: CGPoint) -> CGPoint {
                        CGPoint(x: p.x + frame.origin.x, y: p.y + frame.origin.y)
                    }
                }
                """),
            .silent(.swift, """
                final class CardView: UIView {
                    private let label = UILabel()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addSubview(label)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        label.frame = bounds.insetBy(dx: 8, dy: 8)
                    }
                }
                """),
            .silent(.swift, """
                final class StackedView: UIView {
                    private let title = UILabel(), detail = UILabel()
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        let frame = bounds.insetBy(dx: 16, dy: 16)
                        title.frame = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: 20)
                        detail.frame = CGRect(x: frame.minX, y: title.frame.maxY + 8, width: frame.width, height: 20)
                    }
                }
                """),
            .silent(.swift, """
                final class TooltipView: UIView {
                    override var frame: CGRect {
                        didSet { if frame.size != oldValue.size { setNeedsLayout() } }
                    }
                    func anchorInWindow() -> CGRect? {
                        superview?.convert(frame, to: nil)
                    }
                    func anchorInParentSpace(of other: UIView) -> CGRect {
                        other.convert(frame, from: superview)
                    }
                }
                """),
            .silent(.swift, """
                extension UIView {
                    var left: CGFloat { frame.minX }
                    var bottom: CGFloat { frame.maxY }
                }
                struct Layout {
                    var frame: CGRect
                    func inset() -> CGRect { frame.insetBy(dx: 1, dy: 1) }
                }
                """),
            .silent(.swift, """
                final class HeaderController: UIViewController {
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        // view.frame would be wrong here
                        let note = "view.frame"
                        header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)
                        view.frame = parentFrame
                    }
                }
                """),
            .silent(.swift, """
                final class Box {
                    var frame: CGRect
                    init(frame: CGRect) { self.frame = frame }
                    func width() -> CGFloat { frame.width }
                }
                final class Packet: NSObject {
                    let frame: Data
                    init(frame: Data) { self.frame = frame }
                    func size() -> Int { frame.count }
                }
                """, inDocs: false),
            .flagged(.csharp, """
                public class ProfileController : UIViewController
                {
                    UIView header = new UIView();
                    public override void ViewDidLayoutSubviews()
                    {
                        base.ViewDidLayoutSubviews();
                        header.Frame = new CGRect(0, 0, [|View.Frame|].Width, 44);
                    }
                }
                """),
            .flagged(.csharp, """
                public class ChildHostView : UIView
                {
                    UIView child = new UIView();
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        child.Frame = [|Frame|];
                        var x = 10 + [|this.Frame|].X;
                        badge.Frame = new CGRect(x, 0, 8, 8);
                    }
                }
                """),
            .silent(.csharp, """
                public class ChildHostView : UIView
                {
                    UIView child = new UIView();
                    public ChildHostView(CGRect frame) : base(frame) { }
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        child.Frame = Bounds;
                        AddSubview(new UIView { Frame = Bounds });
                    }
                }
                """),
            .flagged(.csharp, """
                public class BannerView : UIView
                {
                    public BannerView(CGRect frame) : base(frame)
                    {
                        AddSubview(new UILabel([|Frame|]));
                    }
                }
                """),
            .silent(.csharp, """
                public class BannerView : UIView
                {
                    CGRect lastFrame;
                    UIView strip = new UIView();
                    public BannerView(CGRect frame) : base(frame)
                    {
                        Layer.CornerRadius = Frame.Height / 2;
                        strip.Frame = new CGRect(0, 0, Frame.Width, 2);
                    }
                    public override void LayoutSubviews()
                    {
                        if (Frame != lastFrame) { lastFrame = Frame; strip.Frame = Bounds; }
                    }
                    public void Grow(nfloat dy)
                    {
                        Frame = new CGRect(Frame.Location, new CGSize(Frame.Width, Frame.Height + dy));
                        UIView.Animate(0.3, () => Center = new CGPoint(Frame.GetMidX(), 40));
                        Console.WriteLine($"moved to {Frame}");
                    }
                }
                """),
            .silent(.csharp, """
                public class TitledView : UIView
                {
                    UILabel title = new UILabel(), detail = new UILabel();
                    public override CGRect Frame
                    {
                        get => base.Frame;
                        set { base.Frame = value; SetNeedsLayout(); }
                    }
                    public override void LayoutSubviews()
                    {
                        detail.Frame = new CGRect(0, title.Frame.Bottom + 8, Bounds.Width, 20);
                    }
                }
                """),
            .silent(.csharp, """
                public class FrameHost : UIView
                {
                    Frame _current;
                    List<Frame> _history;
                    public Frame Current { get; set; }
                    void Navigate(Frame owner) { var isFrame = owner is Frame; }
                }
                public class RootController : UINavigationController
                {
                    UIView view;
                    void Place()
                    {
                        var x = view.Frame.X;
                        if (_overlay is { } overlay) { var y = overlay.Frame.Y; }
                    }
                }
                public class Request
                {
                    public Request(Frame frame, int index) { }
                    public nfloat Width => Frame.Width;
                }
                """, inDocs: false),
            .silent(.csharp, """
                public static class ViewExtensions
                {
                    public static nfloat Left(this UIView view) => view.Frame.Left;
                    public static void CenterInParent(this UIView view) { var f = view.Frame; }
                }
                """),
            .flagged(.objc, """
                @interface CardView : UIView
                @property (nonatomic, strong) UILabel *label;
                @end
                @implementation CardView
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    self.label.frame = CGRectInset([|self.frame|], 8, 8);
                    CGFloat width = CGRectGetWidth([|[self frame]|]);
                    self.dot.frame = CGRectMake(width - 8, 0, 8, 8);
                }
                @end
                """),
            .flagged(.objc, """
                @interface MapViewController : UIViewController
                @end
                @implementation MapViewController
                - (void)viewDidLayoutSubviews {
                    [super viewDidLayoutSubviews];
                    self.mapView.frame = [|self.view.frame|];
                }
                @end
                """),
            .silent(.objc, """
                @interface CardView : UIView
                @end
                @implementation CardView
                - (instancetype)initWithFrame:(CGRect)frame {
                    if ((self = [super initWithFrame:frame])) { _inner = CGRectInset(frame, 4, 4); }
                    return self;
                }
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    self.label.frame = CGRectInset(self.bounds, 8, 8);
                    CGRect onScreen = [self.superview convertRect:self.frame toView:nil];
                }
                - (void)setFrame:(CGRect)frame {
                    BOOL resized = !CGSizeEqualToSize(self.frame.size, frame.size);
                    [super setFrame:frame];
                    if (resized) { [self setNeedsLayout]; }
                }
                @end
                """),
            .flagged(.objc, """
                @interface BannerView : UIView
                @end
                @implementation BannerView
                - (instancetype)initWithFrame:(CGRect)frame {
                    if ((self = [super initWithFrame:frame])) {
                        [self addSubview:[[UILabel alloc] initWithFrame:[|self.frame|]]];
                    }
                    return self;
                }
                @end
                """),
            .silent(.objc, """
                @interface BannerView : UIView
                @end
                @implementation BannerView
                - (instancetype)initWithFrame:(CGRect)frame {
                    if ((self = [super initWithFrame:frame])) { [self commonInit]; }
                    return self;
                }
                - (void)commonInit {
                    self.layer.cornerRadius = CGRectGetHeight(self.frame) / 2;
                    self.strip.frame = CGRectMake(0, 0, self.frame.size.width, 2);
                }
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    if (!CGRectEqualToRect(self.frame, _lastFrame)) { _lastFrame = self.frame; self.strip.frame = self.bounds; }
                }
                - (void)growBy:(CGFloat)dy {
                    CGRect frame = self.frame;
                    frame.size.height += dy;
                    self.frame = frame;
                    NSLog(@"moved to %@", NSStringFromCGRect(self.frame));
                }
                @end
                """),
            .silent(.objc, """
                @implementation UIView (Geometry)
                - (CGFloat)left { return self.frame.origin.x; }
                - (CGFloat)bottom { return CGRectGetMaxY([self frame]); }
                @end
                """),
            .flagged(.swift, """
                final class ShareController: UIViewController {
                    func showMenu() {
                        let menu = UIViewController()
                        menu.popoverPresentationController?.sourceView = view
                        menu.popoverPresentationController?.sourceRect = [|view.frame|]
                        present(menu, animated: true)
                    }
                }
                """),
            .silent(.swift, """
                final class ShareController: UIViewController {
                    func showMenu() {
                        let menu = UIViewController()
                        menu.popoverPresentationController?.sourceView = view
                        menu.popoverPresentationController?.sourceRect = view.bounds
                        present(menu, animated: true)
                    }
                }
                """),
            .flagged(.csharp, """
                public class ShareController : UIViewController
                {
                    public void ShowMenu()
                    {
                        var menu = new UIViewController();
                        menu.PopoverPresentationController.SourceView = View;
                        menu.PopoverPresentationController.SourceRect = [|View.Frame|];
                    }
                }
                """),
            .silent(.csharp, """
                public class ShareController : UIViewController
                {
                    void ShowMenu()
                    {
                        var menu = new UIViewController();
                        menu.PopoverPresentationController.SourceView = View;
                        menu.PopoverPresentationController.SourceRect = View.Bounds;
                    }
                }
                """),
            .flagged(.objc, """
                @interface SegmentInputView : UIView
                @end
                @implementation SegmentInputView
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    CGFloat height = [self.segments sizeThatFits:[|self.frame|].size].height;
                    self.segments.frame = CGRectMake(0, 0, self.bounds.size.width, height);
                }
                @end
                """),
            .silent(.objc, """
                @interface SegmentInputView : UIView
                @end
                @implementation SegmentInputView
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    CGFloat height = [self.segments sizeThatFits:self.bounds.size].height;
                    self.segments.frame = CGRectMake(0, 0, self.bounds.size.width, height);
                }
                @end
                """),
            .silent(.swift, """
                final class SwipeCell: UITableViewCell {
                    let actionsView = UIView()
                    override var center: CGPoint {
                        didSet {
                            actionsView.frame.size.width = abs(frame.minX)
                        }
                    }
                }
                """),
            // A seed: a helper of the type called next hands the view to Auto Layout.
            .silent(.swift, """
                final class PlayerController: UIViewController {
                    let videoView = UIView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        videoView.frame = view.frame
                        view.addSubview(videoView)
                        setUpVideoConstraints()
                    }
                    private func setUpVideoConstraints() {
                        videoView.translatesAutoresizingMaskIntoConstraints = false
                        NSLayoutConstraint.activate([videoView.topAnchor.constraint(equalTo: view.topAnchor)])
                    }
                }
                """),
            // A seed handed to a helper of the type that pins its argument with Auto Layout; a
            // helper that only adds its argument leaves the seed as the frame.
            .silent(.swift, """
                final class CallController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let renderer = VideoRenderer(frame: view.frame)
                        embed(renderer, in: view)
                    }
                    private func embed(_ child: UIView, in container: UIView) {
                        container.addSubview(child)
                        child.translatesAutoresizingMaskIntoConstraints = false
                        NSLayoutConstraint.activate([child.topAnchor.constraint(equalTo: container.topAnchor)])
                    }
                }
                """),
            .flagged(.swift, """
                final class CallController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let renderer = VideoRenderer(frame: [|view.frame|])
                        embed(renderer, in: view)
                    }
                    private func embed(_ child: UIView, in container: UIView) {
                        container.addSubview(child)
                    }
                }
                """),
            .silent(.objc, """
                @interface CallController : UIViewController
                @end
                @implementation CallController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    VideoRenderer *renderer = [[VideoRenderer alloc] initWithFrame:self.view.frame];
                    [self embed:renderer in:self.view];
                }
                - (void)embed:(UIView *)child in:(UIView *)container {
                    [container addSubview:child];
                    child.translatesAutoresizingMaskIntoConstraints = NO;
                }
                @end
                """),
            .flagged(.objc, """
                @interface CallController : UIViewController
                @end
                @implementation CallController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    VideoRenderer *renderer = [[VideoRenderer alloc] initWithFrame:[|self.view.frame|]];
                    [self embed:renderer in:self.view];
                }
                - (void)embed:(UIView *)child in:(UIView *)container {
                    [container addSubview:child];
                }
                @end
                """),
            .silent(.csharp, """
                public class CallController : UIViewController
                {
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        var renderer = new RendererView(View.Frame);
                        Embed(renderer, View);
                    }
                    public void Embed(UIView child, UIView container)
                    {
                        container.AddSubview(child);
                        child.TranslatesAutoresizingMaskIntoConstraints = false;
                    }
                }
                """),
            .flagged(.csharp, """
                public class CallController : UIViewController
                {
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        var renderer = new RendererView([|View.Frame|]);
                        Embed(renderer, View);
                    }
                    public void Embed(UIView child, UIView container)
                    {
                        container.AddSubview(child);
                    }
                }
                """),
            // A helper in an extension or category of UIKit's view classes lays out what it adds
            // to the view it is called on; its accessors and what it does to the view itself are
            // another matter.
            .flagged(.swift, """
                extension UIView {
                    func addBottomBorder(color: UIColor) {
                        let border = CALayer()
                        border.backgroundColor = color.cgColor
                        border.frame = CGRect(x: 0, y: [|frame|].height - 1, width: frame.width, height: 1)
                        layer.addSublayer(border)
                    }
                }
                """),
            .silent(.swift, """
                extension UIView {
                    var width: CGFloat { frame.width }
                    func addBottomBorder(color: UIColor) {
                        let border = CALayer()
                        border.backgroundColor = color.cgColor
                        border.frame = CGRect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1)
                        layer.addSublayer(border)
                    }
                    func moveBelow(_ other: UIView) {
                        frame.origin.y = other.frame.maxY + 8
                    }
                }
                """),
            .flagged(.objc, """
                @implementation UITextField (Padding)
                - (void)addLeftPadding:(CGFloat)width {
                    UIView *padding = [[UIView alloc] initWithFrame:CGRectMake(0, 0, width, CGRectGetHeight([|self.frame|]))];
                    self.leftView = padding;
                }
                @end
                """),
            .silent(.objc, """
                @implementation UIView (Frame)
                - (CGFloat)height {
                    return self.frame.size.height;
                }
                - (void)addLeftPadding:(CGFloat)width {
                    UIView *padding = [[UIView alloc] initWithFrame:CGRectMake(0, 0, width, CGRectGetHeight(self.bounds))];
                    [self addSubview:padding];
                }
                @end
                """),
            // The value goes on through a helper's parameter or a computed property of the type.
            .flagged(.swift, """
                final class SeparatorCell: UITableViewCell {
                    let separator = UIView()
                    let badge = UILabel()
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        place(separator, at: [|frame|].height - 1)
                        badge.frame = CGRect(x: 8, y: badgeY, width: 20, height: 20)
                    }
                    private func place(_ line: UIView, at y: CGFloat) {
                        line.frame = CGRect(x: 0, y: y, width: bounds.width, height: 1)
                    }
                    private var badgeY: CGFloat { ([|frame|].height - 20) / 2 }
                }
                """),
            .silent(.swift, """
                final class SeparatorCell: UITableViewCell {
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        record(frame.height)
                    }
                    private func record(_ height: CGFloat) {
                        print("laid out at", height)
                    }
                    private var debugHeight: CGFloat { frame.height }
                }
                """),
            .flagged(.csharp, """
                public class LoadingBar : UIView
                {
                    UIView _fill = new UIView();
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        Place(_fill, [|Frame|].Width / 2);
                    }
                    void Place(UIView view, nfloat width)
                    {
                        view.Frame = new CGRect(0, 0, width, Bounds.Height);
                    }
                }
                """),
            .silent(.csharp, """
                public class LoadingBar : UIView
                {
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        Report(Frame.Width);
                    }
                    void Report(nfloat width)
                    {
                        Console.WriteLine(width);
                    }
                }
                """),
            .flagged(.objc, """
                @interface SeparatorCell : UITableViewCell
                @end
                @implementation SeparatorCell
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    [self place:self.separator at:[|self.frame|].size.height - 1];
                }
                - (void)place:(UIView *)line at:(CGFloat)y {
                    line.frame = CGRectMake(0, y, self.bounds.size.width, 1);
                }
                @end
                """),
            .silent(.objc, """
                @interface SeparatorCell : UITableViewCell
                @end
                @implementation SeparatorCell
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    [self record:self.frame.size.height];
                }
                - (void)record:(CGFloat)height {
                    NSLog(@"laid out at %f", height);
                }
                @end
                """),
            .flagged(.swift, """
                final class TokenField: UIView {
                    private var tokens: [UIView] = []
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        layer.cornerRadius = [|frame|].height / 2
                        var left: CGFloat = 0, line: CGFloat = 0
                        for token in tokens {
                            if left + token.bounds.width > [|frame|].width { left = 0; line += 1 }
                            token.frame.origin = CGPoint(x: left, y: line * 24)
                            left += token.bounds.width
                        }
                    }
                }
                """),
            .silent(.swift, """
                final class TokenField: UIView {
                    private var lastWidth: CGFloat = 0
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        layer.cornerRadius = bounds.height / 2
                        if frame.width != lastWidth { invalidateIntrinsicContentSize() }
                    }
                }
                """),
            .flagged(.csharp, """
                public class GalleryController : UIViewController
                {
                    UIScrollView scroller;
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        scroller = new UIScrollView(new CGRect(0, 0, [|View.Frame|].Width, View.Frame.Height));
                        View.AddSubview(scroller);
                    }
                }
                """),
            .silent(.csharp, """
                public class LoadingOverlay : UIView
                {
                    public LoadingOverlay(CGRect frame) : base(frame)
                    {
                        var label = new UILabel(new CGRect(0, 0, Frame.Width, 22));
                        AddSubview(label);
                    }
                }
                """),
            .flagged(.objc, """
                @interface PillButton : UIButton
                @end
                @implementation PillButton
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    self.layer.cornerRadius = CGRectGetHeight([|self.frame|]) / 2;
                }
                @end
                """),
            .silent(.objc, """
                @interface PillButton : UIButton
                @property (nonatomic) CGFloat lastHeight;
                @end
                @implementation PillButton
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    if (CGRectGetHeight(self.frame) != self.lastHeight) { [self invalidateIntrinsicContentSize]; }
                    self.layer.cornerRadius = CGRectGetHeight(self.bounds) / 2;
                }
                @end
                """),
            .flagged(.objc, """
                @interface GraphLine : UIView
                @end
                @implementation GraphLine
                - (void)drawRect:(CGRect)rect {
                    UIBezierPath *axis = [UIBezierPath bezierPath];
                    [axis moveToPoint:CGPointMake(0, [|self.frame|].size.height)];
                    [axis stroke];
                }
                @end
                """),
            .silent(.objc, """
                @interface GraphLine : UIView
                @end
                @implementation GraphLine
                - (void)drawRect:(CGRect)rect {
                    UIBezierPath *axis = [UIBezierPath bezierPath];
                    [axis moveToPoint:CGPointMake(0, self.bounds.size.height)];
                    [axis addLineToPoint:CGPointMake(self.bounds.size.width, self.bounds.size.height)];
                    [axis stroke];
                }
                @end
                """),
            .flagged(.swift, """
                final class NoteController: UIViewController {
                    private let note = UILabel()
                    override var preferredContentSize: CGSize {
                        get { note.sizeThatFits(CGSize(width: [|view.frame|].width, height: .greatestFiniteMagnitude)) }
                        set { super.preferredContentSize = newValue }
                    }
                }
                """),
            .silent(.swift, """
                final class NoteController: UIViewController {
                    private let note = UILabel()
                    override var preferredContentSize: CGSize {
                        get { note.sizeThatFits(CGSize(width: view.bounds.width, height: .greatestFiniteMagnitude)) }
                        set { super.preferredContentSize = newValue }
                    }
                }
                """),
            .flagged(.csharp, """
                public class WelcomeController : UIViewController
                {
                    UIButton start = new UIButton();
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        View.Frame = UIScreen.MainScreen.Bounds;
                        start.Frame = new CGRect([|View.Frame|].Width / 2 - 50, 20, 100, 44);
                        View.AddSubview(start);
                    }
                }
                """),
            .flagged(.swift, """
                final class PagingStrip: UIScrollView {
                    func show(page: Int) {
                        setContentOffset(CGPoint(x: [|frame|].width * CGFloat(page), y: 0), animated: true)
                    }
                }
                """),
            .flagged(.csharp, """
                public class PagedView : UIScrollView
                {
                    public void Snap(int page)
                    {
                        ContentOffset = new CGPoint([|Frame|].Width * page, 0);
                    }
                }
                """),
            .flagged(.objc, """
                @interface ConsoleView : UITextView
                @end
                @implementation ConsoleView
                - (void)appendLine:(NSString *)line {
                    self.text = [self.text stringByAppendingString:line];
                    [self scrollRectToVisible:CGRectMake(0, [|self.frame|].size.height, 1, 1) animated:NO];
                }
                @end
                """),
            .silent(.swift, """
                final class TabStrip: UICollectionView {
                    func offsetFor(cell: CGRect) -> CGFloat {
                        var contentOffset = cell.minX - (frame.size.width - cell.width) / 2
                        contentOffset = max(0, contentOffset)
                        return contentOffset
                    }
                }
                """),
            .silent(.csharp, """
                public class FeedView : UIScrollView
                {
                    public bool NearEnd => ContentOffset.Y + Frame.Height >= ContentSize.Height - 40;
                }
                """),
            .silent(.objc, """
                @interface ChatScroller : UIScrollView
                @end
                @implementation ChatScroller
                - (void)scrollToBottomOf:(UIScrollView *)other {
                    [other setContentOffset:CGPointMake(0, other.contentSize.height - other.frame.size.height) animated:YES];
                }
                @end
                """),
            .flagged(.swift, """
                extension UIView {
                    var width: CGFloat { frame.size.width }
                }
                final class TagBar: UIView {
                    private let clear = UIButton()
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        clear.frame = CGRect(x: [|self.width|] - 44, y: 0, width: 44, height: 44)
                    }
                }
                """),
            .flagged(.objc, """
                @implementation UIView (Geometry)
                - (CGFloat)kit_height { return CGRectGetHeight(self.frame); }
                @end
                @interface SendBar : UIView
                @property (nonatomic, strong) UIButton *sendButton;
                @end
                @implementation SendBar
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    self.sendButton.frame = CGRectMake(0, [|self.kit_height|] - 40, 80, 40);
                }
                @end
                """),
            .silent(.swift, """
                extension UIView {
                    var height: CGFloat { bounds.height }
                }
                final class Footer: UIView {
                    private let line = UIView()
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        line.frame = CGRect(x: 0, y: self.height - 1, width: bounds.width, height: 1)
                    }
                }
                """),
            .silent(.objc, """
                @interface RatingView : UIView
                @property (nonatomic) CGFloat star_width;
                @property (nonatomic, strong) UIView *star;
                @end
                @implementation RatingView
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    self.star.frame = CGRectMake(0, 0, self.star_width, self.star_width);
                }
                @end
                """),
            .silent(.objc, """
                @interface HostTile : UIView
                @end
                @implementation HostTile {
                    UIImageView *_icon;
                }
                - (instancetype)init {
                    self = [super init];
                    self.frame = CGRectMake(0, 0, 100, 100);
                    _icon = [[UIImageView alloc] initWithFrame:self.frame];
                    [self addSubview:_icon];
                    return self;
                }
                @end
                """),
            .flagged(.objc, """
                @interface GuestTile : UIView
                @end
                @implementation GuestTile {
                    UIImageView *_icon;
                }
                - (instancetype)init {
                    self = [super init];
                    self.frame = CGRectMake(20, 40, 100, 100);
                    _icon = [[UIImageView alloc] initWithFrame:[|self.frame|]];
                    [self addSubview:_icon];
                    return self;
                }
                @end
                """),
            // A view resizing itself copies its frame, gives the copy a new size and writes it
            // back; the children then read the size it gave, not anything of the old frame.
            .silent(.objc, """
                @interface StickerView : UIView
                @end
                @implementation StickerView
                - (void)fitLabel {
                    CGRect rect = self.frame;
                    rect.origin.x += (rect.size.width - (_label.frame.size.width + 32)) / 2;
                    rect.size.width = _label.frame.size.width + 32;
                    rect.size.height = _label.frame.size.height + 32;
                    self.frame = rect;
                    _label.center = CGPointMake(rect.size.width / 2, rect.size.height / 2);
                }
                @end
                """),
            .flagged(.objc, """
                @interface StickerView : UIView
                @end
                @implementation StickerView
                - (void)fitLabel {
                    CGRect rect = [|self.frame|];
                    if (_grow) rect.size.width = _label.frame.size.width + 32;
                    _label.center = CGPointMake(rect.size.width / 2, rect.size.height / 2);
                }
                @end
                """),
            .silent(.csharp, """
                public class TweetHeader : UIView
                {
                    UIButton star = new UIButton();
                    public void Grow(nfloat contentHeight)
                    {
                        var f = Frame;
                        f.Y += 4;
                        f.Height = contentHeight + 12;
                        Frame = f;
                        star.Frame = new CGRect(8, (f.Height - 38) / 2, 38, 38);
                    }
                }
                """),
            .flagged(.csharp, """
                public class TweetHeader : UIView
                {
                    UIButton star = new UIButton();
                    public void Grow(nfloat contentHeight)
                    {
                        var f = [|Frame|];
                        f.Height = contentHeight + 12;
                        Frame = f;
                        star.Frame = new CGRect(f.Width - 46, (f.Height - 38) / 2, 38, 38);
                    }
                }
                """),
            .silent(.swift, """
                final class BadgeView: UIView {
                    let label = UILabel()
                    func fit() {
                        var rect = frame
                        rect.size = label.intrinsicContentSize
                        frame = rect
                        label.frame = CGRect(x: 0, y: 0, width: rect.size.width, height: rect.size.height)
                    }
                }
                """),
            .flagged(.swift, """
                final class BadgeView: UIView {
                    let label = UILabel()
                    func fit() {
                        var rect = [|frame|]
                        rect.size.height = label.intrinsicContentSize.height
                        label.frame = CGRect(x: 0, y: 0, width: rect.size.width, height: rect.size.height)
                    }
                }
                """),
            // The own frame kept in a field goes where the type's methods read that field: a
            // helper that frames a child from it lays the child out in the superview's space. A
            // field only compared to notice a change lays nothing out.
            .flagged(.csharp, """
                public class BarcodeSample : UIView
                {
                    CGRect area;
                    UILabel caption = new UILabel();
                    public override void LayoutSubviews()
                    {
                        area = [|Frame|];
                        PlaceCaption();
                        base.LayoutSubviews();
                    }
                    void PlaceCaption() { caption.Frame = new CGRect(area.X + 10, area.Y + 10, area.Width - 20, 30); }
                }
                """),
            .silent(.csharp, """
                public class BarcodeSample : UIView
                {
                    CGRect laidOutFor;
                    UILabel caption = new UILabel();
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        if (Changed()) caption.Frame = new CGRect(10, 10, Bounds.Width - 20, 30);
                        laidOutFor = Frame;
                    }
                    bool Changed() { return laidOutFor != Frame; }
                }
                """),
            .flagged(.swift, """
                final class ChartView: UIView {
                    private var plotWidth: CGFloat = 0
                    private let marker = UIView()
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        plotWidth = [|frame|].width
                        placeMarker()
                    }
                    private func placeMarker() { marker.frame = CGRect(x: plotWidth - 12, y: 4, width: 8, height: 8) }
                }
                """),
            .silent(.swift, """
                final class ChartView: UIView {
                    private var plotWidth: CGFloat = 0
                    private let marker = UIView()
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        plotWidth = bounds.width
                        placeMarker()
                    }
                    private func placeMarker() { marker.frame = CGRect(x: plotWidth - 12, y: 4, width: 8, height: 8) }
                }
                """),
            .flagged(.objc, """
                @interface GraphView : UIView
                @end
                @implementation GraphView {
                    CGFloat _labelX;
                    UILabel *_label;
                }
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    _labelX = [|self.frame|].size.width - 40;
                    [self placeLabel];
                }
                - (void)placeLabel {
                    _label.center = CGPointMake(_labelX, 12);
                }
                @end
                """),
            .silent(.objc, """
                @interface GraphView : UIView
                @end
                @implementation GraphView {
                    CGRect _lastFrame;
                    UILabel *_label;
                }
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    if (!CGRectEqualToRect(_lastFrame, self.frame)) {
                        _label.center = CGPointMake(CGRectGetWidth(self.bounds) - 40, 12);
                    }
                    _lastFrame = self.frame;
                    [self report];
                }
                - (void)report {
                    NSLog(@"laid out for %@", NSStringFromCGRect(_lastFrame));
                }
                @end
                """),
            // A seed that visual-format constraints replace, and a seed framed again after a
            // message that neither sizes nor lays the new view out, never show.
            .silent(.swift, """
                final class ReceiptsController: UIViewController {
                    var list: ReceiptsView!
                    override func loadView() {
                        super.loadView()
                        list = ReceiptsView(frame: view.frame)
                        list.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(list)
                        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "|[v]|", options: [], metrics: nil, views: ["v": list!]))
                        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[v]|", options: [], metrics: nil, views: ["v": list!]))
                    }
                }
                """),
            .flagged(.swift, """
                final class ReceiptsController: UIViewController {
                    var list: ReceiptsView!
                    override func loadView() {
                        super.loadView()
                        list = ReceiptsView(frame: [|view.frame|])
                        view.addSubview(list)
                    }
                }
                """),
            .silent(.swift, """
                final class LinkPreview: UIView {
                    func show(_ card: CardData) {
                        let cardView = CardView(frame: frame)
                        cardView.update(for: card)
                        cardView.frame = bounds
                        cardView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                        addSubview(cardView)
                    }
                }
                """),
            .flagged(.swift, """
                final class LinkPreview: UIView {
                    func show(_ card: CardData) {
                        let cardView = CardView(frame: [|frame|])
                        cardView.sizeToFit()
                        cardView.frame.origin = .zero
                        addSubview(cardView)
                    }
                }
                """),
            .silent(.objc, """
                @interface ReceiptsController : UIViewController
                @end
                @implementation ReceiptsController
                - (void)loadView {
                    [super loadView];
                    ReceiptsView *list = [[ReceiptsView alloc] initWithFrame:self.view.frame];
                    list.translatesAutoresizingMaskIntoConstraints = NO;
                    [self.view addSubview:list];
                    [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"|[list]|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(list)]];
                    [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|[list]|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(list)]];
                }
                @end
                """),
            .flagged(.objc, """
                @interface ReceiptsController : UIViewController
                @end
                @implementation ReceiptsController
                - (void)loadView {
                    [super loadView];
                    ReceiptsView *list = [[ReceiptsView alloc] initWithFrame:[|self.view.frame|]];
                    [self.view addSubview:list];
                }
                @end
                """),
            .silent(.csharp, """
                public class ReceiptsController : UIViewController
                {
                    public override void LoadView()
                    {
                        base.LoadView();
                        var list = new ReceiptsView(View.Frame);
                        list.TranslatesAutoresizingMaskIntoConstraints = false;
                        View.AddSubview(list);
                        View.AddConstraints(NSLayoutConstraint.FromVisualFormat("|[list]|", 0, "list", list));
                        View.AddConstraints(NSLayoutConstraint.FromVisualFormat("V:|[list]|", 0, "list", list));
                    }
                }
                """),
            .flagged(.csharp, """
                public class ReceiptsController : UIViewController
                {
                    public override void LoadView()
                    {
                        base.LoadView();
                        var list = new ReceiptsView([|View.Frame|]);
                        View.AddSubview(list);
                    }
                }
                """),
            // Points of a path given as a C# array made in place are drawn in the view's own space.
            .flagged(.csharp, """
                public class StarView : UIView
                {
                    public override void Draw(CGRect rect)
                    {
                        var path = new CGPath();
                        path.AddLines(new CGPoint[] { new CGPoint([|Frame|].Width / 2, 0), new CGPoint(0, [|Frame|].Height) });
                        UIGraphics.GetCurrentContext().AddPath(path);
                    }
                }
                """),
            .silent(.csharp, """
                public class StarView : UIView
                {
                    public override void Draw(CGRect rect)
                    {
                        var path = new CGPath();
                        path.AddLines(new CGPoint[] { new CGPoint(Bounds.Width / 2, 0), new CGPoint(0, Bounds.Height) });
                        UIGraphics.GetCurrentContext().AddPath(path);
                    }
                }
                """),
            // A point made from the own frame and converted by the view itself: the point is in
            // the superview's space, the conversion takes it as the view's own.
            .flagged(.swift, """
                final class NoteEditorController: UIViewController {
                    func overlap(with keyboard: CGRect) -> CGFloat {
                        let bottom = CGPoint(x: [|view.frame|].minX, y: view.frame.maxY)
                        return view.convert(bottom, to: nil).y - keyboard.minY
                    }
                }
                """),
            .silent(.swift, """
                final class NoteEditorController: UIViewController {
                    func overlap(with keyboard: CGRect) -> CGFloat {
                        let bottom = CGPoint(x: view.bounds.minX, y: view.bounds.maxY)
                        let framed = CGPoint(x: view.frame.minX, y: view.frame.maxY)
                        let inWindow = view.superview?.convert(framed, to: nil)
                        return view.convert(bottom, to: nil).y - keyboard.minY + (inWindow?.y ?? 0) * 0
                    }
                }
                """),
            .flagged(.objc, """
                @interface NoteEditorController : UIViewController
                @end
                @implementation NoteEditorController
                - (CGFloat)overlapWith:(CGRect)keyboard {
                    CGRect mine = [self.view convertRect:[|self.view.frame|] toView:nil];
                    return CGRectGetMaxY(mine) - CGRectGetMinY(keyboard);
                }
                @end
                """),
            .silent(.objc, """
                @interface NoteEditorController : UIViewController
                @end
                @implementation NoteEditorController
                - (CGFloat)overlapWith:(CGRect)keyboard {
                    CGRect mine = [self.view.superview convertRect:self.view.frame toView:nil];
                    return CGRectGetMaxY(mine) - CGRectGetMinY(keyboard);
                }
                @end
                """),
            .flagged(.csharp, """
                public class NoteEditorController : UIViewController
                {
                    public nfloat Overlap(CGRect keyboard)
                    {
                        var mine = View.ConvertRectToView([|View.Frame|], null);
                        return mine.Bottom - keyboard.Top;
                    }
                }
                """),
            .silent(.csharp, """
                public class NoteEditorController : UIViewController
                {
                    nfloat Overlap(CGRect keyboard)
                    {
                        var mine = View.ConvertRectToView(View.Bounds, null);
                        return mine.Bottom - keyboard.Top;
                    }
                }
                """),
            // A property made from the own frame in one helper and handed to Auto Layout in
            // another: the constraints replace the whole frame on the first layout pass.
            .silent(.swift, """
                final class CardStack: UIView {
                    private var cards: CardsView!
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        makeCards()
                        pinCards()
                    }
                    required init?(coder: NSCoder) { fatalError() }
                    private func makeCards() {
                        cards = CardsView(frame: self.frame)
                        addSubview(cards)
                    }
                    private func pinCards() {
                        cards.translatesAutoresizingMaskIntoConstraints = false
                        NSLayoutConstraint.activate([
                            cards.leadingAnchor.constraint(equalTo: leadingAnchor),
                            cards.trailingAnchor.constraint(equalTo: trailingAnchor),
                            cards.topAnchor.constraint(equalTo: topAnchor),
                            cards.bottomAnchor.constraint(equalTo: bottomAnchor),
                        ])
                    }
                }
                """),
            .flagged(.swift, """
                final class CardStack: UIView {
                    private var cards: CardsView!
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        makeCards()
                    }
                    required init?(coder: NSCoder) { fatalError() }
                    private func makeCards() {
                        cards = CardsView(frame: [|self.frame|])
                        addSubview(cards)
                    }
                }
                """),
            // Another method that makes and pins an instance of its own says nothing of this one.
            .flagged(.swift, """
                final class WidgetView: UIView {
                    private var tapButton: UIButton!
                    func useCompactLayout() {
                        tapButton = UIButton(frame: .zero)
                        tapButton.translatesAutoresizingMaskIntoConstraints = false
                        addSubview(tapButton)
                        tapButton.topAnchor.constraint(equalTo: topAnchor).isActive = true
                    }
                    func useFullLayout() {
                        tapButton = UIButton(frame: [|frame|])
                        tapButton.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                        addSubview(tapButton)
                    }
                }
                """),
            .silent(.objc, """
                @interface CardStack : UIView
                @property (nonatomic, strong) CardsView *cards;
                @end
                @implementation CardStack
                - (void)makeCards {
                    self.cards = [[CardsView alloc] initWithFrame:self.frame];
                    [self addSubview:self.cards];
                }
                - (void)pinCards {
                    self.cards.translatesAutoresizingMaskIntoConstraints = NO;
                    [self.cards.topAnchor constraintEqualToAnchor:self.topAnchor].active = YES;
                    [self.cards.bottomAnchor constraintEqualToAnchor:self.bottomAnchor].active = YES;
                }
                @end
                """),
            .flagged(.objc, """
                @interface CardStack : UIView
                @property (nonatomic, strong) CardsView *cards;
                @end
                @implementation CardStack
                - (void)makeCards {
                    self.cards = [[CardsView alloc] initWithFrame:[|self.frame|]];
                    [self addSubview:self.cards];
                }
                @end
                """),
            .silent(.csharp, """
                public class CardStack : UIView
                {
                    CardsView cards;
                    void MakeCards()
                    {
                        cards = new CardsView(Frame);
                        AddSubview(cards);
                    }
                    void PinCards()
                    {
                        cards.TranslatesAutoresizingMaskIntoConstraints = false;
                        cards.TopAnchor.ConstraintEqualTo(TopAnchor).Active = true;
                        cards.BottomAnchor.ConstraintEqualTo(BottomAnchor).Active = true;
                    }
                }
                """),
            .flagged(.csharp, """
                public class CardStack : UIView
                {
                    CardsView cards;
                    public void MakeCards()
                    {
                        cards = new CardsView([|Frame|]);
                        AddSubview(cards);
                    }
                }
                """),
            // At run time a size of the own frame that feeds the view's own space: an image the
            // view draws, a test of what fits. Only while the view is being built or loaded can
            // nothing have transformed it yet.
            .flagged(.swift, """
                final class SignatureView: UIView {
                    private var strokes: [UIBezierPath] = []
                    func snapshot() -> UIImage {
                        let renderer = UIGraphicsImageRenderer(size: [|frame|].size)
                        return renderer.image { _ in strokes.forEach { $0.stroke() } }
                    }
                }
                """),
            .flagged(.swift, """
                final class TagStrip: UIView {
                    func canFit(_ tag: UILabel, after x: CGFloat) -> Bool {
                        return x + tag.intrinsicContentSize.width <= [|frame|].width
                    }
                }
                """),
            .flagged(.swift, """
                final class NoticeView: UIView {
                    func showNotice(_ text: String) {
                        let notice = UILabel(frame: CGRect(x: 0, y: 0, width: [|frame|].width, height: 24))
                        notice.autoresizingMask = .flexibleWidth
                        notice.text = text
                        addSubview(notice)
                    }
                }
                """),
            .silent(.swift, """
                final class ToastView: UIView {
                    func slideOut() {
                        let slide = CABasicAnimation(keyPath: "transform.translation.y")
                        slide.toValue = NSNumber(value: Double(frame.height))
                        layer.add(slide, forKey: "out")
                    }
                    func park() {
                        transform = CGAffineTransform(translationX: 0, y: frame.height)
                    }
                    func fitsItsParent() -> Bool {
                        return frame.width <= superview!.bounds.width
                    }
                }
                """),
            // A rectangle in the view's own space that a method hands to its callers, and a
            // constraint's constant a SnapKit or Masonry maker takes.
            .flagged(.swift, """
                final class PhotoView: UIImageView {
                    func aspectFitRect() -> CGRect {
                        guard let image = image else { return .zero }
                        let scale = [|frame|].height / image.size.height
                        return CGRect(x: 0, y: 0, width: image.size.width * scale, height: bounds.height)
                    }
                }
                """),
            .flagged(.swift, """
                final class PagerView: UIView {
                    let page = UIView()
                    func showPage() {
                        addSubview(page)
                        page.snp.makeConstraints { make in
                            make.width.equalTo([|frame|].width)
                        }
                    }
                }
                """),
            .silent(.swift, """
                final class PagerView: UIView {
                    var pageWidth: CGFloat { frame.width }
                    var lastFrame = CGRect.zero
                    func changed() -> Bool {
                        return !lastFrame.equalTo(frame)
                    }
                }
                """),
            .flagged(.objc, """
                @interface PhotoView : UIImageView
                @end
                @implementation PhotoView
                - (CGRect)aspectFitRect {
                    CGFloat scale = CGRectGetHeight([|self.frame|]) / self.image.size.height;
                    return CGRectMake(0, 0, self.image.size.width * scale, CGRectGetHeight(self.bounds));
                }
                @end
                """),
            .flagged(.objc, """
                @interface PagerView : UIView
                @property (nonatomic, strong) UIView *page;
                @end
                @implementation PagerView
                - (void)showPage {
                    [self addSubview:self.page];
                    [self.page mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.width.equalTo(@(CGRectGetWidth([|self.frame|])));
                    }];
                }
                @end
                """),
            .silent(.objc, """
                @interface PagerView : UIView
                @property (nonatomic) CGRect lastFrame;
                @end
                @implementation PagerView
                - (BOOL)changed {
                    return !CGRectEqualToRect(self.lastFrame, self.frame);
                }
                - (void)logSize {
                    NSLog(@"%@", NSStringFromCGSize(self.frame.size));
                }
                @end
                """),
            .flagged(.csharp, """
                public class PhotoView : UIImageView
                {
                    public CGRect AspectFitRect()
                    {
                        var scale = [|Frame|].Height / Image.Size.Height;
                        return new CGRect(0, 0, Image.Size.Width * scale, Bounds.Height);
                    }
                }
                """),
            .silent(.csharp, """
                public class PagerView : UIView
                {
                    public nfloat PageWidth => Frame.Width;
                    CGRect lastFrame;
                    public bool Changed()
                    {
                        return !lastFrame.Equals(Frame);
                    }
                }
                """),
            // A view the table sizes (its header) takes only a first width from the seed, at
            // any time.
            .silent(.swift, """
                final class HistoryController: UIViewController {
                    let tableView = UITableView()
                    func showEmptyNotice() {
                        let notice = UILabel(frame: CGRect(x: 0, y: 0, width: view.frame.width, height: 60))
                        tableView.tableHeaderView = notice
                    }
                }
                """),
            .silent(.objc, """
                @interface HistoryController : UIViewController
                @property (nonatomic, strong) UITableView *tableView;
                @end
                @implementation HistoryController
                - (void)showEmptyNotice {
                    UILabel *notice = [[UILabel alloc] initWithFrame:CGRectMake(0, 0, self.view.frame.size.width, 60)];
                    self.tableView.tableHeaderView = notice;
                }
                @end
                """),
            .silent(.csharp, """
                public class HistoryController : UIViewController
                {
                    UITableView tableView = new UITableView();
                    public void ShowEmptyNotice()
                    {
                        var notice = new UILabel(new CGRect(0, 0, View.Frame.Width, 60));
                        tableView.TableHeaderView = notice;
                    }
                }
                """),
            .flagged(.objc, """
                @interface SignatureView : UIView
                @end
                @implementation SignatureView
                - (UIImage *)snapshot {
                    UIGraphicsBeginImageContextWithOptions([|self.frame|].size, NO, 0);
                    [self.layer renderInContext:UIGraphicsGetCurrentContext()];
                    UIImage *image = UIGraphicsGetImageFromCurrentImageContext();
                    UIGraphicsEndImageContext();
                    return image;
                }
                @end
                """),
            .flagged(.objc, """
                @interface NoticeView : UIView
                @end
                @implementation NoticeView
                - (void)showNotice:(NSString *)text {
                    UILabel *notice = [[UILabel alloc] initWithFrame:CGRectMake(0, 0, CGRectGetWidth([|self.frame|]), 24)];
                    notice.autoresizingMask = UIViewAutoresizingFlexibleWidth;
                    notice.text = text;
                    [self addSubview:notice];
                }
                @end
                """),
            .silent(.objc, """
                @interface ToastView : UIView
                @end
                @implementation ToastView
                - (void)slideOut {
                    CABasicAnimation *slide = [CABasicAnimation animationWithKeyPath:@"transform.translation.y"];
                    slide.toValue = [NSNumber numberWithDouble:self.frame.size.height];
                    [self.layer addAnimation:slide forKey:@"out"];
                }
                - (BOOL)fitsItsParent {
                    return self.frame.size.width <= self.superview.bounds.size.width;
                }
                @end
                """),
            .flagged(.csharp, """
                public class SignatureView : UIView
                {
                    public UIImage Snapshot()
                    {
                        var renderer = new UIGraphicsImageRenderer([|Frame|].Size);
                        return renderer.CreateImage(context => Layer.RenderInContext(context.CGContext));
                    }
                }
                """),
            .flagged(.csharp, """
                public class NoticeView : UIView
                {
                    public void ShowNotice(string text)
                    {
                        var notice = new UILabel(new CGRect(0, 0, [|Frame|].Width, 24));
                        notice.AutoresizingMask = UIViewAutoresizing.FlexibleWidth;
                        notice.Text = text;
                        AddSubview(notice);
                    }
                }
                """),
            .silent(.csharp, """
                public class ToastView : UIView
                {
                    public void SlideOut()
                    {
                        var slide = CABasicAnimation.FromKeyPath("transform.translation.y");
                        slide.To = new NSNumber(Frame.Height);
                        Layer.AddAnimation(slide, "out");
                    }
                    public bool FitsItsParent()
                    {
                        return Frame.Width <= Superview.Bounds.Width;
                    }
                }
                """),
            // A lazy getter runs when its first caller asks for the view: here the initializer. The
            // seed it gives the pager is replaced by every layout pass, through a helper.
            .silent(.objc, """
                @interface SegmentedPager : UIView
                @property (nonatomic, strong) UIView *pager;
                @end
                @implementation SegmentedPager
                - (instancetype)initWithFrame:(CGRect)frame {
                    if (self = [super initWithFrame:frame]) { [self addSubview:self.pager]; }
                    return self;
                }
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    [self layoutPager];
                }
                - (void)layoutPager {
                    self.pager.frame = CGRectMake(0, 40, self.bounds.size.width, self.bounds.size.height - 40);
                }
                - (UIView *)pager {
                    if (!_pager) { _pager = [[UIView alloc] initWithFrame:self.frame]; }
                    return _pager;
                }
                @end
                """),
            .flagged(.objc, """
                @interface SegmentedPager : UIView
                @property (nonatomic, strong) UIView *pager;
                @end
                @implementation SegmentedPager
                - (instancetype)initWithFrame:(CGRect)frame {
                    if (self = [super initWithFrame:frame]) { [self addSubview:self.pager]; }
                    return self;
                }
                - (UIView *)pager {
                    if (!_pager) { _pager = [[UIView alloc] initWithFrame:[|self.frame|]]; }
                    return _pager;
                }
                @end
                """),
            .silent(.swift, """
                final class SegmentedPager: UIView {
                    lazy var pager: UIView = {
                        let pager = UIView(frame: frame)
                        pager.backgroundColor = .white
                        return pager
                    }()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addSubview(pager)
                    }
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        pager.frame = bounds.insetBy(dx: 0, dy: 20)
                    }
                }
                """),
            .flagged(.swift, """
                final class SegmentedPager: UIView {
                    lazy var pager: UIView = {
                        let pager = UIView(frame: [|frame|])
                        pager.backgroundColor = .white
                        return pager
                    }()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addSubview(pager)
                    }
                }
                """),
            // A C# property that makes its view on first read runs in its first reader's phase.
            .silent(.csharp, """
                public class SegmentedPager : UIView
                {
                    UIView pager;
                    UIView Pager
                    {
                        get
                        {
                            if (pager == null)
                                pager = new UIView(Frame);
                            return pager;
                        }
                    }
                    public SegmentedPager(CGRect frame) : base(frame)
                    {
                        AddSubview(Pager);
                    }
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        Pager.Frame = Bounds.Inset(0, 20);
                    }
                }
                """),
            .flagged(.csharp, """
                public class SegmentedPager : UIView
                {
                    UIView pager;
                    UIView Pager
                    {
                        get
                        {
                            if (pager == null)
                                pager = new UIView([|Frame|]);
                            return pager;
                        }
                    }
                    public SegmentedPager(CGRect frame) : base(frame)
                    {
                        AddSubview(Pager);
                    }
                }
                """),
            // The root view's width sizes the items of a layout kept in a local; the collection
            // view made with it is framed again by the layout pass, its items are not.
            .flagged(.objc, """
                @interface FeedController : UIViewController
                @property (nonatomic, strong) UICollectionView *collectionView;
                @end
                @implementation FeedController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [self.view addSubview:self.collectionView];
                }
                - (void)viewWillLayoutSubviews {
                    [super viewWillLayoutSubviews];
                    self.collectionView.frame = self.view.bounds;
                }
                - (UICollectionView *)collectionView {
                    if (!_collectionView) {
                        UICollectionViewFlowLayout *layout = [[UICollectionViewFlowLayout alloc] init];
                        CGFloat itemWidth = [|self.view.frame|].size.width;
                        layout.itemSize = CGSizeMake(itemWidth, itemWidth * 9 / 16);
                        _collectionView = [[UICollectionView alloc] initWithFrame:CGRectZero collectionViewLayout:layout];
                    }
                    return _collectionView;
                }
                @end
                """),
            // The same item size taken in the layout pass from the root view's bounds.
            .silent(.objc, """
                @interface FeedController : UIViewController
                @property (nonatomic, strong) UICollectionView *collectionView;
                @end
                @implementation FeedController
                - (void)viewWillLayoutSubviews {
                    [super viewWillLayoutSubviews];
                    self.collectionView.frame = self.view.bounds;
                    UICollectionViewFlowLayout *layout = (UICollectionViewFlowLayout *)self.collectionView.collectionViewLayout;
                    CGFloat itemWidth = self.view.bounds.size.width;
                    layout.itemSize = CGSizeMake(itemWidth, itemWidth * 9 / 16);
                }
                @end
                """),
            // Anchorage's operators constrain the view on their left, which then no longer keeps
            // the frame it was seeded with.
            .silent(.swift, """
                import Anchorage
                final class DonateController: UIViewController {
                    let about = UILabel()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        about.frame = CGRect(x: 0, y: 0, width: view.frame.size.width - 16, height: 40)
                        view.addSubview(about)
                        about.horizontalAnchors /==/ view.horizontalAnchors + 8
                        about.topAnchor /==/ view.safeAreaLayoutGuide.topAnchor + 16
                    }
                }
                """),
            .flagged(.swift, """
                import Anchorage
                final class DonateController: UIViewController {
                    let about = UILabel()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        about.frame = CGRect(x: 0, y: 0, width: [|view.frame|].size.width - 16, height: 40)
                        view.addSubview(about)
                        view.horizontalAnchors /==/ about.horizontalAnchors
                    }
                }
                """),
            // A new view made with the own frame and hung beside the view, in its superview, is a
            // sibling in the space the frame is in; one added to the view itself is a child.
            .silent(.swift, """
                final class BadgedControl: UIControl {
                    var badge: UIView?
                    func showBadge() {
                        badge = UIView(frame: self.frame)
                        superview?.addSubview(badge!)
                    }
                }
                """),
            .flagged(.swift, """
                final class BadgedControl: UIControl {
                    var badge: UIView?
                    func showBadge() {
                        badge = UIView(frame: [|self.frame|])
                        addSubview(badge!)
                    }
                }
                """),
            .silent(.objc, """
                @interface TabButton : UIButton
                @end
                @implementation TabButton
                - (void)bounce {
                    UIImageView *flash = [[UIImageView alloc] initWithFrame:self.frame];
                    [self.superview addSubview:flash];
                }
                @end
                """),
            .flagged(.objc, """
                @interface TabButton : UIButton
                @end
                @implementation TabButton
                - (void)bounce {
                    UIImageView *flash = [[UIImageView alloc] initWithFrame:[|self.frame|]];
                    [self addSubview:flash];
                }
                @end
                """),
            .silent(.csharp, """
                public class FlatTextField : UITextField
                {
                    UIView shadow;
                    void ShowShadow()
                    {
                        shadow = new UIView(Frame);
                        Superview.InsertSubviewBelow(shadow, this);
                    }
                }
                """),
            .flagged(.csharp, """
                public class FlatTextField : UITextField
                {
                    UIView shadow;
                    public void ShowShadow()
                    {
                        shadow = new UIView([|Frame|]);
                        AddSubview(shadow);
                    }
                }
                """),
            // A view the type puts itself in through a helper that adds its argument (a category's
            // `registerPopover:`) is its superview: a snapshot framed with the own frame and added
            // there stands beside the view. A helper that only keeps its argument puts nothing there.
            .silent(.objc, """
                @interface Popover : UIView
                @property (nonatomic, weak) UIView *host;
                @end
                @implementation Popover
                - (void)showIn:(UIView *)view {
                    self.host = view;
                    [self.host registerPopover:self];
                }
                - (void)hide {
                    UIView *shot = [self snapshotViewAfterScreenUpdates:NO];
                    shot.frame = self.frame;
                    [self.host addSubview:shot];
                }
                @end
                @implementation UIView (PopoverHost)
                - (void)registerPopover:(Popover *)popover {
                    [self addSubview:popover];
                }
                @end
                """),
            .flagged(.objc, """
                @interface Popover : UIView
                @property (nonatomic, weak) UIView *host;
                @end
                @implementation Popover
                - (void)showIn:(UIView *)view {
                    self.host = view;
                    [self.host rememberPopover:self];
                }
                - (void)hide {
                    UIView *shot = [self snapshotViewAfterScreenUpdates:NO];
                    shot.frame = [|self.frame|];
                    [self.host addSubview:shot];
                }
                @end
                @implementation UIView (PopoverHost)
                - (void)rememberPopover:(Popover *)popover {
                    self.lastPopover = popover;
                }
                @end
                """),
            .silent(.swift, """
                final class Toast: UIView {
                    var host: ToastHost!
                    func show(in view: ToastHost) {
                        host = view
                        host.present(self)
                    }
                    func fadeOut() {
                        let shot = UIView(frame: frame)
                        host.addSubview(shot)
                    }
                }
                final class ToastHost: UIView {
                    func present(_ toast: Toast) { addSubview(toast) }
                }
                """),
            .flagged(.swift, """
                final class Toast: UIView {
                    var host: ToastHost!
                    func show(in view: ToastHost) {
                        host = view
                        host.present(self)
                    }
                    func fadeOut() {
                        let shot = UIView(frame: [|frame|])
                        host.addSubview(shot)
                    }
                }
                final class ToastHost: UIView {
                    var shown: [Toast] = []
                    func present(_ toast: Toast) { shown.append(toast) }
                }
                """),
            .silent(.csharp, """
                public class Toast : UIView
                {
                    ToastHost host;
                    public void Show(ToastHost view)
                    {
                        host = view;
                        host.Present(this);
                    }
                    public void FadeOut()
                    {
                        var shot = new UIView(Frame);
                        host.AddSubview(shot);
                    }
                }
                public class ToastHost : UIView
                {
                    public void Present(Toast toast) { AddSubview(toast); }
                }
                """),
            .flagged(.csharp, """
                public class Toast : UIView
                {
                    ToastHost host;
                    public void Show(ToastHost view)
                    {
                        host = view;
                        host.Present(this);
                    }
                    public void FadeOut()
                    {
                        var shot = new UIView([|Frame|]);
                        host.AddSubview(shot);
                    }
                }
                public class ToastHost : UIView
                {
                    List<Toast> shown = new List<Toast>();
                    public void Present(Toast toast) { shown.Add(toast); }
                }
                """),
        ])

    static let pattern = Pattern.reads(.frame)
        .where(.any(.all(.receiverIsOwnView, .any(.reachesChildGeometry, .convertedFromItsOwnSpace,
                                                  .all(.isLengthRead, .any(.decidesWhatFitsInALayoutPass, .measuresContentForItsSpace, .feedsItsOwnSpaceAtRunTime)))),
                    .all(.receiverIsTheExtendedView, .reachesChildGeometry)))
        .unless(.insideOwnProperty(.frame), .insideOwnProperty(.center), .convertedThroughSuperview, .all(.isLengthRead, .duringConstruction),
                .onlySeedsViewsTheLayoutPassFramesAgain, .onlySeedsNewViewsFramedAgainAtOnce, .onlySeedsViewsUIKitFrames, .onlyMakesTheRootViewThatReplacesIt,
                .reachesOnlyViewsConstrainedLater, .onlySeedsNewViewsHandedToAutoLayout, .all(.isLengthRead, .beforeLayout, .onlySeedsNewViewsThatFollowTheirContainer),
                .all(.isLengthRead, .onlySeedsNewViewsTheirContainerSizes),
                .all(.ownFrameSetAtTheOriginEarlier, .duringConstruction), .readInAnInitializerGivenNoFrame, .insideACopyOfTheView,
                .all(.copiedWithItsOriginReplaced, .duringConstruction), .theRectangleAWindowIsMadeWith,
                .theConstructionRectanglePlacesNoChildInItsInitializer, .all(.isLengthRead, .workedWithAnotherScrollViewsOffset))
        .reportedOncePerStatement()
        .alsoThroughFrameAccessors()
        .fix(RuleFixes.ownFrameToBounds)
        .message { m, ctx in
            let bounds = ctx.spelled(.bounds, after: m.receiverPrefix(ctx))
            if let a = m.access, let accessor = FrameAccessors.accessor(of: a, ctx.tokens) {
                return "`\(m.text)` is the view's `frame` read through the `\(accessor)` accessor, in the superview's coordinate space; "
                    + "lay out children from `\(bounds)`"
            }
            if m.access?.isConstructionFrame == true {
                return "`\(m.text)` is the view's own frame (the initializer hands it to its superclass), in the superview's coordinate space; "
                    + "lay out children from `\(bounds)`"
            }
            if Condition.reachesChildGeometry.test(m, ctx) {
                return "`\(m.text)` is in the superview's coordinate space; lay out children from `\(bounds)`"
            }
            if Condition.convertedFromItsOwnSpace.test(m, ctx) {
                return "`\(m.text)` is in the superview's coordinate space, but the view converts it as if it were in its own; convert `\(bounds)`"
            }
            return "`\(m.text)` is in the superview's coordinate space; the view's own size is `\(bounds)`'s"
        }
}

// MARK: Conditions only this rule asks

private extension Condition {
    /// The rectangle the initializer was given (its `frame` parameter), when no child is framed or
    /// made with it in the initializer itself: it is stored, or handed to a helper, which may take
    /// only its size or place the view itself with it (in the superview's space, where it belongs).
    static let theConstructionRectanglePlacesNoChildInItsInitializer = Condition("the initializer's rectangle, passed on") { m, ctx in
        guard let a = m.access, a.isConstructionFrame, let f = ctx.structure.function(at: a.nameToken) else { return false }
        let body = ctx.structure.functions[f].bodyRange
        return !ValueFlow.sinks(of: a, ctx.fileContext).contains { sink in
            switch sink {
            case .geometry(let w):
                let target = ctx.facts.accesses[w]
                return body.contains(target.nameToken) && !ViewPaths.same(target, a, ctx.structure)
            case .newView(let at): return body.contains(at)
            default: return false
            }
        }
    }

    /// The rectangle a window's initializer hands to its superclass (`initWithFrame:frame` in a
    /// `UIWindow` subclass): a window is made with the part of the screen it covers, from the
    /// screen's corner, so its children are in place in it.
    static let theRectangleAWindowIsMadeWith = Condition("the rectangle a window is made with") { m, ctx in
        m.access?.isConstructionFrame == true && ctx.role == .window
    }

    /// The whole frame assigned only to have its origin replaced before anything uses it
    /// (`var r = frame; r.origin = .zero`, `label.frame = frame; label.frame.origin = .zero`).
    /// While the view is constructed nothing has transformed it, so what is left is the bounds.
    static let copiedWithItsOriginReplaced = Condition("copied, then its origin replaced") { m, ctx in
        guard let a = m.access else { return false }
        return ValueFlow.originReplacedBeforeUse(a, ctx.tokens)
    }

    /// Read in the method that copies the view (`copyWithZone:`, `copy(with:)`, C#'s `Clone`):
    /// the copy is made where the original stands, beside it in the same superview, so the
    /// superview's space is the right one for it.
    static let insideACopyOfTheView = Condition("inside the view's copying method") { m, ctx in
        guard let a = m.access, let f = ctx.structure.function(at: a.nameToken) else { return false }
        let decl = ctx.structure.functions[f]
        let name = ctx.language == .objc ? decl.name.selectorHead : decl.name
        return ["copyWithZone", "mutableCopyWithZone", "copy", "Copy", "Clone", "clone"].contains(name)
    }

    /// The controller's root view frame only makes the view that replaces it (`self.view =
    /// [[PassView alloc] initWithFrame:self.view.frame]`, `View = new CanvasView(View.Frame)`):
    /// the new root view takes the old one's place in the same superview, so the superview's
    /// space is the right one.
    static let onlyMakesTheRootViewThatReplacesIt = Condition("only makes the root view that replaces it") { m, ctx in
        guard let a = m.access, ctx.role == .viewController else { return false }
        return Condition.everyGeometrySink(of: a, ctx) { sink in
            guard case .newView(let at) = sink, let holder = ViewTree.holderOfNewView(around: at, ctx.fileContext), !holder.local else { return false }
            return holder.path == ["view"] || holder.path == ["View"] || Self.isTheRootViewOfItsKind(holder.path, at: at, ctx)
        }
    }

    /// A table view controller's `tableView` (a collection view controller's `collectionView`) is
    /// its root view under another name: a new one given to it replaces the root view. Known from
    /// the class the file declares the controller with.
    static func isTheRootViewOfItsKind(_ path: [String], at i: Int, _ ctx: RuleContext) -> Bool {
        let kinds: [String: [String]] = [
            "UITableViewController": ["tableView", "TableView"], "UICollectionViewController": ["collectionView", "CollectionView"],
        ]
        guard path.count == 1, let t = ctx.structure.type(at: i) else { return false }
        let bases = ctx.facts.derived.typeDeclarations(named: ctx.structure.types[t].name, ctx.structure).flatMap { ctx.structure.types[$0].bases }
        return kinds.contains { base, names in bases.contains(base) && names.contains(path[0]) }
    }

    /// While the view is constructed, the same function has just given it a frame at the origin
    /// (`self.frame = CGRectMake(0, 0, 200, 200)`, in every branch that runs before the read): no
    /// transform is set yet, so the frame is the bounds, and a child made from it is in place.
    /// Read in an initializer that takes no arguments and passes no rectangle to its superclass
    /// (`public Connectors() { … Frame.X + 10 … }`, `init() { super.init(frame: .zero) … }`), before
    /// anything sets the own frame: the frame is still the empty rectangle at the origin, so the
    /// read is a zero in every space. (A length read there is another matter: it is zero too.)
    static let readInAnInitializerGivenNoFrame = Condition("read in an initializer given no frame") { m, ctx in
        guard let a = m.access, a.receiver.isSelf || a.receiver.components.isEmpty,
              let f = ctx.structure.function(at: m.anchor) else { return false }
        let decl = ctx.structure.functions[f]
        let ts = ctx.tokens
        guard decl.kind == .initializer, decl.parameters.isEmpty, ts.language != .objc || decl.name == "init" else { return false }
        // Handed a rectangle by another initializer (C# `: base(rect)`, `: this(rect)`), or handing
        // one not at the origin on to one before the read (`super.init(frame: r)`, `[super initWithFrame:r]`).
        for handOff in ConstructionFrame.rectanglesHandedOn(by: decl, ts) {
            if ts.language == .csharp { return false }
            let r = handOff.rectangle
            guard handOff.at < a.receiverStart else { break }
            if !Rectangles.isAtOrigin(r, ts, ctx.structure) { return false }  // `.zero` and `CGRectZero` are at the origin
        }
        return GeometryWrites.earlierInFunction(of: .frame, .bounds, .center, sameViewAs: a, before: a.receiverStart, ctx.fileContext).isEmpty
    }

    static let ownFrameSetAtTheOriginEarlier = Condition("the own frame was set at the origin earlier") { m, ctx in
        guard let a = m.access, FrameAccessors.accessor(of: a, ctx.tokens) == nil else { return false }
        let s = ctx.structure, ts = ctx.tokens
        let earlier = GeometryWrites.earlierInFunction(of: .frame, sameViewAs: a, before: a.receiverStart, ctx.fileContext).filter {
            s.compiledTogether($0.nameToken, a.nameToken)
        }
        guard !earlier.isEmpty else { return false }
        return earlier.allSatisfy { w in w.isWholeWrite && w.value.map { Rectangles.isAtOrigin($0, ts, s) } == true }
    }

    /// In a layout or drawing pass, a length of the own frame is tested in order against other
    /// lengths (`left + minWidth <= frame.width`): it decides which child goes where, in the
    /// view's own space, where the length is the bounds'. An equality test (a change noticed) is not one.
    /// A length of the own frame is the space a child or text is measured for
    /// (`label.sizeThatFits(CGSize(width: frame.width, height: .infinity))`): the view's own space,
    /// whose size is the bounds'.
    static let measuresContentForItsSpace = Condition("measures content for the view's own space") { m, ctx in
        guard let a = m.access else { return false }
        return ValueFlow.insideMeasuringCall(a.receiverStart, ctx.tokens)
    }

    /// At run time (not while the view is built or loaded, when nothing can have transformed it
    /// yet), a size of the own frame that feeds the view's own space: an ordering test (what fits,
    /// which page a content offset is on), an argument of a call (a helper of the type that lays
    /// out by it, a content offset, an image context the view draws) or a value a method returns
    /// to callers elsewhere (an aspect-fit rectangle, an item size). Not a value an animation
    /// moves the view itself by (`toValue`, C#'s `To`, a translation given to its own
    /// `transform`: that distance is in the superview's space), and not arithmetic that also reads
    /// the superview, whose space it then is.
    static let feedsItsOwnSpaceAtRunTime = Condition("feeds the view's own space at run time") { m, ctx in
        guard let a = m.access else { return false }
        let phase = ctx.phase(at: m.anchor)
        guard !phase.isBeforeLayout, phase != .accessor else { return false }
        let sinks = ValueFlow.sinks(of: a, ctx.fileContext)
        guard sinks.contains(.ordering) || sinks.contains(.argument) || sinks.contains(.returned) else { return false }
        // A size worked out to give the view a new frame or center of its own (a resize handle, a
        // drag that keeps the view on screen): that value lives in the superview's space.
        if sinks.contains(where: { sink in
            guard case .geometry(let w) = sink else { return false }
            let target = ctx.facts.accesses[w]
            return (target.member == .frame || target.member == .center) && ViewPaths.same(target, a, ctx.structure)
        }) { return false }
        let ts = ctx.tokens
        // The same through a local the read starts (`var newWidth = Frame.Width + dw;` … `if (newWidth <
        // MinWidth) …` … `Frame = new CGRect(x, y, newWidth, h);`).
        if let local = startedLocal(at: a.nameToken, ts), let f = ctx.structure.function(at: a.nameToken) {
            let ownWrites = ctx.facts.index.writes(of: .frame, .center, sameViewAs: a, inFunction: f).lazy.map { ctx.facts.accesses[$0] }.filter {
                $0.nameToken > a.nameToken && ViewPaths.same($0, a, ctx.structure)
            }
            if ownWrites.contains(where: { w in Statements.around(ts, w.nameToken).contains { ts.kind($0) == .identifier && ts.name($0) == local } }) {
                return false
            }
        }
        let statement = Statements.around(ts, a.nameToken)
        return !statement.contains { k in
            if ts.word(k) == .superview || ts.word(k) == .Superview { return true }
            // `self.transform = CGAffineTransform(translationX: frame.width, y: 0)`: the view moves itself.
            if ts.word(k) == .transform || ts.word(k) == .Transform, ts.isAssignment(k + 1) { return true }
            // `anim.toValue = …`, `[anim setToValue:…]`, C#'s `anim.To = …`.
            guard ts.kind(k) == .identifier, animationValueNames.contains(ts.name(k)) else { return false }
            return ts.isAssignment(k + 1) || ts.isPunct(k + 1, ":")
        }
    }

    /// In a view that attends to its superview, a length of its own frame worked together with the
    /// content offset or inset of a scroll view it does not hold as a child (`offsetY <
    /// -frame.height` where `offsetY = scrollView.contentOffset.y`, `inset.bottom -=
    /// CGRectGetHeight(self.frame)` where `inset = self.scrollView.contentInset`): a pull-to-refresh
    /// or infinite-scroll view measured in the space of the scroll view it sits in, where its frame
    /// lives. The own bounds would be no more right there. (A controller's scroll view is its
    /// child: its offset is not where the root view's frame lives.) Followed through the local the
    /// read starts and locals that hold the offset.
    static let workedWithAnotherScrollViewsOffset = Condition("worked with another scroll view's content offset") { m, ctx in
        guard let a = m.access, let f = ctx.structure.function(at: a.nameToken), let t = ctx.structure.type(at: a.nameToken),
              ctx.facts.derived.mentionsAny(of: scrollSpaceNames, key: " scroll space", ctx.tokens), ctx.role == .view else { return false }
        let ts = ctx.tokens, body = ctx.structure.functions[f].bodyRange
        let type = ctx.structure.types[t]
        // A scroll view itself (a table view subclass handed itself as `scrollView`) measures its own offset.
        let scrolling = ["ScrollView", "TableView", "CollectionView", "TextView"]
        guard !ctx.facts.derived.typeDeclarations(named: type.name, ctx.structure).contains(where: { d in
            ctx.structure.types[d].bases.contains { base in scrolling.contains { base.hasSuffix($0) } }
        }) else { return false }
        guard type.bodyOpen >= 0, type.bodyOpen < type.bodyClose,
              Range.through(type.bodyOpen, type.bodyClose).contains(where: { ts.word($0) == .superview || ts.word($0) == .Superview }) else { return false }
        let children = Set(ctx.facts.derived.viewsAdded(inType: t, ctx.facts, ts, ctx.structure).map { ViewPaths.ivarAsProperty($0[1]) })
        var statements = [Statements.around(ts, a.nameToken)]
        // The local the read starts (not a property or instance variable assigned: `_list = …`).
        if let local = startedLocal(at: a.nameToken, ts), statements[0].upperBound + 1 < ts.count,
           let l = ctx.structure.local(named: local, at: statements[0].upperBound + 1), statements[0].contains(l.nameToken) {
            for k in body where k > statements[0].upperBound && ts.kind(k) == .identifier && !ts.isPunct(k - 1, ".") && ts.name(k) == local {
                statements.append(Statements.around(ts, k))
            }
        }
        func readsAnotherViewsOffset(_ k: Int, depth: Int) -> Bool {
            guard ts.kind(k) == .identifier else { return false }
            if scrollSpaceNames.contains(ts.name(k)) {
                // Read, not given a new value.
                guard !ts.isAssignment(k + 1) else { return false }
                guard ts.isPunct(k - 1, "."), ts.kind(k - 2) == .identifier, ts.word(k - 2) != .kSelf, ts.word(k - 2) != .kThis else { return false }
                // The scroll view's path (`self.scrollView` → [scrollView]): not a child the type adds.
                var path = [ts.name(k - 2)], j = k - 2
                while ts.isPunct(j - 1, "."), ts.kind(j - 2) == .identifier, ts.word(j - 2) != .kSelf, ts.word(j - 2) != .kThis {
                    path.insert(ts.name(j - 2), at: 0); j -= 2
                }
                return !children.contains(ViewPaths.ivarAsProperty(path))
            }
            guard depth < 2, !ts.isPunct(k - 1, "."), let l = ctx.structure.local(named: ts.name(k), at: k), l.nameToken != k,
                  let value = LinearForm.initializer(of: l.nameToken, ts) else { return false }
            return value.contains { readsAnotherViewsOffset($0, depth: depth + 1) }
        }
        return statements.contains { $0.contains { $0 != a.nameToken && readsAnotherViewsOffset($0, depth: 0) } }
    }

    /// A scroll view's offset and insets: values in its own (bounds) space.
    static let scrollSpaceNames: Set<String> = [
        "contentOffset", "contentInset", "adjustedContentInset", "ContentOffset", "ContentInset", "AdjustedContentInset",
    ]

    /// The local that the statement around `i` declares (`var w = …`, `CGFloat w = …`, `let w = …`).
    static func startedLocal(at i: Int, _ ts: TokenStream) -> String? {
        let statement = Statements.around(ts, i)
        var k = statement.lowerBound
        while k < i, k < statement.lowerBound + 4 {
            if ts.kind(k) == .identifier, ts.isAssignment(k + 1), ts.spells(k + 1, "="), k + 1 < i { return ts.name(k) }
            k += 1
        }
        return nil
    }

    /// The values of an animation (`toValue`, `fromValue`, `byValue`, keyframe `values`) and their
    /// Objective-C setters.
    static let animationValueNames: Set<String> = [
        "toValue", "fromValue", "byValue", "values", "To", "From", "By", "Values", "setToValue", "setFromValue", "setByValue", "setValues",
    ]

    static let decidesWhatFitsInALayoutPass = Condition("decides what fits in a layout pass") { m, ctx in
        guard let a = m.access else { return false }
        let phase = ctx.phase(at: m.anchor)
        guard phase == .layout || phase == .drawing else { return false }
        return ValueFlow.sinks(of: a, ctx.fileContext).contains(.ordering)
    }
}
