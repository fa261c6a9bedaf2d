/// LL900: a suppression comment that suppresses nothing, or names a rule that does not exist.
/// The engine reports it after applying the file's suppressions; it has no pattern of its own.
struct UnusedSuppressionRule: Rule {
    static let description = RuleDescription(
        code: "LL900", name: "unused-suppression",
        summary: "Flags a `layoutlint:disable` comment (or C# `#pragma warning disable LL…`) that suppresses nothing or names an unknown rule.",
        rationale: """
            Suppressions outlive the code they were written for: the finding gets fixed, the line \
            moves, the rule is renamed, and the comment stays, silently ready to hide the next real \
            bug on that line. A misspelled rule in a suppression suppresses nothing at all, which is \
            worse: the author believes the finding is handled.
            """,
        fix: """
            Delete the comment, or the rule codes in it that no longer apply; fix the spelling of an \
            unknown rule (codes such as `LL001` and names such as `own-frame` both work).
            """,
        examples: [
            .flagged(.swift, """
                final class CardView: UIView {
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        [|// layoutlint:disable:next LL001 - measured in the parent on purpose|]
                        label.frame = bounds
                    }
                }
                """),
            .silent(.swift, """
                final class CardView: UIView {
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        // layoutlint:disable:next LL001 - measured in the parent on purpose
                        label.frame = frame
                    }
                }
                """),
            .flagged(.csharp, """
                public class CardView : UIView
                {
                    public override void LayoutSubviews()
                    {
                        label.Frame = Bounds; [|// layoutlint:disable:this own-frme|]
                    }
                }
                """),
            .silent(.csharp, """
                public class CardView : UIView
                {
                    public override void LayoutSubviews()
                    {
                #pragma warning disable LL001
                        label.Frame = Frame;
                #pragma warning restore LL001
                #pragma warning disable CS0618
                    }
                }
                """),
            .flagged(.objc, """
                @interface CardView : UIView
                @end
                @implementation CardView
                [|/* layoutlint:disable LL006 */|]
                - (void)layoutSubviews { [super layoutSubviews]; }
                /* layoutlint:enable LL006 */
                @end
                """),
            .silent(.objc, """
                @interface CardView : UIView
                @end
                @implementation CardView
                /* layoutlint:disable LL006 - kept for iOS 12 */
                - (void)refresh { [self layoutSubviews]; }
                /* layoutlint:enable LL006 */
                @end
                """),
        ])

    static let pattern = Pattern.reportedByTheEngine
}
