import Testing
@testable import LayoutLint

/// A member only its own file can reach, which nothing in that file names, cannot run: layoutlint
/// reports nothing inside it. Anything that can be reached another way (overrides, `@objc`,
/// attributes, Objective-C selectors, another file of a C# `partial` class) keeps its findings.
@Suite struct NeverCalledCodeTests {
    static func lint(_ path: String, _ text: String) -> [String] {
        Linter.lint([SourceFile(path: path, language: Language(path: path) ?? .swift, text: text)])
            .diagnostics.map { "\($0.line) \($0.rule)" }
    }

    static func swift(_ helper: String, call: String = "") -> String {
        """
        import UIKit
        final class Card: UIView {
            let badge = UIView()
            override func layoutSubviews() {
                super.layoutSubviews()
                \(call)
            }
            \(helper) {
                badge.frame = frame
            }
        }
        """
    }

    @Test func aSwiftPrivateHelperNothingCallsIsSilent() {
        #expect(Self.lint("Card.swift", Self.swift("private func placeBadge()")).isEmpty)
        #expect(Self.lint("Card.swift", Self.swift("fileprivate func placeBadge()")).isEmpty)
        #expect(Self.lint("Card.swift", Self.swift("private final func placeBadge()")).isEmpty)
    }

    @Test func aSwiftHelperThatCanRunIsFlagged() {
        #expect(Self.lint("Card.swift", Self.swift("private func placeBadge()", call: "placeBadge()")) == ["9 LL001"], "called")
        #expect(Self.lint("Card.swift", Self.swift("func placeBadge()")) == ["9 LL001"], "internal: other files may call it")
        #expect(Self.lint("Card.swift", Self.swift("@objc private func placeBadge()")) == ["9 LL001"], "reachable by selector")
        #expect(Self.lint("Card.swift", Self.swift("@IBAction private func placeBadge()")) == ["9 LL001"], "wired in a storyboard")
        #expect(Self.lint("Card.swift", Self.swift("private dynamic func placeBadge()")) == ["9 LL001"])
        #expect(Self.lint("Card.swift", Self.swift("private(set) var placeBadge: Int = 0; func show()")) == ["9 LL001"],
                "private(set) limits the setter only")
        #expect(Self.lint("Card.swift", Self.swift("private func placeBadge()", call: "let f = placeBadge; f()")) == ["9 LL001"],
                "named as a value")
    }

    static func csharp(_ helper: String, partial: Bool = false, call: String = "") -> String {
        """
        using UIKit;
        public \(partial ? "partial " : "")class Card : UIView
        {
            UIView badge = new UIView();
            public override void LayoutSubviews()
            {
                base.LayoutSubviews();
                \(call)
            }
            \(helper)
            {
                badge.Frame = Frame;
            }
        }
        """
    }

    @Test func aCSharpPrivateMethodNothingNamesIsSilent() {
        #expect(Self.lint("Card.cs", Self.csharp("void PlaceBadge()")).isEmpty, "no modifier: private")
        #expect(Self.lint("Card.cs", Self.csharp("private void PlaceBadge()")).isEmpty)
        #expect(Self.lint("Card.cs", Self.csharp("static private void PlaceBadge(Card c)")).isEmpty)
    }

    @Test func aCSharpMethodThatCanRunIsFlagged() {
        #expect(Self.lint("Card.cs", Self.csharp("void PlaceBadge()", call: "PlaceBadge();")) == ["12 LL001"], "called")
        #expect(Self.lint("Card.cs", Self.csharp("void PlaceBadge(object s, EventArgs e)", call: "Changed += PlaceBadge;")) == ["12 LL001"],
                "an event handler")
        #expect(Self.lint("Card.cs", Self.csharp("public void PlaceBadge()")) == ["12 LL001"])
        #expect(Self.lint("Card.cs", Self.csharp("internal void PlaceBadge()")) == ["12 LL001"])
        #expect(Self.lint("Card.cs", Self.csharp("[Export (\"placeBadge\")] void PlaceBadge()")) == ["12 LL001"], "the runtime calls it")
        #expect(Self.lint("Card.cs", Self.csharp("partial void PlaceBadge()")) == ["12 LL001"], "a partial method")
        #expect(Self.lint("Card.cs", Self.csharp("void PlaceBadge()", partial: true)) == ["12 LL001"],
                "another file of a partial class may call it")
    }

    @Test func objectiveCMethodsAlwaysCount() {
        let source = """
            #import <UIKit/UIKit.h>
            @interface Card : UIView
            @property (nonatomic, strong) UIView *badge;
            @end
            @implementation Card
            - (void)placeBadge {
                self.badge.frame = self.frame;
            }
            @end
            """
        #expect(Self.lint("Card.m", source) == ["7 LL001"], "a selector can reach any method")
    }
}
