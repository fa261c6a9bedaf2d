/// The C# front end of the structure pass. At type level it reads each member's header (the tokens
/// since the previous member ended) when the member's body starts (`{` or `=>`); inside bodies it
/// records locals, lambda parameters and object initializers.
enum CSharpStructure {
    private enum Role {
        case container, typeBody(Int32), member, block, initializer

        var typeBody: Int32? { if case .typeBody(let k) = self { return k } else { return nil } }
    }
    private typealias Block = OpenBlock<Role>

    static func build(_ b: inout StructureBuilder) {
        let ts = b.ts
        let n = ts.count
        var blocks: [Block] = []
        var parens: [Int] = []  // closing indexes of open ( and [
        var headerStart = 0
        var pendingBodyEnd: [Int: Int] = [:]  // `=>` bodies of members: end index -> function

        func atTypeLevel() -> Bool {
            if let p = parens.last, p > (blocks.last.map { Int($0.open) } ?? -1), p < (blocks.last.map { Int($0.close) } ?? n) { return false }
            guard let last = blocks.last else { return true }
            switch last.role { case .container, .typeBody: return true; default: return false }
        }
        func innermostType() -> Int? {
            guard let k = blocks.last?.innerType, k >= 0 else { return nil }
            return Int(k)
        }
        func scopeEnd() -> Int { blocks.last.map { Int($0.close) } ?? n - 1 }

        var i = 0
        while i < n {
            while let p = parens.last, p < i { parens.removeLast() }
            let typeLevel = atTypeLevel()
            if ts.isPunct(i, "(") || ts.isPunct(i, "[") {
                parens.append(b.close(of: i))
            } else if ts.isPunct(i, "{") {
                var role: Role = .block
                if typeLevel {
                    role = header(&b, from: headerStart, to: i, bodyOpen: i, parent: innermostType())
                } else if isObjectInitializer(ts, i) {
                    role = .initializer
                    markInitializerMembers(&b, open: i)
                }
                blocks.append(Block(open: i, close: b.close(of: i), role: role, typeBody: role.typeBody, outer: blocks.last))
                headerStart = i + 1
            } else if ts.isPunct(i, "}") {
                while let last = blocks.last, last.close <= i { blocks.removeLast() }
                if atTypeLevel() { headerStart = i + 1 }
            } else if ts.isPunct(i, ";") {
                if typeLevel { headerStart = i + 1 }
            } else if ts.isOperator(i, "=>") {
                if typeLevel, !hasFieldInitializer(ts, from: headerStart, to: i) {
                    var end = i + 1
                    while end < n, !ts.isPunct(end, ";"), !ts.isPunct(end, "}") {
                        if ts.isPunct(end, "(") || ts.isPunct(end, "[") || ts.isPunct(end, "{") { end = b.close(of: end) }
                        end += 1
                    }
                    let before = b.out.functions.count
                    _ = header(&b, from: headerStart, to: i, bodyOpen: i, parent: innermostType(), bodyClose: min(end, n - 1))
                    if b.out.functions.count > before { pendingBodyEnd[end] = before }
                } else {
                    lambdaParameters(&b, arrow: i, scopeEnd: ts.isPunct(i + 1, "{") ? b.close(of: i + 1) : scopeEnd())
                }
            } else if ts.kind(i) == .identifier, !typeLevel {
                if ts.word(i) == .kNameof, ts.isPunct(i + 1, "(") {
                    let c = b.close(of: i + 1)
                    if c > i + 1 { for k in (i + 2)..<c { b.mark(k, .reference) } }
                } else {
                    localDeclaration(&b, at: i, scopeEnd: scopeEnd())
                }
            } else if ts.isPunct(i, ":"), ts.kind(i - 1) == .identifier, ts.isPunct(i - 2, "(") || ts.isPunct(i - 2, ","),
                      b.out.roles[i - 1] == .none {
                b.mark(i - 1, .label)  // named argument
            }
            i += 1
        }
    }

    // MARK: Member headers

    private static let typeKeywords: Set<Word> = [.kClass, .kStruct, .kInterface, .kRecord, .kEnum]

