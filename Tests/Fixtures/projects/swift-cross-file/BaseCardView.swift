// The base class lives in its own file; ProductCardView.swift inherits from it.
import UIKit

class BaseCardView: UIView {
    let contentInset: CGFloat = 12
}
