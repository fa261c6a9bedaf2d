// Swift spells the override: a frame seeded in viewDidLoad that an override of the base class's
// hook sets again is laid out again (silent); one that only an action method sets again is not.
import UIKit

class PlayerScreenBase: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        layoutControls()
    }

    func layoutControls() {}
}

final class ProbeScreen: PlayerScreenBase {
    private let panel = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        panel.frame = view.bounds
        view.addSubview(panel)
    }

    override func layoutControls() {
        panel.frame = view.bounds
    }
}

final class StatsScreen: UIViewController {
    private let panel = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        panel.frame = view.bounds
        view.addSubview(panel)
    }

    @objc private func refreshTapped() {
        panel.frame = view.bounds.insetBy(dx: 8, dy: 8)
    }
}
