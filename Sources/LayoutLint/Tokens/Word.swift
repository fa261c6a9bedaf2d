/// The words the structure pass and the facts look for, recognised once per identifier token by a
/// hash of its bytes (no `String` is made for the millions of identifiers that are none of them).
/// Swift and Objective-C spell UIKit members in lower camel case, C# in Pascal case: both are here.
enum Word: UInt8, CaseIterable, Sendable {
    case none
    // Declarations (all languages).
    case kClass, kStruct, kEnum, kExtension, kProtocol, kActor, kInterface, kRecord, kNamespace
    case kFunc, kInit, kDeinit, kSubscript, kVar, kLet, kOverride, kStatic, kGet, kSet, kDidSet, kWillSet
    case kTypealias, kImport, kUsing, kPartial, kOperator, kDelegate, kEvent, kMacro, kAssociatedtype
    case kModify, kRead
    // Statements and expressions.
    case kReturn, kIn, kFor, kForeach, kIf, kGuard, kWhile, kCase, kCatch, kThrow, kTry, kAwait, kWhere
    case kElse, kSwitch, kIs, kAs, kNew, kYield, kDo, kOut, kRef, kParams, kDefault, kWith, kNameof
    case kSelf, kSuper, kThis, kBase, kValue, kNewValue, kInout
    // UIKit geometry, Swift / Objective-C spelling.
    case frame, bounds, center, transform, superview, view, layer, autoresizingMask
    case translatesAutoresizingMaskIntoConstraints, anchorPoint, position
    // UIKit geometry, C# spelling.
    case Frame, Bounds, Center, Transform, Superview, View, Layer, AutoresizingMask
    case TranslatesAutoresizingMaskIntoConstraints, AnchorPoint, Position
    case safeAreaInsets, layoutMargins, SafeAreaInsets, LayoutMargins
    // Layout lifecycle.
    case layoutSubviews, viewDidLayoutSubviews, viewWillLayoutSubviews, layoutSublayers
    case LayoutSubviews, ViewDidLayoutSubviews, ViewWillLayoutSubviews, LayoutSublayers
    case viewDidLoad, loadView, awakeFromNib, draw, ViewDidLoad, LoadView, AwakeFromNib, Draw
    // Calls that resize a view to fit its content.
    case sizeToFit, SizeToFit
    // Coordinate conversion.
    case convert, convertRect, convertPoint
    case ConvertRectToView, ConvertRectFromView, ConvertPointToView, ConvertPointFromView
    case ConvertRectToCoordinateSpace, ConvertRectFromCoordinateSpace
    case ConvertPointToCoordinateSpace, ConvertPointFromCoordinateSpace
    // Building the view tree.
    case addSubview, insertSubview, addChild, addChildViewController
    case AddSubview, InsertSubview, InsertSubviewAbove, InsertSubviewBelow, AddChildViewController, AddChild
    case setNeedsLayout, layoutIfNeeded, SetNeedsLayout, LayoutIfNeeded
    case invalidateIntrinsicContentSize, InvalidateIntrinsicContentSize, setNeedsUpdateConstraints, SetNeedsUpdateConstraints
    // Making and dropping constraints.
    case activate, deactivate, activateConstraints, deactivateConstraints, ActivateConstraints, DeactivateConstraints
    case addConstraint, addConstraints, removeConstraint, removeConstraints
    case AddConstraint, AddConstraints, RemoveConstraint, RemoveConstraints
    case makeConstraints, remakeConstraints, mas_makeConstraints, mas_remakeConstraints
    // Making one constraint from an anchor (activated by setting its `isActive`).
    case constraint, constraintEqualToAnchor, constraintGreaterThanOrEqualToAnchor, constraintLessThanOrEqualToAnchor
    case constraintEqualToConstant, ConstraintEqualTo, ConstraintGreaterThanOrEqualTo, ConstraintLessThanOrEqualTo
    case ConstraintEqualToAnchor, ConstraintGreaterThanOrEqualToAnchor, ConstraintLessThanOrEqualToAnchor
    // Rectangles and points.
    case CGRect, RectangleF, CGRectMake, CGPoint, PointF, CGPointMake, origin, Origin, Location
    // Names a frame accessor of an extension may have (`FrameAccessors`).
    case width, height, size, left, top, right, bottom

