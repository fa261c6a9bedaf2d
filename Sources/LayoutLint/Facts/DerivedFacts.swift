/// Facts derived on demand, once per file, by the first condition that asks: each is computed
/// through `memo` the first time and looked up after. One per file, used only by the worker that
/// lints it (so no locks).
final class DerivedFacts: @unchecked Sendable {
    /// The value kept in `slot`, computed by `make` the first time. `make` must not ask for the
    /// same fact (the slot is being written while it runs).
    private func memo<T>(_ slot: inout T?, _ make: () -> T) -> T {
        if let v = slot { return v }
        let v = make()
        slot = v
        return v
    }

    /// The value kept under `key` in `table`, computed by `make` the first time.
    private func memo<K: Hashable, T>(_ table: inout [K: T], _ key: K, _ make: () -> T) -> T {
        if let v = table[key] { return v }
        let v = make()
        table[key] = v
        return v
    }

    private var calls: MethodCalls?
    private var sinks: [Int: [ValueFlow.Sink]] = [:]

    /// Where the value read at `start...end` goes (`ValueFlow.sinks`), followed once.
    func valueSinks(from start: Int, to end: Int, _ follow: () -> [ValueFlow.Sink]) -> [ValueFlow.Sink] {
        memo(&sinks, start << 32 | end, follow)
    }
    private var autoLayout: AutoLayoutHandoffs?
    private var methodEffects: MethodEffects?

    /// What function `f` does with the same-type methods it calls (`MethodEffects`).
    func effects(of f: Int, _ ctx: FileContext) -> MethodEffects.Effects {
        if methodEffects == nil { methodEffects = MethodEffects(ctx) }
        return methodEffects!.effects(of: f, ctx)
    }

    /// What function `f` does in its own body (`MethodEffects.ownEffects`).
    func ownEffects(of f: Int, _ ctx: FileContext) -> MethodEffects.Effects {
        if methodEffects == nil { methodEffects = MethodEffects(ctx) }
        return methodEffects!.ownEffects(of: f)
    }

    /// The same-type methods called in `range`: (call token, callee).
    func ownCalls(in range: ClosedRange<Int>, _ ctx: FileContext) -> [(Int, Int)] {
        methodCalls(ctx.tokens, ctx.structure).explicitSites(in: range)
    }

    func autoLayoutHandoffs(_ ts: TokenStream, _ s: FileStructure) -> AutoLayoutHandoffs {
        memo(&autoLayout) { AutoLayoutHandoffs(ts, s) }
    }
    private var constants: IntegerConstants?
    private var activations: [Int]?
    private var autoLayoutTypes: [String: Bool] = [:]
    private var autoLayoutWords: [Int32]?
    private var typesByName: [String: [Int]]?

    private var addsByType: [Int: Set<[[String]]>]?

    /// The (container, child) view paths of the calls in type `t` (nil: outside any type) that add
    /// a view to another (`addSubview`, `insertSubview`, `addChild`, in every spelling), found for
    /// every type in one pass over the file's calls: `container.addSubview(child)` gives
    /// `[container, child]`.
    func viewsAdded(inType t: Int?, _ facts: FileFacts, _ ts: TokenStream, _ s: FileStructure) -> Set<[[String]]> {
        let byType = memo(&addsByType) {
            var byType: [Int: Set<[[String]]>] = [:]
            for c in facts.calls {
                guard let container = ViewPaths.view(c.receiver), let child = ViewTree.addedView(by: c, ts) else { continue }
                byType[s.type(at: c.nameToken) ?? -1, default: []].insert([container, child])
            }
            // A mask is in the masked view's space, as a child is.
            for m in masks(ts, s) {
                byType[s.type(at: m.at) ?? -1, default: []].insert([m.container, m.child])
            }
            return byType
        }
        return byType[t ?? -1] ?? []
    }

    private var maskList: [(container: [String], child: [String], at: Int)]?

    /// `ViewTree.maskAssignments`, once per file (both the children and the containers ask).
    func masks(_ ts: TokenStream, _ s: FileStructure) -> [(container: [String], child: [String], at: Int)] {
        memo(&maskList) { ViewTree.maskAssignments(ts, s) }
    }

    private struct PathInType: Hashable { let path: [String]; let type: String }
    private var handsOver: [PathInType: Bool] = [:]

    /// `ViewTree.typeHandsOver`, once per view and type.
    func typeHandsOver(_ path: [String], type: String, _ find: () -> Bool) -> Bool {
        memo(&handsOver, PathInType(path: path, type: type), find)
    }

