/// LL002: a frame used in a coordinate space it does not belong to.
struct MixedCoordinateSpacesRule: Rule {
    static let description = RuleDescription(
        code: "LL002", name: "mixed-coordinate-spaces",
        summary: "Flags a view's frame used in another view's coordinate space: a superview's or container's frame sizing its child, a frame mixed with the same view's bounds, or a frame converted from the view's own space.",
        rationale: """
            Every rectangle belongs to one coordinate space. A view's `frame` is expressed in its \
            superview's space, its `bounds` in its own. So a parent's `frame` is in the \
            *grandparent's* space and means nothing to the parent's children; an expression that \
            takes `x` from `card.bounds` and `y` from `card.frame` adds numbers from two spaces; and \
            `v.convert(v.frame, to: w)` treats a rectangle in the superview's space as if it were in \
            `v`'s own. Each works by accident while the views sit at the origin without transforms, \
            and each breaks when they move, scroll or scale. Scroll-to-visible helpers in real apps \
            often contain the last one. A width or height alone is the same number in both spaces \
            while the view is not transformed: a size read from the frame of a view that the same \
            type sizes itself (sets its frame, gives its bounds a size at the origin, or makes it \
            with a rectangle in the same method) and never transforms is not flagged, unless it \
            lays out that view's own children before the same function has sized it, or its \
            scrolling content from a size it did not set as a frame (an origin always is).
            """,
        fix: """
            Size children from the parent's `bounds`. Keep one space per expression, converting \
            with `convert(_:to:)` / `convert(_:from:)` when two are needed. To convert a view's \
            rectangle, convert `v.bounds` from `v`, or `v.frame` from `v.superview`.
            """,
        examples: [
            // A layer that becomes a view's mask lives in that view's own space, as a sublayer does.
            .flagged(.swift, """
                final class MenuView: UIView {
                    func roundCorners(of button: UIButton) {
                        let shape = CAShapeLayer()
                        shape.bounds = [|button.frame|]
                        shape.position = CGPoint(x: button.bounds.midX, y: button.bounds.midY)
                        button.layer.mask = shape
                    }
                }
                """),
            .silent(.swift, """
                final class MenuView: UIView {
                    func roundCorners(of button: UIButton) {
                        let shape = CAShapeLayer()
                        shape.frame = button.bounds
                        button.layer.mask = shape
                        let glow = CALayer()
                        glow.frame = button.frame
                        layer.addSublayer(glow)
                    }
                }
                """),
            .flagged(.objc, """
                @implementation FadeCell
                - (void)applyFade {
                    CAGradientLayer *fade = [CAGradientLayer layer];
                    fade.frame = [|self.textView.frame|];
                    [self.textView.layer setMask:fade];
                }
                @end
                """),
            .silent(.objc, """
                @implementation FadeCell
                - (void)applyFade {
                    CAGradientLayer *fade = [CAGradientLayer layer];
                    fade.frame = self.textView.bounds;
                    [self.textView.layer setMask:fade];
                }
                @end
                """),
            .flagged(.csharp, """
                public class WidgetCell : UITableViewCell
                {
                    UIView textContentView = new UIView();
                    public void ApplyFade()
                    {
                        var fade = new CAGradientLayer();
                        fade.Frame = [|textContentView.Frame|];
                        textContentView.Layer.Mask = fade;
                    }
                }
                """),
            .silent(.csharp, """
                public class WidgetCell : UITableViewCell
                {
                    UIView textContentView = new UIView();
                    public void ApplyFade()
                    {
                        var fade = new CAGradientLayer();
                        fade.Frame = textContentView.Bounds;
                        textContentView.Layer.Mask = fade;
                    }
                }
                """),
            // A view drawn into an image from its own frame: the picture is shifted by its origin.
            .flagged(.swift, """
                enum Snapshot {
                    static func image(of view: UIView) -> UIImage? {
                        UIGraphicsBeginImageContextWithOptions(view.bounds.size, false, 0)
                        defer { UIGraphicsEndImageContext() }
                        view.drawHierarchy(in: [|view.frame|], afterScreenUpdates: true)
                        return UIGraphicsGetImageFromCurrentImageContext()
                    }
                }
                """),
            // From its bounds; and a child drawn where it sits in its container's picture.
            .silent(.swift, """
                enum Snapshot {
                    static func image(of view: UIView, badge: UIView) -> UIImage? {
                        UIGraphicsBeginImageContextWithOptions(view.bounds.size, false, 0)
                        defer { UIGraphicsEndImageContext() }
                        view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
                        badge.drawHierarchy(in: badge.frame, afterScreenUpdates: false)
                        return UIGraphicsGetImageFromCurrentImageContext()
                    }
                }
                """),
            .flagged(.objc, """
                @implementation Snapshotter
                + (UIImage *)imageOfView:(UIView *)view {
                    UIGraphicsBeginImageContextWithOptions(view.bounds.size, NO, 0);
                    [view drawViewHierarchyInRect:[|view.frame|] afterScreenUpdates:YES];
                    UIImage *image = UIGraphicsGetImageFromCurrentImageContext();
                    UIGraphicsEndImageContext();
                    return image;
                }
                @end
                """),
            .silent(.objc, """
                @implementation Snapshotter
                + (UIImage *)imageOfView:(UIView *)view {
                    UIGraphicsBeginImageContextWithOptions(view.bounds.size, NO, 0);
                    [view drawViewHierarchyInRect:view.bounds afterScreenUpdates:YES];
                    UIImage *image = UIGraphicsGetImageFromCurrentImageContext();
                    UIGraphicsEndImageContext();
                    return image;
                }
                @end
                """),
            .flagged(.csharp, """
                public static class Capture
                {
                    public static UIImage ImageOf(UIView view)
                    {
                        UIGraphics.BeginImageContext(view.Bounds.Size);
                        view.DrawViewHierarchy([|view.Frame|], true);
                        var image = UIGraphics.GetImageFromCurrentImageContext();
                        UIGraphics.EndImageContext();
                        return image;
                    }
                }
                """),
            .silent(.csharp, """
                public static class Capture
                {
                    public static UIImage ImageOf(UIView view)
                    {
                        UIGraphics.BeginImageContext(view.Bounds.Size);
                        view.DrawViewHierarchy(view.Bounds, true);
                        var image = UIGraphics.GetImageFromCurrentImageContext();
                        UIGraphics.EndImageContext();
                        return image;
                    }
                }
                """),
            // A container's frame read through an accessor a category or extension declares.
            .flagged(.objc, """
                @implementation UIView (Geometry)
                - (CGFloat)xx_width { return CGRectGetWidth(self.frame); }
                @end
                @interface BadgeCell : UITableViewCell
                @end
                @implementation BadgeCell
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    [self.contentView addSubview:self.badge];
                    self.badge.frame = CGRectMake([|self.contentView.xx_width|] - 30, 4, 24, 24);
                }
                @end
                """),
            // The accessor returns the bounds' width: the children's own space.
            .silent(.objc, """
                @implementation UIView (Geometry)
                - (CGFloat)xx_width { return CGRectGetWidth(self.bounds); }
                @end
                @interface BadgeCell : UITableViewCell
                @end
                @implementation BadgeCell
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    [self.contentView addSubview:self.badge];
                    self.badge.frame = CGRectMake(self.contentView.xx_width - 30, 4, 24, 24);
                }
                @end
                """),
            .flagged(.swift, """
                extension UIView {
                    var width: CGFloat { frame.size.width }
                }
                final class BadgeCell: UITableViewCell {
                    let badge = UILabel()
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        contentView.addSubview(badge)
                        badge.frame = CGRect(x: [|contentView.width|] - 30, y: 4, width: 24, height: 24)
                    }
                }
                """),
            .silent(.swift, """
                extension UIView {
                    var width: CGFloat { bounds.width }
                }
                final class BadgeCell: UITableViewCell {
                    let badge = UILabel()
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        contentView.addSubview(badge)
                        badge.frame = CGRect(x: contentView.width - 30, y: 4, width: 24, height: 24)
                    }
                }
                """),
            // Each helper has its own local `icon`: the one framed here is added to the flash
            // button, so the trash button's frame (another helper's container) is no parent of it.
            .silent(.csharp, """
                public class CameraController : UIViewController
                {
                    UIButton TrashButton, FlashButton;
                    void CreateTrashButton()
                    {
                        var icon = new UIImageView(new CGRect(0, 0, 20, 20));
                        TrashButton.AddSubview(icon);
                    }
                    void CreateFlashButton()
                    {
                        var icon = new UIImageView(new CGRect(0, 0, 20, 20));
                        icon.Frame = TrashButton.Frame;
                        FlashButton.AddSubview(icon);
                    }
                }
                """),
            .flagged(.csharp, """
                public class CameraController : UIViewController
                {
                    UIButton TrashButton, FlashButton;
                    public void CreateTrashButton()
                    {
                        var icon = new UIImageView(new CGRect(0, 0, 20, 20));
                        icon.Frame = [|TrashButton.Frame|];
                        TrashButton.AddSubview(icon);
                    }
                }
                """),
            .silent(.swift, """
                final class CameraController: UIViewController {
                    let trashButton = UIButton(), flashButton = UIButton()
                    func makeTrashButton() {
                        let icon = UIImageView()
                        trashButton.addSubview(icon)
                    }
                    func makeFlashButton() {
                        let icon = UIImageView()
                        icon.frame = trashButton.frame
                        flashButton.addSubview(icon)
                    }
                }
                """),
            .flagged(.swift, """
                final class CameraController: UIViewController {
                    let trashButton = UIButton(), flashButton = UIButton()
                    func makeTrashButton() {
                        let icon = UIImageView()
                        icon.frame = [|trashButton.frame|]
                        trashButton.addSubview(icon)
                    }
                }
                """),
            .silent(.objc, """
                @interface CameraController : UIViewController
                @end
                @implementation CameraController
                - (void)makeTrashButton {
                    UIImageView *icon = [[UIImageView alloc] init];
                    [self.trashButton addSubview:icon];
                }
                - (void)makeFlashButton {
                    UIImageView *icon = [[UIImageView alloc] init];
                    icon.frame = self.trashButton.frame;
                    [self.flashButton addSubview:icon];
                }
                @end
                """),
            .flagged(.objc, """
                @interface CameraController : UIViewController
                @end
                @implementation CameraController
                - (void)makeTrashButton {
                    UIImageView *icon = [[UIImageView alloc] init];
                    icon.frame = [|self.trashButton.frame|];
                    [self.trashButton addSubview:icon];
                }
                @end
                """),
            // A local made with a rectangle at the origin and never transformed: its frame is its bounds.
            .silent(.csharp, """
                public class TooltipSource
                {
                    public UIView MakeTooltip(string text)
                    {
                        var container = new UIView(new CGRect(0, 0, 180, 40));
                        var line = new UIView();
                        line.Frame = new CGRect(container.Frame.X, 20, container.Frame.Width, 1);
                        container.AddSubview(line);
                        return container;
                    }
                }
                """),
            // The same local made away from the origin: its frame's x is in its parent's space.
            .flagged(.csharp, """
                public class TooltipSource
                {
                    public UIView MakeTooltip(string text)
                    {
                        var container = new UIView(new CGRect(24, 8, 180, 40));
                        var line = new UIView();
                        line.Frame = new CGRect([|container.Frame|].X, 20, 100, 1);
                        container.AddSubview(line);
                        return container;
                    }
                }
                """),
            // The parent's origin subtracted from a position in its superview's space: a conversion
            // into the parent's own space, written by hand (the background stays put on screen).
            .silent(.swift, """
                final class PullController {
                    func drag(_ target: UIView, background: UIView, by dy: CGFloat) {
                        target.addSubview(background)
                        target.frame.origin.y = dy
                        background.frame.origin.y = -target.frame.origin.y
                    }
                }
                """),
            .flagged(.swift, """
                final class PullController {
                    func drag(_ target: UIView, background: UIView, by dy: CGFloat) {
                        target.addSubview(background)
                        target.frame.origin.y = dy
                        background.frame.origin.y = [|target.frame|].origin.y + 8
                    }
                }
                """),
            .silent(.csharp, """
                public class DetailController : UIViewController
                {
                    UIView holder = new UIView();
                    public void Build()
                    {
                        holder.Frame = new CGRect(0, 120, 320, 40);
                        var list = new UIScrollView(new CGRect(0, 0, 320, 500 - holder.Frame.Top));
                        holder.AddSubview(list);
                    }
                }
                """),
            .flagged(.csharp, """
                public class DetailController : UIViewController
                {
                    UIView holder = new UIView();
                    public void Build()
                    {
                        holder.Frame = new CGRect(0, 120, 320, 40);
                        var list = new UIScrollView(new CGRect(0, 0, 320, [|holder.Frame|].Top + 40));
                        holder.AddSubview(list);
                    }
                }
                """),
            // A seed in viewDidLoad that the layout pass replaces with a whole new frame never shows.
            .silent(.objc, """
                @implementation AdViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [self.view addSubview:self.playerView];
                    self.playerView.frame = CGRectMake(0, 0, CGRectGetWidth(self.view.frame), 200);
                }
                - (void)viewWillLayoutSubviews {
                    [super viewWillLayoutSubviews];
                    self.playerView.frame = CGRectMake(0, 0, CGRectGetWidth(self.view.bounds), 200);
                }
                @end
                """),
            // A popover anchored to a view by that view's frame: the source rectangle is read in
            // the source view's own space. Each arm may anchor to another view.
            .flagged(.csharp, """
                public class MenuEffect
                {
                    public void Show(UIAlertController sheet, UIView control, UIView container)
                    {
                        var popover = sheet.PopoverPresentationController;
                        if (control != null)
                        {
                            popover.SourceRect = control.Bounds;
                            popover.SourceView = control;
                        }
                        else
                        {
                            popover.SourceRect = [|container.Frame|];
                            popover.SourceView = container;
                        }
                    }
                }
                """),
            .silent(.csharp, """
                public class MenuEffect
                {
                    public void Show(UIAlertController sheet, UIView host, UIButton button)
                    {
                        var popover = sheet.PopoverPresentationController;
                        if (button.Superview == host)
                        {
                            popover.SourceRect = button.Frame;
                            popover.SourceView = host;
                        }
                        else
                        {
                            popover.SourceRect = button.Bounds;
                            popover.SourceView = button;
                        }
                    }
                }
                """),
            // A view placed from the navigation bar's position: the bar is in the navigation
            // controller's view, not in this controller's view.
            .flagged(.objc, """
                @implementation PlayerListController
                - (void)viewWillLayoutSubviews {
                    [super viewWillLayoutSubviews];
                    CGFloat y = CGRectGetMaxY([|self.navigationController.navigationBar.frame|]);
                    self.tableView.frame = CGRectMake(0, y, self.view.bounds.size.width, self.view.bounds.size.height - y);
                }
                @end
                """),
            .silent(.objc, """
                @implementation PlayerListController
                - (void)viewWillLayoutSubviews {
                    [super viewWillLayoutSubviews];
                    CGFloat barHeight = self.navigationController.navigationBar.frame.size.height;
                    self.tableView.frame = CGRectMake(0, self.view.safeAreaInsets.top, self.view.bounds.size.width, self.view.bounds.size.height - barHeight);
                }
                - (void)showBanner {
                    [self.navigationController.view addSubview:self.banner];
                    self.banner.frame = CGRectMake(0, CGRectGetMaxY(self.navigationController.navigationBar.frame), 320, 40);
                }
                @end
                """),
            .flagged(.swift, """
                final class ChartsViewController: UIViewController {
                    private let chart = UIView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(chart)
                        let top = [|navigationController?.navigationBar.frame|].maxY ?? 0
                        chart.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: 240)
                    }
                }
                """),
            .silent(.swift, """
                final class ChartsViewController: UIViewController {
                    private let chart = UIView()
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        let barHeight = navigationController?.navigationBar.frame.height ?? 0
                        chart.frame = CGRect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: 240 + barHeight)
                    }
                }
                """),
            .flagged(.csharp, """
                public class EqualizerView : UIView
                {
                    public UIViewController Parent;
                    UISwitch onSwitch = new UISwitch();
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        var frame = onSwitch.Frame;
                        frame.Y = [|Parent.NavigationController.NavigationBar.Frame|].Bottom + 10;
                        onSwitch.Frame = frame;
                    }
                }
                """),
            .silent(.csharp, """
                public class EqualizerView : UIView
                {
                    public UIViewController Parent;
                    UISwitch onSwitch = new UISwitch();
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        var frame = onSwitch.Frame;
                        frame.Y = SafeAreaInsets.Top + Parent.NavigationController.NavigationBar.Frame.Height / 4;
                        onSwitch.Frame = frame;
                    }
                }
                """),
            // A new view made with its container's frame, then added to that container.
            .flagged(.swift, """
                final class ZoomTransition: NSObject {
                    func present(in containerView: UIView, color: UIColor) {
                        let dimming = UIView(frame: [|containerView.frame|])
                        dimming.backgroundColor = color
                        containerView.addSubview(dimming)
                    }
                }
                """),
            .silent(.swift, """
                final class ZoomTransition: NSObject {
                    func present(in containerView: UIView, color: UIColor) {
                        let strip = UIView(frame: CGRect(x: 0, y: 0, width: containerView.frame.width, height: 44))
                        strip.backgroundColor = color
                        containerView.addSubview(strip)
                        let card = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
                        let shade = UIView(frame: card.frame)
                        card.addSubview(shade)
                        containerView.addSubview(card)
                    }
                }
                """),
            // A view put beside the own superview (added to the superview's superview) takes that
            // superview's frame in the space they share.
            .silent(.swift, """
                final class ProxyView: UIView {
                    weak var controlledView: UIView?
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        guard let parent = superview, let controlledView = controlledView else { return }
                        controlledView.frame = parent.frame
                    }
                    func placeControlledView() {
                        guard let parent = superview, let container = parent.superview, let controlledView = controlledView else { return }
                        controlledView.frame = parent.frame
                        container.addSubview(controlledView)
                    }
                }
                """),
            .flagged(.csharp, """
                public class Banner
                {
                    public void Show(UIView host)
                    {
                        var overlay = new UIView([|host.Frame|]);
                        host.AddSubview(overlay);
                    }
                }
                """),
            .silent(.csharp, """
                public class Banner
                {
                    public void Show(UIView host)
                    {
                        var overlay = new UIView(host.Bounds);
                        host.AddSubview(overlay);
                        var frame = host.Frame;
                        frame.X = 10;
                        frame.Y = 10;
                        var badge = new UILabel(frame);
                        host.AddSubview(badge);
                    }
                }
                """),
            .flagged(.objc, """
                @implementation AttachmentsController
                - (void)showPreviewInCell:(AttachmentCell *)cell {
                    UIImageView *preview = [[UIImageView alloc] initWithFrame:[|cell.customView.frame|]];
                    [cell.customView addSubview:preview];
                }
                @end
                """),
            .silent(.objc, """
                @implementation RecentsDataSource
                - (UIView *)headerForSection:(NSInteger)section {
                    UIView *header = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 320, 30)];
                    CGRect frame = header.frame;
                    frame.origin.x = 5;
                    frame.origin.y = 5;
                    UILabel *label = [[UILabel alloc] initWithFrame:frame];
                    [header addSubview:label];
                    UIView *strip = [[UIView alloc] initWithFrame:CGRectMake(0, 0, self.tableView.frame.size.width, 2)];
                    [self.tableView addSubview:strip];
                    return header;
                }
                @end
                """),
            .flagged(.objc, """
                @interface RowCell : UITableViewCell
                @property (nonatomic, strong) UILabel *title;
                @end
                @implementation RowCell
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    self.title.frame = CGRectInset([|self.contentView.frame|], 15, 0);
                }
                @end
                """),
            .silent(.objc, """
                @interface RowCell : UITableViewCell
                @property (nonatomic, strong) UIView *selectionBar;
                @property (nonatomic, strong) UILabel *title;
                @end
                @implementation RowCell
                - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                    if ((self = [super initWithStyle:style reuseIdentifier:reuseIdentifier])) {
                        [self addSubview:self.selectionBar];
                    }
                    return self;
                }
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    self.selectionBar.frame = self.contentView.frame;
                    self.title.frame = CGRectInset(self.contentView.bounds, 15, 0);
                }
                @end
                """),
            // UIKit puts a cell's selected background beside its content view, in the cell itself.
            .silent(.objc, """
                @implementation RowCell
                - (void)refresh {
                    self.selectedBackgroundView.frame = self.contentView.frame;
                }
                @end
                """),
            .silent(.swift, """
                final class RowCell: UITableViewCell {
                    func refresh() {
                        selectedBackgroundView?.frame = contentView.frame
                    }
                }
                """),
            .silent(.csharp, """
                public class RowCell : UITableViewCell
                {
                    public void Refresh()
                    {
                        SelectedBackgroundView.Frame = ContentView.Frame;
                    }
                }
                """),
            .flagged(.csharp, """
                public class RowCell : UITableViewCell
                {
                    UILabel title = new UILabel();
                    public void Refresh()
                    {
                        title.Frame = [|ContentView.Frame|];
                    }
                }
                """),
            .flagged(.swift, """
                final class ChipBar: UIView {
                    private let scrollView = UIScrollView()
                    private let search = UITextField()
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        scrollView.contentSize = [|scrollView.frame|].size
                    }
                }
                """),
            .silent(.swift, """
                final class ChipBar: UIView {
                    private let scrollView = UIScrollView()
                    private let search = UITextField()
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        scrollView.contentSize = scrollView.bounds.size
                        search.frame.size.width = scrollView.frame.width
                    }
                }
                """),
            .flagged(.swift, """
                final class BadgeOverlay: UIView {
                    private let badge = UIView()
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        badge.frame.size.width = [|superview?.frame|].width ?? 0
                    }
                }
                """),
            .flagged(.swift, """
                final class CartViewController: UIViewController {
                    private let container = UIView(), summary = UIView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        container.addSubview(summary)
                    }
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        summary.frame = CGRect(x: 0, y: 0, width: [|container.frame|].width, height: 44)
                    }
                }
                """),
            .flagged(.swift, """
                func place(_ label: UILabel, on card: UIView) {
                    label.frame = CGRect(x: card.bounds.minX, y: [|card.frame|].minY, width: card.bounds.width, height: 20)
                }
                extension UIScrollView {
                    func scrollToVisible(_ field: UIView) {
                        let rect = field.convert([|field.frame|], to: self)
                        scrollRectToVisible(rect, animated: true)
                    }
                }
                """),
            .silent(.swift, """
                final class BadgeOverlay: UIView {
                    private let badge = UIView(), title = UILabel()
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        badge.frame.size.width = superview?.bounds.width ?? 0
                        title.frame = CGRect(x: 0, y: badge.frame.maxY, width: bounds.width, height: 20)
                    }
                }
                """),
            .silent(.swift, """
                final class CartViewController: UIViewController {
                    private let container = UIView(), summary = UIView(), header = UIView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        container.addSubview(summary)
                    }
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        summary.frame = CGRect(x: 0, y: 0, width: container.bounds.width, height: 44)
                        header.frame = CGRect(x: 0, y: container.frame.maxY, width: container.frame.width, height: 30)
                    }
                }
                """),
            .silent(.swift, """
                extension UIScrollView {
                    func scrollToVisible(_ field: UIView) {
                        let rect = field.convert(field.bounds, to: self)
                        let same = field.superview?.convert(field.frame, to: self)
                        let outer = superview!.superview!.convert(superview!.frame, to: nil)
                        scrollRectToVisible(rect, animated: true)
                    }
                }
                """),
            .flagged(.csharp, """
                public class HintView : UIView
                {
                    UILabel hint = new UILabel();
                    public override void LayoutSubviews()
                    {
                        hint.Frame = new CGRect(0, 0, [|Superview.Frame|].Width, 40);
                        var parent = hint.Superview;
                        hint.Frame = [|parent.Frame|];
                    }
                }
                """),
            .flagged(.csharp, """
                public static class ScrollExtensions
                {
                    public static void ScrollToVisible(this UIScrollView scroll, UIView field)
                    {
                        var rect = field.ConvertRectToView([|field.Frame|], scroll);
                        scroll.ScrollRectToVisible(rect, true);
                    }
                }
                """),
            .silent(.csharp, """
                public class HintView : UIView
                {
                    UILabel hint = new UILabel(), title = new UILabel();
                    public override void LayoutSubviews()
                    {
                        hint.Frame = new CGRect(0, 0, Superview.Bounds.Width, 40);
                        title.Frame = new CGRect(0, hint.Frame.Bottom, Bounds.Width, 20);
                    }
                }
                """),
            .silent(.csharp, """
                public static class ScrollExtensions
                {
                    public static void ScrollToVisible(this UIScrollView scroll, UIView field)
                    {
                        var rect = field.ConvertRectToView(field.Bounds, scroll);
                        var same = field.Superview.ConvertRectToView(field.Frame, scroll);
                        scroll.ScrollRectToVisible(rect, true);
                    }
                }
                """),
            .flagged(.objc, """
                @interface HintView : UIView
                @end
                @implementation HintView
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    self.hint.frame = CGRectMake(0, 0, CGRectGetWidth([|self.superview.frame|]), 20);
                }
                @end
                @implementation UIScrollView (Reveal)
                - (void)reveal:(UIView *)field {
                    [self scrollRectToVisible:[field convertRect:[|field.frame|] toView:self] animated:YES];
                }
                @end
                """),
            .silent(.objc, """
                @interface HintView : UIView
                @end
                @implementation HintView
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    self.hint.frame = CGRectMake(0, 0, CGRectGetWidth(self.superview.bounds), 20);
                }
                @end
                """),
            .silent(.objc, """
                @interface FoldView : UIView
                @end
                @implementation FoldView
                - (void)setContent:(UIView *)contentView {
                    [contentView setFrame:CGRectMake(0, 0, contentView.frame.size.width, contentView.frame.size.height)];
                    [self.contentView addSubview:contentView];
                }
                - (void)pinView:(UIView *)view {
                    CGRect frame = [self.view convertRect:view.frame fromView:view.superview];
                    [self.view addSubview:view];
                    view.frame = frame;
                }
                @end
                """),
            .silent(.objc, """
                @implementation CRNode
                - (void)resizeContainer {
                    UIView *superview = _renderedView.superview;
                    CGRect rect = CGRectInset(_renderedView.bounds, -8, -8);
                    rect.origin = superview.frame.origin;
                    superview.frame = rect;
                }
                @end
                """),
            .silent(.objc, """
                @implementation UICollectionView (Debug)
                - (NSString *)layoutSummary {
                    NSLog(@"%@ in %@", NSStringFromCGRect(self.frame), NSStringFromCGRect(self.bounds));
                    return [NSString stringWithFormat:@"frame %@ bounds %@", NSStringFromCGRect(self.frame), NSStringFromCGRect(self.bounds)];
                }
                @end
                """),
            .silent(.objc, """
                @implementation UIScrollView (Reveal)
                - (void)reveal:(UIView *)field {
                    [self scrollRectToVisible:[field convertRect:field.bounds toView:self] animated:YES];
                    CGRect same = [field.superview convertRect:field.frame toView:self];
                }
                @end
                """),
            // Converted *into* the view, from its superview's space (or the window's): the frame
            // is read in the space it lives in, or no claim about the view's own is made.
            .silent(.objc, """
                @implementation SegmentBar
                - (void)highlight:(UIView *)segment {
                    CGRect overlap = CGRectIntersection(segment.frame, self.indicator.frame);
                    CGRect inSegment = [segment convertRect:overlap fromView:segment.superview];
                    CGRect fromWindow = [segment convertRect:segment.frame fromView:nil];
                }
                @end
                """),
            .silent(.swift, """
                final class SegmentBar: UIView {
                    let indicator = UIView()
                    func highlight(_ segment: UIView) {
                        let inSegment = segment.convert(segment.frame.intersection(indicator.frame), from: segment.superview)
                        let fromWindow = segment.convert(segment.frame, from: nil)
                    }
                }
                """),
            .silent(.csharp, """
                public class SegmentBar : UIView
                {
                    UIView indicator = new UIView();
                    void Highlight(UIView segment)
                    {
                        var inSegment = segment.ConvertRectFromView(segment.Frame, segment.Superview);
                        var fromWindow = segment.ConvertRectFromView(segment.Frame, null);
                    }
                }
                """),
            .flagged(.swift, """
                final class SwitchCell: UITableViewCell {
                    let toggle = UISwitch()
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        var frame = toggle.frame
                        frame.origin.x = [|contentView.frame|].width - frame.width - 8
                        toggle.frame = frame
                        var text = textLabel!.frame
                        text.size.width = contentView.bounds.width - frame.width - 16
                        textLabel!.frame = text
                    }
                    func setUp() { contentView.addSubview(toggle) }
                }
                """),
            .silent(.swift, """
                final class TitleView: UIView {
                    let title = UILabel(), subtitle = UILabel()
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        title.frame = CGRect(x: 8, y: 8, width: bounds.width - 16, height: 20)
                        subtitle.frame = CGRect(x: 8, y: 8 + title.frame.height + 4, width: bounds.width - 16, height: 16)
                    }
                    func setUp() { addSubview(title); addSubview(subtitle) }
                }
                """),
            .flagged(.csharp, """
                public class SwitchCell : UITableViewCell
                {
                    UISwitch toggle = new UISwitch();
                    public SwitchCell() { ContentView.AddSubview(toggle); }
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        var frame = toggle.Frame;
                        frame.X = [|ContentView.Frame|].Width - frame.Width - 8;
                        toggle.Frame = frame;
                    }
                }
                """),
            .silent(.csharp, """
                public class TitleView : UIView
                {
                    UILabel title = new UILabel(), subtitle = new UILabel();
                    public TitleView() { AddSubview(title); AddSubview(subtitle); }
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        title.Frame = new CGRect(8, 8, Bounds.Width - 16, 20);
                        subtitle.Frame = new CGRect(8, 12 + title.Frame.Height, Bounds.Width - 16, 16);
                    }
                }
                """),
            .flagged(.objc, """
                @interface SwitchCell : UITableViewCell
                @end
                @implementation SwitchCell
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    CGRect content = UIEdgeInsetsInsetRect([|self.contentView.frame|], UIEdgeInsetsMake(4, 8, 4, 8));
                    CGRect frame = self.textLabel.frame;
                    frame.size.width = content.size.width - 60;
                    self.textLabel.frame = frame;
                }
                @end
                """),
            .silent(.objc, """
                @interface TitleView : UIView
                @end
                @implementation TitleView
                - (instancetype)initWithFrame:(CGRect)frame {
                    if ((self = [super initWithFrame:frame])) { [self addSubview:self.title]; [self addSubview:self.subtitle]; }
                    return self;
                }
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    self.title.frame = CGRectMake(8, 8, self.bounds.size.width - 16, 20);
                    self.subtitle.frame = CGRectMake(8, 12 + self.title.frame.size.height, self.bounds.size.width - 16, 16);
                }
                @end
                """),
            .silent(.objc, """
                @interface FlatTabBar : UIView
                @end
                @implementation FlatTabBar
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    self.contentView.frame = CGRectMake(0, 0, CGRectGetWidth(self.bounds), 49);
                    [self.contentView addSubview:self.button];
                    self.button.frame = CGRectMake(0, 0, 60, CGRectGetHeight(self.contentView.frame));
                }
                @end
                """),
            .silent(.swift, """
                import AppKit

                final class AccountsPane: NSViewController {
                    @IBOutlet var tableView: NSTableView!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        var r = tableView.frame
                        r.size.width = tableView.superview!.frame.size.width
                        tableView.frame = r
                    }
                }
                """),
            .flagged(.objc, """
                @interface RingLayout : UICollectionViewLayout
                @end
                @implementation RingLayout {
                    CGPoint _hub;
                }
                - (void)prepareLayout {
                    [super prepareLayout];
                    CGSize size = [|self.collectionView.frame|].size;
                    _hub = CGPointMake(size.width / 2, size.height / 2);
                }
                @end
                """),
            .flagged(.csharp, """
                public class ColumnsLayout : UICollectionViewLayout
                {
                    nfloat height;
                    public override CGSize CollectionViewContentSize
                    {
                        get { return new CGSize([|CollectionView.Frame|].Width, height); }
                    }
                }
                """),
            .silent(.swift, """
                final class PagingLayout: UICollectionViewFlowLayout {
                    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
                        newBounds.size != collectionView?.frame.size
                    }
                }
                """),
            .silent(.swift, """
                final class GalleryController: UIViewController, UICollectionViewDelegateFlowLayout {
                    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                    func collectionView(_ cv: UICollectionView, layout: UICollectionViewLayout, sizeForItemAt path: IndexPath) -> CGSize {
                        CGSize(width: collectionView.frame.width / 3, height: 120)
                    }
                }
                """),
            .silent(.objc, """
                @interface WaveLayout : UICollectionViewFlowLayout
                @end
                @implementation WaveLayout
                - (BOOL)shouldInvalidateLayoutForBoundsChange:(CGRect)newBounds {
                    return !CGSizeEqualToSize(newBounds.size, self.collectionView.frame.size);
                }
                @end
                """),
            .silent(.csharp, """
                public class ShelfLayout : UICollectionViewFlowLayout
                {
                    public override bool ShouldInvalidateLayoutForBoundsChange(CGRect newBounds)
                    {
                        return newBounds.Width != CollectionView.Frame.Width;
                    }
                }
                """),
            // A panel the view frames itself and only slides in and out with a translation keeps
            // its size: its frame's size is its bounds'. Scaled, it does not.
            .silent(.swift, """
                final class ActionSheet: UIView {
                    private let panel = UIView()
                    private let cancel = UIButton()
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        panel.frame = CGRect(x: 0, y: bounds.height - 200, width: bounds.width, height: 200)
                        cancel.frame = CGRect(x: 0, y: panel.frame.height - 44, width: panel.frame.width, height: 44)
                    }
                    func build() {
                        addSubview(panel)
                        panel.addSubview(cancel)
                    }
                    func show() {
                        panel.transform = CGAffineTransform(translationX: 0, y: 200)
                        UIView.animate(withDuration: 0.3) { self.panel.transform = .identity }
                    }
                }
                """),
            .flagged(.swift, """
                final class ActionSheet: UIView {
                    private let panel = UIView()
                    private let cancel = UIButton()
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        panel.frame = CGRect(x: 0, y: bounds.height - 200, width: bounds.width, height: 200)
                        cancel.frame = CGRect(x: 0, y: [|panel.frame|].height - 44, width: panel.frame.width, height: 44)
                    }
                    func build() {
                        addSubview(panel)
                        panel.addSubview(cancel)
                    }
                    func show() {
                        panel.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
                        UIView.animate(withDuration: 0.3) { self.panel.transform = .identity }
                    }
                }
                """),
            .silent(.objc, """
                @implementation ActionSheet
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    _panel.frame = CGRectMake(0, self.bounds.size.height - 200, self.bounds.size.width, 200);
                    _cancel.frame = CGRectMake(0, _panel.frame.size.height - 44, _panel.frame.size.width, 44);
                }
                - (void)build {
                    [self addSubview:_panel];
                    [_panel addSubview:_cancel];
                }
                - (void)show {
                    [_panel setTransform:CGAffineTransformMakeTranslation(0, 200)];
                    [UIView animateWithDuration:0.3 animations:^{ [self->_panel setTransform:CGAffineTransformIdentity]; }];
                }
                @end
                """),
            .flagged(.objc, """
                @implementation ActionSheet
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    _panel.frame = CGRectMake(0, self.bounds.size.height - 200, self.bounds.size.width, 200);
                    _cancel.frame = CGRectMake(0, [|_panel.frame|].size.height - 44, _panel.frame.size.width, 44);
                }
                - (void)build {
                    [self addSubview:_panel];
                    [_panel addSubview:_cancel];
                }
                - (void)show {
                    [_panel setTransform:CGAffineTransformMakeScale(0.9, 0.9)];
                    [UIView animateWithDuration:0.3 animations:^{ [self->_panel setTransform:CGAffineTransformIdentity]; }];
                }
                @end
                """),
            .silent(.csharp, """
                public class ActionSheet : UIView
                {
                    UIView panel = new UIView();
                    UIButton cancel = new UIButton();
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        panel.Frame = new CGRect(0, Bounds.Height - 200, Bounds.Width, 200);
                        cancel.Frame = new CGRect(0, panel.Frame.Height - 44, panel.Frame.Width, 44);
                    }
                    public void Build()
                    {
                        AddSubview(panel);
                        panel.AddSubview(cancel);
                    }
                    public void Show()
                    {
                        panel.Transform = CGAffineTransform.MakeTranslation(0, 200);
                        UIView.Animate(0.3, () => panel.Transform = CGAffineTransform.MakeIdentity());
                    }
                }
                """),
            .flagged(.csharp, """
                public class ActionSheet : UIView
                {
                    UIView panel = new UIView();
                    UIButton cancel = new UIButton();
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        panel.Frame = new CGRect(0, Bounds.Height - 200, Bounds.Width, 200);
                        cancel.Frame = new CGRect(0, [|panel.Frame|].Height - 44, panel.Frame.Width, 44);
                    }
                    public void Build()
                    {
                        AddSubview(panel);
                        panel.AddSubview(cancel);
                    }
                    public void Show()
                    {
                        panel.Transform = CGAffineTransform.MakeScale(0.9f, 0.9f);
                        UIView.Animate(0.3, () => panel.Transform = CGAffineTransform.MakeIdentity());
                    }
                }
                """),
            // A view the method made and assigned with a size of its own: its frame's size is
            // its bounds' size while nothing transforms it.
            .silent(.objc, """
                @implementation BarcodeController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.strip = [[UIView alloc] initWithFrame:CGRectMake(20, 100, 280, 140)];
                    [self.view addSubview:_strip];
                    _code = [[UIImageView alloc] init];
                    _code.bounds = CGRectMake(0, 0, CGRectGetWidth(_strip.frame) - 12, CGRectGetHeight(_strip.frame) - 12);
                    [_strip addSubview:_code];
                }
                @end
                """),
            // Made with the empty rectangle and handed to Auto Layout: its frame is no size the
            // method chose (and not its bounds' space).
            .flagged(.objc, """
                @implementation PagerController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.container = [[UIView alloc] initWithFrame:CGRectZero];
                    [self.view addSubview:self.container];
                    self.pages.view.frame = CGRectMake(0, 0, [|self.container.frame|].size.width, 300);
                    [self.container addSubview:self.pages.view];
                }
                @end
                """),
            .silent(.swift, """
                final class LogoController: UIViewController {
                    let qr = UIImageView()
                    let logo = UIImageView()
                    func showLogo() {
                        qr.bounds = CGRect(x: 0, y: 0, width: 240, height: 240)
                        qr.center = CGPoint(x: 160, y: 220)
                        view.addSubview(qr)
                        logo.center = CGPoint(x: qr.frame.width / 2, y: qr.frame.height / 2)
                        qr.addSubview(logo)
                    }
                }
                """),
            // The bounds written are a scroll (an origin that is the content offset), not a size.
            .flagged(.swift, """
                final class Strip: UIView {
                    let scroller = UIScrollView()
                    let marker = UIView()
                    func scroll(to offset: CGPoint) {
                        scroller.bounds = CGRect(origin: offset, size: scroller.bounds.size)
                        marker.frame = CGRect(x: 0, y: 0, width: [|scroller.frame|].width, height: 2)
                        scroller.addSubview(marker)
                    }
                }
                """),
            .silent(.csharp, """
                public class CameraController : UIViewController
                {
                    UIImageView trash;
                    void CreateTrashButton(UIImage img)
                    {
                        trash = new UIImageView(new CGRect(0, 0, img.Size.Width * 2, img.Size.Height * 2));
                        var icon = new UIImageView(new CGRect(0, 0, 16, 16));
                        icon.Center = new CGPoint(trash.Frame.Width / 2, trash.Frame.Height / 2);
                        trash.AddSubview(icon);
                    }
                }
                """),
            // Made in the method, but the rule's own-content case: a scroll view's content size
            // lives in its own space.
            .flagged(.csharp, """
                public class PagingView : UIView
                {
                    UIScrollView pages;
                    public PagingView(CGRect frame) : base(frame)
                    {
                        pages = new UIScrollView(new CGRect(0, 0, frame.Width, 200));
                        pages.ContentSize = new CGSize([|pages.Frame|].Width * 3, 200);
                        AddSubview(pages);
                    }
                }
                """),
            // A parameter only named `superview` is a view the caller passes: a new view made from
            // its frame and returned may go beside it (where that frame belongs); added into it, it
            // is its child.
            .silent(.objc, """
                @implementation UIView (Cover)
                + (UIView *)coverFor:(UIView *)superview {
                    CGRect r = CGRectMake(CGRectGetMinX(superview.frame), CGRectGetMinY(superview.frame), CGRectGetWidth(superview.bounds), 40);
                    UIView *cover = [[UIView alloc] initWithFrame:r];
                    return cover;
                }
                @end
                """),
            .flagged(.objc, """
                @implementation UIView (Cover)
                + (UIView *)coverIn:(UIView *)superview {
                    CGRect r = CGRectMake(CGRectGetMinX([|superview.frame|]), CGRectGetMinY(superview.frame), CGRectGetWidth(superview.bounds), 40);
                    UIView *cover = [[UIView alloc] initWithFrame:r];
                    [superview addSubview:cover];
                    return cover;
                }
                @end
                """),
            .silent(.swift, """
                extension UIView {
                    static func cover(for superview: UIView) -> UIView {
                        let cover = UIView(frame: CGRect(x: superview.frame.minX, y: superview.frame.minY, width: superview.bounds.width, height: 40))
                        return cover
                    }
                }
                """),
            .flagged(.swift, """
                extension UIView {
                    static func cover(in superview: UIView) -> UIView {
                        let cover = UIView(frame: CGRect(x: [|superview.frame|].minX, y: superview.frame.minY, width: superview.bounds.width, height: 40))
                        superview.addSubview(cover)
                        return cover
                    }
                }
                """),
            .silent(.csharp, """
                public static class Covers
                {
                    public static UIView CoverFor(UIView superview)
                    {
                        var cover = new UIView(new CGRect(superview.Frame.X, superview.Frame.Y, superview.Bounds.Width, 40));
                        return cover;
                    }
                }
                """),
            .flagged(.csharp, """
                public static class Covers
                {
                    public static UIView CoverIn(UIView superview)
                    {
                        var cover = new UIView(new CGRect([|superview.Frame|].X, superview.Frame.Y, superview.Bounds.Width, 40));
                        superview.AddSubview(cover);
                        return cover;
                    }
                }
                """),
        ])

