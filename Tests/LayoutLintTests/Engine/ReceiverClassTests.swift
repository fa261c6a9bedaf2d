import Testing
@testable import LayoutLint

/// A layout callback called on a receiver declared with a class another file declares is UIKit's
/// only when that class is a view, a controller or a layer: a plain class of the app may have a
/// method of the same name that its owner forwards to (`manager.viewWillLayoutSubviews()`).
@Suite struct ReceiverClassTests {
    static func lint(_ files: [(String, String)]) -> [String] {
        let sources = files.map { SourceFile(path: $0.0, language: Language(path: $0.0) ?? .swift, text: $0.1) }
        return Linter.lint(sources, rules: [DirectLayoutCallRule.self]).diagnostics.map { "\($0.path):\($0.line) \($0.rule)" }
    }

    static let swiftController = ("Pages.swift", """
        final class PagesController: UIViewController {
            private let manager = PageManager()
            override func viewWillLayoutSubviews() {
                super.viewWillLayoutSubviews()
                manager.viewWillLayoutSubviews()
            }
        }
        """)

    @Test func swiftAPlainClassDeclaredElsewhereIsNotUIKits() {
        let manager = ("PageManager.swift", """
            final class PageManager {
                func viewWillLayoutSubviews() { }
            }
            """)
        #expect(Self.lint([Self.swiftController, manager]).isEmpty)
    }

    @Test func swiftAControllerDeclaredElsewhereIsUIKits() {
        let manager = ("PageManager.swift", """
            final class PageManager: BaseController { }
            class BaseController: UIViewController { }
            """)
        #expect(Self.lint([Self.swiftController, manager]) == ["Pages.swift:5 LL006"])
        // A class no file declares may be anyone's: reported.
        #expect(Self.lint([Self.swiftController]) == ["Pages.swift:5 LL006"])
    }

    static let objcController = ("Pages.m", """
        @implementation PagesController {
            PageManager *_manager;
        }
        - (void)viewWillLayoutSubviews {
            [super viewWillLayoutSubviews];
            [_manager viewWillLayoutSubviews];
        }
        @end
        """)

    @Test func objectiveCAPlainClassDeclaredElsewhereIsNotUIKits() {
        let plain = ("PageManager.h", "@interface PageManager : NSObject\n- (void)viewWillLayoutSubviews;\n@end\n")
        let controller = ("PageManager.h", "@interface PageManager : UIViewController\n@end\n")
        let header = ("PagesController.h", "@interface PagesController : UIViewController\n@end\n")
        #expect(Self.lint([Self.objcController, header, plain]).isEmpty)
        #expect(Self.lint([Self.objcController, header, controller]) == ["Pages.m:6 LL006"])
    }

    static let csharpController = ("Pages.cs", """
        public class PagesController : UIViewController
        {
            PageManager manager = new PageManager();
            public override void ViewWillLayoutSubviews()
            {
                base.ViewWillLayoutSubviews();
                manager.ViewWillLayoutSubviews();
            }
        }
        """)

    @Test func csharpAPlainClassDeclaredElsewhereIsNotUIKits() {
        let plain = ("PageManager.cs", "public class PageManager\n{\n    public void ViewWillLayoutSubviews() { }\n}\n")
        let controller = ("PageManager.cs", "public class PageManager : UIViewController\n{\n}\n")
        #expect(Self.lint([Self.csharpController, plain]).isEmpty)
        #expect(Self.lint([Self.csharpController, controller]) == ["Pages.cs:7 LL006"])
    }
}
