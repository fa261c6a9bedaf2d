/// A layout rule: its description (identity, documentation, examples) and its pattern.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    static var pattern: Pattern { get }
}