    static let pattern = Pattern.reads(.frame)
        .where(.any(
            .all(.receiverIsSuperview, .not(.insideConversion), .superviewFrameReachesItsSubtree,
                 .not(.all(.isLengthRead, .duringConstruction))),
            .feedsChildOfThatContainer,
            .sizesTheContentOfThatView,
            .anchorsAPopoverToTheSameView,
            .drawsThatViewFromItsFrame,
            .combinedWithBoundsOfSameView,
            .convertedFromItsOwnSpace,
            .laysOutTheItemsOfItsCollectionView,
            .placesAViewFromItsNavigationBar))
        .unless(.receiverIsOwnView, .reachesOnlyViewsConstrainedLater, .onlySeedsViewsTheLayoutPassFramesAgain, .subtractsItsOrigin,
                .all(.not(.isLengthRead), .readViewMadeAtTheOrigin, .readViewNeverTransformedInFunction),
                .all(.isLengthRead, .readViewFramedByTheTypeAndNeverTransformed, .any(.not(.any(.feedsChildOfThatContainer, .sizesTheContentOfThatView)), .readViewPlacedEarlierInFunction),
                     .not(.receiverIsSuperview)))
        .reportedOncePerStatement()
        .alsoThroughFrameAccessors(ofOtherViews: true)
        .message { m, ctx in
            var view = String(m.receiverPrefix(ctx).dropLast())
            while view.last == "?" || view.last == "!" { view.removeLast() }
            let bounds = ctx.spelled(.bounds, after: view + ".")
            if let a = m.access, let accessor = FrameAccessors.accessor(of: a, ctx.tokens) {
                return "`\(m.text)` reads `\(view)`'s `frame` through the `\(accessor)` accessor, in its superview's coordinate space, "
                    + "not its children's; use `\(bounds)`"
            }
            if Condition.convertedFromItsOwnSpace.test(m, ctx) {
                return "`\(m.text)` is in the superview's space, not `\(view)`'s own; convert `\(bounds)` from `\(view)` instead"
            }
            if Condition.drawsThatViewFromItsFrame.test(m, ctx) {
                return "`\(m.text)` is in the superview's space, but `\(view)` is drawn from a rectangle in its own; use `\(bounds)`"
            }
            if Condition.placesAViewFromItsNavigationBar.test(m, ctx) {
                let safeArea = ctx.language == .csharp ? "`View.SafeAreaInsets.Top` or `View.SafeAreaLayoutGuide`" : "`view.safeAreaInsets.top` or `view.safeAreaLayoutGuide`"
                return "`\(m.text)` is in the navigation controller's view space, not this controller's view; place views below the bar with \(safeArea)"
            }
            if Condition.combinedWithBoundsOfSameView.test(m, ctx) {
                return "`\(m.text)` (superview space) is mixed with `\(bounds)` (own space) in one expression; use one space or convert"
            }
            return "`\(m.text)` is in its superview's coordinate space, not its children's; use `\(bounds)`"
        }
}

