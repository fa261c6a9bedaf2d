/// Recognises coordinate conversions: `convert(_:to:)`, `convert(_:from:)`, C#
/// `ConvertRectToView(…)` and friends, Objective-C `[v convertRect:r toView:w]`.
enum CoordinateConversion {
    static let names: Set<Word> = [
        .convert, .convertRect, .convertPoint, .ConvertRectToView, .ConvertRectFromView, .ConvertPointToView,
        .ConvertPointFromView, .ConvertRectToCoordinateSpace, .ConvertRectFromCoordinateSpace,
        .ConvertPointToCoordinateSpace, .ConvertPointFromCoordinateSpace,
    ]

    /// A conversion call: who converts, and its arguments.
    struct Call {
        /// The converting view (`superview?` in `superview?.convert(…)`); the own object when implicit.
        let receiver: Receiver
        let arguments: [ClosedRange<Int>]
        /// The second argument names the space the value comes *from* (`convert(_:from:)`,
        /// `convertRect:fromView:`, C# `ConvertRectFromView`), not the one it goes to.
        var convertsFromTheSecondArgument = false
    }

    /// The conversion that token `i` is a direct argument of, and the argument's index.
    static func enclosing(_ i: Int, _ ts: TokenStream, _ s: FileStructure) -> (Call, Int)? {
        guard let open = ts.enclosingOpen(i) else { return nil }
        if ts.isPunct(open, "("), names.contains(ts.word(open - 1)) {
            let args = CallArguments.split(ts, open: open, close: ts.partner(of: open) ?? open)
            var receiver = Receiver()
            if ts.isPunct(open - 2, ".") {
                guard let (r, _) = FactExtractor.receiver(ts, s, dot: open - 2) else { return nil }
                receiver = r
            } else {
                receiver.isImplicit = true
            }
            guard let k = args.firstIndex(where: { $0.contains(i) }) else { return nil }
            let from: Bool
            if ts.language == .csharp {
                from = ts.name(open - 1).contains("From")
            } else {
                from = args.count > 1 && CallArguments.label(ts, args[1]).map { ts.name($0) == "from" } == true
            }
            return (Call(receiver: receiver, arguments: args, convertsFromTheSecondArgument: from), k)
        }
        if ts.isPunct(open, "["), let send = ObjCMessages.parse(ts, open), names.contains(ts.word(send.parts[0].name)) {
            let args = send.parts.compactMap(\.argument)
            guard let k = args.firstIndex(where: { $0.contains(i) }) else { return nil }
            let from = send.parts.count > 1 && ts.name(send.parts[1].name).hasPrefix("from")
            return (Call(receiver: ObjCMessages.receiver(ts, s, send.receiver), arguments: args, convertsFromTheSecondArgument: from), k)
        }
        return nil
    }

    /// True when token `i` is a direct argument of a conversion whose receiver or other arguments
    /// name a superview: `superview?.convert(frame, to: …)`, `convert(frame, from: superview)`.
    static func isConvertedThroughSuperview(_ i: Int, _ ts: TokenStream, _ s: FileStructure) -> Bool {
        guard let (call, _) = enclosing(i, ts, s) else { return false }
        if let last = call.receiver.components.last, last == "superview" || last == "Superview" { return true }
        if call.receiver.rootIsSuperviewAlias { return true }
        for arg in call.arguments {
            for j in arg {
                if ts.word(j) == .superview || ts.word(j) == .Superview { return true }
                if ts.kind(j) == .identifier, let l = s.local(named: ts.name(j), at: j), l.isSuperviewAlias { return true }
            }
        }
        return false
    }
}
