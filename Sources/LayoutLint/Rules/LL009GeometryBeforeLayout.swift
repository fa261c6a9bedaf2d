/// LL009: geometry read in a setup method, before layout has run.
struct GeometryBeforeLayoutRule: Rule {
    static let readsTheApps = true
    static let description = RuleDescription(
        code: "LL009", name: "geometry-before-layout", severity: .note, isOptIn: true,
        summary: "Flags a view's `bounds`, `frame`, `safeAreaInsets` or `layoutMargins` read in `loadView`, `viewDidLoad`, `awakeFromNib` (or a helper only they call) to size or place another view that nothing lays out again.",
        rationale: """
            Setup methods run before the first layout pass. At that point a view's size is whatever \
            the storyboard, the nib or the initializer gave it (often a different device's size, or \
            zero), and Auto Layout has not resolved anything yet. Safe-area insets and layout \
            margins are zero (or the defaults) until the view is in a window and laid out, and \
            `view.window` is still nil. A frame computed from it is stale \
            the moment layout runs, and nothing recomputes it unless the view follows its parent \
            through an autoresizing mask. In an app that runs in one orientation on the iPhone only \
            (read from its `Info.plist` and Xcode target), a controller's view already has its final \
            size, and nothing is reported. \
            It is reported as a note, not a warning: whether the frame is laid out again often \
            depends on what the code cannot see (masks and constraints set in another file or a \
            nib the linter was not given, sizes a caller fixes), so a note asks for a look without \
            failing the build by default.
            """,
        fix: """
            Pin the child with constraints (`translatesAutoresizingMaskIntoConstraints = false` and \
            anchors), give it a flexible `autoresizingMask` so it follows its container, or compute \
            the frame in `viewDidLayoutSubviews` / `layoutSubviews`.
            """,
        examples: [
            .flagged(.swift, """
                final class PlayerViewController: UIViewController {
                    private let controls = UIView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let bottom = [|view.safeAreaInsets|].bottom
                        controls.frame = CGRect(x: 0, y: 600 - bottom, width: 320, height: 60)
                        view.addSubview(controls)
                    }
                }
                """),
            .silent(.swift, """
                final class PlayerViewController: UIViewController {
                    private let controls = UIView()
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        let bottom = view.safeAreaInsets.bottom
                        controls.frame = CGRect(x: 0, y: view.bounds.height - 60 - bottom, width: view.bounds.width, height: 60)
                    }
                }
                """),
            .flagged(.csharp, """
                public class PlayerViewController : UIViewController
                {
                    readonly UIView controls = new UIView();
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        controls.Frame = new CGRect([|View.LayoutMargins|].Left, 0, 280, 60);
                        View.AddSubview(controls);
                    }
                }
                """),
            .silent(.csharp, """
                public class PlayerViewController : UIViewController
                {
                    readonly UIView controls = new UIView();
                    public override void ViewDidLayoutSubviews()
                    {
                        base.ViewDidLayoutSubviews();
                        controls.Frame = new CGRect(View.LayoutMargins.Left, 0, 280, 60);
                    }
                }
                """),
            .flagged(.objc, """
                @interface PlayerViewController : UIViewController
                @end
                @implementation PlayerViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    CGFloat bottom = [|self.view.safeAreaInsets|].bottom;
                    self.controls.frame = CGRectMake(0, 600 - bottom, 320, 60);
                }
                @end
                """),
            .silent(.objc, """
                @interface PlayerViewController : UIViewController
                @end
                @implementation PlayerViewController
                - (void)viewSafeAreaInsetsDidChange {
                    [super viewSafeAreaInsetsDidChange];
                    CGFloat bottom = self.view.safeAreaInsets.bottom;
                    self.controls.frame = CGRectMake(0, 600 - bottom, 320, 60);
                }
                @end
                """),
            .flagged(.swift, """
                final class StoreViewController: UIViewController {
                    @IBOutlet weak var mapContainerView: UIView!
                    private let mapView = MKMapView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        mapView.frame = [|mapContainerView.bounds|]
                        mapContainerView.addSubview(mapView)
                        tableView.frame = CGRect(x: 0, y: 0, width: [|view.bounds|].width, height: 300)
                    }
                }
                """),
            .flagged(.swift, """
                final class RingView: UIView {
                    private let ring = UIView()
                    override func awakeFromNib() {
                        super.awakeFromNib()
                        ring.frame = [|bounds|].insetBy(dx: 2, dy: 2)
                    }
                }
                """),
            .silent(.swift, """
                final class StoreViewController: UIViewController {
                    @IBOutlet weak var mapContainerView: UIView!
                    private let mapView = MKMapView()
                    private lazy var mapController = MapViewController()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        mapView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                        mapView.frame = mapContainerView.bounds
                        mapContainerView.addSubview(mapView)
                        // A controller's root view loads with a flexible width and height.
                        addChild(mapController)
                        mapController.view.frame = mapContainerView.bounds
                        mapContainerView.addSubview(mapController.view)
                        header.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
                    }
                }
                """),
            .flagged(.swift, """
                final class GalleryViewController: UIViewController {
                    private let layout = UICollectionViewFlowLayout()
                    private let banner = UIView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        layout.itemSize = CGSize(width: [|view.frame|].width / 3 - 10, height: 120)
                        setUpBanner()
                    }
                    private func setUpBanner() {
                        let height = [|view.bounds|].height - 44
                        banner.frame = CGRect(x: 0, y: 0, width: 320, height: height)
                    }
                }
                """),
            .silent(.swift, """
                final class GalleryViewController: UIViewController {
                    private let banner = UIView(), hide = UIButton(), show = UIButton()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        banner.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)
                        tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 60))
                        hide.frame = CGRect(x: 20, y: 100, width: 200, height: 40)
                        show.frame = hide.frame
                    }
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        banner.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)
                    }
                }
                """),
            .silent(.swift, """
                final class ScannerViewController: UIViewController {
                    private var previewLayer: AVCaptureVideoPreviewLayer?
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        startLiveVideo()
                    }
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        previewLayer?.frame = previewContainer.bounds
                    }
                }
                private extension ScannerViewController {
                    func startLiveVideo() {
                        let previewLayer = AVCaptureVideoPreviewLayer(session: session)
                        self.previewLayer = previewLayer
                        previewLayer.frame = previewContainer.bounds
                        previewContainer.layer.addSublayer(previewLayer)
                    }
                }
                """),
            .silent(.swift, """
                final class BrowserViewController: UIViewController {
                    private var webView: WKWebView!
                    private let titleView = UIView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        webView = WKWebView(frame: view.frame)
                        view.addSubview(webView)
                        setupWebViewConstraints()
                        let waveform = WaveformView(frame: playerContainer.bounds)
                        playerContainer.vc_addSubViewMatchingParent(waveform)
                        collectionView.backgroundView = UIView(frame: collectionView.frame)
                        navigationItem.titleView = titleView
                        titleView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)
                    }
                }
                """),
            .silent(.swift, """
                final class OrdersViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let headerContainer = UIView(frame: CGRect(x: 0, y: 0, width: tableView.frame.width, height: 0))
                        headerContainer.addSubview(bannerView)
                        tableView.tableHeaderView = headerContainer
                    }
                }
                """),
            .silent(.swift, """
                final class StoreViewController: UIViewController {
                    override func loadView() {
                        super.loadView()
                        backdrop.frame = UIScreen.main.bounds
                        let isWide = view.bounds.width > 600
                    }
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        mapController.view.frame = mapContainerView.bounds
                    }
                }
                """),
            .flagged(.csharp, """
                public class StoreController : UIViewController
                {
                    UIView container = new UIView();
                    MKMapView map = new MKMapView();
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        map.Frame = [|container.Bounds|];
                        container.AddSubview(map);
                    }
                }
                """),
            .silent(.csharp, """
                public class StoreController : UIViewController
                {
                    UIView container = new UIView();
                    MKMapView map = new MKMapView();
                    MapController mapController = new MapController();
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        map.Frame = container.Bounds;
                        map.AutoresizingMask = UIViewAutoresizing.FlexibleDimensions;
                        container.AddSubview(map);
                        mapController.View.Frame = container.Bounds;
                        container.AddSubview(mapController.View);
                    }
                }
                """),
            .flagged(.csharp, """
                public class ScannerController : UIViewController
                {
                    UIView loadingView = new UIView();
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        loadingView.Frame = new CGRect(([|View.Frame|].Width - 100) / 2, 200, 100, 40);
                        View.AddSubview(loadingView);
                    }
                }
                """),
            .silent(.csharp, """
                public class ScannerController : UIViewController
                {
                    UIButton hide = new UIButton(), show = new UIButton();
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        hide.Frame = new CGRect(20, 110, 200, 40);
                        show.Frame = hide.Frame;
                        TableView.TableHeaderView = new UIView(new CGRect(0, 0, View.Bounds.Width, 60));
                    }
                }
                """),
            .silent(.csharp, """
                public class ScannerController : UIViewController
                {
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        var spinner = new UIActivityIndicatorView(new CGRect((View.Frame.Width - 37) / 2, 100, 37, 37)) {
                            AutoresizingMask = UIViewAutoresizing.FlexibleMargins,
                        };
                        View.AddSubview(spinner);
                        var close = new UIButton(new CGRect(View.Bounds.Width - 60, 20, 50, 30));
                        close.AutoresizingMask = UIViewAutoresizing.FlexibleLeftMargin;
                        View.AddSubview(close);
                    }
                }
                """),
            .silent(.csharp, """
                public class StoreController : UIViewController
                {
                    UIView backdrop = new UIView();
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        backdrop.Frame = UIScreen.MainScreen.Bounds;
                    }
                    public override void ViewDidLayoutSubviews() { backdrop.Frame = View.Bounds; }
                }
                """),
            .flagged(.objc, """
                @interface StoreViewController : UIViewController
                @end
                @implementation StoreViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.mapView.frame = [|self.mapContainerView.bounds|];
                    [self.mapContainerView addSubview:self.mapView];
                }
                @end
                """),
            .silent(.objc, """
                @interface StoreViewController : UIViewController
                @end
                @implementation StoreViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.mapView.autoresizingMask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight;
                    self.mapView.frame = self.mapContainerView.bounds;
                    self.mapController.view.frame = self.mapContainerView.bounds;
                    self.backdrop.frame = [UIScreen mainScreen].bounds;
                }
                @end
                """),
            .silent(.objc, """
                @interface PagingViewController : UIViewController
                @end
                @implementation PagingViewController
                - (void)loadView {
                    UIButton *button;
                    self.view = [[UIView alloc] initWithFrame:[UIScreen mainScreen].bounds];
                    button = [UIButton buttonWithType:UIButtonTypeSystem];
                    button.frame = CGRectMake(190, 10, 60, 30);
                    [self.view addSubview:button];
                    self.prevButton = button;
                    button = [UIButton buttonWithType:UIButtonTypeSystem];
                    button.frame = CGRectMake(CGRectGetMaxX(self.prevButton.frame) + 5, 10, 60, 30);
                    [self.view addSubview:button];
                }
                @end
                """),
            .silent(.objc, """
                @interface DrawerViewController : UIViewController
                @end
                @implementation DrawerViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    _tableView = [[UITableView alloc] initWithFrame:self.view.bounds style:UITableViewStyleGrouped];
                    [self.view addSubview:self.tableView];
                    [self.tableView setAutoresizingMask:UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight];
                }
                @end
                """),
            .silent(.objc, """
                @implementation NodeViewController
                - (void)loadView {
                    [super loadView];
                    UIView *view = self.view;
                    _node.frame = view.frame;
                    _node.autoresizingMask = view.autoresizingMask;
                    self.view = _node.view;
                }
                @end
                """),
            .silent(.objc, """
                @interface CalendarViewController : UIViewController
                @end
                @implementation CalendarViewController
                - (void)loadView {
                    UIView *view = [[UIView alloc] initWithFrame:[UIScreen mainScreen].bounds];
                    self.view = view;
                    FSCalendar *calendar = [[FSCalendar alloc] initWithFrame:CGRectMake(0, 64, CGRectGetWidth(self.view.bounds), 300)];
                    [view addSubview:calendar];
                    UILabel *label = [[UILabel alloc] initWithFrame:CGRectMake(0, CGRectGetMaxY(calendar.frame) + 10, 200, 50)];
                    [view addSubview:label];
                }
                @end
                """),
            .flagged(.objc, """
                @interface GalleryViewController : UIViewController
                @end
                @implementation GalleryViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.flowLayout.itemSize = CGSizeMake(CGRectGetWidth([|self.view.frame|]) / 3, 120);
                }
                @end
                """),
            .silent(.objc, """
                @interface GalleryViewController : UIViewController
                @end
                @implementation GalleryViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.banner.frame = CGRectMake(0, 0, CGRectGetWidth(self.view.bounds), 44);
                }
                - (void)viewDidLayoutSubviews {
                    [super viewDidLayoutSubviews];
                    self.banner.frame = CGRectMake(0, 0, CGRectGetWidth(self.view.bounds), 44);
                }
                @end
                """),
            .silent(.objc, """
                @interface StoreViewController : UIViewController
                @end
                @implementation StoreViewController
                - (void)viewDidLayoutSubviews {
                    [super viewDidLayoutSubviews];
                    self.mapController.view.frame = self.mapContainerView.bounds;
                }
                @end
                """),
            .flagged(.swift, """
                final class ListController: UIViewController {
                    lazy var spinner: UIActivityIndicatorView = {
                        let s = UIActivityIndicatorView(frame: [|view.bounds|])
                        return s
                    }()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(spinner)
                    }
                }
                """),
            .silent(.swift, """
                final class ListController: UIViewController {
                    lazy var spinner: UIActivityIndicatorView = {
                        let s = UIActivityIndicatorView(frame: view.bounds)
                        return s
                    }()
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        if spinner.superview == nil { view.addSubview(spinner) }
                        spinner.frame = view.bounds
                    }
                }
                final class BannerController: UIViewController {
                    let banner = UIView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        banner.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)
                        view.addSubview(banner)
                        banner.snp.makeConstraints { make in make.top.left.right.equalToSuperview() }
                    }
                }
                """),
            .flagged(.objc, """
                @interface ListController : UIViewController
                @end
                @implementation ListController
                - (UIActivityIndicatorView *)spinner {
                    if (!_spinner) {
                        _spinner = [[UIActivityIndicatorView alloc] initWithFrame:[|self.view.bounds|]];
                    }
                    return _spinner;
                }
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [self.view addSubview:self.spinner];
                }
                @end
                """),
            .silent(.objc, """
                @interface ListController : UIViewController
                @end
                @implementation ListController
                - (UIActivityIndicatorView *)spinner {
                    if (!_spinner) {
                        _spinner = [[UIActivityIndicatorView alloc] initWithFrame:self.view.bounds];
                        _spinner.autoresizingMask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight;
                    }
                    return _spinner;
                }
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [self.view addSubview:self.spinner];
                    self.banner.frame = CGRectMake(0, 0, self.view.bounds.size.width, 44);
                    [self.view addSubview:self.banner];
                    [self.banner mas_makeConstraints:^(MASConstraintMaker *make) { make.top.equalTo(self.view); }];
                }
                @end
                """),
            .silent(.csharp, """
                public class ListController : UIViewController
                {
                    UIView header;
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        var overlay = new UIView(View.Bounds) { AutoresizingMask = UIViewAutoresizing.FlexibleDimensions };
                        View.AddSubview(overlay);
                        var footer = new UIView(new CGRect(0, 0, View.Bounds.Width, 44));
                        View.AddSubview(footer);
                        footer.AutoresizingMask = UIViewAutoresizing.FlexibleWidth;
                    }
                }
                """),
            .flagged(.objc, """
                @interface ShakeController : UIViewController
                @end
                @implementation ShakeController
                - (UIButton *)peopleButton {
                    if (!_peopleButton) {
                        _peopleButton = [[UIButton alloc] initWithFrame:CGRectMake(20, CGRectGetHeight([|self.view.bounds|]) - 130, 60, 60)];
                    }
                    return _peopleButton;
                }
                - (UIButton *)musicButton {
                    if (!_musicButton) {
                        _musicButton = [[UIButton alloc] initWithFrame:CGRectMake(CGRectGetMaxX(self.peopleButton.frame) + 20, 0, 60, 60)];
                        _musicButton.frame = CGRectOffset(_musicButton.frame, 0, CGRectGetMinY(self.peopleButton.frame));
                    }
                    return _musicButton;
                }
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [self.view addSubview:self.peopleButton];
                    [self.view addSubview:self.musicButton];
                }
                @end
                """),
            .silent(.swift, """
                final class DirectoryController: UIViewController {
                    let banner = UIView(), badge = UIView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let inset = UIApplication.shared.windows.last?.safeAreaInsets.bottom ?? 0
                        banner.frame = CGRect(x: 0, y: 0, width: 320, height: 44 + inset)
                        view.addSubview(banner)
                        badge.frame = CGRect(x: banner.frame.maxX - 30, y: 4, width: 20, height: 20)
                        view.addSubview(badge)
                    }
                }
                """),
            .silent(.csharp, """
                public class UpgradeViewController : UIViewController
                {
                    UIActivityIndicatorView _spinner;
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        _spinner = new UIActivityIndicatorView
                        {
                            Color = UIColor.Gray,
                            AutoresizingMask = UIViewAutoresizing.FlexibleWidth,
                        };
                        _spinner.Frame = new CGRect(0, 44, View.Bounds.Width, 88f);
                        var login = new UIButton(UIButtonType.RoundedRect);
                        login.Center = new CGPoint(View.Bounds.GetMidX(), View.Bounds.GetMidY());
                        login.AutoresizingMask = UIViewAutoresizing.FlexibleMargins;
                        View.AddSubviews(_spinner, login);
                    }
                }
                """),
            .flagged(.swift, """
                final class SettingsController: UITableViewController {
                    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = UITableViewCell(style: .default, reuseIdentifier: "toggle")
                        let toggle = UISwitch()
                        toggle.frame = CGRect(x: [|cell.bounds|].width - 60, y: 6, width: 51, height: 31)
                        cell.contentView.addSubview(toggle)
                        return cell
                    }
                }
                """),
            .silent(.swift, """
                final class SettingsController: UITableViewController {
                    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = tableView.dequeueReusableCell(withIdentifier: "toggle", for: indexPath)
                        let toggle = UISwitch()
                        toggle.frame = CGRect(x: cell.bounds.width - 60, y: 6, width: 51, height: 31)
                        toggle.autoresizingMask = [.flexibleLeftMargin]
                        cell.contentView.addSubview(toggle)
                        return cell
                    }
                }
                """),
            .flagged(.csharp, """
                public class SettingsController : UITableViewController
                {
                    public override UITableViewCell GetCell(UITableView tableView, NSIndexPath indexPath)
                    {
                        var cell = tableView.DequeueReusableCell("toggle");
                        if (cell == null)
                        {
                            cell = new UITableViewCell(UITableViewCellStyle.Default, "toggle");
                            var toggle = new UISwitch();
                            toggle.Frame = new CGRect([|cell.Bounds|].Width - 60, 6, 51, 31);
                            cell.ContentView.AddSubview(toggle);
                        }
                        return cell;
                    }
                }
                """),
            .silent(.csharp, """
                public class SettingsController : UITableViewController
                {
                    public override UITableViewCell GetCell(UITableView tableView, NSIndexPath indexPath)
                    {
                        var cell = new UITableViewCell(UITableViewCellStyle.Default, "toggle");
                        var toggle = new UISwitch();
                        toggle.Frame = new CGRect(cell.Bounds.Width - 60, 6, 51, 31);
                        toggle.AutoresizingMask = UIViewAutoresizing.FlexibleLeftMargin;
                        cell.ContentView.AddSubview(toggle);
                        return cell;
                    }
                }
                """),
        ])

