import Foundation
import Testing
@testable import LayoutLint

/// `--fix`, `--diff` and `--fix-only` on real files: what is written, what is kept byte for byte,
/// and what is refused.
@Suite struct FixFilesTests {
    static let bad = """
        final class BadView: UIView {
            let child = UIView()
            override func layoutSubviews() {
                super.layoutSubviews()
                child.frame = self.frame
            }
            func refresh() { layoutSubviews() }
        }

        """
    static let good = """
        final class BadView: UIView {
            let child = UIView()
            override func layoutSubviews() {
                super.layoutSubviews()
                child.frame = self.bounds
            }
            func refresh() { setNeedsLayout()
            layoutIfNeeded() }
        }

        """

    static func run(_ args: [String], stdin: String = "") -> (ExitCode, String, String) {
        CommandLineToolTests.run(args, stdin: stdin)
    }

    static func withFolder(_ body: (URL) throws -> Void) rethrows {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-fix-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer {
            // Make everything removable again (a test may leave a read-only file).
            if let items = try? FileManager.default.subpathsOfDirectory(atPath: dir.path) {
                for item in items { chmod(dir.appendingPathComponent(item).path, 0o644) }
            }
            try? FileManager.default.removeItem(at: dir)
        }
        try body(dir)
    }

    static func bytes(_ url: URL) -> [UInt8] { Array((try? Data(contentsOf: url)) ?? Data()) }

    @Test func fixWritesTheFileAndReportsWhatIsLeft() throws {
        try Self.withFolder { dir in
            let file = dir.appendingPathComponent("Bad.swift")
            try Self.bad.write(to: file, atomically: true, encoding: .utf8)
            chmod(file.path, 0o640)
            let (code, out, err) = Self.run(["--no-config", "--fix", file.path])
            #expect(code == .clean)
            #expect(out.isEmpty)
            #expect(err.contains("fixed 2 findings (LL001 ×1, LL006 ×1) in 1 file"))
            #expect(String(decoding: Self.bytes(file), as: UTF8.self) == Self.good)
            var st = stat()
            stat(file.path, &st)
            #expect(st.st_mode & 0o777 == 0o640, "permissions are kept")
            // A second run has nothing to do.
            #expect(Self.run(["--no-config", "--fix", file.path]).0 == .clean)
            #expect(String(decoding: Self.bytes(file), as: UTF8.self) == Self.good)
        }
    }

    @Test func diffPrintsAndWritesNothing() throws {
        try Self.withFolder { dir in
            let file = dir.appendingPathComponent("Bad.swift")
            try Self.bad.write(to: file, atomically: true, encoding: .utf8)
            let (code, out, err) = Self.run(["--no-config", "--diff", file.path])
            #expect(code == .violations, "a diff fails the run, as Ruff's --diff does")
            #expect(out.hasPrefix("--- \(file.path)\n+++ \(file.path)\n@@ -2,7 +2,8 @@\n"))
            #expect(out.contains("-        child.frame = self.frame\n+        child.frame = self.bounds\n"))
            #expect(err.contains("would fix 2 findings"))
            #expect(String(decoding: Self.bytes(file), as: UTF8.self) == Self.bad, "--diff writes nothing")
            try Self.good.write(to: file, atomically: true, encoding: .utf8)
            let clean = Self.run(["--no-config", "--diff", file.path])
            #expect(clean.0 == .clean && clean.1.isEmpty)
        }
    }

