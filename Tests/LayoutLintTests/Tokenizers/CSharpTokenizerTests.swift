import Testing
@testable import LayoutLint

/// Tests of the C# tokenizer: exact kinds and texts for small inputs, and totality on any bytes.
@Suite struct CSharpTokenizerTests {
    /// Tokenizes `source` as C# and renders the tokens as `kind text`.
    private func cs(_ source: String) -> [String] {
        rendered(CSharpTokenizer.tokenize(Array(source.utf8)), in: source)
    }

    private func flags(of text: String, in source: String) -> TokenFlags? { tokenFlags(of: text, in: source, .csharp) }
    private func identifiers(_ source: String) -> [String] { identifierTexts(source, .csharp) }


    // MARK: - Comments

    @Test func lineAndDocComments() {
        #expect(cs("a // Frame b\n/// <summary>Bounds</summary>\nc") == [
            "identifier a", "comment // Frame b", "comment /// <summary>Bounds</summary>", "identifier c",
        ])
    }

    @Test func blockCommentsDoNotNest() {
        #expect(cs("/* a /* b */ c */") == [
            "comment /* a /* b */", "identifier c", "operator *", "operator /",
        ])
    }

    @Test func unterminatedBlockCommentRunsToEndOfFile() {
        #expect(cs("x /* Frame\n y") == ["identifier x", "comment /* Frame\n y"])
        #expect(flags(of: "/* Frame\n y", in: "x /* Frame\n y")?.contains(.unterminated) == true)
        #expect(flags(of: "/* a */", in: "/* a */")?.contains(.unterminated) == false)
    }

    @Test func commentCountsAsSpaceBeforeNextToken() {
        let source = "a/**/b"
        let tokens = CSharpTokenizer.tokenize(Array(source.utf8))
        #expect(rendered(tokens, in: source) == ["identifier a", "comment /**/", "identifier b"])
        #expect(tokens[2].flags == [.precededBySpace])
        #expect(tokens[1].flags == [])
    }

    // MARK: - Directives

    @Test func directivesCoverTheirLine() {
        let source = """
            #if DEBUG
            Frame = x;
              #else  
            #endif
            #region Layout Code
            #pragma warning disable CS0618
            #nullable enable
            #endregion
            """
        #expect(cs(source) == [
            "directive #if DEBUG",
            "identifier Frame", "operator =", "identifier x", "punctuation ;",
            "directive #else",
            "directive #endif",
            "directive #region Layout Code",
            "directive #pragma warning disable CS0618",
            "directive #nullable enable",
            "directive #endregion",
        ])
    }

    @Test func directiveStopsAtCRLF() {
        #expect(cs("#if IOS\r\nx") == ["directive #if IOS", "identifier x"])
    }

    @Test func wordsInDirectivesAreNotIdentifiers() {
        #expect(identifiers("#if DEBUG\n#region Frame Layout\n#endregion\nx") == ["x"])
    }

    @Test func hashNotFirstOnLineIsNoDirective() {
        #expect(cs("a # if b") == ["identifier a", "unknown #", "identifier if", "identifier b"])
        #expect(cs("/* c */ #if X") == ["comment /* c */", "unknown #", "identifier if", "identifier X"])
    }

    // MARK: - Identifiers

    @Test func identifiersKeywordsAndVerbatimIdentifiers() {
        #expect(cs("public override void LayoutSubviews() @class @frame nint nfloat _x a1 Größe") == [
            "identifier public", "identifier override", "identifier void", "identifier LayoutSubviews",
            "punctuation (", "punctuation )", "identifier @class", "identifier @frame", "identifier nint",
            "identifier nfloat", "identifier _x", "identifier a1", "identifier Größe",
        ])
    }

    @Test func loneAtAndDollarAreUnknown() {
        #expect(cs("@ $ x") == ["unknown @", "unknown $", "identifier x"])
    }

    @Test func positionFlags() {
        let source = "a b\n  c(d)"
        let tokens = CSharpTokenizer.tokenize(Array(source.utf8))
        #expect(tokens.map(\.flags) == [
            [.atStartOfLine, .precededBySpace], [.precededBySpace], [.atStartOfLine, .precededBySpace], [], [], [],
        ])
    }

    // MARK: - Numbers

    @Test func numbers() {
        #expect(cs("42 1_000 0xFF 0b1010 3.14 .5 1e-5 1E+3 1.5f 2.0d 10m 10u 10UL 0xFFu 0x_FF") == [
            "number 42", "number 1_000", "number 0xFF", "number 0b1010", "number 3.14", "number .5",
            "number 1e-5", "number 1E+3", "number 1.5f", "number 2.0d", "number 10m", "number 10u",
            "number 10UL", "number 0xFFu", "number 0x_FF",
        ])
    }

    @Test func numberFollowedByDots() {
        #expect(cs("1..5") == ["number 1", "operator ..", "number 5"])
        #expect(cs("a[..^1]") == ["identifier a", "punctuation [", "operator ..", "operator ^", "number 1", "punctuation ]"])
        #expect(cs("1.ToString()") == ["number 1", "punctuation .", "identifier ToString", "punctuation (", "punctuation )"])
        #expect(cs("t.Item1") == ["identifier t", "punctuation .", "identifier Item1"])
    }

    // MARK: - Characters

    @Test func characterLiterals() {
        #expect(cs(#"'a' '\n' '\'' '\u0041' '"' '\\'"#) == [
            "character 'a'", #"character '\n'"#, #"character '\''"#, #"character '\u0041'"#,
            #"character '"'"#, #"character '\\'"#,
        ])
    }

    @Test func unterminatedCharacterEndsAtLineBreak() {
        let source = "'ab\nFrame"
        #expect(cs(source) == ["character 'ab", "identifier Frame"])
        #expect(flags(of: "'ab", in: source)?.contains(.unterminated) == true)
    }

    // MARK: - Regular strings

    @Test func regularString() {
        #expect(cs(#"s = "Frame \"x\" {y}";"#) == [
            "identifier s", "operator =", "stringStart \"", #"stringText Frame \"x\" {y}"#, "stringEnd \"",
            "punctuation ;",
        ])
    }

    @Test func emptyStringAndEscapedBackslash() {
        #expect(cs(#""" "a\\" b"#) == [
            "stringStart \"", "stringEnd \"", "stringStart \"", #"stringText a\\"#, "stringEnd \"", "identifier b",
        ])
    }

    @Test func unterminatedStringEndsAtLineBreak() {
        let source = "\"Frame\nView"
        #expect(cs(source) == ["stringStart \"", "stringText Frame", "stringEnd ", "identifier View"])
        let end = CSharpTokenizer.tokenize(Array(source.utf8))[2]
        #expect(end.flags.contains(.unterminated))
        #expect(end.range == 6..<6)
    }

    @Test func unterminatedStringBeforeCRLF() {
        #expect(cs("\"a\\\r\n#if X") == ["stringStart \"", "stringText a\\", "stringEnd ", "directive #if X"])
    }

    @Test func utf8StringSuffix() {
        #expect(cs(#""abc"u8"#) == ["stringStart \"", "stringText abc", "stringEnd \"", "identifier u8"])
    }

    @Test func wordsInStringsAndCommentsAreNotIdentifiers() {
        #expect(identifiers(#"x = "View.Frame"; // Frame"#) == ["x"])
        #expect(identifiers(#"/* Frame */ @"Bounds" $"Center {{Frame}}""#) == [])
    }

    // MARK: - Verbatim strings

    @Test func verbatimStrings() {
        #expect(cs(#"@"C:\path\" x"#) == [
            "stringStart @\"", #"stringText C:\path\"#, "stringEnd \"", "identifier x",
        ])
        #expect(cs(#"@"say ""hi""""#) == [#"stringStart @""#, #"stringText say ""hi"""#, #"stringEnd ""#])
    }

    @Test func verbatimStringSpansLines() {
        #expect(cs("@\"a\nFrame\" b") == ["stringStart @\"", "stringText a\nFrame", "stringEnd \"", "identifier b"])
    }

    @Test func unterminatedVerbatimStringRunsToEndOfFile() {
        let source = "@\"a\nb"
        #expect(cs(source) == ["stringStart @\"", "stringText a\nb", "stringEnd "])
        #expect(CSharpTokenizer.tokenize(Array(source.utf8)).last?.flags.contains(.unterminated) == true)
    }

    // MARK: - Interpolated strings

    @Test func interpolationHoleIsCode() {
        #expect(cs(#"$"w: {View.Frame.Width}px""#) == [
            "stringStart $\"", "stringText w: ", "interpolationStart {", "identifier View", "punctuation .",
            "identifier Frame", "punctuation .", "identifier Width", "interpolationEnd }", "stringText px",
            "stringEnd \"",
        ])
    }

    @Test func doubledBracesAreText() {
        #expect(cs(#"$"{{Frame}} {{{x}}}""#) == [
            "stringStart $\"", "stringText {{Frame}} {{", "interpolationStart {", "identifier x",
            "interpolationEnd }", "stringText }}", "stringEnd \"",
        ])
    }

    @Test func formatSpecifierAndAlignment() {
        #expect(cs(#"$"{x:N2} {d:HH:mm} {y,10} {z,-8:F1}""#) == [
            "stringStart $\"",
            "interpolationStart {", "identifier x", "stringText :N2", "interpolationEnd }",
            "stringText  ",
            "interpolationStart {", "identifier d", "stringText :HH:mm", "interpolationEnd }",
            "stringText  ",
            "interpolationStart {", "identifier y", "punctuation ,", "number 10", "interpolationEnd }",
            "stringText  ",
            "interpolationStart {", "identifier z", "punctuation ,", "operator -", "number 8", "stringText :F1",
            "interpolationEnd }",
            "stringEnd \"",
        ])
    }

    @Test func nestedBracketsInHoles() {
        #expect(cs(#"$"{(a ? b : c)} {f(x: 1, y)} {new { A = 1 }.A}""#) == [
            "stringStart $\"",
            "interpolationStart {", "punctuation (", "identifier a", "operator ?", "identifier b",
            "punctuation :", "identifier c", "punctuation )", "interpolationEnd }",
            "stringText  ",
            "interpolationStart {", "identifier f", "punctuation (", "identifier x", "punctuation :",
            "number 1", "punctuation ,", "identifier y", "punctuation )", "interpolationEnd }",
            "stringText  ",
            "interpolationStart {", "identifier new", "punctuation {", "identifier A", "operator =", "number 1",
            "punctuation }", "punctuation .", "identifier A", "interpolationEnd }",
            "stringEnd \"",
        ])
    }

    @Test func lambdaAndAliasQualifierInHoles() {
        #expect(cs(#"$"{xs.Select(v => v.Frame)}{global::System.Math.PI}""#) == [
            "stringStart $\"",
            "interpolationStart {", "identifier xs", "punctuation .", "identifier Select", "punctuation (",
            "identifier v", "operator =>", "identifier v", "punctuation .", "identifier Frame", "punctuation )",
            "interpolationEnd }",
            "interpolationStart {", "identifier global", "operator ::", "identifier System", "punctuation .",
            "identifier Math", "punctuation .", "identifier PI", "interpolationEnd }",
            "stringEnd \"",
        ])
    }

    @Test func nestedStringsInHoles() {
        #expect(cs(#"$"a{f("}", $"{b:X}")}c" d"#) == [
            "stringStart $\"", "stringText a", "interpolationStart {", "identifier f", "punctuation (",
            "stringStart \"", "stringText }", "stringEnd \"", "punctuation ,",
            "stringStart $\"", "interpolationStart {", "identifier b", "stringText :X", "interpolationEnd }",
            "stringEnd \"",
            "punctuation )", "interpolationEnd }", "stringText c", "stringEnd \"", "identifier d",
        ])
    }

    @Test func verbatimInterpolatedStrings() {
        let expected = [
            "stringStart $@\"", "stringText \"\"a\n", "interpolationStart {", "identifier Frame",
            "interpolationEnd }", "stringText \\", "stringEnd \"",
        ]
        #expect(cs("$@\"\"\"a\n{Frame}\\\"") == expected)
        #expect(cs("@$\"{x}\"") == ["stringStart @$\"", "interpolationStart {", "identifier x", "interpolationEnd }", "stringEnd \""])
    }

    @Test func interpolatedStringEndsAtLineBreakButHoleMaySpanLines() {
        #expect(cs("$\"a {x\n+ y} b\nc") == [
            "stringStart $\"", "stringText a ", "interpolationStart {", "identifier x", "operator +",
            "identifier y", "interpolationEnd }", "stringText  b", "stringEnd ", "identifier c",
        ])
    }

    @Test func unclosedFormatSpecifierGivesBackToTheString() {
        #expect(cs(#"$"{x:N2" y"#) == [
            "stringStart $\"", "interpolationStart {", "identifier x", "stringText :N2", "stringEnd \"",
            "identifier y",
        ])
    }

    @Test func wordsInFormatSpecifiersAreNotIdentifiers() {
        #expect(identifiers(#"$"{when:dddd MMMM yyyy} {{Frame}}""#) == ["when"])
    }

    // MARK: - Raw strings

    @Test func singleLineRawString() {
        #expect(cs(#"x = """a "Frame" "" b""";"#) == [
            "identifier x", "operator =", #"stringStart """"#, #"stringText a "Frame" "" b"#, #"stringEnd """"#,
            "punctuation ;",
        ])
    }

    @Test func multiLineRawStringWithMoreQuotes() {
        let source = "\"\"\"\"\n  a \"\"\" b\n  \"\"\"\" c"
        #expect(cs(source) == [
            "stringStart \"\"\"\"", "stringText \n  a \"\"\" b\n  ", "stringEnd \"\"\"\"", "identifier c",
        ])
    }

    @Test func interpolatedRawStrings() {
        #expect(cs(#"$"""{x} {{y}}""""#) == [
            #"stringStart $""""#, "interpolationStart {", "identifier x", "interpolationEnd }", "stringText  {",
            "interpolationStart {", "identifier y", "interpolationEnd }", "stringText }", #"stringEnd """"#,
        ])
        #expect(cs(#"$$"""{ "w": {{View.Frame}}, "s": {{{n}}} }""""#) == [
            #"stringStart $$""""#, #"stringText { "w": "#, "interpolationStart {{", "identifier View",
            "punctuation .", "identifier Frame", "interpolationEnd }}", #"stringText , "s": {"#,
            "interpolationStart {{", "identifier n", "interpolationEnd }}", "stringText } }", #"stringEnd """"#,
        ])
    }

    @Test func rawHoleWithBracesAndFormat() {
        #expect(cs(#"$$"""{{new { A = 1 }.A:N0}}""""#) == [
            #"stringStart $$""""#, "interpolationStart {{", "identifier new", "punctuation {", "identifier A",
            "operator =", "number 1", "punctuation }", "punctuation .", "identifier A", "stringText :N0",
            "interpolationEnd }}", #"stringEnd """"#,
        ])
    }

    @Test func unterminatedRawStrings() {
        // Text on the opening line: a single-line raw string, which a line break ends.
        #expect(cs("\"\"\"abc\nFrame") == ["stringStart \"\"\"", "stringText abc", "stringEnd ", "identifier Frame"])
        // Multi-line: to the end of the file.
        #expect(cs("\"\"\"\nabc\n\"\"") == ["stringStart \"\"\"", "stringText \nabc\n\"\"", "stringEnd "])
    }

    // MARK: - Operators and generics

    @Test func operatorsLongestMatch() {
        #expect(cs("a ??= b ?? c => d == e != f <= g >= h && i || j ++ -- += -= *= /= %= &= |= ^= <<= << -> :: ..") == [
            "identifier a", "operator ??=", "identifier b", "operator ??", "identifier c", "operator =>",
            "identifier d", "operator ==", "identifier e", "operator !=", "identifier f", "operator <=",
            "identifier g", "operator >=", "identifier h", "operator &&", "identifier i", "operator ||",
            "identifier j", "operator ++", "operator --", "operator +=", "operator -=", "operator *=",
            "operator /=", "operator %=", "operator &=", "operator |=", "operator ^=", "operator <<=",
            "operator <<", "operator ->", "operator ::", "operator ..",
        ])
        #expect(cs("+-*/%&|^!~=<>?") == [
            "operator +", "operator -", "operator *", "operator /", "operator %", "operator &", "operator |",
            "operator ^", "operator !", "operator ~", "operator =", "operator <", "operator >", "operator ?",
        ])
    }

    @Test func rightShiftIsNeverOneToken() {
        #expect(cs("List<List<int>> x; a >>= 2") == [
            "identifier List", "operator <", "identifier List", "operator <", "identifier int", "operator >",
            "operator >", "identifier x", "punctuation ;", "identifier a", "operator >", "operator >=", "number 2",
        ])
    }

    @Test func nullConditionalAndNullForgiving() {
        #expect(cs("a?.B a!.B c?[0]") == [
            "identifier a", "operator ?", "punctuation .", "identifier B", "identifier a", "operator !",
            "punctuation .", "identifier B", "identifier c", "operator ?", "punctuation [", "number 0",
            "punctuation ]",
        ])
    }

    @Test func attributesAndTernary() {
        #expect(cs(#"[Register("X")] y = c ? 1 : 2;"#) == [
            "punctuation [", "identifier Register", "punctuation (", "stringStart \"", "stringText X",
            "stringEnd \"", "punctuation )", "punctuation ]", "identifier y", "operator =", "identifier c",
            "operator ?", "number 1", "punctuation :", "number 2", "punctuation ;",
        ])
    }

    @Test func strayBytesAreUnknownAndMerge() {
        #expect(cs("a \\`\u{1} b") == ["identifier a", "unknown \\`\u{1}", "identifier b"])
    }

    // MARK: - Totality

    @Test func randomInputsKeepTheInvariants() {
        var rng = SeededGenerator(state: 0x1A70)
        // Mostly bytes that matter to the scanner, so that strings, holes and comments nest deeply.
        let interesting = Array("\"\"\"$$@{{}}::,'\\/*#\n\r ()[]<>?!=-.0x1eu_aZ".utf8) + [0, 0x80, 0xC3, 0xFF, 0xEF, 0xBB, 0xBF]
        for round in 0..<3000 {
            let length = rng.below(96)
            var bytes: [UInt8] = []
            bytes.reserveCapacity(length)
            for _ in 0..<length {
                bytes.append(round % 4 == 0 ? UInt8(truncatingIfNeeded: rng.next()) : interesting[rng.below(interesting.count)])
            }
            let tokens = CSharpTokenizer.tokenize(bytes)
            let violation = tokenInvariantViolation(tokens, bytes)
            #expect(violation == nil, "round \(round): \(bytes)")
            if violation != nil { return }
        }
    }

    @Test func deepNesting() {
        for (open, close) in [("(", ")"), ("[", "]"), ("{", "}")] {
            let source = String(repeating: open, count: 10_000) + String(repeating: close, count: 10_000)
            let tokens = CSharpTokenizer.tokenize(Array(source.utf8))
            #expect(tokens.count == 20_000)
            #expect(tokenInvariantViolation(tokens, Array(source.utf8)) == nil)
        }
        let strings = String(repeating: "$\"{", count: 10_000) + "x" + String(repeating: "}\"", count: 10_000)
        let tokens = CSharpTokenizer.tokenize(Array(strings.utf8))
        #expect(tokens.count == 40_001)
        #expect(tokens.filter { $0.kind == .identifier }.count == 1)
        #expect(tokenInvariantViolation(tokens, Array(strings.utf8)) == nil)
        let unclosed = String(repeating: "$@\"{(", count: 10_000)
        let unclosedTokens = CSharpTokenizer.tokenize(Array(unclosed.utf8))
        #expect(tokenInvariantViolation(unclosedTokens, Array(unclosed.utf8)) == nil)
        #expect(unclosedTokens.filter { $0.kind == .stringEnd && $0.flags.contains(.unterminated) }.count == 10_000)
    }

    @Test func unterminatedEverythingAtEndOfFile() {
        let cases = [
            "\"abc", "\"abc\\", "@\"abc", "$\"{x", "$\"{x:N", "$\"{(x", "$@\"{\"", "\"\"\"", "\"\"\"\"abc",
            "$$\"\"\"{{", "$$\"\"\"{{x}", "/* a", "/", "'a", "'\\", "#if", "@", "$", "$$", "$@", "@$", "0x", "1e",
            "1e+", ".", "x?", "a<<", "$\"\"\"\n{x:", "@$\"{new {",
        ]
        for source in cases {
            let bytes = Array(source.utf8)
            let tokens = CSharpTokenizer.tokenize(bytes)
            #expect(tokenInvariantViolation(tokens, bytes) == nil, "\(source)")
            let starts = tokens.filter { $0.kind == .stringStart }.count
            let ends = tokens.filter { $0.kind == .stringEnd }.count
            #expect(starts == ends, "\(source)")
        }
        #expect(cs("$\"{x:N") == ["stringStart $\"", "interpolationStart {", "identifier x", "stringText :N", "stringEnd "])
        #expect(cs("$\"{(x") == ["stringStart $\"", "interpolationStart {", "punctuation (", "identifier x", "stringEnd "])
    }

    @Test func invalidUTF8InsideStringDoesNotDisturbWhatFollows() {
        let bytes: [UInt8] = Array("s = \"".utf8) + [0xFF, 0xC3, 0x80, 0xE2, 0x82] + Array("\"; View.Frame = r;".utf8)
        let tokens = CSharpTokenizer.tokenize(bytes)
        #expect(tokenInvariantViolation(tokens, bytes) == nil)
        let tail = tokens.suffix(7).map { "\($0.kind.name) \(String(decoding: bytes[$0.range], as: UTF8.self))" }
        #expect(tail == [
            "punctuation ;", "identifier View", "punctuation .", "identifier Frame", "operator =", "identifier r",
            "punctuation ;",
        ])
        #expect(tokens.map(\.kind).prefix(5) == [.identifier, .operator, .stringStart, .stringText, .stringEnd])
    }

    @Test func byteOrderMarkAndControlBytes() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("#if X\n".utf8) + [0, 0, 1] + Array(" a".utf8)
        let tokens = CSharpTokenizer.tokenize(bytes)
        #expect(tokenInvariantViolation(tokens, bytes) == nil)
        #expect(tokens.map(\.kind) == [.directive, .unknown, .identifier])
        #expect(tokens[0].range == 3..<8)
        #expect(tokens[1].range == 9..<12)
    }
}
