// Containers, child controllers, transforms and Auto Layout, written the way real screens are.
// Should emit: LL009 for the map's frame read from the container in viewDidLoad, LL010 for the
// one-time setup in viewDidLayoutSubviews, LL002 for the badge sized from the container's frame
// and for the scroll helper converting a frame from its own space, LL004 for the tilted card's
// frame, LL013 for the avatar's frame under Auto Layout, LL014 for the hinge.
// Silent: the same screens done right (constraints, autoresizing, bounds + center, #if branches).
import UIKit

final class StoreViewController: UIViewController {
    @IBOutlet private weak var mapContainerView: UIView!
    private lazy var mapController = MapViewController()
    private let badge = UILabel()
    private var legendInstalled = false

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(mapController)
        mapController.view.frame = mapContainerView.bounds
        mapContainerView.addSubview(mapController.view)
        mapController.didMove(toParent: self)
        mapContainerView.addSubview(badge)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        badge.frame = CGRect(x: 8, y: 8, width: mapContainerView.frame.width - 16, height: 20)
        if !legendInstalled {
            let legend = LegendView()
            view.addSubview(legend)
            legendInstalled = true
        }
    }
}

final class PinnedStoreViewController: UIViewController {
    @IBOutlet private weak var mapContainerView: UIView!
    private lazy var mapController = MapViewController()
    private var needsRelayout = true

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(mapController)
        mapContainerView.addSubview(mapController.view)
        mapController.view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            mapController.view.topAnchor.constraint(equalTo: mapContainerView.topAnchor),
            mapController.view.bottomAnchor.constraint(equalTo: mapContainerView.bottomAnchor),
            mapController.view.leadingAnchor.constraint(equalTo: mapContainerView.leadingAnchor),
            mapController.view.trailingAnchor.constraint(equalTo: mapContainerView.trailingAnchor),
        ])
        mapController.didMove(toParent: self)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if needsRelayout {
            mapContainerView.layer.cornerRadius = mapContainerView.bounds.height / 12
            needsRelayout = false
        }
    }
}

final class CardDeckView: UIView {
    private let topCard = UIView()
    private let avatar = UIImageView()
    private let door = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(topCard)
        addSubview(avatar)
        avatar.translatesAutoresizingMaskIntoConstraints = false
        avatar.heightAnchor.constraint(equalToConstant: 40).isActive = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func tilt() {
        topCard.transform = CGAffineTransform(rotationAngle: .pi / 16)
        let tiltedWidth = topCard.frame.width
        print(tiltedWidth)
    }

    func hinge() {
        door.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        topCard.bounds = CGRect(x: 0, y: 0, width: bounds.width - 40, height: bounds.height - 40)
        topCard.center = CGPoint(x: bounds.midX, y: bounds.midY)
        avatar.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        #if DEBUG
        door.frame = bounds.insetBy(dx: 4, dy: 4)
        #endif
    }
}

extension UIScrollView {
    func reveal(_ field: UIView) {
        scrollRectToVisible(field.convert(field.frame, to: self), animated: true)
    }

    func revealCorrectly(_ field: UIView) {
        scrollRectToVisible(field.convert(field.bounds, to: self), animated: true)
    }
}
