import Testing
@testable import LayoutLint

/// AppKit code is not linted: its views follow macOS's rules (flipped coordinates, `layout()`).
/// A file counts as AppKit code when it imports AppKit or Cocoa and not UIKit; a type counts when it
/// is built on an AppKit view, controller or window (not on Foundation's `NSObject`).
@Suite struct AppKitCodeTests {
    static func lint(_ path: String, _ text: String) -> [String] {
        Linter.lint([SourceFile(path: path, language: Language(path: path) ?? .swift, text: text)])
            .diagnostics.map { "\($0.line) \($0.rule)" }
    }

    static let objcBody = """
        @interface Panel : UIView
        @property (nonatomic, strong) UIView *child;
        @end
        @implementation Panel
        - (void)layoutSubviews {
            [super layoutSubviews];
            self.child.frame = self.frame;
        }
        @end
        """

    @Test func anObjectiveCFileThatImportsCocoaIsSkipped() {
        #expect(Self.lint("Panel.m", "#import <Cocoa/Cocoa.h>\n" + Self.objcBody).isEmpty)
        #expect(Self.lint("Panel.m", "#import <UIKit/UIKit.h>\n" + Self.objcBody) == ["8 LL001"])
        #expect(Self.lint("Panel.m", "#import <UIKit/UIKit.h>\n#import <Cocoa/Cocoa.h>\n" + Self.objcBody) == ["9 LL001"],
                "a file that imports both is UIKit code too")
    }

    @Test func aCSharpFileUsingAppKitIsSkipped() {
        let body = """
            public class Panel : UIView
            {
                UIView child = new UIView();
                public override void LayoutSubviews()
                {
                    base.LayoutSubviews();
                    child.Frame = Frame;
                }
            }
            """
        #expect(Self.lint("Panel.cs", "using AppKit;\n" + body).isEmpty)
        #expect(Self.lint("Panel.cs", "using UIKit;\n" + body) == ["8 LL001"])
    }

    @Test func aCSharpFileUsingAndroidIsAPortsShimNotUIKit() {
        let body = """
            public class Tile : UIView
            {
                UIView child = new UIView();
                public override void LayoutSubviews()
                {
                    base.LayoutSubviews();
                    child.Frame = Frame;
                }
            }
            """
        #expect(Self.lint("Tile.cs", "using UIKit;\nusing Android.Widget;\n" + body).isEmpty,
                "an Android project's UIView is its own class over an Android layout")
        #expect(Self.lint("Tile.cs", "using UIKit;\nusing AndroidX.Core.View;\n" + body).isEmpty)
        #expect(Self.lint("Tile.cs", "using UIKit;\nusing AndroidFonts;\n" + body) == ["9 LL001"],
                "a namespace that only starts with the word is not Android's")
        #expect(Self.lint("Tile.cs", "using UIKit;\n" + body) == ["8 LL001"])
    }

    @Test func aTypeBuiltOnNSObjectIsStillLinted() {
        let found = Self.lint("Toast.swift", """
            import UIKit
            final class Toast: NSObject {
                func show(in window: UIWindow) {
                    let label = UILabel()
                    label.center = window.center
                    window.addSubview(label)
                }
            }
            """)
        #expect(!found.isEmpty)
    }
}
