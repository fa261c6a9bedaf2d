import Foundation
import Testing
@testable import LayoutLint

/// Never crash, never hang, never lose a byte: hostile inputs through the whole pipeline
/// (`PipelineCheck`), encodings and line ends, and a seeded mutation run over the fixtures. The
/// large and linear-time cases live in Scripts/stress.sh, the open-ended search in Scripts/fuzz.sh.
@Suite struct RobustnessTests {
    static func expectSound(_ bytes: [UInt8], _ language: Language, _ comment: String = "", thorough: Bool = true,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        let problems = PipelineCheck.problems(bytes, language: language, thorough: thorough)
        #expect(problems.isEmpty, "\(comment): \(problems)", sourceLocation: sourceLocation)
    }

    static func repeated(_ s: String, _ n: Int) -> String { String(repeating: s, count: n) }

    // MARK: Deep nesting, long chains, long lines

    // Sizes here keep `swift test` quick in debug builds; Scripts/stress.sh runs the same shapes
    // at 1-64 MB (hundreds of thousands of levels, millions of links) in release builds.

    @Test(arguments: Language.allCases)
    func deepNestingEnds(_ language: Language) {
        let n = 3_000
        for (open, close) in [("(", ")"), ("[", "]"), ("{", "}")] {
            Self.expectSound(Array((Self.repeated(open, n) + "frame" + Self.repeated(close, n)).utf8), language, "nested \(open)")
            Self.expectSound(Array((Self.repeated(open, n) + "frame").utf8), language, "unclosed \(open)")
            Self.expectSound(Array((Self.repeated(open, n) + Self.repeated(close == ")" ? "]" : ")", n)).utf8), language,
                             "mismatched \(open)")
        }
        Self.expectSound(Array((Self.repeated("/*", n) + " frame " + Self.repeated("*/", n)).utf8), language, "nested comments")
        Self.expectSound(Array(Self.repeated("\"\\(", 1_000).utf8), language, "nested interpolations")
        Self.expectSound(Array(Self.repeated("#if A\n", 1_000).utf8), language, "nested #if")
    }

    @Test func swiftCommentsNestOneHundredThousandDeep() {
        let n = 100_000
        let text = Self.repeated("/*", n) + " child.frame = frame " + Self.repeated("*/", n) + "\nlet x = 1\n"
        let tokens = Tokenizer.tokenize(Array(text.utf8), language: .swift)
        #expect(tokens.first?.kind == .comment && tokens.first?.end == UInt32(4 * n + 21))
    }

    static func head(_ language: Language) -> String {
        language == .objc ? "- (void)layoutSubviews {\n  self.child.frame = " : "func layoutSubviews() {\n  child.frame = "
    }

    @Test(arguments: Language.allCases)
    func longMemberChains(_ language: Language) {
        let chain = "a" + Self.repeated(".b.frame.center", 1_000)
        Self.expectSound(Array((Self.head(language) + chain + ";\n}\n").utf8), language, "member chain")
    }

    @Test func chainsPastTheLinkLimitAreOpaqueAndKeepNoLinks() {
        func receiver(links: Int) -> Receiver? {
            let chain = (0..<links).map { "v\($0)" }.joined(separator: ".")
            let ts = TokenStream(file: SourceFile(path: "A.swift", language: .swift, text: "let x = \(chain).frame\n"),
                                 tokens: Tokenizer.tokenize(Array("let x = \(chain).frame\n".utf8), language: .swift))
            return FactExtractor.extract(ts, StructurePass.run(ts)).accesses.first?.receiver
        }
        let kept = receiver(links: FactExtractor.maxChainLinks - 1)
        #expect(kept?.isOpaque == false && kept?.components.count == FactExtractor.maxChainLinks - 1)
        let dropped = receiver(links: FactExtractor.maxChainLinks + 4)
        #expect(dropped?.isOpaque == true && dropped?.components.isEmpty == true)
    }

