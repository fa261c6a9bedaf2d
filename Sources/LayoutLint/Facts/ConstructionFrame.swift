/// The rectangle an initializer is given and hands on, unchanged, to its superclass's initializer:
/// Swift `init(frame: CGRect) { super.init(frame: frame) … }`, Objective-C
/// `- initWithFrame:(CGRect)frame { self = [super initWithFrame:frame]; … }`, C#
/// `Card(CGRect frame) : base(frame) { … }`. The superclass makes it the view's frame, so inside
/// that initializer a read of the parameter is a read of the view's own frame (with its origin in
/// the superview's space), whatever name the code gives it.
enum ConstructionFrame {
    /// The rectangle types an initializer's frame parameter is declared with.
    static let rectangleTypes: Set<String> = ["CGRect", "RectangleF", "NSRect"]

    /// Whether the bare name at `i`, which names `local`, is such a parameter read in the body of
    /// its initializer: not the argument that hands it to the superclass, not assigned anywhere in
    /// the initializer (so it still holds what the superclass was given).
    static func isOwnFrame(_ local: LocalDecl, readAt i: Int, _ ts: TokenStream, _ s: FileStructure) -> Bool {
        // A name after an expression is no read of the parameter: an Objective-C selector
        // (`[child frame]`), a declaration.
        guard !ts.endsExpression(i - 1), let f = s.function(at: i) else { return false }
        let decl = s.functions[f]
        guard decl.kind == .initializer, i > decl.bodyOpen, i < decl.bodyClose,
              local.nameToken > decl.nameToken, local.nameToken < decl.bodyOpen else { return false }
        let name = ts.name(i)
        guard let p = decl.parameters.firstIndex(of: name), p < decl.parameterTypes.count,
              rectangleTypes.contains(decl.parameterTypes[p]) else { return false }
        let handOffs = handedToTheSuperclass(i, decl, ts)
        guard !handOffs.isEmpty, !handOffs.contains(i) else { return false }
        return !assigned(i, in: decl, ts)
    }

    /// The tokens of the parameter where the initializer passes it, alone, as the rectangle of its
    /// superclass's initializer (each branch may have its own call): `super.init(frame: frame)`,
    /// `[super initWithFrame:frame]`, `: base(frame)` (C#, before the body).
    static func handedToTheSuperclass(_ name: Int, _ decl: FunctionDecl, _ ts: TokenStream) -> [Int] {
        rectanglesHandedOn(by: decl, ts).compactMap { handOff in
            guard handOff.toTheSuperclass, handOff.rectangle.count == 1, named(handOff.rectangle.lowerBound, name, ts) else { return nil }
            return handOff.rectangle.lowerBound
        }
    }

    /// One rectangle an initializer hands to another initializer of the view, which makes it the
    /// view's frame: to its superclass's (`super`, `base`) or to another of its own (`self`, `this`).
    struct HandOff {
        var rectangle: ClosedRange<Int>
        var toTheSuperclass: Bool
        /// The call, or for C# the constructor initializer, starts at this token.
        var at: Int
    }

    /// The rectangles initializer `decl` hands on as the view's frame, in source order:
    /// Swift `super.init(frame: r)` and `self.init(frame: r)`, Objective-C `[super initWithFrame:r]`
    /// and `[self initWithFrame:r]`, C# the first argument of `: base(…)` or `: this(…)` (before
    /// the body; a .NET view's constructor hands a rectangle, a handle or a coder the same way).
    static func rectanglesHandedOn(by decl: FunctionDecl, _ ts: TokenStream) -> [HandOff] {
        guard decl.kind == .initializer else { return [] }
        var found: [HandOff] = []
        switch ts.language {
        case .csharp:
            var k = decl.nameToken
            while k < decl.bodyOpen {
                if ts.word(k) == .kBase || ts.word(k) == .kThis, ts.isPunct(k + 1, "("), !ts.isPunct(k + 2, ")"),
                   let close = ts.partner(of: k + 1), let first = CallArguments.split(ts, open: k + 1, close: close).first {
                    found.append(HandOff(rectangle: first, toTheSuperclass: ts.word(k) == .kBase, at: k))
                }
                k += 1
            }
        case .swift:
            for k in decl.bodyRange where ts.word(k) == .kSuper || ts.word(k) == .kSelf {
                guard ts.isPunct(k + 1, "."), ts.spells(k + 2, "init"), ts.isPunct(k + 3, "("),
                      ts.spells(k + 4, "frame"), ts.isPunct(k + 5, ":"), let close = ts.partner(of: k + 3),
                      let first = CallArguments.split(ts, open: k + 3, close: close).first,
                      let value = CallArguments.value(ts, first) else { continue }
                found.append(HandOff(rectangle: value, toTheSuperclass: ts.word(k) == .kSuper, at: k))
            }
        default:
            for k in decl.bodyRange where ts.word(k) == .kSuper || ts.word(k) == .kSelf {
                // The argument of the first selector part, up to the next part (`style:`) or the `]`.
                guard ts.isPunct(k - 1, "["), ts.spells(k + 1, "initWithFrame"), let send = ObjCMessages.parse(ts, k - 1),
                      send.parts[0].name == k + 1, let rectangle = send.parts[0].argument else { continue }
                found.append(HandOff(rectangle: rectangle, toTheSuperclass: ts.word(k) == .kSuper, at: k))
            }
        }
        return found
    }

    /// Token `k` is a name spelled as the name at token `name`.
    static func named(_ k: Int, _ name: Int, _ ts: TokenStream) -> Bool {
        ts.kind(k) == .identifier && ts.sameSpelling(k, name)
    }

    /// Whether the initializer assigns the parameter or one of its parts (`frame.origin.y = 0`).
    static func assigned(_ name: Int, in decl: FunctionDecl, _ ts: TokenStream) -> Bool {
        for k in decl.bodyRange where named(k, name, ts) && !ts.isPunct(k - 1, ".") {
            if FactExtractor.assignmentOperator(ts, after: k) != nil { return true }
            // Passed by reference (`&frame`, C# `ref frame` / `out frame`).
            if ts.isOperator(k - 1, "&") || ts.spells(k - 1, "ref") || ts.spells(k - 1, "out") { return true }
        }
        return false
    }
}
