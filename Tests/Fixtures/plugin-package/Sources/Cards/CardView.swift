#if canImport(UIKit)
import UIKit
#endif

/// A card whose label is laid out from the card's own frame: layoutlint's LL001 on line 13.
public final class CardView: UIView {
    private let label = UIView()

    public override func layoutSubviews() {
        super.layoutSubviews()
        addSubview(label)
        label.frame = bounds
        label.frame = frame
    }
}
