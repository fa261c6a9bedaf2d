/// What layoutlint knows about UIKit without reading it: which classes are views and view
/// controllers, and which methods mark a class as one when its base is out of sight.
enum UIKitCatalog {
    static let views: Set<String> = [
        "UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UIScrollView", "UITableView",
        "UICollectionView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
        "UITableViewHeaderFooterView", "UIStackView", "UITextField", "UITextView", "UIVisualEffectView",
        "UINavigationBar", "UIToolbar", "UITabBar", "UISearchBar", "UISlider", "UISwitch",
        "UISegmentedControl", "UIActivityIndicatorView", "UIProgressView", "UIPickerView", "UIDatePicker",
        "UIPageControl", "UIStepper", "UIInputView", "UIRefreshControl", "UIColorWell", "UIContentUnavailableView",
        "UICalendarView", "UIListContentView", "UIBackgroundConfigurationView", "UICollectionViewListCell",
        "MKMapView", "MKAnnotationView", "MKMarkerAnnotationView", "MKPinAnnotationView", "MKOverlayView",
        "WKWebView", "UIWebView", "SKView", "SCNView", "ARSCNView", "ARView", "MTKView", "GLKView",
        "PKCanvasView", "PDFView", "AVPlayerView", "AVRoutePickerView", "ASAuthorizationAppleIDButton",
        "UIWindow",
    ]

    /// Views that place themselves (no superview decides their frame): windows, and map
    /// annotation views, which MapKit positions by their center and which size themselves.
    static let windows: Set<String> = [
        "UIWindow", "MKAnnotationView", "MKMarkerAnnotationView", "MKPinAnnotationView", "MKUserLocationView",
    ]

    static let viewControllers: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIPageViewController", "UISplitViewController", "UISearchController",
        "UIAlertController", "UIActivityViewController", "UIImagePickerController", "UIInputViewController",
        "UIReferenceLibraryViewController", "UIDocumentPickerViewController", "UIDocumentBrowserViewController",
        "UIFontPickerViewController", "UIColorPickerViewController", "UIVideoEditorController",
        "UIHostingController", "SFSafariViewController", "MFMailComposeViewController",
        "MFMessageComposeViewController", "AVPlayerViewController", "QLPreviewController",
        "PHPickerViewController", "CNContactViewController", "CNContactPickerViewController",
        "EKEventEditViewController", "EKEventViewController", "SKStoreProductViewController",
        "DialogViewController",
    ]

    /// Common bases that are certainly not views: a class deriving from one of these is judged by
    /// nothing else.
    static let notViews: Set<String> = [
        "NSObject", "Object", "object", "EventArgs", "Exception", "Error", "UIResponder", "CALayer",
        "UIGestureRecognizer", "NSOperation", "Operation", "UIViewControllerTransitioningDelegate",
        "UIPresentationController", "UIDocument", "NSManagedObject", "Codable", "Equatable", "Hashable",
    ]

    /// A Foundation or AppKit class (`NSView`, `NSTableCellView`, `NSViewController`): macOS views
    /// are laid out by other rules (flipped coordinates, `layout()`), so a class built on one is not
    /// judged as a UIKit view or controller.
    static func isAppKit(_ name: String) -> Bool {
        let u = Array(name.utf8)
        return u.count > 2 && u[0] == UInt8(ascii: "N") && u[1] == UInt8(ascii: "S")
            && u[2] >= UInt8(ascii: "A") && u[2] <= UInt8(ascii: "Z")
    }

    /// Overrides that only a view has (in any of the three languages' spellings).
    static let viewOnlyMethods: Set<String> = ["layoutSubviews", "LayoutSubviews", "draw", "Draw", "drawRect"]
    /// Overrides that only a view controller has.
    static let controllerOnlyMethods: Set<String> = [
        "viewDidLoad", "ViewDidLoad", "loadView", "LoadView", "viewDidLayoutSubviews", "ViewDidLayoutSubviews",
        "viewWillLayoutSubviews", "ViewWillLayoutSubviews", "viewWillAppear", "ViewWillAppear",
        "viewDidAppear", "ViewDidAppear",
    ]
}
