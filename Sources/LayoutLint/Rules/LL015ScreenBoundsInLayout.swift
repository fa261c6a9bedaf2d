/// LL015: the main screen's bounds used to size or place a view.
struct ScreenBoundsInLayoutRule: Rule {
    static let readsTheApps = true
    static let description = RuleDescription(
        code: "LL015", name: "screen-bounds-in-layout", isOptIn: true,
        summary: "Flags `UIScreen.main.bounds` (`UIScreen.MainScreen.Bounds`, `[UIScreen mainScreen].bounds`, the application frame, or a macro, constant or getter the project defines as one of them) used to size or place a view, the frame of a new view, or a size something is laid out by.",
        rationale: """
            An app's window is not the screen. In Split View, Slide Over and Stage Manager, on an \
            external display, and in the middle of a rotation, the window (and every view in it) \
            has a different size from the main screen, so a frame or item size computed from the \
            screen overflows or leaves a gap. Apple deprecated `UIScreen.main` in iOS 16 for this \
            reason. A window made screen-sized (an app without scenes) and a view controller's root \
            view (its parent resizes it) are not flagged, nor are comparisons that pick a layout by \
            screen size. \
            Projects often give the screen's size a name (`#define kScreenWidth [UIScreen \
            mainScreen].bounds.size.width`, `static let width = UIScreen.main.bounds.width`, a C# \
            static field, a getter): a use of the name counts where some file of the run defines it \
            so. A scale (`kScreenWidth / 375.0`) or a predicate made from it is not a size. \
            The screen and the window differ only where the app can run in a smaller window (an \
            iPad app that does not require full screen, an app that also runs on the Mac), and \
            that is decided by the project, not the code: layoutlint reads the apps' `Info.plist` \
            and Xcode targets (`TARGETED_DEVICE_FAMILY`, `UIRequiresFullScreen`) and stays silent \
            in code that only an iPhone-only or full-screen app builds. Code with no app around it \
            (a library) can run in any app, so it is flagged. `--show-config` lists the apps found. \
            Code that only an iPhone runs (under an idiom test) is silent where the value is used \
            at once, not where an initializer or `viewDidLoad` keeps it: that is the screen of one \
            orientation. \
            It stays opt-in: audited on real code, about half of its findings in apps that can run \
            in a smaller window were still harmless (initial frames a container replaces, table \
            headers and input accessory views that their container stretches, views in the \
            keyboard's own window, sizes only an iPhone reaches).
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
            // The project's own names for the screen's size: a macro, a constant, a getter.
            .flagged(.objc, """
                #define kScreenWidth [UIScreen mainScreen].bounds.size.width
                @implementation PhotoCell
                - (instancetype)initWithFrame:(CGRect)frame {
                    self = [super initWithFrame:frame];
                    _photo = [[UIImageView alloc] initWithFrame:CGRectMake(15, 10, [|kScreenWidth|] - 30, 100)];
                    return self;
                }
                @end
                """),
            .silent(.objc, """
                #define kScreenWidth [UIScreen mainScreen].bounds.size.width
                #define kScale (kScreenWidth / 375.0)
                #define IS_SMALL_SCREEN (kScreenWidth < 375)
                @implementation PhotoCell
                - (instancetype)initWithFrame:(CGRect)frame {
                    self = [super initWithFrame:frame];
                    _caption.font = [UIFont systemFontOfSize:14 * kScale];
                    _caption.hidden = IS_SMALL_SCREEN;
                    return self;
                }
                @end
                """),
            .flagged(.swift, """
                enum Screen {
                    static let width = UIScreen.main.bounds.width
                }
                final class Banner: UIView {
                    private let photo = UIImageView()
                    func show() {
                        photo.frame = CGRect(x: 0, y: 0, width: [|Screen.width|], height: 80)
                    }
                }
                """),
            .silent(.swift, """
                enum Screen {
                    static let isCompact = UIScreen.main.bounds.width < 375
                }
                final class Banner: UIView {
                    private let photo = UIImageView()
                    func show() {
                        if Screen.isCompact { photo.isHidden = true }
                    }
                }
                """),
            .flagged(.csharp, """
                public class EventController : UIViewController
                {
                    protected static nfloat ScreenWidth = UIScreen.MainScreen.Bounds.Width;
                    UILabel title = new UILabel();
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        title.Frame = new CGRect(10, 10, [|ScreenWidth|] - 20, 30);
                    }
                }
                """),
            .silent(.csharp, """
                public class EventController : UIViewController
                {
                    static readonly bool IsSmallScreen = UIScreen.MainScreen.Bounds.Width < 375;
                    UILabel title = new UILabel();
                    public override void ViewDidLoad()
                    {
                        base.ViewDidLoad();
                        title.Hidden = IsSmallScreen;
                    }
                }
                """),
        ])

    static let pattern = Pattern.reads(.bounds)
        .where(.readsMainScreen, .sizesOrPlacesAView, .inAnAppWhoseWindowCanDifferFromTheScreen)
        .unless(.onlySeedsNewViewsThatFollowTheirContainer, .onlyOnAnIPhone)
        .alsoThroughScreenNames()
        .reportedOncePerStatement()
        .message { m, ctx in
            let own = ctx.language == .csharp ? "View.Window.Bounds" : ctx.language == .objc ? "self.view.window.bounds" : "view.window?.bounds"
            return "`\(m.lineText)` is the screen, not the window this view is in (Split View, Slide Over, Stage Manager, external displays); size from the superview's bounds or `\(own)`"
        }
}

// MARK: Conditions only this rule asks

private extension Condition {
    /// Run only on an iPhone (`if UIDevice.current.userInterfaceIdiom == .phone { … }`, the
    /// `else` of an iPad test, `if (!IS_IPAD)`), and when it is used rather than while something is
    /// built: an iPhone app's window is the screen, but a size kept from an initializer or
    /// `viewDidLoad` is the screen of that moment, which turns when the phone does.
    static let onlyOnAnIPhone = Condition("only on an iPhone") { m, ctx in
        guard let f = ctx.structure.function(at: m.anchor), !ctx.phase(at: m.anchor).isBeforeLayout else { return false }
        let body = ctx.structure.functions[f].bodyRange
        return Branches.armConditions(ctx.tokens, m.anchor, within: body).contains { arm in
            switch DeviceTest.of(arm.condition, ctx.tokens) {
            case .phone?: return !arm.whenFalse
            case .pad?: return arm.whenFalse
            case nil: return false
            }
        }
    }
}

/// What a condition tests of the device: that it is an iPhone or an iPad (`userInterfaceIdiom ==
/// .pad`, `UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPhone`, C#'s `UserInterfaceIdiom ==
/// UIUserInterfaceIdiom.Pad`, a flag named for it: `isPad`, `IS_IPHONE`), negations included.
enum DeviceTest {
    case phone, pad

    static func of(_ condition: Range<Int>, _ ts: TokenStream) -> DeviceTest? {
        // One test, not a combination.
        if condition.contains(where: { ts.isOperator($0, "||") || ts.isOperator($0, "&&") || ts.isPunct($0, ",") }) { return nil }
        var found: DeviceTest?
        var idiom = false
        for k in condition where ts.kind(k) == .identifier {
            let name = ts.name(k)
            if name.contains("Idiom") || name.contains("idiom") || name.contains("IDIOM") { idiom = true }
            let flat = name.lowercased().replacingOccurrences(of: "_", with: "")
            if ["phone", "uiuserinterfaceidiomphone"].contains(flat) || (flagNames[flat] == .phone) { found = .phone }
            if ["pad", "uiuserinterfaceidiompad"].contains(flat) || (flagNames[flat] == .pad) { found = .pad }
            if let f = flagNames[flat] { idiom = true; found = f }
        }
        guard idiom, var test = found else { return nil }
        let negated = condition.contains { ts.isOperator($0, "!=") || ts.isOperator($0, "!") }
        if negated { test = test == .phone ? .pad : .phone }
        return test
    }

    private static let flagNames: [String: DeviceTest] = [
        "ispad": .pad, "isipad": .pad, "ipad": .pad, "kisipad": .pad, "deviceisipad": .pad, "isipaddevice": .pad,
        "isphone": .phone, "isiphone": .phone, "iphone": .phone, "kisiphone": .phone, "deviceisiphone": .phone,
    ]
}

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
            case .returned:
                // The size a collection or table lays an item out by, or a view's own fitting size.
                if let f = s.function(at: a.nameToken), returnsALayoutSize(s.functions[f], ts) { return true }
            case .argument:
                // A constraint's constant (`widthAnchor.constraint(equalToConstant: …)`, SnapKit's
                // `make.width.equalTo(…)`, `[v mas_makeConstraints:…]`).
                let bytes = ts.file.bytes
                if Statements.around(ts, a.nameToken).contains(where: {
                    ts.kind($0) == .identifier && LayoutVocabulary.speaksAutoLayout(bytes[ts.code[$0].range])
                }) { return true }
            default:
                continue
            }
        }
        return false
    }

    /// The methods and properties whose value a collection, a table or a superview lays a view
    /// out by: item and row sizes, header and footer sizes, `sizeThatFits`, `intrinsicContentSize`,
    /// `preferredContentSize`. Asked of the method's name and signature labels.
    static func returnsALayoutSize(_ f: FunctionDecl, _ ts: TokenStream) -> Bool {
        if layoutSizeMembers.contains(f.name.selectorHead) { return true }
        guard f.nameToken < f.bodyOpen else { return false }
        return (f.nameToken..<f.bodyOpen).contains { ts.kind($0) == .identifier && layoutSizeLabels.contains(ts.name($0)) }
    }

    static let layoutSizeMembers: Set<String> = [
        "sizeThatFits", "intrinsicContentSize", "preferredContentSize", "SizeThatFits", "IntrinsicContentSize", "PreferredContentSize",
        "GetSizeForItem", "GetHeightForRow", "GetHeightForHeader", "GetHeightForFooter", "GetReferenceSizeForHeader",
        "GetReferenceSizeForFooter", "EstimatedHeight", "GetEstimatedHeight",
    ]
    static let layoutSizeLabels: Set<String> = [
        "sizeForItemAt", "sizeForItemAtIndexPath", "heightForRowAt", "heightForRowAtIndexPath", "referenceSizeForHeaderInSection",
        "referenceSizeForFooterInSection", "heightForHeaderInSection", "heightForFooterInSection", "estimatedHeightForRowAt",
        "estimatedHeightForRowAtIndexPath",
    ]
}
