/// The Swift front end of the structure pass. It walks the code tokens once with a stack of open
/// blocks; a declaration keyword looks ahead over its header to find its name, parameters, bases
/// and body, and tells the walk what role the body's `{` will have when it gets there.
enum SwiftStructure {
    private enum Role {
        case typeBody(Int32), member, block

        var typeBody: Int32? { if case .typeBody(let k) = self { return k } else { return nil } }
    }
    private typealias Block = OpenBlock<Role>

    static func build(_ b: inout StructureBuilder) {
        let ts = b.ts
        var blocks: [Block] = []
        var bodyRoles: [Int: Role] = [:]
        let n = ts.count

        /// Innermost type body directly enclosing, and whether we are at member level.
        func memberLevel() -> (type: Int?, atMember: Bool) {
            guard let last = blocks.last else { return (nil, true) }
            if case .typeBody(let k) = last.role { return (Int(k), true) }
            return (nil, false)
        }
        func innermostType() -> Int? {
            guard let k = blocks.last?.innerType, k >= 0 else { return nil }
            return Int(k)
        }
        func scopeEnd() -> Int { blocks.last.map { Int($0.close) } ?? n - 1 }

        var i = 0
        while i < n {
            let t = ts.code[i]
            if t.kind == .punctuation {
                if ts.isPunct(i, "{") {
                    let role = bodyRoles.removeValue(forKey: i) ?? .block
                    blocks.append(Block(open: i, close: b.close(of: i), role: role, typeBody: role.typeBody, outer: blocks.last))
                    if case .block = role { closureParameters(&b, open: i) }
                } else if ts.isPunct(i, "}") {
                    while let last = blocks.last, last.close <= i { blocks.removeLast() }
                } else if ts.isPunct(i, ":"), ts.kind(i - 1) == .identifier,
                          ts.isPunct(i - 2, "(") || ts.isPunct(i - 2, ",") {
                    if b.out.roles[i - 1] == .none { b.mark(i - 1, .label) }
                }
                i += 1
                continue
            }
            if t.kind == .poundKeyword, ts.spells(i, "#selector") || ts.spells(i, "#keyPath"), ts.isPunct(i + 1, "(") {
                let c = b.close(of: i + 1)
                if c > i + 1 { for k in (i + 2)..<c { b.mark(k, .reference) } }
                i = c + 1
                continue
            }
            guard t.kind == .identifier, !ts.isPunct(i - 1, ".") else { i += 1; continue }
            let (owner, atMember) = memberLevel()
            switch ts.word(i) {
            case .kClass, .kStruct, .kEnum, .kExtension, .kProtocol, .kActor:
                if let (k, open) = typeDeclaration(&b, at: i, parent: innermostType()) { bodyRoles[open] = .typeBody(Int32(k)) }
            case .kFunc:
                if let open = function(&b, at: i, nameAt: i + 1, kind: .method, owner: owner, asMember: atMember) {
                    bodyRoles[open] = atMember ? .member : .block
                }
            case .kInit, .kDeinit, .kSubscript:
                guard atMember else { break }
                let kind: MemberKind = ts.word(i) == .kInit ? .initializer : ts.word(i) == .kDeinit ? .deinitializer : .subscript
                if let open = function(&b, at: i, nameAt: i, kind: kind, owner: owner, asMember: true) {
                    bodyRoles[open] = .member
                }
            case .kVar, .kLet:
                if atMember, !followsConditionKeyword(ts, i) {
                    if let open = property(&b, at: i, owner: owner) { bodyRoles[open] = .member }
                } else {
                    localBinding(&b, at: i, scopeEnd: scopeEnd())
                }
            case .kFor:
                forBinding(&b, at: i, scopeEnd: scopeEnd())
            default:
                break
            }
            i += 1
        }
    }

    // MARK: Types

    private static let notATypeName: Set<Word> = [
        .kFunc, .kVar, .kLet, .kOverride, .kStatic, .kInit, .kSubscript, .kClass,
    ]

