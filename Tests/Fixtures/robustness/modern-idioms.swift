// Modern Swift idioms around layout code: the whole pipeline must read them without trapping or
// hanging, with every rule selected, and give the same findings on every run.
import UIKit
import Observation
import SwiftUI

infix operator <~ : AdditionPrecedence
prefix operator √

func <~ (lhs: UIView, rhs: CGRect) { lhs.frame = rhs }
prefix func √ (value: CGFloat) -> CGFloat { value.squareRoot() }

@Observable
final class PanelModel {
    var title = ""
    var inset: CGFloat = 8
}

@resultBuilder
enum SubviewBuilder {
    static func buildBlock(_ views: UIView...) -> [UIView] { views }
    static func buildOptional(_ views: [UIView]?) -> [UIView] { views ?? [] }
}

enum LayoutFailure: Error { case noRoom }

final class PanelView: UIView {
    let title = UILabel(), badge = UIView(), spinner = UIActivityIndicatorView(), footer = UIView()
    private var extras: [UIView] = []
    private let pattern = /(\d+)x(\d+)/
    private let raw = #"frame.\(not interpolated) "quoted""#
    private let nested = ##"a "# inside"##

    override init(frame: CGRect) {
        super.init(frame: frame)
        [title, badge].forEach(addSubview(_:))
        [spinner, footer].forEach(addSubview)
        footer.addSubview(_: spinner)
        extras = (0..<3).map { _ in UIView() }
        extras.forEach(self.addSubview(_:))
        let made = [CGRect.zero, bounds].map(UIView.init(frame:))
        made.forEach { addSubview($0) }
        let button = UIButton(type: .system)
        button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
        addSubview(button)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func tapped(_ sender: UIButton) {}

    @SubviewBuilder func content(showBadge: Bool) -> [UIView] {
        title
        if showBadge { badge }
    }

    func sizes<each V: UIView>(_ views: repeat each V) -> [CGSize] {
        var out: [CGSize] = []
        repeat out.append((each views).bounds.size)
        return out
    }

    func fit(in width: CGFloat) throws(LayoutFailure) -> CGFloat {
        guard width > 0 else { throw .noRoom }
        return width - 16
    }

    func describe(_ view: some UIView, other: any UIView) -> String {
        let widths = [view, other].map(\.frame.width)
        let heights = [view].map(\UIView.bounds.height)
        return "\(widths) \(heights) \(raw.count) \(nested.count)"
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inner = bounds.insetBy(dx: 8, dy: 8)
        title.frame = CGRect(x: inner.minX, y: inner.minY, width: inner.width, height: 20)
        if let match = "40x20".firstMatch(of: pattern), let w = Double(match.1) {
            badge.frame.size = CGSize(width: w, height: w)
        }
        if let first = extras.first { first.frame = inner }
        spinner.center = CGPoint(x: bounds.midX, y: bounds.midY)
        footer <~ CGRect(x: 0, y: bounds.height - 44, width: bounds.width, height: √1936)
        let height = bounds
            .insetBy(dx: 4, dy: 4)
        #if os(iOS)
            .height
        #else
            .width
        #endif
        badge.bounds.size.height = height
        UIView.animate(withDuration: 0.2) {
            self.badge.alpha = 1
        } completion: { _ in
            self.badge.alpha = 0.9
        }
        let width = try? fit(in: bounds.width)
        _ = width.map { footer.bounds.size.width = $0 }
    }
}

final class CardController: UIViewController {
    private let card = PanelView(frame: .zero)
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(card)
        let keyPath: KeyPath<UIView, CGRect> = \.frame
        _ = view[keyPath: keyPath]
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        card.frame = view.bounds
    }
}

#Preview("Panel") {
    PanelView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
}
