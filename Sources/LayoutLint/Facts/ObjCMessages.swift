/// Objective-C message sends as facts: `[self frame]` reads `frame`, `[self setFrame:r]` writes it,
/// `[[self superview] center]` reads the superview's center, `[cell layoutSubviews]` and
/// `[container addSubview:child]` are calls. Dot syntax (`self.frame`) is read like Swift's.
enum ObjCMessages {
    struct Send {
        let open: Int
        let close: Int
        let receiver: ClosedRange<Int>
        /// Selector parts: the name token and its argument, if any.
        let parts: [(name: Int, argument: ClosedRange<Int>?)]
    }

    /// Parses the send that opens at `[`; nil for array literals, subscripts and anything else.
    static func parse(_ ts: TokenStream, _ open: Int) -> Send? {
        guard let close = ts.partner(of: open), close > open + 2, close < ts.count else { return nil }
        var k = open + 1
        // The receiver: a nested send, or a chain of names, dots, calls and casts.
        if ts.isPunct(k, "[") || ts.isPunct(k, "(") {
            k = (ts.partner(of: k) ?? k) + 1
        } else if ts.kind(k) == .identifier {
            k += 1
        } else {
            return nil
        }
        while k < close {
            // `self.view`, and an instance variable reached through its object (`self->controller`).
            if ts.isPunct(k, ".") || ts.isOperator(k, "->"), ts.kind(k + 1) == .identifier { k += 2; continue }
            if ts.isPunct(k, "(") || ts.isPunct(k, "["), let p = ts.partner(of: k), !ts.code[k].flags.contains(.precededBySpace) { k = p + 1; continue }
            break
        }
        guard let receiver = ClosedRange.checked(open + 1, k - 1), ts.kind(k) == .identifier else { return nil }
        if k + 1 == close { return Send(open: open, close: close, receiver: receiver, parts: [(k, nil)]) }
        var parts: [(Int, ClosedRange<Int>?)] = []
        while k < close, ts.kind(k) == .identifier || ts.isPunct(k, ":") {
            let name = k
            guard ts.isPunct(k + 1, ":") else { return nil }
            var e = k + 2
            while e < close {
                if ts.kind(e) == .identifier, ts.isPunct(e + 1, ":"), e > k + 2 { break }
                if let p = ts.partner(of: e), ts.isPunct(e, "(") || ts.isPunct(e, "[") || ts.isPunct(e, "{") { e = p }
                e += 1
            }
            parts.append((name, ClosedRange.checked(k + 2, e - 1)))
            k = e
        }
        return parts.isEmpty ? nil : Send(open: open, close: close, receiver: receiver, parts: parts)
    }

    /// The receiver of an expression as a path: `self`, `self.view`, `[self superview]`, `child`.
    static func receiver(_ ts: TokenStream, _ s: FileStructure, _ range: ClosedRange<Int>, depth: Int = 0) -> Receiver {
        var r = Receiver()
        if range.count == 1, ts.word(range.lowerBound) == .kSelf { return r }
        if range.count == 1, ts.word(range.lowerBound) == .kSuper { r.isSuper = true; return r }
        if ts.isPunct(range.lowerBound, "["), ts.partner(of: range.lowerBound) == range.upperBound, depth < 16,
           let inner = parse(ts, range.lowerBound), inner.parts.count == 1, inner.parts[0].argument == nil {
            var base = receiver(ts, s, inner.receiver, depth: depth + 1)
            if base.isOpaque { return base }
            base.components.append(ts.name(inner.parts[0].name))
            base.rootIsSuperviewAlias = false
            return base
        }
        guard let parts = ViewPaths.expression(ts, range) else { r.isOpaque = true; return r }
        r.components = parts
        if let root = parts.first, ts.word(range.lowerBound) != .kSelf, let l = s.local(named: root, at: range.lowerBound + 1) {
            r.rootIsLocal = true
            r.rootIsSuperviewAlias = l.isSuperviewAlias && parts.count == 1
        }
        return r
    }

    static func facts(_ ts: TokenStream, _ s: FileStructure, open: Int, into facts: inout FileFacts) {
        guard let send = parse(ts, open) else { return }
        let first = send.parts[0]
        let word = ts.word(first.name)
        let receiver = Self.receiver(ts, s, send.receiver)
        if send.parts.count == 1, first.argument == nil {
            if let member = GeometryMember(word, in: .objc) {
                facts.accesses.append(MemberAccess(member: member, nameToken: first.name, receiverStart: open, receiver: receiver,
                                                   isWrite: false, value: nil, isWholeWrite: false, end: send.close))
            } else if FactExtractor.recordedCalls.contains(word) {
                facts.calls.append(CallFact(name: ts.name(first.name), nameToken: first.name, receiverStart: open,
                                            receiver: receiver, argumentCount: 0, close: send.close, arguments: []))
            }
            return
        }
        let selector = ts.name(first.name)
        if send.parts.count == 1, selector.hasPrefix("set"), let value = first.argument {
            let rest = selector.dropFirst(3)
            if let member = GeometryMember(rawValue: rest.prefix(1).lowercased() + rest.dropFirst()) {
                facts.accesses.append(MemberAccess(member: member, nameToken: first.name, receiverStart: open, receiver: receiver,
                                                   isWrite: true, value: value, isWholeWrite: true, end: send.close))
                return
            }
        }
        if FactExtractor.recordedCalls.contains(word) {
            let args = send.parts.compactMap(\.argument)
            facts.calls.append(CallFact(name: selector, nameToken: first.name, receiverStart: open, receiver: receiver,
                                        argumentCount: args.count, close: send.close, arguments: args))
        }
    }
}
