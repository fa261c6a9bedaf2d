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

    /// Libraries whose spellings are everyday words: they count only in a file that imports them.
    static let needsImport: Set<String> = ["TinyConstraints"]

    /// The modules a Swift file imports (`import TinyConstraints`, `@testable import X`).
    static func importedLibraries(_ ts: TokenStream) -> Set<String> {
        var out = Set<String>()
        for i in 0..<ts.count where ts.code[i].kind == .identifier && ts.spells(i, "import") {
            if ts.kind(i + 1) == .identifier { out.insert(ts.name(i + 1)) }
        }
        return out
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
        Entry(library: "TinyConstraints", spelling: .exact("horizontalToSuperview"), effect: .constrainsReceiver),
        Entry(library: "TinyConstraints", spelling: .exact("verticalToSuperview"), effect: .constrainsReceiver),
        Entry(library: "TinyConstraints", spelling: .exact("leftToSuperview"), effect: .constrainsReceiver),
        Entry(library: "TinyConstraints", spelling: .exact("rightToSuperview"), effect: .constrainsReceiver),
        Entry(library: "TinyConstraints", spelling: .exact("topToSuperview"), effect: .constrainsReceiver),
        Entry(library: "TinyConstraints", spelling: .exact("bottomToSuperview"), effect: .constrainsReceiver),
        Entry(library: "TinyConstraints", spelling: .exact("leadingToSuperview"), effect: .constrainsReceiver),
        Entry(library: "TinyConstraints", spelling: .exact("trailingToSuperview"), effect: .constrainsReceiver),
        Entry(library: "TinyConstraints", spelling: .exact("centerXToSuperview"), effect: .constrainsReceiver),
        Entry(library: "TinyConstraints", spelling: .exact("centerYToSuperview"), effect: .constrainsReceiver),
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

    /// The library entry an identifier spells, if any. Asked for every identifier of a file, so
    /// the table is indexed: exact spellings by length, prefixes and suffixes behind the byte they
    /// start or end with.
    static func entry(_ word: ArraySlice<UInt8>) -> Entry? {
        guard let first = word.first, let last = word.last else { return nil }
        return word.withUnsafeBufferPointer { w -> Entry? in
            if w.count < exactByLength.count {
                for k in exactByLength[w.count] where entries[k].spelling.matches(w) { return entries[k] }
            }
            if affixBytes[Int(first)] || affixBytes[256 + Int(last)] {
                for k in affixed where entries[k].spelling.matches(w) { return entries[k] }
            }
            return nil
        }
    }

    /// The exact spellings' entries, by length.
    private static let exactByLength: [[Int]] = {
        var out: [[Int]] = []
        for (k, e) in entries.enumerated() {
            guard case .exact(let s) = e.spelling else { continue }
            while out.count <= s.utf8CodeUnitCount { out.append([]) }
            out[s.utf8CodeUnitCount].append(k)
        }
        return out
    }()

    /// The prefix and suffix spellings' entries.
    private static let affixed: [Int] = entries.indices.filter {
        if case .exact = entries[$0].spelling { return false }
        return true
    }

    /// The first bytes of the prefixes (0..<256), and the last bytes of the suffixes (256..<512).
    private static let affixBytes: [Bool] = {
        var out = [Bool](repeating: false, count: 512)
        for e in entries {
            switch e.spelling {
            case .exact: break
            case .prefix(let s): out[Int(s.utf8Start[0])] = true
            case .suffix(let s): out[256 + Int(s.utf8Start[s.utf8CodeUnitCount - 1])] = true
            }
        }
        return out
    }()

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
