/// LL015: the main screen's bounds used to size or place a view.
struct ScreenBoundsInLayoutRule: Rule {
    static let description = RuleDescription(
        code: "LL015", name: "screen-bounds-in-layout", isOptIn: true,
        summary: "Flags `UIScreen.main.bounds` (`UIScreen.MainScreen.Bounds`, `[UIScreen mainScreen].bounds`) used to size or place a view, the frame of a new view, or a size something is laid out by.",
        rationale: """
            An app's window is not the screen. In Split View, Slide Over and Stage Manager, on an \
            external display, and in the middle of a rotation, the window (and every view in it) \
            has a different size from the main screen, so a frame or item size computed from the \
            screen overflows or leaves a gap. Apple deprecated `UIScreen.main` in iOS 16 for this \
            reason. A window made screen-sized (an app without scenes) and a view controller's root \
            view (its parent resizes it) are not flagged, nor are comparisons that pick a layout by \
            screen size. \
            It is opt-in: the screen and the window differ only where the app can run in a \
            smaller window (an iPad app that allows multitasking, Stage Manager, an external \
            display), and that is decided by the project's settings, not the code; audited on real \
            code, four in ten findings were in apps where they cannot differ.
            """,
        fix: """
            Size from what actually contains the view: the view's own `bounds` in a layout pass, \
            the superview's or the window's bounds, or `view.window?.windowScene?.screen` where the \
            screen itself is meant.
            """,
        examples: [
            .flagged(.swift, """
                final class GalleryViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let width = [|UIScreen.main.bounds|].width / 3
                        flowLayout.itemSize = CGSize(width: width, height: width)
                    }
                }
                """),
            .silent(.swift, """
                final class GalleryViewController: UIViewController {
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        let width = view.bounds.width / 3
                        flowLayout.itemSize = CGSize(width: width, height: width)
                        let compact = UIScreen.main.bounds.height < 600
                    }
                    override func loadView() {
                        view = UIView(frame: UIScreen.main.bounds)
                    }
                }
                """),
            .flagged(.csharp, """
                public class ToastView : UIView
                {
                    public void Show(UIView host)
                    {
                        Frame = new CGRect(0, 0, [|UIScreen.MainScreen.Bounds|].Width, 44);
                        host.AddSubview(this);
                    }
                }
                """),
            .silent(.csharp, """
                public class AppDelegate : UIApplicationDelegate
                {
                    public override bool FinishedLaunching(UIApplication app, NSDictionary options)
                    {
                        Window = new UIWindow(UIScreen.MainScreen.Bounds);
                        return true;
                    }
                }
                """),
            .flagged(.objc, """
                @interface BannerView : UIView
                @end
                @implementation BannerView
                - (void)showInView:(UIView *)host {
                    UILabel *label = [[UILabel alloc] initWithFrame:CGRectMake(0, 0, CGRectGetWidth([|[UIScreen mainScreen].bounds|]), 30)];
                    [self addSubview:label];
                }
                @end
                """),
            .silent(.objc, """
                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                    self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
                    if (CGRectGetHeight([UIScreen mainScreen].bounds) < 568) { self.compact = YES; }
                    return YES;
                }
                @end
                """),
        ])

    static let pattern = Pattern.reads(.bounds)
        .where(.readsMainScreen, .sizesOrPlacesAView)
        .unless(.onlySeedsNewViewsThatFollowTheirContainer)
        .reportedOncePerStatement()
        .message { m, ctx in
            let own = ctx.language == .csharp ? "View.Window.Bounds" : ctx.language == .objc ? "self.view.window.bounds" : "view.window?.bounds"
            return "`\(m.lineText)` is the screen, not the window this view is in (Split View, Slide Over, Stage Manager, external displays); size from the superview's bounds or `\(own)`"
        }
}
