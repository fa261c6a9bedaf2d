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
                let isConst = ts.language == .csharp && ts.text(i) == "const"
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

    /// The value of the whole-number expression `range` (numbers, these constants, `+ - *` and
    /// parentheses), or nil when it is anything else.
    func evaluate(_ ts: TokenStream, _ range: ClosedRange<Int>) -> Int? {
        var k = range.lowerBound
        func primary() -> Int? {
            guard k <= range.upperBound else { return nil }
            if ts.isPunct(k, "(") {
                k += 1
                guard let v = sum(), k <= range.upperBound, ts.isPunct(k, ")") else { return nil }
                k += 1
                return v
            }
            if ts.isOperator(k, "-") { k += 1; return primary().map { -$0 } }
            // `Constants.rowHeight`, `Self.rowHeight`, `self.avatarSize`: the last name counts.
            while ts.kind(k) == .identifier, ts.isPunct(k + 1, "."), ts.kind(k + 2) == .identifier, k + 2 <= range.upperBound {
                let w = ts.word(k)
                guard w == .kSelf || w == .kThis || ts.text(k).first?.isUppercase == true else { return nil }
                k += 2
            }
            defer { k += 1 }
            switch ts.kind(k) {
            case .number: return Self.whole(ts.text(k))
            case .identifier: return values[ts.text(k)]
            default: return nil
            }
        }
        func product() -> Int? {
            guard var v = primary() else { return nil }
            while k <= range.upperBound, ts.isOperator(k, "*") {
                k += 1
                guard let r = primary() else { return nil }
                v = v &* r
            }
            return v
        }
        func sum() -> Int? {
            guard var v = product() else { return nil }
            while k <= range.upperBound, ts.isOperator(k, "+") || ts.isOperator(k, "-") {
                let minus = ts.isOperator(k, "-")
                k += 1
                guard let r = product() else { return nil }
                v = minus ? v &- r : v &+ r
            }
            return v
        }
        guard let v = sum(), k == range.upperBound + 1 else { return nil }
        return v
    }
}