    static let pattern = Pattern.reads(.bounds, .frame, .safeAreaInsets, .layoutMargins)
        .where(.any(.inSetupOrNibAwakening, .readsACellJustMade), .reachesLaidOutGeometry)
        .unless(.insideClosure, .readsScreenOrAppWindow, .assignedViewFollowsAutoresizing, .all(.readViewPlacedEarlierInFunction, .not(.readsACellJustMade)),
                .readViewKeepsItsNibFrame,
                .readViewIsPlacedOnlyByCode,
                .reachedViewsAreLaidOutAgain, .inAnAppWhoseControllersKeepTheirSize)
        .reportedOncePerStatement(forAllViews: true)
        .message { m, ctx in
            if !Condition.inSetupOrNibAwakening.test(m, ctx) {
                let later = ctx.language == .csharp ? "LayoutSubviews" : "layoutSubviews"
                return "`\(m.text)` is the size of a cell just made, before its table or collection sizes it; pin the view with an autoresizing mask or constraints, or place it in the cell's `\(later)`"
            }
            let method = ctx.callbackName(at: m.anchor) ?? "setup"
            // A view lays out in `layoutSubviews`; a controller (loading its view, or named one) in
            // `viewDidLayoutSubviews`.
            let typeName = ctx.type(at: m.anchor).map { $0.name + " " + $0.bases.joined(separator: " ") } ?? ""
            let inController = Lifecycle.names(.setup).contains(method) || typeName.contains("Controller")
            let later = !inController ? (ctx.language == .csharp ? "LayoutSubviews" : "layoutSubviews")
                : (ctx.language == .csharp ? "ViewDidLayoutSubviews" : "viewDidLayoutSubviews")
            return "`\(m.text)` is read in `\(method)`, before layout has run; pin the view with constraints or an autoresizing mask, or size it in `\(later)`"
        }
}

