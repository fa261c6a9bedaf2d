/// LL003: a view (or a view controller's root view) read through its own `center`.
struct OwnCenterRule: Rule {
    static let description = RuleDescription(
        code: "LL003", name: "own-center",
        summary: "Flags a view's `center` used in that view's own coordinate space: the own view's (or a container's) center placing its children, or a center combined with the same view's bounds or content offset.",
        rationale: """
            `center` is the view's position in its *superview's* coordinates, like `frame`. The typical \
            slip is `spinner.center = view.center`: the child is placed in the view's own space, so \
            the parent's offset in its superview is added by mistake, and the child ends up off-center \
            (or off-screen) whenever the view is not at the origin of its superview. The same holds for \
            any container: `label.center = contentView.center` places a subview of `contentView` by \
            `contentView`'s position in *its* parent, and `collectionView.center` plus the content \
            offset adds numbers from two spaces. A center that is only stored, compared, or used to \
            move the view itself is in the right space and is not flagged.
            """,
        fix: """
            Center children on the middle of the own bounds: `CGPoint(x: bounds.midX, y: bounds.midY)` \
            (`view.bounds` in a view controller; C#: `new CGPoint(Bounds.GetMidX(), Bounds.GetMidY())`).
            """,
        examples: [
            // A mask layer's position is in the masked view's own space.
            .flagged(.swift, """
                final class AlertView: UIView {
                    func roundCorners(of field: UITextField) {
                        let shape = CAShapeLayer()
                        shape.bounds = field.bounds
                        shape.position = [|field.center|]
                        field.layer.mask = shape
                    }
                }
                """),
            .silent(.swift, """
                final class AlertView: UIView {
                    func roundCorners(of field: UITextField) {
                        let shape = CAShapeLayer()
                        shape.bounds = field.bounds
                        shape.position = CGPoint(x: field.bounds.midX, y: field.bounds.midY)
                        field.layer.mask = shape
                    }
                }
                """),
            .flagged(.objc, """
                @implementation AlertView
                - (void)roundField {
                    CAShapeLayer *shape = [CAShapeLayer layer];
                    shape.bounds = self.field.bounds;
                    shape.position = [|self.field.center|];
                    self.field.layer.mask = shape;
                }
                @end
                """),
            .silent(.objc, """
                @implementation AlertView
                - (void)roundField {
                    CAShapeLayer *shape = [CAShapeLayer layer];
                    shape.bounds = self.field.bounds;
                    shape.position = CGPointMake(CGRectGetMidX(self.field.bounds), CGRectGetMidY(self.field.bounds));
                    self.field.layer.mask = shape;
                }
                @end
                """),
            .flagged(.csharp, """
                public class AlertView : UIView
                {
                    UITextField field = new UITextField();
                    public void RoundField()
                    {
                        var shape = new CAShapeLayer();
                        shape.Bounds = field.Bounds;
                        shape.Position = [|field.Center|];
                        field.Layer.Mask = shape;
                    }
                }
                """),
            .silent(.csharp, """
                public class AlertView : UIView
                {
                    UITextField field = new UITextField();
                    public void RoundField()
                    {
                        var shape = new CAShapeLayer();
                        shape.Bounds = field.Bounds;
                        shape.Position = new CGPoint(field.Bounds.GetMidX(), field.Bounds.GetMidY());
                        field.Layer.Mask = shape;
                    }
                }
                """),
            // Made in the function at a literal zero origin (a width from the screen is only a
            // length): its center is the middle of its bounds.
            .silent(.csharp, """
                public class ProfileView : UIViewController
                {
                    public UIView GetViewForHeader(UITableView tableView, nint section)
                    {
                        var root = new UIView(new CGRect(0, 0, UIScreen.MainScreen.Bounds.Width, 44));
                        var lbl = new UILabel(new CGRect(0, 0, 320, 20));
                        lbl.Center = root.Center;
                        root.AddSubview(lbl);
                        return root;
                    }
                }
                """),
            .flagged(.csharp, """
                public class ProfileView : UIViewController
                {
                    public UIView GetViewForHeader(UITableView tableView, nint section)
                    {
                        var root = new UIView(new CGRect(16, 8, UIScreen.MainScreen.Bounds.Width - 32, 44));
                        var lbl = new UILabel(new CGRect(0, 0, 320, 20));
                        lbl.Center = [|root.Center|];
                        root.AddSubview(lbl);
                        return root;
                    }
                }
                """),
            // A C# object initializer gives the new view its center: the same as setting it after.
            .flagged(.csharp, """
                public class UploadController : UIViewController
                {
                    public override void ViewDidLayoutSubviews()
                    {
                        base.ViewDidLayoutSubviews();
                        var spinner = new UIActivityIndicatorView { Center = [|View.Center|], HidesWhenStopped = true };
                        View.AddSubview(spinner);
                    }
                }
                """),
            .silent(.csharp, """
                public class UploadController : UIViewController
                {
                    public override void ViewDidLayoutSubviews()
                    {
                        base.ViewDidLayoutSubviews();
                        var spinner = new UIActivityIndicatorView { Center = new CGPoint(View.Bounds.GetMidX(), View.Bounds.GetMidY()) };
                        View.AddSubview(spinner);
                        var pin = new PinInfo { Center = View.Center };
                        Remember(pin);
                    }
                }
                public class PinInfo { public CGPoint Center { get; set; } }
                """),
            // Centered in viewDidLoad and centered again, from the bounds, in every layout pass:
            // the first center never shows.
            .silent(.swift, """
                final class LoadingController: UIViewController {
                    let spinner = UIActivityIndicatorView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(spinner)
                        spinner.center = view.center
                    }
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        spinner.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
                    }
                }
                """),
            .flagged(.swift, """
                final class LoadingController: UIViewController {
                    let spinner = UIActivityIndicatorView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(spinner)
                        spinner.center = [|view.center|]
                    }
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        spinner.startAnimating()
                    }
                }
                """),
            .silent(.csharp, """
                public class LoadingController : UIViewController
                {
                    UIActivityIndicatorView spinner = new UIActivityIndicatorView();
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        View.AddSubview(spinner);
                        spinner.Center = View.Center;
                    }
                    public override void ViewDidLayoutSubviews()
                    {
                        base.ViewDidLayoutSubviews();
                        spinner.Center = new CGPoint(View.Bounds.GetMidX(), View.Bounds.GetMidY());
                    }
                }
                """),
            // Centered again in the layout pass, but from the same wrong center: both are wrong.
            .flagged(.objc, """
                @interface LoadingController : UIViewController
                @property (nonatomic, strong) UIActivityIndicatorView *spinner;
                @end
                @implementation LoadingController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [self.view addSubview:self.spinner];
                    self.spinner.center = [|self.view.center|];
                }
                - (void)viewDidLayoutSubviews {
                    [super viewDidLayoutSubviews];
                    self.spinner.center = [|self.view.center|];
                }
                @end
                """),
            .silent(.objc, """
                @interface LoadingController : UIViewController
                @property (nonatomic, strong) UIActivityIndicatorView *spinner;
                @end
                @implementation LoadingController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [self.view addSubview:self.spinner];
                    self.spinner.center = self.view.center;
                }
                - (void)viewDidLayoutSubviews {
                    [super viewDidLayoutSubviews];
                    self.spinner.center = CGPointMake(CGRectGetMidX(self.view.bounds), CGRectGetMidY(self.view.bounds));
                }
                @end
                """),
            // Centred in ViewDidLoad, then given a whole frame by every layout pass: the seed never shows.
            .silent(.csharp, """
                public class ScanViewController : UIViewController
                {
                    UIActivityIndicatorView spinner = new UIActivityIndicatorView();
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        View.AddSubview(spinner);
                        spinner.Center = View.Center;
                    }
                    public override void ViewDidLayoutSubviews()
                    {
                        base.ViewDidLayoutSubviews();
                        spinner.Frame = new CGRect(View.Bounds.GetMidX() - 10, View.Bounds.GetMidY() - 10, 20, 20);
                    }
                }
                """),
            // Seeded in viewDidLoad; a helper that the layout callback calls (and a button calls
            // too) centers it again from the bounds in every layout pass.
            .silent(.swift, """
                final class PhotoController: UIViewController {
                    let spinner = UIActivityIndicatorView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(spinner)
                        spinner.center = view.center
                    }
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        recenterSpinner()
                    }
                    @objc func retry() { recenterSpinner() }
                    private func recenterSpinner() {
                        spinner.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
                    }
                }
                """),
            .flagged(.swift, """
                final class PhotoController: UIViewController {
                    let spinner = UIActivityIndicatorView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(spinner)
                        spinner.center = [|view.center|]
                    }
                    @objc func retry() { recenterSpinner() }
                    private func recenterSpinner() {
                        spinner.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
                    }
                }
                """),
            .silent(.csharp, """
                public class PhotoController : UIViewController
                {
                    UIActivityIndicatorView spinner = new UIActivityIndicatorView();
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        View.AddSubview(spinner);
                        spinner.Center = View.Center;
                    }
                    public override void ViewDidLayoutSubviews()
                    {
                        base.ViewDidLayoutSubviews();
                        RecenterSpinner();
                    }
                    void Retry() { RecenterSpinner(); }
                    void RecenterSpinner()
                    {
                        spinner.Center = new CGPoint(View.Bounds.GetMidX(), View.Bounds.GetMidY());
                    }
                }
                """),
            .flagged(.csharp, """
                public class PhotoController : UIViewController
                {
                    UIActivityIndicatorView spinner = new UIActivityIndicatorView();
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        View.AddSubview(spinner);
                        spinner.Center = [|View.Center|];
                    }
                    void Retry() { RecenterSpinner(); }
                    void RecenterSpinner()
                    {
                        spinner.Center = new CGPoint(View.Bounds.GetMidX(), View.Bounds.GetMidY());
                    }
                }
                """),
            .silent(.objc, """
                @interface PhotoController : UIViewController
                @property (nonatomic, strong) UIActivityIndicatorView *spinner;
                @end
                @implementation PhotoController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [self.view addSubview:self.spinner];
                    self.spinner.center = self.view.center;
                }
                - (void)viewDidLayoutSubviews {
                    [super viewDidLayoutSubviews];
                    [self recenterSpinner];
                }
                - (void)retry { [self recenterSpinner]; }
                - (void)recenterSpinner {
                    self.spinner.center = CGPointMake(CGRectGetMidX(self.view.bounds), CGRectGetMidY(self.view.bounds));
                }
                @end
                """),
            .flagged(.objc, """
                @interface PhotoController : UIViewController
                @property (nonatomic, strong) UIActivityIndicatorView *spinner;
                @end
                @implementation PhotoController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [self.view addSubview:self.spinner];
                    self.spinner.center = [|self.view.center|];
                }
                - (void)retry { [self recenterSpinner]; }
                - (void)recenterSpinner {
                    self.spinner.center = CGPointMake(CGRectGetMidX(self.view.bounds), CGRectGetMidY(self.view.bounds));
                }
                @end
                """),
            // The shape goes into the layer of the view the switch is handed (its superview by
            // default): it lives in that space, where the switch's own center belongs.
            .silent(.swift, """
                final class PaperSwitch: UISwitch {
                    private let shape = CAShapeLayer()
                    func attach(to parentView: UIView?) {
                        parentView?.layer.insertSublayer(shape, at: 0)
                    }
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        shape.frame = CGRect(x: center.x - 20, y: center.y - 20, width: 40, height: 40)
                    }
                }
                """),
            .flagged(.swift, """
                final class PaperSwitch: UISwitch {
                    private let shape = CAShapeLayer()
                    override func awakeFromNib() {
                        super.awakeFromNib()
                        layer.insertSublayer(shape, at: 0)
                    }
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        shape.frame = CGRect(x: [|center|].x - 20, y: center.y - 20, width: 40, height: 40)
                    }
                }
                """),
            .silent(.objc, """
                @interface PaperSwitch : UISwitch
                @property (nonatomic, strong) CAShapeLayer *shape;
                @end
                @implementation PaperSwitch
                - (void)didMoveToSuperview {
                    [super didMoveToSuperview];
                    [self.superview.layer insertSublayer:self.shape atIndex:0];
                }
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    self.shape.position = self.center;
                }
                @end
                """),
            .silent(.csharp, """
                public class PaperSwitch : UISwitch
                {
                    CAShapeLayer shape = new CAShapeLayer();
                    public void AttachTo(UIView parentView)
                    {
                        parentView.Layer.InsertSublayer(shape, 0);
                    }
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        shape.Position = Center;
                    }
                }
                """),
            // The own center read through an accessor that a category or extension declares on it.
            .flagged(.objc, """
                @implementation UIView (Frame)
                - (CGFloat)zf_centerX { return self.center.x; }
                - (CGFloat)zf_centerY { return self.center.y; }
                @end
                @interface PlayerControlView : UIView
                @end
                @implementation PlayerControlView
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    self.activity.frame = CGRectMake(0, 0, 44, 44);
                    self.activity.center = CGPointMake([|self.zf_centerX|], self.zf_centerY);
                }
                @end
                """),
            .silent(.objc, """
                @implementation UIView (Frame)
                - (CGFloat)zf_centerX { return CGRectGetMidX(self.bounds); }
                - (CGFloat)zf_centerY { return CGRectGetMidY(self.bounds); }
                @end
                @interface PlayerControlView : UIView
                @end
                @implementation PlayerControlView
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    self.activity.frame = CGRectMake(0, 0, 44, 44);
                    self.activity.center = CGPointMake(self.zf_centerX, self.zf_centerY);
                }
                @end
                """),
            .flagged(.swift, """
                extension UIView {
                    var centerX: CGFloat { center.x }
                }
                final class LoadingView: UIView {
                    private let spinner = UIActivityIndicatorView()
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        spinner.center = CGPoint(x: [|self.centerX|], y: bounds.midY)
                    }
                }
                """),
            .silent(.swift, """
                extension UIView {
                    var centerX: CGFloat { bounds.midX }
                }
                final class LoadingView: UIView {
                    private let spinner = UIActivityIndicatorView()
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        spinner.center = CGPoint(x: self.centerX, y: bounds.midY)
                    }
                }
                """),
            .flagged(.swift, """
                final class LoadingViewController: UIViewController {
                    private let spinner = UIActivityIndicatorView(style: .large)
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        spinner.center = [|view.center|]
                    }
                }
                """),
            .flagged(.swift, """
                final class AvatarView: UIView {
                    private let badge = UIView()
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        badge.center = [|center|]
                        let c = [|self.center|]
                        halo.center = CGPoint(x: c.x, y: c.y - 4)
                    }
                }
                """),
            .flagged(.swift, """
                final class BadgeCell: UICollectionViewCell {
                    private let label = UILabel()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        contentView.addSubview(label)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        label.center = [|contentView.center|]
                    }
                }
                final class GalleryController: UIViewController {
                    func visibleCenter() -> CGPoint {
                        CGPoint(x: [|collectionView.center|].x + collectionView.contentOffset.x, y: 0)
                    }
                }
                """),
            .silent(.swift, """
                final class SwipeCell: UITableViewCell {
                    private var originalCenter: CGFloat = 0
                    func beginSwipe() { originalCenter = center.x }
                    func swipe(to offset: CGFloat) {
                        UIView.animate(withDuration: 0.2) { self.center = CGPoint(x: offset, y: self.center.y) }
                        if center.x > 100 { print("far") }
                    }
                    func ringPosition() -> CGPoint { superview?.convert(center, to: self) ?? .zero }
                    func placeSibling(_ other: UIView) { other.center = caption.center }
                }
                """),
            .silent(.swift, """
                final class AvatarView: UIView {
                    private let badge = UIView(), icon = UIImageView()
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        let center = CGPoint(x: bounds.midX, y: bounds.midY)
                        badge.center = center
                        icon.center = badge.center
                    }
                }
                """),
            .silent(.swift, """
                final class LoadingViewController: UIViewController {
                    private let spinner = UIActivityIndicatorView(style: .large)
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        spinner.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
                    }
                }
                """),
            .silent(.swift, """
                extension UIView {
                    func moved(by dx: CGFloat) -> CGPoint { CGPoint(x: center.x + dx, y: center.y) }
                }
                """),
            .flagged(.csharp, """
                public class LoadingController : UIViewController
                {
                    UIActivityIndicatorView spinner = new UIActivityIndicatorView();
                    public override void ViewDidLayoutSubviews()
                    {
                        base.ViewDidLayoutSubviews();
                        spinner.Center = [|View.Center|];
                    }
                }
                """),
            .silent(.csharp, """
                public class LoadingController : UIViewController
                {
                    UIActivityIndicatorView spinner = new UIActivityIndicatorView();
                    public override void ViewDidLayoutSubviews()
                    {
                        base.ViewDidLayoutSubviews();
                        spinner.Center = new CGPoint(View.Bounds.GetMidX(), View.Bounds.GetMidY());
                    }
                }
                """),
            .flagged(.csharp, """
                public class BadgeCell : UITableViewCell
                {
                    UILabel label = new UILabel();
                    public BadgeCell() { ContentView.AddSubview(label); }
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        label.Center = [|ContentView.Center|];
                    }
                }
                """),
            .silent(.csharp, """
                public class SwipeCell : UITableViewCell
                {
                    nfloat originalX;
                    public void BeginSwipe() { originalX = Center.X; }
                    public void Swipe(nfloat x) { UIView.Animate(0.2, () => Center = new CGPoint(x, Center.Y)); }
                }
                """),
            .silent(.csharp, """
                public class DotView : UIView
                {
                    UIView dot = new UIView(), ring = new UIView();
                    public override void LayoutSubviews()
                    {
                        var center = new CGPoint(Bounds.GetMidX(), Bounds.GetMidY());
                        dot.Center = center;
                        ring.Center = dot.Center;
                    }
                }
                """),
            .flagged(.objc, """
                @interface LoadingViewController : UIViewController
                @end
                @implementation LoadingViewController
                - (void)viewDidLayoutSubviews {
                    [super viewDidLayoutSubviews];
                    self.spinner.center = [|self.view.center|];
                }
                @end
                """),
            .silent(.objc, """
                @interface LoadingViewController : UIViewController
                @end
                @implementation LoadingViewController
                - (void)viewDidLayoutSubviews {
                    [super viewDidLayoutSubviews];
                    self.spinner.center = CGPointMake(CGRectGetMidX(self.view.bounds), CGRectGetMidY(self.view.bounds));
                    self.badge.center = self.spinner.center;
                }
                @end
                """),
            .flagged(.objc, """
                @interface BadgeCell : UITableViewCell
                @end
                @implementation BadgeCell
                - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                    if ((self = [super initWithStyle:style reuseIdentifier:reuseIdentifier])) {
                        [self.contentView addSubview:self.label];
                    }
                    return self;
                }
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    self.label.center = [|self.contentView.center|];
                }
                @end
                """),
            .silent(.swift, """
                final class ReportViewController: UIViewController {
                    func showProgress() {
                        let overlay = UIView(frame: view.bounds)
                        view.addSubview(overlay)
                        let spinner = UIActivityIndicatorView()
                        overlay.addSubview(spinner)
                        spinner.center = overlay.center
                    }
                }
                """),
            .flagged(.swift, """
                final class ReportViewController: UIViewController {
                    func showProgress() {
                        let overlay = UIView(frame: view.bounds)
                        overlay.frame.origin.y = 20
                        let spinner = UIActivityIndicatorView()
                        overlay.addSubview(spinner)
                        spinner.center = [|overlay.center|]
                    }
                }
                """),
            .silent(.objc, """
                @interface AttachmentsViewController : UIViewController
                @end
                @implementation AttachmentsViewController
                - (void)showMovieInCell:(AttachmentCell *)cell {
                    UIView *player = self.moviePlayer.view;
                    [cell.customView addSubview:player];
                    player.center = cell.customView.center;
                    player.translatesAutoresizingMaskIntoConstraints = NO;
                    [player.topAnchor constraintEqualToAnchor:cell.customView.topAnchor].active = YES;
                    [player.bottomAnchor constraintEqualToAnchor:cell.customView.bottomAnchor].active = YES;
                }
                @end
                """),
            .silent(.objc, """
                @interface SwipeCell : UITableViewCell
                @end
                @implementation SwipeCell
                - (void)beginSwipe { _originalX = self.center.x; }
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    _ring.position = [self.superview convertPoint:self.center toView:self];
                }
                @end
                """),
            .silent(.swift, """
                final class LoadingController: UIViewController {
                    let overlay = UIView(), spinner = UIActivityIndicatorView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        overlay.frame = CGRect(x: 0, y: 0, width: 200, height: 120)
                        overlay.addSubview(spinner)
                        spinner.center = overlay.center
                        view.addSubview(overlay)
                    }
                }
                """),
            .flagged(.swift, """
                final class LoadingController: UIViewController {
                    let overlay = UIView(), spinner = UIActivityIndicatorView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        overlay.frame = CGRect(x: 0, y: 0, width: 200, height: 120)
                        overlay.present(in: view)
                        overlay.addSubview(spinner)
                        spinner.center = [|overlay.center|]
                    }
                }
                """),
            .silent(.csharp, """
                public class LoadingController : UIViewController
                {
                    UIView overlay; UIActivityIndicatorView spinner;
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        overlay = new UIView(new CGRect(0, 0, 200, 120));
                        spinner = new UIActivityIndicatorView();
                        overlay.AddSubview(spinner);
                        spinner.Center = overlay.Center;
                        View.AddSubview(overlay);
                    }
                }
                """),
            .silent(.objc, """
                @interface LoadingController : UIViewController
                @end
                @implementation LoadingController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.overlay = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 200, 120)];
                    [self.overlay addSubview:self.spinner];
                    self.spinner.center = self.overlay.center;
                    [self.view addSubview:self.overlay];
                }
                @end
                """),
            .flagged(.objc, """
                @interface MovieController : UIViewController
                @end
                @implementation MovieController
                - (void)loadView {
                    CGRect bounds = [[UIScreen mainScreen] applicationFrame];
                    self.view = [[UIView alloc] initWithFrame:bounds];
                    [self.view addSubview:self.spinner];
                    self.spinner.center = [|self.view.center|];
                }
                @end
                """),
            // A view dragged by its own recognizer moves itself: the recognizer's view is the
            // view, not a child, and its center belongs in the superview's space.
            .silent(.swift, """
                final class SwipeCell: UITableViewCell {
                    private var startX: CGFloat = 0
                    @objc func handlePan(_ pan: UIPanGestureRecognizer) {
                        guard let target = pan.view else { return }
                        if pan.state == .began { startX = center.x }
                        target.center.x = startX + pan.translation(in: superview).x
                    }
                }
                """),
            .flagged(.swift, """
                final class SwipeCell: UITableViewCell {
                    private var startX: CGFloat = 0
                    private let handle = UIView()
                    @objc func handlePan(_ pan: UIPanGestureRecognizer) {
                        if pan.state == .began { startX = [|center|].x }
                        handle.center.x = startX + pan.translation(in: self).x
                    }
                }
                """),
            .silent(.objc, """
                @interface DragChip : UIView
                @end
                @implementation DragChip
                - (void)handlePan:(UIPanGestureRecognizer *)recognizer {
                    CGPoint start = self.center;
                    CGPoint t = [recognizer translationInView:self.superview];
                    recognizer.view.center = CGPointMake(start.x + t.x, start.y + t.y);
                }
                @end
                """),
            .flagged(.objc, """
                @interface DragChip : UIView
                @end
                @implementation DragChip
                - (void)handlePan:(UIPanGestureRecognizer *)recognizer {
                    CGPoint start = [|self.center|];
                    CGPoint t = [recognizer translationInView:self];
                    self.knob.center = CGPointMake(start.x + t.x, start.y + t.y);
                }
                @end
                """),
            .silent(.csharp, """
                public class DragChip : UIView
                {
                    void HandlePan(UIPanGestureRecognizer recognizer)
                    {
                        var start = Center;
                        var t = recognizer.TranslationInView(Superview);
                        recognizer.View.Center = new CGPoint(start.X + t.X, start.Y + t.Y);
                    }
                }
                """),
            .flagged(.csharp, """
                public class DragChip : UIView
                {
                    UIView knob = new UIView();
                    public void HandlePan(UIPanGestureRecognizer recognizer)
                    {
                        var start = [|Center|];
                        var t = recognizer.TranslationInView(this);
                        knob.Center = new CGPoint(start.X + t.X, start.Y + t.Y);
                    }
                }
                """),
            // A button that becomes a navigation bar item is laid out by the bar, not in the view.
            .silent(.swift, """
                final class ListController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let button = UIButton(type: .custom)
                        button.center = view.center
                        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: button)
                    }
                }
                """),
            .silent(.objc, """
                @implementation ListController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    UIButton *button = [UIButton buttonWithType:UIButtonTypeCustom];
                    button.center = self.view.center;
                    self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithCustomView:button];
                }
                @end
                """),
            .silent(.csharp, """
                public class ListController : UIViewController
                {
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        var button = new UIButton(UIButtonType.Custom);
                        button.Center = View.Center;
                        NavigationItem.RightBarButtonItem = new UIBarButtonItem(button);
                    }
                }
                """),
            // The own layer's position is the view's center, in the superview's space.
            .flagged(.swift, """
                final class SuccessView: UIView {
                    let check = CAShapeLayer()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        layer.addSublayer(check)
                        check.position = [|layer.position|]
                    }
                }
                """),
            .silent(.swift, """
                final class SuccessView: UIView {
                    let check = CAShapeLayer()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        layer.addSublayer(check)
                        check.position = CGPoint(x: bounds.midX, y: bounds.midY)
                    }
                }
                """),
            .flagged(.objc, """
                @interface ErrorView : UIView
                @end
                @implementation ErrorView
                - (instancetype)initWithFrame:(CGRect)frame {
                    self = [super initWithFrame:frame];
                    [self.layer addSublayer:self.dash];
                    self.dash.position = [|self.layer.position|];
                    return self;
                }
                @end
                """),
            // Another layer's position moved to the same place: one space.
            .silent(.objc, """
                @interface ErrorView : UIView
                @end
                @implementation ErrorView
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    self.shadowLayer.position = self.dash.position;
                }
                @end
                """),
            .flagged(.csharp, """
                public class PulseView : UIView
                {
                    CAShapeLayer ring = new CAShapeLayer();
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        ring.Position = [|Layer.Position|];
                    }
                }
                """),
            .silent(.csharp, """
                public class PulseView : UIView
                {
                    CAShapeLayer ring = new CAShapeLayer();
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        ring.Position = new CGPoint(Bounds.GetMidX(), Bounds.GetMidY());
                    }
                }
                """),
            // A center is in the superview's space: converting it from the view's own space counts the origin twice.
            .flagged(.objc, """
                @implementation PlayerTransition
                - (void)animateFrom:(UIView *)player in:(UIView *)container {
                    CGPoint start = [player convertPoint:[|player.center|] toView:container];
                    self.snapshot.center = start;
                }
                @end
                """),
            .silent(.objc, """
                @implementation PlayerTransition
                - (void)animateFrom:(UIView *)player in:(UIView *)container {
                    CGPoint start = [player.superview convertPoint:player.center toView:container];
                    self.snapshot.center = start;
                }
                @end
                """),
            .flagged(.swift, """
                final class PlayerTransition: NSObject {
                    func animate(from player: UIView, in container: UIView) {
                        snapshot.center = container.convert([|player.center|], from: player)
                    }
                }
                """),
            .silent(.swift, """
                final class PlayerTransition: NSObject {
                    func animate(from player: UIView, in container: UIView) {
                        snapshot.center = container.convert(player.center, from: player.superview)
                    }
                }
                """),
            // A title view is laid out by the navigation bar too.
            .silent(.objc, """
                @implementation ListController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    UILabel *title = [[UILabel alloc] initWithFrame:CGRectMake(0, 0, 120, 30)];
                    title.center = self.view.center;
                    self.navigationItem.titleView = title;
                }
                @end
                """),
            .silent(.csharp, """
                public class ListController : UIViewController
                {
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        var title = new UILabel(new CGRect(0, 0, 120, 30));
                        title.Center = View.Center;
                        NavigationItem.TitleView = title;
                    }
                }
                """),
            // Made in a `lazy var` closure and handed to the bar in an extension of the class.
            .silent(.swift, """
                final class SearchController: UIViewController {
                    lazy var playerButton: UIButton = {
                        let button = UIButton(type: .custom)
                        button.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
                        button.center = view.center
                        return button
                    }()
                }
                extension SearchController {
                    func showPlayerButton() {
                        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: playerButton)
                    }
                }
                """),
            // The same lazy button added to the view is laid out in the view's space.
            .flagged(.swift, """
                final class SearchController: UIViewController {
                    lazy var playerButton: UIButton = {
                        let button = UIButton(type: .custom)
                        button.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
                        button.center = [|view.center|]
                        return button
                    }()
                }
                extension SearchController {
                    func showPlayerButton() {
                        view.addSubview(playerButton)
                    }
                }
                """),
            .flagged(.swift, """
                final class ListController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let button = UIButton(type: .custom)
                        button.center = [|view.center|]
                        view.addSubview(button)
                        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: UIView())
                    }
                }
                """),
            // A subview's center tested against the parent's own bounds in an `if` is one space; the
            // branches' use of the subview's bounds is another statement. In one expression with
            // the subview's own bounds, its center mixes two.
            .silent(.objc, """
                @implementation SegmentBar
                - (void)dragBy:(CGFloat)dx {
                    CGFloat x;
                    if (self.indicator.center.x < CGRectGetMidX(self.bounds)) {
                        x = CGRectGetMidX(self.indicator.bounds);
                    } else {
                        x = CGRectGetMaxX(self.bounds) - CGRectGetMidX(self.indicator.bounds);
                    }
                    self.indicator.center = CGPointMake(x, self.indicator.center.y);
                }
                @end
                """),
            .flagged(.objc, """
                @implementation SegmentBar
                - (void)dragBy:(CGFloat)dx {
                    CGFloat x = [|self.indicator.center|].x - CGRectGetMidX(self.indicator.bounds);
                    self.marker.frame = CGRectMake(x, 0, 10, 10);
                }
                @end
                """),
            .silent(.swift, """
                final class SegmentBar: UIView {
                    let indicator = UIView()
                    func drag(by dx: CGFloat) {
                        var x: CGFloat
                        if indicator.center.x < bounds.midX {
                            x = indicator.bounds.midX
                        } else {
                            x = bounds.maxX - indicator.bounds.midX
                        }
                        indicator.center = CGPoint(x: x, y: indicator.center.y)
                    }
                }
                """),
            .flagged(.swift, """
                final class SegmentBar: UIView {
                    let indicator = UIView(), marker = UIView()
                    func drag(by dx: CGFloat) {
                        let x = [|indicator.center|].x - indicator.bounds.midX
                        marker.frame = CGRect(x: x, y: 0, width: 10, height: 10)
                    }
                }
                """),
            .silent(.csharp, """
                public class SegmentBar : UIView
                {
                    UIView indicator = new UIView();
                    void Drag(nfloat dx)
                    {
                        nfloat x;
                        if (indicator.Center.X < Bounds.GetMidX())
                        {
                            x = indicator.Bounds.GetMidX();
                        }
                        else
                        {
                            x = Bounds.GetMaxX() - indicator.Bounds.GetMidX();
                        }
                        indicator.Center = new CGPoint(x, indicator.Center.Y);
                    }
                }
                """),
            .flagged(.csharp, """
                public class SegmentBar : UIView
                {
                    UIView indicator = new UIView(), marker = new UIView();
                    public void Drag(nfloat dx)
                    {
                        var x = [|indicator.Center|].X - indicator.Bounds.GetMidX();
                        marker.Frame = new CGRect(x, 0, 10, 10);
                    }
                }
                """),
            // A controller's center given to a view it hangs in the window: that view is no child
            // of the root view, and the center of a controller that fills the window is where it
            // belongs. The same view added to the root view is a child placed in the wrong space.
            .silent(.swift, """
                final class PhotoController: UIViewController {
                    func zoomOut(_ image: UIImage) {
                        let snapshot = UIImageView(image: image)
                        snapshot.center = view.center
                        view.window?.addSubview(snapshot)
                    }
                }
                """),
            .flagged(.swift, """
                final class PhotoController: UIViewController {
                    func zoomOut(_ image: UIImage) {
                        let snapshot = UIImageView(image: image)
                        snapshot.center = [|view.center|]
                        view.addSubview(snapshot)
                    }
                }
                """),
            .silent(.objc, """
                @interface PhotoController : UIViewController
                @end
                @implementation PhotoController
                - (void)zoomOut:(UIImage *)image {
                    UIWindow *window = [UIApplication sharedApplication].keyWindow;
                    UIImageView *snapshot = [[UIImageView alloc] initWithImage:image];
                    [snapshot setCenter:[self.view center]];
                    [window addSubview:snapshot];
                }
                @end
                """),
            // A container a `lazy var` closure makes at the origin: its center is its bounds' middle
            // until something moves it; made elsewhere, its center is in its superview's space.
            .silent(.swift, """
                final class PhoneField: UIView {
                    private lazy var leftBox: UIView = {
                        let box = UIView(frame: CGRect(x: 0, y: 0, width: 96, height: 24))
                        let icon = UIImageView(frame: CGRect(x: 14, y: 0, width: 20, height: 20))
                        icon.center.y = box.center.y
                        box.addSubview(icon)
                        return box
                    }()
                }
                """),
            .flagged(.swift, """
                final class PhoneField: UIView {
                    private lazy var leftBox: UIView = {
                        let box = UIView(frame: CGRect(x: 8, y: 4, width: 96, height: 24))
                        let icon = UIImageView(frame: CGRect(x: 14, y: 0, width: 20, height: 20))
                        icon.center.y = [|box.center|].y
                        box.addSubview(icon)
                        return box
                    }()
                }
                """),
            .flagged(.objc, """
                @interface PhotoController : UIViewController
                @end
                @implementation PhotoController
                - (void)zoomOut:(UIImage *)image {
                    UIImageView *snapshot = [[UIImageView alloc] initWithImage:image];
                    [snapshot setCenter:[|[self.view center]|]];
                    [self.view addSubview:snapshot];
                }
                @end
                """),
            .silent(.csharp, """
                public class PhotoController : UIViewController
                {
                    void ZoomOut(UIImage image)
                    {
                        var snapshot = new UIImageView(image);
                        snapshot.Center = View.Center;
                        UIApplication.SharedApplication.KeyWindow.AddSubview(snapshot);
                    }
                }
                """),
            .flagged(.csharp, """
                public class PhotoController : UIViewController
                {
                    public void ZoomOut(UIImage image)
                    {
                        var snapshot = new UIImageView(image);
                        snapshot.Center = [|View.Center|];
                        View.AddSubview(snapshot);
                    }
                }
                """),
        ])

