// Containers, transforms and Auto Layout in a Xamarin.iOS app.
// Should emit: LL009 for View.Bounds read in ViewDidLoad, LL010 for the one-time setup in
// ViewDidLayoutSubviews, LL004 for the scaled image's frame, LL013 for the avatar's frame,
// LL002 for the hint sized from the superview's frame.
// Silent: the corrected versions, and a frame set only in a branch that does not use Auto Layout.
using CoreGraphics;
using UIKit;

namespace Samples.Containers
{
    public class SearchController : UIViewController
    {
        UITableView results = new UITableView();
        UIView banner = new UIView();
        bool _bannerAdded;

        public override void ViewDidLoad()
        {
            base.ViewDidLoad();
            results.Frame = View.Bounds;
            View.AddSubview(results);
        }

        public override void ViewDidLayoutSubviews()
        {
            base.ViewDidLayoutSubviews();
            if (!_bannerAdded)
            {
                View.AddSubview(banner);
                _bannerAdded = true;
            }
            banner.Frame = new CGRect(0, 0, View.Bounds.Width, 44);
        }
    }

    public class FixedSearchController : UIViewController
    {
        UITableView results = new UITableView();

        public override void ViewDidLoad()
        {
            base.ViewDidLoad();
            results.AutoresizingMask = UIViewAutoresizing.FlexibleDimensions;
            results.Frame = View.Bounds;
            View.AddSubview(results);
        }
    }

    public class ZoomingImageView : UIView
    {
        UIImageView image = new UIImageView();
        UIImageView avatar = new UIImageView();
        UILabel hint = new UILabel();

        public ZoomingImageView(CGRect frame) : base(frame)
        {
            AddSubview(image);
            AddSubview(avatar);
#if USE_CONSTRAINTS
            avatar.TranslatesAutoresizingMaskIntoConstraints = false;
            avatar.HeightAnchor.ConstraintEqualTo(40).Active = true;
#endif
        }

        public void Zoom(nfloat scale)
        {
            image.Transform = CGAffineTransform.MakeScale(scale, scale);
            var zoomed = image.Frame.Size;
        }

        public override void LayoutSubviews()
        {
            base.LayoutSubviews();
            image.Bounds = Bounds;
            image.Center = new CGPoint(Bounds.GetMidX(), Bounds.GetMidY());
#if USE_CONSTRAINTS
            avatar.Frame = new CGRect(0, 0, 40, 40);
#else
            avatar.Frame = new CGRect(0, 0, 48, 48);
#endif
            hint.Frame = new CGRect(0, 0, Superview.Frame.Width, 20);
        }
    }
}