    /// Classifies the member header `from..<to` whose body starts at `bodyOpen` and records it.
    private static func header(_ b: inout StructureBuilder, from: Int, to: Int, bodyOpen: Int, parent: Int?,
                               bodyClose: Int? = nil) -> Role {
        let ts = b.ts
        // Indexes of the header's tokens outside attribute brackets and parentheses.
        var flat: [Int] = []
        var firstParen: Int?
        var k = from
        while k < to {
            if ts.isPunct(k, "[") { k = b.close(of: k) + 1; continue }
            if ts.isPunct(k, "(") {
                if firstParen == nil { firstParen = k }
                flat.append(k)
                k = b.close(of: k) + 1
                continue
            }
            flat.append(k)
            k += 1
        }
        if flat.contains(where: { ts.word($0) == .kNamespace }) { return .container }
        if let kw = flat.firstIndex(where: { typeKeywords.contains(ts.word($0)) && !ts.isPunct($0 - 1, ":") && !ts.isPunct($0 - 1, ",") }),
           firstParen.map({ $0 > flat[kw] }) ?? true {
            return typeDeclaration(&b, flat: flat, keyword: kw, bodyOpen: bodyOpen, parent: parent)
        }
        // A field initializer (`UIView v = new UIView { … };`): the brace is an expression.
        if flat.contains(where: { ts.isOperator($0, "=") }) {
            guard isObjectInitializer(ts, bodyOpen) else { return .block }
            markInitializerMembers(&b, open: bodyOpen)
            return .initializer
        }
        let isOverride = flat.contains { ts.word($0) == .kOverride }
        let isStatic = flat.contains { ts.word($0) == .kStatic }
        let isExposed = isOverride || flat.contains {
            ts.spells($0, "public") || ts.spells($0, "protected") || ts.spells($0, "internal") || ts.spells($0, "virtual")
                || ts.spells($0, "abstract")
        }
        let close = bodyClose ?? b.close(of: bodyOpen)
        if let paren = firstParen {
            // Method, constructor, destructor or operator: the name is right before `(` or `<…>(`.
            var nameToken = paren - 1
            if ts.isOperator(nameToken, ">") {
                var depth = 0
                while nameToken > from {
                    if ts.isOperator(nameToken, ">") { depth += 1 } else if ts.isOperator(nameToken, "<") { depth -= 1 }
                    nameToken -= 1
                    if depth == 0 { break }
                }
            }
            guard ts.kind(nameToken) == .identifier || ts.kind(nameToken) == .operator else { return .block }
            let name = ts.name(nameToken)
            let owner = parent.map { b.out.types[$0].name }
            let kind: MemberKind = ts.isOperator(nameToken - 1, "~") ? .deinitializer : name == owner ? .initializer : .method
            b.mark(nameToken, .declaredName)
            let params = parameterNames(&b, open: paren, close: b.close(of: paren))
            for p in params { b.addLocal(p, scopeEnd: close) }
            b.out.functions.append(FunctionDecl(name: name, kind: kind, isOverride: isOverride, isStatic: isStatic,
                                                parameters: params.map { ts.name($0) },
                                                parameterTypes: params.map { ts.kind($0 - 1) == .identifier ? ts.name($0 - 1) : "" },
                                                nameToken: nameToken,
                                                bodyOpen: bodyOpen, bodyClose: close, owner: parent, isExposed: isExposed))
            if kind == .method, !isOverride, !(from..<to).contains(where: { ts.spells($0, "Export") }) {
                b.out.functions[b.out.functions.count - 1].isNoUIKitCallback = true
            }
            return .member
        }
        // Property, indexer or event: the name is the last identifier of the header.
        guard let nameToken = flat.last(where: { ts.kind($0) == .identifier }) else { return .block }
        b.mark(nameToken, .declaredName)
        b.out.functions.append(FunctionDecl(name: ts.name(nameToken), kind: .property, isOverride: isOverride, isStatic: isStatic,
                                            parameters: [], nameToken: nameToken, bodyOpen: bodyOpen, bodyClose: close,
                                            owner: parent))
        return .member
    }