    /// `class Name<T>: Base, Proto where … {`; returns the type's index and its body's `{`.
    private static func typeDeclaration(_ b: inout StructureBuilder, at i: Int, parent: Int?) -> (Int, Int)? {
        let ts = b.ts
        var j = i + 1
        guard ts.kind(j) == .identifier, !notATypeName.contains(ts.word(j)) else { return nil }
        if ts.word(i) == .kClass, ts.spellsOne(of: modifierSpellings, j) { return nil }  // `class final func`
        // `extension UIKit.UIView`: the name is the last component.
        while ts.isPunct(j + 1, "."), ts.kind(j + 2) == .identifier { j += 2 }
        let nameToken = j
        b.mark(nameToken, .declaredName)
        j = skipGenericParameters(ts, after: j)
        var bases: [String] = []
        var open: Int?
        var angle = 0
        while j < ts.count {
            if ts.isPunct(j, "{") { open = j; break }
            if ts.isPunct(j, "}") || ts.isPunct(j, ";") { break }
            if ts.isPunct(j, "(") || ts.isPunct(j, "[") { j = b.close(of: j) + 1; continue }
            if ts.kind(j) == .operator { angle += angleDelta(ts, j) }
            if angle == 0, ts.kind(j) == .identifier, ts.word(j) != .kWhere,
               ts.isPunct(j + 1, ",") || ts.isPunct(j + 1, "{") || ts.word(j + 1) == .kWhere
                || ts.isOperator(j + 1, "<") || ts.isOperator(j + 1, "&") {
                if ts.kind(j - 1) != .atKeyword { bases.append(ts.name(j)) }
            }
            if ts.word(j) == .kWhere { angle = 0; j = skipWhereClause(ts, j); continue }
            j += 1
        }
        guard let bodyOpen = open else { return nil }
        let kind: TypeKind
        switch ts.word(i) {
        case .kStruct: kind = .struct
        case .kEnum: kind = .enum
        case .kExtension: kind = .extension
        case .kProtocol: kind = .protocol
        case .kActor: kind = .actor
        default: kind = .class
        }
        b.out.types.append(TypeDecl(name: ts.name(nameToken), kind: kind, bases: bases, isStatic: false,
                                    nameToken: nameToken, bodyOpen: bodyOpen, bodyClose: b.close(of: bodyOpen),
                                    parent: parent))
        return (b.out.types.count - 1, bodyOpen)
    }

    /// Skips `where A: B, C == D` up to the `{`.
    private static func skipWhereClause(_ ts: TokenStream, _ start: Int) -> Int {
        var j = start + 1
        while j < ts.count, !ts.isPunct(j, "{"), !ts.isPunct(j, "}") { j += 1 }
        return j
    }

    private static func angleDelta(_ ts: TokenStream, _ j: Int) -> Int {
        var d = 0
        for byte in ts.file.bytes[ts.code[j].range] {
            if byte == UInt8(ascii: "<") { d += 1 } else if byte == UInt8(ascii: ">") { d -= 1 }
        }
        return d
    }

    /// Index of the first token after a generic parameter clause that starts after `j`, or `j + 1`.
    private static func skipGenericParameters(_ ts: TokenStream, after j: Int) -> Int {
        guard ts.kind(j + 1) == .operator, ts.file.bytes[Int(ts.code[j + 1].start)] == UInt8(ascii: "<") else { return j + 1 }
        var depth = 0
        var k = j + 1
        while k < ts.count {
            if ts.kind(k) == .operator { depth += angleDelta(ts, k) }
            if ts.isPunct(k, "{") || ts.isPunct(k, "(") && depth <= 0 { return k }
            k += 1
            if depth <= 0 { return k }
        }
        return k
    }

    // MARK: Functions

    static let modifierWords: Set<String> = [
        "override", "public", "private", "fileprivate", "internal", "open", "final", "static", "class",
        "required", "convenience", "mutating", "nonmutating", "dynamic", "lazy", "weak", "unowned",
        "nonisolated", "optional", "indirect", "prefix", "postfix", "infix", "isolated", "consuming",
        "borrowing", "distributed", "package",
    ]

    private static let modifierSpellings = WordSet(modifierWords)

