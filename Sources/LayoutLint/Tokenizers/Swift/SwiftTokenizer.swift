/// Placeholder until the real Swift tokenizer lands: words, numbers, simple strings, comments,
/// punctuation and operator runs.
enum SwiftTokenizer {
    static func tokenize(_ bytes: [UInt8]) -> [Token] { NaiveTokenizer.tokenize(bytes) }
}
