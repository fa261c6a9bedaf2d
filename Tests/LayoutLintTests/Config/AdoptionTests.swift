import Foundation
import Testing
@testable import LayoutLint

/// Configuration, inline suppressions, baselines and changed-line gating, on Swift, C# and
/// Objective-C input, through the command line.
@Suite struct AdoptionTests {
    typealias CLI = CommandLineToolTests

    static let swiftBug = """
        final class CardView: UIView {
            override func layoutSubviews() {
                super.layoutSubviews()
                label.frame = frame
                layoutSubviews()
            }
        }
        """
    static let csharpBug = """
        public class CardView : UIView
        {
            public override void LayoutSubviews()
            {
                label.Frame = Frame;
                LayoutSubviews();
            }
        }
        """
    static let objcBug = """
        @interface CardView : UIView
        @end
        @implementation CardView
        - (void)layoutSubviews {
            [super layoutSubviews];
            self.label.frame = self.frame;
            [self layoutSubviews];
        }
        @end
        """

    static func rules(_ out: String) -> [String] {
        out.split(separator: "\n").compactMap { line in line.split(separator: "[").last.map { String($0.prefix(5)) } }
    }

    // MARK: YAML subset and configuration errors

    @Test func yamlSubsetReadsMapsListsAndScalars() throws {
        let node = try YAMLSubset.parse("""
            # comment
            select: [LL001, "own-center"]
            ignore:
              - LL012   # trailing comment
            severity:
              LL001: error
            baseline: 'a''b.json'
            """)
        guard case .map(let entries, _) = node else { Issue.record("not a map"); return }
        #expect(entries.map(\.key) == ["select", "ignore", "severity", "baseline"])
        #expect(entries[0].value == .list([.scalar("LL001", line: 2), .scalar("own-center", line: 2)], line: 2))
        #expect(entries[1].value == .list([.scalar("LL012", line: 4)], line: 4))
        #expect(entries[3].value == .scalar("a'b.json", line: 7))
    }