    private static func typeDeclaration(_ b: inout StructureBuilder, flat: [Int], keyword: Int, bodyOpen: Int, parent: Int?) -> Role {
        let ts = b.ts
        var k = keyword + 1
        if ts.word(flat[keyword]) == .kRecord, k < flat.count, ts.word(flat[k]) == .kStruct || ts.word(flat[k]) == .kClass { k += 1 }
        guard k < flat.count, ts.kind(flat[k]) == .identifier else { return .block }
        let nameToken = flat[k]
        b.mark(nameToken, .declaredName)
        var bases: [String] = []
        if let colon = flat[k...].firstIndex(where: { ts.isPunct($0, ":") }) {
            var angle = 0
            for m in (colon + 1)..<flat.count {
                let t = flat[m]
                if ts.word(t) == .kWhere { break }
                if ts.isOperator(t, "<") { angle += 1 } else if ts.isOperator(t, ">") { angle -= 1 }
                guard angle == 0, ts.kind(t) == .identifier else { continue }
                let next = m + 1 < flat.count ? flat[m + 1] : bodyOpen
                if next == bodyOpen || ts.isPunct(next, ",") || ts.isOperator(next, "<") || ts.isPunct(next, "(") || ts.word(next) == .kWhere {
                    bases.append(ts.name(t))
                }
            }
        }
        let kind: TypeKind
        switch ts.word(flat[keyword]) {
        case .kStruct: kind = .struct
        case .kInterface: kind = .interface
        case .kRecord: kind = .record
        case .kEnum: kind = .enum
        default: kind = .class
        }
        let isStatic = flat[..<keyword].contains { ts.word($0) == .kStatic }
        b.out.types.append(TypeDecl(name: ts.name(nameToken), kind: kind, bases: bases, isStatic: isStatic,
                                    nameToken: nameToken, bodyOpen: bodyOpen, bodyClose: b.close(of: bodyOpen), parent: parent))
        return .typeBody(Int32(b.out.types.count - 1))
    }

    /// The name token of each parameter in `( … )`: the last identifier before `,`, `=` or `)`.
    private static func parameterNames(_ b: inout StructureBuilder, open: Int, close: Int) -> [Int] {
        let ts = b.ts
        var names: [Int] = []
        var last: Int?
        var inDefault = false
        var k = open + 1
        while k <= close {
            if k == close || ts.isPunct(k, ",") {
                if let p = last { names.append(p); b.mark(p, .declaredName) }
                last = nil; inDefault = false
            } else if ts.isPunct(k, "(") || ts.isPunct(k, "[") {
                k = b.close(of: k)
            } else if ts.isOperator(k, "=") {
                inDefault = true
            } else if !inDefault, ts.kind(k) == .identifier {
                last = k
            }
            k += 1
        }
        return names
    }

    /// True when the header `from..<to` assigns at its own level: a field with an initializer.
    private static func hasFieldInitializer(_ ts: TokenStream, from: Int, to: Int) -> Bool {
        var k = from
        while k < to {
            if ts.isOperator(k, "=") { return true }
            if let p = ts.partner(of: k), ts.isPunct(k, "(") || ts.isPunct(k, "[") { k = p }
            k += 1
        }
        return false
    }

    // MARK: Bodies

    private static let notATypeBeforeName: Set<Word> = [
        .kReturn, .kNew, .kAwait, .kThrow, .kCase, .kYield, .kElse, .kIn, .kIs, .kAs, .kOut, .kRef, .kParams,
        .kUsing, .kNamespace, .kClass, .kStruct, .kInterface, .kRecord, .kEnum, .kDefault, .kNameof, .kWith,
        .kGet, .kSet, .kThis, .kBase, .kDo, .kTry, .kCatch, .kForeach, .kFor, .kWhile, .kIf, .kSwitch,
    ]