// MARK: Conditions only this rule asks

private extension Condition {
    /// Every app that builds this file runs in one orientation on the iPhone only: a controller's
    /// root view has its final size when it is loaded, and nothing lays it out at another size.
    static let inAnAppWhoseControllersKeepTheirSize = Condition("in an app whose controllers keep one size") { m, ctx in
        guard ctx.app.controllerSizeIsFixed, let t = ctx.structure.type(at: m.anchor) else { return false }
        // A view loaded from a nib or storyboard has the nib's size until layout, whatever the device.
        let name = ctx.structure.types[t].name
        return !ctx.nibs.hasOutlets(of: name) && !NibLoading.typeLoadsFromNib(name, ctx.fileContext)
    }

    /// A controller's `loadView` / `viewDidLoad` (or a helper called only from them), or a view's
    /// `awakeFromNib`: the views exist with the sizes the nib or initializer gave them, and no
    /// layout pass has run.
    /// The view read is a cell (or its content view) that the same function has just made
    /// (`cell = new UITableViewCell(…)`, `[[UITableViewCell alloc] initWithStyle:…]`) and not yet
    /// handed to its table: its size is the default one, not the row's.
    static let readsACellJustMade = Condition("reads a cell the function has just made") { m, ctx in
        guard let a = m.access, a.receiver.rootIsLocal, let root = a.receiver.components.first,
              a.receiver.components.count == 1 || a.receiver.components.count == 2 && ["contentView", "ContentView"].contains(a.receiver.components[1]),
              let f = ctx.structure.function(at: a.nameToken) else { return false }
        let ts = ctx.tokens
        let body = ctx.structure.functions[f].bodyRange
        let spelled = Array(root.utf8)
        var made = false
        var k = body.lowerBound + 1
        while k < a.receiverStart {
            defer { k += 1 }
            guard ts.kind(k) == .identifier, ts.file.bytes[ts.code[k].range].elementsEqual(spelled), !ts.isPunct(k - 1, ".") else { continue }
            // `cell = …`, `var cell = …`, `UITableViewCell *cell = …`, `let cell: T = …`.
            var eq = k + 1
            if ts.isPunct(eq, ":") { while eq < a.receiverStart, !ts.isAssignment(eq), !ts.isPunct(eq, ";") { eq += 1 } }
            guard eq < a.receiverStart, ts.isAssignment(eq), ts.spells(eq, "=") else { continue }
            let end = Statements.end(ts, from: eq + 1)
            guard end >= eq + 1 else { continue }
            made = ((eq + 1)...end).contains { t in
                // A type's name (`UITableViewCell(style:…)`), not a method's (`dequeueReusableCell(…)`).
                guard ts.kind(t) == .identifier, ts.name(t).hasSuffix("Cell"), ts.name(t).first?.isUppercase == true else { return false }
                if ts.isPunct(t + 1, "(") { return ts.language != .csharp || ts.word(t - 1) == .kNew }
                return ts.language == .objc && ts.kind(t + 1) == .identifier && ts.name(t + 1) == "alloc"
            }
            k = end
        }
        return made
    }

