import Foundation

/// A problem in a configuration file: where and what, with a suggestion when one is close.
public struct ConfigurationError: Error, Equatable {
    public let path: String
    public let line: Int
    public let message: String
    public var description: String { "\(path):\(line): \(message)" }
}

/// A rule named in a configuration or on the command line: an exact code or name, a code prefix
/// (`LL0`), or `ALL`. Prefixes never enable opt-in rules; an exact code or name does, and `ALL`
/// (Ruff's spelling, any case) selects every rule, opt-in ones included.
public enum RuleSelector: Sendable, Hashable {
    case exact(String)
    case prefix(String)
    case all

    func matches(_ d: RuleDescription) -> Bool {
        switch self {
        case .exact(let code): return d.code == code
        case .prefix(let p): return d.code.hasPrefix(p) && !d.isOptIn
        case .all: return true
        }
    }

    /// Parses `LL001`, `own-frame`, `LL0` or `ALL` among the known `rules`; nil when it names nothing.
    static func parse(_ text: String, among rules: [RuleDescription]) -> RuleSelector? {
        let key = text.trimmingCharacters(in: .whitespaces)
        if key.lowercased() == "all" { return .all }
        if let rule = RuleDescription.named(key, in: rules) { return .exact(rule.code) }
        let upper = key.uppercased()
        if upper.count >= 2, rules.contains(where: { $0.code.hasPrefix(upper) }) { return .prefix(upper) }
        return nil
    }

    var text: String {
        switch self {
        case .exact(let c): return c
        case .prefix(let p): return p + "*"
        case .all: return "ALL"
        }
    }
}

/// The settings of a run: from `.layoutlint.yml` (if any), then the command line on top.
public struct Configuration: Sendable {
    /// The configuration file, if one was read.
    public var file: String?
    /// The folder globs and the baseline path are relative to (the file's folder, or the current one).
    public var root: String
    public var select: [RuleSelector]?
    public var extendSelect: [RuleSelector] = []
    public var ignore: [RuleSelector] = []
    /// Per rule code: a severity, or nil for off.
    public var severity: [String: Severity?] = [:]
    var perFileIgnores: [(glob: Glob, rules: [RuleSelector])] = []
    var include: [Glob] = []
    var exclude: [Glob] = []
    public var failOn: FailOn?
    public var baseline: String?
    /// `view-classes` and `controller-classes`: framework classes the linted files build on.
    public var classes = ProjectClasses()
    /// Every rule this build knows, in catalog order: what selectors and severities may name.
    public let rules: [RuleDescription]

    public init(root: String, rules: [RuleDescription]) {
        self.root = root
        self.rules = rules
    }

    static let keys = ["include", "exclude", "select", "ignore", "extend-select", "severity", "per-file-ignores", "fail-on", "baseline",
                       "view-classes", "controller-classes"]

    // MARK: Loading

    /// The nearest `.layoutlint.yml` in `directory` or a folder above it.
    static func find(from directory: String) -> String? {
        var dir = directory
        while true {
            let candidate = dir + "/.layoutlint.yml"
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = (dir as NSString).deletingLastPathComponent
            if parent == dir || parent.isEmpty { return nil }
            dir = parent
        }
    }