    @Test func fixOnlyReportsNothingAndExitsZero() throws {
        try Self.withFolder { dir in
            let file = dir.appendingPathComponent("Left.swift")
            // LL009 (an opt-in note) has no fix; LL001 does.
            try """
                final class StoreViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        mapView.frame = container.bounds
                        container.addSubview(mapView)
                    }
                }
                final class BadView: UIView {
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        child.frame = self.frame
                    }
                }
                """.write(to: file, atomically: true, encoding: .utf8)
            let (code, out, _) = Self.run(["--no-config", "--extend-select", "LL009", "--fix-only", "--fail-on", "note", file.path])
            #expect(code == .clean)
            #expect(out.isEmpty)
            #expect(String(decoding: Self.bytes(file), as: UTF8.self).contains("child.frame = self.bounds"))
            // --fix reports the note that is left and fails on it.
            let (left, text, _) = Self.run(["--no-config", "--extend-select", "LL009", "--fix", "--fail-on", "note", file.path])
            #expect(left == .violations && text.contains("LL009"))
        }
    }

    @Test func standardInputIsFixedToStandardOutput() {
        let (code, out, err) = Self.run(["--no-config", "--fix", "--stdin-filename", "Bad.swift", "-"], stdin: Self.bad)
        #expect(code == .clean)
        #expect(out == Self.good)
        #expect(err.contains("fixed 2 findings"))
        // Nothing to fix: the source comes back unchanged.
        #expect(Self.run(["--no-config", "--fix", "--stdin-filename", "Good.swift", "-"], stdin: Self.good).1 == Self.good)
    }

    @Test func lineBreaksByteOrderMarksAndUTF16AreKept() throws {
        try Self.withFolder { dir in
            // CRLF with a UTF-8 byte order mark.
            let crlf = dir.appendingPathComponent("Crlf.swift")
            let crlfBytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(Self.bad.replacingOccurrences(of: "\n", with: "\r\n").utf8)
            try Data(crlfBytes).write(to: crlf)
            // A lone CR file.
            let cr = dir.appendingPathComponent("Cr.swift")
            try Data(Self.bad.replacingOccurrences(of: "\n", with: "\r").utf8).write(to: cr)
            // UTF-16 little-endian with its mark, and a non-ASCII comment.
            let utf16 = dir.appendingPathComponent("Wide.cs")
            let wideSource = """
                // Größe: ✓
                public class Wide : UIView
                {
                    public override void LayoutSubviews()
                    {
                        base.LayoutSubviews();
                        child.Frame = Frame;
                    }
                }

                """.replacingOccurrences(of: "\n", with: "\r\n")
            var wide: [UInt8] = [0xFF, 0xFE]
            for unit in wideSource.utf16 { wide.append(UInt8(unit & 0xFF)); wide.append(UInt8(unit >> 8)) }
            try Data(wide).write(to: utf16)

            let (code, _, err) = Self.run(["--no-config", "--fix", dir.path])
            #expect(code == .clean, "\(err)")
            let expectedCrlf: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(Self.good.replacingOccurrences(of: "\n", with: "\r\n").utf8)
            #expect(Self.bytes(crlf) == expectedCrlf)
            #expect(Self.bytes(cr) == Array(Self.good.replacingOccurrences(of: "\n", with: "\r").utf8))
            var expectedWide: [UInt8] = [0xFF, 0xFE]
            for unit in wideSource.replacingOccurrences(of: "child.Frame = Frame;", with: "child.Frame = Bounds;").utf16 {
                expectedWide.append(UInt8(unit & 0xFF)); expectedWide.append(UInt8(unit >> 8))
            }
            #expect(Self.bytes(utf16) == expectedWide)
        }
    }

    @Test func aFileChangedSinceItWasReadIsLeftAlone() throws {
        try Self.withFolder { dir in
            let file = dir.appendingPathComponent("Bad.swift")
            try Self.bad.write(to: file, atomically: true, encoding: .utf8)
            let input = LintInput(displayPath: file.path, language: .swift, source: .path(file.path))
            let session = FixSession(rules: RuleRegistry.defaults, policy: nil, classes: ProjectClasses(), nibs: NibIndex(),
                                     declarations: [:], settings: .init())
            let outcome = session.run([input])
            #expect(outcome.files.first?.changed == true)
            // Someone saves the file in between.
            let edited = Self.bad + "// edited\n"
            try edited.write(to: file, atomically: true, encoding: .utf8)
            #expect(throws: SourceWriter.Failure.self) { try SourceWriter.write(outcome.files[0]) }
            #expect(String(decoding: Self.bytes(file), as: UTF8.self) == edited)
        }
    }

