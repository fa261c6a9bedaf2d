import Testing
@testable import LayoutLint

/// Tokenizes `source` and renders the tokens as `kind text`.
private func lex(_ source: String) -> [String] {
    rendered(SwiftTokenizer.tokenize(Array(source.utf8)), in: source)
}

/// The tokens of `source`, checked against the shared invariants.
private func checkedTokens(_ bytes: [UInt8]) -> [Token] {
    let tokens = SwiftTokenizer.tokenize(bytes)
    #expect(tokenInvariantViolation(tokens, bytes) == nil)
    return tokens
}

private func kinds(_ source: String) -> [TokenKind] {
    SwiftTokenizer.tokenize(Array(source.utf8)).map(\.kind)
}

/// Swift tokenizer tests: exact `kind text` output for small inputs, and totality.
@Suite struct SwiftTokenizerTests {
    // MARK: - Comments

    @Test func lineComments() {
        #expect(lex("a // frame here\nb") == ["identifier a", "comment // frame here", "identifier b"])
        #expect(lex("/// Doc comment.\nx") == ["comment /// Doc comment.", "identifier x"])
        #expect(lex("x //\r\ny") == ["identifier x", "comment //", "identifier y"])
    }

    @Test func blockCommentsNest() {
        #expect(lex("a /* outer /* inner */ still */ b") == [
            "identifier a", "comment /* outer /* inner */ still */", "identifier b",
        ])
        #expect(lex("/** doc\n frame */x") == ["comment /** doc\n frame */", "identifier x"])
    }

    @Test func unterminatedBlockCommentRunsToEOF() {
        let tokens = SwiftTokenizer.tokenize(Array("a /* b /* c */ d".utf8))
        #expect(rendered(tokens, in: "a /* b /* c */ d") == ["identifier a", "comment /* b /* c */ d"])
        #expect(tokens.last?.flags.contains(.unterminated) == true)
    }

    @Test func shebangAndByteOrderMark() {
        #expect(lex("#!/usr/bin/env swift\nprint(1)") == [
            "comment #!/usr/bin/env swift", "identifier print", "punctuation (", "number 1", "punctuation )",
        ])
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("let x".utf8)
        let tokens = checkedTokens(bom)
        #expect(tokens.map(\.kind) == [.identifier, .identifier])
        #expect(tokens.first?.start == 3)
        #expect(tokens.first?.flags == [.atStartOfLine, .precededBySpace])
    }

    @Test func operatorRunStopsAtComment() {
        #expect(lex("a+//c\nb") == ["identifier a", "operator +", "comment //c", "identifier b"])
        #expect(lex("a=/*c*/b") == ["identifier a", "operator =", "comment /*c*/", "identifier b"])
    }

    @Test func flags() {
        let tokens = SwiftTokenizer.tokenize(Array("a.b\n  c /*x*/d".utf8))
        #expect(tokens.map(\.flags) == [
            [.atStartOfLine, .precededBySpace], [], [], [.atStartOfLine, .precededBySpace],
            [.precededBySpace], [.precededBySpace],
        ])
    }

    // MARK: - Identifiers

    @Test func identifiersAndKeywords() {
        #expect(lex("let view_2 = UIView()") == [
            "identifier let", "identifier view_2", "operator =", "identifier UIView", "punctuation (", "punctuation )",
        ])
        #expect(lex("café ñ") == ["identifier café", "identifier ñ"])
    }

    @Test func dollarIdentifiers() {
        #expect(lex("$0.frame + $name") == [
            "identifier $0", "punctuation .", "identifier frame", "operator +", "identifier $name",
        ])
        #expect(lex("$ x") == ["unknown $", "identifier x"])
    }

    @Test func backtickIdentifiers() {
        #expect(lex("case `default`:") == ["identifier case", "identifier `default`", "punctuation :"])
        #expect(lex("func `test frame is set`()") == [
            "identifier func", "identifier `test frame is set`", "punctuation (", "punctuation )",
        ])
        #expect(lex("a ` b\n`c`") == ["identifier a", "unknown `", "identifier b", "identifier `c`"])
    }

    @Test func strayBytes() {
        #expect(lex("a \\.frame") == ["identifier a", "unknown \\", "punctuation .", "identifier frame"])
        #expect(lex("x '\u{01}' y") == ["identifier x", "unknown '\u{01}'", "identifier y"])
        #expect(lex("@ #") == ["unknown @", "unknown #"])
    }

    // MARK: - Numbers

    @Test func numbers() {
        for n in ["42", "1_000_000", "0x1F", "0xFFp-2", "0x1.8p3", "0b1010", "0o17", "3.14", "1.5e-3", "1e10", "2E+5"] {
            #expect(lex(n) == ["number \(n)"])
        }
    }

    @Test func numbersAndDots() {
        #expect(lex("1..<5") == ["number 1", "operator ..<", "number 5"])
        #expect(lex("0...9") == ["number 0", "operator ...", "number 9"])
        #expect(lex("x.0") == ["identifier x", "punctuation .", "number 0"])
        #expect(lex("x.0.1") == ["identifier x", "punctuation .", "number 0", "punctuation .", "number 1"])
        #expect(lex("1.foo") == ["number 1", "punctuation .", "identifier foo"])
        #expect(lex("0xFF.description") == ["number 0xFF", "punctuation .", "identifier description"])
        #expect(lex("a...1.5") == ["identifier a", "operator ...", "number 1.5"])
        #expect(lex("-1") == ["operator -", "number 1"])
    }

    // MARK: - Strings

    @Test func simpleStrings() {
        #expect(lex("let s = \"frame width\"") == [
            "identifier let", "identifier s", "operator =",
            "stringStart \"", "stringText frame width", "stringEnd \"",
        ])
        #expect(lex("\"\"") == ["stringStart \"", "stringEnd \""])
    }

    @Test func stringEscapes() {
        #expect(lex(#""a \"frame\" \\ \u{1F600}" x"#) == [
            "stringStart \"", #"stringText a \"frame\" \\ \u{1F600}"#, "stringEnd \"", "identifier x",
        ])
        #expect(lex(#""\\" + y"#) == ["stringStart \"", #"stringText \\"#, "stringEnd \"", "operator +", "identifier y"])
    }

    @Test func unterminatedStringEndsAtLineBreak() {
        let source = "let s = \"open frame\nlet t = 1"
        let tokens = SwiftTokenizer.tokenize(Array(source.utf8))
        #expect(rendered(tokens, in: source) == [
            "identifier let", "identifier s", "operator =", "stringStart \"", "stringText open frame", "stringEnd ",
            "identifier let", "identifier t", "operator =", "number 1",
        ])
        #expect(tokens[5].flags.contains(.unterminated))
        #expect(tokens[6].flags.contains(.atStartOfLine))
        #expect(tokenInvariantViolation(tokens, Array(source.utf8)) == nil)
    }

    @Test func stringPunctuationIsText() {
        #expect(lex(#"path.split("/")"#) == [
            "identifier path", "punctuation .", "identifier split", "punctuation (",
            "stringStart \"", "stringText /", "stringEnd \"", "punctuation )",
        ])
        #expect(lex(#""// not a comment" // comment"#) == [
            "stringStart \"", "stringText // not a comment", "stringEnd \"", "comment // comment",
        ])
    }

    // MARK: - Multi-line strings

    @Test func multilineStrings() {
        let source = "let s = \"\"\"\n    frame \"quoted\" \"\"\n    \\\"\"\"\n    \"\"\"\nx"
        #expect(lex(source) == [
            "identifier let", "identifier s", "operator =", "stringStart \"\"\"",
            "stringText \n    frame \"quoted\" \"\"\n    \\\"\"\"\n    ", "stringEnd \"\"\"", "identifier x",
        ])
    }

    @Test func multilineLineContinuation() {
        let source = "\"\"\"\none \\\ntwo\n\"\"\""
        #expect(lex(source) == ["stringStart \"\"\"", "stringText \none \\\ntwo\n", "stringEnd \"\"\""])
    }

    @Test func multilineInterpolationSpansLines() {
        let source = "\"\"\"\n\\(a +\n b)\n\"\"\""
        #expect(lex(source) == [
            "stringStart \"\"\"", "stringText \n", "interpolationStart \\(", "identifier a", "operator +",
            "identifier b", "interpolationEnd )", "stringText \n", "stringEnd \"\"\"",
        ])
    }

    @Test func unterminatedMultilineRunsToEOF() {
        let source = "\"\"\"\nframe\n"
        let tokens = SwiftTokenizer.tokenize(Array(source.utf8))
        #expect(rendered(tokens, in: source) == ["stringStart \"\"\"", "stringText \nframe\n", "stringEnd "])
        #expect(tokens.last?.flags.contains(.unterminated) == true)
    }

    // MARK: - Raw strings

    @Test func rawStrings() {
        #expect(lex(##"#"a "quoted" \(notInterp) \n"# x"##) == [
            "stringStart #\"", #"stringText a "quoted" \(notInterp) \n"#, "stringEnd \"#", "identifier x",
        ])
        #expect(lex(###"##"a "# b"##"###) == ["stringStart ##\"", ##"stringText a "# b"##, "stringEnd \"##"])
        // A raw `"""` that closes on its own line is a one-line string holding quotes.
        #expect(lex(##"#"""# + #""""x""#"##) == [
            "stringStart #\"", "stringText \"", "stringEnd \"#", "operator +",
            "stringStart #\"", "stringText \"\"\"x\"", "stringEnd \"#",
        ])
        #expect(lex("#\"\"\"\nraw \"\"\" text\n\"\"\"#") == [
            "stringStart #\"\"\"", "stringText \nraw \"\"\" text\n", "stringEnd \"\"\"#",
        ])
    }

    @Test func rawStringInterpolation() {
        #expect(lex(##"#"a \#(frame) b"#"##) == [
            "stringStart #\"", "stringText a ", ##"interpolationStart \#("##, "identifier frame",
            "interpolationEnd )", "stringText  b", "stringEnd \"#",
        ])
        #expect(lex(###"##"\#(x) \##(y)"##"###) == [
            "stringStart ##\"", ##"stringText \#(x) "##, ###"interpolationStart \##("###, "identifier y",
            "interpolationEnd )", "stringEnd \"##",
        ])
        #expect(lex(##"#"\#"x"#"##) == ["stringStart #\"", ##"stringText \#"x"##, "stringEnd \"#"])
    }

    // MARK: - Interpolation

    @Test func interpolationIsCode() {
        #expect(lex(#""w: \(self.frame.width)px""#) == [
            "stringStart \"", "stringText w: ", "interpolationStart \\(", "identifier self", "punctuation .",
            "identifier frame", "punctuation .", "identifier width", "interpolationEnd )", "stringText px",
            "stringEnd \"",
        ])
    }

    @Test func interpolationNestedParens() {
        #expect(lex(#""\(f(a, (b)))""#) == [
            "stringStart \"", "interpolationStart \\(", "identifier f", "punctuation (", "identifier a",
            "punctuation ,", "punctuation (", "identifier b", "punctuation )", "punctuation )",
            "interpolationEnd )", "stringEnd \"",
        ])
    }

    @Test func nestedStringsInInterpolation() {
        #expect(lex(#""a \("b \(c) d") e""#) == [
            "stringStart \"", "stringText a ", "interpolationStart \\(", "stringStart \"", "stringText b ",
            "interpolationStart \\(", "identifier c", "interpolationEnd )", "stringText  d", "stringEnd \"",
            "interpolationEnd )", "stringText  e", "stringEnd \"",
        ])
    }

    @Test func multilineClosureInInterpolation() {
        let source = "\"n: \\(items.map { item in\n    item.frame\n})\"\nlet z = 1"
        #expect(lex(source) == [
            "stringStart \"", "stringText n: ", "interpolationStart \\(", "identifier items", "punctuation .",
            "identifier map", "punctuation {", "identifier item", "identifier in", "identifier item",
            "punctuation .", "identifier frame", "punctuation }", "interpolationEnd )", "stringEnd \"",
            "identifier let", "identifier z", "operator =", "number 1",
        ])
    }

    @Test func unterminatedInterpolationEndsAtLineBreak() {
        let source = "\"a \\(b\nlet c = 1"
        let tokens = SwiftTokenizer.tokenize(Array(source.utf8))
        #expect(rendered(tokens, in: source) == [
            "stringStart \"", "stringText a ", "interpolationStart \\(", "identifier b", "stringEnd ",
            "identifier let", "identifier c", "operator =", "number 1",
        ])
        #expect(tokens[4].flags.contains(.unterminated))
    }

    @Test func wordsInStringsAndCommentsAreNotIdentifiers() {
        let source = "\"frame bounds\" // center\n/* layer */ #\"origin\"# \"\"\"\nsize\n\"\"\""
        #expect(!lex(source).contains { $0.hasPrefix("identifier") })
    }

    // MARK: - Regex vs division

    @Test func regexLiterals() {
        #expect(lex("let r = /a+b/") == ["identifier let", "identifier r", "operator =", "regex /a+b/"])
        #expect(lex("x.firstMatch(of: /[a-z/]+\\/x/)") == [
            "identifier x", "punctuation .", "identifier firstMatch", "punctuation (", "identifier of",
            "punctuation :", "regex /[a-z/]+\\/x/", "punctuation )",
        ])
        #expect(lex("return /(a|b)/") == ["identifier return", "regex /(a|b)/"])
        #expect(lex("case /x/:") == ["identifier case", "regex /x/", "punctuation :"])
        #expect(lex("/^abc$/") == ["regex /^abc$/"])
    }

    @Test func divisionIsNotRegex() {
        for source in [
            "a / b / c", "x/2", "bounds.width/2 - 1", "let y = (a + b) / 2", "let h = w/2/3", "f(a) /b/ c",
            "arr[0]/2/1", "let mid = (a+b)/2/3", "frame.width / CGFloat(count) / 2", "return total/count/2",
            "let q = / a/", "let q = /a /", "foo(/, /)", "x = y\n    / 2 / 3", "a /= 2",
        ] {
            #expect(!kinds(source).contains(.regex), "\(source)")
        }
        #expect(lex("bounds.width/2 - 1") == [
            "identifier bounds", "punctuation .", "identifier width", "operator /", "number 2", "operator -", "number 1",
        ])
        #expect(lex("a /= 2") == ["identifier a", "operator /=", "number 2"])
    }

    @Test func extendedRegex() {
        #expect(lex("let r = #/a/b/#") == ["identifier let", "identifier r", "operator =", "regex #/a/b/#"])
        #expect(lex("#/\n  a / b # c\n/#.x") == ["regex #/\n  a / b # c\n/#", "punctuation .", "identifier x"])
        #expect(lex("##/a/#b/##") == ["regex ##/a/#b/##"])
        let tokens = SwiftTokenizer.tokenize(Array("#/abc\nx".utf8))
        #expect(rendered(tokens, in: "#/abc\nx") == ["regex #/abc", "identifier x"])
        #expect(tokens[0].flags.contains(.unterminated))
    }

    // MARK: - Operators

    @Test func operators() {
        #expect(lex("a ?? b != c") == ["identifier a", "operator ??", "identifier b", "operator !=", "identifier c"])
        #expect(lex("func f() -> Int") == [
            "identifier func", "identifier f", "punctuation (", "punctuation )", "operator ->", "identifier Int",
        ])
        #expect(lex("x &+= 1; y...") == [
            "identifier x", "operator &+=", "number 1", "punctuation ;", "identifier y", "operator ...",
        ])
    }

    @Test func postfixOperatorsBeforeDot() {
        #expect(lex("superview?.center") == [
            "identifier superview", "operator ?", "punctuation .", "identifier center",
        ])
        #expect(lex("view!.frame") == ["identifier view", "operator !", "punctuation .", "identifier frame"])
    }

    @Test func punctuation() {
        #expect(lex("[a: (b), c];{}") == [
            "punctuation [", "identifier a", "punctuation :", "punctuation (", "identifier b", "punctuation )",
            "punctuation ,", "identifier c", "punctuation ]", "punctuation ;", "punctuation {", "punctuation }",
        ])
    }

    // MARK: - Directives and attributes

    @Test func directives() {
        #expect(lex("#if os(iOS) && DEBUG\n#elseif canImport(UIKit)\n#else\n#endif") == [
            "directive #if", "identifier os", "punctuation (", "identifier iOS", "punctuation )", "operator &&",
            "identifier DEBUG", "directive #elseif", "identifier canImport", "punctuation (", "identifier UIKit",
            "punctuation )", "directive #else", "directive #endif",
        ])
        #expect(lex("#sourceLocation(file: \"a\", line: 1)").first == "directive #sourceLocation")
    }

    @Test func poundKeywords() {
        #expect(lex("#selector(tap) #available #file #Preview #warning #iffy") == [
            "poundKeyword #selector", "punctuation (", "identifier tap", "punctuation )", "poundKeyword #available",
            "poundKeyword #file", "poundKeyword #Preview", "poundKeyword #warning", "poundKeyword #iffy",
        ])
    }

    @Test func attributes() {
        #expect(lex("@objc @MainActor @IBOutlet weak var v: UIView!") == [
            "atKeyword @objc", "atKeyword @MainActor", "atKeyword @IBOutlet", "identifier weak", "identifier var",
            "identifier v", "punctuation :", "identifier UIView", "operator !",
        ])
        #expect(lex("@available(iOS 13, *)") == [
            "atKeyword @available", "punctuation (", "identifier iOS", "number 13", "punctuation ,",
            "operator *", "punctuation )",
        ])
    }

    // MARK: - Totality

    @Test func randomInputsKeepInvariants() {
        // Biased toward the bytes that drive the lexer's states, plus arbitrary bytes.
        let alphabet = Array("\"\\#/()*[]{}`'@$.0x1e_ a\n\r\t+-?!<>=:;,p".utf8) + [0x00, 0xFF, 0xC3, 0xEF, 0xBB, 0xBF]
        var rng = SeededGenerator(state: 0x5EED)
        var failures = 0
        for _ in 0..<3000 {
            let length = Int(rng.next() % 64)
            var bytes: [UInt8] = []
            for _ in 0..<length {
                let r = rng.next()
                bytes.append(r % 4 == 0 ? UInt8(truncatingIfNeeded: r >> 8) : alphabet[Int((r >> 8) % UInt64(alphabet.count))])
            }
            let tokens = SwiftTokenizer.tokenize(bytes)
            if let violation = tokenInvariantViolation(tokens, bytes) {
                failures += 1
                if failures <= 3 { Issue.record("\(violation) in \(bytes)") }
            }
        }
        #expect(failures == 0)
    }

    @Test func deepNesting() {
        for open in ["(", "[", "{"] {
            _ = checkedTokens(Array(String(repeating: open, count: 10_000).utf8))
        }
        let comments = checkedTokens(Array(String(repeating: "/*", count: 10_000).utf8))
        #expect(comments.count == 1 && comments[0].flags.contains(.unterminated))
        let closed = String(repeating: "/*", count: 10_000) + String(repeating: "*/", count: 10_000) + " x"
        #expect(lex(closed).last == "identifier x")
        _ = checkedTokens(Array(String(repeating: "\"\\(", count: 10_000).utf8))
        _ = checkedTokens(Array(String(repeating: "#\"\\#(", count: 5_000).utf8))
        // Regex candidates whose `[` hides every closing `/`: the lookahead is bounded.
        #expect(!kinds(String(repeating: "(/[", count: 10_000)).contains(.regex))
    }

    @Test func unterminatedAtEOF() {
        for source in [
            "\"abc", "\"\"\"\nabc", "#\"abc", "##\"\"\"\nabc\"\"\"#", "\"a \\(b", "\"a \\(", "\"\"\"\n\\(f {\n",
            "/* abc", "#/abc", "#/\nabc", "`abc", "\"\\", "#", "@", "$", "x = /abc", "0x", "1e", "\"\\#(",
            "#\"\\#(\"", "\"\"\"", "#\"\"\"", "\"\\(\"\\(\"",
        ] {
            let bytes = Array(source.utf8)
            let tokens = SwiftTokenizer.tokenize(bytes)
            #expect(tokenInvariantViolation(tokens, bytes) == nil, "\(source)")
            let opens = tokens.filter { $0.kind == .stringStart }.count
            let closes = tokens.filter { $0.kind == .stringEnd }.count
            #expect(opens == closes, "\(source)")
        }
    }

    @Test func invalidUTF8InStringDoesNotLeak() {
        let bytes = Array("let s = \"".utf8) + [0xFF, 0xC3, 0x28, 0x80, 0xE2, 0x82] + Array("\"\nview.frame = r".utf8)
        let tokens = checkedTokens(bytes)
        #expect(tokens.map(\.kind) == [
            .identifier, .identifier, .operator, .stringStart, .stringText, .stringEnd,
            .identifier, .punctuation, .identifier, .operator, .identifier,
        ])
        #expect(tokens[4].range == 9..<15)
    }

    @Test func binaryInput() {
        let bytes: [UInt8] = (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919 ^ ($0 >> 3)) }
        _ = checkedTokens(bytes)
        _ = checkedTokens([0, 0, 0, 0x22, 0, 0x0A, 0])
    }
}