    static let pattern = Pattern.reads(.center, .position)
        .where(.any(
            .all(.not(.readsALayerPosition),
                 .any(.all(.receiverIsOwnView, .reachesChildGeometry), .reachesChildOfThatContainer, .combinedWithOwnSpaceOfSameView,
                      .convertedFromItsOwnSpace)),
            .all(.readsTheOwnLayersPosition, .reachesChildGeometry)))
        .unless(.insideOwnProperty(.center), .convertedThroughSuperview, .reachesOnlyViewsConstrainedLater, .readViewMadeAtTheOrigin,
                .onlySeedsViewsTheLayoutPassFramesAgain)
        .reportedOncePerStatement()
        .alsoThroughFrameAccessors()
        .fix { m, ctx in
            if let a = m.access, FrameAccessors.accessor(of: a, ctx.tokens) != nil { return nil }
            return Condition.combinedWithOwnSpaceOfSameView.test(m, ctx) ? nil : RuleFixes.centerToBoundsMidpoint(m, ctx)
        }
        .message { m, ctx in
            let bounds = ctx.spelled(.bounds, after: m.receiverPrefix(ctx))
            if let a = m.access, let accessor = FrameAccessors.accessor(of: a, ctx.tokens) {
                let axis = accessor.lowercased().hasSuffix("x") ? "X" : "Y"
                let middle = ctx.language == .swift ? "\(bounds).mid\(axis)" : "CGRectGetMid\(axis)(\(bounds))"
                return "`\(m.text)` is the view's `center` read through the `\(accessor)` accessor, in the superview's coordinate space; "
                    + "center children at `\(middle)`"
            }
            let mid = RuleFixes.midpointExpression(of: bounds, ctx.language)
            if m.access?.member == .center, Condition.convertedFromItsOwnSpace.test(m, ctx) {
                var view = String(m.receiverPrefix(ctx).dropLast())
                while view.last == "?" || view.last == "!" { view.removeLast() }
                return "`\(m.text)` is in the superview's space, not `\(view)`'s own; convert `\(mid)` from `\(view)` instead"
            }
            if Condition.combinedWithOwnSpaceOfSameView.test(m, ctx) {
                return "`\(m.text)` is in the superview's coordinate space and is combined with values in the view's own space; use `\(mid)`"
            }
            return "`\(m.text)` is in the superview's coordinate space; center children at `\(mid)`"
        }
}

