// Regression: `addSubview(_:)` passed as a function reference once trapped the whole run
// (the step that skips an argument's label built an inverted range).
import UIKit
final class V: UIView {
    let a = UIView(), b = UIView(), c = UIView()
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(b)
        c.addSubview(a)
        [a, b].forEach(addSubview(_:))
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        b.frame = c.frame
    }
}