    @Test(arguments: Language.allCases)
    func manyConcatenations(_ language: Language) {
        let string = language == .objc ? "@\"x\"" : "\"x\""
        Self.expectSound(Array((Self.head(language) + string + Self.repeated(" + " + string, 5_000) + ";\n}\n").utf8), language,
                         "concatenations")
    }

    @Test(arguments: Language.allCases)
    func manyGeometryReadsInOneStatement(_ language: Language) {
        let text = Self.head(language) + "v.frame.width" + Self.repeated(" + v.frame.width + v.bounds.width", 40) + ";\n}\n"
        Self.expectSound(Array(text.utf8), language, "one long statement")
    }

    @Test func positionsOnALongLineAreExact() {
        // Checkpoints on long lines must give the columns a walk from the line's start gives.
        var bytes = Array(Self.repeated("é\u{1F600}a\t", 5_000).utf8)
        bytes.insert(0xE0, at: 7_000)  // an invalid lead byte swallowing what follows it
        let lines = LineIndex(bytes)
        for offset in stride(from: 0, through: bytes.count, by: 997) {
            var i = 0, column = 1
            while i < offset { i += LineIndex.scalarLength(leadByte: bytes[i]); column += 1 }
            #expect(lines.position(of: offset, in: bytes).column == column, "offset \(offset)")
        }
    }

    // MARK: Unterminated constructs, odd bytes

    static let unterminated: [Language: [String]] = [
        .swift: ["\"abc", "\"\\(a + \"\\(b", "\"\"\"\nabc", "/* /* /*", "#/abc", "x = /abc", "#if DEBUG", "#\"\"\"abc", "`abc",
                 "\"\\(", "#\"\\#(", "'", "\\", "#", "@", "0x", "1e", "\"\"\"", "##\"", "/*/"],
        .csharp: ["\"abc", "$\"{a + $\"{b", "@\"abc", "\"\"\"\nabc", "/* abc", "#if DEBUG", "$$\"\"\"{{", "'a", "$\"{", "$@\"{(",
                  "#region", "@", "0x", "\"\\", "u8\""],
        .objc: ["@\"abc", "\"abc", "/* abc", "#if DEBUG \\", "#define X \\", "'a", "@\"\\", "[self", "@{", "@[", "#import <",
                "^{", "@selector(", "- (void)"],
    ]

    @Test(arguments: Language.allCases)
    func unterminatedConstructsAtTheEndOfTheFile(_ language: Language) throws {
        let body = try String(contentsOf: Self.fixtures(language)[0], encoding: .utf8)
        for end in Self.unterminated[language]! {
            Self.expectSound(Array((body + "\n" + end).utf8), language, "ends with \(end)", thorough: false)
            Self.expectSound(Array(end.utf8), language, "only \(end)")
        }
    }

    @Test(arguments: Language.allCases)
    func nulBytesInvalidUTF8AndConflictMarkers(_ language: Language) throws {
        let body = try Data(contentsOf: Self.fixtures(language)[0])
        let noise: [UInt8] = [0x00, 0xFF, 0xFE, 0xC0, 0x80, 0xED, 0xA0, 0x80, 0xF4, 0x90, 0x80, 0x80, 0x0D]
        var bytes = Array(body)
        for k in stride(from: bytes.count - 1, to: 0, by: -97) { bytes.insert(contentsOf: noise, at: k) }
        Self.expectSound(bytes, language, "noise")
        let text = String(decoding: body, as: UTF8.self)
        let conflicted = "<<<<<<< HEAD\n" + text + "=======\n" + text + ">>>>>>> branch\n"
        Self.expectSound(Array(conflicted.utf8), language, "conflict markers")
        let original = Linter.lint([SourceFile(path: "c", language: language, text: text)]).diagnostics
        let both = Linter.lint([SourceFile(path: "c", language: language, text: conflicted)]).diagnostics
        #expect(original.isEmpty || !both.isEmpty, "the code around the markers is still linted")
    }

