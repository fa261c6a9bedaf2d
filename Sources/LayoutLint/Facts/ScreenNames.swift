/// Names a project gives the main screen's size: `#define kScreenWidth [UIScreen mainScreen].bounds.size.width`,
/// `static let screenWidth = UIScreen.main.bounds.width`, C#'s `static nfloat ScreenWidth =
/// UIScreen.MainScreen.Bounds.Width;`, a getter or a function without parameters that returns the
/// screen's bounds (`+ (CGRect)screenBounds`, `CGRect TTScreenBounds(void)`), and names defined
/// from such a name (`#define kContentWidth (kScreenWidth - 30)`). A use of one is a read of the
/// screen as much as `UIScreen.main.bounds` written out, and the definition is usually in another
/// file (a prefix header, a constants type), so each file says what it defines (`declared`) and
/// where it uses a name that may be one (`reads`); the run keeps a use only where some file
/// defines its name (`settled`).
///
/// Not a screen size: a predicate (`#define IS_IPHONE_X (kScreenHeight == 812.0)`), a scale
/// (`kScreenWidth / 375.0`: a length divided by a length is a ratio), a Boolean, a string.
enum ScreenNames {
    /// One file's definitions: each name (`kScreenWidth`, or `Type.name` for a member, which is
    /// also listed under its bare name for uses inside the type) with the names its definition
    /// uses that may themselves be screen names; an empty set when it reads the screen itself.
    typealias Definitions = [String: Set<String>]

    /// The names that `all` (every file's definitions) makes screen sizes: those that read the
    /// screen, then those defined from them, until nothing changes.
    static func settled(_ all: Definitions) -> Set<String> {
        var out = Set(all.filter { $0.value.isEmpty }.keys)
        var changed = true
        var rounds = 0
        while changed, rounds < 8 {
            changed = false
            rounds += 1
            for (name, uses) in all where !out.contains(name) && uses.contains(where: out.contains) {
                out.insert(name)
                changed = true
            }
        }
        return out
    }

    static func merge(_ a: inout Definitions, _ b: Definitions) {
        for (k, v) in b {
            if let old = a[k] { a[k] = old.isEmpty || v.isEmpty ? [] : old.union(v) } else { a[k] = v }
        }
    }

    // MARK: Definitions

    /// Whether the file can define one at all (it names something like a screen).
    static func mayDefine(_ ts: TokenStream) -> Bool { ts.file.bytes.containsScreenWord }

    static func declared(_ ts: TokenStream, _ s: FileStructure) -> Definitions {
        var out: Definitions = [:]
        // A file that names nothing like a screen defines no screen name (a cheap test first).
        guard ts.file.bytes.containsScreenWord else { return out }
        var seenFunctions = Set<Int>()
        for i in 0..<ts.count {
            switch ts.kind(i) {
            case .directive?:
                if let (name, uses) = macro(ts.text(i)) { merge(&out, [name: uses]) }
            case .identifier?:
                let direct = readsTheScreen(at: i, ts)
                guard direct || mayBeScreenName(ts.name(i)) else { continue }
                if s.role(i) == .declaredName { continue }
                if let f = s.function(at: i) {
                    // The body of a getter or a function without parameters that returns a size.
                    guard seenFunctions.insert(f).inserted else { continue }
                    let fn = s.functions[f]
                    guard fn.parameters.isEmpty, fn.kind == .property || fn.kind == .method,
                          isGeometryType(returnType(of: fn, ts)) else { continue }
                    if let uses = screenUses(in: (fn.bodyOpen + 1)..<fn.bodyClose, ts, s) {
                        for key in keys(for: fn.name, owner: fn.owner, s) { merge(&out, [key: uses]) }
                    }
                } else if let (name, range) = memberOrGlobalInitializer(around: i, ts, s) {
                    if let uses = screenUses(in: range, ts, s), !isPredicateOrRatio(range, ts) {
                        for key in keys(for: ts.name(name), owner: s.type(at: name), s) { merge(&out, [key: uses]) }
                    }
                }
            default:
                continue
            }
        }
        return out
    }

