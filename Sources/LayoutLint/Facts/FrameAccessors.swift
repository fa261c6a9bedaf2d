/// A view's frame read through an accessor that an extension or a category of a UIKit view class
/// declares (`extension UIView { var width: CGFloat { frame.size.width } }`, an Objective-C
/// `- (CGFloat)qmui_height { return CGRectGetHeight(self.frame); }`): in the view, `self.width` is a
/// read of its own frame. The declaration usually sits in another file, so this file's reads are
/// candidates (`reads`), and a finding on one stands only when some file of the run declares that
/// accessor as that part of the frame (`declared`, gathered into the run's declarations).
enum FrameAccessors {
    /// Whether an accessor of this name would be a length of the frame (`width`, `qmui_height`,
    /// `frameWidth`) or a coordinate (`left`, `y`, `mj_x`); nil for any other name.
    static func isLength(name: String) -> Bool? {
        var word = Substring(name)
        if let underscore = name.lastIndex(of: "_") {
            word = name[name.index(after: underscore)...]
        } else if name.hasPrefix("frame"), name.count > 5, name.dropFirst(5).first?.isUppercase == true {
            word = name.dropFirst(5)
        }
        let lower = word.lowercased()
        if lengthWords.contains(lower) { return true }
        if coordinateWords.contains(lower) { return false }
        return nil
    }

    private static let lengthWords: Set<String> = ["width", "height", "size", "w", "h"]
    private static let coordinateWords: Set<String> = [
        "x", "y", "left", "top", "right", "bottom", "origin", "minx", "miny", "maxx", "maxy", "midx", "midy", "centerx", "centery",
    ]

