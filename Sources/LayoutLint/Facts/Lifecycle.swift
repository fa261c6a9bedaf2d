/// The UIKit lifecycle methods the rules care about, in every language's spelling.
enum Lifecycle {
    /// Runs before the first layout pass: geometry read here is not final.
    static let setupMethods: Set<String> = [
        "loadView", "viewDidLoad", "awakeFromNib", "LoadView", "ViewDidLoad", "AwakeFromNib",
    ]
    /// Runs during the layout pass.
    static let layoutMethods: Set<String> = [
        "layoutSubviews", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
        "LayoutSubviews", "ViewWillLayoutSubviews", "ViewDidLayoutSubviews",
    ]
    /// Calls that add to the view tree.
    static let treeBuilding: Set<String> = [
        "addSubview", "insertSubview", "addChild", "addChildViewController",
        "AddSubview", "InsertSubview", "InsertSubviewAbove", "InsertSubviewBelow", "AddChildViewController", "AddChild",
    ]
}