// MARK: Conditions only this rule asks

private extension Condition {
    /// A layer's `position` read (not a view's `center`).
    static let readsALayerPosition = Condition("reads a layer's position") { m, _ in
        m.access?.member == .position
    }

    /// The own view's layer's `position` (`layer.position`, `self.layer.position`, C#
    /// `Layer.Position`, a controller's `view.layer.position`): with the default anchor point it is
    /// the view's `center`, in the superview's space, so it places no sublayer of the view's own.
    static let readsTheOwnLayersPosition = Condition("reads the own layer's position") { m, ctx in
        guard let a = m.access, a.member == .position, !a.isWrite, !a.receiver.isOpaque, !a.receiver.rootIsLocal,
              let own = Condition.ownViewPath(ctx) else { return false }
        return a.receiver.components == own + [ctx.language == .csharp ? "Layer" : "layer"]
    }

    /// The value read from a container reaches the geometry of a view that the same type adds
    /// to that container (`contentView.addSubview(label)` … `label.center = contentView.center`).
    static let reachesChildOfThatContainer = Condition("reaches a child added to that view") { m, ctx in
        guard let a = m.access, let container = ViewPaths.view(a.receiver), !container.isEmpty else { return false }
        return ValueFlow.sinks(of: a, ctx.fileContext).contains { sink in
            guard case .geometry(let w) = sink, let child = ViewPaths.view(ctx.facts.accesses[w].receiver) else { return false }
            return ViewTree.typeAdds(child, to: container, around: a.nameToken, ctx.fileContext)
        }
    }

    /// A center combined, in one statement, with a coordinate of the same view's own space: its
    /// `bounds` origin or its `contentOffset` (`collectionView.center.x + collectionView.contentOffset.x`).
    static let combinedWithOwnSpaceOfSameView = Condition("combined with the same view's own space") { m, ctx in
        guard let a = m.access, !a.receiver.isImplicit, let view = ViewPaths.view(a.receiver), !view.isEmpty else { return false }
        let ts = ctx.tokens
        let statement = Statements.expression(around: a.nameToken, ts)
        for k in statement where ts.kind(k) == .identifier && ts.isPunct(k - 1, ".") {
            let name = ts.name(k)
            guard name == "contentOffset" || name == "ContentOffset" else { continue }
            if let (r, _) = FactExtractor.receiver(ts, ctx.structure, dot: k - 1), ViewPaths.view(r) == view { return true }
        }
        return ctx.facts.index.accesses(namedIn: statement).lazy.map { ctx.facts.accesses[$0] }.contains {
            $0.member == .bounds && !$0.isWrite && ValueFlow.shape($0, ts) == .coordinate && ViewPaths.same($0, a, ctx.structure)
        }
    }
}
