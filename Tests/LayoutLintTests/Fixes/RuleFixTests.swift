import Foundation
import Testing
@testable import LayoutLint

/// Each rule's fix in each language: the fixed source compared exactly, the fixed source linted
/// clean for that rule, and fixing the fixed source again changing nothing.
@Suite struct RuleFixTests {
    /// The source after `--fix` (with `--unsafe-fixes` when `unsafe`), in memory.
    static func fixed(_ source: String, _ language: Language, _ rule: any Rule.Type, unsafe: Bool = false) -> String {
        // LL900 judges a suppression against the rules that ran: with it, all default rules run.
        let rules: [any Rule.Type] = rule == UnusedSuppressionRule.self ? RuleRegistry.defaults : [rule]
        let session = FixSession(rules: rules, policy: nil, classes: ProjectClasses(), nibs: NibIndex(),
                                 declarations: [:], settings: .init(includeUnsafe: unsafe))
        let name = "Example." + ExampleRunner.extensionFor(language)
        let outcome = session.run([LintInput(displayPath: name, language: language, source: .bytes(Array(source.utf8)))])
        return String(decoding: outcome.files.first?.after ?? Array(source.utf8), as: UTF8.self)
    }

    /// Fixes `before`, expects `after`, re-lints it clean for the rule, and fixes it again to no change.
    static func check(_ rule: any Rule.Type, _ language: Language, _ before: String, _ after: String, unsafe: Bool = false,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        let once = fixed(before, language, rule, unsafe: unsafe)
        #expect(once == after, sourceLocation: sourceLocation)
        let left = ExampleRunner.lint(once, language, rules: [rule]).filter { $0.rule == rule.description.code }
        #expect(left.isEmpty, "still reported after the fix: \(left.map(\.message))", sourceLocation: sourceLocation)
        #expect(fixed(once, language, rule, unsafe: unsafe) == once, "a second fix changed the source", sourceLocation: sourceLocation)
    }

    // MARK: LL001 frame → bounds

    @Test func ownFrameBecomesBounds() {
        Self.check(OwnFrameRule.self, .swift, """
            final class CardView: UIView {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    label.frame = CGRect(x: 8, y: 8, width: frame.width - 16, height: self.frame.height - 16)
                }
            }
            """, """
            final class CardView: UIView {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    label.frame = CGRect(x: 8, y: 8, width: bounds.width - 16, height: self.bounds.height - 16)
                }
            }
            """)
        Self.check(OwnFrameRule.self, .csharp, """
            public class CardView : UIView
            {
                public override void LayoutSubviews()
                {
                    base.LayoutSubviews();
                    label.Frame = new CGRect(8, 8, Frame.Width - 16, Frame.Height - 16);
                }
            }
            """, """
            public class CardView : UIView
            {
                public override void LayoutSubviews()
                {
                    base.LayoutSubviews();
                    label.Frame = new CGRect(8, 8, Bounds.Width - 16, Bounds.Height - 16);
                }
            }
            """)
        Self.check(OwnFrameRule.self, .objc, """
            @interface CardView : UIView
            @end
            @implementation CardView
            - (void)layoutSubviews {
                [super layoutSubviews];
                self.label.frame = CGRectInset([self frame], 8, 8);
            }
            @end
            """, """
            @interface CardView : UIView
            @end
            @implementation CardView
            - (void)layoutSubviews {
                [super layoutSubviews];
                self.label.frame = CGRectInset([self bounds], 8, 8);
            }
            @end
            """)
    }

    @Test func ownFrameOriginReadsAreUnsafeAndALocalBoundsIsNotCaptured() {
        let source = """
            final class BadgeView: UIView {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    let bounds = CGRect.zero
                    dot.frame = CGRect(x: frame.maxX - 10, y: 0, width: 10, height: 10 + bounds.height)
                }
            }
            """
        #expect(Self.fixed(source, .swift, OwnFrameRule.self) == source, "a coordinate read is not a safe fix")
        Self.check(OwnFrameRule.self, .swift, source, source.replacingOccurrences(of: "x: frame.maxX", with: "x: self.bounds.maxX"), unsafe: true)
    }

    // MARK: LL003 center → bounds midpoint

