/// LL005: reading the superview's `center`.
struct SuperviewCenterRule: Rule {
    static let description = RuleDescription(
        code: "LL005", name: "superview-center",
        summary: "Flags reads of a superview's `center`.",
        rationale: """
            A superview's `center` is set by *its* owner, and nothing guarantees that has happened \
            yet: layout runs when a view's size changes, so a parent can be sized (and lay out its \
            children) before it is moved, and moving it later does not lay the children out again. \
            Code that centers a child on `superview.center` therefore depends on the order in which \
            other views are positioned, even when it converts the point correctly.
            """,
        fix: """
            Use the superview's `bounds`, which the superview owns: \
            `CGPoint(x: parent.bounds.midX, y: parent.bounds.midY)` is the middle of the parent in the \
            child's frame space.
            """,
        examples: [
            .flagged(.swift, """
                final class Toast: UIView {
                    func recenter(_ child: UIView) {
                        child.center = [|superview!.center|]
                        let p = convert([|superview?.center|] ?? .zero, from: superview)
                    }
                }
                """),
            .flagged(.swift, """
                func centerInParent(_ child: UIView) {
                    guard let parent = child.superview else { return }
                    child.center = child.convert([|parent.center|], from: parent)
                }
                """),
            .silent(.swift, """
                func centerInParent(_ child: UIView) {
                    guard let parent = child.superview else { return }
                    child.center = CGPoint(x: parent.bounds.midX, y: parent.bounds.midY)
                }
                """),
            .silent(.swift, """
                final class Toast: UIView {
                    func recenter(_ child: UIView, next: UIView) {
                        let size = superview?.bounds.size ?? .zero
                        child.center = CGPoint(x: size.width / 2, y: size.height / 2)
                        next.center = child.center
                    }
                }
                """),
            .flagged(.csharp, """
                public static class Centering
                {
                    public static void Center(UIView child)
                    {
                        var parent = child.Superview;
                        child.Center = child.ConvertPointFromView([|parent.Center|], parent);
                    }
                }
                """),
            .flagged(.csharp, """
                public class Overlay : UIView
                {
                    public void Recenter(UIView child) { child.Center = [|Superview.Center|]; }
                }
                """),
            .silent(.csharp, """
                public static class Centering
                {
                    public static void Center(UIView child)
                    {
                        var parent = child.Superview;
                        var parentBounds = parent.Bounds;
                        child.Center = new CGPoint(parentBounds.GetMidX(), parentBounds.GetMidY());
                    }
                }
                """),
            .silent(.csharp, """
                public class Overlay : UIView
                {
                    public void Recenter(UIView child, UIView anchor)
                    {
                        var parent = FindContainer();
                        child.Center = anchor.Center;
                        var c = parent.Center;
                    }
                }
                """),
            .flagged(.objc, """
                @implementation OverlayView
                - (void)recenter:(UIView *)child {
                    child.center = [|child.superview.center|];
                    UIView *parent = child.superview;
                    child.center = [child convertPoint:[|parent.center|] fromView:parent];
                    CGPoint c = [|[[self superview] center]|];
                }
                @end
                """),
            .silent(.objc, """
                @implementation OverlayView
                - (void)recenter:(UIView *)child {
                    UIView *parent = child.superview;
                    child.center = CGPointMake(CGRectGetMidX(parent.bounds), CGRectGetMidY(parent.bounds));
                    child.center = self.anchor.center;
                }
                @end
                """),
            .silent(.objc, """
                @implementation OverlayView
                - (void)recenter:(UIView *)child {
                    UIView *parent = [self containerFor:child];
                    CGPoint c = parent.center;
                }
                @end
                """),
        ])

    static let pattern = Pattern.reads(.center)
        .where(.receiverIsSuperview)
        .message { m, ctx in
            var parent = String(m.receiverPrefix(ctx).dropLast())
            while parent.last == "?" || parent.last == "!" { parent.removeLast() }
            let bounds = ctx.spelled(.bounds, after: parent + ".")
            return "`\(m.text)` may not be valid yet: only the superview's owner positions it; use `\(bounds)` instead"
        }
}
