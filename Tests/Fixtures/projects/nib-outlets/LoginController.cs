// The storyboard beside this file says how each outlet follows its container.
public partial class LoginController : UIViewController
{
    public override void ViewDidLoad()
    {
        base.ViewDidLoad();
        // container: flexible margins in the storyboard, so it stays centered; silent.
        var frame = container.Frame;
        frame.X = NMath.Floor((View.Frame.Width - frame.Width) / 2f);
        container.Frame = frame;
        // banner: pinned to the top-left at a fixed size, so nothing widens it again; flagged.
        banner.Frame = new CGRect(0, 0, View.Frame.Width, 44);
        // badge: pinned by constraints in the storyboard; silent.
        badge.Frame = new CGRect(0, 0, View.Frame.Width, 20);
    }
}

public partial class AssignmentCell : UITableViewCell
{
    public override void AwakeFromNib()
    {
        base.AwakeFromNib();
        // priorityBackground keeps its nib frame (fixed size, pinned top-left): silent.
        var frame = priorityBackground.Frame;
        frame.Width = frame.Height;
        priority.Frame = frame;
        // stretchy has a flexible width: its nib width is stale until layout; flagged.
        priority.Frame = new CGRect(0, 0, stretchy.Frame.Width, 10);
        // floating only has flexible margins: they move it, but the size given here stays stale; flagged.
        floating.Frame = new CGRect(CGPoint.Empty, Frame.Size);
    }
}

public partial class StickerCell : UITableViewCell
{
    public override void AwakeFromNib()
    {
        base.AwakeFromNib();
        // arrow has constant width and height constraints in the xib: its bounds are final; silent.
        maskLayer.Frame = arrow.Bounds;
        // bubble is pinned to the edges: its bounds grow with the cell; flagged.
        shadowLayer.Frame = bubble.Bounds;
    }
}
