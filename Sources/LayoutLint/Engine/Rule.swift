/// A layout rule: its description (identity, documentation, examples) and its pattern.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    static var pattern: Pattern { get }
    /// The rule asks what the apps around the code allow (`RuleContext.app`): the run reads the
    /// Info.plists and Xcode projects only when a selected rule does.
    static var readsTheApps: Bool { get }
}

public extension Rule {
    static var readsTheApps: Bool { false }
}
