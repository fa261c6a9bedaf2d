// The real bugs the first real-code audit found missing (issue 12), one of each class per language.
public class BarView : UIView
{
    UIButton button; UILabel badge = new UILabel(); UIView contentView = new UIView();
    public override void LayoutSubviews()
    {
        base.LayoutSubviews();
        if (button == null) { button = new UIButton(); AddSubview(button); }
        contentView.AddSubview(badge);
        badge.Center = contentView.Center;
        spinner.Center = new CGPoint(collectionView.Center.X + collectionView.ContentOffset.X, collectionView.Center.Y);
        avatar.Frame = new CGRect(8, Bounds.GetMidY() - avatarSize.Height / 2, 40, 40);
        var r = new CGRect(0, 0, 30, 30);
        r.X = (Bounds.Width - 30) / 2;
        label.Frame = r;
    }
}
public class FeedController : UIViewController
{
    UIView header = new UIView(); UITableView table = new UITableView();
    public override void ViewDidLoad()
    {
        base.ViewDidLoad();
        header.TranslatesAutoresizingMaskIntoConstraints = false;
        NSLayoutConstraint.ActivateConstraints(new[] { header.LeadingAnchor.ConstraintEqualTo(View.LeadingAnchor) });
        header.Frame = new CGRect(0, 0, 100, 40);
        table.Frame = new CGRect(0, 0, 320, View.Frame.Height - NavigationController.NavigationBar.Frame.Height);
        View.AddSubview(table);
    }
}
// Must stay silent: the same views laid out the safe way.
public class SafeBarView : UIView
{
    UIButton button; UILabel badge = new UILabel(); UIView contentView = new UIView();
    public void SetUp()
    {
        if (button == null) { button = new UIButton(); AddSubview(button); }
    }
    public override void LayoutSubviews()
    {
        base.LayoutSubviews();
        contentView.AddSubview(badge);
        badge.Center = new CGPoint(contentView.Bounds.GetMidX(), contentView.Bounds.GetMidY());
        avatar.Frame = new CGRect(8, NMath.Floor(Bounds.GetMidY() - avatarSize.Height / 2), 40, 40);
    }
}
public class SafeFeedController : UIViewController
{
    UIView header = new UIView(); UITableView table = new UITableView();
    public override void ViewDidLoad()
    {
        base.ViewDidLoad();
        header.Frame = new CGRect(0, 0, 100, 40);
        header.TranslatesAutoresizingMaskIntoConstraints = false;
        NSLayoutConstraint.ActivateConstraints(new[] { header.LeadingAnchor.ConstraintEqualTo(View.LeadingAnchor) });
        View.AddSubview(table);
    }
    public override void ViewDidLayoutSubviews()
    {
        base.ViewDidLayoutSubviews();
        table.Frame = new CGRect(0, 0, 320, View.Bounds.Height - 44);
    }
}