    private static let declarationStarts: Set<Word> = [
        .kFunc, .kVar, .kLet, .kInit, .kDeinit, .kSubscript, .kClass, .kStruct, .kEnum, .kExtension,
        .kProtocol, .kActor, .kCase, .kTypealias, .kStatic, .kOverride, .kImport, .kAssociatedtype,
    ]

    /// Modifiers and attributes before the declaration keyword at `i`.
    private static func modifiers(_ ts: TokenStream, before i: Int) -> (isOverride: Bool, isStatic: Bool, isExposed: Bool) {
        var isOverride = false, isStatic = false, isExposed = false
        var k = i - 1
        while k >= 0 {
            if ts.kind(k) == .atKeyword {
                if ts.spells(k, "@objc") || ts.spells(k, "@IBAction") || ts.spells(k, "@IBOutlet") { isExposed = true }
                k -= 1
                continue
            }
            if ts.isPunct(k, ")"), let o = ts.partner(of: k), o > 0,
               ts.kind(o - 1) == .atKeyword || ts.spellsOne(of: modifierSpellings, o - 1) {
                k = o - 1
                continue
            }
            guard ts.kind(k) == .identifier else { break }
            guard ts.spellsOne(of: modifierSpellings, k) else { break }
            if ts.spells(k, "override") { isOverride = true }
            if ts.spells(k, "static") || ts.spells(k, "class") { isStatic = true }
            if ts.spells(k, "public") || ts.spells(k, "open") || ts.spells(k, "internal") || ts.spells(k, "package") { isExposed = true }
            k -= 1
        }
        return (isOverride, isStatic, isExposed)
    }

    /// Reads `func name<T>(params) … {` (or `init(…)`, `deinit {`, `subscript(…)`); records the
    /// parameters, and as a member the function; returns the body's `{`.
    private static func function(_ b: inout StructureBuilder, at i: Int, nameAt: Int, kind: MemberKind,
                                 owner: Int?, asMember: Bool) -> Int? {
        let ts = b.ts
        guard nameAt < ts.count else { return nil }
        if nameAt != i { b.mark(nameAt, .declaredName) }
        var j = nameAt + 1
        if ts.isPunct(j, "?") || ts.isOperator(j, "?") || ts.isOperator(j, "!") { j += 1 }
        if ts.kind(j) == .operator, ts.file.bytes[Int(ts.code[j].start)] == UInt8(ascii: "<") {
            j = skipGenericParameters(ts, after: j - 1)
        }
        var params: [Int] = []
        if ts.isPunct(j, "(") {
            let c = b.close(of: j)
            params = parameterNames(&b, open: j, close: c)
            j = c + 1
        } else if kind != .deinitializer {
            return nil
        }
        // The body: the next `{` before another declaration begins.
        var open: Int?
        while j < ts.count {
            if ts.isPunct(j, "{") { open = j; break }
            if ts.isPunct(j, "}") || ts.isPunct(j, ";") || ts.kind(j) == .directive { break }
            if ts.isPunct(j, "(") || ts.isPunct(j, "[") { j = b.close(of: j) + 1; continue }
            if ts.code[j].flags.contains(.atStartOfLine),
               ts.kind(j) == .atKeyword || declarationStarts.contains(ts.word(j)) || ts.spellsOne(of: modifierSpellings, j) {
                break
            }
            j += 1
        }
        guard let bodyOpen = open else { return nil }
        let bodyClose = b.close(of: bodyOpen)
        for p in params { b.addLocal(p, scopeEnd: bodyClose) }
        if asMember {
            let mods = modifiers(ts, before: i)
            let name = kind == .initializer ? "init" : kind == .deinitializer ? "deinit" : kind == .subscript ? "subscript" : ts.name(nameAt)
            b.out.functions.append(FunctionDecl(name: name, kind: kind, isOverride: mods.isOverride, isStatic: mods.isStatic,
                                                parameters: params.map { ts.name($0) },
                                                parameterTypes: params.map { parameterType(ts, after: $0) }, nameToken: nameAt,
                                                bodyOpen: bodyOpen, bodyClose: bodyClose, owner: owner,
                                                isExposed: mods.isExposed || mods.isOverride))
        }
        return bodyOpen
    }