    @Test func aReadOnlyFileIsAnErrorAndTheRestIsFixed() throws {
        try Self.withFolder { dir in
            let locked = dir.appendingPathComponent("A.swift"), open = dir.appendingPathComponent("B.swift")
            try Self.bad.write(to: locked, atomically: true, encoding: .utf8)
            try Self.bad.write(to: open, atomically: true, encoding: .utf8)
            chmod(locked.path, 0o444)
            let (code, _, err) = Self.run(["--no-config", "--fix", dir.path])
            #expect(code == .usageOrInputError)
            #expect(err.contains("A.swift: is read-only; not fixed"))
            #expect(String(decoding: Self.bytes(locked), as: UTF8.self) == Self.bad)
            #expect(String(decoding: Self.bytes(open), as: UTF8.self) == Self.good)
        }
    }

    @Test func aSymbolicLinkIsFixedAtItsTarget() throws {
        try Self.withFolder { dir in
            let target = dir.appendingPathComponent("Real.swift"), link = dir.appendingPathComponent("Link.swift")
            try Self.bad.write(to: target, atomically: true, encoding: .utf8)
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "Real.swift")
            let (code, _, err) = Self.run(["--no-config", "--fix", link.path])
            #expect(code == .clean, "\(err)")
            #expect(String(decoding: Self.bytes(target), as: UTF8.self) == Self.good)
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == "Real.swift", "the link stays a link")
        }
    }

    @Test func fixesRespectSelectionAndSuppressions() throws {
        try Self.withFolder { dir in
            let file = dir.appendingPathComponent("Bad.swift")
            try Self.bad.replacingOccurrences(of: "child.frame = self.frame", with: "child.frame = self.frame // layoutlint:disable:this LL001")
                .write(to: file, atomically: true, encoding: .utf8)
            _ = Self.run(["--no-config", "--fix", "--ignore", "LL006", file.path])
            let text = String(decoding: Self.bytes(file), as: UTF8.self)
            #expect(text.contains("child.frame = self.frame // layoutlint:disable:this LL001"), "a suppressed finding is not fixed")
            #expect(text.contains("func refresh() { layoutSubviews() }"), "an ignored rule is not fixed")
        }
    }

    @Test func aBaselinedFindingIsNotFixedAndSinceLimitsFixesToChangedLines() throws {
        try Self.withFolder { dir in
            let file = dir.appendingPathComponent("Bad.swift")
            try Self.bad.write(to: file, atomically: true, encoding: .utf8)
            let base = dir.appendingPathComponent("baseline.json").path
            #expect(Self.run(["--no-config", "--write-baseline", base, file.path]).0 == .clean)
            // Both findings are in the baseline: nothing is fixed.
            let (code, _, err) = Self.run(["--no-config", "--fix", "--baseline", base, file.path])
            #expect(code == .clean && err.contains("fixed 0 findings"))
            #expect(String(decoding: Self.bytes(file), as: UTF8.self) == Self.bad)
        }
        try Self.withFolder { dir in
            func git(_ args: String...) {
                let p = Process()
                p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                p.arguments = ["git", "-C", dir.path, "-c", "user.email=t@example.invalid", "-c", "user.name=t"] + args
                p.standardOutput = FileHandle.nullDevice
                p.standardError = FileHandle.nullDevice
                try? p.run()
                p.waitUntilExit()
            }
            let file = dir.appendingPathComponent("Bad.swift")
            try Self.bad.write(to: file, atomically: true, encoding: .utf8)
            git("init", "-q"); git("add", "-A"); git("commit", "-qm", "start")
            // A new line with a finding; the committed ones are not touched by --since HEAD.
            let changed = Self.bad.replacingOccurrences(of: "    func refresh()", with: "    func again() { layoutSubviews() }\n    func refresh()")
            try changed.write(to: file, atomically: true, encoding: .utf8)
            _ = Self.run(["--no-config", "--fix", "--since", "HEAD", file.path])
            let text = String(decoding: Self.bytes(file), as: UTF8.self)
            #expect(text.contains("func again() { setNeedsLayout()"), "the changed line is fixed")
            #expect(text.contains("child.frame = self.frame") && text.contains("func refresh() { layoutSubviews() }"), "old lines are not")
        }
    }

    @Test func writeBaselineDoesNotCombineWithFixes() {
        #expect(Self.run(["--no-config", "--fix", "--write-baseline", "b.json", "."]).0 == .usageOrInputError)
    }
}

