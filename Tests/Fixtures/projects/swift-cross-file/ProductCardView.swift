// ProductCardView is a view only through BaseCardView (declared in another file), and its
// extension in ProductCardView+Layout.swift is part of the class.
// Should emit: LL001 in the extension, LL001 for self.frame in the class.
import UIKit

final class ProductCardView: BaseCardView {
    let priceLabel = UILabel()

    func priceOrigin() -> CGPoint {
        CGPoint(x: self.frame.maxX - 60, y: contentInset)
    }
}

final class ProductPresenter {
    var frame: CGRect = .zero
    func present(_ card: ProductCardView) {
        card.frame = frame
    }
}