// MARK: Conditions only this rule asks

/// The rectangle a new view is made with is a local (`initWithFrame:frame`) whose origin the code
/// replaced, x and y, after it copied the frame (`frame = header.frame; frame.origin.x = 5;
/// frame.origin.y = 5;`): only the size is left of that frame, and a size is the same in both spaces.
private func originReplaced(between from: Int, and at: Int, _ ts: TokenStream) -> Bool {
    guard at > from, ts.kind(at) == .identifier, !ts.isPunct(at + 1, ".") else { return false }
    let local = ts.name(at)
    func assigned(_ parts: [String]...) -> Bool {
        parts.contains { !ViewTree.assignments(to: [local] + $0, before: at, in: from...at, ts).isEmpty }
    }
    let origin = assigned(["origin"], ["Location"])
    return origin || (assigned(["origin", "x"], ["X"]) && assigned(["origin", "y"], ["Y"]))
}

private extension Condition {
    /// A controller places a view from the position of its navigation controller's bar
    /// (`y: navigationController.navigationBar.frame.maxY`): the bar's frame is in the navigation
    /// controller's view space, and this controller's view starts at the bar's top or bottom
    /// depending on `edgesForExtendedLayout`, translucency and the iOS version. A height of the bar
    /// is the same in every space, and a view put in the navigation controller's own view or bar
    /// shares that space.
    static let placesAViewFromItsNavigationBar = Condition("places a view from the navigation controller's bar") { m, ctx in
        guard let a = m.access, !a.isWrite, !a.receiver.rootIsLocal, !a.receiver.isOpaque else { return false }
        let bar = Array(a.receiver.components.suffix(2))
        guard bar == ["navigationController", "navigationBar"] || bar == ["NavigationController", "NavigationBar"] else { return false }
        guard ValueFlow.shape(a, ctx.tokens) != .length else { return false }
        let owner = Array(a.receiver.components.dropLast())
        return ValueFlow.sinks(of: a, ctx.fileContext).contains { sink in
            let target: [String]?
            switch sink {
            case .geometry(let w): target = ViewPaths.view(ctx.facts.accesses[w].receiver)
            case .newView(let at): target = ViewTree.holderOfNewView(around: at, ctx.fileContext)?.path
            default: return false
            }
            guard let path = target, !path.isEmpty else { return false }
            if path.starts(with: owner) { return false }  // the navigation controller's own views
            let sharedSpaces = [owner + ["view"], owner + ["View"], a.receiver.components]
            return !sharedSpaces.contains { ViewTree.typeAdds(path, to: $0, around: a.nameToken, ctx.fileContext) }
        }
    }

