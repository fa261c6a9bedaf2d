import Testing
@testable import LayoutLint

/// Frame accessors declared in one file (`extension UIView { var width … }`, an Objective-C
/// category) and read in another: the read is the own frame's only when some file declares the
/// accessor as that part of the frame.
@Suite struct FrameAccessorTests {
    static func lint(_ files: [(String, String)]) -> [String] {
        let sources = files.map { SourceFile(path: $0.0, language: Language(path: $0.0) ?? .swift, text: $0.1) }
        return Linter.lint(sources, rules: [OwnFrameRule.self]).diagnostics.map { "\($0.path):\($0.line) \($0.rule)" }
    }

    static let swiftLayout = """
        final class TagBar: UIView {
            private let clear = UIButton()
            override func layoutSubviews() {
                super.layoutSubviews()
                clear.frame = CGRect(x: self.width - 44, y: 0, width: 44, height: self.height)
            }
        }
        """

    @Test func aSwiftAccessorDeclaredInAnotherFileIsTheOwnFrame() {
        let found = Self.lint([("UIView+Size.swift", "extension UIView {\n    var width: CGFloat { frame.size.width }\n    var height: CGFloat { return self.frame.height }\n}\n"),
                               ("TagBar.swift", Self.swiftLayout)])
        #expect(found == ["TagBar.swift:5 LL001"])
    }

    @Test func swiftsImplicitSelfReadsTheAccessorButNotALocal() {
        let found = Self.lint([("UIView+Size.swift", "extension UIView {\n    var width: CGFloat { frame.width }\n}\n"), ("Chip.swift", """
            final class Chip: UIView {
                private let dot = UIView()
                override func layoutSubviews() {
                    super.layoutSubviews()
                    dot.frame = CGRect(x: width - 8, y: 0, width: 8, height: 8)
                }
                func place(_ other: UIView, width: CGFloat) {
                    other.frame = CGRect(x: 0, y: 0, width: width, height: 8)
                }
            }
            """)])
        #expect(found == ["Chip.swift:5 LL001"])
    }

    @Test func theDeclarationsAloneCarryTheAccessors() throws {
        // What the language server keeps of the other files of a workspace.
        let input = LintInput(displayPath: "UIView+Size.swift", language: .swift,
                              source: .bytes(Array("extension UIView {\n    var width: CGFloat { frame.size.width }\n}\n".utf8)))
        let declarations = try #require(Linter.declarations([input])["UIView+Size.swift"])
        #expect(declarations.frameAccessors == ["width": true])
        let file = SourceFile(path: "TagBar.swift", language: .swift, text: Self.swiftLayout)
        let found = Linter.lint([LintInput(displayPath: file.path, language: .swift, source: .bytes(file.bytes))], rules: [OwnFrameRule.self],
                                context: [declarations]).diagnostics.map { "\($0.path):\($0.line) \($0.rule)" }
        #expect(found == ["TagBar.swift:5 LL001"])
    }

    @Test func aCenterAccessorDeclaredInACategoryIsTheOwnCenter() {
        let control = ("PlayerControlView.m", """
            @interface PlayerControlView : UIView
            @end
            @implementation PlayerControlView
            - (void)layoutSubviews {
                [super layoutSubviews];
                self.spinner.center = CGPointMake(self.zf_centerX, 20);
            }
            @end
            """)
        func lint(_ getter: String) -> [String] {
            let category = ("UIView+Frame.m", "@implementation UIView (Frame)\n- (CGFloat)zf_centerX { return \(getter); }\n@end\n")
            return Linter.lint([category, control].map { SourceFile(path: $0.0, language: .objc, text: $0.1) },
                               rules: [OwnFrameRule.self, OwnCenterRule.self]).diagnostics.map { "\($0.path):\($0.line) \($0.rule)" }
        }
        #expect(lint("self.center.x") == ["PlayerControlView.m:6 LL003"])
        // The frame's middle is a frame coordinate (LL001's), the bounds' middle neither.
        #expect(lint("CGRectGetMidX(self.frame)") == ["PlayerControlView.m:6 LL001"])
        #expect(lint("CGRectGetMidX(self.bounds)").isEmpty)
    }

    @Test func withoutTheDeclarationTheReadIsNotAFinding() {
        #expect(Self.lint([("TagBar.swift", Self.swiftLayout)]).isEmpty)
    }

    @Test func anAccessorOfTheBoundsIsNotTheFrame() {
        let found = Self.lint([("UIView+Size.swift", "extension UIView {\n    var width: CGFloat { bounds.width }\n    var height: CGFloat { bounds.size.height }\n}\n"),
                               ("TagBar.swift", Self.swiftLayout)])
        #expect(found.isEmpty)
    }

    static let objcCategory = """
        @implementation UIView (QMUI)
        - (CGFloat)qmui_width { return CGRectGetWidth(self.frame); }
        - (CGFloat)qmui_height {
            return self.frame.size.height;
        }
        @end
        """

    @Test func anObjectiveCCategoryGetterIsTheOwnFrame() {
        let found = Self.lint([("UIView+QMUI.m", Self.objcCategory), ("EmotionView.m", """
            @interface EmotionView : UIView
            @property (nonatomic, strong) UIButton *sendButton;
            @property (nonatomic, strong) UIPageControl *pageControl;
            @end
            @implementation EmotionView
            - (void)layoutSubviews {
                [super layoutSubviews];
                self.sendButton.qmui_right = self.qmui_width - 8;
                self.pageControl.frame = CGRectMake(0, 0, [self qmui_width], 20);
            }
            @end
            """)])
        #expect(found == ["EmotionView.m:8 LL001", "EmotionView.m:9 LL001"])
    }

    @Test func fieldsOfValuesStaySilent() {
        let found = Self.lint([("UIView+QMUI.m", Self.objcCategory), ("Banner.m", """
            @interface Banner : UIView
            @property (nonatomic) UIEdgeInsets contentInset;
            @property (nonatomic, strong) UILabel *label;
            @end
            @implementation Banner
            - (void)layoutSubviews {
                [super layoutSubviews];
                _contentInset.left = self.qmui_width / 10;
            }
            - (void)logSize {
                NSLog(@"%f", self.qmui_width);
            }
            @end
            """)])
        #expect(found.isEmpty)
    }
}
