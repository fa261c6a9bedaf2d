/// Turns a file's bytes into tokens. Every tokenizer is total: any input gives tokens, never a
/// crash, unbounded recursion or a hang, and bad input becomes `unknown` or `unterminated` tokens.
public enum Tokenizer {
    public static func tokenize(_ bytes: [UInt8], language: Language) -> [Token] {
        switch language {
        case .swift: return SwiftTokenizer.tokenize(bytes)
        case .csharp: return CSharpTokenizer.tokenize(bytes)
        case .objc: return ObjCTokenizer.tokenize(bytes)
        }
    }
}
