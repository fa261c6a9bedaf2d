/// Placeholder until the real C# tokenizer lands.
enum CSharpTokenizer {
    static func tokenize(_ bytes: [UInt8]) -> [Token] { NaiveTokenizer.tokenize(bytes) }
}
