#!/usr/bin/env python3
"""Writes one pathological input for layoutlint's stress test.

usage: stress_input.py KIND LANGUAGE MEGABYTES OUTPUT

Each KIND is repeated or scaled until the file reaches about MEGABYTES megabytes, so that
timing the same KIND at 1, 4, 16 and 64 MB shows whether the linter grows linearly.
"""
import os
import sys

KINDS = [
    "realistic", "single-line", "nested-parens", "nested-brackets", "nested-braces", "deep-declarations", "nested-comments",
    "member-chain", "concatenations", "unterminated", "nul-and-invalid-utf8", "line-ends", "conflict-markers",
    "utf16le", "utf16be",
]

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.join(HERE, "..", "Tests", "Fixtures")
EXT = {"swift": ".swift", "csharp": ".cs", "objc": ".m"}


def fixture_corpus(language):
    folder = os.path.join(FIXTURES, language)
    parts = []
    for name in sorted(os.listdir(folder)):
        if name.endswith(EXT[language]):
            with open(os.path.join(folder, name), "rb") as f:
                parts.append(f.read())
    return b"\n".join(parts) + b"\n"


def repeat_to(unit, size):
    return unit * max(1, size // max(1, len(unit)))


def nested(opener, closer, size, inner=b"x"):
    depth = max(1, (size - len(inner)) // (len(opener) + len(closer)))
    return opener * depth + inner + closer * depth


def wrap_statement(language, expression):
    """An expression placed where a rule would look at it: a layout method of a view."""
    if language == "swift":
        return (b"final class V: UIView {\n    override func layoutSubviews() {\n        child.frame = ",
                b"\n    }\n}\n")
    if language == "csharp":
        return (b"class V : UIView {\n    public override void LayoutSubviews() {\n        Child.Frame = ",
                b";\n    }\n}\n")
    return (b"@implementation V\n- (void)layoutSubviews {\n    self.child.frame = ", b";\n}\n@end\n")


def generate(kind, language, size):
    corpus = fixture_corpus(language)
    if kind == "realistic":
        return repeat_to(corpus, size)
    if kind == "single-line":
        # The corpus on one line: line comments and directives (which end at a line break) dropped.
        kept = []
        for line in corpus.splitlines():
            code = line.strip()
            if code.startswith(b"//") or code.startswith(b"#"):
                continue
            kept.append(line.split(b" // ")[0])
        return repeat_to(b" ".join(kept) + b" ", size)
    if kind == "nested-parens":
        head, tail = wrap_statement(language, b"")
        return head + nested(b"(", b")", size, b"frame") + tail
    if kind == "nested-brackets":
        head, tail = wrap_statement(language, b"")
        return head + nested(b"[", b"]", size, b"frame") + tail
    if kind == "nested-braces":
        return nested(b"{", b"}", size, b"frame = bounds;")
    if kind == "deep-declarations":
        # Declarations at the bottom of deeply nested blocks: each asks for its enclosing type.
        decl = {"swift": b"class A { var v = 1 } ", "csharp": b"class A { int v = 1; } ",
                "objc": b"struct A { int v; }; "}[language]
        depth = size // 4
        return b"{" * depth + decl * max(1, (size - 2 * depth) // len(decl)) + b"}" * depth
    if kind == "nested-comments":
        # Swift comments nest; in C# and Objective-C the first `*/` ends the comment.
        return nested(b"/*", b"*/", size, b" frame ")
    if kind == "member-chain":
        head, tail = wrap_statement(language, b"")
        # Plain links and geometry members, each of which starts a receiver walk.
        return head + b"a" + b".b.frame.center" * max(1, size // 15) + b".frame" + tail
    if kind == "concatenations":
        head, tail = wrap_statement(language, b"")
        s = b'@"x"' if language == "objc" else b'"x"'
        return head + s + (b" + " + s) * max(1, size // 7) + tail
    if kind == "unterminated":
        # Every construct left open at the end of the file, after a body of ordinary code.
        ends = {
            "swift": [b'"abc', b'"\\(a + "\\(b', b'"""\nabc', b"/* /* /*", b"#/abc", b"/abc", b"#if DEBUG", b"#\"\"\"abc", b"`abc", b"'"],
            "csharp": [b'"abc', b'$"{a + $"{b', b'@"abc', b'"""\nabc', b"/* abc", b"#if DEBUG", b"$$\"\"\"{{", b"'a"],
            "objc": [b'@"abc', b'"abc', b"/* abc", b"#if DEBUG \\", b"#define X \\", b"'a", b"@\"\\"],
        }[language]
        body = repeat_to(corpus, size)
        return body + b"\n".join(ends)
    if kind == "nul-and-invalid-utf8":
        noise = b"\x00\xff\xfe\xc0\x80\xed\xa0\x80\xf4\x90\x80\x80 frame "
        body = repeat_to(corpus, size)
        # A clean first 8 KiB (a NUL there marks the file binary), then noise on every line.
        return body[:8192] + body[8192:].replace(b"\n", b"\n" + noise)
    if kind == "line-ends":
        body = repeat_to(corpus, size).replace(b"\r\n", b"\n")
        lines = body.split(b"\n")
        seps = [b"\r\n", b"\r", b"\n"]
        return b"".join(line + seps[k % 3] for k, line in enumerate(lines))
    if kind == "conflict-markers":
        unit = b"<<<<<<< HEAD\n" + corpus + b"=======\n" + corpus + b">>>>>>> branch\n"
        return repeat_to(unit, size)
    if kind in ("utf16le", "utf16be"):
        text = repeat_to(corpus, size // 2).decode("utf-8", errors="replace")
        if kind == "utf16le":
            return b"\xff\xfe" + text.encode("utf-16-le")
        return b"\xfe\xff" + text.encode("utf-16-be")
    raise SystemExit("unknown kind " + kind)


def main():
    if len(sys.argv) == 2 and sys.argv[1] == "--kinds":
        print("\n".join(KINDS))
        return
    if len(sys.argv) != 5:
        raise SystemExit(__doc__)
    kind, language, megabytes, output = sys.argv[1], sys.argv[2], float(sys.argv[3]), sys.argv[4]
    data = generate(kind, language, int(megabytes * 1024 * 1024))
    with open(output, "wb") as f:
        f.write(data)


if __name__ == "__main__":
    main()