    /// In a collection view layout (a type built on a `…Layout` class, not a delegate protocol), the
    /// collection view's frame is read to place items or size the content (`prepareLayout`,
    /// `collectionViewContentSize`): items live in the collection view's own, scrolled space, whose
    /// size is its bounds'. A read that is only compared (an invalidation test) does not count.
    static let laysOutTheItemsOfItsCollectionView = Condition("lays out the items of its collection view") { m, ctx in
        guard let a = m.access, !a.isWrite, a.receiver.components.last.map({ $0 == "collectionView" || $0 == "CollectionView" }) == true,
              a.receiver.components.count <= 2 else { return false }
        guard ctx.structure.type(at: a.nameToken) != nil else { return false }
        let used = ValueFlow.sinks(of: a, ctx.fileContext).contains { sink in
            switch sink {
            case .comparison, .ordering, .other: return false
            default: return true
            }
        }
        guard used else { return false }
        // The class chain may pass through other files: the engine checks it against the run's hierarchy.
        ctx.requireAncestor(["UICollectionViewLayout", "UICollectionViewFlowLayout", "UICollectionViewCompositionalLayout",
                             "UICollectionViewTransitionLayout"])
        return true
    }

    /// The frame is the rectangle a snapshot of the same view is cut from (`v.resizableSnapshotView(from:
    /// v.frame, …)`), or the rectangle the view is drawn into in an image of its own size
    /// (`UIGraphicsBeginImageContextWithOptions(v.bounds.size, …)` then `v.drawHierarchy(in: v.frame,
    /// …)`, `[v drawViewHierarchyInRect:v.frame …]`, `v.DrawViewHierarchy(v.Frame, true)`): both are
    /// in the view's own space, so the picture is shifted by the view's origin. (Drawn into a larger
    /// image, a child's frame places it where it sits in its container: no slip.)
    static let drawsThatViewFromItsFrame = Condition("draws that view from its frame") { m, ctx in
        let ts = ctx.tokens
        guard let a = m.access, let view = ViewPaths.view(a.receiver), !view.isEmpty, let open = ts.enclosingOpen(a.receiverStart) else { return false }
        let method: String
        if ts.language == .objc, ts.isPunct(open, "["), let send = ObjCMessages.parse(ts, open) {
            method = ts.name(send.parts[0].name)
            guard ["drawViewHierarchyInRect", "resizableSnapshotViewFromRect"].contains(method),
                  send.parts[0].argument?.lowerBound == a.receiverStart, ViewPaths.expression(ts, send.receiver) == view else { return false }
        } else {
            guard ts.isPunct(open, "("), ts.kind(open - 1) == .identifier, ts.isPunct(open - 2, "."),
                  ["drawHierarchy", "DrawViewHierarchy", "resizableSnapshotView", "ResizableSnapshotView"].contains(ts.name(open - 1)),
                  ValueFlow.argumentPosition(of: a.receiverStart, open: open, ts) == 0,
                  let start = ViewPaths.pathStart(ts, endingAt: open - 3), ViewPaths.expression(ts, start...(open - 3)) == view else { return false }
            method = ts.name(open - 1)
        }
        if method.lowercased().contains("snapshot") { return true }
        return Self.imageContextSizedFrom(view, before: open, ctx)
    }