    /// `frame: CGRect` → "CGRect": the first identifier of the type after the name's colon.
    private static func parameterType(_ ts: TokenStream, after name: Int) -> String {
        guard ts.isPunct(name + 1, ":") else { return "" }
        var k = name + 2
        while ts.kind(k) == .atKeyword || ts.spells(k, "inout") { k += 1 }
        return ts.kind(k) == .identifier ? ts.name(k) : ""
    }

    /// Marks labels and returns the internal name token of each parameter in `( … )`.
    private static func parameterNames(_ b: inout StructureBuilder, open: Int, close: Int) -> [Int] {
        let ts = b.ts
        var names: [Int] = []
        var k = open + 1
        var segmentStart = k
        var lastIdentBeforeColon: Int?
        var sawColon = false
        while k <= close {
            if k == close || ts.isPunct(k, ",") {
                if let p = lastIdentBeforeColon { names.append(p) }
                lastIdentBeforeColon = nil; sawColon = false; segmentStart = k + 1
                k += 1
                continue
            }
            if ts.isPunct(k, "(") || ts.isPunct(k, "[") || ts.isPunct(k, "{") { k = b.close(of: k) + 1; continue }
            if ts.isPunct(k, ":") { sawColon = true }
            if !sawColon, ts.kind(k) == .identifier {
                if let prev = lastIdentBeforeColon { b.mark(prev, .label) }
                b.mark(k, .declaredName)
                lastIdentBeforeColon = k
            }
            k += 1
        }
        _ = segmentStart
        return names
    }

    // MARK: Properties and locals

    private static let accessorWords: Set<Word> = [.kGet, .kSet, .kDidSet, .kWillSet, .kModify, .kRead]

    /// `var name: T { … }` or `var name = x { didSet … }` at member level: a property. Returns the
    /// `{` of its accessors when it has any.
    private static func property(_ b: inout StructureBuilder, at i: Int, owner: Int?) -> Int? {
        let ts = b.ts
        let nameToken = i + 1
        guard ts.kind(nameToken) == .identifier else { return nil }
        b.mark(nameToken, .declaredName)
        var sawEquals = false
        var j = nameToken + 1
        while j < ts.count {
            if ts.isPunct(j, "}") || ts.isPunct(j, ";") || ts.kind(j) == .directive { return nil }
            if j > nameToken + 1, ts.code[j].flags.contains(.atStartOfLine),
               ts.kind(j) == .atKeyword || declarationStarts.contains(ts.word(j)) || ts.spellsOne(of: modifierSpellings, j) {
                return nil
            }
            if ts.isOperator(j, "=") { sawEquals = true }
            if ts.isPunct(j, "(") || ts.isPunct(j, "[") { j = b.close(of: j) + 1; continue }
            if ts.isPunct(j, "{") {
                var first = j + 1
                while ts.kind(first) == .atKeyword { first += 1 }
                if !sawEquals || accessorWords.contains(ts.word(first)) {
                    let mods = modifiers(ts, before: i)
                    b.out.functions.append(FunctionDecl(name: ts.name(nameToken), kind: .property, isOverride: mods.isOverride,
                                                        isStatic: mods.isStatic, parameters: [], nameToken: nameToken,
                                                        bodyOpen: j, bodyClose: b.close(of: j), owner: owner))
                    return j
                }
                j = b.close(of: j) + 1
                continue
            }
            j += 1
        }
        return nil
    }

    private static func followsConditionKeyword(_ ts: TokenStream, _ i: Int) -> Bool {
        switch ts.word(i - 1) {
        case .kIf, .kGuard, .kWhile, .kCase, .kCatch: return true
        default: return ts.isPunct(i - 1, ",") || ts.isPunct(i - 1, "(")
        }
    }

