@testable import LayoutLint

/// Renders tokens as `kind text` strings, the form tokenizer tests compare against.
func rendered(_ tokens: [Token], in source: String) -> [String] {
    let bytes = Array(source.utf8)
    return tokens.map { "\($0.kind.name) \(String(decoding: bytes[$0.range], as: UTF8.self))" }
}

/// The flags of the first token of `language` whose text is `text` in `source`.
func tokenFlags(of text: String, in source: String, _ language: Language) -> TokenFlags? {
    let bytes = Array(source.utf8)
    return Tokenizer.tokenize(bytes, language: language).first { String(decoding: bytes[$0.range], as: UTF8.self) == text }?.flags
}

/// The texts of the identifiers of `source` in `language`.
func identifierTexts(_ source: String, _ language: Language) -> [String] {
    rendered(Tokenizer.tokenize(Array(source.utf8), language: language), in: source)
        .filter { $0.hasPrefix("identifier ") }.map { String($0.dropFirst("identifier ".count)) }
}

/// Checks the invariants every tokenizer keeps on any input: tokens are in order, do not
/// overlap, stay inside the file, and every byte outside a token is whitespace (or a leading BOM).
/// Returns a description of the first violation, or nil.
func tokenInvariantViolation(_ tokens: [Token], _ bytes: [UInt8]) -> String? {
    var covered = 0
    let bom = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    for (i, t) in tokens.enumerated() {
        let r = t.range
        if r.lowerBound < covered { return "token \(i) starts at \(r.lowerBound), before the end of the previous token (\(covered))" }
        if r.upperBound > bytes.count { return "token \(i) ends at \(r.upperBound), past the end (\(bytes.count))" }
        if r.isEmpty && t.kind != .stringText && t.kind != .stringEnd { return "token \(i) (\(t.kind.name)) is empty" }
        for k in covered..<r.lowerBound where !(k < bom || [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C].contains(bytes[k])) {
            return "byte \(k) (0x\(String(bytes[k], radix: 16))) is in no token"
        }
        covered = r.upperBound
    }
    for k in covered..<bytes.count where !(k < bom || [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C].contains(bytes[k])) {
        return "byte \(k) (0x\(String(bytes[k], radix: 16))) after the last token is in no token"
    }
    return nil
}