    /// Earlier in the same function, an image context or renderer is made from the size of the view
    /// at `path` (`UIGraphicsBeginImageContext(v.frame.size)`, `UIGraphicsImageRenderer(bounds: v.bounds)`).
    static func imageContextSizedFrom(_ path: [String], before limit: Int, _ ctx: RuleContext) -> Bool {
        let ts = ctx.tokens
        guard let f = ctx.structure.function(at: limit) else { return false }
        let body = ctx.structure.functions[f].bodyRange
        for k in body where k < limit && ts.kind(k) == .identifier && ts.isPunct(k + 1, "(") {
            let name = ts.name(k)
            guard name.contains("BeginImageContext") || name.hasSuffix("ImageRenderer"), let close = ts.partner(of: k + 1) else { continue }
            for j in (k + 2)..<close where ["frame", "bounds", "Frame", "Bounds"].contains(ts.name(j)) && ts.isPunct(j - 1, ".") {
                if let start = ViewPaths.pathStart(ts, endingAt: j - 2), ViewPaths.expression(ts, start...(j - 2)) == path { return true }
            }
        }
        return false
    }

    /// The frame becomes a popover's `sourceRect` while the same view is its `sourceView`: the
    /// rectangle is read in the view's own space (`popover.sourceView = button; popover.sourceRect = button.frame`).
    static let anchorsAPopoverToTheSameView = Condition("anchors a popover to the same view") { m, ctx in
        guard let a = m.access, let view = ViewPaths.view(a.receiver), !view.isEmpty,
              ["sourceRect", "SourceRect"].contains(where: { ctx.facts.derived.mentions($0, ctx.tokens) }) else { return false }
        return ValueFlow.sinks(of: a, ctx.fileContext).contains { sink in
            if case .sourceRect(let source?) = sink { return source == view }
            return false
        }
    }