    static let inSetupOrNibAwakening = Condition("in setup or as a nib wakes the object") { m, ctx in
        if ctx.phase(at: m.anchor) == .setup { return true }
        guard let f = ctx.function(at: m.anchor) else { return false }
        return Lifecycle.nibAwakening.contains(f.name)
    }

    /// The value read reaches something that is laid out by it: another view's frame, center or
    /// bounds, a new view's frame, or a size (`itemSize`, a constraint's constant).
    static let reachesLaidOutGeometry = Condition("reaches another view's geometry or a size") { m, ctx in
        guard let a = m.access else { return false }
        return ValueFlow.sinks(of: a, ctx.fileContext).contains { sink in
            switch sink {
            case .geometry(let w): return !ViewPaths.same(ctx.facts.accesses[w], a, ctx.structure)
            case .newView, .sizing: return true
            default: return false
            }
        }
    }

    /// The view read is an outlet that its nib pins at a fixed size to its container's top-left
    /// corner, without constraints: layout never changes its frame, so reading it early is safe
    /// (and a width or height read is safe whenever the nib fixes the size).
    static let readViewKeepsItsNibFrame = Condition("the view read keeps its nib frame") { m, ctx in
        guard let a = m.access, !a.receiver.rootIsLocal, let view = ViewPaths.view(a.receiver), view.count == 1,
              let t = ctx.structure.type(at: a.nameToken) else { return false }
        let cls = ctx.structure.types[t].name
        if ctx.nibs.keepsNibFrame(outlet: view[0], of: cls) { return true }
        // Its width or height alone (or its bounds, whose origin is zero), when the nib fixes its size.
        let sizeOnly = ValueFlow.shape(a, ctx.tokens) == .length || a.member == .bounds
        return sizeOnly && ctx.nibs.keepsNibSize(outlet: view[0], of: cls)
    }

