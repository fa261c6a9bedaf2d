/// A throwaway tokenizer used while the real ones are written. Removed when they land.
enum NaiveTokenizer {
    static func tokenize(_ bytes: [UInt8]) -> [Token] {
        var c = ByteCursor(bytes)
        var out = TokenBuilder()
        while !c.isAtEnd {
            let start = c.offset
            let b = c.peek()
            if ByteClass.isHorizontalSpace(b) || ByteClass.isLineBreak(b) {
                c.advance(); out.space(newline: ByteClass.isLineBreak(b)); continue
            }
            if b == UInt8(ascii: "/"), c.peek(1) == UInt8(ascii: "/") {
                c.advance(while: { !ByteClass.isLineBreak($0) }); out.add(.comment, start, c.offset); continue
            }
            if b == UInt8(ascii: "/"), c.peek(1) == UInt8(ascii: "*") {
                c.advance(2)
                while !c.isAtEnd, !c.starts(with: "*/") { c.advance() }
                c.advance(2); out.add(.comment, start, c.offset); continue
            }
            if b == UInt8(ascii: "\"") {
                c.advance(); out.add(.stringStart, start, c.offset)
                let t = c.offset
                while !c.isAtEnd, c.peek() != UInt8(ascii: "\""), !ByteClass.isLineBreak(c.peek()) {
                    if c.peek() == UInt8(ascii: "\\") { c.advance() }
                    c.advance()
                }
                out.add(.stringText, t, c.offset)
                let e = c.offset
                if c.advance(if: UInt8(ascii: "\"")) { out.add(.stringEnd, e, c.offset) }
                continue
            }
            if ByteClass.isIdentifierStart(b) || b == UInt8(ascii: "$") {
                c.advance(); c.advance(while: ByteClass.isIdentifierContinue); out.add(.identifier, start, c.offset); continue
            }
            if b == UInt8(ascii: "@") || b == UInt8(ascii: "#") {
                c.advance(); c.advance(while: ByteClass.isIdentifierContinue)
                out.add(b == UInt8(ascii: "@") ? .atKeyword : .poundKeyword, start, c.offset); continue
            }
            if ByteClass.isDigit(b) {
                c.advance(while: { ByteClass.isIdentifierContinue($0) || $0 == UInt8(ascii: ".") && false })
                if c.peek() == UInt8(ascii: "."), ByteClass.isDigit(c.peek(1)) { c.advance(); c.advance(while: ByteClass.isIdentifierContinue) }
                out.add(.number, start, c.offset); continue
            }
            if "(){}[],;:.".utf8.contains(b) { c.advance(); out.add(.punctuation, start, c.offset); continue }
            let ops = "/=-+!*%<>&|^~?"
            if ops.utf8.contains(b) {
                c.advance(while: { ops.utf8.contains($0) }); out.add(.operator, start, c.offset); continue
            }
            c.advance(); out.add(.unknown, start, c.offset)
        }
        return out.tokens
    }
}
