import Testing
@testable import LayoutLint

/// A helper declared in one file (a Swift extension, an Objective-C category, a C# partial class)
/// and called only from another file's UIKit callback takes that callback's phase: the engine
/// lints the helper's file again with what the other files say.
@Suite struct ExternalPhaseTests {
    static func lint(_ files: [(String, String)], rules: [any Rule.Type] = [LayoutOnceFlagRule.self]) -> [String] {
        let sources = files.map { SourceFile(path: $0.0, language: Language(path: $0.0) ?? .swift, text: $0.1) }
        return Linter.lint(sources, rules: rules).diagnostics.map { "\($0.path):\($0.line) \($0.rule) \($0.message.prefix(40))" }
    }

    static let swiftHelper = ("Menu+Views.swift", """
        extension MenuController {
            func ensureViews() {
                if container == nil {
                    container = UIView()
                    view.addSubview(container!)
                }
            }
        }
        """)

    @Test func aSwiftExtensionHelperCalledOnlyFromLayoutIsInTheLayoutPass() {
        let main = ("Menu.swift", """
            final class MenuController: UIViewController {
                var container: UIView?
                override func viewWillLayoutSubviews() {
                    super.viewWillLayoutSubviews()
                    ensureViews()
                }
            }
            """)
        let found = Self.lint([main, Self.swiftHelper])
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("Menu+Views.swift:3 LL010") == true)
        // The message names the controller's setup callback: the caller's file says it is a controller's layout pass.
        let messages = Linter.lint([main, Self.swiftHelper].map { SourceFile(path: $0.0, language: .swift, text: $0.1) },
                                   rules: [LayoutOnceFlagRule.self]).diagnostics.map(\.message)
        #expect(messages.first?.contains("`viewDidLoad`") == true)
        // Without the file that calls it, the helper has no phase.
        #expect(Self.lint([Self.swiftHelper]).isEmpty)
    }

    @Test func calledFromSetupInAnotherFileItStaysSilent() {
        let main = ("Menu.swift", """
            final class MenuController: UIViewController {
                var container: UIView?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    ensureViews()
                }
            }
            """)
        #expect(Self.lint([main, Self.swiftHelper]).isEmpty)
    }

    @Test func callersInTwoPhasesGiveNoPhase() {
        let main = ("Menu.swift", """
            final class MenuController: UIViewController {
                var container: UIView?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    ensureViews()
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    ensureViews()
                }
            }
            """)
        #expect(Self.lint([main, Self.swiftHelper]).isEmpty)
    }

    @Test func anotherTypeOfTheSameMethodNameGivesItNoPhase() {
        let other = ("Other.swift", """
            final class OtherController: UIViewController {
                override func viewWillLayoutSubviews() {
                    super.viewWillLayoutSubviews()
                    ensureViews()
                }
                func ensureViews() {}
            }
            """)
        let caller = ("Caller.swift", """
            final class Caller: UIViewController {
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    ensureViews()
                }
            }
            """)
        #expect(Self.lint([other, caller, Self.swiftHelper]).isEmpty)
    }

    @Test func anObjectiveCCategoryHelper() {
        let main = ("Menu.m", """
            @implementation MenuController
            - (void)viewWillLayoutSubviews {
                [super viewWillLayoutSubviews];
                [self validateViews];
            }
            @end
            """)
        let category = ("Menu+Views.m", """
            @implementation MenuController (Views)
            - (void)validateViews {
                if (!_container) {
                    _container = [UIView new];
                    [self.view addSubview:_container];
                }
            }
            @end
            """)
        #expect(Self.lint([main, category]).map { String($0.prefix(22)) } == ["Menu+Views.m:3 LL010 `"])
        // Without the file that calls it, the helper has no phase.
        #expect(Self.lint([category]).isEmpty)
    }

    @Test func aCSharpPartialClassHelper() {
        let main = ("Panel.cs", """
            public partial class Panel : UIView
            {
                public override void LayoutSubviews()
                {
                    base.LayoutSubviews();
                    EnsureLabel();
                }
            }
            """)
        let part = ("Panel.Views.cs", """
            public partial class Panel
            {
                UILabel _label;
                void EnsureLabel()
                {
                    if (_label == null)
                    {
                        _label = new UILabel();
                        AddSubview(_label);
                    }
                }
            }
            """)
        #expect(Self.lint([main, part]).map { String($0.prefix(24)) } == ["Panel.Views.cs:6 LL010 `"])
        #expect(Self.lint([part]).isEmpty)
    }
}
