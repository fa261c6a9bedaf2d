/// Getters that make their object the first time they are asked (`- (UIView *)spinner { if
/// (!_spinner) { … } return _spinner; }`): their code runs in the phase of their first caller.
enum LazyGetters {
    /// A method without parameters whose body starts by testing that its backing variable is
    /// not made yet (`if (!_x)`, `if (_x == nil)`, `if (nil == _x)`, `if x == nil`).
    /// A C# property counts when its `get` body starts so (`get { if (selectedBar == null) … }`),
    /// its backing field spelled like the property with a lower-case or `_` start.
    static func isLazyGetter(_ f: FunctionDecl, _ ts: TokenStream) -> Bool {
        guard f.parameters.isEmpty, !f.name.contains(":"), f.bodyOpen >= 0, ts.isPunct(f.bodyOpen, "{") else { return false }
        var k = f.bodyOpen + 1
        if ts.language == .csharp {
            guard f.kind == .property, ts.spells(k, "get"), ts.isPunct(k + 1, "{") else { return false }
            k += 2
        } else if f.kind != .method {
            return false
        }
        guard ts.word(k) == .kIf else { return false }
        k += 1
        if ts.isPunct(k, "(") { k += 1 }
        let name = f.name.hasPrefix("_") ? String(f.name.dropFirst()) : f.name
        func names(_ i: Int) -> Bool {
            guard ts.kind(i) == .identifier else { return false }
            let n = ts.name(i)
            if ts.language == .csharp { return isBackingField(n, of: name) }
            return n == name || n == "_" + name
        }
        if ts.isOperator(k, "!") { return names(k + 1) || (ts.word(k + 1) == .kSelf && ts.isPunct(k + 2, ".") && names(k + 3)) }
        if ts.word(k) == .kThis, ts.isPunct(k + 1, "."), names(k + 2), ts.isOperator(k + 3, "==") { return ["null"].contains(ts.text(k + 4)) }
        if names(k), ts.spells(k + 1, "is"), ts.text(k + 2) == "null" { return true }
        if names(k), ts.isOperator(k + 1, "==") { return ["nil", "NULL", "null"].contains(ts.text(k + 2)) }
        if ["nil", "NULL", "null"].contains(ts.text(k)), ts.isOperator(k + 1, "=="), names(k + 2) { return true }
        return false
    }

    /// A C# field that backs the property `property`: the same name but for case, after an
    /// optional `_` (`selectedBar`, `_selectedBar` for `SelectedBar`), and not the property itself.
    static func isBackingField(_ field: String, of property: String) -> Bool {
        let bare = field.hasPrefix("_") ? field.dropFirst() : field[...]
        return bare != property && bare.lowercased() == property.lowercased()
    }
}
