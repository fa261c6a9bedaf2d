import Testing
@testable import LayoutLint

/// Globs as .gitignore, .editorconfig and the configuration use them.
@Suite struct GlobTests {
    @Test(arguments: [
        ("*.swift", "A.swift", true), ("*.swift", "dir/A.swift", false), ("?.cs", "A.cs", true), ("?.cs", "AB.cs", false),
        ("**/*.swift", "A.swift", true), ("**/*.swift", "a/b/A.swift", true), ("a/**/b", "a/b", true), ("a/**/b", "a/x/y/b", true),
        ("a/**", "a/x/y", true), ("**/Generated/**", "src/Generated/G.swift", true), ("[abc].m", "b.m", true),
        ("[!abc].m", "b.m", false), ("[a-c]x", "bx", true), ("*.{cs,vb}", "a.vb", true), ("*.{cs,vb}", "a.swift", false),
        // `**/` resumes at a segment boundary: a hidden-folder pattern does not match `Uno.UI`.
        ("**/.*", "src/Uno.UI", false), ("**/.*", "src/.build", true), ("**/.*", ".git", true), ("**/b", "ab", false),
        // The one-pass wildcard matcher: `*` never crosses `/`, classes, escapes.
        ("*.[Cc]ache", "a.cache", true), ("*.[Cc]ache", "dir/a.Cache", false), ("**/[Bb]in", "src/Bin", true),
        ("**/[Bb]in", "src/bind", false), ("a*b*c", "axxbyyc", true), ("a*b*c", "a/b/c", false), ("a\\*b", "a*b", true),
        ("a\\*b", "axb", false), ("**/x*y/**/*.g.cs", "p/xzzy/q/r.g.cs", true), ("**/x*y/**/*.g.cs", "p/xzzy/q/r.cs", false),
    ])
    func matches(_ pattern: String, _ path: String, _ expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected, "\(pattern) vs \(path)")
    }

    @Test func hiddenFolderPatternKeepsDottedFolderNames() {
        var ignore = GitIgnore()
        ignore.add(".*/\n!.github/\n", base: "/r")
        #expect(!ignore.isIgnored("/r/src/Uno.UI", isDirectory: true))
        #expect(ignore.isIgnored("/r/src/.cache", isDirectory: true))
        #expect(!ignore.isIgnored("/r/.github", isDirectory: true))
        #expect(!ignore.isIgnored("/r/.settings.swift", isDirectory: false))  // directories only
    }

    @Test func theLastMatchingPatternWinsAcrossShapes() {
        var ignore = GitIgnore()
        ignore.add("build\n*.log\n!keep.log\n!build\n/out/**/build\n", base: "/r")
        #expect(!ignore.isIgnored("/r/a/build", isDirectory: true))      // `!build` comes after `build`
        #expect(ignore.isIgnored("/r/out/x/build", isDirectory: true))   // and `/out/**/build` after that
        #expect(ignore.isIgnored("/r/a/b.log", isDirectory: false))
        #expect(!ignore.isIgnored("/r/a/keep.log", isDirectory: false))
        var nested = ignore
        nested.add("*.log\n", base: "/r/a")                               // a deeper file overrides
        #expect(nested.isIgnored("/r/a/keep.log", isDirectory: false))
    }
}