    /// A name of a rectangle, point, size or insets value (`contentInset`, `frame`, `cellRect`,
    /// `margins`): its `left` or `width` is a field, not an accessor of a view.
    static func isValueTypeName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return ["inset", "insets", "margin", "margins", "rect", "frame", "bounds", "size", "origin", "center", "point", "offset",
                "position", "padding", "edges"].contains { lower.hasSuffix($0) }
    }

    /// A UIKit view class an extension or category can add accessors to (`UIView`, `UIScrollView`).
    static func isUIKitViewClass(_ name: String) -> Bool {
        name.hasPrefix("UI") && (name.hasSuffix("View") || name.hasSuffix("Cell") || name.hasSuffix("Button") || name.hasSuffix("Label")
            || name.hasSuffix("Bar") || name.hasSuffix("Control") || name.hasSuffix("Field"))
    }

    /// The accessor names read bare through Swift's implicit `self` (recognised without making a
    /// string: the other names need an explicit `self.`).
    @inline(__always) private static func isImplicitWord(_ w: Word) -> Bool {
        switch w {
        case .width, .height, .size, .left, .top, .right, .bottom: return true
        default: return false
        }
    }

    /// The accessors this file declares on a UIKit view class whose getter returns a part of the
    /// view's own frame (name → whether that part is a length) or a coordinate of its center
    /// (kept under `declarationKey(name, member: .center)`, always a coordinate).
    static func declared(_ ts: TokenStream, _ s: FileStructure) -> [String: Bool] {
        declared(ts, types: s.types, functions: s.functions)
    }

    /// The same from a file's declarations alone (what the language server keeps of the workspace).
    static func declared(_ ts: TokenStream, types: [TypeDecl], functions: [FunctionDecl]) -> [String: Bool] {
        var out: [String: Bool] = [:]
        if ts.language == .csharp {
            // `public static nfloat MJ_Width(this UIView v) { return v.Frame.Width; }`, or `=> v.Frame.Width;`.
            for f in functions where f.kind == .method && f.isStatic && f.parameters.count == 1 && f.parameterTypes.count == 1 {
                guard ts.isPunct(f.nameToken + 1, "("), ts.word(f.nameToken + 2) == .kThis, isUIKitViewClass(f.parameterTypes[0]),
                      let byName = isLength(name: f.name) else { continue }
                if let part = returnedPart(of: .frame, f, ts, through: f.parameters[0]), part == byName {
                    out[f.name] = part
                } else if isCenterName(f.name), returnedPart(of: .center, f, ts, through: f.parameters[0]) == false {
                    out[declarationKey(f.name, member: .center)] = false
                }
            }
            return out
        }
        for f in functions where f.kind == .property || (f.kind == .method && f.parameters.isEmpty) {
            guard let owner = f.owner, types[owner].kind == .extension || types[owner].kind == .objcClass,
                  isUIKitViewClass(types[owner].name), let byName = isLength(name: f.name) else { continue }
            if let part = returnedPart(of: .frame, f, ts), part == byName {
                out[f.name] = part
            } else if isCenterName(f.name), returnedPart(of: .center, f, ts) == false {
                out[declarationKey(f.name, member: .center)] = false
            }
        }
        return out
    }

    /// The key an accessor is kept under among the declared accessors: its name for the frame, and
    /// apart from those (`center zf_centerX`) for the center.
    static func declarationKey(_ name: String, member: GeometryMember) -> String {
        member == .center ? "center " + name : name
    }

    /// The accessor's name says a coordinate of the center (`centerX`, `qmui_centerY`).
    static func isCenterName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix("centerx") || lower.hasSuffix("centery")
    }

    /// The getter's single `return` of a part of the own frame or center (`frame.size.width`,
    /// `self.frame.origin.x`, `CGRectGetHeight(self.frame)`, `frame.minX`, `self.center.x`):
    /// whether it is a length.
    /// In a C# extension method the view is its `this` parameter (`through`): `v.Frame.Width`.
    private static func returnedPart(of member: GeometryMember, _ f: FunctionDecl, _ ts: TokenStream, through parameter: String? = nil) -> Bool? {
        let word: Word = member == .center ? (parameter == nil ? .center : .Center) : (parameter == nil ? .frame : .Frame)
        var k = f.bodyOpen + 1
        let close = f.bodyClose
        if ts.spells(k, "get"), ts.isPunct(k + 1, "{") { k += 2 }
        if ts.word(k) == .kReturn { k += 1 }
        // `CGRectGetWidth(self.frame)`.
        var call: String?
        if let parameter {
            // In a C# extension method the view is its `this` parameter: `v.Frame.Width`.
            guard ts.kind(k) == .identifier, ts.name(k) == parameter, ts.isPunct(k + 1, ".") else { return nil }
            k += 2
        } else {
            if ts.kind(k) == .identifier, ts.isPunct(k + 1, "("), ts.name(k).hasPrefix("CGRectGet") {
                call = ts.name(k)
                k += 2
            }
            if ts.word(k) == .kSelf, ts.isPunct(k + 1, ".") { k += 2 }
            guard !ts.isPunct(k - 1, ".") || ts.word(k - 2) == .kSelf else { return nil }
        }
        guard ts.word(k) == word else { return nil }
        var last = ts.name(k)
        if let name = call {
            guard ts.isPunct(k + 1, ")") else { return nil }
            last = name
            k += 2
        } else {
            while ts.isPunct(k + 1, "."), ts.kind(k + 2) == .identifier { k += 2; last = ts.name(k) }
            k += 1
        }
        // Nothing more in the getter than that expression (`… ;` may close a C# expression body).
        guard k <= close, ts.isPunct(k, ";") ? k == close || ts.isPunct(k + 1, "}") : ts.isPunct(k, "}") else { return nil }
        return ValueFlow.shape(ofPart: last).map { $0 == .length }
    }

    /// Reads of an accessor-like name on the own view (`self.width`, `[self qmui_height]`, a
    /// controller's `self.view.left`), as reads of `frame` whose name token is the accessor's.
    /// Names the file declares itself (a property of the type) are not candidates, unless they are
    /// among the accessors it declares (`declaring`, `declared` of the same file).
    static func reads(_ ts: TokenStream, _ s: FileStructure, declaring accessors: [String: Bool]) -> [MemberAccess] {
        guard ts.language != .csharp else { return csharpReads(ts, s, ownView: true) }
        var out: [MemberAccess] = []
        let swift = ts.language == .swift, objc = ts.language == .objc
        for i in 2..<max(2, ts.count) where ts.code[i].kind == .identifier {
            // The receiver first (cheap): `self.name`, `self.view.name`, `[self name]`.
            let start: Int
            var components: [String] = []
            if ts.isPunct(i - 1, "."), ts.word(i - 2) == .kSelf, !ts.isPunct(i - 3, ".") {
                start = i - 2
            } else if ts.isPunct(i - 1, "."), ts.word(i - 2) == .view, ts.isPunct(i - 3, "."), ts.word(i - 4) == .kSelf, !ts.isPunct(i - 5, ".") {
                start = i - 4
                components = ["view"]
            } else if objc, ts.word(i - 1) == .kSelf, ts.isPunct(i - 2, "["), ts.isPunct(i + 1, "]") {
                start = i - 2
            } else if swift, Self.isImplicitWord(ts.word(i)), !ts.isPunct(i - 1, "."), !ts.isPunct(i + 1, ":"),
                      s.local(named: ts.name(i), at: i) == nil {
                // Swift's implicit `self`: a bare `width` that is no local or parameter.
                start = i
            } else {
                continue
            }
            if ts.isPunct(i + 1, "(") || ts.isAssignment(i + 1) { continue }
            if ts.isPunct(i + 1, "."), ts.kind(i + 2) == .identifier, ts.isAssignment(i + 3) { continue }
            guard s.role(i) == .none, GeometryMember(ts.word(i), in: ts.language) == nil, isLength(name: ts.name(i)) != nil,
                  s.function(at: i) != nil else { continue }
            var receiver = Receiver()
            receiver.components = components
            receiver.isImplicit = start == i
            let end = ts.isPunct(i + 1, "]") && start == i - 2 ? i + 1 : i
            out.append(MemberAccess(member: .frame, nameToken: i, receiverStart: start, receiver: receiver, isWrite: false, value: nil,
                                    isWholeWrite: false, end: end))
            // `self.centerX` may read the frame's middle or the center: both are candidates, and
            // the declarations decide which stands.
            if isCenterName(ts.name(i)) {
                out.append(MemberAccess(member: .center, nameToken: i, receiverStart: start, receiver: receiver, isWrite: false, value: nil,
                                        isWholeWrite: false, end: end))
            }
        }
        guard !out.isEmpty else { return [] }
        // A name this file declares is the type's own member (a property), unless it is the
        // accessor itself.
        let names = Set(out.map { ts.name($0.nameToken) })
        var declaredHere = Set<String>()
        for i in 0..<ts.count where ts.code[i].kind == .identifier && s.role(i) == .declaredName && s.function(at: i) == nil {
            // A member, not a parameter (`func place(width: CGFloat)`) or a local.
            if let open = ts.enclosingOpen(i), ts.isPunct(open, "(") { continue }
            let name = ts.name(i)
            if names.contains(name) { declaredHere.insert(name) }
        }
        return out.filter {
            let name = ts.name($0.nameToken)
            return !declaredHere.contains(name) || accessors[declarationKey(name, member: $0.member)] != nil
        }
    }

    /// Reads of an accessor-like name on a view other than the own one (`self.contentView.qmui_width`,
    /// `container.height`, `[self.toolbar qmui_height]`), as reads of that view's `frame`: what a
    /// container's `frame.size.width` is to a rule about its children, its `width` accessor is too.
    /// The receiver is a path of properties (no local, no call, no rectangle or size value); like
    /// the own reads, a finding on one stands only where the run declares the accessor.
    static func readsOfOtherViews(_ ts: TokenStream, _ s: FileStructure) -> [MemberAccess] {
        guard ts.language != .csharp else { return csharpReads(ts, s, ownView: false) }
        var out: [MemberAccess] = []
        let objc = ts.language == .objc
        for i in 2..<max(2, ts.count) where ts.code[i].kind == .identifier {
            let dotted = ts.isPunct(i - 1, ".")
            let sent = objc && !dotted && ts.isPunct(i + 1, "]")
            guard dotted || sent, isLength(name: ts.name(i)) != nil, s.role(i) == .none,
                  GeometryMember(ts.word(i), in: ts.language) == nil, s.function(at: i) != nil else { continue }
            if ts.isPunct(i + 1, "(") || ts.isAssignment(i + 1) { continue }
            if ts.isPunct(i + 1, "."), ts.kind(i + 2) == .identifier, ts.isAssignment(i + 3) { continue }
            var receiver: Receiver
            var start: Int
            var end = i
            if dotted {
                guard let (r, at) = FactExtractor.receiver(ts, s, dot: i - 1) else { continue }
                receiver = r
                start = at
            } else {
                guard let close = Optional(i + 1), let open = ts.partner(of: close), let send = ObjCMessages.parse(ts, open),
                      send.parts.count == 1, send.parts[0].argument == nil, send.parts[0].name == i else { continue }
                receiver = ObjCMessages.receiver(ts, s, send.receiver)
                start = open
                end = close
            }
            guard !receiver.isOpaque, !receiver.isSuper, !receiver.isImplicit, !receiver.rootIsLocal,
                  let last = receiver.components.last, !last.hasSuffix(")"), !last.hasSuffix("]"), !isValueTypeName(last)
            else { continue }
            // The own view (`self.view` of a controller) is `reads`' own.
            if receiver.components == ["view"] || receiver.components == ["View"] { continue }
            out.append(MemberAccess(member: .frame, nameToken: i, receiverStart: start, receiver: receiver, isWrite: false, value: nil,
                                    isWholeWrite: false, end: end))
        }
        return out
    }

    /// C# calls of an accessor-like extension method with no arguments (`this.MJ_Width()`, a
    /// controller's `View.MJ_Height()`; with `ownView` false, another view's: `this.GifView.MJ_Width()`),
    /// as reads of that view's frame ending at the call's `)`. As in the other languages, a finding on
    /// one stands only where the run declares the method as that part of the frame; a method of the
    /// file's own types with that name is no accessor.
    private static func csharpReads(_ ts: TokenStream, _ s: FileStructure, ownView: Bool) -> [MemberAccess] {
        var out: [MemberAccess] = []
        var ownMethods: Set<String>?
        for i in 2..<max(2, ts.count) where ts.code[i].kind == .identifier && ts.isPunct(i - 1, ".") && ts.isPunct(i + 1, "(") && ts.isPunct(i + 2, ")") {
            guard isLength(name: ts.name(i)) != nil, s.role(i) == .none, s.function(at: i) != nil,
                  !ts.isAssignment(i + 3), let (receiver, start) = FactExtractor.receiver(ts, s, dot: i - 1) else { continue }
            guard !receiver.isOpaque, !receiver.isSuper, !receiver.isImplicit else { continue }
            let own = receiver.components.isEmpty || receiver.components == ["View"]
            if ownView {
                guard own else { continue }
            } else {
                guard !own, !receiver.rootIsLocal, let last = receiver.components.last, !last.hasSuffix(")"), !last.hasSuffix("]"),
                      !isValueTypeName(last) else { continue }
            }
            if ownMethods == nil {
                ownMethods = Set(s.functions.filter { f in f.owner.map { !s.types[$0].isStatic } ?? false }.map(\.name))
            }
            if ownMethods?.contains(ts.name(i)) == true { continue }
            out.append(MemberAccess(member: .frame, nameToken: i, receiverStart: start, receiver: receiver, isWrite: false, value: nil,
                                    isWholeWrite: false, end: i + 2))
            if isCenterName(ts.name(i)) {
                out.append(MemberAccess(member: .center, nameToken: i, receiverStart: start, receiver: receiver, isWrite: false, value: nil,
                                        isWholeWrite: false, end: i + 2))
            }
        }
        return out
    }

    /// The accessor a read of the frame or the center goes through (`width` in `self.width`,
    /// `centerX` in `self.centerX`), nil for `frame` or `center` itself.
    static func accessor(of a: MemberAccess, _ ts: TokenStream) -> String? {
        switch a.member {
        case .frame: guard ts.word(a.nameToken) != .frame, ts.word(a.nameToken) != .Frame else { return nil }
        case .center: guard ts.word(a.nameToken) != .center, ts.word(a.nameToken) != .Center else { return nil }
        default: return nil
        }
        return ts.name(a.nameToken)
    }
}
