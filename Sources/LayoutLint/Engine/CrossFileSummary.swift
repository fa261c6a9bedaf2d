/// Reads a linted file for `CrossFileCalls`: the calls its initializers and UIKit callbacks
/// (construction, setup, layout, drawing) make through `self` to names its own type does not
/// declare in the file. Only the callbacks themselves: following in-file helpers too would derive
/// the phase of every function of every file, which costs more than the rare helper it finds.
enum CrossFileSummary {
    static func of(_ ctx: RuleContext) -> CrossFileCalls {
        let ts = ctx.tokens, s = ctx.structure
        var out = CrossFileCalls()
        guard !s.types.isEmpty else { return out }
        // The methods each type declares in this file, by the name a call spells (made on first need).
        var declaredByType: [String: Set<String>]?
        func declares(_ type: String, _ name: String) -> Bool {
            if declaredByType == nil {
                var d: [String: Set<String>] = [:]
                for f in s.functions where f.kind == .method {
                    guard let owner = f.owner else { continue }
                    d[s.types[owner].name, default: []].insert(ts.language == .objc ? f.name.selectorHead : f.name)
                }
                declaredByType = d
            }
            return declaredByType![type]?.contains(name) == true
        }
        let bytes = ts.file.bytes
        var seen = Set<CrossFileCalls.Call>()
        for (k, f) in s.functions.enumerated() {
            guard let owner = f.owner, f.bodyOpen >= 0, f.bodyOpen < f.bodyClose else { continue }
            // The UIKit callbacks and initializers: what they call in another file takes their phase.
            let phase = Phase.declared(f)
            guard phase == .construction || phase == .setup || phase == .layout || phase == .drawing else { continue }
            let type = s.types[owner].name
            var callback: String??
            for i in (f.bodyOpen + 1)..<min(f.bodyClose, ts.count) where ts.kind(i) == .identifier {
                // Cheap tests first: a call's shape and a name the type does not declare here.
                if ts.language == .objc {
                    guard ts.isPunct(i + 1, "]") || ts.isPunct(i + 1, ":"), ts.word(i - 1) == .kSelf else { continue }
                } else {
                    guard ts.isPunct(i + 1, "(") else { continue }
                    // Through another receiver (`label.sizeToFit()`), or C# `new CGRect(…)`.
                    if ts.isPunct(i - 1, "."), ts.word(i - 2) != .kSelf, ts.word(i - 2) != .kThis { continue }
                    if ts.word(i - 1) == .kNew { continue }
                    // Swift calls of types look like implicit-self calls: a Swift method name starts in lower case.
                    if ts.language == .swift, let b = bytes[ts.code[i].range].first, b >= 65 && b <= 90 { continue }
                }
                let name = ts.name(i)
                guard !declares(type, name) else { continue }
                guard s.role(i) == .none || s.role(i) == .label, s.function(at: i) == k, MethodCalls.isSelfCall(ts, i),
                      !MethodCalls.insideClosure(ts, s, i) else { continue }
                if callback == nil { callback = .some(ctx.callbackName(at: i)) }
                let call = CrossFileCalls.Call(type: type, method: name, phase: phase, callback: callback!)
                if seen.insert(call).inserted { out.calls.append(call) }
            }
        }
        return out
    }
}
