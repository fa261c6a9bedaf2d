// A partial class: the base list is in this file, the layout code in GalleryView.Layout.cs.
using UIKit;

namespace Samples
{
    public partial class GalleryView : UIView
    {
        readonly UIView strip = new UIView();
    }
}