    @Test func aNulInTheFirst8KiBMarksABinaryFileOnlyThere() {
        let code = CommandLineToolTests.bad
        let binary = Linter.lint([SourceFile(path: "A.swift", language: .swift, bytes: [0] + Array(code.utf8))])
        #expect(binary.diagnostics.isEmpty && binary.filesScanned == 0)
        let late = Array(code.utf8) + [UInt8](repeating: 0x20, count: 9000) + [0, 0x0A]
        #expect(Linter.lint([SourceFile(path: "A.swift", language: .swift, bytes: late)]).diagnostics.count == 2)
    }

    // MARK: Encodings and line ends keep positions

    static func positions(_ bytes: [UInt8], _ language: Language = .swift) -> [String] {
        Linter.lint([SourceFile(path: "A", language: language, bytes: bytes)]).diagnostics
            .map { "\($0.rule) \($0.line):\($0.column)-\($0.endLine):\($0.endColumn)" }
    }

    static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        var out: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for unit in text.utf16 {
            let pair = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            out += bigEndian ? pair.reversed() : pair
        }
        return out
    }

    @Test func byteOrderMarksAndUTF16KeepLinesAndColumns() {
        let text = "// é \u{1F600} 한국어\n" + CommandLineToolTests.bad
        let expected = Self.positions(Array(text.utf8))
        #expect(expected.count == 2 && expected[0].hasPrefix("LL001 6:23"))
        #expect(Self.positions([0xEF, 0xBB, 0xBF] + Array(text.utf8)) == expected)
        #expect(Self.positions(Self.utf16(text, bigEndian: false)) == expected)
        #expect(Self.positions(Self.utf16(text, bigEndian: true)) == expected)
        #expect(Self.positions(Self.utf16("\u{FEFF}" + text, bigEndian: false).dropFirst(2).map { $0 }) == expected)
    }

    @Test func utf16DecodingIsTotal() {
        // A lone surrogate and an odd last byte become U+FFFD; the mark becomes UTF-8's.
        #expect(SourceEncoding.utf8([0xFF, 0xFE, 0x61, 0x00, 0x00, 0xD8, 0x62, 0x00, 0x63])
                == [0xEF, 0xBB, 0xBF, 0x61, 0xEF, 0xBF, 0xBD, 0x62, 0xEF, 0xBF, 0xBD])
        #expect(SourceEncoding.utf8([0xFE, 0xFF, 0xD8, 0x3D, 0xDE, 0x00]) == [0xEF, 0xBB, 0xBF, 0xF0, 0x9F, 0x98, 0x80])
        #expect(SourceEncoding.utf8([0xFF]) == [0xFF])
        #expect(SourceEncoding.utf8([0x61, 0x62]) == [0x61, 0x62])
    }

    @Test func utf16FilesAreLintedFromDisk() throws {
        let text = CommandLineToolTests.bad
        try CommandLineToolTests.withTree(["README.txt": ""]) { dir in
            try Data(Self.utf16(text, bigEndian: false)).write(to: URL(fileURLWithPath: "\(dir)/LE.swift"))
            try Data(Self.utf16(text, bigEndian: true)).write(to: URL(fileURLWithPath: "\(dir)/BE.swift"))
            let (code, out, _) = CommandLineToolTests.run([dir, "--no-show-source"])
            #expect(code == .violations)
            #expect(out.contains("BE.swift:5:23: warning:") && out.contains("LE.swift:5:23: warning:"))
        }
    }

    @Test func mixedLineEndsCountLinesAlike() {
        let lines = CommandLineToolTests.bad.split(separator: "\n", omittingEmptySubsequences: false)
        let expected = Self.positions(Array(CommandLineToolTests.bad.utf8))
        for ends in [["\r\n"], ["\r"], ["\r\n", "\r", "\n"], ["\n", "\r"]] {
            var text = ""
            for (k, line) in lines.enumerated() { text += line + (k + 1 < lines.count ? ends[k % ends.count] : "") }
            #expect(Self.positions(Array(text.utf8)) == expected, "\(ends)")
        }
    }

    @Test func lineEndsAndIndentationLeaveFingerprintsAlone() {
        // A baseline written on a CRLF checkout must match on an LF one, and re-indenting is no change.
        func fingerprints(_ text: String) -> [String] {
            ExampleRunner.lint(text, .swift, rules: RuleRegistry.defaults).map(\.fingerprint)
        }
        let expected = fingerprints(CommandLineToolTests.bad)
        #expect(!expected.isEmpty)
        #expect(fingerprints(CommandLineToolTests.bad.replacingOccurrences(of: "\n", with: "\r\n")) == expected)
        #expect(fingerprints(CommandLineToolTests.bad.replacingOccurrences(of: "    ", with: "\t")) == expected)
        #expect(fingerprints(CommandLineToolTests.bad.replacingOccurrences(of: " = ", with: " =  ")) == expected)
        #expect(fingerprints(CommandLineToolTests.bad.replacingOccurrences(of: "self.frame", with: "self.frame ")) == expected)
        #expect(fingerprints(CommandLineToolTests.bad.replacingOccurrences(of: "child", with: "label")) != expected)
    }

    // MARK: Regressions found by fuzzing

    /// Every file in Tests/Fixtures/robustness/ (inputs that once crashed or hung) stays sound.
    @Test func fuzzRegressionsStaySound() throws {
        let dir = TestPaths.fixtures.appendingPathComponent("robustness")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(!names.isEmpty)
        for name in names {
            guard let language = Language(path: name) else { continue }
            Self.expectSound(Array(try Data(contentsOf: dir.appendingPathComponent(name))), language, name)
        }
    }

    // MARK: Mutation

    static func fixtures(_ language: Language) -> [URL] {
        let folder = language == .swift ? "swift" : language == .csharp ? "csharp" : "objc"
        let ext = language == .swift ? "swift" : language == .csharp ? "cs" : "m"
        let dir = TestPaths.fixtures.appendingPathComponent(folder)
        return ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter { $0.hasSuffix("." + ext) }.sorted()
            .map { dir.appendingPathComponent($0) }
    }

    static let fragments: [String] = [
        "\"", "\"\"\"", "#\"", "\\(", "\\#(", ")", "(", "{", "}", "[", "]", "/*", "*/", "//", "#if X\n", "#endif\n", "#else\n",
        "@\"", "$\"", "$@\"", "{{", "'", "/", "#/", "\n", "\r", "\r\n", "\t", ".frame", ".bounds", ".center", "self.", "super.",
        " = ", "layoutSubviews()", "class V: UIView {", "override func layoutSubviews() {", "\u{0}", "\u{FEFF}", "é", "\u{1F600}",
        "// layoutlint:disable LL001\n", "@end\n", "@implementation V\n", "- (void)layoutSubviews {", "[self setNeedsLayout];",
        ".transform = CGAffineTransform(scaleX: 2, y: 2)", "translatesAutoresizingMaskIntoConstraints = false",
    ]

    /// Fifteen hundred mutants of the fixtures (a slice, then byte flips, deletions, duplicated
    /// spans and inserted fragments): the pipeline stays sound on each.
    @Test(arguments: Language.allCases)
    func mutantsOfTheFixturesKeepEveryProperty(_ language: Language) throws {
        var rng = SeededGenerator(state: 0x1A70 + UInt64(Language.allCases.firstIndex(of: language)!))
        let sources = try Self.fixtures(language).map { Array(try Data(contentsOf: $0)) }
        for round in 0..<500 {
            let source = sources[Int.random(in: 0..<sources.count, using: &rng)]
            let length = Int.random(in: 1...min(600, source.count), using: &rng)
            let start = Int.random(in: 0...(source.count - length), using: &rng)
            var bytes = Array(source[start..<(start + length)])
            for _ in 0..<Int.random(in: 1...6, using: &rng) {
                let at = Int.random(in: 0...bytes.count, using: &rng)
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: if at < bytes.count { bytes[at] = UInt8.random(in: 0...255, using: &rng) }
                case 1: if at < bytes.count { bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...40, using: &rng))) }
                case 2: if at < bytes.count { bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 60)], at: at) }
                default: bytes.insert(contentsOf: Array(Self.fragments.randomElement(using: &rng)!.utf8), at: at)
                }
            }
            // Every tenth mutant gets the thorough check (a second run, every format).
            let problems = PipelineCheck.problems(bytes, language: language, thorough: round % 10 == 0)
            #expect(problems.isEmpty, "mutant \(round): \(problems)\n\(String(decoding: bytes, as: UTF8.self))")
            if !problems.isEmpty { break }
        }
    }
    // MARK: One view written again and again

    // The lookups behind LL004 and LL014 search a view's writes by position (so that a method writing
    // one view thousands of times stays linear): the answers must still be those of the nearest write.

    @Test func transformLookupsTakeTheNearestEarlierWrite() {
        // Alternating rotations and identity resets, in dot and message syntax: only the reads after
        // a rotation are flagged.
        var body = ""
        for k in 0..<200 {
            body += k % 2 == 0 ? "    [self.needle setTransform:CGAffineTransformMakeRotation(a)];\n"
                               : "    self.needle.transform = CGAffineTransformIdentity;\n"
            body += "    w += self.needle.frame.size.width;\n"
        }
        let source = "@implementation DialView\n- (void)spin:(CGFloat)a {\n    CGFloat w = 0;\n" + body + "}\n@end\n"
        let found = ExampleRunner.lint(source, .objc, rules: [FrameWithTransformRule.self])
        #expect(found.count == 100)
        #expect(found.allSatisfy { ($0.line - 5) % 4 == 0 }, "\(found.map(\.line).prefix(8))")
    }

    @Test func anchorPointLookupsSeeOnlyLaterWrites() {
        // Frame writes before an anchor point change do not put the door back; one after it does.
        let before = String(repeating: "    door.frame = CGRect(x: 0, y: 0, width: 10, height: 10)\n", count: 300)
        let shift = "    door.layer.anchorPoint = CGPoint(x: 0, y: 0.5)\n"
        let flagged = "func hinge(_ door: UIView) {\n" + before + shift + "}\n"
        let silent = "func hinge(_ door: UIView) {\n" + before + shift + before + "}\n"
        #expect(ExampleRunner.lint(flagged, .swift, rules: [AnchorPointShiftRule.self]).map(\.line) == [302])
        #expect(ExampleRunner.lint(silent, .swift, rules: [AnchorPointShiftRule.self]).isEmpty)
    }

    @Test func fingerprintsHashALongLineOnceAndStayTheSame() {
        let line = String(repeating: "x.frame = y ", count: 1_000)
        let state = Diagnostic.fingerprintState(continuing: Diagnostic.fingerprintSeed, ["LL001", line])
        #expect(Diagnostic.fingerprint(continuing: state, ["x.frame"]) == Diagnostic.fingerprint(["LL001", line, "x.frame"]))
        // Many findings on one line: one fingerprint per flagged text, and each as if hashed alone.
        let source = "final class V: UIView {\n  func f() { " + String(repeating: "a.frame = frame; b.frame = self.frame; ", count: 50) + "}\n}\n"
        let found = ExampleRunner.lint(source, .swift, rules: [OwnFrameRule.self])
        #expect(found.count == 100)
        #expect(Set(found.map(\.fingerprint)).count == 2)
    }
}
