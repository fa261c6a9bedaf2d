/// The conditions that say what a geometry read feeds and when its code runs, in the words the
/// rules' documentation uses: "reaches a child's geometry", "a length read while the view is
/// being constructed".
extension Condition {
    // MARK: What a read feeds

    /// The value read reaches the geometry of a view other than the one read: another view's
    /// frame, center or bounds, the frame of a view being made (`UILabel(frame: …)`), or drawing
    /// and paths, which work in the reading view's own space. Followed through rectangle
    /// arithmetic and locals; a read that is only compared, logged, returned, stored or handed to
    /// another call reaches none.
    public static let reachesChildGeometry = Condition("reaches another view's geometry") { m, ctx in
        guard let a = m.access else { return false }
        return ValueFlow.sinks(of: a, ctx).contains { sink in
            switch sink {
            case .geometry(let w):
                return !ViewPaths.same(ctx.facts.accesses[w], a, ctx.structure)
            case .newView, .drawing:
                return true
            default:
                return false
            }
        }
    }

    /// A superview's frame (`superview.frame`, `cell.superview.frame`, a local bound to one)
    /// reaches the geometry of the view it contains or of that view's children: it is in the
    /// grandparent's space there. A local bound to *another* view's superview feeding an
    /// unrelated view says nothing about containment.
    public static let superviewFrameReachesItsSubtree = Condition("a superview's frame reaches the view it contains") { m, ctx in
        guard let a = m.access, let r = Optional(a.receiver), !r.isOpaque else { return false }
        // Whose superview: the receiver minus its last component, or a local alias's source.
        var owner: [String]?
        if let last = r.components.last, last == "superview" || last == "Superview" {
            owner = Array(r.components.dropLast())
        } else if r.components.count == 1, r.rootIsSuperviewAlias,
                  let l = ctx.structure.local(named: r.components[0], at: a.receiverStart) {
            owner = ViewPaths.superviewOwner(l, ctx.tokens, ctx.structure)
        }
        guard let child = owner else { return false }
        return ValueFlow.sinks(of: a, ctx).contains { sink in
            switch sink {
            case .geometry(let w):
                guard child.count > 0 else { return true }  // the own superview: the view and its children
                guard let target = ViewPaths.view(ctx.facts.accesses[w].receiver) else { return false }
                return target == child
            case .newView, .drawing:
                return child.isEmpty
            default:
                return false
            }
        }
    }

    /// The read takes only a width, height or size, which is the same in the view's own space and
    /// its superview's (without a transform).
    public static let isLengthRead = Condition("a width, height or size") { m, ctx in
        guard let a = m.access else { return false }
        return ValueFlow.shape(a, ctx.tokens) == .length
    }

    // MARK: When the code runs

    /// In an initializer, `awakeFromNib`, or a helper the type calls only from them: no owner
    /// has placed the view and no transform has been set yet.
    public static let duringConstruction = Condition("while the view is constructed") { m, ctx in
        ctx.phase(at: m.anchor) == .construction
    }

    /// In a layout callback or a helper the type calls only from one.
    public static let duringLayout = Condition("during a layout pass") { m, ctx in
        ctx.phase(at: m.anchor) == .layout
    }

    /// Before the first layout pass: construction, `loadView`, `viewDidLoad`, or their helpers.
    public static let beforeLayout = Condition("before the first layout pass") { m, ctx in
        ctx.phase(at: m.anchor).isBeforeLayout
    }
}
