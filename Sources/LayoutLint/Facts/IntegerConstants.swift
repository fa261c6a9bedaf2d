/// Whole-number constants a file defines (`#define HEADER_HEIGHT 50`, `let avatarSize: CGFloat = 40`,
/// C# `const int Spacing = 4;`), so that a halving of their difference can be computed: when
/// `(HEADER_HEIGHT - AVATAR) / 2.0` is a whole number, no pixel is lost.
struct IntegerConstants: Sendable {
    private(set) var values: [String: Int] = [:]

    init() {}

    init(_ ts: TokenStream) {
        var seen: Set<String> = []
        func record(_ name: String, _ value: Int?) {
            // A name defined twice (in two `#if` arms, or shadowed) is not a constant.
            if seen.contains(name) { values[name] = nil; return }
            seen.insert(name)
            if let value { values[name] = value }
        }
        for i in 0..<ts.count {
            switch ts.kind(i) {
            case .directive:
                // `#define NAME 50`: the directive token holds the whole line.
                let parts = ts.text(i).split(whereSeparator: { $0 == " " || $0 == "\t" })
                if parts.count == 3, parts[0] == "#define" || parts[0] == "# define" {
                    record(String(parts[1]), Self.whole(String(parts[2])))
                }
            case .identifier:
                // `let NAME = 50`, `static let NAME: CGFloat = 50`, C# `const int NAME = 50;`.
                let w = ts.word(i)
                let isConst = ts.language != .swift && ts.text(i) == "const"
                guard w == .kLet || isConst else { continue }
                var k = i + 1
                if isConst { k += 1 }  // the type
                guard ts.kind(k) == .identifier else { continue }
                let name = ts.text(k)
                var v = k + 1
                if ts.isPunct(v, ":"), ts.kind(v + 1) == .identifier { v += 2 }
                guard ts.isOperator(v, "="), ts.kind(v + 1) == .number else { continue }
                let end = v + 2
                guard end >= ts.count || ts.isPunct(end, ";") || ts.code[end].flags.contains(.atStartOfLine) || ts.isPunct(end, "}") else {
                    record(name, nil)
                    continue
                }
                record(name, Self.whole(ts.text(v + 1)))
            default:
                continue
            }
        }
    }

    /// A literal's value when it is a whole number (`50`, `50.0`, `50f`, `4.0f`).
    static func whole(_ text: String) -> Int? {
        var t = Substring(text)
        while let last = t.last, "fFdDmM".contains(last) { t = t.dropLast() }
        if let n = Int(t) { return n }
        if let d = Double(t), d == d.rounded(), abs(d) < 1e9 { return Int(d) }
        return nil
    }
}
