import Testing
@testable import LayoutLint

/// The meaning facts: where a geometry read goes, which part it takes, when its function runs,
/// and which `#if` arms compile together.
@Suite struct FlowAndPhaseTests {
    static func context(_ code: String, _ language: Language) -> FileContext {
        let file = SourceFile(path: "T." + ExampleRunner.extensionFor(language), language: language, text: code)
        let ts = TokenStream(file: file, tokens: Tokenizer.tokenize(file.bytes, language: language))
        let s = StructurePass.run(ts)
        return FileContext(file: file, tokens: ts, structure: s, facts: FactExtractor.extract(ts, s))
    }

    /// The reads of `member` in source order, with where each goes and its shape.
    static func reads(_ code: String, _ language: Language = .swift, _ member: GeometryMember = .frame)
        -> [(sinks: [String], shape: ValueFlow.Shape)] {
        let ctx = context(code, language)
        return ctx.facts.accesses.filter { !$0.isWrite && $0.member == member }.sorted { $0.nameToken < $1.nameToken }.map { a in
            (ValueFlow.sinks(of: a, ctx).map { s -> String in
                if case .geometry(let w) = s { return "geometry " + ctx.text(ctx.facts.accesses[w].receiverStart, ctx.facts.accesses[w].nameToken) }
                if case .newView = s { return "newView" }
                return "\(s)"
            }, ValueFlow.shape(a, ctx.tokens))
        }
    }