/// The parts under the command line: choosing among fixes, and the diff.
@Suite struct FixApplierTests {
    static let source = Array("let a = frame.width\n".utf8)

    @Test func overlappingFixesApplyOnce() {
        let first = Fix("one", .safe, edits: [Fix.Edit(start: 8, end: 13, replacement: "bounds")])
        let second = Fix("two", .safe, edits: [Fix.Edit(start: 10, end: 19, replacement: "x")])
        let outcome = FixApplier.apply([second, first], to: Self.source, language: .swift)
        #expect(outcome.applied == [first] && outcome.overlapping == 1)
        #expect(String(decoding: outcome.bytes, as: UTF8.self) == "let a = bounds.width\n")
    }

    @Test func aFixThatChangesTheTokensAroundItIsDropped() {
        // Opening a string literal would swallow the rest of the line.
        let breaking = Fix("quote", .safe, edits: [Fix.Edit(start: 8, end: 13, replacement: "\"frame")])
        let fine = Fix("rename", .safe, edits: [Fix.Edit(start: 4, end: 5, replacement: "b")])
        let outcome = FixApplier.apply([breaking, fine], to: Self.source, language: .swift)
        #expect(outcome.rejected == [breaking] && outcome.applied == [fine])
        #expect(String(decoding: outcome.bytes, as: UTF8.self) == "let b = frame.width\n")
    }

    @Test func theDiffRebuildsTheNewFile() {
        var rng = SeededGenerator(state: 7)
        for _ in 0..<200 {
            let old = (0..<Int.random(in: 0...12, using: &rng)).map { _ in "line \(Int.random(in: 0...5, using: &rng))\n" }
            var new = old
            for _ in 0..<Int.random(in: 0...4, using: &rng) {
                if !new.isEmpty, Bool.random(using: &rng) { new.remove(at: Int.random(in: 0..<new.count, using: &rng)) }
                else { new.insert("added \(Int.random(in: 0...3, using: &rng))\n", at: Int.random(in: 0...new.count, using: &rng)) }
            }
            let a = UnifiedDiff.lines(Array(old.joined().utf8)), b = UnifiedDiff.lines(Array(new.joined().utf8))
            let steps: [UnifiedDiff.Step] = UnifiedDiff.edits(a, b)
            var rebuilt: [ArraySlice<UInt8>] = []
            var kept: [Int] = []
            for step in steps {
                switch step.kind {
                case .delete: kept.append(step.oldIndex)
                case .insert: rebuilt.append(b[step.newIndex])
                case .same: rebuilt.append(a[step.oldIndex]); kept.append(step.oldIndex)
                }
            }
            #expect(rebuilt == b)
            #expect(kept == Array(a.indices))
        }
        #expect(UnifiedDiff.render(path: "x.swift", before: Array("a\nb\n".utf8), after: Array("a\nb\n".utf8)) == "")
        #expect(UnifiedDiff.render(path: "x.swift", before: Array("a".utf8), after: Array("b".utf8))
                == "--- a/x.swift\n+++ b/x.swift\n@@ -1 +1 @@\n-a\n\\ No newline at end of file\n+b\n\\ No newline at end of file\n")
    }
}
