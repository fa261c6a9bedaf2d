/// Whether a type's view comes from a nib or storyboard, as far as its own code says: outlets
/// (`@IBOutlet`, `IBOutlet`, C# `[Outlet]`), a nib initializer (`init(nibName:bundle:)`,
/// `initWithNibName:bundle:`, a C# constructor passing a nib name to `base`), or `awakeFromNib`.
enum NibLoading {
    static func typeLoadsFromNib(_ name: String, _ ctx: FileContext) -> Bool {
        let ts = ctx.tokens, s = ctx.structure
        for t in ctx.facts.derived.typeDeclarations(named: name, s) {
            let decl = s.types[t]
            guard decl.bodyOpen >= 0, decl.bodyOpen < decl.bodyClose else { continue }
            for k in Range.through(decl.bodyOpen, min(decl.bodyClose, ts.count - 1)) {
                if ts.kind(k) == .atKeyword, ["@IBOutlet", "@IBOutletCollection"].contains(ts.text(k)) { return true }
                guard ts.kind(k) == .identifier else { continue }
                switch ts.name(k) {
                case "IBOutlet", "IBOutletCollection", "Outlet", "initWithNibName", "nibName", "awakeFromNib", "AwakeFromNib":
                    return true
                case "base" where ts.language == .csharp && ts.isPunct(k + 1, "(") && ts.kind(k + 2) == .stringStart:
                    return true
                default:
                    continue
                }
            }
        }
        return false
    }
}
