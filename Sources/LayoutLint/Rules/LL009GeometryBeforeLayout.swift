/// LL009: geometry read in a setup method, before layout has run.
struct GeometryBeforeLayoutRule: Rule {
    static let description = RuleDescription(
        code: "LL009", name: "geometry-before-layout",
        summary: "Flags a view's `bounds` or `frame` read in `loadView`, `viewDidLoad` or `awakeFromNib` to size or place another view.",
        rationale: """
            Setup methods run before the first layout pass. At that point a view's size is whatever \
            the storyboard, the nib or the initializer gave it (often a different device's size, or \
            zero), and Auto Layout has not resolved anything yet. A frame computed from it is stale \
            the moment layout runs, and nothing recomputes it unless the view follows its parent \
            through an autoresizing mask.
            """,
        fix: """
            Pin the child with constraints (`translatesAutoresizingMaskIntoConstraints = false` and \
            anchors), give it a flexible `autoresizingMask` so it follows its container, or compute \
            the frame in `viewDidLayoutSubviews` / `layoutSubviews`.
            """,
        examples: [
            .flagged(.swift, """
                final class StoreViewController: UIViewController {
                    @IBOutlet weak var mapContainerView: UIView!
                    private lazy var mapController = MapViewController()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        addChild(mapController)
                        mapController.view.frame = [|mapContainerView.bounds|]
                        mapContainerView.addSubview(mapController.view)
                        mapController.didMove(toParent: self)
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
                    private lazy var mapController = MapViewController()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        mapController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                        mapController.view.frame = mapContainerView.bounds
                        mapContainerView.addSubview(mapController.view)
                        header.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
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
                    MapController map = new MapController();
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        map.View.Frame = [|container.Bounds|];
                        container.AddSubview(map.View);
                    }
                }
                """),
            .silent(.csharp, """
                public class StoreController : UIViewController
                {
                    UIView container = new UIView();
                    MapController map = new MapController();
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        map.View.Frame = container.Bounds;
                        map.View.AutoresizingMask = UIViewAutoresizing.FlexibleDimensions;
                        container.AddSubview(map.View);
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
                    [self addChildViewController:self.mapController];
                    self.mapController.view.frame = [|self.mapContainerView.bounds|];
                    [self.mapContainerView addSubview:self.mapController.view];
                }
                @end
                """),
            .silent(.objc, """
                @interface StoreViewController : UIViewController
                @end
                @implementation StoreViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.mapController.view.autoresizingMask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight;
                    self.mapController.view.frame = self.mapContainerView.bounds;
                    self.backdrop.frame = [UIScreen mainScreen].bounds;
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
        ])

    static let pattern = Pattern.reads(.bounds, .frame)
        .where(.inSetupMethod, .feedsAnotherViewsGeometry)
        .unless(.readsScreen, .assignedViewFollowsAutoresizing)
        .message { m, ctx in
            let method = ctx.function(at: m.anchor)?.name ?? "setup"
            let later = ctx.language == .csharp ? "ViewDidLayoutSubviews" : "viewDidLayoutSubviews"
            return "`\(m.text)` is read in `\(method)`, before layout has run; pin the view with constraints or an autoresizing mask, or size it in `\(later)`"
        }
}
