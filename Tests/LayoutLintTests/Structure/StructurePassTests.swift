import Testing
@testable import LayoutLint

/// Declarations, members, locals and the cross-file hierarchy.
@Suite struct StructurePassTests {
    static func structure(_ code: String, _ language: Language = .swift) -> (TokenStream, FileStructure) {
        let file = SourceFile(path: language == .swift ? "T.swift" : language == .csharp ? "T.cs" : "T.m", language: language, text: code)
        let ts = TokenStream(file: file, tokens: Tokenizer.tokenize(file.bytes, language: language))
        return (ts, StructurePass.run(ts))
    }

    static func hierarchy(_ files: [(String, Language)]) -> TypeHierarchy {
        TypeHierarchy(files.map { FileDeclarations(structure($0.0, $0.1).1) })
    }

    // MARK: Swift

    @Test func swiftTypesMembersAndBases() {
        let (_, s) = Self.structure("""
            @MainActor final class Card: UIKit.UIView, Themeable where Self: AnyObject {
                struct Metrics { let inset: CGFloat }
                override init(frame: CGRect) { super.init(frame: frame) }
                override func layoutSubviews() { }
                override var frame: CGRect { didSet { } }
                class func make() -> Card { Card() }
                var label: UILabel = { UILabel() }()
            }
            extension Card { func extra() {} }
            protocol P: class { func f() }
            """)
        #expect(s.types.map(\.name) == ["Card", "Metrics", "Card", "P"])
        #expect(s.types[0].bases == ["UIView", "Themeable"])
        #expect(s.types[1].parent == 0)
        #expect(s.types[2].kind == .extension)
        #expect(s.functions.map(\.name) == ["init", "layoutSubviews", "frame", "make", "extra"])
        #expect(s.functions[0].parameters == ["frame"] && s.functions[0].kind == .initializer)
        #expect(s.functions[1].isOverride && !s.functions[3].isOverride && s.functions[3].isStatic)
        #expect(s.functions[2].kind == .property && s.functions[2].isOverride)
        #expect(s.functions[4].owner == 2)
    }

    @Test func swiftLocalsShadowAndScopesEnd() {
        let (ts, s) = Self.structure("""
            func f(in frame: CGRect, _ center: CGPoint) {
                if true { let view = UIView(); view.frame = frame }
                guard let parent = child.superview else { return }
                items.forEach { bounds in print(bounds) }
                list.map { (v: UIView) -> Int in v.tag }
                for (i, layer) in layers.enumerated() { }
            }
            view.frame = .zero
            """)
        func local(_ name: String, atNth n: Int) -> LocalDecl? {
            let idx = (0..<ts.count).filter { ts.text($0) == name }[n]
            return s.local(named: name, at: idx)
        }
        #expect(local("frame", atNth: 2) != nil)       // the parameter, inside the body
        #expect(local("center", atNth: 0) == nil)      // the declaration itself
        #expect(local("view", atNth: 1) != nil)
        #expect(local("view", atNth: 2) == nil)        // after the function: the property again
        #expect(local("parent", atNth: 0) == nil && s.locals["parent"]?.first?.isSuperviewAlias == true)
        #expect(local("bounds", atNth: 1) != nil)
        #expect(s.locals["v"] != nil && s.locals["layer"] != nil && s.locals["i"] != nil)
        #expect(s.locals["in"] == nil)
    }

    @Test func swiftLabelsAreNotReads() {
        let (ts, s) = Self.structure("super.init(frame: frame); x = c ? frame : bounds")
        let frames = (0..<ts.count).filter { ts.text($0) == "frame" }
        #expect(s.role(frames[0]) == .label)
        #expect(s.role(frames[1]) == .none && s.role(frames[2]) == .none)
    }

    // MARK: C#

