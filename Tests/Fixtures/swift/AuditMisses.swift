// The real bugs the first real-code audit found missing (issue 12), one of each class per language.
final class BarView: UIView {
    private var button: UIButton?
    private var didSetUp = false
    private let avatar = UIImageView(), label = UILabel()
    override func layoutSubviews() {
        super.layoutSubviews()
        if button == nil {
            let b = UIButton()
            addSubview(b)
            button = b
        }
        guard !didSetUp else { return }
        didSetUp = true
        addSubview(label)
    }
}
final class CellView: UITableViewCell {
    private let badge = UILabel(), avatar = UIImageView()
    override func layoutSubviews() {
        super.layoutSubviews()
        contentView.addSubview(badge)
        badge.center = contentView.center
        avatar.frame = CGRect(x: 8, y: contentView.bounds.midY - avatarSize.height / 2, width: 40, height: 40)
        var r = CGRect.zero
        r.origin.x = (bounds.width - 30) / 2.0
        r.size = CGSize(width: 30, height: 30)
        label.frame = r
    }
}
final class FeedController: UIViewController {
    let spinner = UIActivityIndicatorView()
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let layout = UICollectionViewFlowLayout()
    let table = UITableView()
    let header = UIView()
    override func viewDidLoad() {
        super.viewDidLoad()
        header.snp.makeConstraints { $0.edges.equalToSuperview() }
        header.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        layout.itemSize = CGSize(width: view.frame.width / 3 - 10, height: 100)
        table.frame = CGRect(x: 0, y: 0, width: 320, height: view.bounds.height - 44)
        view.addSubview(table)
    }
    func scrolled() {
        spinner.center = CGPoint(x: collectionView.center.x + collectionView.contentOffset.x, y: collectionView.center.y + collectionView.contentOffset.y)
    }
}
// Must stay silent: the same views laid out the safe way.
final class SafeCellView: UITableViewCell {
    private let badge = UILabel(), avatar = UIImageView(), label = UILabel()
    private var button: UIButton?
    func setUp() {
        if button == nil {
            let b = UIButton()
            contentView.addSubview(b)
            button = b
        }
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        contentView.addSubview(badge)
        badge.center = CGPoint(x: contentView.bounds.midX, y: contentView.bounds.midY)
        avatar.frame = CGRect(x: 8, y: (contentView.bounds.midY - avatarSize.height / 2).rounded(), width: 40, height: 40)
        var r = CGRect.zero
        r.origin.x = ((bounds.width - 30) / 2.0).rounded(.down)
        r.size = CGSize(width: 30, height: 30)
        label.frame = r
    }
}
final class SafeFeedController: UIViewController {
    let layout = UICollectionViewFlowLayout(), table = UITableView(), header = UIView()
    override func viewDidLoad() {
        super.viewDidLoad()
        header.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        header.snp.makeConstraints { $0.edges.equalToSuperview() }
        view.addSubview(table)
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layout.itemSize = CGSize(width: view.bounds.width / 3 - 10, height: 100)
        table.frame = CGRect(x: 0, y: 0, width: 320, height: view.bounds.height - 44)
    }
}
