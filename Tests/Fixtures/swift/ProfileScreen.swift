// A profile screen written the way many apps write it: a controller, a header view, a cell.
// Should emit: LL001 at the header's frame-based inset and the controller's view.frame,
// LL003 at spinner.center = view.center, LL006 at the direct layoutSubviews() call,
// LL008 at the header moving itself, LL011 at the avatar's halved origin.
// Everything else (bounds-based layout, sibling stacking, locals named frame/center) is correct.
import UIKit

final class ProfileHeaderView: UIView {
    private let avatar = UIImageView()
    private let nameLabel = UILabel()
    private let bioLabel = UILabel()
    private var lastWidth: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(avatar)
        addSubview(nameLabel)
        addSubview(bioLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard lastWidth != bounds.width else { return }
        lastWidth = bounds.width
        let content = frame.insetBy(dx: 16, dy: 12)
        avatar.frame = CGRect(x: (bounds.width - 64) / 2, y: 12, width: 64, height: 64)
        nameLabel.frame = CGRect(x: content.minX, y: avatar.frame.maxY + 8, width: content.width, height: 22)
        let frame = bounds.insetBy(dx: 16, dy: 0)
        bioLabel.frame = CGRect(x: frame.minX, y: nameLabel.frame.maxY + 4, width: frame.width, height: 40)
    }

    func collapse() {
        frame.size.height = 80
        setNeedsLayout()
        layoutIfNeeded()
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: 140)
    }
}

final class StatCell: UITableViewCell {
    private let valueLabel = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        let center = CGPoint(x: contentView.bounds.midX, y: contentView.bounds.midY)
        valueLabel.sizeToFit()
        valueLabel.center = center
        valueLabel.frame = valueLabel.frame.integral
    }

    func update(value: String) {
        valueLabel.text = value
        layoutSubviews()
    }
}

final class ProfileViewController: UIViewController {
    private let header = ProfileHeaderView()
    private let tableView = UITableView()
    private let spinner = UIActivityIndicatorView(style: .medium)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        view.addSubview(spinner)
        tableView.tableHeaderView = header
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        tableView.frame = view.bounds
        header.frame = CGRect(x: 0, y: 0, width: view.frame.width, height: 140)
        spinner.center = view.center
    }

    func showError(_ message: String) {
        let label = UILabel()
        label.text = "Could not load view.frame"
        // view.center would be wrong here, see LL003.
        label.sizeToFit()
        label.center = CGPoint(x: view.bounds.midX, y: floor(view.bounds.midY))
        view.addSubview(label)
    }
}
