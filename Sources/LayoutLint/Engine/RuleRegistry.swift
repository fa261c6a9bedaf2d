/// Every rule layoutlint has, in code order. A test checks this list against the files in Rules/.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        OwnFrameRule.self,
        MixedCoordinateSpacesRule.self,
        OwnCenterRule.self,
        FrameWithTransformRule.self,
        SuperviewCenterRule.self,
        DirectLayoutCallRule.self,
        SelfAutoresizingMaskRule.self,
        SelfPositioningRule.self,
        GeometryBeforeLayoutRule.self,
        LayoutOnceFlagRule.self,
        UnalignedOriginRule.self,
        UnalignedCenterRule.self,
        FrameOnAutolayoutViewRule.self,
        AnchorPointShiftRule.self,
        ScreenBoundsInLayoutRule.self,
        MissingSuperLayoutRule.self,
        LayoutInvalidationInLayoutRule.self,
        ConstraintsInLayoutRule.self,
        GeometryInDrawRule.self,
        CellContentOutsideContentViewRule.self,
        UnusedSuppressionRule.self,
    ]

    public static var descriptions: [RuleDescription] { all.map { $0.description } }

    /// The rule with this code or name (`LL001`, `own-frame`), case-insensitively.
    public static func rule(named key: String) -> (any Rule.Type)? {
        guard let d = RuleDescription.named(key, in: descriptions) else { return nil }
        return all.first { $0.description.code == d.code }
    }

    /// The rules that run when nothing is selected: all but the opt-in ones.
    public static var defaults: [any Rule.Type] { all.filter { !$0.description.isOptIn } }
}