    @Test func swiftSinks() {
        let r = Self.reads("""
            class V: UIView {
                func f() {
                    label.frame = frame.insetBy(dx: 1, dy: 1)
                    if frame != last { setNeedsLayout() }
                    let r = frame
                    child.frame = CGRect(x: 0, y: 0, width: r.width, height: 2)
                    print("at \\(frame)")
                    UIView.animate(withDuration: 0.2) { self.other.center = self.center }
                    cache = frame
                    let path = UIBezierPath(roundedRect: frame, cornerRadius: 4)
                    addSubview(UILabel(frame: frame))
                    frame = CGRect(origin: frame.origin, size: size)
                    let w = frame.size.width
                    guard frame.width > 0 else { return }
                    move(to: frame.minX)
                }
                var left: CGFloat { frame.minX }
                func g() -> CGRect { return frame }
            }
            """)
        #expect(r.map(\.sinks) == [
            ["geometry label.frame"], ["comparison"], ["geometry child.frame"], ["logged"], ["stored"], ["drawing"],
            ["newView"], ["geometry frame"], ["other"], ["ordering"], ["argument"], ["returned"], ["returned"],
        ])
        #expect(r.map(\.shape) == [.whole, .whole, .whole, .whole, .whole, .whole, .whole, .coordinate, .length, .length,
                                   .coordinate, .coordinate, .whole])
    }

    @Test func csharpSinks() {
        let r = Self.reads("""
            class V : UIView {
                void F() {
                    label.Frame = new CGRect(0, 0, Frame.Width, 20);
                    if (Frame != last) SetNeedsLayout();
                    var r = Frame;
                    child.Frame = r;
                    AddSubview(new UILabel(Frame));
                    Console.WriteLine(Frame);
                    var x = 10 + Frame.X;
                }
            }
            """, .csharp)
        #expect(r.map(\.sinks) == [["geometry label.Frame"], ["comparison"], ["geometry child.Frame"], ["newView"], ["logged"], ["other"]])
        #expect(r.map(\.shape) == [.length, .whole, .whole, .whole, .whole, .coordinate])
    }

    /// A C# object initializer's `Frame = …` or `Center = …` is the frame or center of the view made
    /// before it; other members, and the initializer of something that is no view, are not.
    @Test func csharpObjectInitializerSinks() {
        let r = Self.reads("""
            class V : UIView {
                void F() {
                    var a = new UILabel { Frame = Frame, Lines = 0 };
                    var b = new BadgeView(UIColor.Red) { BackgroundColor = UIColor.Clear, Frame = new CGRect(Frame.X, 0, 8, 8) };
                    var c = new LayoutRecord { Frame = Frame };
                    var d = new UILabel { Tag = Frame.Width > 10 ? 1 : 2 };
                    var e = new UIScrollView { ContentSize = new CGSize(300, Frame.Height) };
                    var f = new PageLayer { Frame = Frame };
                    label.Frame = new CGRect { Width = Frame.Width, Height = 20 };
                }
            }
            class BadgeView : UIView { }
            class LayoutRecord { }
            """, .csharp)
        #expect(r.map(\.sinks) == [["newView"], ["newView"], ["stored"], ["ordering"], ["sizing"], ["newView"], ["geometry label.Frame"]])
        let centers = Self.reads("""
            class C : UIViewController {
                void F() {
                    var s = new UIActivityIndicatorView { Center = View.Center };
                }
            }
            """, .csharp, .center)
        #expect(centers.map(\.sinks) == [["newView"]])
    }

    /// A SnapKit or Masonry maker's `equalTo`/`offset` sets a constraint's constant; the same
    /// name elsewhere (`CGRect.equalTo`) tests a value.
    @Test func constraintMakersTakeConstants() {
        let swift = Self.reads("""
            class V: UIView {
                func f() {
                    page.snp.makeConstraints { make in
                        make.width.equalTo(frame.width)
                        make.top.equalToSuperview().offset(frame.height / 4)
                    }
                    if lastFrame.equalTo(frame) { return }
                }
            }
            """)
        #expect(swift.map(\.sinks) == [["sizing"], ["sizing"], ["comparison"]])
        let objc = Self.reads("""
            @implementation V
            - (void)f {
                [self.page mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.height.mas_equalTo(CGRectGetHeight(self.frame) / 2);
                }];
            }
            @end
            """, .objc)
        #expect(objc.map(\.sinks) == [["sizing"]])
    }

    @Test func objcSinks() {
        let r = Self.reads("""
            @implementation V
            - (void)f {
                self.label.frame = CGRectInset(self.frame, 2, 2);
                CGFloat w = CGRectGetWidth(self.frame);
                child.frame = CGRectMake(0, 0, w, 10);
                UILabel *l = [[UILabel alloc] initWithFrame:self.frame];
                if (CGRectEqualToRect(self.frame, old)) { return; }
                [self.other setCenter:CGPointMake(CGRectGetMidX([self frame]), 0)];
                NSLog(@"%@", NSStringFromCGRect(self.frame));
                [self.renderer renderAtSize:self.frame.size];
            }
            @end
            """, .objc)
        #expect(r.map(\.sinks) == [["geometry self.label.frame"], ["geometry child.frame"], ["newView"], ["comparison"], ["geometry [self.other setCenter"],
                                   ["logged"], ["argument"]])
        #expect(r.map(\.shape) == [.whole, .length, .whole, .whole, .coordinate, .whole, .length])
    }

    @Test func valuesKeptInFieldsAndPartsGivenAnew() {
        let cs = Self.reads("""
            class V : UIView {
                CGRect frameRect;
                public override void LayoutSubviews() {
                    frameRect = Frame;
                    LoadBarcode();
                }
                void LoadBarcode() { barcode.Frame = new CGRect(10, 10, frameRect.Width - 20, 40); }
                void Check() { if (frameRect == Frame) return; }
                void Grow() { var f = Frame; f.Height = 40; Frame = f; star.Frame = new CGRect(0, f.Height - 10, 10, 10); }
                void Kept() { var f = Frame; if (big) f.Height = 40; star.Frame = new CGRect(0, f.Height - 10, 10, 10); }
                void Template() { var border = (Frame)GetTemplateChild("border"); }
            }
            """, .csharp)
        #expect(cs.map(\.sinks) == [["geometry barcode.Frame", "comparison"], ["comparison"], ["geometry Frame"], ["geometry star.Frame"]])
        let swift = Self.reads("""
            class V: UIView {
                var lastSize = CGSize.zero
                override func layoutSubviews() {
                    if lastSize != frame.size { lastSize = frame.size }
                    var r = frame
                    r.size = label.intrinsicContentSize
                    label.frame = CGRect(x: 0, y: 0, width: r.size.width, height: r.height)
                    label.center = CGPoint(x: r.midX, y: 0)
                }
            }
            """)
        #expect(swift.map(\.sinks) == [["comparison"], ["sizing"], ["geometry label.center"]])
        let objc = Self.reads("""
            @implementation V
            - (void)fit {
                CGRect rct = self.frame;
                rct.size.width = 40;
                rct.size.height = 40;
                self.frame = rct;
                _label.center = CGPointMake(rct.size.width / 2, CGRectGetHeight(rct) / 2);
            }
            @end
            """, .objc)
        #expect(objc.map(\.sinks) == [["geometry self.frame"]])
    }

    // MARK: Phases

    static func phases(_ code: String, _ language: Language) -> [String: Phase] {
        let ctx = context(code, language)
        var out: [String: Phase] = [:]
        for (k, f) in ctx.structure.functions.enumerated() { out[f.name] = ctx.facts.derived.phase(of: k, ctx.tokens, ctx.structure) }
        return out
    }

    @Test func swiftPhases() {
        let p = Self.phases("""
            class V: UIView {
                override init(frame: CGRect) { super.init(frame: frame); commonInit() }
                required init?(coder: NSCoder) { super.init(coder: coder); self.commonInit() }
                private func commonInit() { setUpLabels() }
                private func setUpLabels() { }
                override func awakeFromNib() { super.awakeFromNib() }
                override func layoutSubviews() { super.layoutSubviews(); placeBadge() }
                private func placeBadge() { }
                func configure() { }
                private func shared() { }
                private func both() { }
                @objc private func tapped() { both() }
                override func draw(_ rect: CGRect) { shared(); both() }
                func refresh() { shared() }
                override var frame: CGRect { didSet { } }
            }
            """, .swift)
        #expect(p["init"] == .construction && p["commonInit"] == .construction && p["setUpLabels"] == .construction)
        #expect(p["awakeFromNib"] == .construction && p["layoutSubviews"] == .layout && p["placeBadge"] == .layout)
        #expect(p["configure"] == .other && p["shared"] == .other && p["both"] == .other && p["draw"] == .drawing)
        #expect(p["frame"] == .accessor && p["tapped"] == .other)
    }

    @Test func csharpAndObjCPhases() {
        let cs = Self.phases("""
            class V : UIViewController {
                public V() { Setup(); }
                void Setup() { }
                public override void ViewDidLoad() { base.ViewDidLoad(); BuildViews(); }
                void BuildViews() { }
                public void Update() { }
            }
            """, .csharp)
        #expect(cs["V"] == .construction && cs["Setup"] == .construction && cs["ViewDidLoad"] == .setup)
        #expect(cs["BuildViews"] == .setup && cs["Update"] == .other)
        let objc = Self.phases("""
            @implementation V
            - (instancetype)initWithFrame:(CGRect)frame { if ((self = [super initWithFrame:frame])) { [self commonInit]; } return self; }
            - (void)commonInit { [self configureWith:nil animated:NO]; }
            - (void)configureWith:(id)x animated:(BOOL)a { }
            - (void)layoutSubviews { [super layoutSubviews]; [self placeLabel]; }
            - (void)placeLabel { }
            - (void)refresh { [self placeLabel]; }
            @end
            """, .objc)
        #expect(objc["initWithFrame:"] == .construction && objc["commonInit"] == .construction)
        #expect(objc["configureWith:animated:"] == .construction && objc["layoutSubviews"] == .layout)
        #expect(objc["placeLabel"] == .other)
    }

    @Test func aHelperCalledFromAClosureHasNoPhase() {
        let cs = Self.phases("""
            public class BeaconController : UIViewController
            {
                public override void ViewDidLoad()
                {
                    base.ViewDidLoad();
                    LayOutHeader();
                    manager.Ranged += (s, e) => { ShowNearest(); };
                    manager.Lost += (s, e) => ShowNone();
                }
                void LayOutHeader() { }
                void ShowNearest() { }
                void ShowNone() { }
            }
            """, .csharp)
        #expect(cs["LayOutHeader"] == .setup && cs["ShowNearest"] == .other && cs["ShowNone"] == .other)
        let objc = Self.phases("""
            @implementation FeedController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self.api load:^{ [self showItems]; }];
                [self layOutHeader];
            }
            - (void)showItems { }
            - (void)layOutHeader { }
            @end
            """, .objc)
        #expect(objc["layOutHeader"] == .setup && objc["showItems"] == .other)
        let swift = Self.phases("""
            final class FeedController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    api.load(completion: { self.showItems() })
                    layOutHeader()
                }
                private func showItems() { }
                private func layOutHeader() { }
            }
            """, .swift)
        #expect(swift["layOutHeader"] == .setup && swift["showItems"] == .other)
    }

    // MARK: Conditional compilation

    /// Whether the tokens spelled `a` and `b` (first occurrences) compile together.
    static func together(_ code: String, _ language: Language, _ a: String, _ b: String) -> Bool {
        let ctx = context(code, language)
        let ia = (0..<ctx.tokens.count).first { ctx.tokens.text($0) == a }!
        let ib = (0..<ctx.tokens.count).first { ctx.tokens.text($0) == b }!
        return ctx.structure.compiledTogether(ia, ib)
    }

    @Test func swiftConditions() {
        #expect(!Self.together("#if DEBUG\nlet a = 1\n#else\nlet b = 1\n#endif", .swift, "a", "b"))
        #expect(!Self.together("#if DEBUG\nlet a = 1\n#endif\n#if !DEBUG\nlet b = 1\n#endif", .swift, "a", "b"))
        #expect(Self.together("#if DEBUG\nlet a = 1\n#endif\n#if TESTING\nlet b = 1\n#endif", .swift, "a", "b"))
        #expect(!Self.together("#if os(iOS)\nlet a = 1\n#elseif os(macOS)\nlet b = 1\n#endif", .swift, "a", "b"))
        #expect(!Self.together("#if os(iOS)\nlet a = 1\n#endif\n#if os(tvOS)\nlet b = 1\n#endif", .swift, "a", "b"))
        #expect(!Self.together("#if A && B\nlet a = 1\n#endif\n#if !A || !B\nlet b = 1\n#endif", .swift, "a", "b"))
        #expect(Self.together("#if A || B\nlet a = 1\n#endif\n#if !A\nlet b = 1\n#endif", .swift, "a", "b"))
        #expect(!Self.together("#if false\nlet a = 1\n#endif\nlet b = 1", .swift, "a", "b"))
        #expect(Self.together("let a = 1\nlet b = 1", .swift, "a", "b"))
    }

    @Test func everyBuildOfOneTokenCompilesTheOther() {
        func implies(_ code: String, _ a: String, _ b: String) -> Bool {
            let ctx = Self.context(code, .swift)
            let ia = (0..<ctx.tokens.count).first { ctx.tokens.text($0) == a }!
            let ib = (0..<ctx.tokens.count).first { ctx.tokens.text($0) == b }!
            return ctx.structure.compiledWhenever(ia, alsoCompiles: ib)
        }
        #expect(implies("let a = 1\nlet b = 1", "a", "b"))
        #expect(!implies("let a = 1\n#if DEBUG\nlet b = 1\n#endif", "a", "b"), "release builds a without b")
        #expect(implies("#if DEBUG\nlet a = 1\n#endif\nlet b = 1", "a", "b"))
        #expect(implies("#if A && B\nlet a = 1\n#endif\n#if A\nlet b = 1\n#endif", "a", "b"))
        #expect(!implies("#if A\nlet a = 1\n#endif\n#if A && B\nlet b = 1\n#endif", "a", "b"))
    }

    @Test func objcAndCSharpConditions() {
        let defined = """
            #define USE_BLUR 0
            #define LEGACY !MODERN
            #if USE_BLUR
            int a = 1;
            #endif
            #if MODERN
            int b = 1;
            #endif
            #if LEGACY
            int c = 1;
            #endif
            int d = 1;
            """
        #expect(!Self.together(defined, .objc, "a", "d"))
        #expect(!Self.together(defined, .objc, "b", "c"))
        #expect(Self.together(defined, .objc, "b", "d"))
        #expect(!Self.together("#ifdef DEBUG\nint a;\n#else\nint b;\n#endif", .objc, "a", "b"))
        #expect(!Self.together("#if defined(X) && X > 2\nint a;\n#elif !defined(X)\nint b;\n#endif", .objc, "a", "b"))
        #expect(!Self.together("#ifndef X\nint a;\n#endif\n#if defined X\nint b;\n#endif", .objc, "a", "b"))
        #expect(!Self.together("#define FEATURE\n#ifndef FEATURE\nint a;\n#endif\nint b;", .objc, "a", "b"))
        #expect(!Self.together("#define TRACE\nclass C {\n#if !TRACE\nint a;\n#endif\nint b; }", .csharp, "a", "b"))
        #expect(!Self.together("#if __IOS__ && !__MACCATALYST__\nint a;\n#elif __MACCATALYST__\nint b;\n#endif", .csharp, "a", "b"))
        #expect(Self.together("#if __IOS__\nint a;\n#endif\n#if __MACCATALYST__\nint b;\n#endif", .csharp, "a", "b"))
        // No current Xcode builds for iOS 7: code only for it compiles in no build.
        #expect(!Self.together("#if __IPHONE_OS_VERSION_MIN_REQUIRED < 80000\nint a;\n#endif\nint b;", .objc, "a", "b"))
        #expect(!Self.together("#if __IPHONE_OS_VERSION_MIN_REQUIRED < __IPHONE_8_0\nint a;\n#endif\nint b;", .objc, "a", "b"))
        #expect(Self.together("#if __IPHONE_OS_VERSION_MIN_REQUIRED >= 80000\nint a;\n#endif\nint b;", .objc, "a", "b"))
        #expect(Self.together("#if __IPHONE_OS_VERSION_MIN_REQUIRED < 170000\nint a;\n#endif\nint b;", .objc, "a", "b"))
    }
}