    @Test func ownCenterBecomesTheBoundsMidpoint() {
        Self.check(OwnCenterRule.self, .swift, """
            final class LoadingView: UIView {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    spinner.center = center
                    badge.center = CGPoint(x: center.x, y: 8)
                }
            }
            """, """
            final class LoadingView: UIView {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    spinner.center = CGPoint(x: bounds.midX, y: bounds.midY)
                    badge.center = CGPoint(x: bounds.midX, y: 8)
                }
            }
            """)
        Self.check(OwnCenterRule.self, .csharp, """
            public class LoadingController : UIViewController
            {
                public override void ViewDidLayoutSubviews()
                {
                    base.ViewDidLayoutSubviews();
                    spinner.Center = View.Center;
                }
            }
            """, """
            public class LoadingController : UIViewController
            {
                public override void ViewDidLayoutSubviews()
                {
                    base.ViewDidLayoutSubviews();
                    spinner.Center = new CGPoint(View.Bounds.GetMidX(), View.Bounds.GetMidY());
                }
            }
            """)
        Self.check(OwnCenterRule.self, .objc, """
            @interface LoadingController : UIViewController
            @end
            @implementation LoadingController
            - (void)viewDidLayoutSubviews {
                [super viewDidLayoutSubviews];
                self.spinner.center = self.view.center;
            }
            @end
            """, """
            @interface LoadingController : UIViewController
            @end
            @implementation LoadingController
            - (void)viewDidLayoutSubviews {
                [super viewDidLayoutSubviews];
                self.spinner.center = CGPointMake(CGRectGetMidX(self.view.bounds), CGRectGetMidY(self.view.bounds));
            }
            @end
            """)
    }

    // MARK: LL006 direct layout call

    @Test func directLayoutCallsAskForLayoutInstead() {
        Self.check(DirectLayoutCallRule.self, .swift, """
            final class FeedViewController: UIViewController {
                func reload() {
                    self.viewDidLayoutSubviews()
                    if ready { header.layoutSubviews() }
                }
            }
            """, """
            final class FeedViewController: UIViewController {
                func reload() {
                    self.view.setNeedsLayout()
                    self.view.layoutIfNeeded()
                    if ready { header.setNeedsLayout()
                    header.layoutIfNeeded() }
                }
            }
            """)
        Self.check(DirectLayoutCallRule.self, .csharp, """
            public class ExpandingCell : UITableViewCell
            {
                public void SetExpanded(bool expanded)
                {
                    LayoutSubviews();
                }
            }
            """, """
            public class ExpandingCell : UITableViewCell
            {
                public void SetExpanded(bool expanded)
                {
                    SetNeedsLayout();
                    LayoutIfNeeded();
                }
            }
            """)
        Self.check(DirectLayoutCallRule.self, .objc, """
            @implementation ExpandingCell
            - (void)setExpanded:(BOOL)expanded {
                [self.contentView layoutSubviews];
            }
            @end
            """, """
            @implementation ExpandingCell
            - (void)setExpanded:(BOOL)expanded {
                [self.contentView setNeedsLayout];
                [self.contentView layoutIfNeeded];
            }
            @end
            """)
    }

    @Test func aDirectLayoutCallInsideAnExpressionOrTheOverrideItWouldCallIsNotFixed() {
        let source = """
            final class ExpandingCell: UITableViewCell {
                override func layoutIfNeeded() {
                    super.layoutSubviews()
                }
                func run() {
                    UIView.animate(withDuration: 0.3) { self.layoutSubviews() }
                    let done = [self.layoutSubviews()].isEmpty
                }
            }
            """
        let once = Self.fixed(source, .swift, DirectLayoutCallRule.self)
        #expect(once.contains("override func layoutIfNeeded() {\n        super.layoutSubviews()"))
        #expect(once.contains("let done = [self.layoutSubviews()].isEmpty"))
    }

    // MARK: LL016 missing super

    @Test func missingSuperIsCalledFirst() {
        Self.check(MissingSuperLayoutRule.self, .swift, """
            final class MessageCell: UITableViewCell {
                override func layoutSubviews() {
                    avatar.frame = CGRect(x: 8, y: 8, width: 40, height: 40)
                }
            }
            """, """
            final class MessageCell: UITableViewCell {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    avatar.frame = CGRect(x: 8, y: 8, width: 40, height: 40)
                }
            }
            """)
        Self.check(MissingSuperLayoutRule.self, .csharp, """
            public class PillButton : UIButton
            {
            \tpublic override void LayoutSubviews()
            \t{
            \t\tLayer.CornerRadius = Bounds.Height / 2;
            \t}
            }
            """, """
            public class PillButton : UIButton
            {
            \tpublic override void LayoutSubviews()
            \t{
            \t\tbase.LayoutSubviews();
            \t\tLayer.CornerRadius = Bounds.Height / 2;
            \t}
            }
            """)
        Self.check(MissingSuperLayoutRule.self, .objc, """
            @interface Bar : UIToolbar
            @end
            @implementation Bar
            - (void)layoutSubviews {}
            @end
            """, """
            @interface Bar : UIToolbar
            @end
            @implementation Bar
            - (void)layoutSubviews {
                [super layoutSubviews];
            }
            @end
            """)
    }