    /// The word's spelling (computed once per word: `String(describing:)` is slow).
    var text: String { Self.spellings[Int(rawValue)] }

    /// Spelled in Pascal case (C#'s UIKit members), by raw value.
    var isPascalCase: Bool { Self.pascal[Int(rawValue)] }

    private static let spellings: [String] = Word.allCases.map(\.spelling)
    private static let pascal: [Bool] = Word.allCases.map { $0.spelling.first?.isUppercase == true }

    private var spelling: String {
        switch self {
        case .none: return ""
        case .kModify: return "_modify"
        case .kRead: return "_read"
        default:
            let s = String(describing: self)
            if s.hasPrefix("k"), let second = s.dropFirst().first, second.isUppercase {
                return s.dropFirst().prefix(1).lowercased() + s.dropFirst(2)
            }
            return s
        }
    }

    /// An open-addressing table from the FNV-1a hash of a spelling to its word: a power-of-two
    /// number of slots, probed linearly; no `Hasher` work per identifier.
    private static let slotCount = 512
    private static let table: [(hash: UInt64, word: Word)] = {
        var slots = [(hash: UInt64, word: Word)](repeating: (0, .none), count: slotCount)
        for w in Word.allCases where w != .none {
            let h = hash(Array(w.spelling.utf8)[...])
            var k = Int(truncatingIfNeeded: h) & (slotCount - 1)
            while slots[k].word != .none {
                precondition(slots[k].hash != h, "hash collision in Word table: \(w)")
                k = (k + 1) & (slotCount - 1)
            }
            slots[k] = (h, w)
        }
        return slots
    }()

    private static let texts: [[UInt8]] = Word.allCases.map { Array($0.spelling.utf8) }

    /// A bit per (length, first byte, last byte) class that some word has: most identifiers
    /// (names of locals, types, methods) are none of the words, and most of those are told so
    /// by one bit test, before any hashing.
    private static let shapes: [UInt64] = {
        var bits = [UInt64](repeating: 0, count: shapeBits / 64)
        for t in texts where t.count >= 2 {
            let k = shape(t.count, t[0], t[t.count - 1])
            bits[k >> 6] |= 1 << UInt64(k & 63)
        }
        return bits
    }()
    private static let shapeBits = 1 << 13

    @inline(__always)
    private static func shape(_ n: Int, _ first: UInt8, _ last: UInt8) -> Int {
        (n &* 0x9E5 ^ Int(first) &* 0x3B ^ Int(last) &* 0x1F7) & (shapeBits - 1)
    }

    @inline(__always)
    private static func hash(_ s: ArraySlice<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in s { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        return h
    }

    /// The word spelled by `bytes[range]`, or `.none`.
    /// The word `text` spells, or `.none`.
    static func named(_ text: String) -> Word {
        let bytes = Array(text.utf8)
        return lookup(bytes, 0..<bytes.count)
    }

    static func lookup(_ bytes: [UInt8], _ range: Range<Int>) -> Word {
        let n = range.count
        guard n >= 2 && n <= 42 else { return .none }
        let c = shape(n, bytes[range.lowerBound], bytes[range.upperBound - 1])
        guard shapes[c >> 6] & (1 << UInt64(c & 63)) != 0 else { return .none }
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for i in range { h = (h ^ UInt64(bytes[i])) &* 0x0000_0100_0000_01B3 }
        var k = Int(truncatingIfNeeded: h) & (slotCount - 1)
        var w = Word.none
        while true {
            let slot = table[k]
            if slot.word == .none { return .none }
            if slot.hash == h { w = slot.word; break }
            k = (k + 1) & (slotCount - 1)
        }
        let t = texts[Int(w.rawValue)]
        guard t.count == n else { return .none }
        var i = range.lowerBound
        for b in t { if bytes[i] != b { return .none }; i += 1 }
        return w
    }

    /// Keywords after which an expression starts (so a following `.x` or `/` is not postfix).
    var isStatementKeyword: Bool {
        switch self {
        case .kReturn, .kIn, .kCase, .kTry, .kAwait, .kThrow, .kWhere, .kIf, .kGuard, .kWhile, .kElse,
             .kSwitch, .kIs, .kAs, .kNew, .kYield, .kDo, .kOut, .kRef, .kFor, .kForeach, .kLet, .kVar,
             .kDefault, .kInout:
            return true
        default:
            return false
        }
    }
}
