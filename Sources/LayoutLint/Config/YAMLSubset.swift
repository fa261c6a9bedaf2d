import Foundation

/// The YAML layoutlint's configuration is written in: block maps and block lists by indentation,
/// flow lists `[a, b]`, plain, single- and double-quoted scalars, and `#` comments. Anything else
/// (anchors, aliases, tags, flow maps, block scalars, multi-document streams, tabs in indentation)
/// is an error that names the line, never a silent misreading.
indirect enum YAMLNode: Equatable {
    case scalar(String, line: Int)
    case list([YAMLNode], line: Int)
    case map([(key: String, keyLine: Int, value: YAMLNode)], line: Int)

    var line: Int {
        switch self {
        case .scalar(_, let l), .list(_, let l), .map(_, let l): return l
        }
    }

    static func == (a: YAMLNode, b: YAMLNode) -> Bool {
        switch (a, b) {
        case let (.scalar(x, _), .scalar(y, _)): return x == y
        case let (.list(x, _), .list(y, _)): return x == y
        case let (.map(x, _), .map(y, _)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }
}

struct YAMLError: Error, Equatable {
    let line: Int
    let message: String
}

enum YAMLSubset {
    private struct Line {
        let number: Int
        let indent: Int
        let text: Substring  // without indentation and comment, trailing spaces trimmed
    }

    static func parse(_ text: String) throws(YAMLError) -> YAMLNode {
        var lines: [Line] = []
        for (k, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rawLine = raw
            if rawLine.last == "\r" { rawLine = rawLine.dropLast() }
            let number = k + 1
            let body = try stripComment(rawLine, line: number)
            let trimmed = body.drop(while: { $0 == " " })
            if trimmed.isEmpty { continue }
            if trimmed.first == "\t" || body.prefix(while: { $0 == " " || $0 == "\t" }).contains("\t") {
                throw YAMLError(line: number, message: "tabs are not allowed in indentation")
            }
            if trimmed == "---" || trimmed == "..." {
                if lines.isEmpty { continue }
                throw YAMLError(line: number, message: "only one YAML document is supported")
            }
            lines.append(Line(number: number, indent: body.count - trimmed.count, text: trimmed))
        }
        guard !lines.isEmpty else { return .map([], line: 1) }
        var index = 0
        let node = try block(lines, &index, indent: lines[0].indent)
        if index < lines.count {
            throw YAMLError(line: lines[index].number, message: "unexpected indentation")
        }
        return node
    }

    /// A `#` starts a comment at the start of a line or after a space, outside quotes.
    private static func stripComment(_ s: Substring, line: Int) throws(YAMLError) -> Substring {
        var quote: Character?
        var previous: Character = " "
        for i in s.indices {
            let c = s[i]
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == "#", previous == " " || previous == "\t" {
                return trimTrailing(s[..<i])
            }
            previous = c
        }
        return trimTrailing(s)
    }

    private static func trimTrailing(_ s: Substring) -> Substring {
        var t = s
        while let last = t.last, last == " " || last == "\t" { t = t.dropLast() }
        return t
    }

    private static func block(_ lines: [Line], _ index: inout Int, indent: Int) throws(YAMLError) -> YAMLNode {
        let first = lines[index]
        if first.text.hasPrefix("- ") || first.text == "-" {
            var items: [YAMLNode] = []
            while index < lines.count, lines[index].indent == indent, lines[index].text.hasPrefix("- ") || lines[index].text == "-" {
                let l = lines[index]
                let rest = l.text.dropFirst(2).drop(while: { $0 == " " })
                guard !rest.isEmpty else { throw YAMLError(line: l.number, message: "empty list item") }
                if splitKey(rest) != nil && !rest.hasPrefix("\"") && !rest.hasPrefix("'") && !rest.hasPrefix("[") {
                    throw YAMLError(line: l.number, message: "maps inside lists are not supported")
                }
                items.append(try value(rest, line: l.number))
                index += 1
            }
            return .list(items, line: first.number)
        }
        var entries: [(key: String, keyLine: Int, value: YAMLNode)] = []
        while index < lines.count, lines[index].indent == indent {
            let l = lines[index]
            guard let (keyText, rest) = splitKey(l.text) else {
                throw YAMLError(line: l.number, message: "expected `key: value`")
            }
            let key = try scalar(keyText, line: l.number)
            if entries.contains(where: { $0.key == key }) {
                throw YAMLError(line: l.number, message: "duplicate key '\(key)'")
            }
            index += 1
            if rest.isEmpty {
                // A nested block: deeper, or a list at the same indentation.
                if index < lines.count, lines[index].indent > indent
                    || (lines[index].indent == indent && (lines[index].text.hasPrefix("- ") || lines[index].text == "-")) {
                    entries.append((key, l.number, try block(lines, &index, indent: lines[index].indent)))
                } else {
                    entries.append((key, l.number, .scalar("", line: l.number)))
                }
            } else {
                entries.append((key, l.number, try value(rest, line: l.number)))
            }
        }
        if index < lines.count, lines[index].indent > indent {
            throw YAMLError(line: lines[index].number, message: "unexpected indentation")
        }
        return .map(entries, line: first.number)
    }

    /// Splits `key: rest` at the first `: ` (or a trailing `:`) outside quotes.
    private static func splitKey(_ s: Substring) -> (Substring, Substring)? {
        var quote: Character?
        var i = s.startIndex
        while i < s.endIndex {
            let c = s[i]
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == ":" {
                let next = s.index(after: i)
                if next == s.endIndex || s[next] == " " {
                    let key = trimTrailing(s[..<i])
                    guard !key.isEmpty else { return nil }
                    let rest = next == s.endIndex ? s[next...] : s[s.index(after: next)...].drop(while: { $0 == " " })
                    return (key, rest)
                }
            }
            i = s.index(after: i)
        }
        return nil
    }

    private static func value(_ s: Substring, line: Int) throws(YAMLError) -> YAMLNode {
        if s.hasPrefix("[") {
            guard s.hasSuffix("]") else { throw YAMLError(line: line, message: "unterminated flow list") }
            let inner = s.dropFirst().dropLast()
            var items: [YAMLNode] = []
            var current = ""
            var quote: Character?
            for c in inner {
                if let q = quote {
                    current.append(c)
                    if c == q { quote = nil }
                } else if c == "\"" || c == "'" {
                    quote = c; current.append(c)
                } else if c == "," {
                    items.append(.scalar(try scalar(Substring(current).trimmed, line: line), line: line)); current = ""
                } else if c == "[" || c == "{" {
                    throw YAMLError(line: line, message: "nested flow collections are not supported")
                } else {
                    current.append(c)
                }
            }
            let last = Substring(current).trimmed
            if !last.isEmpty { items.append(.scalar(try scalar(last, line: line), line: line)) }
            else if !items.isEmpty { throw YAMLError(line: line, message: "empty item in flow list") }
            return .list(items, line: line)
        }
        return .scalar(try scalar(s, line: line), line: line)
    }

    private static func scalar(_ s: Substring, line: Int) throws(YAMLError) -> String {
        guard let first = s.first else { return "" }
        switch first {
        case "\"":
            guard s.count >= 2, s.last == "\"" else { throw YAMLError(line: line, message: "unterminated double-quoted string") }
            var out = ""
            var escaped = false
            for c in s.dropFirst().dropLast() {
                if escaped {
                    switch c {
                    case "n": out.append("\n")
                    case "t": out.append("\t")
                    case "\\": out.append("\\")
                    case "\"": out.append("\"")
                    default: throw YAMLError(line: line, message: "unsupported escape '\\\(c)'")
                    }
                    escaped = false
                } else if c == "\\" {
                    escaped = true
                } else {
                    out.append(c)
                }
            }
            return out
        case "'":
            guard s.count >= 2, s.last == "'" else { throw YAMLError(line: line, message: "unterminated single-quoted string") }
            return s.dropFirst().dropLast().replacingOccurrences(of: "''", with: "'")
        case "&", "*", "!", "|", ">", "{", "%", "@", "`":
            throw YAMLError(line: line, message: "unsupported YAML syntax '\(first)' (layoutlint reads a simple subset: maps, lists, scalars)")
        default:
            return String(s)
        }
    }
}

extension Substring {
    var trimmed: Substring {
        var t = self.drop(while: { $0 == " " })
        while t.last == " " { t = t.dropLast() }
        return t
    }
}
