/// LL020: a cell's content added to the cell instead of its content view.
struct CellContentOutsideContentViewRule: Rule {
    static let description = RuleDescription(
        code: "LL020", name: "cell-content-outside-content-view", isOptIn: true,
        summary: "Flags `addSubview` on the cell itself in a `UITableViewCell`, `UICollectionViewCell` or `UITableViewHeaderFooterView` subclass, instead of on its `contentView`.",
        rationale: """
            A cell's content belongs in its `contentView`. UIKit resizes and moves the content view \
            for the editing controls, the accessory, swipe actions and separator insets, draws the \
            selection and highlight behind it, and measures it for self-sizing cells. A subview \
            added to the cell itself ignores all of that: it stays put while the content slides \
            over for the delete button, is covered or uncovered by the selected background, and \
            does not count towards the cell's self-sized height. Views deliberately put behind or \
            in front of the content (`insertSubview(_:belowSubview: contentView)`) are not flagged. \
            It is opt-in: in cells that are never edited, have no accessory and a fixed height, \
            content on the cell itself shows no difference, and cells that deliberately put an \
            overlay or a swipe panel on themselves look the same to the linter; audited on real \
            code, most findings were such cells. A collection view cell is flagged only when it \
            sizes itself with constraints.
            """,
        fix: """
            Add the view to `contentView` (`contentView.addSubview(…)`, `ContentView.AddSubview(…)`, \
            `[self.contentView addSubview:…]`) and constrain or lay it out against the content view's bounds.
            """,
        examples: [
            .flagged(.swift, """
                final class ContactCell: UITableViewCell {
                    private let nameLabel = UILabel()
                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        [|addSubview(nameLabel)|]
                    }
                }
                """),
            .silent(.swift, """
                final class ContactCell: UITableViewCell {
                    private let nameLabel = UILabel(), swipeBackground = UIView()
                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        contentView.addSubview(nameLabel)
                        insertSubview(swipeBackground, belowSubview: contentView)
                    }
                }
                final class ContactHeader: UIView {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addSubview(UILabel())
                    }
                }
                """),
            .flagged(.csharp, """
                public class PhotoCell : UITableViewCell
                {
                    readonly UIImageView imageView = new UIImageView();
                    public PhotoCell(IntPtr handle) : base(handle)
                    {
                        [|AddSubview(imageView)|];
                    }
                }
                """),
            .silent(.csharp, """
                public class PhotoCell : UITableViewCell
                {
                    readonly UIImageView imageView = new UIImageView();
                    public PhotoCell(IntPtr handle) : base(handle)
                    {
                        ContentView.AddSubview(imageView);
                    }
                }
                public class GridCell : UICollectionViewCell
                {
                    [Export("initWithFrame:")]
                    public GridCell(CGRect frame) : base(frame)
                    {
                        AddSubview(new UIImageView(Bounds));
                    }
                }
                """),
            .flagged(.objc, """
                @interface SectionHeader : UITableViewHeaderFooterView
                @end
                @implementation SectionHeader
                - (instancetype)initWithReuseIdentifier:(NSString *)identifier {
                    if ((self = [super initWithReuseIdentifier:identifier])) {
                        [|[self addSubview:self.titleLabel]|];
                    }
                    return self;
                }
                @end
                """),
            .silent(.objc, """
                @interface SectionHeader : UITableViewHeaderFooterView
                @end
                @implementation SectionHeader
                - (instancetype)initWithReuseIdentifier:(NSString *)identifier {
                    if ((self = [super initWithReuseIdentifier:identifier])) {
                        [self.contentView addSubview:self.titleLabel];
                    }
                    return self;
                }
                @end
                """),
        ])

    static let pattern = Pattern.calls("addSubview", "AddSubview")
        .where(.inCell, .receiverIsOwnView)
        .fix(RuleFixes.addToContentView)
        .message { m, ctx in
            let content = ctx.language == .csharp ? "ContentView" : ctx.language == .objc ? "self.contentView" : "contentView"
            return "`\(m.lineText)` puts content on the cell itself, outside its content view, so editing, accessories, selection and self-sizing ignore it; add it to `\(content)`"
        }
}

// MARK: Conditions only this rule asks

private extension Condition {
    /// Table and collection view cells and table headers and footers: their content belongs in
    /// `contentView`.
    static let cellClasses: Set<String> = ["UITableViewCell", "UICollectionViewCell", "UITableViewHeaderFooterView"]

    /// Inside a table or collection view cell, or a table header/footer view, judged on the whole
    /// run's class hierarchy.
    static let inCell = Condition("inside a cell") { m, ctx in
        guard ctx.role == .view else { return false }
        // A collection view cell's content view always fills it: content on the cell matters
        // only when the cell sizes itself from its constraints.
        if AutoLayoutSeeds.typeSpeaksAutoLayout(ctx.structure.type(at: m.anchor), ctx.fileContext) {
            ctx.requireAncestor(cellClasses)
        } else {
            ctx.requireAncestor(["UITableViewCell", "UITableViewHeaderFooterView"])
        }
        return true
    }
}