    /// `kScreenWidth`, and `Type.kScreenWidth` too for a member of a type.
    private static func keys(for name: String, owner: Int?, _ s: FileStructure) -> [String] {
        guard let owner else { return [name] }
        return [name, s.types[owner].name + "." + name]
    }

    /// `#define NAME body` or `#define NAME() body`: the name and what its body uses, when the body
    /// is a screen size.
    static func macro(_ text: String) -> (String, Set<String>)? {
        var rest = Substring(text)
        guard rest.hasPrefix("#") else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
        guard rest.hasPrefix("define") else { return nil }
        rest = rest.dropFirst(6)
        guard rest.first == " " || rest.first == "\t" else { return nil }
        rest = rest.drop { $0 == " " || $0 == "\t" }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty else { return nil }
        rest = rest.dropFirst(name.count)
        if rest.hasPrefix("(") {
            // A function-like macro: only one without parameters (`kScreenBounds()`).
            let inside = rest.dropFirst().prefix { $0 != ")" }
            guard inside.allSatisfy({ $0 == " " }), rest.dropFirst(inside.count + 1).first == ")" else { return nil }
            rest = rest.dropFirst(inside.count + 2)
        }
        let body = rest.trimmingCharacters(in: .whitespaces)
        guard !body.isEmpty, !body.contains("==") && !body.contains("<") && !body.contains(">") && !body.contains("?")
                && !body.contains("!") && !body.contains("\"") else { return nil }
        if dividesByALength(body) { return nil }
        let words = identifiers(in: body)
        if words.contains("UIScreen") {
            // The screen's bounds or application frame; its scale, its brightness are not sizes.
            guard words.contains("mainScreen") || words.contains("MainScreen") || words.contains("main"),
                  words.contains("bounds") || words.contains("applicationFrame") else { return nil }
            return (String(name), [])
        }
        let uses = Set(words.filter(mayBeScreenName))
        return uses.isEmpty ? nil : (String(name), uses)
    }

    private static func identifiers(in text: String) -> [String] {
        var out: [String] = []
        var current = ""
        for c in text {
            if c.isLetter || c == "_" || (c.isNumber && !current.isEmpty) { current.append(c) } else if !current.isEmpty {
                out.append(current); current = ""
            }
        }
        if !current.isEmpty { out.append(current) }
        return out
    }

    /// `… / 375.0`, `… / 750`: a length divided by a design width is a ratio, not a length.
    private static func dividesByALength(_ text: String) -> Bool {
        var rest = Substring(text)
        while let slash = rest.firstIndex(of: "/") {
            rest = rest[rest.index(after: slash)...]
            let digits = rest.drop { $0 == " " || $0 == "(" }.prefix { $0.isNumber || $0 == "." }
            if let v = Double(digits), v >= 100 { return true }
        }
        return false
    }

    /// The initializer of a member or global constant the token `i` is in: `static let w = …`,
    /// `let kScreenWidth = …`, C#'s `static nfloat ScreenWidth = …;` or `static CGRect Screen => …;`.
    /// Returns the declared name's token and the initializer's tokens.
    private static func memberOrGlobalInitializer(around i: Int, _ ts: TokenStream, _ s: FileStructure) -> (Int, Range<Int>)? {
        let statement = Statements.around(ts, i)
        guard let eq = statement.first(where: { ($0 < i) && (ts.isOperator($0, "=") || ts.isOperator($0, "=>")) }) else { return nil }
        var name = eq - 1
        // `let w: CGFloat = …`: the name before the type annotation.
        if ts.language == .swift, let colon = (statement.lowerBound..<eq).first(where: { ts.isPunct($0, ":") }) { name = colon - 1 }
        guard name >= statement.lowerBound, ts.kind(name) == .identifier, s.role(name) == .declaredName || ts.language != .swift else {
            return nil
        }
        if ts.language == .csharp, !isGeometryType(ts.name(name - 1)) { return nil }
        if ts.language == .swift, name + 1 < eq, ts.isPunct(name + 1, ":"), !isGeometryType(ts.name(name + 2)) { return nil }
        if ts.language == .objc {
            // `static const CGFloat kWidth = …;`, `CGFloat const kWidth = …;`
            guard isGeometryType(ts.name(name - 1)) || (ts.spells(name - 1, "const") && isGeometryType(ts.name(name - 2))) else { return nil }
        }
        return (name, (eq + 1)..<(statement.upperBound + 1))
    }

