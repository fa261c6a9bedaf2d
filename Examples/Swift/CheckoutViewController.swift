// layoutlint example: the layout bugs the articles describe, in Swift.
// Run: swift run layoutlint Examples
import UIKit

final class SummaryBadge: UIView {
    private let countLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth]            // LL007: the owner decides this
        addSubview(countLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        countLabel.frame = frame                      // LL001: use bounds
    }

    func pulse() {
        center.y -= 4                                 // LL008: only the owner moves a view
        layoutSubviews()                              // LL006: setNeedsLayout() + layoutIfNeeded()
    }
}

final class CheckoutViewController: UIViewController {
    private let badge = SummaryBadge()
    private let spinner = UIActivityIndicatorView(style: .large)

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        spinner.center = view.center                  // LL003: center on view.bounds
        badge.frame = CGRect(x: (view.bounds.width - 120) / 2, y: 20, width: 120, height: 32)  // LL011
    }

    func centerInParent(_ child: UIView) {
        guard let parent = child.superview else { return }
        child.center = child.convert(parent.center, from: parent)  // LL005: use parent.bounds
    }
}