    private var layoutObjects: Set<String>?

    /// `ViewPaths.layoutObjectDeclarations`, once per file.
    func layoutObjectNames(_ ts: TokenStream) -> Set<String> {
        memo(&layoutObjects) { ViewPaths.layoutObjectDeclarations(ts) }
    }

    private var mentioned: [String: Bool] = [:]

    /// The file has an identifier spelled `name` (asked before following values to a rare sink).
    func mentions(_ name: String, _ ts: TokenStream) -> Bool {
        memo(&mentioned, name) {
            let spelled = Array(name.utf8)
            let length = spelled.count
            return (0..<ts.count).contains {
                ts.kind($0) == .identifier && ts.code[$0].range.count == length && ts.file.bytes[ts.code[$0].range].elementsEqual(spelled)
            }
        }
    }

    /// The file has an identifier spelled as one of `names`: one pass for the whole set, kept
    /// under `key` (a name for the set, so that asking again costs one lookup).
    func mentionsAny(of names: Set<String>, key: String, _ ts: TokenStream) -> Bool {
        memo(&mentioned, key) {
            let spelled = names.map { Array($0.utf8) }
            // The lengths spelled, as a table (no hashing per token).
            var lengths = [Bool](repeating: false, count: 65)
            for s in spelled where s.count < 65 { lengths[s.count] = true }
            return (0..<ts.count).contains { k in
                guard ts.kind(k) == .identifier else { return false }
                let n = ts.code[k].range.count
                guard n < 65, lengths[n] else { return false }
                let bytes = ts.file.bytes[ts.code[k].range]
                return spelled.contains { bytes.elementsEqual($0) }
            }
        }
    }

    private var otherPlatform: Bool?

    /// The file is built for another platform than iOS, so the UIKit names it spells are not
    /// Apple's: it imports AppKit or Cocoa and not UIKit (`import AppKit`, `#import <Cocoa/Cocoa.h>`,
    /// `@import AppKit;`), or, in C#, an Android namespace (`using Android.Views;`,
    /// `using AndroidX.Core;`). No iOS project can reference Android's assemblies, so a `UIView`
    /// there is the project's own class (a port's shim over an Android layout), even under
    /// `using UIKit;` (the shim's namespace).
    func builtForAnotherPlatform(_ ts: TokenStream) -> Bool {
        if let known = otherPlatform { return known }
        var appKit = false, uiKit = false, android = false
        for k in 0..<ts.count {
            if ts.kind(k) == .directive {
                // `#import <Cocoa/Cocoa.h>`, `#include <UIKit/UIKit.h>`.
                let text = ts.text(k)
                guard text.contains("import") || text.contains("include") else { continue }
                if text.contains("UIKit") { uiKit = true }
                if text.contains("AppKit/") || text.contains("Cocoa/") { appKit = true }
                continue
            }
            // `import AppKit` (Swift), `@import AppKit;` (Objective-C), `using AppKit;` (C#).
            let imports = ts.kind(k) == .identifier && (ts.word(k) == .kImport || ts.word(k) == .kUsing)
                || ts.kind(k) == .atKeyword && ts.spells(k, "@import")
            guard imports, ts.kind(k + 1) == .identifier else { continue }
            if ts.spells(k + 1, "UIKit") { uiKit = true }
            if ts.spells(k + 1, "AppKit") || ts.spells(k + 1, "Cocoa") { appKit = true }
            if ts.word(k) == .kUsing, ts.spells(k + 1, "Android") || ts.spells(k + 1, "AndroidX"),
               ts.spells(k + 2, ".") { android = true }
        }
        otherPlatform = appKit && !uiKit || android
        return otherPlatform!
    }

    private var containersByType: [Int: Set<[String]>] = [:]

    /// The views that type `t` adds others to (the containers of `viewsAdded(inType:)`).
    func containers(inType t: Int?, _ facts: FileFacts, _ ts: TokenStream, _ s: FileStructure) -> Set<[String]> {
        if containersByType.isEmpty {
            // The receivers of the adding calls, for every type in one pass (the children's
            // arguments are not read: `viewsAdded` does that when it is asked).
            for c in facts.calls where ViewTree.addingCalls.contains(c.methodName) {
                guard let container = ViewPaths.view(c.receiver) else { continue }
                containersByType[s.type(at: c.nameToken) ?? -1, default: []].insert(container)
            }
            for m in masks(ts, s) {
                containersByType[s.type(at: m.at) ?? -1, default: []].insert(m.container)
            }
            containersByType[Int.min] = []  // marks the pass done
        }
        return containersByType[t ?? -1] ?? []
    }

