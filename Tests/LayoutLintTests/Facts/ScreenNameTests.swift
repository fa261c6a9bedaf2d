import Testing
@testable import LayoutLint

/// Names a project gives the main screen's size (`ScreenNames`): a use of one is a read of the
/// screen where some file of the run defines the name so, and nowhere else.
@Suite struct ScreenNameTests {
    static func lint(_ files: [(String, String)]) -> [String] {
        let sources = files.map { SourceFile(path: $0.0, language: Language(path: $0.0) ?? .swift, text: $0.1) }
        return Linter.lint(sources, rules: [ScreenBoundsInLayoutRule.self]).diagnostics.map { "\($0.path):\($0.line)" }
    }

    static let header = """
        #define kScreenWidth [UIScreen mainScreen].bounds.size.width
        #define SCREEN_HEIGHT ([[UIScreen mainScreen] bounds].size.height)
        #define kScreenScale (kScreenWidth / 375.0)
        #define IS_SMALL_SCREEN (kScreenWidth < 375)
        #define kScreenContentWidth (kScreenWidth - 30)
        """

    static let cell = """
        #import "Macros.h"
        @implementation PhotoCell
        - (instancetype)initWithFrame:(CGRect)frame {
            self = [super initWithFrame:frame];
            _photo = [[UIImageView alloc] initWithFrame:CGRectMake(15, 10, kScreenWidth - 30, 100)];
            _caption.frame = CGRectMake(15, 120, 40 * kScreenScale, 20);
            if (IS_SMALL_SCREEN) { _caption.hidden = YES; }
            _badge.frame = CGRectMake(0, 0, kScreenContentWidth, SCREEN_HEIGHT / 4);
            return self;
        }
        @end
        """

    @Test func aMacroDefinedInAHeaderIsTheScreen() {
        // A scale (a length over a design width) and a predicate are not lengths of the screen;
        // a name defined from a screen name is one too.
        #expect(Self.lint([("Macros.h", Self.header), ("PhotoCell.m", Self.cell)]) == ["PhotoCell.m:5", "PhotoCell.m:8"])
    }

    @Test func aNameNoFileDefinesIsNotTheScreen() {
        #expect(Self.lint([("PhotoCell.m", Self.cell)]).isEmpty)
    }

    @Test func swiftConstantsAndGettersOfAType() {
        let found = Self.lint([("Metrics.swift", """
            enum Screen {
                static let width = UIScreen.main.bounds.width
                static var height: CGFloat { UIScreen.main.bounds.height }
                static let isCompact = UIScreen.main.bounds.width < 375
            }
            """), ("Banner.swift", """
            final class Banner: UIView {
                private let photo = UIImageView()
                func show() {
                    photo.frame = CGRect(x: 0, y: 0, width: Screen.width, height: 80)
                    photo.frame.size.height = Screen.height / 3
                    if Screen.isCompact { photo.isHidden = true }
                }
            }
            """)])
        #expect(found == ["Banner.swift:4", "Banner.swift:5"])
    }

    @Test func aBareNameTheTypeDeclaresItselfIsItsOwnMember() {
        // `screenWidth` here is the view's own stored width, not the global of another file.
        let found = Self.lint([("Globals.swift", "let screenWidth = UIScreen.main.bounds.width\n"), ("Strip.swift", """
            final class Strip: UIView {
                var screenWidth: CGFloat = 0
                private let bar = UIView()
                func place() {
                    bar.frame = CGRect(x: 0, y: 0, width: screenWidth, height: 2)
                }
            }
            final class Rule: UIView {
                private let bar = UIView()
                func place() {
                    bar.frame = CGRect(x: 0, y: 0, width: screenWidth, height: 2)
                }
            }
            """)])
        #expect(found == ["Strip.swift:11"])
    }

    @Test func aCSharpStaticFieldAndTheApplicationFrame() {
        let found = Self.lint([("EventController.cs", """
            public class EventController : UIViewController
            {
                protected static nfloat SCREEN_WIDTH = UIScreen.MainScreen.Bounds.Width;
                static readonly bool IsSmallScreen = UIScreen.MainScreen.Bounds.Width < 375;
                UILabel title = new UILabel();
                public override void ViewDidLoad()
                {
                    base.ViewDidLoad();
                    title.Frame = new CGRect(10, 10, SCREEN_WIDTH - 20, 30);
                    title.Hidden = IsSmallScreen;
                    var area = UIScreen.MainScreen.ApplicationFrame;
                    title.Frame = new CGRect(0, 0, area.Width, 10);
                }
            }
            """)])
        #expect(found == ["EventController.cs:9", "EventController.cs:11"])
    }

