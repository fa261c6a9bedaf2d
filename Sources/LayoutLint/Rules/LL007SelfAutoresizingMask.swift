/// LL007 (opt-in): a view deciding its own autoresizing mask.
struct SelfAutoresizingMaskRule: Rule {
    static let description = RuleDescription(
        code: "LL007", name: "self-autoresizing-mask", isOptIn: true,
        summary: "Flags a view type that sets its own `autoresizingMask`.",
        rationale: """
            The autoresizing mask decides how a view is resized and moved when its *superview* \
            changes size: it is a layout decision, like `frame` and `center`, and belongs to the \
            owner of the view. A view that sets its own mask takes that decision away from every \
            parent that uses it, and the parent's layout or animation then fights an invisible rule \
            set somewhere else. This rule is opt-in: most views that set their own mask do it once, \
            in their initializer, to fill whatever they are added to (overlays, HUDs, input \
            accessory views), and their owners rely on it; it is worth selecting in code that \
            composes many reusable views.
            """,
        fix: """
            Delete the assignment from the view and set the mask where the view is created and \
            added (`child.autoresizingMask = [.flexibleWidth, .flexibleHeight]`), or lay the view out \
            with constraints.
            """,
        examples: [
            .flagged(.swift, """
                final class BannerView: UIView {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        [|autoresizingMask|] = [.flexibleWidth, .flexibleHeight]
                    }
                    func pin() { [|self.autoresizingMask|] = .flexibleWidth }
                }
                """),
            .silent(.swift, """
                final class BannerView: UIView {
                    private let image = UIImageView()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        image.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                        addSubview(image)
                        if autoresizingMask.contains(.flexibleWidth) { setNeedsLayout() }
                    }
                }
                """),
            .silent(.swift, """
                final class BannerViewController: UIViewController {
                    override func loadView() {
                        super.loadView()
                        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    }
                }
                extension UIView {
                    func fillSuperview() { autoresizingMask = [.flexibleWidth, .flexibleHeight] }
                }
                """),
            .flagged(.csharp, """
                public class BannerView : UIView
                {
                    public BannerView(CGRect frame) : base(frame)
                    {
                        [|AutoresizingMask|] = UIViewAutoresizing.FlexibleWidth;
                        [|this.AutoresizingMask|] |= UIViewAutoresizing.FlexibleHeight;
                    }
                }
                """),
            .silent(.csharp, """
                public class BannerView : UIView
                {
                    public BannerView(CGRect frame) : base(frame)
                    {
                        AddSubview(new UIImageView { AutoresizingMask = UIViewAutoresizing.FlexibleDimensions });
                    }
                }
                """),
            .silent(.csharp, """
                public class BannerController : UIViewController
                {
                    UIView child = new UIView();
                    public override void ViewDidLoad()
                    {
                        View.AutoresizingMask = UIViewAutoresizing.FlexibleDimensions;
                        child.AutoresizingMask = UIViewAutoresizing.FlexibleWidth;
                    }
                }
                """),
            .flagged(.objc, """
                @interface BannerView : UIView
                @end
                @implementation BannerView
                - (instancetype)initWithFrame:(CGRect)frame {
                    if ((self = [super initWithFrame:frame])) {
                        [|self.autoresizingMask|] = UIViewAutoresizingFlexibleWidth;
                        [|[self setAutoresizingMask:UIViewAutoresizingFlexibleHeight]|];
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
                    if ((self = [super initWithFrame:frame])) {
                        self.imageView.autoresizingMask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight;
                    }
                    return self;
                }
                @end
                """),
            .silent(.objc, """
                @interface BannerViewController : UIViewController
                @end
                @implementation BannerViewController
                - (void)loadView {
                    [super loadView];
                    self.view.autoresizingMask = UIViewAutoresizingFlexibleWidth;
                }
                @end
                """),
        ])

    static let pattern = Pattern.writes(.autoresizingMask)
        .where(.inView, .receiverIsOwnView)
        .message { m, ctx in
            "a view must not set its own `\(m.text)`: only its owner decides how it follows the superview; set the mask where the view is added"
        }
}