    /// `let x = …`, `var (a, b) = …`, `if let x`, `guard let parent = superview else`.
    private static func localBinding(_ b: inout StructureBuilder, at i: Int, scopeEnd: Int) {
        let ts = b.ts
        let j = i + 1
        if ts.isPunct(j, "(") {
            let c = b.close(of: j)
            var k = j + 1
            while k < c {
                if ts.kind(k) == .identifier, ts.isPunct(k + 1, ",") || k + 1 == c || ts.isPunct(k + 1, ":") {
                    b.addLocal(k, scopeEnd: scopeEnd)
                }
                k += 1
            }
            return
        }
        guard ts.kind(j) == .identifier else { return }
        var k = j + 1
        if ts.isPunct(k, ":") {  // type annotation
            k += 1
            while k < ts.count, !ts.isOperator(k, "="), !ts.code[k].flags.contains(.atStartOfLine),
                  !ts.isPunct(k, "{"), !ts.isPunct(k, ",") { k += 1 }
        }
        var alias = false
        var aliasStart = j
        if ts.isOperator(k, "=") {
            aliasStart = k + 1
            var e = k + 1
            while e < ts.count {
                if e > k + 1, ts.code[e].flags.contains(.atStartOfLine) { break }
                let isChain = ts.kind(e) == .identifier && (!ts.word(e).isStatementKeyword || ts.word(e) == .kAs)
                    || ts.isPunct(e, ".") || ts.isOperator(e, "?") || ts.isOperator(e, "!")
                if !isChain { break }
                e += 1
            }
            alias = e > k + 1 && b.isSuperviewChain(from: k + 1, to: e - 1)
        } else if ts.word(j) == .superview {
            alias = true  // `if let superview {` binds the superview itself
        }
        b.addLocal(j, scopeEnd: scopeEnd, superviewAlias: alias, aliasStart: aliasStart)
    }

    /// `for x in`, `for (a, b) in`, `for case let x? in`.
    private static func forBinding(_ b: inout StructureBuilder, at i: Int, scopeEnd: Int) {
        let ts = b.ts
        var k = i + 1
        var names: [Int] = []
        while k < ts.count, k < i + 64, ts.word(k) != .kIn {
            if ts.isPunct(k, "{") || ts.isPunct(k, "}") { return }
            if ts.kind(k) == .identifier, ![.kCase, .kLet, .kVar].contains(ts.word(k)), !ts.isPunct(k - 1, ".") { names.append(k) }
            k += 1
        }
        guard ts.word(k) == .kIn else { return }
        for nm in names { b.addLocal(nm, scopeEnd: scopeEnd) }
    }

    /// `{ a, b in`, `{ (frame: CGRect) -> Void in`, `{ [weak self] view in`.
    private static func closureParameters(_ b: inout StructureBuilder, open: Int) {
        let ts = b.ts
        let close = b.close(of: open)
        var k = open + 1
        if ts.isPunct(k, "[") { k = b.close(of: k) + 1 }
        var names: [Int] = []
        if ts.isPunct(k, "(") {
            let c = b.close(of: k)
            var m = k + 1
            while m < c {
                if ts.kind(m) == .identifier, ts.isPunct(m + 1, ",") || ts.isPunct(m + 1, ":") || m + 1 == c {
                    if !ts.isPunct(m - 1, ":") { names.append(m) }
                }
                if ts.isPunct(m, ":") {  // skip the type up to the next comma
                    while m < c, !ts.isPunct(m, ",") { if ts.isPunct(m, "(") || ts.isPunct(m, "[") { m = b.close(of: m) }; m += 1 }
                    continue
                }
                m += 1
            }
            k = c + 1
            var guardCount = 0
            while k < close, ts.word(k) != .kIn, guardCount < 24 {
                if ts.isPunct(k, "{") || ts.isPunct(k, "}") || ts.isPunct(k, ";") { return }
                k += 1; guardCount += 1
            }
            guard ts.word(k) == .kIn else { return }
        } else {
            while ts.kind(k) == .identifier, ts.word(k) != .kIn {
                names.append(k)
                if ts.isPunct(k + 1, ",") { k += 2 } else { k += 1; break }
            }
            guard ts.word(k) == .kIn, !names.isEmpty else { return }
        }
        for nm in names { b.addLocal(nm, scopeEnd: close) }
    }
}
