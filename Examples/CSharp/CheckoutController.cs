// layoutlint example: the layout bugs the articles describe, in C# (Xamarin.iOS / .NET for iOS).
// Run: swift run layoutlint Examples
using CoreGraphics;
using UIKit;

public class SummaryBadge : UIView
{
    readonly UILabel countLabel = new UILabel();

    public SummaryBadge(CGRect frame) : base(frame)
    {
        AutoresizingMask = UIViewAutoresizing.FlexibleWidth;   // LL007
        AddSubview(countLabel);
    }

    public override void LayoutSubviews()
    {
        base.LayoutSubviews();
        countLabel.Frame = Frame;                                // LL001
    }

    public void Refresh() => LayoutSubviews();                   // LL006
}

public class CheckoutController : UIViewController
{
    readonly UIView header = new UIView();
    readonly UIActivityIndicatorView spinner = new UIActivityIndicatorView();

    public override void ViewDidLayoutSubviews()
    {
        base.ViewDidLayoutSubviews();
        header.Frame = new CGRect { Width = View.Frame.Width, Height = 44 };   // LL001
        spinner.Center = View.Center;                                          // LL003
        var parent = spinner.Superview;
        spinner.Frame = new CGRect((parent.Bounds.Width - 40) / 2, 0, 40, 40);  // LL011
    }
}
