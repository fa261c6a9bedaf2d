// Base classes in their own file: whether a subclass is a cell (LL020) or a view whose UIKit base
// lays out its own subviews (LL016) is settled on the whole run's hierarchy.
import UIKit

class BaseCell: UITableViewCell {}

class BaseCard: UIView {}
