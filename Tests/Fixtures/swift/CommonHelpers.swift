// Helpers and non-view code that must stay silent: extensions of UIKit classes (called by the
// owner of a view), value types with their own `frame`, closures with parameters named like
// UIKit members, window subclasses, frame property overrides, and SwiftUI views.
// Should emit: nothing.
import SwiftUI
import UIKit

extension UIView {
    var left: CGFloat {
        get { frame.minX }
        set { frame.origin.x = newValue }
    }

    func centerInSuperview() {
        guard let parent = superview else { return }
        center = CGPoint(x: parent.bounds.midX, y: parent.bounds.midY)
        autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    }
}

extension UIViewController {
    func embed(_ child: UIViewController, in container: UIView) {
        addChild(child)
        child.view.frame = container.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

struct Sticker {
    var frame: CGRect
    var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }
}

final class OverlayWindow: UIWindow {
    func cover(_ screen: UIScreen) {
        frame = screen.bounds
        center = CGPoint(x: screen.bounds.midX, y: screen.bounds.midY)
    }
}

final class SnappingView: UIView {
    override var frame: CGRect {
        get { super.frame }
        set { super.frame = newValue.integral }
    }
    override var center: CGPoint {
        didSet { if center != oldValue { setNeedsLayout() } }
    }

    func animateIn(views: [UIView]) {
        views.forEach { view in view.frame = bounds }
        let frames = views.map { $0.frame }
        UIView.animate(withDuration: 0.2) { [weak self] in
            guard let self else { return }
            self.layoutIfNeeded()
        }
        _ = frames.map { frame in frame.width }
    }
}

struct BadgeLabel: View {
    var body: some View {
        GeometryReader { proxy in
            Text("frame \(proxy.frame(in: .local).width)")
        }
    }
}
