import Testing
@testable import LayoutLint

/// Tests of the Objective-C tokenizer: exact kinds and texts for small inputs, and totality on any
/// bytes.
@Suite struct ObjCTokenizerTests {
    /// Tokenizes `source` as Objective-C and renders the tokens as `kind text`.
    private func objc(_ source: String) -> [String] {
        rendered(ObjCTokenizer.tokenize(Array(source.utf8)), in: source)
    }

    private func flags(of text: String, in source: String) -> TokenFlags? { tokenFlags(of: text, in: source, .objc) }
    private func identifiers(_ source: String) -> [String] { identifierTexts(source, .objc) }


    // MARK: - Brackets across #if arms

    @Test func armsThatEachOpenABlockCloseWithTheFirstArm() {
        let source = """
            - (BOOL)isRTL {
            #if NEW_SDK
                if (@available(iOS 9, *)) {
            #else
                if ([UIView respondsToSelector:@selector(x)]) {
            #endif
                    return YES;
                }
                return NO;
            }
            - (void)layoutSubviews { [super layoutSubviews]; }
            """
        let file = SourceFile(path: "T.m", language: .objc, text: source)
        let ts = TokenStream(file: file, tokens: Tokenizer.tokenize(file.bytes, language: .objc))
        let braces = (0..<ts.count).filter { ts.isPunct($0, "{") }
        let closes = (0..<ts.count).filter { ts.isPunct($0, "}") }
        // The method's brace closes before the next method; both arms' `if` braces close together.
        #expect(ts.partner(of: braces[0]) == closes[1])
        #expect(ts.partner(of: braces[1]) == closes[0] && ts.partner(of: braces[2]) == closes[0])
        #expect(ts.partner(of: braces[3]) == closes[2])
        let layout = (0..<ts.count).first { ts.kind($0) == .identifier && ts.text($0) == "layoutSubviews" }!
        #expect(ts.enclosingOpen(layout) == nil)
    }

    // MARK: - Comments

