/// LL015: the main screen's bounds used to size or place a view.
struct ScreenBoundsInLayoutRule: Rule {
    static let readsTheApps = true
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
            The screen and the window differ only where the app can run in a smaller window (an \
            iPad app that does not require full screen, an app that also runs on the Mac), and \
            that is decided by the project, not the code: layoutlint reads the apps' `Info.plist` \
            and Xcode targets (`TARGETED_DEVICE_FAMILY`, `UIRequiresFullScreen`) and stays silent \
            in code that only an iPhone-only or full-screen app builds. Code with no app around it \
            (a library) can run in any app, so it is flagged. `--show-config` lists the apps found. \
            It stays opt-in: audited on real code, about a quarter of its findings in apps that can \
            run in a smaller window were still harmless (initial frames a container replaces, input \
            accessory views the keyboard stretches, views in the keyboard's own window).
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
        .where(.readsMainScreen, .sizesOrPlacesAView, .inAnAppWhoseWindowCanDifferFromTheScreen)
        .unless(.onlySeedsNewViewsThatFollowTheirContainer)
        .reportedOncePerStatement()
        .message { m, ctx in
            let own = ctx.language == .csharp ? "View.Window.Bounds" : ctx.language == .objc ? "self.view.window.bounds" : "view.window?.bounds"
            return "`\(m.lineText)` is the screen, not the window this view is in (Split View, Slide Over, Stage Manager, external displays); size from the superview's bounds or `\(own)`"
        }
}

// MARK: Conditions only this rule asks

private extension Condition {
    /// The apps that build this file can run in a window smaller than the screen (or none does:
    /// library code runs anywhere).
    static let inAnAppWhoseWindowCanDifferFromTheScreen = Condition("in an app whose window can be smaller than the screen") { _, ctx in
        ctx.app.windowCanDifferFromScreen
    }

    /// Reads the main screen's bounds: `UIScreen.main.bounds`, `UIScreen.MainScreen.Bounds`,
    /// `[UIScreen mainScreen].bounds`.
    static let readsMainScreen = Condition("reads the main screen") { m, _ in
        guard let r = m.access?.receiver.components, r.count >= 2, let k = r.firstIndex(of: "UIScreen"), k + 1 < r.count else {
            return false
        }
        return ["main", "MainScreen", "mainScreen"].contains(r[k + 1])
    }

    /// The value sizes or places a view: a view's frame, bounds or center, the frame of a view
    /// being made, or a size something is laid out by (an item size, a constraint's constant).
    /// A window and a view controller's root view do not count: a window is screen-sized in an app
    /// without scenes, and a root view is resized by its parent whatever it starts with.
    static let sizesOrPlacesAView = Condition("sizes or places a view") { m, ctx in
        guard let a = m.access else { return false }
        let ts = ctx.tokens, s = ctx.structure
        if ctx.role == .window { return false }
        for sink in ValueFlow.sinks(of: a, ctx.fileContext) {
            switch sink {
            case .geometry(let w):
                let target = ctx.facts.accesses[w]
                guard let path = ViewPaths.view(target.receiver) else { continue }
                if let last = path.last, last.lowercased().hasSuffix("window") || ViewTree.containerSizedSlots.contains(last) { continue }
                if ViewPaths.isControllerRootView(path, ts, s, at: target.nameToken) { continue }
                if ctx.role == .viewController, path == ["view"] || path == ["View"], !target.receiver.rootIsLocal { continue }
                return true
            case .newView(let at):
                let statement = Statements.around(ts, at)
                if statement.contains(where: { ts.kind($0) == .identifier && ts.name($0).contains("Window") }) { continue }
                if let f = ctx.function(at: at), ["loadView", "LoadView"].contains(f.name) { continue }
                if ViewTree.statementAssignsTableHeaderOrFooter(at, ctx.fileContext) { continue }
                if let holder = ViewTree.holderOfNewView(around: at, ctx.fileContext) {
                    if ViewPaths.isControllerRootView(holder.path, ts, s, at: holder.token) { continue }
                    if let last = holder.path.last, last.lowercased().hasSuffix("window") { continue }
                    // An input accessory view is as wide as the keyboard, whatever it starts with.
                    if let f = s.function(at: at), holder.path.count == 1,
                       ViewTree.becomesInputAccessory(holder.path[0], in: s.functions[f].bodyRange, ts) { continue }
                }
                return true
            case .sizing:
                // Kept as the screen's size (`App.ScreenWidth = …`): the code says it means the screen.
                let statement = Statements.around(ts, a.nameToken)
                if let eq = statement.first(where: { ts.isAssignment($0) && ts.spells($0, "=") }), eq > statement.lowerBound,
                   s.role(eq - 1) != .declaredName, s.local(named: ts.name(statement.lowerBound), at: eq) == nil,
                   (statement.lowerBound..<eq).contains(where: { ts.kind($0) == .identifier && ts.name($0).lowercased().contains("screen") }) {
                    continue
                }
                return true
            default:
                continue
            }
        }
        return false
    }
}
