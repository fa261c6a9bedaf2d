/// Rectangle expressions as written: the frame a construction is given, and whether a
/// rectangle sits at the origin by construction.
enum Rectangles {
    /// The frame argument of the construction in `value` (`UIView(frame: r)`, `new UIView(r)`,
    /// `[[UIView alloc] initWithFrame:r]`).
    static func constructionFrame(in value: ClosedRange<Int>, _ ts: TokenStream) -> ClosedRange<Int>? {
        if let k = value.first(where: { ts.kind($0) == .identifier && ts.name($0) == "initWithFrame" && ts.isPunct($0 + 1, ":") }) {
            let end = min(value.upperBound, (ts.enclosingOpen(k).flatMap { ts.partner(of: $0) } ?? value.upperBound + 1) - 1)
            return ClosedRange.checked(k + 2, end)
        }
        guard let open = value.first(where: { ts.isPunct($0, "(") }), let close = ts.partner(of: open), close <= value.upperBound,
              let argument = CallArguments.split(ts, open: open, close: close).first else { return nil }
        return CallArguments.value(ts, argument)
    }

    /// The empty rectangle (`.zero`, `CGRectZero`, `CGRect.Empty`): a placeholder that gives a
    /// view no size of its own.
    static func isEmpty(_ rect: ClosedRange<Int>, _ ts: TokenStream) -> Bool {
        let names = rect.filter { ts.kind($0) == .identifier }.map { ts.name($0) }
        return names.contains(where: { ["zero", "Empty", "CGRectZero"].contains($0) }) && names.count <= 2
    }

    /// The rectangle is at the origin by construction: a container's `bounds`, a window's or the
    /// screen's frame or bounds, `.zero`, or a rectangle built with a literal zero x and y
    /// (`CGRect(x: 0, y: 0, …)`, `CGRectMake(0, 0, …)`, `new CGRect(0, 0, …)`).
    static func isAtOrigin(_ rect: ClosedRange<Int>, _ ts: TokenStream, _ s: FileStructure, depth: Int = 0) -> Bool {
        // A local holding a rectangle (`CGRect r = …; [[UIView alloc] initWithFrame:r]`): what it holds.
        if rect.count == 1, ts.kind(rect.lowerBound) == .identifier, let l = s.local(named: ts.name(rect.lowerBound), at: rect.lowerBound) {
            guard depth < 3, let value = LinearForm.initializer(of: l.nameToken, ts) else { return false }
            return isAtOrigin(value, ts, s, depth: depth + 1)
        }
        let identifiers = rect.filter { ts.kind($0) == .identifier }
        let names = identifiers.map { ts.name($0) }
        if let last = identifiers.last, ["bounds", "Bounds"].contains(ts.name(last)) { return true }
        // A window's or the screen's whole rectangle; a rectangle that only takes a length from
        // them (`new CGRect(0, 0, UIScreen.MainScreen.Bounds.Width, 44)`) is judged by its origin below.
        if names.contains(where: { $0.lowercased().contains("window") || $0.lowercased().contains("screen") }),
           let last = names.last, ["frame", "Frame", "bounds", "Bounds"].contains(last) {
            return true
        }
        if isEmpty(rect, ts) { return true }
        guard let r = rect.first(where: { ts.isPunct($0, "(") }), let rc = ts.partner(of: r) else { return false }
        let coords = CallArguments.split(ts, open: r, close: rc).prefix(2)
        return coords.count == 2 && coords.allSatisfy { c in
            let last = c.upperBound
            return ts.kind(last) == .number && (ts.text(last) == "0" || ts.text(last).hasPrefix("0.0") || ts.text(last) == "0f")
        }
    }
}
