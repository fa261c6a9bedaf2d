/// The Objective-C front end of the structure pass: `@interface Name : Base` (in `.h` and `.m`),
/// class extensions `@interface Name ()`, categories `@interface Name (Category)` and
/// `@implementation Name` up to `@end`; methods `- (void)layoutSubviews { … }` with their
/// selectors and parameters; C locals, block parameters and `for … in` variables.
enum ObjCStructure {
    static func build(_ b: inout StructureBuilder) {
        let ts = b.ts
        let n = ts.count
        var blockEnds: [Int] = []  // closing `}` of open braces
        var currentType: Int?
        var i = 0
        while i < n {
            while let e = blockEnds.last, e < i { blockEnds.removeLast() }
            let t = ts.code[i]
            if t.kind == .atKeyword {
                let word = ts.text(i)
                if word == "@interface" || word == "@implementation" || word == "@protocol" {
                    currentType = typeDeclaration(&b, at: i, isProtocol: word == "@protocol")
                } else if word == "@end" {
                    currentType = nil
                } else if word == "@property" {
                    propertyName(&b, at: i)
                } else if word == "@selector", ts.isPunct(i + 1, "(") {
                    let c = b.close(of: i + 1)
                    if c > i + 1 { for k in (i + 2)..<c { b.mark(k, .reference) } }
                }
                i += 1
                continue
            }
            if ts.isPunct(i, "{") {
                blockEnds.append(b.close(of: i))
                blockParameters(&b, open: i)
            } else if ts.isPunct(i, "[") {
                markSelectorParts(&b, open: i)
            } else if blockEnds.isEmpty, ts.isOperator(i, "-") || ts.isOperator(i, "+"),
                      ts.code[i].flags.contains(.atStartOfLine), ts.isPunct(i + 1, "(") {
                if let open = method(&b, at: i, owner: currentType) {
                    blockEnds.append(b.close(of: open))
                    i = open + 1
                    continue
                }
            } else if ts.kind(i) == .identifier, !blockEnds.isEmpty {
                localDeclaration(&b, at: i, scopeEnd: blockEnds.last!)
            }
            i += 1
        }
    }

    // MARK: Types

    private static func typeDeclaration(_ b: inout StructureBuilder, at i: Int, isProtocol: Bool) -> Int? {
        let ts = b.ts
        let nameToken = i + 1
        guard ts.kind(nameToken) == .identifier else { return nil }
        b.mark(nameToken, .declaredName)
        // The declaration runs to its `@end`.
        var end = nameToken
        while end < ts.count, !(ts.kind(end) == .atKeyword && ts.spells(end, "@end")) { end += 1 }
        end = min(end, ts.count - 1)
        var bases: [String] = []
        var kind: TypeKind = isProtocol ? .protocol : .objcClass
        if ts.isPunct(nameToken + 1, "(") {
            kind = .extension  // a class extension `()` or a category `(Name)`
        } else if ts.isPunct(nameToken + 1, ":"), ts.kind(nameToken + 2) == .identifier {
            bases.append(ts.name(nameToken + 2))
        }
        b.out.types.append(TypeDecl(name: ts.name(nameToken), kind: kind, bases: bases, isStatic: false,
                                    nameToken: nameToken, bodyOpen: i, bodyClose: end, parent: nil))
        return b.out.types.count - 1
    }

    /// `@property (nonatomic) CGRect frame;`: the last identifier before `;` is a declared name.
    private static func propertyName(_ b: inout StructureBuilder, at i: Int) {
        let ts = b.ts
        var k = i + 1
        var last: Int?
        while k < ts.count, !ts.isPunct(k, ";"), k < i + 64 {
            if ts.isPunct(k, "(") { k = b.close(of: k) + 1; continue }
            if ts.kind(k) == .identifier { last = k }
            k += 1
        }
        if let l = last { b.mark(l, .declaredName) }
    }

    // MARK: Methods