    /// `CGRect frame = …`, `var parent = child.Superview;`, `out var x`, `is UIView v)`, `foreach (var v in …)`.
    private static func localDeclaration(_ b: inout StructureBuilder, at i: Int, scopeEnd: Int) {
        let ts = b.ts
        guard ts.code[i].kind == .identifier, b.out.roles[i] == .none else { return }
        let p = i - 1
        let typeBefore: Bool
        if ts.kind(p) == .identifier {
            typeBefore = !notATypeBeforeName.contains(ts.word(p)) && !ts.word(i).isStatementKeyword
        } else if ts.isPunct(p, "}"), let o = ts.partner(of: p), ts.word(o - 1) == .kIs || ts.word(o - 2) == .kIs {
            typeBefore = true  // property pattern: `x is { } view`, `x is UIView { Alpha: 1 } view`
        } else if ts.isPunct(p, ","), ts.isOperator(i + 1, "="), let o = ts.enclosingOpen(i), ts.isPunct(o, "{") {
            // A later declarator of `nfloat x = 3, height = …;`: the statement starts `Type name =`.
            var k = p - 1
            var steps = 0
            while k > o, !ts.isPunct(k, ";"), !ts.isPunct(k, "{"), !ts.isPunct(k, "}"), steps < 256 {
                if (ts.isPunct(k, ")") || ts.isPunct(k, "]")), let q = ts.partner(of: k), q < k { k = q }
                k -= 1
                steps += 1
            }
            let start = k + 1
            typeBefore = ts.kind(start) == .identifier && ts.kind(start + 1) == .identifier && ts.isOperator(start + 2, "=")
                && !notATypeBeforeName.contains(ts.word(start)) && b.out.roles[start + 1] == .declaredName
        } else if ts.isOperator(p, "?") || ts.isOperator(p, ">") || ts.isPunct(p, "]") {
            // `CGRect? r = …`, `List<UIView> views = …`, `nfloat[] xs = …`
            typeBefore = ts.isOperator(i + 1, "=") || ts.isPunct(i + 1, ";")
        } else {
            typeBefore = false
        }
        guard typeBefore else { return }
        let next = i + 1
        let declares = ts.isOperator(next, "=") || ts.isPunct(next, ";") || ts.isPunct(next, ",") || ts.isPunct(next, ")")
            || ts.word(next) == .kIn || ts.isOperator(next, "&&") || ts.isOperator(next, "||")
        guard declares else { return }
        var alias = false
        if ts.isOperator(next, "=") {
            var e = next + 1
            while e < ts.count, !ts.isPunct(e, ";"), !ts.isPunct(e, ","), !ts.isPunct(e, ")"), e < next + 32 { e += 1 }
            alias = e > next + 1 && b.isSuperviewChain(from: next + 1, to: e - 1)
        }
        b.addLocal(i, scopeEnd: scopeEnd, superviewAlias: alias, aliasStart: next + 1)
    }

    /// `x => …`, `(x, y) => …`, `(CGRect r) => …`.
    private static func lambdaParameters(_ b: inout StructureBuilder, arrow: Int, scopeEnd: Int) {
        let ts = b.ts
        if ts.kind(arrow - 1) == .identifier {
            b.addLocal(arrow - 1, scopeEnd: scopeEnd)
        } else if ts.isPunct(arrow - 1, ")"), let open = ts.partner(of: arrow - 1) {
            var last: Int?
            for k in Range.through(open + 1, arrow - 1) {
                if ts.kind(k) == .identifier { last = k }
                if ts.isPunct(k, ",") || k == arrow - 1, let l = last { b.addLocal(l, scopeEnd: scopeEnd); last = nil }
            }
        }
    }

    /// A `{` that opens an object or collection initializer: `new UIView { … }`, `new CGRect(…) { … }`,
    /// `new() { … }`, `x with { … }`.
    static func isObjectInitializer(_ ts: TokenStream, _ open: Int) -> Bool {
        var j = open - 1
        if ts.word(j) == .kWith || ts.word(j) == .kNew { return true }
        if ts.isPunct(j, ")"), let o = ts.partner(of: j) { j = o - 1 }
        var steps = 0
        while j >= 0, steps < 32 {
            if ts.word(j) == .kNew { return true }
            let typeToken = ts.kind(j) == .identifier || ts.isPunct(j, ".") || ts.isOperator(j, "<") || ts.isOperator(j, ">")
                || ts.isPunct(j, "]") || ts.isPunct(j, "[") || ts.isPunct(j, ",") || ts.isOperator(j, "?")
            if !typeToken { return false }
            j -= 1; steps += 1
        }
        return false
    }

    private static func markInitializerMembers(_ b: inout StructureBuilder, open: Int) {
        let ts = b.ts
        let close = b.close(of: open)
        var k = open + 1
        while k < close {
            if ts.kind(k) == .identifier, ts.isPunct(k - 1, "{") || ts.isPunct(k - 1, ","), ts.isOperator(k + 1, "=") {
                b.mark(k, .initializerMember)
            }
            if ts.isPunct(k, "(") || ts.isPunct(k, "[") || ts.isPunct(k, "{") { k = b.close(of: k) }
            k += 1
        }
    }
}
