import Foundation

/// Conditions more than one rule asks. Conditions only one rule asks live in that rule's file.
extension Condition {
    // MARK: Where the code is: the kind of type around a match, a test case, a reimplementation of
    // UIKit, an override of the member itself.

    /// Inside a view type (windows included).
    static let inView = Condition("inside a view") { _, ctx in ctx.role == .view || ctx.role == .window }

    /// Inside a test case: a class (or one around it) built on `XCTestCase`, `QuickSpec` or another
    /// `…TestCase`, or named like a test suite (`…Tests`, `…Test`, `…Spec`).
    static let inTestCase = Condition("inside a test case") { m, ctx in
        let s = ctx.structure
        func isTestSuite(_ decl: TypeDecl) -> Bool {
            if decl.bases.contains(where: { $0.hasSuffix("TestCase") || $0 == "QuickSpec" || $0 == "AsyncSpec" }) { return true }
            return decl.kind != .extension && (decl.name.hasSuffix("Tests") || decl.name.hasSuffix("Test") || decl.name.hasSuffix("Spec"))
        }
        var t = s.type(at: m.anchor)
        // A free function beside a test suite in its file (a C helper of an XCTest file) is test
        // support too: only the test target compiles it.
        if t == nil { return s.types.contains(where: isTestSuite) }
        while let k = t {
            if isTestSuite(s.types[k]) { return true }
            t = s.types[k].parent
        }
        return false
    }

    /// In macOS code: a type built on an AppKit class (`NSViewController`, `NSView`), or a file
    /// that imports AppKit or Cocoa and not UIKit. Its views are laid out by AppKit's rules. Also a
    /// C# file that uses Android's namespaces: its UIKit names are a port's own classes.
    static let inAppKitCode = Condition("in AppKit code") { m, ctx in
        let s = ctx.structure
        var k = s.type(at: m.anchor)
        while let i = k {
            // AppKit's views and controllers, not Foundation's `NSObject` (an Objective-C class names
            // its base in its `@interface`, apart from the `@implementation`).
            let declarations = ctx.language == .objc ? ctx.facts.derived.typeDeclarations(named: s.types[i].name, s) : [i]
            if declarations.contains(where: { d in
                s.types[d].bases.contains(where: { UIKitCatalog.isAppKit($0) && appKitUISuffixes.contains(where: $0.hasSuffix) })
            }) { return true }
            k = s.types[i].parent
        }
        return ctx.facts.derived.builtForAnotherPlatform(ctx.tokens)
    }

    private static let appKitUISuffixes = ["View", "Controller", "Window", "Cell", "Control", "Button", "Field", "Bar"]

    /// Inside UIKit's own class reimplemented (`@implementation UIScrollView` in a UIKit clone such
    /// as Chameleon, not a category or a subclass): that code is the framework, not its user.
    static let insideUIKitItself = Condition("inside a reimplementation of UIKit") { m, ctx in
        let s = ctx.structure
        var k = s.type(at: m.anchor)
        while let i = k {
            let decl = s.types[i]
            if decl.kind == .class || decl.kind == .objcClass,
               UIKitCatalog.views.contains(decl.name) || UIKitCatalog.viewControllers.contains(decl.name) { return true }
            k = decl.parent
        }
        return false
    }

    /// Inside the type's own property named like `member` (its getter, setter or observers, or
    /// an Objective-C setter such as `setCenter:`).
    static func insideOwnProperty(_ member: GeometryMember) -> Condition {
        Condition("inside the type's own `\(member.rawValue)` property") { m, ctx in
            guard let f = ctx.function(at: m.anchor) else { return false }
            let name = member.rawValue.lowercased()
            if f.kind == .property { return f.name.lowercased() == name }
            return ctx.language == .objc && f.kind == .method && f.name.lowercased() == "set" + name + ":"
        }
    }
}