    @Test func csharpTypesMembersAndInitializers() {
        let (ts, s) = Self.structure("""
            namespace App {
              [Register("CardView")]
              public partial class CardView : UIView, ICard {
                public CardView(CGRect frame) : base(frame) { }
                public override void LayoutSubviews() => base.LayoutSubviews();
                public override CGRect Frame { get => base.Frame; set { base.Frame = value; } }
                UIView v = new UIView { Frame = Bounds, AutoresizingMask = UIViewAutoresizing.All };
                Func<int, int> twice = x => x * 2;
                void Helper<T>(T item, out CGRect rect) { rect = default; var parent = child.Superview; }
              }
              public static class Extensions { public static void Pin(this UIView view) { } }
              public record struct Point(int X, int Y);
            }
            """, .csharp)
        #expect(s.types.map(\.name) == ["CardView", "Extensions"])
        #expect(s.types[0].bases == ["UIView", "ICard"])
        #expect(s.types[1].isStatic)
        #expect(s.functions.map(\.name) == ["CardView", "LayoutSubviews", "Frame", "Helper", "Pin"])
        #expect(s.functions[0].kind == .initializer && s.functions[0].parameters == ["frame"])
        #expect(s.functions[1].isOverride && s.functions[2].kind == .property)
        #expect(s.functions[3].parameters == ["item", "rect"])
        let initFrame = (0..<ts.count).first { ts.text($0) == "Frame" && s.role($0) == .initializerMember }
        #expect(initFrame != nil)
        #expect(s.locals["parent"]?.first?.isSuperviewAlias == true)
        #expect(s.locals["x"] != nil)
    }

    // MARK: Objective-C

    @Test func objcDefinitionsMayKeepTheDeclarationsSemicolon() {
        let (_, s) = Self.structure("""
            @interface Badge : UIView
            - (void)refresh;
            - (UIView *)makeLabel:(UILabel *)label rect:(CGRect)rect;
            @end
            @implementation Badge
            - (UIView *)makeLabel:(UILabel *)label rect:(CGRect)rect;
            {
                UIView *wrapper = [[UIView alloc] initWithFrame:rect];
                return wrapper;
            }
            - (void)refresh { }
            @end
            """, .objc)
        #expect(s.functions.map(\.name) == ["makeLabel:rect:", "refresh"])
        #expect(s.functions[0].parameters == ["label", "rect"])
        #expect(s.types.first?.declaredMethods == ["refresh", "makeLabel:rect:"])
        #expect(s.locals["wrapper"]?.isEmpty == false)
    }

    // MARK: Hierarchy

    @Test func viewsAndControllersAcrossFiles() {
        let h = Self.hierarchy([
            ("class BaseCard: UIView {}", .swift),
            ("final class ProductCard: BaseCard {}\nextension ProductCard {}", .swift),
            ("class Feed: BaseFeedController { override func viewDidLoad() {} }", .swift),
            ("class Cell: ThirdPartyCell {}\nclass Model: NSObject {}\nstruct Row: View {}", .swift),
            ("class Thing: PodThing { override func layoutSubviews() {} }", .swift),
            ("public partial class Gallery : UIScrollView {}", .csharp),
            ("public partial class Gallery { }", .csharp),
            ("class OverlayWindow: UIWindow {}", .swift),
            ("class SidebarRow: NSTableCellView { override func layout() {} }\nclass MacPane: NSView {}", .swift),
            ("@interface MacGraph : NSView\n@end\n@interface MacSheet : NSViewController\n@end", .objc),
        ])
        #expect(h.category(of: "ProductCard") == .view)
        #expect(h.category(of: "Feed") == .viewController)
        #expect(h.category(of: "Cell") == .view)         // unknown base named like a cell
        #expect(h.category(of: "Thing") == .view)        // unknown base, overrides layoutSubviews
        #expect(h.category(of: "Model") == .other)
        #expect(h.category(of: "Row") == .other)         // a SwiftUI struct is never a UIKit view
        #expect(h.category(of: "Gallery") == .view)
        #expect(h.category(of: "OverlayWindow") == .window)
        for appKit in ["SidebarRow", "MacPane", "MacGraph", "MacSheet"] {  // macOS views follow other rules
            #expect(h.category(of: appKit) == .other, "\(appKit)")
        }
        #expect(h.isDeclared("ProductCard") && !h.isDeclared("UIView"))
    }

    /// A value type nested elsewhere under the same name (`Config.StackView`) is another type: the
    /// view class keeps its role, and the struct stays no view.
    @Test func aNestedStructDoesNotHideAViewClassOfTheSameName() {
        let files: [(String, Language)] = [
            ("class StackView: UIControl { override func layoutSubviews() { super.layoutSubviews() } }", .swift),
            ("public struct Config { public struct StackView { var count = 3 } }", .swift),
            ("public class Badge : UIView { }", .csharp),
            ("public static class Theme { public struct Badge { public int Size; } }", .csharp),
        ]
        let h = Self.hierarchy(files)
        #expect(h.category(of: "StackView") == .view)
        #expect(h.category(of: "Badge") == .view)
        let nested = FileDeclarations(Self.structure(files[1].0, .swift).1)
        let inner = nested.types.first { $0.name == "StackView" }
        #expect(inner.map { h.role(of: $0) } == .other)
        // With no class of that name, a struct is no view either.
        #expect(Self.hierarchy([files[1]]).category(of: "StackView") == .other)
    }

