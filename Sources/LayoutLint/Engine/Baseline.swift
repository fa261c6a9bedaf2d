import Foundation

/// A record of today's findings, so that a team can adopt layoutlint and fail only on new ones.
/// Entries are matched by path, rule and fingerprint (the flagged code, not its line number), with
/// a count: inserting lines above a finding keeps it baselined, while one more identical finding
/// in the same file is new. Paths are stored relative to the baseline file's folder.
struct Baseline: Equatable {
    struct Entry: Hashable, Comparable {
        var path: String
        var rule: String
        var fingerprint: String
        var count: Int

        static func < (a: Entry, b: Entry) -> Bool {
            (a.path, a.rule, a.fingerprint, a.count) < (b.path, b.rule, b.fingerprint, b.count)
        }
    }

    struct Failure: Error { let message: String }

    var entries: [Entry]

    private struct Key: Hashable { let path: String, rule: String, fingerprint: String }

    init(entries: [Entry]) { self.entries = entries.sorted() }

    /// The baseline of `diagnostics`, for a file in `folder`.
    init(_ diagnostics: [Diagnostic], folder: String) {
        var counts: [Key: Int] = [:]
        for d in diagnostics { counts[Key(path: Self.path(d.path, relativeTo: folder), rule: d.rule, fingerprint: d.fingerprint), default: 0] += 1 }
        self.init(entries: counts.map { Entry(path: $0.key.path, rule: $0.key.rule, fingerprint: $0.key.fingerprint, count: $0.value) })
    }

    /// Stable, sorted JSON with a version, small enough to review.
    func rendered() -> String {
        JSONValue.object([
            ("version", .int(1)),
            ("entries", .array(entries.map { e in
                .object([("path", .string(e.path)), ("rule", .string(e.rule)), ("fingerprint", .string(e.fingerprint)), ("count", .int(e.count))])
            })),
        ]).rendered()
    }

    static func read(_ file: String) throws(Failure) -> Baseline {
        guard let data = FileManager.default.contents(atPath: file) else { throw Failure(message: "\(file): cannot read the baseline") }
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any], json["version"] as? Int == 1,
              let items = json["entries"] as? [[String: Any]] else {
            throw Failure(message: "\(file): not a layoutlint baseline (expected a JSON object with \"version\": 1 and \"entries\")")
        }
        var entries: [Entry] = []
        for item in items {
            guard let path = item["path"] as? String, let rule = item["rule"] as? String,
                  let fp = item["fingerprint"] as? String, let count = item["count"] as? Int, count > 0 else {
                throw Failure(message: "\(file): a baseline entry lacks path, rule, fingerprint or count")
            }
            entries.append(Entry(path: path, rule: rule, fingerprint: fp, count: count))
        }
        return Baseline(entries: entries)
    }

    /// Splits `diagnostics` into the new ones and returns the entries no longer found (for
    /// `--baseline-strict`). Within a group of identical findings, the first ones (by position)
    /// are the baselined ones.
    func filter(_ diagnostics: [Diagnostic], folder: String) -> (new: [Diagnostic], stale: [Entry]) {
        var remaining: [Key: Int] = [:]
        for e in entries { remaining[Key(path: e.path, rule: e.rule, fingerprint: e.fingerprint), default: 0] += e.count }
        var new: [Diagnostic] = []
        for d in diagnostics {
            let key = Key(path: Self.path(d.path, relativeTo: folder), rule: d.rule, fingerprint: d.fingerprint)
            if let n = remaining[key], n > 0 { remaining[key] = n - 1 } else { new.append(d) }
        }
        let stale = remaining.filter { $0.value > 0 }
            .map { Entry(path: $0.key.path, rule: $0.key.rule, fingerprint: $0.key.fingerprint, count: $0.value) }.sorted()
        return (new, stale)
    }

    /// `path` (as reported) relative to `folder`, or absolute when outside it.
    static func path(_ path: String, relativeTo folder: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let standard = URL(fileURLWithPath: absolute).standardizedFileURL.path
        return standard.hasPrefix(folder + "/") ? String(standard.dropFirst(folder.count + 1)) : standard
    }
}