    @Test func theDeclarationsAloneCarryTheNames() throws {
        let input = LintInput(displayPath: "Macros.h", language: .objc, source: .bytes(Array(Self.header.utf8)))
        let declarations = try #require(Linter.declarations([input])["Macros.h"])
        #expect(ScreenNames.settled(declarations.screenNames) == ["kScreenWidth", "SCREEN_HEIGHT", "kScreenContentWidth"])
        let file = SourceFile(path: "PhotoCell.m", language: .objc, text: Self.cell)
        let found = Linter.lint([LintInput(displayPath: file.path, language: .objc, source: .bytes(file.bytes))],
                                rules: [ScreenBoundsInLayoutRule.self], context: [declarations]).diagnostics.map(\.line)
        #expect(found == [5, 8])
    }

    @Test func codeOnlyAnIPhoneRunsIsSilentWhereItIsUsedNotKept() {
        let found = Self.lint([("Popup.swift", """
            final class Popup: UIView {
                private let panel = UIView()
                private var itemWidth: CGFloat = 0
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    if UIDevice.current.userInterfaceIdiom == .phone {
                        itemWidth = UIScreen.main.bounds.width / 4
                        panel.frame.size.width = UIScreen.main.bounds.width / 4
                    }
                }
                func show() {
                    if UIDevice.current.userInterfaceIdiom == .phone {
                        panel.frame.size.width = UIScreen.main.bounds.width * 0.8
                    } else {
                        panel.frame.size.width = UIScreen.main.bounds.width * 0.5
                    }
                    if UIDevice.current.userInterfaceIdiom == .pad {
                        panel.frame.size.height = 300
                    } else {
                        panel.frame.size.height = UIScreen.main.bounds.height / 2
                    }
                }
            }
            """), ("Sheet.m", """
            @implementation Sheet
            - (void)show {
                if (!IS_IPAD) { self.panel.frame = CGRectMake(0, 0, [UIScreen mainScreen].bounds.size.width, 200); }
                if (IS_IPAD) { self.panel.frame = CGRectMake(0, 0, [UIScreen mainScreen].bounds.size.width / 2, 200); }
            }
            @end
            """), ("Sheet.cs", """
            public class Sheet : UIView
            {
                UIView panel = new UIView();
                public void Show()
                {
                    if (UIDevice.CurrentDevice.UserInterfaceIdiom == UIUserInterfaceIdiom.Phone)
                        panel.Frame = new CGRect(0, 0, UIScreen.MainScreen.Bounds.Width, 200);
                    if (UIDevice.CurrentDevice.UserInterfaceIdiom != UIUserInterfaceIdiom.Phone)
                        panel.Frame = new CGRect(0, 0, UIScreen.MainScreen.Bounds.Width, 200);
                }
            }
            """)])
        // In the initializer the size is kept (it is the screen of that moment); at use time on an
        // iPhone the window is the screen; an iPad, or a test that is not about the device, is not.
        #expect(found == ["Popup.swift:7", "Popup.swift:8", "Popup.swift:15", "Sheet.cs:9", "Sheet.m:4"])
    }

    @Test func macroDefinitions() {
        #expect(ScreenNames.macro("#define kW [UIScreen mainScreen].bounds.size.width")?.1 == [])
        #expect(ScreenNames.macro("#define kBounds() ([UIScreen mainScreen].bounds)")?.0 == "kBounds")
        #expect(ScreenNames.macro("#define kHalf(x) ((x) * kScreenWidth / 2)") == nil)  // takes a parameter
        #expect(ScreenNames.macro("#define kRatio (kScreenWidth / 750)") == nil)
        #expect(ScreenNames.macro("#define IS_X (SCREEN_HEIGHT == 812)") == nil)
        #expect(ScreenNames.macro("#define kScale [UIScreen mainScreen].scale") == nil)
        #expect(ScreenNames.macro("#define kInner (kScreenWidth - 2 * kMargin)")?.1 == ["kScreenWidth"])
    }
}