    /// Every view the value reaches is laid out again later: the type sets its frame in a layout
    /// callback, gives it a flexible autoresizing mask or hands it to Auto Layout, or it is a
    /// table's header or footer view (whose width the table sets).
    static let reachedViewsAreLaidOutAgain = Condition("the views it reaches are laid out again") { m, ctx in
        Condition.everyReachedViewIsLaidOutAgain(m, ctx, byLayoutCallbacks: true)
    }

    /// The view that receives the value is given a flexible autoresizing mask in the same function.
    static let assignedViewFollowsAutoresizing = Condition("the assigned view follows its superview") { m, ctx in
        guard let a = m.access, let target = GeometryWrites.assignmentFed(by: a, ctx.fileContext) else { return false }
        let fn = ctx.structure.function(at: a.nameToken)
        let ts = ctx.tokens
        // A center kept by flexible margins stays centered as the container resizes.
        let margins = target.member == .center
        let masked = ctx.facts.index.writes(of: .autoresizingMask, sameViewAs: target, inFunction: fn)
            .lazy.map { ctx.facts.accesses[$0] }.contains { w in
            guard let v = w.value, ViewPaths.same(w, target, ctx.structure) else { return false }
            return v.contains { k in
                let t = ts.kind(k) == .identifier ? ts.name(k).lowercased() : ""
                return t.contains("flexiblewidth") || t.contains("flexibleheight") || t.contains("flexibledimensions")
                    || margins && t.contains("margin")
            }
        }
        if masked { return true }
        // Or the statement that made the view set the mask in its object initializer.
        guard let f = fn, let path = ViewPaths.view(target.receiver), !path.isEmpty else { return false }
        return Autoresizing.madeWithFlexibleMask(path, before: a.nameToken, in: ctx.structure.functions[f].bodyRange, ts, margins: margins)
    }

