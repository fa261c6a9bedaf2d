// A correct screen: layout from bounds, children positioned by their owner, layout requested
// with SetNeedsLayout/LayoutIfNeeded, object initializers that set the new view's own properties.
// Should emit: nothing.
using CoreGraphics;
using UIKit;

namespace Samples.Gallery
{
    public sealed class ThumbnailCell : UICollectionViewCell
    {
        public static readonly NSString Key = new NSString(nameof(ThumbnailCell));
        readonly UIImageView image = new UIImageView { ContentMode = UIViewContentMode.ScaleAspectFill };
        readonly UILabel title = new UILabel { Font = UIFont.PreferredCaption1 };

        public ThumbnailCell(CGRect frame) : base(frame)
        {
            ContentView.AddSubview(image);
            ContentView.AddSubview(title);
        }

        public override void LayoutSubviews()
        {
            base.LayoutSubviews();
            var bounds = ContentView.Bounds;
            image.Frame = new CGRect(0, 0, bounds.Width, bounds.Width);
            title.Frame = new CGRect(0, image.Frame.Bottom + 4, bounds.Width, 18);
        }
    }

    public class GalleryController : UIViewController
    {
        UICollectionView grid;
        UIView banner;

        public override void LoadView()
        {
            base.LoadView();
            banner = new UIView { AutoresizingMask = UIViewAutoresizing.FlexibleWidth, Frame = new CGRect(0, 0, 320, 44) };
            View.AddSubview(banner);
            View.AutoresizingMask = UIViewAutoresizing.FlexibleDimensions;
        }

        public override void ViewDidLayoutSubviews()
        {
            base.ViewDidLayoutSubviews();
            banner.Frame = new CGRect(0, View.SafeAreaInsets.Top, View.Bounds.Width, 44);
            grid.Frame = new CGRect(0, banner.Frame.Bottom, View.Bounds.Width, View.Bounds.Height - banner.Frame.Bottom);
            var center = new CGPoint(View.Bounds.GetMidX(), View.Bounds.GetMidY());
            grid.Center = center;
        }

        void Expand()
        {
            UIView.Animate(0.25, () =>
            {
                View.SetNeedsLayout();
                View.LayoutIfNeeded();
            });
            var message = $"frame is {View.Bounds} not {nameof(View.Frame)}";
        }
    }
}
