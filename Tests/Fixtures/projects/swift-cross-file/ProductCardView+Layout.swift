import UIKit

extension ProductCardView {
    func layoutPrice() {
        priceLabel.frame = CGRect(x: 0, y: 0, width: frame.width, height: 20)
    }
}