    /// Reads the screen's bounds (`UIScreen.main.bounds`, `window.screen.bounds`) or a window the
    /// application already shows (`UIApplication.shared.keyWindow`, `…windows.last`): both are
    /// laid out before any controller loads its view.
    static let readsScreenOrAppWindow = Condition("reads the screen or an app window") { m, _ in
        guard let components = m.access?.receiver.components else { return false }
        return components.contains { c in
            c.lowercased().contains("screen") || ["UIApplication", "keyWindow", "KeyWindow", "windows", "Windows"].contains(c)
        }
    }

    /// The view read is one the type frames in code and nothing lays out again: no layout
    /// callback, autoresizing mask, constraints or nib moves it, so its frame is the value the
    /// code gave it whenever it is read (`musicButton.frame` placing the next button). If that
    /// value came from the controller's view too early, that read is the one reported.
    static let readViewIsPlacedOnlyByCode = Condition("the view read is placed by code alone") { m, ctx in
        // One of the type's own views (`self.peopleButton`), not a path through another's.
        guard let a = m.access, !a.receiver.isImplicit, !a.receiver.rootIsLocal, let path = ViewPaths.view(a.receiver), path.count == 1,
              path != ["view"], path != ["View"], let t = ctx.structure.type(at: a.nameToken) else { return false }
        let s = ctx.structure
        guard !ViewPaths.isControllerRootView(path, ctx.tokens, s, at: a.nameToken) else { return false }
        // Framed in code: a frame written, or made with one (`[[UIButton alloc] initWithFrame:…]`).
        let framed = !ctx.facts.index.writes(of: .frame, path: path, inType: t).isEmpty || s.functions.contains { f in
            f.owner == t && ViewTree.assignedConstruction(of: path, before: f.bodyRange.upperBound, in: f.bodyRange, ctx.tokens) != nil
        }
        guard framed else { return false }
        if path.count == 1, !ctx.nibs.views(outlet: path[0], of: s.types[t].name).isEmpty { return false }
        return !Condition.viewIsLaidOutAgain(path: path, local: false, at: a.nameToken, ctx)
    }
}
