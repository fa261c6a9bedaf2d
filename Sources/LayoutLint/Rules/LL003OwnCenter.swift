/// LL003: a view (or a view controller's root view) read through its own `center`.
struct OwnCenterRule: Rule {
    static let description = RuleDescription(
        code: "LL003", name: "own-center",
        summary: "Flags reads of the own view's `center` in a view or view controller.",
        rationale: """
            `center` is the view's position in its *superview's* coordinates, like `frame`. The typical \
            slip is `spinner.center = view.center`: the child is placed in the view's own space, so \
            the parent's offset in its superview is added by mistake, and the child ends up off-center \
            (or off-screen) whenever the view is not at the origin of its superview.
            """,
        fix: """
            Center children on the middle of the own bounds: `CGPoint(x: bounds.midX, y: bounds.midY)` \
            (`view.bounds` in a view controller; C#: `new CGPoint(Bounds.GetMidX(), Bounds.GetMidY())`).
            """,
        examples: [
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
                    }
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
        ])

    static let pattern = Pattern.reads(.center)
        .where(.receiverIsOwnView)
        .unless(.insideOwnProperty(.center))
        .message { m, ctx in
            let bounds = ctx.spelled(.bounds, after: m.receiverPrefix(ctx))
            let mid: String
            switch ctx.language {
            case .csharp: mid = "new CGPoint(\(bounds).GetMidX(), \(bounds).GetMidY())"
            case .objc: mid = "CGPointMake(CGRectGetMidX(\(bounds)), CGRectGetMidY(\(bounds)))"
            case .swift: mid = "CGPoint(x: \(bounds).midX, y: \(bounds).midY)"
            }
            return "`\(m.text)` is in the superview's coordinate space; center children at `\(mid)`"
        }
}
