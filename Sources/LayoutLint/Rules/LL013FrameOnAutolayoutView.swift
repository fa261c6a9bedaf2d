/// LL013: frame or center set on a view that Auto Layout owns.
struct FrameOnAutolayoutViewRule: Rule {
    static let description = RuleDescription(
        code: "LL013", name: "frame-on-autolayout-view",
        summary: "Flags a `frame` or `center` write to a view that the same type hands to Auto Layout with `translatesAutoresizingMaskIntoConstraints = false`.",
        rationale: """
            Once a view's `translatesAutoresizingMaskIntoConstraints` is `false`, its constraints \
            decide its size and position: the next layout pass computes `bounds` and `center` from \
            them and overwrites whatever the code wrote. The write appears to work until something \
            triggers layout, and then the view jumps back.
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
                    }
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        [|avatar.frame|].origin.y = 20
                        [|avatar.center|] = CGPoint(x: view.bounds.midX, y: 80)
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
                public class ProfileController : UIViewController
                {
                    UIImageView avatar = new UIImageView();
                    public override void ViewDidLoad()
                    {
                        avatar.TranslatesAutoresizingMaskIntoConstraints = false;
                        View.AddSubview(avatar);
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
                }
                - (void)viewDidLayoutSubviews {
                    [super viewDidLayoutSubviews];
                    [|self.avatar.frame|] = CGRectMake(0, 20, 64, 64);
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
        ])

    static let pattern = Pattern.writes(.frame, .center)
        .where(.viewUsesAutoLayoutInType)
        .message { m, _ in
            "`\(m.text)` is set on a view laid out by Auto Layout, which will overwrite it; change its constraints instead"
        }
}