    /// The type itself sets the frame of the view read and never gives it a transform that changes
    /// its size (a translation slides a panel in and out and keeps it): the size of its frame is
    /// the size it was given, the same as its bounds.
    static let readViewFramedByTheTypeAndNeverTransformed = Condition("the view read is framed by the type and never transformed") { m, ctx in
        guard let a = m.access, let path = ViewPaths.view(a.receiver), !path.isEmpty, let t = ctx.structure.type(at: a.nameToken) else { return false }
        let index = ctx.facts.index
        // A local the function made with a rectangle (`var status = new UIView(new CGRect(0, 0, w, 80))`)
        // and never transforms.
        if a.receiver.rootIsLocal, path.count == 1, let l = ctx.structure.local(named: path[0], at: a.receiverStart),
           let value = LinearForm.initializer(of: l.nameToken, ctx.tokens), Rectangles.constructionFrame(in: value, ctx.tokens) != nil,
           Self.constructsAView(value, ctx.tokens) {
            return Condition.readViewNeverTransformedInFunction.test(m, ctx)
        }
        // Made with a rectangle and assigned earlier in the same function (`self.tView =
        // [[UIView alloc] initWithFrame:…]`, a local assigned later than declared), and what it
        // lays out is a child, not its own scrolling content (`contentSize`, kept in its own space).
        if let fn = ctx.structure.function(at: a.nameToken),
           Self.assignsAView(madeWithARectangleTo: path, before: a.receiverStart, in: ctx.structure.functions[fn].bodyRange, ctx.tokens),
           !Condition.sizesTheContentOfThatView.test(m, ctx) {
            return Condition.readViewNeverTransformedInFunction.test(m, ctx)
        }
        // Sized by the type: its frame set, or (for what it places inside, not its scrolling
        // content) its bounds given a rectangle at the origin (a size, not a scroll:
        // `_qrImgView.bounds = CGRectMake(0, 0, w, h)`); and never transformed.
        let sized = !index.writes(of: .frame, path: path, inType: t).isEmpty
            || !Condition.sizesTheContentOfThatView.test(m, ctx) && index.writes(of: .bounds, path: path, inType: t).contains { k in
                let w = ctx.facts.accesses[k]
                guard w.isWholeWrite, let v = w.value else { return false }
                return Rectangles.isAtOrigin(v, ctx.tokens, ctx.structure) && !Self.namesBounds(v, ctx.tokens)
            }
        return sized && Transforms.onlyKeepSize(path, inType: t, ctx.fileContext)
    }

