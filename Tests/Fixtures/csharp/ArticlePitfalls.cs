// The pitfalls from the layout articles, written as a Xamarin.iOS app would.
// Should emit: LL001 for View.Frame in the controller and Frame in the custom view (also in the
// manual X/Y conversion), LL003 for View.Center, LL005 for the parent's Center (through a local),
// LL006 for the direct LayoutSubviews call, LL007 for the view setting its own mask, LL011 for the
// centered origins that are not truncated.
using System;
using CoreGraphics;
using UIKit;

namespace Samples.Layout
{
    public class PhotoController : UIViewController
    {
        readonly UIView photoView = new UIView();
        readonly UIActivityIndicatorView spinner = new UIActivityIndicatorView();
        const int BarHeight = 44;

        public override void ViewDidLoad()
        {
            base.ViewDidLoad();
            View.AddSubview(photoView);
            View.AddSubview(spinner);
        }

        public override void ViewDidLayoutSubviews()
        {
            base.ViewDidLayoutSubviews();
            photoView.Frame = new CGRect { Width = View.Frame.Width, Height = BarHeight };
            spinner.Center = View.Center;
        }
    }

    public class CaptionView : UIView
    {
        readonly UILabel caption = new UILabel();

        public CaptionView(CGRect frame) : base(frame)
        {
            AutoresizingMask = UIViewAutoresizing.FlexibleWidth;
            AddSubview(caption);
        }

        public override void LayoutSubviews()
        {
            base.LayoutSubviews();
            caption.Frame = Frame;
        }

        public CGPoint ToParent(CGPoint p)
        {
            var xInParent = p.X + Frame.X;
            var yInParent = p.Y + Frame.Y;
            return new CGPoint(xInParent, yInParent);
        }

        public void Refresh()
        {
            LayoutSubviews();
        }
    }

    public static class CenteringExtensions
    {
        public static void CenterNaively(this UIView child, nfloat width, nfloat height)
        {
            var parent = child.Superview;
            var parentBounds = parent.Bounds;
            child.Frame = new CGRect
            {
                X = (parentBounds.Width - width) / 2,
                Y = (parentBounds.Height - height) / 2,
                Width = width,
                Height = height,
            };
        }

        public static void CenterOnParentCenter(this UIView child)
        {
            var parent = child.Superview;
            child.Center = child.ConvertPointFromView(parent.Center, parent);
        }

        public static void CenterTruncated(this UIView child, nfloat width, nfloat height)
        {
            var parentBounds = child.Superview.Bounds;
            child.Frame = new CGRect
            {
                X = (int)((parentBounds.Width - width) / 2),
                Y = (int)((parentBounds.Height - height) / 2),
                Width = width,
                Height = height,
            };
        }
    }
}
