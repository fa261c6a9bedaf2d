/// The layout libraries' vocabularies, as data: which identifiers hand a view to Auto Layout (on
/// its receiver, or on its first argument), which make or change constraints, and which lay views
/// out by frames (so they are no evidence of Auto Layout). Evidence is a whole identifier, never a
/// substring of one: an enum named `UILayoutConstraintAxis` is not a constraint.
enum LayoutVocabulary {
    /// How an identifier is matched.
    enum Spelling: Sendable {
        case exact(StaticString)
        case prefix(StaticString)
        case suffix(StaticString)

        func matches(_ w: UnsafeBufferPointer<UInt8>) -> Bool {
            switch self {
            case .exact(let s): return w.count == s.utf8CodeUnitCount && w.hasPrefix(s)
            case .prefix(let s): return w.count > s.utf8CodeUnitCount && w.hasPrefix(s)
            case .suffix(let s): return w.count > s.utf8CodeUnitCount && w.hasSuffix(s)
            }
        }
    }

    /// What a call in a library's vocabulary does to the view it names.
    enum Effect: Sendable {
        /// Installs constraints on its receiver (`v.snp.makeConstraints`, `[v mas_makeConstraints:]`,
        /// `v.autoPinEdgesToSuperviewEdges()`, `v.edgesToSuperview()`, `[v alignTop:…]`).
        case constrainsReceiver
        /// Hands its first argument to Auto Layout (`stack.addArrangedSubview(v)`).
        case constrainsArgument
        /// Lays its receiver out by frames (`v.pin.top()`, Texture's layout specs): not Auto Layout.
        case framesReceiver
    }

    struct Entry: Sendable {
        let library: String
        let spelling: Spelling
        let effect: Effect
    }

    static let entries: [Entry] = [
        Entry(library: "Masonry", spelling: .exact("mas_makeConstraints"), effect: .constrainsReceiver),
        Entry(library: "Masonry", spelling: .exact("mas_remakeConstraints"), effect: .constrainsReceiver),
        Entry(library: "Masonry", spelling: .exact("mas_updateConstraints"), effect: .constrainsReceiver),
        Entry(library: "PureLayout", spelling: .prefix("autoPin"), effect: .constrainsReceiver),
        Entry(library: "PureLayout", spelling: .prefix("autoSetDimension"), effect: .constrainsReceiver),
        Entry(library: "PureLayout", spelling: .prefix("autoCenterIn"), effect: .constrainsReceiver),
        Entry(library: "PureLayout", spelling: .prefix("autoAlignAxis"), effect: .constrainsReceiver),
        Entry(library: "PureLayout", spelling: .prefix("autoMatchDimension"), effect: .constrainsReceiver),
        Entry(library: "PureLayout", spelling: .prefix("autoConstrainAttribute"), effect: .constrainsReceiver),
        Entry(library: "TinyConstraints", spelling: .exact("edgesToSuperview"), effect: .constrainsReceiver),
        Entry(library: "TinyConstraints", spelling: .exact("centerInSuperview"), effect: .constrainsReceiver),
        Entry(library: "TinyConstraints", spelling: .exact("edges"), effect: .constrainsReceiver),
        Entry(library: "TinyConstraints", spelling: .suffix("ToSuperview"), effect: .constrainsReceiver),
        Entry(library: "FLKAutoLayout", spelling: .exact("alignTop"), effect: .constrainsReceiver),
        Entry(library: "FLKAutoLayout", spelling: .exact("alignLeading"), effect: .constrainsReceiver),
        Entry(library: "FLKAutoLayout", spelling: .exact("alignToView"), effect: .constrainsReceiver),
        Entry(library: "FLKAutoLayout", spelling: .exact("alignCenterWithView"), effect: .constrainsReceiver),
        Entry(library: "FLKAutoLayout", spelling: .exact("alignCenterXWithView"), effect: .constrainsReceiver),
        Entry(library: "FLKAutoLayout", spelling: .exact("alignCenterYWithView"), effect: .constrainsReceiver),
        Entry(library: "FLKAutoLayout", spelling: .exact("constrainWidth"), effect: .constrainsReceiver),
        Entry(library: "FLKAutoLayout", spelling: .exact("constrainHeight"), effect: .constrainsReceiver),
        Entry(library: "FLKAutoLayout", spelling: .suffix("EdgeWithView"), effect: .constrainsReceiver),
        Entry(library: "UIStackView", spelling: .exact("addArrangedSubview"), effect: .constrainsArgument),
        Entry(library: "UIStackView", spelling: .exact("AddArrangedSubview"), effect: .constrainsArgument),
        Entry(library: "UIStackView", spelling: .exact("insertArrangedSubview"), effect: .constrainsArgument),
        Entry(library: "PinLayout", spelling: .exact("pin"), effect: .framesReceiver),
        Entry(library: "Texture", spelling: .suffix("LayoutSpec"), effect: .framesReceiver),
    ]

    /// The library entry an identifier spells, if any.
    static func entry(_ word: ArraySlice<UInt8>) -> Entry? {
        word.withUnsafeBufferPointer { w in entries.first { $0.spelling.matches(w) } }
    }

    /// The identifier speaks Auto Layout: constraints (`NSLayoutConstraint`, `constraints`,
    /// `bottomConstraint`, `constraintEqualToAnchor`), anchors (`topAnchor`, `edgeAnchors`),
    /// SnapKit's `snp`, EasyPeasy's `easy`, visual format, or a constraining call of a library
    /// above. `translatesAutoresizingMaskIntoConstraints` alone says nothing, and a frame-based
    /// library's words are not Auto Layout.
    static func speaksAutoLayout(_ word: ArraySlice<UInt8>) -> Bool {
        let spoken = word.withUnsafeBufferPointer { w -> Bool? in
            if w.hasSuffix("ranslatesAutoresizingMaskIntoConstraints") { return false }
            func exactly(_ s: StaticString) -> Bool { w.count == s.utf8CodeUnitCount && w.hasPrefix(s) }
            if w.hasSuffix("Constraint") || w.hasSuffix("Constraints") || w.hasPrefix("constraint") || w.hasPrefix("Constraint")
                || w.hasSuffix("Anchor") || w.hasSuffix("Anchors") || exactly("snp") || exactly("easy") || w.hasSuffix("VisualFormat") {
                return true
            }
            return nil
        }
        if let spoken { return spoken }
        guard let e = entry(word) else { return false }
        return e.effect != .framesReceiver
    }
}
