import UIKit

// Flagged: BaseCell is a UITableViewCell, so the label belongs in contentView, and skipping
// super.layoutSubviews() leaves the content view and accessory unplaced.
final class ProfileCell: BaseCell {
    private let nameLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        addSubview(nameLabel)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func layoutSubviews() {
        nameLabel.frame = bounds.insetBy(dx: 16, dy: 4)
    }
}

// Flagged through a base the linted files do not declare, named like a cell.
final class SwipeableMessageCell: SwipeTableViewCell {
    private let body = UILabel()

    func configure() {
        addSubview(body)
    }
}

// Silent: BaseCard is a plain view that lays out nothing by itself.
final class ProfileCard: BaseCard {
    private let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(nameLabel)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func layoutSubviews() {
        nameLabel.frame = bounds.insetBy(dx: 16, dy: 4)
    }
}