    // MARK: Unsafe fixes

    @Test func unsafeFixesApplyOnlyWhenAskedFor() {
        let swift = """
            final class TagListView: UIView {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    arrange()
                    invalidateIntrinsicContentSize()
                }
            }
            """
        #expect(Self.fixed(swift, .swift, LayoutInvalidationInLayoutRule.self) == swift)
        Self.check(LayoutInvalidationInLayoutRule.self, .swift, swift, swift.replacingOccurrences(of: "        invalidateIntrinsicContentSize()\n", with: ""), unsafe: true)
        Self.check(LayoutInvalidationInLayoutRule.self, .csharp, """
            public class BadgeView : UIView
            {
                public override void LayoutSubviews()
                {
                    base.LayoutSubviews();
                    SetNeedsLayout();
                }
            }
            """, """
            public class BadgeView : UIView
            {
                public override void LayoutSubviews()
                {
                    base.LayoutSubviews();
                }
            }
            """, unsafe: true)
        Self.check(LayoutInvalidationInLayoutRule.self, .objc, """
            @interface FlowView : UIView
            @end
            @implementation FlowView
            - (void)layoutSubviews {
                [super layoutSubviews];
                [self setNeedsLayout]; [self layoutItems];
            }
            @end
            """, """
            @interface FlowView : UIView
            @end
            @implementation FlowView
            - (void)layoutSubviews {
                [super layoutSubviews];
                [self layoutItems];
            }
            @end
            """, unsafe: true)
        Self.check(CellContentOutsideContentViewRule.self, .swift, """
            final class ContactCell: UITableViewCell {
                func setUp() {
                    addSubview(nameLabel)
                    self.addSubview(avatar)
                }
            }
            """, """
            final class ContactCell: UITableViewCell {
                func setUp() {
                    contentView.addSubview(nameLabel)
                    self.contentView.addSubview(avatar)
                }
            }
            """, unsafe: true)
        Self.check(CellContentOutsideContentViewRule.self, .csharp, """
            public class PhotoCell : UITableViewCell
            {
                public PhotoCell(IntPtr handle) : base(handle)
                {
                    AddSubview(imageView);
                    this.AddSubview(label);
                }
            }
            """, """
            public class PhotoCell : UITableViewCell
            {
                public PhotoCell(IntPtr handle) : base(handle)
                {
                    ContentView.AddSubview(imageView);
                    this.ContentView.AddSubview(label);
                }
            }
            """, unsafe: true)
        Self.check(CellContentOutsideContentViewRule.self, .objc, """
            @interface SectionHeader : UITableViewHeaderFooterView
            @end
            @implementation SectionHeader
            - (void)setUp {
                [self addSubview:self.titleLabel];
            }
            @end
            """, """
            @interface SectionHeader : UITableViewHeaderFooterView
            @end
            @implementation SectionHeader
            - (void)setUp {
                [self.contentView addSubview:self.titleLabel];
            }
            @end
            """, unsafe: true)
    }

    // MARK: LL900 unused suppressions

    @Test func unusedSuppressionsAreRemoved() {
        Self.check(UnusedSuppressionRule.self, .swift, """
            final class A {
                // layoutlint:disable:next LL001
                let x = 1
                let y = 2 // layoutlint:disable:this LL006
            }
            """, """
            final class A {
                let x = 1
                let y = 2
            }
            """)
        Self.check(UnusedSuppressionRule.self, .objc, """
            @implementation A
            /* layoutlint:disable LL003 */
            - (void)run {
                [self go]; // layoutlint:disable:this LL006
            }
            @end
            """, """
            @implementation A
            - (void)run {
                [self go];
            }
            @end
            """)
        Self.check(UnusedSuppressionRule.self, .csharp, """
            #pragma warning disable LL001
            public class A { }
            """, """
            public class A { }
            """)
        // One that still suppresses a rule keeps its place.
        let used = """
            final class CardView: UIView {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    label.frame = frame // layoutlint:disable:this LL001, LL006
                }
            }
            """
        #expect(Self.fixed(used, .swift, OwnFrameRule.self) == used)
    }
}
