/// The phase a helper takes from callers in other files of the run: a Swift extension, an
/// Objective-C category or a C# partial class in one file whose methods only the type's code in
/// another file calls (`validateViews()` declared in `Menu+Views.swift`, called only from
/// `viewWillLayoutSubviews` in `Menu.swift`). One file cannot see that; the engine gathers each
/// file's `CrossFileCalls` and lints the helper's file again with what the others say.
public struct ExternalPhase: Sendable, Equatable {
    public var phase: Phase
    /// The UIKit callback the calls run in (`viewWillLayoutSubviews`), for messages and the rules
    /// that ask which callback it is.
    public var callback: String?

    /// A method's key across files: its type's name and the name a call spells (an Objective-C
    /// selector's first part).
    static func key(type: String, method: String) -> String { type + "." + method }

    static func key(of f: Int, _ ts: TokenStream, _ s: FileStructure) -> String? {
        let decl = s.functions[f]
        guard let owner = decl.owner else { return nil }
        return key(type: s.types[owner].name, method: ts.language == .objc ? decl.name.selectorHead : decl.name)
    }
}

/// What one file says about calls between files: the calls its code makes, in a known phase, to
/// methods of its own type that it does not declare (a helper in another file's extension,
/// category or partial class).
public struct CrossFileCalls: Sendable {
    public struct Call: Sendable, Hashable {
        public var type: String
        public var method: String
        public var phase: Phase
        public var callback: String?
    }

    public var calls: [Call] = []

    public init() {}

    /// The phase the calls of the whole run give each method of `types` they name, by type and method: only
    /// where every call agrees (construction with setup counts as setup, as within a file).
    static func settle(_ files: [CrossFileCalls], types: Set<String>) -> [String: [String: ExternalPhase]] {
        var found: [String: [String: [Call]]] = [:]
        for f in files { for c in f.calls where types.contains(c.type) { found[c.type, default: [:]][c.method, default: []].append(c) } }
        var out: [String: [String: ExternalPhase]] = [:]
        for (type, methods) in found {
            for (method, calls) in methods {
                var phases = Set(calls.map(\.phase))
                if phases == [.construction, .setup] { phases = [.setup] }
                guard phases.count == 1, let phase = phases.first, phase != .other, phase != .accessor else { continue }
                let callback = calls.filter { $0.phase == phase }.compactMap(\.callback).min()
                out[type, default: [:]][method] = ExternalPhase(phase: phase, callback: callback)
            }
        }
        return out
    }

    /// The settled phases of the methods file `d` declares (each file's types, with the methods
    /// `FileDeclarations.forHierarchy` lists for them).
    static func declared(in d: FileDeclarations, from phases: [String: [String: ExternalPhase]], objc: Bool) -> [String: ExternalPhase] {
        var out: [String: ExternalPhase] = [:]
        for t in d.types {
            guard let methods = phases[t.name] else { continue }
            for m in t.declaredMethods {
                let name = objc ? m.selectorHead : m
                if let e = methods[name] { out[ExternalPhase.key(type: t.name, method: name)] = e }
            }
        }
        return out
    }
}