    /// Painting ranges slot by slot and the runs give each position the last range covering it: random overlapping, nested, out-of-bounds and empty range lists.
    @Test func paintedRunsAgreeWithPaintingSlotBySlot() {
        var rng = SeededGenerator(state: 0x9A1A7)
        for round in 0..<400 {
            let n = Int.random(in: 1...120, using: &rng)
            let ranges: [(ClosedRange<Int>, Int32)] = (0..<Int.random(in: 0...12, using: &rng)).map { k in
                let lo = Int.random(in: -3...(n + 3), using: &rng)
                return (lo...(lo + Int.random(in: 0...(n / 2 + 1), using: &rng)), Int32(k * 7 % 5))
            }
            var expected = [Int32](repeating: -1, count: n)
            for (r, v) in ranges { for i in r where i >= 0 && i < n { expected[i] = v } }
            let runs = PaintedRuns(n, ranges)
            for i in -2..<(n + 2) {
                let want: Int32 = i >= 0 && i < n ? expected[i] : -1
                #expect(runs[i] == want, "round \(round) runs at \(i): \(ranges)")
                if runs[i] != want { return }
            }
        }
    }

    /// A type declared at the bottom of deeply nested blocks knows the type around them (read from
    /// the innermost block, not by walking every block: thousands of such declarations stay linear),
    /// and a member after those blocks is back at type level.
    @Test(arguments: [Language.swift, .csharp])
    func typesDeepInsideBlocksKnowTheirEnclosingType(_ language: Language) {
        let depth = 2_000
        let inner = language == .swift ? "class Inner { var v = 1 }\n" : "class Inner { int v = 1; }\n"
        let body = language == .swift ? "func f() " : "void F() "
        let code = "class Outer {\n" + body + String(repeating: "{ ", count: depth) + String(repeating: inner, count: 3)
            + String(repeating: "} ", count: depth) + "\n" + inner + "}\n"
        let s = Self.structure(code, language).1
        let names = s.types.map(\.name)
        // C# has no local classes: only the member after the method's deep blocks is a type there.
        #expect(names == ["Outer"] + Array(repeating: "Inner", count: language == .swift ? 4 : 1))
        #expect(s.types.dropFirst().allSatisfy { $0.parent == 0 }, "\(s.types.map(\.parent))")
    }

    /// What a run keeps of each file for the hierarchy (`forHierarchy`) settles every type as the
    /// full declarations do, and answers the same inheritance questions, on every fixture together.
    @Test func theDeclarationsKeptForTheHierarchyResolveLikeTheFullOnes() {
        let files = TriggerWordsTests.fixtureFiles().compactMap { (path, language) -> FileDeclarations? in
            guard case .success(let bytes) = FileReader.read(path) else { return nil }
            let file = SourceFile(path: path, language: language, bytes: bytes)
            return FileDeclarations(StructurePass.run(TokenStream(file: file, tokens: Tokenizer.tokenize(bytes, language: language))))
        }
        let examples = RuleRegistry.all.flatMap { $0.description.examples }.map { e in
            Self.structure(e.parsed.source, e.language).1
        }.map { FileDeclarations($0) }
        let all = files + examples
        let full = TypeHierarchy(all), kept = TypeHierarchy(all.map(\.forHierarchy))
        let names = Set(all.flatMap { $0.types.map(\.name) })
        #expect(names.count > 100)
        let methods = Set(all.flatMap { $0.functions.map(\.name) })
        for name in names.sorted() {
            #expect(full.category(of: name) == kept.category(of: name), "\(name)")
            for m in methods.sorted().prefix(40) { #expect(full.inherits(m, into: name) == kept.inherits(m, into: name)) }
        }
        // The kept part is smaller: stored properties and parameter lists are gone.
        let keptMembers: Int = all.reduce(0) { $0 + $1.forHierarchy.functions.count }
        let allMembers: Int = all.reduce(0) { $0 + $1.functions.count }
        #expect(keptMembers < allMembers)
    }
}