    private struct WriteKey: Hashable { let member: GeometryMember; let path: [String]; let type: Int }
    private var layoutWrites: [WriteKey: [Int]] = [:]

    /// `FactIndex.writes(of:path:inType:)` kept to the writes inside a function whose phase is
    /// layout: worked out once per member, view and type.
    func writesInLayout(of member: GeometryMember, path: [String], inType t: Int?, _ facts: FileFacts,
                        _ ts: TokenStream, _ s: FileStructure) -> [Int] {
        memo(&layoutWrites, WriteKey(member: member, path: path, type: t ?? -1)) {
            facts.index.writes(of: member, path: path, inType: t).filter { k in
                guard let f = s.function(at: facts.accesses[k].nameToken) else { return false }
                return phase(of: f, ts, s) == .layout
            }
        }
    }

    private var positioningByType: [Int: Set<String>] = [:]
    private var functionsByOwner: [Int: [Int]]?

    /// The functions (indexes, in order) whose owner is type `t`: one pass over the file's
    /// functions the first time, a lookup after.
    func members(of t: Int, _ s: FileStructure) -> [Int] {
        let byOwner = memo(&functionsByOwner) {
            var byOwner: [Int: [Int]] = [:]
            for (k, f) in s.functions.enumerated() { if let o = f.owner { byOwner[o, default: []].append(k) } }
            return byOwner
        }
        return byOwner[t] ?? []
    }

    /// The names (an Objective-C selector's first part) of the methods of type `t` that write the
    /// position, center or frame of one of their parameters (`func place(_ v: UIView) { v.center
    /// = … }`). Each type's are found once per file, from the writes inside its methods' bodies.
    func positioningMethods(inType t: Int, _ facts: FileFacts, _ s: FileStructure) -> Set<String> {
        memo(&positioningByType, t) {
            var names = Set<String>()
            for k in members(of: t, s) {
                let f = s.functions[k]
                guard !f.parameters.isEmpty else { continue }
                let writesParameter = facts.index.accesses(namedIn: f.bodyRange).contains { i in
                    let w = facts.accesses[i]
                    return w.isWrite && (w.member == .position || w.member == .center || w.member == .frame)
                        && w.receiver.components.count == 1 && f.parameters.contains(w.receiver.components[0])
                }
                if writesParameter { names.insert(f.name.selectorHead) }
            }
            return names
        }
    }

    /// The file's declarations of the type named `name` (a class and its extensions), by index.
    func typeDeclarations(named name: String, _ s: FileStructure) -> [Int] {
        let byName = memo(&typesByName) {
            var map: [String: [Int]] = [:]
            for (k, t) in s.types.enumerated() { map[t.name, default: []].append(k) }
            return map
        }
        return byName[name] ?? []
    }

    /// `AutoLayoutSeeds.autoLayoutWordCounts`, once per file.
    func autoLayoutWordCounts(_ ts: TokenStream) -> [Int32] {
        memo(&autoLayoutWords) { AutoLayoutSeeds.autoLayoutWordCounts(ts) }
    }

    /// Whether the type named `name` speaks Auto Layout (`AutoLayoutSeeds.typeSpeaksAutoLayout`),
    /// worked out once per type and file.
    func speaksAutoLayout(_ name: String, _ compute: () -> Bool) -> Bool {
        memo(&autoLayoutTypes, name, compute)
    }

    /// The tokens that activate or add constraints (`AutoLayoutSeeds.activationTokens`).
    func constraintActivations(_ ts: TokenStream) -> [Int] {
        memo(&activations) { AutoLayoutSeeds.activationTokens(ts) }
    }

    func integerConstants(_ ts: TokenStream) -> IntegerConstants {
        memo(&constants) { IntegerConstants(ts) }
    }
    private var phases: [Int: Phase] = [:]

    /// The file's budget for following values through locals (`ValueFlow.uses`): eight token
    /// steps per token of the file, plus a constant, shared by every question asked of the file,
    /// so that enormous functions stay linear. Nil until the first step is taken.
    private var budget: Int?

    /// Takes one step of the file's budget for following values: false once it is spent.
    func spend(tokens: Int) -> Bool {
        if budget == nil { budget = 8 * tokens + 100_000 }
        guard budget! > 0 else { return false }
        budget! -= 1
        return true
    }

