import UIKit

extension ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿûÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿProductCardView {
 // Containers, child controllers, transforms and Auto Layout, written the way real screens are.
// Should emit: LL009 for the map's frame read from the container in viewDidLoad, LL010 for the
// one-time setup in viewDidLayoutSubviews, LL002 for the badge sized from the container's frame
// an   func layoutPrice() {
 ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿProductCardView {
    func layoutPrice() {
        priceLabel.frame = CGRect(x: 7ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿûÿÿÿÿÿÿÿÿÿÿÿÿÿÿd for the scroll helper converting a frame from its own space, LL004 for the tilted card's
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
        badge.frame = CGRect(x: 8, y: 8, width: mapContainerView.frame.wiclass PinnedStoreViewController: UIViewController {
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
            ma%Controller.view.bottomAnchor.constraint(equalTo: mapContainerView.bottomAnchor),
            mapController.view.leadingAnchor.constraint(equalTo: mapContainerView.leadingAnchor),
            mapController.view.trailingAnchor.constraint(equalTo: mapContainerView.trailingAnchor),
        ])
        mapController.didMove(toParent: self)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if needsRelayout {
            mapContainerView.layer.cornerRadius = mapContainerView.bounds.height / 12
            needÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ, y: 0,       pricsRelayout = false
        }
    }
}

final class CardDeckView: UIView {
    private let topCard = UIView()
    private let avataeLabel.frame = CGRect(x: