/// LL012 (opt-in): a center computed by halving, which can put the view between pixels.
struct UnalignedCenterRule: Rule {
    static let description = RuleDescription(
        code: "LL012", name: "unaligned-center", isOptIn: true,
        summary: "Flags a `center` assigned from a halved length (`/ 2`, `* 0.5`, `midX`, `midY`) without a pixel-safe setter.",
        rationale: """
            Setting `center` puts the view's *middle* at that point, so its origin is the center \
            minus half the view's size. With an odd width, an integral center gives a half-point \
            origin, and a half-point center gives an integral origin only for odd sizes: no rounding \
            of the center alone is right for every size, and the misaligned view is drawn blurry. \
            This rule is opt-in because `CGPoint(x: bounds.midX, y: bounds.midY)` is otherwise the \
            recommended way to center a child.
            """,
        fix: """
            Set the frame instead (`frame.origin = …` with rounded coordinates), or use a setter that \
            floors the center and adds half a point back for odd sizes (for example a \
            `setCenterPixelAligned(_:)` helper).
            """,
        examples: [
            .flagged(.swift, """
                final class LoadingView: UIView {
                    private let spinner = UIActivityIndicatorView()
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        [|spinner.center|] = CGPoint(x: bounds.midX, y: bounds.midY)
                    }
                }
                """),
            .silent(.swift, """
                final class LoadingView: UIView {
                    private let spinner = UIActivityIndicatorView(), badge = UIView()
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        spinner.setCenterPixelAligned(CGPoint(x: bounds.midX, y: bounds.midY))
                        badge.center = spinner.center
                        spinner.center = CGPoint(x: floor(bounds.width / 2), y: 20)
                    }
                }
                """),
            .flagged(.csharp, """
                public static class Centering
                {
                    public static void Center(UIView child)
                    {
                        var parentBounds = child.Superview.Bounds;
                        [|child.Center|] = new CGPoint(parentBounds.Width / 2, parentBounds.Height / 2);
                    }
                }
                """),
            .silent(.csharp, """
                public static class Centering
                {
                    public static void Center(UIView child)
                    {
                        var parentBounds = child.Superview.Bounds;
                        child.SafeSetCenter(new CGPoint(parentBounds.Width / 2, parentBounds.Height / 2));
                        child.Center = anchor.Center;
                    }
                }
                """),
            .flagged(.objc, """
                @interface LoadingView : UIView
                @end
                @implementation LoadingView
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    [|self.spinner.center|] = CGPointMake(CGRectGetMidX(self.bounds), CGRectGetMidY(self.bounds));
                }
                @end
                """),
            .silent(.objc, """
                @interface LoadingView : UIView
                @end
                @implementation LoadingView
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    [self.spinner setCenterPixelAligned:CGPointMake(CGRectGetMidX(self.bounds), CGRectGetMidY(self.bounds))];
                    self.badge.center = self.spinner.center;
                }
                @end
                """),
        ])

    static let pattern = Pattern.writes(.center)
        .where(.centerFromHalving)
        .message { m, _ in
            "`\(m.text)` is set from a halved length: for odd sizes the view's origin lands on a half point; set a rounded frame origin or use a pixel-aligning setter"
        }
}

// MARK: Conditions only this rule asks

private extension Condition {
    /// A center assigned from a halved length or a rectangle's middle (`/ 2`, `* 0.5`, `midX`).
    static let centerFromHalving = Condition("a center from a halved length") { m, ctx in
        m.access.flatMap { PixelAlignment.unroundedCenter($0, ctx.fileContext) } != nil
    }
}