    /// The type a getter or a function returns, as written: Swift `-> T` or `var x: T`, C# and
    /// C the word before the name, an Objective-C method's `(T)`.
    private static func returnType(of f: FunctionDecl, _ ts: TokenStream) -> String {
        let n = f.nameToken
        switch ts.language {
        case .swift:
            var k = n + 1
            if ts.isPunct(k, "("), let close = ts.partner(of: k) { k = close + 1 }
            while k < f.bodyOpen, !(ts.isOperator(k, "->") || ts.isPunct(k, ":")) { k += 1 }
            return k + 1 < f.bodyOpen ? ts.name(k + 1) : ""
        case .csharp:
            return ts.name(n - 1)
        case .objc:
            if ts.isPunct(n - 1, ")"), let open = ts.partner(of: n - 1) { return ts.name(open + 1) }
            return ts.name(n - 1)
        }
    }

    private static let geometryTypes: Set<String> = [
        "CGRect", "CGSize", "CGFloat", "CGPoint", "nfloat", "float", "double", "Float", "Double", "Int", "NSInteger",
        "RectangleF", "SizeF", "PointF", "NSRect", "NSSize", "int", "NSUInteger", "UInt",
    ]

    static func isGeometryType(_ name: String) -> Bool { geometryTypes.contains(name) }

    /// Whether `range` reads the screen (an empty set), uses names that may be screen names (those
    /// names), or neither (nil).
    private static func screenUses(in range: Range<Int>, _ ts: TokenStream, _ s: FileStructure) -> Set<String>? {
        var uses = Set<String>()
        for k in range where ts.kind(k) == .identifier {
            if readsTheScreen(at: k, ts) { return [] }
            let name = ts.name(k)
            if mayBeScreenName(name), s.role(k) != .declaredName { uses.insert(name) }
        }
        return uses.isEmpty ? nil : uses
    }

    /// The predicates and ratios a constant can be made of: `kScreenHeight >= 812`, `… / 375.0`.
    private static func isPredicateOrRatio(_ range: Range<Int>, _ ts: TokenStream) -> Bool {
        for k in range {
            if ts.isOperator(k, "==") || ts.isOperator(k, "!=") || ts.isOperator(k, "<") || ts.isOperator(k, ">")
                || ts.isOperator(k, "<=") || ts.isOperator(k, ">=") || ts.isOperator(k, "?") || ts.isOperator(k, "!") { return true }
            if ts.isOperator(k, "/"), let v = Double(ts.text(k + 1).filter { $0.isNumber || $0 == "." }), v >= 100 { return true }
        }
        return false
    }

