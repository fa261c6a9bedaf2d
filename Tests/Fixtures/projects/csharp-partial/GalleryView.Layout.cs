// Should emit: LL001 for Frame, LL008 for the view moving itself and LL003 for reading its own Center.
using CoreGraphics;

namespace Samples
{
    public partial class GalleryView
    {
        public override void LayoutSubviews()
        {
            base.LayoutSubviews();
            strip.Frame = new CGRect(0, 0, Frame.Width, 80);
        }

        public void Nudge() { Center = new CGPoint(Center.X, 10); }
    }
}