    static func load(_ path: String, rules: [RuleDescription]) throws(ConfigurationError) -> Configuration {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw ConfigurationError(path: path, line: 0, message: "cannot read the configuration file")
        }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        return try parse(text, path: path, root: (absolute as NSString).deletingLastPathComponent, rules: rules)
    }

    static func parse(_ text: String, path: String, root: String, rules known: [RuleDescription]) throws(ConfigurationError) -> Configuration {
        let node: YAMLNode
        do { node = try YAMLSubset.parse(text) } catch { throw ConfigurationError(path: path, line: error.line, message: error.message) }
        guard case .map(let entries, _) = node else {
            throw ConfigurationError(path: path, line: node.line, message: "the configuration must be a map of settings")
        }
        var c = Configuration(root: root, rules: known)
        c.file = path
        func fail(_ line: Int, _ message: String) -> ConfigurationError { ConfigurationError(path: path, line: line, message: message) }
        func strings(_ n: YAMLNode, _ key: String) throws(ConfigurationError) -> [(String, Int)] {
            switch n {
            case .scalar(let s, let l): return s.isEmpty ? [] : [(s, l)]
            case .list(let items, _):
                var out: [(String, Int)] = []
                for item in items {
                    guard case .scalar(let s, let l) = item else { throw fail(item.line, "'\(key)' takes a list of strings") }
                    out.append((s, l))
                }
                return out
            case .map(_, let l): throw fail(l, "'\(key)' takes a list, not a map")
            }
        }
        func selectors(_ n: YAMLNode, _ key: String) throws(ConfigurationError) -> [RuleSelector] {
            var out: [RuleSelector] = []
            for (s, l) in try strings(n, key) {
                guard let sel = RuleSelector.parse(s, among: known) else {
                    throw fail(l, "unknown rule '\(s)' in '\(key)'" + ruleSuggestion(s, among: known))
                }
                out.append(sel)
            }
            return out
        }
        for (key, line, value) in entries {
            switch key {
            case "include": c.include = try strings(value, key).map { anchored($0.0) }
            case "exclude": c.exclude = try strings(value, key).map { anchored($0.0) }
            case "select": c.select = try selectors(value, key)
            case "extend-select": c.extendSelect = try selectors(value, key)
            case "ignore": c.ignore = try selectors(value, key)
            case "severity":
                guard case .map(let rules, _) = value else { throw fail(line, "'severity' takes a map of rule: level") }
                for (rule, l, level) in rules {
                    guard let found = RuleDescription.named(rule, in: known) else {
                        throw fail(l, "unknown rule '\(rule)' in 'severity'" + ruleSuggestion(rule, among: known))
                    }
                    guard case .scalar(let s, let sl) = level else { throw fail(l, "the level of '\(rule)' must be error, warning, note or off") }
                    switch s.lowercased() {
                    case "off": c.severity[found.code] = .some(nil)
                    default:
                        guard let sev = Severity(rawValue: s.lowercased()) else {
                            throw fail(sl, "unknown level '\(s)' for '\(rule)' (expected error, warning, note or off)"
                                       + Suggestions.didYouMean(s, among: ["error", "warning", "note", "off"]))
                        }
                        c.severity[found.code] = sev
                    }
                }
            case "per-file-ignores":
                guard case .map(let globs, _) = value else { throw fail(line, "'per-file-ignores' takes a map of glob: [rules]") }
                for (glob, _, rules) in globs { c.perFileIgnores.append((anchored(glob), try selectors(rules, "per-file-ignores"))) }
            case "fail-on":
                guard case .scalar(let s, let l) = value, let f = FailOn(rawValue: s) else {
                    throw fail(value.line, "'fail-on' must be error, warning, note or never")
                }
                _ = l
                c.failOn = f
            case "view-classes", "controller-classes":
                var names: [String] = []
                for (name, l) in try strings(value, key) {
                    let bare = name.hasSuffix("*") ? String(name.dropLast()) : name
                    guard !bare.isEmpty, bare.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                        throw fail(l, "'\(name)' in '\(key)' is not a class name (letters, digits, _; a trailing * matches a prefix)")
                    }
                    names.append(name)
                }
                if key == "view-classes" { c.classes.views = names } else { c.classes.controllers = names }
            case "baseline":
                guard case .scalar(let s, _) = value, !s.isEmpty else { throw fail(value.line, "'baseline' takes a file path") }
                c.baseline = s.hasPrefix("/") ? s : root + "/" + s
            default:
                throw fail(line, "unknown key '\(key)'" + Suggestions.didYouMean(key, among: keys))
            }
        }
        return c
    }

    static func ruleSuggestion(_ text: String, among rules: [RuleDescription]) -> String {
        Suggestions.didYouMean(text, among: rules.flatMap { [$0.code, $0.name] })
    }

    // MARK: Resolving

    /// The rules that can run at all in this configuration (before per-file settings).
    public func enabledDescriptions() -> [RuleDescription] {
        rules.filter { d in
            let selected = select.map { $0.contains { $0.matches(d) } } ?? !d.isOptIn
            let extended = extendSelect.contains { $0.matches(d) }
            let ignored = ignore.contains { $0.matches(d) }
            let off = severity[d.code].map { $0 == nil } ?? false
            return (selected || extended) && !ignored && !off
        }
    }

    /// The path of `absolutePath` relative to the configuration's root, if it is inside it.
    func relative(_ absolutePath: String) -> String? {
        guard absolutePath.hasPrefix(root + "/") else { return nil }
        return String(absolutePath.dropFirst(root.count + 1))
    }

    /// A glob as the configuration means it: one without `/` matches at any depth.
    static func anchored(_ pattern: String) -> Glob {
        Glob(pattern.contains("/") ? pattern : "**/" + pattern)
    }

    /// A glob matches a path (relative to the root) or one of its folders.
    static func matches(_ glob: Glob, _ relative: String) -> Bool {
        let bytes = Array(relative.utf8)
        if glob.matches(bytes[...]) { return true }
        var end = bytes.count
        while let slash = bytes[..<end].lastIndex(of: UInt8(ascii: "/")) {
            end = slash
            if glob.matches(bytes[..<end]) { return true }
        }
        return false
    }

    /// False when `include`/`exclude` leave the absolute path out.
    func admits(_ absolutePath: String) -> Bool {
        guard let rel = relative(absolutePath) else { return include.isEmpty }
        if !include.isEmpty, !include.contains(where: { Self.matches($0, rel) }) { return false }
        return !exclude.contains { Self.matches($0, rel) }
    }

    /// The rules switched off for one file by `per-file-ignores`.
    func ignoredRules(for absolutePath: String) -> Set<String> {
        guard let rel = relative(absolutePath) else { return [] }
        var codes = Set<String>()
        for (glob, rules) in perFileIgnores where Self.matches(glob, rel) {
            for d in self.rules where rules.contains(where: { $0.matches(d) || $0 == .exact(d.code) }) {
                codes.insert(d.code)
            }
        }
        return codes
    }

    /// The effective configuration as YAML, for `--show-config`.
    public func rendered() -> String {
        var s = "# layoutlint configuration (\(file ?? "no configuration file; defaults"))\n"
        s += "root: \(root)\n"
        s += "rules:\n"
        for d in enabledDescriptions() {
            let level = severity[d.code].flatMap { $0 } ?? d.severity
            s += "  - \(d.code) \(d.name) (\(level.rawValue))\n"
        }
        s += "include: [\(include.map(\.pattern).joined(separator: ", "))]\n"
        s += "exclude: [\(exclude.map(\.pattern).joined(separator: ", "))]\n"
        s += "per-file-ignores:\(perFileIgnores.isEmpty ? " {}" : "")\n"
        for (glob, rules) in perFileIgnores { s += "  \(glob.pattern): [\(rules.map(\.text).joined(separator: ", "))]\n" }
        s += "fail-on: \((failOn ?? .warning).rawValue)\n"
        s += "baseline: \(baseline ?? "none")\n"
        s += "view-classes: [\(classes.views.joined(separator: ", "))]\n"
        s += "controller-classes: [\(classes.controllers.joined(separator: ", "))]\n"
        return s
    }
}