    /// At token `i`, `UIScreen` of a read of the main screen's bounds or application frame:
    /// `UIScreen.main.bounds`, `UIScreen.MainScreen.ApplicationFrame`, `[UIScreen mainScreen].bounds`,
    /// `[[UIScreen mainScreen] bounds]`.
    static func readsTheScreen(at i: Int, _ ts: TokenStream) -> Bool {
        guard ts.spells(i, "UIScreen") else { return false }
        var k = i + 1
        if ts.language == .objc {
            // `[UIScreen mainScreen].bounds` or `[[UIScreen mainScreen] bounds]`.
            guard ts.isPunct(i - 1, "["), ts.spells(k, "mainScreen"), ts.isPunct(k + 1, "]") else { return false }
            k += 2
            if ts.isPunct(k, ".") { k += 1 }
        } else {
            guard ts.isPunct(k, "."), ts.spells(k + 1, "main") || ts.spells(k + 1, "MainScreen"), ts.isPunct(k + 2, ".") else { return false }
            k += 3
        }
        return ts.spells(k, "bounds") || ts.spells(k, "Bounds") || ts.spells(k, "applicationFrame") || ts.spells(k, "ApplicationFrame")
    }

    /// A name that may be a screen size's (`kScreenW`, `SCREEN_WIDTH`, `ScreenBounds`): what a use
    /// must look like to be a candidate, before the run says whether it is defined as one.
    static func mayBeScreenName(_ name: String) -> Bool {
        name.utf8.count >= 6 && (name.contains("creen") || name.contains("CREEN")) && !uikitNames.contains(name)
    }

    /// UIKit's own names for the screen, which are not a project's.
    private static let uikitNames: Set<String> = ["UIScreen", "mainScreen", "MainScreen", "screen", "windowScene", "UIWindowScene"]

    // MARK: Uses

    /// A use of a name that may be a screen size, as a read of the screen's bounds, and the names
    /// under which a definition would make it one: a bare `kScreenWidth` (also `Type.kScreenWidth`
    /// inside `Type`), `Screen.width`, `SKMesurement.screenWidth`, `kScreenBounds()`, `[Device
    /// screenBounds]`. Also the application frame of the main screen, which `bounds` reads miss.
    static func reads(_ ts: TokenStream, _ s: FileStructure) -> [(access: MemberAccess, keys: [String])] {
        guard ts.file.bytes.containsScreenWord else { return [] }
        var out: [(MemberAccess, [String])] = []
        var receiver = Receiver()
        receiver.components = ["UIScreen", "main"]
        var ownMembers: Set<String>?
        for i in 1..<max(1, ts.count) where ts.code[i].kind == .identifier {
            guard s.function(at: i) != nil, s.role(i) == .none else { continue }
            // `applicationFrame` of the main screen: a read of the screen as such.
            if ts.spells(i, "applicationFrame") || ts.spells(i, "ApplicationFrame") {
                var start = i
                if ts.isPunct(i - 1, "."), let r = screenReceiverStart(before: i - 1, ts) { start = r }
                else if ts.language == .objc, ts.isPunct(i - 1, "]"), let open = ts.partner(of: i - 1), readsTheScreen(at: open + 1, ts) || ts.spells(open + 1, "UIScreen") { start = open }
                else { continue }
                let end = ts.language == .objc && ts.isPunct(i + 1, "]") && ts.isPunct(start - 1, "[") ? i + 1 : i
                out.append((MemberAccess(member: .bounds, nameToken: i, receiverStart: start, receiver: receiver, isWrite: false,
                                         value: nil, isWholeWrite: false, end: end), []))
                continue
            }
            guard let (start, end, keys) = use(at: i, ts, s, ownMembers: &ownMembers) else { continue }
            out.append((MemberAccess(member: .bounds, nameToken: i, receiverStart: start, receiver: receiver, isWrite: false,
                                     value: nil, isWholeWrite: false, end: end), keys))
        }
        return out
    }

    /// The names under which the run must define the read at `a` for it to read the screen; nil
    /// for a read of the screen written out (`UIScreen.main.bounds`, its application frame).
    static func keys(of a: MemberAccess, _ ts: TokenStream, _ s: FileStructure) -> [String]? {
        let i = a.nameToken
        if ts.spells(i, "bounds") || ts.spells(i, "Bounds") || ts.spells(i, "applicationFrame") || ts.spells(i, "ApplicationFrame") {
            return nil
        }
        var ownMembers: Set<String>?
        return use(at: i, ts, s, ownMembers: &ownMembers)?.keys
    }