    /// Phases of this file's helpers that only other files of the run call (`ExternalPhase`), by
    /// `ExternalPhase.key`; set by the engine when it lints the file again after the whole run.
    var external: [String: ExternalPhase] = [:]

    /// The UIKit callback that the other files call helper `f` from, when its phase came from them.
    func externalCallback(of f: Int, _ ts: TokenStream, _ s: FileStructure) -> String? {
        guard !external.isEmpty, let key = ExternalPhase.key(of: f, ts, s), derivedFrom[f] == [f] else { return nil }
        return external[key]?.callback
    }

    func methodCalls(_ ts: TokenStream, _ s: FileStructure) -> MethodCalls {
        memo(&calls) { MethodCalls(ts, s) }
    }

    /// The phase of function `f`: its declared phase, or for a helper that only the type's own
    /// methods call (not exposed by its declaration), the phase all its callers share.
    func phase(of f: Int, _ ts: TokenStream, _ s: FileStructure) -> Phase {
        phase(of: f, ts, s, depth: 0, visiting: [])
    }

    /// The methods whose phase `phase(of: f)` took from their callers in this file: `f` itself
    /// when its phase was derived, and the methods its callers' phases were derived from. Each
    /// derivation assumes the method has no callers outside the file; a superclass declared in
    /// another file that declares the same method calls it when it likes (a base class's
    /// `layoutUI` hook), and the engine drops what depended on that assumption.
    func derivation(of f: Int, _ ts: TokenStream, _ s: FileStructure) -> [Int] {
        _ = phase(of: f, ts, s)
        return derivedFrom[f] ?? []
    }
    private var derivedFrom: [Int: [Int]] = [:]

    /// `f` and the methods its callers' phases were derived from, each once (a caller that calls
    /// `f` from several places counts once, so chains stay as long as the methods they name).
    private func chain(_ f: Int, _ callers: [Int32]) -> [Int] {
        var seen: Set<Int> = [f]
        var out = [f]
        for c in Set(callers).sorted() where c >= 0 {
            for g in derivedFrom[Int(c)] ?? [] where seen.insert(g).inserted { out.append(g) }
        }
        return out
    }

    private func phase(of f: Int, _ ts: TokenStream, _ s: FileStructure, depth: Int, visiting: Set<Int>) -> Phase {
        if let p = phases[f] { return p }
        let decl = s.functions[f]
        var p = Phase.declared(decl)
        let lazyProperty = p == .accessor && decl.kind == .property && ts.language == .csharp
        if p == .other && decl.kind == .method || lazyProperty, !decl.isOverride, depth < 4, LazyGetters.isLazyGetter(decl, ts) {
            // A lazy getter makes its view when it is first asked for: the earliest phase a caller has.
            let callers = methodCalls(ts, s).callers[f].filter { $0 >= 0 && !visiting.contains(Int($0)) }
            let phases = callers.map { phase(of: Int($0), ts, s, depth: depth + 1, visiting: visiting.union([f])) }
            if let first = phases.min(by: { $0.lifecycleOrder < $1.lifecycleOrder }), first != .accessor {
                p = first
                derivedFrom[f] = chain(f, callers)
            }
        } else if p == .other, decl.kind == .method, !decl.isOverride, !external.isEmpty, methodCalls(ts, s).callers[f].isEmpty,
                  !decl.isExposed || ts.language == .objc, let key = ExternalPhase.key(of: f, ts, s), let e = external[key] {
            // Nothing in this file calls it; the other files of the run call it in one phase.
            p = e.phase
            derivedFrom[f] = [f]
        } else if p == .other, decl.kind == .method, !decl.isExposed, !decl.isOverride, depth < 4 {
            let callers = methodCalls(ts, s).callers[f]
            var shared: Phase?
            var mixed = callers.isEmpty
            for c in callers {
                guard c >= 0, !visiting.contains(Int(c)) else { mixed = true; break }
                let q = phase(of: Int(c), ts, s, depth: depth + 1, visiting: visiting.union([f]))
                switch (shared, q) {
                case (nil, _): shared = q
                case (.construction?, .setup), (.setup?, .construction): shared = .setup
                case (let x?, _) where x == q: break
                default: mixed = true
                }
                if mixed { break }
            }
            if !mixed, let q = shared, q != .accessor {
                p = q
                derivedFrom[f] = chain(f, callers)
            }
        }
        if depth == 0 || p != .other { phases[f] = p }
        return p
    }
}