    @Test func lineAndBlockComments() {
        #expect(objc("a // frame b\n/** Bounds */ c") == [
            "identifier a", "comment // frame b", "comment /** Bounds */", "identifier c",
        ])
    }

    @Test func blockCommentsDoNotNest() {
        #expect(objc("/* a /* b */ c */") == ["comment /* a /* b */", "identifier c", "operator *", "operator /"])
    }

    @Test func lineCommentContinuesAfterBackslash() {
        #expect(objc("// a \\\nself.frame = r;\nb") == ["comment // a \\\nself.frame = r;", "identifier b"])
        #expect(objc("// a \\  \r\nx\ny") == ["comment // a \\  \r\nx", "identifier y"])
        #expect(objc("// a \\ b\nc") == ["comment // a \\ b", "identifier c"])
    }

    @Test func unterminatedBlockCommentRunsToEndOfFile() {
        #expect(objc("x /* frame\n y") == ["identifier x", "comment /* frame\n y"])
        #expect(flags(of: "/* frame\n y", in: "x /* frame\n y")?.contains(.unterminated) == true)
        #expect(flags(of: "/* a */", in: "/* a */")?.contains(.unterminated) == false)
    }

    @Test func commentCountsAsSpaceBeforeNextToken() {
        let source = "a/**/b"
        let tokens = ObjCTokenizer.tokenize(Array(source.utf8))
        #expect(rendered(tokens, in: source) == ["identifier a", "comment /**/", "identifier b"])
        #expect(tokens[2].flags == [.precededBySpace])
        #expect(tokens[1].flags == [])
    }

    @Test func wordsInCommentsAreNotIdentifiers() {
        #expect(identifiers("/* self.frame */ // [view setFrame:r]\n/* @interface") == [])
    }

    // MARK: - Directives

    @Test func directivesCoverTheirLine() {
        let source = """
            #import <UIKit/UIKit.h>
            #import "CardView.h"
            #pragma mark - Layout
            #if DEBUG
            frame = r;
              #  else  
            #endif
            """
        #expect(objc(source) == [
            "directive #import <UIKit/UIKit.h>",
            "directive #import \"CardView.h\"",
            "directive #pragma mark - Layout",
            "directive #if DEBUG",
            "identifier frame", "operator =", "identifier r", "punctuation ;",
            "directive #  else",
            "directive #endif",
        ])
    }

    @Test func multiLineDefineIsOneToken() {
        let source = "#define CLAMP(x, lo, hi) \\\n    ((x) < (lo) ? (lo) : (x)) \\  \r\n    + 1\nx"
        #expect(objc(source) == [
            "directive #define CLAMP(x, lo, hi) \\\n    ((x) < (lo) ? (lo) : (x)) \\  \r\n    + 1", "identifier x",
        ])
    }

    @Test func commentsAndQuotesBelongToTheDirective() {
        #expect(objc("#if X // note\ny") == ["directive #if X // note", "identifier y"])
        #expect(objc("#define A 1 /* spans\n lines */ + 2\ny") == ["directive #define A 1 /* spans\n lines */ + 2", "identifier y"])
        #expect(objc("#define S \"/*\"\ny") == ["directive #define S \"/*\"", "identifier y"])
        #expect(objc("#error don't /* x\ny") == ["directive #error don't /* x", "identifier y"])
        #expect(objc("#define STR(x) #x\n#define CAT(a, b) a ## b\nz") == [
            "directive #define STR(x) #x", "directive #define CAT(a, b) a ## b", "identifier z",
        ])
        let unterminated = "#if A /* open\nB"
        #expect(objc(unterminated) == ["directive #if A /* open\nB"])
        #expect(flags(of: unterminated, in: unterminated)?.contains(.unterminated) == true)
    }

    @Test func directiveAfterCommentAndCRLF() {
        #expect(objc("/* c */ #if X\r\ny") == ["comment /* c */", "directive #if X", "identifier y"])
        #expect(objc("#if IOS\r\nx") == ["directive #if IOS", "identifier x"])
    }

    @Test func hashNotFirstOnLineIsUnknown() {
        #expect(objc("a # if b") == ["identifier a", "unknown #", "identifier if", "identifier b"])
        #expect(objc("a ## b") == ["identifier a", "unknown ##", "identifier b"])
    }

    @Test func wordsInDirectivesAreNotIdentifiers() {
        #expect(identifiers("#import <UIKit/UIKit.h>\n#define FRAME self.frame\n#pragma mark - Layout\nx") == ["x"])
    }

    // MARK: - Identifiers and at-keywords

    @Test func identifiersAndKeywords() {
        #expect(objc("self super id nil YES return if _x a1 $tmp Größe instancetype") == [
            "identifier self", "identifier super", "identifier id", "identifier nil", "identifier YES",
            "identifier return", "identifier if", "identifier _x", "identifier a1", "identifier $tmp",
            "identifier Größe", "identifier instancetype",
        ])
    }

    @Test func atKeywords() {
        let source = "@interface V : UIView\n@property (nonatomic) CGRect r;\n@end\n@implementation V\n@synthesize r = _r;\n@end"
        #expect(objc(source) == [
            "atKeyword @interface", "identifier V", "punctuation :", "identifier UIView",
            "atKeyword @property", "punctuation (", "identifier nonatomic", "punctuation )", "identifier CGRect",
            "identifier r", "punctuation ;",
            "atKeyword @end",
            "atKeyword @implementation", "identifier V",
            "atKeyword @synthesize", "identifier r", "operator =", "identifier _r", "punctuation ;",
            "atKeyword @end",
        ])
        #expect(objc("@protocol P; @class A, B; @autoreleasepool { @try {} @catch (id e) {} @finally {} }") == [
            "atKeyword @protocol", "identifier P", "punctuation ;", "atKeyword @class", "identifier A",
            "punctuation ,", "identifier B", "punctuation ;", "atKeyword @autoreleasepool", "punctuation {",
            "atKeyword @try", "punctuation {", "punctuation }", "atKeyword @catch", "punctuation (",
            "identifier id", "identifier e", "punctuation )", "punctuation {", "punctuation }",
            "atKeyword @finally", "punctuation {", "punctuation }", "punctuation }",
        ])
        #expect(objc("@synchronized(self) { x = @YES ?: @NO; }") == [
            "atKeyword @synchronized", "punctuation (", "identifier self", "punctuation )", "punctuation {",
            "identifier x", "operator =", "atKeyword @YES", "operator ?", "punctuation :", "atKeyword @NO",
            "punctuation ;", "punctuation }",
        ])
    }

    @Test func loneAtIsUnknown() {
        #expect(objc("@ x @-y @") == ["unknown @", "identifier x", "unknown @", "operator -", "identifier y", "unknown @"])
    }

    @Test func positionFlags() {
        let source = "a b\n  c(d)"
        let tokens = ObjCTokenizer.tokenize(Array(source.utf8))
        #expect(tokens.map(\.flags) == [
            [.atStartOfLine, .precededBySpace], [.precededBySpace], [.atStartOfLine, .precededBySpace], [], [], [],
        ])
    }

    // MARK: - Literals

    @Test func objcAndCStrings() {
        #expect(objc(#"NSLog(@"frame %@ \"x\"", s); puts("hi\n");"#) == [
            "identifier NSLog", "punctuation (", "stringStart @\"", #"stringText frame %@ \"x\""#, "stringEnd \"",
            "punctuation ,", "identifier s", "punctuation )", "punctuation ;",
            "identifier puts", "punctuation (", "stringStart \"", #"stringText hi\n"#, "stringEnd \"",
            "punctuation )", "punctuation ;",
        ])
    }

    @Test func emptyAndAdjacentStrings() {
        #expect(objc(#"@"" @"a" @"b" "c" "\\""#) == [
            "stringStart @\"", "stringEnd \"",
            "stringStart @\"", "stringText a", "stringEnd \"",
            "stringStart @\"", "stringText b", "stringEnd \"",
            "stringStart \"", "stringText c", "stringEnd \"",
            "stringStart \"", #"stringText \\"#, "stringEnd \"",
        ])
    }

    @Test func unterminatedStringEndsAtLineBreak() {
        let source = "@\"frame\nview"
        #expect(objc(source) == ["stringStart @\"", "stringText frame", "stringEnd ", "identifier view"])
        let end = ObjCTokenizer.tokenize(Array(source.utf8))[2]
        #expect(end.flags.contains(.unterminated))
        #expect(end.range == 7..<7)
        #expect(objc("\"a\r\n#if X") == ["stringStart \"", "stringText a", "stringEnd ", "directive #if X"])
    }

    @Test func backslashNewlineSplicesAString() {
        #expect(objc("\"a\\\nb\" c") == ["stringStart \"", "stringText a\\\nb", "stringEnd \"", "identifier c"])
    }

    @Test func wordsInStringsAreNotIdentifiers() {
        #expect(identifiers(#"x = @"self.frame"; y = "[v setFrame:r]"; z = 'id'"#) == ["x", "y", "z"])
    }

    @Test func collectionAndBoxedLiterals() {
        #expect(objc(#"@[@"a", @1]"#) == [
            "punctuation @", "punctuation [", "stringStart @\"", "stringText a", "stringEnd \"", "punctuation ,",
            "punctuation @", "number 1", "punctuation ]",
        ])
        #expect(objc(#"@{@"w": @(w), @"h": @3.5}"#) == [
            "punctuation @", "punctuation {", "stringStart @\"", "stringText w", "stringEnd \"", "punctuation :",
            "punctuation @", "punctuation (", "identifier w", "punctuation )", "punctuation ,",
            "stringStart @\"", "stringText h", "stringEnd \"", "punctuation :", "punctuation @", "number 3.5",
            "punctuation }",
        ])
        #expect(objc("@42 @-1 @.5f @'a' @YES @true") == [
            "punctuation @", "number 42", "punctuation @", "operator -", "number 1", "punctuation @", "number .5f",
            "punctuation @", "character 'a'", "atKeyword @YES", "atKeyword @true",
        ])
    }

    @Test func characterLiterals() {
        #expect(objc(#"'a' '\n' '\'' '"' '\\' 'abcd' '\x1F'"#) == [
            "character 'a'", #"character '\n'"#, #"character '\''"#, #"character '"'"#, #"character '\\'"#,
            "character 'abcd'", #"character '\x1F'"#,
        ])
    }

    @Test func unterminatedCharacterEndsAtLineBreak() {
        let source = "'ab\nframe"
        #expect(objc(source) == ["character 'ab", "identifier frame"])
        #expect(flags(of: "'ab", in: source)?.contains(.unterminated) == true)
    }

    // MARK: - Numbers

    @Test func numbers() {
        #expect(objc("42 0x1F 3.14 1.5f 2.0e-3 10UL 1e10 .5f 0b1010 1. 1.f 0x1.8p-3 1E+3 0XFFu 077 5ll") == [
            "number 42", "number 0x1F", "number 3.14", "number 1.5f", "number 2.0e-3", "number 10UL", "number 1e10",
            "number .5f", "number 0b1010", "number 1.", "number 1.f", "number 0x1.8p-3", "number 1E+3",
            "number 0XFFu", "number 077", "number 5ll",
        ])
    }

    @Test func numberEdges() {
        #expect(objc("1e+x") == ["number 1e", "operator +", "identifier x"])
        #expect(objc("a[1].b") == ["identifier a", "punctuation [", "number 1", "punctuation ]", "punctuation .", "identifier b"])
        #expect(objc("case 1...5:") == ["identifier case", "number 1", "operator ...", "number 5", "punctuation :"])
        #expect(objc("x-1") == ["identifier x", "operator -", "number 1"])
    }

    // MARK: - Message sends and selectors

    @Test func messageSends() {
        #expect(objc("[self setFrame:rect]") == [
            "punctuation [", "identifier self", "identifier setFrame", "punctuation :", "identifier rect", "punctuation ]",
        ])
        #expect(objc("[[UIView alloc] initWithFrame:CGRectZero];") == [
            "punctuation [", "punctuation [", "identifier UIView", "identifier alloc", "punctuation ]",
            "identifier initWithFrame", "punctuation :", "identifier CGRectZero", "punctuation ]", "punctuation ;",
        ])
        #expect(objc("[v.layer setValue:@1 forKey:@\"k\"]") == [
            "punctuation [", "identifier v", "punctuation .", "identifier layer", "identifier setValue",
            "punctuation :", "punctuation @", "number 1", "identifier forKey", "punctuation :", "stringStart @\"",
            "stringText k", "stringEnd \"", "punctuation ]",
        ])
    }

    @Test func methodDeclaration() {
        #expect(objc("- (void)layoutSubviews {\n+ (instancetype)viewWithFrame:(CGRect)f;") == [
            "operator -", "punctuation (", "identifier void", "punctuation )", "identifier layoutSubviews",
            "punctuation {", "operator +", "punctuation (", "identifier instancetype", "punctuation )",
            "identifier viewWithFrame", "punctuation :", "punctuation (", "identifier CGRect", "punctuation )",
            "identifier f", "punctuation ;",
        ])
    }

    @Test func selectors() {
        #expect(objc("@selector(handleTap:withEvent:)") == [
            "atKeyword @selector", "punctuation (", "identifier handleTap", "punctuation :", "identifier withEvent",
            "punctuation :", "punctuation )",
        ])
        #expect(objc("@selector(a::) b::c") == [
            "atKeyword @selector", "punctuation (", "identifier a", "punctuation :", "punctuation :", "punctuation )",
            "identifier b", "operator ::", "identifier c",
        ])
    }

    // MARK: - Blocks

    @Test func blocks() {
        #expect(objc("^{ [self layoutIfNeeded]; }") == [
            "operator ^", "punctuation {", "punctuation [", "identifier self", "identifier layoutIfNeeded",
            "punctuation ]", "punctuation ;", "punctuation }",
        ])
        #expect(objc("^(CGRect r) { return r; }") == [
            "operator ^", "punctuation (", "identifier CGRect", "identifier r", "punctuation )", "punctuation {",
            "identifier return", "identifier r", "punctuation ;", "punctuation }",
        ])
        #expect(objc("void (^handler)(BOOL) = nil; a ^= b;") == [
            "identifier void", "punctuation (", "operator ^", "identifier handler", "punctuation )", "punctuation (",
            "identifier BOOL", "punctuation )", "operator =", "identifier nil", "punctuation ;",
            "identifier a", "operator ^=", "identifier b", "punctuation ;",
        ])
    }

    // MARK: - Operators

    @Test func operatorsLongestMatch() {
        #expect(objc("-> ++ -- << >> <= >= == != && || += -= *= /= %= &= |= ^= <<= >>= :: ...") == [
            "operator ->", "operator ++", "operator --", "operator <<", "operator >>", "operator <=", "operator >=",
            "operator ==", "operator !=", "operator &&", "operator ||", "operator +=", "operator -=", "operator *=",
            "operator /=", "operator %=", "operator &=", "operator |=", "operator ^=", "operator <<=",
            "operator >>=", "operator ::", "operator ...",
        ])
        #expect(objc("+-*/%&|^!~=<>?") == [
            "operator +", "operator -", "operator *", "operator /", "operator %", "operator &", "operator |",
            "operator ^", "operator !", "operator ~", "operator =", "operator <", "operator >", "operator ?",
        ])
    }

    @Test func punctuation() {
        #expect(objc("(){}[],;:. ..") == [
            "punctuation (", "punctuation )", "punctuation {", "punctuation }", "punctuation [", "punctuation ]",
            "punctuation ,", "punctuation ;", "punctuation :", "punctuation .", "punctuation .", "punctuation .",
        ])
        #expect(objc("self->_x = c ? a : b;") == [
            "identifier self", "operator ->", "identifier _x", "operator =", "identifier c", "operator ?",
            "identifier a", "punctuation :", "identifier b", "punctuation ;",
        ])
    }

    @Test func strayBytesAreUnknownAndMerge() {
        #expect(objc("a \\`\u{1} b") == ["identifier a", "unknown \\`\u{1}", "identifier b"])
    }

    // MARK: - Objective-C++

    @Test func rawStrings() {
        #expect(objc(#"R"(a "frame" \n)" x"#) == [
            #"stringStart R"("#, #"stringText a "frame" \n"#, #"stringEnd )""#, "identifier x",
        ])
        #expect(objc("u8R\"js(line )\"\n)js\" y") == [
            "stringStart u8R\"js(", "stringText line )\"\n", "stringEnd )js\"", "identifier y",
        ])
        #expect(objc(#"R"()""#) == [#"stringStart R"("#, #"stringEnd )""#])
    }

    @Test func notARawString() {
        // No `(` after a valid delimiter: `R` is an identifier before an ordinary string.
        #expect(objc(#"R"a b""#) == ["identifier R", "stringStart \"", "stringText a b", "stringEnd \""])
        #expect(objc(#"FOOR"x""#) == ["identifier FOOR", "stringStart \"", "stringText x", "stringEnd \""])
    }

    @Test func encodingPrefixes() {
        #expect(objc(#"L"a" u8"b" u"c" U"d" L'x' u8'y' Lx"e""#) == [
            "stringStart L\"", "stringText a", "stringEnd \"", "stringStart u8\"", "stringText b", "stringEnd \"",
            "stringStart u\"", "stringText c", "stringEnd \"", "stringStart U\"", "stringText d", "stringEnd \"",
            "character L'x'", "character u8'y'", "identifier Lx", "stringStart \"", "stringText e", "stringEnd \"",
        ])
    }

    @Test func cxxBits() {
        #expect(objc("std::vector<int> v{1'000'000, 0xFF'FF}; a >>= 1;") == [
            "identifier std", "operator ::", "identifier vector", "operator <", "identifier int", "operator >",
            "identifier v", "punctuation {", "number 1'000'000", "punctuation ,", "number 0xFF'FF", "punctuation }",
            "punctuation ;", "identifier a", "operator >>=", "number 1", "punctuation ;",
        ])
        #expect(objc("auto f = [&](int x) -> int { return x; };") == [
            "identifier auto", "identifier f", "operator =", "punctuation [", "operator &", "punctuation ]",
            "punctuation (", "identifier int", "identifier x", "punctuation )", "operator ->", "identifier int",
            "punctuation {", "identifier return", "identifier x", "punctuation ;", "punctuation }", "punctuation ;",
        ])
    }

    // MARK: - Totality

    @Test func randomInputsKeepTheInvariants() {
        var rng = SeededGenerator(state: 0x0B1C)
        // Mostly bytes that matter to the scanner, so that literals, comments and directives collide.
        let interesting = Array("\"\"''@@[{(R)}]::,\\\\/*#\n\r ^<>=-.0x1eEpu8L'_aZ$d".utf8) + [0, 0x80, 0xC3, 0xFF, 0xEF, 0xBB, 0xBF]
        for round in 0..<3000 {
            let length = rng.below(96)
            var bytes: [UInt8] = []
            bytes.reserveCapacity(length)
            for _ in 0..<length {
                bytes.append(round % 4 == 0 ? UInt8(truncatingIfNeeded: rng.next()) : interesting[rng.below(interesting.count)])
            }
            let tokens = ObjCTokenizer.tokenize(bytes)
            let violation = tokenInvariantViolation(tokens, bytes)
            #expect(violation == nil, "round \(round): \(bytes)")
            let starts = tokens.filter { $0.kind == .stringStart }.count
            let ends = tokens.filter { $0.kind == .stringEnd }.count
            #expect(starts == ends, "round \(round): \(bytes)")
            if violation != nil || starts != ends { return }
        }
    }

    @Test func deepNesting() {
        for (open, close) in [("(", ")"), ("[", "]"), ("{", "}"), ("@[", "]"), ("^{", "}")] {
            let source = String(repeating: open, count: 10_000) + String(repeating: close, count: 10_000)
            let bytes = Array(source.utf8)
            let tokens = ObjCTokenizer.tokenize(bytes)
            #expect(tokens.count == 10_000 * (open.utf8.count + 1))
            #expect(tokenInvariantViolation(tokens, bytes) == nil)
        }
        let sends = String(repeating: "[a b:", count: 10_000) + "c" + String(repeating: "]", count: 10_000)
        let tokens = ObjCTokenizer.tokenize(Array(sends.utf8))
        #expect(tokens.count == 50_001)
        #expect(tokenInvariantViolation(tokens, Array(sends.utf8)) == nil)
    }

    @Test func unterminatedEverythingAtEndOfFile() {
        let cases = [
            "\"abc", "\"abc\\", "@\"abc", "@\"", "@", "'a", "'\\", "'", "/* a", "/*", "/", "// a \\", "#", "#if",
            "#define A \\", "#define A /*", "#error '", "R\"(", "R\"x(abc)", "R\"x(abc)x", "u8R\"", "L\"", "u8'", "L",
            "0x", "0x1p", "1e", "1e+", "1'", ".", "..", "@-", "@.", "@+.", "::", "<<", ">>", "\\", "\"a\\\r",
        ]
        for source in cases {
            let bytes = Array(source.utf8)
            let tokens = ObjCTokenizer.tokenize(bytes)
            #expect(tokenInvariantViolation(tokens, bytes) == nil, "\(source)")
            let starts = tokens.filter { $0.kind == .stringStart }.count
            let ends = tokens.filter { $0.kind == .stringEnd }.count
            #expect(starts == ends, "\(source)")
        }
        #expect(objc("R\"x(abc)") == ["stringStart R\"x(", "stringText abc)", "stringEnd "])
        #expect(ObjCTokenizer.tokenize(Array("R\"x(abc)".utf8)).last?.flags.contains(.unterminated) == true)
        #expect(objc("\"abc\\") == ["stringStart \"", "stringText abc\\", "stringEnd "])
        #expect(objc("#define A \\") == ["directive #define A \\"])
    }

    @Test func invalidUTF8InsideStringDoesNotDisturbWhatFollows() {
        // A stray continuation byte, a bad lead byte and a cut-off sequence right before the quote.
        let bytes: [UInt8] = Array("s = @\"".utf8) + [0xFF, 0x80, 0xC3, 0x80, 0xE2, 0x82] + Array("\"; [v setFrame:r];".utf8)
        let tokens = ObjCTokenizer.tokenize(bytes)
        #expect(tokenInvariantViolation(tokens, bytes) == nil)
        #expect(tokens.map(\.kind).prefix(5) == [.identifier, .operator, .stringStart, .stringText, .stringEnd])
        #expect(tokens[3].range == 6..<12)
        let tail = tokens.dropFirst(5).map { "\($0.kind.name) \(String(decoding: bytes[$0.range], as: UTF8.self))" }
        #expect(tail == [
            "punctuation ;", "punctuation [", "identifier v", "identifier setFrame", "punctuation :", "identifier r",
            "punctuation ]", "punctuation ;",
        ])
    }

    @Test func byteOrderMarkNULAndControlBytes() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("#import <A.h>\n".utf8) + [0, 0, 1] + Array(" a".utf8)
        let tokens = ObjCTokenizer.tokenize(bytes)
        #expect(tokenInvariantViolation(tokens, bytes) == nil)
        #expect(tokens.map(\.kind) == [.directive, .unknown, .identifier])
        #expect(tokens[0].range == 3..<16)
        #expect(tokens[1].range == 17..<20)
    }
}
