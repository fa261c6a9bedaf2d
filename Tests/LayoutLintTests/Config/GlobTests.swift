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
}