    /// The rectangle is some view's `bounds` (`isAtOrigin` counts those; a copy of another
    /// view's bounds is not a size this type chose).
    static func namesBounds(_ v: ClosedRange<Int>, _ ts: TokenStream) -> Bool {
        guard let last = v.last(where: { ts.kind($0) == .identifier }) else { return false }
        return ["bounds", "Bounds"].contains(ts.name(last))
    }

    /// `path = [[UIView alloc] initWithFrame:…]`, `path = UIView(frame: …)`, `Path = new UIView(…)`
    /// before `limit` in `body`, with a rectangle that is a size (not `.zero`, left to layout).
    static func assignsAView(madeWithARectangleTo path: [String], before limit: Int, in body: ClosedRange<Int>, _ ts: TokenStream) -> Bool {
        ViewTree.assignments(to: path, before: limit, in: body, ts).contains { k in
            guard let value = ClosedRange.checked(k + 1, Statements.end(ts, from: k + 1)) else { return false }
            guard Self.constructsAView(value, ts), let rect = Rectangles.constructionFrame(in: value, ts) else { return false }
            return !Rectangles.isEmpty(rect, ts)
        }
    }

    /// `new UIView(…)`, `UIView(frame: …)`, `[[UIView alloc] initWithFrame:…]`: a view type made
    /// with a rectangle (not a method that returns some view, `collectionView.cellForItem(at:)`).
    static func constructsAView(_ value: ClosedRange<Int>, _ ts: TokenStream) -> Bool {
        var k = value.lowerBound
        if ts.word(k) == .kNew { k += 1 }
        if ts.language == .objc {
            return ts.isPunct(k, "[") && ts.isPunct(k + 1, "[") && ts.kind(k + 2) == .identifier && ts.spells(k + 3, "alloc")
                && value.contains(where: { ts.spells($0, "initWithFrame") })
        }
        guard ts.kind(k) == .identifier, ts.isPunct(k + 1, "("), ts.name(k).first?.isUppercase == true else { return false }
        return ValueFlow.isViewLikeName(ts.name(k))
    }

