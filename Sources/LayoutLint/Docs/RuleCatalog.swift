/// `layoutlint rules` and `layoutlint explain`: the rule table and one rule's documentation, from
/// the same descriptions that generate rules.md.
enum RuleCatalog {
    /// A table (or with `json`, an array) of every rule: code, name, default severity, opt-in,
    /// languages and whether it has an automatic fix.
    static func list(_ rules: [RuleDescription] = RuleRegistry.descriptions, json: Bool) -> String {
        if json {
            return JSONValue.array(rules.map { r in
                .object([
                    ("code", .string(r.code)), ("name", .string(r.name)),
                    ("severity", .string(r.severity.rawValue)), ("optIn", .bool(r.isOptIn)),
                    ("languages", .array(r.languages.map { .string($0.rawValue) })),
                    ("fixable", .bool(r.isFixable)), ("summary", .string(r.summary)),
                    ("url", .string(RulesDocument.url(of: r))),
                ])
            }).rendered()
        }
        let table: [[String]] = [["Code", "Name", "Default", "Opt-in", "Languages", "Fix"]] + rules.map { r in
            [r.code, r.name, r.severity.rawValue, r.isOptIn ? "yes" : "no",
             r.languages.map(\.displayName).joined(separator: ", "), r.isFixable ? "yes" : "no"]
        }
        let widths = (0..<table[0].count).map { c in table.map { $0[c].count }.max()! }
        return table.map { row in
            let cells = row.enumerated().map { c, cell in
                c + 1 == row.count ? cell : cell + String(repeating: " ", count: widths[c] - cell.count)
            }
            return cells.joined(separator: "  ") + "\n"
        }.joined() + "\nlayoutlint explain CODE prints a rule's documentation.\n"
    }

    /// The rule's section of rules.md, followed by where it is published.
    static func explain(_ r: RuleDescription) -> String {
        RulesDocument.section(r) + "\nOnline: \(RulesDocument.url(of: r))\n"
    }
}

extension RuleDescription {
    /// Whether the rule offers fixes (`--fix`): its pattern has a fixer, or it is LL900, whose
    /// unused suppressions the engine removes.
    public var isFixable: Bool {
        if code == UnusedSuppressionRule.description.code { return true }
        return RuleRegistry.rule(named: code)?.pattern.isFixable ?? false
    }
}