    /// The use of a name at `i` that may be a screen size: where it starts and ends, and its keys.
    private static func use(at i: Int, _ ts: TokenStream, _ s: FileStructure, ownMembers: inout Set<String>?) -> (start: Int, end: Int, keys: [String])? {
        let name = ts.name(i)
        guard mayBeScreenName(name) || (ts.isPunct(i - 1, ".") && ts.kind(i - 2) == .identifier && mayBeScreenName(ts.name(i - 2))) else {
            return nil
        }
        if ts.isAssignment(i + 1) { return nil }
        var start = i, end = i
        var keys: [String]
        if ts.isPunct(i - 1, "."), ts.kind(i - 2) == .identifier, !ts.isPunct(i - 3, ".") {
            let owner = ts.name(i - 2)
            guard s.local(named: owner, at: i) == nil, ts.word(i - 2) != .kSelf, ts.word(i - 2) != .kThis else { return nil }
            start = i - 2
            keys = [owner + "." + name]
        } else if ts.language == .objc, ts.isPunct(i + 1, "]"), ts.kind(i - 1) == .identifier, ts.isPunct(i - 2, "[") {
            // `[Device screenBounds]`
            guard ts.word(i - 1) != .kSelf else { return nil }
            start = i - 2; end = i + 1
            keys = [ts.name(i - 1) + "." + name]
        } else if !ts.isPunct(i - 1, ".") {
            guard s.local(named: name, at: i) == nil else { return nil }
            // A bare name the type around it declares itself is that member (`Type.name`).
            if ownMembers == nil {
                // `Type.member` for each member the file declares.
                ownMembers = Set((0..<ts.count).lazy.filter { s.role($0) == .declaredName && s.function(at: $0) == nil }.compactMap { k in
                    s.type(at: k).map { s.types[$0].name + "." + ts.name(k) }
                })
            }
            keys = [name]
            if let t = s.type(at: i) {
                let member = s.types[t].name + "." + name
                keys = ownMembers!.contains(member) ? [member] : [name, member]
            }
        } else {
            return nil
        }
        if ts.isPunct(end + 1, "("), let close = ts.partner(of: end + 1) {
            guard close == end + 2 else { return nil }  // only calls without arguments
            end = close
        }
        return (start, end, keys)
    }

    /// `UIScreen.main.` / `UIScreen.MainScreen.` ending at the `.` at `dot`: the `UIScreen` token.
    private static func screenReceiverStart(before dot: Int, _ ts: TokenStream) -> Int? {
        if ts.spells(dot - 1, "main") || ts.spells(dot - 1, "MainScreen"), ts.isPunct(dot - 2, "."), ts.spells(dot - 3, "UIScreen") { return dot - 3 }
        if ts.language == .objc, ts.isPunct(dot - 1, "]"), let open = ts.partner(of: dot - 1), ts.spells(open + 1, "UIScreen"),
           ts.spells(open + 2, "mainScreen") { return open }
        return nil
    }
}

private extension Array where Element == UInt8 {
    /// The bytes contain `creen` or `CREEN` (`UIScreen`, `kScreenWidth`, `SCREEN_W`).
    var containsScreenWord: Bool {
        withUnsafeBufferPointer { p in
            guard p.count >= 5 else { return false }
            for k in 0..<(p.count - 4) where p[k + 1] == 0x72 || p[k + 1] == 0x52 {
                if p[k] == 0x63, p[k + 1] == 0x72, p[k + 2] == 0x65, p[k + 3] == 0x65, p[k + 4] == 0x6E { return true }
                if p[k] == 0x43, p[k + 1] == 0x52, p[k + 2] == 0x45, p[k + 3] == 0x45, p[k + 4] == 0x4E { return true }
            }
            return false
        }
    }
}
