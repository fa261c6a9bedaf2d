/// Getters that make their object the first time they are asked (`- (UIView *)spinner { if
/// (!_spinner) { … } return _spinner; }`): their code runs in the phase of their first caller.
enum LazyGetters {
    /// A method without parameters whose body starts by testing that its backing variable is
    /// not made yet (`if (!_x)`, `if (_x == nil)`, `if (nil == _x)`, `if x == nil`).
    static func isLazyGetter(_ f: FunctionDecl, _ ts: TokenStream) -> Bool {
        guard f.parameters.isEmpty, !f.name.contains(":"), f.bodyOpen >= 0, ts.isPunct(f.bodyOpen, "{") else { return false }
        var k = f.bodyOpen + 1
        guard ts.word(k) == .kIf else { return false }
        k += 1
        if ts.isPunct(k, "(") { k += 1 }
        let name = f.name.hasPrefix("_") ? String(f.name.dropFirst()) : f.name
        func names(_ i: Int) -> Bool {
            guard ts.kind(i) == .identifier else { return false }
            let n = ts.name(i)
            return n == name || n == "_" + name
        }
        if ts.isOperator(k, "!") { return names(k + 1) || (ts.word(k + 1) == .kSelf && ts.isPunct(k + 2, ".") && names(k + 3)) }
        if names(k), ts.isOperator(k + 1, "==") { return ["nil", "NULL", "null"].contains(ts.text(k + 2)) }
        if ["nil", "NULL", "null"].contains(ts.text(k)), ts.isOperator(k + 1, "=="), names(k + 2) { return true }
        return false
    }
}
