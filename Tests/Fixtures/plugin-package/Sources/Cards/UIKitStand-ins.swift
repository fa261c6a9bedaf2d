// Just enough of UIKit for the sample to compile where UIKit does not exist (Linux).
#if !canImport(UIKit)
public struct CGRect: Equatable { public var x = 0.0, y = 0.0, width = 0.0, height = 0.0 }

open class UIView {
    open var frame = CGRect()
    open var bounds = CGRect()
    public init() {}
    open func layoutSubviews() {}
    open func addSubview(_ view: UIView) {}
}
#endif
