import Testing
@testable import LayoutLint

/// Layout code that only a unit test runs ships to no one: no rule reports inside a test case.
@Suite struct TestCodeTests {
    static let body = """
        func testExpandingLaysOutAgain() {
            let host = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let cell = ExpandingCell()
            host.addSubview(cell)
            cell.frame = host.frame
            cell.layoutSubviews()
        }
        """

    static func findings(_ source: String, _ language: Language = .swift) -> [String] {
        ExampleRunner.lint(source, language, rules: RuleRegistry.defaults).map { "\($0.line) \($0.rule)" }
    }

    @Test func testCasesAreSilentAndTheSameCodeElsewhereIsNot() {
        let production = Self.findings("final class Demo {\n\(Self.body)\n}\n")
        #expect(production.contains("7 LL006"), "\(production)")
        #expect(Self.findings("final class ExpandingCellTests: XCTestCase {\n\(Self.body)\n}\n").isEmpty)
        #expect(Self.findings("final class ExpandingSnapshots: FBSnapshotTestCase {\n\(Self.body)\n}\n").isEmpty)
        #expect(Self.findings("final class ExpandingSpec: QuickSpec {\n\(Self.body)\n}\n").isEmpty)
        #expect(Self.findings("""
            @interface CardViewTests : XCTestCase
            @end
            @implementation CardViewTests
            - (void)testLayout { [self.card layoutSubviews]; }
            @end
            """, .objc).isEmpty)
        #expect(Self.findings("""
            public class CardViewTests
            {
                [Test] public void Layout() { card.LayoutSubviews(); }
            }
            """, .csharp).isEmpty)
        #expect(Self.findings("public class CardView : UIView\n{\n    public void Refresh() { LayoutSubviews(); }\n}\n", .csharp) == ["3 LL006"])
        // A free C function beside a test suite is test support; beside a view class it is not.
        let helper = """
            BOOL fillsSuperview(UIView *subview) {
                UIView *superview = subview.superview;
                subview.center = superview.center;
                return YES;
            }
            @interface PhotoLayoutTests : XCTestCase
            @end
            @implementation PhotoLayoutTests
            @end
            """
        #expect(Self.findings(helper, .objc).isEmpty)
        let shipped = Self.findings(helper.replacingOccurrences(of: "PhotoLayoutTests : XCTestCase", with: "PhotoLayout : UIView")
            .replacingOccurrences(of: "@implementation PhotoLayoutTests", with: "@implementation PhotoLayout"), .objc)
        #expect(shipped == ["3 LL005"], "\(shipped)")
        // A UIKit clone's own UIView is the framework, not code that uses it; a category is not.
        let clone = "@implementation UIView\n- (void)setNeedsLayoutNow { [self layoutSubviews]; }\n@end\n"
        #expect(Self.findings(clone, .objc).isEmpty)
        #expect(Self.findings(clone.replacingOccurrences(of: "@implementation UIView", with: "@implementation UIView (Helpers)"), .objc) == ["2 LL006"])
    }
}