    /// No write of the read view's transform (or its layer's) in the function of the read.
    static let readViewNeverTransformedInFunction = Condition("the view read is not transformed in the function") { m, ctx in
        guard let a = m.access, let path = ViewPaths.view(a.receiver), let fn = ctx.structure.function(at: a.nameToken) else { return false }
        let body = ctx.structure.functions[fn].bodyRange
        let index = ctx.facts.index, t = ctx.structure.type(at: a.nameToken)
        return (index.writes(of: .transform, path: path, inType: t) + index.writes(of: .transform, path: path + ["layer"], inType: t))
            .allSatisfy { !body.contains(ctx.facts.accesses[$0].nameToken) }
    }

    /// A superview's frame (`superview.frame`, `cell.superview.frame`, a local bound to one)
    /// reaches the geometry of the view it contains or of that view's children: it is in the
    /// grandparent's space there. A local bound to *another* view's superview feeding an
    /// unrelated view says nothing about containment.
    static let superviewFrameReachesItsSubtree = Condition("a superview's frame reaches the view it contains") { m, ctx in
        guard let a = m.access, let r = Optional(a.receiver), !r.isOpaque else { return false }
        // Whose superview: the receiver minus its last component, or a local alias's source.
        var owner: [String]?
        if let last = r.components.last, last == "superview" || last == "Superview" {
            owner = Array(r.components.dropLast())
        } else if r.components.count == 1, r.rootIsSuperviewAlias,
                  let l = ctx.structure.local(named: r.components[0], at: a.receiverStart) {
            owner = ViewPaths.superviewOwner(l, ctx.tokens, ctx.structure)
        }
        guard let child = owner else { return false }
        return ValueFlow.sinks(of: a, ctx.fileContext).contains { sink in
            switch sink {
            case .geometry(let w):
                // Written back to the superview itself (`r.origin = superview.frame.origin;
                // superview.frame = r`): the same space.
                if ViewPaths.same(ctx.facts.accesses[w], a, ctx.structure) { return false }
                guard child.count > 0 else {
                    // The own superview: the view and its children, not a view put beside that superview.
                    guard let target = ViewPaths.view(ctx.facts.accesses[w].receiver), !target.isEmpty else { return true }
                    return !ViewTree.typeAddsBesideOwnSuperview(target, around: a.nameToken, ctx.fileContext)
                }
                guard let target = ViewPaths.view(ctx.facts.accesses[w].receiver) else { return false }
                return target == child
            case .newView(let at):
                guard child.isEmpty else { return false }
                // A parameter or local only *named* `superview` (`+ (UIView *)coverFor:(UIView *)superview`,
                // not bound to some view's superview): a view the caller passes. A new view made from
                // its frame is its child only if the function adds it there; returned, the caller
                // may put it beside that view, where the frame belongs.
                guard r.components.count == 1, r.rootIsLocal, !r.rootIsSuperviewAlias else { return true }
                guard let holder = ViewTree.holderOfNewView(around: at, ctx.fileContext) else { return true }
                return ViewTree.callsAdding(holder.path, inFunctionAt: at, ctx.fileContext).contains { call in
                    call.receiver.components == r.components
                }
            case .drawing:
                return child.isEmpty
            default:
                return false
            }
        }
    }

    /// A direct argument of any coordinate conversion.
    static let insideConversion = Condition("inside a coordinate conversion") { m, ctx in
        CoordinateConversion.enclosing(m.first, ctx.tokens, ctx.structure) != nil
    }

    /// The frame read sits in one expression with a `bounds` read of the same view.
    static let combinedWithBoundsOfSameView = Condition("combined with the same view's bounds") { m, ctx in
        guard let a = m.access, !a.receiver.isImplicit, let view = ViewPaths.view(a.receiver),
              ctx.facts.index.hasBoundsRead(of: view) else { return false }
        let ts = ctx.tokens
        // Widths and heights are the same in both spaces: only coordinates mix them.
        guard ValueFlow.shape(a, ts) != .length else { return false }
        // Printed side by side (`NSStringFromCGRect(v.frame)`, `"\(v.frame) \(v.bounds)"`) is not combined.
        if Statements.insideText(ts, a.nameToken) { return false }
        let statement = Statements.around(ts, a.nameToken)
        let block = Statements.innermostBlock(ts, a.nameToken)
        return ctx.facts.index.accesses(namedIn: statement).lazy.map { ctx.facts.accesses[$0] }.contains {
            $0.member == .bounds && !$0.isWrite && statement.contains($0.nameToken) && ValueFlow.shape($0, ts) != .length
                && Statements.innermostBlock(ts, $0.nameToken) == block && ViewPaths.same($0, a, ctx.structure)
        }
    }

    /// The frame's size becomes the content size of the same scroll view
    /// (`scrollView.contentSize = scrollView.frame.size`): content is measured in the scroll view's
    /// own space, whose size is its bounds'.
    static let sizesTheContentOfThatView = Condition("sizes the content of the same view") { m, ctx in
        guard let a = m.access, let view = ViewPaths.view(a.receiver), !view.isEmpty,
              ValueFlow.sinks(of: a, ctx.fileContext).contains(.sizing) else { return false }
        let ts = ctx.tokens
        let statement = Statements.around(ts, a.nameToken)
        for k in statement where k < a.receiverStart && ts.kind(k) == .identifier && ["contentSize", "ContentSize"].contains(ts.name(k)) {
            guard ts.isPunct(k - 1, "."), ts.isAssignment(k + 1) else { continue }
            if let start = ViewPaths.pathStart(ts, endingAt: k - 2), let path = ViewPaths.expression(ts, start...(k - 2)), path == view { return true }
        }
        return false
    }

    /// The frame of a container feeds the frame or center of a child that the same type adds to
    /// that container (`container.addSubview(child)` … `child.frame = container.frame`), or the
    /// frame a new view is made with before it is added there.
    static let feedsChildOfThatContainer = Condition("feeds a child added to that view") { m, ctx in
        guard let a = m.access, let container = ViewPaths.view(a.receiver), !container.isEmpty,
              ViewTree.mayHaveChildren(container, around: a.nameToken, ctx.fileContext) else { return false }
        // Followed through rectangle arithmetic and locals (`var r = contentView.frame; … child.frame = r`).
        return ValueFlow.sinks(of: a, ctx.fileContext).contains { sink in
            switch sink {
            case .geometry(let w):
                let target = ctx.facts.accesses[w]
                guard let child = ViewPaths.view(target.receiver), !ViewPaths.same(target, a, ctx.structure) else { return false }  // its own frame written back
                if ViewTree.isChild(child, of: container, around: a.nameToken, ctx.fileContext) { return true }
                return ViewTree.presumedInCellContent(child, of: container, around: a.nameToken, ctx.fileContext)
            case .newView(let at):
                // A view made with the container's frame and then added to it
                // (`let dim = UIView(frame: container.frame); container.addSubview(dim)`): its
                // origin lands in the wrong space. A width or height is the same in both spaces,
                // and so is the whole frame of a container just made at the origin.
                guard ValueFlow.shape(a, ctx.tokens) != .length, !Condition.readViewMadeAtTheOrigin.test(m, ctx),
                      !originReplaced(between: a.end, and: at, ctx.tokens),
                      let holder = ViewTree.holderOfNewView(around: at, ctx.fileContext), holder.path != container else { return false }
                return ViewTree.typeAdds(holder.path, to: container, around: a.nameToken, ctx.fileContext)
            default:
                return false
            }
        }
    }
}