    /// `- (void)layoutSubviews {`, `- (instancetype)initWithFrame:(CGRect)frame {`,
    /// `- (void)setFrame:(CGRect)frame {`. Returns the body's `{` (nil for a declaration).
    private static func method(_ b: inout StructureBuilder, at i: Int, owner: Int?) -> Int? {
        let ts = b.ts
        var k = b.close(of: i + 1) + 1  // after the return type
        var parts: [String] = []
        var params: [Int] = []
        var types: [String] = []
        var firstPart: Int?
        while k < ts.count, ts.kind(k) == .identifier {
            if firstPart == nil { firstPart = k }
            b.mark(k, .declaredName)
            parts.append(ts.name(k))
            guard ts.isPunct(k + 1, ":") else { k += 1; break }
            k += 2
            var type = ""
            if ts.isPunct(k, "(") {
                let c = b.close(of: k)
                if let ident = Range.upTo(k, c).last(where: { ts.kind($0) == .identifier }) { type = ts.name(ident) }
                k = c + 1
            }
            if ts.kind(k) == .identifier { params.append(k); types.append(type); k += 1 }
        }
        // Variadic `...`, attributes and `NS_…` macros may follow; the body is the next `{` before a `;`.
        while k < ts.count, !ts.isPunct(k, "{"), !ts.isPunct(k, ";"), ts.kind(k) != .atKeyword { k += 1 }
        // A definition may keep its declaration's `;` before the body (`- (void)setUp;\n{ … }`).
        if ts.isPunct(k, ";"), ts.isPunct(k + 1, "{") { k += 1 }
        guard ts.isPunct(k, "{"), let first = firstPart else {
            if ts.isPunct(k, ";"), let owner, !parts.isEmpty {
                b.out.types[owner].declaredMethods.append(parts.count == 1 && params.isEmpty ? parts[0] : parts.map { $0 + ":" }.joined())
            }
            return nil
        }
        let close = b.close(of: k)
        for p in params { b.addLocal(p, scopeEnd: close) }
        var name = parts.count == 1 && params.isEmpty ? parts[0] : parts.map { $0 + ":" }.joined()
        var kind: MemberKind = .method
        if parts[0].hasPrefix("init") { kind = .initializer }
        if params.count == 1, parts.count == 1, parts[0].hasPrefix("set"), parts[0].count > 3 {
            // A setter: `setFrame:` is the `frame` property's.
            let rest = parts[0].dropFirst(3)
            name = rest.prefix(1).lowercased() + rest.dropFirst()
            kind = .property
        } else if params.isEmpty, GeometryMember(rawValue: name) != nil {
            kind = .property
        }
        let paramNames = params.map { p -> String in
            // `initWithFrame:(CGRect)frame` → the parameter is "frame" either way.
            ts.name(p)
        }
        b.out.functions.append(FunctionDecl(name: name, kind: kind, isOverride: false, isStatic: ts.isOperator(i, "+"),
                                            parameters: paramNames, parameterTypes: types, nameToken: first,
                                            bodyOpen: k, bodyClose: close, owner: owner))
        return k
    }

    // MARK: Bodies

    /// Selector parts in message sends (`[v setFrame:r]`, `[v convertRect:r toView:w]`) are labels.
    private static func markSelectorParts(_ b: inout StructureBuilder, open: Int) {
        let ts = b.ts
        let close = b.close(of: open)
        var k = open + 1
        while k < close {
            if let p = ts.partner(of: k), ts.isPunct(k, "(") || ts.isPunct(k, "[") || ts.isPunct(k, "{") { k = p + 1; continue }
            if ts.kind(k) == .identifier, ts.isPunct(k + 1, ":"), k > open + 1, b.out.roles[k] == .none { b.mark(k, .label) }
            k += 1
        }
    }

    /// `^(CGRect frame, BOOL done) { … }`: block parameters.
    private static func blockParameters(_ b: inout StructureBuilder, open: Int) {
        let ts = b.ts
        guard ts.isPunct(open - 1, ")"), let p = ts.partner(of: open - 1), ts.isOperator(p - 1, "^") else { return }
        var last: Int?
        for k in Range.upTo(p + 1, open - 1) {
            if ts.kind(k) == .identifier { last = k }
            if ts.isPunct(k, ",") || k == open - 2, let l = last { b.addLocal(l, scopeEnd: b.close(of: open)); last = nil }
        }
    }

    private static let notATypeBeforeName: Set<Word> = [.kReturn, .kIn, .kCase, .kElse, .kIf, .kWhile, .kFor, .kDo, .kSwitch, .kSelf, .kSuper]

    /// `CGRect frame = …;`, `UIView *parent = self.superview;`, `for (UIView *v in views)`.
    private static func localDeclaration(_ b: inout StructureBuilder, at i: Int, scopeEnd: Int) {
        let ts = b.ts
        guard b.out.roles[i] == .none else { return }
        var p = i - 1
        if ts.isOperator(p, "*") { p -= 1 }
        while ts.kind(p) == .identifier, ["const", "__weak", "__strong", "__block", "_Nullable", "_Nonnull", "nullable"].contains(ts.text(p)) { p -= 1 }
        guard ts.kind(p) == .identifier, !notATypeBeforeName.contains(ts.word(p)), !ts.isPunct(p - 1, ".") else { return }
        let next = i + 1
        guard ts.isOperator(next, "=") || ts.isPunct(next, ";") || ts.isPunct(next, ",") || ts.word(next) == .kIn
                || (ts.isPunct(next, ")") && ts.isPunct(p - 1, "(")) else { return }
        // Not a message send `[x y]` or a statement `return x;`.
        if let open = ts.enclosingOpen(i), ts.isPunct(open, "[") { return }
        var alias = false
        if ts.isOperator(next, "=") {
            var e = next + 1
            while e < ts.count, !ts.isPunct(e, ";"), e < next + 32 { e += 1 }
            alias = e > next + 1 && (b.isSuperviewChain(from: next + 1, to: e - 1) || isSuperviewSend(ts, next + 1, e - 1))
        }
        b.addLocal(i, scopeEnd: scopeEnd, superviewAlias: alias, aliasStart: next + 1)
    }

    /// `[child superview]`.
    private static func isSuperviewSend(_ ts: TokenStream, _ from: Int, _ to: Int) -> Bool {
        ts.isPunct(from, "[") && ts.partner(of: from) == to && ts.word(to - 1) == .superview
    }
}