    @Test func yamlOutsideTheSubsetIsAnErrorWithItsLine() {
        for (text, line) in [("a: &anchor 1", 1), ("a:\n  b: {x: 1}", 2), ("a: 1\n\tb: 2", 2), ("a: 1\na: 2", 2), ("a: |\n  text", 1)] {
            #expect(throws: YAMLError.self) { try YAMLSubset.parse(text) }
            do { _ = try YAMLSubset.parse(text) } catch { #expect(error.line == line, "\(text)") }
        }
    }

    @Test func aConfigTypoIsExitTwoWithTheLineAndASuggestion() throws {
        CLI.withTree([".layoutlint.yml": "select: [LL001]\nignroe: [LL006]\n", "A.swift": Self.swiftBug]) { dir in
            let (code, out, err) = CLI.run(["--config", "\(dir)/.layoutlint.yml", "\(dir)/A.swift"])
            #expect(code == .usageOrInputError)
            #expect(out.isEmpty)
            #expect(err.contains(".layoutlint.yml:2: unknown key 'ignroe'; did you mean 'ignore'?"))
        }
        CLI.withTree([".layoutlint.yml": "severity:\n  own-frme: error\n", "A.swift": ""]) { dir in
            let (code, _, err) = CLI.run(["--config", "\(dir)/.layoutlint.yml", dir])
            #expect(code == .usageOrInputError)
            #expect(err.contains(":2: unknown rule 'own-frme' in 'severity'; did you mean 'own-frame'?"))
        }
        CLI.withTree([".layoutlint.yml": "fail-on: sometimes\n"]) { dir in
            #expect(CLI.run(["--config", "\(dir)/.layoutlint.yml", dir]).0 == .usageOrInputError)
        }
    }

    @Test func projectClassesMakeFrameworkSubclassesViewsAndControllers() throws {
        // `ASDisplayNode` and `BaseViewController` come from frameworks the run does not read.
        let swift = """
            final class CardNode: ASDisplayNode {
                func place() { label.frame = self.frame }
            }
            final class FeedScreen: BaseScreenController {
                func place() { table.frame = view.frame }
            }
            """
        let objc = """
            @interface BadgeNode : ASCellNode
            @end
            @implementation BadgeNode
            - (void)place { self.dot.frame = self.frame; }
            @end
            """
        let config = "view-classes: [\"ASCell*\", ASDisplayNode]\ncontroller-classes: [BaseScreenController]\n"
        CLI.withTree([".layoutlint.yml": config, "A.swift": swift, "B.m": objc]) { dir in
            let (code, out, _) = CLI.run(["--config", "\(dir)/.layoutlint.yml", dir])
            #expect(code == .violations)
            #expect(Self.rules(out) == ["LL001", "LL001", "LL001"])
            #expect(CLI.run(["--config", "\(dir)/.layoutlint.yml", "--show-config", dir]).1.contains("controller-classes: [BaseScreenController]"))
            // Without the configuration the bases are unknown and the code is not judged.
            #expect(CLI.run(["--no-config", dir]).1.isEmpty)
        }
        CLI.withTree([".layoutlint.yml": "view-classes: [\"AS Node\"]\n"]) { dir in
            let (code, _, err) = CLI.run(["--config", "\(dir)/.layoutlint.yml", dir])
            #expect(code == .usageOrInputError)
            #expect(err.contains(":1: 'AS Node' in 'view-classes' is not a class name"))
        }
    }

    @Test func configSelectsIgnoresAndSetsSeverities() throws {
        let config = """
            select: [LL0]
            ignore: [direct-layout-call]
            severity:
              LL001: error
            per-file-ignores:
              "Legacy/**": [own-frame]
            """
        CLI.withTree([".layoutlint.yml": config, "A.swift": Self.swiftBug, "B.cs": Self.csharpBug, "C.m": Self.objcBug,
                          "Legacy/D.swift": Self.swiftBug]) { dir in
            let (code, out, _) = CLI.run(["--config", "\(dir)/.layoutlint.yml", dir])
            #expect(code == .violations)
            #expect(Self.rules(out) == ["LL001", "LL001", "LL001"])
            #expect(out.contains(": error: `frame`") && !out.contains("Legacy"))
            let shown = CLI.run(["--config", "\(dir)/.layoutlint.yml", "--show-config", dir]).1
            #expect(shown.contains("LL001 own-frame (error)") && !shown.contains("LL006") && shown.contains("Legacy/**: [LL001]"))
            // Flags win over the file; --no-config ignores it.
            #expect(Self.rules(CLI.run(["--config", "\(dir)/.layoutlint.yml", "--select", "LL006", "\(dir)/A.swift"]).1) == ["LL006"])
            #expect(Self.rules(CLI.run(["--no-config", "\(dir)/A.swift"]).1) == ["LL001", "LL006"])
        }
    }

    @Test func editorConfigSetsCSharpSeverities() throws {
        let editorconfig = """
            root = true
            [*.cs]
            dotnet_diagnostic.LL001.severity = error
            dotnet_diagnostic.LL006.severity = none
            """
        CLI.withTree([".editorconfig": editorconfig, "B.cs": Self.csharpBug, "A.swift": Self.swiftBug]) { dir in
            let out = CLI.run(["--no-config", dir]).1
            #expect(out.contains("B.cs:5:23: error:"))
            #expect(!out.contains("B.cs:6"))
            #expect(out.contains("A.swift:4:23: warning:") && out.contains("A.swift:5:9: warning:"))  // Swift unaffected
        }
    }

    // MARK: Files

    @Test func gitignoreIsHonoredWithNegationAndExplicitFilesUnlessForced() throws {
        let gitignore = """
            # generated
            Generated/
            *.gen.swift
            !Keep.gen.swift
            /Top.swift
            """
        try CLI.withTree([".gitignore": gitignore, "Generated/G.swift": Self.swiftBug, "Sources/A.gen.swift": Self.swiftBug,
                          "Sources/Keep.gen.swift": Self.swiftBug, "Top.swift": Self.swiftBug, "Sources/Top.swift": Self.swiftBug]) { dir in
            let out = CLI.run(["--no-config", "--select", "LL006", dir]).1
            let files = Set(out.split(separator: "\n").map { String($0.split(separator: ":")[0].dropFirst(dir.count + 1)) })
            #expect(files == ["Sources/Keep.gen.swift", "Sources/Top.swift"])
            #expect(CLI.run(["--no-config", "\(dir)/Generated/G.swift"]).0 == .violations)  // named: linted
            // --force-exclude reads the .gitignore files up to the repository's root.
            try FileManager.default.createDirectory(atPath: "\(dir)/.git", withIntermediateDirectories: true)
            #expect(CLI.run(["--no-config", "--force-exclude", "\(dir)/Generated/G.swift"]).0 == .clean)
            #expect(CLI.run(["--no-config", "--force-exclude", "\(dir)/Sources/Keep.gen.swift"]).0 == .violations)
        }
    }

    @Test func includeAndExcludeFromTheConfig() throws {
        CLI.withTree([".layoutlint.yml": "include: [\"Sources/**\"]\nexclude: [\"**/Mocks/**\"]\n",
                          "Sources/A.swift": Self.swiftBug, "Sources/Mocks/M.swift": Self.swiftBug, "Tests/T.swift": Self.swiftBug]) { dir in
            let out = CLI.run(["--config", "\(dir)/.layoutlint.yml", dir]).1
            #expect(out.contains("Sources/A.swift") && !out.contains("Mocks") && !out.contains("Tests/"))
        }
    }

    // MARK: Suppressions

    @Test func suppressionsWithAndWithoutReasonInEveryLanguage() throws {
        let swift = Self.swiftBug.replacingOccurrences(of: "label.frame = frame", with: "label.frame = frame // layoutlint:disable:this LL001 - parent-sized")
            .replacingOccurrences(of: "        layoutSubviews()", with: "        // layoutlint:disable:next direct-layout-call\n        layoutSubviews()")
        let csharp = Self.csharpBug.replacingOccurrences(of: "        label.Frame = Frame;", with: "#pragma warning disable LL001\n        label.Frame = Frame;\n#pragma warning restore LL001")
            .replacingOccurrences(of: "        LayoutSubviews();", with: "        LayoutSubviews(); // layoutlint:disable:this all - legacy")
        let objc = "/* layoutlint:disable own-frame, LL006 - kept for iOS 12 */\n" + Self.objcBug
        CLI.withTree(["A.swift": swift, "B.cs": csharp, "C.m": objc]) { dir in
            let (code, out, _) = CLI.run(["--no-config", dir])
            #expect(code == .clean, "\(out)")
            #expect(out.isEmpty)
        }
    }

    @Test func unusedAndUnknownSuppressionsAreReported() throws {
        let swift = "// layoutlint:disable:next LL006 - nothing on the next line\nlet x = 1\n"
        let csharp = "class A { void F() { } } // layoutlint:disable:this own-frme\n"
        let objc = "/* layoutlint:disable LL001 */\nint x = 1;\n/* layoutlint:enable LL001 */\n"
        CLI.withTree(["A.swift": swift, "B.cs": csharp, "C.m": objc]) { dir in
            let (code, out, _) = CLI.run(["--no-config", dir])
            #expect(code == .violations)
            #expect(Self.rules(out) == ["LL900", "LL900", "LL900"])
            #expect(out.contains("A.swift:1:1: warning: `layoutlint:disable:next LL006` suppresses nothing here; remove it"))
            #expect(out.contains("unknown rule 'own-frme' in `layoutlint:disable:this own-frme`; did you mean 'own-frame'?"))
            #expect(out.contains("C.m:1:1: warning: `layoutlint:disable LL001` suppresses nothing here"))
            // Ignoring LL900 keeps dead suppressions quiet; a rule that does not run is not judged.
            #expect(CLI.run(["--no-config", "--ignore", "LL900", dir]).0 == .clean)
            #expect(!CLI.run(["--no-config", "--select", "LL001,LL900", "\(dir)/A.swift"]).1.contains("LL006"))
        }
    }

    // MARK: Baseline

    @Test func baselineSurvivesInsertedLinesAndReportsNewDuplicates() throws {
        try CLI.withTree(["A.swift": Self.swiftBug, "B.cs": Self.csharpBug, "C.m": Self.objcBug]) { dir in
            let base = "\(dir)/baseline.json"
            let (wrote, _, _) = CLI.run(["--no-config", "--write-baseline", base, dir])
            #expect(wrote == .clean)
            let text = try String(contentsOfFile: base, encoding: .utf8)
            #expect(text.contains("\"version\": 1") && text.contains("\"path\": \"A.swift\"") && text.contains("\"path\": \"C.m\""))
            let clean = CLI.run(["--no-config", "--baseline", base, dir])
            #expect(clean.0 == .clean && clean.1.isEmpty && clean.2.hasPrefix("layoutlint: no problems (3 files checked"))
            // Ten lines inserted above every finding: still baselined.
            for name in ["A.swift", "B.cs", "C.m"] {
                let url = URL(fileURLWithPath: "\(dir)/\(name)")
                let old = try String(contentsOf: url, encoding: .utf8)
                try (String(repeating: "// moved down\n", count: 10) + old).write(to: url, atomically: true, encoding: .utf8)
            }
            #expect(CLI.run(["--no-config", "--baseline", base, dir]).0 == .clean)
            // One more identical bug in the same file is new.
            let url = URL(fileURLWithPath: "\(dir)/A.swift")
            let old = try String(contentsOf: url, encoding: .utf8)
            try old.replacingOccurrences(of: "        layoutSubviews()\n", with: "        layoutSubviews()\n        layoutSubviews()\n")
                .write(to: url, atomically: true, encoding: .utf8)
            let (code, out, _) = CLI.run(["--no-config", "--baseline", base, dir])
            #expect(code == .violations)
            #expect(out.split(separator: "\n").count == 1 && out.contains("A.swift:16:9:") && out.contains("LL006"))
        }
    }

    @Test func baselineStrictFailsOnStaleEntries() throws {
        try CLI.withTree(["A.swift": Self.swiftBug]) { dir in
            let base = "\(dir)/baseline.json"
            _ = CLI.run(["--no-config", "--write-baseline", base, dir])
            try "final class CardView: UIView {}\n".write(toFile: "\(dir)/A.swift", atomically: true, encoding: .utf8)
            #expect(CLI.run(["--no-config", "--baseline", base, dir]).0 == .clean)
            let (code, _, err) = CLI.run(["--no-config", "--baseline", base, "--baseline-strict", dir])
            #expect(code == .violations)
            #expect(err.contains("the baseline lists 2 finding(s) that are gone") && err.contains("A.swift LL001"))
            try "not json".write(toFile: base, atomically: true, encoding: .utf8)
            #expect(CLI.run(["--no-config", "--baseline", base, dir]).0 == .usageOrInputError)
        }
    }

    // MARK: Changed lines

    @Test func sinceReportsOnlyChangedLinesOfATemporaryRepository() throws {
        try CLI.withTree(["A.swift": Self.swiftBug, "C.m": Self.objcBug]) { dir in
            func git(_ args: String...) {
                let p = Process()
                p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                p.arguments = ["git", "-C", dir, "-c", "user.email=t@example.invalid", "-c", "user.name=t"] + args
                p.standardOutput = FileHandle.nullDevice
                p.standardError = FileHandle.nullDevice
                try? p.run()
                p.waitUntilExit()
            }
            git("init", "-q"); git("add", "-A"); git("commit", "-qm", "start")
            #expect(CLI.run(["--no-config", "--since", "HEAD", dir]).0 == .clean)
            try (Self.swiftBug.replacingOccurrences(of: "label.frame = frame", with: "label.frame = frame\n        badge.frame = self.frame"))
                .write(toFile: "\(dir)/A.swift", atomically: true, encoding: .utf8)
            try Self.csharpBug.write(toFile: "\(dir)/New.cs", atomically: true, encoding: .utf8)
            let (code, out, _) = CLI.run(["--no-config", "--since", "HEAD", dir])
            #expect(code == .violations)
            let lines = out.split(separator: "\n").map { String($0.split(separator: " ")[0].dropFirst(dir.count + 1)) }
            #expect(lines == ["A.swift:5:23:", "New.cs:5:23:", "New.cs:6:9:"])
            #expect(CLI.run(["--no-config", "--since", "no-such-ref", dir]).0 == .usageOrInputError)
            #expect(CLI.run(["--no-config", "--since", "--output=x", dir]).0 == .usageOrInputError)
        }
        CLI.withTree(["A.swift": Self.swiftBug]) { dir in
            let (code, _, err) = CLI.run(["--no-config", "--since", "HEAD", dir])
            if !FileManager.default.fileExists(atPath: "/tmp/.git") {
                #expect(code == .usageOrInputError)
                #expect(err.contains("needs a git repository"))
            }
        }
    }
}
