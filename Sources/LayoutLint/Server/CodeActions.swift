/// `textDocument/codeAction`: each finding's fix as a quick fix (safe ones preferred), a quick fix
/// that suppresses the finding's rule on its line, and `source.fixAll.layoutlint`, every safe fix
/// of the document at once (the same choice as `--fix`: no overlaps, nothing that changes the
/// tokens around an edit).
extension LanguageServer {
    func codeActions(id: Any?, _ params: [String: Any]) {
        guard let id else { return }
        guard let td = params["textDocument"] as? [String: Any], let uri = td["uri"] as? String, let doc = documents[uri] else {
            respond(id: id, result: [Any]())
            return
        }
        let context = params["context"] as? [String: Any] ?? [:]
        let only = context["only"] as? [String]
        func wanted(_ kind: String) -> Bool {
            guard let only else { return true }
            return only.contains { kind == $0 || kind.hasPrefix($0 + ".") }
        }
        var requested = 0..<doc.bytes.count
        if let range = params["range"] as? [String: Any], let a = Self.position(range["start"]), let b = Self.position(range["end"]) {
            let start = doc.offset(line: a.0, character: a.1, encoding: encoding)
            requested = start..<max(start, doc.offset(line: b.0, character: b.1, encoding: encoding))
        }
        let all = currentFindings(uri)
        var actions: [[String: Any]] = []
        if wanted("quickfix") {
            for d in all where d.start <= requested.upperBound && requested.lowerBound <= d.end {
                if let fix = d.fix {
                    actions.append([
                        "title": fix.title + (fix.isSafe ? "" : " (unsafe: review it)") + " [\(d.rule)]",
                        "kind": "quickfix",
                        "diagnostics": [lspDiagnostic(d, doc)],
                        "isPreferred": fix.isSafe,
                        "edit": ["changes": [uri: fix.edits.map { textEdit($0.start, $0.end, $0.replacement, doc) }]],
                    ])
                }
                if d.rule != UnusedSuppressionRule.description.code {
                    actions.append([
                        "title": "Suppress \(d.rule) on this line",
                        "kind": "quickfix",
                        "diagnostics": [lspDiagnostic(d, doc)],
                        "edit": ["changes": [uri: [suppression(for: d, doc)]]],
                    ])
                }
            }
        }
        if wanted("source.fixAll.layoutlint") {
            let safe = all.compactMap(\.fix).filter(\.isSafe)
            if !safe.isEmpty {
                let outcome = FixApplier.apply(safe, to: doc.bytes, language: doc.language)
                let edits = outcome.applied.flatMap(\.edits).sorted { $0.start < $1.start }
                if !edits.isEmpty {
                    actions.append([
                        "title": "Fix all safe layoutlint findings",
                        "kind": "source.fixAll.layoutlint",
                        "edit": ["changes": [uri: edits.map { textEdit($0.start, $0.end, $0.replacement, doc) }]],
                    ])
                }
            }
        }
        respond(id: id, result: actions)
    }

    func textEdit(_ start: Int, _ end: Int, _ text: String, _ doc: TextDocument) -> [String: Any] {
        ["range": range(start, end, doc), "newText": text]
    }

    /// `// layoutlint:disable:next LL001` on its own line above the finding, indented like it.
    func suppression(for d: Diagnostic, _ doc: TextDocument) -> [String: Any] {
        let line = doc.position(of: d.start, encoding: encoding).line
        let lineStart = doc.offset(line: line, character: 0, encoding: encoding)
        let indent = FixText.indentation(doc.bytes, at: lineStart)
        let comment = indent + "// layoutlint:disable:next \(d.rule)" + FixText.lineBreak(doc.bytes)
        return textEdit(lineStart, lineStart, comment, doc)
    }
}
